export const id = 136;
export const ids = [136];
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
