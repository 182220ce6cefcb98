export const id = 875;
export const ids = [875];
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

/***/ 9875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand),
  runRescanCommand: () => (/* binding */ runRescanCommand),
  runRescanWith: () => (/* binding */ runRescanWith),
  runtimeRescanDeps: () => (/* binding */ runtimeRescanDeps)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/github/course-host.ts
/** A download was cut off at its size limit. */
class DownloadTooLargeError extends Error {
    name = 'DownloadTooLargeError';
}

;// CONCATENATED MODULE: ./src/github/read-all-pages.ts
// Reads a paginated GitHub listing whole, bounded: a Link header that names a page already read, or more
// than MAX_LISTING_PAGES pages, stops it with an error instead of requests without end; an answer that is
// not a list of items fails with a message that says so instead of a TypeError from inside Octokit.
/** 1,000 pages of 100: an organization of 100,000 repositories, ten times the largest course README plans. */
const MAX_LISTING_PAGES = 1000;
/** A listing GitHub answered with something other than pages of items, or that does not end. */
class ListingError extends Error {
    name = 'ListingError';
}
/**
 * Every item of `pages` (Octokit's paginate.iterator), in order; `what` says what is listed, for errors ("repositories").
 * @throws ListingError when a page is not a list, or the listing loops or runs past `maxPages`.
 */
async function readAllPages(pages, what, maxPages = MAX_LISTING_PAGES) {
    const items = [];
    const links = new Set();
    let read = 0;
    try {
        for await (const page of pages) {
            if (!Array.isArray(page.data))
                throw new ListingError(`GitHub answered the listing of ${what} with no list`);
            items.push(...page.data);
            const link = page.headers.link;
            if (link !== undefined && /rel="next"/.test(link)) {
                if (links.has(link))
                    throw new ListingError(`GitHub's listing of ${what} does not end: its next page is one already read`);
                if (++read >= maxPages)
                    throw new ListingError(`GitHub's listing of ${what} does not end: it goes on past ${maxPages} pages`);
                links.add(link);
            }
        }
    }
    catch (error) {
        // The paginate plugin reads its answer's fields unchecked: a body that is not the JSON asked for
        // (cut short, or another shape) surfaces as a TypeError.
        if (error instanceof TypeError)
            throw new ListingError(`GitHub answered the listing of ${what} with unexpected data (${error.message})`, {
                cause: error,
            });
        throw error;
    }
    return items;
}

;// CONCATENATED MODULE: ./src/github/status-of.ts
// The HTTP status of whatever an Octokit call threw, without trusting its shape.
/** The `status` of a RequestError (or anything with a numeric status), else undefined. */
function statusOf(error) {
    if (typeof error !== 'object' || error === null || !('status' in error))
        return undefined;
    return typeof error.status === 'number' ? error.status : undefined;
}

;// CONCATENATED MODULE: ./src/github/octokit-client.ts


function createGitHubClient(octokit) {
    const rest = octokit.rest;
    return {
        async listPullFiles(pull, limit) {
            const files = [];
            const params = { owner: pull.owner, repo: pull.repo, pull_number: pull.number, per_page: 100 };
            for await (const page of octokit.paginate.iterator(rest.pulls.listFiles, params)) {
                for (const file of page.data)
                    files.push({ path: file.filename, status: file.status, blobSha: file.sha ?? '' });
                if (files.length >= limit)
                    break;
            }
            return files.slice(0, limit);
        },
        async fetchBlob(repo, sha) {
            const { data } = await rest.git.getBlob({ ...repo, file_sha: sha });
            if (data.encoding !== 'base64')
                return new TextEncoder().encode(data.content);
            return Uint8Array.from(Buffer.from(data.content, 'base64'));
        },
        async listArtifacts(repo, name) {
            const artifacts = [];
            const params = { ...repo, name, per_page: 100 };
            for await (const page of octokit.paginate.iterator(rest.actions.listArtifactsForRepo, params)) {
                for (const a of page.data) {
                    artifacts.push({
                        id: a.id,
                        name: a.name,
                        expired: a.expired,
                        sizeInBytes: a.size_in_bytes,
                        createdAt: a.created_at ?? '',
                    });
                }
                // GitHub lists newest first: once a page holds a live artifact, older pages cannot matter.
                if (artifacts.some((artifact) => !artifact.expired))
                    break;
            }
            return artifacts.sort((x, y) => x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : y.id - x.id);
        },
        async downloadArtifact(repo, id) {
            const { data } = await rest.actions.downloadArtifact({
                ...repo,
                artifact_id: id,
                archive_format: 'zip',
            });
            return toBytes(data);
        },
        async fetchViewerLogin() {
            const user = await unlessRefused(async () => (await rest.users.getAuthenticated()).data.login);
            // GITHUB_TOKEN and app installation tokens may not GET /user; GraphQL's viewer names their bot.
            return user ?? (await unlessRefused(() => fetchGraphqlViewer(octokit)));
        },
        async listComments(pull) {
            const params = { owner: pull.owner, repo: pull.repo, issue_number: pull.number, per_page: 100 };
            const listing = octokit.paginate.iterator(rest.issues.listComments, params);
            const comments = await readAllPages(listing, "the pull request's comments");
            return comments.map(toComment);
        },
        async createComment(pull, body) {
            const { data } = await rest.issues.createComment({
                owner: pull.owner,
                repo: pull.repo,
                issue_number: pull.number,
                body,
            });
            return toComment(data);
        },
        async updateComment(repo, id, body) {
            await rest.issues.updateComment({ ...repo, comment_id: id, body });
        },
        async createCheckRun(repo, run) {
            const { data } = await rest.checks.create({
                ...repo,
                name: run.name,
                head_sha: run.headSha,
                status: 'completed',
                conclusion: run.conclusion,
                completed_at: run.completedAt,
                output: { ...run.output, annotations: run.output.annotations.map(toCheckAnnotation) },
            });
            return data.id;
        },
        async updateCheckRun(repo, id, output) {
            await rest.checks.update({
                ...repo,
                check_run_id: id,
                output: { ...output, annotations: output.annotations.map(toCheckAnnotation) },
            });
        },
    };
}
/** What `fn` answers, or undefined when GitHub refuses the request (401, 403, 404). */
async function unlessRefused(fn) {
    try {
        return await fn();
    }
    catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 403 || status === 404)
            return undefined;
        throw error;
    }
}
async function fetchGraphqlViewer(octokit) {
    const data = await octokit.graphql('query { viewer { login } }');
    if (typeof data !== 'object' || data === null || !('viewer' in data))
        return undefined;
    const viewer = data.viewer;
    if (typeof viewer !== 'object' || viewer === null || !('login' in viewer))
        return undefined;
    return typeof viewer.login === 'string' && viewer.login !== '' ? viewer.login : undefined;
}
function toComment(data) {
    return {
        id: data.id,
        body: data.body ?? '',
        author: data.user ? { login: data.user.login, type: data.user.type } : undefined,
    };
}
function toCheckAnnotation(annotation) {
    return {
        path: annotation.path,
        start_line: annotation.startLine,
        end_line: annotation.endLine,
        annotation_level: annotation.level,
        title: annotation.title,
        message: annotation.message,
    };
}
function toBytes(data) {
    if (data instanceof ArrayBuffer)
        return new Uint8Array(data);
    if (ArrayBuffer.isView(data))
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (typeof data === 'string')
        return new TextEncoder().encode(data);
    throw new TypeError(`expected the artifact's bytes, got ${typeof data}`);
}

;// CONCATENATED MODULE: ./src/github/octokit-course-host.ts
// CourseHost over Octokit: one REST call (or one paginated walk) per method, API payloads checked and turned
// into the port's plain types. Knows nothing of snapshots, shards or reports. Its error messages name no
// repository: the rescan files them under the repository's name in the staff report, and logs stay clean.



/** A course host acting through `octokit`, whose fetch is `counter.fetch` (so requests are counted). */
function createCourseHost(octokit, counter) {
    const client = createGitHubClient(octokit);
    const rest = octokit.rest;
    return {
        listPullFiles: client.listPullFiles,
        fetchViewerLogin: client.fetchViewerLogin,
        listComments: client.listComments,
        createComment: client.createComment,
        updateComment: client.updateComment,
        createCheckRun: client.createCheckRun,
        updateCheckRun: client.updateCheckRun,
        async listOrgRepos(org) {
            const listing = octokit.paginate.iterator(rest.repos.listForOrg, { org, type: 'all', per_page: 100 });
            return (await readAllPages(listing, 'repositories')).map((repo) => {
                // Checked, not trusted: every later step keys on these two.
                if (typeof repo?.name !== 'string' || typeof repo.owner?.login !== 'string')
                    throw new ListingError('GitHub listed a repository without a name or owner');
                return {
                    owner: repo.owner.login,
                    name: repo.name,
                    defaultBranch: repo.default_branch ?? 'main',
                    archived: repo.archived === true,
                    isTemplate: repo.is_template === true,
                    topics: repo.topics ?? [],
                    pushedAt: toTime(repo.pushed_at),
                };
            });
        },
        async fetchHeadCommit(repo, branch) {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', {
                ...repo,
                ref: branch,
                headers: { accept: 'application/vnd.github.sha' },
            });
            const sha = (typeof data === 'string' ? data : String(data)).trim();
            if (!/^[0-9a-f]{40}$/.test(sha))
                throw new Error(`GitHub answered the head commit with '${sha.slice(0, 60)}', not a commit id`);
            return sha;
        },
        async fetchTarball(repo, ref, maxBytes) {
            const response = await octokit.request('GET /repos/{owner}/{repo}/tarball/{ref}', {
                ...repo,
                ref,
                request: { parseSuccessResponseBody: false },
            });
            return readCapped(response.data, maxBytes, 'the tarball');
        },
        async searchOpenPulls(org, since) {
            const q = `org:${org} is:pr is:open` +
                (since === undefined ? '' : ` updated:>=${new Date(since).toISOString().slice(0, 19)}Z`);
            const search = octokit.paginate.iterator('GET /search/issues', { q, per_page: 100 });
            const items = await readAllPages(search, 'open pull requests');
            return items.flatMap((item) => {
                const match = /\/repos\/([^/]+)\/([^/]+)$/.exec(item.repository_url);
                const updatedAt = toTime(item.updated_at);
                if (!match || !item.pull_request || updatedAt === undefined)
                    return [];
                return [{ repo: { owner: match[1], repo: match[2] }, number: item.number, updatedAt }];
            });
        },
        async fetchPull(repo, number) {
            const { data } = await rest.pulls.get({ ...repo, pull_number: number });
            return { number: data.number, headSha: data.head.sha, state: data.state };
        },
        async listOpenIssues(repo) {
            const listing = octokit.paginate.iterator(rest.issues.listForRepo, {
                ...repo,
                state: 'open',
                direction: 'asc',
                per_page: 100,
            });
            const issues = await readAllPages(listing, 'open issues');
            return issues
                .filter((issue) => !issue.pull_request)
                .map((issue) => ({
                number: issue.number,
                title: issue.title,
                body: issue.body ?? '',
                author: issue.user ? { login: issue.user.login, type: issue.user.type } : undefined,
            }));
        },
        async createIssue(repo, title, body) {
            return (await rest.issues.create({ ...repo, title, body })).data.number;
        },
        async updateIssue(repo, number, body) {
            await rest.issues.update({ ...repo, issue_number: number, body });
        },
        requestCounts: () => counter.counts(),
    };
}
function toTime(text) {
    if (!text)
        return undefined;
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : time;
}
/** Reads a response body, giving up (and cancelling the download) past `maxBytes`. */
async function readCapped(body, maxBytes, what) {
    if (body instanceof ArrayBuffer)
        return checkSize(new Uint8Array(body), maxBytes, what);
    if (ArrayBuffer.isView(body))
        return checkSize(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), maxBytes, what);
    if (!(body instanceof ReadableStream))
        throw new TypeError(`expected the bytes of ${what}, got ${typeof body}`);
    const reader = body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        const chunk = value instanceof Uint8Array ? value : new Uint8Array(value);
        total += chunk.length;
        if (total > maxBytes) {
            await reader.cancel();
            throw new DownloadTooLargeError(`${what} is over ${maxBytes} bytes`);
        }
        chunks.push(chunk);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
    }
    return bytes;
}
function checkSize(bytes, maxBytes, what) {
    if (bytes.length > maxBytes)
        throw new DownloadTooLargeError(`${what} is over ${maxBytes} bytes`);
    return bytes;
}

;// CONCATENATED MODULE: ./src/github/pin-response-body.ts
// Node's fetch (undici) cancels a response's body stream once the Response object is garbage collected and
// nothing reads the stream yet (nodejs/undici#3199): the stream then ends at once, without an error. Octokit
// hands back only the body stream of a response it does not parse (a tarball, octokit-course-host.ts) and
// drops the Response, so a collection before the stream was read gave a tarball of 0 bytes, read as a broken
// archive (one run in six of test/action/run-rescan.test.ts asked for a tarball twice). Here the stream
// holds its Response, so the Response lives as long as anyone may still read the stream.
const RESPONSE = Symbol('the response this body stream belongs to');
/** `response`, its body stream made to keep it alive. */
function pinResponseBody(response) {
    if (response.body)
        Object.defineProperty(response.body, RESPONSE, { value: response });
    return response;
}

;// CONCATENATED MODULE: ./src/github/request-counter.ts

function createRequestCounter(base = fetch) {
    const counts = {
        listing: 0,
        head: 0,
        tarball: 0,
        pulls: 0,
        publish: 0,
        other: 0,
    };
    const counted = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        counts[kindOf(init?.method ?? 'GET', new URL(url).pathname)]++;
        return base(input, init).then(pinResponseBody);
    };
    return {
        fetch: counted,
        counts: () => ({ ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) }),
    };
}
/** What a request is for, by its method and path (paths may carry an API prefix, as on GitHub Enterprise). */
function kindOf(method, path) {
    if (method !== 'GET')
        return 'publish';
    if (/\/orgs\/[^/]+\/repos$/.test(path))
        return 'listing';
    if (/\/repos\/[^/]+\/[^/]+\/(commits|branches)\/[^/]+/.test(path))
        return 'head';
    if (/\/repos\/[^/]+\/[^/]+\/tarball\//.test(path))
        return 'tarball';
    if (/\/search\/issues$/.test(path) || /\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/.test(path))
        return 'pulls';
    if (/\/repos\/[^/]+\/[^/]+\/issues(\/|$)/.test(path) || /\/user$/.test(path))
        return 'publish';
    return 'other';
}

// EXTERNAL MODULE: ./src/report/lines.ts
var report_lines = __webpack_require__(2365);
;// CONCATENATED MODULE: ./src/report/staff-report.ts

/** A link to a fragment's lines on GitHub, at the commit compared; undefined when the commit is unknown. */
function fragmentLink(report, submission, side) {
    const commit = report.commits.get(submission);
    if (commit === undefined || !/^[^/\s]+\/[^/\s]+$/.test(submission))
        return undefined;
    const { startLine, endLine } = (0,report_lines/* toHumanLines */.WI)(side.lines);
    const path = side.file.split('/').map(encodeURIComponent).join('/');
    return `${report.serverUrl.replace(/\/$/, '')}/${submission}/blob/${commit}/${path}#L${startLine}-L${endLine}`;
}
/** How many repositories have each status. */
function countStatuses(repos) {
    const counts = {
        unchanged: 0,
        'same-head': 0,
        fetched: 0,
        stale: 0,
        skipped: 0,
    };
    for (const repo of repos)
        counts[repo.status]++;
    return counts;
}

// EXTERNAL MODULE: ./src/check/prepare-files.ts + 5 modules
var prepare_files = __webpack_require__(7988);
// EXTERNAL MODULE: ./src/engine/describe-error.ts
var describe_error = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/languages/registry.ts + 84 modules
var registry = __webpack_require__(4718);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
// EXTERNAL MODULE: ./src/sources/decode-source-text.ts + 2 modules
var decode_source_text = __webpack_require__(8036);
// EXTERNAL MODULE: ./src/sources/error-code.ts
var error_code = __webpack_require__(8324);
;// CONCATENATED MODULE: ./src/sources/read-tar.ts
// Reads the entries of an (uncompressed) tar archive as git archive and GitHub's tarball endpoint write it:
// ustar headers, pax extended headers (a global one first, per-file ones for long or non-ASCII paths), and
// GNU long names for good measure. Pure: bytes in, entries out; file contents are views, not copies.
// Knows nothing of submissions, top folders or which files are source (read-tarball.ts does that).
const BLOCK = 512;
/** The bytes are not a tar archive, or it ends early; the message names the entry and the offset. */
class TarError extends Error {
    name = 'TarError';
}
const utf8 = new TextDecoder('utf-8');
/**
 * Every entry of the archive in `bytes`, in archive order.
 * @throws TarError for a bad header checksum, a malformed pax record, or an archive cut short.
 */
function readTar(bytes) {
    const entries = [];
    const globals = new Map();
    let pending = {};
    let offset = 0;
    let block;
    while ((block = readBlock(bytes, offset, pending)) !== undefined) {
        offset = block.next;
        const { type, data } = block;
        if (type === 'g') {
            for (const [key, value] of parsePax(data, block.dataStart))
                globals.set(key, value);
        }
        else if (type === 'x') {
            pending = applyPax(pending, parsePax(data, block.dataStart));
        }
        else if (type === 'L' || type === 'K') {
            const text = utf8.decode(data).replace(/\0+$/, '');
            pending = type === 'L' ? { ...pending, path: text } : { ...pending, linkTarget: text };
        }
        else {
            entries.push(toEntry(block, pending));
            pending = {};
        }
    }
    return { entries, globals };
}
/** The header at `offset` and its data, or undefined at the end-of-archive marker. */
function readBlock(bytes, offset, pending) {
    if (offset + BLOCK > bytes.length) {
        // Strict where GNU tar only warns: an archive cut at a block boundary would otherwise lose files silently.
        throw new TarError(offset === bytes.length
            ? `truncated archive: it ends at offset ${offset} without the end-of-archive blocks`
            : `truncated archive: a header at offset ${offset} needs ${BLOCK} bytes, ${bytes.length - offset} left`);
    }
    const header = bytes.subarray(offset, offset + BLOCK);
    if (isZeroBlock(header))
        return undefined;
    checkChecksum(header, offset);
    const size = pending.size ?? readNumber(header, 124, 12, offset);
    const name = headerPath(header);
    const dataStart = offset + BLOCK;
    if (dataStart + size > bytes.length) {
        // The offset, not the entry's path: a GitHub tarball's top folder names its repository, and the rescan's
        // log, which a student's snapshot token can read, says why a repository could not be fetched.
        throw new TarError(`truncated archive: the entry at offset ${offset} has ${size} bytes of data, ${bytes.length - dataStart} left`);
    }
    const data = bytes.subarray(dataStart, dataStart + size);
    const type = String.fromCharCode(header[156]);
    return { header, type, name, data, dataStart, next: dataStart + Math.ceil(size / BLOCK) * BLOCK };
}
function toEntry(block, pending) {
    const kind = read_tar_kindOf(block.type);
    const linkTarget = kind === 'symlink' || kind === 'hardlink'
        ? (pending.linkTarget ?? field(block.header, 157, 100))
        : undefined;
    return {
        path: pending.path ?? block.name,
        kind,
        data: kind === 'file' ? block.data : block.data.subarray(0, 0),
        ...(linkTarget === undefined ? {} : { linkTarget }),
    };
}
function read_tar_kindOf(type) {
    switch (type) {
        case '0':
        case '\0':
        case '7':
            return 'file';
        case '5':
            return 'directory';
        case '2':
            return 'symlink';
        case '1':
            return 'hardlink';
        default:
            return 'other';
    }
}
/** The ustar name, joined to its prefix when the header is POSIX ustar (GNU headers use that area otherwise). */
function headerPath(header) {
    const name = field(header, 0, 100);
    const magic = field(header, 257, 6);
    const prefix = magic === 'ustar' && header[262] === 0 ? field(header, 345, 155) : '';
    return prefix === '' ? name : `${prefix}/${name}`;
}
function field(header, start, length) {
    const bytes = header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return utf8.decode(end === -1 ? bytes : bytes.subarray(0, end));
}
/** An octal number field, or a base-256 one (first byte's high bit set) as GNU writes sizes over 8 GiB. */
function readNumber(header, start, length, at) {
    if ((header[start] & 0x80) !== 0) {
        let value = header[start] & 0x7f;
        for (let i = start + 1; i < start + length; i++)
            value = value * 256 + header[i];
        return value;
    }
    const text = field(header, start, length).trim();
    if (text === '')
        return 0;
    if (!/^[0-7]+$/.test(text))
        throw new TarError(`not a tar archive: bad number '${text}' in the header at offset ${at}`);
    return parseInt(text, 8);
}
function checkChecksum(header, at) {
    const stored = readNumber(header, 148, 8, at);
    let unsigned = 0;
    let signed = 0;
    for (let i = 0; i < BLOCK; i++) {
        const byte = i >= 148 && i < 156 ? 0x20 : header[i];
        unsigned += byte;
        signed += byte > 127 ? byte - 256 : byte;
    }
    if (stored !== unsigned && stored !== signed) {
        throw new TarError(`not a tar archive (or a corrupt one): bad header checksum at offset ${at}`);
    }
}
function isZeroBlock(block) {
    for (let i = 0; i < block.length; i++)
        if (block[i] !== 0)
            return false;
    return true;
}
/** Pax records: "<length> <key>=<value>\n", the length counting the whole record, in bytes. */
function parsePax(data, at) {
    const records = new Map();
    let offset = 0;
    while (offset < data.length) {
        if (data[offset] === 0)
            break;
        const space = data.indexOf(0x20, offset);
        const length = space === -1 ? NaN : Number(utf8.decode(data.subarray(offset, space)));
        if (!Number.isInteger(length) ||
            length <= 0 ||
            offset + length > data.length ||
            data[offset + length - 1] !== 0x0a) {
            throw new TarError(`malformed pax header at offset ${at + offset}`);
        }
        const record = utf8.decode(data.subarray(space + 1, offset + length - 1));
        const equals = record.indexOf('=');
        if (equals <= 0)
            throw new TarError(`malformed pax record '${record}' at offset ${at + offset}`);
        records.set(record.slice(0, equals), record.slice(equals + 1));
        offset += length;
    }
    return records;
}
function applyPax(pending, records) {
    const next = { ...pending };
    const path = records.get('path');
    const linkTarget = records.get('linkpath');
    const size = records.get('size');
    if (path !== undefined)
        next.path = path;
    if (linkTarget !== undefined)
        next.linkTarget = linkTarget;
    if (size !== undefined && /^\d+$/.test(size))
        next.size = Number(size);
    return next;
}

// EXTERNAL MODULE: ./src/sources/read-submission.ts + 1 modules
var read_submission = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/sources/walk-submission.ts
var walk_submission = __webpack_require__(3662);
;// CONCATENATED MODULE: ./src/sources/read-tarball.ts
// Turns a repository tarball (gzip, as GitHub's tarball endpoint sends it) into a submission's files, by the
// same rules as reading a folder from disk: the top folder ('<owner>-<repo>-<sha7>/') stripped, hidden,
// dependency and build folders left out, links and binary files skipped with their reason, the rest decoded
// as on disk. Also gives the commit id that git archive records in the pax global header.








const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** The archive unpacks to more than the limit: a repository of data or binaries, not a submission. */
class TarballTooLargeError extends Error {
    name = 'TarballTooLargeError';
}
/**
 * The submission in the gzipped tarball `gzipped`. Both lists are sorted by path.
 * @throws TarError when the bytes are not a gzipped tar archive or are cut short;
 *   TarballTooLargeError when they unpack to more than `maxUnpackedBytes`.
 */
function readTarball(gzipped, options = {}) {
    const archive = readTar(gunzip(gzipped, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES));
    const limits = {
        maxFileBytes: options.maxFileBytes ?? read_submission/* DEFAULT_MAX_FILE_BYTES */.CR,
        maxLineLength: options.maxLineLength ?? read_submission/* DEFAULT_MAX_LINE_LENGTH */.x$,
    };
    const acceptPath = options.acceptPath ?? (() => true);
    const strip = topFolder(archive.entries);
    const files = [];
    const skipped = [];
    for (const entry of archive.entries) {
        if (entry.kind === 'directory')
            continue;
        const path = strip === undefined ? entry.path : entry.path.slice(strip.length + 1);
        const outcome = readListedEntry(entry, path, { limits, acceptPath });
        if (outcome === undefined)
            continue;
        if ('text' in outcome)
            files.push(outcome);
        else
            skipped.push(outcome);
    }
    files.sort((a, b) => (0,compare_text/* compareText */.n)(a.path, b.path));
    skipped.sort((a, b) => (0,compare_text/* compareText */.n)(a.path, b.path));
    const comment = archive.globals.get('comment');
    return {
        files,
        skipped,
        commit: comment !== undefined && /^[0-9a-f]{40}$/.test(comment) ? comment : undefined,
    };
}
function gunzip(bytes, maxBytes) {
    try {
        return (0,external_node_zlib_.gunzipSync)(bytes, { maxOutputLength: maxBytes });
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ERR_BUFFER_TOO_LARGE') {
            throw new TarballTooLargeError(`the archive unpacks to more than ${maxBytes} bytes`);
        }
        throw new TarError(`not a readable gzip file: ${(0,describe_error/* describeError */.U)(error)}`);
    }
}
/** The one folder every entry is inside, as git archive's prefix makes it, or undefined. */
function topFolder(entries) {
    const top = entries[0]?.path.split('/')[0];
    if (!top)
        return undefined;
    const inside = (entry) => entry.path === top || entry.path === `${top}/`
        ? entry.kind === 'directory'
        : entry.path.startsWith(`${top}/`);
    return entries.every(inside) ? top : undefined;
}
/**
 * The entry at `path` (its top folder stripped) read or skipped, as readEntry does, unless the folders it is
 * in say otherwise, as in a folder's walk (judgeFolders): reported as left out, or not listed at all.
 */
function readListedEntry(entry, path, rules) {
    const segments = path.split('/');
    if (path === '' || path.startsWith('/') || segments.includes('..'))
        return { path: path || entry.path, reason: 'unreadable', detail: 'a path outside the repository' };
    const verdict = (0,walk_submission/* judgeFolders */.dm)(path, rules.acceptPath);
    if (verdict === 'read')
        return readEntry(entry, path, rules);
    return verdict === 'unlisted' ? undefined : verdict;
}
function readEntry(entry, path, rules) {
    switch (entry.kind) {
        case 'symlink':
        case 'hardlink':
            return { path, reason: 'symlink', detail: `link to ${entry.linkTarget ?? 'unknown'}, not followed` };
        case 'file':
            break;
        default:
            return { path, reason: 'unreadable', detail: 'not a regular file' };
    }
    if (!rules.acceptPath(path))
        return { path, reason: 'not-source', detail: read_submission/* NOT_SOURCE_DETAIL */.iB };
    const decoded = (0,decode_source_text/* decodeSourceText */.xc)(entry.data, rules.limits);
    if (!decoded.ok)
        return { path, reason: decoded.reason, detail: decoded.detail };
    return decoded.notes ? { path, text: decoded.text, notes: decoded.notes } : { path, text: decoded.text };
}

;// CONCATENATED MODULE: ./src/rescan/resolve-starter.ts
// The starter code of a rescan: files the shell read, the starter repository's default branch (downloaded
// only when it was pushed since the version the previous snapshot was made with), or none.




/** The rescan cannot go on: its starter or its listing cannot be had. */
class RescanError extends Error {
    name = 'RescanError';
}
/**
 * The starter's k-gram hashes.
 * @throws RescanError when the starter repository is not in the organization, or cannot be downloaded
 *   and no previous snapshot holds its starter code.
 */
async function resolveStarter(host, options, context) {
    const { params, previous } = context;
    const { starterRepo, limits } = options;
    if (options.starterFiles.length > 0)
        return { hashes: (0,prepare_files/* starterHashes */.s1)(options.starterFiles, params), status: 'files' };
    if (starterRepo === undefined)
        return { hashes: new Set(), status: 'none' };
    const repo = context.all.find((r) => r.name.toLowerCase() === starterRepo.toLowerCase());
    if (!repo)
        throw new RescanError(`the starter repository ${options.org}/${starterRepo} is not in the organization, or the token cannot see it`);
    const fullName = `${repo.owner}/${repo.name}`;
    const remembered = context.memory?.repo.toLowerCase() === fullName.toLowerCase() ? context.memory : undefined;
    if (previous && remembered && repo.pushedAt !== undefined && repo.pushedAt <= remembered.pushedAt) {
        return { hashes: new Set(previous.starter), status: 'kept', memory: remembered };
    }
    try {
        const bytes = await host.fetchTarball({ owner: repo.owner, repo: repo.name }, repo.defaultBranch, limits.maxTarballBytes);
        const files = readTarball(bytes, { maxFileBytes: limits.maxFileBytes, acceptPath: registry/* isSourcePath */.pL });
        return {
            hashes: (0,prepare_files/* starterHashes */.s1)(files.files, params),
            status: 'fetched',
            memory: { repo: fullName, pushedAt: repo.pushedAt ?? 0 },
        };
    }
    catch (error) {
        const problem = (0,describe_error/* describeError */.U)(error);
        if (previous && remembered)
            return { hashes: new Set(previous.starter), status: 'stale', memory: remembered, problem };
        throw new RescanError(`cannot read the starter repository ${fullName}: ${problem}`);
    }
}

;// CONCATENATED MODULE: ./src/rescan/assert-few-failures.ts

/** @throws RescanError when more than `maxFailed` of the repositories are stale or skipped. */
function assertFewFailures(repos, maxFailed) {
    const failed = repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
    if (failed.length === 0 || failed.length <= maxFailed * repos.length)
        return;
    const reasons = new Map();
    for (const repo of failed)
        reasons.set(repo.reason ?? 'unknown', (reasons.get(repo.reason ?? 'unknown') ?? 0) + 1);
    const why = [...reasons].map(([reason, n]) => `${n} × ${reason}`).join('; ');
    throw new RescanError(`${failed.length} of ${repos.length} repositories could not be fetched, more than max-failed allows (${Math.round(maxFailed * 100)}%): ` +
        `nothing was published, the previous snapshot stands. Reasons: ${why}`);
}

// EXTERNAL MODULE: ./src/check/apply-decisions.ts
var apply_decisions = __webpack_require__(9546);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 16 modules
var find_pairs = __webpack_require__(2718);
// EXTERNAL MODULE: ./src/snapshot/snapshot-parameters.ts
var snapshot_parameters = __webpack_require__(3459);
// EXTERNAL MODULE: ./src/snapshot/snapshot-corpus-file.ts
var snapshot_corpus_file = __webpack_require__(8974);
// EXTERNAL MODULE: ./src/check/check-against-snapshots.ts
var check_against_snapshots = __webpack_require__(4650);
// EXTERNAL MODULE: ./src/check/decide-flag.ts
var decide_flag = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/check/hash-lookup.ts
var hash_lookup = __webpack_require__(7601);
// EXTERNAL MODULE: ./src/check/line-range.ts + 3 modules
var line_range = __webpack_require__(7028);
// EXTERNAL MODULE: ./src/check/settings.ts
var check_settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/snapshot-corpus.ts
var snapshot_corpus = __webpack_require__(187);
// EXTERNAL MODULE: ./src/check/to-pair-result.ts
var to_pair_result = __webpack_require__(4540);
;// CONCATENATED MODULE: ./src/check/compare-snapshot.ts
// The use case "rank every pair of a course from its snapshot alone", as the scheduled rescan runs it: an
// incremental rescan has no text for the submissions it did not download, only their fingerprints. Earlier
// terms' snapshots are compared with this term's submissions, never with each other.
//
// Fragments are runs of shared fingerprints, as in check-against-snapshots.ts (no tokens to extend them by),
// so they fall short of compare's by fewer than w tokens at each end.










/**
 * Every pair of this term's submissions, and of one of them with an earlier term's, ranked as
 * compareSubmissions ranks them. Submissions are named by repo (staff copy), else name, else pseudonym.
 * @throws SnapshotMismatchError when an earlier term was made with other parameters than this one.
 */
function compareSnapshot(input) {
    const { snapshot, earlier, settings } = input;
    earlier.forEach((term) => (0,snapshot_parameters/* assertParameters */.Bv)(term.snapshot.params, snapshot.params, `earlier term '${term.label}'`));
    const starter = new Set(snapshot.starter);
    for (const term of earlier)
        for (const hash of term.snapshot.starter)
            starter.add(hash);
    const queryFiles = snapshot.files.map((file) => (0,snapshot_corpus_file/* snapshotCorpusFile */.b)(snapshot, file));
    const queryHashes = [];
    if (earlier.length > 0)
        for (const hash of snapshot.fingerprints.hashes)
            if (!starter.has(hash))
                queryHashes.push(hash);
    const built = (0,snapshot_corpus/* buildSnapshotCorpus */.v)({
        params: {
            k: snapshot.params.k,
            w: (0,check_against_snapshots/* sparsestWindow */.KX)([snapshot, ...earlier.map((term) => term.snapshot)], snapshot.params.w),
        },
        queryFiles,
        queryOwners: snapshot.submissions.map((submission) => [submission.owner]),
        snapshots: earlier.map((term) => term.snapshot),
        lookup: new hash_lookup/* HashLookup */.N(queryHashes),
        ignoredHashes: starter,
    });
    const total = snapshot.submissions.length + earlier.reduce((n, term) => n + term.snapshot.submissions.length, 0);
    let ignoredAbove;
    const options = (0,check_settings/* toPairOptions */.cO)(settings, built.corpus, {
        submissions: total,
        onIgnore: (spread) => (ignoredAbove = spread),
    });
    const found = (0,find_pairs/* findPairs */.b)(built.corpus, options);
    // The snapshot's statistics, not this run's: a pull-request check judges the same pair against them.
    const { cohort } = snapshot;
    const pairs = (0,to_pair_result/* listedPairs */.D)(found, namingOf(input, built), { settings, cohort });
    const summaries = snapshot.submissions.map((_, index) => (0,check_against_snapshots/* summaryOf */.YG)(snapshot, index, (0,check_against_snapshots/* labelOf */.Wy)(snapshot.submissions[index])));
    const count = snapshot.submissions.length;
    const listed = new Set(pairs.map(({ pair }) => pair.b).filter((b) => b >= count));
    for (const b of [...listed].sort((x, y) => x - y)) {
        const source = built.submissions[b - count];
        const term = earlier[source.snapshot];
        summaries.push((0,check_against_snapshots/* summaryOf */.YG)(term.snapshot, source.index, earlierName(term, source.index)));
    }
    const results = pairs.map(({ result }) => result);
    return {
        settings,
        submissions: summaries,
        pairs: results,
        skipped: [],
        ignoredAbove,
        cohort: (0,decide_flag/* toCohortJudgement */.ct)(cohort),
    };
}
function namingOf(input, built) {
    const { snapshot, earlier } = input;
    const count = snapshot.submissions.length;
    const files = snapshot.files.length;
    return {
        submissionName: (index) => {
            if (index < count)
                return (0,check_against_snapshots/* labelOf */.Wy)(snapshot.submissions[index]);
            const source = built.submissions[index - count];
            return earlierName(earlier[source.snapshot], source.index);
        },
        file: (index) => {
            if (index < files)
                return (0,line_range/* snapshotFileLocator */.jg)(snapshot, index);
            const source = built.files[index - files];
            return (0,line_range/* snapshotFileLocator */.jg)(earlier[source.snapshot].snapshot, source.index);
        },
    };
}
function earlierName(term, index) {
    return `${term.label}/${(0,check_against_snapshots/* labelOf */.Wy)(term.snapshot.submissions[index])}`;
}

// EXTERNAL MODULE: ./src/report/html/render-html.ts + 9 modules
var render_html = __webpack_require__(4565);
// EXTERNAL MODULE: ./src/report/json-format.ts
var json_format = __webpack_require__(9968);
;// CONCATENATED MODULE: ./src/report/render-staff-json.ts
// The staff report as JSON for scripts: every repository's status, the requests, the bot's pull requests,
// and every pair with its fragments as 1-based lines and links. Staff only (names, links to code).


function renderStaffJson(report) {
    const { result } = report;
    const document = {
        tool: 'codewinnow',
        formatVersion: json_format/* JSON_FORMAT_VERSION */.gj,
        kind: 'rescan',
        createdAt: report.createdAt,
        course: report.course,
        notes: report.notes,
        requests: report.requests,
        repos: report.repos,
        excluded: report.excluded,
        missing: report.missing,
        pulls: report.pulls ?? null,
        settings: result.settings,
        submissions: result.submissions.map((s) => ({
            name: s.name,
            commit: report.commits.get(s.name) ?? null,
            files: s.files.map(json_format/* toJsonFile */.wp),
        })),
        pairs: (0,json_format/* toJsonPairs */.TO)(result, (name, side) => fragmentLink(report, name, side)),
        skipped: result.skipped,
        ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
        history: report.history ?? null,
    };
    return JSON.stringify(document, null, 2) + '\n';
}

// EXTERNAL MODULE: ./src/report/decision-label.ts
var decision_label = __webpack_require__(6177);
// EXTERNAL MODULE: ./src/report/describe-cohort.ts
var describe_cohort = __webpack_require__(2723);
// EXTERNAL MODULE: ./src/report/listed-pairs.ts
var listed_pairs = __webpack_require__(1893);
;// CONCATENATED MODULE: ./src/report/fit-text.ts
// Fits a list of lines into a character budget (GitHub's comment and summary limits): items are kept in
// order while they fit, and a note says how many were cut.
/** The joined text, with as many items as fit. */
function fitText(input) {
    const fixed = [...input.head, ...input.tail].reduce((n, line) => n + line.length + 1, 0);
    const kept = [];
    let used = fixed;
    for (const [index, item] of input.items.entries()) {
        const rest = input.items.length - index - 1;
        const reserve = rest > 0 ? input.note(rest + 1).length + 1 : 0;
        if (used + item.length + 1 + reserve > input.maxChars) {
            kept.push(input.note(input.items.length - index));
            break;
        }
        kept.push(item);
        used += item.length + 1;
    }
    return [...input.head, ...kept, ...input.tail].join('\n').slice(0, input.maxChars);
}

// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
;// CONCATENATED MODULE: ./src/report/markdown-escape.ts
// Escaping for the Markdown that job summaries, comments and issues are written in: names and paths come
// from students' repositories, so they must never turn into markup or break a table.
/** Text safe inside a Markdown table cell or heading. */
function markdownCell(text) {
    return text
        .replace(/[\\`*_[\]<>#]/g, (c) => `\\${c}`)
        .replace(/\|/g, '\\|')
        .replace(/\r?\n/g, ' ');
}
/** Text safe inside an inline code span within a table cell. */
function markdownCode(text) {
    return text.replace(/`/g, "'").replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/report/render-staff-summary.ts









/** The whole summary, within `options.maxChars`. */
function renderStaffSummary(report, options) {
    const items = [
        ...renderPairTable(report, options.maxPairs),
        ...renderAttention(report),
        ...renderNotCompared(report),
        ...renderPulls(report),
        ...renderNoLongerFlagged(report),
        ...renderFragments(report, options.detailedPairs),
    ];
    return fitText({
        head: renderHead(report, options.marker),
        items,
        tail: [
            '',
            '<sub>Staff only: this report names students and links to their code. A match is a prompt for a look, not a verdict.</sub>',
        ],
        maxChars: options.maxChars,
        note: (cut) => `\n… ${cut} more lines not shown (size limit); the JSON report has everything.`,
    });
}
function renderHead(report, marker) {
    const counts = countStatuses(report.repos);
    const excluded = report.excluded.length === 0
        ? ''
        : ` ${report.excluded.length} not submissions (${countBy(report.excluded.map((e) => e.reason))}).`;
    const { requests } = report;
    const byKind = Object.entries(requests)
        .filter(([kind, n]) => kind !== 'total' && n > 0)
        .map(([kind, n]) => `${kind} ${n}`);
    return [
        ...(marker === undefined ? [] : [marker]),
        '## codewinnow: course rescan',
        '',
        `${markdownCell(report.course)}, ${report.createdAt.slice(0, 16).replace('T', ' ')} UTC.`,
        '',
        `Repositories: ${report.repos.length}: ${counts.fetched} fetched, ${counts.unchanged} unchanged, ${counts['same-head']} pushed without a new head, ` +
            `**${counts.stale} stale**, **${counts.skipped} skipped**.${excluded}`,
        `API requests: ${requests.total ?? 0}${byKind.length > 0 ? ` (${byKind.join(', ')})` : ''}.`,
        ...report.notes.map((note) => `${markdownCell(note)}`),
        '',
    ];
}
function renderPairTable(report, maxPairs) {
    const { pairs, settings } = report.result;
    const flagged = pairs.filter((pair) => pair.flagged).length;
    const lines = [
        '### Pairs',
        '',
        `${(0,listed_pairs/* describeListed */.R)(pairs, settings.minSimilarity, `${(0,render_text/* percent */.K)(settings.minSimilarity)} similarity`)}, ${flagged} flagged (⚑, with the reason).`,
    ];
    const { cohort } = report.result;
    if (cohort && cohort.standsOutFrom !== null)
        lines.push('', `This course's pairs: ${(0,describe_cohort/* describeCohort */.D)(cohort, flagged)}.`);
    const decided = pairs.filter((pair) => pair.decision !== undefined).length;
    if (decided > 0)
        lines.push('', `${decided} pairs decided in the decisions file (allowed, dismissed, confirmed; lifted: dismissed, but with a new fragment since).`);
    if (pairs.length === 0)
        return [...lines, ...renderConfirmedNotFound(report), ''];
    lines.push('', '| # | similarity | submission a | submission b | longest run (tokens) | shared lines a / b | flagged because / decision |', '| ---: | ---: | --- | --- | ---: | ---: | --- |');
    for (const [i, pair] of pairs.slice(0, maxPairs).entries()) {
        lines.push(`| ${i + 1} | ${(0,render_text/* percent */.K)(pair.similarity)}${pair.flagged ? ' ⚑' : ''} | ${markdownCell(pair.a)} | ${markdownCell(pair.b)} | ${pair.longestFragment} | ${pair.sharedLinesA} / ${pair.sharedLinesB} | ${reasonOf(pair)} |`);
    }
    if (pairs.length > maxPairs)
        lines.push('', `… and ${pairs.length - maxPairs} more pairs in the JSON report.`);
    lines.push(...renderConfirmedNotFound(report));
    return [...lines, ''];
}
// Confirmed pairs this run did not find, in one paragraph, so that they stay in sight.
function renderConfirmedNotFound(report) {
    const missing = report.result.confirmedNotFound ?? [];
    if (missing.length === 0)
        return [];
    const listed = missing.map((pair) => `${markdownCell(pair.a)} ↔ ${markdownCell(pair.b)} (${markdownCell(pair.note)})`);
    return ['', `Confirmed in the decisions file, not among this run's pairs: ${listed.join('; ')}.`];
}
// The reason as a Markdown cell, after the decision in bold when there is one.
function reasonOf(pair) {
    const label = (0,decision_label/* decisionLabel */.F)(pair);
    return `${label === '' ? '' : `**${label}**: `}${markdownCell(pair.reason)}`;
}
/** Submissions not checked and files not compared, the first 20 of each listed (the JSON lists all). */
function renderNotCompared(report) {
    const { skipped } = report.result;
    const notChecked = (0,reading_notes/* notCheckedSubmissions */.a6)(report.result);
    if (skipped.length === 0 && notChecked.length === 0)
        return [];
    const lines = ['### Not compared', ''];
    if (notChecked.length > 0) {
        const listed = notChecked.slice(0, 20).map(markdownCell).join(', ');
        const more = notChecked.length > 20 ? `, and ${notChecked.length - 20} more` : '';
        lines.push(`**${notChecked.length} not checked** (no file could be compared): ${listed}${more}.`, '');
    }
    if (skipped.length > 0) {
        lines.push(`${skipped.length} files not compared (${countBy(skipped.map((skip) => skip.reason))}):`, '');
        for (const skip of skipped.slice(0, 20)) {
            lines.push(`- ${markdownCell(skip.submission)}: \`${markdownCode(skip.path)}\`: ${markdownCell(skip.detail)}`);
        }
        if (skipped.length > 20)
            lines.push(`- … and ${skipped.length - 20} more in the JSON report.`);
    }
    return [...lines, ''];
}
function renderAttention(report) {
    const problems = report.repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
    if (problems.length === 0 && report.missing.length === 0)
        return [];
    const lines = [
        '### Repositories that need attention',
        '',
        '| repository | status | why |',
        '| --- | --- | --- |',
    ];
    for (const repo of problems) {
        const status = repo.status === 'stale' ? 'stale: previous version kept' : 'skipped: not in the snapshot';
        lines.push(`| ${markdownCell(repo.name)} | ${status} | ${markdownCell(repo.reason ?? '')} |`);
    }
    for (const name of report.missing)
        lines.push(`| ${markdownCell(name)} | missing | listed, but not in the organization |`);
    return [...lines, ''];
}
function renderPulls(report) {
    if (report.pulls === undefined)
        return [];
    const lines = ['### Pull requests', ''];
    const looked = report.pulls.filter((pull) => pull.status !== 'unchanged');
    lines.push(`${report.pulls.length} open pull requests updated since the last run; ${looked.length} checked or failed.`);
    if (looked.length === 0)
        return [...lines, ''];
    lines.push('', '| pull request | status | highest similarity | note |', '| --- | --- | ---: | --- |');
    for (const pull of looked) {
        const similarity = pull.similarity === undefined ? '' : (0,render_text/* percent */.K)(pull.similarity);
        lines.push(`| ${markdownCell(pull.pull)} | ${pull.status} | ${similarity} | ${markdownCell(pull.reason ?? '')} |`);
    }
    return [...lines, ''];
}
function renderFragments(report, detailedPairs) {
    const lines = [];
    const cells = (0,report_lines/* cellsOf */.nc)(report.result.submissions);
    for (const [i, pair] of report.result.pairs.slice(0, detailedPairs).entries()) {
        if (!pair.flagged && i > 0)
            break;
        lines.push(`### ${i + 1}. ${markdownCell(pair.a)} ↔ ${markdownCell(pair.b)}: ${(0,render_text/* percent */.K)(pair.similarity)}`, '');
        lines.push('| file in a | lines | file in b | lines |', '| --- | ---: | --- | ---: |');
        for (const fragment of pair.fragments)
            lines.push(renderFragment(report, pair, fragment, cells));
        lines.push('');
    }
    return lines;
}
function renderFragment(report, pair, fragment, cells) {
    const side = (name, s) => {
        const link = fragmentLink(report, name, s);
        const lines = (0,report_lines/* renderLines */.ET)(s.lines, cells(name, s.file));
        return [`\`${markdownCode(s.file)}\``, link === undefined ? lines : `[${lines}](${link})`];
    };
    return `| ${[...side(pair.a, fragment.a), ...side(pair.b, fragment.b)].join(' | ')} |`;
}
function countBy(values) {
    const counts = new Map();
    for (const value of values)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([value, n]) => `${n} ${value}`).join(', ');
}
// Pairs flagged by an earlier run (or on a pull request) that are not flagged now: a rewrite until the flag
// goes does not erase them.
function renderNoLongerFlagged(report) {
    const cleared = (report.history ?? []).filter((pair) => pair.cleared !== undefined);
    if (cleared.length === 0)
        return [];
    return [
        '',
        `### Flagged before, not now (${cleared.length})`,
        '',
        ...cleared.map((pair) => `- ${markdownCode(pair.a)} ↔ ${markdownCode(pair.b)}: ${markdownCell(pair.summary)}`),
    ];
}

// EXTERNAL MODULE: ./src/snapshot/encode-snapshot.ts + 1 modules
var encode_snapshot = __webpack_require__(7463);
// EXTERNAL MODULE: ./src/snapshot/assemble-snapshot.ts + 1 modules
var assemble_snapshot = __webpack_require__(3562);
// EXTERNAL MODULE: ./src/snapshot/snapshot-entry.ts
var snapshot_entry = __webpack_require__(843);
;// CONCATENATED MODULE: ./src/snapshot/to-student-copy.ts
// A staff copy without its names: what may be given to students (the pull-request checks read it). The
// same bytes a build without names would have made: owner ids, pseudonyms and fingerprints are kept.


/** `snapshot` with no names, repositories, commits or file folders (unchanged when it holds none). */
function toStudentCopy(snapshot) {
    if (!snapshot.namesIncluded)
        return snapshot;
    return (0,assemble_snapshot/* assembleSnapshot */.x)({
        params: snapshot.params,
        createdAt: snapshot.createdAt,
        namesIncluded: false,
        pseudonymsKeyed: snapshot.pseudonymsKeyed,
        starter: snapshot.starter,
        entries: snapshot.submissions.map((_, index) => (0,snapshot_entry/* entryOf */.M)(snapshot, index)),
        cohort: snapshot.cohort,
        flagRule: snapshot.flagRule,
    });
}

// EXTERNAL MODULE: ./src/report/html/to-html-payload.ts + 1 modules
var to_html_payload = __webpack_require__(397);
;// CONCATENATED MODULE: ./src/rescan/fetch-repo.ts
// One repository's part of a rescan: decide from the listing and the previous snapshot whether it can have
// changed, ask its head commit only when it may have, download its tarball only when that commit is new,
// and turn failures into data (stale: the previous version is kept; skipped: there is none). Never throws
// for a repository's own trouble; the run goes on with the others.






/** The repository's outcome. `previous` is its entry in a previous snapshot made with the same parameters. */
async function fetchRepo(host, repo, previous, limits) {
    const fullName = `${repo.owner}/${repo.name}`;
    const base = { repo, fullName, previous };
    if (repo.pushedAt === undefined)
        return failed(base, 'the repository is empty (nothing was ever pushed)');
    const reusable = previous?.reusable === true ? previous : undefined;
    if (reusable?.pushedAt !== undefined && repo.pushedAt <= reusable.pushedAt) {
        return { ...base, status: 'unchanged', commit: reusable.commit };
    }
    const ref = { owner: repo.owner, repo: repo.name };
    try {
        let head;
        if (reusable?.commit !== undefined) {
            head = await withAttempts(limits.attempts, () => host.fetchHeadCommit(ref, repo.defaultBranch));
            if (head === reusable.commit)
                return { ...base, status: 'same-head', commit: head };
        }
        const files = await downloadFiles(host, { ref, at: head ?? repo.defaultBranch }, limits);
        return { ...base, status: 'fetched', commit: files.commit ?? head, files };
    }
    catch (error) {
        return failed(base, describeFailure(error));
    }
}
/**
 * The files a front end reads in the tarball of `at` (a commit or branch): one request per attempt.
 * @throws what the host or readTarball throws, after `limits.attempts` attempts for what is worth another.
 */
async function downloadFiles(host, where, limits) {
    return withAttempts(limits.attempts, async () => {
        const bytes = await host.fetchTarball(where.ref, where.at, limits.maxTarballBytes);
        return readTarball(bytes, {
            maxFileBytes: limits.maxFileBytes,
            acceptPath: registry/* isSourcePath */.pL,
        });
    });
}
function failed(base, reason) {
    return base.previous
        ? { ...base, status: 'stale', reason, commit: base.previous.commit }
        : { ...base, status: 'skipped', reason };
}
async function withAttempts(attempts, fn) {
    for (let attempt = 1;; attempt++) {
        try {
            return await fn();
        }
        catch (error) {
            if (attempt >= attempts || !isWorthRetrying(error))
                throw error;
        }
    }
}
// Octokit already retried server errors and waited out rate limits; another attempt helps with a download
// cut short or a server that is still failing, never with an answer that will not change (4xx, too large).
function isWorthRetrying(error) {
    if (error instanceof DownloadTooLargeError || error instanceof TarballTooLargeError)
        return false;
    if (error instanceof TarError)
        return true;
    const status = statusOf(error);
    return status === undefined || status >= 500;
}
function describeFailure(error) {
    const message = (0,describe_error/* describeError */.U)(error);
    if (error instanceof DownloadTooLargeError || error instanceof TarballTooLargeError)
        return `too large: ${message}`;
    if (error instanceof TarError)
        return `the tarball could not be read: ${message}`;
    const status = statusOf(error);
    if (status === 404)
        return 'GitHub answered 404: no such repository or branch, or the token cannot read it';
    return status === undefined ? message : `GitHub answered ${status}: ${message}`;
}

;// CONCATENATED MODULE: ./src/rescan/map-concurrently.ts
// Runs an async function over a list with at most `limit` calls in flight, keeping the results in the
// list's order. The rescan downloads a few repositories at a time: enough to hide latency, few enough to
// stay clear of GitHub's secondary rate limits.
/** `fn` of every item, at most `limit` at once; the first rejection rejects the whole (others still finish). */
async function mapConcurrently(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/rescan/fetch-report-sources.ts
// The code the rescan's HTML report shows side by side. The rescan keeps fingerprints, not code, so for the
// repositories in the pairs it shows (every flagged one) it uses the texts this run downloaded and fetches the others'
// tarballs at the commit the snapshot records (one request each, a few at a time). A repository that cannot
// be fetched is data, not an error: its side of the view says the code is not in the report. Names no
// repository in what it returns for logs.






/** The code of the shown pairs' submissions; fetches what is not in memory, never throws for a repository. */
async function fetchReportSources(host, request) {
    const wanted = [
        ...new Set((0,to_html_payload/* pairsWithCode */.DO)(request.result.pairs, {
            tableLimit: render_html/* DEFAULT_TABLE_LIMIT */.lQ,
            otherPairs: request.otherPairs,
        }).flatMap((pair) => [pair.a, pair.b])),
    ].sort(compare_text/* compareText */.n);
    const versions = new Map();
    for (const submission of request.snapshot.submissions)
        if (submission.repo !== undefined && submission.commit !== undefined)
            versions.set((0,check_against_snapshots/* labelOf */.Wy)(submission), { repo: submission.repo, commit: submission.commit });
    const missing = wanted.filter((name) => !request.texts.has(name) && versions.has(name));
    const downloads = await mapConcurrently(missing, request.concurrency, async (name) => {
        const { repo, commit } = versions.get(name);
        const [owner = '', repoName = ''] = repo.split('/');
        try {
            const files = await downloadFiles(host, { ref: { owner, repo: repoName }, at: commit }, request.limits);
            return [name, new Map(files.files.map((file) => [file.path, file.text]))];
        }
        catch {
            return [name, undefined];
        }
    });
    const fetched = new Map();
    for (const [name, texts] of downloads)
        if (texts)
            fetched.set(name, texts);
    return {
        source: (submission, path) => (request.texts.get(submission) ?? fetched.get(submission))?.get(path),
        wanted: wanted.length,
        fetched: missing.length,
        failed: missing.length - fetched.size,
    };
}

// EXTERNAL MODULE: ./src/snapshot/snapshot-error.ts
var snapshot_error = __webpack_require__(7229);
// EXTERNAL MODULE: ./src/sources/load-snapshot.ts + 3 modules
var load_snapshot = __webpack_require__(3720);
;// CONCATENATED MODULE: ./src/rescan/flag-history-file.ts
// The flag history as a file in the staff state (flag-history.json): versioned JSON, keys in a fixed order,
// so an unchanged history is unchanged bytes. Unlike the rest of the memory, it is never forgotten: a
// history that cannot be read stops the run before anything is written, saying how to go on, because
// writing a new one would erase what staff may need.

const VERSION = 1;
class FlagHistoryError extends Error {
    constructor(path, problem) {
        super(`the flag history ${path} cannot be read (${problem}); nothing was written. Restore it from an ` +
            `earlier run's output, or move it aside to start a new history.`);
        this.name = 'FlagHistoryError';
    }
}
/** The history in `text`. @throws FlagHistoryError naming the first problem. */
function parseFlagHistory(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new FlagHistoryError(path, `not JSON: ${(0,describe_error/* describeError */.U)(error)}`);
    }
    if (!isRecord(value))
        throw new FlagHistoryError(path, 'not an object');
    if (value.version !== VERSION) {
        const newer = typeof value.version === 'number' && value.version > VERSION;
        throw new FlagHistoryError(path, newer
            ? `version ${value.version}, made by a newer codewinnow: upgrade to read it`
            : `no version ${VERSION} history`);
    }
    if (!Array.isArray(value.pairs))
        throw new FlagHistoryError(path, '"pairs" is not a list');
    return {
        pairs: value.pairs.map((pair, i) => {
            const problem = (what) => new FlagHistoryError(path, `pair ${i + 1}: ${what}`);
            return readPair(pair, problem);
        }),
    };
}
function renderFlagHistory(history) {
    const pairs = history.pairs.map((pair) => ({
        a: pair.a,
        b: pair.b,
        flagged: pair.flagged.map((s) => ({
            ...commits(s),
            at: s.at,
            reason: s.reason,
            ...(s.pull !== undefined ? { pull: s.pull } : {}),
            fragmentCount: s.fragmentCount,
            fragments: s.fragments.map((f) => ({
                fileA: f.fileA,
                linesA: f.linesA,
                fileB: f.fileB,
                linesB: f.linesB,
            })),
        })),
        ...(pair.cleared ? { cleared: { ...commits(pair.cleared), at: pair.cleared.at } } : {}),
    }));
    return JSON.stringify({ version: VERSION, pairs }, null, 2) + '\n';
}
const commits = (at) => ({
    ...(at.commitA !== undefined ? { commitA: at.commitA } : {}),
    ...(at.commitB !== undefined ? { commitB: at.commitB } : {}),
});
function readPair(value, problem) {
    if (!isRecord(value) || !isText(value.a) || !isText(value.b))
        throw problem('no names "a" and "b"');
    if (!Array.isArray(value.flagged) || value.flagged.length === 0)
        throw problem('no "flagged" sightings');
    const flagged = value.flagged.map((s, j) => readSighting(s, (what) => problem(`sighting ${j + 1}: ${what}`)));
    const cleared = value.cleared === undefined ? undefined : readClearing(value.cleared, problem);
    return { a: value.a, b: value.b, flagged, ...(cleared ? { cleared } : {}) };
}
function readClearing(value, problem) {
    if (!isRecord(value) || !isTime(value.at))
        throw problem('a time "at" that is not one');
    for (const key of ['commitA', 'commitB'])
        if (value[key] !== undefined && !isText(value[key]))
            throw problem(`"${key}" is not text`);
    return {
        at: value.at,
        ...(isText(value.commitA) ? { commitA: value.commitA } : {}),
        ...(isText(value.commitB) ? { commitB: value.commitB } : {}),
    };
}
function readSighting(value, problem) {
    const at = readClearing(value, problem);
    if (!isRecord(value) || typeof value.reason !== 'string')
        throw problem('no "reason"');
    if (value.pull !== undefined && !isText(value.pull))
        throw problem('"pull" is not text');
    if (!isCount(value.fragmentCount) || !Array.isArray(value.fragments))
        throw problem('no fragments');
    const fragments = value.fragments.map((f, k) => {
        const { fileA, linesA, fileB, linesB } = isRecord(f) ? f : {};
        if (!isText(fileA) || !isText(linesA) || !isText(fileB) || !isText(linesB))
            throw problem(`fragment ${k + 1} is not file and lines on each side`);
        return { fileA, linesA, fileB, linesB };
    });
    return {
        ...at,
        reason: value.reason,
        ...(isText(value.pull) ? { pull: value.pull } : {}),
        fragments,
        fragmentCount: value.fragmentCount,
    };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isText = (value) => typeof value === 'string' && value.length > 0;
const isTime = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCount = isTime;

;// CONCATENATED MODULE: ./src/report/flag-history.ts
// Every pair a rescan ever flagged, kept in the staff state so a rewrite cannot erase it: the pull-request
// comment tells a student whether they are flagged, and a student can rewrite until they are not. Staff
// see "flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)". Staff only: it names students.
// Never in the student snapshot. Types only.
const EMPTY_HISTORY = { pairs: [] };
/** Fragments kept per sighting: enough to find the code again, bounded however large the copy. */
const MAX_HISTORY_FRAGMENTS = 20;

;// CONCATENATED MODULE: ./src/rescan/rescan-memory.ts
// What a rescan remembers between runs besides the snapshot: which starter repository version its starter
// code came from, and which pull-request heads the bot has checked. Kept as JSON next to the staff snapshot
// (staff only: it names repositories). Unreadable memory is forgotten, never trusted: the run then does
// more requests, not wrong ones. The flag history travels with it but has a file of its own, which is
// never forgotten (flag-history-file.ts).



const EMPTY_MEMORY = { pulls: { heads: {} }, history: EMPTY_HISTORY };
const rescan_memory_VERSION = 1;
/**
 * The memory in `text`, or EMPTY_MEMORY (with the reason) when it is not memory this version wrote; its
 * history empty (it is read from its own file).
 */
function parseRescanMemory(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            memory: EMPTY_MEMORY,
            problem: `not JSON: ${(0,describe_error/* describeError */.U)(error)}`,
        };
    }
    if (!rescan_memory_isRecord(value) || value.version !== rescan_memory_VERSION || !rescan_memory_isRecord(value.pulls)) {
        return { memory: EMPTY_MEMORY, problem: `not rescan memory of version ${rescan_memory_VERSION}` };
    }
    const heads = {};
    const storedHeads = rescan_memory_isRecord(value.pulls.heads) ? value.pulls.heads : {};
    for (const [key, sha] of Object.entries(storedHeads)) {
        if (/^[^/#\s]+\/[^/#\s]+#\d+$/.test(key) && typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha))
            heads[key] = sha;
    }
    const checkedAt = value.pulls.checkedAt;
    const starter = value.starter;
    return {
        memory: {
            pulls: { heads, ...(rescan_memory_isTime(checkedAt) ? { checkedAt } : {}) },
            history: EMPTY_HISTORY,
            ...(rescan_memory_isRecord(starter) && typeof starter.repo === 'string' && rescan_memory_isTime(starter.pushedAt)
                ? { starter: { repo: starter.repo, pushedAt: starter.pushedAt } }
                : {}),
        },
    };
}
/** The memory as JSON (its history apart), keys sorted, so unchanged memory is unchanged bytes. */
function renderRescanMemory(memory) {
    const heads = Object.fromEntries(Object.entries(memory.pulls.heads).sort(([a], [b]) => (0,compare_text/* compareText */.n)(a, b)));
    const document = {
        version: rescan_memory_VERSION,
        ...(memory.starter ? { starter: { repo: memory.starter.repo, pushedAt: memory.starter.pushedAt } } : {}),
        pulls: { ...(memory.pulls.checkedAt === undefined ? {} : { checkedAt: memory.pulls.checkedAt }), heads },
    };
    return JSON.stringify(document, null, 2) + '\n';
}
function rescan_memory_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function rescan_memory_isTime(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

;// CONCATENATED MODULE: ./src/rescan/rescan-store.ts




/** The files of an output (and state) folder. */
const FILES = {
    /** The staff copy (names, commits): the next run's state. Never give it to students. */
    state: 'course-state.cwsnap',
    /** What the next run remembers besides the snapshot (starter repository, pull-request heads). */
    memory: 'course-state.json',
    /** Every pair ever flagged, with the commits and dates (staff only; never forgotten). */
    history: 'flag-history.json',
    /** The student copy: what the pull-request checks read (upload it as the artifact). */
    snapshot: 'codewinnow-snapshot.cwsnap',
    /** The staff report (names, links to code). */
    report: 'staff-report.json',
    html: 'staff-report.html',
};
/** `dir`/`name` with '/' (which every platform Node runs on accepts). */
function pathIn(dir, name) {
    return dir === '' || dir === '.' ? name : `${dir.replace(/[\\/]+$/, '')}/${name}`;
}
/**
 * The state in `dir`: a missing or unreadable snapshot means a full build (slower, never wrong), with a
 * warning for one that is there but unreadable.
 */
async function readPreviousState(store, dir, warn) {
    if (dir === undefined)
        return { snapshot: undefined, memory: EMPTY_MEMORY };
    let snapshot;
    try {
        snapshot = (await (0,load_snapshot/* loadSnapshot */.N2)(store, pathIn(dir, FILES.state))).snapshot;
    }
    catch (error) {
        // No state: a first run. A state that is there but no snapshot: a full build, with a warning.
        if (error instanceof load_snapshot/* SnapshotReadError */.H$) {
            if (!error.missing)
                throw error;
        }
        else if (error instanceof snapshot_error/* SnapshotError */.J) {
            warn(`The previous state ${pathIn(dir, FILES.state)} cannot be read (${error.message}): every repository is downloaded.`);
        }
        else
            throw error;
    }
    return { snapshot, memory: await readMemory(store, dir, warn) };
}
/**
 * The memory in `dir`: unreadable memory is forgotten with a warning, but the flag history, if there is
 * one, is read or the run stops.
 * @throws FlagHistoryError when the history is there but cannot be read.
 */
async function readMemory(store, dir, warn) {
    const historyPath = pathIn(dir, FILES.history);
    const historyText = await store.read(historyPath);
    const history = historyText === undefined
        ? EMPTY_MEMORY.history
        : parseFlagHistory(new TextDecoder().decode(historyText), historyPath);
    const text = await store.read(pathIn(dir, FILES.memory));
    if (text === undefined)
        return { ...EMPTY_MEMORY, history };
    const parsed = parseRescanMemory(new TextDecoder().decode(text));
    if (parsed.problem !== undefined)
        warn(`The previous memory ${pathIn(dir, FILES.memory)} is ignored: ${parsed.problem}.`);
    return { ...parsed.memory, history };
}
/** The files that keep `memory`: its JSON and the flag history's, by output kind. */
function memoryFiles(memory) {
    return [
        ['memory', renderRescanMemory(memory)],
        ['history', renderFlagHistory(memory.history)],
    ];
}
/**
 * A snapshot file named by an input (an earlier term, a shard).
 * @throws SnapshotError naming the file when it is missing or not a snapshot.
 */
async function readSnapshotAt(store, path) {
    try {
        return (await (0,load_snapshot/* loadSnapshot */.N2)(store, path)).snapshot;
    }
    catch (error) {
        if (error instanceof snapshot_error/* SnapshotError */.J || error instanceof load_snapshot/* SnapshotReadError */.H$)
            throw new snapshot_error/* SnapshotError */.J(`${path}: ${error.message}`);
        throw error;
    }
}
/**
 * Earlier terms' snapshot files, each labelled by its file name without extension
 * ("terms/fall-2025.cwsnap" → "fall-2025").
 * @throws SnapshotError naming the file when one is missing or not a snapshot.
 */
async function readEarlierTerms(store, paths) {
    const earlier = [];
    for (const path of paths)
        earlier.push({ label: labelOf(path), snapshot: await readSnapshotAt(store, path) });
    return earlier;
}
function labelOf(path) {
    const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    return name.replace(/\.[^.]*$/, '') || name;
}

// EXTERNAL MODULE: ./src/rescan/load-decisions.ts
var load_decisions = __webpack_require__(7960);
;// CONCATENATED MODULE: ./src/github/upsert-sticky-comment.ts
/** The login GITHUB_TOKEN comments as. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * Who wrote our earlier comments: the account this token acts as (a user for a personal access token,
 * `github-actions[bot]` for the job's GITHUB_TOKEN, `<app>[bot]` for an app's token). Never "any bot": a
 * student can install a GitHub App of their own on their repository and plant the marker with it. When
 * GitHub will not say, the token is taken for the job's: at worst a second comment is posted, never
 * someone else's edited.
 */
async function resolveCommentAuthor(client) {
    return { login: (await client.fetchViewerLogin()) ?? ACTIONS_BOT_LOGIN };
}
/** Our earlier comment among `comments` (the oldest, if several), or undefined. */
function findStickyComment(comments, marker, rule) {
    return comments.find((comment) => comment.body.includes(marker) && isOurs(comment.author, rule));
}
/** Updates our comment in place, or creates it when asked to; never posts a second one. */
async function upsertStickyComment(client, request, rule) {
    const existing = findStickyComment(await client.listComments(request.pull), request.marker, rule);
    if (existing) {
        if (existing.body === request.body)
            return 'unchanged';
        await client.updateComment(request.pull, existing.id, request.body);
        return 'updated';
    }
    if (!request.create)
        return 'skipped';
    await client.createComment(request.pull, request.body);
    return 'created';
}
function isOurs(author, rule) {
    return author !== undefined && author.login === rule.login;
}

;// CONCATENATED MODULE: ./src/report/to-pull-request-report.ts


/** The report of submission `own` (the PR's) in `result`. */
function toPullRequestReport(result, own, facts, disclosure) {
    const cells = (0,report_lines/* cellsOf */.nc)(result.submissions);
    const matches = result.pairs
        .filter((pair) => pair.a === own || pair.b === own)
        .map((pair) => toMatch(pair, pair.a === own ? 'a' : 'b', disclosure, cells))
        .sort((x, y) => y.similarity - x.similarity || (0,compare_text/* compareText */.n)(x.label, y.label));
    return {
        ...facts,
        minSimilarity: result.settings.minSimilarity,
        othersNamed: disclosure.othersNamed,
        matches,
    };
}
function toMatch(pair, side, disclosure, cells) {
    const [own, other] = side === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
    const withCells = (found) => (found === undefined ? {} : { cells: found });
    const mine = (f) => (side === 'a' ? f.a : f.b);
    const theirs = (f) => (side === 'a' ? f.b : f.a);
    const fragments = pair.fragments
        .map((f) => ({
        file: mine(f).file,
        lines: mine(f).lines,
        ...withCells(cells(own, mine(f).file)),
        other: {
            file: disclosure.otherPaths ? theirs(f).file : baseName(theirs(f).file),
            lines: theirs(f).lines,
            ...withCells(cells(other, theirs(f).file)),
        },
    }))
        .sort((x, y) => (0,compare_text/* compareText */.n)(x.file, y.file) || x.lines.start - y.lines.start || x.lines.end - y.lines.end);
    return {
        label: disclosure.label(other),
        similarity: pair.similarity,
        coverage: side === 'a' ? pair.coverageA : pair.coverageB,
        sharedLines: side === 'a' ? pair.sharedLinesA : pair.sharedLinesB,
        flagged: pair.flagged,
        reason: pair.reason,
        fragments,
    };
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}

;// CONCATENATED MODULE: ./src/pull-check/check-pull.ts
// One pull request's check: its changed files against the course snapshot, seen from the pull request.
// Both the action (from the student's workflow) and the bot (from the rescan) run it. Other submissions go
// by pseudonym with file names only, unless `full` is asked for and the snapshot is a staff copy that holds
// names (the comment and check run land in the student's repository). Pure.




function checkPull(check) {
    const { snapshot } = check;
    const settings = {
        ...check_settings/* DEFAULT_SETTINGS */.a$,
        k: snapshot.params.k,
        w: snapshot.params.w,
        minSimilarity: check.minSimilarity,
        ...snapshot.flagRule,
        ...(check.threshold === undefined ? {} : { threshold: check.threshold }),
    };
    const checked = (0,check_against_snapshots/* checkAgainstSnapshots */.D8)({
        submissions: [{ name: check.repo, repo: check.repo, files: check.files }],
        snapshots: [snapshot],
        ...(check.starter ? { starter: check.starter } : {}),
        settings,
    });
    const result = check.decisions ? withoutSettled(checked, check.decisions) : checked;
    const facts = {
        headSha: check.headSha,
        failOn: check.failOn,
        checkedFiles: result.submissions[0]?.files.length ?? 0,
        skippedFiles: check.skippedFiles,
        ...(check.notChecked && check.notChecked.length > 0 ? { notChecked: check.notChecked } : {}),
        snapshotSubmissions: snapshot.submissions.length,
        snapshotDate: new Date(snapshot.createdAt).toISOString().slice(0, 10),
    };
    return toPullRequestReport(result, check.repo, facts, disclosureOf(snapshot, check.full === true));
}
// A settled pair is dropped, not relabelled: a decision's note is for staff, never for the student.
function withoutSettled(result, decisions) {
    const index = (0,apply_decisions/* indexDecisions */.U2)(decisions);
    return { ...result, pairs: result.pairs.filter((pair) => !(0,apply_decisions/* isSettled */.Is)(index.decisionOf(pair))) };
}
function disclosureOf(snapshot, full) {
    if (full && snapshot.namesIncluded)
        return { label: (name) => name, othersNamed: true, otherPaths: true };
    const pseudonyms = new Map(snapshot.submissions.map((submission) => [(0,check_against_snapshots/* labelOf */.Wy)(submission), submission.pseudonym]));
    return {
        label: (name) => `submission ${pseudonyms.get(name) ?? 'unknown'}`,
        othersNamed: false,
        otherPaths: full,
    };
}

;// CONCATENATED MODULE: ./src/report/pull-request-report.ts
/** The hidden marker our PR comment carries (together with its author, it finds the comment again). */
const pull_request_report_COMMENT_MARKER = '<!-- codewinnow -->';
/** The highest similarity of any match, 0 when there is none. */
function maxSimilarity(report) {
    return report.matches.reduce((max, match) => Math.max(max, match.similarity), 0);
}
/** A match's "flagged because" cell: why it is flagged, or that it is listed without a flag. */
function flagCell(match) {
    return match.flagged ? match.reason : 'not flagged: listed for its similarity only';
}
/** Whether a match reaches fail-on. */
function reachesFailOn(report) {
    return report.failOn !== undefined && report.matches.some((match) => match.similarity >= report.failOn);
}
/** A check run's conclusion for the report: failure at fail-on, neutral on any match, else success. */
function checkRunConclusion(report) {
    if (reachesFailOn(report))
        return 'failure';
    return report.matches.length > 0 ? 'neutral' : 'success';
}
/** A check run's one-line title for the report. */
function checkRunTitle(report) {
    const count = report.matches.length;
    if (count === 0)
        return 'No similar code found';
    const top = (maxSimilarity(report) * 100).toFixed(1);
    return `Similar code: ${count} other submission${count === 1 ? '' : 's'}, up to ${top}%`;
}

;// CONCATENATED MODULE: ./src/github/publish-check-run.ts

/** The Checks API takes at most this many annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** The token may not create check runs (a personal access token, or no `checks: write`). */
class CheckRunForbiddenError extends Error {
    name = 'CheckRunForbiddenError';
}
/**
 * Creates the check run and sends every annotation. Returns the check run's id.
 * @throws CheckRunForbiddenError when GitHub answers 403 to the create call.
 */
async function publishCheckRun(client, request) {
    const batches = toBatches(request.annotations, ANNOTATIONS_PER_REQUEST);
    const output = (annotations) => ({
        title: request.title,
        summary: request.summary,
        annotations,
    });
    let id;
    try {
        id = await client.createCheckRun(request.repo, {
            name: request.name,
            headSha: request.headSha,
            conclusion: request.conclusion,
            completedAt: request.completedAt,
            output: output(batches[0] ?? []),
        });
    }
    catch (error) {
        if (statusOf(error) === 403) {
            throw new CheckRunForbiddenError('this token may not create check runs (it needs checks: write; a personal access token never can)');
        }
        throw error;
    }
    for (const batch of batches.slice(1))
        await client.updateCheckRun(request.repo, id, output(batch));
    return id;
}
function toBatches(items, size) {
    const batches = [];
    for (let start = 0; start < items.length; start += size)
        batches.push(items.slice(start, start + size));
    return batches;
}

;// CONCATENATED MODULE: ./src/report/render-job-summary.ts
// The job summary (Markdown, up to 1 MiB per step): the same content as the comment with every fragment,
// because the comment may be off or cut. The same privacy as the comment: the report decides the labels.





/** GitHub's limit for one step's summary, in bytes; we count characters and keep a margin for UTF-8. */
const MAX_SUMMARY_CHARS = 256 * 1024;
/** The summary; `maxChars` cuts it shorter (a check run's summary takes 65,535 characters). */
function renderJobSummary(report, maxChars = MAX_SUMMARY_CHARS) {
    const head = [
        '## codewinnow',
        '',
        `Commit \`${report.headSha.slice(0, 7)}\`: ${report.checkedFiles} files checked, ${report.skippedFiles} skipped; ` +
            `snapshot of ${report.snapshotSubmissions} submissions built ${report.snapshotDate}; ` +
            `matches at or above ${(0,render_text/* percent */.K)(report.minSimilarity)} similarity, and flagged ones below it, are listed` +
            (report.failOn === undefined ? '.' : `, and the check fails at ${(0,render_text/* percent */.K)(report.failOn)}.`),
        '',
        ...renderNotChecked(report),
    ];
    if (report.matches.length === 0)
        return [...head, 'No similar code found.', ''].join('\n');
    const items = [
        '| other submission | similarity | share of your code | your matching lines | flagged because |',
        '| --- | ---: | ---: | ---: | --- |',
    ];
    for (const m of report.matches)
        items.push(`| ${markdownCell(m.label)} | ${(0,render_text/* percent */.K)(m.similarity)} | ${(0,render_text/* percent */.K)(m.coverage)} | ${m.sharedLines} | ${markdownCell(flagCell(m))} |`);
    for (const match of report.matches) {
        items.push('', `### ${markdownCell(match.label)}: ${(0,render_text/* percent */.K)(match.similarity)}`, '', '| your file | your lines | their file | their lines |', '| --- | ---: | --- | ---: |');
        for (const f of match.fragments) {
            items.push(`| \`${markdownCode(f.file)}\` | ${(0,report_lines/* renderLines */.ET)(f.lines, f.cells)} | \`${markdownCode(f.other.file)}\` | ${(0,report_lines/* renderLines */.ET)(f.other.lines, f.other.cells)} |`);
        }
    }
    return fitText({
        head,
        items,
        tail: [''],
        maxChars,
        note: (cut) => `\n… ${cut} more lines not shown (the summary has a size limit); the JSON report lists every match.`,
    });
}
/** This PR's own files that could not be checked, each with why. */
function renderNotChecked(report) {
    const files = report.notChecked ?? [];
    if (files.length === 0)
        return [];
    return [
        `${files.length} file${files.length === 1 ? ' was' : 's were'} not checked:`,
        '',
        ...files.map((file) => `- \`${markdownCode(file.path)}\`: ${markdownCell(file.detail)}`),
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/render-pull-request-comment.ts
// The sticky PR comment: what matched (per mode: scores only, or also this PR's matching lines), a clean
// result, or a check that could not run. Always within GitHub's 65,536-character limit, with a note when
// lines were cut. Shows this PR's own files and lines, and the other side only as the report labels it.




/** GitHub refuses comment bodies longer than this (422). */
const MAX_COMMENT_CHARS = 65_536;
/** The comment for a check that ran: the matches, or that there are none (when a previous push had some). */
function renderPullRequestComment(report, options) {
    const head = [pull_request_report_COMMENT_MARKER, ...renderHeadline(report)];
    const items = report.matches.length === 0
        ? []
        : [...renderTable(report.matches), ...renderDetails(report, options.detail)];
    return fitText({
        head,
        items,
        tail: [...render_pull_request_comment_renderNotChecked(report), '', renderFootnote(report)],
        maxChars: options.maxChars ?? MAX_COMMENT_CHARS,
        note: (cut) => `\n… ${cut} more lines of this report are not shown: GitHub limits a comment's length. The job summary of this run lists every match.`,
    });
}
/** The comment for a check that could not run: never mistakable for "nothing found". */
function renderCouldNotRunComment(headSha, reason) {
    return [
        COMMENT_MARKER,
        '### ⚠️ codewinnow: the check could not run',
        '',
        `The similarity check of ${commit(headSha)} could not run, so this is **not** a result: ${reason}`,
        '',
        'Course staff: the job log of this run says more. The next push runs the check again.',
    ].join('\n');
}
function renderHeadline(report) {
    const threshold = (0,render_text/* percent */.K)(report.minSimilarity);
    if (report.matches.length === 0) {
        return [
            '### ✅ codewinnow: no similar code found',
            '',
            `As of ${commit(report.headSha)}, no other submission of the course matches this pull request at or above ${threshold} similarity.`,
        ];
    }
    const count = report.matches.length;
    // A flagged match is listed whatever its similarity (check/to-pair-result.ts listedPairs).
    const below = report.matches.some((match) => match.similarity < report.minSimilarity);
    return [
        '### 🔍 codewinnow: similar code found',
        '',
        `As of ${commit(report.headSha)}, this pull request's code matches ${count} other submission${count === 1 ? '' : 's'} of the course at or above ${threshold} similarity${below ? ', or flagged below it' : ''}.`,
        '',
    ];
}
function renderTable(matches) {
    return [
        '| other submission | similarity | share of your code | your matching lines | flagged because |',
        '| --- | ---: | ---: | ---: | --- |',
        ...matches.map((m) => `| ${escapeCell(m.label)} | ${(0,render_text/* percent */.K)(m.similarity)} | ${(0,render_text/* percent */.K)(m.coverage)} | ${m.sharedLines} | ${escapeCell(flagCell(m))} |`),
    ];
}
function renderDetails(report, detail) {
    if (detail === 'summary')
        return [];
    const lines = [];
    for (const match of report.matches) {
        lines.push('', `**${escapeInline(match.label)}** (${(0,render_text/* percent */.K)(match.similarity)}):`, '');
        for (const fragment of match.fragments) {
            const other = `\`${escapeCode(fragment.other.file)}\` ${(0,report_lines/* renderLineSpan */.Rr)(fragment.other.lines, fragment.other.cells)}`;
            lines.push(`- \`${escapeCode(fragment.file)}\` ${(0,report_lines/* renderLineSpan */.Rr)(fragment.lines, fragment.cells)} ↔ ${escapeInline(match.label)}, ${other}`);
        }
    }
    return lines;
}
/** "2 files were not checked: `a.py` (…), `b` (…)": this PR's own files only. */
function render_pull_request_comment_renderNotChecked(report) {
    const files = report.notChecked ?? [];
    if (files.length === 0)
        return [];
    const listed = files
        .slice(0, 20)
        .map((file) => `\`${escapeCode(file.path)}\` (${escapeInline(file.detail)})`);
    const more = files.length > 20 ? `, and ${files.length - 20} more` : '';
    const count = files.length === 1 ? '1 file was' : `${files.length} files were`;
    return ['', `⚠️ ${count} not checked: ${listed.join(', ')}${more}.`];
}
function renderFootnote(report) {
    const failOn = report.failOn === undefined ? '' : ` The check fails at ${(0,render_text/* percent */.K)(report.failOn)} similarity.`;
    return (`<sub>Checked ${report.checkedFiles} changed file${report.checkedFiles === 1 ? '' : 's'} (${report.skippedFiles} skipped) ` +
        `against a snapshot of ${report.snapshotSubmissions} submissions built ${report.snapshotDate}. ` +
        (report.othersNamed
            ? 'Other submissions are named for course staff; '
            : 'Other submissions are named by pseudonym; ') +
        `their code is never shown here. ` +
        `A match is a prompt for a look, not a verdict: course staff review it.${failOn}</sub>`);
}
function commit(sha) {
    return `\`${sha.slice(0, 7)}\``;
}
function escapeCell(text) {
    return escapeInline(text).replace(/\|/g, '\\|');
}
function escapeInline(text) {
    return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}
function escapeCode(text) {
    return text.replace(/`/g, "'").replace(/\r?\n/g, ' ');
}

;// CONCATENATED MODULE: ./src/report/to-annotations.ts
// Annotations on this PR's matching lines: one per fragment, best matches first, cut at a limit with the
// number that did not fit. Lines are the 1-based ones GitHub expects.


/** At most `limit` annotations, in the report's order (best match first, then file and line). */
function toAnnotations(report, limit) {
    const all = [];
    for (const match of report.matches) {
        for (const fragment of match.fragments) {
            all.push({
                path: fragment.file,
                ...(0,report_lines/* toHumanLines */.WI)(fragment.lines),
                level: 'warning',
                title: `Similar to ${match.label} (${(0,render_text/* percent */.K)(match.similarity)})`,
                message: `${capitalize((0,report_lines/* renderLineSpan */.Rr)(fragment.lines, fragment.cells))} ${fragment.lines.end - fragment.lines.start > 1 ? 'match' : 'matches'} ${match.label}, ${fragment.other.file} ${(0,report_lines/* renderLineSpan */.Rr)(fragment.other.lines, fragment.other.cells)}. ` +
                    'This is a prompt for a look, not a verdict.',
            });
        }
    }
    const kept = all.slice(0, Math.max(0, limit));
    return { annotations: kept, omitted: all.length - kept.length };
}
/** The sentence for annotations that were left out. */
function renderOmittedAnnotations(omitted, why) {
    return `${omitted} more matching fragment${omitted === 1 ? ' was' : 's were'} not annotated (${why}); the job summary lists every match.`;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/rescan/publish-pull.ts






/** The bot's check run: its own name, so it is told apart from the student workflow's. */
const BOT_CHECK_RUN_NAME = 'codewinnow course check';
const MAX_CHECK_SUMMARY_CHARS = 65_535;
async function publishPull(host, target, publishing) {
    const { pull, report } = target;
    let comment = 'off';
    if (publishing.comment !== 'off') {
        const body = renderPullRequestComment(report, { detail: publishing.comment });
        const request = { pull, marker: pull_request_report_COMMENT_MARKER, body, create: report.matches.length > 0 };
        comment = await upsertStickyComment(host, request, await target.author());
    }
    if (!publishing.checkRun)
        return { comment, checkRun: false };
    const list = toAnnotations(report, publishing.maxAnnotations);
    const omitted = list.omitted > 0
        ? `\n\n${renderOmittedAnnotations(list.omitted, `at most ${publishing.maxAnnotations} are sent`)}`
        : '';
    try {
        await publishCheckRun(host, {
            repo: { owner: pull.owner, repo: pull.repo },
            name: BOT_CHECK_RUN_NAME,
            headSha: report.headSha,
            conclusion: checkRunConclusion(report),
            completedAt: target.completedAt,
            title: checkRunTitle(report),
            summary: renderJobSummary(report, MAX_CHECK_SUMMARY_CHARS - omitted.length) + omitted,
            annotations: list.annotations,
        });
        return { comment, checkRun: true };
    }
    catch (error) {
        if (error instanceof CheckRunForbiddenError)
            return { comment, checkRun: false };
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/rescan/review-pulls.ts











/** Pull requests updated this long before the last run began are looked at again (clocks differ). */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;
const MAX_PULL_FILES = 3000;
/** Pull requests checked at once, whatever the rescan's concurrency. */
const MAX_BOT_CONCURRENCY = 4;
async function reviewPulls(deps, options, course) {
    const startedAt = deps.now();
    const { memory } = course;
    const since = memory.checkedAt === undefined ? undefined : memory.checkedAt - CLOCK_MARGIN_MS;
    const found = (await deps.host.searchOpenPulls(options.org, since))
        .filter((pull) => course.repos.has(`${pull.repo.owner}/${pull.repo.repo}`.toLowerCase()))
        .sort((x, y) => (0,compare_text/* compareText */.n)(keyOf(x), keyOf(y)));
    let author;
    const authorOnce = () => (author ??= resolveCommentAuthor(deps.host));
    const concurrency = Math.min(options.concurrency, MAX_BOT_CONCURRENCY);
    const lines = await mapConcurrently(found, concurrency, (pull) => reviewPull(deps, { options, course }, { pull, author: authorOnce }));
    const heads = { ...memory.heads };
    for (const line of lines)
        if (line.status === 'checked' && line.headSha !== undefined)
            heads[line.pull] = line.headSha;
    const complete = lines.every((line) => line.status !== 'failed');
    return { memory: { checkedAt: complete ? startedAt : memory.checkedAt, heads }, pulls: lines };
}
async function reviewPull(deps, run, target) {
    const { host } = deps;
    const { pull } = target;
    const name = keyOf(pull);
    const { limits, bot } = run.options;
    try {
        const head = await host.fetchPull(pull.repo, pull.number);
        if (run.course.memory.heads[name] === head.headSha)
            return { pull: name, status: 'unchanged', headSha: head.headSha };
        const pullRef = { ...pull.repo, number: pull.number };
        const changed = await host.listPullFiles(pullRef, MAX_PULL_FILES);
        const paths = new Set(changed.filter((file) => file.status !== 'removed').map((file) => file.path));
        const bytes = await host.fetchTarball(pull.repo, head.headSha, limits.maxTarballBytes);
        const read = readTarball(bytes, {
            maxFileBytes: limits.maxFileBytes,
            acceptPath: (path) => paths.has(path) && (0,registry/* isSourcePath */.pL)(path),
        });
        const report = checkPull({
            snapshot: run.course.snapshot,
            repo: `${pull.repo.owner}/${pull.repo.repo}`,
            headSha: head.headSha,
            files: read.files,
            skippedFiles: read.skipped.filter((skip) => paths.has(skip.path)).length,
            notChecked: read.skipped
                .filter((skip) => paths.has(skip.path) && skip.reason !== 'not-source')
                .map((skip) => ({ path: skip.path, detail: skip.detail })),
            minSimilarity: bot.minSimilarity,
            // Flagged as the staff report flags the same pair.
            threshold: run.options.report.threshold,
            failOn: bot.failOn,
            decisions: run.course.decisions,
        });
        const completedAt = new Date(deps.now()).toISOString();
        await publishPull(host, { pull: pullRef, report, completedAt, author: target.author }, bot);
        const flags = flagsOf(report, run.course.snapshot);
        return {
            pull: name,
            status: 'checked',
            headSha: head.headSha,
            similarity: maxSimilarity(report),
            ...(flags.length > 0 ? { flags } : {}),
        };
    }
    catch (error) {
        return { pull: name, status: 'failed', reason: (0,describe_error/* describeError */.U)(error) };
    }
}
// The head's flagged matches named as the staff report names submissions (the report the student sees
// labels them by pseudonym), for the flag history.
function flagsOf(report, snapshot) {
    const names = new Map();
    for (const submission of snapshot.submissions) {
        names.set(`submission ${submission.pseudonym}`, (0,check_against_snapshots/* labelOf */.Wy)(submission));
        names.set((0,check_against_snapshots/* labelOf */.Wy)(submission), (0,check_against_snapshots/* labelOf */.Wy)(submission));
    }
    return report.matches
        .filter((match) => match.flagged)
        .map((match) => ({
        with: names.get(match.label) ?? match.label,
        reason: match.reason,
        fragments: match.fragments.map((f) => ({
            fileA: f.file,
            linesA: (0,report_lines/* renderLines */.ET)(f.lines),
            fileB: f.other.file,
            linesB: (0,report_lines/* renderLines */.ET)(f.other.lines),
        })),
    }));
}
function keyOf(pull) {
    return `${pull.repo.owner}/${pull.repo.repo}#${pull.number}`;
}

;// CONCATENATED MODULE: ./src/rescan/select-repos.ts
// Which repositories of an organization are the submissions of one assignment: those whose name has the
// assignment's prefix (Classroom's `<assignment>-<username>`, Classroom 50's
// `<classroom>-<assignment>-<username>`), match a regular expression, carry a topic, or are named in a list.
// Archived repositories, template repositories and the starter repository are never submissions. Pure.

/** The submissions among `all` (one organization's repositories). */
function selectRepos(all, selection) {
    const { filter } = selection;
    const starter = selection.starterRepo?.toLowerCase();
    const listed = filter.kind === 'list' ? new Set(filter.names.map((name) => name.toLowerCase())) : undefined;
    const repos = [];
    const excluded = [];
    for (const repo of [...all].sort(byName)) {
        if (!matches(repo, filter, listed))
            continue;
        const reason = repo.name.toLowerCase() === starter
            ? 'starter'
            : repo.isTemplate
                ? 'template'
                : repo.archived
                    ? 'archived'
                    : undefined;
        if (reason)
            excluded.push({ name: repo.name, reason });
        else
            repos.push(repo);
    }
    const found = new Set(all.map((repo) => repo.name.toLowerCase()));
    const missing = filter.kind === 'list' ? filter.names.filter((name) => !found.has(name.toLowerCase())) : [];
    return { repos, excluded, missing };
}
function matches(repo, filter, listed) {
    const name = repo.name.toLowerCase();
    switch (filter.kind) {
        case 'prefix':
            return name.startsWith(filter.prefix.toLowerCase()) && name.length > filter.prefix.length;
        case 'pattern':
            return filter.pattern.test(repo.name);
        case 'topic':
            return repo.topics.some((topic) => topic.toLowerCase() === filter.topic.toLowerCase());
        case 'list':
            return listed.has(name);
    }
}
function byName(x, y) {
    const a = x.name.toLowerCase();
    const b = y.name.toLowerCase();
    return (0,compare_text/* compareText */.n)(a, b) || (0,compare_text/* compareText */.n)(x.name, y.name);
}
/** "course: repositories named hw1-*", for reports. */
function describeSelection(selection) {
    const { filter } = selection;
    switch (filter.kind) {
        case 'prefix':
            return `${selection.org}: repositories named ${filter.prefix}*`;
        case 'pattern':
            return `${selection.org}: repositories matching /${filter.pattern.source}/`;
        case 'topic':
            return `${selection.org}: repositories with the topic ${filter.topic}`;
        case 'list':
            return `${selection.org}: ${filter.names.length} repositories from a list`;
    }
}
/** The names in a list file: one a line, `owner/name` or `name`; blank lines and `#` comments ignored. */
function parseRepoList(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.replace(/#.*$/, '').trim())
        .filter((line) => line !== '')
        .map((line) => line.slice(line.lastIndexOf('/') + 1));
}

;// CONCATENATED MODULE: ./src/rescan/describe-history.ts
/** Every pair of `history` with its line. */
function toHistoryEntries(history) {
    return history.pairs.map((pair) => ({ ...pair, summary: describeHistory(pair) }));
}
/**
 * "flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)": the commits of the side that changed
 * between the last sighting and the first run below the flag (both sides' when both changed, and both with
 * "same commits" when neither did: the flag went for another reason, such as a decision or a threshold).
 */
function describeHistory(pair) {
    const last = pair.flagged[pair.flagged.length - 1];
    if (!last)
        return 'never flagged';
    const times = pair.flagged.length > 1 ? ` (${pair.flagged.length} sightings)` : '';
    const on = last.pull ? ` on ${last.pull}` : '';
    const { cleared } = pair;
    if (!cleared)
        return `flagged at ${describe_history_commits(pair, last, BOTH)} (${day(last.at)})${on}${times}, still flagged`;
    const changed = ['a', 'b'].filter((side) => commitOf(cleared, side) !== commitOf(last, side));
    if (changed.length === 0)
        return `flagged at ${describe_history_commits(pair, last, BOTH)} (${day(last.at)})${on}${times}, not since the run of ${day(cleared.at)} (same commits)`;
    return `flagged at ${describe_history_commits(pair, last, changed)} (${day(last.at)})${on}${times}, not since ${describe_history_commits(pair, cleared, changed)} (${day(cleared.at)})`;
}
const BOTH = ['a', 'b'];
const commitOf = (at, side) => (side === 'a' ? at.commitA : at.commitB);
// One side's short commit alone; both sides' named ("owner/x abc1234, owner/y 1234abc"); unknown left out.
function describe_history_commits(pair, at, sides) {
    const known = sides.flatMap((side) => {
        const commit = commitOf(at, side);
        return commit === undefined ? [] : [{ name: side === 'a' ? pair.a : pair.b, commit: commit.slice(0, 7) }];
    });
    if (known.length === 0)
        return 'unknown commits';
    if (known.length === 1 && sides.length === 1)
        return known[0].commit;
    return known.map(({ name, commit }) => `${name} ${commit}`).join(', ');
}
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

;// CONCATENATED MODULE: ./src/rescan/to-staff-report.ts
// The staff report of a whole-course run, built once from data: the course state, the ranked pairs, the
// bot's pull requests and the API requests counted when it was built (by shard jobs before, and by this
// job's hosts). Pure.


/** The commit each submission of the staff copy was compared at, by its name in the report. */
function commitsOf(snapshot) {
    const commits = new Map();
    for (const submission of snapshot.submissions)
        if (submission.commit)
            commits.set((0,check_against_snapshots/* labelOf */.Wy)(submission), submission.commit);
    return commits;
}
function toStaffReport(state, parts) {
    const commits = commitsOf(state.snapshot);
    return {
        createdAt: new Date(state.snapshot.createdAt).toISOString(),
        course: parts.course,
        repos: state.repos,
        excluded: state.excluded,
        missing: state.missing,
        notes: state.notes,
        requests: parts.requests,
        result: parts.result,
        commits,
        serverUrl: parts.serverUrl,
        pulls: parts.pulls,
        ...(parts.history ? { history: toHistoryEntries(parts.history) } : {}),
    };
}
/** What this job's hosts have counted so far (each host once). */
function ownRequests(hosts) {
    const all = hosts.staffHost === hosts.host ? [hosts.host] : [hosts.host, hosts.staffHost];
    return all.map((host) => ({ ...host.requestCounts() }));
}
/** Request counts added up by kind. */
function sumRequests(counts) {
    const sum = {};
    for (const count of counts)
        for (const [kind, n] of Object.entries(count))
            sum[kind] = (sum[kind] ?? 0) + n;
    return sum;
}

;// CONCATENATED MODULE: ./src/rescan/update-flag-history.ts



function recordRun(history, run) {
    const byKey = new Map(history.pairs.map((pair) => [update_flag_history_keyOf(pair.a, pair.b), pair]));
    const flaggedNow = new Set();
    for (const pair of run.pairs) {
        if (!pair.flagged)
            continue;
        const key = update_flag_history_keyOf(pair.a, pair.b);
        flaggedNow.add(key);
        const found = { ...pair, fragments: pair.fragments.map(toHistoryFragment) };
        byKey.set(key, sighted(byKey.get(key), found, { at: run.at, commits: run.commits }));
    }
    for (const [key, pair] of byKey) {
        if (flaggedNow.has(key) || pair.cleared || !run.compared.has(pair.a) || !run.compared.has(pair.b))
            continue;
        byKey.set(key, {
            ...pair,
            cleared: { commitA: run.commits.get(pair.a), commitB: run.commits.get(pair.b), at: run.at },
        });
    }
    return sorted(byKey);
}
/** A pull request's flag, as the bot saw it: a sighting, never a clearing (a PR is not the course). */
function recordPull(history, seen) {
    const byKey = new Map(history.pairs.map((pair) => [update_flag_history_keyOf(pair.a, pair.b), pair]));
    const key = update_flag_history_keyOf(seen.own.name, seen.other.name);
    const commits = new Map([[seen.own.name, seen.own.commit]]);
    if (seen.other.commit !== undefined)
        commits.set(seen.other.name, seen.other.commit);
    const found = { a: seen.own.name, b: seen.other.name, reason: seen.reason, fragments: seen.fragments };
    byKey.set(key, sighted(byKey.get(key), found, { at: seen.at, commits, pull: seen.pull }));
    return sorted(byKey);
}
function sighted(before, found, seen) {
    const [a, b] = ordered(found.a, found.b);
    const swap = (f) => a === found.a ? f : { fileA: f.fileB, linesA: f.linesB, fileB: f.fileA, linesB: f.linesA };
    const sighting = {
        commitA: seen.commits.get(a),
        commitB: seen.commits.get(b),
        at: seen.at,
        reason: found.reason,
        ...(seen.pull !== undefined ? { pull: seen.pull } : {}),
        fragments: found.fragments.slice(0, MAX_HISTORY_FRAGMENTS).map(swap),
        fragmentCount: found.fragments.length,
    };
    const flagged = before?.flagged ?? [];
    const last = flagged[flagged.length - 1];
    const same = last !== undefined &&
        last.commitA === sighting.commitA &&
        last.commitB === sighting.commitB &&
        last.pull === sighting.pull;
    return { a, b, flagged: same ? flagged : [...flagged, sighting] };
}
function toHistoryFragment(fragment) {
    return {
        fileA: fragment.a.file,
        linesA: (0,report_lines/* renderLines */.ET)(fragment.a.lines),
        fileB: fragment.b.file,
        linesB: (0,report_lines/* renderLines */.ET)(fragment.b.lines),
    };
}
const ordered = (x, y) => ((0,compare_text/* compareText */.n)(x, y) <= 0 ? [x, y] : [y, x]);
function update_flag_history_keyOf(x, y) {
    const [a, b] = ordered(x, y);
    return `${a}\n${b}`;
}
function sorted(byKey) {
    return { pairs: [...byKey.values()].sort((x, y) => (0,compare_text/* compareText */.n)(x.a, y.a) || (0,compare_text/* compareText */.n)(x.b, y.b)) };
}

;// CONCATENATED MODULE: ./src/rescan/publish-staff-issue.ts

const STAFF_ISSUE_MARKER = '<!-- codewinnow staff report -->';
/** Writes `body` (which must carry STAFF_ISSUE_MARKER) into the staff issue. Returns what it did and the number. */
async function publishStaffIssue(host, issue) {
    const rule = await resolveCommentAuthor(host);
    const open = (await host.listOpenIssues(issue.repo)).map((i) => ({
        id: i.number,
        body: i.body,
        author: i.author,
    }));
    const existing = findStickyComment(open, STAFF_ISSUE_MARKER, rule);
    if (!existing)
        return { outcome: 'created', number: await host.createIssue(issue.repo, issue.title, issue.body) };
    if (existing.body === issue.body)
        return { outcome: 'unchanged', number: existing.id };
    await host.updateIssue(issue.repo, existing.id, issue.body);
    return { outcome: 'updated', number: existing.id };
}

;// CONCATENATED MODULE: ./src/rescan/publish-course.ts
// The end of a whole-course rescan (one job, or the merge of shard jobs): refuse to publish when too many
// repositories failed, rank every pair from the snapshot (earlier terms compared one way), let the bot
// check the open pull requests, then write the staff report, the student copy and the next run's state,
// and rewrite the staff issue if asked.


















const SUMMARY_LIMITS = { maxPairs: 50, detailedPairs: 10, maxChars: 256 * 1024 };
/** Pairs not flagged the HTML report shows side by side too (every flagged pair is): each may cost two
 * tarball requests. */
const HTML_OTHER_PAIRS = render_html/* DEFAULT_OTHER_PAIRS */.Js;
const MAX_ISSUE_CHARS = 65_536;
async function publishCourse(deps, state, options) {
    const earlier = await readEarlierTerms(deps.store, options.earlier);
    assertFewFailures(state.repos, options.maxFailed);
    const { snapshot } = state;
    const checkSettings = {
        ...check_settings/* DEFAULT_SETTINGS */.a$,
        k: snapshot.params.k,
        w: snapshot.params.w,
        ...options.report,
    };
    const { decisions } = await (0,load_decisions/* loadDecisions */.q)(deps.store, options.decisions, deps.log);
    const compared = (0,apply_decisions/* applyDecisions */.O3)(compareSnapshot({ snapshot, earlier, settings: checkSettings }), decisions);
    deps.log(`${compared.pairs.length} pairs at or above ${checkSettings.minSimilarity}, ${compared.pairs.filter((p) => p.flagged).length} flagged`);
    const bot = await runBot(deps, state, { ...options, decisions });
    const result = { ...compared, skipped: [...state.skippedFiles] };
    const history = nextHistory(state, { result, pulls: bot.pulls, at: deps.now() });
    const memory = { ...bot.memory, history };
    const { pulls } = bot;
    const source = options.html ? await readReportSources(deps, state, { ...options, result }) : undefined;
    // Built once, when every request but the staff issue's own has been made: the issue shows this report.
    const report = toStaffReport(state, {
        course: describeSelection(options),
        serverUrl: options.serverUrl,
        result,
        pulls,
        history: memory.history,
        requests: sumRequests([...state.requests, ...ownRequests(deps)]),
    });
    const issue = options.issue
        ? await publishStaffIssue(deps.staffHost, {
            ...options.issue,
            body: renderStaffSummary(report, {
                ...SUMMARY_LIMITS,
                maxChars: MAX_ISSUE_CHARS,
                marker: STAFF_ISSUE_MARKER,
            }),
        })
        : undefined;
    return {
        summary: renderStaffSummary(report, SUMMARY_LIMITS),
        paths: await writeOutputs(deps.store, options.outputDir, { report, snapshot, memory, source }),
        repos: countStatuses(state.repos),
        pairs: compared.pairs.length,
        flagged: compared.pairs.filter((p) => p.flagged).length,
        topSimilarity: compared.pairs[0]?.similarity ?? 0,
        requests: sumRequests(ownRequests(deps)).total ?? 0,
        issue,
    };
}
// The flag history moved on by this run's pairs, then by the pull-request heads the bot found flagged.
function nextHistory(state, run) {
    const commits = commitsOf(state.snapshot);
    const compared = new Set(run.result.submissions.map((submission) => submission.name));
    let history = recordRun(state.memory.history, { at: run.at, pairs: run.result.pairs, commits, compared });
    for (const line of run.pulls ?? []) {
        const own = line.pull.slice(0, line.pull.lastIndexOf('#'));
        for (const flag of line.flags ?? []) {
            history = recordPull(history, {
                at: run.at,
                pull: line.pull,
                own: { name: own, commit: line.headSha ?? 'unknown' },
                other: { name: flag.with, commit: commits.get(flag.with) },
                reason: flag.reason,
                fragments: flag.fragments,
            });
        }
    }
    return history;
}
// The bot, when asked: its pull-request memory moves on, and its lines go into the report.
async function runBot(deps, state, options) {
    const { bot: botOptions } = options;
    if (!botOptions)
        return { memory: state.memory, pulls: undefined };
    const { snapshot } = state;
    const repos = new Set(snapshot.submissions.map((s) => (s.repo ?? '').toLowerCase()));
    const bot = await reviewPulls(deps, { ...options, bot: botOptions }, { snapshot, repos, memory: state.memory.pulls, decisions: options.decisions });
    const count = (status) => bot.pulls.filter((p) => p.status === status).length;
    deps.log(`Bot: ${count('checked')} pull requests checked, ${count('unchanged')} unchanged, ${count('failed')} failed`);
    return { memory: { ...state.memory, pulls: bot.memory }, pulls: bot.pulls };
}
async function readReportSources(deps, state, run) {
    const sources = await fetchReportSources(deps.host, {
        result: run.result,
        snapshot: state.snapshot,
        texts: state.texts ?? new Map(),
        otherPairs: HTML_OTHER_PAIRS,
        concurrency: run.concurrency,
        limits: run.limits,
    });
    deps.log(`HTML report: code of ${sources.wanted} submissions in flagged pairs, ${sources.fetched} downloaded for it, ${sources.failed} of them failed`);
    return sources.source;
}
async function writeOutputs(store, dir, out) {
    const paths = {};
    const write = async (kind, content) => {
        paths[kind] = pathIn(dir, FILES[kind]);
        await store.write(paths[kind], content);
    };
    await write('report', renderStaffJson(out.report));
    if (out.source)
        await write('html', (0,render_html/* renderHtml */.K2)(out.report.result, {
            source: out.source,
            otherPairs: HTML_OTHER_PAIRS,
            history: out.report.history,
        }));
    await write('snapshot', (0,encode_snapshot/* encodeSnapshot */.h)(toStudentCopy(out.snapshot)));
    for (const [kind, content] of memoryFiles(out.memory))
        await write(kind, content);
    await write('state', (0,encode_snapshot/* encodeSnapshot */.h)(out.snapshot));
    return paths;
}

;// CONCATENATED MODULE: ./src/rescan/render-shard-summary.ts
// A shard job's job summary, for people: which shard, how its repositories fared, what it spent. The pairs
// are the merge job's to rank; a shard has none to show.


function renderShardSummary(manifest, run) {
    const { index, count } = manifest.shard;
    const counts = countStatuses(manifest.repos);
    const failed = manifest.repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
    const kinds = Object.entries(manifest.requests).filter(([kind, n]) => kind !== 'total' && n > 0);
    return [
        `## codewinnow: course rescan, shard ${index} of ${count}`,
        '',
        `${markdownCell(run.course)}, ${new Date(run.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        '',
        `This shard's repositories: ${manifest.repos.length}: ${counts.fetched} fetched, ${counts.unchanged} unchanged, ` +
            `${counts['same-head']} pushed without a new head, **${counts.stale} stale**, **${counts.skipped} skipped**.`,
        `API requests: ${manifest.requests.total ?? 0}${kinds.length > 0 ? ` (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}.`,
        ...manifest.notes.map(markdownCell),
        ...failed.map((repo) => `- ${markdownCell(repo.name)}: ${repo.status}, ${markdownCell(repo.reason ?? '')}`),
        '',
        'The merge job ranks the pairs of the whole course.',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/check/start-snapshot-build.ts
var start_snapshot_build = __webpack_require__(3896);
// EXTERNAL MODULE: ./src/snapshot/cohort-sample.ts
var cohort_sample = __webpack_require__(6418);
;// CONCATENATED MODULE: ./src/rescan/shard.ts
// Splits a course between the jobs of a matrix: `shard: i/n` takes the repositories whose name hashes to
// i (1-based) of n. The hash is of the lower-cased full name, so a repository stays in its shard however the
// listing changes, and the shards' snapshots merge into exactly the snapshot one job would build. Pure.
/** "2/4" → { index: 2, count: 4 }; undefined when the text is not of that form with 1 ≤ i ≤ n ≤ 256. */
function parseShard(text) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    if (!match)
        return undefined;
    const index = Number(match[1]);
    const count = Number(match[2]);
    return index >= 1 && index <= count && count <= 256 ? { index, count } : undefined;
}
/** Whether the repository `fullName` (owner/name) belongs to `shard`. */
function inShard(fullName, shard) {
    return fnv1a(fullName.toLowerCase()) % shard.count === shard.index - 1;
}
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
    return hash;
}

;// CONCATENATED MODULE: ./src/rescan/rescan-course.ts
// The use case "bring the course's snapshot up to date with every student repository", as the scheduled
// rescan (action mode `rescan`, `codewinnow rescan`) runs it, one shard or the whole course:
//
//   list the organization (1 request per 100 repositories) → pick the assignment's repositories → for each,
//   nothing if not pushed since the previous snapshot, else its head commit (1 request), else its tarball
//   (1 request) → fingerprint what was downloaded → carry over everything else from the previous snapshot,
//   all through the one course-snapshot builder (check/start-snapshot-build.ts).
//
// The result is the staff copy (names, repositories, commits): a fresh build of the same course state gives
// the same snapshot, byte for byte. A repository that fails keeps its previous version, reported as stale.









/** The rescan fingerprints with the check's defaults: what the pull-request checks compare with. */
const PARAMETERS = { k: check_settings/* DEFAULT_SETTINGS */.a$.k, w: check_settings/* DEFAULT_SETTINGS */.a$.w, storedWindow: check_settings/* DEFAULT_STORED_WINDOW */.xq };
/**
 * This shard's (or the whole course's) repositories brought up to date from `previous` (the previous staff
 * snapshot, or a student copy with more downloads; none: a full build) and its memory.
 */
async function rescanCourse(deps, options, previous) {
    const createdAt = deps.now();
    const all = await deps.host.listOrgRepos(options.org);
    const selected = selectRepos(all, options);
    const { shard } = options;
    const repos = shard ? selected.repos.filter((repo) => inShard(fullNameOf(repo), shard)) : selected.repos;
    deps.log(`${all.length} repositories in the organization, ${selected.repos.length} submissions, ${repos.length} in this job`);
    const base = await startCourseBuild(deps.host, options, {
        all,
        courseSize: selected.repos.length,
        createdAt,
        previous,
    });
    const fetched = await fetchAll(deps, options, { repos, base, keepTexts: options.html && !shard });
    for (const outcome of fetched.outcomes) {
        if (outcome.status !== 'fetched' && outcome.previous)
            base.build.keep(keptMetadata(outcome));
    }
    const snapshot = base.build.finish();
    return {
        snapshot,
        memory: { ...previous.memory, starter: base.starter.memory },
        repos: fetched.outcomes.map(toRecord),
        selected: { excluded: selected.excluded, missing: selected.missing },
        skippedFiles: fetched.skippedFiles,
        starter: { status: base.starter.status, problem: base.starter.problem },
        rebuild: REBUILD_REASONS[base.build.previousUse],
        texts: fetched.texts,
    };
}
async function startCourseBuild(host, options, run) {
    const { snapshot, memory } = run.previous;
    const params = buildParameters(snapshot, run.courseSize);
    const starter = await resolveStarter(host, options, {
        all: run.all,
        previous: (0,start_snapshot_build/* comparablePrevious */.Mf)(snapshot, params),
        memory: memory.starter,
        params,
    });
    const build = (0,start_snapshot_build/* startSnapshotBuild */.pu)({
        settings: {
            ...params,
            createdAt: run.createdAt,
            includeNames: true,
            pseudonymKey: options.pseudonymKey,
            // The staff report's threshold, so the pull-request checks reading this snapshot flag as it does.
            flagRule: { threshold: options.report.threshold, longFragment: check_settings/* DEFAULT_SETTINGS */.a$.longFragment },
        },
        starter: starter.hashes,
        previous: snapshot,
    });
    return { starter, build };
}
/**
 * PARAMETERS, with the statistics' sample for the whole course's size (the same in every shard), or the
 * previous snapshot's while the course has not outgrown it, so that a course that changes a little is not
 * fingerprinted again (snapshot/cohort-sample.ts).
 */
function buildParameters(previous, courseSize) {
    const fresh = { ...PARAMETERS, cohortSampleBits: (0,cohort_sample/* cohortSampleBitsFor */.j3)(courseSize) };
    if (!previous)
        return fresh;
    const cohortSampleBits = (0,cohort_sample/* updatedSampleBits */.yb)(previous.params.cohortSampleBits, courseSize);
    const kept = { ...PARAMETERS, cohortSampleBits };
    return (0,start_snapshot_build/* comparablePrevious */.Mf)(previous, kept) ? kept : fresh;
}
/** Fetches what may have changed, a few repositories at a time, feeding each download to the build at once. */
async function fetchAll(deps, options, run) {
    const { repos, base } = run;
    const reusable = base.build.previousUse === 'reusable';
    const versionOf = (repo) => {
        const entry = base.build.previousOf({ name: repo.name, repo: fullNameOf(repo) });
        return entry && { commit: entry.commit, pushedAt: entry.commitTime, reusable };
    };
    const skippedFiles = [];
    const texts = new Map();
    let done = 0;
    const outcomes = await mapConcurrently(repos, options.concurrency, async (repo) => {
        const outcome = await fetchRepo(deps.host, repo, versionOf(repo), options.limits);
        if (outcome.files) {
            const { files, skipped } = outcome.files;
            base.build.add({
                name: repo.name,
                repo: outcome.fullName,
                commit: outcome.commit,
                commitTime: repo.pushedAt,
                files,
            });
            if (run.keepTexts)
                texts.set(outcome.fullName, new Map(files.map((file) => [file.path, file.text])));
            for (const skip of skipped)
                if (skip.reason !== 'not-source')
                    skippedFiles.push({ submission: outcome.fullName, ...skip });
        }
        if (++done % 25 === 0 || done === repos.length)
            deps.log(`${done} of ${repos.length} repositories looked at`);
        return { ...outcome, files: undefined };
    });
    skippedFiles.sort((x, y) => (0,compare_text/* compareText */.n)(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`));
    return { outcomes, skippedFiles, texts };
}
function toRecord(outcome) {
    return {
        name: outcome.fullName,
        status: outcome.status,
        ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
        ...(outcome.commit === undefined ? {} : { commit: outcome.commit }),
    };
}
// Carried over unread: an unchanged or same-head repository takes this listing's pushed_at (what a fresh
// build would record); a stale one keeps its old time, so the next run looks at it again.
function keptMetadata(outcome) {
    return {
        name: outcome.repo.name,
        repo: outcome.fullName,
        commit: outcome.commit,
        commitTime: outcome.status === 'stale' ? outcome.previous.pushedAt : outcome.repo.pushedAt,
    };
}
/** Why the previous snapshot could not be used as it is, if it could not. */
const REBUILD_REASONS = {
    none: 'no previous snapshot: every repository is downloaded',
    'other-parameters': "the previous snapshot was made with other parameters (k, w, hash or front ends, or a statistics' sample the course has outgrown): every repository is downloaded",
    'other-starter': 'the starter code changed: every repository is downloaded again',
    reusable: undefined,
};
function fullNameOf(repo) {
    return `${repo.owner}/${repo.name}`;
}

// EXTERNAL MODULE: ./src/snapshot/merge-snapshots.ts
var merge_snapshots = __webpack_require__(624);
// EXTERNAL MODULE: ./src/snapshot/submission-identity.ts + 1 modules
var submission_identity = __webpack_require__(1045);
;// CONCATENATED MODULE: ./src/rescan/shard-manifest.ts

/** The manifest's file in a shard job's output folder. */
const SHARD_MANIFEST_FILE = 'shard.json';
const FORMAT = 'codewinnow-shard';
/** Bumped whenever a field changes meaning; a merge reads only its own version. */
const SHARD_MANIFEST_VERSION = 1;
/** What the manifest records of a pseudonym key: its pseudonym of a name no repository has. */
function pseudonymKeyCheck(key) {
    return key === undefined ? null : (0,submission_identity/* pseudonymOf */.GQ)(key, '\0codewinnow shard key check');
}
/** A file that should be a shard's manifest is not one (of this version). */
class ShardManifestError extends Error {
    name = 'ShardManifestError';
}
/** The manifest as JSON, fields in a fixed order. */
function renderShardManifest(manifest) {
    const { shard, keyCheck, repos, excluded, missing, notes, requests, skipped } = manifest;
    const head = { format: FORMAT, version: SHARD_MANIFEST_VERSION, shard, keyCheck };
    return `${JSON.stringify({ ...head, repos, excluded, missing, notes, requests, skipped }, null, 2)}\n`;
}
const STATUSES = ['unchanged', 'same-head', 'fetched', 'stale', 'skipped'];
/** @throws ShardManifestError naming the file and the field. */
function parseShardManifest(text, path) {
    const fail = (what) => new ShardManifestError(`${path} is not a shard's manifest: ${what}`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw fail('not JSON');
    }
    if (!shard_manifest_isRecord(value) || value.format !== FORMAT)
        throw fail(`no format '${FORMAT}'`);
    if (value.version !== SHARD_MANIFEST_VERSION)
        throw new ShardManifestError(`${path} is a shard manifest of version ${String(value.version)}, and this codewinnow reads version ${SHARD_MANIFEST_VERSION}: run the shard jobs and the merge with the same codewinnow`);
    return {
        shard: shardOf(value.shard, fail),
        keyCheck: keyCheckOf(value.keyCheck, fail),
        repos: arrayOf(value.repos, 'repos', fail).map((repo) => repoLineOf(repo, fail)),
        excluded: arrayOf(value.excluded, 'excluded', fail).map((entry) => {
            if (!shard_manifest_isRecord(entry) || typeof entry.name !== 'string' || typeof entry.reason !== 'string')
                throw fail('an excluded entry');
            return { name: entry.name, reason: entry.reason };
        }),
        missing: strings(value.missing, 'missing', fail),
        notes: strings(value.notes, 'notes', fail),
        requests: requestsOf(value.requests, fail),
        skipped: arrayOf(value.skipped, 'skipped', fail).map((entry) => skippedOf(entry, fail)),
    };
}
function shardOf(value, fail) {
    if (!shard_manifest_isRecord(value))
        throw fail('shard');
    const { index, count } = value;
    if (!Number.isInteger(index) || !Number.isInteger(count))
        throw fail('shard');
    const shard = { index: Number(index), count: Number(count) };
    if (shard.index < 1 || shard.index > shard.count)
        throw fail('shard');
    return shard;
}
function keyCheckOf(value, fail) {
    if (value === null || (typeof value === 'string' && /^[0-9a-f]{8}$/.test(value)))
        return value;
    throw fail('keyCheck');
}
function repoLineOf(repo, fail) {
    if (!shard_manifest_isRecord(repo) || typeof repo.name !== 'string' || !isStatus(repo.status))
        throw fail('a repos entry');
    return {
        name: repo.name,
        status: repo.status,
        ...(typeof repo.reason === 'string' ? { reason: repo.reason } : {}),
        ...(typeof repo.commit === 'string' ? { commit: repo.commit } : {}),
    };
}
function skippedOf(entry, fail) {
    if (!shard_manifest_isRecord(entry))
        throw fail('a skipped entry');
    const { submission, path, reason, detail } = entry;
    if (typeof submission !== 'string' ||
        typeof path !== 'string' ||
        typeof reason !== 'string' ||
        typeof detail !== 'string')
        throw fail('a skipped entry');
    return { submission, path, reason, detail };
}
function requestsOf(value, fail) {
    if (!shard_manifest_isRecord(value))
        throw fail('requests');
    const requests = {};
    for (const [kind, count] of Object.entries(value)) {
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
            throw fail('requests');
        requests[kind] = count;
    }
    return requests;
}
function arrayOf(value, field, fail) {
    if (!Array.isArray(value))
        throw fail(field);
    return value;
}
function strings(value, field, fail) {
    const array = arrayOf(value, field, fail);
    const items = array.filter((item) => typeof item === 'string');
    if (items.length !== array.length)
        throw fail(field);
    return items;
}
function isStatus(value) {
    return STATUSES.some((status) => status === value);
}
function shard_manifest_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/rescan/shard-files.ts
// A shard job's output folder, written by the shard and read by the merge: its slice of the staff snapshot
// (course-state.cwsnap), the memory (course-state.json) and its manifest (shard.json). The merge refuses
// shards that would not add up to the snapshot one job builds: a shard missing or given twice, shards of
// different splits, or slices made with different starter code or pseudonym keying.







/** Writes a shard's output folder; returns the paths written. */
async function writeShardOutput(store, dir, output) {
    const paths = {
        shard: pathIn(dir, SHARD_MANIFEST_FILE),
        memory: pathIn(dir, FILES.memory),
        history: pathIn(dir, FILES.history),
        state: pathIn(dir, FILES.state),
    };
    await store.write(paths.shard, renderShardManifest(output.manifest));
    for (const [kind, content] of memoryFiles(output.memory))
        await store.write(paths[kind], content);
    await store.write(paths.state, (0,encode_snapshot/* encodeSnapshot */.h)(output.snapshot));
    return paths;
}
/**
 * The course state of every shard in `dirs`, merged: what one job of the whole course would know.
 * @throws RescanError when the shards do not make up one whole course; SnapshotError or ShardManifestError
 *   naming the file that is missing or not what it should be.
 */
async function readShards(store, dirs) {
    if (dirs.length === 0)
        throw new RescanError("merge needs the shard jobs' output folders");
    const shards = [];
    for (const dir of dirs) {
        const snapshot = await readSnapshotAt(store, pathIn(dir, FILES.state));
        const manifest = parseShardManifest(await readText(store, pathIn(dir, SHARD_MANIFEST_FILE)), pathIn(dir, SHARD_MANIFEST_FILE));
        const memory = await readMemory(store, dir, () => undefined);
        shards.push({ manifest, memory, snapshot });
    }
    assertWholeCourse(shards, dirs);
    const manifests = shards.map((shard) => shard.manifest);
    return {
        snapshot: (0,merge_snapshots/* mergeSnapshots */.u)(shards.map((shard) => shard.snapshot), dirs),
        memory: shards[0].memory,
        repos: manifests
            .flatMap((m) => m.repos)
            .sort((x, y) => (0,compare_text/* compareText */.n)(x.name.toLowerCase(), y.name.toLowerCase())),
        excluded: manifests[0].excluded,
        missing: manifests[0].missing,
        notes: [`${dirs.length} shards merged.`, ...new Set(manifests.flatMap((m) => m.notes))],
        // In the order one job lists them (rescan-course.ts): by submission, then path.
        skippedFiles: manifests
            .flatMap((m) => m.skipped)
            .sort((x, y) => (0,compare_text/* compareText */.n)(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`)),
        requests: manifests.map((m) => m.requests),
    };
}
function assertWholeCourse(shards, dirs) {
    const first = shards[0];
    const count = first.manifest.shard.count;
    const seen = new Map();
    shards.forEach(({ manifest, snapshot }, i) => {
        const { index } = manifest.shard;
        if (manifest.shard.count !== count)
            throw new RescanError(`${dirs[i]} is shard ${index} of ${manifest.shard.count}, ${dirs[0]} one of ${count}: merge the shards of one split`);
        const twice = seen.get(index);
        if (twice !== undefined)
            throw new RescanError(`${twice} and ${dirs[i]} are both shard ${index} of ${count}`);
        seen.set(index, dirs[i]);
        if (!(0,start_snapshot_build/* sameHashes */.T_)(snapshot.starter, first.snapshot.starter))
            throw new RescanError(`${dirs[i]} was built with other starter code than ${dirs[0]}: run the shard jobs again, from one starter`);
        if (snapshot.pseudonymsKeyed !== first.snapshot.pseudonymsKeyed)
            throw new RescanError(`${dirs[i]} was built ${snapshot.pseudonymsKeyed ? 'with' : 'without'} a pseudonym key and ${dirs[0]} ${first.snapshot.pseudonymsKeyed ? 'with' : 'without'}: give every shard job the same key`);
        if (manifest.keyCheck !== first.manifest.keyCheck)
            throw new RescanError(`${dirs[i]} was built with another pseudonym key than ${dirs[0]}: give every shard job the same key`);
    });
    const absent = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !seen.has(index));
    if (absent.length > 0)
        throw new RescanError(`shard${absent.length === 1 ? '' : 's'} ${absent.join(', ')} of ${count} not given: the merge would leave out their repositories`);
}
async function readText(store, path) {
    const bytes = await store.read(path);
    if (bytes === undefined)
        throw new RescanError(`${path}: no such file (is it a shard job's output folder?)`);
    return new TextDecoder().decode(bytes);
}

;// CONCATENATED MODULE: ./src/rescan/run-rescan-job.ts
// One job of the scheduled rescan, as both shells run it (action modes `rescan` and `merge`, the CLI's
// `codewinnow rescan`): the whole course in one job, one shard of a matrix (it writes its slice and its
// report for the merge), or the merge of the shards (byte for byte the snapshot one job would have built).










async function runRescanJob(context, options) {
    if (options.mode === 'merge')
        return publishCourse(context, await readShards(context.store, options.shardDirs), options);
    const previous = await readPreviousState(context.store, options.stateDir, context.warn);
    const result = await rescanCourse(context, options, previous);
    if (options.shard)
        return writeShard(context, { ...options, shard: options.shard }, result);
    return publishCourse(context, stateOf(result), options);
}
// A shard publishes nothing: it writes its slice, its memory and its manifest for the merge job.
async function writeShard(context, options, result) {
    assertFewFailures(result.repos, options.maxFailed);
    const manifest = {
        shard: options.shard,
        keyCheck: pseudonymKeyCheck(options.pseudonymKey),
        repos: result.repos,
        excluded: result.selected.excluded,
        missing: result.selected.missing,
        notes: notesOf(result),
        requests: sumRequests([context.host.requestCounts()]),
        skipped: result.skippedFiles,
    };
    const paths = await writeShardOutput(context.store, options.outputDir, {
        manifest,
        memory: result.memory,
        snapshot: result.snapshot,
    });
    const course = describeSelection(options);
    return {
        summary: renderShardSummary(manifest, { course, createdAt: result.snapshot.createdAt }),
        paths,
        repos: countStatuses(result.repos),
        pairs: 0,
        flagged: 0,
        topSimilarity: 0,
        requests: manifest.requests.total ?? 0,
    };
}
function stateOf(result) {
    return {
        snapshot: result.snapshot,
        memory: result.memory,
        repos: result.repos,
        excluded: result.selected.excluded,
        missing: result.selected.missing,
        notes: notesOf(result),
        skippedFiles: result.skippedFiles,
        requests: [],
        texts: result.texts,
    };
}
function notesOf(result) {
    const notes = [];
    if (result.rebuild !== undefined)
        notes.push(`Full build: ${result.rebuild}.`);
    const starter = result.starter;
    if (starter.status === 'stale')
        notes.push(`The starter repository could not be read (${starter.problem}); its previous starter code was used.`);
    else if (starter.status === 'none')
        notes.push('No starter code was given: code that every submission shares counts as similar.');
    return notes;
}

// EXTERNAL MODULE: ./src/sources/create-file-store.ts
var create_file_store = __webpack_require__(7695);
// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 11 modules
var dist_src = __webpack_require__(2012);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(3779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(9210);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var plugin_retry_dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/github/rate-limit-handlers.ts
// What the throttling plugin does on a rate limit, the same for the action's Octokit and the CLI's: wait
// out the retry-after a few times, telling why, then give up. A limit that resets further off than
// MAX_RATE_LIMIT_WAIT_S (a primary limit's reset can be an hour away) is not waited for: the run fails at
// once, saying when to run again, instead of holding a runner for hours.
/** Ten minutes: a secondary limit's retry-after (about a minute) is waited out; an hour's reset is not. */
const MAX_RATE_LIMIT_WAIT_S = 600;
/** Handlers that retry a rate-limited request up to `retries` times, each wait told to `warn`. */
function rateLimitHandlers(warn, retries) {
    const handler = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const tooLong = retryAfter > MAX_RATE_LIMIT_WAIT_S;
        const again = retryCount < retries && !tooLong;
        const giveUp = tooLong
            ? `: giving up, as it lifts only in ${retryAfter} s (more than ${MAX_RATE_LIMIT_WAIT_S} s); run again then`
            : ': giving up';
        warn(`GitHub ${kind} rate limit on ${request.method} ${request.url}` +
            (again ? `: retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries})` : giveUp));
        return again;
    };
    return { onRateLimit: handler('primary'), onSecondaryRateLimit: handler('secondary') };
}

;// CONCATENATED MODULE: ./src/github/readable-request-errors.ts
/** Characters of a plain-text answer kept in a message. */
const MAX_MESSAGE_CHARS = 300;
/** Characters of an HTML page's title kept. */
const MAX_TITLE_CHARS = 80;
/** `octokit`, its failed requests' messages reworded as rewordRequestError does. */
function withReadableErrors(octokit) {
    octokit.hook.error('request', (error) => {
        rewordRequestError(error);
        throw error;
    });
    return octokit;
}
/** Rewrites the message of an error whose text is an HTML page or over MAX_MESSAGE_CHARS, in place. */
function rewordRequestError(error) {
    if (!(error instanceof Error))
        return;
    const { message } = error;
    const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
    const answered = status === undefined ? 'GitHub answered' : `GitHub answered ${status}`;
    if (/^\s*<(!doctype\s+html|html[\s>])/i.test(message)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(message)?.[1]?.replace(/\s+/g, ' ').trim();
        const named = title ? ` ("${cut(title, MAX_TITLE_CHARS)}")` : '';
        error.message =
            `${answered} with an HTML page${named}, not the API's JSON: GitHub, or a proxy in front of it, ` +
                'is failing; try again later';
    }
    else if (message.length > MAX_MESSAGE_CHARS) {
        error.message = cut(message, MAX_MESSAGE_CHARS);
    }
}
function cut(text, chars) {
    return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}

;// CONCATENATED MODULE: ./src/cli/create-cli-octokit.ts
// The CLI's Octokit: @octokit/core with the REST methods and pagination, throttled (writes queued, rate
// limits waited out with their retry-after) and retrying server errors, an HTML error page reworded as one
// line (github/readable-request-errors.ts). The action has its own, made by @actions/github (runner
// proxies, GITHUB_API_URL); the CLI must not depend on @actions/*.







const CliOctokit = dist_src/* Octokit */.E.plugin(plugin_rest_endpoint_methods_dist_src/* restEndpointMethods */._, dist_bundle/* paginateRest */.ud, plugin_throttling_dist_bundle/* throttling */.A, plugin_retry_dist_bundle/* retry */.L);
function createCliOctokit(token, options) {
    const handlers = rateLimitHandlers(options.warn, options.rateLimitRetries ?? 3);
    const base = options.retryAfterBaseMs === undefined ? {} : { retryAfterBaseValue: options.retryAfterBaseMs };
    const octokit = new CliOctokit({
        auth: token,
        userAgent: 'codewinnow-cli',
        ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl.replace(/\/$/, '') }),
        ...(options.fetch === undefined ? {} : { request: { fetch: options.fetch } }),
        throttle: { ...handlers, ...base },
        retry: { retries: 2, ...base },
    });
    return withReadableErrors(octokit);
}

// EXTERNAL MODULE: ./src/check/parse-option-values.ts
var parse_option_values = __webpack_require__(9336);
;// CONCATENATED MODULE: ./src/rescan/rescan-options.ts
/** The defaults both shells give the rescan's settings (the check's own are in check/settings.ts). */
const RESCAN_DEFAULTS = {
    /** Repositories fetched at once. */
    concurrency: 4,
    /** The run fails, publishing nothing, when more than this share of the repositories failed. */
    maxFailed: 0.25,
    /** The staff report's pairs: at or above minSimilarity listed, at or above threshold flagged. */
    report: { minSimilarity: 0.1, threshold: 0.5, maxShare: 1 },
    bot: { minSimilarity: 0.25, maxAnnotations: 50, comment: 'fragments' },
    limits: { maxTarballBytes: 100 * 1024 * 1024, attempts: 2 },
};
/** What the bot's comment may show: never `full`, which names other students in a student's repository. */
const BOT_COMMENT_CHOICES = {
    values: ['off', 'summary', 'fragments'],
    fallback: RESCAN_DEFAULTS.bot.comment,
};
/** The staff issue's title. */
function staffIssueTitle(org) {
    return `codewinnow: similarity report for ${org}`;
}

// EXTERNAL MODULE: ./src/cli/pseudonym-key.ts
var pseudonym_key = __webpack_require__(8182);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/rescan-options.ts
// The options of `codewinnow rescan` and `merge`, parsed once and validated together into the options the
// action's rescan mode has too (rescan/rescan-options.ts), with messages that say what was expected.







const RESCAN_OPTIONS = {
    org: { type: 'string' },
    prefix: { type: 'string' },
    pattern: { type: 'string' },
    topic: { type: 'string' },
    repos: { type: 'string' },
    'starter-repo': { type: 'string' },
    base: { type: 'string', multiple: true },
    state: { type: 'string' },
    output: { type: 'string', short: 'o' },
    shard: { type: 'string' },
    concurrency: { type: 'string' },
    earlier: { type: 'string', multiple: true },
    'min-similarity': { type: 'string' },
    threshold: { type: 'string' },
    'max-share': { type: 'string' },
    'max-failed': { type: 'string' },
    html: { type: 'boolean' },
    issue: { type: 'string' },
    bot: { type: 'boolean' },
    'pr-min-similarity': { type: 'string' },
    'fail-on': { type: 'string' },
    comment: { type: 'string' },
    'no-check-run': { type: 'boolean' },
    'pseudonym-key': { type: 'string' },
    'api-url': { type: 'string' },
    'server-url': { type: 'string' },
    decisions: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
const DEFAULT_STATE_DIR = 'codewinnow-state';
/** @throws UsageError listing every problem. */
async function toRescanOptions(raw) {
    const { values, mode } = raw;
    const problems = [];
    const { shard, concurrency } = parseJobOptions(raw, problems);
    const comment = (0,parse_option_values/* parseChoice */.HU)('--comment', values.comment, { ...BOT_COMMENT_CHOICES, note: ' (the bot never names other students)' }, problems);
    const issue = parseIssue(values.issue, problems);
    const filter = parseFilter(values, problems);
    const shares = parseShares(values, problems);
    if (problems.length > 0)
        throw new usage_error/* UsageError */.e(problems.join('\n'));
    const org = values.org;
    const state = values.state ?? (mode === 'rescan' ? DEFAULT_STATE_DIR : undefined);
    const key = values['pseudonym-key'] ?? raw.env[pseudonym_key/* PSEUDONYM_KEY_VARIABLE */.i];
    return {
        mode,
        org,
        filter: await readFilter(filter, raw.store),
        starterRepo: values['starter-repo'],
        starterFiles: await (0,read_inputs/* readStarterFiles */.tX)(values.base ?? []),
        shard,
        stateDir: state,
        outputDir: values.output ?? state ?? DEFAULT_STATE_DIR,
        shardDirs: raw.shardDirs,
        earlier: values.earlier ?? [],
        pseudonymKey: key ? new TextEncoder().encode(key) : undefined,
        concurrency,
        limits: RESCAN_DEFAULTS.limits,
        maxFailed: shares.maxFailed,
        report: shares.report,
        html: values.html === true,
        issue: issue && { repo: issue, title: staffIssueTitle(org) },
        bot: values.bot
            ? {
                ...shares.bot,
                comment,
                checkRun: values['no-check-run'] !== true,
                maxAnnotations: RESCAN_DEFAULTS.bot.maxAnnotations,
            }
            : undefined,
        serverUrl: values['server-url'] ?? (raw.env.GITHUB_SERVER_URL || 'https://github.com'),
        decisions: values.decisions,
    };
}
// What the job is: the organization, a shard of it or the merge, how many repositories at once.
function parseJobOptions(raw, problems) {
    const { values, mode } = raw;
    if (!values.org || !/^[A-Za-z0-9-]+$/.test(values.org))
        problems.push(`--org: expected the organization's name, got '${values.org ?? ''}'`);
    if (mode === 'merge' && raw.shardDirs.length === 0)
        problems.push("merge needs the shard jobs' output folders");
    if (mode === 'merge' && values.shard !== undefined)
        problems.push('--shard: only for rescan');
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    if (values.shard !== undefined && !shard)
        problems.push(`--shard: expected I/N with 1 ≤ I ≤ N ≤ 256, got '${values.shard}'`);
    const range = { min: 1, max: 32, fallback: RESCAN_DEFAULTS.concurrency };
    return { shard, concurrency: (0,parse_option_values/* parseWholeNumber */.oA)('--concurrency', values.concurrency, range, problems) };
}
function parseIssue(text, problems) {
    if (text === undefined)
        return undefined;
    const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(text);
    if (match)
        return { owner: match[1], repo: match[2] };
    problems.push(`--issue: expected OWNER/REPO, got '${text}'`);
    return undefined;
}
function parseShares(values, problems) {
    const share = (name, fallback) => (0,parse_option_values/* parseShare */.n8)(`--${name}`, values[name], fallback, problems);
    return {
        report: {
            minSimilarity: share('min-similarity', RESCAN_DEFAULTS.report.minSimilarity),
            threshold: share('threshold', RESCAN_DEFAULTS.report.threshold),
            maxShare: share('max-share', RESCAN_DEFAULTS.report.maxShare),
        },
        maxFailed: share('max-failed', RESCAN_DEFAULTS.maxFailed),
        bot: {
            minSimilarity: share('pr-min-similarity', RESCAN_DEFAULTS.bot.minSimilarity),
            failOn: values['fail-on'] === undefined ? undefined : (0,parse_option_values/* parseShare */.n8)('--fail-on', values['fail-on'], 1, problems),
        },
    };
}
function parseFilter(values, problems) {
    const given = ['prefix', 'pattern', 'topic', 'repos'].filter((name) => values[name] !== undefined);
    if (given.length !== 1) {
        problems.push(`expected exactly one of --prefix, --pattern, --topic, --repos, got ${given.length === 0 ? 'none' : given.map((n) => `--${n}`).join(' and ')}`);
    }
    if (values.prefix !== undefined)
        return { kind: 'prefix', prefix: values.prefix };
    if (values.topic !== undefined)
        return { kind: 'topic', topic: values.topic };
    if (values.repos !== undefined)
        return { kind: 'file', path: values.repos };
    return { kind: 'pattern', pattern: (0,parse_option_values/* parsePattern */.EY)('--pattern', values.pattern ?? '^$', problems) };
}
async function readFilter(choice, store) {
    if (choice.kind !== 'file')
        return choice;
    const bytes = await store.read(choice.path);
    if (bytes === undefined)
        throw new usage_error/* UsageError */.e(`--repos: no such file ${choice.path}`);
    return { kind: 'list', names: parseRepoList(new TextDecoder().decode(bytes)) };
}

;// CONCATENATED MODULE: ./src/cli/rescan-help.ts
// The words of `codewinnow rescan --help` and `codewinnow merge --help`.
const COURSE_OPTIONS = `The assignment's repositories (one of):
  --prefix P            names starting with P: hw1- (GitHub Classroom's <assignment>-<user>) or
                        cs101-hw1- (Classroom 50's <classroom>-<assignment>-<user>)
  --pattern RE          names matching the regular expression RE (case-insensitive)
  --topic T             repositories with the topic T
  --repos FILE          the names listed in FILE, one a line ('#' comments)

  --org ORG             the organization (required)
  --starter-repo NAME   the starter (template) repository: not a submission; its code is boilerplate
  --base PATH           starter code on disk instead (repeatable)
  --output DIR          where to write (default: --state, else ./codewinnow-state):
                          course-state.cwsnap, course-state.json  next run's state (staff only)
                          codewinnow-snapshot.cwsnap              the student copy for the PR checks
                          staff-report.json (and .html)           the staff report (names students)
  --earlier FILE        an earlier term's snapshot, compared with this term only (repeatable)
  --min-similarity X    leave unflagged pairs below X out of the staff report (default 0.1)
  --threshold X         flag pairs at or above X (default 0.5)
  --max-share X         code in more than this share of the submissions is common code (default 1)
  --max-failed X        fail, writing nothing, when more than this share of the repositories could
                        not be fetched (default 0.25)
  --html                also write staff-report.html, with the code of every flagged pair (one
                        tarball request for each of their repositories not downloaded this run)
  --issue OWNER/REPO    keep one issue there up to date with the staff report (staff-only repo!)
  --decisions FILE      staff decisions about pairs (default .codewinnow/decisions.yml when it
                        exists): the report and the bot honour them ('codewinnow review --help')
  --bot                 check open pull requests whose head changed since the last run, and post
                        the sticky comment and a check run on each (the token must be a GitHub App's)
  --pr-min-similarity X the bot's comment threshold (default 0.25)
  --fail-on X           the bot's check run fails at or above this similarity (default: never)
  --comment MODE        the bot's comment: off, summary or fragments (default fragments)
  --no-check-run        the bot posts no check run
  --pseudonym-key KEY   staff secret for pseudonyms (or CODEWINNOW_PSEUDONYM_KEY)
  --api-url URL         the REST API (default GITHUB_API_URL, else https://api.github.com)
  --server-url URL      GitHub's web address for links (default GITHUB_SERVER_URL, else github.com)
  -h, --help            this help

A share X is written 0.5 or 50%; a bare number above 1 (2, 1.01) is refused as ambiguous.
The token comes from GITHUB_TOKEN or GH_TOKEN: it must read every repository of ORG.
`;
const RESCAN_HELP = `Usage: codewinnow rescan --org ORG (--prefix P | --pattern RE | --topic T | --repos FILE) [options]

Rescans every repository of an assignment and brings the course's snapshot up to date: a repository not
pushed since the last run costs no request, one pushed elsewhere than its default branch costs one, and
only a new head commit is downloaded (one tarball). Then ranks every pair of the course for staff.

  --state DIR           the previous run's output (default ./codewinnow-state); missing: a full build
  --shard I/N           only the I-th of N slices of the repositories, for 'codewinnow merge'
  --concurrency N       repositories fetched at once (default 4)
${COURSE_OPTIONS}
Exit codes: 0 done, 2 usage or error (nothing is written then).
`;
const MERGE_HELP = `Usage: codewinnow merge <shard-output>... --org ORG (--prefix P | ...) [options]

Combines the outputs of 'codewinnow rescan --shard I/N' jobs into the very files one job would have
written, then ranks every pair of the course for staff (and runs the bot, if asked). Every shard of the
split must be given, each once, all made with the same starter code and pseudonym key.

${COURSE_OPTIONS}
Exit codes: 0 done, 2 usage or error (nothing is written then).
`;

;// CONCATENATED MODULE: ./src/cli/rescan-command.ts
// `codewinnow rescan` and `codewinnow merge`: the scheduled rescan from a staff machine or any CI, the same
// job the action's modes run. Prints the staff report (Markdown) on stdout and progress on stderr.









function runtimeRescanDeps() {
    return {
        env: process.env,
        connect: (token, apiUrl, warn) => {
            const counter = createRequestCounter();
            return createCourseHost(createCliOctokit(token, { baseUrl: apiUrl, warn, fetch: counter.fetch }), counter);
        },
        store: (0,create_file_store/* createFileStore */.I)(),
    };
}
const runRescanCommand = (args, terminal) => runRescanWith('rescan', args, terminal, runtimeRescanDeps());
const runMergeCommand = (args, terminal) => runRescanWith('merge', args, terminal, runtimeRescanDeps());
async function runRescanWith(mode, args, terminal, deps) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: RESCAN_OPTIONS,
        allowPositionals: mode === 'merge',
    });
    if (values.help) {
        terminal.stdout(mode === 'merge' ? MERGE_HELP : RESCAN_HELP);
        return 0;
    }
    const token = deps.env.GITHUB_TOKEN || deps.env.GH_TOKEN;
    if (!token)
        throw new usage_error/* UsageError */.e(`${mode} needs a token in GITHUB_TOKEN or GH_TOKEN that can read every repository of the organization`);
    const options = await toRescanOptions({
        mode,
        values,
        shardDirs: positionals,
        env: deps.env,
        store: deps.store,
    });
    const warn = (message) => terminal.stderr(`warning: ${message}\n`);
    const host = deps.connect(token, values['api-url'] ?? (deps.env.GITHUB_API_URL || undefined), warn);
    const outcome = await runRescanJob({
        host,
        staffHost: host,
        store: deps.store,
        now: terminal.now,
        log: (m) => terminal.stderr(`${m}\n`),
        warn,
    }, options);
    terminal.stdout(outcome.summary);
    const written = Object.values(outcome.paths).join(', ');
    terminal.stderr(`wrote ${written}; ${outcome.requests} API requests\n`);
    if (options.pseudonymKey === undefined) {
        terminal.stderr('warning: no --pseudonym-key: pseudonyms are derived from the starter code and can be linked to repositories\n');
    }
    return 0;
}


/***/ })

};
