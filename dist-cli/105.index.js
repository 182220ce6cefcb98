export const id = 105;
export const ids = [105];
export const modules = {

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
    (0,parse_decisions/* parseDecisions */.n)(text, source);
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
    (0,parse_decisions/* parseDecisions */.n)(written, source);
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
// EXTERNAL MODULE: ./src/cli/compare-command.ts + 6 modules
var compare_command = __webpack_require__(4135);
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
    const decisions = found ? (0,parse_decisions/* parseDecisions */.n)(found.text, found.path) : decision_types/* NO_DECISIONS */.U;
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
