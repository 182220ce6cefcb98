export const id = 300;
export const ids = [300];
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

/***/ 2300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSnapshot: () => (/* binding */ runSnapshot)
});

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 5 modules
var prepare_files = __webpack_require__(7988);
// EXTERNAL MODULE: ./src/check/settings.ts
var settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/start-snapshot-build.ts
var start_snapshot_build = __webpack_require__(3896);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/snapshot/cohort-sample.ts
var cohort_sample = __webpack_require__(6418);
// EXTERNAL MODULE: ./src/sources/refuse-output-over-input.ts
var refuse_output_over_input = __webpack_require__(3878);
// EXTERNAL MODULE: ./src/cli/describe-not-compared.ts
var describe_not_compared = __webpack_require__(3723);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/snapshot-file.ts
var snapshot_file = __webpack_require__(8035);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/sources/read-submission.ts + 1 modules
var read_submission = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
;// CONCATENATED MODULE: ./src/cli/stream-submissions.ts
// Reads submissions one at a time for the snapshot commands, a few ahead of the one being fingerprinted, so a
// course of thousands never sits in memory as text. Each is named by its folder (or file) name, the name
// its repository has: that name, lower-cased, is its identity in the snapshot.



const READ_AHEAD = 8;
/**
 * Each path as a submission named by its base name, then every child folder of each `each` folder; the
 * files at the root of an `each` folder come back as skips, not submissions.
 */
async function listNamedPaths(paths, each, globs) {
    const options = (0,read_inputs/* toReadOptions */.y$)(globs);
    const listed = await (0,read_inputs/* listEachFolders */.nr)(each);
    const all = [...paths.map((path) => ({ name: (0,external_node_path_.basename)(path), path })), ...listed.paths];
    return { named: all.map((entry) => ({ ...entry, options })), stray: listed.stray };
}
/** The submissions at `named`, in order, read up to READ_AHEAD ahead of the consumer. */
async function* streamSubmissions(named) {
    const pending = [];
    let next = 0;
    const fill = () => {
        while (pending.length < READ_AHEAD && next < named.length) {
            const read = readOne(named[next++]);
            // Awaited in turn below; this only keeps a failure of one read ahead from counting as unhandled.
            read.catch(() => undefined);
            pending.push(read);
        }
    };
    fill();
    while (pending.length > 0) {
        const submission = await pending.shift();
        fill();
        yield submission;
    }
}
async function readOne(entry) {
    const read = await (0,read_submission/* readSubmission */.VY)(entry.path, entry.options ?? (0,read_inputs/* toReadOptions */.y$)(undefined));
    return {
        name: entry.name,
        files: [...read.files],
        skipped: read.skipped.map((skip) => ({ submission: entry.name, ...skip })),
    };
}

;// CONCATENATED MODULE: ./src/cli/feed-snapshot-build.ts




/** Feeds `build` every submission of `named`, then writes the snapshot to `output` and says so on stdout. */
async function writeFedSnapshot(build, named, output) {
    const fed = await feedSnapshotBuild(build, named, output.terminal);
    const snapshot = build.finish();
    const bytes = await (0,snapshot_file/* writeSnapshotFile */.CD)(output.path, snapshot);
    output.terminal.stdout(describeWritten(output.path, snapshot, bytes, fed.sourceBytes));
    return { fed, snapshot };
}
/** Reads every submission of `named` into `build`. */
async function feedSnapshotBuild(build, named, terminal) {
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'fingerprinting');
    const skipped = [];
    let kept = 0;
    let sourceBytes = 0;
    let done = 0;
    for await (const submission of streamSubmissions(named)) {
        for (const file of submission.files)
            sourceBytes += Buffer.byteLength(file.text);
        skipped.push(...submission.skipped);
        if (build.add(submission) === 'kept')
            kept++;
        progress.update(++done, named.length);
    }
    progress.finish();
    return { kept, computed: done - kept, sourceBytes, skipped };
}
/** "wrote course.cws: 120 submissions, 340 files, 95,123 fingerprints; 1,234,567 bytes (8.1% of the source)". */
function describeWritten(path, snapshot, bytes, sourceBytes) {
    const share = sourceBytes
        ? ` (${((100 * bytes) / sourceBytes).toFixed(1)}% of the ${count(sourceBytes)} bytes of source)`
        : '';
    return (`wrote ${path}: ${(0,plural/* plural */.L)(snapshot.submissions.length, 'submission', count)}, ` +
        `${(0,plural/* plural */.L)(snapshot.files.length, 'file', count)}, ` +
        `${(0,plural/* plural */.L)(snapshot.fingerprints.hashes.length, 'fingerprint', count)}; ${(0,plural/* plural */.L)(bytes, 'byte', count)}${share}\n`);
}
/** A count with thousands separators, the same on every machine. */
function count(value) {
    return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// EXTERNAL MODULE: ./src/cli/pseudonym-key.ts
var pseudonym_key = __webpack_require__(8182);
// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/snapshot-build-command.ts
// `codewinnow snapshot build <path>... [--each DIR]... [--base PATH]... -o FILE`: a course into one snapshot.














/** Options of the commands that write a snapshot from submissions on disk. */
const SNAPSHOT_WRITE_OPTIONS = {
    each: { type: 'string', multiple: true },
    base: { type: 'string', multiple: true },
    output: { type: 'string', short: 'o' },
    names: { type: 'boolean' },
    'pseudonym-key': { type: 'string' },
    threshold: { type: 'string' },
    'long-fragment': { type: 'string' },
    ...check_options/* PATH_GLOB_OPTIONS */.a,
    help: { type: 'boolean', short: 'h' },
};
async function runSnapshotBuild(args, terminal) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: {
            ...SNAPSHOT_WRITE_OPTIONS,
            k: { type: 'string', short: 'k' },
            w: { type: 'string', short: 'w' },
            'stored-window': { type: 'string' },
            'course-size': { type: 'string' },
        },
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* SNAPSHOT_BUILD_HELP */._A);
        return 0;
    }
    const output = requireOutput(values.output, 'snapshot build');
    const { k, w } = (0,check_options/* parseCheckOptions */.W1)({ k: values.k, w: values.w }).settings;
    const storedWindow = parseStoredWindow(values['stored-window'], w);
    await (0,refuse_output_over_input/* refuseOutputOverInput */.u$)([output], {
        paths: [...positionals, ...(values.base ?? [])],
        eachFolders: values.each ?? [],
    });
    const { named, stray } = await listNamedPaths(positionals, values.each ?? [], (0,check_options/* toPathGlobs */.ij)(values));
    if (named.length === 0)
        throw new usage_error/* UsageError */.e('snapshot build needs submissions: paths, or --each DIR with one child per submission');
    // A shard's build is told the whole course's size, so that every shard samples alike and they merge.
    const courseSize = (0,check_options/* integer */.nd)('--course-size', values['course-size'], named.length, 1, 10_000_000);
    const starter = await (0,read_inputs/* readStarterFiles */.tX)(values.base ?? []);
    const pseudonymKey = (0,pseudonym_key/* resolvePseudonymKey */.W)(values['pseudonym-key'], process.env, terminal);
    const settings = {
        k,
        w,
        storedWindow,
        cohortSampleBits: (0,cohort_sample/* cohortSampleBitsFor */.j3)(courseSize),
        createdAt: terminal.now(),
        includeNames: values.names === true,
        pseudonymKey,
        flagRule: { ...(0,start_snapshot_build/* defaultFlagRule */.ME)(), ...(0,check_options/* parseFlagRule */.Cw)(values) },
    };
    const build = (0,start_snapshot_build/* startSnapshotBuild */.pu)({ settings, starter: (0,prepare_files/* starterHashes */.s1)(starter, settings) });
    const { fed } = await writeFedSnapshot(build, named, { path: output, terminal });
    terminal.stderr((0,describe_not_compared/* describeSkipped */.A)([...stray, ...fed.skipped]));
    return 0;
}
/** --stored-window, from w to 1,000; by default the larger of w and DEFAULT_STORED_WINDOW. */
function parseStoredWindow(text, w) {
    return (0,check_options/* integer */.nd)('--stored-window', text, Math.max(w, settings/* DEFAULT_STORED_WINDOW */.xq), w, 1000);
}
/** The -o FILE a command that writes a snapshot cannot do without. */
function requireOutput(output, command) {
    if (output === undefined || output === '')
        throw new usage_error/* UsageError */.e(`${command} needs -o FILE: where to write the snapshot`);
    return output;
}

// EXTERNAL MODULE: ./src/check/decide-flag.ts
var decide_flag = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
// EXTERNAL MODULE: ./src/snapshot/flag-rule.ts
var flag_rule = __webpack_require__(4247);
// EXTERNAL MODULE: ./src/snapshot/snapshot-format.ts
var snapshot_format = __webpack_require__(7296);
// EXTERNAL MODULE: ./src/report/describe-cohort.ts
var describe_cohort = __webpack_require__(2723);
;// CONCATENATED MODULE: ./src/cli/render-snapshot-info.ts
// What `codewinnow snapshot info` prints: counts, parameters, size and creation time, and the table of
// pseudonyms (with names, in a staff copy) only when asked, since it links pseudonyms to students.







function renderSnapshotInfo(loaded, withTable) {
    const { snapshot } = loaded;
    const { params } = snapshot;
    let lines = 0;
    let tokens = 0;
    let starterTokens = 0;
    for (const file of snapshot.files) {
        lines += file.lines;
        tokens += file.tokens;
        starterTokens += file.starterTokens;
    }
    const out = [
        `${loaded.path}: codewinnow snapshot, format ${snapshot_format/* FORMAT_VERSION */.Hp}, ${count(loaded.bytes)} bytes`,
        `created       ${formatTime(snapshot.createdAt)}`,
        `parameters    k=${params.k} w=${params.w}, stored window up to ${params.storedWindow}${describeWindows(snapshot)}, hash ${params.hashFunction}`,
        `front ends    ${params.frontEnds.map((f) => `${f.id} ${f.version}`).join(', ')}`,
        `submissions   ${count(snapshot.submissions.length)}: ${describeCopy(snapshot)}`,
        `files         ${count(snapshot.files.length)}, ${count(lines)} lines, ${count(tokens)} tokens (${count(starterTokens)} starter)`,
        `fingerprints  ${count(snapshot.fingerprints.hashes.length)} (each with its name hash), starter k-grams ${count(snapshot.starter.length)}`,
        `course pairs  ${count(snapshot.cohort.pairs)}${describeSample(snapshot)}, deviation ${tenths(snapshot.cohort.mad)}: ${(0,describe_cohort/* describeCohort */.D)((0,decide_flag/* toCohortJudgement */.ct)(snapshot.cohort))}`,
        `flags         ${(0,flag_rule/* describeFlagRule */.Q)(snapshot.flagRule)}, or standing out from the course's pairs`,
    ];
    if (withTable)
        out.push('', ...renderTable(snapshot));
    return out.join('\n') + '\n';
}
// The windows the submissions were stored with, as a range: "(used 8 to 32)".
function describeWindows(snapshot) {
    if (snapshot.submissions.length === 0)
        return '';
    let low = Infinity;
    let high = 0;
    for (const { window } of snapshot.submissions)
        [low, high] = [Math.min(low, window), Math.max(high, window)];
    return low === high ? ` (used ${low})` : ` (used ${low} to ${high})`;
}
// Whose pairs the statistics describe: " of the 9 submissions sampled (every submission, stored at w)".
function describeSample(snapshot) {
    const bits = snapshot.params.cohortSampleBits;
    let members = 0;
    for (const { owner } of snapshot.submissions)
        if ((0,cohort_sample/* inCohortSample */.HR)(owner, bits))
            members++;
    const sampled = Math.min(members, cohort_sample/* COHORT_SAMPLE */.b2);
    return ` of the ${count(sampled)} submissions sampled (${(0,cohort_sample/* describeCohortSample */.tN)(bits)}, stored at w)`;
}
function describeCopy(snapshot) {
    const names = snapshot.namesIncluded
        ? 'a staff copy, with names (keep it private)'
        : 'a student copy, no names';
    const keyed = snapshot.pseudonymsKeyed
        ? 'pseudonyms keyed by a staff secret'
        : 'pseudonyms derived from the starter code (guessable)';
    return `${names}; ${keyed}`;
}
function renderTable(snapshot) {
    const header = ['pseudonym', 'owner', 'files', 'lines', 'commit time', 'name', 'repo', 'commit'];
    const rows = snapshot.submissions.map((submission) => {
        const files = snapshot.files.slice(submission.files.start, submission.files.end);
        return [
            submission.pseudonym,
            submission.owner,
            String(files.length),
            String(files.reduce((n, f) => n + f.lines, 0)),
            submission.commitTime === undefined ? '' : formatTime(submission.commitTime),
            submission.name ?? '',
            submission.repo ?? '',
            submission.commit ?? '',
        ];
    });
    rows.sort((x, y) => (0,compare_text/* compareText */.n)(x[0], y[0]));
    const columns = header.map((_, c) => c).filter((c) => c < 4 || rows.some((row) => row[c] !== ''));
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
    const line = (cells) => columns
        .map((c) => cells[c].padEnd(widths[c]))
        .join('  ')
        .trimEnd();
    const note = snapshot.namesIncluded
        ? []
        : ['(a student copy: no names are stored, only pseudonyms and owner ids)'];
    return [line(header), ...rows.map(line), ...note];
}
// An ISO time, or the number itself when it is no date (a snapshot is data from elsewhere).
function formatTime(milliseconds) {
    const date = new Date(milliseconds);
    return Number.isNaN(date.getTime()) ? `${milliseconds} ms` : date.toISOString();
}
const tenths = (share) => `${(share * 100).toFixed(1)}%`;

;// CONCATENATED MODULE: ./src/cli/snapshot-info-command.ts
// `codewinnow snapshot info FILE [--names]`: what a snapshot holds, without comparing anything.





async function runSnapshotInfo(args, terminal) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: { names: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* SNAPSHOT_INFO_HELP */.wd);
        return 0;
    }
    if (positionals.length !== 1)
        throw new usage_error/* UsageError */.e(`snapshot info takes one FILE, got ${positionals.length}`);
    terminal.stdout(renderSnapshotInfo(await (0,snapshot_file/* readSnapshotFile */.T_)(positionals[0]), values.names === true));
    return 0;
}

// EXTERNAL MODULE: ./src/snapshot/merge-snapshots.ts
var merge_snapshots = __webpack_require__(624);
;// CONCATENATED MODULE: ./src/cli/snapshot-merge-command.ts
// `codewinnow snapshot merge A B... -o FILE`: shards (or an old snapshot and a newer partial one) into one.







async function runSnapshotMerge(args, terminal) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* SNAPSHOT_MERGE_HELP */.Q1);
        return 0;
    }
    const output = requireOutput(values.output, 'snapshot merge');
    if (positionals.length === 0)
        throw new usage_error/* UsageError */.e('snapshot merge needs the snapshot files to merge');
    const loaded = [];
    for (const path of positionals)
        loaded.push(await (0,snapshot_file/* readSnapshotFile */.T_)(path));
    const merged = (0,merge_snapshots/* mergeSnapshots */.u)(loaded.map((l) => l.snapshot), loaded.map((l) => l.path));
    const bytes = await (0,snapshot_file/* writeSnapshotFile */.CD)(output, merged);
    terminal.stdout(describeWritten(output, merged, bytes));
    return 0;
}

;// CONCATENATED MODULE: ./src/check/update-snapshot.ts


/**
 * The snapshot a fresh build of `input.submissions` would give (byte for byte), computing only what
 * changed: a submission whose content hash is unchanged keeps its fingerprints, with its metadata
 * (pseudonym, commit, names) refreshed from the input.
 */
function updateSnapshot(input) {
    const build = startSnapshotUpdate(input);
    let kept = 0;
    let computed = 0;
    for (const submission of input.submissions) {
        if (build.add(submission) === 'kept')
            kept++;
        else
            computed++;
    }
    const snapshot = build.finish();
    return {
        snapshot,
        kept,
        computed,
        dropped: droppedCount(input.previous, snapshot),
    };
}
/** The build behind updateSnapshot, for callers that add submissions as they read them. */
function startSnapshotUpdate(input) {
    const { previous } = input;
    const settings = {
        ...input.settings,
        k: input.settings.k ?? previous.params.k,
        w: input.settings.w ?? previous.params.w,
        storedWindow: input.settings.storedWindow ?? previous.params.storedWindow,
        // Kept as the course grows or shrinks: another sample would refingerprint every submission.
        cohortSampleBits: input.settings.cohortSampleBits ?? previous.params.cohortSampleBits,
        flagRule: input.settings.flagRule ?? previous.flagRule,
    };
    const starter = input.starter ? (0,prepare_files/* starterHashes */.s1)(input.starter, settings) : new Set(previous.starter);
    return (0,start_snapshot_build/* startSnapshotBuild */.pu)({ settings, starter, previous });
}
/** How many submissions of `previous` are not in `updated`. */
function droppedCount(previous, updated) {
    const now = new Set(updated.submissions.map((s) => s.owner));
    return previous.submissions.filter((s) => !now.has(s.owner)).length;
}

;// CONCATENATED MODULE: ./src/cli/snapshot-update-command.ts
// `codewinnow snapshot update FILE [<path>...] [--each DIR]... -o FILE`: the course as it is now, recomputing
// only the submissions whose content changed since FILE was made.














async function runSnapshotUpdate(args, terminal) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: SNAPSHOT_WRITE_OPTIONS,
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* SNAPSHOT_UPDATE_HELP */.dH);
        return 0;
    }
    const [file, ...paths] = positionals;
    if (file === undefined)
        throw new usage_error/* UsageError */.e('snapshot update needs the snapshot FILE to update');
    const output = requireOutput(values.output, 'snapshot update');
    // FILE itself may be the output: it is read whole before the new snapshot replaces it.
    await (0,refuse_output_over_input/* refuseOutputOverInput */.u$)([output], {
        paths: [...paths, ...(values.base ?? [])],
        eachFolders: values.each ?? [],
    });
    const { named, stray } = await listNamedPaths(paths, values.each ?? [], (0,check_options/* toPathGlobs */.ij)(values));
    if (named.length === 0)
        throw new usage_error/* UsageError */.e('snapshot update needs the submissions as they are now: paths, or --each DIR');
    const { snapshot: previous } = await (0,snapshot_file/* readSnapshotFile */.T_)(file);
    const starter = values.base ? await (0,read_inputs/* readStarterFiles */.tX)(values.base) : undefined;
    const pseudonymKey = (0,pseudonym_key/* resolvePseudonymKey */.W)(values['pseudonym-key'], process.env, terminal);
    const settings = {
        cohortSampleBits: (0,cohort_sample/* updatedSampleBits */.yb)(previous.params.cohortSampleBits, named.length),
        createdAt: terminal.now(),
        includeNames: values.names === true,
        pseudonymKey,
        flagRule: { ...previous.flagRule, ...(0,check_options/* parseFlagRule */.Cw)(values) },
    };
    const build = startSnapshotUpdate({ previous, starter, settings });
    const { fed, snapshot } = await writeFedSnapshot(build, named, { path: output, terminal });
    terminal.stdout(`kept ${fed.kept} unchanged, recomputed ${fed.computed}, dropped ${droppedCount(previous, snapshot)} no longer given\n`);
    terminal.stderr((0,describe_not_compared/* describeSkipped */.A)([...stray, ...fed.skipped]));
    return 0;
}

;// CONCATENATED MODULE: ./src/cli/snapshot-command.ts
// `codewinnow snapshot <build|update|merge|info> ...`: picks the subcommand.






const SUBCOMMANDS = {
    build: runSnapshotBuild,
    update: runSnapshotUpdate,
    merge: runSnapshotMerge,
    info: runSnapshotInfo,
};
async function runSnapshot(args, terminal) {
    const [name, ...rest] = args;
    if (name === undefined || name === '--help' || name === '-h') {
        terminal.stdout(help/* SNAPSHOT_HELP */.X3);
        return name === undefined ? 2 : 0;
    }
    const subcommand = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
    if (!subcommand)
        throw new usage_error/* UsageError */.e(`unknown snapshot command '${name}' (build, update, merge or info)`);
    return subcommand(rest, terminal);
}


/***/ }),

/***/ 8035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ writeSnapshotFile),
/* harmony export */   T_: () => (/* binding */ readSnapshotFile)
/* harmony export */ });
/* unused harmony export SnapshotFileError */
/* harmony import */ var _snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7463);
/* harmony import */ var _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_snapshot_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7296);
/* harmony import */ var _sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3720);
/* harmony import */ var _sources_read_file_capped_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6897);
/* harmony import */ var _sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8604);
// Snapshot files for the CLI: loaded through the one loader (sources/load-snapshot.ts) with the file's name in
// every message, and written atomically so that a crash never leaves half a snapshot where a good one was.






/** A snapshot file that cannot be read at all (missing, unreadable, too large). */
class SnapshotFileError extends Error {
    name = 'SnapshotFileError';
}
/**
 * Reads and decodes the snapshot at `path`; with `expected`, refuses one made with other parameters.
 * @throws SnapshotFileError when the file cannot be read, SnapshotError (message starting with the path)
 *   when it is not a valid snapshot or does not fit `expected`.
 */
async function readSnapshotFile(path, expected) {
    try {
        // A file that does not start as a snapshot does is refused on its first bytes, not read whole.
        const read = (file, maxBytes) => (0,_sources_read_file_capped_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileCapped */ .u)(file, maxBytes, _snapshot_snapshot_format_js__WEBPACK_IMPORTED_MODULE_1__/* .MAGIC */ .mS);
        return { path, ...(await (0,_sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .loadSnapshot */ .N2)({ read }, path, { expected, label: path })) };
    }
    catch (error) {
        if (error instanceof _sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotReadError */ .H$)
            throw new SnapshotFileError(`cannot read snapshot ${path}: ${error.message}`);
        if (error instanceof _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SnapshotError */ .J && !(error instanceof _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SnapshotMismatchError */ .j))
            throw new _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SnapshotError */ .J(`${path}: ${error.message}`);
        throw error;
    }
}
/** Encodes and writes `snapshot` atomically; returns its size in bytes. */
async function writeSnapshotFile(path, snapshot) {
    const bytes = (0,_snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_0__/* .encodeSnapshot */ .h)(snapshot);
    await (0,_sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Z)(path, bytes);
    return bytes.length;
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
