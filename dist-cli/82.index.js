export const id = 82;
export const ids = [82];
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


/***/ })

};
