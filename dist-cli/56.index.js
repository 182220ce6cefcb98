export const id = 56;
export const ids = [56];
export const modules = {

/***/ 3056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  isFingerprintThread: () => (/* binding */ isFingerprintThread),
  prepareInThreads: () => (/* binding */ prepareInThreads),
  serveFingerprintThread: () => (/* binding */ serveFingerprintThread),
  startPool: () => (/* binding */ startPool),
  toFingerprinting: () => (/* binding */ toFingerprinting)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 5 modules
var prepare_files = __webpack_require__(7988);
;// CONCATENATED MODULE: ./src/cli/fingerprint-batches.ts
/** A worker thread failed or stopped before sending its files. */
class FingerprintThreadError extends Error {
    name = 'FingerprintThreadError';
}
const ROLE = 'codewinnow-fingerprint';
/** A worker's first message: it is listening for batches. */
const READY = { ready: true };
function isReady(value) {
    return isRecord(value) && value.ready === true;
}
function toWorkerInput(fingerprinting) {
    const { params, starter, reading } = fingerprinting;
    return { role: ROLE, params, starter, reading };
}
function isWorkerInput(value) {
    return isRecord(value) && value.role === ROLE && value.starter instanceof Set;
}
function isBatch(value) {
    return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.tasks);
}
function isBatchResult(value) {
    return isRecord(value) && typeof value.batch === 'number' && Array.isArray(value.files);
}
/** The buffers behind the files' typed arrays, each once (views of one buffer share it), to transfer. */
function transferables(files) {
    const buffers = new Set();
    const add = (array) => {
        if (array && array.buffer instanceof ArrayBuffer)
            buffers.add(array.buffer);
    };
    for (const file of files) {
        add(file.ids);
        add(file.tokenLines.starts);
        add(file.tokenLines.odd);
        add(file.tokenLines.oddEnds);
        add(file.names);
        add(file.boilerplate);
        add(file.fingerprints.hashes);
        add(file.fingerprints.positions);
    }
    return [...buffers];
}
function isRecord(value) {
    return typeof value === 'object' && value !== null;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/cli/fingerprint-pool.ts
// Tokenizing and fingerprinting on worker threads (node:worker_threads), fed while the files are still being
// read. Files are queued in batches of about BATCH_CHARS characters; each worker takes the next batch as it
// finishes one (work stealing: no thread sits idle while another still has a fixed share to go), and once
// reading is done the calling thread takes batches too. The workers start once a batch's worth is read and
// say when they are ready, so a small run is done on the calling thread without waiting for one to start.
// Every file is prepared on its own (prepareFile) and put back at its submission's place and its own, so the
// result is the same whatever the number of threads and whichever thread prepared what. The worker's side
// is fingerprint-threads.ts.





/** Characters of source per batch: small enough to balance the end of a run, large enough to be cheap. */
const BATCH_CHARS = 1 << 18;
/** Batches left at finish() above which the other threads are started then (if reading has not). */
const STARTS_AFTER_BATCHES = 2;
/** Batches a worker holds at once: one to work on and one waiting, so it never waits for this thread. */
const BATCHES_PER_WORKER = 2;
/** Files queued as they are read and prepared on every thread. Its workers start when it is made. */
class FingerprintPool {
    settings;
    queue = [];
    sent = new Map();
    prepared = [];
    helpers = [];
    open = { id: 0, tasks: [] };
    openChars = 0;
    failure;
    helpedBatches = 0;
    wake;
    started = false;
    constructor(settings) {
        this.settings = settings;
    }
    /** Queues the files of submission `submission` (an index into the run's submissions). */
    add(submission, files) {
        this.prepared[submission] ??= [];
        files.forEach((file, index) => {
            this.open.tasks.push({ submission, index, file });
            this.openChars += file.text.length;
            if (this.openChars < (this.settings.batchChars ?? BATCH_CHARS))
                return;
            this.seal();
            // A batch's worth read and more to come, most likely: worth the other threads' start.
            this.startHelpers();
        });
        this.dispatch();
    }
    /** Every queued file prepared, by submission and then in the order given; stops the workers. */
    async finish() {
        this.seal();
        // A few batches are done here before a thread would have started.
        if (this.queue.length > STARTS_AFTER_BATCHES)
            this.startHelpers();
        this.dispatch();
        try {
            while (this.queue.length > 0 || this.sent.size > 0) {
                if (this.failure)
                    throw this.failure;
                const batch = this.queue.shift();
                if (batch) {
                    this.place(batch, batch.tasks.map((task) => (0,prepare_files/* prepareFile */.qD)(task.file, task.submission, this.settings)));
                    // Lets the workers' answers in, so they get their next batches before this thread takes one.
                    await (0,promises_.setImmediate)();
                }
                else {
                    await new Promise((resolvePromise) => (this.wake = resolvePromise));
                }
            }
            if (this.failure)
                throw this.failure;
        }
        finally {
            this.close();
        }
        return this.prepared.flatMap((files) => files ?? []);
    }
    /** Batches the other threads have prepared so far. */
    get helped() {
        return this.helpedBatches;
    }
    /** Stops the workers without waiting for their batches (after a failure elsewhere). */
    close() {
        for (const helper of this.helpers)
            void helper.worker.terminate();
    }
    startHelpers() {
        if (this.started)
            return;
        this.started = true;
        const { script } = this.settings;
        const count = script === undefined ? 0 : Math.max(0, this.settings.threads - 1);
        for (let i = 0; i < count; i++)
            this.helpers.push(this.startHelper(script));
    }
    startHelper(script) {
        const worker = new external_node_worker_threads_.Worker((0,external_node_path_.resolve)(script), { workerData: toWorkerInput(this.settings) });
        const helper = { worker, holding: new Set(), ready: false };
        worker.on('message', (message) => {
            if (isReady(message)) {
                helper.ready = true;
                this.dispatch();
                return;
            }
            const batch = isBatchResult(message) ? this.sent.get(message.batch) : undefined;
            if (!batch || !helper.holding.delete(batch.id))
                return;
            this.sent.delete(batch.id);
            this.helpedBatches++;
            this.place(batch, isBatchResult(message) ? message.files : []);
            this.dispatch();
            this.settle();
        });
        worker.on('error', (error) => {
            this.failure ??= new FingerprintThreadError(`a fingerprinting thread failed: ${error.message}`);
            this.settle();
        });
        worker.on('exit', (code) => {
            this.helpers.splice(this.helpers.indexOf(helper), 1);
            if (helper.holding.size > 0)
                this.failure ??= new FingerprintThreadError(`a fingerprinting thread stopped (exit ${code}) before it was done`);
            this.settle();
        });
        return helper;
    }
    seal() {
        if (this.open.tasks.length === 0)
            return;
        this.queue.push(this.open);
        this.open = { id: this.open.id + 1, tasks: [] };
        this.openChars = 0;
    }
    dispatch() {
        for (const helper of this.helpers) {
            while (helper.ready && helper.holding.size < BATCHES_PER_WORKER && this.queue.length > 0) {
                const batch = this.queue.shift();
                this.sent.set(batch.id, batch);
                helper.holding.add(batch.id);
                helper.worker.postMessage(batch);
            }
        }
    }
    place(batch, files) {
        if (files.length !== batch.tasks.length) {
            this.failure ??= new FingerprintThreadError('a fingerprinting thread sent back the wrong files');
            return;
        }
        batch.tasks.forEach((task, i) => ((this.prepared[task.submission] ??= [])[task.index] = files[i]));
    }
    settle() {
        const wake = this.wake;
        this.wake = undefined;
        wake?.();
    }
}

;// CONCATENATED MODULE: ./src/cli/fingerprint-threads.ts
// Tokenizing and fingerprinting on threads: the calling side's entry (prepareInThreads, or a
// FingerprintPool fed while reading, fingerprint-pool.ts) and the worker's side, which takes batches of
// files, prepares each (prepareFile) and sends them back with their typed arrays transferred, not copied,
// until it is stopped. A worker is the process's own entry script started again in a thread (bin.ts): that
// works from build/ and from the ncc bundle alike, which has no other file to start.




/** What fingerprinting takes from a run's settings and starter files, as compareSubmissions uses them. */
function toFingerprinting(starterFiles, settings) {
    const params = { k: settings.k, w: settings.w };
    const reading = { language: settings.language, maxTokens: settings.maxTokens };
    return { params, starter: (0,prepare_files/* starterHashes */.s1)(starterFiles, params, settings.language), reading };
}
/** A pool for `input`, its workers started (none without a way to start them). */
function startPool(input) {
    return new FingerprintPool({ ...input, script: input.starterOfThreads?.script });
}
/** Every file tokenized and fingerprinted, as prepareSubmissions gives them, on up to `threads` threads. */
async function prepareInThreads(input) {
    const files = input.submissions.reduce((sum, submission) => sum + submission.files.length, 0);
    const pool = startPool({ ...input, threads: Math.min(input.threads, files) });
    input.submissions.forEach((submission, index) => pool.add(index, submission.files));
    return { files: await pool.finish(), skipped: [] };
}
/** True in a thread started by a FingerprintPool: the entry script then serves it instead of the CLI. */
function isFingerprintThread() {
    return !external_node_worker_threads_.isMainThread && isWorkerInput(external_node_worker_threads_.workerData);
}
/** The worker's side: prepares each batch it is sent and sends the files back. */
function serveFingerprintThread() {
    const input = external_node_worker_threads_.workerData;
    const port = external_node_worker_threads_.parentPort;
    if (!isWorkerInput(input) || !port)
        throw new FingerprintThreadError('not a fingerprint thread');
    port.on('message', (message) => {
        if (!isBatch(message))
            throw new FingerprintThreadError('a fingerprinting thread was sent no batch');
        const files = message.tasks.map((task) => (0,prepare_files/* prepareFile */.qD)(task.file, task.submission, input));
        const result = { batch: message.id, files };
        port.postMessage(result, transferables(files));
    });
    port.postMessage(READY);
}


/***/ })

};
