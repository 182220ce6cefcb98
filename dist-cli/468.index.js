export const id = 468;
export const ids = [468];
export const modules = {

/***/ 7988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uc: () => (/* binding */ DEFAULT_MAX_TOKENS),
  BK: () => (/* binding */ fingerprintTokens),
  qD: () => (/* binding */ prepareFile),
  PR: () => (/* binding */ prepareSubmissions),
  s1: () => (/* binding */ starterHashes),
  m9: () => (/* binding */ toFileSummary),
  n9: () => (/* binding */ tokenizeSubmissions)
});

;// CONCATENATED MODULE: ./src/engine/kgram-hashes.ts
// Rolling hashes of every k-gram of a token-id sequence, in O(1) per k-gram.
//
// Why accidental collisions do not matter even at a million files: each k-gram gets two independent
// polynomial hashes mod 2^32 (different odd bases), mixed and joined into one 52-bit value. A million files
// of ~1,000 k-grams are 10^9 distinct k-grams, and the expected number of colliding pairs among them is
// about n^2 / 2^53 ≈ 110: a hundred isolated fingerprint matches spread over 10^12 file pairs. A collision
// only makes two files share one fingerprint. Where both token sequences are at hand (compare), a fragment
// needs its k-grams equal token by token, so it is dropped; against a snapshot it is one k-gram, k tokens,
// which cannot flag a pair (that takes 2k shared tokens on each side).
const BASE_1 = 0x01000193;
const BASE_2 = 0x5bd1e995;
/**
 * Hashes of the k-grams starting at 0 .. ids.length - k; empty when there are fewer than k tokens. Written
 * to the start of `into` and returned as a view of it when it is long enough (a caller's scratch area).
 */
function hashKgrams(ids, k, into) {
    const count = ids.length - k + 1;
    if (k < 1 || count <= 0)
        return new Float64Array(0);
    const out = into !== undefined && into.length >= count ? into.subarray(0, count) : new Float64Array(count);
    const top1 = power(BASE_1, k - 1);
    const top2 = power(BASE_2, k - 1);
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < ids.length; i++) {
        const id = ids[i] + 1; // +1 so that a zero id still moves the hash
        if (i >= k) {
            const old = ids[i - k] + 1;
            h1 = (h1 - Math.imul(old, top1)) | 0;
            h2 = (h2 - Math.imul(old, top2)) | 0;
        }
        h1 = (Math.imul(h1, BASE_1) + id) | 0;
        h2 = (Math.imul(h2, BASE_2) + id) | 0;
        if (i >= k - 1)
            out[i - k + 1] = join(mix(h1), mix(h2));
    }
    return out;
}
function power(base, exponent) {
    let result = 1;
    for (let i = 0; i < exponent; i++)
        result = Math.imul(result, base);
    return result;
}
// murmur3's finalizer: a bijection on 32 bits that spreads the polynomial hash's weak low bits, so the
// minimum that winnowing picks is uniformly placed (the paper's "hash a second time").
function mix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}
function join(high, low) {
    return high * 0x100000 + (low >>> 12);
}

// EXTERNAL MODULE: ./src/engine/scratch-array.ts
var scratch_array = __webpack_require__(6220);
;// CONCATENATED MODULE: ./src/engine/winnow.ts
// Robust winnowing (Schleimer, Wilkerson, Aiken 2003, Definition 3) with the paper's Figure 5 loop:
// amortized O(1) per hash, because the previous window's minimum usually stays in the window.

/**
 * Selects fingerprints from k-gram hashes: in each window of `w` consecutive hashes the minimum; ties go to
 * the hash the previous window chose if it is still in the window, else to the rightmost minimum. A
 * sequence shorter than one window still gets its minimum. Positions are indexes into `hashes`.
 */
function winnow(hashes, w) {
    const n = hashes.length;
    if (n === 0)
        return { hashes: new Float64Array(0), positions: new Uint32Array(0) };
    const width = Math.max(1, Math.min(w, n));
    // At most one pick per window: written in place, then copied out at their final length.
    const keptPositions = positionScratch.take(n - width + 1);
    let kept = 0;
    let min = -1; // position of the current window's chosen minimum
    for (let right = width - 1; right < n; right++) {
        const left = right - width + 1;
        if (min < left) {
            // The chosen hash left the window: rescan right to left, strict < keeps the rightmost minimum.
            min = right;
            for (let i = right - 1; i >= left; i--)
                if (hashes[i] < hashes[min])
                    min = i;
        }
        else if (hashes[right] < hashes[min]) {
            // Strict < (the paper's (*) with robust winnowing): a tie keeps the previous choice.
            min = right;
        }
        else {
            continue;
        }
        keptPositions[kept++] = min;
    }
    const positions = keptPositions.slice(0, kept);
    const keptHashes = new Float64Array(kept);
    for (let f = 0; f < kept; f++)
        keptHashes[f] = hashes[positions[f]];
    return { hashes: keptHashes, positions };
}
// Room for the positions picked, copied out once they are all known.
const positionScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), 1 << 20);

;// CONCATENATED MODULE: ./src/engine/fingerprint-file.ts
// One file's part of the engine: k-gram hashes, robust winnowing, and which tokens are starter code.



/**
 * Fingerprints a file's token ids. `starterKgrams` holds the hashes of every k-gram of the starter code
 * (see starterKgramHashes); winnowing still runs over all k-grams so positions stay those of the file.
 */
function fingerprintFile(ids, params, starterKgrams) {
    const hashes = hashKgrams(ids, params.k, kgramScratch.take(ids.length));
    const fingerprints = winnow(hashes, params.w);
    const boilerplate = starterKgrams?.size
        ? markBoilerplate(hashes, ids.length, params.k, starterKgrams)
        : undefined;
    let boilerplateTokens = 0;
    if (boilerplate)
        for (const flag of boilerplate)
            boilerplateTokens += flag;
    return {
        fingerprints,
        tokenCount: ids.length,
        boilerplate: boilerplateTokens > 0 ? boilerplate : undefined,
        boilerplateTokens,
    };
}
// The k-gram hashes of the file being fingerprinted: only read while it is (winnow copies what it keeps).
const kgramScratch = new scratch_array/* ScratchArray */.A((length) => new Float64Array(length), 1 << 20);
/** Every k-gram hash of the starter files: any fingerprint equal to one of them is boilerplate. */
function starterKgramHashes(files, k) {
    const set = new Set();
    for (const ids of files)
        for (const hash of hashKgrams(ids, k))
            set.add(hash);
    return set;
}
function markBoilerplate(hashes, tokenCount, k, starter) {
    const marks = new Uint8Array(tokenCount);
    let markedUpTo = 0;
    for (let i = 0; i < hashes.length; i++) {
        if (!starter.has(hashes[i]))
            continue;
        for (let t = Math.max(i, markedUpTo); t < i + k; t++)
            marks[t] = 1;
        markedUpTo = i + k;
    }
    return marks;
}

// EXTERNAL MODULE: ./src/engine/token-id.ts
var token_id = __webpack_require__(7273);
;// CONCATENATED MODULE: ./src/engine/name-hashes.ts
// What a fingerprint's names say. Fingerprints match on folded tokens (every identifier is `$id`), so two
// runs of the same shape match whatever their names. Beside each kept fingerprint a file can keep a 32-bit
// hash of its k-gram with the names put back in a form a consistent renaming does not change: each
// identifier replaced by the order of its first appearance inside the k-gram (`total = total + x` and
// `sum = sum + y` both become `#0 = #0 + #1`); literals as written: independent solutions word their
// messages and pick their constants themselves, a copy mostly keeps them. (Renaming strings as well
// gave back most of what names gain on IR-Plag: there, most of the gain is in the literals.) Two matched fingerprints whose name
// hashes agree hold the same names or a one-to-one renaming of them; when they differ, the names are
// unrelated and only the shape is shared, which independent solutions of one exercise often have.
// The hash is of names and literals too, so like the fingerprint it holds no source text. 8 bits: it is
// only ever compared with the hash of a fingerprint that already matched, and what counts is a pair's
// share of agreeing ones, which a chance agreement (1 in 256) moves by at most 0.4 points; a snapshot
// stores one byte a fingerprint for it (two took a 5,000-submission snapshot from 8.5% to 10.6% of its
// source, bench:snapshot).

/**
 * The name hash of each k-gram starting at `positions` (a file's kept fingerprints). `spellings[t]` is
 * the id of token t's text as written (see tokenId), 0 for tokens whose folded id says everything;
 * `renamable` holds the folded ids whose tokens a renaming may change (identifiers).
 */
function nameHashes(ids, spellings, positions, k, renamable) {
    const out = new Uint8Array(positions.length);
    // The spellings of the renamable names met so far in the k-gram, in order: a name's rank is its index.
    const named = new Int32Array(k);
    // Ids are mostly above 2^30, where a Set looks each up as a double: one renamable id is compared instead.
    const only = renamable.size === 1 ? renamable.values().next().value | 0 : 0;
    const general = renamable.size !== 1;
    // Everything is held as int32, the same bits as the uint32 it stands for: `^` and Math.imul read only
    // those, and the compiled loop keeps int32s in registers.
    for (let f = 0; f < positions.length; f++) {
        const start = positions[f];
        const end = Math.min(start + k, ids.length);
        let names = 0;
        let hash = 0x811c9dc5 | 0;
        for (let t = start; t < end; t++) {
            const spelling = spellings[t] | 0;
            let part = spelling;
            if (spelling === 0)
                part = ids[t] | 0;
            else if (general ? renamable.has(ids[t]) : (ids[t] | 0) === only) {
                let rank = 0;
                while (rank < names && named[rank] !== spelling)
                    rank++;
                if (rank === names)
                    named[names++] = spelling;
                part = (RANK_IDS[rank] ?? (0,token_id/* tokenId */.j)(`#${rank}`)) ^ ids[t];
            }
            hash = Math.imul(hash ^ part, 0x01000193);
            hash ^= hash >>> 15;
        }
        out[f] = (hash ^ (hash >>> 8) ^ (hash >>> 16) ^ (hash >>> 24)) & 0xff;
    }
    return out;
}
// Ids of `#0` .. `#k`: a k-gram holds at most k identifiers.
const RANK_IDS = Int32Array.from({ length: 64 }, (_, rank) => (0,token_id/* tokenId */.j)(`#${rank}`));

// EXTERNAL MODULE: ./src/engine/token-lines.ts
var token_lines = __webpack_require__(3397);
// EXTERNAL MODULE: ./src/languages/normal-tokens.ts
var normal_tokens = __webpack_require__(5807);
// EXTERNAL MODULE: ./src/languages/registry.ts + 84 modules
var registry = __webpack_require__(4718);
// EXTERNAL MODULE: ./src/languages/token-spellings.ts
var token_spellings = __webpack_require__(3200);
;// CONCATENATED MODULE: ./src/check/starter-lines.ts
// Which lines of a file are starter code, for reports that show the code. Read off the engine's per-token
// starter marks and the tokens' lines; it decides nothing about scores (the engine already did).

const STARTER = 1;
const OWN = 2;
/**
 * The lines whose tokens are all starter code, as sorted, disjoint ranges. Lines without tokens (blank lines,
 * comments) count as starter when starter lines stand on both sides of them. Empty when nothing is marked.
 */
function toStarterLines(boilerplate, lines) {
    if (!boilerplate)
        return [];
    const tokens = (0,token_lines/* tokensOf */.k8)(lines);
    // The greatest end line: a front end may have put statements in another order than their lines'.
    let lastLine = 0;
    for (let t = 0; t < tokens; t++)
        lastLine = Math.max(lastLine, (0,token_lines/* endLineOf */.h2)(lines, t));
    const state = new Uint8Array(lastLine + 1); // 0: no token on the line
    for (let t = 0; t < tokens; t++) {
        const mark = boilerplate[t] === 1 ? STARTER : OWN;
        for (let line = (0,token_lines/* startLineOf */.q4)(lines, t); line <= (0,token_lines/* endLineOf */.h2)(lines, t); line++)
            state[line] = Math.max(state[line], mark);
    }
    const ranges = [];
    let open;
    let lastStarter = -1;
    for (let line = 0; line < state.length; line++) {
        if (state[line] === STARTER) {
            if (open === undefined)
                open = line;
            lastStarter = line;
        }
        else if (state[line] === OWN && open !== undefined) {
            ranges.push({ start: open, end: lastStarter + 1 });
            open = undefined;
        }
    }
    if (open !== undefined)
        ranges.push({ start: open, end: lastStarter + 1 });
    return ranges;
}

// EXTERNAL MODULE: ./src/check/stored-window.ts
var stored_window = __webpack_require__(5554);
;// CONCATENATED MODULE: ./src/check/prepare-files.ts








/** Files over this many tokens are compared on their first part (a long hand-written file has ~20,000). */
const DEFAULT_MAX_TOKENS = 200_000;
/** Every k-gram hash of the starter files, for boilerplate. */
function starterHashes(starter, params, language) {
    const ids = [];
    for (const file of starter) {
        const { frontEnd } = (0,registry/* resolveLanguage */.py)(file.path, file.text, file.language ?? language);
        ids.push(frontEnd.tokenize(file.text).ids);
    }
    return starterKgramHashes(ids, params.k);
}
/**
 * Tokenizes and fingerprints every file, each by its front end (by name, else by content; plain text when
 * nothing shows). None is skipped here: files are skipped, each with its reason, when read (src/sources).
 */
function prepareSubmissions(submissions, params, starter, reading = {}) {
    // File by file, so no file's spans wait for the others to be tokenized.
    const files = [];
    submissions.forEach((submission, index) => {
        const window = (0,stored_window/* comparedWindowFor */.B1)(submission.files, params.w);
        for (const file of submission.files)
            files.push(prepareFile(file, index, { params, starter, reading }, window));
    });
    return { files };
}
/** Tokenizes every file by its front end (by name, else by content), its tokens capped. */
function tokenizeSubmissions(submissions, reading = {}) {
    const files = [];
    submissions.forEach((submission, index) => {
        for (const file of submission.files)
            files.push(tokenizeFile(file, index, { reading, lendSpans: false }));
    });
    return files;
}
/**
 * One file of submission `submission` tokenized and fingerprinted: the unit a thread of a shell takes.
 * A run passes its submission's `window` (comparedWindowFor), the same for all of a submission's files
 * whichever thread takes each; without it, the parameters' own.
 */
function prepareFile(file, submission, fingerprinting, window = fingerprinting.params.w) {
    // Fingerprinted at once, so its spans and spellings may be the front end's own (they are not kept).
    const tokenized = tokenizeFile(file, submission, { reading: fingerprinting.reading, lendSpans: true });
    const params = { k: fingerprinting.params.k, w: window };
    return fingerprintTokens(tokenized, params, fingerprinting.starter);
}
/** With `lendSpans`, the file's spans and spellings may be views valid until the next file is tokenized. */
function tokenizeFile(file, submission, { reading, lendSpans }) {
    const maxTokens = reading.maxTokens ?? DEFAULT_MAX_TOKENS;
    const { frontEnd, note, cells } = (0,registry/* resolveLanguage */.py)(file.path, file.text, file.language ?? reading.language);
    const tokens = frontEnd.tokenize(file.text, lendSpans);
    const notes = [...(file.notes ?? [])];
    if (note !== undefined)
        notes.push({ kind: 'language', detail: note });
    const count = tokens.ids.length;
    if (count > maxTokens) {
        notes.push({ kind: 'truncated', detail: `only the first ${maxTokens} of ${count} tokens compared` });
    }
    const ids = count > maxTokens ? tokens.ids.subarray(0, maxTokens) : tokens.ids;
    const spans = count > maxTokens ? tokens.spans.subarray(0, 4 * maxTokens) : tokens.spans;
    const lines = countTextLines(file.text);
    const spellings = tokens.spellings?.subarray(0, ids.length) ?? (0,token_spellings/* tokenSpellings */.fZ)(file.text, { ids, spans });
    const tokenized = { submission, path: file.path, language: frontEnd.id, lines, ids, spans, spellings };
    if (notes.length === 0 && !cells)
        return tokenized;
    return { ...tokenized, ...(notes.length > 0 ? { notes } : {}), ...(cells ? { cells } : {}) };
}
// Tokens a consistent renaming may change without changing the code (see nameHashes).
const RENAMABLE = new Set([normal_tokens/* normalIds */.o.identifier]);
/** A tokenized file's fingerprints with `params`, starter tokens marked. */
function fingerprintTokens(file, params, starter) {
    const { fingerprints, tokenCount, boilerplate, boilerplateTokens } = fingerprintFile(file.ids, params, starter);
    const names = nameHashes(file.ids, file.spellings, fingerprints.positions, params.k, RENAMABLE);
    // Field by field in one literal rather than spread: this runs for every file, and the spans and spellings
    // stay behind.
    const { submission, path, language, lines, ids, notes, cells } = file;
    const tokenLines = (0,token_lines/* toTokenLines */.eE)(file.spans);
    const prepared = {
        submission,
        path,
        language,
        lines,
        ids,
        tokenLines,
        fingerprints,
        tokenCount,
        boilerplate,
        boilerplateTokens,
        names,
    };
    return notes || cells
        ? { ...prepared, ...(notes ? { notes } : {}), ...(cells ? { cells } : {}) }
        : prepared;
}
/** Summary of a prepared file for reports. */
function toFileSummary(file) {
    return {
        path: file.path,
        language: file.language,
        lines: file.lines,
        tokens: file.tokenCount,
        starterTokens: file.boilerplateTokens,
        ...(file.boilerplateTokens > 0
            ? { starterLines: toStarterLines(file.boilerplate, file.tokenLines) }
            : {}),
        ...(file.notes ? { notes: file.notes } : {}),
        ...(file.cells ? { cells: file.cells } : {}),
    };
}
function countTextLines(text) {
    if (text.length === 0)
        return 0;
    let lines = 1;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1))
        lines++;
    return text.endsWith('\n') ? lines - 1 : lines;
}


/***/ }),

/***/ 5554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ comparedWindowFor),
/* harmony export */   T5: () => (/* binding */ storedWindowFor)
/* harmony export */ });
/* unused harmony exports WHOLE_SUBMISSION_CHARS, MIN_STORED_FINGERPRINTS */
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
/**
 * A submission of at most this many characters of source is fingerprinted whole (every k-gram, W = 1), by
 * compare as in a snapshot: winnowing keeps about 2 / (w + 1) of the k-grams and so finds a shared run only
 * from w + k - 1 tokens on (21 at the defaults), a loss an exercise of a few dozen lines cannot afford and
 * that costs next to nothing to avoid there. Compare and a check then meet the same shared runs, of k
 * tokens and up, and give the same verdict (bench:quality counts where they differ: 818 of IR-Plag's
 * 15,416 pairs before, 109 after). 4 KiB is about a hundred lines. At 8 KiB, the 4% of bench:speed's
 * synthetic submissions that are that small (6.7 to 8 KiB) got 28% more pairs over --min-similarity at
 * 2,000 submissions and twice the evidence phase's time, for programs winnowing already samples well.
 */
const WHOLE_SUBMISSION_CHARS = 4 * 1024;
/** The window compare winnows a submission with: 1 (every k-gram) when it is small, else `w`. */
function comparedWindowFor(files, w) {
    let chars = 0;
    for (const file of files)
        chars += file.text.length;
    return chars <= WHOLE_SUBMISSION_CHARS ? 1 : w;
}
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


/***/ }),

/***/ 5175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nr: () => (/* binding */ listEachFolders),
  LS: () => (/* binding */ listSubmissionPaths),
  tX: () => (/* binding */ readStarterFiles),
  n2: () => (/* binding */ sortSkipped),
  y$: () => (/* binding */ toReadOptions)
});

// UNUSED EXPORTS: readInputs, readSubmissions

// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
// EXTERNAL MODULE: ./src/languages/registry.ts + 84 modules
var registry = __webpack_require__(4718);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/describe-error.ts
var describe_error = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/sources/error-code.ts
var error_code = __webpack_require__(8324);
// EXTERNAL MODULE: ./src/sources/submission-path-error.ts
var submission_path_error = __webpack_require__(4001);
;// CONCATENATED MODULE: ./src/sources/list-submission-folders.ts






/**
 * The submissions in course folder `dir`, sorted by name; hidden children ('.git', '.DS_Store') are left out.
 * @throws SubmissionPathError when `dir` does not exist, is not a folder or cannot be listed.
 */
async function listSubmissionFolders(dir) {
    return [...(await listCourseFolder(dir)).submissions];
}
/**
 * The child folders of `dir` (symbolic links to folders too) as submissions, and its other visible
 * children as stray files; both sorted by name.
 * @throws SubmissionPathError when `dir` does not exist, is not a folder or cannot be listed.
 */
async function listCourseFolder(dir) {
    let children;
    try {
        children = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        throw toPathError(dir, error);
    }
    const submissions = [];
    const strayFiles = [];
    const visible = children.filter((child) => !child.name.startsWith('.'));
    for (const child of visible.sort((a, b) => (0,compare_text/* compareText */.n)(a.name, b.name))) {
        const path = (0,external_node_path_.join)(dir, child.name);
        if (await isFolder(child, path))
            submissions.push({ name: child.name, path });
        else
            strayFiles.push(child.name);
    }
    return { submissions, strayFiles };
}
async function isFolder(child, path) {
    if (child.isDirectory())
        return true;
    if (!child.isSymbolicLink())
        return false;
    try {
        return (await (0,promises_.stat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}
function toPathError(dir, error) {
    switch ((0,error_code/* errorCode */.C)(error)) {
        case 'ENOENT':
            return new submission_path_error/* SubmissionPathError */.S(`no such file or folder: ${dir}`, dir);
        case 'ENOTDIR':
            return new submission_path_error/* SubmissionPathError */.S(`not a folder: ${dir} (expected a folder with one entry per submission)`, dir);
        default:
            return new submission_path_error/* SubmissionPathError */.S(`cannot list the folder ${dir}: ${(0,describe_error/* describeError */.U)(error)}`, dir);
    }
}

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(1138);
;// CONCATENATED MODULE: ./src/sources/path-globs.ts
// The user's choice of files by glob (minimatch), as the action's include/exclude inputs and the CLI's
// --include/--exclude make it: a path is read when it matches an include glob (if any are given) and no
// exclude glob. Globs are matched against the path inside its submission, '/' separators.

/** Why the globs leave `path` out, or undefined when they keep it. */
function excludedByGlobs(path, globs) {
    if (globs.include.length > 0 && !globs.include.some((glob) => matchesGlob(path, glob))) {
        return 'matches no include glob';
    }
    const excluded = globs.exclude.find((glob) => matchesGlob(path, glob));
    return excluded === undefined ? undefined : `matches the exclude glob '${excluded}'`;
}
/**
 * Whether an include glob asks for `path` inside the left-out folder `folder` (walk-submission.ts) by
 * naming that folder (`out/**`, `lib/build/*.java`): such a folder is read only when the user names it, so
 * that a glob for a kind of file (`*.java`) does not pull in build output or dependencies.
 */
function includesLeftOut(path, folder, globs) {
    return globs.include.some((glob) => glob.split('/').includes(folder) && matchesGlob(path, glob));
}
/** Like .gitignore: a glob without '/' matches a file's base name at any depth; dot files too. */
function matchesGlob(path, glob) {
    return (0,esm/* minimatch */.xF)(path, glob, { dot: true, matchBase: !glob.includes('/') });
}

// EXTERNAL MODULE: ./src/sources/read-submission.ts + 1 modules
var read_submission = __webpack_require__(4451);
;// CONCATENATED MODULE: ./src/cli/read-inputs.ts





/** The reading options every CLI command uses: source paths only, the user's globs applied. */
function toReadOptions(globs) {
    return {
        acceptPath: registry/* isSourcePath */.pL,
        ...(globs === undefined
            ? {}
            : {
                excludePath: (path) => excludedByGlobs(path, globs),
                reachesLeftOut: (path, folder) => includesLeftOut(path, folder, globs),
            }),
    };
}
/** The submissions of every --each folder, and a skip entry for each file at such a folder's root. */
async function listEachFolders(each) {
    const paths = [];
    const stray = [];
    for (const dir of each) {
        const course = await listCourseFolder(dir);
        paths.push(...course.submissions);
        for (const name of course.strayFiles) {
            const detail = 'a file at the root of an --each folder, not a submission folder';
            stray.push({ submission: dir, path: name, reason: 'not-a-submission', detail });
        }
    }
    return { paths, stray };
}
async function readInputs(input, progress) {
    const starter = await readStarterFiles(input.base, input.globs);
    return { ...(await readSubmissions(input, progress)), starter };
}
/** Every file under the `base` paths, as starter code, the user's globs applied. */
async function readStarterFiles(base, globs) {
    const options = toReadOptions(globs);
    const starter = [];
    for (const path of base)
        starter.push(...(await (0,read_submission/* readSubmission */.VY)(path, options)).files);
    return starter;
}
/** The submissions the paths and --each folders name, in that order, and the stray files of the latter. */
async function listSubmissionPaths(input) {
    const listed = await listEachFolders(input.each);
    return { named: [...input.paths, ...listed.paths.map((entry) => entry.path)], stray: listed.stray };
}
/** Skipped entries in the order every report lists them: by submission, then path. */
function sortSkipped(skipped) {
    return skipped.sort((x, y) => (0,compare_text/* compareText */.n)(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`));
}
/** The submissions the paths and --each folders name, in that order, and every file skipped. */
async function readSubmissions(input, progress) {
    const options = toReadOptions(input.globs);
    const { named, stray } = await listSubmissionPaths(input);
    const skipped = [...stray];
    const submissions = [];
    // One after another: reading is synchronous underneath (readSubmission), so nothing would overlap.
    for (const name of named) {
        const read = await readSubmission(name, options);
        submissions.push({ name, files: read.files });
        for (const skip of read.skipped)
            skipped.push({ submission: name, ...skip });
        progress.update(submissions.length, named.length);
    }
    progress.finish();
    return { submissions, skipped: sortSkipped(skipped) };
}


/***/ }),

/***/ 3555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ firstPositionFrom)
/* harmony export */ });
// Where a file's fingerprints inside a token range begin: they are in position order, so a binary search.
/** The index of the first of `positions` (ascending) at or after `start`; positions.length if none is. */
function firstPositionFrom(positions, start) {
    let low = 0;
    let high = positions.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (positions[mid] < start)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}


/***/ }),

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ unionOf)
/* harmony export */ });
/** The union of half-open ranges, sorted and disjoint. */
function unionOf(ranges) {
    const sorted = [...ranges].sort((x, y) => x.start - y.start || x.end - y.end);
    const union = [];
    for (const range of sorted) {
        const last = union[union.length - 1];
        if (last && range.start <= last.end)
            last.end = Math.max(last.end, range.end);
        else
            union.push({ start: range.start, end: range.end });
    }
    return union;
}


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ScratchArray)
/* harmony export */ });
// A typed array kept from call to call on one thread, for a job that needs room only while it runs (the
// k-gram hashes of the file being fingerprinted, the positions winnowing is choosing, the prefix hashes of its
// contexts): fresh arrays for every file were garbage at once. Pure: it holds no data between calls that a
// caller could see.
/** A kept array that grows to the largest request up to `keptUpTo` elements; larger ones are not kept. */
class ScratchArray {
    make;
    keptUpTo;
    array;
    constructor(make, keptUpTo) {
        this.make = make;
        this.keptUpTo = keptUpTo;
        this.array = make(1024);
    }
    /** An array of at least `length` elements, its contents unspecified, valid until the next call. */
    take(length) {
        if (length > this.keptUpTo)
            return this.make(length);
        if (this.array.length < length)
            this.array = this.make(Math.min(this.keptUpTo, Math.max(length, 2 * this.array.length)));
        return this.array;
    }
    /** Whether `view` is a view of the kept array (of any part of it). */
    holds(view) {
        return view.buffer === this.array.buffer;
    }
}


/***/ }),

/***/ 7273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ tokenIdAt),
/* harmony export */   j: () => (/* binding */ tokenId)
/* harmony export */ });
// Token ids: a 32-bit FNV-1a hash of the normalized token text, so front ends need no shared table and the
// same normalized token means the same id in every language. The engine only ever compares ids for equality.
/** Id of a normalized token text, e.g. `tokenId('for')`, `tokenId('$id')`. */
function tokenId(text) {
    return tokenIdAt(text, 0, text.length);
}
/** tokenId of `text.slice(start, end)`, without making that string. */
function tokenIdAt(text, start, end) {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}


/***/ }),

/***/ 3397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ firstLineOf),
/* harmony export */   SH: () => (/* binding */ lastLineOf),
/* harmony export */   eE: () => (/* binding */ toTokenLines),
/* harmony export */   h2: () => (/* binding */ endLineOf),
/* harmony export */   k8: () => (/* binding */ tokensOf),
/* harmony export */   q4: () => (/* binding */ startLineOf)
/* harmony export */ });
/* harmony import */ var _first_position_from_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3555);
// A fingerprinted file's tokens by line: all that reports and snapshots need of the lexer's spans once the
// file is fingerprinted (lines of fragments, starter lines, a snapshot's fingerprint lines), in about a
// seventh of their size: kept for every file of a course, spans were the largest part of its memory. Each
// token's start line, and the few tokens that end elsewhere or have no text (Python's layout: 9% of its
// tokens, none in the C family) apart.
//
// Where a run of tokens starts and ends: tokens are in source order except where a front end put independent
// statements in a canonical order (languages/normalize-statements.ts), so a run's lines are the least start
// and the greatest end of its tokens. A zero-width token (layout, such as the dedent that closes a Python
// block) stands at the start of the line after the block, often several lines later on the next statement or
// on the empty line after the file's last newline; no text of it was written there, so it never sets the end.

const ZERO_WIDTH = 0x80000000;
/** The lines of tokens with `spans` as in TokenSequence (start line, start column, end line, end column). */
function toTokenLines(spans) {
    const tokens = Math.floor(spans.length / 4);
    let highest = 0;
    let odd = 0;
    let inOrder = true;
    for (let t = 0; t < tokens; t++) {
        const at = 4 * t;
        if (spans[at] < highest)
            inOrder = false;
        highest = Math.max(highest, spans[at]);
        if (spans[at] !== spans[at + 2] || spans[at + 1] === spans[at + 3])
            odd++;
    }
    const starts = highest <= 0xffff ? new Uint16Array(tokens) : new Uint32Array(tokens);
    const lines = { starts, odd: new Uint32Array(odd), oddEnds: new Uint32Array(odd), inOrder };
    let o = 0;
    for (let t = 0; t < tokens; t++) {
        const at = 4 * t;
        starts[t] = spans[at];
        const empty = spans[at] === spans[at + 2] && spans[at + 1] === spans[at + 3];
        if (!empty && spans[at] === spans[at + 2])
            continue;
        lines.odd[o] = t;
        lines.oddEnds[o++] = empty ? (spans[at + 2] | ZERO_WIDTH) >>> 0 : spans[at + 2];
    }
    return lines;
}
/** How many tokens `lines` holds. */
function tokensOf(lines) {
    return lines.starts.length;
}
/** The 0-based line token `t` starts on. */
function startLineOf(lines, t) {
    return lines.starts[t];
}
/** The 0-based line token `t` ends on. */
function endLineOf(lines, t) {
    const o = oddIndex(lines.odd, t);
    return o === -1 ? lines.starts[t] : (lines.oddEnds[o] & ~ZERO_WIDTH) >>> 0;
}
/**
 * The 0-based line that tokens [start, end) end on: the greatest end line of a token with width, or the end
 * line of the last token when none has any. `end > start`.
 */
function lastLineOf(lines, start, end) {
    const { odd, oddEnds, starts } = lines;
    let o = (0,_first_position_from_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPositionFrom */ ._)(odd, start);
    let last = -1;
    for (let t = start; t < end; t++) {
        if (o < odd.length && odd[o] === t) {
            const ends = oddEnds[o++];
            if (ends < ZERO_WIDTH)
                last = Math.max(last, ends);
        }
        else
            last = Math.max(last, starts[t]);
    }
    return last >= 0 ? last : endLineOf(lines, end - 1);
}
/** The 0-based line that tokens [start, end) start on: the least start line of any of them. `end > start`. */
function firstLineOf(lines, start, end) {
    let first = lines.starts[start];
    for (let t = start + 1; t < end; t++)
        first = Math.min(first, lines.starts[t]);
    return first;
}
// Where token t stands in `odd`, or -1.
function oddIndex(odd, t) {
    const o = (0,_first_position_from_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPositionFrom */ ._)(odd, t);
    return o < odd.length && odd[o] === t ? o : -1;
}


/***/ }),

/***/ 867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ startsOfLines),
/* harmony export */   c: () => (/* binding */ lineOf)
/* harmony export */ });
// Lines of a text by offset: where each line starts, and which line holds an offset. For front ends that move
// tokens between two texts (a notebook's code and its JSON, Java's escapes and the file as written).
/** The offset where each line of `text` starts, the first at 0. */
function startsOfLines(text) {
    const starts = [0];
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1))
        starts.push(nl + 1);
    return starts;
}
/** The 0-based line holding `offset`, by binary search of `starts` (startsOfLines). */
function lineOf(starts, offset) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle] <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}


/***/ }),

/***/ 5807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ normalTexts),
/* harmony export */   o: () => (/* binding */ normalIds)
/* harmony export */ });
/* harmony import */ var _engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
// The normalized token texts that stand for a whole class of source tokens (any identifier, any number...),
// shared by every front end so that the same kind of token has the same id in every language.

/** Token texts that replace names, literals and layout. */
const normalTexts = {
    identifier: '$id',
    number: '$num',
    string: '$str',
    char: '$chr',
    regex: '$regex',
    numericType: '$numtype',
    declaration: '$decl',
    lifetime: '$lifetime',
    indent: '$indent',
    dedent: '$dedent',
};
/** `tokenId` of each of `normalTexts`, computed once. */
const normalIds = {
    identifier: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.identifier),
    number: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.number),
    string: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.string),
    char: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.char),
    regex: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.regex),
    numericType: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.numericType),
    declaration: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.declaration),
    lifetime: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.lifetime),
    indent: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.indent),
    dedent: (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenId */ .j)(normalTexts.dedent),
};


/***/ }),

/***/ 4718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pL: () => (/* binding */ isSourcePath),
  eo: () => (/* binding */ languages),
  Ft: () => (/* binding */ parseLanguageId),
  py: () => (/* binding */ resolveLanguage)
});

// UNUSED EXPORTS: languageById, languageForPath

;// CONCATENATED MODULE: ./src/languages/word-list.ts
// Helpers for writing a language's tables compactly: whitespace-separated lists instead of long arrays.
/** The whitespace-separated items of `text`. */
function wordList(text) {
    return text.split(/\s+/).filter((word) => word.length > 0);
}
/** Maps each word of the whitespace-separated `words` to `text`, for LexerSpec.foldedWords. */
function foldWords(words, text) {
    return Object.fromEntries(wordList(words).map((word) => [word, text]));
}

;// CONCATENATED MODULE: ./src/languages/c-family.ts

/** Operators and punctuation common to the C family; each language adds its own. */
const cFamilyOperators = wordList(`
  { } ( ) [ ] ; , . ? :
  + - * / % ++ --
  = += -= *= /= %= &= |= ^= <<= >>=
  == != < > <= >= && || !
  & | ^ ~ << >>
`);
const cLineComments = ['//'];
const cBlockComments = [{ open: '/*', close: '*/', nests: false }];
/** Block comments that nest (Rust, Kotlin). */
const nestedBlockComments = [{ open: '/*', close: '*/', nests: true }];
/**
 * Braces, dropped in every C-family front end (through `droppedOperators`): braces around a single statement
 * are optional, and adding them (`for (...) x++;` → `for (...) { x++; }`) is what formatters, IDEs and
 * copiers do. All braces go, not only block braces: telling a block from an initializer `{1, 2}`, an
 * object literal, a Go composite literal, a Rust struct literal or a Kotlin lambda would take a parser (to a
 * lexer, Go's `if x {` looks like `T{`), and would buy little, since what is inside and around those braces
 * (`= new $id [ ] $num , $num`, `$id : $num`) still fingerprints the code: the token stream needs to be a
 * good fingerprint, not parseable. The lexer still counts dropped braces as brackets, so code embedded in
 * `${...}` or JSX `{...}` ends at its own `}`.
 */
const droppedBraces = ['{', '}'];
/** Single-line `"string"` and `'c'` with backslash escapes. */
const cQuotedLiterals = [
    { prefix: '', quote: '"', token: '$str' },
    { prefix: '', quote: "'", token: '$chr' },
];

// EXTERNAL MODULE: ./src/engine/token-id.ts
var token_id = __webpack_require__(7273);
;// CONCATENATED MODULE: ./src/languages/char-class.ts
// Character classes for the lexer's dispatch: one bit set per ASCII code, built from a language's spec, so
// the hot loop classifies a character with one array read instead of a regex or a chain of comparisons.
const SPACE = 1;
const NEWLINE = 2;
const IDENT_START = 4;
const IDENT_PART = 8;
const DIGIT = 16;
/** First character of a comment marker. */
const COMMENT = 32;
/** First character of a literal without a word prefix ('"', '@"'). */
const LITERAL = 64;
/** Character that may follow a word prefix to open a literal ('"' after r, '#' after Rust's r). */
const PREFIX_FOLLOW = 128;
/** Class bits of each code below 128. */
function buildCharClasses(source) {
    const classes = new Uint8Array(128);
    for (const c of [9, 11, 12, 13, 32])
        classes[c] = SPACE;
    classes[10] = NEWLINE;
    const word = (c) => (classes[c] = (classes[c] ?? 0) | IDENT_START | IDENT_PART);
    for (let c = 65; c <= 90; c++)
        word(c);
    for (let c = 97; c <= 122; c++)
        word(c);
    word(95);
    for (const ch of source.identifierSymbols)
        word(ch.charCodeAt(0));
    for (let c = 48; c <= 57; c++)
        classes[c] = IDENT_PART | DIGIT;
    const mark = (chars, bit) => {
        for (const ch of chars) {
            const c = ch.charCodeAt(0);
            if (c < 128)
                classes[c] = (classes[c] ?? 0) | bit;
        }
    };
    mark(source.commentStarts, COMMENT);
    mark(source.literalStarts, LITERAL);
    mark(source.prefixFollowers, PREFIX_FOLLOW);
    return classes;
}
/** Class of a character code; codes from 128 on are identifier characters unless they are spaces. */
function charClass(classes, c) {
    if (c < 128)
        return classes[c] ?? 0;
    if (c !== c)
        return 0;
    return isUnicodeSpace(c) ? SPACE : IDENT_START | IDENT_PART;
}
function isUnicodeSpace(c) {
    return (c < 0xa1 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}

;// CONCATENATED MODULE: ./src/languages/compile-literals.ts
// A language's literal rules as the lexer looks them up: defaults filled in, token ids computed, and indexed
// by how each literal opens (a word prefix such as Python's `r`, or a symbol).

/** A literal rule with its defaults filled in and its token id. */
function compileLiteral(rule) {
    return {
        prefix: rule.prefix,
        quote: rule.quote,
        open: rule.prefix + rule.quote,
        id: (0,token_id/* tokenId */.j)(rule.token),
        delimiter: rule.delimiter ?? 'same',
        escape: rule.escape ?? 'backslash',
        multiline: rule.multiline === true,
        interpolation: rule.interpolation ?? 'none',
    };
}
function isWordPrefix(prefix) {
    return /^[A-Za-z_]/.test(prefix);
}
/** Literals that open with a word prefix (`r"`, `f'`), by prefix, longest quote first. */
function groupWordLiterals(literals) {
    const byPrefix = new Map();
    for (const literal of literals.filter((l) => isWordPrefix(l.prefix))) {
        const list = byPrefix.get(literal.prefix) ?? [];
        list.push(literal);
        byPrefix.set(literal.prefix, list);
    }
    for (const list of byPrefix.values())
        list.sort((a, b) => b.quote.length - a.quote.length);
    return byPrefix;
}
/** Literals that open with a symbol, by that symbol's code (< 128), longest opening first. */
function groupSymbolLiterals(literals) {
    const table = [];
    for (const literal of [...literals].sort((a, b) => b.open.length - a.open.length)) {
        const c = literal.open.charCodeAt(0);
        if (c < 128)
            (table[c] ??= []).push(literal);
    }
    return table;
}
/** The characters that may follow a word literal's prefix, for the character classes. */
function followers(literal) {
    return literal.delimiter === 'rust-raw' ? '#"' : literal.quote.slice(0, 1);
}

// EXTERNAL MODULE: ./src/languages/normal-tokens.ts
var normal_tokens = __webpack_require__(5807);
;// CONCATENATED MODULE: ./src/languages/id-table.ts
// A fixed table from token ids to small numbers, for the questions statement normalization asks of every
// token (is it a control keyword, an assignment, a bracket…). Token ids are 32-bit hashes, mostly above
// 2^30, where a Set or Map hashes each one as a double: an open-addressed pair of typed arrays answers the
// same question several times faster. Built once per module; never changed after.
/** Token ids, each with a value from 1 to 2^31 − 1; `get` of any other id is 0. */
class IdTable {
    keys;
    values;
    shift;
    mask;
    size;
    constructor(entries) {
        const list = [...entries];
        let bits = 4;
        while (1 << bits < 4 * list.length)
            bits++;
        this.shift = 32 - bits;
        this.mask = (1 << bits) - 1;
        this.keys = new Uint32Array(1 << bits);
        this.values = new Int32Array(1 << bits);
        let size = 0;
        for (const [id, value] of list) {
            if (!Number.isInteger(value) || value < 1 || value > 0x7fffffff) {
                throw new RangeError(`IdTable values must be from 1 to 2^31 - 1, got ${value}`);
            }
            const slot = this.slotOf(id >>> 0);
            if (this.values[slot] === 0)
                size++;
            this.keys[slot] = id >>> 0;
            this.values[slot] = value;
        }
        this.size = size;
    }
    /** A table of `ids`, each with the value 1 (a set: see has). */
    static of(ids) {
        return new IdTable([...ids].map((id) => [id, 1]));
    }
    /** The value of `id`, or 0 when it is not in the table. */
    get(id) {
        const { keys, values, mask } = this;
        for (let slot = Math.imul(id, 0x9e3779b1) >>> this.shift;; slot = (slot + 1) & mask) {
            const value = values[slot];
            if (value === 0 || keys[slot] === id)
                return value;
        }
    }
    has(id) {
        return this.get(id) !== 0;
    }
    *[Symbol.iterator]() {
        for (let slot = 0; slot < this.keys.length; slot++)
            if (this.values[slot] !== 0)
                yield this.keys[slot];
    }
    // The slot that holds `id`, or the empty one where it goes.
    slotOf(id) {
        let slot = Math.imul(id, 0x9e3779b1) >>> this.shift;
        while (this.values[slot] !== 0 && this.keys[slot] !== id)
            slot = (slot + 1) & this.mask;
        return slot;
    }
}

;// CONCATENATED MODULE: ./src/languages/word-table.ts
// A language's words (keywords, folded and dropped words) found by their characters in the text, without
// cutting each word out as a string first: the lexer looks up every identifier it reads, most of a file's
// tokens, and the strings it made for that were much of tokenizing's garbage. Words are placed by their
// token id (tokenIdAt), which the lexer works out as it scans the word, for the word's spelling too.


/** The entries of a map from words, looked up by a stretch of text. */
class WordTable {
    /** Token id of each word → 1 + its index in `words`. */
    indexes;
    words;
    entries;
    constructor(words) {
        this.words = [...words.keys()];
        this.entries = [...words.values()];
        this.indexes = new IdTable(this.words.map((word, index) => [(0,token_id/* tokenId */.j)(word), index + 1]));
        if (this.indexes.size !== this.words.length) {
            throw new RangeError('two words of one table have the same token id: look one of them up by text');
        }
    }
    /**
     * The entry of `text.slice(start, end)`, if that is one of the words; `hash` is tokenIdAt of that text
     * (any 32 bits of it), when the caller already has it.
     */
    find(text, start, end, hash = (0,token_id/* tokenIdAt */.a)(text, start, end)) {
        const index = this.indexes.get(hash >>> 0);
        if (index === 0)
            return undefined;
        const word = this.words[index - 1];
        return word.length === end - start && text.startsWith(word, start) ? this.entries[index - 1] : undefined;
    }
}

;// CONCATENATED MODULE: ./src/languages/compile-spec.ts
// Turns a language's LexerSpec into the lookup tables the lexer runs on: character classes, word and
// operator tables with precomputed token ids, and literal rules indexed by how they start (compile-literals.ts).





const NO_REGEX_AFTER = new Set([')', ']', '}', '++', '--']);
/** Builds the tables for `spec`. Pure; done once per language. */
function compileSpec(spec) {
    const literals = spec.literals.map(compileLiteral);
    const wordLiterals = groupWordLiterals(literals);
    return {
        classes: buildCharClasses({
            identifierSymbols: spec.identifierSymbols ?? '',
            commentStarts: [...spec.lineComments, ...(spec.blockComments ?? []).map((b) => b.open)]
                .map((m) => m[0])
                .join(''),
            literalStarts: literals
                .filter((l) => !wordLiterals.has(l.prefix))
                .map((l) => l.open[0])
                .join(''),
            prefixFollowers: literals
                .filter((l) => wordLiterals.has(l.prefix))
                .map(followers)
                .join(''),
        }),
        words: new WordTable(compileWords(spec)),
        operators: compileOperators(spec),
        lineComments: spec.lineComments,
        blockComments: spec.blockComments ?? [],
        symbolLiterals: groupSymbolLiterals(literals.filter((l) => !wordLiterals.has(l.prefix))),
        wordLiterals,
        digitSeparator: spec.digitSeparator === undefined ? -1 : spec.digitSeparator.charCodeAt(0),
        directives: spec.preprocessor && new Map(spec.preprocessor.keep.map((name) => [name, (0,token_id/* tokenId */.j)(`#${name}`)])),
        indentation: spec.indentation === true,
        dropDocstrings: spec.dropDocstrings === true,
        regexLiterals: spec.regexLiterals === true,
        jsxNotTagNames: spec.jsx && new Set(spec.jsx.notTagNames),
        lifetimes: spec.lifetimes === true,
        lineStartHook: spec.preprocessor !== undefined || spec.indentation === true,
    };
}
function compileWords(spec) {
    const texts = new Map();
    for (const word of spec.keywords)
        texts.set(word, { text: word, drop: false });
    for (const [word, text] of Object.entries(spec.foldedWords ?? {}))
        texts.set(word, { text, drop: false });
    for (const word of spec.droppedWords ?? [])
        texts.set(word, { text: word, drop: true });
    const statements = new Map((spec.droppedStatements ?? []).map((rule) => [rule.keyword, compileStatement(rule)]));
    const qualifiers = new Map(Object.entries(spec.droppedQualifiers ?? {}));
    for (const word of [...statements.keys(), ...qualifiers.keys()]) {
        if (!texts.has(word))
            texts.set(word, { text: normal_tokens/* normalTexts */.U.identifier, drop: false });
    }
    const values = new Set(spec.valueKeywords ?? []);
    const words = new Map();
    for (const [word, { text, drop }] of texts) {
        words.set(word, {
            id: (0,token_id/* tokenId */.j)(text),
            drop,
            merge: text === normal_tokens/* normalTexts */.U.numericType,
            regexAfter: text !== normal_tokens/* normalTexts */.U.identifier && !values.has(word),
            qualifies: qualifiers.get(word),
            statement: statements.get(word),
        });
    }
    return words;
}
function compileStatement(rule) {
    return {
        endsAtLine: rule.end === 'line',
        before: rule.before,
        notBefore: rule.notBefore ?? [],
        maxDepth: rule.maxDepth ?? Number.MAX_SAFE_INTEGER,
    };
}
function compileOperators(spec) {
    const dropped = new Set(spec.droppedOperators ?? []);
    const table = [];
    const sorted = [...new Set([...spec.operators, ...dropped])].sort((a, b) => b.length - a.length);
    for (const text of sorted) {
        const c = text.charCodeAt(0);
        if (!(c < 128))
            continue;
        const entry = {
            text,
            second: text.charCodeAt(1),
            id: (0,token_id/* tokenId */.j)(text),
            drop: dropped.has(text),
            regexAfter: !NO_REGEX_AFTER.has(text),
        };
        (table[c] ??= []).push(entry);
    }
    return table;
}

;// CONCATENATED MODULE: ./src/languages/drop-statement.ts
// Statements dropped whole (LexerSpec.droppedStatements: imports, package declarations): whether one starts
// at a keyword, and cutting its tokens back out once its end is seen. One whose end never comes is kept.

/** Starts dropping `rule`'s statement if the keyword just scanned (ending at `pos`) starts one. */
function beginStatement(s, rule) {
    if (s.pending !== undefined || s.out.length !== s.lineTokens)
        return;
    if (s.frames.length > 0 || s.depth > rule.maxDepth)
        return;
    const next = nextToken(s);
    if (rule.before !== undefined && !rule.before.includes(next))
        return;
    if (rule.notBefore.includes(next))
        return;
    s.pending = { mark: s.out.length, depth: s.depth, endsAtLine: rule.endsAtLine };
}
/** A `;` was just scanned: it ends the pending statement if it is at the statement's own depth. */
function endStatementAtSemicolon(s) {
    const pending = s.pending;
    if (pending !== undefined && s.depth === pending.depth)
        drop(s, pending);
}
/** A line (or the file) ends: that ends a pending line statement, unless brackets opened in it are open. */
function endStatementAtLine(s) {
    const pending = s.pending;
    if (pending !== undefined && pending.endsAtLine && s.depth === pending.depth)
        drop(s, pending);
}
/** A bracket open before the pending statement began was closed: it had no end, so its tokens stay. */
function keepUnendedStatement(s) {
    if (s.pending !== undefined && s.depth < s.pending.depth)
        s.pending = undefined;
}
function drop(s, pending) {
    s.out.truncate(pending.mark);
    s.lineTokens = pending.mark;
    s.pending = undefined;
}
/** The word, or else the one character, after blanks at `pos`: '' at the end of the text. */
function nextToken(s) {
    let p = s.pos;
    while ((s.classAt(p) & SPACE) !== 0)
        p++;
    if ((s.classAt(p) & IDENT_START) !== 0)
        return s.text.slice(p, s.wordEnd(p));
    return s.text.charAt(p);
}

;// CONCATENATED MODULE: ./src/languages/indentation.ts

const TAB = 9;
const FORM_FEED = 12;
/** Emits the indentation tokens of the logical line whose first non-blank character is at `pos`. */
function indentLine(s) {
    const width = indentWidth(s.text, s.lineStart, s.pos);
    const levels = s.indents;
    let top = levels[levels.length - 1] ?? 0;
    while (width < top && levels.length > 1) {
        levels.pop();
        s.out.push(normal_tokens/* normalIds */.o.dedent, s.line, 0, s.line, 0);
        top = levels[levels.length - 1] ?? 0;
    }
    if (width > top) {
        levels.push(width);
        s.out.push(normal_tokens/* normalIds */.o.indent, s.line, 0, s.line, 0);
    }
    s.lineTokens = s.out.length;
}
/** Closes every open indentation level at the end of the file. */
function closeIndentation(s) {
    const column = s.pos - s.lineStart;
    while (s.indents.length > 1) {
        s.indents.pop();
        s.out.push(normal_tokens/* normalIds */.o.dedent, s.line, column, s.line, column);
    }
}
/** Columns of indentation, with tabs to the next multiple of 8 as Python counts them. */
function indentWidth(text, from, to) {
    let width = 0;
    for (let p = from; p < to; p++) {
        const c = text.charCodeAt(p);
        if (c === TAB)
            width = (width >> 3) * 8 + 8;
        else if (c === FORM_FEED)
            width = 0;
        else
            width++;
    }
    return width;
}

;// CONCATENATED MODULE: ./src/languages/token-buffer.ts
// The arrays of the last buffer that was copied out, for the next one on this thread: collecting every file
// in new arrays sized for its worst case made most of tokenizing's garbage. One for more tokens than this is
// not kept, so a huge file does not hold its arrays for the rest of the run.
const KEPT_TOKENS = 1 << 20;
let spare;
/**
 * Collects tokens in source order, each with its spelling (token-spellings.ts); `toSequence` copies them out
 * at their final length and ends the buffer (its arrays go to the next one).
 */
class TokenBuffer {
    ids;
    spans;
    spellings;
    /** Number of tokens collected so far. */
    length = 0;
    constructor(capacity) {
        const size = Math.max(64, capacity);
        const reused = spare !== undefined && spare.ids.length >= size ? spare : undefined;
        if (reused)
            spare = undefined;
        this.ids = reused?.ids ?? new Uint32Array(size);
        this.spans = reused?.spans ?? new Uint32Array(size * 4);
        this.spellings = reused?.spellings ?? new Uint32Array(size);
    }
    /** Appends a token spanning [startLine:startColumn, endLine:endColumn) with its spelling (0 for none). */
    push(id, startLine, startColumn, endLine, endColumn, spelling = 0) {
        if (this.length === this.ids.length)
            this.grow();
        const at = this.length * 4;
        this.spellings[this.length] = spelling;
        this.ids[this.length++] = id;
        this.spans[at] = startLine;
        this.spans[at + 1] = startColumn;
        this.spans[at + 2] = endLine;
        this.spans[at + 3] = endColumn;
    }
    /** Id of the last token, or -1 when there is none. */
    lastId() {
        return this.length === 0 ? -1 : (this.ids[this.length - 1] ?? -1);
    }
    /** Line the last token ends on, or -1 when there is none. */
    lastEndLine() {
        return this.length === 0 ? -1 : this.spans[(this.length - 1) * 4 + 2];
    }
    /** Moves the end of token `index` (e.g. a literal whose end is known only after its body is scanned). */
    setEnd(index, endLine, endColumn, spelling = 0) {
        if (index < 0 || index >= this.length)
            return;
        this.spans[index * 4 + 2] = endLine;
        this.spans[index * 4 + 3] = endColumn;
        this.spellings[index] = spelling;
    }
    /** Forgets every token from `length` on. */
    truncate(length) {
        this.length = Math.min(this.length, Math.max(0, length));
    }
    /**
     * The tokens copied out; with `lendSpans`, the spans and spellings as views (valid as borrow's are): for a
     * caller that keeps only the ids.
     */
    toSequence(lendSpans = false) {
        const { length } = this;
        const sequence = {
            ids: this.ids.slice(0, length),
            spans: lendSpans ? this.spans.subarray(0, length * 4) : this.spans.slice(0, length * 4),
            spellings: lendSpans ? this.spellings.subarray(0, length) : this.spellings.slice(0, length),
        };
        this.release();
        return sequence;
    }
    /**
     * The tokens as views of the buffer's own arrays, which go to the next buffer: valid only until another
     * buffer is made on this thread. For a caller that reads them at once and keeps nothing (normalization),
     * the copy toSequence makes is saved.
     */
    borrow() {
        const { length } = this;
        const sequence = {
            ids: this.ids.subarray(0, length),
            spans: this.spans.subarray(0, length * 4),
            spellings: this.spellings.subarray(0, length),
        };
        this.release();
        return sequence;
    }
    release() {
        const { ids, spans, spellings } = this;
        if (ids.length <= KEPT_TOKENS && (spare === undefined || spare.ids.length < ids.length))
            spare = { ids, spans, spellings };
        this.ids = this.spans = this.spellings = new Uint32Array(0);
        this.length = 0;
    }
    grow() {
        const size = Math.max(64, this.ids.length * 2);
        this.ids = copyInto(new Uint32Array(size), this.ids);
        this.spans = copyInto(new Uint32Array(size * 4), this.spans);
        this.spellings = copyInto(new Uint32Array(size), this.spellings);
    }
}
function copyInto(to, from) {
    to.set(from);
    return to;
}

// EXTERNAL MODULE: ./src/languages/token-spellings.ts
var token_spellings = __webpack_require__(3200);
;// CONCATENATED MODULE: ./src/languages/lex-state.ts




const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
class LexState {
    text;
    spec;
    pos = 0;
    line = 0;
    /** Position of the first character of the current line. */
    lineStart = 0;
    /** Only layout seen since the line began (the preprocessor and indentation look there). */
    atLineStart;
    /** A `/` here would start a regex and a `<` a JSX element (JavaScript). */
    regexAllowed = true;
    /** Open brackets, for Python's implicit line joining. */
    depth = 0;
    /**
     * Tokens emitted before the current line began (a logical line with indentation, for docstrings), or
     * before the last dropped statement ended: a dropped statement is the first token of a line or follows one.
     */
    lineTokens = 0;
    /** The statement being read that is dropped once it ends (an import). */
    pending = undefined;
    frames = [];
    /** Python's indentation stack of widths. */
    indents = [0];
    out;
    /** tokenIdAt of the word wordEndHashed last passed, as an int32 (the same bits). */
    wordHash = 0;
    constructor(text, spec) {
        this.text = text;
        this.spec = spec;
        this.atLineStart = spec.lineStartHook;
        this.out = new TokenBuffer(text.length >> 2);
    }
    /** Class bits of the character at `at` (0 past the end). */
    classAt(at) {
        return charClass(this.spec.classes, this.text.charCodeAt(at));
    }
    /** End of the identifier characters from `from` on. */
    wordEnd(from) {
        const { text, spec } = this;
        const n = text.length;
        let p = from;
        while (p < n && (charClass(spec.classes, text.charCodeAt(p)) & IDENT_PART) !== 0)
            p++;
        return p;
    }
    /**
     * End of the word whose first character is at `start` (taken whatever its class), as wordEnd(start + 1);
     * sets `wordHash` to the word's tokenIdAt, worked out in the same pass over its characters.
     */
    wordEndHashed(start) {
        const { text, spec } = this;
        const n = text.length;
        let hash = Math.imul(FNV_OFFSET ^ text.charCodeAt(start), FNV_PRIME);
        let p = start + 1;
        for (; p < n; p++) {
            const c = text.charCodeAt(p);
            if ((charClass(spec.classes, c) & IDENT_PART) === 0)
                break;
            hash = Math.imul(hash ^ c, FNV_PRIME);
        }
        this.wordHash = hash;
        return p;
    }
    /** Steps over the line break at `pos`. */
    newline() {
        this.pos++;
        this.line++;
        this.lineStart = this.pos;
    }
    /** Moves `pos` forward to `end`, counting the line breaks passed. */
    advanceTo(end) {
        const { text } = this;
        for (let p = this.pos; p < end; p++) {
            if (text.charCodeAt(p) === 10) {
                this.line++;
                this.lineStart = p + 1;
            }
        }
        this.pos = end;
    }
    /** Emits a token from `start` on the current line to `pos`. */
    emitFrom(id, start) {
        const { line, lineStart, pos } = this;
        this.out.push(id, line, start - lineStart, line, pos - lineStart, (0,token_spellings/* spellingOf */.k2)(id, this.text, start, pos));
    }
    /** Emits a word just scanned by wordEndHashed from `start` to `pos`, a name unless `id` says otherwise. */
    emitWord(id, start) {
        const { line, lineStart, pos } = this;
        const spelling = id === normal_tokens/* normalIds */.o.identifier ? this.wordHash || 1 : (0,token_spellings/* spellingOf */.k2)(id, this.text, start, pos);
        this.out.push(id, line, start - lineStart, line, pos - lineStart, spelling);
    }
    /** Emits a token from a remembered place, on this line or an earlier one, to `pos`. */
    emitSince(id, start) {
        const spelling = (0,token_spellings/* spellingOf */.k2)(id, this.text, start.offset, this.pos);
        this.out.push(id, start.line, start.column, this.line, this.pos - this.lineStart, spelling);
    }
    /** Ends token `index`, of id `id` and starting at `start`, at `pos` (a literal once its body is scanned). */
    endTokenAt(index, id, start) {
        this.out.setEnd(index, this.line, this.pos - this.lineStart, (0,token_spellings/* spellingOf */.k2)(id, this.text, start, this.pos));
    }
    /** Where `pos` is. */
    here() {
        return { offset: this.pos, line: this.line, column: this.pos - this.lineStart };
    }
    /** The tokens, copied out but for the arrays `lend` says (see TokenBuffer). */
    finish(lend = 'none') {
        return lend === 'all' ? this.out.borrow() : this.out.toSequence(lend === 'spans');
    }
}

;// CONCATENATED MODULE: ./src/languages/scan-directive.ts
// C-style preprocessor lines: kept directives (#define, #if...) become one `#name` token with the rest of the
// line lexed as code; every other directive (#include, #pragma, #region...) is boilerplate and dropped whole.
// `#if 0` … `#endif` is how C comments out code: the compiler never sees it, so it is dropped as a comment is
// (with an `#else` or `#elif` of its own, which the preprocessor may take, it is lexed as written).

const BACKSLASH = 92;
/** Scans the directive whose `#` is at `pos`, the first non-blank character of a line. */
function scanDirective(s) {
    const { text } = s;
    const start = s.pos;
    let p = start + 1;
    while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)
        p++;
    const nameStart = p;
    while (p < text.length && (s.classAt(p) & IDENT_PART) !== 0)
        p++;
    const id = s.spec.directives?.get(text.slice(nameStart, p));
    if (id === undefined) {
        skipLine(s);
        return true;
    }
    const skipped = text.slice(nameStart, p) === 'if' ? commentedOutEnd(s, p) : -1;
    if (skipped >= 0) {
        s.advanceTo(skipped);
        skipLine(s);
        return true;
    }
    s.pos = p;
    s.emitFrom(id, start);
    return true;
}
/**
 * Where the `#endif` line that closes an `#if 0` ends its condition at `from` starts, or -1 when the
 * condition is not `0` alone, or the block has an `#else` or `#elif` of its own, or is never closed.
 */
function commentedOutEnd(s, from) {
    const { text } = s;
    const lineEnd = text.indexOf('\n', from);
    const condition = text.slice(from, lineEnd === -1 ? text.length : lineEnd);
    if (!/^[ \t]*0[ \t]*(\/\/.*|\/\*.*\*\/[ \t]*)?\r?$/.test(condition))
        return -1;
    let depth = 0;
    for (let at = lineEnd; at !== -1; at = text.indexOf('\n', at + 1)) {
        const directive = /^[ \t]*#[ \t]*(\w+)/.exec(text.slice(at + 1, at + 81))?.[1];
        if (directive === undefined)
            continue;
        if (directive.startsWith('if'))
            depth++;
        else if (depth > 0 && directive === 'endif')
            depth--;
        else if (directive === 'endif')
            return at + 1;
        else if (depth === 0 && (directive === 'else' || directive.startsWith('elif')))
            return -1;
    }
    return -1;
}
/** Moves to the line break that ends the directive, through backslash-continued lines. */
function skipLine(s) {
    const { text } = s;
    for (;;) {
        const nl = text.indexOf('\n', s.pos);
        if (nl === -1) {
            s.pos = text.length;
            return;
        }
        let before = nl - 1;
        if (text.charCodeAt(before) === 13)
            before--;
        s.pos = nl;
        if (before < 0 || text.charCodeAt(before) !== BACKSLASH)
            return;
        s.newline();
    }
}

;// CONCATENATED MODULE: ./src/languages/literal-delimiter.ts
const MAX_CPP_DELIMITER = 16;
/** Bounds of the literal whose quote text starts at `quoteStart`, or undefined if it does not open there. */
function literalBounds(text, literal, quoteStart) {
    switch (literal.delimiter) {
        case 'same':
            return { body: quoteStart + literal.quote.length, close: literal.quote };
        case 'fence':
            return fenceBounds(text, literal.quote.charCodeAt(0), quoteStart);
        case 'rust-raw':
            return rustRawBounds(text, quoteStart);
        case 'cpp-raw':
            return cppRawBounds(text, quoteStart);
    }
}
function fenceBounds(text, quote, start) {
    let p = start;
    while (text.charCodeAt(p) === quote)
        p++;
    return { body: p, close: text.slice(start, p) };
}
function rustRawBounds(text, start) {
    let p = start;
    while (text.charCodeAt(p) === 35)
        p++;
    if (text.charCodeAt(p) !== 34)
        return undefined;
    return { body: p + 1, close: '"' + text.slice(start, p) };
}
function cppRawBounds(text, start) {
    const end = Math.min(text.length, start + 2 + MAX_CPP_DELIMITER);
    for (let p = start + 1; p < end; p++) {
        const c = text.charCodeAt(p);
        if (c === 40)
            return { body: p + 1, close: ')' + text.slice(start + 1, p) + '"' };
        if (c <= 32 || c === 41 || c === 92 || c === 34)
            return undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/scan-literal-body.ts
// Scans the inside of a string-like literal up to its closing text, through escapes, line breaks and
// interpolations; stops at an interpolation so that the embedded code is lexed as code.


const scan_literal_body_NEWLINE = 10;
const RETURN = 13;
const scan_literal_body_BACKSLASH = 92;
const DOLLAR = 36;
const LBRACE = 123;
/** Scans from `pos` to just after `close`, or to the embedded code after an interpolation's opening. */
function scanLiteralBody(s, literal, close) {
    const { text } = s;
    const n = text.length;
    const quote = close.charCodeAt(0);
    const interpolates = literal.interpolation !== 'none';
    while (s.pos < n) {
        const c = text.charCodeAt(s.pos);
        if (c === quote && text.startsWith(close, s.pos)) {
            if (literal.escape === 'doubled' && text.charCodeAt(s.pos + 1) === quote)
                s.pos += 2;
            else {
                s.pos += close.length;
                return 'closed';
            }
        }
        else if (c === scan_literal_body_NEWLINE) {
            if (!literal.multiline)
                return 'unterminated';
            s.newline();
        }
        else if (c === scan_literal_body_BACKSLASH && literal.escape === 'backslash') {
            skipEscape(s);
        }
        else if (interpolates && (c === DOLLAR || c === LBRACE)) {
            if (interpolation(s, literal, c))
                return 'interpolation';
        }
        else
            s.pos++;
    }
    return 'unterminated';
}
function skipEscape(s) {
    s.pos++;
    const c = s.text.charCodeAt(s.pos);
    if (c === RETURN && s.text.charCodeAt(s.pos + 1) === scan_literal_body_NEWLINE)
        s.pos++;
    if (s.text.charCodeAt(s.pos) === scan_literal_body_NEWLINE)
        s.newline();
    else if (s.pos < s.text.length)
        s.pos++;
}
/** Steps over an interpolation's opening (true) or over a character that is not one (false). */
function interpolation(s, literal, c) {
    const next = s.text.charCodeAt(s.pos + 1);
    if (literal.interpolation === 'brace') {
        if (c !== LBRACE)
            s.pos++;
        else if (next === LBRACE)
            s.pos += 2;
        else {
            s.pos++;
            return true;
        }
        return false;
    }
    if (c === DOLLAR && next === LBRACE) {
        s.pos += 2;
        return true;
    }
    if (c === DOLLAR && literal.interpolation === 'dollar' && (s.classAt(s.pos + 1) & IDENT_START) !== 0) {
        const start = s.pos + 1;
        s.pos = s.wordEnd(start + 1);
        s.emitFrom(normal_tokens/* normalIds */.o.identifier, start);
        return false;
    }
    s.pos++;
    return false;
}

;// CONCATENATED MODULE: ./src/languages/scan-literal.ts
// Opens string, char and quoted-name literals by the spec's rules, emits one token for each literal at its
// start, and resumes a literal's body after the `}` that ends code embedded in it. Also Rust's lifetimes.




const APOSTROPHE = 39;
/** Opens a literal that starts with the symbol `c` at `pos`, if one does. */
function scanSymbolLiteral(s, c) {
    if (c === APOSTROPHE && s.spec.lifetimes && isLifetime(s)) {
        const start = s.pos;
        s.pos = s.wordEnd(start + 2);
        s.emitFrom(normal_tokens/* normalIds */.o.lifetime, start);
        return true;
    }
    const rules = s.spec.symbolLiterals[c];
    if (rules === undefined)
        return false;
    for (const rule of rules) {
        if (s.text.startsWith(rule.open, s.pos) && openAt(s, s.pos, rule))
            return true;
    }
    return false;
}
/** Opens a literal whose word prefix spans [start, afterPrefix), if one of `rules` matches what follows. */
function openLiteral(s, start, afterPrefix, rules) {
    for (const rule of rules) {
        if (s.text.startsWith(rule.quote, afterPrefix) && openAt(s, start, rule))
            return true;
    }
    return false;
}
function openAt(s, start, literal) {
    const bounds = literalBounds(s.text, literal, start + literal.prefix.length);
    if (bounds === undefined)
        return false;
    const index = s.out.length;
    const firstOnLine = index === s.lineTokens;
    s.out.push(literal.id, s.line, start - s.lineStart, s.line, start - s.lineStart);
    s.pos = bounds.body;
    const end = continueLiteral(s, { kind: 'literal', literal, close: bounds.close, braces: 0 });
    s.endTokenAt(index, literal.id, start);
    if (s.spec.dropDocstrings && firstOnLine && end !== 'interpolation' && endsLogicalLine(s)) {
        s.out.truncate(index);
    }
    return true;
}
/** Scans the rest of a literal's body after its embedded code ended at `}`. */
function resumeLiteral(s, frame) {
    continueLiteral(s, frame);
}
function continueLiteral(s, frame) {
    const end = scanLiteralBody(s, frame.literal, frame.close);
    if (end === 'interpolation')
        s.frames.push(frame);
    s.regexAllowed = false;
    return end;
}
/** Rust: `'a` or `'static` rather than a char literal such as `'a'` or `'\n'`. */
function isLifetime(s) {
    if ((s.classAt(s.pos + 1) & IDENT_START) === 0)
        return false;
    const first = s.text.charCodeAt(s.pos + 1);
    const width = first >= 0xd800 && first <= 0xdbff ? 2 : 1;
    return s.text.charCodeAt(s.pos + 1 + width) !== APOSTROPHE;
}
/** Only blanks or a comment follow up to the end of the line. */
function endsLogicalLine(s) {
    const { text } = s;
    let p = s.pos;
    while (p < text.length) {
        const c = text.charCodeAt(p);
        if (c === 10 || c === 35 || c === 59)
            return true;
        if (c !== 32 && c !== 9 && c !== 13 && c !== 12)
            return false;
        p++;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/languages/scan-number.ts
// Scans a numeric literal of any base, with digit separators, fraction, exponent and type suffix (0x1F,
// 1_000, 1'000, 1.5e-3f, 10L, 10u64), and emits it as `$num`.


const DOT = 46;
const PLUS = 43;
const MINUS = 45;
/** Scans the number at `pos`, which starts with a digit or with `.` and a digit. */
function scanNumber(s) {
    const { text } = s;
    const { classes, digitSeparator } = s.spec;
    const start = s.pos;
    const n = text.length;
    const hex = text.charCodeAt(start) === 48 && (text.charCodeAt(start + 1) | 0x20) === 120;
    const exponent = hex ? 112 : 101; // p for hex floats, e otherwise
    let seenDot = false;
    let p = start;
    // Each character is read once, the next one only where it decides (a sign after an exponent, a digit
    // after a dot or a separator): this runs for every number.
    while (p < n) {
        const c = text.charCodeAt(p);
        if ((charClass(classes, c) & IDENT_PART) !== 0) {
            const sign = (c | 0x20) === exponent ? text.charCodeAt(p + 1) : 0;
            p += sign === PLUS || sign === MINUS ? 2 : 1;
        }
        else if (c === DOT && !seenDot && isDigit(text.charCodeAt(p + 1))) {
            seenDot = true;
            p++;
        }
        else if (c === digitSeparator && (s.classAt(p + 1) & IDENT_PART) !== 0) {
            p++;
        }
        else
            break;
    }
    s.pos = p;
    s.emitFrom(normal_tokens/* normalIds */.o.number, start);
    s.regexAllowed = false;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}

;// CONCATENATED MODULE: ./src/languages/scan-jsx-parts.ts
// The two halves of a JSX element's scan: inside a tag (names, `=`, quoted values, `>` and `/>`) and between
// tags (text runs, and the `<` or `</` of the next tag). Embedded `{...}` code is left to the caller.




/** Ids of JSX's own punctuation. */
const jsxIds = {
    open: (0,token_id/* tokenId */.j)('<'),
    closingOpen: (0,token_id/* tokenId */.j)('</'),
    end: (0,token_id/* tokenId */.j)('>'),
    selfClosingEnd: (0,token_id/* tokenId */.j)('/>'),
    equals: (0,token_id/* tokenId */.j)('='),
};
const scan_jsx_parts_NEWLINE = 10;
const LESS = 60;
const GREATER = 62;
const SLASH = 47;
const EQUALS = 61;
const scan_jsx_parts_LBRACE = 123;
/** Scans one part of a tag at `pos`: a blank, name, `=`, quoted value or the tag's end. */
function scanJsxTagPart(s, jsx) {
    const start = s.pos;
    const c = s.text.charCodeAt(start);
    if (c === scan_jsx_parts_NEWLINE)
        s.newline();
    else if (c === GREATER || (c === SLASH && s.text.charCodeAt(start + 1) === GREATER)) {
        s.pos += c === GREATER ? 1 : 2;
        s.emitFrom(c === GREATER ? jsxIds.end : jsxIds.selfClosingEnd, start);
        if (c === SLASH || jsx.closing)
            jsx.depth--;
        jsx.inTag = false;
        jsx.closing = false;
    }
    else if (c === 34 || c === 39) {
        const close = s.text.indexOf(s.text.charAt(start), start + 1);
        const opening = s.here();
        s.advanceTo(close === -1 ? s.text.length : close + 1);
        s.emitSince(normal_tokens/* normalIds */.o.string, opening);
    }
    else if ((s.classAt(start) & IDENT_START) !== 0) {
        s.pos = jsxNameEnd(s, start);
        s.emitFrom(normal_tokens/* normalIds */.o.identifier, start);
    }
    else {
        s.pos++;
        if (c === EQUALS)
            s.emitFrom(jsxIds.equals, start);
    }
}
/** Scans text up to the next tag or `{`, emitting one `$str` if it is not blank, then opens that tag. */
function scanJsxText(s, jsx) {
    const { text } = s;
    const n = text.length;
    let first;
    let lastLine = 0;
    let lastColumn = 0;
    let last = 0;
    for (let c = text.charCodeAt(s.pos); s.pos < n && c !== LESS && c !== scan_jsx_parts_LBRACE; c = text.charCodeAt(s.pos)) {
        if (c === scan_jsx_parts_NEWLINE)
            s.newline();
        else {
            if ((s.classAt(s.pos) & SPACE) === 0) {
                first ??= s.here();
                lastLine = s.line;
                lastColumn = s.pos + 1 - s.lineStart;
                last = s.pos + 1;
            }
            s.pos++;
        }
    }
    if (first !== undefined) {
        const spelling = (0,token_spellings/* spellingOf */.k2)(normal_tokens/* normalIds */.o.string, text, first.offset, last);
        s.out.push(normal_tokens/* normalIds */.o.string, first.line, first.column, lastLine, lastColumn, spelling);
    }
    if (s.pos < n && text.charCodeAt(s.pos) === LESS)
        openTag(s, jsx);
}
function openTag(s, jsx) {
    const start = s.pos;
    jsx.inTag = true;
    jsx.closing = s.text.charCodeAt(start + 1) === SLASH;
    s.pos += jsx.closing ? 2 : 1;
    s.emitFrom(jsx.closing ? jsxIds.closingOpen : jsxIds.open, start);
    if (!jsx.closing)
        jsx.depth++;
}
/** End of a tag name such as `a`, `Foo.Bar`, `svg:rect` or `data-x`. */
function jsxNameEnd(s, from) {
    let p = s.wordEnd(from);
    for (;;) {
        const c = s.text.charCodeAt(p);
        if ((c !== 46 && c !== 45 && c !== 58) || (s.classAt(p + 1) & IDENT_START) === 0)
            return p;
        p = s.wordEnd(p + 1);
    }
}

;// CONCATENATED MODULE: ./src/languages/scan-jsx.ts
// JSX elements in JavaScript and TypeScript: tags become `<`, `</`, `>`, `/>` with every tag and attribute
// name as `$id` and attribute strings as `$str`; text between tags is one `$str` per run, so quotes and
// apostrophes in it cannot derail the lexer; `{...}` inside is code, lexed by the main loop.


const scan_jsx_GREATER = 62;
const scan_jsx_SLASH = 47;
const scan_jsx_LBRACE = 123;
const LPAREN = 40;
/**
 * Whether the `<` at `pos`, where an expression may start, opens an element: `<>`, `<a>`, `<a/>`, `<a b`,
 * `<a {...p}`. Not TypeScript generics and assertions: `<T>(x) => x`, `<T,>`, `<T extends U>`, `<number>x`.
 */
function startsJsx(s) {
    const p = s.pos + 1;
    if (s.text.charCodeAt(p) === scan_jsx_GREATER)
        return true;
    if ((s.classAt(p) & IDENT_START) === 0)
        return false;
    const nameEnd = jsxNameEnd(s, p);
    if (s.spec.jsxNotTagNames?.has(s.text.slice(p, nameEnd)))
        return false;
    let q = nameEnd;
    while ((s.classAt(q) & (SPACE | NEWLINE)) !== 0)
        q++;
    const c = s.text.charCodeAt(q);
    if (c === scan_jsx_GREATER)
        return s.text.charCodeAt(q + 1) !== LPAREN;
    if (c === scan_jsx_SLASH || c === scan_jsx_LBRACE)
        return true;
    if ((s.classAt(q) & IDENT_START) === 0)
        return false;
    return s.text.slice(q, s.wordEnd(q)) !== 'extends';
}
/** Scans the element whose `<` is at `pos`, up to its end or to the first `{` of embedded code. */
function scanJsx(s) {
    const jsx = { depth: 1, inTag: true, closing: false };
    s.pos++;
    s.emitFrom(jsxIds.open, s.pos - 1);
    resumeJsx(s, jsx);
}
/** Scans an element from `pos` (after its start, or after the `}` that ended its embedded code). */
function resumeJsx(s, jsx) {
    const n = s.text.length;
    while (s.pos < n && jsx.depth > 0) {
        if (s.text.charCodeAt(s.pos) === scan_jsx_LBRACE) {
            s.pos++;
            s.frames.push({ kind: 'jsx', jsx, braces: 0 });
            s.regexAllowed = true;
            return;
        }
        if (jsx.inTag)
            scanJsxTagPart(s, jsx);
        else
            scanJsxText(s, jsx);
    }
    s.regexAllowed = false;
}

;// CONCATENATED MODULE: ./src/languages/scan-regex.ts
// Scans a JavaScript regular expression literal (`/ab+c/gi`, with classes and escapes) as one `$regex` token;
// the caller decides from the previous token that a `/` here starts one rather than divides.


const scan_regex_NEWLINE = 10;
const scan_regex_SLASH = 47;
const scan_regex_BACKSLASH = 92;
const LBRACKET = 91;
const RBRACKET = 93;
/** Scans the regex whose opening `/` is at `pos`; an unterminated one ends at the line's end. */
function scanRegex(s) {
    const { text } = s;
    const start = s.pos;
    const n = text.length;
    let p = start + 1;
    let inClass = false;
    while (p < n) {
        const c = text.charCodeAt(p);
        if (c === scan_regex_NEWLINE)
            break;
        if (c === scan_regex_BACKSLASH && text.charCodeAt(p + 1) !== scan_regex_NEWLINE)
            p++;
        else if (c === LBRACKET)
            inClass = true;
        else if (c === RBRACKET)
            inClass = false;
        else if (c === scan_regex_SLASH && !inClass) {
            p++;
            while (p < n && (s.classAt(p) & IDENT_PART) !== 0)
                p++;
            break;
        }
        p++;
    }
    s.pos = Math.min(p, n);
    s.emitFrom(normal_tokens/* normalIds */.o.regex, start);
    s.regexAllowed = false;
}

;// CONCATENATED MODULE: ./src/languages/scan-punctuation.ts





const scan_punctuation_SLASH = 47;
const scan_punctuation_LESS = 60;
const scan_punctuation_DOT = 46;
const scan_punctuation_BACKSLASH = 92;
const scan_punctuation_LBRACE = 123;
const RBRACE = 125;
const SEMICOLON = 59;
/** Scans the symbol `c` at `pos`. */
function scanPunctuation(s, c) {
    if (c === RBRACE && s.frames.length > 0 && closeFrame(s))
        return;
    if (c === scan_punctuation_SLASH && s.spec.regexLiterals && s.regexAllowed)
        return scanRegex(s);
    if (c === scan_punctuation_LESS && s.spec.jsxNotTagNames !== undefined && s.regexAllowed && startsJsx(s))
        return scanJsx(s);
    const next = s.text.charCodeAt(s.pos + 1);
    if (c === scan_punctuation_DOT && next >= 48 && next <= 57)
        return scanNumber(s);
    if (c === scan_punctuation_BACKSLASH && spliceLine(s))
        return;
    scanOperator(s, c);
}
function scanOperator(s, c) {
    const start = s.pos;
    const op = matchOperator(s, start);
    if (op === undefined) {
        s.pos++;
        return;
    }
    s.pos += op.text.length;
    if (!op.drop)
        s.emitFrom(op.id, start);
    s.regexAllowed = op.regexAfter;
    if (op.text.length !== 1)
        return;
    trackBracket(s, c);
    if (c === SEMICOLON && s.pending !== undefined)
        endStatementAtSemicolon(s);
}
/** The operator at `at`, the longest that matches; undefined if none does. */
function matchOperator(s, at) {
    const { text } = s;
    const candidates = s.spec.operators[text.charCodeAt(at)];
    if (candidates === undefined)
        return undefined;
    const second = text.charCodeAt(at + 1);
    for (const op of candidates) {
        const length = op.text.length;
        if (length === 1)
            return op;
        if (op.second === second && (length === 2 || text.startsWith(op.text, at)))
            return op;
    }
    return undefined;
}
function trackBracket(s, c) {
    if (c === 40 || c === 91 || c === scan_punctuation_LBRACE) {
        s.depth++;
        if (c === scan_punctuation_LBRACE && s.frames.length > 0)
            s.frames[s.frames.length - 1].braces++;
    }
    else if ((c === 41 || c === 93 || c === RBRACE) && s.depth > 0) {
        s.depth--;
        if (s.pending !== undefined)
            keepUnendedStatement(s);
    }
}
/** The `}` ends the innermost embedded code (true), or closes a brace opened inside it (false). */
function closeFrame(s) {
    const top = s.frames[s.frames.length - 1];
    if (top === undefined)
        return false;
    if (top.braces > 0) {
        top.braces--;
        return false;
    }
    s.frames.pop();
    s.pos++;
    if (top.kind === 'literal')
        resumeLiteral(s, top);
    else
        resumeJsx(s, top.jsx);
    return true;
}
/** A backslash before a line break joins the lines (C macros, Python). */
function spliceLine(s) {
    let p = s.pos + 1;
    if (s.text.charCodeAt(p) === 13)
        p++;
    if (s.text.charCodeAt(p) !== 10)
        return false;
    s.pos = p;
    s.newline();
    return true;
}

;// CONCATENATED MODULE: ./src/languages/scan-word.ts
// Scans an identifier or keyword: keywords keep their text (or fold or drop, per the spec), every other name
// becomes `$id`. A word directly followed by a quote may be a literal's prefix (r"...", u8"...", b'x'); a
// keyword may start a statement dropped whole (`import`) or be dropped with the operator after it (`this.`).





/** Scans the word at `pos`, whose first character is an identifier start. */
function scanWord(s) {
    const { text, spec } = s;
    const start = s.pos;
    const end = s.wordEndHashed(start);
    if (spec.wordLiterals.size > 0 && (s.classAt(end) & PREFIX_FOLLOW) !== 0) {
        const rules = spec.wordLiterals.get(text.slice(start, end));
        if (rules !== undefined && openLiteral(s, start, end, rules))
            return;
    }
    s.pos = end;
    const entry = spec.words.find(text, start, end, s.wordHash);
    if (entry === undefined) {
        s.emitWord(normal_tokens/* normalIds */.o.identifier, start);
        s.regexAllowed = false;
        return;
    }
    s.regexAllowed = entry.regexAfter;
    if (entry.qualifies !== undefined && dropQualifier(s, entry.qualifies))
        return;
    if (entry.statement !== undefined)
        beginStatement(s, entry.statement);
    if (entry.drop)
        return;
    // A merged word's id is `$numtype`, which has no spelling. Only on one line: `#define ll long long` ends
    // at its line's end, and the `int` that starts the next line is a type of its own.
    if (entry.merge && s.out.lastId() === entry.id && s.out.lastEndLine() === s.line)
        s.out.setEnd(s.out.length - 1, s.line, end - s.lineStart, 0);
    else
        s.emitWord(entry.id, start);
}
/** Drops the word just scanned and the operator right after it, if that is one of `operators` (`this.`). */
function dropQualifier(s, operators) {
    const op = matchOperator(s, s.pos);
    if (op === undefined || !operators.includes(op.text))
        return false;
    s.pos += op.text.length;
    s.regexAllowed = op.regexAfter;
    return true;
}

;// CONCATENATED MODULE: ./src/languages/skip-comment.ts
/** Skips the comment at `pos`, if one starts there. */
function skipComment(s) {
    const { text, spec } = s;
    for (const marker of spec.lineComments) {
        if (text.startsWith(marker, s.pos)) {
            const nl = text.indexOf('\n', s.pos);
            s.pos = nl === -1 ? text.length : nl;
            return true;
        }
    }
    for (const block of spec.blockComments) {
        if (text.startsWith(block.open, s.pos)) {
            s.advanceTo(block.nests ? nestedEnd(text, s.pos, block) : flatEnd(text, s.pos, block));
            return true;
        }
    }
    return false;
}
function flatEnd(text, start, block) {
    const close = text.indexOf(block.close, start + block.open.length);
    return close === -1 ? text.length : close + block.close.length;
}
function nestedEnd(text, start, block) {
    let depth = 1;
    let p = start + block.open.length;
    let open = text.indexOf(block.open, p);
    while (depth > 0) {
        const close = text.indexOf(block.close, p);
        if (close === -1)
            return text.length;
        if (open !== -1 && open < p)
            open = text.indexOf(block.open, p);
        if (open !== -1 && open < close) {
            depth++;
            p = open + block.open.length;
        }
        else {
            depth--;
            p = close + block.close.length;
        }
    }
    return p;
}

;// CONCATENATED MODULE: ./src/languages/lexer.ts










const HASH = 35;
/** Tokenizes `text` by `spec`, with the arrays `lend` says as views valid only until the next lexing. */
function lex(text, spec, lend = 'none') {
    const s = new LexState(text, spec);
    const n = text.length;
    skipShebang(s);
    while (s.pos < n) {
        const before = s.pos;
        step(s);
        if (s.pos === before)
            s.pos++;
    }
    if (s.pending !== undefined)
        endStatementAtLine(s);
    if (spec.indentation)
        closeIndentation(s);
    return s.finish(lend);
}
/** `#!/usr/bin/env node` on the first line is for the shell (but `#![attr]` is Rust). */
function skipShebang(s) {
    if (!s.text.startsWith('#!') || s.text.charCodeAt(2) === 91)
        return;
    const nl = s.text.indexOf('\n');
    s.pos = nl === -1 ? s.text.length : nl;
}
function step(s) {
    const c = s.text.charCodeAt(s.pos);
    const cls = charClass(s.spec.classes, c);
    if (cls & SPACE)
        s.pos = spaceEnd(s, s.pos + 1);
    else if (cls & NEWLINE)
        endLine(s);
    else if (s.atLineStart && beginLine(s, c))
        return;
    else if (cls & IDENT_START)
        scanWord(s);
    else if (cls & DIGIT)
        scanNumber(s);
    else if ((cls & COMMENT) !== 0 && skipComment(s))
        return;
    else if ((cls & LITERAL) !== 0 && scanSymbolLiteral(s, c))
        return;
    else
        scanPunctuation(s, c);
}
// A run of blanks (indentation) is passed in one step: nothing in it changes the lexer's state.
function spaceEnd(s, from) {
    const { text } = s;
    const classes = s.spec.classes;
    let p = from;
    while (p < text.length && (charClass(classes, text.charCodeAt(p)) & SPACE) !== 0)
        p++;
    return p;
}
function endLine(s) {
    s.newline();
    const frames = s.frames;
    // A single-line literal cannot go on past the line: drop its unfinished embedded code (recovery).
    while (frames.length > 0) {
        const top = frames[frames.length - 1];
        if (top === undefined || top.kind !== 'literal' || top.literal.multiline)
            break;
        frames.pop();
    }
    if (s.pending !== undefined)
        endStatementAtLine(s);
    if (!s.spec.indentation)
        s.lineTokens = s.out.length;
    if (s.spec.lineStartHook)
        s.atLineStart = !s.spec.indentation || (s.depth === 0 && frames.length === 0);
}
/** The first non-blank character of a line: a preprocessor directive, or Python's indentation. */
function beginLine(s, c) {
    s.atLineStart = false;
    if (s.spec.directives !== undefined && c === HASH)
        return scanDirective(s);
    if (s.spec.indentation) {
        if (c === HASH)
            s.atLineStart = true;
        else
            indentLine(s);
    }
    return false;
}

;// CONCATENATED MODULE: ./src/languages/drop-tokens.ts
/**
 * `tokens` without the ranges `drops` (in order, disjoint): the kept stretches moved down in one copy each,
 * and views of the same arrays returned.
 */
function dropTokens(tokens, drops) {
    const { ids, spans, spellings } = tokens;
    let kept = 0;
    let from = 0;
    for (const next of [...drops, { start: ids.length, end: ids.length }]) {
        ids.copyWithin(kept, from, next.start);
        spellings?.copyWithin(kept, from, next.start);
        spans.copyWithin(4 * kept, 4 * from, 4 * next.start);
        kept += next.start - from;
        from = next.end;
    }
    return {
        ids: ids.subarray(0, kept),
        spans: spans.subarray(0, 4 * kept),
        ...(spellings ? { spellings: spellings.subarray(0, kept) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/languages/literal-lists.ts
// Long lists of literals read as their first two elements and their last, in every front end: `{'a', 'b',
// …, 'z'}` and a table of numbers fold to `$chr , $chr , …` and `$num , $num , …`, a pattern whose tokens say
// no more after its second element than at it. Counted token for token they made two independent solutions
// of a small exercise that both spell out the alphabet share half their tokens (52%, flagged) with nothing
// else in common; as sequence search masks low-complexity regions before it scores (BLAST's DUST and SEG),
// the repeats are left out of what a pair is scored on. A list is a run of one unit of at most MAX_UNIT
// tokens, repeated at least MIN_REPEATS times, whose unit holds a `,`, a literal and no name: data, not code
// (a list of names, an enum's constants, carries the names a copy keeps). Rewrites the arrays it is given in
// place.



/** The longest repeating unit read as a list element: `( $num , $num ) ,` is six tokens. */
const MAX_UNIT = 6;
/** Repeats from which a run is a list: a table of eight values or more (the digits, a year's months). */
const MIN_REPEATS = 8;
/** Repeats of a list that are kept: two, so a list still reads as a list, of its own element's shape. */
const KEPT_REPEATS = 2;
const COMMA = (0,token_id/* tokenId */.j)(',');
const NUMBER = normal_tokens/* normalIds */.o.number;
const STRING = normal_tokens/* normalIds */.o.string;
const CHAR = normal_tokens/* normalIds */.o.char;
const NAME = normal_tokens/* normalIds */.o.identifier;
/** `tokens` with each long list of literals cut to its first KEPT_REPEATS elements (views when cut). */
function collapseLiteralLists(tokens) {
    const { ids } = tokens;
    const drops = [];
    // A list is found at its first literal (its unit then starts there: `$num ) , ( $num ,` for pairs), so
    // only literals are tested, and most tokens are not.
    const last = ids.length - 2 * MIN_REPEATS;
    for (let t = 0; t <= last; t++) {
        const id = ids[t];
        if (id !== NUMBER && id !== STRING && id !== CHAR)
            continue;
        const list = listAt(ids, t);
        if (list === undefined)
            continue;
        drops.push({ start: t + KEPT_REPEATS * list.unit, end: list.end });
        t = list.end - 1;
    }
    return drops.length === 0 ? tokens : dropTokens(tokens, drops);
}
// The list whose first literal is at `t`: the shortest unit that repeats from there at least MIN_REPEATS
// times, and where its repeats end (a partial last repeat, the element after the last comma, stays).
function listAt(ids, t) {
    for (let unit = 2; unit <= MAX_UNIT; unit++) {
        if (t + unit * MIN_REPEATS > ids.length)
            return undefined;
        if (ids[t + unit] !== ids[t] || !isElement(ids, t, unit))
            continue;
        let end = t + unit;
        while (end + unit <= ids.length && sameUnit(ids, t, end, unit))
            end += unit;
        if ((end - t) / unit >= MIN_REPEATS)
            return { unit, end };
    }
    return undefined;
}
function isElement(ids, t, unit) {
    let comma = false;
    let literal = false;
    for (let i = t; i < t + unit; i++) {
        const id = ids[i];
        if (id === NAME)
            return false;
        comma ||= id === COMMA;
        literal ||= id === NUMBER || id === STRING || id === CHAR;
    }
    return comma && literal;
}
function sameUnit(ids, from, at, unit) {
    for (let i = 0; i < unit; i++)
        if (ids[from + i] !== ids[at + i])
            return false;
    return true;
}

;// CONCATENATED MODULE: ./src/languages/statement-tokens.ts
// The token ids statement normalization reads (normalize-statements.ts): brackets, assignment operators,
// the keywords that open control statements or jump, and the words that can start a declaration's type, as
// the C-family front ends emit them. Only ids: it knows no language's grammar beyond these sets.




const ids = (words) => IdTable.of(wordList(words).map(token_id/* tokenId */.j));
/** Single tokens by their text. */
const tok = {
    openBrace: (0,token_id/* tokenId */.j)('{'),
    closeBrace: (0,token_id/* tokenId */.j)('}'),
    openParen: (0,token_id/* tokenId */.j)('('),
    closeParen: (0,token_id/* tokenId */.j)(')'),
    openBracket: (0,token_id/* tokenId */.j)('['),
    closeBracket: (0,token_id/* tokenId */.j)(']'),
    semicolon: (0,token_id/* tokenId */.j)(';'),
    comma: (0,token_id/* tokenId */.j)(','),
    colon: (0,token_id/* tokenId */.j)(':'),
    assign: (0,token_id/* tokenId */.j)('='),
    arrow: (0,token_id/* tokenId */.j)('->'),
    star: (0,token_id/* tokenId */.j)('*'),
    amp: (0,token_id/* tokenId */.j)('&'),
    ampAmp: (0,token_id/* tokenId */.j)('&&'),
    shiftRight: (0,token_id/* tokenId */.j)('>>'),
    shiftLeft: (0,token_id/* tokenId */.j)('<<'),
    dot: (0,token_id/* tokenId */.j)('.'),
    scope: (0,token_id/* tokenId */.j)('::'),
    greater: (0,token_id/* tokenId */.j)('>'),
    less: (0,token_id/* tokenId */.j)('<'),
    if: (0,token_id/* tokenId */.j)('if'),
    else: (0,token_id/* tokenId */.j)('else'),
    true: (0,token_id/* tokenId */.j)('true'),
    false: (0,token_id/* tokenId */.j)('false'),
    for: (0,token_id/* tokenId */.j)('for'),
    do: (0,token_id/* tokenId */.j)('do'),
    while: (0,token_id/* tokenId */.j)('while'),
    try: (0,token_id/* tokenId */.j)('try'),
    case: (0,token_id/* tokenId */.j)('case'),
    default: (0,token_id/* tokenId */.j)('default'),
    new: (0,token_id/* tokenId */.j)('new'),
    return: (0,token_id/* tokenId */.j)('return'),
    continue: (0,token_id/* tokenId */.j)('continue'),
    identifier: normal_tokens/* normalIds */.o.identifier,
};
/** Keywords followed by `( … )` and one statement: `if (c) s`, `while (c) s`, `catch (E e) { … }`. */
const headedControl = ids('if while for switch catch synchronized');
/** Keywords followed directly by one statement (`try` may have `( … )` resources first). */
const bareControl = ids('else do try finally');
/** What a statement can follow: the end of one, a block's brace, a control header, a label's `:`. */
const statementFollows = ids('; { } ) else do :');
/** A loop condition that is one constant (`while (true)`, `while (1)`): read as the empty `for (;;)` one. */
const constantConditions = new Set([(0,token_id/* tokenId */.j)('true'), normal_tokens/* normalIds */.o.number]);
/** Keywords that leave the statement's place or may (`new` of a class runs its constructor). */
const jumps = ids('return break continue throw goto yield assert delete co_return co_yield');
/** Keywords that always leave the statement's place: what follows in its block runs only through a label. */
const leavesBlock = ids('return break continue throw goto co_return');
/** Keywords that leave the function, wherever they stand in it outside a `try`. */
const leavesFunction = ids('return throw co_return');
/** Operators that assign to the name before them and read it too (`x += 1`). */
const compoundAssign = ids('+= -= *= /= %= &= |= ^= <<= >>= >>>=');
/** `x++`, `--x`: read and write `x`. */
const incDec = ids('++ --');
/** What puts the next name inside another value: `a.b`, `p->b`, `std::b`. */
const memberAccess = ids('. -> ::');
/** Header words that make a braced body a scope of declarations, not of statements. */
const declarationScopes = ids('class struct interface enum union namespace');
/** Storage words that make a name declared in a body outlive the call (`static int calls;`). */
const outliving = ids('static extern thread_local');
/** Words a local declaration's type can start with (besides a name and `$numtype`). */
const typeStarts = IdTable.of([
    normal_tokens/* normalIds */.o.identifier,
    normal_tokens/* normalIds */.o.numericType,
    ...ids('boolean char void var auto bool struct enum union wchar_t char8_t char16_t char32_t _Bool'),
]);
/** Tokens that may follow the first word of a declaration's type, before the declared name. */
const typeTails = IdTable.of([
    normal_tokens/* normalIds */.o.identifier,
    normal_tokens/* normalIds */.o.numericType,
    ...ids('boolean char void bool wchar_t :: < > >> , ? * & && extends super'),
]);
/** Preprocessor lines the C and C++ front ends keep as a `#name` token. */
const directives = ids('#define #undef #if #ifdef #ifndef #elif #elifdef #elifndef #else #endif');
/** The tokens that are a value on their own: a name, a literal, `true`, `false` and the null pointers. */
const plainValues = [
    normal_tokens/* normalIds */.o.identifier,
    normal_tokens/* normalIds */.o.number,
    normal_tokens/* normalIds */.o.string,
    normal_tokens/* normalIds */.o.char,
    ...wordList('true false null nullptr NULL').map(token_id/* tokenId */.j),
];

;// CONCATENATED MODULE: ./src/languages/comparison-order.ts
// Comparisons in one canonical form, for the C-family front ends before their statements are outlined
// (normalize-statements.ts), so a copy whose comparisons an IDE's "flip comparison" or an obfuscator turned
// around (`i < n` → `n > i`, `x == 0` → `0 == x`) gives its original's tokens again. The two sides are put
// in one order by their folded tokens (the longer first, then by id), the operator turned with them (`<` ↔
// `>`, `<=` ↔ `>=`); sides alike in their folded tokens (`i`, `n`) are put so the operator reads `<` or `<=`.
// Ordering by the sides, not by the operator, keeps apart nothing that was alike: `x > 30` and `x < 18.5`
// keep one shape, as they had before (reading every `>` as a `<` with its sides swapped lost IR-Plag AUC:
// it gave those two different shapes). Only where both sides are simple operands (a name or a literal, then
// `.name`, `->name` and `[…]` any number of times, nothing called or changed inside) and the comparison
// stands alone between its neighbours, so that the sides are whole and nothing is evaluated in another
// order. A `,` does not count as a neighbour before it: in `Map<K, V> m;` the `V > m` is no comparison.
// Moved tokens keep their own spans and spellings. Rewrites the arrays it is given, in place.



const comparison_order_LESS = tok.less;
const comparison_order_GREATER = tok.greater;
const LESS_EQUAL = (0,token_id/* tokenId */.j)('<=');
const GREATER_EQUAL = (0,token_id/* tokenId */.j)('>=');
const EQUAL = (0,token_id/* tokenId */.j)('==');
const NOT_EQUAL = (0,token_id/* tokenId */.j)('!=');
const BEFORE = IdTable.of(['(', '&&', '||', ';', '?', ':', '=', 'return'].map((text) => (0,token_id/* tokenId */.j)(text)));
const AFTER = IdTable.of([')', '&&', '||', ';', '?', ':', ','].map((text) => (0,token_id/* tokenId */.j)(text)));
/** Puts the comparisons of `tokens` in canonical form, rewriting its arrays in place. */
function putComparisonsInOrder(tokens) {
    const { ids } = tokens;
    // Each token is first tested against the six comparisons, the only test most tokens get.
    for (let operator = 1; operator < ids.length - 1; operator++) {
        const id = ids[operator];
        if (id !== comparison_order_LESS &&
            id !== comparison_order_GREATER &&
            id !== LESS_EQUAL &&
            id !== GREATER_EQUAL &&
            id !== EQUAL &&
            id !== NOT_EQUAL)
            continue;
        const start = simpleOperandStart(ids, operator);
        if (start < 1 || !BEFORE.has(ids[start - 1]))
            continue;
        const end = simpleOperandEnd(ids, operator + 1);
        if (end < 0 || end >= ids.length || !AFTER.has(ids[end]))
            continue;
        const left = { start, end: operator };
        const right = { start: operator + 1, end };
        const order = compareSides(ids, left, right);
        if (order < 0 || (order === 0 && id !== comparison_order_GREATER && id !== GREATER_EQUAL))
            continue;
        swapSides(tokens, { left, right });
        ids[start + (end - operator - 1)] = turned(id);
        operator = end;
    }
}
/** A comparison as it reads with its sides swapped. */
function turned(id) {
    if (id === comparison_order_LESS)
        return comparison_order_GREATER;
    if (id === comparison_order_GREATER)
        return comparison_order_LESS;
    if (id === LESS_EQUAL)
        return GREATER_EQUAL;
    if (id === GREATER_EQUAL)
        return LESS_EQUAL;
    return id;
}
// The order of two sides: negative when `left` goes first, positive when `right` does, 0 when their folded
// tokens are the same. The longer first, then by their tokens' ids.
function compareSides(ids, left, right) {
    const lengthLeft = left.end - left.start;
    const lengthRight = right.end - right.start;
    if (lengthLeft !== lengthRight)
        return lengthRight - lengthLeft;
    for (let i = 0; i < lengthLeft; i++) {
        const a = ids[left.start + i];
        const b = ids[right.start + i];
        if (a !== b)
            return a < b ? -1 : 1;
    }
    return 0;
}
// Rewrites tokens [left.start, right.end) of every array (`width` entries a token) as the right side, the
// operator, the left side.
function swapSides(arrays, sides) {
    const { left, right } = sides;
    const rightLength = right.end - right.start;
    const reorder = (array, width) => {
        const start = width * left.start;
        const leftPart = array.slice(start, width * left.end);
        const operator = array.slice(width * left.end, width * right.start);
        array.copyWithin(start, width * right.start, width * right.end);
        array.set(operator, start + width * rightLength);
        array.set(leftPart, start + width * (rightLength + 1));
    };
    reorder(arrays.ids, 1);
    reorder(arrays.spans, 4);
    if (arrays.spellings)
        reorder(arrays.spellings, 1);
}
const OPERANDS = IdTable.of(plainValues);
/** Inside `[…]` of a simple operand: nothing that calls or changes anything. */
const NOT_INSIDE = IdTable.of([tok.openParen, tok.assign, ...compoundAssign, ...incDec]);
/**
 * Where a simple operand starting at `from` ends (exclusive), or -1 if none starts there: a name or a
 * literal, then `.name`, `->name` and `[…]` without calls or assignments inside, any number of times.
 */
function simpleOperandEnd(ids, from) {
    if (from >= ids.length || !OPERANDS.has(ids[from]))
        return -1;
    let t = from + 1;
    for (;;) {
        const id = ids[t];
        if ((id === tok.dot || id === tok.arrow) && ids[t + 1] === tok.identifier)
            t += 2;
        else if (id === tok.openBracket) {
            let depth = 0;
            for (; t < ids.length; t++) {
                const inside = ids[t];
                if (inside === tok.openBracket)
                    depth++;
                else if (inside === tok.closeBracket && --depth === 0)
                    break;
                else if (NOT_INSIDE.has(inside))
                    return -1;
            }
            if (t === ids.length)
                return -1;
            t++;
        }
        else
            return id === tok.openParen ? -1 : t;
    }
}
/**
 * Where the simple operand ending at `end` (exclusive) starts, or -1 if none ends there: read backwards, as
 * simpleOperandEnd reads forwards.
 */
function simpleOperandStart(ids, end) {
    let t = end - 1;
    while (t >= 0) {
        const id = ids[t];
        if (id === tok.closeBracket) {
            let depth = 0;
            for (; t >= 0; t--) {
                const inside = ids[t];
                if (inside === tok.closeBracket)
                    depth++;
                else if (inside === tok.openBracket && --depth === 0)
                    break;
                else if (NOT_INSIDE.has(inside))
                    return -1;
            }
            t--;
        }
        else if (id === tok.identifier && t >= 2 && (ids[t - 1] === tok.dot || ids[t - 1] === tok.arrow))
            t -= 2;
        else
            return OPERANDS.has(id) ? t : -1;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/engine/scratch-array.ts
var scratch_array = __webpack_require__(6220);
;// CONCATENATED MODULE: ./src/languages/token-rewrites.ts
// Rewrites of a few statements in a token sequence, for the front ends' readings that change a statement's
// shape (conditional-form.ts): each replaces tokens [start, end) by pieces, stretches of
// the old tokens in any order and tokens it adds, and the rest is copied as it was. Tokens keep their spans
// and spellings; an added token takes the span of a token it stands for. Brackets are paired, and a
// statement's end found, by a walk from the token at hand, not over the file: these run on every file, and
// most have no statement of the kind.


// The arrays rewrites are written to, reused from file to file on a thread: fresh ones for every file were
// garbage at once. Kept for at most this many tokens. Two sets take turns, so that rewriting tokens a lent
// rewrite wrote (branch-form.ts, then repeat-loops.ts) never writes over what it reads.
const KEPT_CAPACITY = 1 << 20;
const scratchSets = [0, 1].map(() => ({
    ids: new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), KEPT_CAPACITY),
    spans: new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), 4 * KEPT_CAPACITY),
    spellings: new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), KEPT_CAPACITY),
}));
/**
 * `tokens` with `rewrites` (in order, none overlapping another) in place, in arrays valid until the next
 * rewrite but one on this thread: statement normalization copies out what it returns (token-output.ts).
 * With `lend` false, in new arrays: for a front end's respell, whose tokens statement normalization then
 * rewrites again. Stretches between rewrites are copied in bulk: a file has a rewrite or two in thousands
 * of tokens.
 */
function emitRewrites(tokens, rewrites, lend = true) {
    const { ids, spans, spellings } = tokens;
    let capacity = ids.length;
    for (const { start, end, pieces } of rewrites) {
        let length = 0;
        for (const piece of pieces)
            length += 'id' in piece ? 1 : piece.end - piece.start;
        capacity += Math.max(0, length - (end - start));
    }
    const scratch = scratchSets[scratchSets[0].ids.holds(ids) ? 1 : 0];
    const out = {
        ids: lend ? scratch.ids.take(capacity) : new Uint32Array(capacity),
        spans: lend ? scratch.spans.take(4 * capacity) : new Uint32Array(4 * capacity),
        spellings: lend ? scratch.spellings.take(capacity) : new Uint32Array(capacity),
        length: 0,
    };
    const copy = (start, end) => {
        const n = out.length;
        out.ids.set(ids.subarray(start, end), n);
        out.spans.set(spans.subarray(4 * start, 4 * end), 4 * n);
        out.spellings.set(spellings.subarray(start, end), n);
        out.length += end - start;
    };
    const add = ({ id, spanOf, spanTo = spanOf, spelling }) => {
        const n = out.length++;
        out.ids[n] = id;
        out.spans[4 * n] = spans[4 * spanOf];
        out.spans[4 * n + 1] = spans[4 * spanOf + 1];
        out.spans[4 * n + 2] = spans[4 * spanTo + 2];
        out.spans[4 * n + 3] = spans[4 * spanTo + 3];
        out.spellings[n] = spelling ?? 0;
    };
    let t = 0;
    for (const rewrite of rewrites) {
        copy(t, rewrite.start);
        for (const piece of rewrite.pieces)
            if ('id' in piece)
                add(piece);
            else
                copy(piece.start, piece.end);
        t = rewrite.end;
    }
    copy(t, ids.length);
    const { length } = out;
    return {
        ids: out.ids.subarray(0, length),
        spans: out.spans.subarray(0, 4 * length),
        spellings: out.spellings.subarray(0, length),
    };
}
/** Whether `id` opens a bracket of any kind: `(`, `[` or `{`. */
const isOpener = (id) => id === tok.openParen || id === tok.openBracket || id === tok.openBrace;
/** Whether `id` closes a bracket of any kind. */
const isCloser = (id) => id === tok.closeParen || id === tok.closeBracket || id === tok.closeBrace;
/** The bracket closing the one at `open`, by depth over every kind; -1 when the tokens end first. */
function closerOf(ids, open) {
    let depth = 0;
    for (let t = open; t < ids.length; t++) {
        const id = ids[t];
        if (isOpener(id))
            depth++;
        else if (isCloser(id) && --depth === 0)
            return t;
    }
    return -1;
}
/**
 * The opener of the innermost bracket holding token `t` (or closing at `t`), by a walk back over every kind,
 * if it is of `kind`; -1 when it is another kind or there is none.
 */
function openerOf(ids, t, kind) {
    let depth = 0;
    for (let u = t - 1; u >= 0; u--) {
        const id = ids[u];
        if (isCloser(id))
            depth++;
        else if (isOpener(id)) {
            if (depth === 0)
                return id === kind ? u : -1;
            depth--;
        }
    }
    return -1;
}
/**
 * The last token of the statement at `start`: a block's `}`, a plain statement's `;`, a control statement's
 * last body (an `if`'s `else` branch, a `do`'s `while (…);`); -1 when it cannot be told (a `try`, tokens that
 * end first).
 */
function statementEnd(ids, start) {
    const id = ids[start];
    if (id === undefined)
        return -1;
    if (id === tok.openBrace)
        return closerOf(ids, start);
    if (id === tok.do) {
        const body = statementEnd(ids, start + 1);
        if (body < 0 || ids[body + 1] !== tok.while || ids[body + 2] !== tok.openParen)
            return -1;
        const close = closerOf(ids, body + 2);
        return close >= 0 && ids[close + 1] === tok.semicolon ? close + 1 : -1;
    }
    if (headedControl.has(id)) {
        if (ids[start + 1] !== tok.openParen)
            return -1;
        const close = closerOf(ids, start + 1);
        const body = close < 0 ? -1 : statementEnd(ids, close + 1);
        if (body < 0 || id !== tok.if || ids[body + 1] !== tok.else)
            return body;
        return statementEnd(ids, body + 2);
    }
    if (bareControl.has(id))
        return -1;
    let depth = 0;
    for (let t = start; t < ids.length; t++) {
        const at = ids[t];
        if (isOpener(at))
            depth++;
        else if (isCloser(at)) {
            if (--depth < 0)
                return -1;
        }
        else if (depth === 0 && at === tok.semicolon)
            return t;
    }
    return -1;
}
/** The tokens of the statement that starts at `start`, through its last; undefined if it cannot be told. */
function statementAt(ids, start) {
    const last = statementEnd(ids, start);
    return last < 0 ? undefined : { start, end: last + 1 };
}
/** The first `id` in tokens [from, to) outside brackets; -1 if none. */
function outsideBrackets(ids, id, from, to) {
    let depth = 0;
    for (let t = from; t < to; t++) {
        const at = ids[t];
        if (isOpener(at))
            depth++;
        else if (isCloser(at))
            depth--;
        else if (depth === 0 && at === id)
            return t;
    }
    return -1;
}
/**
 * The arguments of a call whose brackets hold tokens [from, close): split at its top-level commas, none when
 * the brackets are empty.
 */
function argumentsOf(ids, from, close) {
    const args = [];
    let depth = 0;
    let start = from;
    for (let t = from; t < close; t++) {
        const id = ids[t];
        if (isOpener(id))
            depth++;
        else if (isCloser(id))
            depth--;
        else if (depth === 0 && id === tok.comma) {
            args.push({ start, end: t });
            start = t + 1;
        }
    }
    if (close > from)
        args.push({ start, end: close });
    return args;
}

;// CONCATENATED MODULE: ./src/languages/branch-form.ts
// An `if` read in one form where an IDE's "invert if", "remove redundant else" or "simplify if" turn it into
// another, for the C-family front ends before their statements are outlined (normalize-statements.ts):
// - `if (a != b) X else Y` as `if (a == b) Y else X` (`!c` as `c`, `a >= b` as `a < b`, `a <= b` as `a > b`);
// - `if (c) { …; return x; } else Y` as `if (c) { …; return x; } Y`: after a jump the `else` changes nothing;
// - `if (a != b) { …; return x; } REST`, where REST, the rest of the block, ends with a jump too, as
//   `if (a == b) { REST } …; return x;`;
// - a guard clause and the nested `if` it stands for, at the end of a loop's body (or a function's, with
//   `return;`): `if (!c) continue; REST` as `if (c) { REST } continue;`, and `if (!c) { S }` as
//   `if (c) continue; S`. The outline leaves out a `continue;` ending a loop's body (statement-outline.ts);
// - `if (c) return true; else return false;` (the `else` left out or not) as `return c;`, `if (c) x = true;
//   else x = false;` as `x = c;`, and the other way round with `!c`, as "simplify if" gives;
// - an endless loop whose body starts by breaking on a condition, `while (true) { if (c) break; … }` (or
//   `for (;;)`), as the loop on its negation, `while (!c) { … }`, the negation written out: a comparison's
//   operator flipped, `!` before a name or call, and `&&` for `||` between operands (not both at once).
// Each is one click in an IDE, and an LLM asked to make a copy look different inverts conditions, turns
// nested code into guard clauses and moves a loop's condition into its body unasked; the forms run alike.
// The form read is the one whose condition is not negated, the one without an `else` after a jump, the
// condition returned or assigned, and the loop with its condition in its header.
// Only what is sure from brackets: a condition that is one comparison (no `&&`, `||`, `?`, bitwise
// operators or assignment outside brackets) or a `!` before a name, a call chain or a bracketed whole;
// branches that are a block or a plain statement, not another control statement; no link of an `else if`
// chain swapped (which one would depend on where the chain was cut); for a form that drops an `else` or
// moves the rest of a block, an `if` that is a statement of its block, and a rest without labels, `case`s
// or preprocessor lines. An `if` inside a rewritten one is read by another pass, at most four. Moved tokens
// keep their spans and spellings; an added `{` `}` takes the span of the first and last token of the rest,
// `==` that of the `!=`, an added `continue ;` that of the `if`. Returns the tokens it is given when
// nothing is rewritten.






const branch_form_ids = (words) => IdTable.of(wordList(words).map(token_id/* tokenId */.j));
const NOT = (0,token_id/* tokenId */.j)('!');
/** A negated comparison and the one it negates. */
const NEGATED = new Map([
    [(0,token_id/* tokenId */.j)('!='), (0,token_id/* tokenId */.j)('==')],
    [(0,token_id/* tokenId */.j)('>='), (0,token_id/* tokenId */.j)('<')],
    [(0,token_id/* tokenId */.j)('<='), (0,token_id/* tokenId */.j)('>')],
]);
/** Each comparison and its negation. */
const FLIPPED = new Map([
    ...NEGATED,
    ...[...NEGATED].map(([negated, positive]) => [positive, negated]),
]);
/** `&&` and `||`, each with the other: a negation joins its negated operands with the other. */
const DUAL = new Map([
    [(0,token_id/* tokenId */.j)('&&'), (0,token_id/* tokenId */.j)('||')],
    [(0,token_id/* tokenId */.j)('||'), (0,token_id/* tokenId */.j)('&&')],
]);
const BREAK = (0,token_id/* tokenId */.j)('break');
const ONE = (0,token_id/* tokenId */.j)('1');
const COMPARISONS = branch_form_ids('== != < > <= >=');
/** Outside brackets, these make a condition more than one comparison, or one whose negation is unsure. */
const NOT_ONE_COMPARISON = IdTable.of([
    ...wordList('&& || ? : = , & | ^ ; instanceof').map(token_id/* tokenId */.j),
    ...compoundAssign,
]);
/** What a statement of a block follows. */
const IN_BLOCK_AFTER = branch_form_ids('; { } :');
/** What a value of a `!` starts with. */
const PRIMARIES = IdTable.of([...plainValues, (0,token_id/* tokenId */.j)('this')]);
/** The most passes over a file: one per depth of nested `if`s read. */
const PASSES = 4;
/**
 * `tokens` (with braces) with their `if`s read in one form. With `lend`, in arrays valid until the next
 * file's rewrites on this thread (token-rewrites.ts), which must not be `tokens`' own; `tokens` when
 * nothing is rewritten.
 */
function readBranchesInForm(tokens, lend) {
    let current = tokens;
    for (let pass = 0; pass < PASSES; pass++) {
        const { ids, spans, spellings } = current;
        if (spellings === undefined)
            return current;
        const rewrites = [];
        // Another pass only reads what this one could not: an `if` inside a rewrite, or one rewritten into a
        // form read again (an `else` dropped before a negated condition's rest).
        let again = false;
        // An `if` after an `else` this pass drops is a statement of the block, as the next pass would see it.
        let dropped = -1;
        // Every form starts at an `if` or at the header of an endless loop right before one: the `if`s are
        // found by the typed array's own search, faster than a loop over every token.
        let done = 0;
        for (let t = ids.indexOf(tok.if); t >= 0; t = ids.indexOf(tok.if, t + 1)) {
            const loop = t > 0 && ids[t - 1] === tok.openBrace ? endlessLoopBefore(ids, spellings, t - 1) : -1;
            const rewrite = (loop >= done ? guardedLoopAt(ids, t - 1, loop) : undefined) ??
                ifAt(ids, spellings, t, t - 1 === dropped);
            if (rewrite === undefined)
                continue;
            if (rewrite.pieces.length === 0)
                dropped = rewrite.start;
            rewrites.push(rewrite);
            again ||= rewrite.again || ids.subarray(t + 1, rewrite.end).includes(tok.if);
            done = rewrite.end;
            t = rewrite.end - 1;
        }
        if (rewrites.length === 0)
            return current;
        // Only the first pass may lend: a later one reads the arrays the first lent.
        current = emitRewrites({ ids, spans, spellings }, rewrites, lend && pass === 0);
        if (!again)
            return current;
    }
    return current;
}
/** The rewrite of the `if` at `at`, if it is in one of the forms read as another; undefined otherwise. */
function ifAt(ids, spellings, at, afterDroppedElse) {
    if (ids[at + 1] !== tok.openParen)
        return undefined;
    const close = closerOf(ids, at + 1);
    if (close < 0)
        return undefined;
    const then = branchAt(ids, close + 1);
    if (then === undefined)
        return undefined;
    const condition = { start: at + 2, end: close };
    const inBlock = afterDroppedElse || (at > 0 && IN_BLOCK_AFTER.has(ids[at - 1]));
    const truth = truthTakenAt(ids, spellings, at, then, inBlock);
    if (truth !== undefined)
        return truth;
    const negation = negationOf(ids, condition);
    const again = negation !== undefined && negatedAgain(ids, negation);
    const head = () => [{ start: at, end: at + 2 }, ...negation, { start: close, end: close + 1 }];
    if (ids[then.end] === tok.else) {
        const other = branchAt(ids, then.end + 1);
        const elseToken = { start: then.end, end: then.end + 1 };
        // Not a link of an `else if` chain: which link is swapped would depend on where the chain was cut.
        const chained = ids[at - 1] === tok.else && !afterDroppedElse;
        if (negation !== undefined && other !== undefined && !chained) {
            const swapped = inBlock && endsWithJump(ids, other) ? [other, then] : [other, elseToken, then];
            return { start: at, end: other.end, pieces: [...head(), ...swapped], again };
        }
        if (inBlock && endsWithJump(ids, then))
            return { start: then.end, end: then.end + 1, pieces: [], again: negation !== undefined };
        return undefined;
    }
    if (negation === undefined || !inBlock)
        return undefined;
    const inner = ids[then.start] === tok.openBrace ? { start: then.start + 1, end: then.end - 1 } : then;
    const blockEnd = restOfBlock(ids, then.end);
    if (blockEnd < 0)
        return undefined;
    if (!endsWithJump(ids, then)) {
        // `if (!c) { … } }` ending a loop's body as `if (c) continue; … }`, the guard form.
        const jump = blockEnd === then.end ? endingJump(ids, at, blockEnd) : undefined;
        if (jump === undefined)
            return undefined;
        const added = [
            { id: jump, spanOf: at },
            { id: tok.semicolon, spanOf: at },
        ];
        return { start: at, end: then.end, pieces: [...head(), ...added, inner], again };
    }
    if (blockEnd === then.end)
        return undefined;
    const rest = { start: then.end, end: blockEnd };
    if (!lastIsJump(ids, rest) && !isOnly(ids, inner, endingJump(ids, at, blockEnd)))
        return undefined;
    const pieces = [
        ...head(),
        { id: tok.openBrace, spanOf: rest.start },
        rest,
        { id: tok.closeBrace, spanOf: rest.end - 1 },
        inner,
    ];
    return { start: at, end: blockEnd, pieces, again };
}
/**
 * `if (c) return true; else return false;` (either branch braced, the `else` left out when the `if` is a
 * statement of its block: `inBlock`) at `at`, whose branch `then` is, as `return c;`, and
 * `if (c) x = true; else x = false;` as `x = c;`; the other way round with the condition negated (written
 * out where negatedCondition can, else `!( c )`): what "simplify if" gives. Undefined otherwise.
 */
function truthTakenAt(ids, spellings, at, then, inBlock) {
    const first = truthTaken(ids, then.start);
    if (first === undefined || first.end !== then.end)
        return undefined;
    const hasElse = ids[then.end] === tok.else;
    // Without an `else`, only a return: an assignment in the branch would be overwritten by the next.
    if (!hasElse && (!inBlock || ids[first.head.start] !== tok.return))
        return undefined;
    const second = truthTaken(ids, hasElse ? then.end + 1 : then.end);
    if (second === undefined || ids[second.value] === ids[first.value])
        return undefined;
    const sameHead = second.head.end - second.head.start === first.head.end - first.head.start &&
        ids[second.head.start] === ids[first.head.start] &&
        spellings[second.head.start] === spellings[first.head.start];
    if (!sameHead)
        return undefined;
    const close = then.start - 1;
    const condition = { start: at + 2, end: close };
    const value = ids[first.value] === tok.true
        ? [condition]
        : (negatedCondition(ids, condition) ?? [
            { id: NOT, spanOf: at + 1 },
            { start: at + 1, end: close + 1 },
        ]);
    const semicolon = first.value + 1;
    return {
        start: at,
        end: second.end,
        pieces: [first.head, ...value, { start: semicolon, end: semicolon + 1 }],
    };
}
/**
 * `return true;`, `return false;`, `x = true;` or `x = false;` at `p`, or the same in braces: its `return`
 * or `x =`, where its `true` or `false` is, and its end; undefined for any other statement.
 */
function truthTaken(ids, p) {
    const braced = ids[p] === tok.openBrace;
    const at = braced ? p + 1 : p;
    const assigns = ids[at] === normal_tokens/* normalIds */.o.identifier && ids[at + 1] === tok.assign;
    if (!assigns && ids[at] !== tok.return)
        return undefined;
    const value = assigns ? at + 2 : at + 1;
    const truth = ids[value];
    if ((truth !== tok.true && truth !== tok.false) || ids[value + 1] !== tok.semicolon)
        return undefined;
    if (braced && ids[value + 2] !== tok.closeBrace)
        return undefined;
    return { head: { start: at, end: value }, value, end: braced ? value + 3 : value + 2 };
}
/** The `while` of `while (true) {` (or `while (1)`) or the `for` of `for (;;) {` opening at `open`, or -1. */
function endlessLoopBefore(ids, spellings, open) {
    if (ids[open - 1] !== tok.closeParen)
        return -1;
    const value = ids[open - 2];
    const endlessWhile = ids[open - 4] === tok.while &&
        ids[open - 3] === tok.openParen &&
        (value === tok.true || (value === normal_tokens/* normalIds */.o.number && spellings[open - 2] === ONE));
    if (endlessWhile)
        return open - 4;
    const endlessFor = ids[open - 5] === tok.for &&
        ids[open - 4] === tok.openParen &&
        ids[open - 3] === tok.semicolon &&
        value === tok.semicolon;
    return endlessFor ? open - 5 : -1;
}
/**
 * The endless loop at `at` whose body opens at `open` with `if (c) break;` as `while (!c) {`, the negation
 * written out (`i >= n || a[i] == 0` as `i < n && a[i] != 0`); undefined when the body starts otherwise.
 */
function guardedLoopAt(ids, open, at) {
    if (ids[open + 2] !== tok.openParen)
        return undefined;
    const close = closerOf(ids, open + 2);
    if (close < 0)
        return undefined;
    const braced = ids[close + 1] === tok.openBrace;
    const jump = braced ? close + 2 : close + 1;
    if (ids[jump] !== BREAK || ids[jump + 1] !== tok.semicolon || (braced && ids[jump + 2] !== tok.closeBrace))
        return undefined;
    const condition = negatedCondition(ids, { start: open + 3, end: close });
    if (condition === undefined)
        return undefined;
    const pieces = [
        { id: tok.while, spanOf: at },
        { id: tok.openParen, spanOf: at + 1 },
        ...condition,
        { id: tok.closeParen, spanOf: open - 1 },
        { start: open, end: open + 1 },
    ];
    return { start: at, end: braced ? jump + 3 : jump + 2, pieces };
}
/**
 * The condition `range` negated, as pieces: a negated one as its positive (negationOf), one comparison with
 * its operator flipped, a name or call chain after a `!`, and operands joined by one of `&&` and `||` each
 * negated and joined by the other; undefined for anything else.
 */
function negatedCondition(ids, range) {
    const joins = [];
    for (let t = range.start; t < range.end; t++) {
        const id = ids[t];
        if (isOpener(id)) {
            t = closerOf(ids, t);
            if (t < 0 || t >= range.end)
                return undefined;
        }
        else if (DUAL.has(id)) {
            if (joins.length > 0 && ids[joins[0]] !== id)
                return undefined;
            joins.push(t);
        }
    }
    const pieces = [];
    let start = range.start;
    for (const end of [...joins, range.end]) {
        const operand = negatedOperand(ids, { start, end });
        if (operand === undefined)
            return undefined;
        if (start > range.start)
            pieces.push({ id: DUAL.get(ids[start - 1]), spanOf: start - 1 });
        pieces.push(...operand);
        start = end + 1;
    }
    return pieces;
}
/** One operand of a condition negated (negatedCondition); undefined when it is no comparison or chain. */
function negatedOperand(ids, range) {
    const { start, end } = range;
    if (end <= start)
        return undefined;
    const positive = negationOf(ids, range);
    if (positive !== undefined)
        return positive;
    const comparison = comparisonIn(ids, range);
    const flipped = comparison < 0 ? undefined : FLIPPED.get(ids[comparison]);
    if (flipped !== undefined)
        return [
            { start, end: comparison },
            { id: flipped, spanOf: comparison },
            { start: comparison + 1, end },
        ];
    return comparison === -1 && chainEnd(ids, start, end) === end
        ? [{ id: NOT, spanOf: start }, range]
        : undefined;
}
/**
 * The condition `range` as the pieces of its negation, if it is negated: one comparison by `!=`, `>=` or
 * `<=`, or a `!` before a name, a call chain or a bracketed whole; undefined otherwise.
 */
function negationOf(ids, range) {
    const { start, end } = range;
    if (ids[start] === NOT) {
        if (ids[start + 1] === tok.openParen && closerOf(ids, start + 1) === end - 1)
            return [{ start: start + 2, end: end - 1 }];
        return chainEnd(ids, start + 1, end) === end ? [{ start: start + 1, end }] : undefined;
    }
    return negatedComparison(ids, range);
}
/** Whether the condition read for `negation` (negationOf) is negated again: `!(a >= b)`, `!!x`. */
function negatedAgain(ids, negation) {
    const [first] = negation;
    return (negation.length === 1 && first !== undefined && !('id' in first) && negationOf(ids, first) !== undefined);
}
/** `range` as the pieces of its negation if it is one comparison by `!=`, `>=` or `<=`; else undefined. */
function negatedComparison(ids, range) {
    const comparison = comparisonIn(ids, range);
    const positive = comparison < 0 ? undefined : NEGATED.get(ids[comparison]);
    if (positive === undefined)
        return undefined;
    return [
        { start: range.start, end: comparison },
        { id: positive, spanOf: comparison },
        { start: comparison + 1, end: range.end },
    ];
}
/**
 * The one comparison outside brackets of the condition `range`, with something either side of it; -1 when
 * it has none, -2 when it has more than one, or another operator that would take part in its negation.
 */
function comparisonIn(ids, range) {
    const { start, end } = range;
    let comparison = -1;
    for (let t = start; t < end; t++) {
        const id = ids[t];
        if (isOpener(id)) {
            t = closerOf(ids, t);
            if (t < 0 || t >= end)
                return -2;
        }
        else if (NOT_ONE_COMPARISON.has(id))
            return -2;
        else if (COMPARISONS.has(id)) {
            if (comparison >= 0)
                return -2;
            comparison = t;
        }
    }
    return comparison === start || comparison === end - 1 ? -2 : comparison;
}
/** Where a name, literal or `this` at `from` and the members, calls and elements after it end; -1 if none. */
function chainEnd(ids, from, end) {
    if (!PRIMARIES.has(ids[from]))
        return -1;
    let t = from + 1;
    while (t < end) {
        const id = ids[t];
        if (memberAccess.has(id) && ids[t + 1] === normal_tokens/* normalIds */.o.identifier)
            t += 2;
        else if (id === tok.openParen || id === tok.openBracket) {
            const close = closerOf(ids, t);
            if (close < 0)
                return -1;
            t = close + 1;
        }
        else
            return t;
    }
    return t;
}
/** The branch at `p`: a block, or a plain statement through its `;`; undefined for anything else. */
function branchAt(ids, p) {
    const id = ids[p];
    if (id === undefined)
        return undefined;
    if (id === tok.openBrace) {
        const close = closerOf(ids, p);
        return close < 0 ? undefined : { start: p, end: close + 1 };
    }
    if (headedControl.has(id) || bareControl.has(id) || id === tok.case || id === tok.default)
        return undefined;
    const end = plainEnd(ids, p);
    return end < 0 ? undefined : { start: p, end };
}
/** Where the plain statement at `p` ends (after its `;`), brackets skipped; -1 if a block ends first. */
function plainEnd(ids, p) {
    for (let t = p; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.semicolon)
            return t + 1;
        if (isOpener(id)) {
            t = closerOf(ids, t);
            if (t < 0)
                return -1;
        }
        else if (isCloser(id))
            return -1;
        else if (directives.has(id))
            return -1;
    }
    return -1;
}
/** Whether the branch `range` (a block or a plain statement) ends with a `return`, `break`, `throw`… */
function endsWithJump(ids, range) {
    if (ids[range.start] !== tok.openBrace)
        return leavesBlock.has(ids[range.start]);
    return lastIsJump(ids, { start: range.start + 1, end: range.end - 1 });
}
/** Whether the last statement of the statements `range` is a jump standing alone: `…; return x; }`. */
function lastIsJump(ids, range) {
    const { start, end } = range;
    if (end - start < 2 || ids[end - 1] !== tok.semicolon)
        return false;
    for (let t = end - 2; t >= start && ids[t] !== tok.semicolon; t--) {
        if (!leavesBlock.has(ids[t]))
            continue;
        const alone = t === start || IN_BLOCK_AFTER.has(ids[t - 1]);
        return alone && plainEnd(ids, t) === end;
    }
    return false;
}
/**
 * The `}` of the block the statements from `from` are in, the rest of the block between: -1 when the rest
 * holds a label, a `case`, a preprocessor line, or the block does not close.
 */
function restOfBlock(ids, from) {
    for (let t = from; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.closeBrace)
            return t;
        if (isOpener(id)) {
            t = closerOf(ids, t);
            if (t < 0)
                return -1;
        }
        else if (isCloser(id))
            return -1;
        else if (id === tok.case || id === tok.default || directives.has(id))
            return -1;
        else if (id === normal_tokens/* normalIds */.o.identifier && ids[t + 1] === tok.colon)
            return -1;
    }
    return -1;
}
/** Whether the statements `range` are only `jump ;`. */
function isOnly(ids, range, jump) {
    return jump !== undefined && range.end === range.start + 2 && ids[range.start] === jump;
}
/**
 * The jump the end of the block closing at `blockEnd`, which holds the statement at `at`, makes: `continue`
 * for a loop's body, `return` for a function's (the body after `name ( … )`); undefined for any other.
 */
function endingJump(ids, at, blockEnd) {
    const open = openerOf(ids, at, tok.openBrace);
    if (open < 1 || closerOf(ids, open) !== blockEnd)
        return undefined;
    const before = ids[open - 1];
    if (before === tok.do)
        return tok.continue;
    if (before !== tok.closeParen)
        return undefined;
    const named = openerOf(ids, open - 1, tok.openParen) - 1;
    const keyword = ids[named];
    if (keyword === tok.for || keyword === tok.while)
        return tok.continue;
    return named >= 1 && keyword === normal_tokens/* normalIds */.o.identifier && ids[named - 1] !== tok.dot
        ? tok.return
        : undefined;
}

;// CONCATENATED MODULE: ./src/languages/conditional-form.ts
// A statement that picks one of two values with a conditional read as the `if` it stands for, for the
// C-family front ends before their statements are outlined (normalize-statements.ts): `x = c ? a : b;` as
// `if (c) x = a; else x = b;`, `return c ? a : b;` as `if (c) return a; else return b;`, and
// `f(c ? a : b);` as `if (c) f(a); else f(b);`; a chain (`x = c ? a : d ? b : e;`) as an `else if` chain.
// Rewriting one form as the other is what an IDE's "replace if with conditional" does, and what a copy asked
// to look different gets, while a program's choice between them is style: the two run alike.
// The `if` is the form read, not the conditional: code inserted into a branch of the `if`, which the dead
// statements' pass leaves out later (dead-statements.ts), would keep it from reading as a conditional, and
// the copy's tokens would differ where they agreed before (bench:disguise `insert` lost AUC that way).
// Only where the conditional is the whole value of a statement: an assignment's (to a name, an element or a
// field), a declaration's of one name (`int x = c ? a : b;` as `int x; if (c) x = a; else x = b;`), a
// `return`'s, or a call's one argument; its condition loses the brackets around it, which the
// `if` form's own brackets stand for. Moved tokens keep their spans and spellings; the added `if`, brackets
// and `;` take the span of the `?`, the `else` that of the `:`. Returns the tokens it is given when nothing
// is rewritten.





const QUESTION = (0,token_id/* tokenId */.j)('?');
const THIS = (0,token_id/* tokenId */.j)('this');
/** What a statement follows. */
const STATEMENT_BEFORE = IdTable.of([';', '{', '}', ')', 'else', 'do'].map((text) => (0,token_id/* tokenId */.j)(text)));
/** What a statement in a block follows: no bracket inside a statement is one of these. */
const BLOCK_STATEMENT_BEFORE = IdTable.of([';', '{', '}'].map((text) => (0,token_id/* tokenId */.j)(text)));
/**
 * `tokens` with its statements of a conditional value read as `if`s, in arrays valid until the next file's
 * (token-rewrites.ts); `tokens` when none is.
 */
function readConditionalsAsIfs(tokens) {
    const { ids, spans, spellings } = tokens;
    if (spellings === undefined)
        return tokens;
    let first = 0;
    while (first < ids.length && ids[first] !== QUESTION)
        first++;
    if (first === ids.length)
        return tokens;
    const rewrites = [];
    // Statements are looked at from the one before the first `?`: most files have none.
    let at = first;
    while (at > 0 && !BLOCK_STATEMENT_BEFORE.has(ids[at - 1]))
        at--;
    for (; at < ids.length; at++) {
        if (at > 0 && !STATEMENT_BEFORE.has(ids[at - 1]))
            continue;
        const statement = valueStatementAt(ids, at);
        if (statement === undefined)
            continue;
        const pieces = asIf(ids, statement, statement.value);
        const { declaration } = statement;
        // `int x = c ? a : b;` as `int x; if (c) x = a; else x = b;`.
        if (pieces !== undefined && declaration !== undefined)
            pieces.unshift(declaration, { id: tok.semicolon, spanOf: declaration.end });
        if (pieces !== undefined)
            rewrites.push({ start: at, end: statement.semicolon + 1, pieces });
        at = statement.semicolon;
    }
    return rewrites.length === 0 ? tokens : emitRewrites({ ids, spans, spellings }, rewrites);
}
// `if ( c ) head a tail ; else head b tail ;` for the statement whose value is `value`, a chain of
// conditionals as `else if`s; undefined when the value is no conditional.
function asIf(ids, statement, value) {
    const parts = conditionalParts(ids, value);
    if (parts === undefined)
        return undefined;
    const { head, close, semicolon } = statement;
    const { question, colon } = parts;
    const branch = (chosen) => {
        const pieces = [head, chosen];
        if (close >= 0)
            pieces.push({ start: close, end: close + 1 });
        pieces.push({ start: semicolon, end: semicolon + 1 });
        return pieces;
    };
    const other = { start: colon + 1, end: value.end };
    return [
        { id: tok.if, spanOf: question },
        { id: tok.openParen, spanOf: question },
        unbracketed(ids, { start: value.start, end: question }),
        { id: tok.closeParen, spanOf: question },
        ...branch({ start: question + 1, end: colon }),
        { id: tok.else, spanOf: colon },
        ...(asIf(ids, statement, other) ?? branch(other)),
    ];
}
// The `?` and its `:` when `value` is one conditional outside brackets; undefined otherwise.
function conditionalParts(ids, value) {
    let depth = 0;
    let question = -1;
    let nested = 0;
    for (let t = value.start; t < value.end; t++) {
        const id = ids[t];
        if (id === tok.openParen || id === tok.openBracket)
            depth++;
        else if (id === tok.closeParen || id === tok.closeBracket)
            depth--;
        else if (depth > 0)
            continue;
        // A lambda's arrow (`x -> c ? a : b`): the conditional is its body, not the value's. C++'s `p->x` goes
        // with it, a condition rarely written that way.
        else if (id === tok.arrow)
            return undefined;
        else if (id === QUESTION) {
            if (question < 0)
                question = t;
            else
                nested++;
        }
        else if (id === tok.colon && question >= 0) {
            if (nested === 0)
                return question > value.start && t > question + 1 && t + 1 < value.end
                    ? { question, colon: t }
                    : undefined;
            nested--;
        }
    }
    return undefined;
}
// `range` without the brackets around all of it, if it has them.
function unbracketed(ids, range) {
    const { start, end } = range;
    if (ids[start] === tok.openParen && closerOf(ids, start) === end - 1)
        return { start: start + 1, end: end - 1 };
    return range;
}
// The value statement starting at `at`, or undefined.
function valueStatementAt(ids, at) {
    if (ids[at] === tok.return)
        return plainValue(ids, { start: at, end: at + 1 });
    const target = targetEnd(ids, at);
    if (target === undefined || ids[target] === normal_tokens/* normalIds */.o.identifier)
        return declarationAt(ids, at);
    const next = ids[target];
    if (next === tok.assign || compoundAssign.has(next))
        return plainValue(ids, { start: at, end: target + 1 });
    if (next !== tok.openParen)
        return undefined;
    const close = closerOf(ids, target);
    if (close < 0 || ids[close + 1] !== tok.semicolon)
        return undefined;
    const value = { start: target + 1, end: close };
    if (value.start === value.end || !isPlainValue(ids, value))
        return undefined;
    return { head: { start: at, end: target + 1 }, value, close, semicolon: close + 1 };
}
// `T x = v;`, a type of one or more words then one name, as a value statement of `x = v;`; or undefined.
function declarationAt(ids, at) {
    if (!typeStarts.has(ids[at]))
        return undefined;
    let name = at + 1;
    while (name < ids.length && ids[name + 1] !== tok.assign) {
        if (!typeTails.has(ids[name]))
            return undefined;
        name++;
    }
    if (ids[name] !== normal_tokens/* normalIds */.o.identifier)
        return undefined;
    const statement = plainValue(ids, { start: name, end: name + 2 });
    return statement && { ...statement, declaration: { start: at, end: name + 1 } };
}
// `return v;` or `x = v;` with its head taken: the value up to the `;`.
function plainValue(ids, head) {
    const semicolon = conditional_form_statementEnd(ids, head.end);
    if (semicolon === undefined || semicolon === head.end)
        return undefined;
    const value = { start: head.end, end: semicolon };
    if (!isPlainValue(ids, value))
        return undefined;
    return { head, value, close: -1, semicolon };
}
// The end of a target such as `x`, `a[i]`, `p.next.value`, `this->n` starting at `at` (or of a callee's name):
// the token after it; undefined when `at` starts no such thing.
function targetEnd(ids, at) {
    if (ids[at] !== normal_tokens/* normalIds */.o.identifier && ids[at] !== THIS)
        return undefined;
    let t = at + 1;
    for (;;) {
        const id = ids[t];
        if (id === tok.openBracket) {
            const close = closerOf(ids, t);
            if (close < 0)
                return undefined;
            t = close + 1;
        }
        else if ((id === tok.dot || id === tok.arrow) && ids[t + 1] === normal_tokens/* normalIds */.o.identifier)
            t += 2;
        else
            return t;
    }
}
// The `;` ending the statement whose rest starts at `from`, brackets jumped over; undefined at a block.
function conditional_form_statementEnd(ids, from) {
    let depth = 0;
    for (let t = from; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.semicolon && depth === 0)
            return t;
        if (id === tok.openBrace || id === tok.closeBrace)
            return undefined;
        if (id === tok.openParen || id === tok.openBracket)
            depth++;
        else if (id === tok.closeParen || id === tok.closeBracket)
            depth--;
    }
    return undefined;
}
// Whether `range` holds one value: no assignment or `,` outside its brackets, and no block.
function isPlainValue(ids, range) {
    let depth = 0;
    for (let t = range.start; t < range.end; t++) {
        const id = ids[t];
        if (id === tok.openBrace || id === tok.closeBrace)
            return false;
        if (id === tok.openParen || id === tok.openBracket)
            depth++;
        else if (id === tok.closeParen || id === tok.closeBracket)
            depth--;
        else if (depth === 0 && (id === tok.assign || id === tok.comma || compoundAssign.has(id)))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/languages/increment-form.ts
// Increments in one form, for the C-family front ends before their statements are outlined
// (normalize-statements.ts): `++x;`, `x += 1;` and `x = x + 1;` are all read as `x++;` (and the same with
// `--` and `-`), so a copy whose increments an IDE or an obfuscator rewrote gives its original's tokens
// again. Only as whole statements (after `;`, `{`, `}`, `)`, `else` or `do`, up to a `;`, or a loop's update
// up to its `)`), where the value is never read, and only for one name written the same on both sides.
// Other compound assignments are left as written: reading `x = x + e;` as `x += e;` too cost IR-Plag AUC
// (pairs with the original 0.811 → 0.808, L4 to L6 0.005 each; README), since students write both forms.
// Dropped tokens go with their spans; the operator kept takes the increment's id. Rewrites the arrays it
// is given in place.




/** `x += 1` and `x -= 1` as the increment they are. */
const COMPOUND_STEP = new Map([
    [(0,token_id/* tokenId */.j)('+='), (0,token_id/* tokenId */.j)('++')],
    [(0,token_id/* tokenId */.j)('-='), (0,token_id/* tokenId */.j)('--')],
]);
/** `x = x + 1` and `x = x - 1` as the increment they are. */
const SPELLED_STEP = new Map([
    [(0,token_id/* tokenId */.j)('+'), (0,token_id/* tokenId */.j)('++')],
    [(0,token_id/* tokenId */.j)('-'), (0,token_id/* tokenId */.j)('--')],
]);
const PLUS_PLUS = (0,token_id/* tokenId */.j)('++');
const MINUS_MINUS = (0,token_id/* tokenId */.j)('--');
const PLUS_ASSIGN = (0,token_id/* tokenId */.j)('+=');
const MINUS_ASSIGN = (0,token_id/* tokenId */.j)('-=');
const STARTS = IdTable.of([';', '{', '}', ')', 'else', 'do'].map((text) => (0,token_id/* tokenId */.j)(text)));
const increment_form_ONE = (0,token_id/* tokenId */.j)('1');
/**
 * `tokens` with their increments in one form: its own arrays, rewritten in place, or views of them when
 * tokens were dropped.
 */
function putIncrementsInForm(tokens) {
    const { ids, spans, spellings } = tokens;
    if (spellings === undefined)
        return tokens;
    const arrays = { ids, spans, spellings };
    const dropped = [];
    // Each token is first tested against the five operators an increment may have, the only test most get.
    for (let at = 0; at < ids.length; at++) {
        const id = ids[at];
        if (id !== PLUS_PLUS &&
            id !== MINUS_MINUS &&
            id !== tok.assign &&
            id !== PLUS_ASSIGN &&
            id !== MINUS_ASSIGN)
            continue;
        // The statement starts at the operator (`++x;`) or at the name before it.
        const t = id === PLUS_PLUS || id === MINUS_MINUS ? at : at - 1;
        if (t < 0 || (t > 0 && !STARTS.has(ids[t - 1])))
            continue;
        putIncrementAt(arrays, t, dropped);
    }
    // The dropped tokens come in order.
    return dropped.length === 0 ? tokens : dropTokens(arrays, dropped);
}
// Whether token `at` ends the statement starting at `t`: a `;`, or a loop's update's `)` (the update follows
// its condition's `;`).
function endsAt(ids, t, at) {
    return ids[at] === tok.semicolon || (t > 0 && ids[t - 1] === tok.semicolon && ids[at] === tok.closeParen);
}
// Reads the statement at `t` as `x++;` or `x--;` if it is an increment in another form: rewrites ids, swaps
// `++x`, and adds the tokens to drop to `dropped`.
function putIncrementAt(tokens, t, dropped) {
    const { ids, spans, spellings } = tokens;
    // ++x;  →  x++;
    if ((ids[t] === PLUS_PLUS || ids[t] === MINUS_MINUS) &&
        ids[t + 1] === tok.identifier &&
        endsAt(ids, t, t + 2)) {
        [ids[t], ids[t + 1]] = [ids[t + 1], ids[t]];
        [spellings[t], spellings[t + 1]] = [spellings[t + 1], spellings[t]];
        const first = spans.slice(4 * t, 4 * t + 4);
        spans.copyWithin(4 * t, 4 * t + 4, 4 * t + 8);
        spans.set(first, 4 * t + 4);
        return;
    }
    if (ids[t] !== tok.identifier)
        return;
    // x += 1;  →  x++;
    if (ids[t + 1] !== tok.assign) {
        const step = COMPOUND_STEP.get(ids[t + 1]);
        if (step === undefined || spellings[t + 2] !== increment_form_ONE || !endsAt(ids, t, t + 3))
            return;
        ids[t + 1] = step;
        dropped.push({ start: t + 2, end: t + 3 });
        return;
    }
    // x = x + 1;  →  x++;
    if (ids[t + 2] !== tok.identifier || spellings[t + 2] !== spellings[t])
        return;
    const step = SPELLED_STEP.get(ids[t + 3]);
    if (step === undefined || spellings[t + 4] !== increment_form_ONE || !endsAt(ids, t, t + 5))
        return;
    ids[t + 1] = step;
    dropped.push({ start: t + 2, end: t + 5 });
}

;// CONCATENATED MODULE: ./src/languages/switch-form.ts
// A `switch` read as the `if`-`else if` chain it stands for, for the C-family front ends before anything else
// in their statements is read (normalize-statements.ts), so that the chain then reads as a written one does:
// `switch (op) { case '+': r = a + b; break; case '-': case '~': r = a - b; break; default: r = 0; }` as
// `if (op == '+') { r = a + b; } else if (op == '-' || op == '~') { r = a - b; } else { r = 0; }`, and a
// Java `case "add":` as `op.equals("add")`. "Replace 'switch' with 'if'" is one click in an IDE, and an LLM
// asked to make a copy look different turns one into the other unasked (a calculator's or a menu's cases).
// Only where the two run alike: a subject that is a simple operand (a name, then `.name`s and `[…]`s, nothing
// called or changed, so reading it again at each link reads the same), labels that are simple operands too
// (no `->` arrows, ranges or expressions), each group of statements ending in `break;` (dropped, with what
// follows it in the group, which never runs) or a jump, or at the end; no other `break` in them (it would
// leave the switch, not a branch); and a `default` last if there is one. A switch whose cases hold another is
// read once that one is. Rewrites go to lent arrays (token-rewrites.ts); moved tokens keep their spans, and
// added ones take those of the labels they stand for.





const SWITCH = (0,token_id/* tokenId */.j)('switch');
const switch_form_BREAK = (0,token_id/* tokenId */.j)('break');
const switch_form_EQUAL = (0,token_id/* tokenId */.j)('==');
const OR = (0,token_id/* tokenId */.j)('||');
const switch_form_EQUALS = (0,token_id/* tokenId */.j)('equals');
/** Passes at most: each reads the switches no other switch is inside of. */
const switch_form_PASSES = 4;
/** `tokens` with their switches read as if chains, in lent arrays if any was (else `tokens`). */
function readSwitchesAsIfs(tokens) {
    let current = tokens;
    for (let pass = 0; pass < switch_form_PASSES; pass++) {
        const { ids, spans, spellings } = current;
        const first = ids.indexOf(SWITCH);
        if (spellings === undefined || first === -1)
            return current;
        const arrays = { ids, spans, spellings };
        const rewrites = [];
        let nested = false;
        for (let at = first; at !== -1; at = ids.indexOf(SWITCH, at + 1)) {
            const found = switchAt(arrays, at);
            if (found === 'nested')
                nested = true;
            if (found === undefined || found === 'nested')
                continue;
            rewrites.push(found);
            at = found.end - 1;
        }
        if (rewrites.length > 0)
            current = emitRewrites(arrays, rewrites);
        if (rewrites.length === 0 || !nested)
            return current;
    }
    return current;
}
// The switch at `at` as its if chain; 'nested' when another switch inside it is to be read first; undefined
// when it reads otherwise.
function switchAt(tokens, at) {
    const { ids } = tokens;
    if (ids[at + 1] !== tok.openParen)
        return undefined;
    const close = closerOf(ids, at + 1);
    if (close < 0 || simpleOperandEnd(ids, at + 2) !== close || ids[close + 1] !== tok.openBrace)
        return undefined;
    const end = closerOf(ids, close + 1);
    if (end < 0)
        return undefined;
    if (ids.subarray(close + 1, end).includes(SWITCH))
        return 'nested';
    const groups = groupsOf(ids, close + 2, end);
    if (groups === undefined || groups.length === 0)
        return undefined;
    const subject = { start: at + 2, end: close };
    const pieces = [];
    groups.forEach((group, g) => {
        if (g > 0)
            pieces.push({ id: tok.else, spanOf: group.first });
        if (!group.isDefault) {
            pieces.push({ id: tok.if, spanOf: group.first }, { id: tok.openParen, spanOf: group.first });
            group.labels.forEach((label, l) => {
                if (l > 0)
                    pieces.push({ id: OR, spanOf: label.start - 1 });
                pieces.push(...labelTest(tokens, subject, label));
            });
            pieces.push({ id: tok.closeParen, spanOf: group.colon });
        }
        const last = Math.max(group.body.start, group.body.end - 1);
        pieces.push({ id: tok.openBrace, spanOf: group.colon }, group.body, { id: tok.closeBrace, spanOf: last });
    });
    return { start: at, end: end + 1, pieces };
}
// `subject == label`, or Java's `subject.equals(label)` for a string.
function labelTest(tokens, subject, label) {
    if (label.end - label.start === 1 && tokens.ids[label.start] === normal_tokens/* normalIds */.o.string) {
        const spanOf = label.start;
        return [
            subject,
            { id: tok.dot, spanOf },
            { id: normal_tokens/* normalIds */.o.identifier, spanOf, spelling: switch_form_EQUALS },
            { id: tok.openParen, spanOf },
            label,
            { id: tok.closeParen, spanOf },
        ];
    }
    return [subject, { id: switch_form_EQUAL, spanOf: label.start - 1 }, label];
}
// The groups of a switch's body [from, end); undefined when one reads otherwise than its if would.
function groupsOf(ids, from, end) {
    const groups = [];
    let t = from;
    while (t < end) {
        const labels = [];
        let isDefault = false;
        const first = t;
        let colon = -1;
        while (ids[t] === tok.case || ids[t] === tok.default) {
            if (ids[t] === tok.default) {
                if (ids[t + 1] !== tok.colon || labels.length > 0)
                    return undefined;
                isDefault = true;
                colon = t + 1;
            }
            else {
                const parsed = labelsAt(ids, t + 1, end);
                if (parsed === undefined || isDefault)
                    return undefined;
                labels.push(...parsed.labels);
                colon = parsed.colon;
            }
            t = colon + 1;
        }
        // Statements before the first label, or a default before another group.
        if (colon < 0 || groups.at(-1)?.isDefault)
            return undefined;
        const next = nextLabel(ids, t, end);
        const body = groupBody(ids, { start: t, end: next }, next === end);
        if (body === undefined)
            return undefined;
        groups.push({ labels, isDefault, first, colon, body });
        t = next;
    }
    return groups;
}
// A `case`'s labels from `from` to its `:`, split at commas (Java's `case 1, 2:`), each a simple operand.
function labelsAt(ids, from, end) {
    const labels = [];
    let t = from;
    for (;;) {
        const after = simpleOperandEnd(ids, t);
        if (after < 0 || after >= end)
            return undefined;
        labels.push({ start: t, end: after });
        if (ids[after] === tok.colon)
            return { labels, colon: after };
        if (ids[after] !== tok.comma)
            return undefined;
        t = after + 1;
    }
}
// Where the next group's label starts at this switch's own depth, or `end`.
function nextLabel(ids, from, end) {
    let depth = 0;
    for (let t = from; t < end; t++) {
        const id = ids[t];
        if (isOpener(id))
            depth++;
        else if (isCloser(id))
            depth--;
        else if (depth === 0 && (id === tok.case || id === tok.default))
            return t;
    }
    return end;
}
// A group's statements up to its `break;` (what follows the break in the group never runs), when it ends in
// one, in another jump, or at the end of the switch (`last`), and holds no other `break`.
function groupBody(ids, range, last) {
    const { start, end } = range;
    let depth = 0;
    for (let t = start; t < end; t++) {
        const id = ids[t];
        if (isOpener(id))
            depth++;
        else if (isCloser(id))
            depth--;
        else if (id === switch_form_BREAK) {
            const before = t === start ? tok.semicolon : ids[t - 1];
            const ends = before === tok.semicolon || before === tok.openBrace || before === tok.closeBrace;
            return depth === 0 && ends && ids[t + 1] === tok.semicolon ? { start, end: t } : undefined;
        }
    }
    return last || endsInJump(ids, range) ? range : undefined;
}
// Whether the statements of `range` end with one that leaves the block (`return x;`, `throw e;`, `continue;`).
function endsInJump(ids, range) {
    if (range.end <= range.start || ids[range.end - 1] !== tok.semicolon)
        return false;
    let t = range.end - 1;
    for (let depth = 0; t > range.start; t--) {
        const id = ids[t - 1];
        const bounds = id === tok.semicolon || id === tok.colon || id === tok.openBrace || id === tok.closeBrace;
        if (depth === 0 && bounds)
            break;
        if (isCloser(id))
            depth++;
        else if (isOpener(id))
            depth--;
    }
    return leavesBlock.has(ids[t]);
}

;// CONCATENATED MODULE: ./src/languages/declared-names.ts
// Which names a plain statement declares as locals, read off folded tokens: `int x = 1, y;`,
// `List<String> names = …`, `char *p;`, `std::vector<int> v(n);`. A statement declares when it starts with a
// type (a name or a type word, then more type tokens) followed by a name and `=`, `;`, `,`, `[`, `(` or `:`.
// `x = 1;` (no type), `a.b = 1;`, `*p = 1;` and `std::sort(a, a + n);` (a call) do not. A name declared
// `static`/`extern` or bound by reference (`int& r = a[0]`) is not a local: writing it is seen outside.


/**
 * Per token: 0, or a declared name that is a local (LOCAL) or that outlives the call (OUTLIVING), or the `]`
 * of a declared name's dimensions (DIMENSION: `int a[] = …`, `int m[3][4];`), which writes through no index.
 */
const LOCAL = 1;
const OUTLIVING = 2;
const DIMENSION = 3;
const ENDS_NAME = IdTable.of([
    tok.assign,
    tok.semicolon,
    tok.comma,
    tok.openBracket,
    tok.openParen,
    tok.colon,
]);
/** Marks in `declared` the names that tokens [start, end) declare (see LOCAL, OUTLIVING). */
function markDeclaredNames(ids, match, range, declared) {
    let t = range.start;
    const kind = outliving.has(ids[t]) ? OUTLIVING : LOCAL;
    if (kind === OUTLIVING)
        t++;
    const first = firstDeclaredName(ids, t, range.end);
    if (first === -1)
        return;
    markName(ids, match, first, kind, declared);
    for (let p = first + 1; p < range.end; p++) {
        const id = ids[p];
        if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace)
            p = Math.max(p, match[p]);
        else if (id === tok.comma) {
            let q = p + 1;
            while (q < range.end && (ids[q] === tok.star || ids[q] === tok.amp))
                q++;
            if (ids[q] === tok.identifier && ENDS_NAME.has(ids[q + 1] ?? 0))
                markName(ids, match, q, kind, declared);
        }
        else if (id === tok.semicolon)
            return;
    }
}
/** Marks the declared name at `name`, and the closing brackets of the dimensions right after it. */
function markName(ids, match, name, kind, declared) {
    declared[name] = kindOf(ids, name, kind);
    for (let p = name + 1; ids[p] === tok.openBracket && match[p] > p; p = match[p] + 1)
        declared[match[p]] = DIMENSION;
}
/** The position of the name a declaration starting at `start` declares, or -1 if it is no declaration. */
function firstDeclaredName(ids, start, end) {
    if (!typeStarts.has(ids[start]))
        return -1;
    let angles = 0;
    let t = start + 1;
    for (; t < end; t++) {
        const id = ids[t];
        if (id === tok.less)
            angles++;
        else if (id === tok.greater)
            angles--;
        else if (id === tok.shiftRight)
            angles -= 2;
        else if (id === tok.openBracket && ids[t + 1] === tok.closeBracket)
            t++;
        else if (!typeTails.has(id) || (id === tok.comma && angles <= 0))
            break;
    }
    // The name, before any `[]` after it (`int a[] = …`, Java's C-style array).
    let name = t - 1;
    while (name > start + 2 && ids[name] === tok.closeBracket && ids[name - 1] === tok.openBracket)
        name -= 2;
    if (name <= start || angles !== 0 || ids[name] !== tok.identifier)
        return -1;
    if (ids[name - 1] === tok.less || !ENDS_NAME.has(ids[t] ?? 0))
        return -1;
    // `std::sort(a, a + n);` calls a function: a name right after `::` is no local being declared.
    if (ids[name - 1] === tok.scope)
        return -1;
    return name;
}
function kindOf(ids, name, kind) {
    return ids[name - 1] === tok.amp ? OUTLIVING : kind;
}
/**
 * Marks the parameters in the list opening at `open` as locals: assigning one is not seen by the caller, so
 * a method that got its locals as parameters (an extracted method) orders its statements as before. A
 * parameter bound by reference (C++ `int& x`) outlives the call.
 */
function markParameters(ids, match, open, declared) {
    const close = match[open];
    let start = open + 1;
    let angles = 0;
    for (let p = start; p <= close; p++) {
        const id = ids[p];
        if (id === tok.less)
            angles++;
        else if (id === tok.greater)
            angles--;
        else if (id === tok.shiftRight)
            angles -= 2;
        else if (p < close && (id === tok.openParen || id === tok.openBracket))
            p = Math.max(p, match[p]);
        if (p < close && (id !== tok.comma || angles > 0))
            continue;
        let name = p - 1;
        while (name > start && ids[name] === tok.closeBracket)
            name -= 2;
        if (name > start && ids[name] === tok.identifier)
            declared[name] = kindOf(ids, name, LOCAL);
        start = p + 1;
    }
}

;// CONCATENATED MODULE: ./src/languages/statement-facts.ts
// What a plain statement reads, writes and does, from its folded tokens and the spelling of its names: the
// vertices of JPlag's normalization graph. A statement has an effect (JPlag: it is critical) when it calls
// something, jumps (`return`, `break`, `throw`…), writes through a member, an index or a pointer, writes a
// name that is not a local of its function (a field, a global, a parameter), or writes nothing at all (an
// expression kept for its effect, such as `cout << x;`). A statement with an effect is never dropped unless
// it does nothing whatever the state (`x = x;`, a print of the empty string), and statements with effects
// keep their order among themselves.





const READ = 1;
/** The role bit of a token that writes its name (tokenRoles). */
const WRITE = 2;
const EFFECT = 4;
const SHARED = 8;
// What the token itself is, for its statement's facts: looked up once per token, here, not again there.
const ASSIGNS = 16;
const JUMPS = 32;
/**
 * The role bit of a name written as a member with a qualifier its front end dropped (`this.x = …`): an
 * effect, not a store to a local `x`, yet a write of what `x` may name (copy-names.ts).
 */
const MEMBER_WRITE = 64;
// What each token is, for its neighbours: one table lookup per token instead of a set lookup per question.
const JUMP = 1;
const ASSIGN = 2;
const READ_ASSIGN = 4;
const MEMBER = 8;
const CLOSE = 16;
const CALL_OPEN = 32;
const INDEX_OPEN = 64;
const STAR = 128;
const statement_facts_GREATER = 256;
const CLASSES = new IdTable([
    ...[...jumps].map((id) => [id, JUMP]),
    ...[...compoundAssign, ...incDec].map((id) => [id, READ_ASSIGN]),
    ...[...memberAccess].map((id) => [id, MEMBER]),
    [tok.assign, ASSIGN],
    [tok.closeBracket, CLOSE],
    [tok.closeParen, CLOSE],
    [tok.openParen, CALL_OPEN],
    [tok.openBracket, INDEX_OPEN],
    [tok.star, STAR],
    [tok.greater, statement_facts_GREATER],
]);
/**
 * Per token, how it takes part in its statement: a bit set of READ, WRITE, EFFECT, SHARED, and of ASSIGNS
 * and JUMPS for an assignment operator and a jump.
 */
function tokenRoles(tokens) {
    const { ids, declared } = tokens;
    const n = ids.length;
    const roles = new Uint8Array(n);
    let prev = 0;
    let here = n > 0 ? CLASSES.get(ids[0]) : 0;
    for (let t = 0; t < n; t++) {
        const next = t + 1 < n ? CLASSES.get(ids[t + 1]) : 0;
        const assigned = (next & (ASSIGN | READ_ASSIGN)) !== 0;
        let role = 0;
        if (ids[t] !== tok.identifier) {
            // A write through an index or a pointer (`a[i] = …`, `(*p) = …`), not a declared name's dimensions.
            if ((here & JUMP) !== 0 || ((here & CLOSE) !== 0 && assigned && declared[t] !== DIMENSION))
                role = EFFECT;
            else if ((here & statement_facts_GREATER) !== 0 && (next & CALL_OPEN) !== 0)
                role = EFFECT;
        }
        else if (declared[t] !== 0)
            role = WRITE;
        else if ((next & CALL_OPEN) !== 0)
            role = EFFECT;
        else if ((prev & MEMBER) !== 0)
            role = assigned ? EFFECT : 0;
        else {
            const writes = assigned || (t > 0 && incDec.has(ids[t - 1]));
            // `this.x = …` writes a member, as `p.x = …` does, whatever local shares its name.
            if (writes && tokens.qualified(t))
                role = EFFECT | MEMBER_WRITE;
            else {
                // `*(int *)p = v` writes through p, as `*p = v` does.
                const through = (prev & CLOSE) !== 0 && assigned && castAfterStar(ids, t - 1) ? STAR : prev;
                role = nameRole(next, writes, through);
            }
        }
        // `new int[n]` makes an array and runs no code: not the effect a constructor call is.
        roles[t] = ids[t] === tok.new && createsArray(ids, t) ? 0 : role | ownRole(here);
        prev = here;
        here = next;
    }
    return roles;
}
/** Whether the `)` at `close` ends a cast right after a `*`: `*(T *)`. */
function castAfterStar(ids, close) {
    if (ids[close] !== tok.closeParen)
        return false;
    let depth = 0;
    for (let q = close; q >= 0; q--) {
        if (ids[q] === tok.closeParen)
            depth++;
        else if (ids[q] === tok.openParen && --depth === 0)
            return q > 0 && ids[q - 1] === tok.star;
    }
    return false;
}
/**
 * Whether the `new` at `t` makes an array: a type (a name, `$numtype`, `boolean`…, qualified or with type
 * arguments) and then `[`, as in `new int[n]`, `new String[] { … }`, `new List<int[]>[3]`; `new T(…)` is not.
 */
function createsArray(ids, t) {
    let depth = 0;
    for (let q = t + 1; q < ids.length; q++) {
        const id = ids[q];
        if (id === tok.less)
            depth++;
        else if (id === tok.greater)
            depth--;
        else if (id === tok.shiftRight)
            depth -= 2;
        else if (depth > 0)
            continue;
        else if (id === tok.openBracket)
            return true;
        else if (!typeStarts.has(id) && !memberAccess.has(id))
            return false;
        if (depth < 0)
            return false;
    }
    return false;
}
/** The role bits a token of class `here` has of its own, whatever its neighbours. */
function ownRole(here) {
    return ((here & (ASSIGN | READ_ASSIGN)) !== 0 ? ASSIGNS : 0) | ((here & JUMP) !== 0 ? JUMPS : 0);
}
/** The role of a name that is not declared, called or a member, by the classes of its neighbours. */
function nameRole(next, readWrite, prev) {
    // `++p->n`, `--a[i]`: the step writes what the name points at, as `p->n++` does, not the name.
    if (readWrite && (next & (INDEX_OPEN | MEMBER)) !== 0)
        return READ | SHARED | EFFECT;
    let role = READ;
    if ((next & ASSIGN) !== 0)
        role = WRITE;
    else if (readWrite)
        role = READ | WRITE;
    if ((role & WRITE) !== 0 && (prev & STAR) !== 0)
        role |= EFFECT;
    if ((next & (INDEX_OPEN | MEMBER)) !== 0)
        role |= SHARED;
    return role;
}
/** How many times each spelling is read in tokens [start, end): the reads a dead write is checked against. */
function countReads(tokens, start, end) {
    const counts = new Map();
    for (let t = start; t < end; t++) {
        if ((tokens.roles[t] & READ) === 0)
            continue;
        const spelling = tokens.spellings[t];
        counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
    }
    return counts;
}
/** The names declared as locals in tokens [start, end), less any also declared to outlive the call. */
function localNames(tokens, start, end) {
    const locals = new Set();
    const outliving = new Set();
    for (let t = start; t < end; t++) {
        if (tokens.declared[t] === LOCAL)
            locals.add(tokens.spellings[t]);
        else if (tokens.declared[t] === OUTLIVING)
            outliving.add(tokens.spellings[t]);
    }
    for (const name of outliving)
        locals.delete(name);
    return locals;
}
/** The facts of the statement in tokens [start, end) of a function whose locals are `locals`. */
function statementFacts(tokens, range, locals) {
    const reads = [];
    const writes = [];
    let roles = 0;
    let declares = false;
    for (let t = range.start; t < range.end; t++) {
        const role = tokens.roles[t];
        roles |= role;
        if (tokens.declared[t] !== 0)
            declares = true;
        if ((role & READ) !== 0)
            reads.push(tokens.spellings[t]);
        if ((role & WRITE) !== 0)
            writes.push(tokens.spellings[t]);
    }
    const assigns = (roles & ASSIGNS) !== 0;
    const jumps = (roles & JUMPS) !== 0;
    let effect = (roles & EFFECT) !== 0 || writes.length === 0;
    for (const name of writes)
        if (!locals.has(name))
            effect = true;
    let readsShared = (roles & SHARED) !== 0;
    for (const name of reads)
        if (!locals.has(name))
            readsShared = true;
    if (effect)
        addPassedByReference(tokens, range, writes);
    const doesNothing = isSelfAssignment(tokens, range) || printsNothing(tokens, range);
    return { reads, writes, effect, readsShared, assigns, declares, doesNothing, jumps };
}
/** Some token of [start, end) has an effect of its own: a call, a jump, a write through an index or a pointer. */
function hasEffect(tokens, { start, end }) {
    for (let t = start; t < end; t++)
        if ((tokens.roles[t] & EFFECT) !== 0)
            return true;
    return false;
}
/** Tokens [start, end) are `x = x` or `x = x ;`, one spelling on both sides. */
function isSelfAssignment(tokens, { start, end }) {
    const { ids, spellings } = tokens;
    if (end - start < 3 || end - start > 4)
        return false;
    if (end - start === 4 && ids[start + 3] !== tok.semicolon)
        return false;
    return (ids[start] === tok.identifier &&
        ids[start + 1] === tok.assign &&
        ids[start + 2] === tok.identifier &&
        spellings[start] === spellings[start + 2] &&
        !tokens.qualified(start) &&
        !tokens.qualified(start + 2));
}
// The words of a print of the empty string, as spellings (token-spellings.ts).
const EMPTY_STRING = (0,token_id/* tokenId */.j)('""');
const SYSTEM = (0,token_id/* tokenId */.j)('System');
const STANDARD_STREAMS = IdTable.of([(0,token_id/* tokenId */.j)('out'), (0,token_id/* tokenId */.j)('err')]);
const PRINTS = IdTable.of([(0,token_id/* tokenId */.j)('print'), (0,token_id/* tokenId */.j)('printf')]);
const PRINTF = (0,token_id/* tokenId */.j)('printf');
const COUT = (0,token_id/* tokenId */.j)('cout');
const STD = (0,token_id/* tokenId */.j)('std');
/**
 * Tokens [start, end) print the empty string, with or without their `;`: `System.out.print("")` (or `err`,
 * `printf`), `printf("")`, `cout << ""`, `std::cout << ""`. An inserted one is a disguise: it writes nothing.
 */
function printsNothing(tokens, { start, end }) {
    const { ids, spellings } = tokens;
    const last = ids[end - 1] === tok.semicolon ? end - 1 : end;
    const word = (t, spelling) => ids[t] === tok.identifier && spellings[t] === spelling;
    const emptyString = (t) => ids[t] === normal_tokens/* normalIds */.o.string && spellings[t] === EMPTY_STRING;
    const length = last - start;
    if (length === 3 || length === 5) {
        // cout << "", std::cout << ""
        if (ids[last - 2] !== tok.shiftLeft || !emptyString(last - 1) || !word(last - 3, COUT))
            return false;
        return length === 3 || (word(start, STD) && ids[start + 1] === tok.scope);
    }
    if (length !== 4 && length !== 8)
        return false;
    // printf(""), System.out.print("")
    const call = ids[last - 3] === tok.openParen && emptyString(last - 2) && ids[last - 1] === tok.closeParen;
    if (!call || ids[last - 4] !== tok.identifier)
        return false;
    if (length === 4)
        return spellings[start] === PRINTF;
    return (PRINTS.has(spellings[last - 4]) &&
        word(start, SYSTEM) &&
        ids[start + 1] === tok.dot &&
        ids[start + 2] === tok.identifier &&
        STANDARD_STREAMS.has(spellings[start + 2]) &&
        ids[start + 3] === tok.dot);
}
/** A statement with an effect may write the names it hands over as `>> x` or `&x` (C++ input, `scanf`). */
function addPassedByReference(tokens, range, writes) {
    for (let t = range.start + 1; t < range.end; t++) {
        const before = tokens.ids[t - 1];
        if (tokens.ids[t] === tok.identifier && (before === tok.shiftRight || before === tok.amp))
            writes.push(tokens.spellings[t]);
    }
}

;// CONCATENATED MODULE: ./src/languages/copy-names.ts
// Copies of a name: `T x = y;`, a local that only takes another name's value, when x is written nowhere else
// in the function and y nowhere but in its declaration before; or `x = y;` after a bare `T x;`, when y is
// written nowhere after. Reading x is then reading y, so the statement goes and the function's other
// statements read y where they read x: what inlining a method by hand or by a tool leaves (its parameters
// declared from the caller's names, `int p = n;`, its result stored in a local declared before its body)
// reads as the call inlined here does (inline-calls.ts). Spellings only change for the analysis; tokens keep
// their own.



/**
 * Most candidate copies checked in a file: each check reads its function's body, so more would make a file of
 * thousands of `T x = y;` quadratic. Hand-written code has a few.
 */
const MAX_CHECKED = 64;
/** The copy statements of `tokens`' function bodies; undefined if there is none. */
function findCopies(tokens, outline) {
    const { ids, declared, roles, qualified } = tokens;
    let readAs;
    const starts = new Set();
    let checked = 0;
    // Plain loops, and the tokens read with readAs written as one literal: no closure per run and no spread
    // object per candidate.
    for (const run of outline.runs) {
        for (let i = 0; i < run.starts.length; i++) {
            const start = run.starts[i];
            const end = run.ends[i];
            const x = end - 4;
            if (x < start || ids[end - 1] !== tok.semicolon || ids[end - 3] !== tok.assign)
                continue;
            if (ids[end - 2] !== tok.identifier || ids[x] !== tok.identifier)
                continue;
            // `T x = y;`, or `x = y;` for an `x` declared bare before (`T x;`), as an inlined method's result is.
            const declares = x > start && declared[x] === LOCAL;
            if (!declares && (x !== start || declared[x] !== 0))
                continue;
            if (checked++ >= MAX_CHECKED)
                continue;
            readAs ??= tokens.spellings.slice();
            const body = outline.bodies[run.body];
            const names = { x: readAs[x], y: readAs[end - 2] };
            const copy = { at: start, declares };
            const read = { ids, spellings: readAs, declared, roles, qualified };
            if (names.x === names.y || !writtenOnce(read, body, names, copy))
                continue;
            for (let t = end; t < body.end; t++)
                if (readAs[t] === names.x && ids[t] === tok.identifier && !memberAccess.has(ids[t - 1]))
                    readAs[t] = names.y;
            starts.add(start);
        }
    }
    return readAs && starts.size > 0 ? { starts, readAs } : undefined;
}
/**
 * Whether, in `body`, x is written only by the copy at `copy.at` (and, when the copy does not declare it, by
 * one bare declaration before it) and y only before the copy (only where it is declared, when the copy
 * declares x): after it, x and y hold one value.
 */
function writtenOnce(tokens, body, names, copy) {
    const { ids, spellings, roles, declared } = tokens;
    let xWrites = 0;
    let bareDeclarations = 0;
    for (let t = body.start; t < body.end; t++) {
        const spelling = spellings[t];
        if (ids[t] !== tok.identifier || (spelling !== names.x && spelling !== names.y))
            continue;
        const before = ids[t - 1];
        const written = (roles[t] & (WRITE | MEMBER_WRITE)) !== 0 || before === tok.shiftRight || before === tok.amp;
        if (!written)
            continue;
        if (spelling === names.y) {
            // After a bare declaration, the copy is the result of code before it: y may be computed there.
            if (t > copy.at || (copy.declares && declared[t] === 0))
                return false;
        }
        else if (!copy.declares && t < copy.at && isBareDeclaration(tokens, t))
            bareDeclarations++;
        else
            xWrites++;
    }
    return xWrites === 1 && bareDeclarations === (copy.declares ? 0 : 1);
}
/** Whether the name at `t` is declared as a local without a value (`T x;`, `T x, y;`). */
function isBareDeclaration({ ids, declared }, t) {
    return declared[t] === LOCAL && (ids[t + 1] === tok.semicolon || ids[t + 1] === tok.comma);
}

;// CONCATENATED MODULE: ./src/languages/token-output.ts
// Where statement normalization (normalize-statements.ts) writes the tokens it keeps: arrays reused from one
// file to the next on a thread, tokens copied in stretches with their spans and spellings and without their
// braces, and copied out (or lent) at their final length once the file is done. Knows nothing of statements.


// The arrays of the last output, for the next file on this thread: finishOutput copies the tokens out, so
// fresh ones for every file were garbage at once. Those for more than this many tokens are not kept.
const token_output_KEPT_CAPACITY = 1 << 20;
const idScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), token_output_KEPT_CAPACITY);
const spanScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), 4 * token_output_KEPT_CAPACITY);
const spellingScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), token_output_KEPT_CAPACITY);
/** An empty output with room for `capacity` tokens, and for their spellings when `spelled`. */
function newOutput(capacity, spelled = false) {
    return {
        ids: idScratch.take(capacity),
        spans: spanScratch.take(4 * capacity),
        spellings: spelled ? spellingScratch.take(capacity) : undefined,
        length: 0,
    };
}
/** Appends tokens [start, end) of `tokens` but their braces. */
function copyTokens(out, tokens, start, end) {
    const { ids, spans, spellings } = tokens;
    const { ids: outIds, spans: outSpans, spellings: outSpellings } = out;
    const open = tok.openBrace;
    const close = tok.closeBrace;
    let n = out.length;
    for (let t = start; t < end; t++) {
        const id = ids[t];
        if (id === open || id === close)
            continue;
        outIds[n] = id;
        outSpans[4 * n] = spans[4 * t];
        outSpans[4 * n + 1] = spans[4 * t + 1];
        outSpans[4 * n + 2] = spans[4 * t + 2];
        outSpans[4 * n + 3] = spans[4 * t + 3];
        if (outSpellings !== undefined)
            outSpellings[n] = spellings[t];
        n++;
    }
    out.length = n;
}
/** The tokens written, the ids copied out; the spans and spellings too unless they are lent. */
function finishOutput(out, lendSpans) {
    const { length } = out;
    const ids = out.ids.slice(0, length);
    const spans = lendSpans ? out.spans.subarray(0, 4 * length) : out.spans.slice(0, 4 * length);
    if (!out.spellings)
        return { ids, spans };
    const spellings = lendSpans ? out.spellings.subarray(0, length) : out.spellings.slice(0, length);
    return { ids, spans, spellings };
}
/** All of `tokens` but their braces. */
function withoutBraces(tokens, lendSpans) {
    const out = newOutput(tokens.ids.length, tokens.spellings !== undefined);
    const { ids, spans, spellings } = tokens;
    copyTokens(out, { ids, spans, spellings }, 0, ids.length);
    return finishOutput(out, lendSpans);
}

;// CONCATENATED MODULE: ./src/languages/declaration-stores.ts
// A local's declaration reads as the store it makes (normalize-statements.ts): `int n = 5;` as `n = 5;`, and
// a bare `int n;`, which stores nothing, as nothing. A declaration's type and place change nothing a program
// does, and disguises change both: a declaration split from its value (`int n; … n = 5;`), `int` made `long`
// or `var`, a local made a field (`n = 5;`). JPlag likewise reads every variable declaration as one token,
// whatever its type. Only a local's: a `static` or a reference declaration stays whole (writing it is seen
// outside), and so does one that calls a constructor (`std::vector<int> v(n);`, `Point p{1, 2};`).
// A declaration of several names reads as one statement per name, `int a = x, b, c = y;` as `a = x; c = y;`,
// as the declarations written one per line do (declarators, for the outline): whether to declare names
// together is style, and a copy made to look different merges or splits them.



/**
 * Where the tokens of the plain statement [start, end) that are emitted begin: at its first declared name
 * when it declares locals with `=`, at `end` (none) when it declares them bare, else at `start`.
 */
function storeStart(ids, declared, start, end) {
    let name = start;
    while (name < end && (declared[name] === 0 || declared[name] === DIMENSION))
        name++;
    if (name === end || declared[name] !== LOCAL)
        return start;
    for (let t = name + 1; t < end; t++) {
        const id = ids[t];
        if (id === tok.assign)
            return name;
        if (id === tok.openParen || id === tok.openBrace)
            return start;
    }
    return end;
}
/**
 * Copies the plain statement [start, end) to `out` from where its store starts (storeStart). A declarator
 * the outline split from the names declared with it ends with its `,`, written as a `;`.
 */
function copyStore(out, tokens, start, end) {
    const before = out.length;
    copyTokens(out, tokens, storeStart(tokens.ids, tokens.declared, start, end), end);
    if (out.length > before && tokens.ids[end - 1] === tok.comma)
        out.ids[out.length - 1] = tok.semicolon;
}
/**
 * The statements of the plain statement [start, end): one per declarator where it declares several locals
 * (`int a = x, b, c = y;` as `int a = x,` `b,` `c = y;`), so that each is a statement of its own to order
 * and to drop, as the declarations written one per line are; else the statement itself. A comma splits
 * only before a declared name (`*` or `&` may come first), not inside a value or a type's arguments.
 */
function declarators(ids, match, declared, statement) {
    const pieces = [];
    let from = statement.start;
    for (let t = statement.start; t < statement.end; t++) {
        const id = ids[t];
        if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace) {
            t = match[t];
            continue;
        }
        if (id !== tok.comma)
            continue;
        let name = t + 1;
        while (name < statement.end &&
            (ids[name] === tok.star || ids[name] === tok.amp || ids[name] === tok.ampAmp))
            name++;
        if (declared[name] !== LOCAL)
            continue;
        pieces.push({ start: from, end: t + 1 });
        from = t + 1;
    }
    pieces.push({ start: from, end: statement.end });
    return pieces;
}

;// CONCATENATED MODULE: ./src/languages/order-statements.ts
/**
 * Longest run that is reordered: the graph is quadratic in a run's length, and a hand-written block of more
 * plain statements in a row is rare (a longer run is kept in its order, its dead statements still dropped).
 */
const MAX_ORDERED_RUN = 256;
/**
 * Whether `later` must stay after `earlier`: one writes a name the other reads or writes (flow, anti- and
 * output dependence), or both have effects, or one has an effect the other's shared reads may see.
 */
function dependsOn(later, earlier) {
    if (earlier.effect && (later.effect || later.readsShared))
        return true;
    if (earlier.readsShared && later.effect)
        return true;
    for (const name of earlier.writes)
        if (later.writes.includes(name) || later.reads.includes(name))
            return true;
    for (const name of later.writes)
        if (earlier.reads.includes(name))
            return true;
    return false;
}
/**
 * Positions 0…n−1 of `facts` in canonical order. `keys` hashes each statement's folded tokens, and a
 * statement's rank depends on its own key first, so that editing one statement moves only that one. Only
 * statements with equal keys are told apart by the keys of the statements they depend on and that depend on
 * them (one round of Weisfeiler–Lehman refinement), so that `int a = 1; int b = 2;`, alike in their tokens,
 * are placed by what uses them, not by where they stood (ranking every statement by its neighbours' keys
 * too lost IR-Plag AUC: an edit then moves its neighbours). Statements still alike keep their order.
 */
function canonicalOrder(facts, keys) {
    const n = facts.length;
    if (n < 2 || n > MAX_ORDERED_RUN)
        return countTo(n);
    const { after, before, waiting } = dependencies(facts);
    // Typed arrays for the keys and the refined keys: hashes above 2^30 are no small integers, and arrays mixing
    // both changed elements kind from file to file, which made V8 deoptimize the sort (wrong map).
    const refined = new Float64Array(n).fill(-1);
    const refinedOf = (i) => {
        if (refined[i] < 0)
            refined[i] = refineKey(keys, i, after[i], before[i]);
        return refined[i];
    };
    const byKey = countTo(n).sort((a, b) => keys[a] - keys[b] || refinedOf(a) - refinedOf(b) || a - b);
    const placed = new Uint8Array(n);
    const order = [];
    while (order.length < n) {
        let k = 0;
        while (placed[byKey[k]] !== 0 || waiting[byKey[k]] !== 0)
            k++;
        const next = byKey[k];
        placed[next] = 1;
        order.push(next);
        for (const s of after[next])
            waiting[s]--;
    }
    return order;
}
/** 0…n−1, built by pushes so that every list has the same elements kind (V8 optimizes for one). */
function countTo(n) {
    const list = [];
    for (let i = 0; i < n; i++)
        list.push(i);
    return list;
}
/** For each statement, those after it that depend on it, those before it it depends on, and their count. */
function dependencies(facts) {
    const n = facts.length;
    const after = [];
    const before = [];
    for (let i = 0; i < n; i++) {
        after.push([]);
        before.push([]);
    }
    const waiting = new Int32Array(n);
    for (let j = 1; j < n; j++) {
        for (let i = 0; i < j; i++) {
            if (!dependsOn(facts[j], facts[i]))
                continue;
            after[i].push(j);
            before[j].push(i);
            waiting[j]++;
        }
    }
    return { after, before, waiting };
}
/** A statement's key combined with the sorted keys of its successors and, apart, of its predecessors. */
function refineKey(keys, own, after, before) {
    let hash = mix(0x811c9dc5, keys[own]);
    // A Uint32Array sorts its values in numeric order.
    for (const key of Uint32Array.from(after, (s) => keys[s]).sort())
        hash = mix(hash, key);
    hash = mix(hash, 0x9e3779b9);
    for (const key of Uint32Array.from(before, (s) => keys[s]).sort())
        hash = mix(hash, key);
    return hash;
}
function mix(hash, value) {
    return Math.imul(hash ^ value, 0x01000193) >>> 0;
}

;// CONCATENATED MODULE: ./src/languages/copy-run.ts




/**
 * Copies the run's live statements' tokens to `out` in canonical order, but for those that set up the loop
 * after the run: they write a name its condition reads (`loopNames`) and no other statement of the run
 * depends on them. They go last, in canonical order among themselves, as they would stand in the loop's
 * header had it been written as a `for`; which they are does not depend on the run's order. Plain loops,
 * not closures made anew for every run: this runs for every run of every function body.
 */
function copyRun(out, tokens, run, statements, loopNames) {
    const live = [];
    for (let i = 0; i < statements.length; i++)
        if (!statements[i].dead)
            live.push(i);
    const setUp = loopNames.size > 0 ? loopSetUp(statements, live, loopNames) : [];
    if (setUp.length === 0) {
        copyInOrder(out, tokens, run, statements, live);
        return;
    }
    copyInOrder(out, tokens, run, statements, live.filter((s) => !setUp.includes(s)));
    copyInOrder(out, tokens, run, statements, setUp);
}
/** The statements of `live` that set up the loop after the run (see copyRun), in run order. */
function loopSetUp(statements, live, loopNames) {
    const setUp = [];
    for (let at = 0; at < live.length; at++) {
        const facts = statements[live[at]].facts;
        if (!facts.writes.some((name) => loopNames.has(name)))
            continue;
        let needed = false;
        for (let later = at + 1; later < live.length && !needed; later++)
            needed = dependsOn(statements[live[later]].facts, facts);
        if (!needed)
            setUp.push(live[at]);
    }
    return setUp;
}
/** Copies the run's statements `group` to `out` in canonical order, each from where its store starts. */
function copyInOrder(out, tokens, run, statements, group) {
    if (group.length < 2) {
        if (group.length === 1)
            copyStatement(out, tokens, run, group[0]);
        return;
    }
    const keys = new Uint32Array(group.length);
    const facts = [];
    for (let at = 0; at < group.length; at++) {
        const i = group[at];
        // Keyed by all its tokens, a declaration's type too: keyed by what is emitted, the runs of independent
        // solutions lined up more (README, statement normalization).
        keys[at] = statementKey(tokens, run, i);
        facts.push(statements[i].facts);
    }
    for (const position of canonicalOrder(facts, keys))
        copyStatement(out, tokens, run, group[position]);
}
/** Copies statement `i` of the run to `out` from where its store starts (declaration-stores.ts). */
function copyStatement(out, tokens, run, i) {
    const end = run.ends[i];
    copyStore(out, tokens, run.starts[i], end);
}
/** The spellings of the names in the condition of the loop after `run` (none if no loop follows it). */
function conditionNames(tokens, run) {
    const condition = run.loopCondition;
    if (condition === undefined)
        return NO_NAMES;
    const names = new Set();
    for (let t = condition.start; t < condition.end; t++)
        if (tokens.ids[t] === tok.identifier)
            names.add(tokens.spellings[t]);
    return names;
}
const NO_NAMES = new Set();
/**
 * A statement's key: a hash of its folded tokens. Sorting by the tokens themselves would gather statements
 * that begin alike (every `$numtype $id = $num ;`, every print) into long runs that two independent
 * solutions then share; a hash orders them in no meaningful way, the same in every file. Measured on
 * IR-Plag and bench:disguise (README): independent pairs gained less similarity by hash than by tokens.
 * A declarator split from the names declared with it (declaration-stores.ts) is keyed as it would be
 * declared alone: its declaration's type first, its `,` as a `;`.
 */
function statementKey(tokens, run, i) {
    const { ids, declared } = tokens;
    const { starts, ends } = run;
    let first = i;
    while (first > 0 && ids[starts[first] - 1] === tok.comma && ends[first - 1] === starts[first])
        first--;
    let hash = 0x811c9dc5;
    if (first < i) {
        let name = starts[first];
        while (name < ends[first] && declared[name] !== LOCAL)
            name++;
        for (let t = starts[first]; t < name; t++)
            hash = Math.imul(hash ^ ids[t], 0x01000193);
    }
    const end = ends[i];
    for (let t = starts[i]; t < end; t++) {
        const id = t === end - 1 && ids[t] === tok.comma ? tok.semicolon : ids[t];
        hash = Math.imul(hash ^ id, 0x01000193);
    }
    return hash >>> 0;
}

// EXTERNAL MODULE: ./src/languages/line-starts.ts
var line_starts = __webpack_require__(867);
;// CONCATENATED MODULE: ./src/languages/dropped-qualifiers.ts
// Which names were written with the qualifier their front end drops (`this.x`, `this->x`: droppedQualifiers in
// lexer-spec.ts, `this` in every front end that has one), read off the text right before each token, since
// the tokens no longer show it.

/**
 * A test of token `t` of `text`, by its span: the text right before it is `this.` or `this->`, spaces aside
 * (not a comment ending with a full stop). The lines' starts are found on the first test.
 */
function droppedQualifierTest(text, spans) {
    if (!text.includes('this'))
        return NEVER;
    let lineStarts;
    return (t) => {
        lineStarts ??= (0,line_starts/* startsOfLines */.E)(text);
        let at = skipSpaces(text, (lineStarts[spans[4 * t]] ?? text.length) + spans[4 * t + 1]);
        if (text[at - 1] === '.')
            at--;
        else if (text[at - 1] === '>' && text[at - 2] === '-')
            at -= 2;
        else
            return false;
        at = skipSpaces(text, at);
        return text.startsWith('this', at - 4) && !isNamePart(text.charCodeAt(at - 5));
    };
}
const NEVER = () => false;
/** Where the spaces (and line ends) that end at `at` begin. */
function skipSpaces(text, at) {
    while (at > 0 && text.charCodeAt(at - 1) <= 32)
        at--;
    return at;
}
/** A character of a name: `$`, `_`, a digit or an ASCII letter (NaN, before the text, is none). */
function isNamePart(code) {
    return (code === 36 || code === 95 || (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122));
}

;// CONCATENATED MODULE: ./src/languages/dead-statements.ts
/**
 * Marks the statements of one run (straight-line code) that change nothing, as a compiler's liveness analysis
 * finds them: a name assigned to itself (`x = x;`) or a print of the empty string, and a store to locals that a later statement of the run
 * assigns again before anything may read them (`int n = 0; … n = 5;`; overwritten says what may). A bare
 * declaration (`int n;`) stays: it stores nothing, and dropping it would turn `int n; n = 5;` into a plain
 * assignment. What a dropped statement read is taken out of `reads`, so a statement only it read may die in
 * turn (markDeadStatements).
 */
function markOverwritten(run, reads, locals) {
    for (let i = 0; i < run.length; i++) {
        const statement = run[i];
        const { facts } = statement;
        if (statement.dead)
            continue;
        // A name assigned to itself changes nothing, a field or a global as much as a local; nor does a print of
        // the empty string.
        const changesNothing = facts.doesNothing ||
            (!facts.effect && facts.assigns && writesOnlyLocals(facts, locals) && overwritten(run, i));
        if (!changesNothing)
            continue;
        markDead(statement, reads);
    }
}
/**
 * Marks the stores of the run that ends a function's body that nothing after them reads (`count++;` before
 * the closing brace or a final `return total;`): the locals are gone once it returns, as a compiler's
 * liveness analysis finds. Walks back from the end, a dropped store's reads no longer keeping what they
 * read alive (`int t = a * 2; last = t;`). Stops at a jump before the end (a `goto` may go back) and, as
 * overwritten() does, keeps a store to a name it does not declare when a call follows, which may read it
 * through a pointer.
 */
function markStoresAtEnd(run, reads, locals, end) {
    const readAfter = new Set();
    let callAfter = false;
    for (let i = run.length - 1; i >= 0; i--) {
        const statement = run[i];
        if (statement.dead)
            continue;
        const { facts } = statement;
        if (i === run.length - 1 && end.leaves) {
            for (const name of facts.reads)
                readAfter.add(name);
            callAfter = end.leavesThroughEffect;
            continue;
        }
        if (facts.jumps)
            return;
        const unread = !facts.effect &&
            facts.assigns &&
            (facts.declares || !callAfter) &&
            writesOnlyLocals(facts, locals) &&
            facts.writes.every((name) => !readAfter.has(name));
        if (unread) {
            markDead(statement, reads);
            continue;
        }
        for (const name of facts.reads)
            readAfter.add(name);
        if (facts.effect)
            callAfter = true;
    }
}
/**
 * Each name statement `at` writes is assigned again later in the run, by a statement that does not read it,
 * before any statement reads it, declares it anew or jumps, and, unless statement `at` declares it, before
 * any statement with an effect.
 */
function overwritten(run, at) {
    const store = run[at].facts;
    for (const name of store.writes) {
        let written = false;
        for (let later = at + 1; later < run.length && !written; later++) {
            const { facts } = run[later];
            if (facts.reads.includes(name) || facts.jumps)
                return false;
            // A call may read a local through a pointer, a reference or a lambda's capture (C, C++) made before this
            // store; a name the store declares has no such alias but one made by reading it, which ends the search.
            if (facts.effect && !store.declares)
                return false;
            // A declaration of the name makes a new variable (in C and C++ it may shadow this one in a bare block):
            // the stores after it may be to either, so none of them is known to overwrite this one.
            if (facts.declares && facts.writes.includes(name))
                return false;
            written = facts.writes.includes(name);
        }
        if (!written)
            return false;
    }
    return true;
}
/**
 * Marks dead statements of one body. `reads` counts every read of each name in the body (statement-facts
 * countReads) and is used up as statements die; `locals` are the body's local names.
 */
function markDeadStatements(statements, reads, locals) {
    const candidates = statements.filter(({ facts }) => !facts.effect && writesOnlyLocals(facts, locals));
    let changed = true;
    while (changed) {
        changed = false;
        for (const statement of candidates) {
            if (statement.dead || !isUnread(statement.facts, reads))
                continue;
            markDead(statement, reads);
            changed = true;
        }
    }
}
/** Marks `statement` dead: what it read is read once less, so a statement only it read may die in turn. */
function markDead(statement, reads) {
    statement.dead = true;
    for (const name of statement.facts.reads)
        reads.set(name, (reads.get(name) ?? 0) - 1);
}
function writesOnlyLocals(facts, locals) {
    if (facts.writes.length === 0)
        return false;
    for (const name of facts.writes)
        if (!locals.has(name))
            return false;
    return true;
}
/** No statement but this one reads what it writes. */
function isUnread(facts, reads) {
    for (const name of facts.writes) {
        let own = 0;
        for (const read of facts.reads)
            if (read === name)
                own++;
        if ((reads.get(name) ?? 0) - own > 0)
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/languages/emit-inlined.ts
const emit_inlined_NO_NAMES = new Map();
/** `tokens` with `inlinings` (whose sites and definitions do not overlap, and form no cycle) applied. */
function emitInlined(tokens, inlinings) {
    const n = tokens.ids.length;
    const marks = new Int32Array(n);
    inlinings.forEach((inlining, i) => {
        marks[inlining.definition.start] = i + 1;
        marks[inlining.site.start] = -(i + 1);
    });
    const to = {
        ids: new Uint32Array(n),
        spans: new Uint32Array(4 * n),
        spellings: new Uint32Array(n),
        readAs: new Uint32Array(n),
    };
    const w = { from: tokens, to, names: emit_inlined_NO_NAMES, marks, inlinings, length: 0 };
    writeRange(w, 0, n);
    const { length } = w;
    return {
        ids: to.ids.subarray(0, length),
        spans: to.spans.subarray(0, 4 * length),
        spellings: to.spellings.subarray(0, length),
        readAs: to.readAs.subarray(0, length),
    };
}
/** Writes tokens [start, end), leaving out inlined definitions and writing inlined calls' bodies. */
function writeRange(w, start, end) {
    let t = start;
    while (t < end) {
        const mark = w.marks[t];
        if (mark > 0)
            t = w.inlinings[mark - 1].close + 1;
        else if (mark < 0) {
            const inlining = w.inlinings[-mark - 1];
            writeInlined(w, inlining);
            t = inlining.site.end;
        }
        else {
            // Tokens between marks are copied in one go.
            let next = t + 1;
            while (next < end && w.marks[next] === 0)
                next++;
            copy(w, t, next);
            t = next;
        }
    }
}
function writeInlined(w, inlining) {
    const { close, returnAt, site } = inlining;
    writeBeforeReturn(w, inlining);
    if (returnAt >= 0 && inlining.kind === 'statement')
        writeReturned(w, inlining, close);
    if (returnAt < 0 || inlining.kind !== 'value')
        return;
    // The statement around the call holds no other inlined call (one per statement): copied as it is.
    writeValueSite(w, inlining, site.start, site.end);
}
/**
 * Writes the inlined body up to its final `return` (all of it if it has none), and when that `return e;` is
 * itself the site of an inlined call, that call's body up to its own return, so that each returned value
 * reads as an expression with its statements before it.
 */
function writeBeforeReturn(w, inlining) {
    const { definition, close, returnAt } = inlining;
    const callerNames = w.names;
    w.names = namesInBody(w, inlining);
    writeRange(w, definition.open + 1, returnAt < 0 ? close : returnAt);
    const inReturn = returnAt < 0 ? undefined : inlinedAt(w, returnAt);
    if (inReturn !== undefined)
        writeBeforeReturn(w, inReturn);
    w.names = callerNames;
}
/** Writes the inlined body's returned expression and what follows it, up to `end` (its `;` or its `}`). */
function writeReturned(w, inlining, end) {
    const { returnAt } = inlining;
    const callerNames = w.names;
    w.names = namesInBody(w, inlining);
    const inReturn = inlinedAt(w, returnAt);
    if (inReturn === undefined)
        writeRange(w, returnAt + 1, end);
    else
        writeValueSite(w, inReturn, returnAt + 1, end);
    w.names = callerNames;
}
/**
 * Writes tokens [start, end) of a `value` inlining's site with `(e)`, the returned expression, for the call;
 * `e` alone when it is one token (`return sum;`), as a method inlined by hand or by a tool reads.
 */
function writeValueSite(w, inlining, start, end) {
    const { call, argumentsEnd, close, returnAt } = inlining;
    const bare = close === returnAt + 3 && inlinedAt(w, returnAt) === undefined;
    copy(w, start, call);
    if (!bare)
        copy(w, call + 1, call + 2);
    writeReturned(w, inlining, close - 1);
    copy(w, bare ? argumentsEnd + 1 : argumentsEnd, end);
}
/** The `value` inlining whose site starts at `t` (a final `return`), if any: its body was written before. */
function inlinedAt(w, t) {
    const mark = w.marks[t];
    const inlining = mark < 0 ? w.inlinings[-mark - 1] : undefined;
    return inlining?.kind === 'value' ? inlining : undefined;
}
/** Each parameter of the inlined function, read as the name passed for it as the caller reads it. */
function namesInBody(w, inlining) {
    const names = new Map();
    inlining.parameters.forEach((parameter, i) => {
        const argument = inlining.argumentNames[i] ?? -1;
        if (parameter === 0 || argument < 0)
            return;
        const spelling = w.from.spellings[argument];
        names.set(parameter, w.names.get(spelling) ?? spelling);
    });
    return names;
}
/** Copies input tokens [start, end) to the output. */
function copy(w, start, end) {
    const { from, to, names, length } = w;
    to.ids.set(from.ids.subarray(start, end), length);
    to.spellings.set(from.spellings.subarray(start, end), length);
    to.spans.set(from.spans.subarray(4 * start, 4 * end), 4 * length);
    const readAs = to.readAs.subarray(length, length + end - start);
    readAs.set(from.spellings.subarray(start, end));
    // Tokens that are no name have spelling 0, which no parameter has: only names are looked up.
    if (names.size > 0)
        for (let i = 0; i < readAs.length; i++) {
            const spelling = readAs[i];
            if (spelling !== 0)
                readAs[i] = names.get(spelling) ?? spelling;
        }
    w.length = length + end - start;
}

// EXTERNAL MODULE: ./src/engine/first-position-from.ts
var first_position_from = __webpack_require__(3555);
;// CONCATENATED MODULE: ./src/languages/for-header.ts
// The parts of a counted loop's header, `for (init; cond; update)`, for the statement outline to read the
// loop as `init; while (cond) { body update; }` (statement-outline.ts): the two are the same loop, and
// students and obfuscators rewrite one as the other. A header without exactly two `;` outside brackets
// (Java's `for (T x : xs)`, C++'s range `for`, anything a macro made) is no counted loop and is left alone.

/**
 * The header whose `(` is at `open`, brackets paired by `match`; undefined if it is no counted loop.
 * `declares` tells whether tokens [open + 1, first `;`) declare a name (then the init is not split).
 */
function forHeader(ids, match, open, declares) {
    const close = match[open];
    const semicolons = topLevel(ids, match, { start: open + 1, end: close }, tok.semicolon);
    if (semicolons.length !== 2)
        return undefined;
    const [first, second] = semicolons;
    const init = { start: open + 1, end: first };
    const inits = init.start === init.end ? [] : declares(init) ? [withEnd(init)] : split(ids, match, init);
    const update = { start: second + 1, end: close };
    const updates = update.start === update.end ? [] : split(ids, match, update);
    return { inits, condition: { start: first + 1, end: second }, updates, conditionEnd: second, close };
}
/** `range` with the token after it (its terminator) taken in. */
const withEnd = (range) => ({ start: range.start, end: range.end + 1 });
/** The parts of `range` between its top-level commas, each with the comma or the token after it. */
function split(ids, match, range) {
    const parts = [];
    let start = range.start;
    for (const comma of [...topLevel(ids, match, range, tok.comma), range.end]) {
        if (comma > start)
            parts.push({ start, end: comma + 1 });
        start = comma + 1;
    }
    return parts;
}
/** Positions of `id` in `range` outside the brackets it holds. */
function topLevel(ids, match, range, id) {
    const found = [];
    for (let t = range.start; t < range.end; t++) {
        const here = ids[t];
        if (here === id)
            found.push(t);
        else if (here === tok.openParen || here === tok.openBracket || here === tok.openBrace)
            t = Math.max(t, match[t]);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/languages/kept-inlinings.ts
// Which of the chosen inlinings (inline-calls.ts) can be written (emit-inlined.ts): not those that call each
// other in a cycle, whose bodies would be written inside one another forever, and not a call in another
// inlined function's header (a default argument, a constructor's initializers), which is not written.

/** Longest chain of functions inlined into each other (each emitted inside the one that calls it). */
const MAX_DEPTH = 32;
/**
 * `inlinings` (their sites disjoint) but those in a cycle, too deep a chain or another's header. Built by
 * pushes into a new list: lists from `filter` came in more than one elements kind, and V8 deoptimized the
 * writer reading them (emit-inlined.ts, wrong map).
 */
function keptInlinings(inlinings) {
    const kept = [];
    for (const inlining of outsideHeaders(withoutCycles(inlinings)))
        kept.push(inlining);
    return kept;
}
/**
 * `inlinings` but those in a cycle (each inlined into the next, the last into the first) or in a chain
 * deeper than MAX_DEPTH: the function a call stands in is the inlined one whose body holds it.
 */
function withoutCycles(inlinings) {
    // Inlined functions are not nested in one another: the one whose body holds a call is the last to open
    // before it, if it closes after it.
    const byOpen = [...inlinings].sort((a, b) => a.definition.open - b.definition.open);
    const opens = Uint32Array.from(byOpen, (inlining) => inlining.definition.open);
    const holder = (t) => {
        const last = byOpen[(0,first_position_from/* firstPositionFrom */._)(opens, t) - 1];
        return last !== undefined && t < last.close ? last : undefined;
    };
    const parents = new Map(inlinings.map((inlining) => [inlining, holder(inlining.call)]));
    return inlinings.filter((inlining) => {
        let parent = parents.get(inlining);
        for (let depth = 0; parent !== undefined; depth++) {
            if (parent === inlining || depth >= MAX_DEPTH)
                return false;
            parent = parents.get(parent);
        }
        return true;
    });
}
/**
 * `inlinings` but those whose site is in another's header: its definition would be left out with that
 * header, and its body never written. Inlined functions are not nested, so their headers are disjoint.
 */
function outsideHeaders(inlinings) {
    const byStart = [...inlinings].sort((a, b) => a.definition.start - b.definition.start);
    const starts = Uint32Array.from(byStart, (inlining) => inlining.definition.start);
    return inlinings.filter((inlining) => {
        const { start } = inlining.site;
        const last = byStart[(0,first_position_from/* firstPositionFrom */._)(starts, start + 1) - 1];
        return last === undefined || start >= last.definition.open;
    });
}

;// CONCATENATED MODULE: ./src/languages/single-calls.ts
// The functions of a file that are called exactly once in it, the candidates for inlining (inline-calls.ts):
// defined once (an overload, a name defined twice, is left alone), not `main`, not defined inside another
// function's body (a local or anonymous class's method), and whose name appears exactly once besides its
// definition, as a plain call `name(…)`: not `x.name(…)`, `p->name(…)`, `A::name`, `new Name(…)`. A name
// written outside every function body after a type, before `(` (a C or C++ prototype, a method declared in
// a class and defined outside it), is a declaration, not a use. Reads token ids and spellings only.



const MAIN = (0,token_id/* tokenId */.j)('main') || 1;
/** The functions of `functions` (in token order) whose name `text` uses once, as a call; in call order. */
function singleCalls(text, functions) {
    const candidates = definedOnce(text, functions);
    if (candidates.length === 0)
        return [];
    const table = new IdTable(candidates.map((f, c) => [text.spellings[f.name], c + 1]));
    const uses = new Int32Array(candidates.length);
    const lastUse = new Int32Array(candidates.length);
    const { ids, match, spellings } = text;
    const outer = functions.filter((f) => !f.nested);
    let next = 0;
    let bodyEnd = -1;
    for (let t = 0; t < ids.length; t++) {
        if (next < outer.length && outer[next].open === t)
            bodyEnd = match[outer[next++].open];
        if (ids[t] !== tok.identifier)
            continue;
        const c = table.get(spellings[t]) - 1;
        if (c < 0 || candidates[c].name === t)
            continue;
        if (t > bodyEnd && ids[t + 1] === tok.openParen && typeTails.has(ids[t - 1] ?? 0))
            continue;
        uses[c]++;
        lastUse[c] = t;
    }
    const calls = [];
    for (let c = 0; c < candidates.length; c++) {
        const definition = candidates[c];
        const call = lastUse[c];
        if (uses[c] === 1 && isPlainCall(ids, call))
            calls.push({ definition, close: match[definition.open], call });
    }
    return calls.sort((a, b) => a.call - b.call);
}
/** The functions with a name that no other function of the file has, but nested ones and `main`. */
function definedOnce(text, functions) {
    const count = new Map();
    for (const f of functions) {
        if (f.name < 0)
            continue;
        const spelling = text.spellings[f.name];
        count.set(spelling, (count.get(spelling) ?? 0) + 1);
    }
    return functions.filter((f) => {
        if (f.name < 0 || f.nested)
            return false;
        const spelling = text.spellings[f.name];
        return spelling !== MAIN && count.get(spelling) === 1;
    });
}
/** `name(` with no object, class or `new` before it. */
function isPlainCall(ids, t) {
    const before = ids[t - 1] ?? 0;
    return ids[t + 1] === tok.openParen && !memberAccess.has(before) && before !== tok.new;
}

;// CONCATENATED MODULE: ./src/languages/inline-calls.ts
// Inlining of single-call functions, before statement normalization (normalize-statements.ts): extract
// method and inline method are one click in an IDE, and the code they give is the same code, so a function
// called once in its file (single-calls.ts) has its body read where it is called, and its definition (header,
// parameters and body) no longer stands on its own. Called as a statement, `f(a);`, its body's statements
// stand for the call; a final `return e;` becomes `e;`. Called in a larger plain statement, `x = g(f(a)) + 1;`,
// when its body ends in its only `return e;`, the statements before that return go before the statement and
// the call reads `(e)`; `v = f(a);` or `T v = f(a);` with a body ending in `return v;` is the body alone (what
// extracting `v`'s computation into a method gave). The call's name and arguments are dropped: the
// arguments are mostly the caller's names, which the parameters stand for. Calls elsewhere (a condition, a
// loop's header, beside a lambda's body) are left alone unless the body is `return e;` alone, read as `(e)`
// there; so are functions that call each other in a cycle. Only moves and drops tokens; each keeps its span.






/** `tokens` with single-call functions inlined, or undefined when there is none to inline. */
function inlineCalls(tokens, match, outline) {
    if (outline.functions.length < 2)
        return undefined;
    const text = { ids: tokens.ids, match, spellings: tokens.spellings };
    const calls = singleCalls(text, outline.functions);
    if (calls.length === 0)
        return undefined;
    const sites = statementsAround(tokens.ids, outline, Uint32Array.from(calls, (call) => call.call));
    const found = [];
    for (let i = 0; i < calls.length; i++) {
        const inlining = toInlining(text, calls[i], sites[i]);
        if (inlining)
            found.push(inlining);
    }
    const inlinings = outermost(found);
    const kept = keptInlinings(inlinings);
    if (kept.length === 0)
        return undefined;
    return emitInlined(tokens, kept);
}
/**
 * The plain statement (of a run) each of `calls` (ascending) stands in, if any. Whether it holds a brace is
 * read once per statement: a statement of many calls would be read again for each.
 */
function statementsAround(ids, outline, calls) {
    const found = new Array(calls.length).fill(undefined);
    for (const run of outline.runs) {
        for (let i = 0; i < run.starts.length; i++) {
            const start = run.starts[i];
            const end = run.ends[i];
            let c = (0,first_position_from/* firstPositionFrom */._)(calls, start);
            if (c >= calls.length || calls[c] >= end)
                continue;
            const statement = { start, end, braced: hasBrace(ids, { start, end }) };
            for (; c < calls.length && calls[c] < end; c++)
                found[c] = statement;
        }
    }
    return found;
}
/** How `call` is inlined at `site`, or undefined if it is left alone. */
function toInlining(text, call, statement) {
    const returnAt = finalReturn(text.ids, call);
    const argumentsEnd = text.match[call.call + 1];
    const { parameters, argumentNames } = namesPassed(text, call);
    const { definition, close } = call;
    const inlining = { definition, close, call: call.call, returnAt, argumentsEnd, parameters, argumentNames };
    const inStatement = statement && inlineInStatement(text, inlining, statement);
    if (inStatement)
        return inStatement;
    // A body that is `return e;` alone reads as `(e)` wherever it is called: there is nothing to put before.
    if (returnAt !== call.definition.open + 1)
        return undefined;
    return withSite(inlining, { start: call.call, end: argumentsEnd + 1 }, 'value');
}
/**
 * The inlining at `site`, written as one literal with its fields always in the same order: inlinings spread
 * from one another took several shapes, and V8 deoptimized the loops reading them (wrong map).
 */
function withSite(inlining, site, kind) {
    const { definition, close, call, returnAt, argumentsEnd, parameters, argumentNames } = inlining;
    return { definition, close, call, site, kind, returnAt, argumentsEnd, parameters, argumentNames };
}
/** How a call in the plain `statement` is inlined there, or undefined if it cannot be. */
function inlineInStatement(text, inlining, statement) {
    const { ids } = text;
    const { call, returnAt, argumentsEnd } = inlining;
    const site = { start: statement.start, end: statement.end };
    if (!endsStatement(ids[site.start - 1]) || ids[site.end - 1] !== tok.semicolon)
        return undefined;
    const wholeCall = argumentsEnd + 2 === site.end;
    if (site.start === call && wholeCall)
        return withSite(inlining, site, 'statement');
    if (returnAt < 0 || statement.braced)
        return undefined;
    const returned = returnAt + 1;
    // `return v = f(…);` is a value: a site at a final `return` is written as one (emit-inlined.ts).
    const assigned = wholeCall &&
        ids[site.start] !== tok.return &&
        inlining.close === returnAt + 3 &&
        ids[returned] === tok.identifier &&
        ids[call - 1] === tok.assign &&
        ids[call - 2] === tok.identifier &&
        text.spellings[call - 2] === text.spellings[returned];
    return withSite(inlining, site, assigned ? 'assigned' : 'value');
}
/**
 * The inlinings whose site lies in no other's: a site is written from its own tokens, so a call inside
 * another's statement or arguments is left alone. Sites are disjoint or nested (a call inside a statement).
 */
function outermost(inlinings) {
    const sorted = [...inlinings].sort((a, b) => a.site.start - b.site.start || b.site.end - a.site.end);
    let end = -1;
    return sorted.filter((inlining) => {
        if (inlining.site.start < end)
            return false;
        end = inlining.site.end;
        return true;
    });
}
/**
 * Each parameter's spelling (0 if it has no name), and the first name of the argument passed for it (-1 if
 * none): the body's statements read the caller's names through the parameters.
 */
function namesPassed(text, call) {
    const { ids, match, spellings } = text;
    const parts = (open) => {
        const close = match[open];
        const commas = [...topLevel(ids, match, { start: open + 1, end: close }, tok.comma), close];
        return commas.map((end, i) => ({ start: i === 0 ? open + 1 : commas[i - 1] + 1, end }));
    };
    const parameters = Uint32Array.from(parts(call.definition.name + 1), ({ start, end }) => {
        let name = end - 1;
        while (name >= start && ids[name] !== tok.identifier)
            name--;
        return name >= start ? spellings[name] : 0;
    });
    const argumentNames = Int32Array.from(parts(call.call + 1), ({ start, end }) => {
        let name = start;
        while (name < end && ids[name] !== tok.identifier)
            name++;
        return name < end ? name : -1;
    });
    return { parameters, argumentNames };
}
/** The `return` of `return e;` ending the function's body when it is the body's only one; else -1. */
function finalReturn(ids, call) {
    const { open } = call.definition;
    let found = -1;
    for (let t = open + 1; t < call.close; t++) {
        if (ids[t] !== tok.return)
            continue;
        if (found >= 0)
            return -1;
        found = t;
    }
    if (found < 0 || ids[call.close - 1] !== tok.semicolon)
        return -1;
    if (!endsStatement(ids[found - 1]))
        return -1;
    return hasBrace(ids, { start: found, end: call.close }) ? -1 : found;
}
/** Whether a statement may start after a token of id `id` (`;`, `{` or `}`). */
function endsStatement(id) {
    return id === tok.semicolon || id === tok.openBrace || id === tok.closeBrace;
}
function hasBrace(ids, range) {
    for (let t = range.start; t < range.end; t++)
        if (ids[t] === tok.openBrace || ids[t] === tok.closeBrace)
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/languages/match-brackets.ts
// Pairs each `(` `[` `{` of a token stream with its closer, for the statement outline to jump over
// parentheses and find block ends. A stream whose brackets do not nest is not outlined at all.


// The six brackets, each opener right before its closer: kind k (1 to 6) is BRACKETS[k - 1], odd for openers.
const BRACKETS = [
    tok.openParen,
    tok.closeParen,
    tok.openBracket,
    tok.closeBracket,
    tok.openBrace,
    tok.closeBrace,
];
/**
 * A token's bracket kind read off one byte of its id, then checked by one comparison: most tokens are no
 * bracket, and six comparisons each made matching brackets a few percent of normalizing a file. The byte is
 * the lowest one at which the six ids all differ.
 */
const { shift, kinds, ids: match_brackets_ids } = bracketTable();
function bracketTable() {
    for (let shift = 0; shift <= 24; shift++) {
        const bytes = new Set(BRACKETS.map((id) => (id >>> shift) & 0xff));
        if (bytes.size < BRACKETS.length)
            continue;
        const kinds = new Int8Array(256);
        const ids = new Uint32Array(BRACKETS.length + 1);
        BRACKETS.forEach((id, i) => {
            kinds[(id >>> shift) & 0xff] = i + 1;
            ids[i + 1] = id;
        });
        return { shift, kinds, ids };
    }
    throw new RangeError('no byte of the bracket ids tells them apart');
}
// Open brackets of the stream being matched, innermost last.
const openScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), 1 << 20);
/** Per token, the position of the bracket it pairs with (-1 for other tokens); undefined if any is unpaired. */
function matchBrackets(tokenIds) {
    const n = tokenIds.length;
    const match = new Int32Array(n).fill(-1);
    const stack = openScratch.take(n);
    let depth = 0;
    for (let t = 0; t < n; t++) {
        const id = tokenIds[t];
        const kind = kinds[(id >>> shift) & 0xff];
        if (kind === 0 || match_brackets_ids[kind] !== id)
            continue;
        if ((kind & 1) === 1) {
            stack[depth++] = t;
            continue;
        }
        if (depth === 0)
            return undefined;
        const opener = stack[--depth];
        // The opener's kind is one less than its closer's.
        if (kinds[(tokenIds[opener] >>> shift) & 0xff] !== kind - 1)
            return undefined;
        match[opener] = t;
        match[t] = opener;
    }
    return depth === 0 ? match : undefined;
}
/** A token id's bracket kind (1 to 6, odd for openers), or 0 for any other token. */
function match_brackets_kindOf(id) {
    const kind = kinds[(id >>> shift) & 0xff];
    return kind !== 0 && match_brackets_ids[kind] === id ? kind : 0;
}
/**
 * Whether the brackets of tokens [from, to) close what they open, in order: a macro's body, say, which is
 * only left out or expanded whole when it does.
 */
function bracketsBalance(tokenIds, from, to) {
    const open = [];
    for (let t = from; t < to; t++) {
        const kind = match_brackets_kindOf(tokenIds[t]);
        if (kind === 0)
            continue;
        if ((kind & 1) === 1)
            open.push(kind);
        else if (open.pop() !== kind - 1)
            return false;
    }
    return open.length === 0;
}
/** Whether token id `id` is one of the six brackets. */
function isBracket(id) {
    return match_brackets_kindOf(id) !== 0;
}

;// CONCATENATED MODULE: ./src/languages/outer-braces.ts


/**
 * `tokens` with the braces they lack at their ends supplied: `{` before the first token for each `}` that
 * closes nothing, `}` after the last for each `{` left open. Undefined when none is lacking or when the
 * brackets fail to nest in another way (a `)` closing a `{`, a `(` left open).
 */
function withOuterBraces(text, tokens) {
    const { ids } = tokens;
    const open = [];
    let opened = 0;
    for (let t = 0; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.openBrace || id === tok.openParen || id === tok.openBracket)
            open.push(id);
        else if (id === tok.closeBrace) {
            if (open.length === 0)
                opened++;
            else if (open.pop() !== tok.openBrace)
                return undefined;
        }
        else if (id === tok.closeParen && open.pop() !== tok.openParen)
            return undefined;
        else if (id === tok.closeBracket && open.pop() !== tok.openBracket)
            return undefined;
    }
    if (open.some((id) => id !== tok.openBrace))
        return undefined;
    const closed = open.length;
    if (opened === 0 && closed === 0)
        return undefined;
    return {
        tokens: padded(tokens, tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens), { opened, closed }),
        opened,
        closed,
    };
}
// The tokens with `opened` braces before them and `closed` after, each with the span of the token it stands
// next to.
function padded(tokens, spellings, { opened, closed }) {
    const n = tokens.ids.length;
    const length = opened + n + closed;
    const ids = new Uint32Array(length);
    const spans = new Uint32Array(4 * length);
    const padSpellings = new Uint32Array(length);
    ids.fill(tok.openBrace, 0, opened);
    ids.set(tokens.ids, opened);
    ids.fill(tok.closeBrace, opened + n);
    spans.set(tokens.spans.subarray(0, 4 * n), 4 * opened);
    for (let t = 0; t < opened; t++)
        spans.set(tokens.spans.subarray(0, 4), 4 * t);
    for (let t = opened + n; t < length; t++)
        spans.set(tokens.spans.subarray(4 * (n - 1), 4 * n), 4 * t);
    padSpellings.set(spellings.subarray(0, n), opened);
    return { ids, spans, spellings: padSpellings };
}

;// CONCATENATED MODULE: ./src/languages/function-definition.ts
// The declarations with a body of a C-family token stream (statement-outline.ts walks them): where a header
// ends, and whether it defines a function (a method, a C function, a constructor) rather than a scope (a
// class, an enum, a namespace), which inline-calls.ts needs to know by its name. Reads brackets, not a
// grammar.

/** The header of the declaration at `start`, read up to its first top-level `{` before `end`. */
function declarationHeader(ids, match, start, end) {
    let q = start;
    let lastParen = -1;
    let declaresScope = false;
    while (q < end && ids[q] !== tok.openBrace) {
        const id = ids[q];
        if (id === tok.openParen)
            lastParen = q;
        if (declarationScopes.has(id))
            declaresScope = true;
        q = id === tok.openParen || id === tok.openBracket ? match[q] + 1 : q + 1;
    }
    return { start, open: q, parameters: declaresScope ? -1 : lastParen };
}
/** The function a header with parameters defines; `nested` if it stands in another function's body. */
function toFunctionDefinition(ids, header, nested) {
    const { start, open, parameters } = header;
    const name = ids[parameters - 1] === tok.identifier ? parameters - 1 : -1;
    return { start, open, name, nested };
}

;// CONCATENATED MODULE: ./src/languages/statement-ends.ts
// Where a statement that the statement outline reads ends (statement-outline.ts): a plain statement at its
// `;`, a `case` label at its `:`, a preprocessor line at the line's end. Reads brackets and a few token ids
// only; walks no body.

/**
 * The end (after its `;`) of the plain statement at `p`, or -1 if none starts there: a control keyword, a
 * block, a label, or a `{` that opens a body rather than a value (`= {1, 2}`, `new T() { … }`, `-> { … }`).
 */
function plainStatementEnd(w, p, end, afterControl = false) {
    const first = w.ids[p];
    if (!afterControl && (headedControl.has(first) || bareControl.has(first)))
        return -1;
    if (first === tok.openBrace || first === tok.case || first === tok.default || directives.has(first))
        return -1;
    if (first === tok.identifier && w.ids[p + 1] === tok.colon)
        return -1;
    let valued = false;
    for (let q = p; q < end; q++) {
        const id = w.ids[q];
        if (id === tok.semicolon)
            return q + 1;
        if (id === tok.assign || id === tok.new || id === tok.arrow || id === tok.comma)
            valued = true;
        if (id === tok.openBrace && !valued)
            return -1;
        if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace)
            q = w.match[q];
    }
    return -1;
}
/** The end of the `case …` or `default` label at `p`: after its `:` (or `->`), or at a `{` or `;`. */
function labelEnd(w, p, end) {
    for (let q = p + 1; q < end; q++) {
        const id = w.ids[q];
        if (id === tok.colon || id === tok.arrow)
            return q + 1;
        if (id === tok.openParen || id === tok.openBracket)
            q = w.match[q];
        if (id === tok.openBrace || id === tok.semicolon)
            return q;
    }
    return end;
}
/** The end of the preprocessor line at `p`: the first token on a later line, or a brace. */
function lineEnd(w, p, end) {
    const line = w.lineOf(p);
    let q = p + 1;
    while (q < end && w.lineOf(q) === line && w.ids[q] !== tok.openBrace && w.ids[q] !== tok.closeBrace)
        q++;
    return q;
}

;// CONCATENATED MODULE: ./src/languages/statement-outline.ts
// The statement structure of a C-family token stream with its braces kept: which braced bodies are function
// bodies, and inside them the runs of consecutive plain statements (`x = …;`, `int y = …;`, `f(x);`), the
// only statements normalization may drop or move. Control statements (`if`, loops, `switch`, `try`), labels,
// `case`, blocks that belong to them and declarations with a body stay in place and end a run: JPlag treats
// control structures the same way (full position significance), and moving a statement across one changes
// what runs. A bare block `{ … }` is only a scope: its statements join the run around it.
// A counted `for` is read as the `while` it stands for (for-header.ts): its init joins the run before it,
// its update the run that ends its body, and three of its tokens change ids (`for` → `while`, the second `;`
// → `)`, the header's `)` → `;`), so both spellings of a loop outline alike. The statements right before a
// loop that set what its condition reads are its initializers: they stay last in their run.
// Code that never runs is left out, as a compiler leaves it out: the branch a constant `if` does not take
// and a `while` whose condition is false; the statements after a `return`, `break`, `continue`, `throw` or
// `goto` in its block, up to a label that may be jumped to, are found for the caller to leave out, with a
// `continue;` that ends a loop's body and a `return;` that ends a function's, which change nothing. Tools
// that disguise a copy by inserting code keep what a compiler eliminates: the program's output cannot change.
// It reads brackets, not a grammar: whatever does not look like a statement is passed through in order.









/**
 * The outline of tokens `ids`, whose brackets `match` pairs (each matched: see matchBrackets), of a whole
 * file or of `part` of a split one. Without `spellings`, `if (0)` and `while (0)` are not read as constant.
 */
function outlineStatements(ids, match, lineOf, part = {}, spellings) {
    const walk = {
        ids,
        match,
        lineOf,
        headerless: part.headerless ?? -1,
        cutOffFrom: part.cutOffFrom ?? ids.length,
        spellings,
        order: [],
        runs: [],
        bodies: [],
        functions: [],
        declared: new Uint8Array(ids.length),
        inert: [],
        loopIds: ids,
        body: -1,
    };
    walkBody(walk, 0, ids.length, 'declarations');
    findEndingJumps(walk);
    return walk;
}
/** Walks tokens [start, end); `tail` (a loop's update) is added to the run the body ends with, or a new one. */
function walkBody(w, start, end, scope, tail = [], before) {
    let run = before;
    let p = start;
    while (p < end) {
        const plainEnd = scope === 'statements' ? plainStatementEnd(w, p, end) : -1;
        let folded;
        // An empty statement does nothing: dropped, and the statements around it stay one run.
        if (plainEnd === p + 1 && w.ids[p] === tok.semicolon)
            p = plainEnd;
        else if (plainEnd > 0) {
            markDeclaredNames(w.ids, w.match, { start: p, end: plainEnd }, w.declared);
            for (const statement of declarators(w.ids, w.match, w.declared, { start: p, end: plainEnd }))
                run = addStatement(w, run, statement);
            if (leavesBlock.has(w.ids[p])) {
                const reachable = unreachableEnd(w, plainEnd, end);
                if (reachable > plainEnd)
                    w.inert.push({ start: plainEnd, end: reachable });
            }
            p = plainEnd;
        }
        else if (scope === 'statements' && w.ids[p] === tok.openBrace) {
            // A bare block is only a scope: its statements join the run around it (braces go out anyway).
            const close = w.match[p];
            w.order.push(p, close);
            run = walkBody(w, p + 1, close, scope, [], run);
            p = close + 1;
        }
        else if (scope === 'statements' && (folded = foldedConstant(w, p, end)) !== undefined) {
            // The branch that runs joins the run around it, the other is dropped, as a compiler folds a constant
            // condition. An inserted `if (false) { … }` is a disguise, not code of the program.
            if (folded.taken !== undefined)
                run = walkBody(w, folded.taken.start, folded.taken.end, scope, [], run);
            p = folded.end;
        }
        else {
            if (run !== undefined && w.ids[p] === tok.while && w.ids[p + 1] === tok.openParen)
                run.loopCondition = { start: p + 2, end: w.match[p + 1] };
            const loopEnd = scope === 'statements' ? walkFor(w, p, end, run) : -1;
            run = undefined;
            p = loopEnd >= 0 ? loopEnd : walkItem(w, p, end, scope);
        }
    }
    for (const statement of tail)
        run = addStatement(w, run, statement);
    return run;
}
/**
 * Adds to `w.inert` each `continue;` that ends a loop's braced body and each `return;` that ends a function's:
 * the loop goes on, and the function returns, all the same. Only one that stands alone in its block (after
 * `;`, `{` or `}`), not the body of an `if` (`if (x) continue;`), which would be left without one.
 */
function findEndingJumps(w) {
    const { ids, match } = w;
    const functionBodies = new Set(w.bodies.map((body) => body.start - 1));
    for (let close = 3; close < ids.length; close++) {
        if (ids[close] !== tok.closeBrace || ids[close - 1] !== tok.semicolon)
            continue;
        const jump = ids[close - 2];
        if ((jump !== tok.continue && jump !== tok.return) || !ALONE_AFTER.has(ids[close - 3]))
            continue;
        const open = match[close];
        if (jump === tok.continue ? opensLoopBody(ids, match, open) : functionBodies.has(open))
            w.inert.push({ start: close - 2, end: close });
    }
}
/** Whether the `{` at `open` opens the body of a loop: `for (…) {`, `while (…) {`, `do {`. */
function opensLoopBody(ids, match, open) {
    const before = ids[open - 1];
    if (before === tok.do)
        return true;
    if (before !== tok.closeParen)
        return false;
    const keyword = ids[match[open - 1] - 1];
    return keyword === tok.for || keyword === tok.while;
}
/** What a statement standing alone in its block follows: another's end, or the block's start. */
const ALONE_AFTER = IdTable.of([tok.semicolon, tok.openBrace, tok.closeBrace]);
/**
 * `if (true) s [else t]` is `s`, `if (false) s [else t]` is `t`, `while (false) s` is nothing (`1` and `0`
 * too); undefined for any other statement at `p`, and for one holding a preprocessor line, part of which
 * the preprocessor may leave out (a macro's `do { … } while (0)` split by `#if`s).
 */
function foldedConstant(w, p, end) {
    const id = w.ids[p];
    if (id !== tok.if && id !== tok.while)
        return undefined;
    const value = constantCondition(w, p);
    if (value === undefined || (id === tok.while && value) || p + 4 >= end)
        return undefined;
    const folded = id === tok.if
        ? constantBranches(w, p, end, value)
        : { taken: undefined, end: statement_outline_statementEnd(w, p + 4, end) };
    for (let t = p; t < folded.end; t++)
        if (directives.has(w.ids[t]))
            return undefined;
    return folded;
}
const ZERO = (0,token_id/* tokenId */.j)('0');
const statement_outline_ONE = (0,token_id/* tokenId */.j)('1');
/** The value of the condition in `( … )` after the keyword at `p`, when it is one constant token. */
function constantCondition(w, p) {
    if (w.ids[p + 1] !== tok.openParen || w.match[p + 1] !== p + 3)
        return undefined;
    const condition = w.ids[p + 2];
    if (condition === tok.true)
        return true;
    if (condition === tok.false)
        return false;
    const spelling = condition === normal_tokens/* normalIds */.o.number ? w.spellings?.[p + 2] : undefined;
    return spelling === statement_outline_ONE ? true : spelling === ZERO ? false : undefined;
}
/**
 * Where the code that follows a statement leaving its block (`return …;`) and ends at `from` can be reached
 * again: at a label or a preprocessor line, or at `end`. A statement holding a label or a directive (a
 * `goto` may jump into a block) stays, and what follows it.
 */
function unreachableEnd(w, from, end) {
    let p = from;
    while (p < end && !reachableFrom(w, p)) {
        const q = statement_outline_statementEnd(w, p, end);
        for (let t = p; t < q; t++)
            if (reachableFrom(w, t))
                return p;
        p = q;
    }
    return p;
}
/** Whether token `t` is a label (`case`, `default`, `name:` starting a statement) or a preprocessor line. */
function reachableFrom(w, t) {
    const id = w.ids[t];
    if (id === tok.case || id === tok.default || directives.has(id))
        return true;
    if (id !== tok.identifier || w.ids[t + 1] !== tok.colon)
        return false;
    // Not `c ? x : y`, `for (auto x : v)` or a bit field: the name starts a statement.
    return t === 0 || LABEL_AFTER.has(w.ids[t - 1]);
}
/** What a label may follow: a statement's end, a block's start, another label, a control header. */
const LABEL_AFTER = IdTable.of([
    tok.semicolon,
    tok.openBrace,
    tok.closeBrace,
    tok.colon,
    tok.closeParen,
    tok.else,
    tok.do,
]);
/**
 * The `if (value) s [else t]` at `p`: the tokens of the branch that runs (undefined for `if (false) s`
 * alone), and where the whole statement ends.
 */
function constantBranches(w, p, end, value) {
    const then = { start: p + 4, end: statement_outline_statementEnd(w, p + 4, end) };
    const otherwise = then.end < end && w.ids[then.end] === tok.else
        ? { start: then.end + 1, end: statement_outline_statementEnd(w, then.end + 1, end) }
        : undefined;
    return { taken: value ? then : otherwise, end: otherwise?.end ?? then.end };
}
/** Where the statement at `p` ends, found by walking it and then forgetting what the walk added. */
function statement_outline_statementEnd(w, p, end) {
    if (p >= end)
        return end;
    const { order, runs, bodies, functions, inert } = w;
    const kept = [order.length, runs.length, bodies.length, functions.length, inert.length];
    const q = walkItem(w, p, end, 'statements');
    [order.length, runs.length, bodies.length, functions.length, inert.length] = kept;
    return q;
}
/** Adds `statement` to `run`, or to a new run placed next in the order; returns the run. */
function addStatement(w, run, statement) {
    if (run === undefined) {
        run = { starts: [], ends: [], body: w.body };
        w.order.push(-w.runs.length - 1);
        w.runs.push(run);
    }
    run.starts.push(statement.start);
    run.ends.push(statement.end);
    return run;
}
/**
 * A counted `for` at `p` read as `init; while (cond) { body update; }`, its init joining `run` (the run right
 * before it, if any); returns where it ends, or -1 if `p` starts no counted loop.
 */
function walkFor(w, p, end, run) {
    const open = p + 1;
    if (w.ids[p] !== tok.for || w.ids[open] !== tok.openParen)
        return -1;
    const header = forHeader(w.ids, w.match, open, (init) => declaresName(w, init));
    if (header === undefined)
        return -1;
    const ids = rewritable(w);
    for (const init of header.inits) {
        run = addStatement(w, run, init);
        ids[init.end - 1] = tok.semicolon;
    }
    if (run !== undefined)
        run.loopCondition = header.condition;
    ids[p] = tok.while;
    ids[header.conditionEnd] = tok.closeParen;
    for (const update of header.updates)
        ids[update.end - 1] = tok.semicolon;
    w.order.push(p, open);
    for (let t = header.condition.start; t < header.condition.end; t++)
        w.order.push(t);
    w.order.push(header.conditionEnd);
    const q = header.close + 1;
    if (q >= end) {
        walkBody(w, q, q, 'statements', header.updates);
        return q;
    }
    if (w.ids[q] === tok.openBrace) {
        w.order.push(q);
        walkBody(w, q + 1, w.match[q], 'statements', header.updates);
        w.order.push(w.match[q]);
        return w.match[q] + 1;
    }
    const plainEnd = plainStatementEnd(w, q, end);
    const bodyEnd = plainEnd > 0 ? plainEnd : walkItem(w, q, end, 'statements');
    walkBody(w, plainEnd > 0 ? q : bodyEnd, bodyEnd, 'statements', header.updates);
    return bodyEnd;
}
/** Whether tokens `range` declare a name (marking it, as every declaration is). */
function declaresName(w, range) {
    markDeclaredNames(w.ids, w.match, { start: range.start, end: range.end + 1 }, w.declared);
    for (let t = range.start; t < range.end; t++)
        if (w.declared[t] !== 0)
            return true;
    return false;
}
/** The ids to rewrite: a copy of the lexer's, made on the first rewrite. */
function rewritable(w) {
    if (w.loopIds === w.ids)
        w.loopIds = w.ids.slice();
    return w.loopIds;
}
/** Emits the statement at `p` in place, walking the bodies inside it; returns where it ends. */
function walkItem(w, p, end, scope) {
    const id = w.ids[p];
    if (id === tok.openBrace)
        return p === w.headerless ? walkHeaderless(w, p) : walkBlock(w, p, scope);
    if (headedControl.has(id) || bareControl.has(id))
        return walkControl(w, p, end, scope);
    if (id === tok.case || id === tok.default)
        return emitThrough(w, p, labelEnd(w, p, end));
    if (directives.has(id))
        return emitThrough(w, p, lineEnd(w, p, end));
    if (id === tok.identifier && w.ids[p + 1] === tok.colon)
        return emitThrough(w, p, p + 2);
    const plainEnd = plainStatementEnd(w, p, end);
    if (plainEnd > 0)
        return emitThrough(w, p, plainEnd);
    return walkDeclaration(w, p, end);
}
function walkBlock(w, open, scope, functionBody = false) {
    const close = w.match[open];
    w.order.push(open);
    // The run a body ends with, if its last statement is plain: not one inside a control statement's body.
    const last = walkBody(w, open + 1, close, scope);
    if (functionBody && last !== undefined)
        last.endsFunction = true;
    w.order.push(close);
    return close + 1;
}
/** `if (…) s [else s]`, `for (…) s`, `do s while (…);`, `try [(…)] s catch (…) s …`: kept in place. */
function walkControl(w, p, end, scope) {
    const id = w.ids[p];
    if (id === tok.for && scope === 'statements') {
        const loopEnd = walkFor(w, p, end, undefined);
        if (loopEnd >= 0)
            return loopEnd;
    }
    w.order.push(p);
    let q = p + 1;
    if (w.ids[q] === tok.openParen && (headedControl.has(id) || id === tok.try)) {
        if (id === tok.for)
            markDeclaredNames(w.ids, w.match, { start: q + 1, end: w.match[q] }, w.declared);
        const close = w.match[q];
        // `while (true)`, `while (1)`: read as `while ()`, which is what `for (;;)` gives.
        if (id === tok.while && close === q + 2 && constantConditions.has(w.ids[q + 1]))
            w.order.push(q, close);
        else
            emitThrough(w, q, close + 1);
        q = close + 1;
    }
    if (q >= end)
        return q;
    q = walkItem(w, q, end, scope);
    if (id === tok.do && w.ids[q] === tok.while)
        return emitThrough(w, q, plainStatementEnd(w, q, end, true));
    return q;
}
/** The body of a function whose header is not in the file (a part of a split file): its statements. */
function walkHeaderless(w, open) {
    const outer = w.body;
    w.body = addBody(w, open, open + 1);
    const q = walkBlock(w, open, 'statements', true);
    w.body = outer;
    return q;
}
/** Adds the body the `{` at `open` opens; returns its index. */
function addBody(w, open, localsFrom) {
    const end = w.match[open];
    return w.bodies.push({ start: open + 1, end, localsFrom, cutOff: end >= w.cutOffFrom }) - 1;
}
/** A declaration with a body (a method, a class, a function, a namespace): its header, then its body. */
function walkDeclaration(w, p, end) {
    const header = declarationHeader(w.ids, w.match, p, end);
    const { open, parameters } = header;
    emitThrough(w, p, open);
    if (open >= end)
        return end;
    const outer = w.body;
    if (parameters >= 0) {
        w.functions.push(toFunctionDefinition(w.ids, header, outer !== -1));
        markParameters(w.ids, w.match, parameters, w.declared);
        w.body = addBody(w, open, parameters);
    }
    const q = walkBlock(w, open, parameters >= 0 ? 'statements' : 'declarations', parameters >= 0);
    w.body = outer;
    return w.ids[q] === tok.semicolon && q < end ? emitThrough(w, q, q + 1) : q;
}
function emitThrough(w, from, to) {
    const stop = Math.max(from + 1, to);
    for (let t = from; t < stop; t++)
        w.order.push(t);
    return stop;
}

;// CONCATENATED MODULE: ./src/languages/unreferenced.ts

/**
 * The candidates (disjoint) whose name appears only inside themselves, once those left out are gone: one
 * used only by candidates left out goes too. A worklist, so a chain of n of them costs one pass, not n.
 */
function unreferenced(source, candidates) {
    if (candidates.length === 0)
        return [];
    const { ids, spellings } = source;
    const uses = new Map();
    for (let t = 0; t < ids.length; t++) {
        if (ids[t] === tok.identifier)
            uses.set(spellings[t], (uses.get(spellings[t]) ?? 0) + 1);
    }
    const byName = new Map();
    const own = candidates.map(({ start, end, name }, c) => {
        byName.set(name, [...(byName.get(name) ?? []), c]);
        let count = 0;
        for (let t = start; t < end; t++)
            if (ids[t] === tok.identifier && spellings[t] === name)
                count++;
        return count;
    });
    const dropped = new Uint8Array(candidates.length);
    const unused = (c) => dropped[c] === 0 && uses.get(candidates[c].name) <= own[c];
    const work = candidates.flatMap((_, c) => (unused(c) ? [c] : []));
    for (let c = work.pop(); c !== undefined; c = work.pop()) {
        if (!unused(c))
            continue;
        dropped[c] = 1;
        const { start, end } = candidates[c];
        for (let t = start; t < end; t++) {
            if (ids[t] !== tok.identifier)
                continue;
            const name = spellings[t];
            uses.set(name, uses.get(name) - 1);
            for (const other of byName.get(name) ?? [])
                if (unused(other))
                    work.push(other);
        }
    }
    return candidates.filter((_, c) => dropped[c] === 1);
}

;// CONCATENATED MODULE: ./src/languages/unused-methods.ts
// The methods a program never calls, left out before normalization (outline-inlined.ts): in a file that
// defines `main`, a method of a helper class (not the class `main` is in) whose name appears nowhere else in
// the file. A competitive programmer's personal template is such a class: a fast reader with a dozen
// methods, two of which the solution calls. Its unused methods are the same in every solution of that
// programmer and in none of another's, so two independent solutions written in one template look alike,
// and a copy pasted into the copier's own template looks unlike its original (held-out set A, and
// bench:templates). What is left out is what a compiler's dead-code elimination would drop.
// Kept, because something may call them unseen: every method when the file has no `main` (a library, or a
// class a grader's tests call), the methods of main's own class (a grader may call `Main.solve`), those of a
// class with a base (`extends`, `implements`, C++ `:`: an override such as `compareTo` or `toString` is
// called by the library), what overrides a method every Java class has (`toString`, `equals`, `hashCode`:
// `println(p)` calls `p.toString()` without naming it), constructors, overloads of a used name, and a method defined in a function
// body. A method used only by methods left out is left out too. The file is all it reads: a helper class's
// method that only another file of the submission calls is left out too (rare beside a `main`). A helper
// class nothing outside it names is left out whole (unusedClasses), and the class layout both read serves
// input-readers.ts too. Pure.





const unused_methods_MAIN = (0,token_id/* tokenId */.j)('main');
const CLASS_WORDS = IdTable.of(wordList('class struct').map(token_id/* tokenId */.j));
/** Object's methods: every Java class overrides them without naming a base, and the library calls them. */
const OBJECT_METHODS = IdTable.of(wordList('toString equals hashCode clone finalize').map(token_id/* tokenId */.j));
const BASE_WORDS = IdTable.of([...wordList('extends implements').map(token_id/* tokenId */.j), tok.colon]);
/** Where a class's header ends: at its body's `{`, or before, where the word only names a type. */
const HEADER_ENDS = IdTable.of([tok.openBrace, tok.semicolon, tok.openParen, tok.closeParen, tok.assign]);
/** The file's `main`, a function not nested in another, if it defines one. */
function mainOf(functions, spellings) {
    return functions.find((f) => !f.nested && f.name >= 0 && spellings[f.name] === unused_methods_MAIN);
}
/** The layout of the classes of a file that defines `main`. */
function classLayout(source, main) {
    const { ids, spellings, match } = source;
    const classes = classBodies(ids, spellings, match);
    const parent = enclosingBraces(ids);
    const mainClass = classes.has(parent[main.start]) ? parent[main.start] : -1;
    return { classes, parent, mainClass, main };
}
/**
 * The tokens of the unused helper methods of a file that defines `main`, in token order. With `mainsToo`
 * (a contest solution: see outline-inlined.ts), the methods of main's own class and the free functions
 * beside a C or C++ `main` are candidates too: then no grader calls into the file.
 */
function unusedMethods(source, functions, layout, mainsToo = false) {
    const { spellings, match } = source;
    const { classes, parent, main } = layout;
    const mainClass = classes.get(layout.mainClass);
    const candidates = [];
    for (const f of functions) {
        if (f.nested || f.name < 0 || f === main || OBJECT_METHODS.has(spellings[f.name]))
            continue;
        // Directly in a class body: a method of an anonymous class (`new Comparator<>() { … }`) overrides.
        const owner = classes.get(parent[f.start]);
        const helper = owner !== undefined && owner !== mainClass;
        const mains = owner === undefined ? parent[f.start] === -1 : owner === mainClass;
        if (!(helper || (mainsToo && mains)))
            continue;
        if (owner !== undefined && (owner.hasBase || spellings[f.name] === owner.name))
            continue;
        candidates.push({ start: f.start, end: match[f.open] + 1, name: spellings[f.name] });
    }
    return unreferenced(source, candidates);
}
/**
 * The helper classes of a file that defines `main` whose name appears nowhere outside them (a template's
 * `Dsu`, `SegmentTree` or `Pair` that this solution never makes), each from its `class` word (and a `static`
 * or `abstract` before it) to its `}` (and a `;` after it): nothing can make or call them. Only a class at the
 * top level or directly in main's class, without main in it; kept: a C++ template (`template <…> struct`),
 * an `enum class`, and a struct that declares a variable (`struct Init { Init() { … } } init;` runs its
 * constructor).
 */
function unusedClasses(source, layout) {
    const { ids, match } = source;
    const { classes, parent, mainClass, main } = layout;
    const candidates = [];
    for (const [open, body] of classes) {
        const close = match[open];
        const place = parent[body.start];
        if (open === mainClass || body.name === 0 || (place !== -1 && place !== mainClass))
            continue;
        if (main.start > body.start && main.start < close)
            continue;
        if (NOT_ALONE.has(ids[body.start - 1] ?? 0) || DECLARATOR_STARTS.has(ids[close + 1] ?? 0))
            continue;
        // C++ ends a struct's definition with `;`: it goes with it.
        const end = ids[close + 1] === tok.semicolon ? close + 2 : close + 1;
        candidates.push({ start: withModifiers(ids, body.start), end, name: body.name });
    }
    return unreferenced(source, candidates);
}
/** The first of the modifier keywords right before a class's `class` word (`static class`), or the word. */
function withModifiers(ids, start) {
    let first = start;
    while (first > 0 && CLASS_MODIFIERS.has(ids[first - 1]))
        first--;
    return first;
}
const CLASS_MODIFIERS = IdTable.of(wordList('static abstract').map(token_id/* tokenId */.j));
/** Before a class word, what makes it part of more: `template <…> struct`, C++'s `enum class`. */
const NOT_ALONE = IdTable.of([tok.greater, (0,token_id/* tokenId */.j)('enum')]);
/** What may follow a struct's `}` to declare a variable of it: `} init;`, `} *head;`. */
const DECLARATOR_STARTS = IdTable.of([tok.identifier, tok.star, tok.amp]);
/**
 * Every `class` or `struct` with a body, by its `{`, with whether its header names a base. A C `struct` that
 * names a type (`struct node *p;`, `f(struct point *a) {`, `struct alg list[] = {`) has no body of its own.
 */
function classBodies(ids, spellings, match) {
    const bodies = new Map();
    for (let t = 0; t < ids.length; t++) {
        if (!CLASS_WORDS.has(ids[t]))
            continue;
        let hasBase = false;
        let q = t + 1;
        while (q < ids.length && !HEADER_ENDS.has(ids[q])) {
            if (BASE_WORDS.has(ids[q]))
                hasBase = true;
            q++;
        }
        if (ids[q] !== tok.openBrace || match[q] < 0)
            continue;
        const name = ids[t + 1] === tok.identifier ? spellings[t + 1] : 0;
        bodies.set(q, { start: t, name, hasBase });
    }
    return bodies;
}
/** Per token, the position of the `{` of the innermost braces around it, or -1 at the top level. */
function enclosingBraces(ids) {
    const parent = new Int32Array(ids.length);
    const open = [];
    for (let t = 0; t < ids.length; t++) {
        if (ids[t] === tok.closeBrace)
            open.pop();
        parent[t] = open.length > 0 ? open[open.length - 1] : -1;
        if (ids[t] === tok.openBrace)
            open.push(t);
    }
    return parent;
}

;// CONCATENATED MODULE: ./src/languages/input-readers.ts
// A competitive programmer's fast input reader, left out whole before normalization (outline-inlined.ts), as
// `import` lines are: Java has no quick way to read numbers from standard input, so such programmers paste a
// class that wraps one (a `BufferedReader` and a `StringTokenizer`, a `DataInputStream` with a buffer, a
// `StreamTokenizer`) into every solution. It is library code, not the solution's logic: the same in all of
// one programmer's solutions and in none of another's, and one public version is shared by students who
// never met. Its unused methods already go (unused-methods.ts); its used ones (`next`, `nextInt`, `read`)
// made two solutions of one exercise in one reader look alike, and a copy in the copier's own reader look
// unlike its original (held-out set A; bench:templates). What stays is what a program using `Scanner` has:
// the reader made in `main` and its calls. A reader is a helper class (not main's, without a base) that
// reads standard input (`System.in` or an `InputStream` appears in it), holds no class, and whose methods,
// one of them at least, are a reader's (`next`, `nextInt`, `readLine`, `fillBuffer`…), its constructors,
// or methods nothing uses. A class of the program's own that reads input (`Game.play()`) is kept. Pure.





const input_readers_SYSTEM = (0,token_id/* tokenId */.j)('System');
const IN = (0,token_id/* tokenId */.j)('in');
const INPUT_STREAM = (0,token_id/* tokenId */.j)('InputStream');
/** Words that declare a type: a class holding one is more than a reader. */
const TYPE_WORDS = IdTable.of(wordList('class struct interface enum').map(token_id/* tokenId */.j));
/** What an input reader's methods are called, in the public templates and their variants. */
const READER_METHODS = IdTable.of(wordList(`
    next nextInt nextLong nextDouble nextFloat nextLine nextToken nextChar nextString nextWord nextByte
    nextShort nextBoolean nextBigInteger nextBigDecimal nextIntArray nextLongArray nextDoubleArray nextArray
    read readInt readLong readDouble readFloat readLine readString readChar readToken readWord readByte
    readArray readIntArray readLongArray readInts readLongs ni nl nd ns nc na
    hasNext hasNextInt hasNextLine hasMoreTokens fillBuffer isSpaceChar isEndOfLine isWhitespace skip close
  `).map(token_id/* tokenId */.j));
/**
 * The input readers of a file that defines `main` (see above), each from its `class` word (and a `static`
 * before it) to its `}`, in token order. `unused` are the helper methods left out as unused.
 */
function inputReaders(source, functions, layout, unused) {
    const { ids, spellings, match } = source;
    if (!readsInput(source, 0, ids.length))
        return [];
    const { classes, parent, mainClass } = layout;
    const readers = [];
    for (const [open, body] of classes) {
        const close = match[open];
        if (open === mainClass || body.hasBase || !readsInput(source, open, close))
            continue;
        let holdsClass = false;
        for (let t = open + 1; t < close && !holdsClass; t++)
            holdsClass = TYPE_WORDS.has(ids[t]);
        if (holdsClass)
            continue;
        const methods = functions.filter((f) => parent[f.start] === open);
        const isUnused = (f) => unused.some((range) => range.start === f.start);
        const fits = (f) => f.name >= 0 &&
            (READER_METHODS.has(spellings[f.name]) || spellings[f.name] === body.name || isUnused(f));
        const reads = methods.some((f) => f.name >= 0 && READER_METHODS.has(spellings[f.name]));
        if (!reads || !methods.every(fits))
            continue;
        readers.push({ start: withModifiers(ids, body.start), end: close + 1 });
    }
    return readers.sort((x, y) => x.start - y.start);
}
/** Whether tokens [start, end) name standard input (`System.in`) or an `InputStream`. */
function readsInput(source, start, end) {
    const { ids, spellings } = source;
    for (let t = start; t < end; t++) {
        if (ids[t] !== tok.identifier)
            continue;
        const spelling = spellings[t];
        if (spelling === INPUT_STREAM)
            return true;
        if (spelling === input_readers_SYSTEM && ids[t + 1] === tok.dot && spellings[t + 2] === IN)
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/languages/directive-lines.ts

const directive_lines_BACKSLASH = 92;
/**
 * What directiveEnd needs of `text`: where its lines start, or undefined when no line of it ends in a
 * backslash (most files: a scan for the pair instead of a list of every line).
 */
function continuedLines(text) {
    return text.includes('\\\n') || text.includes('\\\r\n') ? (0,line_starts/* startsOfLines */.E)(text) : undefined;
}
/**
 * Past the last token of the preprocessor line whose `#name` is token `at`: its line and the lines a
 * backslash continues it to. `lines` is continuedLines(text) or startsOfLines(text).
 */
function directiveEnd(tokens, at, text, lines) {
    const { ids, spans } = tokens;
    let last = spans[4 * at];
    if (lines !== undefined)
        while (endsWithBackslash(text, lines, last))
            last++;
    let end = at + 1;
    while (end < ids.length && spans[4 * end] <= last)
        end++;
    return end;
}
function endsWithBackslash(text, lineStarts, line) {
    const next = lineStarts[line + 1];
    if (next === undefined)
        return false;
    let before = next - 2;
    if (text.charCodeAt(before) === 13)
        before--;
    return before >= 0 && text.charCodeAt(before) === directive_lines_BACKSLASH;
}

;// CONCATENATED MODULE: ./src/languages/unused-definitions.ts
// The macros, type aliases and global constants a program never uses, left out before normalization
// (outline-inlined.ts), as a preprocessor and a compiler drop them: in a file that defines `main` (a program,
// which no other file includes), a `#define`, a `typedef`, a C++ alias (`using ll = long long;`) or a constant
// outside every function (`const int MOD = 1e9 + 7;`) whose name appears nowhere else in the file. A
// competitive programmer's template is mostly such lines (`#define pb push_back`, `typedef pair<int, int>
// pii;`, `const ll INF = 1LL << 60;`), the same in all of one programmer's solutions and in none of another's,
// so two independent solutions in one template look alike and a copy pasted into the copier's own template
// looks unlike its original: what unused-methods.ts does for a template's helper class, for C and C++. A
// definition used only by definitions left out is left out too. A macro that only configures the headers
// included after it (`#define _GNU_SOURCE`) goes too: it is boilerplate, as the `#include` lines are. A
// constant directly in a class's body goes the same way: a Java template's `static final int MOD = …;`,
// `static final long INF = Long.MAX_VALUE;`, unused, in main's class as in any other.
// Kept, where the tokens alone do not say what leaving one out would take: a macro whose name is not a plain
// name (`#define int long long` renames a keyword), a macro whose brackets do not balance on its own lines
// (`#define BEGIN {`), an alias with brackets (`typedef int row[10];`, a function pointer's type,
// `typedef struct { … } point;`), a template alias (`template <class T> using v = vector<T>;`), and a
// global whose value comes from a call (`int seed = time(0);`, which runs) or that declares two names. Pure.








const DEFINE = (0,token_id/* tokenId */.j)('#define');
const TYPEDEF = (0,token_id/* tokenId */.j)('typedef');
const USING = (0,token_id/* tokenId */.j)('using');
const CLOSING_ANGLE = (0,token_id/* tokenId */.j)('>');
/**
 * The unused macros, aliases and global constants of `source` (whose text is `text`), in token order. The
 * caller checks that the file defines `main`.
 */
function unusedDefinitions(text, source, layout) {
    const { ids } = source;
    const definitions = [];
    let lineStarts;
    // Where the last preprocessor line's tokens end: a declaration may start right after them.
    let afterDirective = -1;
    for (let t = 0; t < ids.length; t++) {
        const id = ids[t];
        let found;
        if (directives.has(id)) {
            afterDirective = directiveEnd(source, t, text, (lineStarts ??= (0,line_starts/* startsOfLines */.E)(text)));
            if (id === DEFINE)
                found = macroAt(source, t, afterDirective);
        }
        else if (id === TYPEDEF)
            found = typedefAt(source, t);
        else if (id === USING)
            found = aliasAt(source, t);
        else if (startsStatement(ids, t, afterDirective) && outsideFunctions(layout, t))
            found = constantAt(source, t);
        if (found === undefined)
            continue;
        definitions.push(found);
        t = found.end - 1;
    }
    return unreferenced(source, definitions);
}
// `#define NAME …` at token `at`, its line's tokens ending at `end`.
function macroAt(source, at, end) {
    const { ids, spellings } = source;
    if (end === at + 1 || ids[at + 1] !== tok.identifier || !bracketsBalance(ids, at + 1, end))
        return undefined;
    return { start: at, end, name: spellings[at + 1] };
}
// `typedef T NAME;` at token `at`, the name last before the `;`, no bracket between.
function typedefAt(source, at) {
    const { ids, spellings } = source;
    const semicolon = unused_definitions_plainStatementEnd(ids, at + 1);
    if (semicolon === undefined || semicolon < at + 3 || ids[semicolon - 1] !== tok.identifier)
        return undefined;
    return { start: at, end: semicolon + 1, name: spellings[semicolon - 1] };
}
// `using NAME = T;` at token `at`, no bracket in T, and no `template <…>` before it to be left behind.
function aliasAt(source, at) {
    const { ids, spellings } = source;
    if (ids[at + 1] !== tok.identifier || ids[at + 2] !== tok.assign || ids[at - 1] === CLOSING_ANGLE)
        return undefined;
    const semicolon = unused_definitions_plainStatementEnd(ids, at + 3);
    if (semicolon === undefined || semicolon === at + 3)
        return undefined;
    return { start: at, end: semicolon + 1, name: spellings[at + 1] };
}
// `T NAME = E;` at token `at`, outside every function and on one line of its own: a global constant such as
// `const int MOD = 1e9 + 7;` (`const` is dropped) or `ll INF = 1LL << 60;`. T is type words, E names,
// literals and operators, in brackets or not, but no call (which may have an effect) and no second name.
function constantAt(source, at) {
    const { ids, spans, spellings } = source;
    const line = spans[4 * at];
    let t = at;
    while (t < ids.length && unused_definitions_TYPE_WORDS.has(ids[t]))
        t++;
    const name = t - 1;
    if (name <= at || ids[name] !== tok.identifier || ids[t] !== tok.assign)
        return undefined;
    const semicolon = unused_definitions_plainStatementEnd(ids, t + 1, true);
    if (semicolon === undefined || semicolon === t + 1 || spans[4 * semicolon] !== line)
        return undefined;
    for (let e = t + 1; e < semicolon; e++)
        if (ids[e] === tok.comma || (ids[e] === tok.identifier && ids[e + 1] === tok.openParen))
            return undefined;
    if (!bracketsBalance(ids, t + 1, semicolon))
        return undefined;
    return { start: at, end: semicolon + 1, name: spellings[name] };
}
// Whether token `t` stands outside every function: at the top level (a C global) or directly in a class's
// body, where a constant is a field (`static final int MOD = …;`).
function outsideFunctions(layout, t) {
    const scope = layout.parent[t];
    return scope === -1 || layout.classes.has(scope);
}
// Whether a statement starts at token `at`: the first token, or the first after a statement, a block or a
// preprocessor line (whose tokens end at `afterDirective`).
function startsStatement(ids, at, afterDirective) {
    const before = ids[at - 1];
    return (before === undefined ||
        before === tok.semicolon ||
        before === tok.closeBrace ||
        before === tok.openBrace ||
        at === afterDirective);
}
/** Words a global constant's type may have (`const` is dropped): names, numeric types and these. */
const unused_definitions_TYPE_WORDS = new Set([
    tok.identifier,
    normal_tokens/* normalIds */.o.numericType,
    ...wordList('static constexpr char bool auto').map(token_id/* tokenId */.j),
]);
// The `;` that ends a statement from `from` on, or undefined when a bracket (but a round one, with
// `parentheses`) or a directive comes first.
function unused_definitions_plainStatementEnd(ids, from, parentheses = false) {
    for (let t = from; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.semicolon)
            return t;
        if (parentheses && (id === tok.openParen || id === tok.closeParen))
            continue;
        if (isBracket(id) || directives.has(id) || id === TYPEDEF)
            return undefined;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/range-union.ts
var range_union = __webpack_require__(9021);
;// CONCATENATED MODULE: ./src/languages/outline-inlined.ts











/**
 * The outline of `tokens` once single-call functions are inlined (inline-calls.ts), with the tokens it
 * outlines and their spellings if they were needed; undefined if the brackets do not nest, even with the
 * braces a part of a split file lacks at its ends supplied (outer-braces.ts). `supplied` says how many of
 * the first tokens and of the last are such braces (see outlineOf).
 */
function outlineInlined(text, tokens, supplied = NONE_SUPPLIED) {
    const outlined = outlineOf(tokens, supplied);
    if (outlined === undefined) {
        const closed = withOuterBraces(text, tokens);
        return closed && outlineInlined(text, closed.tokens, closed);
    }
    const { functions, inert } = outlined.outline;
    // Before inlining, while every `return` is the function's own (statement-outline.ts).
    if (inert.length > 0)
        return outlineInlined(text, dropTokens(tokens, (0,range_union/* unionOf */.Z)(inert)), supplied);
    if (functions.length === 0)
        return toOutlined(outlined, undefined, undefined);
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
    const pruned = withoutUnusedCode(text, { ...tokens, spellings }, outlined.match, functions);
    if (pruned !== undefined)
        return outlineInlined(text, pruned, supplied);
    if (functions.length < 2)
        return toOutlined(outlined, spellings, undefined);
    // One literal, not a spread of `tokens` (whose shape depends on where they came from): one shape to read.
    const inlined = inlineCalls({ ids: tokens.ids, spans: tokens.spans, spellings }, outlined.match, outlined.outline);
    if (inlined === undefined)
        return toOutlined(outlined, spellings, undefined);
    const again = outlineOf(inlined, supplied);
    return again && toOutlined(again, inlined.spellings, inlined.readAs);
}
/**
 * One literal with its fields always in the same order: results spread from outlines of several shapes made
 * the reads of them in normalize-statements.ts polymorphic.
 */
function toOutlined(outlined, spellings, readAs) {
    return { tokens: outlined.tokens, outline: outlined.outline, spellings, readAs };
}
/**
 * In a file that defines `main`, `tokens` without the helper methods and classes (unused-methods.ts) and the
 * macros, aliases and constants (unused-definitions.ts) nothing uses, and without its input reader
 * (input-readers.ts); undefined when there are none. A file with a pasted input reader (Java) or with
 * two template definitions it never uses (C, C++) is a contest solution, which no grader calls into: there the
 * methods of main's own class and the free functions nothing calls (`gcd`, `power`, `sieve`) are the
 * template's too, and go with it. Elsewhere they stay: a course's grader may call `Main.solve`.
 */
function withoutUnusedCode(text, tokens, match, functions) {
    const main = mainOf(functions, tokens.spellings);
    if (main === undefined)
        return undefined;
    const source = { ...tokens, match };
    const layout = classLayout(source, main);
    const helpers = unusedMethods(source, functions, layout);
    const readers = inputReaders(source, functions, layout, helpers);
    const definitions = unusedDefinitions(text, tokens, layout);
    const contest = readers.length > 0 || templateDefinitions(layout, definitions) >= 2;
    const methods = contest ? unusedMethods(source, functions, layout, true) : helpers;
    const unused = [...methods, ...unusedClasses(source, layout), ...readers, ...definitions];
    if (unused.length === 0)
        return undefined;
    // The lists may overlap: a definition inside a method left out (a `typedef` in its body), a method inside
    // a class left out. What only code left out used goes in the next round (outlineInlined outlines again).
    return dropTokens(tokens, (0,range_union/* unionOf */.Z)(unused));
}
/**
 * How many of the unused definitions are a C or C++ template's: at the top level (not a Java field) and with
 * a body (not `#define _CRT_SECURE_NO_WARNINGS`, which configures headers and which course code has too).
 */
function templateDefinitions(layout, definitions) {
    let count = 0;
    for (const { start, end } of definitions)
        if (layout.parent[start] === -1 && end - start > 2)
            count++;
    return count;
}
const NONE_SUPPLIED = { opened: 0, closed: 0 };
/**
 * The outline of `tokens`. A part of a file cut inside a function starts with the rest of that function
 * without its header, inside the braces supplied before it. The outermost of those blocks in which no
 * function is defined is read as that function's body, so its statements are normalized as the original's
 * are; the blocks around it (a class's body) are read as written. A body that a brace supplied at the end
 * closes was cut off: what follows the cut may read its stores.
 */
function outlineOf(tokens, supplied) {
    const { ids, spans } = tokens;
    const match = matchBrackets(ids);
    if (match === undefined)
        return undefined;
    const lineOf = (t) => spans[4 * t];
    const cutOffFrom = ids.length - supplied.closed;
    const outline = outlineStatements(ids, match, lineOf, { cutOffFrom }, tokens.spellings);
    for (let open = 0; open < supplied.opened && ids[open] === tok.openBrace; open++) {
        const close = match[open];
        if (outline.functions.some((f) => f.start > open && f.start < close))
            continue;
        return {
            tokens,
            match,
            outline: outlineStatements(ids, match, lineOf, { cutOffFrom, headerless: open }, tokens.spellings),
        };
    }
    return { tokens, match, outline };
}

;// CONCATENATED MODULE: ./src/languages/repeat-loops.ts
// Loops that only repeat their body a number of times, read in one form, for the C-family front ends before
// their statements are outlined (normalize-statements.ts): `while (n--) S` (C and C++'s test-case loop),
// `while (n-- > 0) S` (Java's), `while (n > 0) { n--; S }`, a counted loop up whose counter the body never
// names (`for (int i = 0; i < n; i++) S`, or from 1 to `<= n`, or the `while` such a `for` stands for:
// `int i = 0; while (i < n) { S i++; }`) all read as `while (n --) S`, and one down (`for (int i = n; i > 0;
// i--) S`, or from `n - 1` to `>= 0`) as `int i = n; while (i --) S`. They run S as many times, and which
// one a solution uses says nothing about where it came from: an LLM asked to make a copy look different swaps
// one for another (contest code reads its test cases in each).
// Only where that is sure: a counter spelled nowhere in the body but its update, declared in the loop's
// header or among the plain statements before it, or else not read after the loop; a count that is one
// operand (a name or a literal, then `.name`s and a `()`) none of whose names the body spells (it may not
// change while the loop runs). Runs after the increments and comparisons are in one form (`i += 1` is
// `i++`, `n > i` is `i < n`). Kept tokens keep their spans and spellings; the `while` takes the loop
// keyword's span, the `--` the update's.




const repeat_loops_PLUS_PLUS = (0,token_id/* tokenId */.j)('++');
const repeat_loops_MINUS_MINUS = (0,token_id/* tokenId */.j)('--');
const repeat_loops_LESS_EQUAL = (0,token_id/* tokenId */.j)('<=');
const repeat_loops_GREATER_EQUAL = (0,token_id/* tokenId */.j)('>=');
const repeat_loops_NOT_EQUAL = (0,token_id/* tokenId */.j)('!=');
const repeat_loops_MINUS = (0,token_id/* tokenId */.j)('-');
const [repeat_loops_ZERO, repeat_loops_ONE] = [(0,token_id/* tokenId */.j)('0'), (0,token_id/* tokenId */.j)('1')];
/** Each comparison as it reads with its sides swapped, for one with the counter on its right. */
const repeat_loops_FLIPPED = new Map([
    [tok.less, tok.greater],
    [tok.greater, tok.less],
    [repeat_loops_LESS_EQUAL, repeat_loops_GREATER_EQUAL],
    [repeat_loops_GREATER_EQUAL, repeat_loops_LESS_EQUAL],
    [repeat_loops_NOT_EQUAL, repeat_loops_NOT_EQUAL],
]);
/** `tokens` with their repeat loops read as `while (n --)`, in lent arrays if any was (else `tokens`). */
function readRepeatLoops(tokens) {
    const { ids, spans, spellings } = tokens;
    if (spellings === undefined)
        return tokens;
    const arrays = { ids, spans, spellings };
    const rewrites = [];
    // From loop keyword to loop keyword, found by indexOf: most of a file's tokens are no loop's.
    const next = { for: ids.indexOf(tok.for), while: ids.indexOf(tok.while) };
    for (let at = loopKeyword(ids, next, 0); at !== -1; at = loopKeyword(ids, next, at + 1)) {
        const id = ids[at];
        if (ids[at + 1] !== tok.openParen)
            continue;
        const close = closerOf(ids, at + 1);
        const body = close < 0 ? undefined : statementAt(ids, close + 1);
        if (body === undefined)
            continue;
        const loop = { at, close, condition: { start: at + 2, end: close }, body };
        const repeat = id === tok.for ? forRepeat(arrays, loop) : whileRepeat(arrays, loop);
        if (repeat === undefined)
            continue;
        const header = [{ id: tok.while, spanOf: at }, { start: at + 1, end: at + 2 }, ...repeat.count];
        const pieces = [...repeat.before, ...header, { start: close, end: close + 1 }];
        rewrites.push({ start: at, end: close + 1, pieces });
        rewrites.push(...repeat.replaced);
        // Past the header only: the body may hold a loop of its own.
        at = close;
    }
    if (rewrites.length === 0)
        return tokens;
    // A declaration dropped comes before its loop, an update statement after the loops in its body.
    rewrites.sort((x, y) => x.start - y.start);
    // Lent: rewrites of tokens a lent rewrite wrote go to the other arrays (token-rewrites.ts).
    return emitRewrites(arrays, rewrites);
}
// The first `for` or `while` at `from` or after; `next` keeps where each was last found (-1: no more).
function loopKeyword(ids, next, from) {
    if (next.for !== -1 && next.for < from)
        next.for = ids.indexOf(tok.for, from);
    if (next.while !== -1 && next.while < from)
        next.while = ids.indexOf(tok.while, from);
    if (next.for === -1)
        return next.while;
    return next.while === -1 ? next.for : Math.min(next.for, next.while);
}
// A counted `for`, up or down, and `for (; c;)` as the `while (c)` it is.
function forRepeat(tokens, loop) {
    const { ids } = tokens;
    const parts = headerParts(ids, loop.condition.start, loop.close);
    if (parts === undefined)
        return undefined;
    const [init, condition, update] = parts;
    if (init.start === init.end && update.start === update.end)
        return whileRepeat(tokens, { ...loop, condition });
    // The update, as increments are read: `i ++` or `i --`.
    const spelling = spellingAt(tokens, update.start);
    if (update.end - update.start !== 2 || spelling === undefined)
        return undefined;
    const counter = { spelling, step: update.start + 1, condition };
    const start = initOf(tokens, init, spelling);
    if (start === undefined)
        return undefined;
    if (ids[counter.step] === repeat_loops_PLUS_PLUS) {
        // The counter goes with the loop: it may not be read after it.
        if (!start.declares && readAfter(tokens, loop.body.end, spelling))
            return undefined;
        const count = countUp(tokens, counter, start.value, [loop.body]);
        return count && { before: [], count, replaced: [] };
    }
    // Down: the counter's start stays, as its declaration before the `while` (the header's first `;` ends it).
    const value = startDown(tokens, counter, start.value, [loop.body]);
    if (value === undefined)
        return undefined;
    const name = { start: update.start, end: update.start + 1 };
    const declaration = [
        { start: init.start, end: value.end },
        { start: init.end, end: init.end + 1 },
    ];
    const step = { start: counter.step, end: counter.step + 1 };
    return { before: declaration, count: [name, step], replaced: [] };
}
// `while (n -- > 0)` (or `!= 0`) as `while (n --)`; `while (n > 0) { n --; S }` (or the `n --;` last in the
// block) as `while (n --) { S }`; and a counter declared before the loop, compared in its condition and
// updated last in its body, as in the `while` a counted `for` stands for.
function whileRepeat(tokens, loop) {
    const { ids } = tokens;
    const { start, end } = loop.condition;
    if (end - start === 4 && ids[start] === tok.identifier && ids[start + 1] === repeat_loops_MINUS_MINUS) {
        const compared = ids[start + 2] === tok.greater || ids[start + 2] === repeat_loops_NOT_EQUAL;
        if (!compared || literalOf(tokens, { start: start + 3, end }) !== repeat_loops_ZERO)
            return undefined;
        return { before: [], count: [{ start, end: start + 2 }], replaced: [] };
    }
    if (end - start < 3)
        return undefined;
    // The counter is the name on one side of the condition that the body updates, first or last.
    for (const side of [start, end - 1]) {
        const spelling = spellingAt(tokens, side);
        const update = spelling === undefined ? undefined : updateAtEdge(tokens, loop.body, spelling);
        if (spelling === undefined || update === undefined)
            continue;
        const counter = { spelling, step: update.start + 1, condition: loop.condition };
        const rest = [
            { start: loop.body.start, end: update.start },
            { start: update.end, end: loop.body.end },
        ];
        const found = ids[counter.step] === repeat_loops_PLUS_PLUS
            ? declaredUp(tokens, counter, loop, rest)
            : (declaredDown(tokens, counter, loop, rest) ?? downToZero(tokens, counter, rest));
        return found && { ...found, replaced: [...found.replaced, update] };
    }
    return undefined;
}
// `T i = 0; while (i < n) { S i++; }`, the counter declared before the loop: `while (n --) { S }`.
function declaredUp(tokens, counter, loop, rest) {
    const declared = declarationBefore(tokens, loop, counter.spelling);
    const count = declared && countUp(tokens, counter, declared.value, rest);
    return count && { before: [], count, replaced: [{ ...declared.statement, pieces: [] }] };
}
// `T i = n - 1; while (i >= 0) { S i--; }`: `T i = n; while (i --) { S }` (as its `for` reads).
function declaredDown(tokens, counter, loop, rest) {
    const compared = comparisonOf(tokens, counter.condition, counter.spelling);
    if (compared?.operator !== repeat_loops_GREATER_EQUAL || literalOf(tokens, compared.other) !== repeat_loops_ZERO)
        return undefined;
    const declared = declarationBefore(tokens, loop, counter.spelling);
    const value = declared === undefined ? undefined : startDown(tokens, counter, declared.value, rest);
    if (declared === undefined || value === undefined)
        return undefined;
    const name = { start: compared.name, end: compared.name + 1 };
    const lessOne = { start: value.end, end: declared.value.end };
    return {
        before: [],
        count: [name, { id: repeat_loops_MINUS_MINUS, spanOf: counter.step }],
        replaced: [{ ...lessOne, pieces: [] }],
    };
}
// `while (n > 0)` (`!= 0`, `>= 1`) of a name the body decrements and reads nowhere else: `while (n --)`.
function downToZero(tokens, counter, rest) {
    const compared = comparisonOf(tokens, counter.condition, counter.spelling);
    if (compared === undefined || !downToOne(tokens, compared))
        return undefined;
    if (rest.some((range) => spells(tokens, range, counter.spelling)))
        return undefined;
    const name = { start: compared.name, end: compared.name + 1 };
    return { before: [], count: [name, { id: repeat_loops_MINUS_MINUS, spanOf: counter.step }], replaced: [] };
}
// A counter up from `start` (`0` below the count, `1` to it), compared in its condition: the count it stands
// for, when the body (`rest`, without the counter's update) spells neither it nor the count's names.
function countUp(tokens, counter, start, rest) {
    const compared = comparisonOf(tokens, counter.condition, counter.spelling);
    if (compared === undefined)
        return undefined;
    const { operator, other } = compared;
    const from = literalOf(tokens, start);
    const up = (from === repeat_loops_ZERO && (operator === tok.less || operator === repeat_loops_NOT_EQUAL)) ||
        (from === repeat_loops_ONE && operator === repeat_loops_LESS_EQUAL);
    if (!up || !isOperand(tokens.ids, other) || !unread(tokens, counter.spelling, other, rest))
        return undefined;
    return [other, { id: repeat_loops_MINUS_MINUS, spanOf: counter.step }];
}
// A counter down from `start` to `> 0` (`>= 1`, `!= 0`), or from `n - 1` to `>= 0`: the start it counts
// down from (`n` for the second), when the body spells neither the counter nor the start's names.
function startDown(tokens, counter, start, rest) {
    const compared = comparisonOf(tokens, counter.condition, counter.spelling);
    if (compared === undefined)
        return undefined;
    const toZero = compared.operator === repeat_loops_GREATER_EQUAL && literalOf(tokens, compared.other) === repeat_loops_ZERO;
    const value = downToOne(tokens, compared) ? start : toZero ? lessOne(tokens, start) : undefined;
    if (value === undefined || !isOperand(tokens.ids, value))
        return undefined;
    return unread(tokens, counter.spelling, value, rest) ? value : undefined;
}
// Whether a comparison, the counter on its left, holds down to 1 and no further: `> 0`, `!= 0` or `>= 1`.
function downToOne(tokens, compared) {
    const to = literalOf(tokens, compared.other);
    const { operator } = compared;
    return ((to === repeat_loops_ZERO && (operator === tok.greater || operator === repeat_loops_NOT_EQUAL)) ||
        (to === repeat_loops_ONE && operator === repeat_loops_GREATER_EQUAL));
}
// Whether `rest` spells neither the counter nor any name of `count` (which may then not change in it).
function unread(tokens, counter, count, rest) {
    return rest.every((range) => !spells(tokens, range, counter) && !spellsAnyOf(tokens, range, count));
}
// The counter's start, `T i = v` (T one or two words) or `i = v` over `range`: whether it declares the
// counter, and `v`; undefined when `range` is neither.
function initOf(tokens, range, counter) {
    const { ids } = tokens;
    const assign = range.start + ids.subarray(range.start, range.end).indexOf(tok.assign);
    const name = assign - 1;
    if (assign < range.start || name - range.start > 2 || !isName(tokens, name, counter))
        return undefined;
    for (let t = range.start; t < name; t++)
        if (!typeStarts.has(ids[t]))
            return undefined;
    return { declares: name > range.start, value: { start: assign + 1, end: range.end } };
}
// The declaration `T i = v;` of the counter among the plain statements before the loop in its block (none
// between them names the counter), when the counter is not read after the loop: the statement and `v`.
function declarationBefore(tokens, loop, counter) {
    const { ids } = tokens;
    if (readAfter(tokens, loop.body.end, counter))
        return undefined;
    let end = loop.at;
    while (ids[end - 1] === tok.semicolon) {
        let start = end - 1;
        for (let depth = 0; start > 0; start--) {
            const id = ids[start - 1];
            if (isCloser(id))
                depth++;
            else if (isOpener(id) && depth-- === 0)
                break;
            else if (depth === 0 && (id === tok.semicolon || id === tok.closeBrace))
                break;
        }
        // A control statement's end (`if (c) x = 1;`) is not a plain statement's.
        if (headedControl.has(ids[start]) || bareControl.has(ids[start]))
            return undefined;
        const statement = { start, end };
        const init = initOf(tokens, { start, end: end - 1 }, counter);
        if (init !== undefined)
            return init.declares ? { statement, value: init.value } : undefined;
        if (spells(tokens, statement, counter))
            return undefined;
        end = start;
    }
    return undefined;
}
// Whether a name spelled `spelling` is read after token `end` in the block around it, before it is stored
// to again: a later loop may reuse the counter's name (`i = 0;`, `for (int i = …`).
function readAfter(tokens, end, spelling) {
    const { ids } = tokens;
    let depth = 0;
    for (let t = end; t < ids.length; t++) {
        const id = ids[t];
        if (isOpener(id))
            depth++;
        else if (isCloser(id) && --depth < 0)
            return false;
        else if (isName(tokens, t, spelling))
            return !(ids[t + 1] === tok.assign && isStatementStart(ids, t));
    }
    return false;
}
// Whether the name at `t` starts a statement or a `for`'s init, or is the name a declaration there declares
// (`int i`, `size_t i`).
function isStatementStart(ids, t) {
    let u = t;
    while (u > 0 && t - u < 2 && typeStarts.has(ids[u - 1]))
        u--;
    const before = ids[u - 1];
    return (before === tok.semicolon ||
        before === tok.openBrace ||
        before === tok.closeBrace ||
        before === tok.openParen);
}
// The spelling of the name at `t`, or undefined when no name stands there.
function spellingAt(tokens, t) {
    return tokens.ids[t] === tok.identifier ? tokens.spellings[t] : undefined;
}
// The statement `i ++;` or `i --;` first or last in the block `body`, dropped, or the body itself, read as
// the empty block (so that `{ n--; }` and `n--;` read alike); undefined when neither.
function updateAtEdge(tokens, body, name) {
    const { ids } = tokens;
    const isStep = (t) => isName(tokens, t, name) &&
        (ids[t + 1] === repeat_loops_MINUS_MINUS || ids[t + 1] === repeat_loops_PLUS_PLUS) &&
        ids[t + 2] === tok.semicolon;
    if (ids[body.start] !== tok.openBrace) {
        if (body.end - body.start !== 3 || !isStep(body.start))
            return undefined;
        const braces = [
            { id: tok.openBrace, spanOf: body.start },
            { id: tok.closeBrace, spanOf: body.end - 1 },
        ];
        return { ...body, pieces: braces };
    }
    if (body.end - body.start < 5)
        return undefined;
    if (isStep(body.start + 1))
        return { start: body.start + 1, end: body.start + 4, pieces: [] };
    // Last: after the end of a statement of the block's own (not inside a bracket of it).
    const last = body.end - 4;
    const before = ids[last - 1];
    if (isStep(last) && (before === tok.semicolon || before === tok.closeBrace || before === tok.openBrace))
        return { start: last, end: last + 3, pieces: [] };
    return undefined;
}
// A `for` header's three parts between its brackets [from, close), split at its two top-level `;`.
function headerParts(ids, from, close) {
    const first = outsideBrackets(ids, tok.semicolon, from, close);
    const second = first < 0 ? -1 : outsideBrackets(ids, tok.semicolon, first + 1, close);
    if (second < 0 || outsideBrackets(ids, tok.semicolon, second + 1, close) >= 0)
        return undefined;
    return [
        { start: from, end: first },
        { start: first + 1, end: second },
        { start: second + 1, end: close },
    ];
}
// The comparison `range` is, with the name spelled `spelling` alone on one side: the name's position, the
// operator as it reads with the name on its left, and the other side; undefined when it is no such one.
function comparisonOf(tokens, range, spelling) {
    const { ids } = tokens;
    if (range.end - range.start < 3)
        return undefined;
    if (isName(tokens, range.start, spelling) && repeat_loops_FLIPPED.has(ids[range.start + 1]))
        return {
            name: range.start,
            operator: ids[range.start + 1],
            other: { start: range.start + 2, end: range.end },
        };
    const last = range.end - 1;
    const flipped = repeat_loops_FLIPPED.get(ids[last - 1]);
    if (isName(tokens, last, spelling) && flipped !== undefined)
        return { name: last, operator: flipped, other: { start: range.start, end: last - 1 } };
    return undefined;
}
// The spelling of the one literal `range` is, or undefined.
function literalOf(tokens, range) {
    if (range.end - range.start !== 1 || tokens.ids[range.start] !== normal_tokens/* normalIds */.o.number)
        return undefined;
    return tokens.spellings[range.start];
}
// `range` without a last `- 1`, or undefined when it does not end so.
function lessOne(tokens, range) {
    const end = range.end - 2;
    const one = literalOf(tokens, { start: end + 1, end: range.end });
    return end > range.start && tokens.ids[end] === repeat_loops_MINUS && one === repeat_loops_ONE
        ? { start: range.start, end }
        : undefined;
}
// One operand: a name or a literal, then `.name`s (`->`, `::`), then an empty call `()` at most.
function isOperand(ids, range) {
    let end = range.end;
    if (end - range.start >= 3 && ids[end - 2] === tok.openParen && ids[end - 1] === tok.closeParen)
        end -= 2;
    if (end <= range.start || (end - range.start) % 2 === 0)
        return false;
    const first = ids[range.start];
    if (first !== tok.identifier && (first !== normal_tokens/* normalIds */.o.number || end - range.start > 1))
        return false;
    for (let t = range.start + 1; t < end; t += 2)
        if (!memberAccess.has(ids[t]) || ids[t + 1] !== tok.identifier)
            return false;
    return true;
}
function isName(tokens, t, spelling) {
    return tokens.ids[t] === tok.identifier && tokens.spellings[t] === spelling;
}
// Whether a name spelled `spelling` stands in `range`.
function spells(tokens, range, spelling) {
    for (let t = range.start; t < range.end; t++)
        if (isName(tokens, t, spelling))
            return true;
    return false;
}
// Whether any name of `names` (a range of tokens) stands in `range`.
function spellsAnyOf(tokens, range, names) {
    for (let t = names.start; t < names.end; t++)
        if (tokens.ids[t] === tok.identifier && spells(tokens, range, tokens.spellings[t]))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/languages/normalize-statements.ts















/**
 * `lexed` (lexed with braces kept, the lexer's own arrays: they are rewritten) normalized and without braces;
 * `text` is the source they came from. With `lendSpans`, the spans and spellings are views valid until the
 * next file is normalized on this thread.
 */
function normalizeStatements(text, lexed, lendSpans = false) {
    // The lexer lends its own arrays (define-language.ts): these rewrite them in place, but for the readings of
    // switches, conditionals and branches, which write to arrays of their own when they rewrite anything (lent
    // ones, which take turns: token-rewrites.ts; branches lend only when conditionals did not).
    const switched = readSwitchesAsIfs(lexed);
    const conditionals = readConditionalsAsIfs(switched);
    const ordered = putIncrementsInForm(readBranchesInForm(conditionals, conditionals === switched));
    putComparisonsInOrder(ordered);
    const repeated = readRepeatLoops(ordered);
    const outlined = outlineInlined(text, repeated);
    if (outlined === undefined)
        return withoutBraces(repeated, lendSpans);
    const { tokens, outline } = outlined;
    const { ids } = tokens;
    const unchanged = outline.runs.length === 0 && outline.loopIds === ids && outline.order.length === ids.length;
    if (unchanged)
        return withoutBraces(tokens, lendSpans);
    // Names' and literals' spellings: statements read and write names, and they go out with the tokens for
    // the engine's name hashes (check/prepare-files.ts), worked out once.
    const spellings = outlined.spellings ?? tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
    // An inlined body reads its parameters as the caller's names passed for them (emit-inlined.ts).
    const readAs = outlined.readAs ?? spellings;
    // Every object the hot loops below read is written as one literal with the same fields in the same
    // order: objects spread from inputs of varying shapes made V8 deoptimize those loops (wrong map).
    const { loopIds, declared } = outline;
    const qualified = droppedQualifierTest(text, tokens.spans);
    const roles = tokenRoles({ ids: loopIds, spellings: readAs, declared, qualified });
    const roled = { ids: loopIds, spellings: readAs, declared, roles, qualified };
    const copies = findCopies(roled, outline);
    const statementTokens = copies
        ? { ids: loopIds, spellings: copies.readAs, declared, roles, qualified }
        : roled;
    const statements = analyseRuns(statementTokens, outline, copies?.starts);
    const out = newOutput(ids.length, true);
    const spelled = { ids: loopIds, spans: tokens.spans, spellings, declared };
    const { order } = outline;
    for (let i = 0; i < order.length;) {
        const entry = order[i];
        if (entry < 0) {
            const run = outline.runs[-entry - 1];
            copyRun(out, spelled, run, statements[-entry - 1], conditionNames(statementTokens, run));
            i++;
            continue;
        }
        // Tokens left in place come in stretches of consecutive positions: each is copied in one go.
        let end = entry + 1;
        while (order[i + end - entry] === end)
            end++;
        copyTokens(out, spelled, entry, end);
        i += end - entry;
    }
    return finishOutput(out, lendSpans);
}
/**
 * Each run's statements with their facts, dead ones (and copies: copy-names.ts) marked. Its lists are built
 * by pushes, not by `map`: arrays from `map` took another elements kind when empty or when `map` itself ran
 * optimized, and V8 deoptimized the loops reading them (wrong map).
 */
function analyseRuns(tokens, outline, copies = new Set()) {
    const locals = [];
    const reads = [];
    const byBody = [];
    for (const body of outline.bodies) {
        locals.push(localNames(tokens, body.localsFrom, body.end));
        reads.push(countReads(tokens, body.start, body.end));
        byBody.push([]);
    }
    const statements = [];
    for (const run of outline.runs) {
        const inRun = [];
        for (let i = 0; i < run.starts.length; i++) {
            const start = run.starts[i];
            const facts = statementFacts(tokens, { start, end: run.ends[i] }, locals[run.body]);
            const statement = { facts, dead: copies.has(start) };
            byBody[run.body].push(statement);
            inRun.push(statement);
        }
        markOverwritten(inRun, reads[run.body], locals[run.body]);
        // A body cut off by the end of a part of a split file goes on after the cut.
        if (run.endsFunction && !outline.bodies[run.body].cutOff)
            markStoresAtEnd(inRun, reads[run.body], locals[run.body], functionEnd(tokens, run));
        statements.push(inRun);
    }
    // A body cut off by the end of a part of a split file: what follows the cut may read any of its stores.
    for (let b = 0; b < outline.bodies.length; b++)
        if (!outline.bodies[b].cutOff)
            markDeadStatements(byBody[b], reads[b], locals[b]);
    return statements;
}
/** How `run`, which ends its function's body, ends: with a statement that leaves it, or by running off. */
function functionEnd(tokens, run) {
    const last = run.starts.length - 1;
    const start = run.starts[last];
    if (!leavesFunction.has(tokens.ids[start]))
        return { leaves: false, leavesThroughEffect: false };
    return { leaves: true, leavesThroughEffect: hasEffect(tokens, { start: start + 1, end: run.ends[last] }) };
}

;// CONCATENATED MODULE: ./src/languages/translated-text.ts


/** `tokens` of the translated text, with spans and spellings as they stand in `original`. */
function toOriginalSpans(original, translated, tokens) {
    // Spellings go with the tokens: worked out later from the spans, they would be read off the escapes.
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(translated.text, tokens);
    const translatedLines = (0,line_starts/* startsOfLines */.E)(translated.text);
    const originalLines = (0,line_starts/* startsOfLines */.E)(original);
    const spans = new Uint32Array(tokens.spans.length);
    const move = (at) => {
        const line = Math.min(tokens.spans[at], translatedLines.length - 1);
        const offset = Math.min(translatedLines[line] + tokens.spans[at + 1], translated.text.length);
        const origin = translated.origins[offset];
        const originLine = (0,line_starts/* lineOf */.c)(originalLines, origin);
        spans[at] = originLine;
        spans[at + 1] = origin - originalLines[originLine];
    };
    for (let at = 0; at < spans.length; at += 4) {
        move(at);
        move(at + 2);
    }
    return { ids: tokens.ids, spans, spellings };
}

;// CONCATENATED MODULE: ./src/languages/zero-width-no-break-space.ts
// U+FEFF past a file's start (ZERO WIDTH NO-BREAK SPACE) shows nothing, and languages disagree on it:
// JavaScript and TypeScript read it as white space (ECMAScript's <ZWNBSP>), so `let\uFEFFx` is `let x`;
// Java and C# ignore it inside a name, so `ret\uFEFFurn` is `return`; the others reject it. The reading step
// keeps it (sources/decode-source-text.ts) for each front end to read as its language does: the lexer's
// character classes take it for a space, and a front end of a language that does not is wrapped here to drop
// it before lexing, as the reading step drops the other invisible characters. Either way a copy that
// scatters it where its language ignores it reads as the copy it is.

const ZWNBSP = '\ufeff';
/** `tokenize`, with every U+FEFF dropped from the text first; spans stay on the file's own columns. */
function droppingZeroWidthNoBreakSpaces(tokenize) {
    return (text, lendSpans) => {
        if (!text.includes(ZWNBSP))
            return tokenize(text, lendSpans);
        const origins = new Uint32Array(text.length + 1);
        let length = 0;
        for (let i = 0; i < text.length; i++)
            if (text[i] !== ZWNBSP)
                origins[length++] = i;
        origins[length] = text.length;
        const translated = { text: text.replaceAll(ZWNBSP, ''), origins: origins.subarray(0, length + 1) };
        return toOriginalSpans(text, translated, tokenize(translated.text));
    };
}

;// CONCATENATED MODULE: ./src/languages/define-language.ts
// Makes a language front end from its spec and version: compiles the spec's tables once and tokenizes with
// the generic lexer, then, for the front ends that ask for it, reads what the language spells two ways alike
// (its own `respell`) and normalizes statements (normalize-statements.ts), and reads long lists of literals
// as their first elements (literal-lists.ts).





/** A front end that tokenizes by `definition.spec`. */
function defineLanguage(definition) {
    const { id, version, extensions } = definition;
    const lexed = tokenizerOf(definition);
    const tokenize = (text, lendSpans = false) => collapseLiteralLists(lexed(text, lendSpans));
    return {
        id,
        version,
        extensions,
        tokenize: definition.zeroWidthNoBreakSpaceIsWhiteSpace
            ? tokenize
            : droppingZeroWidthNoBreakSpaces(tokenize),
    };
}
function tokenizerOf(definition) {
    const { spec } = definition;
    if (definition.normalizeStatements !== true) {
        const compiled = compileSpec(spec);
        return (text, lendSpans = false) => lex(text, compiled, lendSpans ? 'spans' : 'none');
    }
    const withBraces = compileSpec({
        ...spec,
        droppedOperators: (spec.droppedOperators ?? []).filter((op) => op !== '{' && op !== '}'),
    });
    const respell = definition.respell ?? ((_text, lexed) => lexed);
    // Normalization copies what it keeps of the tokens, so the lexer's own arrays are lent to it.
    return (text, lendSpans = false) => normalizeStatements(text, respell(text, lex(text, withBraces, 'all')), lendSpans);
}

;// CONCATENATED MODULE: ./src/languages/expand-macros.ts
// C and C++ macros read as the code they stand for, as the compiler reads them: after
// `#define rep(i, n) for (int i = 0; i < (n); i++)`, `rep(j, m) s += a[j];` reads as the `for` it expands
// to, `all(v)` as `v.begin(), v.end()` and `pb` as `push_back`, and the definition of a macro so expanded
// goes. A contest template's macros stand in every loop of a solution, so a copy that spells them out (or an
// LLM asked to rewrite one, which does) otherwise differs from its original at each of them, and two
// solutions written apart in one template share its definitions as if they were code.
// Expanded: a macro defined once in the file (never `#undef`-ed), at uses after its definition, whose body
// balances its brackets and has no `#`, `##` or `...` (stringizing, pasting and variadic macros are left as
// written). A function-like macro expands where its name is followed by `(` and as many arguments as it has
// parameters; the arguments are expanded first and the result again, with the macro itself off, as the
// preprocessor does (but a result that ends in a function-like macro's name does not take its arguments
// from the code after it). A parameter in brackets of its own, `(n)`, reads as a one-token argument alone.
// Left as a name: an object-like macro whose body is a constant (`#define MAXN 100005`,
// `#define MOD (1e9 + 7)`), which reads as a `const` declaration's name does. Every token of an expansion
// takes the span of the use it stands for. Unused macros are left to unused-definitions.ts.
// A file whose expansions would outgrow it many times over is read as written. Pure: new arrays.









const expand_macros_DEFINE = (0,token_id/* tokenId */.j)('#define');
const UNDEF = (0,token_id/* tokenId */.j)('#undef');
const IDENTIFIER = tok.identifier;
// Asked of every token of a file with a `#define` (most C headers have one): tables, not Sets.
const DIRECTIVE_IDS = IdTable.of(directives);
/** Tokens a macro's body may not hold: it is then left as written. */
const UNEXPANDED = IdTable.of(['#', '##', '...'].map(token_id/* tokenId */.j));
/** What a constant's body is made of: literals, numeric types for casts, brackets and arithmetic. */
const CONSTANT = IdTable.of([
    normal_tokens/* normalIds */.o.number,
    normal_tokens/* normalIds */.o.string,
    normal_tokens/* normalIds */.o.char,
    normal_tokens/* normalIds */.o.numericType,
    tok.openParen,
    tok.closeParen,
    ...wordList('+ - * / % << >> & | ^ ~').map(token_id/* tokenId */.j),
]);
/** Most tokens expansions may add to a file, beyond GROWTH times its own. */
const GROWTH = 4;
const SLACK = 1 << 16;
/**
 * `tokens` (of `text`) with each expandable macro's uses read as its expansion and the definitions of the
 * macros expanded left out; `tokens` itself when the file expands none.
 */
function expandMacros(text, tokens) {
    const { ids, spans } = tokens;
    if (ids.indexOf(expand_macros_DEFINE) === -1)
        return tokens;
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
    const source = { ids, spans, spellings };
    const lineStarts = continuedLines(text);
    const expandable = macrosOf(source, text, lineStarts);
    // Most files that define a macro define only an include guard, which has no body, and constants.
    if (expandable.macros.length === 0)
        return tokens;
    const lines = directiveLines(source, text, lineStarts);
    const expander = new Expander(source, expandable, GROWTH * ids.length + SLACK);
    // Each use expanded: its tokens [start, end) and what they read as.
    const uses = [];
    // The code between preprocessor lines, stretch by stretch.
    for (let line = 0, from = 0; from < ids.length; line++) {
        const to = line < lines.length ? lines[line].start : ids.length;
        for (let t = from; t < to; t++) {
            if (ids[t] !== IDENTIFIER)
                continue;
            const macro = expander.macroNamed(spellings[t]);
            if (macro === undefined || macro.at > t)
                continue;
            const end = macro.params === undefined ? t + 1 : callClose(ids, t + 1, to) + 1;
            if (end === 0)
                continue;
            const call = {
                ids: Array.from(ids.subarray(t, end)),
                spellings: Array.from(spellings.subarray(t, end)),
            };
            const before = expander.expansions;
            const expansion = expander.expand(call, new Set(), t);
            if (expansion === undefined)
                return tokens;
            if (expander.expansions === before)
                continue;
            uses.push({ start: t, end, expansion });
            t = end - 1;
        }
        from = line < lines.length ? lines[line].end : ids.length;
    }
    if (uses.length === 0)
        return tokens;
    return emitRewrites(source, rewritesOf(uses, expander.used()), false);
}
// The file's expandable macros: each `#define` found by a scan for its id alone (most tokens of a header
// are no directive), a name defined twice or `#undef`-ed left out.
function macrosOf(source, text, lineStarts) {
    const { ids, spellings } = source;
    // Per name, its macro, or null where it is defined twice, undefined or not expandable.
    const defined = new Map();
    for (let t = ids.indexOf(expand_macros_DEFINE); t !== -1; t = ids.indexOf(expand_macros_DEFINE, t + 1)) {
        const end = directiveEnd(source, t, text, lineStarts);
        if (ids[t + 1] !== IDENTIFIER || t + 1 >= end)
            continue;
        const name = spellings[t + 1];
        defined.set(name, defined.has(name) ? null : expand_macros_macroAt(source, t, end));
    }
    for (let t = ids.indexOf(UNDEF); t !== -1; t = ids.indexOf(UNDEF, t + 1))
        if (ids[t + 1] === IDENTIFIER)
            defined.set(spellings[t + 1], null);
    const macros = [];
    const entries = [];
    for (const [name, macro] of defined)
        if (macro !== null)
            entries.push([name, macros.push(macro)]);
    return { names: new IdTable(entries), macros };
}
// Where each preprocessor line's tokens start and end, in order: their tokens are left as they are.
function directiveLines(source, text, lineStarts) {
    const { ids } = source;
    const lines = [];
    for (let t = 0; t < ids.length; t++) {
        if (DIRECTIVE_IDS.get(ids[t]) === 0)
            continue;
        const end = directiveEnd(source, t, text, lineStarts);
        lines.push({ start: t, end });
        t = end - 1;
    }
    return lines;
}
// The macro `#define NAME …` at token `at`, its line ending at `end`, or null when it is not expanded.
function expand_macros_macroAt(source, at, end) {
    const { ids, spans, spellings } = source;
    const name = at + 1;
    // Function-like when `(` follows the name with no space between.
    const functionLike = ids[name + 1] === tok.openParen &&
        name + 1 < end &&
        spans[4 * (name + 1)] === spans[4 * name + 2] &&
        spans[4 * (name + 1) + 1] === spans[4 * name + 3];
    let body = name + 1;
    let params;
    if (functionLike) {
        params = [];
        let t = name + 2;
        if (ids[t] !== tok.closeParen)
            for (;;) {
                if (ids[t] !== IDENTIFIER || t >= end)
                    return null;
                params.push(spellings[t]);
                t++;
                if (ids[t] === tok.comma)
                    t++;
                else
                    break;
            }
        if (ids[t] !== tok.closeParen || t >= end)
            return null;
        body = t + 1;
    }
    if (body === end || !bracketsBalance(ids, body, end))
        return null;
    let constant = params === undefined;
    for (let t = body; t < end; t++) {
        if (UNEXPANDED.get(ids[t]) !== 0)
            return null;
        if (CONSTANT.get(ids[t]) === 0)
            constant = false;
    }
    return constant ? null : { at, end, params, body, used: false };
}
// The `)` that closes the call whose `(` is at `open`, before `limit`; -1 when there is none.
function callClose(ids, open, limit) {
    if (ids[open] !== tok.openParen)
        return -1;
    const close = closerOf(ids, open);
    return close < limit ? close : -1;
}
class Expander {
    source;
    expandable;
    left;
    /** Uses expanded so far, at any depth. */
    expansions = 0;
    constructor(source, expandable, 
    /** Tokens expansions may still add: the file's budget. */
    left) {
        this.source = source;
        this.expandable = expandable;
        this.left = left;
    }
    /** The expandable macro named by spelling `name`, if one is. */
    macroNamed(name) {
        const index = this.expandable.names.get(name);
        return index === 0 ? undefined : this.expandable.macros[index - 1];
    }
    /** The macros expanded at least once. */
    used() {
        return this.expandable.macros.filter((macro) => macro.used);
    }
    /**
     * `list` with the macros in it expanded (but those in `off`, and those defined after token `at`);
     * undefined when the file's budget runs out.
     */
    expand(list, off, at) {
        const out = { ids: [], spellings: [] };
        const { ids, spellings } = list;
        for (let i = 0; i < ids.length; i++) {
            const name = spellings[i];
            const macro = ids[i] === IDENTIFIER ? this.macroNamed(name) : undefined;
            if (macro === undefined || macro.at > at || off.has(name)) {
                out.ids.push(ids[i]);
                out.spellings.push(name);
                continue;
            }
            let args = [];
            let end = i + 1;
            if (macro.params !== undefined) {
                end = callClose(ids, i + 1, ids.length) + 1;
                const split = end === 0 ? undefined : splitArguments(list, i + 2, end - 1);
                if (split === undefined || split.length !== Math.max(1, macro.params.length)) {
                    out.ids.push(ids[i]);
                    out.spellings.push(name);
                    continue;
                }
                args = [];
                for (const arg of macro.params.length === 0 ? [] : split) {
                    const expanded = this.expand(arg, off, at);
                    if (expanded === undefined)
                        return undefined;
                    args.push(expanded);
                }
            }
            const substituted = substitute(this.source, macro, args);
            this.left -= substituted.ids.length;
            if (this.left < 0)
                return undefined;
            const expanded = this.expand(substituted, new Set([...off, name]), at);
            if (expanded === undefined)
                return undefined;
            macro.used = true;
            this.expansions++;
            append(out, expanded);
            i = end - 1;
        }
        return out;
    }
}
// The arguments of tokens [from, to) of `list`, split at its top-level commas (`f()` has one, empty);
// undefined for arguments that are empty but one.
function splitArguments(list, from, to) {
    const ranges = argumentsOf(list.ids, from, to);
    if (ranges.length === 0)
        return [{ ids: [], spellings: [] }];
    if (ranges.some((range) => range.end === range.start))
        return undefined;
    return ranges.map(({ start, end }) => ({
        ids: list.ids.slice(start, end),
        spellings: list.spellings.slice(start, end),
    }));
}
// The body of `macro` with each parameter replaced by its argument; `(p)` around a one-token argument
// reads as the token alone, as the compiler reads it.
function substitute(source, macro, args) {
    const out = { ids: [], spellings: [] };
    const { ids, spellings } = source;
    const { params } = macro;
    for (let t = macro.body; t < macro.end; t++) {
        const param = ids[t] === IDENTIFIER && params ? params.indexOf(spellings[t]) : -1;
        if (param === -1) {
            const inner = ids[t] === tok.openParen && params ? params.indexOf(spellings[t + 1]) : -1;
            const alone = inner !== -1 &&
                ids[t + 1] === IDENTIFIER &&
                ids[t + 2] === tok.closeParen &&
                args[inner].ids.length === 1;
            if (alone) {
                out.ids.push(args[inner].ids[0]);
                out.spellings.push(args[inner].spellings[0]);
                t += 2;
                continue;
            }
            out.ids.push(ids[t]);
            out.spellings.push(spellings[t]);
            continue;
        }
        append(out, args[param]);
    }
    return out;
}
// Pushed one by one: a spread of a long expansion would pass more arguments than a call may take.
function append(out, tokens) {
    for (let i = 0; i < tokens.ids.length; i++) {
        out.ids.push(tokens.ids[i]);
        out.spellings.push(tokens.spellings[i]);
    }
}
// The rewrites that put each use's expansion in its place, every token of which spans the whole use, and
// leave the definitions of `expanded` out.
function rewritesOf(uses, expanded) {
    const rewrites = uses.map(({ start, end, expansion }) => ({
        start,
        end,
        pieces: expansion.ids.map((id, i) => ({
            id,
            spanOf: start,
            spanTo: end - 1,
            spelling: expansion.spellings[i],
        })),
    }));
    for (const macro of expanded)
        rewrites.push({ start: macro.at, end: macro.end, pieces: [] });
    return rewrites.sort((a, b) => a.start - b.start);
}

;// CONCATENATED MODULE: ./src/languages/formatted-io.ts
// C's formatted input and output read as the stream statements that do the same, the other way a C++
// program is written: `printf("%d %d\n", a, b);` as `cout << a << " " << b << "\n";`, `scanf("%d %d", &a,
// &b);` as `cin >> a >> b;` and `puts(s);` as `cout << s << "\n";`. Whether a solution reads and prints
// with `scanf`/`printf` or with `cin`/`cout` is style (contest programmers switch for speed), and the first
// thing an LLM asked to rewrite a copy changes; a C solution carried into C++ changes it too. Each piece of
// the format's text becomes a string of its own, spelled as the format writes it, so `"\n"` here is the
// `"\n"` a stream prints. Only a whole statement is read so (a call whose value is used, such as
// `while (scanf(…) == 1)`, is left), with one string literal as its format, as many arguments as the format
// converts, no `*` width or precision, no `%n`, and, for `scanf`, no `%[…]`, no `%*…` and only spaces
// between conversions. Java's `printf` reads as `print` the same way, and Java's `print` and `println` in
// one form (`print(x + "\n")` as `println(x)`, `println(String.valueOf(x))` as `println(x)`, a
// `String.format` printed as its `printf`). Pure but for the arrays it is given (the respell of c.ts,
// cpp.ts and java.ts, before normalize-statements.ts).







const formatted_io_PRINTF = (0,token_id/* tokenId */.j)('printf');
const SCANF = (0,token_id/* tokenId */.j)('scanf');
const PUTS = (0,token_id/* tokenId */.j)('puts');
const formatted_io_COUT = (0,token_id/* tokenId */.j)('cout');
const CIN = (0,token_id/* tokenId */.j)('cin');
const formatted_io_NEWLINE = (0,token_id/* tokenId */.j)('"\\n"');
const formatted_io_SYSTEM = (0,token_id/* tokenId */.j)('System');
const formatted_io_STANDARD_STREAMS = IdTable.of(['out', 'err'].map((text) => (0,token_id/* tokenId */.j)(text)));
const FORMATTING = IdTable.of(['printf', 'format'].map((text) => (0,token_id/* tokenId */.j)(text)));
const PRINT = (0,token_id/* tokenId */.j)('print');
const PRINTLN = (0,token_id/* tokenId */.j)('println');
const PRINTING = IdTable.of([PRINT, PRINTLN]);
const formatted_io_PLUS = (0,token_id/* tokenId */.j)('+');
const formatted_io_EMPTY_STRING = (0,token_id/* tokenId */.j)('""');
const formatted_io_STRING = (0,token_id/* tokenId */.j)('String');
const VALUE_OF = (0,token_id/* tokenId */.j)('valueOf');
const TO_STRING = (0,token_id/* tokenId */.j)('toString');
const FORMAT = (0,token_id/* tokenId */.j)('format');
/** The classes whose `toString(x)` is the string `print(x)` prints. */
const BOXES = IdTable.of(['Integer', 'Long', 'Short', 'Byte', 'Double', 'Float', 'Boolean', 'Character'].map((text) => (0,token_id/* tokenId */.j)(text)));
/** What an operand of `+` is made of outside its brackets. */
const OPERAND = IdTable.of([...plainValues, tok.dot, (0,token_id/* tokenId */.j)('this')]);
/** What operands joined by arithmetic are made of outside their brackets. */
const SUM = IdTable.of([...OPERAND, ...['+', '-', '*', '/', '%'].map((text) => (0,token_id/* tokenId */.j)(text))]);
/**
 * `tokens` (of `text`) with their `printf`, `scanf` and `puts` statements read as stream statements;
 * `tokens` itself when there are none.
 */
function readFormattedIoAsStreams(text, tokens) {
    if (!text.includes('printf') && !text.includes('scanf') && !text.includes('puts'))
        return tokens;
    return rewriteCallStatements(text, tokens, (ids, spellings, t) => {
        const callee = spellings[t];
        const known = callee === formatted_io_PRINTF || callee === SCANF || callee === PUTS;
        return known && ids[t] === tok.identifier ? t + 1 : -1;
    }, (call, close, args, ids, spellings, literalText) => spellings[call] === PUTS
        ? putsPieces(call, args)
        : formattedPieces(call, spellings[call] === SCANF, args, ids, literalText));
}
/**
 * Java's `System.out.printf(format, …);` (or `format`, or on `System.err`) with `tokens` (of `text`) read as
 * the `print` of the concatenation that prints the same, `println` when the format ends a line:
 * `System.out.printf("Case %d: %.2f%n", i, v);` as `System.out.println("Case " + i + ": " + v);`. An
 * argument that is more than a name, a literal, a call or a member reads in brackets, as concatenation
 * needs it. `tokens` itself when there is none.
 */
function readJavaPrintfAsPrint(text, tokens) {
    if (!text.includes('print') && !text.includes('format'))
        return tokens;
    return rewriteCallStatements(text, tokens, (ids, spellings, t) => ids[t] === tok.identifier &&
        spellings[t] === formatted_io_SYSTEM &&
        ids[t + 1] === tok.dot &&
        formatted_io_STANDARD_STREAMS.has(spellings[t + 2]) &&
        ids[t + 3] === tok.dot &&
        (FORMATTING.has(spellings[t + 4]) || PRINTING.has(spellings[t + 4]))
        ? t + 5
        : -1, (call, close, args, ids, spellings, literalText) => FORMATTING.has(spellings[call + 4])
        ? printPieces(call, close, args, ids, literalText)
        : printLinePieces(call, close, args, ids, spellings, literalText));
}
/**
 * `System.out.print(…)` or `println(…)` at `call` read in one form, what it prints the same: a value turned
 * into its string first (`String.valueOf(x)`, `Integer.toString(x)`, `"" + x`) as the value, and a `print`
 * whose argument ends with a line's end (`x + "\n"`, `"done\n"`) as the `println` without it. Undefined
 * when neither applies.
 */
function printLinePieces(call, close, args, ids, spellings, literalText) {
    if (args.length !== 1)
        return undefined;
    const written = args[0];
    const formatted = formattedArgumentPieces(call, close, written, ids, spellings, literalText);
    if (formatted !== undefined)
        return formatted;
    let arg = convertedValue(ids, spellings, written) ?? written;
    let method = spellings[call + 4];
    let ending;
    const last = arg.end - 1;
    const rest = method === PRINT && isSum(ids, arg) && ids[last] === normal_tokens/* normalIds */.o.string
        ? lineEnded(literalText(last))
        : undefined;
    if (rest !== undefined) {
        method = PRINTLN;
        if (rest !== '')
            ending = { id: normal_tokens/* normalIds */.o.string, spanOf: last, spelling: (0,token_id/* tokenId */.j)(`"${rest}"`) };
        // `x + "\n"` loses its `+` with the line's end; `"\n"` alone leaves `println()`.
        const alone = last === arg.start;
        arg = { start: arg.start, end: ending !== undefined || alone ? last : last - 1 };
    }
    if (arg === written && method === spellings[call + 4])
        return undefined;
    const pieces = [
        { start: call, end: call + 4 },
        { id: tok.identifier, spanOf: call + 4, spelling: method },
        { start: call + 5, end: call + 6 },
        arg,
    ];
    if (ending !== undefined)
        pieces.push(ending);
    pieces.push({ start: close, end: close + 1 });
    return pieces;
}
/**
 * `print(String.format(f, …))` at `call` as `printf(f, …)` reads (printPieces), and `println(…)` of it as
 * that with the line's end; undefined when the argument `arg` is no such call, or its format already ends
 * a line that `println` would end again.
 */
function formattedArgumentPieces(call, close, arg, ids, spellings, literalText) {
    const formatArgs = staticCallArguments(ids, spellings, arg, (owner, method) => owner === formatted_io_STRING && method === FORMAT);
    if (formatArgs === undefined)
        return undefined;
    return printPieces(call, close, formatArgs, ids, literalText, spellings[call + 4] === PRINTLN);
}
/**
 * The arguments of `range` when it is all one call `Owner.method(…)` that `calls` accepts by the two names'
 * spellings; undefined otherwise.
 */
function staticCallArguments(ids, spellings, range, calls) {
    const { start, end } = range;
    const isCall = ids[start] === tok.identifier &&
        ids[start + 1] === tok.dot &&
        ids[start + 2] === tok.identifier &&
        ids[start + 3] === tok.openParen &&
        calls(spellings[start], spellings[start + 2]) &&
        closerOf(ids, start + 3) === end - 1;
    return isCall ? argumentsOf(ids, start + 4, end - 1) : undefined;
}
/**
 * The value of `range` when it only turns one value into its string, as printing does: `String.valueOf(x)`,
 * `Integer.toString(x)` (and the other boxes'), `"" + x` or `x + ""` for one operand; undefined otherwise.
 */
function convertedValue(ids, spellings, range) {
    const { start, end } = range;
    const emptyAt = (t) => ids[t] === normal_tokens/* normalIds */.o.string && spellings[t] === formatted_io_EMPTY_STRING;
    if (end - start >= 3 && emptyAt(start) && ids[start + 1] === formatted_io_PLUS) {
        const value = { start: start + 2, end };
        return formatted_io_isOperand(ids, value) ? value : undefined;
    }
    if (end - start >= 3 && emptyAt(end - 1) && ids[end - 2] === formatted_io_PLUS) {
        const value = { start, end: end - 2 };
        return formatted_io_isOperand(ids, value) ? value : undefined;
    }
    const inner = staticCallArguments(ids, spellings, range, (owner, method) => (owner === formatted_io_STRING && method === VALUE_OF) || (BOXES.has(owner) && method === TO_STRING));
    return inner?.length === 1 && inner[0].end > inner[0].start ? inner[0] : undefined;
}
/** Whether tokens `range` are operands joined by arithmetic only, outside brackets: `a + " " + f(b) * 2`. */
function isSum(ids, range) {
    return range.end > range.start && onlyOutsideBrackets(ids, range, SUM);
}
/**
 * A plain string literal written as `written` (its quotes with it) without the line's end it ends with, as
 * written between its quotes; undefined when it does not end with `\n` (an escaped backslash before an `n`
 * is no line's end).
 */
function lineEnded(written) {
    if (written.startsWith('"""') || !written.startsWith('"') || !written.endsWith('\\n"'))
        return undefined;
    const body = written.slice(1, -3);
    let backslashes = 0;
    while (backslashes < body.length && body[body.length - 1 - backslashes] === '\\')
        backslashes++;
    return backslashes % 2 === 0 ? body : undefined;
}
/**
 * `tokens` with each call statement that `openAt` finds (the call's `(` when the statement at `t` is one
 * of its calls, else -1), whose `)` its `;` follows, rewritten to what `piecesOf` makes of it (left as it
 * is where that is undefined).
 */
function rewriteCallStatements(text, tokens, openAt, piecesOf) {
    const { ids, spans } = tokens;
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
    const literalText = literalReader(text, spans);
    const rewrites = [];
    for (let t = 0; t < ids.length; t++) {
        if (t > 0 && !statementFollows.has(ids[t - 1]))
            continue;
        const open = openAt(ids, spellings, t);
        if (open < 0 || ids[open] !== tok.openParen)
            continue;
        const close = closerOf(ids, open);
        if (close < 0 || ids[close + 1] !== tok.semicolon)
            continue;
        const pieces = piecesOf(t, close, argumentsOf(ids, open + 1, close), ids, spellings, literalText);
        if (pieces === undefined)
            continue;
        rewrites.push({ start: t, end: close + 1, pieces });
        t = close;
    }
    return rewrites.length === 0 ? tokens : emitRewrites({ ids, spans, spellings }, rewrites, false);
}
// `System.out.print(…)` or `println(…)` of the concatenation for the printf at `call`, whose `)` is at
// `close` (`println` with `endsLineAnyway`, for a `println` of `String.format`); undefined when it is not
// one this reads.
function printPieces(call, close, args, ids, literalText, endsLineAnyway = false) {
    const parts = formatOf(args, ids, literalText, JAVA);
    if (parts === undefined)
        return undefined;
    const last = parts[parts.length - 1];
    const endsLine = last !== undefined && 'text' in last && last.text.endsWith('\\n');
    // `println` of a format that ends a line ends two: no print of one concatenation.
    if (endsLine && endsLineAnyway)
        return undefined;
    if (endsLine) {
        const rest = last.text.slice(0, -2);
        if (rest.length > 0)
            parts[parts.length - 1] = { text: rest };
        else
            parts.pop();
    }
    const pieces = [
        { start: call, end: call + 4 },
        { id: tok.identifier, spanOf: call + 4, spelling: endsLine || endsLineAnyway ? PRINTLN : PRINT },
        { id: tok.openParen, spanOf: call + 5, spelling: 0 },
    ];
    let next = 1;
    for (const part of parts) {
        if (pieces.length > 3)
            pieces.push({ id: formatted_io_PLUS, spanOf: call + 5, spelling: 0 });
        if ('text' in part) {
            pieces.push({ id: normal_tokens/* normalIds */.o.string, spanOf: args[0].start, spelling: (0,token_id/* tokenId */.j)(`"${part.text}"`) });
            continue;
        }
        const arg = args[next++];
        if (arg.end === arg.start)
            return undefined;
        const bracketed = !formatted_io_isOperand(ids, arg);
        if (bracketed)
            pieces.push({ id: tok.openParen, spanOf: arg.start, spelling: 0 });
        pieces.push(arg);
        if (bracketed)
            pieces.push({ id: tok.closeParen, spanOf: arg.end - 1, spelling: 0 });
    }
    pieces.push({ id: tok.closeParen, spanOf: close, spelling: 0 });
    return pieces;
}
// Whether tokens `range` are one operand of `+` as they stand: names, literals, members, calls and
// elements, no operator outside brackets.
function formatted_io_isOperand(ids, range) {
    return onlyOutsideBrackets(ids, range, OPERAND);
}
// Whether every token of `range` outside its round and square brackets is one of `allowed`.
function onlyOutsideBrackets(ids, range, allowed) {
    let depth = 0;
    for (let t = range.start; t < range.end; t++) {
        const id = ids[t];
        if (id === tok.openParen || id === tok.openBracket)
            depth++;
        else if (id === tok.closeParen || id === tok.closeBracket)
            depth--;
        else if (depth === 0 && !allowed.has(id))
            return false;
    }
    return true;
}
// `cout << s << "\n"` for `puts(s)` at `call`.
function putsPieces(call, args) {
    if (args.length !== 1)
        return undefined;
    return [
        { id: tok.identifier, spanOf: call, spelling: formatted_io_COUT },
        { id: tok.shiftLeft, spanOf: call, spelling: 0 },
        args[0],
        { id: tok.shiftLeft, spanOf: call, spelling: 0 },
        { id: normal_tokens/* normalIds */.o.string, spanOf: call, spelling: formatted_io_NEWLINE },
    ];
}
// The stream statement's pieces for `printf(format, …)` or `scanf(format, …)` at `call`; undefined when
// it is not one this reads.
function formattedPieces(call, input, args, ids, literalText) {
    const parts = formatOf(args, ids, literalText, input ? C_INPUT : C_OUTPUT);
    if (parts === undefined)
        return undefined;
    const format = args[0];
    if (input && parts.every((part) => 'text' in part))
        return undefined;
    const operator = input ? tok.shiftRight : tok.shiftLeft;
    const pieces = [{ id: tok.identifier, spanOf: call, spelling: input ? CIN : formatted_io_COUT }];
    let next = 1;
    for (const part of parts) {
        if ('text' in part) {
            if (input)
                continue;
            pieces.push({ id: operator, spanOf: call, spelling: 0 });
            pieces.push({ id: normal_tokens/* normalIds */.o.string, spanOf: format.start, spelling: (0,token_id/* tokenId */.j)(`"${part.text}"`) });
            continue;
        }
        let arg = args[next++];
        // `&a` is where scanf stores; `cin >> a` names the variable.
        if (input && ids[arg.start] === tok.amp)
            arg = { start: arg.start + 1, end: arg.end };
        if (arg.end === arg.start)
            return undefined;
        pieces.push({ id: operator, spanOf: call, spelling: 0 }, arg);
    }
    return pieces;
}
// The text of the literal token at `t`, as written, its quotes and prefix with it.
function literalReader(text, spans) {
    let lineStarts;
    return (t) => {
        lineStarts ??= (0,line_starts/* startsOfLines */.E)(text);
        const from = lineStarts[spans[4 * t]] + spans[4 * t + 1];
        return text.slice(from, lineStarts[spans[4 * t + 2]] + spans[4 * t + 3]);
    };
}
// The pieces of the format that is a call's first argument: one plain string literal, converting as many
// values as the call passes after it, and printing something (`printf("")`, which prints nothing, is
// known to statement normalization as such). Undefined otherwise.
function formatOf(args, ids, literalText, dialect) {
    const format = args[0];
    if (format === undefined || format.end !== format.start + 1 || ids[format.start] !== normal_tokens/* normalIds */.o.string)
        return undefined;
    const written = literalText(format.start);
    if (written.length < 2 || !written.startsWith('"') || !written.endsWith('"') || written.startsWith('"""'))
        return undefined;
    const parts = parseFormat(written.slice(1, -1), dialect);
    if (parts === undefined || parts.length === 0)
        return undefined;
    const conversions = parts.filter((part) => 'conversion' in part).length;
    return conversions === args.length - 1 ? parts : undefined;
}
const C_OUTPUT = {
    flags: '-+ #0',
    precision: true,
    lengths: 'hlLqjzt',
    conversions: 'diouxXfFeEgGaAcsp',
};
const C_INPUT = { ...C_OUTPUT, flags: '', precision: false, input: true };
const JAVA = {
    flags: '-#+ 0,(',
    precision: true,
    lengths: '',
    conversions: 'bBhHsScCdoxXeEfgGaA',
    newline: 'n',
};
/**
 * The pieces of a format written as `format` (between its quotes, escapes as written); undefined for a
 * conversion this does not read, or, for input, text other than spaces.
 */
function parseFormat(format, dialect) {
    const { input = false } = dialect;
    const parts = [];
    let text = '';
    const flush = () => {
        if (text.length > 0)
            parts.push({ text });
        text = '';
    };
    for (let i = 0; i < format.length; i++) {
        const char = format[i];
        if (char === '\\') {
            text += format.slice(i, i + 2);
            i++;
            continue;
        }
        if (char !== '%') {
            text += char;
            continue;
        }
        // `%%` prints the `%` a stream prints from "%".
        if (format[i + 1] === '%') {
            text += '%';
            i++;
            continue;
        }
        if (format[i + 1] !== undefined && format[i + 1] === dialect.newline) {
            text += '\\n';
            i++;
            continue;
        }
        let j = i + 1;
        while (j < format.length && dialect.flags.includes(format[j]))
            j++;
        while (j < format.length && format[j] >= '0' && format[j] <= '9')
            j++;
        if (dialect.precision && format[j] === '.') {
            j++;
            while (j < format.length && format[j] >= '0' && format[j] <= '9')
                j++;
        }
        while (j < format.length && dialect.lengths.includes(format[j]))
            j++;
        const conversion = format[j];
        if (conversion === undefined || !dialect.conversions.includes(conversion))
            return undefined;
        flush();
        parts.push({ conversion: true });
        i = j;
    }
    flush();
    if (input && parts.some((part) => 'text' in part && !/^(\s|\\[nt])*$/.test(part.text)))
        return undefined;
    return parts;
}

;// CONCATENATED MODULE: ./src/languages/type-aliases.ts
// C and C++ aliases of a type read as the type they stand for, as the compiler reads them: after
// `typedef long long ll;`, `using ll = long long;` or `#define ll long long`, every `ll` is the `$numtype`
// that `long long` is; after `typedef pair<int, int> pii;` or `using vi = vector<int>;`, every `pii` is
// `pair<int, int>` and every `vi` `vector<int>`; and the definition itself goes. A contest template's
// aliases stand in every signature, cast and declaration of a solution, so a copy that spells the types out
// (or brings its own aliases) otherwise differs from its original at each of them, and two solutions
// written apart share the definitions' lines as if they were code. A `#define` of more than a numeric type
// is a macro, expanded as macros are (expand-macros.ts).
// Read so (an alias in another's type too): an alias defined once in the file, of a type without brackets
// but angle ones (a function pointer's type, an array's and a `struct { … }` are left as written), at uses
// after its definition that are no member (`.pii`, `->pii`, `::pii`) and no tag (`struct node` after
// `typedef struct node node;`).
// Every token a use reads as takes the use's span. An unused alias is left out whatever it names
// (unused-definitions.ts). Pure: new arrays when it reads one, the arrays it is given otherwise (the
// respell of c.ts and cpp.ts, before normalize-statements.ts).







const type_aliases_DEFINE = (0,token_id/* tokenId */.j)('#define');
const type_aliases_TYPEDEF = (0,token_id/* tokenId */.j)('typedef');
const type_aliases_USING = (0,token_id/* tokenId */.j)('using');
const TEMPLATE_END = (0,token_id/* tokenId */.j)('>');
const NUMTYPE = normal_tokens/* normalIds */.o.numericType;
const type_aliases_IDENTIFIER = tok.identifier;
/** What a use of an alias does not follow: a member's access or a tag's keyword. */
const NOT_AFTER = IdTable.of(['.', '->', '::', 'struct', 'union', 'enum', 'class'].map(token_id/* tokenId */.j));
/**
 * `tokens` (of `text`) with each alias's uses read as its type and the definitions of those it reads left
 * out; `tokens` itself when the file defines none.
 */
function resolveTypeAliases(text, tokens) {
    const { ids, spans } = tokens;
    let spellings = tokens.spellings;
    const found = [];
    for (let t = 0; t < ids.length; t++) {
        const id = ids[t];
        if (id !== type_aliases_TYPEDEF && id !== type_aliases_USING && id !== type_aliases_DEFINE)
            continue;
        const alias = type_aliases_aliasAt(ids, spans, t);
        if (alias === undefined)
            continue;
        spellings ??= (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
        found.push({ ...alias, name: spellings[alias.name] });
        t = alias.end - 1;
    }
    if (found.length === 0)
        return tokens;
    // A name defined twice (under #ifdef and #else, or in two functions) is left as written.
    const counts = new Map();
    for (const alias of found)
        counts.set(alias.name, (counts.get(alias.name) ?? 0) + 1);
    const aliases = found.filter((alias) => counts.get(alias.name) === 1);
    const byName = new IdTable(aliases.map((alias, i) => [alias.name, i + 1]));
    const source = { ids, spans, spellings: spellings };
    const types = resolvedTypes(source, aliases, byName);
    const used = new Set();
    const rewrites = [];
    let next = 0;
    for (let t = 0; t < ids.length; t++) {
        // The definitions are left out whole, and passed over here.
        if (next < found.length && found[next].start === t) {
            t = found[next++].end - 1;
            continue;
        }
        if (ids[t] !== type_aliases_IDENTIFIER)
            continue;
        const index = byName.get(source.spellings[t]);
        if (index === 0 || (t > 0 && NOT_AFTER.has(ids[t - 1])))
            continue;
        const alias = aliases[index - 1];
        if (alias.start > t)
            continue;
        const type = types[index - 1];
        for (const inner of type.aliases)
            used.add(inner);
        rewrites.push({ start: t, end: t + 1, pieces: typeAt(type, t) });
    }
    if (used.size === 0)
        return tokens;
    // The definitions of the aliases read go, in order among the uses.
    for (const alias of used)
        rewrites.push({ start: alias.start, end: alias.end, pieces: [] });
    rewrites.sort((a, b) => a.start - b.start);
    return emitRewrites(source, rewrites, false);
}
// Each alias's type, in order: an alias defined before it and named in it reads as its own type
// (`typedef vector<pii> vpii;` is `vector<pair<int, int>>`).
function resolvedTypes(source, aliases, byName) {
    const types = [];
    for (const alias of aliases) {
        const type = { ids: [], spellings: [], aliases: [alias] };
        for (let t = alias.type.start; t < alias.type.end; t++) {
            const index = source.ids[t] === type_aliases_IDENTIFIER ? byName.get(source.spellings[t]) : 0;
            const inner = index === 0 || NOT_AFTER.has(source.ids[t - 1]) ? undefined : types[index - 1];
            if (inner === undefined) {
                type.ids.push(source.ids[t]);
                type.spellings.push(source.spellings[t]);
                continue;
            }
            type.ids.push(...inner.ids);
            type.spellings.push(...inner.spellings);
            type.aliases.push(...inner.aliases);
        }
        types.push(type);
    }
    return types;
}
// The tokens of `type`, each spelled as its definition writes it and with the span of the use at `use`.
function typeAt(type, use) {
    const pieces = [];
    for (let i = 0; i < type.ids.length; i++)
        pieces.push({ id: type.ids[i], spanOf: use, spelling: type.spellings[i] });
    return pieces;
}
// The alias whose definition starts at token `t`, if one does: where its name and type are and where its
// tokens end. `typedef T NAME ;`, `using NAME = T ;` (not after `template <…>`), or `#define NAME $numtype`
// alone on its line, T holding no bracket but angle ones.
function type_aliases_aliasAt(ids, spans, t) {
    const id = ids[t];
    if (id === type_aliases_TYPEDEF) {
        const semicolon = typeEnd(ids, t + 1);
        if (semicolon === undefined || semicolon < t + 3 || ids[semicolon - 1] !== type_aliases_IDENTIFIER)
            return undefined;
        return { name: semicolon - 1, type: { start: t + 1, end: semicolon - 1 }, start: t, end: semicolon + 1 };
    }
    if (id === type_aliases_USING) {
        if (ids[t + 1] !== type_aliases_IDENTIFIER || ids[t + 2] !== tok.assign || ids[t - 1] === TEMPLATE_END)
            return undefined;
        const semicolon = typeEnd(ids, t + 3);
        if (semicolon === undefined || semicolon === t + 3)
            return undefined;
        return { name: t + 1, type: { start: t + 3, end: semicolon }, start: t, end: semicolon + 1 };
    }
    if (ids[t + 1] !== type_aliases_IDENTIFIER || ids[t + 2] !== NUMTYPE)
        return undefined;
    const line = spans[4 * t];
    const alone = spans[4 * (t + 2) + 2] === line && (t + 3 >= ids.length || spans[4 * (t + 3)] > line);
    return alone ? { name: t + 1, type: { start: t + 2, end: t + 3 }, start: t, end: t + 3 } : undefined;
}
// The `;` that ends a type from `from` on, or undefined when a bracket, a `=`, another definition or a comma
// outside angle brackets (`typedef int A, *B;` defines two names) comes first.
function typeEnd(ids, from) {
    let angles = 0;
    for (let t = from; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.semicolon)
            return t;
        if (id === tok.less)
            angles++;
        else if (id === tok.greater)
            angles--;
        else if (id === tok.shiftRight)
            angles -= 2;
        else if (id === tok.comma && angles <= 0)
            return undefined;
        if (isBracket(id) || id === tok.assign || id === type_aliases_TYPEDEF || id === type_aliases_USING || id === type_aliases_DEFINE)
            return undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/c.ts
// C front end. `#include`, `#pragma` and other directives are boilerplate and dropped with their line;
// `#define`, `#if` and the like stay as one `#name` token with the rest of the line lexed as code. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `const` and `register` are dropped (adding or removing them is cosmetic to the algorithm);
// - numeric type words (`short int long float double signed unsigned` and the `<stdint.h>` fixed-width
//   names) fold to `$numtype`, and a run of them (`unsigned long long`) to one;
// - an alias of a type (`typedef long long ll;`, `#define ll long long`, `typedef struct node node;`) reads
//   as the type (type-aliases.ts), and a macro's uses as its expansion, its definition left out
//   (expand-macros.ts);
// - `printf`, `scanf` and `puts` statements read as the stream statements that do the same (formatted-io.ts).






/** `"..."` and `'c'` with C's encoding prefixes. */
const cLiterals = ['', 'L', 'u', 'U', 'u8'].flatMap((prefix) => [
    { prefix, quote: '"', token: '$str' },
    { prefix, quote: "'", token: '$chr' },
]);
/** C's tables; C++ extends them. */
const cSpec = {
    keywords: wordList(`
    auto break case char continue default do else enum extern for goto if inline restrict return sizeof
    static struct switch typedef union void volatile while bool true false NULL nullptr alignas alignof
    static_assert thread_local typeof _Alignas _Alignof _Atomic _Bool _Complex _Generic _Noreturn
    _Static_assert _Thread_local
  `),
    droppedWords: wordList('const register'),
    foldedWords: foldWords(`short int long float double signed unsigned size_t ssize_t int8_t int16_t int32_t int64_t uint8_t
     uint16_t uint32_t uint64_t`, '$numtype'),
    operators: [...cFamilyOperators, ...wordList('-> ... # ##')],
    droppedOperators: droppedBraces,
    lineComments: cLineComments,
    blockComments: cBlockComments,
    literals: cLiterals,
    preprocessor: { keep: wordList('define undef if ifdef ifndef elif elifdef elifndef else endif') },
};
const c = defineLanguage({
    id: 'c',
    version: 27,
    extensions: ['.c', '.h'],
    spec: cSpec,
    normalizeStatements: true,
    respell: (text, lexed) => readFormattedIoAsStreams(text, expandMacros(text, resolveTypeAliases(text, lexed))),
});

;// CONCATENATED MODULE: ./src/languages/for-each-loops.ts
// Loops over a container's elements read in one form, for Java and C++ before their statements are outlined
// (normalize-statements.ts): the element read by its index where it is used.
// - A for-each reads as the counted loop it stands for: `for (T v : a) { … v … }` as
//   `for (int i = 0; i < a.length; i++) { … a[i] … }` (`a.size()` and `a.get(i)` for a Java list,
//   `a.size()` and `a[i]` in C++). A counted loop is then read as its `while` (statement-outline.ts).
// - An index loop whose body starts by copying the element into a local reads without the copy, the local
//   as the element: `for (…; i++) { T v = a[i]; … v … }` as `for (…; i++) { … a[i] … }`.
// The two loops run alike, and so do the two bodies: "replace with for-each" and "inline variable" are one
// click in an IDE, and a copy asked to look different gets the form its original did not use. The element
// form is the one read, not the for-each: an index loop that reads its index another way, or gains an
// inserted statement that does, has no for-each form.
// Only where the reading is sure: the container is a name or a name's element (`adj[u]`; in Java, of a
// name the file declares as an array or a list of that depth), the element is a name that the body never
// redeclares nor, unless it is a C++ reference, assigns, the body's end is sure (any statement but a
// `try`), and a copied element's index and container are not assigned in the body. A for-each's index is
// a name of its own, spelled from the element's, so that two loops' indexes stay apart. Added tokens take
// the span of the `for` header or of the name they stand for. Returns the tokens it is given when nothing
// is rewritten.





const FOR = tok.for;
const for_each_loops_IDENTIFIER = normal_tokens/* normalIds */.o.identifier;
const for_each_loops_NUMBER = normal_tokens/* normalIds */.o.number;
const NUMERIC_TYPE = normal_tokens/* normalIds */.o.numericType;
const INCREMENT = (0,token_id/* tokenId */.j)('++');
const for_each_loops_PLUS_ASSIGN = (0,token_id/* tokenId */.j)('+=');
const for_each_loops_ZERO = (0,token_id/* tokenId */.j)('0');
const for_each_loops_ONE = (0,token_id/* tokenId */.j)('1');
const LENGTH = (0,token_id/* tokenId */.j)('length');
const SIZE = (0,token_id/* tokenId */.j)('size');
const GET = (0,token_id/* tokenId */.j)('get');
/** Java's list types, whose elements `get(i)` reads. */
const LISTS = IdTable.of(['List', 'ArrayList', 'LinkedList', 'Vector'].map((name) => (0,token_id/* tokenId */.j)(name)));
/** `tokens` with its loops over elements read in one form, in new arrays; `tokens` when none is. */
function readForEachAsIndexLoops(sequence, dialect) {
    let read = sequence;
    // A loop over an outer loop's element (`for (int x : row)` in `for (int[] row : grid)`) is read once the
    // outer one is (`for (int x : grid[i])`): a pass per depth of such nesting, most files needing one.
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const { tokens, waiting } = readOnce(read, dialect);
        read = tokens;
        if (!waiting)
            break;
    }
    return read;
}
const MAX_PASSES = 4;
/** One pass of readForEachAsIndexLoops, and whether a loop waits for its outer loop's reading. */
function readOnce(sequence, dialect) {
    const { ids, spans, spellings } = sequence;
    if (spellings === undefined)
        return { tokens: sequence, waiting: false };
    const tokens = { ids, spellings, dialect };
    const rewrites = [];
    // Tokens an accepted rewrite replaces: a loop whose own rewrites would overlap them waits.
    const taken = new Set();
    let waiting = false;
    for (let t = 0; t + 1 < ids.length; t++) {
        if (ids[t] !== FOR || ids[t + 1] !== tok.openParen)
            continue;
        const close = closerOf(ids, t + 1);
        if (close < 0)
            continue;
        const loop = forEachAt(tokens, t, close) ?? elementCopyAt(tokens, t, close);
        if (loop === undefined)
            continue;
        if (loop.some((r) => overlaps(taken, r))) {
            waiting = true;
            continue;
        }
        for (const rewrite of loop) {
            rewrites.push(rewrite);
            for (let r = rewrite.start; r < rewrite.end; r++)
                taken.add(r);
        }
    }
    if (rewrites.length === 0)
        return { tokens: sequence, waiting: false };
    // Outer loops' element reads and inner loops' rewrites interleave: emitted in token order.
    rewrites.sort((x, y) => x.start - y.start);
    return { tokens: emitRewrites({ ids, spans, spellings }, rewrites, false), waiting };
}
function overlaps(taken, rewrite) {
    for (let t = rewrite.start; t < rewrite.end; t++)
        if (taken.has(t))
            return true;
    return false;
}
/**
 * The rewrites of the for-each whose `for` is at `at` (its header's `)` at `close`): its header, then each read of its element; undefined
 * when it is no for-each this reads.
 */
function forEachAt(tokens, at, close) {
    const { ids, spellings, dialect } = tokens;
    // `for (T v : c)`: a type, the element, `:` and the container, with no `;` (a counted loop's).
    let colon = -1;
    for (let t = at + 2; t < close; t++) {
        if (ids[t] === tok.semicolon)
            return undefined;
        if (ids[t] === tok.colon && colon < 0)
            colon = t;
    }
    const element = colon - 1;
    if (element <= at + 2 || ids[element] !== for_each_loops_IDENTIFIER)
        return undefined;
    const container = containerOf(tokens, { start: colon + 1, end: close });
    const body = statementAt(ids, close + 1);
    if (container === undefined || body === undefined)
        return undefined;
    const reference = dialect === 'cpp' && (ids[element - 1] === tok.amp || ids[element - 1] === tok.ampAmp);
    const reads = elementReads(tokens, element, body, reference);
    if (reads === undefined)
        return undefined;
    const index = (0,token_id/* tokenId */.j)(`${spellings[element]}#index`);
    const from = at + 1;
    const mark = (id) => ({ id, spanOf: from });
    const name = (spelling) => ({ id: for_each_loops_IDENTIFIER, spanOf: from, spelling });
    const size = dialect === 'java' && container.access === 'array'
        ? [mark(tok.dot), name(LENGTH)]
        : [mark(tok.dot), name(SIZE), mark(tok.openParen), mark(tok.closeParen)];
    // `( int i = 0 ; i < c . length ; i ++ )`, spanning the header it replaces.
    const header = {
        start: from,
        end: close + 1,
        pieces: [
            mark(tok.openParen),
            mark(NUMERIC_TYPE),
            name(index),
            mark(tok.assign),
            { id: for_each_loops_NUMBER, spanOf: from, spelling: for_each_loops_ZERO },
            mark(tok.semicolon),
            name(index),
            mark(tok.less),
            ...added(tokens, container, from),
            ...size,
            mark(tok.semicolon),
            name(index),
            mark(INCREMENT),
            mark(tok.closeParen),
        ],
    };
    return [header, ...reads.map((t) => elementRead(tokens, container, index, t))];
}
/**
 * The rewrites of the counted loop whose `for` is at `at` (its header's `)` at `close`) when its body starts by copying the element its
 * index stands at (`T v = c[i];`, Java's `T v = c.get(i);`): the copy dropped, then each read of the local
 * as the element; undefined otherwise.
 */
function elementCopyAt(tokens, at, close) {
    const { ids, spellings, dialect } = tokens;
    if (ids[close + 1] !== tok.openBrace)
        return undefined;
    const index = steppedIndex(tokens, close);
    if (index < 0)
        return undefined;
    const end = statementEnd(ids, close + 2);
    if (end < 0 || ids[end] !== tok.semicolon)
        return undefined;
    // `T v = c [ i ] ;` or `T v = c . get ( i ) ;`: the element, `=`, the container and the access.
    const assign = outsideBrackets(ids, tok.assign, close + 2, end);
    const local = assign - 1;
    if (local <= close + 2 || ids[local] !== for_each_loops_IDENTIFIER)
        return undefined;
    const access = ids[end - 1] === tok.closeBracket && ids[end - 3] === tok.openBracket
        ? 'array'
        : dialect === 'java' &&
            ids[end - 1] === tok.closeParen &&
            ids[end - 3] === tok.openParen &&
            spellings[end - 4] === GET &&
            ids[end - 5] === tok.dot
            ? 'list'
            : undefined;
    if (access === undefined || ids[end - 2] !== for_each_loops_IDENTIFIER || spellings[end - 2] !== spellings[index])
        return undefined;
    const range = { start: assign + 1, end: access === 'array' ? end - 3 : end - 5 };
    const container = containerOf(tokens, range, access);
    const blockEnd = closerOf(ids, close + 1);
    if (container === undefined || blockEnd < 0)
        return undefined;
    const rest = { start: end + 1, end: blockEnd };
    // The element stays where it was while the body runs: its index and container are not assigned there.
    const names = container.end - container.start === 4 ? [index, range.start, range.start + 2] : [index, range.start];
    for (const name of names)
        if (ids[name] === for_each_loops_IDENTIFIER && isAssigned(tokens, spellings[name], rest))
            return undefined;
    const reference = dialect === 'cpp' && (ids[local - 1] === tok.amp || ids[local - 1] === tok.ampAmp);
    const reads = elementReads(tokens, local, rest, reference);
    if (reads === undefined)
        return undefined;
    const copy = { start: close + 2, end: end + 1, pieces: [] };
    return [copy, ...reads.map((t) => elementRead(tokens, container, spellings[index], t))];
}
/** The index a counted loop's update steps by one (`i++`, `++i`, `i += 1`), its `)` at `close`; -1 if none. */
function steppedIndex(tokens, close) {
    const { ids, spellings } = tokens;
    if (ids[close - 1] === INCREMENT && ids[close - 2] === for_each_loops_IDENTIFIER && ids[close - 3] === tok.semicolon)
        return close - 2;
    if (ids[close - 1] === for_each_loops_IDENTIFIER && ids[close - 2] === INCREMENT && ids[close - 3] === tok.semicolon)
        return close - 1;
    const oneStep = spellings[close - 1] === for_each_loops_ONE && ids[close - 1] === for_each_loops_NUMBER && ids[close - 2] === for_each_loops_PLUS_ASSIGN;
    return oneStep && ids[close - 3] === for_each_loops_IDENTIFIER && ids[close - 4] === tok.semicolon ? close - 3 : -1;
}
/** The container `c` or `c [ x ]` in tokens `range` with its access; undefined if it is neither shape. */
function containerOf(tokens, range, used) {
    const { ids, dialect } = tokens;
    const { start, end } = range;
    if (ids[start] !== for_each_loops_IDENTIFIER)
        return undefined;
    const indexed = end - start === 4 &&
        ids[start + 1] === tok.openBracket &&
        (ids[start + 2] === for_each_loops_IDENTIFIER || ids[start + 2] === for_each_loops_NUMBER) &&
        ids[start + 3] === tok.closeBracket;
    if (end - start !== 1 && !indexed)
        return undefined;
    // C++ reads every container's elements by index; Java says by its declaration, or by its own code.
    const access = dialect === 'cpp' ? 'array' : (used ?? declaredAccess(tokens, start, indexed ? 1 : 0));
    return access === undefined ? undefined : { start, end, access };
}
/**
 * How Java reads the elements of the name at `at` indexed `depth` times: by index if the file declares it
 * an array of more dimensions (`T[] a`, `T a[]`), by `get` if a list of that many (`List<T> a`,
 * `List<T>[] a`); undefined if neither, or both.
 */
function declaredAccess(tokens, at, depth) {
    const { ids, spellings } = tokens;
    let array = false;
    let list = false;
    for (let t = 1; t < ids.length; t++) {
        if (ids[t] !== for_each_loops_IDENTIFIER || spellings[t] !== spellings[at])
            continue;
        let before = 0;
        while (ids[t - 2 * before - 1] === tok.closeBracket && ids[t - 2 * before - 2] === tok.openBracket)
            before++;
        let after = 0;
        while (ids[t + 2 * after + 1] === tok.openBracket && ids[t + 2 * after + 2] === tok.closeBracket)
            after++;
        const dimensions = Math.max(before, after);
        if (dimensions > depth)
            array = true;
        else if (dimensions === depth && before === depth && ids[t - 2 * before - 1] === tok.greater)
            list ||= isListType(tokens, t - 2 * before - 1);
    }
    return array === list ? undefined : array ? 'array' : 'list';
}
/** Whether the `>` at `close` ends type arguments of a list type: `List<…>`, `ArrayList<…>`. */
function isListType(tokens, close) {
    const { ids, spellings } = tokens;
    let depth = 0;
    for (let t = close; t > 0; t--) {
        const id = ids[t];
        if (id === tok.greater)
            depth++;
        else if (id === tok.shiftRight)
            depth += 2;
        else if (id === tok.less && --depth === 0)
            return ids[t - 1] === for_each_loops_IDENTIFIER && LISTS.has(spellings[t - 1]);
        else if (id === tok.semicolon || id === tok.openBrace || id === tok.closeBrace)
            return false;
    }
    return false;
}
/**
 * Where the body `range` reads the element named at `element`, or undefined if it redeclares it, or writes
 * it where it is a copy of the element (`reference` false). A member of that name (`x.v`) is another name.
 */
function elementReads(tokens, element, range, reference) {
    const { ids, spellings } = tokens;
    const reads = [];
    for (let t = range.start; t < range.end; t++) {
        if (ids[t] !== for_each_loops_IDENTIFIER || spellings[t] !== spellings[element])
            continue;
        if (memberAccess.has(ids[t - 1]))
            continue;
        // `T v` again: a name of its own in an inner block.
        if (ids[t - 1] === for_each_loops_IDENTIFIER || ids[t - 1] === NUMERIC_TYPE)
            return undefined;
        if (!reference && writes(ids, t))
            return undefined;
        reads.push(t);
    }
    return reads;
}
/** The element of `container` at `index` (a spelling) for the name read at `t`, spanning that name. */
function elementRead(tokens, container, index, t) {
    const mark = (id) => ({ id, spanOf: t });
    const name = (spelling) => ({ id: for_each_loops_IDENTIFIER, spanOf: t, spelling });
    const at = added(tokens, container, t);
    const pieces = container.access === 'list'
        ? [...at, mark(tok.dot), name(GET), mark(tok.openParen), name(index), mark(tok.closeParen)]
        : [...at, mark(tok.openBracket), name(index), mark(tok.closeBracket)];
    return { start: t, end: t + 1, pieces };
}
/** The container's tokens again, spanning the token at `spanOf`. */
function added(tokens, container, spanOf) {
    const pieces = [];
    for (let t = container.start; t < container.end; t++)
        pieces.push({ id: tokens.ids[t], spanOf, spelling: tokens.spellings[t] });
    return pieces;
}
/** Whether the body `range` assigns or steps the name spelled `spelling` (not a member of that name). */
function isAssigned(tokens, spelling, range) {
    const { ids, spellings } = tokens;
    for (let t = range.start; t < range.end; t++)
        if (ids[t] === for_each_loops_IDENTIFIER &&
            spellings[t] === spelling &&
            !memberAccess.has(ids[t - 1]) &&
            writes(ids, t))
            return true;
    return false;
}
/** Whether the name at `t` is assigned or stepped there. */
function writes(ids, t) {
    const next = ids[t + 1];
    return next === tok.assign || compoundAssign.has(next) || incDec.has(next) || incDec.has(ids[t - 1]);
}

;// CONCATENATED MODULE: ./src/languages/min-max-form.ts
// A running maximum or minimum read in one form, for Java and C++ before their statements are outlined
// (normalize-statements.ts): `if (v > best) best = v;` (or `best < v`, `>=`, braces) as the call it stands
// for, `best = Math.max(best, v);` (C++'s `max`, `std::` already dropped), and a call with its arguments
// the other way round (`max(v, best)`) as that one; `min` for `<`. The two keep the same value, "replace
// with Math.max" is one click in an IDE, and an LLM asked to rewrite a copy swaps one for the other. The
// call is the form read, not the `if`, which writes the value twice: there a value spelled another way (a
// cast as `static_cast`) would differ twice. Only a whole statement: an `if` without `else` whose branch
// is that one assignment to a name, the value the same tokens in the condition and the branch; a call
// assigned to a name that is one of its two arguments. The value is free of calls, assignments and steps
// (the `if` evaluates it twice). Added tokens take the span of the `if`. Returns the tokens it is given when
// nothing is rewritten.




const min_max_form_IDENTIFIER = normal_tokens/* normalIds */.o.identifier;
const MAX = (0,token_id/* tokenId */.j)('max');
const MIN = (0,token_id/* tokenId */.j)('min');
const MATH = (0,token_id/* tokenId */.j)('Math');
const AT_LEAST = (0,token_id/* tokenId */.j)('>=');
const AT_MOST = (0,token_id/* tokenId */.j)('<=');
/** `tokens` with their running maxima and minima read as calls, in new arrays; `tokens` when none is. */
function readMinMaxAsCalls(sequence, dialect) {
    const { ids, spans, spellings } = sequence;
    if (spellings === undefined)
        return sequence;
    const tokens = { ids, spellings, dialect };
    const rewrites = [];
    for (let t = 1; t + 3 < ids.length; t++) {
        const id = ids[t];
        if ((id !== tok.if && id !== min_max_form_IDENTIFIER) || !statementFollows.has(ids[t - 1]))
            continue;
        const rewrite = id === tok.if ? min_max_form_ifAt(tokens, t) : callAt(tokens, t);
        if (rewrite === undefined)
            continue;
        rewrites.push(rewrite);
        t = rewrite.end - 1;
    }
    return rewrites.length === 0 ? sequence : emitRewrites({ ids, spans, spellings }, rewrites, false);
}
/** `if ( v > x ) x = v ;` at `at` (or `{ x = v ; }`) as `x = max ( x , v ) ;`; undefined otherwise. */
function min_max_form_ifAt(tokens, at) {
    const { ids, spellings } = tokens;
    if (ids[at + 1] !== tok.openParen)
        return undefined;
    const close = closerOf(ids, at + 1);
    if (close < 0)
        return undefined;
    const braced = ids[close + 1] === tok.openBrace;
    const target = braced ? close + 2 : close + 1;
    if (ids[target] !== min_max_form_IDENTIFIER || ids[target + 1] !== tok.assign)
        return undefined;
    const value = { start: target + 2, end: target + 2 + (close - at - 4) };
    const semicolon = value.end;
    const end = braced ? semicolon + 1 : semicolon;
    if (ids[semicolon] !== tok.semicolon ||
        (braced && ids[end] !== tok.closeBrace) ||
        ids[end + 1] === tok.else)
        return undefined;
    // The condition: the value and the target either side of one comparison.
    const first = { start: at + 2, end: at + 2 + (value.end - value.start) };
    const name = (t) => ids[t] === min_max_form_IDENTIFIER && spellings[t] === spellings[target];
    let spelling;
    if (sameTokens(tokens, first, value) && name(first.end + 1))
        spelling = largerWhen(ids[first.end], true);
    else if (name(at + 2) && sameTokens(tokens, { start: at + 4, end: close }, value))
        spelling = largerWhen(ids[at + 3], false);
    if (spelling === undefined || !isPlain(ids, value) || name(value.start))
        return undefined;
    return { start: at, end: end + 1, pieces: callPieces(tokens, at, target, value, spelling) };
}
/** Whether `v op x` (`valueFirst`) or `x op v` assigns v to x for a maximum (MAX) or a minimum (MIN). */
function largerWhen(op, valueFirst) {
    const greater = op === tok.greater || op === AT_LEAST;
    const less = op === tok.less || op === AT_MOST;
    if (!greater && !less)
        return undefined;
    return greater === valueFirst ? MAX : MIN;
}
/** `x = max ( v , x ) ;` at `at` as `x = max ( x , v ) ;`; undefined when it is no such call or is already so. */
function callAt(tokens, at) {
    const { ids, spellings, dialect } = tokens;
    if (ids[at + 1] !== tok.assign)
        return undefined;
    const callee = dialect === 'java' ? at + 4 : at + 2;
    if (dialect === 'java' && (spellings[at + 2] !== MATH || ids[at + 3] !== tok.dot))
        return undefined;
    const spelling = spellings[callee];
    if (ids[callee] !== min_max_form_IDENTIFIER ||
        (spelling !== MAX && spelling !== MIN) ||
        ids[callee + 1] !== tok.openParen)
        return undefined;
    const close = closerOf(ids, callee + 1);
    if (close < 0 || ids[close + 1] !== tok.semicolon)
        return undefined;
    const args = argumentsOf(ids, callee + 2, close);
    const isTarget = (arg) => arg !== undefined &&
        arg.end === arg.start + 1 &&
        ids[arg.start] === min_max_form_IDENTIFIER &&
        spellings[arg.start] === spellings[at];
    if (args.length !== 2 || isTarget(args[0]) || !isTarget(args[1]))
        return undefined;
    return { start: at, end: close + 2, pieces: callPieces(tokens, at, at, args[0], spelling) };
}
/** `x = max ( x , v ) ;` (Java's `Math . max`), its names and value copied from `target` and `value`. */
function callPieces(tokens, spanOf, target, value, spelling) {
    const mark = (id) => ({ id, spanOf });
    const name = (named) => ({ id: min_max_form_IDENTIFIER, spanOf, spelling: named });
    const callee = tokens.dialect === 'java' ? [name(MATH), mark(tok.dot), name(spelling)] : [name(spelling)];
    const x = { start: target, end: target + 1 };
    return [
        x,
        mark(tok.assign),
        ...callee,
        mark(tok.openParen),
        x,
        mark(tok.comma),
        value,
        mark(tok.closeParen),
        mark(tok.semicolon),
    ];
}
/** Whether tokens `x` and `y` are the same tokens, spelled the same. */
function sameTokens(tokens, x, y) {
    const { ids, spellings } = tokens;
    if (x.end - x.start !== y.end - y.start || x.end <= x.start)
        return false;
    for (let i = 0; i < x.end - x.start; i++)
        if (ids[x.start + i] !== ids[y.start + i] || spellings[x.start + i] !== spellings[y.start + i])
            return false;
    return true;
}
/** Whether tokens `range` compute a value without a call, an assignment or a step: safe to read twice. */
function isPlain(ids, range) {
    for (let t = range.start; t < range.end; t++) {
        const id = ids[t];
        if (id === tok.assign || compoundAssign.has(id) || incDec.has(id) || id === tok.new)
            return false;
        // A `(` after a name, a bracket or a template's `>` calls; one after an operator only groups.
        const before = ids[t - 1];
        const calls = before === min_max_form_IDENTIFIER || before === tok.closeBracket || before === tok.greater;
        if (id === tok.openParen && t > range.start && calls)
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/languages/stream-spellings.ts
// How C++ stream code may be spelled without changing what it prints, read one way. Its set-up statements
// are left out: `ios::sync_with_stdio(false);` (or `ios_base::`, `std::ios::`) and `cin.tie(nullptr);`
// (`cout.tie(0);`, `cerr.tie(…)`, `cin.tie(0)->sync_with_stdio(0);`) only make input and output faster, and
// a competitive programmer's template starts every `main` with them. Kept, they are a run that two solutions
// written apart share, and that a copy pasted into its copier's own template lacks; a program prints the
// same without them. Left out as the input readers of a Java template are (input-readers.ts). And a char
// printed by `<<` reads as the string it prints: `<< '\n'`, `<< "\n"` and `<< endl` (cpp.ts) end a line
// alike, and which one a program writes is style (and what an LLM rewriting a copy changes first). Pure
// but for the arrays it is given, which it rewrites in place (cpp.ts's respell, before
// normalize-statements.ts).





const SYNC = (0,token_id/* tokenId */.j)('sync_with_stdio');
const TIE = (0,token_id/* tokenId */.j)('tie');
const STREAM_CLASSES = new Set(['ios', 'ios_base'].map(token_id/* tokenId */.j));
const STREAMS = new Set(['cin', 'cout', 'cerr', 'clog'].map(token_id/* tokenId */.j));
/** `tokens` (of `text`) without their stream set-up statements; `tokens` itself when there are none. */
function dropStreamSetup(text, tokens) {
    if (!text.includes('sync_with_stdio') && !text.includes('.tie'))
        return tokens;
    const { ids } = tokens;
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(text, tokens);
    const drops = [];
    for (let t = 0; t + 3 < ids.length; t++) {
        if (ids[t] !== tok.identifier || !stream_spellings_startsStatement(ids, t))
            continue;
        const qualifier = ids[t + 1];
        const setsUp = ids[t + 2] === tok.identifier &&
            ids[t + 3] === tok.openParen &&
            ((qualifier === tok.scope && STREAM_CLASSES.has(spellings[t]) && spellings[t + 2] === SYNC) ||
                (qualifier === tok.dot && STREAMS.has(spellings[t]) && spellings[t + 2] === TIE));
        const end = setsUp ? callStatementEnd(ids, spellings, t + 3) : undefined;
        if (end === undefined)
            continue;
        drops.push({ start: t, end });
        t = end - 1;
    }
    return drops.length === 0 ? tokens : dropTokens({ ...tokens, spellings }, drops);
}
// A statement starts at `t`: the file's first token, or the first after a `;` or a brace.
function stream_spellings_startsStatement(ids, t) {
    const before = ids[t - 1];
    return (before === undefined || before === tok.semicolon || before === tok.openBrace || before === tok.closeBrace);
}
// Past the `;` right after the call whose `(` is token `open`, whose arguments hold no bracket but round
// ones that close in order (`0`, `false`, `nullptr`, `NULL`, `(ostream *)0`), or after the
// `->sync_with_stdio(…)` chained to it (`cin.tie(0)->sync_with_stdio(0);`, one line for both); undefined
// otherwise.
function callStatementEnd(ids, spellings, open) {
    let depth = 0;
    for (let t = open; t < ids.length; t++) {
        const id = ids[t];
        if (id === tok.openParen)
            depth++;
        else if (id === tok.closeParen && --depth === 0) {
            if (ids[t + 1] === tok.semicolon)
                return t + 2;
            const chained = ids[t + 1] === tok.arrow &&
                ids[t + 2] === tok.identifier &&
                spellings[t + 2] === SYNC &&
                ids[t + 3] === tok.openParen;
            return chained ? callStatementEnd(ids, spellings, t + 3) : undefined;
        }
        else if (id === tok.openBrace || id === tok.closeBrace || id === tok.semicolon)
            return undefined;
    }
    return undefined;
}
/** `tokens` with each char literal right after `<<` made a string (in place). */
function readPrintedCharsAsStrings(tokens) {
    const { ids } = tokens;
    for (let t = 1; t < ids.length; t++)
        if (ids[t] === normal_tokens/* normalIds */.o.char && ids[t - 1] === tok.shiftLeft)
            ids[t] = normal_tokens/* normalIds */.o.string;
    return tokens;
}

;// CONCATENATED MODULE: ./src/languages/template-closers.ts


const template_closers_CLOSE = tok.greater;
const CLOSE_TWO = tok.shiftRight;
/** `tokens` with each run of two or more closers read as the longest tokens; `tokens` itself when none is. */
function joinTemplateClosers(tokens) {
    const { ids, spans } = tokens;
    const drops = [];
    for (let t = ids.indexOf(template_closers_CLOSE); t !== -1; t = ids.indexOf(template_closers_CLOSE, t + 1)) {
        let start = t;
        while (start > 0 && ids[start - 1] === CLOSE_TWO)
            start--;
        let end = t + 1;
        while (end < ids.length && (ids[end] === template_closers_CLOSE || ids[end] === CLOSE_TWO))
            end++;
        if (end - start < 2)
            continue;
        let count = 0;
        for (let i = start; i < end; i++)
            count += ids[i] === template_closers_CLOSE ? 1 : 2;
        const kept = start + Math.ceil(count / 2);
        for (let i = start; i < kept; i++)
            ids[i] = i === kept - 1 && count % 2 === 1 ? template_closers_CLOSE : CLOSE_TWO;
        if (kept < end) {
            spans[4 * (kept - 1) + 2] = spans[4 * (end - 1) + 2];
            spans[4 * (kept - 1) + 3] = spans[4 * (end - 1) + 3];
            drops.push({ start: kept, end });
        }
        t = end - 1;
    }
    return drops.length === 0 ? tokens : dropTokens(tokens, drops);
}

;// CONCATENATED MODULE: ./src/languages/cpp.ts
// C++ front end: C's tables (see c.ts) plus C++'s words and operators, raw strings `R"delim(...)delim"` and
// `1'000'000` digit separators. Foldings as in C, and also:
// - `public private protected` are dropped (access labels and inheritance modifiers are cosmetic here);
// - `this->` before a member is dropped (`this->count = count` is `count = count`), `this` alone stays;
// - `std::` is dropped and so are `using namespace …;` and `using std::…;`: `std::vector<int>` reads as
//   `vector<int>` after `using namespace std;` does (whether a program names the standard library's
//   namespace or brings it in is a matter of style, and the common disguise of a copy: an LLM asked to
//   rewrite one spells `std::` out);
// - `endl` reads as the string `"\n"` it prints;
// - as in C, an alias of a type (`using vi = vector<int>;`) reads as the type (type-aliases.ts), a macro
//   as its expansion (expand-macros.ts) and `printf`, `scanf` and `puts` as streams (formatted-io.ts); the
//   stream set-up goes and a char printed by `<<` reads as a string (stream-spellings.ts);
// - `> >` closing two template argument lists reads as `>>` (template-closers.ts);
// - `best = max(best, v);` and `if (v > best) best = v;` read alike, `min` with `<` (min-max-form.ts);
// - a range `for (auto& v : a)` reads as the counted loop over `a`'s indexes it stands for
//   (for-each-loops.ts).










const rawLiterals = ['R', 'LR', 'uR', 'UR', 'u8R'].map((prefix) => ({
    prefix,
    quote: '"',
    token: '$str',
    delimiter: 'cpp-raw',
    escape: 'none',
    multiline: true,
}));
const cpp = defineLanguage({
    id: 'cpp',
    version: 28,
    normalizeStatements: true,
    respell: (text, lexed) => readForEachAsIndexLoops(readMinMaxAsCalls(readPrintedCharsAsStrings(dropStreamSetup(text, readFormattedIoAsStreams(text, joinTemplateClosers(expandMacros(text, resolveTypeAliases(text, lexed)))))), 'cpp'), 'cpp'),
    extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp'],
    spec: {
        ...cSpec,
        keywords: [
            ...cSpec.keywords,
            ...wordList(`
        and and_eq asm bitand bitor catch char8_t char16_t char32_t class co_await co_return co_yield compl
        concept consteval constexpr constinit const_cast decltype delete dynamic_cast explicit export final
        friend mutable namespace new noexcept not not_eq operator or or_eq override reinterpret_cast requires
        static_cast template this throw try typeid typename using virtual wchar_t xor xor_eq
      `),
        ],
        droppedWords: wordList('const register public private protected'),
        // `cout << endl` prints what `cout << "\n"` prints (and flushes, which changes no output).
        foldedWords: { ...cSpec.foldedWords, endl: '$str' },
        operators: [...cSpec.operators, ...wordList(':: .* ->* <=>')],
        literals: [...rawLiterals, ...cSpec.literals],
        digitSeparator: "'",
        droppedQualifiers: { this: ['->'], std: ['::'] },
        droppedStatements: [{ keyword: 'using', end: ';', before: ['namespace', 'std'] }],
    },
});

;// CONCATENATED MODULE: ./src/languages/csharp.ts
// C# front end. Literals: verbatim `@"..."` (with `""` inside), interpolated `$"...{code}..."` and `$@"`,
// raw `"""..."""` and `$"""..."""`. `#region`, `#pragma` and other directives are dropped with their line;
// `#if`, `#define` and the like stay as one `#name` token. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `using` directives are dropped (`using X.Y;`, `using A = B;`, `global using`): only at the top or in a
//   namespace block, and never `using (...)` or `using var` (resource statements inside code);
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `public private protected internal readonly sealed` are dropped (cosmetic in student programs);
// - numeric type keywords (`sbyte byte short ushort int uint long ulong float double decimal nint nuint`)
//   fold to `$numtype`.



const verbatim = { token: '$str', escape: 'doubled', multiline: true };
const raw = { token: '$str', delimiter: 'fence', escape: 'none', multiline: true };
const csharpLiterals = [
    { prefix: '$', quote: '"""', ...raw, interpolation: 'brace' },
    { prefix: '', quote: '"""', ...raw },
    { prefix: '$@', quote: '"', ...verbatim, interpolation: 'brace' },
    { prefix: '@$', quote: '"', ...verbatim, interpolation: 'brace' },
    { prefix: '@', quote: '"', ...verbatim },
    { prefix: '$', quote: '"', token: '$str', interpolation: 'brace' },
    ...cQuotedLiterals,
];
const csharp = defineLanguage({
    id: 'csharp',
    version: 4,
    extensions: ['.cs', '.csx'],
    spec: {
        keywords: wordList(`
      abstract as base bool break case catch char checked class const continue default delegate do else enum
      event explicit extern false finally fixed for foreach goto if implicit in interface is lock namespace
      new null object operator out override params ref return sizeof stackalloc static string struct switch
      this throw true try typeof unchecked unsafe using virtual void volatile while var async await yield
      nameof when record
    `),
        droppedWords: wordList('public private protected internal readonly sealed'),
        foldedWords: foldWords('sbyte byte short ushort int uint long ulong float double decimal nint nuint', '$numtype'),
        operators: [...cFamilyOperators, ...wordList('?? ??= ?. => :: .. -> @')],
        droppedOperators: droppedBraces,
        droppedQualifiers: { this: ['.'] },
        droppedStatements: [
            { keyword: 'using', end: ';', notBefore: ['(', 'var'], maxDepth: 1 },
            { keyword: 'global', end: ';', before: ['using'], maxDepth: 0 },
        ],
        lineComments: cLineComments,
        blockComments: cBlockComments,
        literals: csharpLiterals,
        preprocessor: { keep: wordList('define undef if elif else endif') },
    },
});

;// CONCATENATED MODULE: ./src/languages/detect-language.ts
/** Only this much of a file is examined. */
const DETECT_SAMPLE_CHARS = 32 * 1024;
/** A language needs at least this many of its cues to be chosen over plain text. */
const MIN_CUES = 2;
/** Telltale constructs per language; JavaScript's also count for TypeScript. Order breaks ties. */
const CUES = [
    [
        'java',
        [
            /\bpublic\s+(?:final\s+|abstract\s+)?(?:class|interface|enum|record)\s+\w/,
            /^\s*import\s+java(?:x)?\.[\w.*]+;/m,
            /\bSystem\.(?:out|err)\.print/,
            /^\s*package\s+[\w.]+;/m,
            /\bpublic\s+static\s+void\s+main\s*\(\s*String/,
            /\b(?:private|protected|public)\s+(?:static\s+)?(?:final\s+)?(?:int|void|boolean|String|double|long)\s+\w+/,
        ],
    ],
    [
        'csharp',
        [
            /^\s*using\s+System(?:\.[\w.]+)?;/m,
            /^\s*namespace\s+[\w.]+/m,
            /\bConsole\.Write(?:Line)?\s*\(/,
            /\bstatic\s+(?:async\s+)?(?:void|int|Task)\s+Main\s*\(/,
        ],
    ],
    [
        'python',
        [
            /^[ \t]*def\s+\w+\s*\([^)]*\)\s*(?:->[^:]+)?:[ \t]*(?:#.*)?$/m,
            /^[ \t]*(?:from\s+[\w.]+\s+import\s+\w|import\s+[\w.]+[ \t]*$)/m,
            /^\s*if\s+__name__\s*==\s*['"]__main__['"]\s*:/m,
            /^[ \t]*(?:elif|else|try|except|finally|for|while|with)\b[^\n]*:[ \t]*$/m,
            /\bself\.\w+/,
            /^[ \t]*class\s+\w+(?:\([^)]*\))?\s*:[ \t]*$/m,
            /\bprint\s*\(\s*f?['"]/,
        ],
    ],
    [
        'cpp',
        [
            /^\s*#\s*include\s*<(?:iostream|vector|string|map|set|algorithm|memory|fstream|sstream)>/m,
            /\bstd::\w/,
            /\b(?:cout|cin|cerr)\s*(?:<<|>>)/,
            /^\s*using\s+namespace\s+std\s*;/m,
            /\btemplate\s*<\s*(?:typename|class)\b/,
        ],
    ],
    [
        'c',
        [
            /^\s*#\s*include\s*<(?:stdio|stdlib|string|math|stdbool|stdint|unistd)\.h>/m,
            /\bprintf\s*\(\s*"/,
            /\bint\s+main\s*\(\s*(?:void|int\s+argc)?/,
            /\b(?:malloc|calloc|free)\s*\(/,
            /\bscanf\s*\(\s*"/,
        ],
    ],
    [
        'go',
        [
            /^\s*package\s+\w+\s*$/m,
            /^\s*func\s+(?:\(\s*\w+\s+\*?\w+\s*\)\s*)?\w+\s*\(/m,
            /\bfmt\.\w+\s*\(/,
            /^\s*import\s+(?:\(|"[\w/.]+")/m,
            /\w\s*:=\s*\S/,
        ],
    ],
    [
        'rust',
        [
            /\bfn\s+\w+\s*[<(]/,
            /\blet\s+mut\s+\w/,
            /\b(?:println|print|vec|format)!\s*[([]/,
            /^\s*(?:pub\s+)?(?:impl|struct|enum|trait)\s+\w/m,
            /^\s*use\s+(?:std|crate)::/m,
        ],
    ],
    [
        'kotlin',
        [
            /\bfun\s+(?:main|\w+)\s*\(/,
            /\bval\s+\w+\s*(?::\s*\w+)?\s*=/,
            /\bvar\s+\w+\s*:\s*\w+/,
            /\bprintln\s*\(/,
            /^\s*(?:data\s+)?class\s+\w+\s*\(\s*(?:val|var)\s/m,
        ],
    ],
    [
        'javascript',
        [
            /\bfunction\s+\w+\s*\(/,
            /\bconsole\.log\s*\(/,
            /\b(?:const|let)\s+\w+\s*=/,
            /\brequire\s*\(\s*['"]/,
            /\)\s*=>\s*[{(\w]/,
            /\bmodule\.exports\b|^\s*export\s+(?:default|function|const|class)\b/m,
        ],
    ],
    [
        'typescript',
        [
            /\w\s*:\s*(?:string|number|boolean|void|any|unknown)\b\s*[,;)=]/,
            /^\s*(?:export\s+)?interface\s+\w+\s*(?:<[^>]*>)?\s*\{/m,
            /^\s*(?:export\s+)?type\s+\w+\s*=/m,
        ],
    ],
];
const SHEBANGS = [
    [/\bpython[\d.]*\b/, 'python'],
    [/\b(?:node|nodejs|deno|bun)\b/, 'javascript'],
    [/\b(?:ts-node|tsx)\b/, 'typescript'],
    [/\bkotlin\b/, 'kotlin'],
    [/\brust-script\b/, 'rust'],
];
/** The language `text` is written in, by its shebang, else by its cues, else 'text'. */
function detectLanguage(text) {
    const sample = text.slice(0, DETECT_SAMPLE_CHARS);
    const shebang = /^#![^\n]*/.exec(sample)?.[0];
    if (shebang !== undefined) {
        const found = SHEBANGS.find(([pattern]) => pattern.test(shebang));
        if (found)
            return { language: found[1], reason: 'its shebang line' };
    }
    const scores = new Map();
    for (const [language, cues] of CUES)
        scores.set(language, cues.filter((cue) => cue.test(sample)).length);
    const javascript = scores.get('javascript') ?? 0;
    const typescript = scores.get('typescript') ?? 0;
    if (typescript > 0)
        scores.set('typescript', typescript + javascript);
    let best;
    let bestScore = MIN_CUES - 1;
    for (const [language] of CUES) {
        const score = scores.get(language) ?? 0;
        if (score > bestScore)
            [best, bestScore] = [language, score];
    }
    if (best === undefined)
        return { language: 'text', reason: 'its content, where no language shows clearly' };
    return { language: best, reason: `its content (${bestScore} telltale constructs)` };
}
/**
 * Constructs no C header has, only a C++ one: the C++ cues above and a class, a namespace or an access
 * label. A C header's `extern "C"` guard for C++ readers is none of them.
 */
const CPP_HEADER_CUES = [
    ...CUES.find(([language]) => language === 'cpp')[1],
    /^\s*(?:template\s*<[^>]*>\s*)?class\s+\w+[^;{]*\{/m,
    /^\s*namespace\s+\w+\s*\{/m,
    /^\s*(?:public|private|protected)\s*:/m,
];
/** Whether a `.h` file, which C and C++ share, is a C++ header: one C++ construct in its first part. */
function isCppHeader(text) {
    const sample = text.slice(0, DETECT_SAMPLE_CHARS);
    return CPP_HEADER_CUES.some((cue) => cue.test(sample));
}

;// CONCATENATED MODULE: ./src/languages/go.ts
// Go front end. Raw strings in backquotes, runes as `$chr`. Foldings:
// - `;` is dropped (inserted automatically at line ends);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` declarations are dropped, `import (...)` groups whole (libraries dictate them);
// - sized and unsized numeric types (`int int8 ... uint64 uintptr float32 float64 byte`) fold to `$numtype`.
// The predeclared `true false nil bool string rune error` are kept as words: shadowing them is rare.



const go = defineLanguage({
    id: 'go',
    version: 3,
    extensions: ['.go'],
    spec: {
        keywords: wordList(`
      break case chan const continue default defer else fallthrough for func go goto if import interface map
      package range return select struct switch type var true false nil bool string rune error
    `),
        foldedWords: foldWords('int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 byte', '$numtype'),
        operators: [...cFamilyOperators, ...wordList(':= <- &^ &^= ...')],
        droppedOperators: [';', ...droppedBraces],
        droppedStatements: [
            { keyword: 'package', end: 'line' },
            { keyword: 'import', end: 'line' },
        ],
        lineComments: cLineComments,
        blockComments: cBlockComments,
        literals: [
            { prefix: '', quote: '`', token: '$str', escape: 'none', multiline: true },
            { prefix: '', quote: '"', token: '$str' },
            { prefix: '', quote: "'", token: '$chr' },
        ],
    },
});

;// CONCATENATED MODULE: ./src/languages/unicode-escapes.ts
// Java's Unicode escapes (JLS 3.3): javac turns every `\uXXXX` into its character before it lexes anything,
// in names, keywords, operators and comments alike, so `\u0072eturn` is `return` and `// \u000a x = 1;` is
// code. A front end wrapped here lexes the text so translated and moves every token's span back onto the
// file's own lines and columns. Pure.

const LOWER_U = 117;
const CARRIAGE_RETURN = 13;
/** `frontEnd`, reading `\uXXXX` escapes as javac does: same id, version and extensions. */
function withUnicodeEscapes(frontEnd) {
    return {
        ...frontEnd,
        tokenize: (text, lendSpans) => {
            const translated = translateUnicodeEscapes(text);
            if (translated === undefined)
                return frontEnd.tokenize(text, lendSpans);
            return toOriginalSpans(text, translated, frontEnd.tokenize(translated.text));
        },
    };
}
/**
 * `text` with every Unicode escape replaced by its character (`\u000d` by a line feed, as it ends a line),
 * or undefined when it has none. A backslash starts an escape only after an even number of backslashes
 * (`"\\u"` is not one), and one an escape produced starts none.
 */
function translateUnicodeEscapes(text) {
    if (!text.includes('\\u'))
        return undefined;
    const origins = new Uint32Array(text.length + 1);
    const parts = [];
    let length = 0;
    let copied = 0;
    const copyTo = (end) => {
        parts.push(text.slice(copied, end));
        for (let i = copied; i < end; i++)
            origins[length++] = i;
    };
    // The run of backslashes that ends at `runEnd`, none of them an escape's.
    let run = 0;
    let runEnd = -1;
    for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at)) {
        const before = at === runEnd ? run : 0;
        const escape = before % 2 === 0 ? readEscape(text, at) : undefined;
        if (escape === undefined) {
            run = before + 1;
            runEnd = ++at;
            continue;
        }
        copyTo(at);
        if (!isIdentifierIgnorable(escape.code)) {
            parts.push(escape.code === CARRIAGE_RETURN ? '\n' : String.fromCharCode(escape.code));
            origins[length++] = at;
        }
        copied = at = escape.end;
        runEnd = -1;
    }
    copyTo(text.length);
    origins[length] = text.length;
    return { text: parts.join(''), origins: origins.subarray(0, length + 1) };
}
const unicode_escapes_FORMAT = /\p{Cf}/u;
/**
 * What javac leaves out of a name (Character.isIdentifierIgnorable): controls other than whitespace, and
 * format characters (`ret\uFEFFurn` is `return`). Written as they are, the reading step drops them
 * (sources/decode-source-text.ts; U+FEFF, the front end: zero-width-no-break-space.ts); written as
 * escapes, they are dropped here, or they would split the name.
 */
function isIdentifierIgnorable(code) {
    return (code <= 0x08 ||
        (code >= 0x0e && code <= 0x1b) ||
        (code >= 0x7f && code <= 0x9f) ||
        unicode_escapes_FORMAT.test(String.fromCharCode(code)));
}
/** The escape `\u…uXXXX` at `at`, or undefined when there is none (javac rejects a malformed one). */
function readEscape(text, at) {
    let p = at + 1;
    if (text.charCodeAt(p) !== LOWER_U)
        return undefined;
    while (text.charCodeAt(p) === LOWER_U)
        p++;
    const hex = text.slice(p, p + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(hex))
        return undefined;
    return { code: parseInt(hex, 16), end: p + 4 };
}

;// CONCATENATED MODULE: ./src/languages/java.ts
// Java front end. Foldings, each a common disguise that rarely tells honest solutions apart:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` statements are dropped (libraries dictate them, not the author's logic);
// - `this.` before a member is dropped (`this.count = count` reads `count = count`, yet normalization reads
//   it as the write to the field it is: dropped-qualifiers.ts), `this` alone stays;
// - `public private protected final` are dropped (adding or changing them does not change the program's logic);
// - `byte short int long float double` fold to `$numtype` (int → long), consecutive ones to one;
// - `System.out.printf(…);` reads as the `print` or `println` of the concatenation that prints the same
//   (formatted-io.ts);
// - `best = Math.max(best, v);` and `if (v > best) best = v;` read alike, `min` with `<` (min-max-form.ts);
// - `for (T v : a)` reads as the counted loop over `a`'s indexes it stands for (for-each-loops.ts).
// Text blocks `"""` are strings; `$` may appear in identifiers; `\uXXXX` escapes are read first, as javac does.







const java = withUnicodeEscapes(defineLanguage({
    id: 'java',
    version: 24,
    extensions: ['.java'],
    normalizeStatements: true,
    respell: (text, lexed) => readForEachAsIndexLoops(readMinMaxAsCalls(readJavaPrintfAsPrint(text, lexed), 'java'), 'java'),
    spec: {
        keywords: wordList(`
      abstract assert boolean break case catch char class const continue default do else enum extends
      finally for goto if implements import instanceof interface native new package return static strictfp
      super switch synchronized this throw throws transient try var void volatile while true false null
    `),
        droppedWords: wordList('public private protected final'),
        foldedWords: foldWords('byte short int long float double', '$numtype'),
        operators: [...cFamilyOperators, ...wordList('>>> >>>= :: -> ... @')],
        droppedOperators: droppedBraces,
        droppedQualifiers: { this: ['.'] },
        droppedStatements: [
            { keyword: 'package', end: ';' },
            { keyword: 'import', end: ';' },
        ],
        lineComments: cLineComments,
        blockComments: cBlockComments,
        literals: [{ prefix: '', quote: '"""', token: '$str', multiline: true }, ...cQuotedLiterals],
        identifierSymbols: '$',
    },
}));

;// CONCATENATED MODULE: ./src/languages/javascript.ts
// JavaScript front end (also JSX). Template literals are one `$str` with the code in `${...}` lexed as code;
// `/` starts a regex literal (`$regex`) where an expression may start, and `<` a JSX element. Foldings:
// - `;` is dropped (optional: automatic semicolon insertion);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - static imports and re-exports are dropped (`import x from 'm'`, `import 'm'`, `export * from 'm'`,
//   `export { a } from 'm'`): libraries dictate them. So is a local `export { a, b }` list, which only wires
//   names up. Dynamic `import(...)`, `import.meta` and an `import:` key are code and stay;
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `var let const` fold to `$decl` (swapping them is a common disguise and rarely the point of a solution).



const jsLiterals = [
    { prefix: '', quote: '`', token: '$str', multiline: true, interpolation: 'dollar-brace' },
    { prefix: '', quote: '"', token: '$str' },
    { prefix: '', quote: "'", token: '$str' },
];
/** JavaScript's tables; TypeScript extends them. */
const javascriptSpec = {
    keywords: wordList(`
    async await break case catch class continue debugger default delete do else export extends false finally
    for from function if import in instanceof new null of return static super switch this throw true try
    typeof undefined void while with yield
  `),
    foldedWords: foldWords('var let const', '$decl'),
    operators: [
        ...cFamilyOperators.filter((op) => op !== ';'),
        ...wordList('=== !== ** **= => ?. ?? ??= &&= ||= >>> >>>= ... @'),
    ],
    droppedOperators: [';', ...droppedBraces],
    droppedQualifiers: { this: ['.'] },
    droppedStatements: [
        { keyword: 'import', end: 'line', notBefore: ['(', '.', ':'] },
        { keyword: 'export', end: 'line', before: ['{', '*'] },
    ],
    lineComments: cLineComments,
    blockComments: cBlockComments,
    literals: jsLiterals,
    identifierSymbols: '$',
    regexLiterals: true,
    valueKeywords: wordList('this super true false null undefined'),
    jsx: { notTagNames: [] },
};
const javascript = defineLanguage({
    id: 'javascript',
    // 3: U+FEFF past the start read as a space, as ECMAScript reads it, no longer dropped to join two words.
    version: 4,
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    spec: javascriptSpec,
    zeroWidthNoBreakSpaceIsWhiteSpace: true,
});

;// CONCATENATED MODULE: ./src/languages/kotlin.ts
// Kotlin front end. Block comments nest; strings `"..."` and raw `"""..."""` are one `$str` each, with `$name`
// as `$id` and the code in `${...}` lexed as code; `` `quoted names` `` are identifiers. Foldings:
// - `;` is dropped (optional at line ends);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` lines are dropped (libraries dictate them, not the author's logic);
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `val var` fold to `$decl` (mutability swaps are a common disguise);
// - `public private protected internal final open` are dropped (cosmetic modifiers);
// - `Byte Short Int Long Float Double` and their unsigned forms fold to `$numtype`.
// Soft keywords that are common names (`data`, `value`, `field`, `it`, `get`, `set`, `by`) stay identifiers.



const kotlin = defineLanguage({
    id: 'kotlin',
    version: 3,
    extensions: ['.kt', '.kts'],
    spec: {
        keywords: wordList(`
      as break class continue do else false for fun if in interface is null object package return super this
      throw true try typealias when while catch finally import constructor companion enum sealed abstract
      override lateinit suspend vararg const inner inline operator infix tailrec Boolean Char String Unit
    `),
        foldedWords: {
            ...foldWords('val var', '$decl'),
            ...foldWords('Byte Short Int Long Float Double UByte UShort UInt ULong', '$numtype'),
        },
        droppedWords: wordList('public private protected internal final open'),
        operators: [...cFamilyOperators, ...wordList('?. ?: !! :: .. ..< -> === !== @')],
        droppedOperators: [';', ...droppedBraces],
        droppedQualifiers: { this: ['.'] },
        droppedStatements: [
            { keyword: 'package', end: 'line' },
            { keyword: 'import', end: 'line' },
        ],
        lineComments: cLineComments,
        blockComments: nestedBlockComments,
        literals: [
            { prefix: '', quote: '"""', token: '$str', escape: 'none', multiline: true, interpolation: 'dollar' },
            { prefix: '', quote: '"', token: '$str', interpolation: 'dollar' },
            { prefix: '', quote: "'", token: '$chr' },
            { prefix: '', quote: '`', token: '$id', escape: 'none' },
        ],
    },
});

;// CONCATENATED MODULE: ./src/languages/read-notebook.ts
// Reads a Jupyter notebook (.ipynb, nbformat 4) as what a student wrote: the code cells only (not outputs,
// not markdown), in the kernel's language, each code line tied to the line of the .ipynb file that holds
// it, so that every fragment points at the notebook's own lines. Pure; never throws.

/** The code of `json`, a notebook's text; undefined when it is not a notebook with a cell list. */
function readNotebook(json) {
    let parsed;
    try {
        parsed = JSON.parse(json);
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || !('cells' in parsed) || !Array.isArray(parsed.cells)) {
        return undefined;
    }
    const cells = parsed.cells;
    const positions = locateSources(json, cells.length);
    const lines = [];
    const fileLines = [];
    const cellOf = [];
    const cellLines = [];
    let codeCells = 0;
    cells.forEach((cell, index) => {
        if (cell?.cell_type !== 'code')
            return;
        const pieces = sourcePieces(cell.source);
        const located = positions[index];
        const sameAsFile = located !== undefined && located.length === pieces.length;
        codeCells++;
        if (lines.length > 0) {
            lines.push('');
            fileLines.push(fileLines[fileLines.length - 1] ?? 0);
            cellOf.push(0);
        }
        const first = fileLines.length;
        pieces.forEach((piece, p) => {
            const fileLine = sameAsFile ? located[p] : (located?.[0] ?? 0);
            for (const line of piece.replace(/\n$/, '').split('\n')) {
                lines.push(line);
                fileLines.push(fileLine);
                cellOf.push(codeCells);
            }
        });
        const own = fileLines.slice(first);
        if (own.length > 0)
            cellLines.push({ cell: index + 1, start: own[0], end: own[own.length - 1] + 1 });
    });
    const text = lines.join('\n') + '\n';
    return { kernel: kernelOf(parsed), text, fileLines, cells: cellOf, codeCells, cellLines };
}
/** The LanguageId a kernel name stands for, or undefined for a kernel without a front end here. */
function toKernelLanguage(kernel, parse) {
    return parse(kernel) ?? (kernel.startsWith('python') ? 'python' : undefined);
}
function kernelOf(notebook) {
    const metadata = 'metadata' in notebook ? notebook.metadata : undefined;
    if (typeof metadata !== 'object' || metadata === null)
        return 'python';
    const spec = 'kernelspec' in metadata ? metadata.kernelspec : undefined;
    const info = 'language_info' in metadata ? metadata.language_info : undefined;
    const fromSpec = typeof spec === 'object' && spec !== null && 'language' in spec ? spec.language : undefined;
    const fromInfo = typeof info === 'object' && info !== null && 'name' in info ? info.name : undefined;
    const name = typeof fromSpec === 'string' ? fromSpec : typeof fromInfo === 'string' ? fromInfo : 'python';
    return name.toLowerCase();
}
function sourcePieces(source) {
    if (typeof source === 'string')
        return [source];
    if (Array.isArray(source))
        return source.filter((piece) => typeof piece === 'string');
    return [];
}
/**
 * For each cell in order, the 0-based file line of each string of its "source" value. Cells' keys come in
 * nbformat's sorted order, so a cell's outputs sit before its source: the key itself is the anchor. An
 * escaped key inside an output's text (\"source\") is never taken for one.
 */
function locateSources(json, cellCount) {
    const found = [];
    const key = /(?<!\\)"source"\s*:\s*/g;
    const lineStarts = (0,line_starts/* startsOfLines */.E)(json);
    while (found.length < cellCount && key.exec(json) !== null) {
        const offsets = [];
        let p = key.lastIndex;
        if (json[p] === '"')
            offsets.push(p);
        else if (json[p] === '[') {
            p++;
            for (;;) {
                while (p < json.length && /[\s,]/.test(json[p]))
                    p++;
                if (json[p] !== '"')
                    break;
                offsets.push(p);
                p = stringEnd(json, p);
            }
        }
        found.push(offsets.map((offset) => (0,line_starts/* lineOf */.c)(lineStarts, offset)));
        key.lastIndex = Math.max(key.lastIndex, p);
    }
    return found;
}
/** The offset just past the JSON string that starts at `start` (its opening quote). */
function stringEnd(json, start) {
    let p = start + 1;
    while (p < json.length && json[p] !== '"')
        p += json[p] === '\\' ? 2 : 1;
    return p + 1;
}

;// CONCATENATED MODULE: ./src/languages/notebook.ts


/** The notebook extension. */
const NOTEBOOK_EXTENSION = '.ipynb';
/** `kernel`'s front end reading notebooks: same id and version, tokens from code cells only. */
function notebookFrontEnd(kernel) {
    return {
        id: kernel.id,
        version: kernel.version,
        extensions: [NOTEBOOK_EXTENSION],
        tokenize: (text) => tokenizeNotebook(text, kernel),
    };
}
function tokenizeNotebook(text, kernel) {
    const notebook = readNotebook(text);
    if (notebook === undefined)
        return { ids: new Uint32Array(0), spans: new Uint32Array(0) };
    const tokens = kernel.tokenize(notebook.text);
    const spans = new Uint32Array(tokens.spans);
    const last = notebook.fileLines.length - 1;
    for (let i = 0; i < spans.length; i += 4) {
        spans[i] = notebook.fileLines[Math.min(spans[i], last)] ?? 0;
        spans[i + 2] = notebook.fileLines[Math.min(spans[i + 2], last)] ?? 0;
    }
    // Spellings go with the tokens: worked out later from the spans, they would be read off the JSON's lines.
    const spellings = tokens.spellings ?? (0,token_spellings/* tokenSpellings */.fZ)(notebook.text, tokens);
    return { ids: tokens.ids, spans, spellings };
}

;// CONCATENATED MODULE: ./src/languages/python.ts
// Python front end. Layout is structure here, so indentation becomes `$indent`/`$dedent` tokens (compared
// level by level, so any consistent width lexes the same), none inside brackets, after a backslash-joined
// line, or for blank and comment-only lines. Foldings:
// - a string that is a whole logical line (a docstring, or a string used as a comment) is dropped;
// - `import` and `from ... import` lines are dropped, with their parenthesized continuation lines (libraries
//   dictate them);
// - `;` is dropped (it only separates statements written on one line).
// No numeric type folding: `int` and `float` are functions here, not declarations. f-strings (and t-strings)
// are one `$str` with the code in their `{...}` lexed as code.


const python = defineLanguage({
    id: 'python',
    version: 4,
    extensions: ['.py', '.pyw', '.pyi'],
    spec: {
        keywords: wordList(`
      False None True and as assert async await break class continue def del elif else except finally for
      from global if import in is lambda nonlocal not or pass raise return try while with yield
    `),
        operators: wordList(`
      ( ) [ ] { } , : . ... ; @ = -> :=
      + - * / // % ** << >> & | ^ ~ < > <= >= == !=
      += -= *= /= //= %= **= <<= >>= &= |= ^= @=
    `),
        droppedOperators: [';'],
        droppedStatements: [
            { keyword: 'import', end: 'line' },
            { keyword: 'from', end: 'line' },
        ],
        lineComments: ['#'],
        literals: pythonLiterals(),
        indentation: true,
        dropDocstrings: true,
    },
});
/** Every quote with every prefix (r, b, u, f, t and their pairs, in any case). */
function pythonLiterals() {
    const prefixes = wordList('_ r u b br rb f fr rf t tr rt').flatMap((p) => p === '_' ? [''] : caseVariants(p));
    return prefixes.flatMap((prefix) => {
        const interpolation = /[ft]/i.test(prefix) ? 'brace' : 'none';
        return ['"""', "'''", '"', "'"].map((quote) => ({
            prefix,
            quote,
            token: '$str',
            multiline: quote.length === 3,
            interpolation,
        }));
    });
}
function caseVariants(word) {
    const [first = '', ...rest] = word;
    if (first === '')
        return [''];
    const tails = caseVariants(rest.join(''));
    return [first.toLowerCase(), first.toUpperCase()].flatMap((c) => tails.map((tail) => c + tail));
}

;// CONCATENATED MODULE: ./src/languages/rust.ts
// Rust front end. Block comments nest; `'a` is a lifetime or label (`$lifetime`), `'a'` a char; strings may
// span lines; raw `r#"..."#`, byte `b"..."`/`b'x'` and C `c"..."` literals. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `use` and `extern crate` declarations are dropped (libraries dictate them); `mod x;` stays;
// - `pub` is dropped (visibility is cosmetic in student programs);
// - integer and float types (`i8 ... i128 isize u8 ... u128 usize f32 f64`) fold to `$numtype`.



const rustLiterals = [
    ...['r', 'br', 'cr'].map((prefix) => ({
        prefix,
        quote: '',
        token: '$str',
        delimiter: 'rust-raw',
        escape: 'none',
        multiline: true,
    })),
    { prefix: 'b', quote: "'", token: '$chr' },
    { prefix: 'b', quote: '"', token: '$str', multiline: true },
    { prefix: 'c', quote: '"', token: '$str', multiline: true },
    { prefix: '', quote: '"', token: '$str', multiline: true },
    { prefix: '', quote: "'", token: '$chr' },
];
const rust = defineLanguage({
    id: 'rust',
    version: 3,
    extensions: ['.rs'],
    spec: {
        keywords: wordList(`
      as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod
      move mut ref return self Self static struct super trait true type unsafe use where while bool char str
    `),
        droppedWords: ['pub'],
        foldedWords: foldWords('i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64', '$numtype'),
        operators: [...cFamilyOperators, ...wordList(':: -> => .. ..= ... # $ @')],
        droppedOperators: droppedBraces,
        droppedStatements: [
            { keyword: 'use', end: ';' },
            { keyword: 'extern', end: ';', before: ['crate'] },
        ],
        lineComments: cLineComments,
        blockComments: nestedBlockComments,
        literals: rustLiterals,
        lifetimes: true,
    },
});

;// CONCATENATED MODULE: ./src/languages/text.ts
// Plain-text front end, the fallback for prose, markup and languages without a front end of their own: words
// lower-cased are the tokens (so they are hashed per token here), numbers fold to `$num`, punctuation and
// layout are dropped. Data and configuration formats (.json, .yaml, .csv...) are left out on purpose: they
// are generated or shared far more often than written, and would only add noise.







const classes = buildCharClasses({
    identifierSymbols: '',
    commentStarts: '',
    literalStarts: '',
    prefixFollowers: '',
});
const text_NEWLINE = 10;
const text_DOT = 46;
const text_COMMA = 44;
const text_text = {
    id: 'text',
    version: 1,
    extensions: wordList(`
    .txt .text .md .markdown .rst .adoc .asciidoc .tex .org .html .htm .css .scss .sql .sh .bash .zsh .ps1
    .bat .rb .php .swift .scala .m .r .lua .pl .hs .ml .fs .dart .jl .erl .ex .exs .clj .lisp .scm .vb .pas
    .f90 .asm .s .vue .svelte
  `),
    tokenize: droppingZeroWidthNoBreakSpaces(tokenizeText),
};
/** Tokens of plain text: lower-cased words and `$num` for numbers such as 42, 3.14 or 1,000. */
function tokenizeText(source) {
    const out = new TokenBuffer(source.length >> 3);
    const n = source.length;
    let line = 0;
    let lineStart = 0;
    let p = 0;
    while (p < n) {
        const c = source.charCodeAt(p);
        const cls = charClass(classes, c);
        const start = p;
        if (c === text_NEWLINE) {
            line++;
            lineStart = ++p;
            continue;
        }
        if (cls & DIGIT)
            p = numberEnd(source, p);
        else if (cls & IDENT_START) {
            while (p < n && charClass(classes, source.charCodeAt(p)) & IDENT_PART)
                p++;
        }
        else {
            p++;
            continue;
        }
        const id = cls & DIGIT ? normal_tokens/* normalIds */.o.number : (0,token_id/* tokenId */.j)(source.slice(start, p).toLowerCase());
        out.push(id, line, start - lineStart, line, p - lineStart, (0,token_spellings/* spellingOf */.k2)(id, source, start, p));
    }
    return out.toSequence();
}
function numberEnd(source, from) {
    let p = from;
    for (;;) {
        const c = source.charCodeAt(p);
        if (charClass(classes, c) & IDENT_PART)
            p++;
        else if ((c === text_DOT || c === text_COMMA) && charClass(classes, source.charCodeAt(p + 1)) & DIGIT)
            p++;
        else
            return p;
    }
}

;// CONCATENATED MODULE: ./src/languages/typescript.ts
// TypeScript front end (also TSX): JavaScript's tables (see javascript.ts) plus TypeScript's words. Foldings as
// in JavaScript (`import x = require('m')` is an import too), and `public private protected readonly` are
// dropped (cosmetic modifiers). Contextual words that are often names (`type`, `get`, `set`, `module`) stay
// identifiers so renaming them changes nothing.
// A `<` is not read as JSX before a primitive type name (`<number>x` is a type assertion).



const primitiveTypes = wordList('any unknown never number string boolean bigint symbol object');
const typescript = defineLanguage({
    id: 'typescript',
    // 3: U+FEFF past the start read as a space, as in JavaScript.
    version: 4,
    extensions: ['.ts', '.mts', '.cts', '.tsx'],
    zeroWidthNoBreakSpaceIsWhiteSpace: true,
    spec: {
        ...javascriptSpec,
        keywords: [
            ...javascriptSpec.keywords,
            ...wordList('abstract as declare enum implements infer interface is keyof namespace satisfies'),
            ...primitiveTypes.filter((word) => word !== 'object'),
        ],
        droppedWords: wordList('public private protected readonly'),
        jsx: { notTagNames: primitiveTypes },
    },
});

;// CONCATENATED MODULE: ./src/languages/registry.ts
// Every language front end, and how a file finds its own: by an explicit language, by the file name's
// extension, or — when the name does not say (no extension, an unknown one, '.txt') — by its content, with
// plain text as the fallback. A `.h` file is C unless its content shows C++ (isCppHeader). Data, media and
// archive formats are not source (see isSourcePath).















/** All front ends, one per LanguageId. */
const languages = [
    java,
    python,
    c,
    cpp,
    csharp,
    javascript,
    typescript,
    go,
    rust,
    kotlin,
    text_text,
];
const byId = new Map(languages.map((language) => [language.id, language]));
const byExtension = new Map(languages.flatMap((language) => language.extensions.map((extension) => [extension, language])));
/** Other names people use for the languages, besides their ids. */
const ALIASES = {
    'c++': 'cpp',
    cxx: 'cpp',
    cc: 'cpp',
    cs: 'csharp',
    'c#': 'csharp',
    js: 'javascript',
    jsx: 'javascript',
    node: 'javascript',
    ecmascript: 'javascript',
    ts: 'typescript',
    tsx: 'typescript',
    py: 'python',
    python3: 'python',
    kt: 'kotlin',
    rs: 'rust',
    golang: 'go',
    txt: 'text',
    plain: 'text',
    plaintext: 'text',
};
const aliases = new Map([
    ...languages.map((language) => [language.id, language.id]),
    ...Object.entries(ALIASES),
]);
/** The front end of `id`. */
function languageById(id) {
    return byId.get(id) ?? text_text;
}
/**
 * The front end for a file: `override` if given, else by the lower-cased extension of `path` (`.h` is C here;
 * resolveLanguage reads a C++ header's content as C++);
 * undefined when neither a language nor a text format is known for it.
 */
function languageForPath(path, override) {
    if (override !== undefined)
        return languageById(override);
    const extension = extensionOf(path);
    return extension === undefined ? undefined : byExtension.get(extension);
}
/** Extensions that say "text" without saying which language: the content decides. */
const GENERIC_TEXT_EXTENSIONS = new Set(['.txt', '.text']);
/**
 * The front end for a file with this `text`: `override` if given, else by extension, else — no extension,
 * an unknown one or '.txt' — by the extension before it ('Main.java.txt') or by its content (shebang, then
 * telltale constructs), plain text when nothing shows.
 */
function resolveLanguage(path, text, override) {
    const extension = extensionOf(path);
    if (extension === NOTEBOOK_EXTENSION)
        return resolveNotebook(text, override);
    if (override !== undefined)
        return { frontEnd: languageById(override) };
    const byName = extension === undefined ? undefined : byExtension.get(extension);
    // C and C++ share `.h`: a C++ header read as C loses what C++ reads alike (`std::`, `this->`, classes).
    if (extension === '.h' && isCppHeader(text))
        return { frontEnd: cpp };
    if (byName !== undefined && !GENERIC_TEXT_EXTENSIONS.has(extension ?? '')) {
        const note = extension === undefined ? undefined : noteCodeInDocument(extension, text);
        return note === undefined ? { frontEnd: byName } : { frontEnd: byName, note };
    }
    const inner = byName === undefined ? undefined : languageForPath(path.slice(0, -(extension ?? '').length));
    if (inner !== undefined && inner.id !== 'text') {
        return { frontEnd: inner, note: `read as ${inner.id} by the extension before '${extension ?? ''}'` };
    }
    const detected = detectLanguage(text);
    const name = extension === undefined ? 'no extension' : `extension '${extension}'`;
    return {
        frontEnd: languageById(detected.language),
        note: `read as ${detected.language} by ${detected.reason}; its name (${name}) does not say`,
    };
}
/** Prose and markup formats, read as plain text by their name even when a student pastes code into them. */
const DOCUMENT_EXTENSIONS = new Set([
    '.md',
    '.markdown',
    '.rst',
    '.adoc',
    '.asciidoc',
    '.org',
]);
/**
 * A note for a document (`.md`...) that holds code by its content: read as plain text, a solution pasted
 * into a README matches plain text only, never the same code in a source file, so staff should know.
 */
function noteCodeInDocument(extension, text) {
    if (!DOCUMENT_EXTENSIONS.has(extension))
        return undefined;
    const detected = detectLanguage(text);
    if (detected.language === 'text')
        return undefined;
    const language = detected.language;
    return `holds ${language} code by ${detected.reason}, read as plain text by its extension '${extension}': it matches no ${language} file`;
}
/**
 * A notebook's front end: its code cells in the kernel's language (or `override`); a file that is not a
 * notebook is plain text, never JSON read as code.
 */
function resolveNotebook(text, override) {
    const notebook = readNotebook(text);
    if (notebook === undefined) {
        return {
            frontEnd: languageById('text'),
            note: 'not a readable Jupyter notebook (JSON): read as plain text',
        };
    }
    const id = override ?? toKernelLanguage(notebook.kernel, parseLanguageId) ?? 'text';
    const cells = `${notebook.codeCells} code cell${notebook.codeCells === 1 ? '' : 's'}`;
    return {
        frontEnd: notebookFrontEnd(languageById(id)),
        note: `Jupyter notebook: ${cells} read as ${id} (kernel ${notebook.kernel}), outputs and markdown left out; lines are the .ipynb file's`,
        cells: notebook.cellLines,
    };
}
/** Data, media, archive and compiled formats: never a student's source, never read. */
const NOT_SOURCE_EXTENSIONS = new Set(wordList(`
    .json .yaml .yml .csv .tsv .xml .toml .lock .ini .cfg .conf .properties .log .svg .map .iml .sln .csproj
    .png .jpg .jpeg .gif .bmp .ico .webp .tif .tiff .psd .mp3 .mp4 .wav .ogg .mov .avi .mkv .webm
    .pdf .doc .docx .xls .xlsx .ppt .pptx .odt .ods .odp .zip .jar .war .gz .tgz .tar .bz2 .xz .7z .rar
    .class .o .obj .a .so .dll .dylib .exe .pyc .pyo .bin .dat .db .sqlite .woff .woff2 .ttf .otf .eot
  `));
/**
 * Whether a path may hold source worth reading: not a data, media, archive or compiled format by its
 * extension, and not a hidden file ('.gitignore') unless its extension names a language.
 */
function isSourcePath(path) {
    const extension = extensionOf(path);
    if (extension !== undefined && NOT_SOURCE_EXTENSIONS.has(extension))
        return false;
    const name = baseName(path);
    return !name.startsWith('.') || languageForPath(name.slice(1)) !== undefined;
}
function baseName(path) {
    return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}
/** The lower-cased extension with its dot; undefined for none ('Makefile', '.gitignore'). */
function extensionOf(path) {
    const name = baseName(path);
    const dot = name.lastIndexOf('.');
    return dot <= 0 ? undefined : name.slice(dot).toLowerCase();
}
/** A language named by its id or a common alias (c++, c#, cs, js, ts, py, kt, rs, golang, txt, plain), any case. */
function parseLanguageId(name) {
    return aliases.get(name.trim().toLowerCase());
}


/***/ }),

/***/ 3200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fZ: () => (/* binding */ tokenSpellings),
/* harmony export */   k2: () => (/* binding */ spellingOf)
/* harmony export */ });
/* unused harmony export isSpelled */
/* harmony import */ var _engine_token_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _line_starts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(867);
/* harmony import */ var _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5807);
// The text each name or literal token had before folding, as a token id: what the engine needs to tell a
// copy with its names kept or renamed one-to-one from code that only has the same shape (name-hashes.ts).
// The lexer works each one out as it emits the token (lex-state.ts); tokenSpellings works them out again
// from the spans, for tokens whose spans were moved after lexing (notebooks).



// Compared one by one rather than looked up in a Set: ids are mostly above 2^30, where a Set hashes them as
// doubles, and this runs for every token.
const IDENTIFIER = _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .normalIds */ .o.identifier;
const NUMBER = _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .normalIds */ .o.number;
const STRING = _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .normalIds */ .o.string;
const CHAR = _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .normalIds */ .o.char;
const REGEX = _normal_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .normalIds */ .o.regex;
/** Whether tokens of folded id `id` have a spelling: identifiers and literals. */
function isSpelled(id) {
    return id === IDENTIFIER || id === STRING || id === NUMBER || id === CHAR || id === REGEX;
}
/**
 * The spelling of a token of folded id `id` written at `text` [from, to): tokenId of that text (1 should it
 * be 0) for identifiers and literals; 0 for every other token and for one with no text.
 */
function spellingOf(id, text, from, to) {
    if (!isSpelled(id))
        return 0;
    const end = Math.min(to, text.length);
    return end > from ? (0,_engine_token_id_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenIdAt */ .a)(text, from, end) || 1 : 0;
}
/** Per token, spellingOf its source text as its span gives it. */
function tokenSpellings(text, tokens) {
    const { ids, spans } = tokens;
    const spellings = new Uint32Array(ids.length);
    const lineStarts = (0,_line_starts_js__WEBPACK_IMPORTED_MODULE_2__/* .startsOfLines */ .E)(text);
    const lines = lineStarts.length;
    for (let t = 0; t < ids.length; t++) {
        const id = ids[t];
        if (!isSpelled(id))
            continue;
        const at = 4 * t;
        const startLine = spans[at];
        const endLine = spans[at + 2];
        // A span outside the text (never expected) keeps 0: the token then counts by its folded id alone.
        if (startLine >= lines || endLine >= lines)
            continue;
        const from = lineStarts[startLine] + spans[at + 1];
        spellings[t] = spellingOf(id, text, from, lineStarts[endLine] + spans[at + 3]);
    }
    return spellings;
}


/***/ }),

/***/ 8036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xc: () => (/* binding */ decodeSourceText),
  z$: () => (/* binding */ truncatedNote)
});

// UNUSED EXPORTS: MAX_AVERAGE_LINE_LENGTH, normalizeLineEnds

;// CONCATENATED MODULE: ./src/sources/decode-text-bytes.ts
// Turns bytes into a string whatever the encoding a student's editor saved them in: UTF-8 (invalid bytes
// replaced), UTF-16 and UTF-32 by their byte-order mark, UTF-16 without one by its pattern of zero bytes,
// and a legacy single-byte encoding (Windows-1252, a superset of Latin-1) when the bytes are clearly not
// UTF-8. Pure and linear in the input; never throws.
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lenient = new TextDecoder('utf-8', { ignoreBOM: true });
const utf16le = new TextDecoder('utf-16le', { ignoreBOM: true });
const utf16be = new TextDecoder('utf-16be', { ignoreBOM: true });
/** The text of `bytes`, any byte-order mark dropped. */
function decodeTextBytes(bytes) {
    const bom = byteOrderMark(bytes);
    if (bom === 'utf-8')
        return decodeUtf8(bytes.subarray(3));
    if (bom === 'utf-32le' || bom === 'utf-32be') {
        return noted(decodeUtf32(bytes.subarray(4), bom === 'utf-32le'), `${bom.toUpperCase()} (byte-order mark)`);
    }
    if (bom === 'utf-16le')
        return noted(utf16le.decode(bytes.subarray(2)), 'UTF-16LE (byte-order mark)');
    if (bom === 'utf-16be')
        return noted(utf16be.decode(bytes.subarray(2)), 'UTF-16BE (byte-order mark)');
    const unmarked = guessUtf16(bytes);
    if (unmarked === 'le')
        return noted(utf16le.decode(bytes), 'UTF-16LE without a byte-order mark');
    if (unmarked === 'be')
        return noted(utf16be.decode(bytes), 'UTF-16BE without a byte-order mark');
    return decodeUtf8(bytes);
}
/** True when the bytes start with a byte-order mark of UTF-16 or UTF-32: zero bytes there are expected. */
function isWideText(bytes) {
    const bom = byteOrderMark(bytes);
    return (bom !== undefined && bom !== 'utf-8') || guessUtf16(bytes) !== undefined;
}
function byteOrderMark(b) {
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b[0] === 0xff && b[1] === 0xfe)
        return b[2] === 0 && b[3] === 0 ? 'utf-32le' : 'utf-16le';
    if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return undefined;
}
function noted(text, detail) {
    return { text, note: { kind: 'encoding', detail: `decoded as ${detail}` } };
}
function decodeUtf8(bytes) {
    try {
        return { text: utf8Strict.decode(bytes) };
    }
    catch {
        const { valid, invalid } = countUtf8Sequences(bytes);
        if (valid === 0)
            return noted(decodeWindows1252(bytes), 'Windows-1252 (Latin-1): not UTF-8');
        const detail = `${invalid} byte${invalid === 1 ? '' : 's'} not valid UTF-8, read as U+FFFD`;
        return { text: utf8Lenient.decode(bytes), note: { kind: 'encoding', detail } };
    }
}
/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F (the WHATWG index: the five it leaves out stay C1
 * controls); every other byte is its own code point, as in Latin-1.
 */
const WINDOWS_1252_HIGH = [
    0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
    0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
    0x153, 0x9d, 0x17e, 0x178,
];
/**
 * The Windows-1252 text of `bytes`, by its table rather than TextDecoder: Node from 20.18.3 decodes
 * 'windows-1252' as Latin-1 (nodejs/node#60888), turning smart quotes and € into invisible C1 controls.
 */
function decodeWindows1252(bytes) {
    const parts = [];
    const chunk = new Uint16Array(Math.min(bytes.length, 8192));
    for (let start = 0; start < bytes.length; start += chunk.length) {
        const end = Math.min(start + chunk.length, bytes.length);
        for (let i = start; i < end; i++) {
            const byte = bytes[i];
            chunk[i - start] = byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : byte;
        }
        parts.push(String.fromCharCode(...chunk.subarray(0, end - start)));
    }
    return parts.join('');
}
/** Well-formed multi-byte UTF-8 sequences and stray bytes at or above 0x80 (overlongs not told apart). */
function countUtf8Sequences(bytes) {
    let valid = 0;
    let invalid = 0;
    let i = 0;
    while (i < bytes.length) {
        const lead = bytes[i];
        if (lead < 0x80) {
            i++;
            continue;
        }
        const length = lead >= 0xc2 && lead <= 0xdf
            ? 2
            : lead >= 0xe0 && lead <= 0xef
                ? 3
                : lead >= 0xf0 && lead <= 0xf4
                    ? 4
                    : 0;
        let ok = length > 0 && i + length <= bytes.length;
        for (let j = 1; ok && j < length; j++)
            ok = (bytes[i + j] & 0xc0) === 0x80;
        if (ok) {
            valid++;
            i += length;
        }
        else {
            invalid++;
            i++;
        }
    }
    return { valid, invalid };
}
/** 'le' or 'be' when zero bytes fill one half of the byte pairs and not the other, as ASCII in UTF-16 does. */
function guessUtf16(bytes) {
    const pairs = Math.min(bytes.length, 4096) >> 1;
    if (pairs < 2)
        return undefined;
    let evenZeros = 0;
    let oddZeros = 0;
    const most = pairs * 0.6;
    for (let i = 0; i < pairs; i++) {
        if (bytes[2 * i] === 0)
            evenZeros++;
        if (bytes[2 * i + 1] === 0)
            oddZeros++;
        // Every file is asked this (twice): stop once neither half can reach its share of zeros any more.
        if ((i & 63) === 63 && evenZeros + pairs - i <= most && oddZeros + pairs - i <= most)
            return undefined;
    }
    if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05)
        return 'le';
    if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05)
        return 'be';
    return undefined;
}
function decodeUtf32(bytes, littleEndian) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parts = [];
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
        const code = view.getUint32(i, littleEndian);
        parts.push(code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD');
    }
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/sources/sniff-binary.ts
// Decides by content whether bytes are a binary file (an image, an archive, compiled code) rather than text
// with a stray control byte in it: by the signature of a common binary format, else by the share of
// control bytes in the first 64 KiB, in bytes that are not valid UTF-8. One NUL byte in a comment does not
// make a source file binary, nor does a comment padded with thousands of them.
/** How much of a file the share of control bytes is measured on. */
const BINARY_SNIFF_BYTES = 64 * 1024;
/** Above this share of control bytes (NUL included, whitespace and ESC not), the file is binary. */
const MAX_CONTROL_SHARE = 0.05;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const SIGNATURES = [
    { name: 'PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
    { name: 'JPEG image', bytes: [0xff, 0xd8, 0xff] },
    { name: 'GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
    { name: 'PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
    { name: 'ZIP archive (or .jar, .docx)', bytes: [0x50, 0x4b, 0x03, 0x04] },
    { name: 'gzip archive', bytes: [0x1f, 0x8b] },
    { name: 'ELF executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
    { name: 'Java class file', bytes: [0xca, 0xfe, 0xba, 0xbe] },
    { name: 'Office document', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
    { name: '7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
];
/**
 * Why `bytes` are binary, or undefined when they read as text. Pass wide (UTF-16/32) text elsewhere.
 * `controls` is countControlBytes of the first BINARY_SNIFF_BYTES, for a caller that has it already.
 */
function sniffBinary(bytes, controls = countControlBytes(bytes.subarray(0, BINARY_SNIFF_BYTES))) {
    const signature = SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte));
    if (signature)
        return `a ${signature.name}, by its first bytes`;
    const sample = bytes.subarray(0, BINARY_SNIFF_BYTES);
    // Text padded with control bytes (a comment of NULs) is still valid UTF-8 throughout, which the bytes of
    // images, archives and compiled code are not: it is read, its control bytes dropped.
    if (controls > sample.length * MAX_CONTROL_SHARE && !isUtf8(bytes)) {
        const percent = Math.round((100 * controls) / sample.length);
        return `${percent}% of its first ${sample.length} bytes are control bytes`;
    }
    return undefined;
}
function isUtf8(bytes) {
    try {
        utf8.decode(bytes);
        return true;
    }
    catch {
        return false;
    }
}
/** C0 control bytes other than tab, line feed, vertical tab, form feed, carriage return and escape; and DEL. */
function isControlCode(code) {
    return (code < 0x20 && (code < 0x09 || code > 0x0d) && code !== 0x1b) || code === 0x7f;
}
/** How many bytes are control codes (isControlCode). */
function countControlBytes(bytes) {
    let count = 0;
    // Indexed, the common case (a printable byte) first: this runs over every byte of every file read.
    for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if ((byte >= 0x20 && byte !== 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d)
            continue;
        if (isControlCode(byte))
            count++;
    }
    return count;
}

;// CONCATENATED MODULE: ./src/sources/decode-source-text.ts
// Turns a file's bytes into source text with notes on how it was read, or into the reason it is not source
// text (binary, empty). Whatever a student hands in is read if it is text: any encoding (see
// decode-text-bytes.ts), every line end read as LF, stray control bytes and invisible characters dropped, long
// lines kept, a file over the byte cap cut to its first part. Each of these is a note on the file, shown in
// the reports. Pure: no file system.


/** Average characters per line above which a file counts as minified or generated. */
const MAX_AVERAGE_LINE_LENGTH = 300;
/**
 * Decodes `bytes` as source text: strips a byte-order mark, turns CRLF, CR, NEL, U+2028 and U+2029 line ends
 * into LF and drops control and invisible characters. Never throws; linear in the input; binary and empty files come back as a skip.
 */
function decodeSourceText(bytes, limits) {
    if (bytes.length === 0)
        return skip('empty', 'the file has 0 bytes');
    const notes = [];
    let read = bytes;
    if (bytes.length > limits.maxFileBytes) {
        read = bytes.subarray(0, limits.maxFileBytes);
        notes.push(truncatedNote(bytes.length, limits.maxFileBytes));
    }
    // Control bytes, counted once every byte was looked at; undefined for wide text or a file over the sample.
    let controls;
    if (!isWideText(read)) {
        const sample = read.subarray(0, BINARY_SNIFF_BYTES);
        const sampled = countControlBytes(sample);
        const binary = sniffBinary(read, sampled);
        if (binary !== undefined)
            return skip('binary', binary);
        if (sample.length === read.length)
            controls = sampled;
    }
    const decoded = decodeTextBytes(read);
    if (decoded.note)
        notes.push(decoded.note);
    const lines = normalizeLineEnds(decoded.text);
    // A byte-wide decoding (UTF-8, Windows-1252) turns no byte but a control byte into a control character:
    // without control bytes there is nothing to drop, and the text need not be scanned again.
    const { text: clean, dropped } = controls === 0 ? { text: lines, dropped: 0 } : dropControlCharacters(lines);
    if (dropped > 0) {
        const detail = `${dropped} control character${dropped === 1 ? '' : 's'} (such as NUL) left out`;
        notes.push({ kind: 'control-characters', detail });
    }
    const visible = normalizeUnicode(clean);
    if (visible.note)
        notes.push(visible.note);
    if (visible.text.trim() === '') {
        return skip('empty', `the file holds only whitespace${dropped > 0 ? ' and control characters' : ''}`);
    }
    const minified = findMinifiedLine(visible.text, limits.maxLineLength);
    if (minified !== undefined)
        notes.push({ kind: 'minified', detail: `minified or generated: ${minified}` });
    return notes.length === 0 ? { ok: true, text: visible.text } : { ok: true, text: visible.text, notes };
}
/** The note on a file of `size` bytes of which only the first `read` were read. */
function truncatedNote(size, read) {
    return { kind: 'truncated', detail: `only the first ${read} of ${size} bytes read` };
}
/** Replaces CRLF and lone CR line ends with LF. */
function normalizeLineEnds(text) {
    // includes() first: most files have no CR, and it is ten times faster than the replace finding none.
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
/** Any character normalizeUnicode changes: one test, as most files have none. */
const UNUSUAL = /[\u0080-\u009f\u2028\u2029\p{Cf}]/u;
/** The Unicode line ends (NEL, LINE and PARAGRAPH SEPARATOR) that JavaScript and C# end `//` comments at. */
const UNICODE_LINE_ENDS = /[\u0085\u2028\u2029]/g;
/**
 * Characters that show nothing yet split or join words: C1 controls (NEL is a line end by then) and Unicode
 * format characters (zero-width spaces and joiners, bidirectional marks, soft hyphens, U+FEFF past the start).
 * Java ignores them inside identifiers (`ret\u200Burn` is `return`): left in, they would cut a copy's words.
 */
const INVISIBLE = /[\u0080-\u009f\p{Cf}]/gu;
/**
 * The invisible characters dropped here: all but U+FEFF, which JavaScript reads as a space where Java ignores
 * it, so that each front end reads it as its language does (languages/zero-width-no-break-space.ts).
 */
const DROPPED = /(?!\ufeff)[\u0080-\u009f\p{Cf}]/gu;
/**
 * `text` with Unicode line ends as LF and invisible characters dropped (U+FEFF left to the front ends), noted.
 * Kept as they were, a file of U+2028 line ends would read as one line whose first `//` comment hides the rest.
 */
function normalizeUnicode(text) {
    if (!UNUSUAL.test(text))
        return { text };
    const lines = text.replace(UNICODE_LINE_ENDS, '\n');
    const invisible = lines.match(INVISIBLE);
    if (invisible === null)
        return { text: lines };
    const first = `U+${(invisible[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    const count = invisible.length;
    const detail = `${count} invisible character${count === 1 ? '' : 's'} (such as ${first}) ignored`;
    return { text: lines.replace(DROPPED, ''), note: { kind: 'invisible-characters', detail } };
}
function dropControlCharacters(text) {
    let dropped = 0;
    for (let i = 0; i < text.length; i++)
        if (isControlCode(text.charCodeAt(i)))
            dropped++;
    if (dropped === 0)
        return { text, dropped };
    let out = '';
    let from = 0;
    for (let i = 0; i < text.length; i++) {
        if (!isControlCode(text.charCodeAt(i)))
            continue;
        out += text.slice(from, i);
        from = i + 1;
    }
    return { text: out + text.slice(from), dropped };
}
function skip(reason, detail) {
    return { ok: false, reason, detail };
}
/** Says why `text` looks minified or generated, or undefined when it looks hand-written. */
function findMinifiedLine(text, maxLineLength) {
    // Line by line with indexOf rather than split: this runs over every file read.
    const end = text.endsWith('\n') ? text.length - 1 : text.length;
    let lines = 0;
    for (let start = 0; start <= end; lines++) {
        const newline = text.indexOf('\n', start);
        const stop = newline === -1 || newline > end ? end : newline;
        if (stop - start > maxLineLength) {
            return `line ${lines + 1} has ${stop - start} characters, over ${maxLineLength}`;
        }
        start = stop + 1;
    }
    const average = (end - (lines - 1)) / lines;
    if (average > MAX_AVERAGE_LINE_LENGTH) {
        return `lines average ${Math.round(average)} characters, over ${MAX_AVERAGE_LINE_LENGTH}`;
    }
    return undefined;
}


/***/ }),

/***/ 8324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode)
/* harmony export */ });
// The Node.js error code of whatever the file system threw, to tell a missing file from a real failure.
/** The Node.js error code ('ENOENT', 'EACCES', ...) of a thrown value, if it has one. */
function errorCode(error) {
    if (typeof error !== 'object' || error === null || !('code' in error))
        return undefined;
    return typeof error.code === 'string' ? error.code : undefined;
}


/***/ }),

/***/ 4451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CR: () => (/* binding */ DEFAULT_MAX_FILE_BYTES),
  x$: () => (/* binding */ DEFAULT_MAX_LINE_LENGTH),
  iB: () => (/* binding */ NOT_SOURCE_DETAIL),
  VY: () => (/* binding */ readSubmission),
  Mk: () => (/* binding */ readSubmissionSync)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/describe-error.ts
var describe_error = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/sources/decode-source-text.ts + 2 modules
var decode_source_text = __webpack_require__(8036);
// EXTERNAL MODULE: ./src/sources/error-code.ts
var error_code = __webpack_require__(8324);
;// CONCATENATED MODULE: ./src/sources/read-file-head.ts
// Reads the first part of a regular file: at most a cap of bytes, plus the file's whole size, so a caller
// can say the file was cut. Refuses anything that is not a regular file once it is open.

/**
 * The first `maxBytes` bytes of a regular file and its size. Synchronous on purpose: for the small local
 * files of a course, one open/fstat/read/close in a row is ~10x faster than a round trip through libuv's
 * 4-thread pool per call (40,599 files: 1.5 s, not 4.5 s).
 */
function readFileHead(absolutePath, maxBytes) {
    // O_NONBLOCK: a FIFO put in place of a file after the walk does not block the process on open.
    const fd = (0,external_node_fs_.openSync)(absolutePath, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (!stats.isFile())
            throw new NotRegularFileError('not a regular file (a device, socket or pipe)');
        const bytes = new Uint8Array(Math.min(stats.size, maxBytes));
        let filled = 0;
        while (filled < bytes.length) {
            const count = (0,external_node_fs_.readSync)(fd, bytes, filled, bytes.length - filled, filled);
            if (count === 0)
                break;
            filled += count;
        }
        return { bytes: bytes.subarray(0, filled), size: stats.size };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The path names a folder, device, socket or pipe. */
class NotRegularFileError extends Error {
    name = 'NotRegularFileError';
}

// EXTERNAL MODULE: ./src/sources/submission-path-error.ts
var submission_path_error = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/sources/walk-submission.ts
var walk_submission = __webpack_require__(3662);
;// CONCATENATED MODULE: ./src/sources/read-submission.ts
// Reads one submission (a folder, or a single file) from disk into decoded source files plus the files it
// skipped and why. Decides nothing about languages: the caller says which paths it wants through
// `acceptPath`. The only exception it throws is SubmissionPathError, for a path that does not exist.








const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;
const DEFAULT_MAX_LINE_LENGTH = 1000;
/** The sentence for a file a caller's acceptPath refused. */
const NOT_SOURCE_DETAIL = 'not source code by its name (a data, media or archive format)';
/**
 * Reads the submission at `path`: every file under a folder (hidden, dependency and build folders left out),
 * or the one file `path` names. Symbolic links inside a folder are skipped, never followed. Both result
 * lists are sorted by path.
 * @throws SubmissionPathError when nothing exists at `path`.
 */
async function readSubmission(path, options = {}) {
    return readSubmissionSync(path, options);
}
/**
 * readSubmission, synchronously: for a thread that reads submissions one after another and does nothing
 * else meanwhile (fingerprint-threads.ts), where a round trip through libuv per call only costs time.
 * @throws SubmissionPathError when nothing exists at `path`.
 */
function readSubmissionSync(path, options = {}) {
    const settings = {
        limits: {
            maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
            maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH,
        },
        acceptPath: options.acceptPath ?? (() => true),
        excludePath: options.excludePath ?? (() => undefined),
        reachesLeftOut: options.reachesLeftOut ?? (() => false),
    };
    const files = [];
    const skipped = [];
    for (const entry of listEntries(path)) {
        const outcome = readEntry(entry, settings);
        if (outcome === undefined)
            continue;
        if ('text' in outcome)
            files.push(outcome);
        else
            skipped.push(outcome);
    }
    return { files, skipped };
}
/** The entries to read: the walk of a folder, or the single file itself. */
function listEntries(path) {
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(path);
    }
    catch (error) {
        const code = (0,error_code/* errorCode */.C)(error);
        if (code === 'ENOENT' || code === 'ENOTDIR') {
            throw new submission_path_error/* SubmissionPathError */.S(`no such file or folder: ${path}`, path);
        }
        return [{ path: '.', absolutePath: path, kind: 'unreadable-folder', error: (0,describe_error/* describeError */.U)(error) }];
    }
    if (stats.isDirectory())
        return (0,walk_submission/* walkSubmission */.kt)(path);
    return [{ path: (0,external_node_path_.basename)(path), absolutePath: path, kind: stats.isFile() ? 'file' : 'special' }];
}
/** The entry read or skipped, or undefined when it is not even listed (judgeFolders). */
function readEntry(entry, settings) {
    const { path } = entry;
    if (entry.kind === 'unreadable-folder')
        return { path, reason: 'unreadable', detail: entry.error ?? 'cannot be listed' };
    const verdict = (0,walk_submission/* judgeFolders */.dm)(path, settings.acceptPath, settings.reachesLeftOut);
    if (verdict === 'unlisted')
        return undefined;
    // The user's own choice of files comes first, in left-out folders too.
    if (verdict !== 'read')
        return excludedFile(path, settings) ?? verdict;
    switch (entry.kind) {
        case 'symlink':
            return { path, reason: 'symlink', detail: 'symbolic link, not followed' };
        case 'special':
            return { path, reason: 'unreadable', detail: 'not a regular file (a device, socket or pipe)' };
        case 'file': {
            const excluded = excludedFile(path, settings);
            if (excluded !== undefined)
                return excluded;
            if (!settings.acceptPath(path))
                return { path, reason: 'not-source', detail: NOT_SOURCE_DETAIL };
            return readSourceFile(entry, settings.limits);
        }
    }
}
function excludedFile(path, settings) {
    const excluded = settings.excludePath(path);
    return excluded === undefined ? undefined : { path, reason: 'excluded', detail: excluded };
}
function readSourceFile(entry, limits) {
    const { path } = entry;
    let head;
    try {
        head = readFileHead(entry.absolutePath, limits.maxFileBytes);
    }
    catch (error) {
        return { path, reason: 'unreadable', detail: (0,describe_error/* describeError */.U)(error) };
    }
    const decoded = (0,decode_source_text/* decodeSourceText */.xc)(head.bytes, limits);
    if (!decoded.ok)
        return { path, reason: decoded.reason, detail: decoded.detail };
    const cut = head.size > head.bytes.length ? [(0,decode_source_text/* truncatedNote */.z$)(head.size, head.bytes.length)] : [];
    const notes = [...cut, ...(decoded.notes ?? [])];
    return notes.length === 0 ? { path, text: decoded.text } : { path, text: decoded.text, notes };
}


/***/ })

};
