export const id = 347;
export const ids = [347,82,136];
export const modules = {

/***/ 5235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ FingerprintThreadError),
/* harmony export */   Hy: () => (/* binding */ transferables),
/* harmony export */   K8: () => (/* binding */ FINGERPRINT_THREAD),
/* harmony export */   bG: () => (/* binding */ isBatch),
/* harmony export */   g6: () => (/* binding */ isSetup),
/* harmony export */   i_: () => (/* binding */ isReady),
/* harmony export */   kY: () => (/* binding */ isBatchResult),
/* harmony export */   oX: () => (/* binding */ typedArraysOf),
/* harmony export */   p7: () => (/* binding */ isFingerprintThreadData),
/* harmony export */   qo: () => (/* binding */ isReadTask),
/* harmony export */   t: () => (/* binding */ toSetup),
/* harmony export */   yE: () => (/* binding */ READY)
/* harmony export */ });
/** A worker thread failed or stopped before sending its files. */
class FingerprintThreadError extends Error {
    name = 'FingerprintThreadError';
}
const ROLE = 'codewinnow-fingerprint';
/** The data a fingerprinting thread starts with: it says what the thread is for, nothing more. */
const FINGERPRINT_THREAD = { role: ROLE };
/** A worker's answer to its Setup: it is listening for batches. */
const READY = { ready: true };
function isReady(value) {
    return isRecord(value) && value.ready === true;
}
function toSetup(fingerprinting) {
    const { params, starter, reading, sources } = fingerprinting;
    return { setup: { params, starter, reading, sources } };
}
function isSetup(value) {
    return isRecord(value) && isRecord(value.setup) && value.setup.starter instanceof Set;
}
/** True for the data a fingerprinting thread is started with (FINGERPRINT_THREAD). */
function isFingerprintThreadData(value) {
    return isRecord(value) && value.role === ROLE;
}
function isBatch(value) {
    return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.tasks);
}
function isBatchResult(value) {
    return (isRecord(value) &&
        typeof value.batch === 'number' &&
        Array.isArray(value.files) &&
        Array.isArray(value.reads));
}
/** True for a task that names a submission to read. */
function isReadTask(task) {
    return 'path' in task;
}
/** The buffers behind the files' typed arrays, each once (views of one buffer share it), to transfer. */
function transferables(result) {
    const buffers = new Set();
    for (const file of [...result.files, ...result.reads.flatMap((read) => read.files)]) {
        for (const array of typedArraysOf(file))
            if (array.buffer instanceof ArrayBuffer)
                buffers.add(array.buffer);
    }
    return [...buffers];
}
/** The typed arrays of a prepared file, each once: what crosses between threads. */
function typedArraysOf(file) {
    const { tokenLines, fingerprints } = file;
    const arrays = [tokenLines.starts, tokenLines.odd, tokenLines.oddEnds, file.names];
    arrays.push(fingerprints.hashes, fingerprints.positions);
    if (file.ids)
        arrays.push(file.ids);
    if (file.boilerplate)
        arrays.push(file.boilerplate);
    return arrays;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null;
}


/***/ }),

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ CHECK_HELP),
/* harmony export */   Ic: () => (/* binding */ MAIN_HELP),
/* harmony export */   MI: () => (/* binding */ COMPARE_HELP),
/* harmony export */   Q1: () => (/* binding */ SNAPSHOT_MERGE_HELP),
/* harmony export */   X3: () => (/* binding */ SNAPSHOT_HELP),
/* harmony export */   _A: () => (/* binding */ SNAPSHOT_BUILD_HELP),
/* harmony export */   dH: () => (/* binding */ SNAPSHOT_UPDATE_HELP),
/* harmony export */   nV: () => (/* binding */ REVIEW_HELP),
/* harmony export */   wd: () => (/* binding */ SNAPSHOT_INFO_HELP)
/* harmony export */ });
/* harmony import */ var _sources_walk_submission_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3662);
// The words of `codewinnow --help` and of each command's --help.

const IGNORED_LIST = [..._sources_walk_submission_js__WEBPACK_IMPORTED_MODULE_0__/* .IGNORED_FOLDER_NAMES */ .d4].map((name) => `${name}/`).join(', ');
const MAIN_HELP = `codewinnow: find copied code among students' submissions (robust winnowing, as in MOSS)

Usage:
  codewinnow compare <path>... [--each DIR]... [options]   every submission against every other
  codewinnow check <path>... --snapshot FILE... [options]  submissions against a course's snapshot
  codewinnow snapshot build|update|merge|info ...          make and inspect course snapshots
  codewinnow rescan --org ORG --prefix P [options]         rescan a course's repositories on GitHub
  codewinnow merge <shard-output>... [options]             merge the outputs of 'rescan --shard'
  codewinnow review [inputs] [--decide A B KIND --note N]   list undecided flagged pairs, record a decision
  codewinnow <command> --help                              the options of one command

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;
const CHECK_OPTIONS_HELP = `  --base PATH           starter (template) code: never reported, not counted (repeatable)
  --language LANG       read every file as LANG (java, python, c, cpp, csharp, javascript,
                        typescript, go, rust, kotlin, text); default: by file extension
  -k N                  tokens per k-gram: the shortest match that counts (default 14)
  -w N                  winnowing window in k-grams (default 8)
  --max-share X         ignore code found in more than this share of the submissions,
                        as common code (0 to 1 or a percentage; default 1: ignore none)
  --min-similarity X    leave out pairs below this similarity, unless flagged (default 0.05;
                        0 lists every pair that shares any fingerprint)
  --threshold X         flag pairs at or above this similarity (default 0.5)
  --long-fragment N     also flag pairs with one fragment of at least N informative tokens (default 100)
  --fail-above X        exit with code 1 when a pair's similarity is above X, naming those
                        pairs on standard error
  --format F            text (default), json or csv
  -o, --output FILE     write the report to FILE instead of standard output
  --html FILE           also write a self-contained HTML report to FILE: ranked pairs and
                        their code side by side (contains students' code: keep it private)
  --html-pairs N        the HTML report also shows the code of the top N pairs not flagged
                        (default 0: the code of every flagged pair, and no others)
  --top N               pairs listed in the text table (default 25)
  --include GLOB        read only files matching GLOB (repeatable; minimatch, a glob without '/'
                        matches a file name at any depth)
  --exclude GLOB        leave out files matching GLOB (repeatable), reported as excluded
  --max-tokens N        compare only the first N tokens of a file, noting it (default 200000)
  --verbose             list on stderr every file not compared, not only the count per reason
  --decisions FILE      staff decisions about pairs (default: .codewinnow/decisions.yml when it
                        exists): allowed pairs are not flagged, dismissed ones not until a new
                        fragment appears, confirmed ones always; see 'codewinnow review --help'
  --threads N           tokenize and fingerprint on N threads (default: the machine's cores); the
                        report is the same whatever N
  -h, --help            this help

A share or similarity X is written 0.5 or 50%; a bare number above 1 (2, 1.01) is refused as ambiguous.
`;
const READING_HELP = `Every file is compared or reported. Left out: hidden folders (.git/, .venv/...) and
  ${IGNORED_LIST}
(a source file in one is reported as left out; .git/ is not even listed; an --include glob
that names one, such as 'out/**', reads it);
data, media, archive and compiled formats (.json, .csv, .png, .zip, .class...). A file with no extension,
an unknown one or .txt is read by its content's language (Main and Main.java.txt match Main.java); a Jupyter
notebook by its code cells, in its kernel's language. Text in any encoding (UTF-8, Windows-1252, UTF-16/32
with a BOM) is read; control bytes and invisible characters (U+200B...) are dropped, noted (U+FEFF reads
as a space in JavaScript and TypeScript, as it does there); minified files
and files over 4 MiB or --max-tokens are compared (the first part) and noted. Binary and empty files are skipped. stderr gives one line with the
count of files not compared; the report lists them, and any submission with nothing compared is "not
checked". Under --each, a file at the top of DIR is not a submission (reported).`;
const COMPARE_HELP = `Usage: codewinnow compare <path>... [--each DIR]... [options]

Compares every submission with every other and ranks the pairs by similarity, with the lines that match.
Each <path> is one submission: a file, or a folder of files.

  --each DIR            every child of DIR is a submission (a course folder: one per student)
${CHECK_OPTIONS_HELP}
Similarity is the share of both submissions covered by matching fragments, starter code not counted.
The CSV has one row per pair: a,b,similarity,flagged,... with a and b as given on the command line.
${READING_HELP}

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;
const CHECK_HELP = `Usage: codewinnow check <path>... [--each DIR]... --snapshot FILE [--snapshot FILE]... [options]

Checks the given submissions against every submission of a course's snapshot (see 'snapshot build'), and
against each other. Give several snapshots to check against earlier terms too: they are compared with the
given submissions, never with each other. A submission never matches its own repository's earlier versions:
it is known by its folder's name, as in the snapshot. Fragments read "these lines of this file <-> those
lines of that submission's file"; a snapshot holds no text, so its side is a run of matching fingerprints
and may fall a few tokens short of what compare would show.

  --snapshot FILE       the course's snapshot (repeatable)
  --each DIR            every child of DIR is a submission
${CHECK_OPTIONS_HELP}
${READING_HELP}
k and w are the snapshot's; a different -k or -w, or a snapshot made by other language front ends, is
refused. --threshold and --long-fragment default to those the (first) snapshot was built with, so a check
flags what the staff report flags. Snapshot submissions are named by repository in a staff copy, by pseudonym otherwise.

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error (a damaged or mismatched snapshot too).
`;
const SNAPSHOT_HELP = `Usage: codewinnow snapshot <command> ...

A snapshot is a whole course's fingerprints in one small file, for 'codewinnow check' and the pull-request
check. It holds no source text: file paths, counts, fingerprints and their line numbers, starter code's
fingerprints, and per submission an owner id and a pseudonym (names only in a staff copy).

  build <path>... [--each DIR]... -o FILE    fingerprint a course
  update FILE [--each DIR]... -o FILE        recompute only the submissions that changed
  merge A B... -o FILE                       shards into one (the newer commit of a submission wins)
  info FILE [--names]                        what a snapshot holds

Run 'codewinnow snapshot <command> --help' for its options.
`;
const SNAPSHOT_WRITE_HELP = `  --each DIR            every child of DIR is a submission, named by the child's name
  --base PATH           starter (template) code: stored as boilerplate, never reported (repeatable)
  -o, --output FILE     where to write the snapshot (replaced atomically)
  --names               store names, repositories and commits: a staff copy, never for students
  --pseudonym-key KEY   staff secret for the pseudonyms; better, set CODEWINNOW_PSEUDONYM_KEY. Without
                        one, pseudonyms are derived from the starter code and can be linked to names
  --threshold X         the course's flag threshold, which checks against the snapshot apply unless
                        told otherwise (default 0.5; update: FILE's)
  --long-fragment N     the course's long-fragment rule, the same way (default 100; update: FILE's)
  --include GLOB        read only files matching GLOB (repeatable, minimatch)
  --exclude GLOB        leave out files matching GLOB (repeatable)
  -h, --help            this help`;
const SNAPSHOT_READING_HELP = `Files are read as 'codewinnow compare --help' says. Left out: hidden folders (.git/, .venv/...) and
  ${IGNORED_LIST} (source files there are reported).
`;
const SNAPSHOT_BUILD_HELP = `Usage: codewinnow snapshot build <path>... [--each DIR]... [--base PATH]... -o FILE [options]

Fingerprints every submission into one snapshot file. Each <path> is one submission (a folder or a file),
named by its base name: use the repository's name, which identifies it in every later snapshot.

${SNAPSHOT_WRITE_HELP}
  -k N                  tokens per k-gram (default 14); checks use the snapshot's
  -w N                  winnowing window in k-grams (default 8)
  --stored-window N     largest window of the fingerprints stored (default 32, at least w): each
                        submission keeps about 256 fingerprints, every k-gram of a small one, and a
                        large one those this window selects (any copy of N + k - 1 tokens holds one)
  --course-size N       the whole course's number of submissions (default: those given); give it when
                        building one shard, so that every shard stores the same statistics' sample and
                        they merge. About 200 submissions, chosen by owner id, are stored at window w
                        for the course's statistics (every submission of a course of up to 200)

${SNAPSHOT_READING_HELP}`;
const SNAPSHOT_UPDATE_HELP = `Usage: codewinnow snapshot update FILE <path>... [--each DIR]... -o FILE [options]

Makes the snapshot of the submissions as they are now, taking from FILE every submission whose content has
not changed (the same bytes as a fresh build, in a fraction of the time). Submissions of FILE that are not
given are left out. Without --base, FILE's starter code is kept; a changed starter, k, w or front end
recomputes everything, and so does a course grown past the sample of submissions FILE keeps for its
statistics (200 of them, or every one up to 200), once. -o may be FILE itself.

${SNAPSHOT_WRITE_HELP}

${SNAPSHOT_READING_HELP}`;
const SNAPSHOT_MERGE_HELP = `Usage: codewinnow snapshot merge A B... -o FILE

Merges snapshots made with the same parameters (shards of one course, or an old snapshot and a newer
partial one). A submission in more than one is taken from the newest: the later commit time recorded at
build time, else the snapshot created later. Merging shards gives the bytes of one build of them all.
Staff copies (with names) and student copies do not mix. In a course of over 200 submissions, build each
part with 'snapshot build --course-size N' (N: the whole course's), so that they keep the same sample
for the course's statistics.

  -o, --output FILE     where to write the merged snapshot (replaced atomically)
  -h, --help            this help
`;
const SNAPSHOT_INFO_HELP = `Usage: codewinnow snapshot info FILE [--names]

Prints what a snapshot holds: size, creation time, parameters, counts.

  --names               also list every submission: pseudonym, owner id, files, lines, and in a staff copy
                        its name, repository and commit. This links pseudonyms to students: staff only.
  -h, --help            this help
`;
const REVIEW_HELP = `Usage: codewinnow review [<path>... | --each DIR | --report FILE] [--decisions FILE] [options]
       codewinnow review --decide A B allowed|dismissed|confirmed --note "why" [--by NAME] [inputs]

Lists the flagged pairs that no decision covers yet, with their fragments, and records decisions in the
staff's decisions file (default .codewinnow/decisions.yml; made when missing). The pairs come from the same
inputs and options as 'codewinnow compare', or from a JSON report (--report: compare or check
--format json, or the rescan's staff-report.json). Pairs are named as the reports name them.

  allowed     never flagged (declared partners); the bot does not comment on it
  dismissed   not flagged until the pair has a fragment overlapping none of those it had when dismissed
              (needs the inputs or --report: its fragments are kept as evidence)
  confirmed   always flagged, whatever later runs find

  --decisions FILE      the decisions file to read and write
  --report FILE         take the pairs from this JSON report instead of comparing
  --decide              record the decision named by the first three arguments
  --note TEXT           why (required with --decide)
  --by NAME             who decided
  -h, --help            this help

The file also declares groups whose members may share code; see the README's "Decisions".
`;


/***/ }),

/***/ 7347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/sources/submission-path-error.ts
var submission_path_error = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/cli/thread-starter.ts
var thread_starter = __webpack_require__(8082);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/terminal.ts
// The CLI's port to the terminal, so commands can be run by tests without a real one.
function processTerminal() {
    // A reader that stops reading (`codewinnow compare … | head`) is not a failure: what it did not take is
    // dropped and the command ends as it would have, as other command-line tools do, instead of crashing on an
    // unhandled EPIPE with a stack trace. Any other write error still fails the process.
    let readerGone = false;
    process.stdout.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
        readerGone = true;
    });
    return {
        stdout: (text) => {
            if (!readerGone)
                process.stdout.write(text);
        },
        stderr: (text) => process.stderr.write(text),
        interactive: process.stderr.isTTY === true,
        now: () => Date.now(),
    };
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/index.ts
// The CLI's entry: picks the command, and is the one place that turns errors into exit codes.





/**
 * A command that fingerprints on threads: it starts them first, so they load what they run while this thread
 * loads the command, and are up when the reading begins (a thread not needed is stopped unused).
 */
function onThreads(load) {
    return async (args, terminal, threads) => {
        threads?.startAhead((0,thread_starter/* defaultThreadCount */.T)() - 1);
        return (await load())(args, terminal, threads);
    };
}
// Each command is loaded when it runs, so `--version`, `--help` and a compare never load what they do not
// use (the rescan's GitHub client is most of the bundle): start-up is most of a small course's run.
const COMMANDS = {
    compare: onThreads(async () => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(947), __webpack_require__.e(127), __webpack_require__.e(203)]).then(__webpack_require__.bind(__webpack_require__, 9203))).runCompare),
    check: onThreads(async () => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(306), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(947), __webpack_require__.e(127), __webpack_require__.e(363), __webpack_require__.e(203), __webpack_require__.e(122)]).then(__webpack_require__.bind(__webpack_require__, 2122))).runCheck),
    snapshot: async (args, terminal) => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(306), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(363), __webpack_require__.e(882), __webpack_require__.e(300)]).then(__webpack_require__.bind(__webpack_require__, 2300))).runSnapshot(args, terminal),
    rescan: async (args, terminal) => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(306), __webpack_require__.e(898), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(947), __webpack_require__.e(363), __webpack_require__.e(882), __webpack_require__.e(875)]).then(__webpack_require__.bind(__webpack_require__, 9875))).runRescanCommand(args, terminal),
    merge: async (args, terminal) => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(306), __webpack_require__.e(898), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(947), __webpack_require__.e(363), __webpack_require__.e(882), __webpack_require__.e(875)]).then(__webpack_require__.bind(__webpack_require__, 9875))).runMergeCommand(args, terminal),
    review: async (args, terminal) => (await Promise.all(/* import() */[__webpack_require__.e(138), __webpack_require__.e(225), __webpack_require__.e(468), __webpack_require__.e(758), __webpack_require__.e(947), __webpack_require__.e(127), __webpack_require__.e(203), __webpack_require__.e(105)]).then(__webpack_require__.bind(__webpack_require__, 5105))).runReview(args, terminal),
};
/**
 * Runs the command line `argv` (without node and the script) and returns the exit code. `threads` is how
 * to start worker threads; without it (in-process, as in tests) everything runs on the calling thread.
 */
async function main(argv, terminal = processTerminal(), threads) {
    const [name, ...args] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        terminal.stdout(help/* MAIN_HELP */.Ic);
        return name === undefined ? 2 : 0;
    }
    if (name === '--version') {
        terminal.stdout('codewinnow 0.1.0\n');
        return 0;
    }
    const command = COMMANDS[name];
    try {
        if (!command)
            throw new usage_error/* UsageError */.e(`unknown command '${name}'`);
        return await command(args, terminal, threads);
    }
    catch (error) {
        terminal.stderr(`codewinnow: ${describe(error)}\n`);
        if (isUsageProblem(error))
            terminal.stderr(`Run 'codewinnow ${command ? name + ' ' : ''}--help' for usage.\n`);
        return 2;
    }
    finally {
        threads?.close();
    }
}
function describe(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
// parseArgs throws TypeErrors with a code for unknown or malformed options.
function isUsageProblem(error) {
    if (error instanceof usage_error/* UsageError */.e || error instanceof submission_path_error/* SubmissionPathError */.S)
        return true;
    return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}


/***/ }),

/***/ 8082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ defaultThreadCount),
/* harmony export */   ThreadStarter: () => (/* binding */ ThreadStarter)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _fingerprint_batches_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5235);
// How the process starts its fingerprinting threads: its own entry script (bin.ts) started again in a thread,
// which works from build/ and from the ncc bundle alike. A command may start them ahead, before it has
// loaded its modules and read its options: a thread takes ~0.1 s of its own to load what it runs, time the
// calling thread spends loading the command, so the threads are up when the work begins. A thread started
// ahead waits for its setup (fingerprint-batches.ts) and never holds the process open; one no pool takes
// is stopped by close().




/** Threads a run uses unless --threads says otherwise, the calling one included: the machine's cores. */
function defaultThreadCount() {
    return (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)();
}
class ThreadStarter {
    script;
    /** Threads started ahead and not yet taken, each with its listener that drops it if it fails first. */
    ahead = new Map();
    constructor(
    /** The entry script a thread runs: it serves a thread when started in one (bin.ts). */
    script) {
        this.script = script;
    }
    /** Starts threads now until `count` wait to be taken. */
    startAhead(count) {
        while (this.ahead.size < count) {
            const worker = this.spawn();
            worker.unref();
            // One that fails before it is taken is dropped (and a later start() makes a new one): a failure
            // that matters shows again in the thread a pool starts.
            const drop = () => this.ahead.delete(worker);
            worker.once('error', drop).once('exit', drop);
            this.ahead.set(worker, drop);
        }
    }
    /** A thread for a pool: one started ahead when one waits, else a new one. */
    start() {
        const [early] = this.ahead;
        if (!early)
            return this.spawn();
        const [worker, drop] = early;
        this.ahead.delete(worker);
        worker.off('error', drop).off('exit', drop).ref();
        return worker;
    }
    /** Threads started ahead and not yet taken. */
    get waiting() {
        return this.ahead.size;
    }
    /** Stops the threads started ahead that no pool took. */
    close() {
        for (const worker of this.ahead.keys())
            void worker.terminate();
        this.ahead.clear();
    }
    spawn() {
        return new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(this.script), { workerData: _fingerprint_batches_js__WEBPACK_IMPORTED_MODULE_3__/* .FINGERPRINT_THREAD */ .K8 });
    }
}


/***/ }),

/***/ 4226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
// A mistake in how the command was called: exit code 2 with the message and a pointer to --help.
class UsageError extends Error {
    name = 'UsageError';
}


/***/ }),

/***/ 2861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
// The one total order on strings: by UTF-16 code units, the same on every machine and locale (unlike
// localeCompare), so sorted listings, snapshots and reports are deterministic. Pure.
/** Sort comparator: -1, 0 or 1 by plain code-unit order. */
function compareText(x, y) {
    return x < y ? -1 : x > y ? 1 : 0;
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError)
/* harmony export */ });
// Turns whatever was thrown into one line for a message, a skipped file's detail or a reason. Pure.
/** The message of an Error, or the thrown value as text when something other than an Error was thrown. */
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 4001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SubmissionPathError)
/* harmony export */ });
// The one failure of reading submissions that is an exception: the path the caller named does not exist (or
// is not the kind of entry asked for). Every other problem is reported as data (see SkippedFile).
/** The submission or course path the caller gave does not exist, or is not a folder where one is needed. */
class SubmissionPathError extends Error {
    path;
    name = 'SubmissionPathError';
    constructor(message, 
    /** The path as the caller gave it. */
    path) {
        super(message);
        this.path = path;
    }
}


/***/ }),

/***/ 3662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d4: () => (/* binding */ IGNORED_FOLDER_NAMES),
/* harmony export */   dm: () => (/* binding */ judgeFolders),
/* harmony export */   kt: () => (/* binding */ walkSubmission)
/* harmony export */ });
/* unused harmony exports leftOutFolderDetail, leftOutFolderOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2861);
/* harmony import */ var _engine_describe_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2566);
// Lists the entries of a submission folder, recursively and in path order, without reading any file, and
// holds the rule for the folders that never hold a student's own source (dependencies, virtual environments,
// build output, hidden folders: a fixed, documented list): their files are not read, but a source file hidden
// in `out/` or `.x/` is reported rather than lost without a word (judgeFolders, for a folder and an archive
// alike); version-control data (`.git`) is not even listed. Does not follow symbolic links: it reports them for
// the caller to skip.




/**
 * Build output, dependency and virtual-environment folders, skipped at any depth; hidden folders ('.git',
 * '.venv', '.idea') are skipped too. README's "Folders left out" and `--help` list them: keep them in step.
 */
const IGNORED_FOLDER_NAMES = new Set([
    'node_modules',
    'venv',
    'env',
    'build',
    'dist',
    'target',
    'out',
    'bin',
    'obj',
    '__pycache__',
]);
/** Version-control data: not a handed-in file in it (git never commits `.git`), and often thousands of them. */
const VERSION_CONTROL_FOLDERS = new Set(['.git', '.hg', '.svn']);
/** True for a folder of version-control data, whose files are not even listed as left out. */
function isVersionControlFolder(name) {
    return VERSION_CONTROL_FOLDERS.has(name);
}
/** True for a folder name the walk leaves out: hidden ('.git', '.venv', ...) or build and dependency output. */
function isIgnoredFolderName(name) {
    return name.startsWith('.') || IGNORED_FOLDER_NAMES.has(name);
}
/** Why a file in the left-out folder `folder` is not read, in every report that lists it. */
function leftOutFolderDetail(folder) {
    return `inside '${folder}', a folder that never holds a student's own source (left out by default)`;
}
/**
 * What becomes of the file at `path` (relative, '/' separators) by the folders it is in, one rule for a
 * folder's walk and an archive alike: in version-control data, 'unlisted' (not even reported); in a left-out
 * folder, reported as left out when `isSource` says its name is source code (`out/Main.java`), so no copy
 * hides there unseen, else 'unlisted' (`bin/Main.class`: nobody handed it in as source); elsewhere 'read'.
 * A left-out folder the user asked for (`reaches`: an --include glob that names it) is read as any other.
 */
function judgeFolders(path, isSource, reaches = () => false) {
    const folder = leftOutFolderOf(path);
    if (folder === undefined)
        return 'read';
    // Version-control folders are hidden ones, so only a path in a left-out folder can be in one.
    if (path.split('/').slice(0, -1).some(isVersionControlFolder))
        return 'unlisted';
    if (reaches(path, folder))
        return 'read';
    if (!isSource(path))
        return 'unlisted';
    return { path, reason: 'left-out-folder', detail: leftOutFolderDetail(folder) };
}
/** The outermost left-out folder (isIgnoredFolderName) on the path of the file at `path`, if it is in one. */
function leftOutFolderOf(path) {
    return path.split('/').slice(0, -1).find(isIgnoredFolderName);
}
/**
 * Every file, symbolic link and special entry under `root`, sorted by path, those in left-out folders too
 * (judgeFolders says what becomes of them). Synchronous on purpose, as readFileHead is: one readdir after
 * another is cheaper than a round trip through libuv's pool for each, and a fingerprinting thread that reads
 * its own submissions has nothing else to do meanwhile.
 */
function walkSubmission(root) {
    const entries = [];
    walkFolder(root, '', entries);
    return entries.sort((a, b) => (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(a.path, b.path));
}
function walkFolder(absolutePath, path, entries) {
    let children;
    try {
        children = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(absolutePath, { withFileTypes: true });
    }
    catch (error) {
        entries.push({ path: path || '.', absolutePath, kind: 'unreadable-folder', error: (0,_engine_describe_error_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .U)(error) });
        return;
    }
    for (const child of children) {
        const childPath = path === '' ? child.name : `${path}/${child.name}`;
        const childAbsolutePath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(absolutePath, child.name);
        if (!child.isDirectory())
            entries.push({ path: childPath, absolutePath: childAbsolutePath, kind: kindOf(child) });
        else if (!isVersionControlFolder(child.name))
            walkFolder(childAbsolutePath, childPath, entries);
    }
}
function kindOf(entry) {
    if (entry.isSymbolicLink())
        return 'symlink';
    return entry.isFile() ? 'file' : 'special';
}


/***/ })

};
