export const id = 751;
export const ids = [751];
export const modules = {

/***/ 7893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ renderPlace),
/* harmony export */   x: () => (/* binding */ toPlace)
/* harmony export */ });
/** "src/Main.java:10-42" → the file and its lines; the schema has checked the shape. */
function toPlace(text) {
    const colon = text.lastIndexOf(':');
    const [start, end] = text
        .slice(colon + 1)
        .split('-')
        .map(Number);
    return { file: text.slice(0, colon), lines: { start: start - 1, end: Math.max(start, end) } };
}
/** The file and its lines → "src/Main.java:10-42". */
function renderPlace(place) {
    const start = place.lines.start + 1;
    return `${place.file}:${start}-${Math.max(start, place.lines.end)}`;
}


/***/ }),

/***/ 9751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseDecisions: () => (/* binding */ parseDecisions)
});

// UNUSED EXPORTS: DecisionsError

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/check/decisions-schema.ts
// The rules of a decisions file, as a JSON Schema (draft-07): the one source parse-decisions.ts validates
// against. schema/decisions.schema.json is this object as a file, for editors; a test keeps the two equal.
const record = {
    note: { type: 'string', minLength: 1, description: 'Why: what staff saw or were told.' },
    by: { type: 'string', minLength: 1, description: 'Who decided.' },
    at: {
        type: 'string',
        pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
        description: 'When: a date (2026-11-24) or a date and time.',
    },
};
const place = {
    type: 'string',
    pattern: '^.+:[1-9][0-9]*-[1-9][0-9]*$',
    description: 'A file and its lines as reports show them: path:start-end (1-based, both included).',
};
const DECISIONS_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://github.com/codewinnow/codewinnow/schema/decisions.schema.json',
    title: 'codewinnow decisions',
    description: 'Staff decisions about pairs of submissions: groups that may share code, and per-pair decisions. Submissions are named as the reports name them.',
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: {
        version: { const: 1, description: 'The format version of this file.' },
        groups: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['members', 'note'],
                properties: {
                    members: {
                        type: 'array',
                        minItems: 2,
                        uniqueItems: true,
                        items: { type: 'string', minLength: 1 },
                    },
                    ...record,
                },
            },
        },
        pairs: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['a', 'b', 'decision', 'note'],
                properties: {
                    a: { type: 'string', minLength: 1 },
                    b: { type: 'string', minLength: 1 },
                    decision: { enum: ['allowed', 'dismissed', 'confirmed'] },
                    ...record,
                    evidence: {
                        type: 'array',
                        description: 'The fragments the pair was dismissed at; a fragment overlapping none lifts it.',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['a', 'b'],
                            properties: { a: place, b: place },
                        },
                    },
                },
                if: { properties: { decision: { const: 'dismissed' } } },
                then: { required: ['evidence'] },
                else: { not: { required: ['evidence'] } },
            },
        },
    },
};

// EXTERNAL MODULE: ./src/check/evidence-place.ts
var evidence_place = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/check/pair-key.ts
var pair_key = __webpack_require__(9580);
;// CONCATENATED MODULE: ./src/check/parse-decisions.ts
// A decisions file's text → typed Decisions: YAML read with its positions kept, validated against the one
// schema (decisions-schema.ts), then the checks a schema cannot say (a pair listed twice, a pair of one
// submission). Every problem is reported at once, each with its line and column. Pure: no file is read here.





/** The decisions file is not valid; the message lists every problem as `source:line:column: what`. */
class DecisionsError extends Error {
    name = 'DecisionsError';
}
let validator;
/**
 * Parses a decisions file. `source` names it in messages (its path). An empty file has no decisions.
 * @throws DecisionsError listing every problem, each with its 1-based line and column.
 */
function parseDecisions(text, source) {
    const lines = new dist/* LineCounter */.HN();
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const at = (offset) => {
        const { line, col } = lines.linePos(offset);
        return `${source}:${line}:${col}`;
    };
    const problems = document.errors.map((error) => `${at(error.pos[0])}: ${firstLine(error.message)}`);
    if (problems.length > 0)
        throw new DecisionsError(problems.join('\n'));
    const data = document.toJS();
    if (data === null || data === undefined)
        return { groups: [], pairs: [] };
    validator ??= new ajv.Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(DECISIONS_SCHEMA);
    if (!validator(data)) {
        const errors = (validator.errors ?? []).filter((error) => error.keyword !== 'if');
        throw new DecisionsError(errors.map((error) => `${at(offsetOf(document, error))}: ${describeProblem(error)}`).join('\n'));
    }
    const raw = data;
    const decisions = { groups: (raw.groups ?? []).map(toGroup), pairs: (raw.pairs ?? []).map(toPair) };
    const duplicates = findRepeats(decisions.pairs).map(({ index, first }) => `${at(offsetOf(document, { instancePath: `/pairs/${index}` }))}: the pair is decided already at pairs[${first}]`);
    const selfPairs = decisions.pairs.flatMap((pair, index) => pair.a === pair.b
        ? [`${at(offsetOf(document, { instancePath: `/pairs/${index}/b` }))}: a and b are the same submission`]
        : []);
    if (duplicates.length + selfPairs.length > 0)
        throw new DecisionsError([...duplicates, ...selfPairs].join('\n'));
    return decisions;
}
function toRecord(raw) {
    return { note: raw.note, ...(raw.by === undefined ? {} : { by: raw.by }), ...atOf(raw.at) };
}
// A YAML date (2026-11-24 unquoted) is kept as the text it was.
function atOf(at) {
    return at === undefined ? {} : { at: String(at) };
}
function toGroup(raw) {
    return { members: [...raw.members], ...toRecord(raw) };
}
function toPair(raw) {
    return {
        a: raw.a,
        b: raw.b,
        decision: raw.decision,
        ...toRecord(raw),
        ...(raw.evidence === undefined ? {} : { evidence: raw.evidence.map(toEvidence) }),
    };
}
function toEvidence(raw) {
    return { a: (0,evidence_place/* toPlace */.x)(raw.a), b: (0,evidence_place/* toPlace */.x)(raw.b) };
}
function findRepeats(pairs) {
    const seen = new Map();
    const repeats = [];
    pairs.forEach((pair, index) => {
        const key = (0,pair_key/* pairKey */.Y)(pair.a, pair.b);
        const first = seen.get(key);
        if (first === undefined)
            seen.set(key, index);
        else
            repeats.push({ index, first });
    });
    return repeats;
}
// The position of the value a schema error is about: the unknown key itself, else the deepest node of the
// path that exists.
function offsetOf(document, error) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    for (let depth = path.length; depth >= 0; depth--) {
        const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
        if (!(0,dist/* isNode */.Ll)(node))
            continue;
        const extra = error.params && 'additionalProperty' in error.params ? error.params.additionalProperty : undefined;
        if (depth === path.length && (0,dist/* isMap */.jh)(node) && typeof extra === 'string') {
            const item = node.items.find((pair) => (0,dist/* isNode */.Ll)(pair.key) && pair.key.toJSON() === extra);
            if (item && (0,dist/* isNode */.Ll)(item.key) && item.key.range)
                return item.key.range[0];
        }
        if (node.range)
            return node.range[0];
    }
    return 0;
}
function describeProblem(error) {
    const where = error.instancePath === '' ? 'the file' : error.instancePath.slice(1).replaceAll('/', '.');
    const params = error.params;
    switch (error.keyword) {
        case 'additionalProperties':
            return `${where}: unknown field '${String(params.additionalProperty)}'`;
        case 'required':
            return `${where}: missing field '${String(params.missingProperty)}'`;
        case 'enum':
            return `${where}: expected one of ${params.allowedValues.join(', ')}`;
        case 'const':
            return `${where}: expected ${JSON.stringify(params.allowedValue)}`;
        case 'not':
            return `${where}: evidence is kept for dismissed pairs only`;
        case 'pattern':
            return `${where}: ${patternHint(where)}`;
        default:
            return `${where}: ${error.message ?? error.keyword}`;
    }
}
function patternHint(where) {
    if (where.endsWith('.at'))
        return 'expected a date such as 2026-11-24 (or a date and time)';
    return 'expected a file and its lines, such as src/Main.java:10-42';
}
function firstLine(message) {
    return message.split('\n')[0].trim();
}


/***/ })

};
