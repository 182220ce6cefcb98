export const id = 947;
export const ids = [947];
export const modules = {

/***/ 9546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ isSettled),
/* harmony export */   O3: () => (/* binding */ applyDecisions),
/* harmony export */   U2: () => (/* binding */ indexDecisions)
/* harmony export */ });
/* unused harmony export undecidedFlagged */
/* harmony import */ var _pair_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9580);

/** Every decision by pair key, and every declared group's pairs as allowed. */
function indexDecisions(decisions) {
    const pairs = new Map(decisions.pairs.map((pair) => [(0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b), pair]));
    const groupOf = new Map();
    for (const group of decisions.groups)
        for (const member of group.members)
            groupOf.set(member, [...(groupOf.get(member) ?? []), group]);
    return {
        decisionOf: (pair) => {
            const own = pairs.get((0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b));
            if (own)
                return toApplied(own, pair);
            const group = groupOf.get(pair.a)?.find((g) => g.members.includes(pair.b));
            if (!group)
                return undefined;
            const { members, ...record } = group;
            return { kind: 'allowed', ...record, group: members.join(', ') };
        },
    };
}
function toApplied(decision, pair) {
    const { decision: kind, evidence, note, by, at } = decision;
    const record = { note, ...(by === undefined ? {} : { by }), ...(at === undefined ? {} : { at }) };
    if (kind !== 'dismissed')
        return { kind, ...record };
    const swapped = pair.a !== decision.a;
    const grown = pair.fragments.some((fragment) => !isKnown(fragment, evidence ?? [], swapped));
    return { kind, ...record, ...(grown ? { lifted: true } : {}) };
}
/** Whether some evidence fragment overlaps this fragment on both sides (sides swapped when the pair is). */
function isKnown(fragment, evidence, swapped) {
    const a = swapped ? fragment.b : fragment.a;
    const b = swapped ? fragment.a : fragment.b;
    return evidence.some((known) => known.a.file === a.file &&
        known.b.file === b.file &&
        overlaps(known.a.lines, a.lines) &&
        overlaps(known.b.lines, b.lines));
}
function overlaps(x, y) {
    return x.start < Math.max(y.end, y.start + 1) && y.start < Math.max(x.end, x.start + 1);
}
/** The result with each decided pair's decision on it, and its flag and reason as the decision says. */
function applyDecisions(result, decisions) {
    if (decisions.pairs.length === 0 && decisions.groups.length === 0)
        return result;
    const index = indexDecisions(decisions);
    const pairs = result.pairs.map((pair) => decidePair(pair, index.decisionOf(pair)));
    const confirmedNotFound = findConfirmedNotFound(result, decisions);
    return { ...result, pairs, ...(confirmedNotFound.length > 0 ? { confirmedNotFound } : {}) };
}
// Confirmed pairs of two submissions of this run that the run did not list.
function findConfirmedNotFound(result, decisions) {
    const names = new Set(result.submissions.map((submission) => submission.name));
    const listed = new Set(result.pairs.map((pair) => (0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b)));
    return decisions.pairs
        .filter((d) => d.decision === 'confirmed' && names.has(d.a) && names.has(d.b))
        .filter((d) => !listed.has((0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(d.a, d.b)))
        .map(({ a, b, note, by, at }) => ({
        a,
        b,
        note,
        ...(by === undefined ? {} : { by }),
        ...(at === undefined ? {} : { at }),
    }));
}
function decidePair(pair, decision) {
    if (!decision)
        return pair;
    const note = (verb) => `${verb} by decisions file: ${decision.note}`;
    switch (decision.kind) {
        case 'allowed':
            return { ...pair, flagged: false, reason: note('allowed'), decision };
        case 'confirmed':
            return { ...pair, flagged: true, reason: joined(note('confirmed'), pair.reason), decision };
        case 'dismissed':
            if (!decision.lifted)
                return { ...pair, flagged: false, reason: note('dismissed'), decision };
            return {
                ...pair,
                reason: pair.flagged ? joined(pair.reason, 'a new fragment since it was dismissed') : pair.reason,
                decision,
            };
    }
}
function joined(first, second) {
    return second === '' ? first : `${first}; ${second}`;
}
/** Whether staff have settled the pair so that no one is told of it: allowed, or dismissed and not lifted. */
function isSettled(decision) {
    return (decision !== undefined &&
        (decision.kind === 'allowed' || (decision.kind === 'dismissed' && !decision.lifted)));
}
/** Flagged pairs with no decision standing: never decided, or a dismissal lifted by a new fragment. */
function undecidedFlagged(result) {
    return result.pairs.filter((pair) => pair.flagged && (pair.decision === undefined || pair.decision.lifted === true));
}


/***/ }),

/***/ 4584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ NO_DECISIONS),
/* harmony export */   j: () => (/* binding */ DECISION_KINDS)
/* harmony export */ });
const DECISION_KINDS = ['allowed', 'dismissed', 'confirmed'];
const NO_DECISIONS = { groups: [], pairs: [] };


/***/ }),

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

/***/ 3380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ toLineRange),
/* harmony export */   l: () => (/* binding */ countLines)
/* harmony export */ });
/* harmony import */ var _engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3397);
// Token ranges to line ranges, through a file's token lines.

/** The lines a token range touches: from its tokens' first start line to their last end line. */
function toLineRange(lines, range) {
    if (range.end <= range.start)
        return { start: 0, end: 0 };
    return {
        start: (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLineOf */ .Qy)(lines, range.start, range.end),
        end: (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLineOf */ .SH)(lines, range.start, range.end) + 1,
    };
}
/** How many lines the union of `ranges` covers. */
function countLines(ranges) {
    const sorted = [...ranges].sort((x, y) => x.start - y.start);
    let count = 0;
    let reached = 0;
    for (const range of sorted) {
        const start = Math.max(range.start, reached);
        if (range.end > start)
            count += range.end - start;
        reached = Math.max(reached, range.end);
    }
    return count;
}


/***/ }),

/***/ 9580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ pairKey)
/* harmony export */ });
// A pair's identity whatever the order of its two submissions: how decisions find their pair.
/** The same key for (a, b) and (b, a). */
function pairKey(a, b) {
    return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}


/***/ }),

/***/ 9751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ parseDecisions)
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


/***/ }),

/***/ 4540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ toPairResult)
/* harmony export */ });
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2861);
/* harmony import */ var _engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3354);
/* harmony import */ var _decide_flag_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3380);




function toPairResult(pair, naming, judging) {
    const fragments = [];
    const linesA = new Map();
    const linesB = new Map();
    for (const files of pair.files) {
        const fileA = naming.file(files.fileA);
        const fileB = naming.file(files.fileB);
        for (const fragment of files.fragments) {
            const a = { file: fileA.path, lines: fileA.lineRange(fragment.a), tokens: fragment.a };
            const b = { file: fileB.path, lines: fileB.lineRange(fragment.b), tokens: fragment.b };
            fragments.push({ a, b });
            append(linesA, a.file, a.lines);
            append(linesB, b.file, b.lines);
        }
    }
    fragments.sort((x, y) => (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(x.a.file, y.a.file) ||
        x.a.lines.start - y.a.lines.start ||
        (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(x.b.file, y.b.file) ||
        x.b.lines.start - y.b.lines.start);
    const { strongest, names, ...scores } = pair.scores;
    const agreement = (0,_engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__/* .agreementShare */ .aV)(names);
    return {
        a: naming.submissionName(pair.a),
        b: naming.submissionName(pair.b),
        ...scores,
        sharedLinesA: sumLines(linesA),
        sharedLinesB: sumLines(linesB),
        informativeTokens: Math.round(strongest.informative),
        namesAgree: names.compared > 0 ? agreement : null,
        ...(0,_decide_flag_js__WEBPACK_IMPORTED_MODULE_1__/* .decideFlag */ .Vt)(pair.scores, judging.cohort, judging.settings),
        fragments,
    };
}
function append(map, file, range) {
    const list = map.get(file);
    if (list)
        list.push(range);
    else
        map.set(file, [range]);
}
function sumLines(map) {
    let total = 0;
    for (const ranges of map.values())
        total += (0,_line_range_js__WEBPACK_IMPORTED_MODULE_3__/* .countLines */ .l)(ranges);
    return total;
}


/***/ }),

/***/ 9968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ JSON_FORMAT_VERSION)
/* harmony export */ });
// The version of every JSON report (compare and check, the staff report, the pull-request report): bumped
// when a field changes meaning or goes away, not when one is added. Each has a JSON Schema in schema/.
const JSON_FORMAT_VERSION = 1;


/***/ }),

/***/ 7960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ loadDecisions)
/* harmony export */ });
/* harmony import */ var _check_decision_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4584);
/* harmony import */ var _check_parse_decisions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9751);
/* harmony import */ var _sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7856);
// The staff's decisions file, read through a file store and parsed: the one loader for compare, check,
// review and the rescan. Says which file was used (the default one is used without being asked for).



/**
 * The decisions of `path`, or of the default file when no path is given and it exists; none otherwise.
 * @throws DecisionsFileMissingError when `path` is given and missing; DecisionsError when it is invalid.
 */
async function loadDecisions(store, path, log) {
    const found = await (0,_sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readDecisionsText */ .Li)(store, path);
    if (!found)
        return { decisions: _check_decision_types_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_DECISIONS */ .U, path: undefined };
    const decisions = (0,_check_parse_decisions_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecisions */ .n)(found.text, found.path);
    log(`decisions from ${found.path} (${decisions.pairs.length} pairs, ${decisions.groups.length} groups)`);
    return { decisions, path: found.path };
}


/***/ }),

/***/ 7695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ createFileStore)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8324);
/* harmony import */ var _read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6897);
/* harmony import */ var _write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
// Whole files in and out, for shells that keep state between runs (the rescan's state and output folders):
// a missing file reads as undefined, not an error, and every write is atomic and makes its folder first.





/** Files by path: relative paths are taken from `base` (the workspace), else from the working folder. */
function createFileStore(base) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base ?? '.', path);
    return {
        async read(path, maxBytes) {
            try {
                return await (0,_read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileCapped */ .u)(at(path), maxBytes);
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === 'ENOENT')
                    return undefined;
                throw error;
            }
        },
        async write(path, content) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at(path)), { recursive: true });
            await (0,_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(at(path), content);
        },
    };
}


/***/ }),

/***/ 7856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ readDecisionsText),
/* harmony export */   cx: () => (/* binding */ DEFAULT_DECISIONS_PATH),
/* harmony export */   uO: () => (/* binding */ DecisionsFileMissingError)
/* harmony export */ });
/** Where staff keep their decisions, relative to the working folder (the staff repository). */
const DEFAULT_DECISIONS_PATH = '.codewinnow/decisions.yml';
/** A decisions file is larger than any staff would write by hand: a mistake, not decisions. */
const MAX_DECISIONS_BYTES = 16 * 1024 * 1024;
/** The decisions file that was asked for is not there. */
class DecisionsFileMissingError extends Error {
    name = 'DecisionsFileMissingError';
}
/**
 * The decisions file's path and text: `path` when given, else DEFAULT_DECISIONS_PATH if it exists.
 * Undefined when no file was given and there is no default one.
 * @throws DecisionsFileMissingError when `path` is given and missing.
 */
async function readDecisionsText(store, path) {
    const asked = path ?? DEFAULT_DECISIONS_PATH;
    const bytes = await store.read(asked, MAX_DECISIONS_BYTES);
    if (bytes === undefined) {
        if (path === undefined)
            return undefined;
        throw new DecisionsFileMissingError(`decisions file not found: ${path}`);
    }
    return { path: asked, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
}


/***/ })

};
