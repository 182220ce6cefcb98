export const id = 203;
export const ids = [203];
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

const counted = new WeakMap();
/** For each line L, how many of the file's tokens start on a line before L; worked out once per file. */
function tokensBeforeLine(lines) {
    let before = counted.get(lines);
    if (before !== undefined)
        return before;
    const tokens = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .tokensOf */ .k8)(lines);
    let last = 0;
    for (let t = 0; t < tokens; t++)
        last = Math.max(last, (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t));
    before = new Uint32Array(last + 2);
    for (let t = 0; t < tokens; t++)
        before[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) + 1]++;
    for (let line = 1; line < before.length; line++)
        before[line] += before[line - 1];
    counted.set(lines, before);
    return before;
}
/**
 * Per token of `range`, the number of lines above its own that hold tokens from outside the range and none
 * of its own: tokens with the same number can be shown as one line range. Undefined when there is no such
 * line between the range's first and last.
 */
function lineStretches(lines, range) {
    const before = tokensBeforeLine(lines);
    let low = Infinity;
    let high = -1;
    for (let t = range.start; t < range.end; t++) {
        const line = (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t);
        low = Math.min(low, line);
        high = Math.max(high, line);
    }
    if (high < 0 || before[high + 1] - before[low] === range.end - range.start)
        return undefined;
    const own = new Uint32Array(high - low + 1);
    for (let t = range.start; t < range.end; t++)
        own[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) - low]++;
    // foreignAbove[i]: lines in [low, low + i) that hold tokens from outside the range and none of its own (a
    // line that holds some of both, as where a fragment starts mid-line, is shown anyway).
    const foreignAbove = new Uint32Array(own.length);
    for (let i = 1; i < own.length; i++) {
        const line = low + i - 1;
        const foreign = own[i - 1] === 0 && before[line + 1] > before[line] ? 1 : 0;
        foreignAbove[i] = foreignAbove[i - 1] + foreign;
    }
    if (foreignAbove[own.length - 1] === 0)
        return undefined;
    const stretch = new Uint32Array(range.end - range.start);
    for (let t = range.start; t < range.end; t++)
        stretch[t - range.start] = foreignAbove[(0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .startLineOf */ .q4)(lines, t) - low];
    return stretch;
}
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
    const lengthA = a.end - a.start;
    const lengthB = b.end - b.start;
    const partner = (offset) => Math.min(lengthB, Math.round((offset * lengthB) / lengthA));
    const keyAt = (offset) => `${stretchesA?.[offset] ?? 0}:${stretchesB?.[Math.min(lengthB - 1, partner(offset))] ?? 0}`;
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
    const pieces = [];
    for (const group of groups.values()) {
        // A side too short to have a partner here keeps the whole of its side.
        const runsB = group.b.length > 0 ? group.b : [b];
        pieces.push({
            a: shown(group.a, sides.a),
            b: shown(runsB, sides.b),
        });
    }
    return pieces;
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

/***/ 9005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ parseFlagRule),
/* harmony export */   W1: () => (/* binding */ parseCheckOptions),
/* harmony export */   a: () => (/* binding */ PATH_GLOB_OPTIONS),
/* harmony export */   ij: () => (/* binding */ toPathGlobs),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   nd: () => (/* binding */ integer)
/* harmony export */ });
/* harmony import */ var _check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9336);
/* harmony import */ var _check_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7988);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3364);
/* harmony import */ var _report_html_render_html_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4565);
/* harmony import */ var _thread_starter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8082);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4226);
// The options `compare` and `check` share: how to fingerprint, what to report, how to fail. Parsed once by
// the values parser the action uses too (check/parse-option-values.ts), validated together: one usage error
// lists every problem, each saying what was expected and what came in.







/** --include and --exclude, on every command that reads submissions from disk. */
const PATH_GLOB_OPTIONS = {
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
};
/** The globs of --include and --exclude. */
function toPathGlobs(raw) {
    return { include: raw.include ?? [], exclude: raw.exclude ?? [] };
}
const CHECK_OPTIONS = {
    ...PATH_GLOB_OPTIONS,
    'max-tokens': { type: 'string' },
    verbose: { type: 'boolean' },
    base: { type: 'string', multiple: true },
    language: { type: 'string' },
    k: { type: 'string', short: 'k' },
    w: { type: 'string', short: 'w' },
    'max-share': { type: 'string' },
    'min-similarity': { type: 'string' },
    threshold: { type: 'string' },
    'long-fragment': { type: 'string' },
    'fail-above': { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    html: { type: 'string' },
    'html-pairs': { type: 'string' },
    top: { type: 'string' },
    decisions: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    threads: { type: 'string' },
};
/** @throws UsageError listing every problem. */
function parseCheckOptions(raw) {
    const problems = [];
    const language = raw.language === undefined ? undefined : (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLanguageId */ .Ft)(raw.language.trim());
    if (raw.language !== undefined && language === undefined)
        problems.push(`--language: unknown language '${raw.language}'`);
    const format = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseChoice */ .HU)('--format', raw.format, { values: ['text', 'json', 'csv'], fallback: 'text' }, problems);
    const whole = (name, text, fallback, max) => (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)(name, text, { min: 1, max, fallback }, problems);
    const settings = {
        k: whole('-k', raw.k, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.k, 200),
        w: whole('-w', raw.w, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.w, 200),
        maxShare: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--max-share', raw['max-share'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.maxShare, problems),
        minSimilarity: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--min-similarity', raw['min-similarity'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.minSimilarity, problems),
        threshold: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--threshold', raw.threshold, _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.threshold, problems),
        longFragment: whole('--long-fragment', raw['long-fragment'], _check_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SETTINGS */ .a$.longFragment, 1_000_000),
        language,
        maxTokens: integer('--max-tokens', raw['max-tokens'], _check_prepare_files_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_TOKENS */ .Uc, 100, 100_000_000),
    };
    const options = {
        settings,
        base: raw.base ?? [],
        format,
        failAbove: raw['fail-above'] === undefined
            ? undefined
            : (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShare */ .n8)('--fail-above', raw['fail-above'], 1, problems),
        output: raw.output,
        html: raw.html,
        htmlPairs: (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)('--html-pairs', raw['html-pairs'], { min: 0, max: 1_000_000, fallback: _report_html_render_html_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_OTHER_PAIRS */ .Js }, problems),
        top: whole('--top', raw.top, 25, 1_000_000),
        globs: toPathGlobs(raw),
        verbose: raw.verbose === true,
        decisions: raw.decisions,
        threads: whole('--threads', raw.threads, (0,_thread_starter_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultThreadCount */ .T)(), 256),
    };
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(problems.join('\n'));
    return options;
}
/** A whole number from `min` to `max` (`fallback` when not given). @throws UsageError when it is not. */
function integer(name, text, fallback, min, max) {
    const problems = [];
    const value = (0,_check_parse_option_values_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWholeNumber */ .oA)(name, text, { min, max, fallback }, problems);
    if (problems.length > 0)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(problems.join('\n'));
    return value;
}
/** The flag rule options given (--threshold, --long-fragment); those not given are left out. */
function parseFlagRule(values) {
    const given = { threshold: values.threshold, 'long-fragment': values['long-fragment'] };
    const { threshold, longFragment } = parseCheckOptions(given).settings;
    return {
        ...(values.threshold === undefined ? {} : { threshold }),
        ...(values['long-fragment'] === undefined ? {} : { longFragment }),
    };
}


/***/ }),

/***/ 9203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareInputs: () => (/* binding */ compareInputs),
  emit: () => (/* binding */ emit),
  exitCode: () => (/* binding */ exitCode),
  renderFailAbove: () => (/* binding */ renderFailAbove),
  runCompare: () => (/* binding */ runCompare)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/check/apply-decisions.ts
var apply_decisions = __webpack_require__(9546);
// EXTERNAL MODULE: ./src/engine/find-pairs.ts + 16 modules
var find_pairs = __webpack_require__(2718);
// EXTERNAL MODULE: ./src/engine/cohort-stats.ts
var cohort_stats = __webpack_require__(5451);
// EXTERNAL MODULE: ./src/check/line-range.ts + 1 modules
var line_range = __webpack_require__(9508);
// EXTERNAL MODULE: ./src/check/decide-flag.ts
var decide_flag = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/check/prepare-files.ts + 5 modules
var prepare_files = __webpack_require__(7988);
// EXTERNAL MODULE: ./src/check/settings.ts
var check_settings = __webpack_require__(4115);
// EXTERNAL MODULE: ./src/check/to-pair-result.ts
var to_pair_result = __webpack_require__(4540);
;// CONCATENATED MODULE: ./src/check/compare-submissions.ts







/** Every pair of the given submissions at or above the minimum similarity, ranked. */
function compareSubmissions(input) {
    const { settings } = input;
    const params = { k: settings.k, w: settings.w };
    if (!input.prepared)
        input.onPhase?.('fingerprinting');
    const starter = (0,prepare_files/* starterHashes */.s1)(input.starter, params, settings.language);
    const prepared = input.prepared ?? (0,prepare_files/* prepareSubmissions */.PR)(input.submissions, params, starter, settings);
    const corpus = {
        params,
        submissions: input.submissions.map((_, owner) => ({ owner, side: 'query' })),
        files: prepared.files,
        ignoredHashes: starter,
    };
    const naming = {
        submissionName: (index) => input.submissions[index].name,
        file: (index) => {
            const file = prepared.files[index];
            return (0,line_range/* tokenLinesLocator */.xo)(file.path, file.tokenLines);
        },
    };
    input.onPhase?.('comparing');
    let ignoredAbove;
    const options = (0,check_settings/* toPairOptions */.cO)(settings, corpus, { onIgnore: (spread) => (ignoredAbove = spread) });
    // Down to the statistics' floor whatever is listed, so that --min-similarity never changes a verdict.
    const minSimilarity = Math.min(options.minSimilarity ?? 0, cohort_stats/* COHORT_MIN_SIMILARITY */.b6);
    const found = (0,find_pairs/* findPairs */.b)(corpus, { ...options, minSimilarity, onStep: input.onStep });
    const cohort = (0,cohort_stats/* cohortOfPairs */.mp)(found, input.submissions.length);
    const pairs = found
        .filter((pair) => pair.scores.similarity >= settings.minSimilarity)
        .map((pair) => (0,to_pair_result/* toPairResult */.R)(pair, naming, { settings, cohort }));
    const summaries = input.submissions.map((submission) => ({
        name: submission.name,
        files: [],
    }));
    for (const file of prepared.files)
        summaries[file.submission].files.push((0,prepare_files/* toFileSummary */.m9)(file));
    return {
        settings,
        submissions: summaries,
        pairs,
        skipped: prepared.skipped,
        ignoredAbove,
        cohort: (0,decide_flag/* toCohortJudgement */.ct)(cohort),
    };
}

// EXTERNAL MODULE: ./src/report/html/render-html.ts + 9 modules
var render_html = __webpack_require__(4565);
// EXTERNAL MODULE: ./src/report/html/to-html-payload.ts + 1 modules
var to_html_payload = __webpack_require__(397);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/sources/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/cli/check-options.ts
var check_options = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/cli/describe-not-compared.ts
var describe_not_compared = __webpack_require__(3723);
;// CONCATENATED MODULE: ./src/cli/each-hint.ts
/** The line to print on stderr when `compare` was given one submission and no --each; undefined otherwise. */
function eachHint(submissions, each) {
    const only = submissions[0];
    if (each.length > 0 || only === undefined || submissions.length > 1)
        return undefined;
    const folders = new Set();
    for (const file of only.files) {
        const slash = file.path.indexOf('/');
        if (slash > 0)
            folders.add(file.path.slice(0, slash));
    }
    if (folders.size < 2) {
        return `codewinnow: warning: only one submission (${only.name}), so there is no pair to compare\n`;
    }
    return (`codewinnow: warning: ${only.name} is read as one submission, and it holds ${folders.size} folders of code; ` +
        `to compare each of them as a submission, run: codewinnow compare --each ${only.name}\n`);
}

// EXTERNAL MODULE: ./src/cli/fingerprint-threads.ts + 5 modules
var fingerprint_threads = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/read-while-fingerprinting.ts + 1 modules
var read_while_fingerprinting = __webpack_require__(5776);
// EXTERNAL MODULE: ./src/report/decision-label.ts
var decision_label = __webpack_require__(6177);
;// CONCATENATED MODULE: ./src/report/render-csv.ts

const COLUMNS = [
    'a',
    'b',
    'similarity',
    'flagged',
    'coverage_a',
    'coverage_b',
    'longest_fragment',
    'shared_tokens_a',
    'shared_tokens_b',
    'shared_lines_a',
    'shared_lines_b',
    'fragments',
    'informative_tokens',
    'score',
    'names_agree',
    'reason',
    'decision',
];
function renderCsv(result) {
    const rows = result.pairs.map((pair) => [
        pair.a,
        pair.b,
        pair.similarity.toFixed(4),
        pair.flagged ? '1' : '0',
        pair.coverageA.toFixed(4),
        pair.coverageB.toFixed(4),
        pair.longestFragment,
        pair.sharedTokensA,
        pair.sharedTokensB,
        pair.sharedLinesA,
        pair.sharedLinesB,
        pair.fragments.length,
        pair.informativeTokens,
        pair.score.toFixed(4),
        pair.namesAgree === null ? '' : pair.namesAgree.toFixed(4),
        pair.reason,
        (0,decision_label/* decisionLabel */.F)(pair),
    ]
        .map((value) => csvField(String(value)))
        .join(','));
    return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}
function csvField(value) {
    return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// EXTERNAL MODULE: ./src/report/json-format.ts
var json_format = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/report/lines.ts
var lines = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/report/render-json.ts
// JSON for machines: the whole result, lines 1-based as people and editors count them.



function renderJson(result) {
    const cells = (0,lines/* cellsOf */.nc)(result.submissions);
    const side = (name, s) => ({
        file: s.file,
        ...(0,lines/* toHumanPlace */.At)(s.lines, cells(name, s.file)),
        tokens: s.tokens,
    });
    const document = {
        tool: 'codewinnow',
        formatVersion: json_format/* JSON_FORMAT_VERSION */.g,
        kind: 'pairs',
        settings: result.settings,
        submissions: result.submissions.map((submission) => ({
            ...submission,
            files: submission.files.map(({ starterLines, cells: fileCells, ...file }) => ({
                ...file,
                ...(starterLines ? { starterLines: starterLines.map(lines/* toHumanLines */.WI) } : {}),
                ...(fileCells ? { cells: (0,lines/* toHumanCells */.eF)(fileCells) } : {}),
            })),
        })),
        pairs: result.pairs.map((pair) => ({
            ...pair,
            fragments: pair.fragments.map((fragment) => ({
                a: side(pair.a, fragment.a),
                b: side(pair.b, fragment.b),
            })),
        })),
        skipped: result.skipped,
        notChecked: (0,reading_notes/* notCheckedSubmissions */.a6)(result),
        ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
        ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
        ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
    };
    return JSON.stringify(document, null, 2) + '\n';
}

;// CONCATENATED MODULE: ./src/cli/render-report.ts



function renderReport(result, options) {
    switch (options.format) {
        case 'json':
            return renderJson(result);
        case 'csv':
            return renderCsv(result);
        case 'text':
            return (0,render_text/* renderText */.S)(result, { maxPairs: options.top, detailedPairs: 5 });
    }
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
// EXTERNAL MODULE: ./src/rescan/load-decisions.ts
var load_decisions = __webpack_require__(7960);
// EXTERNAL MODULE: ./src/sources/create-file-store.ts
var create_file_store = __webpack_require__(7695);
;// CONCATENATED MODULE: ./src/cli/compare-command.ts
// `codewinnow compare <path>...`: every given submission against every other, ranked.



















async function runCompare(args, terminal, threads) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        options: { ...check_options/* CHECK_OPTIONS */.m5, each: { type: 'string', multiple: true } },
        allowPositionals: true,
    });
    if (values.help) {
        terminal.stdout(help/* COMPARE_HELP */.MI);
        return 0;
    }
    const options = (0,check_options/* parseCheckOptions */.W1)(values);
    const each = values.each ?? [];
    if (positionals.length === 0 && each.length === 0) {
        throw new usage_error/* UsageError */.e('compare needs submissions: paths, or --each DIR with one child per submission');
    }
    const progress = (0,cli_progress/* createProgress */.m)(terminal, 'reading');
    const { result, source } = await compareInputs({ paths: positionals, each, options, threads }, terminal, progress);
    progress.phase('writing');
    await emit(result, options, (0,cli_progress/* clearingProgress */.H)(terminal, progress), source);
    progress.finish();
    return exitCode(result, options);
}
/**
 * Reads the submissions and compares them, the decisions file applied: what `compare` reports and
 * `review` lists. Leaves `progress` running.
 */
async function compareInputs(given, terminal, progress) {
    const { options } = given;
    const { inputs, prepared: files, source, } = await (0,read_while_fingerprinting/* readWhileFingerprinting */.G)({
        paths: { paths: given.paths, each: given.each, base: options.base, globs: options.globs },
        threads: options.threads,
        starterOfThreads: given.threads,
        html: options.html !== undefined,
        fingerprinting: (starter) => (0,fingerprint_threads.toFingerprinting)(starter, options.settings),
        inspect: (submissions) => {
            rejectDuplicates(submissions.map((s) => s.name));
            const hint = eachHint(submissions, given.each);
            if (hint)
                terminal.stderr(hint);
        },
    }, progress);
    const onPhase = (phase) => progress.phase(`${phase} ${(0,plural/* plural */.L)(files.length, 'file')}`);
    onPhase('fingerprinting');
    const prepared = { files, skipped: [] };
    const compared = compareSubmissions({ ...inputs, settings: options.settings, prepared, onPhase });
    const decisions = given.decisions ??
        (await (0,load_decisions/* loadDecisions */.q)((0,create_file_store/* createFileStore */.I)(), options.decisions, (message) => terminal.stderr(`codewinnow: ${message}
`))).decisions;
    const result = (0,apply_decisions/* applyDecisions */.O3)({ ...compared, skipped: [...inputs.skipped, ...compared.skipped] }, decisions);
    return { result, source };
}
/**
 * Writes the report; with --html also the HTML report, showing the code `source` has (none when absent).
 * Says on stderr which pairs are above --fail-above, the exit code's reason.
 */
async function emit(result, options, terminal, source = () => undefined) {
    const notCompared = (0,describe_not_compared/* describeNotCompared */.Q)(result, options.verbose);
    if (notCompared !== '')
        terminal.stderr(notCompared);
    const report = renderReport(result, options);
    if (options.output)
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.output, report);
    else
        terminal.stdout(report);
    if (options.html) {
        const html = (0,render_html/* renderHtml */.K2)(result, { source, otherPairs: options.htmlPairs });
        await (0,write_file_atomic/* writeFileAtomic */.Z)(options.html, html);
        const kib = Buffer.byteLength(html) / 1024;
        const size = kib < 1024 ? `${Math.ceil(kib)} KB` : `${(kib / 1024).toFixed(1)} MB`;
        const shown = (0,to_html_payload/* pairsWithCode */.DO)(result.pairs, {
            tableLimit: render_html/* DEFAULT_TABLE_LIMIT */.lQ,
            otherPairs: options.htmlPairs,
        });
        const flagged = shown.filter((pair) => pair.flagged).length;
        terminal.stderr(`wrote ${options.html} (${size}; ${(0,plural/* plural */.L)(result.pairs.length, 'pair')} listed, code side by side for ${(0,render_html/* describeDetailed */.iC)(flagged, shown.length - flagged)})\n`);
    }
    terminal.stderr(renderFailAbove(result, options));
}
/** Pairs listed by name when some are above --fail-above; the rest are counted. */
const FAIL_ABOVE_LISTED = 20;
/** The pairs above --fail-above, one a line, for stderr; '' when none is (or no --fail-above). */
function renderFailAbove(result, options) {
    const above = pairsAboveFailAbove(result, options);
    if (above.length === 0 || options.failAbove === undefined)
        return '';
    const lines = above
        .slice(0, FAIL_ABOVE_LISTED)
        .map((pair) => `  ${(0,render_text/* percent */.K)(pair.similarity).padStart(6)}  ${pair.a} ↔ ${pair.b}\n`);
    if (above.length > FAIL_ABOVE_LISTED)
        lines.push(`  … and ${above.length - FAIL_ABOVE_LISTED} more\n`);
    const count = above.length === 1 ? '1 pair is' : `${above.length} pairs are`;
    return `codewinnow: ${count} above --fail-above ${(0,render_text/* percent */.K)(options.failAbove)} (exit code 1):\n${lines.join('')}`;
}
function pairsAboveFailAbove(result, options) {
    const { failAbove } = options;
    return failAbove === undefined ? [] : result.pairs.filter((pair) => pair.similarity > failAbove);
}
function exitCode(result, options) {
    return pairsAboveFailAbove(result, options).length > 0 ? 1 : 0;
}
function rejectDuplicates(names) {
    const seen = new Set();
    for (const name of names) {
        if (seen.has(name))
            throw new usage_error/* UsageError */.e(`submission given twice: ${name}`);
        seen.add(name);
    }
}


/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ describeSkipped),
/* harmony export */   Q: () => (/* binding */ describeNotCompared)
/* harmony export */ });
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);
/* harmony import */ var _report_reading_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1518);


/** The lines for stderr; empty when every file of every submission was compared. */
function describeNotCompared(result, verbose) {
    const lines = [describeSkipped(result.skipped)];
    if (verbose) {
        for (const skip of result.skipped)
            lines.push(`  ${skip.submission}: ${skip.path}: ${skip.reason}: ${skip.detail}\n`);
    }
    else if (result.skipped.length > 0) {
        lines.push('  (--verbose lists them; so does --format json)\n');
    }
    const empty = (0,_report_reading_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .notCheckedSubmissions */ .a6)(result);
    if (empty.length > 0) {
        const s = empty.length === 1 ? '' : 's';
        lines.push(`warning: ${empty.length} submission${s} not checked, no file could be compared: ${empty.join(', ')}\n`);
    }
    return lines.join('');
}
/** One line per kind of skipped file, for stderr. */
function describeSkipped(skipped) {
    if (skipped.length === 0)
        return '';
    const reasons = new Map();
    for (const skip of skipped)
        reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
    const parts = [...reasons].sort((x, y) => y[1] - x[1]).map(([reason, n]) => `${n} ${reason}`);
    return `skipped ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(skipped.length, 'file')} (${parts.join(', ')})\n`;
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ clearingProgress),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
const BAR_WIDTH = 30;
const DRAW_INTERVAL_MS = 100;
function createProgress(terminal, label) {
    if (!terminal.interactive)
        return { phase: () => { }, update: () => { }, finish: () => { } };
    let current = label;
    let lastDraw = 0;
    let drawn = false;
    const draw = (text) => {
        lastDraw = terminal.now();
        drawn = true;
        terminal.stderr(`\r\x1b[K${text}`);
    };
    return {
        phase(next) {
            current = next;
            draw(`${next}…`);
        },
        update(done, total) {
            if (terminal.now() - lastDraw < DRAW_INTERVAL_MS && done < total)
                return;
            const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
            draw(`${current} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`);
        },
        finish() {
            if (drawn)
                terminal.stderr('\r\x1b[K');
            drawn = false;
        },
    };
}
/** `terminal`, clearing the progress line before anything else is printed, so output never follows a bar. */
function clearingProgress(terminal, progress) {
    return {
        ...terminal,
        stdout: (text) => {
            progress.finish();
            terminal.stdout(text);
        },
        stderr: (text) => {
            // An empty write shows nothing, so it leaves the progress line up.
            if (text === '')
                return;
            progress.finish();
            terminal.stderr(text);
        },
    };
}


/***/ }),

/***/ 5776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ readWhileFingerprinting)
});

;// CONCATENATED MODULE: ./src/report/html/source-lookup.ts
/** A lookup over submissions already in memory, as the CLI has them after reading. */
function toSourceLookup(submissions) {
    const byName = new Map();
    for (const submission of submissions) {
        byName.set(submission.name, new Map(submission.files.map((file) => [file.path, file.text])));
    }
    return (submission, path) => byName.get(submission)?.get(path);
}

// EXTERNAL MODULE: ./src/cli/fingerprint-threads.ts + 5 modules
var fingerprint_threads = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/cli/read-inputs.ts + 2 modules
var read_inputs = __webpack_require__(5175);
;// CONCATENATED MODULE: ./src/cli/read-while-fingerprinting.ts



/**
 * Reads and fingerprints every submission `run` names, on up to `run.threads` threads.
 * @throws SubmissionPathError when nothing exists at a path given.
 */
async function readWhileFingerprinting(run, progress) {
    const starter = await (0,read_inputs/* readStarterFiles */.tX)(run.paths.base, run.paths.globs);
    const { named, stray } = await (0,read_inputs/* listSubmissionPaths */.LS)(run.paths);
    const pool = (0,fingerprint_threads.startPool)({
        ...run.fingerprinting(starter),
        sources: { globs: run.paths.globs, keepText: run.html },
        threads: Math.min(run.threads, Math.max(1, named.length)),
        starterOfThreads: run.starterOfThreads,
        onRead: (done) => progress.update(done, named.length),
    });
    named.forEach((path, index) => pool.read(index, path));
    const prepared = await pool.finish();
    progress.finish();
    const filesOf = groupBySubmission(prepared, named.length);
    run.inspect?.(named.map((name, index) => ({ name, files: filesOf[index] })));
    const skipped = [...stray];
    named.forEach((name, index) => {
        for (const skip of pool.outcome(index)?.skipped ?? [])
            skipped.push({ submission: name, ...skip });
    });
    const withText = () => named.map((name, index) => {
        const texts = pool.outcome(index)?.texts ?? [];
        return { name, files: filesOf[index].map((file, i) => ({ path: file.path, text: texts[i] })) };
    });
    return {
        inputs: {
            submissions: named.map((name) => ({ name, files: [] })),
            starter,
            skipped: (0,read_inputs/* sortSkipped */.n2)(skipped),
        },
        prepared,
        source: run.html ? toSourceLookup(withText()) : () => undefined,
    };
}
/** The files of each of `count` submissions, in order; `files` come by submission. */
function groupBySubmission(files, count) {
    const groups = Array.from({ length: count }, () => []);
    for (const file of files)
        groups[file.submission].push(file);
    return groups;
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
