export const id = 122;
export const ids = [122,135];
export const modules = {

/***/ 4650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D8: () => (/* binding */ checkAgainstSnapshots),
/* harmony export */   KX: () => (/* binding */ sparsestWindow),
/* harmony export */   Wy: () => (/* binding */ labelOf),
/* harmony export */   YG: () => (/* binding */ summaryOf)
/* harmony export */ });
/* harmony import */ var _engine_cohort_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5451);
/* harmony import */ var _engine_find_pairs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(390);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6693);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3459);
/* harmony import */ var _snapshot_snapshot_line_range_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2997);
/* harmony import */ var _snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1045);
/* harmony import */ var _hash_lookup_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7601);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3380);
/* harmony import */ var _prepare_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4176);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4115);
/* harmony import */ var _snapshot_corpus_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(187);
/* harmony import */ var _this_build_parameters_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8044);
/* harmony import */ var _to_pair_result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4540);













/**
 * The pairs between the given submissions and the snapshots' (and among the given ones), ranked, in the
 * same shape as compareSubmissions gives. Corpus submissions are named by repo (staff copy) or pseudonym.
 * @throws SnapshotMismatchError when a snapshot was made with other k, w, hash or front-end versions.
 */
function checkAgainstSnapshots(input) {
    const { settings, snapshots } = input;
    const params = { k: settings.k, w: settings.w };
    const expected = (0,_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_6__/* .comparableParameters */ .v)(settings.k, settings.w);
    snapshots.forEach((snapshot, i) => (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_8__/* .assertParameters */ .Bv)(snapshot.params, expected, `snapshot ${i + 1}`));
    const starter = (0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_4__/* .starterHashes */ .s1)(input.starter ?? [], params, settings.language);
    for (const snapshot of snapshots)
        for (const hash of snapshot.starter)
            starter.add(hash);
    // Every k-gram of the checked files (window 1): they then meet every stored fingerprint in what they share,
    // however densely each submission was stored, and fragments end where the copy does.
    const prepared = (0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareSubmissions */ .PR)(input.submissions, { k: settings.k, w: 1 }, starter, settings);
    const queryHashes = [];
    for (const file of prepared.files) {
        for (const hash of file.fingerprints.hashes)
            if (!starter.has(hash))
                queryHashes.push(hash);
    }
    const built = (0,_snapshot_corpus_js__WEBPACK_IMPORTED_MODULE_9__/* .buildSnapshotCorpus */ .v)({
        params: { k: settings.k, w: sparsestWindow(snapshots, settings.w) },
        queryFiles: prepared.files,
        queryOwners: input.submissions.map((submission) => (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerKeys */ .c1)(submission).map(_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerId */ .fj)),
        snapshots,
        lookup: new _hash_lookup_js__WEBPACK_IMPORTED_MODULE_10__/* .HashLookup */ .N(queryHashes),
        ignoredHashes: starter,
    });
    const total = input.submissions.length + snapshots.reduce((n, s) => n + s.submissions.length, 0);
    const naming = namingOf(input, built, prepared.files);
    let ignoredAbove;
    const options = (0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .toPairOptions */ .cO)(settings, built.corpus, {
        submissions: total,
        onIgnore: (spread) => (ignoredAbove = spread),
    });
    const pairs = (0,_engine_find_pairs_js__WEBPACK_IMPORTED_MODULE_1__/* .findPairs */ .b)(built.corpus, options);
    return {
        settings,
        submissions: summariesOf(input, built, { queryFiles: prepared.files, pairs }),
        pairs: pairs.map((pair) => (0,_to_pair_result_js__WEBPACK_IMPORTED_MODULE_7__/* .toPairResult */ .R)(pair, naming, { settings, cohort: snapshots[0]?.cohort ?? _engine_cohort_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_COHORT */ .St })),
        skipped: prepared.skipped,
        ignoredAbove,
    };
}
// The checked submissions, then the snapshot submissions that pair with them, in corpus order.
function summariesOf(input, built, found) {
    const queries = input.submissions.length;
    const files = input.submissions.map(() => []);
    for (const file of found.queryFiles)
        files[file.submission].push((0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_4__/* .toFileSummary */ .m9)(file));
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
                return { path: file.path, lineRange: (range) => (0,_line_range_js__WEBPACK_IMPORTED_MODULE_11__/* .toLineRange */ .$)(file.spans, range) };
            }
            const source = built.files[index - queryFiles.length];
            const snapshot = input.snapshots[source.snapshot];
            return {
                path: snapshot.files[source.index].path,
                lineRange: (range) => (0,_snapshot_snapshot_line_range_js__WEBPACK_IMPORTED_MODULE_12__/* .snapshotLineRange */ .I)(snapshot, source.index, range),
            };
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
// of a snapshot (tens of millions) against the few thousand of the submissions it checks, and a JavaScript
// Set would cost a call and a boxed lookup per fingerprint.
const EMPTY = -1;
class HashLookup {
    slots;
    mask;
    /** A set of `hashes` (non-negative integers below 2^53). */
    constructor(hashes) {
        const unique = new Set(hashes);
        let size = 16;
        while (size < unique.size * 4)
            size *= 2;
        this.slots = new Float64Array(size).fill(EMPTY);
        this.mask = size - 1;
        for (const hash of unique) {
            let slot = (hash >>> 0) & this.mask;
            while (this.slots[slot] !== EMPTY)
                slot = (slot + 1) & this.mask;
            this.slots[slot] = hash;
        }
    }
    has(hash) {
        let slot = (hash >>> 0) & this.mask;
        for (;;) {
            const held = this.slots[slot];
            if (held === hash)
                return true;
            if (held === EMPTY)
                return false;
            slot = (slot + 1) & this.mask;
        }
    }
    /** The indexes of `hashes` whose hash is in the set, ascending. */
    matchingIndexes(hashes) {
        const { slots, mask } = this;
        let found = new Uint32Array(1024);
        let count = 0;
        for (let i = 0; i < hashes.length; i++) {
            const hash = hashes[i];
            let slot = (hash >>> 0) & mask;
            let held = slots[slot];
            while (held !== hash && held !== EMPTY) {
                slot = (slot + 1) & mask;
                held = slots[slot];
            }
            if (held === EMPTY)
                continue;
            if (count === found.length) {
                const grown = new Uint32Array(count * 2);
                grown.set(found);
                found = grown;
            }
            found[count++] = i;
        }
        return found.slice(0, count);
    }
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
    const outHashes = [];
    const outPositions = [];
    const outNames = [];
    let previous = file.fingerprints.start - 1;
    for (const index of kept.matched) {
        if (index > previous + 1) {
            outHashes.push(kept.placeholders.next++);
            outPositions.push(positions[index - 1]);
            outNames.push(0); // never compared: a placeholder matches nothing
        }
        outHashes.push(hashes[index]);
        outPositions.push(positions[index]);
        outNames.push(names[index]);
        previous = index;
    }
    const { start, end } = file.starterRuns;
    return {
        submission: kept.engineIndex,
        fingerprints: { hashes: Float64Array.from(outHashes), positions: Uint32Array.from(outPositions) },
        names: Uint16Array.from(outNames),
        sparseWindow: snapshot.submissions[file.submission].window,
        tokenCount: file.tokens,
        boilerplateTokens: file.starterTokens,
        // Marks matter only where fragments can be: in files that share a fingerprint.
        boilerplate: end > start && kept.matched.length > 0
            ? (0,_snapshot_to_entry_file_js__WEBPACK_IMPORTED_MODULE_0__/* .toMarks */ .W9)(snapshot.starterRuns.subarray(2 * start, 2 * end), file.tokens)
            : undefined,
    };
}


/***/ }),

/***/ 8044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ thisBuildParameters),
/* harmony export */   v: () => (/* binding */ comparableParameters)
/* harmony export */ });
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6693);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3459);
// The parameters this build of codewinnow fingerprints with: what a snapshot it builds records, and what a
// snapshot it reads must agree with to be compared with its fingerprints.


/** k, w and the stored window as given, this build's hash function and the version of every front end. */
function thisBuildParameters(k, w, storedWindow) {
    return {
        k,
        w,
        storedWindow,
        hashFunction: _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__/* .HASH_FUNCTION_ID */ .gg,
        frontEnds: (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__/* .sortFrontEnds */ .a7)(_languages_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .languages */ .eo.map((language) => ({ id: language.id, version: language.version }))),
    };
}
/**
 * What a snapshot must agree with to be compared with this build's fingerprints: its hash function and
 * front-end versions, and k and w when the run's settings give them (a run that takes k and w from the
 * snapshot gives none).
 */
function comparableParameters(k, w) {
    const { hashFunction, frontEnds } = thisBuildParameters(0, 0, 0);
    return { k, w, hashFunction, frontEnds };
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
/* harmony import */ var _check_check_against_snapshots_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4650);
/* harmony import */ var _check_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8044);
/* harmony import */ var _report_html_source_lookup_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6792);
/* harmony import */ var _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3459);
/* harmony import */ var _check_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9005);
/* harmony import */ var _compare_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4135);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7911);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9851);
/* harmony import */ var _read_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5175);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8035);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4226);
// `codewinnow check <path>... --snapshot FILE...`: the given submissions against a course's snapshot (and
// earlier terms'), reported as `compare` reports. k and w are the snapshot's; asking for others is an error.














const OPTIONS = {
    ..._check_options_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_OPTIONS */ .m5,
    each: { type: 'string', multiple: true },
    snapshot: { type: 'string', multiple: true },
};
async function runCheck(args, terminal) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({ args, options: OPTIONS, allowPositionals: true });
    if (values.help) {
        terminal.stdout(_help_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECK_HELP */ .D_);
        return 0;
    }
    const options = (0,_check_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCheckOptions */ .W1)(values);
    const each = values.each ?? [];
    if (positionals.length === 0 && each.length === 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('check needs submissions: paths, or --each DIR');
    if (!values.snapshot?.length)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('check needs --snapshot FILE: the course to check against');
    const asked = {
        k: values.k === undefined ? undefined : options.settings.k,
        w: values.w === undefined ? undefined : options.settings.w,
    };
    const loaded = await loadSnapshots(values.snapshot, asked);
    const { k, w } = loaded[0].snapshot.params;
    const settings = { ...options.settings, k, w };
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_10__/* .createProgress */ .m)(terminal, 'reading');
    const inputs = await (0,_read_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readInputs */ .Ko)({ paths: positionals, each, base: options.base, language: settings.language, globs: options.globs }, progress);
    progress.phase('fingerprinting and comparing');
    const result = (0,_check_check_against_snapshots_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgainstSnapshots */ .D8)({
        // A submission is known by its folder's name, the name its repository has in the snapshot.
        submissions: inputs.submissions.map((submission) => ({ ...submission, repo: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(submission.name) })),
        snapshots: loaded.map((l) => l.snapshot),
        starter: inputs.starter,
        settings,
    });
    const withSkipped = { ...result, skipped: [...inputs.skipped, ...result.skipped] };
    progress.phase('writing');
    // The HTML report shows the code read here; a snapshot's side has none to show (the page says why).
    const source = (0,_report_html_source_lookup_js__WEBPACK_IMPORTED_MODULE_11__/* .toSourceLookup */ .z)(inputs.submissions);
    await (0,_compare_command_js__WEBPACK_IMPORTED_MODULE_5__.emit)(withSkipped, { ...options, settings }, (0,_progress_js__WEBPACK_IMPORTED_MODULE_10__/* .clearingProgress */ .H)(terminal, progress), source);
    progress.finish();
    return (0,_compare_command_js__WEBPACK_IMPORTED_MODULE_5__.exitCode)(withSkipped, options);
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
        const problem = (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_12__/* .parameterMismatch */ .Cm)(other.snapshot.params, first.snapshot.params, `${first.path} with`);
        if (problem !== undefined)
            throw new _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_13__/* .SnapshotMismatchError */ .j(`${other.path} was ${problem}`);
    }
}


/***/ }),

/***/ 9005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W1: () => (/* binding */ parseCheckOptions),
/* harmony export */   a: () => (/* binding */ PATH_GLOB_OPTIONS),
/* harmony export */   ij: () => (/* binding */ toPathGlobs),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   nd: () => (/* binding */ integer)
/* harmony export */ });
/* harmony import */ var _check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9336);
/* harmony import */ var _check_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4176);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6693);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4226);
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
    top: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
/** @throws UsageError listing every problem. */
function parseCheckOptions(raw) {
    const problems = [];
    const language = raw.language === undefined ? undefined : (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLanguageId */ .Ft)(raw.language.trim());
    if (raw.language !== undefined && language === undefined)
        problems.push(`--language: unknown language '${raw.language}'`);
    const format = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('--format', raw.format, { values: ['text', 'json', 'csv'], fallback: 'text' }, problems);
    const whole = (name, text, fallback, max) => (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseWholeNumber */ .oA)(name, text, { min: 1, max, fallback }, problems);
    const settings = {
        k: whole('-k', raw.k, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.k, 200),
        w: whole('-w', raw.w, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.w, 200),
        maxShare: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShare */ .n8)('--max-share', raw['max-share'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.maxShare, problems),
        minSimilarity: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShare */ .n8)('--min-similarity', raw['min-similarity'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.minSimilarity, problems),
        threshold: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShare */ .n8)('--threshold', raw.threshold, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.threshold, problems),
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
            : (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShare */ .n8)('--fail-above', raw['fail-above'], 1, problems),
        output: raw.output,
        html: raw.html,
        top: whole('--top', raw.top, 25, 1_000_000),
        globs: toPathGlobs(raw),
        verbose: raw.verbose === true,
    };
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(problems.join('\n'));
    return options;
}
/** A whole number from `min` to `max` (`fallback` when not given). @throws UsageError when it is not. */
function integer(name, text, fallback, min, max) {
    const problems = [];
    const value = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseWholeNumber */ .oA)(name, text, { min, max, fallback }, problems);
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(problems.join('\n'));
    return value;
}


/***/ }),

/***/ 4135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emit: () => (/* binding */ emit),
  exitCode: () => (/* binding */ exitCode),
  renderFailAbove: () => (/* binding */ renderFailAbove),
  runCompare: () => (/* binding */ runCompare)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 9 modules
var find_pairs = __webpack_require__(390);
// EXTERNAL MODULE: ./src/engine/cohort-stats.ts
var cohort_stats = __webpack_require__(5451);
// EXTERNAL MODULE: ./src/check/line-range.ts
var line_range = __webpack_require__(3380);
// EXTERNAL MODULE: ./src/check/decide-flag.ts
var decide_flag = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 6 modules
var prepare_files = __webpack_require__(4176);
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
    const prepared = (0,prepare_files/* prepareSubmissions */.PR)(input.submissions, params, starter, settings);
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
    const found = (0,find_pairs/* findPairs */.b)(corpus, options);
    const cohort = (0,cohort_stats/* cohortOfPairs */.mp)(found, input.submissions.length);
    const pairs = found.map((pair) => (0,to_pair_result/* toPairResult */.R)(pair, naming, { settings, cohort }));
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
        cohort: (0,decide_flag/* toCohortJudgement */.ct)(cohort),
    };
}

// EXTERNAL MODULE: ./src/report/html/render-html.ts + 12 modules
var render_html = __webpack_require__(5403);
// EXTERNAL MODULE: ./src/report/html/source-lookup.ts
var source_lookup = __webpack_require__(6792);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/sources/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
// EXTERNAL MODULE: ./src/cli/feed-snapshot-build.ts
var feed_snapshot_build = __webpack_require__(4988);
;// CONCATENATED MODULE: ./src/cli/describe-not-compared.ts


/** The lines for stderr; empty when every file of every submission was compared. */
function describeNotCompared(result, verbose) {
    const lines = [(0,feed_snapshot_build/* describeSkipped */.At)(result.skipped)];
    if (verbose) {
        for (const skip of result.skipped)
            lines.push(`  ${skip.submission}: ${skip.path}: ${skip.reason}: ${skip.detail}\n`);
    }
    else if (result.skipped.length > 0) {
        lines.push('  (--verbose lists them; so does --format json)\n');
    }
    const empty = (0,reading_notes/* notCheckedSubmissions */.a6)(result);
    if (empty.length > 0) {
        const s = empty.length === 1 ? '' : 's';
        lines.push(`warning: ${empty.length} submission${s} not checked, no file could be compared: ${empty.join(', ')}\n`);
    }
    return lines.join('');
}

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
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
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
    const cells = (0,lines/* cellsOf */.nc)(result.submissions);
    const side = (name, s) => ({
        file: s.file,
        ...(0,lines/* toHumanPlace */.At)(s.lines, cells(name, s.file)),
        tokens: s.tokens,
    });
    const document = {
        tool: 'codewinnow',
        settings: result.settings,
        submissions: result.submissions.map((submission) => ({
            ...submission,
            files: submission.files.map(({ starterLines, cells: fileCells, ...file }) => ({
                ...file,
                ...(starterLines ? { starterLines: starterLines.map(lines/* toHumanLines */.WI) } : {}),
                ...(fileCells ? { cells: (0,lines/* toHumanCells */.eF)(fileCells) } : {}),
            })),
        })),
        pairs: result.pairs.map((pair) => ({
            ...pair,
            fragments: pair.fragments.map((fragment) => ({
                a: side(pair.a, fragment.a),
                b: side(pair.b, fragment.b),
            })),
        })),
        skipped: result.skipped,
        notChecked: (0,reading_notes/* notCheckedSubmissions */.a6)(result),
        ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
        ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
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
    const inputs = await (0,read_inputs/* readInputs */.Ko)({
        paths: positionals,
        each,
        base: options.base,
        language: options.settings.language,
        globs: options.globs,
    }, progress);
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
    await emit(withSkipped, options, (0,cli_progress/* clearingProgress */.H)(terminal, progress), (0,source_lookup/* toSourceLookup */.z)(inputs.submissions));
    progress.finish();
    return exitCode(withSkipped, options);
}
/**
 * Writes the report; with --html also the HTML report, showing the code `source` has (none when absent).
 * Says on stderr which pairs are above --fail-above, the exit code's reason.
 */
async function emit(result, options, terminal, source = () => undefined) {
    const notCompared = describeNotCompared(result, options.verbose);
    if (notCompared !== '')
        terminal.stderr(notCompared);
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

/***/ 4988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ describeSkipped),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   hD: () => (/* binding */ describeWritten),
/* harmony export */   jQ: () => (/* binding */ writeFedSnapshot)
/* harmony export */ });
/* unused harmony export feedSnapshotBuild */
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1190);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9851);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _stream_submissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3400);




/** Feeds `build` every submission of `named`, then writes the snapshot to `output` and says so on stdout. */
async function writeFedSnapshot(build, named, output) {
    const fed = await feedSnapshotBuild(build, named, output.terminal);
    const snapshot = build.finish();
    const bytes = await (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__/* .writeSnapshotFile */ .CD)(output.path, snapshot);
    output.terminal.stdout(describeWritten(output.path, snapshot, bytes, fed.sourceBytes));
    return { fed, snapshot };
}
/** Reads every submission of `named` into `build`. */
async function feedSnapshotBuild(build, named, terminal) {
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .createProgress */ .m)(terminal, 'fingerprinting');
    const skipped = [];
    let kept = 0;
    let sourceBytes = 0;
    let done = 0;
    for await (const submission of (0,_stream_submissions_js__WEBPACK_IMPORTED_MODULE_1__/* .streamSubmissions */ .yJ)(named)) {
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
    return (`wrote ${path}: ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(snapshot.submissions.length, 'submission', count)}, ` +
        `${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(snapshot.files.length, 'file', count)}, ` +
        `${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(snapshot.fingerprints.hashes.length, 'fingerprint', count)}; ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(bytes, 'byte', count)}${share}\n`);
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
    return `skipped ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(skipped.length, 'file')} (${parts.join(', ')})\n`;
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

/***/ 8035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ writeSnapshotFile),
/* harmony export */   T_: () => (/* binding */ readSnapshotFile)
/* harmony export */ });
/* unused harmony export SnapshotFileError */
/* harmony import */ var _snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7463);
/* harmony import */ var _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7229);
/* harmony import */ var _sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3720);
/* harmony import */ var _sources_read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6897);
/* harmony import */ var _sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
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
        return { path, ...(await (0,_sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSnapshot */ .N2)({ read: _sources_read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileCapped */ .u }, path, { expected, label: path })) };
    }
    catch (error) {
        if (error instanceof _sources_load_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .SnapshotReadError */ .H$)
            throw new SnapshotFileError(`cannot read snapshot ${path}: ${error.message}`);
        if (error instanceof _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SnapshotError */ .J && !(error instanceof _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SnapshotMismatchError */ .j))
            throw new _snapshot_snapshot_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SnapshotError */ .J(`${path}: ${error.message}`);
        throw error;
    }
}
/** Encodes and writes `snapshot` atomically; returns its size in bytes. */
async function writeSnapshotFile(path, snapshot) {
    const bytes = (0,_snapshot_encode_snapshot_js__WEBPACK_IMPORTED_MODULE_0__/* .encodeSnapshot */ .h)(snapshot);
    await (0,_sources_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(path, bytes);
    return bytes.length;
}


/***/ }),

/***/ 6792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ toSourceLookup)
/* harmony export */ });
/** A lookup over submissions already in memory, as the CLI has them after reading. */
function toSourceLookup(submissions) {
    const byName = new Map();
    for (const submission of submissions) {
        byName.set(submission.name, new Map(submission.files.map((file) => [file.path, file.text])));
    }
    return (submission, path) => byName.get(submission)?.get(path);
}


/***/ }),

/***/ 2997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ snapshotLineRange)
/* harmony export */ });
/** The lines of tokens `range` of file `fileIndex`, from the fingerprints that cover its ends. */
function snapshotLineRange(snapshot, fileIndex, range) {
    const { start, end } = snapshot.files[fileIndex].fingerprints;
    const { positions, lineStarts, lineEnds } = snapshot.fingerprints;
    if (end <= start || range.end <= range.start)
        return { start: 0, end: 0 };
    const first = Math.max(start, firstAbove(positions, start, end, range.start) - 1);
    const last = Math.min(end - 1, firstAbove(positions, start, end, range.end - snapshot.params.k - 1));
    return { start: lineStarts[first], end: Math.max(lineEnds[last], lineStarts[first] + 1) };
}
// The first index in [from, to) whose position is above `value` (`to` if none).
function firstAbove(positions, from, to, value) {
    let low = from;
    let high = to;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (positions[middle] > value)
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}


/***/ }),

/***/ 2681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W9: () => (/* binding */ toMarks),
/* harmony export */   cC: () => (/* binding */ toEntryFile)
/* harmony export */ });
/* unused harmony export toRuns */
/* harmony import */ var _engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3397);
// A fingerprinted file → what a snapshot keeps of it: counts, fingerprints with their lines, and where its
// starter tokens are. The token ids and spans are used here and dropped: a snapshot holds no tokens, no text.

/** The snapshot's record of `file`: each fingerprint covers tokens [p, p + k) and their 0-based lines. */
function toEntryFile(file, k) {
    const { positions } = file.fingerprints;
    const lineStarts = new Uint32Array(positions.length);
    const lineEnds = new Uint32Array(positions.length);
    for (let i = 0; i < positions.length; i++) {
        const p = positions[i];
        lineStarts[i] = file.spans[4 * p];
        lineEnds[i] = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLineOf */ .S)(file.spans, p, p + k) + 1;
    }
    return {
        path: file.path,
        language: file.language,
        lines: file.lines,
        tokens: file.tokenCount,
        starterTokens: file.boilerplateTokens,
        starterRuns: toRuns(file.boilerplate),
        fingerprints: { hashes: file.fingerprints.hashes, positions, lineStarts, lineEnds, names: file.names },
    };
}
/** Marks (1 per starter token) as [start, end) runs, flattened. */
function toRuns(marks) {
    const runs = [];
    if (marks) {
        for (let t = 0; t < marks.length; t++) {
            if (marks[t] !== 1)
                continue;
            const start = t;
            while (t < marks.length && marks[t] === 1)
                t++;
            runs.push(start, t);
        }
    }
    return Uint32Array.from(runs);
}
/** Runs back to marks over `tokens` tokens (see toRuns). */
function toMarks(runs, tokens) {
    const marks = new Uint8Array(tokens);
    for (let r = 0; r + 1 < runs.length; r += 2)
        marks.fill(1, runs[r], runs[r + 1]);
    return marks;
}


/***/ })

};
