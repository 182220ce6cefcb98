export const id = 66;
export const ids = [66];
export const modules = {

/***/ 1987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ startSnapshotBuild)
});

// UNUSED EXPORTS: DuplicateSubmissionError

// EXTERNAL MODULE: ./src/snapshot/assemble-snapshot.ts
var assemble_snapshot = __webpack_require__(2167);
// EXTERNAL MODULE: ./src/snapshot/snapshot-entry.ts
var snapshot_entry = __webpack_require__(843);
// EXTERNAL MODULE: ./src/snapshot/snapshot-parameters.ts
var snapshot_parameters = __webpack_require__(3459);
// EXTERNAL MODULE: ./src/snapshot/submission-identity.ts + 1 modules
var submission_identity = __webpack_require__(1045);
// EXTERNAL MODULE: ./src/snapshot/to-entry-file.ts
var to_entry_file = __webpack_require__(2681);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 4 modules
var prepare_files = __webpack_require__(5842);
// EXTERNAL MODULE: ./src/check/snapshot-parameters-now.ts
var snapshot_parameters_now = __webpack_require__(8586);
;// CONCATENATED MODULE: ./src/check/stored-window.ts
// How densely a submission's fingerprints are kept in a snapshot: the window W of the winnowing it is stored
// with. A check hashes every k-gram of the files it checks, so it meets every stored fingerprint inside
// what they share, whatever W. W sets the precision: a check's fragment runs from its first stored
// fingerprint to its last, up to W - 1 tokens short of the copy at each end (exact at W = 1, every k-gram
// stored), and a copy of fewer than W + k - 1 tokens may hold none.
//
// That loss is the same number of tokens whatever the submission's size, so it is paid where it is cheap:
// a submission keeps about MIN_STORED_FINGERPRINTS fingerprints. A small exercise is stored whole (W = 1),
// so a check finds exactly compare's fragments; W grows with the submission, up to the snapshot's stored
// window, and the bytes of a large course go to few fingerprints per line (bench:snapshot).
/** About this many fingerprints are kept of every submission large enough to have them. */
const MIN_STORED_FINGERPRINTS = 256;
/**
 * The window for a submission of `tokens` tokens: density 2 / (W + 1) keeps about MIN_STORED_FINGERPRINTS
 * of them, within [1, maxWindow] (1: every k-gram).
 */
function storedWindowFor(tokens, maxWindow) {
    const wanted = Math.floor((2 * tokens) / MIN_STORED_FINGERPRINTS) - 1;
    return Math.min(maxWindow, Math.max(1, wanted));
}

;// CONCATENATED MODULE: ./src/check/snapshot-build.ts
// Building a snapshot one submission at a time, so a whole course never sits in memory as text or tokens:
// each submission is tokenized, fingerprinted and reduced to its snapshot entry as it is added. Given the
// previous snapshot, a submission whose content has not changed is carried over instead of recomputed.








/** Two submissions of one build with the same owner (names equal but for case, or one repo twice). */
class DuplicateSubmissionError extends Error {
    name = 'DuplicateSubmissionError';
}
function startSnapshotBuild(start) {
    const { settings, starter } = start;
    const params = (0,snapshot_parameters_now/* currentParameters */.a)(settings.k, settings.w, settings.storedWindow);
    const starterHashes = Float64Array.from(starter).sort();
    const reusable = start.previous && isReusable(start.previous, params, starterHashes) ? start.previous : undefined;
    const state = {
        params,
        starter,
        key: settings.pseudonymKey ?? (0,submission_identity/* derivePseudonymKey */.Xg)(params, starterHashes),
        reusable,
        previousIndex: new Map(reusable?.submissions.map((s, i) => [s.owner, i])),
        entries: [],
        names: new Map(),
        skipped: [],
    };
    return {
        skipped: state.skipped,
        add: (submission) => addSubmission(state, submission),
        finish: () => (0,assemble_snapshot/* assembleSnapshot */.x)({
            params,
            createdAt: settings.createdAt,
            namesIncluded: settings.includeNames,
            pseudonymsKeyed: settings.pseudonymKey !== undefined,
            starter: starterHashes,
            entries: state.entries,
        }),
    };
}
function addSubmission(state, submission) {
    const keyText = (0,submission_identity/* ownerKey */.lf)(submission);
    const owner = (0,submission_identity/* ownerId */.fj)(keyText);
    const earlier = state.names.get(owner);
    if (earlier !== undefined) {
        throw new DuplicateSubmissionError(`${submission.name} and ${earlier} are the same repository`);
    }
    state.names.set(owner, submission.name);
    const contentHash = (0,submission_identity/* contentHashOf */.pP)(submission.files);
    const meta = { owner, pseudonym: (0,submission_identity/* pseudonymOf */.GQ)(state.key, keyText), contentHash, ...metadataOf(submission) };
    const { reusable } = state;
    const index = state.previousIndex.get(owner);
    if (reusable && index !== undefined && reusable.submissions[index].contentHash === contentHash) {
        const { window, files } = (0,snapshot_entry/* entryOf */.M)(reusable, index);
        state.entries.push({ ...meta, window, files });
        return 'kept';
    }
    const tokenized = (0,prepare_files/* tokenizeSubmissions */.n9)([submission]);
    state.skipped.push(...tokenized.skipped);
    const tokens = tokenized.files.reduce((sum, file) => sum + file.ids.length, 0);
    const { k, storedWindow } = state.params;
    const window = storedWindowFor(tokens, storedWindow);
    const files = tokenized.files.map((file) => (0,to_entry_file/* toEntryFile */.cC)((0,prepare_files/* fingerprintTokens */.BK)(file, { k, w: window }, state.starter), k));
    state.entries.push({ ...meta, window, files });
    return 'computed';
}
function metadataOf(submission) {
    const { name, repo, commit, commitTime } = submission;
    return { name, repo, commit, commitTime };
}
function isReusable(previous, params, starter) {
    const old = previous.starter;
    return ((0,snapshot_parameters/* sameParameters */.xB)(previous.params, params) &&
        old.length === starter.length &&
        old.every((h, i) => h === starter[i]));
}


/***/ }),

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

/***/ 8182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ resolvePseudonymKey),
/* harmony export */   i: () => (/* binding */ PSEUDONYM_KEY_VARIABLE)
/* harmony export */ });
const PSEUDONYM_KEY_VARIABLE = 'CODEWINNOW_PSEUDONYM_KEY';
/** The key as bytes, or undefined (after a warning on stderr) when none was given. */
function resolvePseudonymKey(option, env, terminal) {
    const key = option ?? env[PSEUDONYM_KEY_VARIABLE];
    if (key !== undefined && key !== '')
        return new TextEncoder().encode(key);
    terminal.stderr(`warning: no --pseudonym-key and no ${PSEUDONYM_KEY_VARIABLE}: pseudonyms are derived from the starter code, ` +
        'so anyone who has it can tell which repository a pseudonym stands for\n');
    return undefined;
}


/***/ }),

/***/ 8066:
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
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 4 modules
var prepare_files = __webpack_require__(5842);
// EXTERNAL MODULE: ./src/check/settings.ts
var settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/snapshot-build.ts + 1 modules
var snapshot_build = __webpack_require__(1987);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/stream-submissions.ts
var stream_submissions = __webpack_require__(3400);
;// CONCATENATED MODULE: ./src/cli/feed-snapshot-build.ts



/** Reads every submission of `named` into `build`. */
async function feedSnapshotBuild(build, named, terminal) {
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'fingerprinting');
    const skipped = [];
    let kept = 0;
    let sourceBytes = 0;
    let done = 0;
    for await (const submission of (0,stream_submissions/* streamSubmissions */.yJ)(named)) {
        for (const file of submission.files)
            sourceBytes += Buffer.byteLength(file.text);
        skipped.push(...submission.skipped);
        if (build.add(submission) === 'kept')
            kept++;
        progress.update(++done, named.length);
    }
    progress.finish();
    return { kept, computed: done - kept, sourceBytes, skipped: [...skipped, ...build.skipped] };
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
/** One line per kind of skipped file, for stderr. */
function describeSkipped(skipped) {
    if (skipped.length === 0)
        return '';
    const reasons = new Map();
    for (const skip of skipped)
        reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
    const parts = [...reasons].sort((x, y) => y[1] - x[1]).map(([reason, n]) => `${n} ${reason}`);
    return `skipped ${(0,plural/* plural */.L)(skipped.length, 'file')} (${parts.join(', ')})\n`;
}

// EXTERNAL MODULE: ./src/cli/pseudonym-key.ts
var pseudonym_key = __webpack_require__(8182);
// EXTERNAL MODULE: ./src/cli/snapshot-file.ts
var snapshot_file = __webpack_require__(8035);
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
    const named = await (0,stream_submissions/* listNamedPaths */.mv)(positionals, values.each ?? []);
    if (named.length === 0)
        throw new usage_error/* UsageError */.e('snapshot build needs submissions: paths, or --each DIR with one child per submission');
    const starter = await (0,stream_submissions/* readStarter */.wr)(values.base ?? []);
    const pseudonymKey = (0,pseudonym_key/* resolvePseudonymKey */.W)(values['pseudonym-key'], process.env, terminal);
    const settings = {
        k,
        w,
        storedWindow,
        createdAt: terminal.now(),
        includeNames: values.names === true,
        pseudonymKey,
    };
    const build = (0,snapshot_build/* startSnapshotBuild */.p)({ settings, starter: (0,prepare_files/* starterHashes */.s1)(starter, settings) });
    const fed = await feedSnapshotBuild(build, named, terminal);
    const snapshot = build.finish();
    const bytes = await (0,snapshot_file/* writeSnapshotFile */.CD)(output, snapshot);
    terminal.stdout(describeWritten(output, snapshot, bytes, fed.sourceBytes));
    terminal.stderr(describeSkipped(fed.skipped));
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

// EXTERNAL MODULE: ./src/snapshot/snapshot-format.ts
var snapshot_format = __webpack_require__(7296);
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
        `fingerprints  ${count(snapshot.fingerprints.hashes.length)}, starter k-grams ${count(snapshot.starter.length)}`,
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
    rows.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
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
        skipped: build.skipped,
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
    };
    const starter = input.starter ? (0,prepare_files/* starterHashes */.s1)(input.starter, settings) : new Set(previous.starter);
    return (0,snapshot_build/* startSnapshotBuild */.p)({ settings, starter, previous });
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
    const named = await (0,stream_submissions/* listNamedPaths */.mv)(paths, values.each ?? []);
    if (named.length === 0)
        throw new usage_error/* UsageError */.e('snapshot update needs the submissions as they are now: paths, or --each DIR');
    const { snapshot: previous } = await (0,snapshot_file/* readSnapshotFile */.T_)(file);
    const starter = values.base ? await (0,stream_submissions/* readStarter */.wr)(values.base) : undefined;
    const pseudonymKey = (0,pseudonym_key/* resolvePseudonymKey */.W)(values['pseudonym-key'], process.env, terminal);
    const settings = { createdAt: terminal.now(), includeNames: values.names === true, pseudonymKey };
    const build = startSnapshotUpdate({ previous, starter, settings });
    const fed = await feedSnapshotBuild(build, named, terminal);
    const snapshot = build.finish();
    const bytes = await (0,snapshot_file/* writeSnapshotFile */.CD)(output, snapshot);
    terminal.stdout(describeWritten(output, snapshot, bytes, fed.sourceBytes));
    terminal.stdout(`kept ${fed.kept} unchanged, recomputed ${fed.computed}, dropped ${droppedCount(previous, snapshot)} no longer given\n`);
    terminal.stderr(describeSkipped(fed.skipped));
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _snapshot_decode_snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8750);
/* harmony import */ var _snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7463);
/* harmony import */ var _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3459);
/* harmony import */ var _sources_describe_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4034);
/* harmony import */ var _sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
// Reading and writing snapshot files for the CLI: decode with the file's name in every message, and write
// atomically so that a crash never leaves half a snapshot where a good one was.







/** A snapshot file that cannot be read at all (missing, unreadable). */
class SnapshotFileError extends Error {
    name = 'SnapshotFileError';
}
/**
 * Reads and decodes the snapshot at `path`; with `expected`, refuses one made with other parameters.
 * @throws SnapshotFileError when the file cannot be read, SnapshotError (message starting with the path)
 *   when it is not a valid snapshot or does not fit `expected`.
 */
async function readSnapshotFile(path, expected) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        throw new SnapshotFileError(`cannot read snapshot ${path}: ${(0,_sources_describe_error_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error)}`);
    }
    let snapshot;
    try {
        snapshot = (0,_snapshot_decode_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeSnapshot */ .p)(bytes);
    }
    catch (error) {
        if (error instanceof _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SnapshotError */ .J)
            throw new _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SnapshotError */ .J(`${path}: ${error.message}`);
        throw error;
    }
    if (expected)
        (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_6__/* .assertParameters */ .Bv)(snapshot.params, expected, path);
    return { path, snapshot, bytes: bytes.length };
}
/** Encodes and writes `snapshot` atomically; returns its size in bytes. */
async function writeSnapshotFile(path, snapshot) {
    const bytes = (0,_snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeSnapshot */ .h)(snapshot);
    await (0,_sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(path, bytes);
    return bytes.length;
}


/***/ }),

/***/ 3400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mv: () => (/* binding */ listNamedPaths),
/* harmony export */   wr: () => (/* binding */ readStarter),
/* harmony export */   yJ: () => (/* binding */ streamSubmissions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5739);
/* harmony import */ var _sources_list_submission_folders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(389);
/* harmony import */ var _sources_read_submission_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1145);
// Reads submissions one at a time for the snapshot commands, a few ahead of the one being fingerprinted, so a
// course of thousands never sits in memory as text. Each is named by its folder (or file) name, the name
// its repository has: that name, lower-cased, is its identity in the snapshot.




const READ_AHEAD = 8;
const acceptPath = (path) => (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .languageForPath */ .f3)(path) !== undefined;
/** Each path as a submission named by its base name, then every child of each `each` folder. */
async function listNamedPaths(paths, each) {
    const named = paths.map((path) => ({ name: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path), path }));
    for (const dir of each)
        named.push(...(await (0,_sources_list_submission_folders_js__WEBPACK_IMPORTED_MODULE_2__/* .listSubmissionFolders */ .Q)(dir)));
    return named;
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
    const read = await (0,_sources_read_submission_js__WEBPACK_IMPORTED_MODULE_3__/* .readSubmission */ .VY)(entry.path, { acceptPath });
    return {
        name: entry.name,
        files: [...read.files],
        skipped: read.skipped.map((skip) => ({ submission: entry.name, ...skip })),
    };
}
/** Every file under the --base paths, as starter code. */
async function readStarter(paths) {
    const files = [];
    for (const path of paths)
        files.push(...(await (0,_sources_read_submission_js__WEBPACK_IMPORTED_MODULE_3__/* .readSubmission */ .VY)(path, { acceptPath })).files);
    return files;
}


/***/ }),

/***/ 2167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assembleSnapshot)
/* harmony export */ });
/* unused harmony export compareText */
/* harmony import */ var _snapshot_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7229);
// Entries → one Snapshot in canonical order (submissions by owner, files by path), so that the same
// submissions give the same snapshot however they were gathered: one build, shards merged, or an update.

/**
 * The snapshot of `assembly.entries`. Names are dropped unless `namesIncluded`.
 * @throws SnapshotError when two entries have the same owner.
 */
function assembleSnapshot(assembly) {
    const entries = sortedByOwner(assembly.entries);
    const { fingerprints, starterRuns } = allocateColumns(entries);
    const submissions = [];
    const files = [];
    let at = 0;
    let run = 0;
    for (const entry of entries) {
        const first = files.length;
        for (const file of [...entry.files].sort((x, y) => compareText(x.path, y.path))) {
            const count = file.fingerprints.hashes.length;
            copyColumns(file, fingerprints, at);
            starterRuns.set(file.starterRuns, 2 * run);
            const runRange = { start: run, end: run + file.starterRuns.length / 2 };
            const range = { start: at, end: at + count };
            files.push({
                ...fileFields(file),
                submission: submissions.length,
                starterRuns: runRange,
                fingerprints: range,
            });
            at += count;
            run = runRange.end;
        }
        submissions.push(toSubmission(entry, assembly.namesIncluded, { start: first, end: files.length }));
    }
    const starter = Float64Array.from(new Set(Array.from(assembly.starter))).sort();
    const { params, createdAt, namesIncluded, pseudonymsKeyed } = assembly;
    return {
        params,
        createdAt,
        namesIncluded,
        pseudonymsKeyed,
        submissions,
        files,
        fingerprints,
        starterRuns,
        starter,
    };
}
function sortedByOwner(entries) {
    const sorted = [...entries].sort((x, y) => compareText(x.owner, y.owner));
    for (let i = 1; i < sorted.length; i++) {
        if (sorted[i].owner === sorted[i - 1].owner) {
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SnapshotError */ .J(`two submissions with owner ${sorted[i].owner} (the same repository twice?)`);
        }
    }
    return sorted;
}
function allocateColumns(entries) {
    let total = 0;
    let runs = 0;
    for (const entry of entries) {
        for (const file of entry.files) {
            total += file.fingerprints.hashes.length;
            runs += file.starterRuns.length;
        }
    }
    const fingerprints = {
        hashes: new Float64Array(total),
        positions: new Uint32Array(total),
        lineStarts: new Uint32Array(total),
        lineEnds: new Uint32Array(total),
    };
    return { fingerprints, starterRuns: new Uint32Array(runs) };
}
function toSubmission(entry, withNames, files) {
    const { owner, pseudonym, contentHash, window, commitTime, name, repo, commit } = entry;
    return {
        owner,
        pseudonym,
        contentHash,
        window,
        ...(commitTime !== undefined && { commitTime }),
        ...(withNames && name !== undefined && { name }),
        ...(withNames && repo !== undefined && { repo }),
        ...(withNames && commit !== undefined && { commit }),
        files,
    };
}
function fileFields(file) {
    const { path, language, lines, tokens, starterTokens } = file;
    return { path, language, lines, tokens, starterTokens };
}
function copyColumns(file, into, at) {
    into.hashes.set(file.fingerprints.hashes, at);
    into.positions.set(file.fingerprints.positions, at);
    into.lineStarts.set(file.fingerprints.lineStarts, at);
    into.lineEnds.set(file.fingerprints.lineEnds, at);
}
/** Orders strings by UTF-16 code units, the same on every machine (unlike localeCompare). */
function compareText(x, y) {
    return x < y ? -1 : x > y ? 1 : 0;
}


/***/ }),

/***/ 624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ mergeSnapshots)
/* harmony export */ });
/* harmony import */ var _assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2167);
/* harmony import */ var _snapshot_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_entry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(843);
/* harmony import */ var _snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3459);
// Several snapshots (shards of one course, or an old one and a newer partial one) → one. A submission
// present in more than one is taken from the newest: the later commit time recorded at build time, else the
// snapshot created later, else the one given later. Merging disjoint shards gives the very snapshot (and
// bytes) a single build of all their submissions would.




/**
 * One snapshot holding every owner of `snapshots`, the newest version of each. `labels` name the snapshots
 * in messages (file names), "snapshot 1" and so on by default.
 * @throws SnapshotMismatchError when the snapshots were made with different parameters, or when staff copies
 *   (with names) and student copies (without) are mixed.
 */
function mergeSnapshots(snapshots, labels) {
    const first = snapshots[0];
    if (!first)
        throw new RangeError('mergeSnapshots needs at least one snapshot');
    const label = (i) => labels?.[i] ?? `snapshot ${i + 1}`;
    snapshots.forEach((snapshot, i) => {
        if (!(0,_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_0__/* .sameParameters */ .xB)(snapshot.params, first.params)) {
            const why = (0,_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_0__/* .parameterMismatch */ .Cm)(snapshot.params, first.params, `${label(0)} with`) ??
                `made with other front ends than ${label(0)}`;
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SnapshotMismatchError */ .j(`cannot merge: ${label(i)} was ${why}`);
        }
        if (snapshot.namesIncluded !== first.namesIncluded) {
            const which = (s) => s.namesIncluded ? 'a staff copy (with names)' : 'a student copy (no names)';
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SnapshotMismatchError */ .j(`cannot merge: ${label(i)} is ${which(snapshot)}, ${label(0)} ${which(first)}`);
        }
    });
    const newest = new Map();
    for (const snapshot of snapshots) {
        snapshot.submissions.forEach((submission, index) => {
            const held = newest.get(submission.owner);
            const candidate = { entry: (0,_snapshot_entry_js__WEBPACK_IMPORTED_MODULE_2__/* .entryOf */ .M)(snapshot, index), createdAt: snapshot.createdAt };
            if (!held || !isOlder(candidate, held))
                newest.set(submission.owner, candidate);
        });
    }
    const starter = [];
    for (const snapshot of snapshots)
        for (const hash of snapshot.starter)
            starter.push(hash);
    return (0,_assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .assembleSnapshot */ .x)({
        params: first.params,
        createdAt: Math.max(...snapshots.map((s) => s.createdAt)),
        namesIncluded: first.namesIncluded,
        pseudonymsKeyed: snapshots.every((s) => s.pseudonymsKeyed),
        starter,
        entries: [...newest.values()].map((held) => held.entry),
    });
}
// Whether `candidate` is older than `held` (a tie keeps the later one given, `candidate`).
function isOlder(candidate, held) {
    const a = candidate.entry.commitTime;
    const b = held.entry.commitTime;
    if (a !== undefined && b !== undefined && a !== b)
        return a < b;
    return candidate.createdAt < held.createdAt;
}


/***/ }),

/***/ 843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ entryOf)
/* harmony export */ });
/** Submission `index` of `snapshot` as an entry; its columns are views into the snapshot's, not copies. */
function entryOf(snapshot, index) {
    const submission = snapshot.submissions[index];
    const { hashes, positions, lineStarts, lineEnds } = snapshot.fingerprints;
    const files = snapshot.files.slice(submission.files.start, submission.files.end).map((file) => {
        const { start, end } = file.fingerprints;
        return {
            path: file.path,
            language: file.language,
            lines: file.lines,
            tokens: file.tokens,
            starterTokens: file.starterTokens,
            starterRuns: snapshot.starterRuns.subarray(2 * file.starterRuns.start, 2 * file.starterRuns.end),
            fingerprints: {
                hashes: hashes.subarray(start, end),
                positions: positions.subarray(start, end),
                lineStarts: lineStarts.subarray(start, end),
                lineEnds: lineEnds.subarray(start, end),
            },
        };
    });
    return { ...submission, files };
}


/***/ })

};
