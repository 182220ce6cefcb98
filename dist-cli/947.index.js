export const id = 947;
export const ids = [947];
export const modules = {

/***/ 9546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ isSettled),
/* harmony export */   O3: () => (/* binding */ applyDecisions),
/* harmony export */   U2: () => (/* binding */ indexDecisions)
/* harmony export */ });
/* unused harmony export undecidedFlagged */
/* harmony import */ var _pair_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9580);

/** Every decision by pair key, and every declared group's pairs as allowed. */
function indexDecisions(decisions) {
    const pairs = new Map(decisions.pairs.map((pair) => [(0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b), pair]));
    const groupOf = new Map();
    for (const group of decisions.groups)
        for (const member of group.members)
            groupOf.set(member, [...(groupOf.get(member) ?? []), group]);
    return {
        decisionOf: (pair) => {
            const own = pairs.get((0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b));
            if (own)
                return toApplied(own, pair);
            const group = groupOf.get(pair.a)?.find((g) => g.members.includes(pair.b));
            if (!group)
                return undefined;
            const { members, ...record } = group;
            return { kind: 'allowed', ...record, group: members.join(', ') };
        },
    };
}
function toApplied(decision, pair) {
    const { decision: kind, evidence, note, by, at } = decision;
    const record = { note, ...(by === undefined ? {} : { by }), ...(at === undefined ? {} : { at }) };
    if (kind !== 'dismissed')
        return { kind, ...record };
    const swapped = pair.a !== decision.a;
    const grown = pair.fragments.some((fragment) => !isKnown(fragment, evidence ?? [], swapped));
    return { kind, ...record, ...(grown ? { lifted: true } : {}) };
}
/** Whether some evidence fragment overlaps this fragment on both sides (sides swapped when the pair is). */
function isKnown(fragment, evidence, swapped) {
    const a = swapped ? fragment.b : fragment.a;
    const b = swapped ? fragment.a : fragment.b;
    return evidence.some((known) => known.a.file === a.file &&
        known.b.file === b.file &&
        overlaps(known.a.lines, a.lines) &&
        overlaps(known.b.lines, b.lines));
}
function overlaps(x, y) {
    return x.start < Math.max(y.end, y.start + 1) && y.start < Math.max(x.end, x.start + 1);
}
/** The result with each decided pair's decision on it, and its flag and reason as the decision says. */
function applyDecisions(result, decisions) {
    if (decisions.pairs.length === 0 && decisions.groups.length === 0)
        return result;
    const index = indexDecisions(decisions);
    const pairs = result.pairs.map((pair) => decidePair(pair, index.decisionOf(pair)));
    const confirmedNotFound = findConfirmedNotFound(result, decisions);
    return { ...result, pairs, ...(confirmedNotFound.length > 0 ? { confirmedNotFound } : {}) };
}
// Confirmed pairs of two submissions of this run that the run did not list.
function findConfirmedNotFound(result, decisions) {
    const names = new Set(result.submissions.map((submission) => submission.name));
    const listed = new Set(result.pairs.map((pair) => (0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(pair.a, pair.b)));
    return decisions.pairs
        .filter((d) => d.decision === 'confirmed' && names.has(d.a) && names.has(d.b))
        .filter((d) => !listed.has((0,_pair_key_js__WEBPACK_IMPORTED_MODULE_0__/* .pairKey */ .Y)(d.a, d.b)))
        .map(({ a, b, note, by, at }) => ({
        a,
        b,
        note,
        ...(by === undefined ? {} : { by }),
        ...(at === undefined ? {} : { at }),
    }));
}
function decidePair(pair, decision) {
    if (!decision)
        return pair;
    const note = (verb) => `${verb} by decisions file: ${decision.note}`;
    switch (decision.kind) {
        case 'allowed':
            return { ...pair, flagged: false, reason: note('allowed'), decision };
        case 'confirmed':
            return { ...pair, flagged: true, reason: joined(note('confirmed'), pair.reason), decision };
        case 'dismissed':
            if (!decision.lifted)
                return { ...pair, flagged: false, reason: note('dismissed'), decision };
            return {
                ...pair,
                reason: pair.flagged ? joined(pair.reason, 'a new fragment since it was dismissed') : pair.reason,
                decision,
            };
    }
}
function joined(first, second) {
    return second === '' ? first : `${first}; ${second}`;
}
/** Whether staff have settled the pair so that no one is told of it: allowed, or dismissed and not lifted. */
function isSettled(decision) {
    return (decision !== undefined &&
        (decision.kind === 'allowed' || (decision.kind === 'dismissed' && !decision.lifted)));
}
/** Flagged pairs with no decision standing: never decided, or a dismissal lifted by a new fragment. */
function undecidedFlagged(result) {
    return result.pairs.filter((pair) => pair.flagged && (pair.decision === undefined || pair.decision.lifted === true));
}


/***/ }),

/***/ 4584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ NO_DECISIONS),
/* harmony export */   j: () => (/* binding */ DECISION_KINDS)
/* harmony export */ });
const DECISION_KINDS = ['allowed', 'dismissed', 'confirmed'];
const NO_DECISIONS = { groups: [], pairs: [] };


/***/ }),

/***/ 5440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lineStretches),
/* harmony export */   y: () => (/* binding */ fragmentPieces)
/* harmony export */ });
/* harmony import */ var _engine_scratch_array_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6220);
/* harmony import */ var _engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3397);
// A fragment's tokens as line ranges that show only what matched. A fragment is a run of tokens in the order
// the front end emits them, and that order is not always the file's: an inlined method's body stands at its
// call (languages/inline-calls.ts). The run's least and greatest lines can then enclose code it does not hold,
// such as starter code or a method that matched nothing, and a report or a PR annotation would mark those
// lines as shared. So where a side's lines would enclose a token from outside the fragment, its tokens are
// grouped by the stretch of lines between such tokens, on both sides, and each group is shown as a fragment
// of its own. A fragment whose lines hold only its own tokens (the usual case) is shown whole, as before.
// Only a side whose tokens' lines are at hand is cut this way: a snapshot keeps its fingerprints' lines made
// monotonic (snapshot/to-entry-file.ts), so its side of a cut fragment still spans the moved code.


const indexes = new WeakMap();
function lineIndexOf(lines) {
    let index = indexes.get(lines);
    if (index !== undefined)
        return index;
    const tokens = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .tokensOf */ .k8)(lines);
    const suffixLow = new Uint32Array(tokens + 1);
    suffixLow[tokens] = 0xffffffff;
    let last = 0;
    for (let t = tokens - 1; t >= 0; t--) {
        const line = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t);
        suffixLow[t] = Math.min(suffixLow[t + 1], line);
        last = Math.max(last, line);
    }
    const cleanCut = new Uint8Array(tokens + 1);
    const before = new Uint32Array(last + 2);
    let prefixHigh = 0;
    for (let t = 0; t < tokens; t++) {
        if (prefixHigh <= suffixLow[t])
            cleanCut[t] = 1;
        prefixHigh = Math.max(prefixHigh, (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t));
        before[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) + 1]++;
    }
    cleanCut[tokens] = 1;
    for (let line = 1; line < before.length; line++)
        before[line] += before[line - 1];
    index = { cleanCut, before };
    indexes.set(lines, index);
    return index;
}
/**
 * Per token of `range`, the number of lines above its own that hold tokens from outside the range and none
 * of its own: tokens with the same number can be shown as one line range. Undefined when there is no such
 * line between the range's first and last.
 */
function lineStretches(lines, range) {
    if (lines.inOrder)
        return undefined;
    const { cleanCut, before } = lineIndexOf(lines);
    if (cleanCut[range.start] === 1 && cleanCut[range.end] === 1)
        return undefined;
    let low = Infinity;
    let high = -1;
    for (let t = range.start; t < range.end; t++) {
        const line = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t);
        low = Math.min(low, line);
        high = Math.max(high, line);
    }
    if (high < 0 || before[high + 1] - before[low] === range.end - range.start)
        return undefined;
    // Per line from `low`, first the range's own tokens on it, then how many lines above it hold tokens from
    // outside the range and none of its own (a line that holds some of both, as where a fragment starts
    // mid-line, is shown anyway).
    const span = high - low + 1;
    const perLine = SCRATCH.take(span).fill(0, 0, span);
    for (let t = range.start; t < range.end; t++)
        perLine[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) - low]++;
    let foreignAbove = 0;
    for (let i = 0; i < span; i++) {
        const foreign = perLine[i] === 0 && before[low + i + 1] > before[low + i] ? 1 : 0;
        perLine[i] = foreignAbove;
        foreignAbove += foreign;
    }
    if (foreignAbove === 0)
        return undefined;
    const stretch = new Uint32Array(range.end - range.start);
    for (let t = range.start; t < range.end; t++)
        stretch[t - range.start] = perLine[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) - low];
    return stretch;
}
const SCRATCH = new _engine_scratch_array_js__WEBPACK_IMPORTED_MODULE_1__/* .ScratchArray */ .A((length) => new Uint32Array(length), 1 << 20);
/**
 * The fragment `a` ↔ `b` as pieces to show: its tokens grouped by their stretch of lines on each side, in
 * the order the groups first appear. A fragment joined across small gaps (engine/merge-neighbours.ts) can
 * be a few tokens longer on one side: a token's partner is found in proportion to the lengths.
 */
function fragmentPieces(a, b, sides) {
    const stretchesA = sides.a.stretches?.(a);
    const stretchesB = sides.b.stretches?.(b);
    if (stretchesA === undefined && stretchesB === undefined)
        return [{ a: { lines: sides.a.lineRange(a), tokens: a }, b: { lines: sides.b.lineRange(b), tokens: b } }];
    return groupByStretch({ a, b }, { a: stretchesA, b: stretchesB }).map((group) => ({
        a: shown(group.a, sides.a),
        // A side too short to have a partner here keeps the whole of its side.
        b: shown(group.b.length > 0 ? group.b : [b], sides.b),
    }));
}
/** The fragment's tokens cut where a side's stretch changes, the runs of each pair of stretches together. */
function groupByStretch({ a, b }, stretches) {
    const lengthA = a.end - a.start;
    const lengthB = b.end - b.start;
    const partner = (offset) => Math.min(lengthB, Math.round((offset * lengthB) / lengthA));
    // One number per pair of stretches: runs of tokens are found by comparing keys, token by token.
    let stretchesOnB = 1;
    for (const stretch of stretches.b ?? [])
        stretchesOnB = Math.max(stretchesOnB, stretch + 1);
    const keyAt = (offset) => (stretches.a?.[offset] ?? 0) * stretchesOnB +
        (stretches.b?.[Math.min(lengthB - 1, partner(offset))] ?? 0);
    const groups = new Map();
    for (let from = 0; from < lengthA;) {
        const key = keyAt(from);
        let to = from + 1;
        while (to < lengthA && keyAt(to) === key)
            to++;
        const group = groups.get(key) ?? { a: [], b: [] };
        groups.set(key, group);
        group.a.push({ start: a.start + from, end: a.start + to });
        const partnerEnd = to === lengthA ? lengthB : partner(to);
        if (partnerEnd > partner(from))
            group.b.push({ start: b.start + partner(from), end: b.start + partnerEnd });
        from = to;
    }
    return [...groups.values()];
}
/** The lines and the token span of a group's runs, which all stand in one stretch of lines. */
function shown(runs, locator) {
    let start = Infinity;
    let end = -1;
    for (const run of runs) {
        const lines = locator.lineRange(run);
        start = Math.min(start, lines.start);
        end = Math.max(end, lines.end);
    }
    return { lines: { start, end }, tokens: { start: runs[0].start, end: runs[runs.length - 1].end } };
}


/***/ }),

/***/ 9508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lt: () => (/* binding */ countLines),
  jg: () => (/* binding */ snapshotFileLocator),
  xo: () => (/* binding */ tokenLinesLocator)
});

// UNUSED EXPORTS: toLineRange

// EXTERNAL MODULE: ./src/engine/token-lines.ts
var token_lines = __webpack_require__(3397);
;// CONCATENATED MODULE: ./src/snapshot/snapshot-line-range.ts
/** The lines of tokens `range` of file `fileIndex`, from the fingerprints that cover its ends. */
function snapshotLineRange(snapshot, fileIndex, range) {
    const { start, end } = snapshot.files[fileIndex].fingerprints;
    const { positions, lineStarts, lineEnds } = snapshot.fingerprints;
    if (end <= start || range.end <= range.start)
        return { start: 0, end: 0 };
    const first = Math.max(start, firstAbove(positions, start, end, range.start) - 1);
    const last = Math.min(end - 1, firstAbove(positions, start, end, range.end - snapshot.params.k - 1));
    return { start: lineStarts[first], end: Math.max(lineEnds[last], lineStarts[first] + 1) };
}
// The first index in [from, to) whose position is above `value` (`to` if none).
function firstAbove(positions, from, to, value) {
    let low = from;
    let high = to;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (positions[middle] > value)
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}

// EXTERNAL MODULE: ./src/check/fragment-pieces.ts
var fragment_pieces = __webpack_require__(5440);
;// CONCATENATED MODULE: ./src/check/line-range.ts
// Token ranges to line ranges, through a file's token lines.



/** A file whose tokens' lines are at hand: a fragment's lines show only its own code (fragment-pieces.ts). */
function tokenLinesLocator(path, lines) {
    return {
        path,
        lineRange: (range) => toLineRange(lines, range),
        stretches: (range) => (0,fragment_pieces/* lineStretches */.I)(lines, range),
    };
}
/**
 * A file of a snapshot, which keeps its fingerprints' lines only, and those made monotonic
 * (snapshot/to-entry-file.ts): where a front end moved code, its fragments' lines cannot be told apart.
 */
function snapshotFileLocator(snapshot, fileIndex) {
    return {
        path: snapshot.files[fileIndex].path,
        lineRange: (range) => snapshotLineRange(snapshot, fileIndex, range),
    };
}
/** The lines a token range touches: from its tokens' first start line to their last end line. */
function toLineRange(lines, range) {
    if (range.end <= range.start)
        return { start: 0, end: 0 };
    return {
        start: (0,token_lines/* firstLineOf */.Qy)(lines, range.start, range.end),
        end: (0,token_lines/* lastLineOf */.SH)(lines, range.start, range.end) + 1,
    };
}
/** How many lines the union of `ranges` covers. */
function countLines(ranges) {
    const sorted = [...ranges].sort((x, y) => x.start - y.start);
    let count = 0;
    let reached = 0;
    for (const range of sorted) {
        const start = Math.max(range.start, reached);
        if (range.end > start)
            count += range.end - start;
        reached = Math.max(reached, range.end);
    }
    return count;
}


/***/ }),

/***/ 9580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ pairKey)
/* harmony export */ });
// A pair's identity whatever the order of its two submissions: how decisions find their pair.
/** The same key for (a, b) and (b, a). */
function pairKey(a, b) {
    return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}


/***/ }),

/***/ 4540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ toPairResult)
/* harmony export */ });
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2861);
/* harmony import */ var _engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3354);
/* harmony import */ var _decide_flag_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);
/* harmony import */ var _fragment_pieces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5440);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9508);





function toPairResult(pair, naming, judging) {
    const fragments = [];
    const linesA = new Map();
    const linesB = new Map();
    for (const files of pair.files) {
        const fileA = naming.file(files.fileA);
        const fileB = naming.file(files.fileB);
        for (const fragment of files.fragments) {
            for (const piece of (0,_fragment_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .fragmentPieces */ .y)(fragment.a, fragment.b, { a: fileA, b: fileB })) {
                const a = { file: fileA.path, lines: piece.a.lines, tokens: piece.a.tokens };
                const b = { file: fileB.path, lines: piece.b.lines, tokens: piece.b.tokens };
                fragments.push({ a, b });
                append(linesA, a.file, a.lines);
                append(linesB, b.file, b.lines);
            }
        }
    }
    fragments.sort((x, y) => (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_4__/* .compareText */ .n)(x.a.file, y.a.file) ||
        x.a.lines.start - y.a.lines.start ||
        (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_4__/* .compareText */ .n)(x.b.file, y.b.file) ||
        x.b.lines.start - y.b.lines.start);
    const { scores } = pair;
    const { names } = scores;
    const verdict = (0,_decide_flag_js__WEBPACK_IMPORTED_MODULE_1__/* .decideFlag */ .Vt)(scores, judging.cohort, judging.settings);
    // Field by field, not spread from the scores: this runs for every pair listed, and the order is the JSON's.
    return {
        a: naming.submissionName(pair.a),
        b: naming.submissionName(pair.b),
        similarity: scores.similarity,
        coverageA: scores.coverageA,
        coverageB: scores.coverageB,
        sharedTokensA: scores.sharedTokensA,
        sharedTokensB: scores.sharedTokensB,
        longestFragment: scores.longestFragment,
        score: scores.score,
        sharedLinesA: sumLines(linesA),
        sharedLinesB: sumLines(linesB),
        informativeTokens: Math.round(scores.strongest.informative),
        namesAgree: names.compared > 0 ? (0,_engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__/* .agreementShare */ .aV)(names) : null,
        flagged: verdict.flagged,
        reason: verdict.reason,
        fragments,
    };
}
function append(map, file, range) {
    const list = map.get(file);
    if (list)
        list.push(range);
    else
        map.set(file, [range]);
}
function sumLines(map) {
    let total = 0;
    for (const ranges of map.values())
        total += (0,_line_range_js__WEBPACK_IMPORTED_MODULE_3__/* .countLines */ .lt)(ranges);
    return total;
}


/***/ }),

/***/ 9968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ JSON_FORMAT_VERSION)
/* harmony export */ });
// The version of every JSON report (compare and check, the staff report, the pull-request report): bumped
// when a field changes meaning or goes away, not when one is added. Each has a JSON Schema in schema/.
const JSON_FORMAT_VERSION = 1;


/***/ }),

/***/ 7960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ loadDecisions)
/* harmony export */ });
/* harmony import */ var _check_decision_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4584);
/* harmony import */ var _sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7856);
// The staff's decisions file, read through a file store and parsed: the one loader for compare, check,
// review and the rescan. Says which file was used (the default one is used without being asked for).


/**
 * The decisions of `path`, or of the default file when no path is given and it exists; none otherwise.
 * @throws DecisionsFileMissingError when `path` is given and missing; DecisionsError when it is invalid.
 */
async function loadDecisions(store, path, log) {
    const found = await (0,_sources_read_decisions_text_js__WEBPACK_IMPORTED_MODULE_1__/* .readDecisionsText */ .Li)(store, path);
    if (!found)
        return { decisions: _check_decision_types_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_DECISIONS */ .U, path: undefined };
    // Loaded only when there is a file to parse: its YAML parser and schema validator are a third of what a
    // compare loads before it starts reading.
    const { parseDecisions } = await Promise.all(/* import() */[__webpack_require__.e(225), __webpack_require__.e(751)]).then(__webpack_require__.bind(__webpack_require__, 9751));
    const decisions = parseDecisions(found.text, found.path);
    log(`decisions from ${found.path} (${decisions.pairs.length} pairs, ${decisions.groups.length} groups)`);
    return { decisions, path: found.path };
}


/***/ }),

/***/ 7695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ createFileStore)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8324);
/* harmony import */ var _read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6897);
/* harmony import */ var _write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
// Whole files in and out, for shells that keep state between runs (the rescan's state and output folders):
// a missing file reads as undefined, not an error, and every write is atomic and makes its folder first.





/** Files by path: relative paths are taken from `base` (the workspace), else from the working folder. */
function createFileStore(base) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base ?? '.', path);
    return {
        async read(path, maxBytes) {
            try {
                return await (0,_read_file_capped_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileCapped */ .u)(at(path), maxBytes);
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === 'ENOENT')
                    return undefined;
                throw error;
            }
        },
        async write(path, content) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at(path)), { recursive: true });
            await (0,_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(at(path), content);
        },
    };
}


/***/ }),

/***/ 7856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ readDecisionsText),
/* harmony export */   cx: () => (/* binding */ DEFAULT_DECISIONS_PATH),
/* harmony export */   uO: () => (/* binding */ DecisionsFileMissingError)
/* harmony export */ });
/** Where staff keep their decisions, relative to the working folder (the staff repository). */
const DEFAULT_DECISIONS_PATH = '.codewinnow/decisions.yml';
/** A decisions file is larger than any staff would write by hand: a mistake, not decisions. */
const MAX_DECISIONS_BYTES = 16 * 1024 * 1024;
/** The decisions file that was asked for is not there. */
class DecisionsFileMissingError extends Error {
    name = 'DecisionsFileMissingError';
}
/**
 * The decisions file's path and text: `path` when given, else DEFAULT_DECISIONS_PATH if it exists.
 * Undefined when no file was given and there is no default one.
 * @throws DecisionsFileMissingError when `path` is given and missing.
 */
async function readDecisionsText(store, path) {
    const asked = path ?? DEFAULT_DECISIONS_PATH;
    const bytes = await store.read(asked, MAX_DECISIONS_BYTES);
    if (bytes === undefined) {
        if (path === undefined)
            return undefined;
        throw new DecisionsFileMissingError(`decisions file not found: ${path}`);
    }
    return { path: asked, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
}


/***/ })

};
