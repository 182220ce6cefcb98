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
// A snapshot's side is cut the same way from what its stored fingerprints tell of its tokens' lines
// (snapshot/snapshot-line-stretches.ts). Each piece's lines lie within the whole fragment's, and no token of
// either side is lost, so a dismissal recorded against the whole fragment still covers every piece.


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
    const whole = { a: sides.a.lineRange(a), b: sides.b.lineRange(b) };
    if (stretchesA === undefined && stretchesB === undefined)
        return [{ a: { lines: whole.a, tokens: a }, b: { lines: whole.b, tokens: b } }];
    return groupByStretch({ a, b }, { a: stretchesA, b: stretchesB }).map((group) => ({
        a: shown(group.a, sides.a, whole.a),
        // A side too short to have a partner here keeps the whole of its side.
        b: shown(group.b.length > 0 ? group.b : [b], sides.b, whole.b),
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
/**
 * The lines and the token span of a group's runs, which all stand in one stretch of lines, within the whole
 * fragment's lines `whole` (a snapshot can place a run of a few tokens whose lines it does not know outside
 * them: snapshot/snapshot-line-range.ts).
 */
function shown(runs, locator, whole) {
    let start = Infinity;
    let end = -1;
    for (const run of runs) {
        const lines = locator.lineRange(run);
        start = Math.min(start, lines.start);
        end = Math.max(end, lines.end);
    }
    const tokens = { start: runs[0].start, end: runs[runs.length - 1].end };
    if (whole.end <= whole.start)
        return { lines: { start, end }, tokens };
    start = Math.min(Math.max(start, whole.start), whole.end - 1);
    return { lines: { start, end: Math.max(Math.min(end, whole.end), start + 1) }, tokens };
}


/***/ }),

/***/ 7028:
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
// EXTERNAL MODULE: ./src/engine/first-position-from.ts
var first_position_from = __webpack_require__(3555);
;// CONCATENATED MODULE: ./src/snapshot/snapshot-token-lines.ts
// Where a snapshot file's tokens stand, as far as its stored fingerprints tell: a snapshot keeps no tokens,
// only each stored k-gram's least start line and greatest end line (to-entry-file.ts). What that tells:
// - A stored k-gram has a token on its first line and one on its last. The lines between may hold its other
//   tokens or other code: a k-gram that runs across code a front end moved spans all the lines between.
// - A token stands within the lines of every stored k-gram that holds it: on or after the latest of their
//   first lines, before the earliest of their ends (a layout token with no text, such as Python's dedent,
//   can stand past them: one they leave no line is taken as unplaced). Where it is the only token of a
//   k-gram that can stand on that k-gram's first (or last) line, it stands there.
// - A token that no stored k-gram holds has no known line. A file stored whole (window W = 1) has every
//   token held by k of them, and most are placed on one line; stored sparsely (W > 1), a token is held by one
//   or two (the lines of those alone), and the tokens between stored k-grams more than k tokens apart by
//   none.
// Pure: reads the snapshot's columns, keeps nothing.

/** `high` of a token no stored k-gram places. */
const UNPLACED = 0xffffffff;
/** File `fileIndex`'s stored k-grams. */
function storedKGramsOf(snapshot, fileIndex) {
    const file = snapshot.files[fileIndex];
    const { start, end } = file.fingerprints;
    const { positions, lineStarts, lineEnds } = snapshot.fingerprints;
    return {
        positions: positions.subarray(start, end),
        lineStarts: lineStarts.subarray(start, end),
        lineEnds: lineEnds.subarray(start, end),
        k: snapshot.params.k,
        tokens: file.tokens,
    };
}
/** The stored k-grams (indexes into the file's) whose tokens all lie in `range`. */
function kGramsWithin(kgrams, range) {
    const start = (0,first_position_from/* firstPositionFrom */._)(kgrams.positions, range.start);
    return { start, end: Math.max(start, (0,first_position_from/* firstPositionFrom */._)(kgrams.positions, range.end - kgrams.k + 1)) };
}
/** The lines each token of `range` may stand on (see the header). */
function tokenPlaces(kgrams, range) {
    // Pinning a token of the range looks at the other tokens of its k-grams, and those at all their k-grams.
    const reach = 2 * kgrams.k;
    const region = { start: Math.max(0, range.start - reach), end: Math.min(kgrams.tokens, range.end + reach) };
    const places = boundsOver(kgrams, region);
    pinEnds(kgrams, { places, from: region.start }, range);
    const at = range.start - region.start;
    const length = Math.max(0, range.end - range.start);
    return { low: places.low.slice(at, at + length), high: places.high.slice(at, at + length) };
}
// Per token of `span`, the lines shared by every stored k-gram that holds it.
function boundsOver(kgrams, span) {
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const length = Math.max(0, span.end - span.start);
    const low = new Uint32Array(length);
    const high = new Uint32Array(length).fill(UNPLACED);
    for (let i = (0,first_position_from/* firstPositionFrom */._)(positions, span.start - k + 1); i < positions.length; i++) {
        const p = positions[i];
        if (p >= span.end)
            break;
        for (let t = Math.max(p, span.start); t < Math.min(p + k, span.end); t++) {
            low[t - span.start] = Math.max(low[t - span.start], lineStarts[i]);
            high[t - span.start] = Math.min(high[t - span.start], lineEnds[i]);
        }
    }
    dropContradictions({ low, high });
    return { low, high };
}
// Each stored k-gram that holds a token of `range` has a token on its first line and one on its last: one
// that alone can stand there does. Every pin is found from the bounds before any is applied, so the order of
// the k-grams does not matter, nor how far around the range the bounds were worked out. A token pinned to
// two lines spans them (a text block): it keeps its bounds.
function pinEnds(kgrams, region, range) {
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const { low, high } = region.places;
    const pins = [];
    for (let i = (0,first_position_from/* firstPositionFrom */._)(positions, range.start - k + 1); i < positions.length; i++) {
        const p = positions[i];
        if (p >= range.end)
            break;
        const tokens = { start: p - region.from, end: p + k - region.from };
        const onFirst = onlyToken(region.places, tokens, (o) => low[o] === lineStarts[i]);
        const onLast = onlyToken(region.places, tokens, (o) => high[o] === lineEnds[i]);
        if (onFirst >= 0)
            pins.push(onFirst, lineStarts[i]);
        if (onLast >= 0)
            pins.push(onLast, lineEnds[i] - 1);
    }
    const before = { low: low.slice(), high: high.slice() };
    for (let j = 0; j < pins.length; j += 2) {
        const o = pins[j];
        low[o] = Math.max(low[o], pins[j + 1]);
        high[o] = Math.min(high[o], pins[j + 1] + 1);
    }
    for (let j = 0; j < pins.length; j += 2) {
        const o = pins[j];
        if (low[o] >= high[o])
            [low[o], high[o]] = [before.low[o], before.high[o]];
    }
}
// The one token (offset) of `tokens` that `can` stand on the line asked about, or -1: also when one of them is
// unplaced, as then nothing is sure.
function onlyToken(places, tokens, can) {
    let found = -1;
    for (let o = tokens.start; o < tokens.end; o++) {
        if (places.high[o] === UNPLACED)
            return -1;
        if (!can(o))
            continue;
        if (found >= 0)
            return -1;
        found = o;
    }
    return found;
}
// A token whose k-grams leave it no line (a layout token with no text stands past its k-gram's last line) is
// taken as unplaced.
function dropContradictions({ low, high }) {
    for (let o = 0; o < low.length; o++) {
        if (high[o] !== UNPLACED && low[o] >= high[o]) {
            low[o] = 0;
            high[o] = UNPLACED;
        }
    }
}

;// CONCATENATED MODULE: ./src/snapshot/snapshot-line-range.ts
// Token ranges of a snapshot file → lines, through its fingerprints' stored line ranges (a snapshot has no
// token spans; what those tell is in snapshot-token-lines.ts). A range's lines are those it is sure to
// touch, when some are: from the least first line to the greatest last line of the stored k-grams that lie
// in it; when none is sure, the lines its tokens may stand on, which its own lines overlap. A
// fragment on the snapshot side starts at a stored k-gram and ends where one ends, so those hold its first
// and last tokens and every token a stored k-gram holds. A range cut inside a k-gram (starter code trimmed
// off, a fragment cut into pieces) has tokens at that end that no k-gram in it holds. They add what is sure
// of them: the lines each stands within, and the first (or last) line of a k-gram cut there when every
// token of it that can stand on that line is in the range. A k-gram running across the cut, into code a
// front end moved there, so no longer stretches the range over that code (before format 6 the lines of the
// k-gram at each end were taken whole).


/**
 * The lines tokens `range` of file `fileIndex` stand on, as far as its stored fingerprints tell (see the
 * header). A range none of whose tokens they place gets the lines it got before they were kept as they are.
 */
function snapshotLineRange(snapshot, fileIndex, range) {
    const kgrams = storedKGramsOf(snapshot, fileIndex);
    if (kgrams.positions.length === 0 || range.end <= range.start)
        return { start: 0, end: 0 };
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const within = kGramsWithin(kgrams, range);
    const reach = { start: Infinity, end: -1 };
    for (let i = within.start; i < within.end; i++) {
        reach.start = Math.min(reach.start, lineStarts[i]);
        reach.end = Math.max(reach.end, lineEnds[i]);
    }
    const held = within.end > within.start
        ? { start: positions[within.start], end: positions[within.end - 1] + k }
        : { start: range.end, end: range.end };
    for (const ends of [
        { start: range.start, end: held.start },
        { start: Math.max(range.start, held.end), end: range.end },
    ]) {
        if (ends.end > ends.start)
            reachAtEnd(kgrams, { ends, range }, reach);
    }
    if (reach.end < 0)
        return linesAround(kgrams, range);
    // No line is sure when the only tokens placed could each stand on several (code a front end moved): all
    // that is sure is a line at or above `start` and one at or below `end - 1`, so the lines between are shown,
    // which the range's own lines overlap. Showing one end alone could point at none of its code.
    if (reach.end <= reach.start)
        return { start: reach.end - 1, end: reach.start + 1 };
    return reach;
}
// Widens `reach` by what is sure of tokens `ends` of `range`, which no stored k-gram in the range holds: a
// k-gram that holds some of them has a token on its first line, which is in the range when every token of
// it that can stand there is (the same for its last line); and each token stands within its place.
function reachAtEnd(kgrams, { ends, range }, reach) {
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const span = { start: Math.max(0, ends.start - k + 1), end: Math.min(kgrams.tokens, ends.end + k - 1) };
    const { low, high } = tokenPlaces(kgrams, span);
    const inRange = (t) => t >= range.start && t < range.end;
    // A token its k-grams leave no line (snapshot-token-lines.ts) could stand on any.
    const unknown = (t) => high[t - span.start] === UNPLACED;
    // Not the k-grams before the one at or before the range's start, nor after the first reaching its end:
    // those hold no token of it that these do not.
    const around = kGramsAround(kgrams, range);
    for (let i = Math.max(around.first, (0,first_position_from/* firstPositionFrom */._)(positions, span.start)); i <= around.last; i++) {
        const kgram = { start: positions[i], end: positions[i] + k };
        if (kgram.start >= ends.end)
            break;
        const onFirst = (t) => unknown(t) || low[t - span.start] === lineStarts[i];
        const onLast = (t) => unknown(t) || high[t - span.start] === lineEnds[i];
        if (allInRange(kgram, onFirst, inRange))
            widen(reach, lineStarts[i]);
        if (allInRange(kgram, onLast, inRange))
            widen(reach, lineEnds[i] - 1);
    }
    for (let t = ends.start; t < ends.end; t++) {
        if (unknown(t))
            continue;
        // A token on a line in [low, high): the range reaches up to high - 1 and down to low at least.
        reach.start = Math.min(reach.start, high[t - span.start] - 1);
        reach.end = Math.max(reach.end, low[t - span.start] + 1);
    }
}
// Whether some token of `kgram` can stand on the line asked about, and every one that can is in the range.
function allInRange(kgram, can, inRange) {
    let found = false;
    for (let t = kgram.start; t < kgram.end; t++) {
        if (!can(t))
            continue;
        if (!inRange(t))
            return false;
        found = true;
    }
    return found;
}
function widen(reach, line) {
    reach.start = Math.min(reach.start, line);
    reach.end = Math.max(reach.end, line + 1);
}
// What the range got before format 6 kept each k-gram's true lines: from the least first line of the stored
// k-grams from the one at or before its start on, to the greatest last line of those up to the first that
// reaches its end. Nothing better is known of tokens that no stored k-gram places.
function linesAround(kgrams, range) {
    const { positions, lineStarts, lineEnds } = kgrams;
    const { first, last } = kGramsAround(kgrams, range);
    let start = Infinity;
    for (let i = first; i < positions.length; i++)
        start = Math.min(start, lineStarts[i]);
    let end = -1;
    for (let i = 0; i <= last; i++)
        end = Math.max(end, lineEnds[i]);
    return { start, end: Math.max(end, start + 1) };
}
// The stored k-gram at or before the range's start (else the first), and the first whose k-gram reaches its
// end (else the last): every line shown of the range lies within what those and the ones between allow.
function kGramsAround(kgrams, range) {
    const { positions, k } = kgrams;
    return {
        first: Math.max(0, (0,first_position_from/* firstPositionFrom */._)(positions, range.start + 1) - 1),
        last: Math.min(positions.length - 1, (0,first_position_from/* firstPositionFrom */._)(positions, range.end - k)),
    };
}

;// CONCATENATED MODULE: ./src/snapshot/snapshot-line-stretches.ts


/**
 * Per token of `range` of file `fileIndex`, the number of gap lines above the lines it stands on (see the
 * header): tokens with the same number can be shown as one line range. Undefined when there is no gap line.
 */
function snapshotLineStretches(snapshot, fileIndex, range) {
    if (range.end <= range.start)
        return undefined;
    const kgrams = storedKGramsOf(snapshot, fileIndex);
    const own = new Set();
    const within = kGramsWithin(kgrams, range);
    for (let i = within.start; i < within.end; i++) {
        own.add(kgrams.lineStarts[i]);
        own.add(kgrams.lineEnds[i] - 1);
    }
    const foreign = foreignLines(kgrams, range, snapshotLineRange(snapshot, fileIndex, range));
    if (!foreign.some((line) => !own.has(line)))
        return undefined;
    const places = tokenPlaces(kgrams, range);
    for (let o = 0; o < places.low.length; o++)
        if (places.high[o] === places.low[o] + 1)
            own.add(places.low[o]);
    const gaps = foreign.filter((line) => !own.has(line));
    if (gaps.length === 0)
        return undefined;
    const assigned = placedStretches(places, gaps);
    if (assigned === undefined)
        return undefined;
    cutAcrossMoves(assigned, { kgrams, range, gaps });
    const { stretch } = assigned;
    return stretch.every((value) => value === stretch[0]) ? undefined : stretch;
}
// The first and last lines of the file's stored k-grams wholly outside `range` that lie strictly inside
// `lines`, ascending.
function foreignLines(kgrams, range, lines) {
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const found = new Set();
    for (let i = 0; i < positions.length; i++) {
        if (positions[i] + k > range.start && positions[i] < range.end)
            continue;
        for (const line of [lineStarts[i], lineEnds[i] - 1])
            if (line > lines.start && line < lines.end - 1)
                found.add(line);
    }
    return [...found].sort((x, y) => x - y);
}
// Each token's number of gap lines above it; a token with none of its own (no place, or a gap line among its
// lines) takes the one of the placed token before it (before the first, after it). Undefined when no token
// is placed.
function placedStretches(places, gaps) {
    const { low, high } = places;
    const stretch = new Uint32Array(low.length);
    const placed = new Uint8Array(low.length);
    let first = -1;
    for (let o = 0; o < low.length; o++) {
        const above = high[o] === UNPLACED ? -1 : countBelow(gaps, low[o]);
        if (above >= 0 && countBelow(gaps, high[o]) === above) {
            placed[o] = 1;
            if (first < 0)
                first = o;
        }
        stretch[o] = placed[o] === 1 || first < 0 ? above : stretch[o - 1];
    }
    if (first < 0)
        return undefined;
    stretch.fill(stretch[first], 0, first);
    return { stretch, placed, first };
}
// A stored k-gram in the range whose first and last lines lie on either side of a gap line runs across
// moved code. Where its tokens all took one number, where it crosses is not known: it is cut at its middle,
// so that no piece holds it whole (its lines would span the gap). The half away from the placed token its
// tokens took their number from goes to the other side, with the unplaced tokens beyond it that took
// theirs the same way.
function cutAcrossMoves({ stretch, placed, first }, { kgrams, range, gaps }) {
    const { positions, lineStarts, lineEnds, k } = kgrams;
    const within = kGramsWithin(kgrams, range);
    for (let i = within.start; i < within.end; i++) {
        const sides = [countBelow(gaps, lineStarts[i]), countBelow(gaps, lineEnds[i] - 1)];
        const from = positions[i] - range.start;
        const here = stretch[from];
        if (sides[0] === sides[1] || !sides.includes(here))
            continue;
        if (stretch.subarray(from, from + k).some((value) => value !== here))
            continue;
        const far = sides[0] === here ? sides[1] : sides[0];
        const middle = from + (k >> 1);
        if (first < middle)
            for (let o = middle; o < stretch.length && placed[o] === 0; o++)
                stretch[o] = far;
        else
            for (let o = middle - 1; o >= 0 && placed[o] === 0; o--)
                stretch[o] = far;
    }
}
// How many of `sorted` are below `value`.
function countBelow(sorted, value) {
    let lowIndex = 0;
    let highIndex = sorted.length;
    while (lowIndex < highIndex) {
        const middle = (lowIndex + highIndex) >>> 1;
        if (sorted[middle] < value)
            lowIndex = middle + 1;
        else
            highIndex = middle;
    }
    return lowIndex;
}

// EXTERNAL MODULE: ./src/check/fragment-pieces.ts
var fragment_pieces = __webpack_require__(5440);
;// CONCATENATED MODULE: ./src/check/line-range.ts
// Token ranges to line ranges, through a file's token lines or a snapshot's stored fingerprints.




/** A file whose tokens' lines are at hand: a fragment's lines show only its own code (fragment-pieces.ts). */
function tokenLinesLocator(path, lines) {
    return {
        path,
        lineRange: (range) => toLineRange(lines, range),
        stretches: (range) => (0,fragment_pieces/* lineStretches */.I)(lines, range),
    };
}
/**
 * A file of a snapshot, which keeps only its stored fingerprints' lines: a fragment's lines show its own code
 * as far as those tell (snapshot/snapshot-line-stretches.ts says what they cannot).
 */
function snapshotFileLocator(snapshot, fileIndex) {
    return {
        path: snapshot.files[fileIndex].path,
        lineRange: (range) => snapshotLineRange(snapshot, fileIndex, range),
        stretches: (range) => snapshotLineStretches(snapshot, fileIndex, range),
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
/* harmony export */   D: () => (/* binding */ listedPairs)
/* harmony export */ });
/* unused harmony export toPairResult */
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2861);
/* harmony import */ var _engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3354);
/* harmony import */ var _decide_flag_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);
/* harmony import */ var _fragment_pieces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5440);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7028);





/**
 * The pairs of `found` a report lists: those at or above the minimum similarity, and those below it that
 * are flagged (the long-fragment rule flags whatever the share; the engine keeps such pairs, see
 * PairOptions.keepFragment). One whose longest fragment is too short to be flagged so is left out unlocated.
 */
function listedPairs(found, naming, judging) {
    const { minSimilarity, longFragment } = judging.settings;
    const listed = [];
    for (const pair of found) {
        const { similarity, longestFragment } = pair.scores;
        if (similarity < minSimilarity && longestFragment < longFragment)
            continue;
        const result = toPairResult(pair, naming, judging);
        if (similarity >= minSimilarity || result.flagged)
            listed.push({ pair, result });
    }
    return listed;
}
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
/* harmony export */   TO: () => (/* binding */ toJsonPairs),
/* harmony export */   gj: () => (/* binding */ JSON_FORMAT_VERSION),
/* harmony export */   wp: () => (/* binding */ toJsonFile)
/* harmony export */ });
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2365);

const JSON_FORMAT_VERSION = 1;
/** A file's summary with its starter lines and notebook cells 1-based. */
function toJsonFile({ starterLines, cells, ...file }) {
    return {
        ...file,
        ...(starterLines ? { starterLines: starterLines.map(_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .toHumanLines */ .WI) } : {}),
        ...(cells ? { cells: (0,_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .toHumanCells */ .eF)(cells) } : {}),
    };
}
/**
 * `result`'s pairs, each fragment's sides as their file, 1-based lines (cell and line in a notebook) and
 * tokens, with the link `linkOf` gives a side when it gives one.
 */
function toJsonPairs(result, linkOf) {
    const cells = (0,_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .cellsOf */ .nc)(result.submissions);
    const side = (name, s) => {
        const link = linkOf?.(name, s);
        return {
            file: s.file,
            ...(0,_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .toHumanPlace */ .At)(s.lines, cells(name, s.file)),
            tokens: s.tokens,
            ...(link === undefined ? {} : { link }),
        };
    };
    return result.pairs.map((pair) => ({
        ...pair,
        fragments: pair.fragments.map((fragment) => ({
            a: side(pair.a, fragment.a),
            b: side(pair.b, fragment.b),
        })),
    }));
}


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
