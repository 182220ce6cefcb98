export const id = 122;
export const ids = [122];
export const modules = {

/***/ 4650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ checkFingerprinting),
/* harmony export */   D8: () => (/* binding */ checkAgainstSnapshots),
/* harmony export */   KX: () => (/* binding */ sparsestWindow),
/* harmony export */   Wy: () => (/* binding */ labelOf),
/* harmony export */   YG: () => (/* binding */ summaryOf)
/* harmony export */ });
/* harmony import */ var _engine_cohort_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5451);
/* harmony import */ var _engine_find_pairs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2718);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4718);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3459);
/* harmony import */ var _snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1045);
/* harmony import */ var _hash_lookup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7601);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7028);
/* harmony import */ var _prepare_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7988);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4115);
/* harmony import */ var _snapshot_corpus_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(187);
/* harmony import */ var _this_build_parameters_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8044);
/* harmony import */ var _to_pair_result_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4540);












/**
 * How a check fingerprints the checked files: every k-gram (window 1), so that they meet every stored
 * fingerprint in what they share, however densely each submission was stored, and fragments end where the
 * copy does; starter code is the given starter's and the snapshots'.
 */
function checkFingerprinting(input) {
    const { settings } = input;
    const starter = (0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_6__/* .starterHashes */ .s1)(input.starter ?? [], { k: settings.k, w: settings.w }, settings.language);
    for (const snapshot of input.snapshots)
        for (const hash of snapshot.starter)
            starter.add(hash);
    return { params: { k: settings.k, w: 1 }, starter };
}
/**
 * The pairs between the given submissions and the snapshots' (and among the given ones), ranked, in the
 * same shape as compareSubmissions gives. Corpus submissions are named by repo (staff copy) or pseudonym.
 * @throws SnapshotMismatchError when a snapshot was made with other k, w, hash or front-end versions.
 */
function checkAgainstSnapshots(input) {
    const { settings, snapshots } = input;
    const expected = (0,_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_8__/* .comparableParameters */ .v)(settings.k, settings.w);
    snapshots.forEach((snapshot, i) => (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_10__/* .assertParameters */ .Bv)(snapshot.params, expected, `snapshot ${i + 1}`));
    const fingerprinting = checkFingerprinting(input);
    const { starter } = fingerprinting;
    const prepared = input.prepared ?? (0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareSubmissions */ .PR)(input.submissions, fingerprinting.params, starter, settings);
    const queryHashes = [];
    for (const file of prepared.files) {
        for (const hash of file.fingerprints.hashes)
            if (!starter.has(hash))
                queryHashes.push(hash);
    }
    const queryOwners = input.submissions.map((submission) => (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerKeys */ .c1)(submission).map(_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerId */ .fj));
    const built = (0,_snapshot_corpus_js__WEBPACK_IMPORTED_MODULE_11__/* .buildSnapshotCorpus */ .v)({
        params: { k: settings.k, w: sparsestWindow(snapshots, settings.w) },
        queryFiles: prepared.files,
        queryOwners,
        snapshots,
        lookup: new _hash_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .HashLookup */ .N(queryHashes),
        ignoredHashes: starter,
    });
    const total = courseSize(snapshots, queryOwners);
    const naming = namingOf(input, built, prepared.files);
    let ignoredAbove;
    const options = (0,_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .toPairOptions */ .cO)(settings, built.corpus, {
        submissions: total,
        onIgnore: (spread) => (ignoredAbove = spread),
    });
    const cohort = snapshots[0]?.cohort ?? _engine_cohort_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_COHORT */ .St;
    const listed = (0,_to_pair_result_js__WEBPACK_IMPORTED_MODULE_9__/* .listedPairs */ .D)((0,_engine_find_pairs_js__WEBPACK_IMPORTED_MODULE_1__/* .findPairs */ .b)(built.corpus, options), naming, { settings, cohort });
    const pairs = listed.map(({ pair }) => pair);
    return {
        settings,
        submissions: summariesOf(input, built, { queryFiles: prepared.files, pairs }),
        pairs: listed.map(({ result }) => result),
        skipped: [],
        ignoredAbove,
    };
}
// Students in the course: the snapshots' submissions and the checked ones not among them (a pull request's
// repository is in the snapshot already: its new version and its stored one are one student).
function courseSize(snapshots, queryOwners) {
    const stored = new Set();
    for (const snapshot of snapshots)
        for (const submission of snapshot.submissions)
            stored.add(submission.owner);
    const newcomers = queryOwners.filter((ids) => !ids.some((id) => stored.has(id))).length;
    return snapshots.reduce((n, s) => n + s.submissions.length, 0) + newcomers;
}
// The checked submissions, then the snapshot submissions that pair with them, in corpus order.
function summariesOf(input, built, found) {
    const queries = input.submissions.length;
    const files = input.submissions.map(() => []);
    for (const file of found.queryFiles)
        files[file.submission].push((0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_6__/* .toFileSummary */ .m9)(file));
    const summaries = input.submissions.map((s, i) => ({
        name: s.name,
        files: files[i],
    }));
    const listed = new Set(found.pairs.map((pair) => pair.b).filter((b) => b >= queries));
    for (const b of [...listed].sort((x, y) => x - y))
        summaries.push(corpusSummary(input.snapshots, built, b - queries));
    return summaries;
}
function namingOf(input, built, queryFiles) {
    const queries = input.submissions.length;
    return {
        submissionName: (index) => {
            if (index < queries)
                return input.submissions[index].name;
            const source = built.submissions[index - queries];
            return labelOf(input.snapshots[source.snapshot].submissions[source.index]);
        },
        file: (index) => {
            if (index < queryFiles.length) {
                const file = queryFiles[index];
                return (0,_line_range_js__WEBPACK_IMPORTED_MODULE_5__/* .tokenLinesLocator */ .xo)(file.path, file.tokenLines);
            }
            const source = built.files[index - queryFiles.length];
            const snapshot = input.snapshots[source.snapshot];
            return (0,_line_range_js__WEBPACK_IMPORTED_MODULE_5__/* .snapshotFileLocator */ .jg)(snapshot, source.index);
        },
    };
}
/**
 * The engine's w for a corpus of snapshots: the largest stored window, as the bound that skips pairs which
 * cannot reach --min-similarity counts one shared fingerprint per that many k-grams.
 */
function sparsestWindow(snapshots, w) {
    return snapshots.reduce((max, snapshot) => Math.max(max, snapshot.params.storedWindow), w);
}
/** How a snapshot submission is shown: its repo or name in a staff copy, else its pseudonym. */
function labelOf(submission) {
    return submission.repo ?? submission.name ?? submission.pseudonym;
}
function corpusSummary(snapshots, built, i) {
    const source = built.submissions[i];
    const snapshot = snapshots[source.snapshot];
    return summaryOf(snapshot, source.index, labelOf(snapshot.submissions[source.index]));
}
/** A snapshot submission's summary for reports, shown as `name`: its files as the snapshot recorded them. */
function summaryOf(snapshot, index, name) {
    const submission = snapshot.submissions[index];
    const files = snapshot.files.slice(submission.files.start, submission.files.end).map((file) => ({
        path: file.path,
        language: (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLanguageId */ .Ft)(file.language) ?? 'text',
        lines: file.lines,
        tokens: file.tokens,
        starterTokens: file.starterTokens,
    }));
    return { name, files };
}


/***/ }),

/***/ 7601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ HashLookup)
/* harmony export */ });
// A set of 52-bit hashes as an open-addressing table over a typed array: the check scans every fingerprint
// of a snapshot (millions) against the few thousand of the submissions it checks, and a JavaScript Set would
// cost a call and a boxed lookup per fingerprint. The scan reads each hash as the two 32-bit words of its
// float64 bits, so it does integer work only: turning a float64 above 2^32 into an integer slot costs more
// than the rest of the probe.
/** High word of an empty slot: a float64 with the sign bit set, which no hash (≥ 0) has. */
const EMPTY = 0xffffffff;
/** Where a float64's low and high words are in a Uint32Array over it. */
const LOW = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;
class HashLookup {
    /** Two words per slot, low then high, of each hash's float64 bits. */
    slots;
    shift;
    /** A set of `hashes` (non-negative integers below 2^53). */
    constructor(hashes) {
        const unique = Float64Array.from(new Set(hashes));
        const words = new Uint32Array(unique.buffer);
        let bits = 4;
        while (1 << bits < unique.length * 4)
            bits++;
        this.shift = 32 - bits;
        this.slots = new Uint32Array(2 << bits).fill(EMPTY);
        const mask = (1 << bits) - 1;
        for (let i = 0; i < unique.length; i++) {
            const low = words[2 * i + LOW];
            const high = words[2 * i + HIGH];
            let slot = slotOf(low, high, this.shift);
            while (this.slots[2 * slot + 1] !== EMPTY)
                slot = (slot + 1) & mask;
            this.slots[2 * slot] = low;
            this.slots[2 * slot + 1] = high;
        }
    }
    /** The indexes of `hashes` whose hash is in the set, ascending. */
    matchingIndexes(hashes) {
        const { slots, shift } = this;
        const mask = (slots.length >>> 1) - 1;
        const words = new Uint32Array(hashes.buffer, hashes.byteOffset, 2 * hashes.length);
        let found = new Uint32Array(1024);
        let count = 0;
        for (let i = 0; i < hashes.length; i++) {
            const low = words[2 * i + LOW];
            const high = words[2 * i + HIGH];
            let slot = slotOf(low, high, shift);
            for (;;) {
                const held = slots[2 * slot + 1];
                if (held === EMPTY)
                    break;
                if (held === high && slots[2 * slot] === low) {
                    if (count === found.length) {
                        const grown = new Uint32Array(count * 2);
                        grown.set(found);
                        found = grown;
                    }
                    found[count++] = i;
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
        return found.slice(0, count);
    }
}
// Fibonacci hashing of both words: the low word's last bits are often zero (a float64 keeps an integer's
// bits shifted up by the room left in its mantissa), so no one word's low bits can be the slot.
function slotOf(low, high, shift) {
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> shift;
}


/***/ }),

/***/ 187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ buildSnapshotCorpus)
/* harmony export */ });
/* harmony import */ var _snapshot_to_entry_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2681);

/** Placeholder hashes are 2^52 and up: no 52-bit fingerprint equals one, and each is used once. */
const PLACEHOLDER_BASE = 2 ** 52;
function buildSnapshotCorpus(input) {
    const owners = new Map();
    const ownerNumber = (owner) => owners.get(owner) ?? owners.set(owner, owners.size).get(owner);
    const submissions = input.queryOwners.map((ids) => {
        const owner = ownerNumber(ids[0]);
        for (const id of ids)
            if (!owners.has(id))
                owners.set(id, owner);
        return { owner, side: 'query' };
    });
    const files = [...input.queryFiles];
    const submissionSources = [];
    const fileSources = [];
    const placeholders = { next: PLACEHOLDER_BASE };
    input.snapshots.forEach((snapshot, s) => {
        const matched = input.lookup.matchingIndexes(snapshot.fingerprints.hashes);
        let m = 0;
        snapshot.submissions.forEach((submission, index) => {
            const { start, end } = submission.files;
            if (start === end)
                return;
            const last = snapshot.files[end - 1].fingerprints.end;
            if (m >= matched.length || matched[m] >= last)
                return;
            const engineIndex = submissions.length;
            submissions.push({ owner: ownerNumber(submission.owner), side: 'corpus' });
            submissionSources.push({ snapshot: s, index });
            for (let f = start; f < end; f++) {
                const file = snapshot.files[f];
                const from = m;
                while (m < matched.length && matched[m] < file.fingerprints.end)
                    m++;
                files.push(keptFile(snapshot, file, { engineIndex, matched: matched.subarray(from, m), placeholders }));
                fileSources.push({ snapshot: s, index: f });
            }
        });
    });
    const corpus = { params: input.params, submissions, files, ignoredHashes: input.ignoredHashes };
    return { corpus, submissions: submissionSources, files: fileSources };
}
function keptFile(snapshot, file, kept) {
    const { hashes, positions, names } = snapshot.fingerprints;
    const { matched } = kept;
    // A placeholder before each match that does not follow the previous one.
    const first = file.fingerprints.start;
    let count = matched.length;
    for (let m = 0; m < matched.length; m++)
        if (matched[m] > (m === 0 ? first : matched[m - 1] + 1))
            count++;
    const outHashes = new Float64Array(count);
    const outPositions = new Uint32Array(count);
    const outNames = new Uint8Array(count); // a placeholder's stays 0: it matches nothing, so it is never compared
    let out = 0;
    let previous = first - 1;
    for (const index of matched) {
        if (index > previous + 1) {
            outHashes[out] = kept.placeholders.next++;
            outPositions[out++] = positions[index - 1];
        }
        outHashes[out] = hashes[index];
        outPositions[out] = positions[index];
        outNames[out++] = names[index];
        previous = index;
    }
    const { start, end } = file.starterRuns;
    // Marks matter only where fragments can be: in files that share a fingerprint.
    const runs = end > start && matched.length > 0 ? snapshot.starterRuns.subarray(2 * start, 2 * end) : undefined;
    return new KeptFile({
        submission: kept.engineIndex,
        fingerprints: { hashes: outHashes, positions: outPositions },
        names: outNames,
        sparseWindow: snapshot.submissions[file.submission].window,
        tokenCount: file.tokens,
        boilerplateTokens: file.starterTokens,
    }, runs);
}
/** A kept snapshot file: its starter marks made from its runs the first time they are read. */
class KeptFile {
    starterRuns;
    submission;
    fingerprints;
    names;
    sparseWindow;
    tokenCount;
    boilerplateTokens;
    marks;
    constructor(file, starterRuns) {
        this.starterRuns = starterRuns;
        this.submission = file.submission;
        this.fingerprints = file.fingerprints;
        this.names = file.names;
        this.sparseWindow = file.sparseWindow;
        this.tokenCount = file.tokenCount;
        this.boilerplateTokens = file.boilerplateTokens;
    }
    get boilerplate() {
        if (this.starterRuns !== undefined) {
            this.marks = (0,_snapshot_to_entry_file_js__WEBPACK_IMPORTED_MODULE_0__/* .toMarks */ .W9)(this.starterRuns, this.tokenCount);
            this.starterRuns = undefined;
        }
        return this.marks;
    }
}


/***/ }),

/***/ 2122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _check_apply_decisions_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9546);
/* harmony import */ var _check_check_against_snapshots_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4650);
/* harmony import */ var _check_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8044);
/* harmony import */ var _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3459);
/* harmony import */ var _check_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9005);
/* harmony import */ var _compare_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9203);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7911);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9851);
/* harmony import */ var _read_while_fingerprinting_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5776);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8035);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4226);
/* harmony import */ var _rescan_load_decisions_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7960);
/* harmony import */ var _sources_create_file_store_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7695);
/* harmony import */ var _sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7856);
/* harmony import */ var _sources_refuse_output_over_input_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3878);
// `codewinnow check <path>... --snapshot FILE...`: the given submissions against a course's snapshot (and
// earlier terms'), reported as `compare` reports. k and w are the snapshot's; asking for others is an error.


















const OPTIONS = {
    ..._check_options_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_OPTIONS */ .m5,
    each: { type: 'string', multiple: true },
    snapshot: { type: 'string', multiple: true },
};
async function runCheck(args, terminal, threads) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({ args, options: OPTIONS, allowPositionals: true });
    if (values.help) {
        terminal.stdout(_help_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECK_HELP */ .D_);
        return 0;
    }
    const options = (0,_check_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCheckOptions */ .W1)(values);
    const each = values.each ?? [];
    if (positionals.length === 0 && each.length === 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .e('check needs submissions: paths, or --each DIR');
    if (!values.snapshot?.length)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .e('check needs --snapshot FILE: the course to check against');
    const asked = {
        k: values.k === undefined ? undefined : options.settings.k,
        w: values.w === undefined ? undefined : options.settings.w,
    };
    await (0,_sources_refuse_output_over_input_js__WEBPACK_IMPORTED_MODULE_11__/* .refuseOutputOverInput */ .u$)([options.output, options.html], {
        paths: [...positionals, ...options.base, ...values.snapshot, options.decisions ?? _sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_DECISIONS_PATH */ .cx],
        eachFolders: each,
    });
    const snapshots = (await loadSnapshots(values.snapshot, asked)).map((loaded) => loaded.snapshot);
    const { params, flagRule } = snapshots[0];
    // The course's flag rule, as staff built the snapshot with it, unless this run asks for another.
    const settings = { ...options.settings, k: params.k, w: params.w, ...flagRule, ...(0,_check_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlagRule */ .Cw)(values) };
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_14__/* .createProgress */ .m)(terminal, 'reading');
    const run = { paths: positionals, each, options, settings, snapshots, threads };
    const { result, source } = await checkInputs(run, terminal, progress);
    progress.phase('writing');
    // The HTML report shows the code read here; a snapshot's side has none to show (the page says why).
    await (0,_compare_command_js__WEBPACK_IMPORTED_MODULE_5__.emit)(result, { ...options, settings }, (0,_progress_js__WEBPACK_IMPORTED_MODULE_14__/* .clearingProgress */ .H)(terminal, progress), source);
    progress.finish();
    return (0,_compare_command_js__WEBPACK_IMPORTED_MODULE_5__.exitCode)(result, options);
}
// Reads and fingerprints the submissions, checks them against the snapshots and applies staff decisions.
async function checkInputs(run, terminal, progress) {
    const { options, settings, snapshots } = run;
    const reading = { language: settings.language, maxTokens: settings.maxTokens };
    const { inputs, prepared, source } = await (0,_read_while_fingerprinting_js__WEBPACK_IMPORTED_MODULE_7__/* .readWhileFingerprinting */ .G)({
        paths: { paths: run.paths, each: run.each, base: options.base, globs: options.globs },
        threads: options.threads,
        starterOfThreads: run.threads,
        html: options.html !== undefined,
        fingerprinting: (starter) => ({ ...(0,_check_check_against_snapshots_js__WEBPACK_IMPORTED_MODULE_2__/* .checkFingerprinting */ .$e)({ snapshots, starter, settings }), reading }),
    }, progress);
    progress.phase('fingerprinting and comparing');
    const checked = (0,_check_check_against_snapshots_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgainstSnapshots */ .D8)({
        // A submission is known by its folder's name, the name its repository has in the snapshot.
        submissions: inputs.submissions.map((submission) => ({ ...submission, repo: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(submission.name) })),
        snapshots,
        starter: inputs.starter,
        settings,
        prepared: { files: prepared },
    });
    const { decisions } = await (0,_rescan_load_decisions_js__WEBPACK_IMPORTED_MODULE_9__/* .loadDecisions */ .q)((0,_sources_create_file_store_js__WEBPACK_IMPORTED_MODULE_10__/* .createFileStore */ .I)(), options.decisions, (message) => terminal.stderr(`codewinnow: ${message}\n`));
    const result = (0,_check_apply_decisions_js__WEBPACK_IMPORTED_MODULE_15__/* .applyDecisions */ .O3)({ ...checked, skipped: inputs.skipped }, decisions);
    return { result, source };
}
// Reads every snapshot, refusing one made with k or w other than those asked for explicitly, or with other
// front ends than this build's.
async function loadSnapshots(paths, asked) {
    const expected = (0,_check_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_3__/* .comparableParameters */ .v)(asked.k, asked.w);
    const loaded = [];
    for (const path of paths)
        loaded.push(await (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_8__/* .readSnapshotFile */ .T_)(path, expected));
    assertSameParameters(loaded);
    return loaded;
}
// Several snapshots are compared with the same k and w, or not at all.
function assertSameParameters(loaded) {
    const first = loaded[0];
    for (const other of loaded.slice(1)) {
        const problem = (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_16__/* .parameterMismatch */ .Cm)(other.snapshot.params, first.snapshot.params, `${first.path} with`);
        if (problem !== undefined)
            throw new _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_17__/* .SnapshotMismatchError */ .j(`${other.path} was ${problem}`);
    }
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


/***/ })

};
