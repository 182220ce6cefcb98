export const id = 730;
export const ids = [730];
export const modules = {

/***/ 5730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FingerprintThreadError: () => (/* binding */ FingerprintThreadError),
/* harmony export */   isFingerprintThread: () => (/* binding */ isFingerprintThread),
/* harmony export */   prepareInThreads: () => (/* binding */ prepareInThreads),
/* harmony export */   serveFingerprintThread: () => (/* binding */ serveFingerprintThread),
/* harmony export */   toFingerprinting: () => (/* binding */ toFingerprinting)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4176);
// Tokenizing and fingerprinting on worker threads (node:worker_threads). The files are cut into one
// contiguous share per thread, balanced by size: the calling thread prepares the first share itself, each
// worker one of the others and sends its files back with their typed arrays transferred, not copied. Every
// file is prepared on its own (prepareFile) and the shares are put back in input order, so the result is
// the same whatever the number of threads. A worker is the process's own entry script started again in a
// thread (bin.ts): that works from build/ and from the ncc bundle alike, which has no other file to start.



/** A worker thread failed or stopped before sending its files. */
class FingerprintThreadError extends Error {
    name = 'FingerprintThreadError';
}
const ROLE = 'codewinnow-fingerprint';
/** What fingerprinting takes from a run's settings and starter files, as compareSubmissions uses them. */
function toFingerprinting(starterFiles, settings) {
    const params = { k: settings.k, w: settings.w };
    const reading = { language: settings.language, maxTokens: settings.maxTokens };
    return { params, starter: (0,_check_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__/* .starterHashes */ .s1)(starterFiles, params, settings.language), reading };
}
/** Every file tokenized and fingerprinted, as prepareSubmissions gives them, on up to `threads` threads. */
async function prepareInThreads(input) {
    const tasks = input.submissions.flatMap((submission, index) => submission.files.map((file) => ({ submission: index, file })));
    const threads = input.starterOfThreads ? Math.max(1, Math.min(input.threads, tasks.length)) : 1;
    const [own = [], ...others] = shares(tasks, threads);
    const { params, starter, reading } = input;
    const running = others.map((share) => runWorker(input.starterOfThreads, { role: ROLE, tasks: share, params, starter, reading }));
    const first = own.map((task) => (0,_check_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareFile */ .qD)(task.file, task.submission, { params, starter, reading }));
    const rest = await Promise.all(running);
    return { files: [first, ...rest].flat(), skipped: [] };
}
/** True in a thread started by prepareInThreads: the entry script then serves it instead of the CLI. */
function isFingerprintThread() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread && isWorkerInput(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData);
}
/** The worker's side: prepares its share and sends the files back. */
function serveFingerprintThread() {
    const input = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData;
    if (!isWorkerInput(input) || !node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort)
        throw new FingerprintThreadError('not a fingerprint thread');
    const { params, starter, reading } = input;
    const files = input.tasks.map((task) => (0,_check_prepare_files_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareFile */ .qD)(task.file, task.submission, { params, starter, reading }));
    node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort.postMessage(files, transferables(files));
}
// Contiguous runs of tasks of about equal text length, one per thread.
function shares(tasks, threads) {
    const total = tasks.reduce((sum, task) => sum + task.file.text.length, 0);
    const result = Array.from({ length: threads }, () => []);
    let done = 0;
    for (const task of tasks) {
        const share = Math.min(threads - 1, Math.floor((done * threads) / Math.max(1, total)));
        result[share].push(task);
        done += task.file.text.length;
    }
    return result;
}
function runWorker(starter, data) {
    return new Promise((resolvePromise, reject) => {
        let files;
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(starter.script), { workerData: data });
        worker.once('message', (message) => {
            if (Array.isArray(message))
                files = message;
        });
        worker.once('error', (error) => reject(new FingerprintThreadError(`a fingerprinting thread failed: ${error.message}`)));
        worker.once('exit', (code) => {
            if (files)
                resolvePromise(files);
            else
                reject(new FingerprintThreadError(`a fingerprinting thread stopped (exit ${code}) before it was done`));
        });
    });
}
// The buffers behind the files' typed arrays, each once (views of one buffer share it).
function transferables(files) {
    const buffers = new Set();
    const add = (array) => {
        if (array && array.buffer instanceof ArrayBuffer)
            buffers.add(array.buffer);
    };
    for (const file of files) {
        add(file.ids);
        add(file.spans);
        add(file.names);
        add(file.boilerplate);
        add(file.fingerprints.hashes);
        add(file.fingerprints.positions);
    }
    return [...buffers];
}
function isWorkerInput(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const record = value;
    return record.role === ROLE && Array.isArray(record.tasks) && record.starter instanceof Set;
}


/***/ })

};
