export const id = 896;
export const ids = [896];
export const modules = {

/***/ 9005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W1: () => (/* binding */ parseCheckOptions),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   nd: () => (/* binding */ integer)
/* harmony export */ });
/* harmony import */ var _check_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5739);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4226);
// The options `compare` and `check` share: how to fingerprint, what to report, how to fail. Parsed once,
// validated together, with messages that say what was expected and what came in.



const CHECK_OPTIONS = {
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
    top: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
function parseCheckOptions(raw) {
    const language = raw.language === undefined ? undefined : (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLanguageId */ .Ft)(raw.language);
    if (raw.language !== undefined && language === undefined) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--language: unknown language '${raw.language}'`);
    }
    const format = raw.format ?? 'text';
    if (format !== 'text' && format !== 'json' && format !== 'csv') {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--format: expected text, json or csv, got '${format}'`);
    }
    const settings = {
        k: integer('-k', raw.k, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.k, 1, 200),
        w: integer('-w', raw.w, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.w, 1, 200),
        maxShare: share('--max-share', raw['max-share'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.maxShare),
        minSimilarity: share('--min-similarity', raw['min-similarity'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.minSimilarity),
        threshold: share('--threshold', raw.threshold, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.threshold),
        longFragment: integer('--long-fragment', raw['long-fragment'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.longFragment, 1, 1_000_000),
        language,
    };
    return {
        settings,
        base: raw.base ?? [],
        format,
        failAbove: raw['fail-above'] === undefined ? undefined : share('--fail-above', raw['fail-above'], 1),
        output: raw.output,
        html: raw.html,
        top: integer('--top', raw.top, 25, 1, 1_000_000),
    };
}
function integer(name, text, fallback, min, max) {
    if (text === undefined)
        return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${name}: expected a whole number from ${min} to ${max}, got '${text}'`);
    }
    return value;
}
// A share is 0..1; "80%" and "80" (read as percent when above 1) are accepted too.
function share(name, text, fallback) {
    if (text === undefined)
        return fallback;
    const trimmed = text.trim();
    const percent = trimmed.endsWith('%');
    let value = Number(percent ? trimmed.slice(0, -1) : trimmed);
    if (percent || value > 1)
        value /= 100;
    if (trimmed === '' || !Number.isFinite(value) || value < 0 || value > 1) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${name}: expected a share from 0 to 1 (or a percentage), got '${text}'`);
    }
    return value;
}


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emit: () => (/* binding */ emit),
  exitCode: () => (/* binding */ exitCode),
  runCompare: () => (/* binding */ runCompare)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 5 modules
var find_pairs = __webpack_require__(3542);
// EXTERNAL MODULE: ./src/check/line-range.ts
var line_range = __webpack_require__(3380);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 4 modules
var prepare_files = __webpack_require__(5842);
// EXTERNAL MODULE: ./src/check/settings.ts
var check_settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/to-pair-result.ts
var to_pair_result = __webpack_require__(4540);
;// CONCATENATED MODULE: ./src/check/compare-submissions.ts





/** Every pair of the given submissions at or above the minimum similarity, ranked. */
function compareSubmissions(input) {
    const { settings } = input;
    const params = { k: settings.k, w: settings.w };
    input.onPhase?.('fingerprinting');
    const starter = (0,prepare_files/* starterHashes */.s1)(input.starter, params, settings.language);
    const prepared = (0,prepare_files/* prepareSubmissions */.PR)(input.submissions, params, starter, settings.language);
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
            return {
                path: file.path,
                lineRange: (range) => (0,line_range/* toLineRange */.$)(file.spans, range),
            };
        },
    };
    input.onPhase?.('comparing');
    let ignoredAbove;
    const options = (0,check_settings/* toPairOptions */.cO)(settings, corpus, { onIgnore: (spread) => (ignoredAbove = spread) });
    const pairs = (0,find_pairs/* findPairs */.b)(corpus, options).map((pair) => (0,to_pair_result/* toPairResult */.R)(pair, naming, settings));
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
        skipped: prepared.skipped,
        ignoredAbove,
    };
}

// EXTERNAL MODULE: ./src/report/html/render-html.ts + 12 modules
var render_html = __webpack_require__(1821);
;// CONCATENATED MODULE: ./src/report/html/source-lookup.ts
/** A lookup over submissions already in memory, as the CLI has them after reading. */
function toSourceLookup(submissions) {
    const byName = new Map();
    for (const submission of submissions) {
        byName.set(submission.name, new Map(submission.files.map((file) => [file.path, file.text])));
    }
    return (submission, path) => byName.get(submission)?.get(path);
}

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/sources/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
;// CONCATENATED MODULE: ./src/cli/each-hint.ts
/** The line to print on stderr when `compare` was given one submission and no --each; undefined otherwise. */
function eachHint(submissions, each) {
    const only = submissions[0];
    if (each.length > 0 || only === undefined || submissions.length > 1)
        return undefined;
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

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts
var read_inputs = __webpack_require__(368);
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
    ]
        .map((value) => csvField(String(value)))
        .join(','));
    return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}
function csvField(value) {
    return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// EXTERNAL MODULE: ./src/report/lines.ts
var lines = __webpack_require__(2365);
;// CONCATENATED MODULE: ./src/report/render-json.ts

function renderJson(result) {
    const side = (s) => ({ file: s.file, ...(0,lines/* toHumanLines */.WI)(s.lines), tokens: s.tokens });
    const document = {
        tool: 'codewinnow',
        settings: result.settings,
        submissions: result.submissions.map((submission) => ({
            ...submission,
            files: submission.files.map(({ starterLines, ...file }) => starterLines ? { ...file, starterLines: starterLines.map(lines/* toHumanLines */.WI) } : file),
        })),
        pairs: result.pairs.map((pair) => ({
            ...pair,
            fragments: pair.fragments.map((fragment) => ({ a: side(fragment.a), b: side(fragment.b) })),
        })),
        skipped: result.skipped,
        ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
    };
    return JSON.stringify(document, null, 2) + '\n';
}

// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
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
;// CONCATENATED MODULE: ./src/cli/compare-command.ts
// `codewinnow compare <path>...`: every given submission against every other, ranked.













async function runCompare(args, terminal) {
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
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'reading');
    const inputs = await (0,read_inputs/* readInputs */.K)({ paths: positionals, each, base: options.base, language: options.settings.language }, progress);
    rejectDuplicates(inputs.submissions.map((s) => s.name));
    const hint = eachHint(inputs.submissions, each);
    if (hint)
        terminal.stderr(hint);
    const files = inputs.submissions.reduce((sum, submission) => sum + submission.files.length, 0);
    const result = compareSubmissions({
        ...inputs,
        settings: options.settings,
        onPhase: (phase) => progress.phase(`${phase} ${(0,plural/* plural */.L)(files, 'file')}`),
    });
    const withSkipped = { ...result, skipped: [...inputs.skipped, ...result.skipped] };
    progress.phase('writing');
    await emit(withSkipped, options, (0,cli_progress/* clearingProgress */.H)(terminal, progress), toSourceLookup(inputs.submissions));
    progress.finish();
    return exitCode(withSkipped, options);
}
/** Writes the report; with --html also the HTML report, showing the code `source` has (none when absent). */
async function emit(result, options, terminal, source = () => undefined) {
    const report = renderReport(result, options);
    if (options.output)
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.output, report);
    else
        terminal.stdout(report);
    if (options.html) {
        const html = (0,render_html/* renderHtml */.K2)(result, { source });
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.html, html);
        const kib = Buffer.byteLength(html) / 1024;
        const size = kib < 1024 ? `${Math.ceil(kib)} KB` : `${(kib / 1024).toFixed(1)} MB`;
        const shown = Math.min(result.pairs.length, render_html/* DEFAULT_DETAIL_LIMIT */.qz);
        terminal.stderr(`wrote ${options.html} (${size}; code side by side for the top ${shown} of ${(0,plural/* plural */.L)(result.pairs.length, 'pair')})\n`);
    }
}
function exitCode(result, options) {
    const failAbove = options.failAbove;
    if (failAbove === undefined)
        return 0;
    return result.pairs.some((pair) => pair.similarity > failAbove) ? 1 : 0;
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
            progress.finish();
            terminal.stderr(text);
        },
    };
}


/***/ }),

/***/ 368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readInputs)
/* harmony export */ });
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5739);
/* harmony import */ var _sources_list_submission_folders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(389);
/* harmony import */ var _sources_read_submission_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1145);



const CONCURRENT_READS = 16;
async function readInputs(input, progress) {
    const acceptPath = (path) => (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .languageForPath */ .f3)(path, input.language) !== undefined;
    const named = [...input.paths];
    for (const dir of input.each)
        for (const entry of await (0,_sources_list_submission_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .listSubmissionFolders */ .Q)(dir))
            named.push(entry.path);
    const skipped = [];
    const starter = [];
    for (const base of input.base) {
        const read = await (0,_sources_read_submission_js__WEBPACK_IMPORTED_MODULE_2__/* .readSubmission */ .VY)(base, { acceptPath });
        starter.push(...read.files);
    }
    const submissions = new Array(named.length);
    let done = 0;
    let next = 0;
    const worker = async () => {
        while (next < named.length) {
            const index = next++;
            const name = named[index];
            const read = await (0,_sources_read_submission_js__WEBPACK_IMPORTED_MODULE_2__/* .readSubmission */ .VY)(name, { acceptPath });
            submissions[index] = { name, files: read.files };
            for (const skip of read.skipped)
                skipped.push({ submission: name, ...skip });
            progress.update(++done, named.length);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, named.length) }, worker));
    progress.finish();
    skipped.sort((x, y) => (x.submission + '\0' + x.path < y.submission + '\0' + y.path ? -1 : 1));
    return { submissions, starter, skipped };
}


/***/ })

};
