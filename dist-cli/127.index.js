export const id = 127;
export const ids = [127];
export const modules = {

/***/ 9127:
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
// EXTERNAL MODULE: ./src/cli/fingerprint-batches.ts
var fingerprint_batches = __webpack_require__(5235);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/check/stored-window.ts
var stored_window = __webpack_require__(5554);
;// CONCATENATED MODULE: ./src/cli/batch-queue.ts
/** Characters of source per batch of files: small enough to balance the end of a run, cheap enough. */
const BATCH_CHARS = 1 << 18;
/** Submissions read per batch at most (~12 KB each in a typical course: a few hundred KB of source). */
const MAX_READS_PER_BATCH = 16;
/** A batch of reads is at most this share of what is left per thread: 1/4 of each thread's part. */
const GUIDED_SHARES = 4;
class BatchQueue {
    threads;
    batchChars;
    sealed = [];
    reads = [];
    readCursor = 0;
    open = { id: 0, tasks: [] };
    openChars = 0;
    nextId = 1;
    constructor(
    /** Threads that take batches, the calling one included. */
    threads, batchChars = BATCH_CHARS) {
        this.threads = threads;
        this.batchChars = batchChars;
    }
    /** Queues the files of submission `submission`, winnowed with `window`; true when a batch was sealed by them. */
    addFiles(submission, files, window) {
        let sealed = false;
        files.forEach((file, index) => {
            this.open.tasks.push({ submission, index, file, window });
            this.openChars += file.text.length;
            if (this.openChars < this.batchChars)
                return;
            this.seal();
            sealed = true;
        });
        return sealed;
    }
    /** Queues submission `submission`, to be read from `path` by whichever thread takes it. */
    addRead(submission, path) {
        this.reads.push({ submission, path });
    }
    /** Puts the files queued so far in a batch of their own, however small. */
    seal() {
        if (this.open.tasks.length === 0)
            return;
        this.sealed.push(this.open);
        this.open = { id: this.nextId++, tasks: [] };
        this.openChars = 0;
    }
    /**
     * The next batch to hand out (sealed files first, then reads, at most `maxReads` submissions of them), or
     * undefined when none is left.
     */
    next(maxReads = MAX_READS_PER_BATCH) {
        const batch = this.sealed.shift();
        if (batch)
            return batch;
        const left = this.readsLeft;
        if (left === 0)
            return undefined;
        const share = Math.ceil(left / (this.threads * GUIDED_SHARES));
        const size = Math.min(maxReads, MAX_READS_PER_BATCH, Math.max(1, share));
        const tasks = this.reads.slice(this.readCursor, this.readCursor + size);
        this.readCursor += size;
        return { id: this.nextId++, tasks };
    }
    /** Batches of files sealed and not yet handed out. */
    get sealedBatches() {
        return this.sealed.length;
    }
    /** Submissions queued to be read and not yet handed out. */
    get readsLeft() {
        return this.reads.length - this.readCursor;
    }
    get empty() {
        return this.sealed.length === 0 && this.readsLeft === 0;
    }
}

// EXTERNAL MODULE: ./src/sources/read-submission.ts + 1 modules
var read_submission = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/sources/submission-path-error.ts
var submission_path_error = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
;// CONCATENATED MODULE: ./src/cli/prepare-batch.ts
// One batch of a FingerprintPool, as every thread does it (the calling one and the workers alike): each file
// already read is prepared (prepareFile); each submission given by path is read from disk right here, its
// skips kept as data, and its files prepared, so its text never has to cross to another thread.






/** The batch's file tasks prepared and its read tasks read and prepared, each in the batch's order. */
function prepareBatch(batch, fingerprinting) {
    const files = [];
    const reads = [];
    let options;
    for (const task of batch.tasks) {
        if (!(0,fingerprint_batches/* isReadTask */.qo)(task)) {
            files.push((0,prepare_files/* prepareFile */.qD)(task.file, task.submission, fingerprinting, task.window));
            continue;
        }
        options ??= (0,read_inputs/* toReadOptions */.y$)(fingerprinting.sources?.globs);
        reads.push(readAndPrepare(task, options, fingerprinting));
    }
    return { batch: batch.id, files, reads };
}
function readAndPrepare(task, options, fingerprinting) {
    let read;
    try {
        read = (0,read_submission/* readSubmissionSync */.Mk)(task.path, options);
    }
    catch (error) {
        // Only the message crosses threads: the calling thread makes the error again (fingerprint-pool.ts).
        if (error instanceof submission_path_error/* SubmissionPathError */.S)
            return { files: [], skipped: [], missing: error.message };
        throw error;
    }
    const window = (0,stored_window/* comparedWindowFor */.B1)(read.files, fingerprinting.params.w);
    const files = read.files.map((file) => (0,prepare_files/* prepareFile */.qD)(file, task.submission, fingerprinting, window));
    const skipped = [...read.skipped];
    if (!fingerprinting.sources?.keepText)
        return { files, skipped };
    return { files, skipped, texts: read.files.map((file) => file.text) };
}

;// CONCATENATED MODULE: ./src/cli/prepared-slots.ts


class PreparedSlots {
    onRead;
    files = [];
    outcomes = [];
    readsDone = 0;
    constructor(
    /** Called with the number of submissions read so far, each time a batch of reads is placed. */
    onRead) {
        this.onRead = onRead;
    }
    /** Makes room for submission `submission`, so it is in the result even with no file. */
    reserve(submission) {
        this.files[submission] ??= [];
    }
    /**
     * Puts the result of `batch` in place.
     * @returns the error that stops the run: a result that does not fit its batch, or a path to read that
     *   holds nothing (SubmissionPathError); undefined when all is well.
     */
    place(batch, result) {
        const reads = batch.tasks.filter(fingerprint_batches/* isReadTask */.qo);
        if (result.files.length + reads.length !== batch.tasks.length || result.reads.length !== reads.length) {
            return new fingerprint_batches/* FingerprintThreadError */.F7('a fingerprinting thread sent back the wrong files');
        }
        let failure;
        let file = 0;
        let read = 0;
        for (const task of batch.tasks) {
            if (!(0,fingerprint_batches/* isReadTask */.qo)(task)) {
                (this.files[task.submission] ??= [])[task.index] = result.files[file++];
                continue;
            }
            const { files, skipped, texts, missing } = result.reads[read++];
            if (missing !== undefined)
                failure ??= new submission_path_error/* SubmissionPathError */.S(missing, task.path);
            this.files[task.submission] = files;
            this.outcomes[task.submission] = texts === undefined ? { skipped } : { skipped, texts };
        }
        if (reads.length > 0)
            this.onRead?.((this.readsDone += reads.length));
        return failure;
    }
    /** What reading submission `submission` left besides its files; undefined until it is placed. */
    outcome(submission) {
        return this.outcomes[submission];
    }
    /** Every file placed, by submission and then in its place. */
    all() {
        return this.files.flatMap((files) => files ?? []);
    }
}

;// CONCATENATED MODULE: ./src/cli/fingerprint-pool.ts
// Tokenizing and fingerprinting on worker threads (node:worker_threads). Work comes as files already read
// (add) or as submissions to read from disk (read): then the thread that takes one reads it too, so reading
// is spread over every thread and no text crosses between them. A BatchQueue cuts the work in batches; each
// worker takes the next batch as it finishes one (work stealing: no thread sits idle while another still
// has a fixed share to go), and during finish() the calling thread takes batches too. The workers start
// once there is more than a few batches' worth and say when they are ready, so a small run is done on the
// calling thread without waiting for one to start. Every file is prepared on its own (prepareBatch) and put
// back at its submission's place and its own, so the result is the same whatever the number of threads
// and whichever thread prepared what. The worker's side is fingerprint-threads.ts.






/** Batches of files left at finish() above which the other threads are started then (if add() has not). */
const STARTS_AFTER_BATCHES = 2;
/** Submissions to read above which the other threads are started: fewer are read here before one is up. */
const STARTS_AFTER_READS = 32;
/** Batches a worker holds at once: one to work on and one waiting, so it never waits for this thread. */
const BATCHES_PER_WORKER = 2;
/** Files and submissions to read, queued and prepared on every thread; workers start once there is work. */
class FingerprintPool {
    settings;
    queue;
    slots;
    sent = new Map();
    helpers = [];
    failure;
    helpedBatches = 0;
    wake;
    started = false;
    constructor(settings) {
        this.settings = settings;
        this.queue = new BatchQueue(settings.threads, settings.batchChars);
        this.slots = new PreparedSlots(settings.onRead);
    }
    /** Queues the files of submission `submission` (an index into the run's submissions). */
    add(submission, files) {
        this.slots.reserve(submission);
        // A batch's worth read and more to come, most likely: worth the other threads' start.
        const window = (0,stored_window/* comparedWindowFor */.B1)(files, this.settings.params.w);
        if (this.queue.addFiles(submission, files, window))
            this.startHelpers();
        this.dispatch();
    }
    /** Queues submission `submission`, to be read from `path` (readSubmission) by the thread that takes it. */
    read(submission, path) {
        this.slots.reserve(submission);
        this.queue.addRead(submission, path);
        if (this.queue.readsLeft > STARTS_AFTER_READS)
            this.startHelpers();
        this.dispatch();
    }
    /**
     * Every queued file prepared, by submission and then in the order given (a submission read here: in path
     * order); stops the workers.
     * @throws SubmissionPathError when there is nothing at a path given to read().
     */
    async finish() {
        this.queue.seal();
        // A few batches are done here before a thread would have started.
        if (this.queue.sealedBatches > STARTS_AFTER_BATCHES)
            this.startHelpers();
        this.dispatch();
        try {
            while (!this.queue.empty || this.sent.size > 0) {
                if (this.failure)
                    throw this.failure;
                // One submission at a time while a worker is still starting: its "ready" is heard between two
                // batches of this thread, and a full batch (16 submissions, ~0.2 s before the code is warm) left
                // a ready worker waiting that long.
                const batch = this.queue.next(this.helpers.some((helper) => !helper.ready) ? 1 : undefined);
                if (batch) {
                    this.place(batch, prepareBatch(batch, this.settings));
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
        return this.slots.all();
    }
    /** What reading submission `submission` left besides its files (read() only); known once finished. */
    outcome(submission) {
        return this.slots.outcome(submission);
    }
    /** Batches the other threads have prepared so far. */
    get helped() {
        return this.helpedBatches;
    }
    // Stops the workers without waiting for the batches they hold (after a failure, too).
    close() {
        for (const helper of this.helpers)
            void helper.worker.terminate();
    }
    startHelpers() {
        if (this.started)
            return;
        this.started = true;
        const { threadStarter } = this.settings;
        const count = threadStarter === undefined ? 0 : Math.max(0, this.settings.threads - 1);
        for (let i = 0; i < count; i++)
            this.helpers.push(this.startHelper(threadStarter.start()));
    }
    startHelper(worker) {
        worker.postMessage((0,fingerprint_batches/* toSetup */.t)(this.settings));
        const helper = { worker, holding: new Set(), ready: false };
        worker.on('message', (message) => {
            if ((0,fingerprint_batches/* isReady */.i_)(message)) {
                helper.ready = true;
                this.dispatch();
                return;
            }
            if (!(0,fingerprint_batches/* isBatchResult */.kY)(message))
                return;
            const batch = this.sent.get(message.batch);
            if (!batch || !helper.holding.delete(batch.id))
                return;
            this.sent.delete(batch.id);
            this.helpedBatches++;
            this.place(batch, message);
            this.dispatch();
            this.settle();
        });
        worker.on('error', (error) => {
            this.failure ??= new fingerprint_batches/* FingerprintThreadError */.F7(`a fingerprinting thread failed: ${error.message}`);
            this.settle();
        });
        worker.on('exit', (code) => {
            this.helpers.splice(this.helpers.indexOf(helper), 1);
            if (helper.holding.size > 0)
                this.failure ??= new fingerprint_batches/* FingerprintThreadError */.F7(`a fingerprinting thread stopped (exit ${code}) before it was done`);
            this.settle();
        });
        return helper;
    }
    dispatch() {
        for (const helper of this.helpers) {
            while (helper.ready && helper.holding.size < BATCHES_PER_WORKER) {
                const batch = this.queue.next();
                if (!batch)
                    return;
                this.sent.set(batch.id, batch);
                helper.holding.add(batch.id);
                helper.worker.postMessage(batch);
            }
        }
    }
    place(batch, result) {
        const failure = this.slots.place(batch, result);
        if (failure)
            this.failure ??= failure;
    }
    settle() {
        const wake = this.wake;
        this.wake = undefined;
        wake?.();
    }
}

;// CONCATENATED MODULE: ./src/cli/pack-batch-result.ts

// Every array starts at a multiple of 8 bytes, the alignment a Float64Array view needs.
const ALIGN = 8;
/** `result` with its files' typed arrays as views of one new buffer (transferables gives just that one). */
function packBatchResult(result) {
    const files = [...result.files, ...result.reads.flatMap((read) => read.files)];
    let bytes = 0;
    for (const file of files)
        for (const array of (0,fingerprint_batches/* typedArraysOf */.oX)(file))
            bytes += aligned(array.byteLength);
    const packer = new Packer(new ArrayBuffer(bytes));
    const reads = result.reads.map((read) => ({
        ...read,
        files: read.files.map((file) => packer.file(file)),
    }));
    return { batch: result.batch, files: result.files.map((file) => packer.file(file)), reads };
}
function aligned(byteLength) {
    return Math.ceil(byteLength / ALIGN) * ALIGN;
}
/** Copies arrays one after the other into `buffer`, each as a view of the same type. */
class Packer {
    buffer;
    offset = 0;
    bytes;
    constructor(buffer) {
        this.buffer = buffer;
        this.bytes = new Uint8Array(buffer);
    }
    file(file) {
        const { fingerprints, ids, boilerplate } = file;
        // Each field where the file has it, so the packed file's keys come in the same order.
        return {
            ...file,
            tokenLines: this.tokenLines(file.tokenLines),
            names: this.uint8(file.names),
            fingerprints: {
                hashes: this.float64(fingerprints.hashes),
                positions: this.uint32(fingerprints.positions),
            },
            ...(ids ? { ids: this.uint32(ids) } : {}),
            ...(boilerplate ? { boilerplate: this.uint8(boilerplate) } : {}),
        };
    }
    tokenLines(lines) {
        const { starts } = lines;
        return {
            starts: starts instanceof Uint16Array ? this.uint16(starts) : this.uint32(starts),
            odd: this.uint32(lines.odd),
            oddEnds: this.uint32(lines.oddEnds),
            inOrder: lines.inOrder,
        };
    }
    uint8(array) {
        return new Uint8Array(this.buffer, this.copy(array), array.length);
    }
    uint16(array) {
        return new Uint16Array(this.buffer, this.copy(array), array.length);
    }
    uint32(array) {
        return new Uint32Array(this.buffer, this.copy(array), array.length);
    }
    float64(array) {
        return new Float64Array(this.buffer, this.copy(array), array.length);
    }
    // Copies the array's bytes to the next free place and returns where that is.
    copy(array) {
        const at = this.offset;
        this.bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
        this.offset += aligned(array.byteLength);
        return at;
    }
}

;// CONCATENATED MODULE: ./src/cli/fingerprint-threads.ts
// Tokenizing and fingerprinting on threads: the calling side's entry (prepareInThreads, or a
// FingerprintPool given submissions to read, fingerprint-pool.ts) and the worker's side, which takes
// batches of files or of submissions to read, prepares each file (prepareBatch) and sends them back with
// their typed arrays packed in one buffer that is transferred, not copied (pack-batch-result.ts), until it
// is stopped. A worker is the process's own entry script started again in a thread (ThreadStarter, bin.ts).






/** What fingerprinting takes from a run's settings and starter files, as compareSubmissions uses them. */
function toFingerprinting(starterFiles, settings) {
    const params = { k: settings.k, w: settings.w };
    const reading = { language: settings.language, maxTokens: settings.maxTokens };
    return { params, starter: (0,prepare_files/* starterHashes */.s1)(starterFiles, params, settings.language), reading };
}
/** A pool for `input`: its workers start once it has work enough (none without a way to start them). */
function startPool(input) {
    return new FingerprintPool({ ...input, threadStarter: input.starterOfThreads });
}
/** Every file tokenized and fingerprinted, as prepareSubmissions gives them, on up to `threads` threads. */
async function prepareInThreads(input) {
    const files = input.submissions.reduce((sum, submission) => sum + submission.files.length, 0);
    const pool = startPool({ ...input, threads: Math.min(input.threads, files) });
    input.submissions.forEach((submission, index) => pool.add(index, submission.files));
    return { files: await pool.finish() };
}
/** True in a thread started by a ThreadStarter: the entry script then serves it instead of the CLI. */
function isFingerprintThread() {
    return !external_node_worker_threads_.isMainThread && (0,fingerprint_batches/* isFingerprintThreadData */.p7)(external_node_worker_threads_.workerData);
}
/** The worker's side: takes its setup, then prepares each batch it is sent and sends the files back. */
function serveFingerprintThread() {
    const port = external_node_worker_threads_.parentPort;
    if (!(0,fingerprint_batches/* isFingerprintThreadData */.p7)(external_node_worker_threads_.workerData) || !port)
        throw new fingerprint_batches/* FingerprintThreadError */.F7('not a fingerprint thread');
    let fingerprinting;
    port.on('message', (message) => {
        if ((0,fingerprint_batches/* isSetup */.g6)(message)) {
            fingerprinting = message.setup;
            port.postMessage(fingerprint_batches/* READY */.yE);
            return;
        }
        if (!(0,fingerprint_batches/* isBatch */.bG)(message) || !fingerprinting)
            throw new fingerprint_batches/* FingerprintThreadError */.F7('a fingerprinting thread was sent no batch after its setup');
        const result = packBatchResult(prepareBatch(message, fingerprinting));
        port.postMessage(result, (0,fingerprint_batches/* transferables */.Hy)(result));
    });
}


/***/ })

};
