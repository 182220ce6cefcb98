export const id = 105;
export const ids = [105,751];
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


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderUndecided: () => (/* binding */ renderUndecided),
  runReview: () => (/* binding */ runReview)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/check/apply-decisions.ts
var apply_decisions = __webpack_require__(9546);
// EXTERNAL MODULE: ./src/check/decision-types.ts
var decision_types = __webpack_require__(4584);
// EXTERNAL MODULE: ./src/check/parse-decisions.ts + 1 modules
var parse_decisions = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/check/pair-key.ts
var pair_key = __webpack_require__(9580);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/check/evidence-place.ts
var evidence_place = __webpack_require__(7893);
;// CONCATENATED MODULE: ./src/check/record-decision.ts
// A decision written into a decisions file's text, as `codewinnow review --decide` records it: the file's
// comments and order are kept, the pair's earlier decision (in either order) is replaced, a new one is
// appended. The text written is parsed again before it is returned, so an invalid file is never written.
// Pure: the shell reads and writes the file.




/**
 * The decisions file's text with `decision` recorded. `text` may be empty (a new file).
 * @throws DecisionsError when the file was invalid already.
 */
function recordDecision(text, source, decision) {
    (0,parse_decisions.parseDecisions)(text, source);
    // A file of comments only (or nothing) has no map to add to yet.
    const base = (0,dist/* isMap */.jh)((0,dist/* parseDocument */.Tp)(text).contents) ? text : `${text.trimEnd()}\nversion: 1\n`.trimStart();
    const document = (0,dist/* parseDocument */.Tp)(base);
    const pairs = pairsOf(document);
    const entry = document.createNode(toEntry(decision));
    const key = (0,pair_key/* pairKey */.Y)(decision.a, decision.b);
    const at = pairs.items.findIndex((item) => {
        const value = (0,dist/* isMap */.jh)(item) ? item.toJSON() : undefined;
        return isNamedPair(value) && (0,pair_key/* pairKey */.Y)(value.a, value.b) === key;
    });
    if (at >= 0)
        pairs.items[at] = entry;
    else
        pairs.items.push(entry);
    const written = document.toString({ lineWidth: 0 });
    (0,parse_decisions.parseDecisions)(written, source);
    return written;
}
function pairsOf(document) {
    const existing = document.get('pairs', true);
    if ((0,dist/* isSeq */.oP)(existing)) {
        existing.flow = false;
        return existing;
    }
    const pairs = document.createNode([]);
    document.set('pairs', pairs);
    return pairs;
}
function isNamedPair(value) {
    return (typeof value === 'object' &&
        value !== null &&
        'a' in value &&
        'b' in value &&
        typeof value.a === 'string' &&
        typeof value.b === 'string');
}
function toEntry(decision) {
    return {
        a: decision.a,
        b: decision.b,
        decision: decision.decision,
        note: decision.note,
        ...(decision.by === undefined ? {} : { by: decision.by }),
        ...(decision.at === undefined ? {} : { at: decision.at }),
        ...(decision.evidence === undefined
            ? {}
            : { evidence: decision.evidence.map((f) => ({ a: (0,evidence_place/* renderPlace */.o)(f.a), b: (0,evidence_place/* renderPlace */.o)(f.b) })) }),
    };
}

// EXTERNAL MODULE: ./src/report/lines.ts
var report_lines = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/sources/create-file-store.ts
var create_file_store = __webpack_require__(7695);
// EXTERNAL MODULE: ./src/sources/read-decisions-text.ts
var read_decisions_text = __webpack_require__(7856);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/cli/compare-command.ts + 5 modules
var compare_command = __webpack_require__(9203);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/engine/describe-error.ts
var describe_error = __webpack_require__(2566);
;// CONCATENATED MODULE: ./src/cli/read-report-pairs.ts
// The pairs of a JSON report (`compare --format json`, `check --format json`, the rescan's
// staff-report.json), for `codewinnow review`: names, similarity, flag and fragments' files and lines.
// What comes in is checked field by field; a report of another shape is refused with what was wrong.


/** The file is not a codewinnow JSON report. */
class ReportShapeError extends Error {
    name = 'ReportShapeError';
}
async function readReportPairs(path) {
    let document;
    try {
        document = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
    }
    catch (error) {
        throw new ReportShapeError(`${path}: not a JSON report (${(0,describe_error/* describeError */.U)(error)})`, { cause: error });
    }
    const pairs = isRecord(document) && document.tool === 'codewinnow' ? document.pairs : undefined;
    if (!Array.isArray(pairs))
        throw new ReportShapeError(`${path}: not a codewinnow JSON report (no pairs)`);
    return pairs.map((pair, index) => {
        const read = toReportPair(pair);
        if (!read)
            throw new ReportShapeError(`${path}: pairs[${index}] is not a pair of a codewinnow report`);
        return read;
    });
}
function toReportPair(pair) {
    if (!isRecord(pair) || typeof pair.a !== 'string' || typeof pair.b !== 'string')
        return undefined;
    if (typeof pair.similarity !== 'number' || typeof pair.flagged !== 'boolean')
        return undefined;
    if (!Array.isArray(pair.fragments))
        return undefined;
    const fragments = [];
    for (const fragment of pair.fragments) {
        const a = isRecord(fragment) ? toPlace(fragment.a) : undefined;
        const b = isRecord(fragment) ? toPlace(fragment.b) : undefined;
        if (!a || !b)
            return undefined;
        fragments.push({ a, b });
    }
    const reason = typeof pair.reason === 'string' ? pair.reason : '';
    return { a: pair.a, b: pair.b, similarity: pair.similarity, flagged: pair.flagged, reason, fragments };
}
// A side as reports write it: `file`, `startLine` and `endLine` 1-based and both included.
function toPlace(side) {
    if (!isRecord(side) || typeof side.file !== 'string')
        return undefined;
    const { startLine, endLine } = side;
    if (!Number.isInteger(startLine) || !Number.isInteger(endLine))
        return undefined;
    return { file: side.file, lines: { start: Number(startLine) - 1, end: Number(endLine) } };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/sources/error-code.ts
var error_code = __webpack_require__(8324);
// EXTERNAL MODULE: ./src/sources/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/cli/write-decisions-file.ts
// Writes the decisions file `codewinnow review` changed: in one rename, so no reader ever sees half a file,
// and only over a regular file (or nothing): a folder, a device or a FIFO in its place is refused, never
// written through. Makes the file's folder (.codewinnow/) when it is new.




/** The decisions file's place holds something other than a regular file. */
class DecisionsFileKindError extends Error {
    name = 'DecisionsFileKindError';
}
/** @throws DecisionsFileKindError when `path` is not a regular file; OutputWriteError when writing fails. */
async function writeDecisionsFile(path, text) {
    try {
        const stats = await (0,promises_.stat)(path);
        if (!stats.isFile())
            throw new DecisionsFileKindError(`cannot write decisions to ${path}: it is not a regular file`);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) !== 'ENOENT')
            throw error;
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    }
    await (0,write_file_atomic/* writeFileAtomic */.Z)(path, text);
}

;// CONCATENATED MODULE: ./src/cli/review-command.ts
// `codewinnow review`: the flagged pairs staff have not decided yet (from the same inputs as compare, or a
// JSON report), and `review --decide A B KIND --note WHY` to record a decision in the decisions file,
// dated by the terminal's clock. A dismissal keeps the pair's fragments as its evidence, so it needs the pairs.

















const OPTIONS = {
    ...check_options/* CHECK_OPTIONS */.m5,
    each: { type: 'string', multiple: true },
    report: { type: 'string' },
    decide: { type: 'boolean' },
    note: { type: 'string' },
    by: { type: 'string' },
};
/** Runs review; a decision is dated by the terminal's clock. */
async function runReview(args, terminal) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args, options: OPTIONS, allowPositionals: true });
    if (values.help) {
        terminal.stdout(help/* REVIEW_HELP */.nV);
        return 0;
    }
    const options = (0,check_options/* parseCheckOptions */.W1)(values);
    const decide = values.decide ? toDecide(positionals, values) : undefined;
    if (!decide && (values.note !== undefined || values.by !== undefined))
        throw new usage_error/* UsageError */.e('--note and --by go with --decide A B KIND');
    const paths = decide ? positionals.slice(3) : positionals;
    const found = await readReviewed(options.decisions);
    const decisions = found ? (0,parse_decisions.parseDecisions)(found.text, found.path) : decision_types/* NO_DECISIONS */.U;
    const each = values.each ?? [];
    const pairs = await readPairs({ report: values.report, paths, each, options, decisions }, terminal);
    if (decide)
        return record(decide, { pairs, found, options, terminal });
    if (!pairs)
        throw new usage_error/* UsageError */.e('review needs the pairs: the same inputs as compare, or --report FILE');
    terminal.stdout(renderUndecided(pairs, (0,apply_decisions/* indexDecisions */.U2)(decisions), found?.path));
    return 0;
}
function toDecide(positionals, values) {
    const [a, b, kind] = positionals;
    if (a === undefined || b === undefined || kind === undefined)
        throw new usage_error/* UsageError */.e('--decide needs a pair and a decision: --decide A B allowed|dismissed|confirmed');
    const known = decision_types/* DECISION_KINDS */.j.find((k) => k === kind);
    if (known === undefined)
        throw new usage_error/* UsageError */.e(`--decide: expected allowed, dismissed or confirmed, got '${kind}'`);
    if (a === b)
        throw new usage_error/* UsageError */.e('--decide: A and B are the same submission');
    if (!values.note?.trim())
        throw new usage_error/* UsageError */.e('--decide needs --note "why", kept with the decision');
    return { a, b, kind: known, note: values.note.trim(), by: values.by };
}
async function readPairs(given, terminal) {
    const { report, paths, each, options, decisions } = given;
    if (report !== undefined) {
        if (paths.length + each.length > 0)
            throw new usage_error/* UsageError */.e('give submissions or --report FILE, not both');
        return readReportPairs(report);
    }
    if (paths.length + each.length === 0)
        return undefined;
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'reading');
    const { result } = await (0,compare_command.compareInputs)({ paths, each, options, decisions }, terminal, progress);
    progress.finish();
    return result.pairs;
}
/** The flagged pairs with no decision standing, ranked as given, with their fragments. */
function renderUndecided(pairs, index, decisionsPath) {
    const flagged = pairs.filter((pair) => pair.flagged);
    const open = flagged.flatMap((pair) => {
        const decision = index.decisionOf(pair);
        return !decision || decision.lifted ? [{ pair, lifted: decision?.lifted === true }] : [];
    });
    const from = decisionsPath === undefined ? 'no decisions file' : `decisions from ${decisionsPath}`;
    const lines = [`${open.length} of ${flagged.length} flagged pairs not decided (${from}).`];
    for (const [i, { pair, lifted }] of open.entries()) {
        lines.push('', `${i + 1}. ${(0,render_text/* percent */.K)(pair.similarity)}  ${pair.a}  ${pair.b}`);
        if (pair.reason)
            lines.push(`   ${pair.reason}`);
        if (lifted)
            lines.push('   dismissed before; a fragment has appeared since');
        for (const { a, b } of pair.fragments)
            lines.push(`   ${(0,report_lines/* renderFileLines */.Au)(a.file, a.lines)}  ↔  ${(0,report_lines/* renderFileLines */.Au)(b.file, b.lines)}`);
    }
    if (open.length > 0)
        lines.push('', 'Record a decision: codewinnow review --decide A B allowed|dismissed|confirmed --note "why" [--by NAME]', '(a dismissal with the same inputs, so that its fragments are kept as evidence)');
    return lines.join('\n') + '\n';
}
async function record(decide, run) {
    const key = (0,pair_key/* pairKey */.Y)(decide.a, decide.b);
    const pair = run.pairs?.find((p) => (0,pair_key/* pairKey */.Y)(p.a, p.b) === key);
    if (decide.kind === 'dismissed' && !pair) {
        throw new usage_error/* UsageError */.e(run.pairs
            ? `--decide: ${decide.a} and ${decide.b} are not a pair of the inputs given`
            : "--decide dismissed keeps the pair's fragments: give the same inputs as compare, or --report FILE");
    }
    const { found } = run;
    const path = found?.path ?? run.options.decisions ?? read_decisions_text/* DEFAULT_DECISIONS_PATH */.cx;
    const decision = {
        // The pair's own order, so that its evidence's sides are a's and b's.
        a: pair?.a ?? decide.a,
        b: pair?.b ?? decide.b,
        decision: decide.kind,
        note: decide.note,
        ...(decide.by === undefined ? {} : { by: decide.by }),
        at: new Date(run.terminal.now()).toISOString().slice(0, 10),
        ...(decide.kind === 'dismissed' && pair ? { evidence: pair.fragments } : {}),
    };
    await writeDecisionsFile(path, recordDecision(found?.text ?? '', path, decision));
    if (run.pairs && !pair)
        run.terminal.stderr(`codewinnow: note: ${decide.a} and ${decide.b} are not a pair of the inputs given\n`);
    run.terminal.stderr(`codewinnow: ${decision.a} ↔ ${decision.b} recorded as ${decide.kind} in ${path}\n`);
    return 0;
}
// The decisions file review reads: as compare finds it, but one named and not made yet has no decisions
// (review --decide makes it).
async function readReviewed(path) {
    try {
        return await (0,read_decisions_text/* readDecisionsText */.Li)((0,create_file_store/* createFileStore */.I)(), path);
    }
    catch (error) {
        if (error instanceof read_decisions_text/* DecisionsFileMissingError */.uO)
            return undefined;
        throw error;
    }
}


/***/ })

};
