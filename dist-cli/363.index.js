export const id = 363;
export const ids = [363];
export const modules = {

/***/ 8044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ thisBuildParameters),
/* harmony export */   v: () => (/* binding */ comparableParameters)
/* harmony export */ });
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4718);
/* harmony import */ var _snapshot_snapshot_parameters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3459);
// The parameters this build of codewinnow fingerprints with: what a snapshot it builds records, and what a
// snapshot it reads must agree with to be compared with its fingerprints.


/**
 * k, w, the stored window and the statistics' sample as given (by default every submission), this build's
 * hash function and the version of every front end.
 */
function thisBuildParameters(k, w, storedWindow, cohortSampleBits = 0) {
    return {
        k,
        w,
        storedWindow,
        cohortSampleBits,
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

/***/ 6418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ inCohortSample),
/* harmony export */   b2: () => (/* binding */ COHORT_SAMPLE),
/* harmony export */   j3: () => (/* binding */ cohortSampleBitsFor),
/* harmony export */   ps: () => (/* binding */ MAX_SAMPLE_BITS),
/* harmony export */   tN: () => (/* binding */ describeCohortSample),
/* harmony export */   yb: () => (/* binding */ updatedSampleBits)
/* harmony export */ });
// Which submissions a snapshot stores densely, for its course statistics (snapshot-cohort.ts). A pair's
// typical score comes from short shared runs (under about w + k tokens), and two sparse samples
// (check/stored-window.ts) share few of those: statistics from them put the median near 0 and the outlier
// cutoff at its floor, below a staff compare's. So a sample of submissions is stored no sparser than
// compare fingerprints them (window w, or denser where the size rule gives less), and the statistics are
// taken over it alone.
//
// Membership depends on the owner id alone (a hash, so the sample is random with respect to who copied):
// the submissions whose owner id starts with `bits` zero bits, 1 in 2^bits of them. A build, an update
// that carries unchanged submissions over and merged shards then agree on who is in it, as they must to
// give the same snapshot. `bits` is a snapshot parameter, chosen from the course's size: an update keeps
// it while the course shrinks or grows a little, and a course that outgrows it (a first rescan while few
// students had accepted the assignment) is built again once with more, so the sample stays small.
/** The sample the statistics aim at: every pair of at most this many submissions is scored. */
const COHORT_SAMPLE = 200;
/** Most bits: 1 in 2^24 is a sample of one in courses far larger than any. */
const MAX_SAMPLE_BITS = 24;
/**
 * The bits for a course of `courseSize` submissions: the fewest that leave at most COHORT_SAMPLE of them in
 * the sample on average, so a course of up to COHORT_SAMPLE is stored densely whole, and a larger one keeps
 * between COHORT_SAMPLE / 2 and COHORT_SAMPLE dense submissions.
 */
function cohortSampleBitsFor(courseSize) {
    let bits = 0;
    while (bits < MAX_SAMPLE_BITS && courseSize / 2 ** bits > COHORT_SAMPLE)
        bits++;
    return bits;
}
/**
 * The bits an update of a snapshot made with `previous` bits uses for a course of `courseSize`: the
 * previous ones, unless the course has outgrown them (then everything is fingerprinted again, once).
 */
function updatedSampleBits(previous, courseSize) {
    return Math.max(previous, cohortSampleBitsFor(courseSize));
}
/** Whether the submission with owner id `owner` (hex, see submission-identity.ts) is in the sample. */
function inCohortSample(owner, bits) {
    if (bits === 0)
        return true;
    const high = Number.parseInt(owner.slice(0, 8), 16);
    return high < 2 ** (32 - bits);
}
/** "every submission" or "1 in 2^bits submissions", for reports and refusals. */
function describeCohortSample(bits) {
    return bits === 0 ? 'every submission' : `1 in ${2 ** bits} submissions`;
}


/***/ }),

/***/ 1275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ crc32)
/* harmony export */ });
// CRC-32 (IEEE 802.3, the one of zip and PNG), slice-by-8: the snapshot's checksum against accidental damage,
// over about a hundred megabytes at load. It is no defence against a deliberate forgery; the decoder's
// bounds checks are.
const TABLES = makeTables();
/** CRC-32 of `bytes`; pass a previous result as `crc` to continue over more bytes. */
function crc32(bytes, crc = 0) {
    const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES;
    let c = ~crc >>> 0;
    let i = 0;
    const fast = bytes.length - 7;
    for (; i < fast; i += 8) {
        const low = c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
        const high = bytes[i + 4] | (bytes[i + 5] << 8) | (bytes[i + 6] << 16) | (bytes[i + 7] << 24);
        c =
            t7[low & 0xff] ^
                t6[(low >>> 8) & 0xff] ^
                t5[(low >>> 16) & 0xff] ^
                t4[low >>> 24] ^
                t3[high & 0xff] ^
                t2[(high >>> 8) & 0xff] ^
                t1[(high >>> 16) & 0xff] ^
                t0[high >>> 24];
    }
    for (; i < bytes.length; i++)
        c = t0[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
    return ~c >>> 0;
}
function makeTables() {
    const t0 = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let bit = 0; bit < 8; bit++)
            c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        t0[n] = c >>> 0;
    }
    const next = (table) => table.map((c) => t0[c & 0xff] ^ (c >>> 8));
    const t1 = next(t0);
    const t2 = next(t1);
    const t3 = next(t2);
    const t4 = next(t3);
    const t5 = next(t4);
    const t6 = next(t5);
    return [t0, t1, t2, t3, t4, t5, t6, next(t6)];
}


/***/ }),

/***/ 6032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bh: () => (/* binding */ readFlagRule),
/* harmony export */   eI: () => (/* binding */ writeFlagRule),
/* harmony export */   mA: () => (/* binding */ readCohort),
/* harmony export */   zB: () => (/* binding */ writeCohort)
/* harmony export */ });
const SCALE = 1_000_000;
function writeCohort(out, cohort) {
    out.varint(cohort.pairs);
    out.varint(Math.round(cohort.median * SCALE));
    out.varint(Math.round(cohort.mad * SCALE));
}
/** @throws SnapshotError when a share is above 1. */
function readCohort(reader) {
    const pairs = reader.varint();
    const at = reader.offset;
    const median = reader.varint();
    const mad = reader.varint();
    if (median > SCALE || mad > SCALE)
        throw reader.corrupt('cohort statistics above 100%', at);
    return { pairs, median: median / SCALE, mad: mad / SCALE };
}
function writeFlagRule(out, rule) {
    out.varint(Math.round(rule.threshold * SCALE));
    out.varint(rule.longFragment);
}
/** @throws SnapshotError when the threshold is above 1 or the fragment length 0. */
function readFlagRule(reader) {
    const at = reader.offset;
    const threshold = reader.varint();
    const longFragment = reader.varint();
    if (threshold > SCALE || longFragment < 1)
        throw reader.corrupt('a flag rule out of range', at);
    return { threshold: threshold / SCALE, longFragment };
}


/***/ }),

/***/ 7463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ encodeSnapshot)
});

// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(1306);
;// CONCATENATED MODULE: ./src/snapshot/byte-writer.ts
// A growable byte buffer with the snapshot format's primitives: fixed little-endian integers, LEB128
// varints (unsigned integers below 2^53), zigzag for signed deltas, and length-prefixed UTF-8 strings.
const utf8 = new TextEncoder();
class ByteWriter {
    buffer;
    length = 0;
    constructor(initialSize = 1024) {
        this.buffer = new Uint8Array(Math.max(16, initialSize));
    }
    /** The bytes written so far (a view, valid until the next write). */
    bytes() {
        return this.buffer.subarray(0, this.length);
    }
    u8(value) {
        this.reserve(1);
        this.buffer[this.length++] = value;
    }
    u32(value) {
        this.reserve(4);
        const b = this.buffer;
        b[this.length++] = value & 0xff;
        b[this.length++] = (value >>> 8) & 0xff;
        b[this.length++] = (value >>> 16) & 0xff;
        b[this.length++] = (value >>> 24) & 0xff;
    }
    /** An unsigned integer below 2^53 in 1 to 8 bytes, 7 bits each, low bits first. */
    varint(value) {
        if (!Number.isSafeInteger(value) || value < 0)
            throw new RangeError(`not an unsigned integer: ${value}`);
        this.reserve(8);
        const b = this.buffer;
        while (value > 0x7fffffff) {
            b[this.length++] = (value % 128) | 0x80;
            value = Math.floor(value / 128);
        }
        while (value > 0x7f) {
            b[this.length++] = (value & 0x7f) | 0x80;
            value >>>= 7;
        }
        b[this.length++] = value;
    }
    /** A signed integer of at most 32 bits: 0, -1, 1, -2... become 0, 1, 2, 3... */
    zigzag(value) {
        if (!Number.isInteger(value) || Math.abs(value) > 0x7fffffff)
            throw new RangeError(`not a 32-bit integer: ${value}`);
        this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
    }
    string(text) {
        const bytes = utf8.encode(text);
        this.varint(bytes.length);
        this.raw(bytes);
    }
    raw(bytes) {
        this.reserve(bytes.length);
        this.buffer.set(bytes, this.length);
        this.length += bytes.length;
    }
    reserve(extra) {
        if (this.length + extra <= this.buffer.length)
            return;
        let size = this.buffer.length * 2;
        while (size < this.length + extra)
            size *= 2;
        const grown = new Uint8Array(size);
        grown.set(this.buffer.subarray(0, this.length));
        this.buffer = grown;
    }
}

// EXTERNAL MODULE: ./src/snapshot/crc32.ts
var crc32 = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/snapshot/fingerprint-records.ts
var fingerprint_records = __webpack_require__(3411);
// EXTERNAL MODULE: ./src/snapshot/snapshot-error.ts
var snapshot_error = __webpack_require__(7229);
// EXTERNAL MODULE: ./src/snapshot/snapshot-format.ts
var snapshot_format = __webpack_require__(7296);
// EXTERNAL MODULE: ./src/snapshot/decision-encoding.ts
var decision_encoding = __webpack_require__(6032);
// EXTERNAL MODULE: ./src/snapshot/submission-identity.ts + 1 modules
var submission_identity = __webpack_require__(1045);
;// CONCATENATED MODULE: ./src/snapshot/encode-snapshot.ts
// Snapshot → bytes (layout in snapshot-format.ts). Pure and deterministic: the same snapshot always gives
// the same bytes, because everything is written in the snapshot's own (canonical) order and deflate is.








/**
 * The snapshot as bytes.
 * @throws SnapshotError when the snapshot breaks its own invariants (unsorted owners, malformed hex).
 */
function encodeSnapshot(snapshot) {
    assertLayout(snapshot);
    const metadata = new ByteWriter(1 << 16);
    writeHead(metadata, snapshot);
    writeStarter(metadata, snapshot.starter);
    (0,decision_encoding/* writeCohort */.zB)(metadata, snapshot.cohort);
    (0,decision_encoding/* writeFlagRule */.eI)(metadata, snapshot.flagRule);
    const deflated = (0,esm/* deflateSync */.pd)(metadata.bytes(), { level: 6 });
    const records = new ByteWriter(3 * snapshot.fingerprints.hashes.length + 1024);
    (0,fingerprint_records/* writeRecords */.W)(records, snapshot.fingerprints, snapshot.files);
    const deflatedRecords = (0,esm/* deflateSync */.pd)(records.bytes(), { level: 6 });
    const hashes = snapshot.fingerprints.hashes;
    const recordsEnd = snapshot_format/* HEADER_LENGTH */.Bs + 16 + deflated.length + deflatedRecords.length;
    const bodyLength = recordsEnd + (0,snapshot_format/* paddingAt */.V$)(recordsEnd) - snapshot_format/* HEADER_LENGTH */.Bs + (0,snapshot_format/* packedHashLength */.ZE)(hashes.length);
    if (bodyLength > 0xffffffff)
        throw new snapshot_error/* SnapshotError */.J(`snapshot too large: ${bodyLength} bytes`);
    const out = new Uint8Array(snapshot_format/* HEADER_LENGTH */.Bs + bodyLength);
    const view = new DataView(out.buffer);
    out.set(snapshot_format/* MAGIC */.mS, 0);
    view.setUint16(8, snapshot_format/* FORMAT_VERSION */.Hp, true);
    view.setUint32(10, bodyLength, true);
    const deflatedAt = snapshot_format/* HEADER_LENGTH */.Bs + 8;
    view.setUint32(snapshot_format/* HEADER_LENGTH */.Bs, metadata.bytes().length, true);
    view.setUint32(snapshot_format/* HEADER_LENGTH */.Bs + 4, deflated.length, true);
    out.set(deflated, deflatedAt);
    view.setUint32(deflatedAt + deflated.length, records.bytes().length, true);
    view.setUint32(deflatedAt + deflated.length + 4, deflatedRecords.length, true);
    out.set(deflatedRecords, deflatedAt + deflated.length + 8);
    (0,snapshot_format/* packNames */.Ou)(snapshot.fingerprints.names, out, (0,snapshot_format/* packHashes */.iM)(hashes, out, recordsEnd + (0,snapshot_format/* paddingAt */.V$)(recordsEnd)));
    view.setUint32(14, (0,crc32/* crc32 */.Q)(out.subarray(snapshot_format/* HEADER_LENGTH */.Bs)), true);
    return out;
}
function writeHead(out, snapshot) {
    const { params } = snapshot;
    out.varint(params.k);
    out.varint(params.w);
    out.varint(params.storedWindow);
    out.varint(params.cohortSampleBits);
    out.string(params.hashFunction);
    out.varint(params.frontEnds.length);
    for (const frontEnd of params.frontEnds) {
        out.string(frontEnd.id);
        out.varint(frontEnd.version);
    }
    out.varint(snapshot.createdAt);
    out.u8((snapshot.namesIncluded ? snapshot_format/* FLAG_NAMES */.G0 : 0) | (snapshot.pseudonymsKeyed ? snapshot_format/* FLAG_KEYED */.cW : 0));
    out.varint(snapshot.submissions.length);
    let previousOwner = '';
    for (const submission of snapshot.submissions) {
        if (submission.owner <= previousOwner)
            throw new snapshot_error/* SnapshotError */.J(`owner ${submission.owner} out of order or repeated`);
        previousOwner = submission.owner;
        writeSubmission(out, submission);
    }
    const languages = new Map(params.frontEnds.map((f, i) => [f.id, i]));
    for (const file of snapshot.files) {
        const language = languages.get(file.language);
        if (language === undefined)
            throw new snapshot_error/* SnapshotError */.J(`${file.path}: front end '${file.language}' not in the parameters`);
        out.string(file.path);
        out.varint(language);
        out.varint(file.lines);
        out.varint(file.tokens);
        writeStarterRuns(out, snapshot.starterRuns, file);
        out.varint(file.fingerprints.end - file.fingerprints.start);
    }
}
function writeSubmission(out, submission) {
    out.raw(hexBytes(submission.owner, 8));
    out.raw(hexBytes(submission.pseudonym, 4));
    out.raw(hexBytes(submission.contentHash, 16));
    const { commitTime, name, repo, commit } = submission;
    out.u8((commitTime !== undefined ? snapshot_format/* FIELD_COMMIT_TIME */.Bx : 0) |
        (name !== undefined ? snapshot_format/* FIELD_NAME */.VR : 0) |
        (repo !== undefined ? snapshot_format/* FIELD_REPO */.QJ : 0) |
        (commit !== undefined ? snapshot_format/* FIELD_COMMIT */.dc : 0));
    if (commitTime !== undefined)
        out.varint(commitTime);
    if (name !== undefined)
        out.string(name);
    if (repo !== undefined)
        out.string(repo);
    if (commit !== undefined)
        out.string(commit);
    out.varint(submission.window);
    out.varint(submission.files.end - submission.files.start);
}
function writeStarter(out, starter) {
    out.varint(starter.length);
    let previous = 0;
    for (let i = 0; i < starter.length; i++) {
        out.varint(i === 0 ? starter[i] : starter[i] - previous);
        previous = starter[i];
    }
}
function writeStarterRuns(out, runs, file) {
    out.varint(file.starterRuns.end - file.starterRuns.start);
    let previous = 0;
    for (let r = file.starterRuns.start; r < file.starterRuns.end; r++) {
        out.varint(runs[2 * r] - previous);
        out.varint(runs[2 * r + 1] - runs[2 * r]);
        previous = runs[2 * r + 1];
    }
}
// The decoder rebuilds every range from counts: a snapshot whose ranges are not contiguous would not survive.
function assertLayout(snapshot) {
    const { hashes, positions, lineStarts, lineEnds, names } = snapshot.fingerprints;
    const total = hashes.length;
    const columns = [positions, lineStarts, lineEnds, names];
    if (columns.some((column) => column.length !== total)) {
        throw new snapshot_error/* SnapshotError */.J('fingerprint columns of different lengths');
    }
    let file = 0;
    let fingerprint = 0;
    let run = 0;
    snapshot.submissions.forEach((submission, s) => {
        if (submission.files.start !== file)
            throw new snapshot_error/* SnapshotError */.J(`submission ${submission.owner}: files not contiguous`);
        for (; file < submission.files.end; file++) {
            const entry = snapshot.files[file];
            if (entry?.submission !== s ||
                entry.fingerprints.start !== fingerprint ||
                entry.starterRuns.start !== run) {
                throw new snapshot_error/* SnapshotError */.J(`file ${file}: ranges not contiguous`);
            }
            assertStarterRuns(snapshot.starterRuns, entry);
            fingerprint = entry.fingerprints.end;
            run = entry.starterRuns.end;
        }
    });
    if (file !== snapshot.files.length || fingerprint !== total || 2 * run !== snapshot.starterRuns.length) {
        throw new snapshot_error/* SnapshotError */.J('ranges do not cover the lists');
    }
    for (const column of [hashes, snapshot.starter]) {
        for (let i = 0; i < column.length; i++) {
            const hash = column[i];
            if (!(hash >= 0 && hash < 2 ** 52 && Math.floor(hash) === hash))
                throw new snapshot_error/* SnapshotError */.J(`not a 52-bit hash: ${hash}`);
        }
    }
}
// Runs ascending, apart, non-empty, inside the file, adding up to its starter-token count.
function assertStarterRuns(runs, file) {
    let previous = -1;
    let tokens = 0;
    for (let r = file.starterRuns.start; r < file.starterRuns.end; r++) {
        const start = runs[2 * r];
        const end = runs[2 * r + 1];
        if (start <= previous || end <= start || end > file.tokens)
            throw new snapshot_error/* SnapshotError */.J(`${file.path}: bad starter run [${start}, ${end})`);
        tokens += end - start;
        previous = end;
    }
    if (tokens !== file.starterTokens)
        throw new snapshot_error/* SnapshotError */.J(`${file.path}: starter runs cover ${tokens} tokens, not ${file.starterTokens}`);
}
function hexBytes(hex, length) {
    if (hex.length !== 2 * length || !/^[0-9a-f]*$/.test(hex)) {
        throw new snapshot_error/* SnapshotError */.J(`expected ${2 * length} lower-case hex digits, got '${hex}'`);
    }
    return (0,submission_identity/* fromHex */.aD)(hex);
}


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readRecords),
/* harmony export */   W: () => (/* binding */ writeRecords)
/* harmony export */ });
/* harmony import */ var _snapshot_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7229);

/** A step between two 32-bit lines as an unsigned number: 0, -1, 1, -2... become 0, 1, 2, 3... */
const toZigzag = (step) => (step >= 0 ? 2 * step : -2 * step - 1);
/** The largest zigzag step: from line 0 to line 2^32 - 1. */
const MAX_ZIGZAG = 2 * 0xffffffff;
/** Writes the records of the fingerprints of each file range, file by file (each from position and line 0). */
function writeRecords(out, columns, files) {
    const { positions, lineStarts, lineEnds } = columns;
    writeSteps(out, { values: positions, files, toVarint: (step) => step });
    writeSteps(out, { values: lineStarts, files, toVarint: toZigzag });
    for (let i = 0; i < lineEnds.length; i++)
        out.varint(lineEnds[i] - lineStarts[i]);
}
// The steps from each value to the next within each file, the first from 0.
function writeSteps(out, column) {
    const { values, files, toVarint } = column;
    for (const file of files) {
        let previous = 0;
        for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
            out.varint(toVarint(values[i] - previous));
            previous = values[i];
        }
    }
}
/**
 * Reads the records of `layout.total` fingerprints from `bytes`, which must hold exactly them. Positions
 * must increase within a file and every k-gram end inside it; lines may go back but stay within 32 bits, and
 * each k-gram spans at least one.
 * @throws SnapshotError naming the byte of the first bad record.
 */
function readRecords(bytes, layout) {
    const positions = new Uint32Array(layout.total);
    const lineStarts = new Uint32Array(layout.total);
    const lineEnds = new Uint32Array(layout.total);
    const varints = new VarintReader(bytes);
    for (const file of layout.files) {
        const { start, end } = file.fingerprints;
        let position = 0;
        for (let i = start; i < end; i++) {
            const gap = varints.next(0xffffffff);
            if (gap === 0 && i > start)
                throw varints.corrupt(`fingerprint positions of ${file.path} not increasing`);
            position += gap;
            if (position > file.tokens - layout.k)
                throw varints.corrupt(`fingerprint past the end of ${file.path}`);
            positions[i] = position;
        }
    }
    for (const file of layout.files) {
        let line = 0;
        for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
            const step = varints.next(MAX_ZIGZAG);
            line += step % 2 === 0 ? step / 2 : -(step + 1) / 2;
            if (line < 0 || line > 0xffffffff)
                throw varints.corrupt(`lines out of range in ${file.path}`);
            lineStarts[i] = line;
        }
    }
    for (let i = 0; i < layout.total; i++) {
        const span = varints.next(0xffffffff);
        if (span === 0 || lineStarts[i] + span > 0xffffffff)
            throw varints.corrupt('a fingerprint spanning no lines');
        lineEnds[i] = lineStarts[i] + span;
    }
    if (varints.p !== bytes.length)
        throw varints.corrupt(`${bytes.length - varints.p} unexpected bytes`, varints.p);
    return { positions, lineStarts, lineEnds };
}
// Varints of at most 5 bytes, read in turn. Most are one byte: that case takes no loop (a load reads
// millions).
class VarintReader {
    bytes;
    /** The next byte to read. */
    p = 0;
    /** Where the value read last began: errors name it. */
    start = 0;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** The next value, at most `max` (which is at least 2^32 - 1). */
    next(max) {
        const at = (this.start = this.p);
        const first = this.bytes[at];
        if (first !== undefined && first < 0x80) {
            this.p = at + 1;
            return first;
        }
        return this.long(at, max);
    }
    corrupt(problem, at = this.start) {
        return new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SnapshotError */ .J(`snapshot corrupt: ${problem} at byte ${at} of the fingerprint records`);
    }
    long(at, max) {
        const { bytes } = this;
        let value = 0;
        let scale = 1;
        for (let i = 0; i < 5; i++) {
            if (this.p >= bytes.length)
                throw this.corrupt('unexpected end', at);
            const byte = bytes[this.p++];
            value += (byte & 0x7f) * scale;
            if (byte < 0x80) {
                if (value > max)
                    throw this.corrupt(`number over ${max}`, at);
                return value;
            }
            scale *= 128;
        }
        throw this.corrupt('number longer than 5 bytes', at);
    }
}


/***/ }),

/***/ 7229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ SnapshotError),
/* harmony export */   j: () => (/* binding */ SnapshotMismatchError)
/* harmony export */ });
// The snapshot module's errors: a file that is not a readable snapshot, and one made with other parameters.
/** The bytes are not a valid snapshot; the message names the problem and, where it helps, the byte. */
class SnapshotError extends Error {
    name = 'SnapshotError';
}
/** A valid snapshot made with parameters (k, w, hash function, front-end versions) this run cannot compare. */
class SnapshotMismatchError extends SnapshotError {
    name = 'SnapshotMismatchError';
}


/***/ }),

/***/ 7296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ HEADER_LENGTH),
/* harmony export */   Bx: () => (/* binding */ FIELD_COMMIT_TIME),
/* harmony export */   G0: () => (/* binding */ FLAG_NAMES),
/* harmony export */   Hp: () => (/* binding */ FORMAT_VERSION),
/* harmony export */   Ou: () => (/* binding */ packNames),
/* harmony export */   QJ: () => (/* binding */ FIELD_REPO),
/* harmony export */   V$: () => (/* binding */ paddingAt),
/* harmony export */   VR: () => (/* binding */ FIELD_NAME),
/* harmony export */   XJ: () => (/* binding */ unpackNames),
/* harmony export */   ZE: () => (/* binding */ packedHashLength),
/* harmony export */   cW: () => (/* binding */ FLAG_KEYED),
/* harmony export */   dc: () => (/* binding */ FIELD_COMMIT),
/* harmony export */   dz: () => (/* binding */ unpackHashes),
/* harmony export */   iM: () => (/* binding */ packHashes),
/* harmony export */   mM: () => (/* binding */ ZIP_MAGIC),
/* harmony export */   mS: () => (/* binding */ MAGIC)
/* harmony export */ });
// The snapshot file's fixed parts, shared by the encoder and the decoder. Layout, all integers little-endian:
//
//   header  magic "\x89CWSNAP\n" (8) · format version u16 · body length u32 · CRC-32 of the body u32
//   body    metadata length u32 · deflated length u32 · metadata, deflated (fflate, raw DEFLATE)
//           · records length u32 · deflated length u32 · fingerprint records, deflated: position and
//             lines of every fingerprint, as they are (line starts can go back; see fingerprint-records.ts)
//           · 0 to 3 zero bytes, so that the hashes start at a multiple of 4 bytes from the file's start
//           · hashes: every fingerprint's 52-bit hash split into its high 32 bits (u32 each) and its low
//             20 bits (two per 5 bytes, the last one alone in 3 bytes), raw: random bits do not deflate
//           · names: every fingerprint's 8-bit name hash (engine/name-hashes.ts), a byte each, raw
//   metadata (varints unless said otherwise)
//           k · w · stored window · cohort sample bits · hash function (string) · front ends: count, (id string, version)...
//           · created at (ms) · flags u8 (1 names included, 2 pseudonyms keyed)
//           · submissions: count, each: owner (8 bytes) · pseudonym (4) · content hash (16) · fields u8
//             (1 commit time, 2 name, 4 repo, 8 commit) · those present (time + strings) · stored window
//             · file count
//           · files, submission by submission: path · front-end index · lines · tokens
//             · starter runs: count, then (gap since the previous run's end, length) each · fingerprint count
//           · starter hashes: count, first hash, then the gaps to each next one (ascending, unique)
//           · cohort statistics: pair count · median and median absolute deviation of pair similarity,
//             in millionths · flag rule: threshold in millionths · long fragment in tokens
//             (see decision-encoding.ts)
// Strings are a varint byte length and UTF-8.
const MAGIC = Uint8Array.from([0x89, 0x43, 0x57, 0x53, 0x4e, 0x41, 0x50, 0x0a]);
// 4: each fingerprint's name hash, so a check weighs names as compare does.
// 5: the flag rule staff built it with, so a pull-request check flags what the staff report flags.
// 6: each fingerprint's true lines (starts as signed steps), not made monotonic, so moved code's lines show.
// 7: a sample of submissions stored at compare's window, for course statistics a staff compare agrees with.
const FORMAT_VERSION = 7;
/** How a zip archive starts: a workflow artifact as GitHub hands it out wraps the snapshot in one. */
const ZIP_MAGIC = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
const HEADER_LENGTH = 18;
const FLAG_NAMES = 1;
const FLAG_KEYED = 2;
const FIELD_COMMIT_TIME = 1;
const FIELD_NAME = 2;
const FIELD_REPO = 4;
const FIELD_COMMIT = 8;
const LOW_BITS = 0x100000;
/** Bytes that `count` packed hashes take, with their name hashes. */
function packedHashLength(count) {
    return hashBytes(count) + count;
}
const hashBytes = (count) => count * 4 + Math.floor(count / 2) * 5 + (count % 2) * 3;
/** Writes the 8-bit name hashes into `out` from `offset`; returns the offset after them. */
function packNames(names, out, offset) {
    out.set(names, offset);
    return offset + names.length;
}
/** Reads `out.length` name hashes from `bytes` at `offset` (the caller checked the length). */
function unpackNames(bytes, offset, out) {
    out.set(bytes.subarray(offset, offset + out.length));
}
/** Writes `hashes` packed into `out` from `offset` (their names follow: packNames); returns the offset after them. */
function packHashes(hashes, out, offset) {
    let p = offset;
    for (let i = 0; i < hashes.length; i++) {
        const high = Math.floor(hashes[i] / LOW_BITS);
        out[p++] = high & 0xff;
        out[p++] = (high >>> 8) & 0xff;
        out[p++] = (high >>> 16) & 0xff;
        out[p++] = high >>> 24;
    }
    for (let i = 0; i < hashes.length; i += 2) {
        const a = hashes[i] % LOW_BITS;
        out[p++] = a & 0xff;
        out[p++] = (a >>> 8) & 0xff;
        if (i + 1 === hashes.length) {
            out[p++] = a >>> 16;
            break;
        }
        const b = hashes[i + 1] % LOW_BITS;
        out[p++] = (a >>> 16) | ((b & 0x0f) << 4);
        out[p++] = (b >>> 4) & 0xff;
        out[p++] = b >>> 12;
    }
    return p;
}
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
/** Zero bytes that follow the records ending at file offset `offset`, so the hashes start 4-aligned. */
function paddingAt(offset) {
    return (4 - (offset % 4)) % 4;
}
/**
 * Reads `out.length` packed hashes from `bytes` at `offset` (the caller checked the length); returns the
 * offset after them.
 */
function unpackHashes(bytes, offset, out) {
    const count = out.length;
    let p = offset;
    if (LITTLE_ENDIAN) {
        // The high words as one Uint32Array: a view when they are aligned in memory (the format aligns them
        // in the file), else one copy; then no byte shuffling per hash.
        const start = bytes.byteOffset + p;
        const highs = start % 4 === 0 ? new Uint32Array(bytes.buffer, start, count) : new Uint32Array(count);
        if (start % 4 !== 0)
            new Uint8Array(highs.buffer).set(bytes.subarray(p, p + 4 * count));
        for (let i = 0; i < count; i++)
            out[i] = highs[i] * LOW_BITS;
        p += 4 * count;
    }
    else {
        for (let i = 0; i < count; i++, p += 4) {
            out[i] =
                ((bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16) | (bytes[p + 3] << 24)) >>> 0) * LOW_BITS;
        }
    }
    for (let i = 0; i < count; i += 2) {
        const middle = bytes[p + 2];
        out[i] = out[i] + (bytes[p] | (bytes[p + 1] << 8) | ((middle & 0x0f) << 16));
        if (i + 1 === count)
            break;
        out[i + 1] = out[i + 1] + ((middle >>> 4) | (bytes[p + 3] << 4) | (bytes[p + 4] << 12));
        p += 5;
    }
    return offset + hashBytes(count);
}


/***/ }),

/***/ 3459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ assertParameters),
/* harmony export */   Cm: () => (/* binding */ parameterMismatch),
/* harmony export */   a7: () => (/* binding */ sortFrontEnds),
/* harmony export */   gg: () => (/* binding */ HASH_FUNCTION_ID),
/* harmony export */   xB: () => (/* binding */ sameParameters)
/* harmony export */ });
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2861);
/* harmony import */ var _cohort_sample_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6418);
/* harmony import */ var _snapshot_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7229);
// Which fingerprints are comparable: a snapshot records what made its fingerprints, and is refused (never
// silently compared) by a run whose k, w, hash function or front-end versions differ.



/**
 * Names the functions that turn text into fingerprints, as the engine implements them: FNV-1a 32-bit token
 * ids (engine/token-id.ts), two polynomial rolling hashes mod 2^32 mixed into 52 bits
 * (engine/kgram-hashes.ts), robust winnowing (engine/winnow.ts). Change it whenever any of them changes.
 */
const HASH_FUNCTION_ID = 'fnv1a32-tokens/poly2x32-mix52-kgrams/robust-winnow';
/**
 * Why a snapshot made with `made` cannot be compared by a run expecting `expected`, or undefined if it can:
 * "made with k=21, this run uses k=25" (`other` names the expecting side). Front ends are compared where
 * both sides know the language: a language added since the build has no files in the snapshot, and one
 * removed since has no files in the run.
 */
function parameterMismatch(made, expected, other = 'this run uses') {
    if (expected.k !== undefined && made.k !== expected.k)
        return `made with k=${made.k}, ${other} k=${expected.k}`;
    if (expected.w !== undefined && made.w !== expected.w)
        return `made with w=${made.w}, ${other} w=${expected.w}`;
    if (expected.storedWindow !== undefined && made.storedWindow !== expected.storedWindow)
        return `made with stored window ${made.storedWindow}, ${other} ${expected.storedWindow}`;
    if (expected.cohortSampleBits !== undefined && made.cohortSampleBits !== expected.cohortSampleBits) {
        const sample = (bits) => `a course-statistics sample of ${(0,_cohort_sample_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCohortSample */ .tN)(bits)}`;
        const hint = "the sample follows the course's size: build every part of one course with the whole course's, --course-size N";
        return `made with ${sample(made.cohortSampleBits)}, ${other} ${sample(expected.cohortSampleBits)} (${hint})`;
    }
    if (expected.hashFunction !== undefined && made.hashFunction !== expected.hashFunction) {
        return `made with hash function '${made.hashFunction}', ${other} '${expected.hashFunction}'`;
    }
    const versions = new Map((expected.frontEnds ?? []).map((f) => [f.id, f.version]));
    for (const frontEnd of made.frontEnds) {
        const version = versions.get(frontEnd.id);
        if (version !== undefined && version !== frontEnd.version) {
            return `made with the ${frontEnd.id} front end version ${frontEnd.version}, ${other} version ${version}`;
        }
    }
    return undefined;
}
/** Throws SnapshotMismatchError, prefixed with `label`, unless a snapshot made with `made` fits `expected`. */
function assertParameters(made, expected, label = 'snapshot') {
    const problem = parameterMismatch(made, expected);
    if (problem !== undefined)
        throw new _snapshot_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SnapshotMismatchError */ .j(`${label} was ${problem}`);
}
/** Whether two parameter sets are identical, front-end lists included. */
function sameParameters(a, b) {
    return parameterMismatch(a, b) === undefined && sameFrontEnds(a.frontEnds, b.frontEnds);
}
function sameFrontEnds(a, b) {
    return a.length === b.length && a.every((f, i) => f.id === b[i].id && f.version === b[i].version);
}
/** Front ends sorted by id, the order a snapshot stores them in. */
function sortFrontEnds(frontEnds) {
    return frontEnds.map((f) => ({ id: f.id, version: f.version })).sort((x, y) => (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(x.id, y.id));
}


/***/ }),

/***/ 1045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pP: () => (/* binding */ contentHashOf),
  Xg: () => (/* binding */ derivePseudonymKey),
  aD: () => (/* binding */ fromHex),
  fj: () => (/* binding */ ownerId),
  lf: () => (/* binding */ ownerKey),
  c1: () => (/* binding */ ownerKeys),
  GQ: () => (/* binding */ pseudonymOf),
  nj: () => (/* binding */ toHex)
});

// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
// EXTERNAL MODULE: ./src/engine/sha256.ts
var sha256 = __webpack_require__(9539);
;// CONCATENATED MODULE: ./src/snapshot/hmac-sha256.ts
// HMAC-SHA-256 (RFC 2104): a keyed digest, so that pseudonyms can only be recomputed by whoever holds the key.

const BLOCK = 64;
/** HMAC-SHA-256 of `message` under `key` (any length; longer than a block it is hashed first). */
function hmacSha256(key, message) {
    const block = new Uint8Array(BLOCK);
    block.set(key.length > BLOCK ? (0,sha256/* sha256 */.s)(key) : key);
    const inner = new Uint8Array(BLOCK + message.length);
    const outer = new Uint8Array(BLOCK + 32);
    for (let i = 0; i < BLOCK; i++) {
        inner[i] = block[i] ^ 0x36;
        outer[i] = block[i] ^ 0x5c;
    }
    inner.set(message, BLOCK);
    outer.set((0,sha256/* sha256 */.s)(inner), BLOCK);
    return (0,sha256/* sha256 */.s)(outer);
}

;// CONCATENATED MODULE: ./src/snapshot/submission-identity.ts
// Who a submission is, without saying it: an owner id to tell a repository's versions apart from everyone
// else's, a keyed pseudonym for student-facing output, and a content hash to notice a changed submission.
//
// Residual risk, accepted: the owner id is a plain digest of the repository name (a pull request's check,
// which holds no secret, must find its own repository by it), so a student who guesses a classmate's
// repository name (they follow `<assignment>-<username>`) can find its entry in the student copy through the
// owner id, and with it the pseudonym stored beside it, keyed or not: the PR comment's "submission 7f3a09c1"
// is then a name. Neither reveals code. A staff secret as the pseudonym key keeps a pseudonym from being
// computed from a name alone, without the snapshot; a derived one can be.



const utf8 = new TextEncoder();
/** The name an owner id and a pseudonym are computed from: the repository's full name, else the submission's. */
function ownerKey(submission) {
    return (submission.repo ?? submission.name).toLowerCase();
}
/**
 * Every owner key a snapshot may hold for a checked submission: its own key and, when its repository is
 * `owner/repo`, the names a clone of it gets (`repo`, `owner-repo`), lower-cased. A snapshot built from
 * clones keys each by its folder name and holds only the digest, so the check tries each form; the forms are
 * made from the repository's full name, never parsed out of a folder name (`a-b-c` has two readings).
 */
function ownerKeys(submission) {
    const key = ownerKey(submission);
    const slash = key.indexOf('/');
    if (submission.repo === undefined ||
        slash <= 0 ||
        slash !== key.lastIndexOf('/') ||
        slash === key.length - 1)
        return [key];
    const owner = key.slice(0, slash);
    const repo = key.slice(slash + 1);
    return [key, repo, `${owner}-${repo}`];
}
/** 16 hex digits: the first 8 bytes of SHA-256 of the owner key. */
function ownerId(key) {
    return toHex((0,sha256/* sha256 */.s)(utf8.encode(key)), 8);
}
/** 8 hex digits: the first 4 bytes of HMAC-SHA-256(secret, owner key). */
function pseudonymOf(secret, key) {
    return toHex(hmacSha256(secret, utf8.encode(key)), 4);
}
/**
 * A pseudonym key for when staff gave none, derived from what every build of the course shares (parameters
 * and starter code), so shards and a full build still agree. Anyone with the starter can recompute it:
 * pseudonyms made with it are guessable.
 */
function derivePseudonymKey(params, starter) {
    const text = `codewinnow pseudonyms\n${params.k} ${params.w} ${params.hashFunction}\n${Array.from(starter).join(',')}`;
    return (0,sha256/* sha256 */.s)(utf8.encode(text));
}
/** 32 hex digits: the first 16 bytes of SHA-256 over each file's path and text, lengths prefixed, in path order. */
function contentHashOf(files) {
    const parts = [];
    for (const file of [...files].sort((x, y) => (0,compare_text/* compareText */.n)(x.path, y.path))) {
        for (const text of [file.path, file.text]) {
            const bytes = utf8.encode(text);
            parts.push(utf8.encode(`${bytes.length}:`), bytes);
        }
    }
    const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let offset = 0;
    for (const part of parts) {
        all.set(part, offset);
        offset += part.length;
    }
    return toHex((0,sha256/* sha256 */.s)(all), 16);
}
/** Lower-case hex of the first `count` bytes. */
function toHex(bytes, count = bytes.length) {
    let hex = '';
    for (let i = 0; i < count; i++)
        hex += bytes[i].toString(16).padStart(2, '0');
    return hex;
}
/** Bytes of a hex string of even length (validated by the caller). */
function fromHex(hex) {
    const bytes = new Uint8Array(hex.length >> 1);
    for (let i = 0; i < bytes.length; i++)
        bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    return bytes;
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
// starter tokens are. The token ids and lines are used here and dropped: a snapshot holds no tokens, no text.

/**
 * The snapshot's record of `file`: each fingerprint covers tokens [p, p + k) and their 0-based lines, from
 * the least start line of those tokens to the greatest end line. Where a front end moved code (an inlined
 * method, statements put in order), a later k-gram can start on an earlier line: kept as it is, so that a
 * fragment's lines show where its code stands (snapshot-line-range.ts).
 */
function toEntryFile(file, k) {
    const { positions } = file.fingerprints;
    const lineStarts = new Uint32Array(positions.length);
    const lineEnds = new Uint32Array(positions.length);
    for (let i = 0; i < positions.length; i++) {
        const p = positions[i];
        lineStarts[i] = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLineOf */ .Qy)(file.tokenLines, p, p + k);
        lineEnds[i] = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLineOf */ .SH)(file.tokenLines, p, p + k) + 1;
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


/***/ }),

/***/ 3720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H$: () => (/* binding */ SnapshotReadError),
  N2: () => (/* binding */ loadSnapshot)
});

// UNUSED EXPORTS: MAX_SNAPSHOT_BYTES, decodeCheckedSnapshot

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/engine/describe-error.ts
var describe_error = __webpack_require__(2566);
// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(1306);
// EXTERNAL MODULE: ./src/snapshot/snapshot-error.ts
var snapshot_error = __webpack_require__(7229);
;// CONCATENATED MODULE: ./src/snapshot/byte-reader.ts
// Reads what ByteWriter wrote, trusting nothing: every read is checked against the bytes left, and every
// count is checked against them before anything is allocated, so damaged input fails with a SnapshotError
// that names the byte, never with a crash, a huge allocation or a hang.

const utf8 = new TextDecoder('utf-8', { fatal: true });
class ByteReader {
    bytes;
    where;
    pos = 0;
    /** `where` names the bytes in messages, e.g. "the metadata". */
    constructor(bytes, where) {
        this.bytes = bytes;
        this.where = where;
    }
    get offset() {
        return this.pos;
    }
    get remaining() {
        return this.bytes.length - this.pos;
    }
    /** A SnapshotError about the bytes at the current position. */
    corrupt(problem, at = this.pos) {
        return new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${problem} at byte ${at} of ${this.where}`);
    }
    u8() {
        this.need(1);
        return this.bytes[this.pos++];
    }
    u32() {
        this.need(4);
        const b = this.bytes;
        const p = this.pos;
        this.pos += 4;
        return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
    }
    varint() {
        const start = this.pos;
        let value = 0;
        let scale = 1;
        for (let i = 0; i < 8; i++) {
            const byte = this.u8();
            value += (byte & 0x7f) * scale;
            if (byte < 0x80) {
                if (value > Number.MAX_SAFE_INTEGER)
                    throw this.corrupt('number too large', start);
                return value;
            }
            scale *= 128;
        }
        throw this.corrupt('number longer than 8 bytes', start);
    }
    /** A varint no larger than `max`, naming `what` if it is. */
    bounded(what, max) {
        const start = this.pos;
        const value = this.varint();
        if (value > max)
            throw this.corrupt(`${what} ${value} is over ${max}`, start);
        return value;
    }
    /** A count of items that take at least `minBytes` each: never more than the bytes left can hold. */
    count(what, minBytes) {
        return this.bounded(what, Math.floor(this.remaining / Math.max(1, minBytes)));
    }
    zigzag() {
        const value = this.bounded('signed number', 0xffffffff);
        return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
    }
    string(what) {
        const length = this.count(`${what} length`, 1);
        const start = this.pos;
        try {
            return utf8.decode(this.raw(length));
        }
        catch (error) {
            if (error instanceof snapshot_error/* SnapshotError */.J)
                throw error;
            throw this.corrupt(`${what} is not UTF-8`, start);
        }
    }
    raw(length) {
        this.need(length);
        const slice = this.bytes.subarray(this.pos, this.pos + length);
        this.pos += length;
        return slice;
    }
    /** Moves past `length` bytes already consumed by a fast loop that read `bytes` directly. */
    skip(length) {
        this.need(length);
        this.pos += length;
    }
    need(length) {
        if (length > this.bytes.length - this.pos)
            throw this.corrupt('unexpected end');
    }
}

// EXTERNAL MODULE: ./src/snapshot/decision-encoding.ts
var decision_encoding = __webpack_require__(6032);
// EXTERNAL MODULE: ./src/snapshot/crc32.ts
var crc32 = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/snapshot/fingerprint-records.ts
var fingerprint_records = __webpack_require__(3411);
// EXTERNAL MODULE: ./src/snapshot/cohort-sample.ts
var cohort_sample = __webpack_require__(6418);
// EXTERNAL MODULE: ./src/snapshot/snapshot-format.ts
var snapshot_format = __webpack_require__(7296);
// EXTERNAL MODULE: ./src/snapshot/submission-identity.ts + 1 modules
var submission_identity = __webpack_require__(1045);
;// CONCATENATED MODULE: ./src/snapshot/read-snapshot-metadata.ts



/** The smallest encoded submission: owner, pseudonym, content hash, fields, window, file count. */
const MIN_SUBMISSION_BYTES = 31;
/** The smallest encoded file: six one-byte varints. */
const MIN_FILE_BYTES = 6;
/** Each starter run has a gap and a length. */
const MIN_RUN_BYTES = 2;
const MAX_HASH = 2 ** 52 - 1;
function readParameters(reader) {
    const k = reader.bounded('k', 0xffff);
    const w = reader.bounded('w', 0xffff);
    const storedWindow = reader.bounded('stored window', 0xffff);
    if (storedWindow < w)
        throw reader.corrupt(`stored window ${storedWindow} below w=${w}`);
    const cohortSampleBits = reader.bounded('cohort sample bits', cohort_sample/* MAX_SAMPLE_BITS */.ps);
    const hashFunction = reader.string('hash function');
    const count = reader.count('front-end count', 2);
    const frontEnds = [];
    for (let i = 0; i < count; i++) {
        const id = reader.string('front-end id');
        frontEnds.push({ id, version: reader.bounded('front-end version', 0xffffffff) });
    }
    return { k, w, storedWindow, cohortSampleBits, hashFunction, frontEnds };
}
/** Reads everything after the parameters up to the starter hashes; `maxFingerprints` bounds the total. */
function readHead(reader, params, maxFingerprints) {
    const createdAt = reader.varint();
    const flags = reader.u8();
    if (flags > (snapshot_format/* FLAG_NAMES */.G0 | snapshot_format/* FLAG_KEYED */.cW))
        throw reader.corrupt(`unknown flags ${flags}`, reader.offset - 1);
    const count = reader.count('submission count', MIN_SUBMISSION_BYTES);
    const submissions = [];
    const fileCounts = [];
    let totalFiles = 0;
    for (let s = 0; s < count; s++) {
        const { submission, fileCount } = readSubmission(reader, params, totalFiles);
        if (s > 0 && submission.owner <= submissions[s - 1].owner)
            throw reader.corrupt('submissions out of order');
        totalFiles += fileCount;
        if (totalFiles > reader.remaining / MIN_FILE_BYTES)
            throw reader.corrupt('file count over the bytes left');
        submissions.push(submission);
        fileCounts.push(fileCount);
    }
    const { files, runs, fingerprintCount } = readFiles(reader, { params, fileCounts, bound: maxFingerprints });
    return {
        createdAt,
        namesIncluded: (flags & snapshot_format/* FLAG_NAMES */.G0) !== 0,
        pseudonymsKeyed: (flags & snapshot_format/* FLAG_KEYED */.cW) !== 0,
        submissions,
        files,
        runs,
        fingerprintCount,
    };
}
function readSubmission(reader, params, firstFile) {
    const owner = (0,submission_identity/* toHex */.nj)(reader.raw(8));
    const pseudonym = (0,submission_identity/* toHex */.nj)(reader.raw(4));
    const contentHash = (0,submission_identity/* toHex */.nj)(reader.raw(16));
    const fields = reader.u8();
    if (fields > 15)
        throw reader.corrupt(`unknown submission fields ${fields}`, reader.offset - 1);
    const commitTime = fields & snapshot_format/* FIELD_COMMIT_TIME */.Bx ? reader.varint() : undefined;
    const name = fields & snapshot_format/* FIELD_NAME */.VR ? reader.string('name') : undefined;
    const repo = fields & snapshot_format/* FIELD_REPO */.QJ ? reader.string('repo') : undefined;
    const commit = fields & snapshot_format/* FIELD_COMMIT */.dc ? reader.string('commit') : undefined;
    const windowAt = reader.offset;
    const window = reader.bounded('stored window', params.storedWindow);
    if (window === 0)
        throw reader.corrupt('stored window 0', windowAt);
    // The statistics' sample is stored at compare's window (1 or w): a sparser one would skew them.
    if (window > params.w && (0,cohort_sample/* inCohortSample */.HR)(owner, params.cohortSampleBits))
        throw reader.corrupt(`stored window ${window} over w=${params.w} in the statistics' sample`, windowAt);
    const fileCount = reader.count('file count', MIN_FILE_BYTES);
    const submission = {
        owner,
        pseudonym,
        contentHash,
        window,
        ...(commitTime !== undefined && { commitTime }),
        ...(name !== undefined && { name }),
        ...(repo !== undefined && { repo }),
        ...(commit !== undefined && { commit }),
        files: { start: firstFile, end: firstFile + fileCount },
    };
    return { submission, fileCount };
}
function readFiles(reader, layout) {
    const { params, fileCounts, bound } = layout;
    const files = [];
    const runs = [];
    let fingerprints = 0;
    fileCounts.forEach((fileCount, submission) => {
        for (let f = 0; f < fileCount; f++) {
            const path = reader.string('path');
            if (params.frontEnds.length === 0)
                throw reader.corrupt('a file but no front ends');
            const language = params.frontEnds[reader.bounded('front-end index', params.frontEnds.length - 1)].id;
            const lines = reader.bounded('line count', 0xffffffff);
            const tokens = reader.bounded('token count', 0xffffffff);
            const firstRun = runs.length / 2;
            const starterTokens = readStarterRuns(reader, { path, tokens }, runs);
            const count = reader.bounded('fingerprint count', bound - fingerprints);
            const starterRuns = { start: firstRun, end: runs.length / 2 };
            const range = { start: fingerprints, end: fingerprints + count };
            files.push({
                submission,
                path,
                language,
                lines,
                tokens,
                starterTokens,
                starterRuns,
                fingerprints: range,
            });
            fingerprints += count;
        }
    });
    return { files, runs: Uint32Array.from(runs), fingerprintCount: fingerprints };
}
// A file's starter runs, appended to `runs` as [start, end) pairs: ascending, apart, non-empty, inside the
// file. Returns how many tokens they cover.
function readStarterRuns(reader, file, runs) {
    const count = reader.count('starter-run count', MIN_RUN_BYTES);
    let end = -1;
    let covered = 0;
    for (let r = 0; r < count; r++) {
        const at = reader.offset;
        const start = Math.max(end, 0) + reader.varint();
        const length = reader.varint();
        if (start <= end || length === 0 || start + length > file.tokens)
            throw reader.corrupt(`starter run of ${file.path}`, at);
        end = start + length;
        runs.push(start, end);
        covered += length;
    }
    return covered;
}
/** The starter hashes: ascending, unique, below 2^52. */
function readStarter(reader) {
    const count = reader.count('starter hash count', 1);
    const starter = new Float64Array(count);
    let previous = -1;
    for (let i = 0; i < count; i++) {
        const at = reader.offset;
        const value = i === 0 ? reader.varint() : previous + reader.varint();
        if (value <= previous || value > MAX_HASH)
            throw reader.corrupt('starter hashes out of order or too large', at);
        starter[i] = previous = value;
    }
    return starter;
}

// EXTERNAL MODULE: ./src/snapshot/snapshot-parameters.ts
var snapshot_parameters = __webpack_require__(3459);
;// CONCATENATED MODULE: ./src/snapshot/decode-snapshot.ts
// Bytes → Snapshot, checking in order: magic number, format version, length, checksum, then every count
// and range inside. Any problem is a SnapshotError that names it; decoding never trusts a length before
// checking it against the bytes that are there, so damaged or hostile input cannot crash it or hang it.










/** DEFLATE expands at most about 1032 times. */
const MAX_INFLATE_RATIO = 1032;
const CODECS_IN_JAVASCRIPT = {
    inflate: (deflated, length) => (0,esm/* inflateSync */.HM)(deflated, { out: new Uint8Array(length + 1) }),
    crc32: crc32/* crc32 */.Q,
};
/**
 * Decodes a snapshot; with `expected`, refuses one made with other parameters, before decoding the rest.
 * @throws SnapshotError naming what is wrong ("snapshot truncated at byte 1234 of 5678"), or its subclass
 *   SnapshotMismatchError ("<label> was made with k=21, this run uses k=25").
 */
function decodeSnapshot(bytes, expected, label = 'snapshot', codecs = CODECS_IN_JAVASCRIPT) {
    const body = readEnvelope(bytes, codecs.crc32);
    const { metadata, records, hashBytes } = splitBody(body, codecs.inflate);
    const reader = new ByteReader(metadata, 'the metadata');
    const params = readParameters(reader);
    if (expected)
        (0,snapshot_parameters/* assertParameters */.Bv)(params, expected, label);
    // Every fingerprint has records of three bytes or more and a hash and name of 7.5 bytes: counts beyond
    // are lies.
    const bound = Math.min(Math.floor(records.length / 3), Math.floor(hashBytes.length / 7.5));
    const head = readHead(reader, params, bound);
    if ((0,snapshot_format/* packedHashLength */.ZE)(head.fingerprintCount) !== hashBytes.length) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${hashBytes.length} bytes of hashes for ${head.fingerprintCount} fingerprints`);
    }
    const starter = readStarter(reader);
    const cohort = (0,decision_encoding/* readCohort */.mA)(reader);
    const flagRule = (0,decision_encoding/* readFlagRule */.bh)(reader);
    if (reader.remaining > 0)
        throw reader.corrupt(`${reader.remaining} unexpected bytes`);
    const columns = (0,fingerprint_records/* readRecords */.T)(records, { files: head.files, total: head.fingerprintCount, k: params.k });
    const hashes = new Float64Array(head.fingerprintCount);
    const names = new Uint8Array(head.fingerprintCount);
    (0,snapshot_format/* unpackNames */.XJ)(hashBytes, (0,snapshot_format/* unpackHashes */.dz)(hashBytes, 0, hashes), names);
    return {
        params,
        createdAt: head.createdAt,
        namesIncluded: head.namesIncluded,
        pseudonymsKeyed: head.pseudonymsKeyed,
        submissions: head.submissions,
        files: head.files,
        fingerprints: { hashes, ...columns, names },
        starterRuns: head.runs,
        starter,
        cohort,
        flagRule,
    };
}
// Magic, version, length and checksum; returns the body.
function readEnvelope(bytes, checksum) {
    const prefix = bytes.subarray(0, snapshot_format/* MAGIC */.mS.length);
    if (!prefix.every((byte, i) => byte === snapshot_format/* MAGIC */.mS[i])) {
        // An artifact downloaded from GitHub's web page comes zipped; the action unzips the ones it downloads.
        if (snapshot_format/* ZIP_MAGIC */.mM.every((byte, i) => bytes[i] === byte))
            throw new snapshot_error/* SnapshotError */.J('not a codewinnow snapshot but a zip archive (a workflow artifact as downloaded from GitHub?): unzip it and use the .cwsnap file inside');
        throw new snapshot_error/* SnapshotError */.J('not a codewinnow snapshot: bad magic number');
    }
    if (bytes.length < snapshot_format/* HEADER_LENGTH */.Bs)
        throw truncated(bytes.length, snapshot_format/* HEADER_LENGTH */.Bs);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const version = view.getUint16(8, true);
    if (version !== snapshot_format/* FORMAT_VERSION */.Hp) {
        // An older snapshot is rebuilt with this codewinnow; a newer one needs a newer codewinnow.
        const fix = version < snapshot_format/* FORMAT_VERSION */.Hp ? 'build the snapshot again' : 'upgrade codewinnow to read it';
        throw new snapshot_error/* SnapshotError */.J(`unsupported snapshot format version ${version} (this codewinnow reads version ${snapshot_format/* FORMAT_VERSION */.Hp}: ${fix})`);
    }
    const total = snapshot_format/* HEADER_LENGTH */.Bs + view.getUint32(10, true);
    if (bytes.length < total)
        throw truncated(bytes.length, total);
    if (bytes.length > total) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${bytes.length - total} unexpected bytes after its end at byte ${total}`);
    }
    const body = bytes.subarray(snapshot_format/* HEADER_LENGTH */.Bs);
    const stored = view.getUint32(14, true);
    const computed = checksum(body);
    if (stored !== computed) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot checksum mismatch: stored ${hex32(stored)}, computed ${hex32(computed)} (the file is damaged)`);
    }
    return body;
}
function splitBody(body, inflate) {
    const reader = new ByteReader(body, 'the body');
    const metadata = inflateBlock(reader, 'metadata', inflate);
    const records = inflateBlock(reader, 'records', inflate);
    const padding = reader.raw(Math.min((0,snapshot_format/* paddingAt */.V$)(snapshot_format/* HEADER_LENGTH */.Bs + reader.offset), reader.remaining));
    if (padding.some((byte) => byte !== 0))
        throw reader.corrupt('padding not zero', reader.offset - padding.length);
    return { metadata, records, hashBytes: body.subarray(reader.offset) };
}
// A block stored as its length, its deflated length and its deflated bytes.
function inflateBlock(reader, what, inflate) {
    const at = reader.offset;
    const length = reader.u32();
    const deflatedLength = reader.u32();
    if (deflatedLength > reader.remaining)
        throw reader.corrupt(`deflated ${what} length ${deflatedLength} over the bytes left`, at + 4);
    const deflated = reader.raw(deflatedLength);
    if (length > Math.min(deflatedLength * MAX_INFLATE_RATIO + 64, 0x7fffffff)) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${what} of ${length} bytes cannot come from ${deflatedLength}`);
    }
    let inflated;
    try {
        inflated = inflate(deflated, length);
    }
    catch (error) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${what} does not inflate (${(0,describe_error/* describeError */.U)(error)})`);
    }
    if (inflated.length !== length) {
        throw new snapshot_error/* SnapshotError */.J(`snapshot corrupt: ${what} inflates to ${inflated.length} bytes, not ${length}`);
    }
    return inflated;
}
function truncated(at, expected) {
    return new snapshot_error/* SnapshotError */.J(`snapshot truncated at byte ${at} (expected ${expected} bytes)`);
}
function hex32(value) {
    return `0x${value.toString(16).padStart(8, '0')}`;
}

;// CONCATENATED MODULE: ./src/sources/load-snapshot.ts
// The one way a snapshot comes in, for the action, the CLI and the rescan alike: read its bytes (bounded),
// decode them, and check once that this build can reproduce its fingerprints (the parameters the caller's
// settings expect). Errors say which step failed (SnapshotReadError: the bytes; SnapshotError: what they
// hold), and each shell words them for its readers.



/**
 * A larger snapshot is refused before it is read: the snapshot benchmark's 5,000 submissions of 2,000 lines
 * take 29.3 MB (README, Benchmarks), so this leaves room for courses some 35 times larger.
 */
const MAX_SNAPSHOT_BYTES = 1024 * 1024 * 1024;
/** The snapshot's bytes cannot be had: no such file, unreadable, or over MAX_SNAPSHOT_BYTES. */
class SnapshotReadError extends Error {
    missing;
    name = 'SnapshotReadError';
    constructor(message, 
    /** There is no such file (not: it could not be read). */
    missing = false) {
        super(message);
        this.missing = missing;
    }
}
/**
 * The snapshot at `path` in `store`.
 * @throws SnapshotReadError when its bytes cannot be had; SnapshotError when they are no valid snapshot,
 *   SnapshotMismatchError when it does not fit `check.expected`.
 */
async function loadSnapshot(store, path, check = {}) {
    let bytes;
    try {
        bytes = await store.read(path, MAX_SNAPSHOT_BYTES);
    }
    catch (error) {
        throw new SnapshotReadError((0,describe_error/* describeError */.U)(error));
    }
    if (bytes === undefined)
        throw new SnapshotReadError('no such file', true);
    return { snapshot: decodeCheckedSnapshot(bytes, check), bytes: bytes.length };
}
/**
 * Snapshot bytes had some other way (an artifact), decoded and checked as loadSnapshot does.
 * @throws SnapshotReadError when there are more than MAX_SNAPSHOT_BYTES; as decodeSnapshot otherwise.
 */
function decodeCheckedSnapshot(bytes, check = {}) {
    if (bytes.length > MAX_SNAPSHOT_BYTES)
        throw new SnapshotReadError(`${bytes.length} bytes, over the limit of ${MAX_SNAPSHOT_BYTES} bytes`);
    return decodeSnapshot(bytes, check.expected, check.label, NATIVE_CODECS);
}
const NATIVE_CODECS = {
    // zlib's own inflate, stopped one byte past the length the block says it has.
    inflate: (deflated, length) => (0,external_node_zlib_.inflateRawSync)(deflated, { maxOutputLength: length + 1 }),
    crc32: external_node_zlib_.crc32,
};


/***/ })

};
