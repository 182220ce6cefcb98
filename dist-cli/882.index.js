export const id = 882;
export const ids = [882];
export const modules = {

/***/ 3896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ME: () => (/* binding */ defaultFlagRule),
/* harmony export */   Mf: () => (/* binding */ comparablePrevious),
/* harmony export */   T_: () => (/* binding */ sameHashes),
/* harmony export */   pu: () => (/* binding */ startSnapshotBuild)
/* harmony export */ });
/* unused harmony exports DuplicateSubmissionError, PreviousEntryError */
/* harmony import */ var _snapshot_assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3562);
/* harmony import */ var _snapshot_cohort_sample_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6418);
/* harmony import */ var _snapshot_snapshot_entry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(843);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3459);
/* harmony import */ var _snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1045);
/* harmony import */ var _snapshot_to_entry_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2681);
/* harmony import */ var _prepare_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7988);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4115);
/* harmony import */ var _stored_window_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5554);
/* harmony import */ var _this_build_parameters_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8044);
// The one course-snapshot builder, for `codewinnow snapshot build|update` and the rescan alike: one submission
// at a time, so a whole course never sits in memory as text or tokens; each is tokenized, fingerprinted and
// reduced to its snapshot entry as it is added, and the entries are assembled once at the end.
//
// One carry-over rule: a submission whose content is known to be unchanged since the previous snapshot keeps
// that snapshot's fingerprints, with its identity and metadata as this build computes them. It is known by
// its content hash when its files are given (add), or on the caller's word when they were not downloaded
// because the host says nothing changed (keep). Fingerprints carry over only from a snapshot made with this
// build's parameters, and by content hash only when the starter code is the same too.










/** Two submissions of one build with the same owner (names equal but for case, or one repo twice). */
class DuplicateSubmissionError extends Error {
    name = 'DuplicateSubmissionError';
}
/** A submission to keep that the previous snapshot does not hold. */
class PreviousEntryError extends Error {
    name = 'PreviousEntryError';
}
function startSnapshotBuild(start) {
    const { settings } = start;
    const params = buildParameters(settings);
    const starterHashes = Float64Array.from(start.starter).sort();
    const previous = comparablePrevious(start.previous, settings);
    const previousUse = !start.previous
        ? 'none'
        : !previous
            ? 'other-parameters'
            : sameHashes(previous.starter, starterHashes)
                ? 'reusable'
                : 'other-starter';
    const state = {
        params,
        starter: start.starter,
        key: settings.pseudonymKey ?? (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .derivePseudonymKey */ .Xg)(params, starterHashes),
        previous,
        reusable: previousUse === 'reusable',
        previousIndex: new Map(previous?.submissions.map((s, i) => [s.owner, i])),
        entries: [],
        names: new Map(),
    };
    return {
        previousUse,
        add: (submission) => addSubmission(state, submission),
        keep: (submission) => keepSubmission(state, submission),
        previousOf: (submission) => {
            const index = state.previousIndex.get((0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerId */ .fj)((0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerKey */ .lf)(submission)));
            return index === undefined ? undefined : previous.submissions[index];
        },
        finish: () => (0,_snapshot_assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_0__/* .assembleSnapshot */ .x)({
            params,
            createdAt: settings.createdAt,
            namesIncluded: settings.includeNames,
            pseudonymsKeyed: settings.pseudonymKey !== undefined,
            starter: starterHashes,
            entries: state.entries,
            flagRule: settings.flagRule ?? defaultFlagRule(),
        }),
    };
}
/** The flag rule of DEFAULT_SETTINGS. */
function defaultFlagRule() {
    return { threshold: _settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SETTINGS */ .a$.threshold, longFragment: _settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SETTINGS */ .a$.longFragment };
}
/** `previous` when it was made with the parameters of a build with `settings`, else undefined. */
function comparablePrevious(previous, settings) {
    return previous && (0,_snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_5__/* .sameParameters */ .xB)(previous.params, buildParameters(settings)) ? previous : undefined;
}
function buildParameters(settings) {
    const { k, w, storedWindow, cohortSampleBits } = settings;
    return (0,_this_build_parameters_js__WEBPACK_IMPORTED_MODULE_4__/* .thisBuildParameters */ .P)(k, w, storedWindow, cohortSampleBits);
}
function addSubmission(state, submission) {
    const contentHash = (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .contentHashOf */ .pP)(submission.files);
    const identity = identify(state, submission);
    const index = state.previousIndex.get(identity.owner);
    if (state.reusable &&
        index !== undefined &&
        state.previous.submissions[index].contentHash === contentHash) {
        carryOver(state, index, identity);
        return 'kept';
    }
    const tokenized = (0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizeSubmissions */ .n9)([submission]);
    const tokens = tokenized.reduce((sum, file) => sum + file.ids.length, 0);
    const { k, w, storedWindow, cohortSampleBits } = state.params;
    // A small submission whole, as compare fingerprints it (comparedWindowFor), else about 256 fingerprints,
    // and one of the statistics' sample never sparser than compare's w.
    const sparsest = (0,_snapshot_cohort_sample_js__WEBPACK_IMPORTED_MODULE_6__/* .inCohortSample */ .HR)(identity.owner, cohortSampleBits) ? w : storedWindow;
    const window = (0,_stored_window_js__WEBPACK_IMPORTED_MODULE_7__/* .comparedWindowFor */ .B1)(submission.files, (0,_stored_window_js__WEBPACK_IMPORTED_MODULE_7__/* .storedWindowFor */ .T5)(tokens, sparsest));
    const files = tokenized.map((file) => (0,_snapshot_to_entry_file_js__WEBPACK_IMPORTED_MODULE_8__/* .toEntryFile */ .cC)((0,_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__/* .fingerprintTokens */ .BK)(file, { k, w: window }, state.starter), k));
    state.entries.push({ ...identity, contentHash, window, files });
    return 'computed';
}
function keepSubmission(state, submission) {
    const identity = identify(state, submission);
    const index = state.previousIndex.get(identity.owner);
    if (index === undefined)
        throw new PreviousEntryError(`${submission.name} is not in the previous snapshot: it cannot be kept`);
    carryOver(state, index, identity);
}
/** Who the submission is, as this build computes it; refuses a second submission of one owner. */
function identify(state, submission) {
    const keyText = (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerKey */ .lf)(submission);
    const owner = (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerId */ .fj)(keyText);
    const earlier = state.names.get(owner);
    if (earlier !== undefined) {
        throw new DuplicateSubmissionError(`${submission.name} and ${earlier} are the same repository`);
    }
    state.names.set(owner, submission.name);
    const { name, repo, commit, commitTime } = submission;
    return { owner, pseudonym: (0,_snapshot_submission_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .pseudonymOf */ .GQ)(state.key, keyText), name, repo, commit, commitTime };
}
/** The carry-over rule: the previous entry's content and fingerprints, this build's identity. */
function carryOver(state, index, identity) {
    const { contentHash, window, files } = (0,_snapshot_snapshot_entry_js__WEBPACK_IMPORTED_MODULE_9__/* .entryOf */ .M)(state.previous, index);
    state.entries.push({ ...identity, contentHash, window, files });
}
/** Whether two sorted starter hash lists are the same. */
function sameHashes(a, b) {
    return a.length === b.length && a.every((hash, i) => hash === b[i]);
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

/***/ 3562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ assembleSnapshot)
});

// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
// EXTERNAL MODULE: ./src/engine/cohort-stats.ts
var cohort_stats = __webpack_require__(5451);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 16 modules
var find_pairs = __webpack_require__(2718);
// EXTERNAL MODULE: ./src/snapshot/cohort-sample.ts
var cohort_sample = __webpack_require__(6418);
// EXTERNAL MODULE: ./src/snapshot/snapshot-corpus-file.ts
var snapshot_corpus_file = __webpack_require__(8974);
;// CONCATENATED MODULE: ./src/snapshot/snapshot-cohort.ts
// The cohort statistics a snapshot carries (engine/cohort-stats.ts): the distribution of pair scores
// over its own submissions, so a pull-request check judges a pair against the course as a staff compare
// does. Computed from the snapshot's content alone, so one build, merged shards and an update carry the same
// statistics. They are taken over the statistics' sample (cohort-sample.ts), whose submissions are stored
// no sparser than compare fingerprints them, so that a pair's short shared runs count as they do in
// compare; at most COHORT_SAMPLE of them (the first by owner id: a random choice), every pair of
// which is scored, so the cost stays bounded whatever the course's size.
// What is left of the difference: compare also extends fragments token by token and merges neighbours
// across small edits (engine/merge-neighbours.ts), which a snapshot, holding no tokens, cannot. On the demo
// course its median is 6.8%, the snapshot's 6.0% (0% before the sample, from sparse fingerprints).




const MATCH_BUDGET = 500_000;
/** The pair statistics of `snapshot`'s statistics' sample (its first COHORT_SAMPLE submissions, if more). */
function snapshotCohort(snapshot) {
    const { params } = snapshot;
    const files = [];
    const sampled = [];
    let window = 1;
    for (let s = 0; s < snapshot.submissions.length && sampled.length < cohort_sample/* COHORT_SAMPLE */.b2; s++) {
        const submission = snapshot.submissions[s];
        if (!(0,cohort_sample/* inCohortSample */.HR)(submission.owner, params.cohortSampleBits))
            continue;
        for (let f = submission.files.start; f < submission.files.end; f++)
            files.push((0,snapshot_corpus_file/* snapshotCorpusFile */.b)(snapshot, snapshot.files[f], sampled.length));
        sampled.push(s);
        window = Math.max(window, submission.window);
    }
    const corpus = {
        params: { k: params.k, w: window },
        submissions: sampled.map((owner) => ({ owner, side: 'query' })),
        files,
        ignoredHashes: new Set(snapshot.starter),
    };
    const pairs = (0,find_pairs/* findPairs */.b)(corpus, {
        maxSubmissionsPerFingerprint: sampled.length,
        minSimilarity: cohort_stats/* COHORT_MIN_SIMILARITY */.b6,
        maxMatches: MATCH_BUDGET,
    });
    return (0,cohort_stats/* cohortOfPairs */.mp)(pairs, sampled.length);
}

// EXTERNAL MODULE: ./src/snapshot/snapshot-error.ts
var snapshot_error = __webpack_require__(7229);
;// CONCATENATED MODULE: ./src/snapshot/assemble-snapshot.ts
// Entries → one Snapshot in canonical order (submissions by owner, files by path), so that the same
// submissions give the same snapshot however they were gathered: one build, shards merged, or an update.
// A student copy keeps no names and only each file's name, not its folders: students can read it, and a
// folder can name its student (a Java package `edu/uni/jdoe`).



/**
 * The snapshot of `assembly.entries`. Names, and the folders of file paths, are dropped unless
 * `namesIncluded`.
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
        for (const file of filesInOrder(entry.files, assembly.namesIncluded)) {
            const count = file.fingerprints.hashes.length;
            copyColumns(file, fingerprints, at);
            starterRuns.set(file.starterRuns, 2 * run);
            const runRange = { start: run, end: run + file.starterRuns.length / 2 };
            const range = { start: at, end: at + count };
            files.push({
                ...fileFields(file, assembly.namesIncluded),
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
    const { params, createdAt, namesIncluded, pseudonymsKeyed, flagRule } = assembly;
    const content = { params, submissions, files, fingerprints, starterRuns, starter };
    const cohort = assembly.cohort ?? snapshotCohort(content);
    return { ...content, createdAt, namesIncluded, pseudonymsKeyed, cohort, flagRule };
}
function sortedByOwner(entries) {
    const sorted = [...entries].sort((x, y) => (0,compare_text/* compareText */.n)(x.owner, y.owner));
    for (let i = 1; i < sorted.length; i++) {
        if (sorted[i].owner === sorted[i - 1].owner) {
            throw new snapshot_error/* SnapshotError */.J(`two submissions with owner ${sorted[i].owner} (the same repository twice?)`);
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
        names: new Uint8Array(total),
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
// By the path stored, then the full path, so that a student copy's files keep one order however it is made.
function filesInOrder(files, withNames) {
    const stored = (file) => storedPath(file.path, withNames);
    return [...files].sort((x, y) => (0,compare_text/* compareText */.n)(stored(x), stored(y)) || (0,compare_text/* compareText */.n)(x.path, y.path));
}
function fileFields(file, withNames) {
    const { path, language, lines, tokens, starterTokens } = file;
    return { path: storedPath(path, withNames), language, lines, tokens, starterTokens };
}
function storedPath(path, withNames) {
    return withNames ? path : path.slice(path.lastIndexOf('/') + 1);
}
function copyColumns(file, into, at) {
    into.hashes.set(file.fingerprints.hashes, at);
    into.positions.set(file.fingerprints.positions, at);
    into.lineStarts.set(file.fingerprints.lineStarts, at);
    into.lineEnds.set(file.fingerprints.lineEnds, at);
    into.names.set(file.fingerprints.names, at);
}


/***/ }),

/***/ 4247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ sameFlagRule),
/* harmony export */   Q: () => (/* binding */ describeFlagRule)
/* harmony export */ });
const sameFlagRule = (a, b) => a.threshold === b.threshold && a.longFragment === b.longFragment;
/** "at 50% similarity or a 100-token fragment", as messages and `snapshot info` say it. */
function describeFlagRule(rule) {
    return `at ${+(rule.threshold * 100).toFixed(4)}% similarity or a ${rule.longFragment}-token fragment`;
}


/***/ }),

/***/ 624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ mergeSnapshots)
/* harmony export */ });
/* harmony import */ var _assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3562);
/* harmony import */ var _snapshot_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7229);
/* harmony import */ var _snapshot_entry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(843);
/* harmony import */ var _snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3459);
/* harmony import */ var _flag_rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4247);
// Several snapshots (shards of one course, or an old one and a newer partial one) → one. A submission
// present in more than one is taken from the newest: the later commit time recorded at build time, else the
// snapshot created later, else the one given later. Merging disjoint shards gives the very snapshot (and
// bytes) a single build of all their submissions would.





/**
 * One snapshot holding every owner of `snapshots`, the newest version of each. `labels` name the snapshots
 * in messages (file names), "snapshot 1" and so on by default.
 * @throws SnapshotMismatchError when the snapshots were made with different parameters or flag rules (shards
 *   of one course share its rule; which one a check should apply is staff's call), or when staff copies (with
 *   names) and student copies (without) are mixed.
 */
function mergeSnapshots(snapshots, labels) {
    const first = snapshots[0];
    if (!first)
        throw new RangeError('mergeSnapshots needs at least one snapshot');
    const label = (i) => labels?.[i] ?? `snapshot ${i + 1}`;
    snapshots.forEach((snapshot, i) => {
        if (!(0,_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__/* .sameParameters */ .xB)(snapshot.params, first.params)) {
            const why = (0,_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__/* .parameterMismatch */ .Cm)(snapshot.params, first.params, `${label(0)} with`) ??
                `made with other front ends than ${label(0)}`;
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotMismatchError */ .j(`cannot merge: ${label(i)} was ${why}`);
        }
        if (snapshot.namesIncluded !== first.namesIncluded) {
            const which = (s) => s.namesIncluded ? 'a staff copy (with names)' : 'a student copy (no names)';
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotMismatchError */ .j(`cannot merge: ${label(i)} is ${which(snapshot)}, ${label(0)} ${which(first)}`);
        }
        if (!(0,_flag_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .sameFlagRule */ .L)(snapshot.flagRule, first.flagRule)) {
            const rule = (s) => (0,_flag_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFlagRule */ .Q)(s.flagRule);
            throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotMismatchError */ .j(`cannot merge: ${label(i)} flags ${rule(snapshot)}, ${label(0)} ${rule(first)}; build them with one rule`);
        }
    });
    const newest = new Map();
    for (const snapshot of snapshots) {
        snapshot.submissions.forEach((submission, index) => {
            const held = newest.get(submission.owner);
            const candidate = { entry: (0,_snapshot_entry_js__WEBPACK_IMPORTED_MODULE_4__/* .entryOf */ .M)(snapshot, index), createdAt: snapshot.createdAt };
            if (!held || !isOlder(candidate, held))
                newest.set(submission.owner, candidate);
        });
    }
    const starter = [];
    for (const snapshot of snapshots)
        for (const hash of snapshot.starter)
            starter.push(hash);
    return (0,_assemble_snapshot_js__WEBPACK_IMPORTED_MODULE_0__/* .assembleSnapshot */ .x)({
        params: first.params,
        createdAt: Math.max(...snapshots.map((s) => s.createdAt)),
        namesIncluded: first.namesIncluded,
        pseudonymsKeyed: snapshots.every((s) => s.pseudonymsKeyed),
        starter,
        entries: [...newest.values()].map((held) => held.entry),
        flagRule: first.flagRule,
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

/***/ 8974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ snapshotCorpusFile)
/* harmony export */ });
/* harmony import */ var _to_entry_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2681);

/** File `file` of `snapshot`, as engine submission `submission` (default: its own index). */
function snapshotCorpusFile(snapshot, file, submission = file.submission) {
    const { start, end } = file.fingerprints;
    const runs = file.starterRuns;
    return {
        submission,
        fingerprints: {
            hashes: snapshot.fingerprints.hashes.subarray(start, end),
            positions: snapshot.fingerprints.positions.subarray(start, end),
        },
        names: snapshot.fingerprints.names.subarray(start, end),
        tokenCount: file.tokens,
        boilerplateTokens: file.starterTokens,
        sparseWindow: snapshot.submissions[file.submission].window,
        boilerplate: runs.end > runs.start
            ? (0,_to_entry_file_js__WEBPACK_IMPORTED_MODULE_0__/* .toMarks */ .W9)(snapshot.starterRuns.subarray(2 * runs.start, 2 * runs.end), file.tokens)
            : undefined,
    };
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
    const { hashes, positions, lineStarts, lineEnds, names } = snapshot.fingerprints;
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
                names: names.subarray(start, end),
            },
        };
    });
    return { ...submission, files };
}


/***/ })

};
