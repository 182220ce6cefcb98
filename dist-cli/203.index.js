export const id = 203;
export const ids = [203];
export const modules = {

/***/ 9005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ parseFlagRule),
/* harmony export */   W1: () => (/* binding */ parseCheckOptions),
/* harmony export */   a: () => (/* binding */ PATH_GLOB_OPTIONS),
/* harmony export */   ij: () => (/* binding */ toPathGlobs),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   nd: () => (/* binding */ integer)
/* harmony export */ });
/* harmony import */ var _check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9336);
/* harmony import */ var _check_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7988);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4718);
/* harmony import */ var _report_html_render_html_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4565);
/* harmony import */ var _thread_starter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8082);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4226);
// The options `compare` and `check` share: how to fingerprint, what to report, how to fail. Parsed once by
// the values parser the action uses too (check/parse-option-values.ts), validated together: one usage error
// lists every problem, each saying what was expected and what came in.







/** --include and --exclude, on every command that reads submissions from disk. */
const PATH_GLOB_OPTIONS = {
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
};
/** The globs of --include and --exclude. */
function toPathGlobs(raw) {
    return { include: raw.include ?? [], exclude: raw.exclude ?? [] };
}
const CHECK_OPTIONS = {
    ...PATH_GLOB_OPTIONS,
    'max-tokens': { type: 'string' },
    verbose: { type: 'boolean' },
    base: { type: 'string', multiple: true },
    language: { type: 'string' },
    k: { type: 'string', short: 'k' },
    w: { type: 'string', short: 'w' },
    'max-share': { type: 'string' },
    'min-similarity': { type: 'string' },
    threshold: { type: 'string' },
    'long-fragment': { type: 'string' },
    'fail-above': { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    html: { type: 'string' },
    'html-pairs': { type: 'string' },
    top: { type: 'string' },
    decisions: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    threads: { type: 'string' },
};
/** @throws UsageError listing every problem. */
function parseCheckOptions(raw) {
    const problems = [];
    const language = raw.language === undefined ? undefined : (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLanguageId */ .Ft)(raw.language.trim());
    if (raw.language !== undefined && language === undefined)
        problems.push(`--language: unknown language '${raw.language}'`);
    const format = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseChoice */ .HU)('--format', raw.format, { values: ['text', 'json', 'csv'], fallback: 'text' }, problems);
    const whole = (name, text, fallback, max) => (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)(name, text, { min: 1, max, fallback }, problems);
    const settings = {
        k: whole('-k', raw.k, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.k, 200),
        w: whole('-w', raw.w, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.w, 200),
        maxShare: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--max-share', raw['max-share'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.maxShare, problems),
        minSimilarity: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--min-similarity', raw['min-similarity'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.minSimilarity, problems),
        threshold: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--threshold', raw.threshold, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.threshold, problems),
        longFragment: whole('--long-fragment', raw['long-fragment'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.longFragment, 1_000_000),
        language,
        maxTokens: integer('--max-tokens', raw['max-tokens'], _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_TOKENS */ .Uc, 100, 100_000_000),
    };
    const options = {
        settings,
        base: raw.base ?? [],
        format,
        failAbove: raw['fail-above'] === undefined
            ? undefined
            : (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--fail-above', raw['fail-above'], 1, problems),
        output: raw.output,
        html: raw.html,
        htmlPairs: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)('--html-pairs', raw['html-pairs'], { min: 0, max: 1_000_000, fallback: _report_html_render_html_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_OTHER_PAIRS */ .Js }, problems),
        top: whole('--top', raw.top, 25, 1_000_000),
        globs: toPathGlobs(raw),
        verbose: raw.verbose === true,
        decisions: raw.decisions,
        threads: whole('--threads', raw.threads, (0,_thread_starter_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultThreadCount */ .T)(), 256),
    };
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(problems.join('\n'));
    return options;
}
/** A whole number from `min` to `max` (`fallback` when not given). @throws UsageError when it is not. */
function integer(name, text, fallback, min, max) {
    const problems = [];
    const value = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)(name, text, { min, max, fallback }, problems);
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(problems.join('\n'));
    return value;
}
/** The flag rule options given (--threshold, --long-fragment); those not given are left out. */
function parseFlagRule(values) {
    const given = { threshold: values.threshold, 'long-fragment': values['long-fragment'] };
    const { threshold, longFragment } = parseCheckOptions(given).settings;
    return {
        ...(values.threshold === undefined ? {} : { threshold }),
        ...(values['long-fragment'] === undefined ? {} : { longFragment }),
    };
}


/***/ }),

/***/ 9203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareInputs: () => (/* binding */ compareInputs),
  emit: () => (/* binding */ emit),
  exitCode: () => (/* binding */ exitCode),
  renderFailAbove: () => (/* binding */ renderFailAbove),
  runCompare: () => (/* binding */ runCompare)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/check/apply-decisions.ts
var apply_decisions = __webpack_require__(9546);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 16 modules
var find_pairs = __webpack_require__(2718);
// EXTERNAL MODULE: ./src/engine/cohort-stats.ts
var cohort_stats = __webpack_require__(5451);
// EXTERNAL MODULE: ./src/check/line-range.ts + 3 modules
var line_range = __webpack_require__(7028);
// EXTERNAL MODULE: ./src/check/decide-flag.ts
var decide_flag = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 5 modules
var prepare_files = __webpack_require__(7988);
// EXTERNAL MODULE: ./src/check/settings.ts
var check_settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/to-pair-result.ts
var to_pair_result = __webpack_require__(4540);
;// CONCATENATED MODULE: ./src/check/compare-submissions.ts







/** Every pair of the given submissions at or above the minimum similarity, or flagged, ranked. */
function compareSubmissions(input) {
    const { settings } = input;
    const params = { k: settings.k, w: settings.w };
    if (!input.prepared)
        input.onPhase?.('fingerprinting');
    const starter = (0,prepare_files/* starterHashes */.s1)(input.starter, params, settings.language);
    const prepared = input.prepared ?? (0,prepare_files/* prepareSubmissions */.PR)(input.submissions, params, starter, settings);
    const corpus = {
        params,
        submissions: input.submissions.map((_, owner) => ({ owner, side: 'query' })),
        files: prepared.files,
        ignoredHashes: starter,
    };
    const naming = {
        submissionName: (index) => input.submissions[index].name,
        file: (index) => {
            const file = prepared.files[index];
            return (0,line_range/* tokenLinesLocator */.xo)(file.path, file.tokenLines);
        },
    };
    input.onPhase?.('comparing');
    let ignoredAbove;
    const options = (0,check_settings/* toPairOptions */.cO)(settings, corpus, { onIgnore: (spread) => (ignoredAbove = spread) });
    // Down to the statistics' floor whatever is listed, so that --min-similarity never changes a verdict.
    const minSimilarity = Math.min(options.minSimilarity ?? 0, cohort_stats/* COHORT_MIN_SIMILARITY */.b6);
    const found = (0,find_pairs/* findPairs */.b)(corpus, { ...options, minSimilarity, onStep: input.onStep });
    const cohort = (0,cohort_stats/* cohortOfPairs */.mp)(found, input.submissions.length);
    const pairs = (0,to_pair_result/* listedPairs */.D)(found, naming, { settings, cohort }).map(({ result }) => result);
    const summaries = input.submissions.map((submission) => ({
        name: submission.name,
        files: [],
    }));
    for (const file of prepared.files)
        summaries[file.submission].files.push((0,prepare_files/* toFileSummary */.m9)(file));
    return {
        settings,
        submissions: summaries,
        pairs,
        skipped: [],
        ignoredAbove,
        cohort: (0,decide_flag/* toCohortJudgement */.ct)(cohort),
    };
}

// EXTERNAL MODULE: ./src/report/html/render-html.ts + 9 modules
var render_html = __webpack_require__(4565);
// EXTERNAL MODULE: ./src/report/html/to-html-payload.ts + 1 modules
var to_html_payload = __webpack_require__(397);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/sources/read-decisions-text.ts
var read_decisions_text = __webpack_require__(7856);
// EXTERNAL MODULE: ./src/sources/refuse-output-over-input.ts
var refuse_output_over_input = __webpack_require__(3878);
// EXTERNAL MODULE: ./src/sources/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/cli/describe-not-compared.ts
var describe_not_compared = __webpack_require__(3723);
;// CONCATENATED MODULE: ./src/cli/each-hint.ts
/** The line to print on stderr when `compare` has fewer than two submissions; undefined otherwise. */
function eachHint(submissions, each) {
    const only = submissions[0];
    if (submissions.length > 1)
        return undefined;
    if (each.length > 0 || only === undefined) {
        const held = only === undefined ? 'no submission' : `one submission (${only.name})`;
        return `codewinnow: warning: ${held} given, so there is no pair to compare\n`;
    }
    const folders = new Set();
    for (const file of only.files) {
        const slash = file.path.indexOf('/');
        if (slash > 0)
            folders.add(file.path.slice(0, slash));
    }
    if (folders.size < 2) {
        return `codewinnow: warning: only one submission (${only.name}), so there is no pair to compare\n`;
    }
    return (`codewinnow: warning: ${only.name} is read as one submission, and it holds ${folders.size} folders of code; ` +
        `to compare each of them as a submission, run: codewinnow compare --each ${only.name}\n`);
}

// EXTERNAL MODULE: ./src/cli/fingerprint-threads.ts + 5 modules
var fingerprint_threads = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/read-while-fingerprinting.ts + 1 modules
var read_while_fingerprinting = __webpack_require__(5776);
// EXTERNAL MODULE: ./src/report/decision-label.ts
var decision_label = __webpack_require__(6177);
;// CONCATENATED MODULE: ./src/report/render-csv.ts

const COLUMNS = [
    'a',
    'b',
    'similarity',
    'flagged',
    'coverage_a',
    'coverage_b',
    'longest_fragment',
    'shared_tokens_a',
    'shared_tokens_b',
    'shared_lines_a',
    'shared_lines_b',
    'fragments',
    'informative_tokens',
    'score',
    'names_agree',
    'reason',
    'decision',
];
function renderCsv(result) {
    const rows = result.pairs.map((pair) => [
        pair.a,
        pair.b,
        pair.similarity.toFixed(4),
        pair.flagged ? '1' : '0',
        pair.coverageA.toFixed(4),
        pair.coverageB.toFixed(4),
        pair.longestFragment,
        pair.sharedTokensA,
        pair.sharedTokensB,
        pair.sharedLinesA,
        pair.sharedLinesB,
        pair.fragments.length,
        pair.informativeTokens,
        pair.score.toFixed(4),
        pair.namesAgree === null ? '' : pair.namesAgree.toFixed(4),
        pair.reason,
        (0,decision_label/* decisionLabel */.F)(pair),
    ]
        .map((value) => csvField(String(value)))
        .join(','));
    return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}
function csvField(value) {
    return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// EXTERNAL MODULE: ./src/report/json-format.ts
var json_format = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/report/render-json.ts
// JSON for machines: the whole result, lines 1-based as people and editors count them.


function renderJson(result) {
    const document = {
        tool: 'codewinnow',
        formatVersion: json_format/* JSON_FORMAT_VERSION */.gj,
        kind: 'pairs',
        settings: result.settings,
        submissions: result.submissions.map((submission) => ({
            ...submission,
            files: submission.files.map(json_format/* toJsonFile */.wp),
        })),
        pairs: (0,json_format/* toJsonPairs */.TO)(result),
        skipped: result.skipped,
        notChecked: (0,reading_notes/* notCheckedSubmissions */.a6)(result),
        ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
        ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
        ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
    };
    return JSON.stringify(document, null, 2) + '\n';
}

;// CONCATENATED MODULE: ./src/cli/render-report.ts



function renderReport(result, options) {
    switch (options.format) {
        case 'json':
            return renderJson(result);
        case 'csv':
            return renderCsv(result);
        case 'text':
            return (0,render_text/* renderText */.S)(result, { maxPairs: options.top, detailedPairs: 5 });
    }
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
// EXTERNAL MODULE: ./src/rescan/load-decisions.ts
var load_decisions = __webpack_require__(7960);
// EXTERNAL MODULE: ./src/sources/create-file-store.ts
var create_file_store = __webpack_require__(7695);
;// CONCATENATED MODULE: ./src/cli/compare-command.ts
// `codewinnow compare <path>...`: every given submission against every other, ranked.





















async function runCompare(args, terminal, threads) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: { ...check_options/* CHECK_OPTIONS */.m5, each: { type: 'string', multiple: true } },
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* COMPARE_HELP */.MI);
        return 0;
    }
    const options = (0,check_options/* parseCheckOptions */.W1)(values);
    const each = values.each ?? [];
    if (positionals.length === 0 && each.length === 0) {
        throw new usage_error/* UsageError */.e('compare needs submissions: paths, or --each DIR with one child per submission');
    }
    await (0,refuse_output_over_input/* refuseOutputOverInput */.u$)([options.output, options.html], {
        paths: [...positionals, ...options.base, options.decisions ?? read_decisions_text/* DEFAULT_DECISIONS_PATH */.cx],
        eachFolders: each,
    });
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'reading');
    const { result, source } = await compareInputs({ paths: positionals, each, options, threads }, terminal, progress);
    progress.phase('writing');
    await emit(result, options, (0,cli_progress/* clearingProgress */.H)(terminal, progress), source);
    progress.finish();
    return exitCode(result, options);
}
/**
 * Reads the submissions and compares them, the decisions file applied: what `compare` reports and
 * `review` lists. Leaves `progress` running.
 */
async function compareInputs(given, terminal, progress) {
    const { options } = given;
    const { inputs, prepared: files, source, } = await (0,read_while_fingerprinting/* readWhileFingerprinting */.G)({
        paths: { paths: given.paths, each: given.each, base: options.base, globs: options.globs },
        threads: options.threads,
        starterOfThreads: given.threads,
        html: options.html !== undefined,
        fingerprinting: (starter) => (0,fingerprint_threads.toFingerprinting)(starter, options.settings),
        inspect: (submissions) => {
            rejectDuplicates(submissions.map((s) => s.name));
            const hint = eachHint(submissions, given.each);
            if (hint)
                terminal.stderr(hint);
        },
    }, progress);
    const onPhase = (phase) => progress.phase(`${phase} ${(0,plural/* plural */.L)(files.length, 'file')}`);
    onPhase('fingerprinting');
    const prepared = { files };
    const compared = compareSubmissions({ ...inputs, settings: options.settings, prepared, onPhase });
    const decisions = given.decisions ??
        (await (0,load_decisions/* loadDecisions */.q)((0,create_file_store/* createFileStore */.I)(), options.decisions, (message) => terminal.stderr(`codewinnow: ${message}
`))).decisions;
    const result = (0,apply_decisions/* applyDecisions */.O3)({ ...compared, skipped: inputs.skipped }, decisions);
    return { result, source };
}
/**
 * Writes the report; with --html also the HTML report, showing the code `source` has (none when absent).
 * Says on stderr which pairs are above --fail-above, the exit code's reason.
 */
async function emit(result, options, terminal, source = () => undefined) {
    const notCompared = (0,describe_not_compared/* describeNotCompared */.Q)(result, options.verbose);
    if (notCompared !== '')
        terminal.stderr(notCompared);
    const report = renderReport(result, options);
    if (options.output)
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.output, report);
    else
        terminal.stdout(report);
    if (options.html) {
        const html = (0,render_html/* renderHtml */.K2)(result, { source, otherPairs: options.htmlPairs });
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.html, html);
        const kib = Buffer.byteLength(html) / 1024;
        const size = kib < 1024 ? `${Math.ceil(kib)} KB` : `${(kib / 1024).toFixed(1)} MB`;
        const shown = (0,to_html_payload/* pairsWithCode */.DO)(result.pairs, {
            tableLimit: render_html/* DEFAULT_TABLE_LIMIT */.lQ,
            otherPairs: options.htmlPairs,
        });
        const flagged = shown.filter((pair) => pair.flagged).length;
        terminal.stderr(`wrote ${options.html} (${size}; ${(0,plural/* plural */.L)(result.pairs.length, 'pair')} listed, code side by side for ${(0,render_html/* describeDetailed */.iC)(flagged, shown.length - flagged)})\n`);
    }
    terminal.stderr(renderFailAbove(result, options));
}
/** Pairs listed by name when some are above --fail-above; the rest are counted. */
const FAIL_ABOVE_LISTED = 20;
/** The pairs above --fail-above, one a line, for stderr; '' when none is (or no --fail-above). */
function renderFailAbove(result, options) {
    const above = pairsAboveFailAbove(result, options);
    if (above.length === 0 || options.failAbove === undefined)
        return '';
    const lines = above
        .slice(0, FAIL_ABOVE_LISTED)
        .map((pair) => `  ${(0,render_text/* percent */.K)(pair.similarity).padStart(6)}  ${pair.a} ↔ ${pair.b}\n`);
    if (above.length > FAIL_ABOVE_LISTED)
        lines.push(`  … and ${above.length - FAIL_ABOVE_LISTED} more\n`);
    const count = above.length === 1 ? '1 pair is' : `${above.length} pairs are`;
    return `codewinnow: ${count} above --fail-above ${(0,render_text/* percent */.K)(options.failAbove)} (exit code 1):\n${lines.join('')}`;
}
function pairsAboveFailAbove(result, options) {
    const { failAbove } = options;
    return failAbove === undefined ? [] : result.pairs.filter((pair) => pair.similarity > failAbove);
}
function exitCode(result, options) {
    return pairsAboveFailAbove(result, options).length > 0 ? 1 : 0;
}
function rejectDuplicates(names) {
    const seen = new Set();
    for (const name of names) {
        if (seen.has(name))
            throw new usage_error/* UsageError */.e(`submission given twice: ${name}`);
        seen.add(name);
    }
}


/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ describeSkipped),
/* harmony export */   Q: () => (/* binding */ describeNotCompared)
/* harmony export */ });
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);
/* harmony import */ var _report_reading_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1518);


/** The lines for stderr; empty when every file of every submission was compared. */
function describeNotCompared(result, verbose) {
    const lines = [describeSkipped(result.skipped)];
    if (verbose) {
        for (const skip of result.skipped)
            lines.push(`  ${skip.submission}: ${skip.path}: ${skip.reason}: ${skip.detail}\n`);
    }
    else if (result.skipped.length > 0) {
        lines.push('  (--verbose lists them; so does --format json)\n');
    }
    const empty = (0,_report_reading_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .notCheckedSubmissions */ .a6)(result);
    if (empty.length > 0) {
        const s = empty.length === 1 ? '' : 's';
        lines.push(`warning: ${empty.length} submission${s} not checked, no file could be compared: ${empty.join(', ')}\n`);
    }
    return lines.join('');
}
/** One line per kind of skipped file, for stderr. */
function describeSkipped(skipped) {
    if (skipped.length === 0)
        return '';
    const reasons = new Map();
    for (const skip of skipped)
        reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
    const parts = [...reasons].sort((x, y) => y[1] - x[1]).map(([reason, n]) => `${n} ${reason}`);
    return `skipped ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(skipped.length, 'file')} (${parts.join(', ')})\n`;
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ clearingProgress),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
const BAR_WIDTH = 30;
const DRAW_INTERVAL_MS = 100;
function createProgress(terminal, label) {
    if (!terminal.interactive)
        return { phase: () => { }, update: () => { }, finish: () => { } };
    let current = label;
    let lastDraw = 0;
    let drawn = false;
    const draw = (text) => {
        lastDraw = terminal.now();
        drawn = true;
        terminal.stderr(`\r\x1b[K${text}`);
    };
    return {
        phase(next) {
            current = next;
            draw(`${next}…`);
        },
        update(done, total) {
            if (terminal.now() - lastDraw < DRAW_INTERVAL_MS && done < total)
                return;
            const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
            draw(`${current} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`);
        },
        finish() {
            if (drawn)
                terminal.stderr('\r\x1b[K');
            drawn = false;
        },
    };
}
/** `terminal`, clearing the progress line before anything else is printed, so output never follows a bar. */
function clearingProgress(terminal, progress) {
    return {
        ...terminal,
        stdout: (text) => {
            progress.finish();
            terminal.stdout(text);
        },
        stderr: (text) => {
            // An empty write shows nothing, so it leaves the progress line up.
            if (text === '')
                return;
            progress.finish();
            terminal.stderr(text);
        },
    };
}


/***/ }),

/***/ 5776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ readWhileFingerprinting)
});

;// CONCATENATED MODULE: ./src/report/html/source-lookup.ts
/** A lookup over submissions already in memory, as the CLI has them after reading. */
function toSourceLookup(submissions) {
    const byName = new Map();
    for (const submission of submissions) {
        byName.set(submission.name, new Map(submission.files.map((file) => [file.path, file.text])));
    }
    return (submission, path) => byName.get(submission)?.get(path);
}

// EXTERNAL MODULE: ./src/cli/fingerprint-threads.ts + 5 modules
var fingerprint_threads = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
;// CONCATENATED MODULE: ./src/cli/read-while-fingerprinting.ts



/**
 * Reads and fingerprints every submission `run` names, on up to `run.threads` threads.
 * @throws SubmissionPathError when nothing exists at a path given.
 */
async function readWhileFingerprinting(run, progress) {
    const starter = await (0,read_inputs/* readStarterFiles */.tX)(run.paths.base, run.paths.globs);
    const { named, stray } = await (0,read_inputs/* listSubmissionPaths */.LS)(run.paths);
    const pool = (0,fingerprint_threads.startPool)({
        ...run.fingerprinting(starter),
        sources: { globs: run.paths.globs, keepText: run.html },
        threads: Math.min(run.threads, Math.max(1, named.length)),
        starterOfThreads: run.starterOfThreads,
        onRead: (done) => progress.update(done, named.length),
    });
    named.forEach((path, index) => pool.read(index, path));
    const prepared = await pool.finish();
    progress.finish();
    const filesOf = groupBySubmission(prepared, named.length);
    run.inspect?.(named.map((name, index) => ({ name, files: filesOf[index] })));
    const skipped = [...stray];
    named.forEach((name, index) => {
        for (const skip of pool.outcome(index)?.skipped ?? [])
            skipped.push({ submission: name, ...skip });
    });
    const withText = () => named.map((name, index) => {
        const texts = pool.outcome(index)?.texts ?? [];
        return { name, files: filesOf[index].map((file, i) => ({ path: file.path, text: texts[i] })) };
    });
    return {
        inputs: {
            submissions: named.map((name) => ({ name, files: [] })),
            starter,
            skipped: (0,read_inputs/* sortSkipped */.n2)(skipped),
        },
        prepared,
        source: run.html ? toSourceLookup(withText()) : () => undefined,
    };
}
/** The files of each of `count` submissions, in order; `files` come by submission. */
function groupBySubmission(files, count) {
    const groups = Array.from({ length: count }, () => []);
    for (const file of files)
        groups[file.submission].push(file);
    return groups;
}


/***/ }),

/***/ 3878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u$: () => (/* binding */ refuseOutputOverInput)
/* harmony export */ });
/* unused harmony exports OutputOverInputError, isInside */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Refuses, before a run reads anything, an output path that would replace one of the run's own inputs: a
// report written over the snapshot it checks against, or into a student's submission. Paths are compared as
// the file system resolves them (symbolic links followed, as writeFileAtomic follows them). Writes nothing.


/** An output names one of the run's inputs, or a file inside one; the message says which. */
class OutputOverInputError extends Error {
    name = 'OutputOverInputError';
}
/**
 * @throws OutputOverInputError when an output in `outputs` resolves to an input of `inputs` or to a place
 *   inside one. Inputs or outputs that do not resolve (missing) are left to the reading and writing.
 */
async function refuseOutputOverInput(outputs, inputs) {
    for (const output of outputs) {
        const written = output === undefined ? undefined : await whereWritten(output);
        if (output === undefined || written === undefined)
            continue;
        for (const input of inputs.paths) {
            const read = input === undefined ? undefined : await resolved(input);
            if (read !== undefined && (read === written || isInside(read, written)))
                throw new OutputOverInputError(`cannot write ${output}: it is ${read === written ? '' : 'inside '}${input}, which this run reads; ` +
                    'give an output path outside the inputs');
        }
        for (const each of inputs.eachFolders) {
            const folder = await resolved(each);
            if (folder !== undefined && isInside(folder, written) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder, written).includes(node_path__WEBPACK_IMPORTED_MODULE_1__.sep))
                throw new OutputOverInputError(`cannot write ${output}: it is inside a submission of --each ${each}, which this run reads; ` +
                    'give an output path outside the inputs');
        }
    }
}
/** Whether `path` lies strictly inside the folder `root` (both absolute). */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel !== '' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
// Where a write to `path` lands: the file itself (or what a link names), or a new name in a folder that exists.
async function whereWritten(path) {
    const existing = await resolved(path);
    if (existing !== undefined)
        return existing;
    const folder = await resolved((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
    return folder === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path));
}
async function resolved(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path);
    }
    catch {
        return undefined;
    }
}


/***/ })

};
