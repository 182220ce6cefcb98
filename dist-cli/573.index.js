export const id = 573;
export const ids = [573];
export const modules = {

/***/ 3380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ toLineRange),
/* harmony export */   l: () => (/* binding */ countLines)
/* harmony export */ });
/** The lines a token range touches: from its first token's start line to its last token's end line. */
function toLineRange(spans, range) {
    if (range.end <= range.start)
        return { start: 0, end: 0 };
    return { start: spans[4 * range.start], end: spans[4 * (range.end - 1) + 2] + 1 };
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

/***/ 4540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ toPairResult),
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3380);

function toPairResult(pair, naming, settings) {
    const fragments = [];
    const linesA = new Map();
    const linesB = new Map();
    for (const files of pair.files) {
        const fileA = naming.file(files.fileA);
        const fileB = naming.file(files.fileB);
        for (const fragment of files.fragments) {
            const a = { file: fileA.path, lines: fileA.lineRange(fragment.a), tokens: fragment.a };
            const b = { file: fileB.path, lines: fileB.lineRange(fragment.b), tokens: fragment.b };
            fragments.push({ a, b });
            append(linesA, a.file, a.lines);
            append(linesB, b.file, b.lines);
        }
    }
    fragments.sort((x, y) => compareText(x.a.file, y.a.file) ||
        x.a.lines.start - y.a.lines.start ||
        compareText(x.b.file, y.b.file) ||
        x.b.lines.start - y.b.lines.start);
    const { scores } = pair;
    return {
        a: naming.submissionName(pair.a),
        b: naming.submissionName(pair.b),
        ...scores,
        sharedLinesA: sumLines(linesA),
        sharedLinesB: sumLines(linesB),
        flagged: isFlagged(scores, settings),
        fragments,
    };
}
/**
 * A pair is worth a look when it is similar overall, or when one fragment alone is long enough to be
 * copied code whatever the share (a function lifted into a big file). Either way it must share at least
 * two k-grams' worth of tokens on each side, so one coincidental line in a near-empty submission (starter
 * code plus a line) never flags.
 */
function isFlagged(scores, settings) {
    if (Math.min(scores.sharedTokensA, scores.sharedTokensB) < 2 * settings.k)
        return false;
    return scores.similarity >= settings.threshold || scores.longestFragment >= settings.longFragment;
}
function compareText(x, y) {
    return x < y ? -1 : x > y ? 1 : 0;
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
        total += (0,_line_range_js__WEBPACK_IMPORTED_MODULE_0__/* .countLines */ .l)(ranges);
    return total;
}


/***/ }),

/***/ 3542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ findPairs)
});

;// CONCATENATED MODULE: ./src/engine/fragments.ts
/** The fragments between two files, in order of their start in file a. */
function buildFragments(input) {
    const { a, b } = input;
    const exact = a.ids !== undefined && b.ids !== undefined;
    const runs = exact ? chainConsecutive(input) : chainByOffset(input);
    if (exact)
        for (const run of runs)
            extend(run, a, b);
    for (const run of runs)
        trimStarter(run, a, b);
    return mergeOverlapping(runs.filter((run) => run.aEnd > run.aStart)).map((run) => ({
        a: { start: run.aStart, end: run.aEnd },
        b: { start: run.bStart, end: run.bEnd },
        fingerprints: run.fingerprints,
    }));
}
// Runs of matches consecutive in both files, each match checked token by token (a hash collision is dropped).
function chainConsecutive(input) {
    const { a, b, k } = input;
    const runs = [];
    const runEndingAt = new Map();
    const width = b.fingerprints.positions.length + 1;
    for (let m = 0; m < input.indexesA.length; m++) {
        const i = input.indexesA[m];
        const j = input.indexesB[m];
        const posA = a.fingerprints.positions[i];
        const posB = b.fingerprints.positions[j];
        if (!sameTokens(a.ids, posA, b.ids, posB, k))
            continue;
        const key = i * width + j;
        const previous = runEndingAt.get(key - width - 1);
        if (previous)
            runEndingAt.delete(key - width - 1);
        runEndingAt.set(key, grow(previous, runs, posA, posB, k));
    }
    return runs;
}
// Runs of matches at one offset whose fingerprints are consecutive in the sparser file (b on a tie).
function chainByOffset(input) {
    const { a, b, k } = input;
    const alongA = (a.sparseWindow ?? 0) > (b.sparseWindow ?? 0);
    const along = alongA ? input.indexesA : input.indexesB;
    const across = alongA ? input.indexesB : input.indexesA;
    const order = Array.from(along, (_, m) => m).sort((x, y) => along[x] - along[y] || across[x] - across[y]);
    const runs = [];
    const atOffset = new Map();
    for (const m of order) {
        const posA = a.fingerprints.positions[input.indexesA[m]];
        const posB = b.fingerprints.positions[input.indexesB[m]];
        const open = atOffset.get(posB - posA);
        const previous = open && open.last === along[m] - 1 ? open.run : undefined;
        atOffset.set(posB - posA, { run: grow(previous, runs, posA, posB, k), last: along[m] });
    }
    return runs;
}
// `previous` extended by the match at (posA, posB), or a new run for it added to `runs`.
function grow(previous, runs, posA, posB, k) {
    if (previous) {
        previous.aEnd = posA + k;
        previous.bEnd = posB + k;
        previous.fingerprints++;
        return previous;
    }
    const run = { aStart: posA, aEnd: posA + k, bStart: posB, bEnd: posB + k, fingerprints: 1 };
    runs.push(run);
    return run;
}
function sameTokens(a, i, b, j, length) {
    for (let t = 0; t < length; t++)
        if (a[i + t] !== b[j + t])
            return false;
    return true;
}
const isStarter = (side, t) => side.boilerplate !== undefined && side.boilerplate[t] === 1;
// Grows a run to the maximal equal token run around it, never into starter code.
function extend(run, a, b) {
    const idsA = a.ids;
    const idsB = b.ids;
    while (run.aStart > 0 && run.bStart > 0) {
        const ta = run.aStart - 1;
        const tb = run.bStart - 1;
        if (idsA[ta] !== idsB[tb] || isStarter(a, ta) || isStarter(b, tb))
            break;
        run.aStart = ta;
        run.bStart = tb;
    }
    while (run.aEnd < idsA.length && run.bEnd < idsB.length) {
        const ta = run.aEnd;
        const tb = run.bEnd;
        if (idsA[ta] !== idsB[tb] || isStarter(a, ta) || isStarter(b, tb))
            break;
        run.aEnd++;
        run.bEnd++;
    }
}
// A k-gram at the edge of starter code is not starter code itself, but its starter tokens were not copied.
function trimStarter(run, a, b) {
    while (run.aStart < run.aEnd && (isStarter(a, run.aStart) || isStarter(b, run.bStart))) {
        run.aStart++;
        run.bStart++;
    }
    while (run.aEnd > run.aStart && (isStarter(a, run.aEnd - 1) || isStarter(b, run.bEnd - 1))) {
        run.aEnd--;
        run.bEnd--;
    }
}
// Runs that overlap in both files describe one copied region (robust winnowing can pick a different hash
// at a run's edge, and extension makes neighbours meet): report them once.
function mergeOverlapping(runs) {
    runs.sort((x, y) => x.aStart - y.aStart || x.bStart - y.bStart);
    const merged = [];
    for (const run of runs) {
        const into = findOverlapping(merged, run);
        if (!into) {
            merged.push({ ...run });
            continue;
        }
        into.aStart = Math.min(into.aStart, run.aStart);
        into.aEnd = Math.max(into.aEnd, run.aEnd);
        into.bStart = Math.min(into.bStart, run.bStart);
        into.bEnd = Math.max(into.bEnd, run.bEnd);
        into.fingerprints += run.fingerprints;
    }
    return merged;
}
function findOverlapping(merged, run) {
    for (let i = merged.length - 1; i >= 0; i--) {
        const other = merged[i];
        if (other.aEnd > run.aStart && other.bStart < run.bEnd && run.bStart < other.bEnd)
            return other;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/group-by-key.ts
// Grouping equal numeric keys in O(n) with an open-addressing table: the engine's replacement for sorting
// millions of hashes or keeping a Map of arrays per key.
/**
 * Groups the indexes of `keys` (non-negative integers below 2^53) by equal key. Groups come in the order
 * of their first index and indexes keep their input order inside a group, so the result is deterministic.
 */
function groupByKey(keys, count = keys.length) {
    let size = 16;
    while (size < count * 2)
        size *= 2;
    const mask = size - 1;
    const slotKeys = new Float64Array(size);
    const slotGroup = new Int32Array(size).fill(-1);
    const groupOf = new Uint32Array(count);
    const groupKeys = [];
    const counts = [];
    for (let i = 0; i < count; i++) {
        const key = keys[i];
        let slot = slotOf(key) & mask;
        while (slotGroup[slot] !== -1 && slotKeys[slot] !== key)
            slot = (slot + 1) & mask;
        let group = slotGroup[slot];
        if (group === -1) {
            group = groupKeys.length;
            slotGroup[slot] = group;
            slotKeys[slot] = key;
            groupKeys.push(key);
            counts.push(0);
        }
        groupOf[i] = group;
        counts[group]++;
    }
    const starts = new Uint32Array(counts.length + 1);
    for (let g = 0; g < counts.length; g++)
        starts[g + 1] = starts[g] + counts[g];
    const next = starts.slice(0, counts.length);
    const order = new Uint32Array(count);
    for (let i = 0; i < count; i++)
        order[next[groupOf[i]]++] = i;
    return { order, starts, keys: Float64Array.from(groupKeys) };
}
function slotOf(key) {
    let h = (key >>> 0) ^ Math.floor(key / 0x100000000);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    return (h ^ (h >>> 16)) >>> 0;
}

;// CONCATENATED MODULE: ./src/engine/pair-scores.ts
function scorePair(input) {
    const rangesA = new Map();
    const rangesB = new Map();
    let longestFragment = 0;
    for (const match of input.matches) {
        for (const fragment of match.fragments) {
            push(rangesA, match.fileA, fragment.a);
            push(rangesB, match.fileB, fragment.b);
            const length = Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
            longestFragment = Math.max(longestFragment, length);
        }
    }
    const sharedTokensA = Math.min(input.sizeA, coveredTokens(rangesA, input.files));
    const sharedTokensB = Math.min(input.sizeB, coveredTokens(rangesB, input.files));
    const total = input.sizeA + input.sizeB;
    return {
        similarity: total > 0 ? (sharedTokensA + sharedTokensB) / total : 0,
        coverageA: input.sizeA > 0 ? sharedTokensA / input.sizeA : 0,
        coverageB: input.sizeB > 0 ? sharedTokensB / input.sizeB : 0,
        sharedTokensA,
        sharedTokensB,
        longestFragment,
    };
}
function push(map, file, range) {
    const list = map.get(file);
    if (list)
        list.push(range);
    else
        map.set(file, [range]);
}
// Tokens inside the union of each file's ranges, not counting starter tokens.
function coveredTokens(rangesByFile, files) {
    let covered = 0;
    for (const [file, ranges] of rangesByFile) {
        const boilerplate = files[file]?.boilerplate;
        for (const range of unionOf(ranges)) {
            covered += range.end - range.start;
            if (boilerplate)
                for (let t = range.start; t < range.end; t++)
                    covered -= boilerplate[t];
        }
    }
    return covered;
}
/** The union of half-open ranges, sorted and disjoint. */
function unionOf(ranges) {
    const sorted = [...ranges].sort((x, y) => x.start - y.start || x.end - y.end);
    const union = [];
    for (const range of sorted) {
        const last = union[union.length - 1];
        if (last && range.start <= last.end)
            last.end = Math.max(last.end, range.end);
        else
            union.push({ start: range.start, end: range.end });
    }
    return union;
}

;// CONCATENATED MODULE: ./src/engine/shared-matches.ts

function collectMatches(corpus, options) {
    const { keys, occurrences, count } = indexOccurrences(corpus);
    const groups = groupByKey(keys, count);
    const spread = submissionsPerGroup(corpus, groups, occurrences);
    const budgetCap = capWithin(groups, spread, options.maxMatches ?? Infinity);
    const limit = Math.min(budgetCap, options.maxSubmissionsPerFingerprint);
    const matches = { pairKeys: [], filesA: [], indexesA: [], filesB: [], indexesB: [] };
    for (let g = 0; g < spread.length; g++) {
        if (spread[g] < 2 || spread[g] > limit)
            continue;
        emitGroup(corpus, groups.order.subarray(groups.starts[g], groups.starts[g + 1]), occurrences, matches);
    }
    return { matches, ignoredAbove: budgetCap < options.maxSubmissionsPerFingerprint ? budgetCap : undefined };
}
function indexOccurrences(corpus) {
    let total = 0;
    for (const file of corpus.files)
        total += file.fingerprints.hashes.length;
    const keys = new Float64Array(total);
    const occurrences = { file: new Uint32Array(total), index: new Uint32Array(total) };
    let count = 0;
    corpus.files.forEach((file, f) => {
        const hashes = file.fingerprints.hashes;
        for (let i = 0; i < hashes.length; i++) {
            if (corpus.ignoredHashes.has(hashes[i]))
                continue;
            keys[count] = hashes[i];
            occurrences.file[count] = f;
            occurrences.index[count++] = i;
        }
    });
    return { keys, occurrences, count };
}
// How many distinct submissions each group's occurrences stand in.
function submissionsPerGroup(corpus, groups, occurrences) {
    const spread = new Uint32Array(groups.keys.length);
    const seenIn = new Int32Array(corpus.submissions.length).fill(-1);
    for (let g = 0; g < spread.length; g++) {
        for (let o = groups.starts[g]; o < groups.starts[g + 1]; o++) {
            const submission = corpus.files[occurrences.file[groups.order[o]]].submission;
            if (seenIn[submission] !== g)
                spread[g]++;
            seenIn[submission] = g;
        }
    }
    return spread;
}
// The largest spread whose groups, with all narrower ones, emit at most `budget` matches.
function capWithin(groups, spread, budget) {
    if (!Number.isFinite(budget))
        return Infinity;
    const costBySpread = new Map();
    for (let g = 0; g < spread.length; g++) {
        const size = groups.starts[g + 1] - groups.starts[g];
        if (spread[g] >= 2)
            costBySpread.set(spread[g], (costBySpread.get(spread[g]) ?? 0) + (size * (size - 1)) / 2);
    }
    let spent = 0;
    let cap = 1;
    for (const width of [...costBySpread.keys()].sort((x, y) => x - y)) {
        spent += costBySpread.get(width);
        if (spent > budget)
            return cap;
        cap = width;
    }
    return Infinity;
}
// Only pairs with a query occurrence are visited, each once: a hash that thousands of snapshot submissions
// share costs (its query occurrences × its occurrences), not its occurrences squared.
function emitGroup(corpus, members, occurrences, matches) {
    const { files, submissions } = corpus;
    const submissionOf = (m) => files[occurrences.file[members[m]]].submission;
    let firstCorpus = 0;
    while (firstCorpus < members.length && submissions[submissionOf(firstCorpus)].side === 'query')
        firstCorpus++;
    for (let x = 0; x < members.length; x++) {
        const subX = submissionOf(x);
        const sx = submissions[subX];
        if (sx.side === 'corpus')
            continue;
        for (let y = Math.min(x + 1, firstCorpus); y < members.length; y++) {
            if (y === x)
                continue;
            const subY = submissionOf(y);
            const sy = submissions[subY];
            if ((y < x && sy.side === 'query') || sx.owner === sy.owner)
                continue;
            const [a, b] = subX < subY ? [members[x], members[y]] : [members[y], members[x]];
            matches.pairKeys.push(Math.min(subX, subY) * submissions.length + Math.max(subX, subY));
            matches.filesA.push(occurrences.file[a]);
            matches.indexesA.push(occurrences.index[a]);
            matches.filesB.push(occurrences.file[b]);
            matches.indexesB.push(occurrences.index[b]);
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/tile-fragments.ts
/**
 * Keeps the fragments of one submission pair that tile both sides: taken longest first, a fragment that
 * overlaps tokens already taken is cut to its longest free part, kept if that is at least `minLength`
 * tokens. File pairs and fragments keep their order (file indexes, then start in a).
 */
function tileFragments(files, minLength) {
    const candidates = files.flatMap((pair) => pair.fragments.map((fragment) => ({ files: pair, fragment })));
    candidates.sort((x, y) => tile_fragments_length(y.fragment) - tile_fragments_length(x.fragment) ||
        x.files.fileA - y.files.fileA ||
        x.files.fileB - y.files.fileB ||
        x.fragment.a.start - y.fragment.a.start ||
        x.fragment.b.start - y.fragment.b.start);
    const takenA = new Map();
    const takenB = new Map();
    const kept = new Map();
    for (const { files: pair, fragment } of candidates) {
        const inA = takenList(takenA, pair.fileA);
        const inB = takenList(takenB, pair.fileB);
        const free = freePart(fragment, inA, inB);
        if (!free || tile_fragments_length(free) < minLength)
            continue;
        inA.push(free.a);
        inB.push(free.b);
        kept.set(pair, [...(kept.get(pair) ?? []), free]);
    }
    return files
        .map((pair) => ({ ...pair, fragments: (kept.get(pair) ?? []).sort((x, y) => x.a.start - y.a.start) }))
        .filter((pair) => pair.fragments.length > 0);
}
function takenList(map, file) {
    let list = map.get(file);
    if (!list)
        map.set(file, (list = []));
    return list;
}
function tile_fragments_length(fragment) {
    return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}
// The longest part of the fragment free on both sides. A fragment whose sides differ in length (fingerprint
// runs with a gap of another length in each file) is not token-aligned: it is kept whole or not at all.
function freePart(fragment, takenA, takenB) {
    const { a, b } = fragment;
    const span = a.end - a.start;
    if (span !== b.end - b.start)
        return overlaps(takenA, a) || overlaps(takenB, b) ? undefined : fragment;
    // Blocked offsets of the fragment, from either side's taken ranges, as sorted [start, end) intervals.
    const blocked = [...relative(takenA, a), ...relative(takenB, b)].sort((x, y) => x.start - y.start);
    let best = { start: 0, end: 0 };
    let from = 0;
    for (const block of [...blocked, { start: span, end: span }]) {
        if (block.start - from > best.end - best.start)
            best = { start: from, end: block.start };
        from = Math.max(from, block.end);
    }
    if (best.end === best.start)
        return undefined;
    if (best.start === 0 && best.end === span)
        return fragment;
    return {
        a: { start: a.start + best.start, end: a.start + best.end },
        b: { start: b.start + best.start, end: b.start + best.end },
        fingerprints: fragment.fingerprints,
    };
}
function overlaps(taken, range) {
    return taken.some((t) => t.start < range.end && range.start < t.end);
}
// Taken ranges that overlap `range`, as offsets from its start, clipped to it.
function relative(taken, range) {
    return taken
        .filter((t) => t.start < range.end && range.start < t.end)
        .map((t) => ({
        start: Math.max(t.start, range.start) - range.start,
        end: Math.min(t.end, range.end) - range.start,
    }));
}

;// CONCATENATED MODULE: ./src/engine/find-pairs.ts





/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
function findPairs(corpus, options) {
    const { matches, ignoredAbove } = collectMatches(corpus, options);
    if (ignoredAbove !== undefined)
        options.onIgnore?.(ignoredAbove);
    const byPair = groupByKey(Float64Array.from(matches.pairKeys));
    const sizes = submissionSizes(corpus);
    const pairs = [];
    const count = corpus.submissions.length;
    const tokensPerMatch = 2 * corpus.params.w + corpus.params.k - 1;
    const minSimilarity = options.minSimilarity ?? 0;
    // The bound below holds only when no shared fingerprint was ignored (fragments extend over ignored ones).
    const nothingIgnored = ignoredAbove === undefined && options.maxSubmissionsPerFingerprint >= count;
    const bound = nothingIgnored ? minSimilarity : 0;
    for (let g = 0; g + 1 < byPair.starts.length; g++) {
        const key = byPair.keys[g];
        const a = Math.floor(key / count);
        const b = key - a * count;
        // A cheap bound first: a pair that cannot reach the minimum similarity gets no fragments built.
        const shared = byPair.starts[g + 1] - byPair.starts[g];
        if (2 * shared * tokensPerMatch < bound * (sizes[a] + sizes[b]))
            continue;
        const members = Array.from(byPair.order.subarray(byPair.starts[g], byPair.starts[g + 1]));
        const files = tileFragments(filePairFragments(corpus, matches, members), corpus.params.k);
        if (files.length === 0)
            continue;
        const scores = scorePair({ files: corpus.files, matches: files, sizeA: sizes[a], sizeB: sizes[b] });
        if (scores.similarity >= minSimilarity)
            pairs.push({ a, b, files, scores });
    }
    return pairs.sort((x, y) => y.scores.similarity - x.scores.similarity ||
        y.scores.longestFragment - x.scores.longestFragment ||
        x.a - y.a ||
        x.b - y.b);
}
function filePairFragments(corpus, matches, members) {
    members.sort((x, y) => matches.filesA[x] - matches.filesA[y] ||
        matches.filesB[x] - matches.filesB[y] ||
        matches.indexesA[x] - matches.indexesA[y] ||
        matches.indexesB[x] - matches.indexesB[y]);
    const result = [];
    for (let start = 0; start < members.length;) {
        const fileA = matches.filesA[members[start]];
        const fileB = matches.filesB[members[start]];
        let end = start;
        while (end < members.length &&
            matches.filesA[members[end]] === fileA &&
            matches.filesB[members[end]] === fileB)
            end++;
        const run = members.slice(start, end);
        const a = corpus.files[fileA];
        const b = corpus.files[fileB];
        const fragments = buildFragments({
            a,
            b,
            k: corpus.params.k,
            indexesA: run.map((m) => matches.indexesA[m]),
            indexesB: run.map((m) => matches.indexesB[m]),
        });
        if (fragments.length > 0)
            result.push({ fileA, fileB, fragments });
        start = end;
    }
    return result;
}
function submissionSizes(corpus) {
    const sizes = new Array(corpus.submissions.length).fill(0);
    for (const file of corpus.files)
        sizes[file.submission] += file.tokenCount - file.boilerplateTokens;
    return sizes;
}


/***/ }),

/***/ 1014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ commonFolder)
/* harmony export */ });
// The folder every submission name starts with, so tables can show it once and the names short.
/** The longest common start of all names that ends with '/' and leaves every name non-empty. */
function commonFolder(names) {
    const first = names[0];
    if (first === undefined || names.length < 2)
        return '';
    let length = first.length;
    for (const name of names) {
        let i = 0;
        while (i < length && i < name.length && name[i] === first[i])
            i++;
        length = i;
    }
    // Nothing in common: lastIndexOf would search from 0 and take a leading '/' for a shared folder.
    if (length === 0)
        return '';
    const cut = first.lastIndexOf('/', length - 1) + 1;
    return names.every((name) => name.length > cut) ? first.slice(0, cut) : '';
}


/***/ }),

/***/ 1821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qz: () => (/* binding */ DEFAULT_DETAIL_LIMIT),
  K2: () => (/* binding */ renderHtml)
});

// UNUSED EXPORTS: DEFAULT_TABLE_LIMIT, contentSecurityPolicy

// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
;// CONCATENATED MODULE: ./src/report/html/client-main-script.ts
// The report page's entry, as browser JavaScript in a string: reads the embedded payload, wires the table's
// controls, the histogram and the groups, opens and closes pairs through the URL hash (#pair-3), and the
// keyboard: j/k or arrows through pairs, Enter to open, n/p through fragments, Esc back, / to filter.
/** Declares D and $ for the other scripts; runs first. */
const PRELUDE_SCRIPT = String.raw `
var D = JSON.parse(document.getElementById('report-data').textContent);
function $(id) { return document.getElementById(id); }
`;
const MAIN_SCRIPT = String.raw `
var windowScroll = 0;

function openPair(rank) {
  var r = ROWS[rank], view = $('pair-view');
  if (!r) return closePair();
  if (V.rank < 0) windowScroll = window.scrollY;
  V = { rank: rank, frags: r[10] < 0 ? [] : D.details[r[10]], lines: [[], []], active: -1 };
  var at = T.view.indexOf(rank);
  if (at >= 0) T.sel = at;
  view.replaceChildren(buildHead(r, rank));
  if (r[10] < 0) view.appendChild(noDetail(r, rank));
  else {
    var panes = el('div', 'panes');
    panes.append(buildPane(0, r), buildPane(1, r));
    view.appendChild(panes);
  }
  view.hidden = false;
  document.body.classList.add('pair-open');
  $('overview-view').setAttribute('aria-hidden', 'true');
  document.title = '#' + (rank + 1) + ' ' + D.names[r[0]] + ' ↔ ' + D.names[r[1]] + ' · codewinnow';
  if (V.frags.length > 0) activate(0, -1);
  (view.querySelector('.pane') || view.querySelector('.back')).focus({ preventScroll: true });
}

function buildHead(r, rank) {
  var head = el('div', 'pair-head'), title = el('div', 'pair-title'), back = el('button', 'back', '← All pairs');
  back.type = 'button';
  back.title = 'Back to the table (Esc)';
  back.addEventListener('click', function () { location.hash = 'pairs'; });
  var h = el('h2');
  h.append(el('span', 'rank', '#' + (rank + 1)), ' ', D.names[r[0]], ' ', el('span', 'vs', '↔'), ' ', D.names[r[1]]);
  title.append(back, h, el('span', 'sim' + (r[8] ? ' hot' : ''), pct(r[2]) + ' similar'));
  var stats = el('div', 'stats', 'covers ' + pct(r[3]) + ' of A and ' + pct(r[4]) + ' of B · longest fragment ' + r[5] +
    ' tokens · shared lines ' + r[6] + ' / ' + r[7] + ' · ' + r[9] + ' fragments' + (r[8] ? ' · flagged' : ''));
  head.append(title, stats);
  if (V.frags.length === 0) return head;
  var nav = el('nav', 'frag-nav');
  nav.setAttribute('aria-label', 'Fragments');
  V.frags.forEach(function (f, i) {
    var chip = el('button', 'frag-chip c' + f[6], f[7]);
    chip.type = 'button';
    chip.dataset.f = String(i);
    chip.title = 'Fragment ' + f[7] + ' (n / p)';
    chip.addEventListener('click', function () { activate(i, -1); });
    nav.appendChild(chip);
  });
  nav.appendChild(el('span', 'frag-info'));
  nav.lastChild.id = 'frag-info';
  var legend = el('div', 'legend');
  var sw = el('span', 'swatch starter');
  var starter = el('span', '', 'starter code (never counted)');
  starter.prepend(sw);
  legend.append(starter, el('span', '', 'Each fragment has one colour and number on both sides; click one to bring its partner into view.'));
  head.append(nav, legend);
  return head;
}

function noDetail(r, rank) {
  var box = el('div', 'no-detail-note');
  box.append(el('p', '', 'This pair is ranked #' + (rank + 1) + '. To keep the file small, the report shows code side by side only for the top ' +
    D.details.length + ' pairs.'), el('p', 'muted', 'To see it, run codewinnow compare on ' + D.names[r[0]] + ' and ' + D.names[r[1]] +
    ' (with the same --base) and --html.'));
  return box;
}

function closePair() {
  if (V.rank < 0) return;
  V = { rank: -1, frags: [], lines: [[], []], active: -1 };
  $('pair-view').hidden = true;
  $('pair-view').replaceChildren();
  document.body.classList.remove('pair-open');
  $('overview-view').removeAttribute('aria-hidden');
  document.title = BASE_TITLE;
  T.first = -1;
  renderRows();
  window.scrollTo(0, windowScroll);
}

function route() {
  var m = /^#pair-(\d+)$/.exec(location.hash);
  if (m) openPair(Number(m[1]) - 1);
  else closePair();
}

// Stepping from pair to pair replaces the history entry, so Back leaves the pair view at once.
function stepPair(delta) {
  if (T.view.length === 0) return;
  T.sel = Math.max(0, Math.min(T.view.length - 1, T.sel + delta));
  var hash = '#pair-' + (T.view[T.sel] + 1);
  if (V.rank >= 0) location.replace(hash);
  else location.hash = hash;
}

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  var k = event.key, typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName);
  if (typing) { if (k === 'Escape' || k === 'Enter') event.target.blur(); return; }
  var inPair = V.rank >= 0, handled = true;
  if (k === 'Escape') { if (inPair) location.hash = 'pairs'; else { T.range = null; T.group = -1; applyView(); } }
  else if (inPair && (k === 'n' || k === 'p')) activate(V.active + (k === 'n' ? 1 : -1), -1);
  else if (inPair && (k === 'j' || k === 'k')) stepPair(k === 'j' ? 1 : -1);
  else if (!inPair && (k === 'j' || k === 'ArrowDown')) select(T.sel + 1);
  else if (!inPair && (k === 'k' || k === 'ArrowUp')) select(T.sel - 1);
  else if (!inPair && k === 'Enter' && T.view.length > 0 && !/^(BUTTON|A)$/.test(event.target.tagName)) stepPair(0);
  else if (!inPair && k === '/') $('filter').focus();
  else handled = false;
  if (handled) event.preventDefault();
}

function wire() {
  $('filter').addEventListener('input', function (e) { T.text = e.target.value.trim().toLowerCase(); applyView(); });
  $('flagged-only').addEventListener('change', function (e) { T.flaggedOnly = e.target.checked; applyView(); });
  document.querySelectorAll('#pairs thead th').forEach(function (th) {
    th.querySelector('button').addEventListener('click', function () {
      var key = th.dataset.key;
      T.desc = T.key === key ? !T.desc : COLUMNS[key].desc;
      T.key = key;
      applyView(T.view[T.sel]);
    });
  });
  function onBin(g) { var lo = Number(g.dataset.lo); T.range = T.range && T.range[0] === lo ? null : [lo, Number(g.dataset.hi)]; applyView(); }
  document.querySelectorAll('.histogram .bin').forEach(function (g) {
    g.addEventListener('click', function () { onBin(g); });
    g.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); onBin(g); } });
  });
  document.querySelectorAll('.group').forEach(function (b) {
    b.addEventListener('click', function () { var g = Number(b.dataset.group); T.group = T.group === g ? -1 : g; applyView(); });
  });
  $('rows').addEventListener('click', function (e) {
    var row = e.target.closest('tr.row');
    if (row) location.hash = 'pair-' + (Number(row.dataset.rank) + 1);
  });
  var pending = false;
  $('table-wrap').addEventListener('scroll', function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; renderRows(); });
  });
  window.addEventListener('resize', function () { T.first = -1; renderRows(); });
  window.addEventListener('beforeprint', function () { T.printing = true; T.first = -1; renderRows(); });
  window.addEventListener('afterprint', function () { T.printing = false; T.first = -1; renderRows(); });
  window.addEventListener('hashchange', route);
  document.addEventListener('keydown', onKey);
}

var BASE_TITLE = document.title;
wire();
applyView();
route();
document.body.classList.add('ready');
`;

;// CONCATENATED MODULE: ./src/report/html/client-pair-script.ts
// The report page's side-by-side view of one pair, as browser JavaScript in a string. Built only when a pair
// is opened: both submissions' files that the fragments touch, every fragment in its colour and with its
// number on both sides, starter code hatched; a click on a fragment brings its partner into view.
// Reads the globals the page script declares: D, $, ROWS, pct; builds text with textContent only.
const PAIR_SCRIPT = String.raw `
var V = { rank: -1, frags: [], lines: [[], []], active: -1 };

function el(tag, className, text) {
  var e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function sideOf(f, side) {
  return side === 0 ? { file: f[0], start: f[1], end: f[2], human: f[8] } : { file: f[3], start: f[4], end: f[5], human: f[9] };
}

function splitLines(text) {
  var lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function buildFile(fileIndex, side) {
  var file = D.files[fileIndex], box = el('section', 'file');
  var text = file.same === undefined ? file.t : D.files[file.same].t;
  var lines = text === undefined ? [] : splitLines(text);
  var head = el('h3', 'file-name');
  head.append(el('span', '', file.p), el('span', '', text === undefined ? 'source not in this report' : lines.length + ' lines'));
  box.appendChild(head);
  var cover = [], starts = [];
  V.frags.forEach(function (f, i) {
    var s = sideOf(f, side);
    if (s.file !== fileIndex) return;
    for (var n = s.start; n < s.end; n++) (cover[n] = cover[n] || []).push(i);
    (starts[s.start] = starts[s.start] || []).push(i);
  });
  if (text === undefined) {
    box.appendChild(el('p', 'missing', 'The shell that wrote this report had no text for this file.'));
    return box;
  }
  var starter = [];
  // A run of three lines or more gets a "starter code" tag; shorter ones (a closing brace) only the hatching.
  file.st.forEach(function (r) { for (var n = r[0]; n < r[1]; n++) starter[n] = n === r[0] && r[1] - r[0] >= 3 ? 2 : 1; });
  var code = el('div', 'code'), frame = document.createDocumentFragment();
  for (var n = 0; n < lines.length; n++) frame.appendChild(buildLine(n, lines[n], { cover: cover[n], starts: starts[n], starter: starter[n] }, side));
  code.appendChild(frame);
  box.appendChild(code);
  return box;
}

function buildLine(n, text, at, side) {
  var line = el('div', 'ln'), mark = el('span', 'mk');
  line.append(el('span', 'no', String(n + 1)), mark, el('span', 'tx', text));
  if (at.cover) {
    line.className = 'ln f c' + V.frags[at.cover[0]][6] + (at.starts ? ' first' : '');
    line.dataset.f = String(at.cover[0]);
    at.cover.forEach(function (i) { (V.lines[side][i] = V.lines[side][i] || []).push(line); });
    (at.starts || []).forEach(function (i) {
      var b = el('b', 'c' + V.frags[i][6], V.frags[i][7]);
      b.dataset.f = String(i);
      b.title = 'fragment ' + V.frags[i][7];
      mark.appendChild(b);
    });
  } else if (at.starter) {
    line.className = at.starter === 2 ? 'ln starter starter-first' : 'ln starter';
  }
  return line;
}

function buildPane(side, r) {
  var pane = el('div', 'pane');
  pane.id = 'pane-' + (side === 0 ? 'a' : 'b');
  pane.tabIndex = 0;
  var title = el('div', 'pane-title');
  title.append(el('span', 'side', side === 0 ? 'A' : 'B'), el('span', '', D.names[r[side]]),
    el('span', 'muted', D.lines[r[side]] + ' lines in all'));
  pane.appendChild(title);
  var files = [];
  V.frags.forEach(function (f) { var s = sideOf(f, side).file; if (files.indexOf(s) < 0) files.push(s); });
  files.sort(function (x, y) { return D.files[x].p < D.files[y].p ? -1 : D.files[x].p > D.files[y].p ? 1 : 0; });
  files.forEach(function (file) { pane.appendChild(buildFile(file, side)); });
  pane.addEventListener('click', function (event) {
    var target = event.target.closest('[data-f]');
    if (target) activate(Number(target.dataset.f), side);
  });
  return pane;
}

function scrollToLine(pane, line) {
  var top = line.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
  var covered = pane.querySelector('.pane-title').offsetHeight + pane.querySelector('.file-name').offsetHeight;
  pane.scrollTo({ top: Math.max(0, top - covered - (pane.clientHeight - covered) * 0.2), behavior: 'smooth' });
}

function activate(i, clickedSide) {
  if (i < 0 || i >= V.frags.length) return;
  [0, 1].forEach(function (side) {
    (V.lines[side][V.active] || []).forEach(function (l) { l.classList.remove('active'); });
    (V.lines[side][i] || []).forEach(function (l) { l.classList.add('active'); });
  });
  V.active = i;
  [0, 1].forEach(function (side) {
    var first = (V.lines[side][i] || [])[0];
    if (first && side !== clickedSide) scrollToLine($(side === 0 ? 'pane-a' : 'pane-b'), first);
  });
  document.querySelectorAll('.frag-chip').forEach(function (c) { c.classList.toggle('active', Number(c.dataset.f) === i); });
  var f = V.frags[i], a = sideOf(f, 0), b = sideOf(f, 1);
  $('frag-info').textContent = 'Fragment ' + f[7] + ' of ' + V.frags.length + ': ' + D.files[a.file].p + ' ' + a.human +
    '  ↔  ' + D.files[b.file].p + ' ' + b.human;
}
`;

;// CONCATENATED MODULE: ./src/report/html/client-table-script.ts
// The report page's pair table, as browser JavaScript in a string: filter, sort, select, and render only the
// rows in view (a course of 500 lists thousands of pairs). Builds cells with textContent, never innerHTML.
// Reads the globals the page script declares first: D (the payload) and $ (getElementById).
const TABLE_SCRIPT = String.raw `
var ROWS = D.pairs;
var COLUMNS = {
  rank: { get: function (i) { return i; }, desc: false },
  sim: { get: function (i) { return ROWS[i][2]; }, desc: true },
  covA: { get: function (i) { return ROWS[i][3]; }, desc: true },
  covB: { get: function (i) { return ROWS[i][4]; }, desc: true },
  longest: { get: function (i) { return ROWS[i][5]; }, desc: true },
  lines: { get: function (i) { return Math.max(ROWS[i][6], ROWS[i][7]); }, desc: true },
  a: { get: function (i) { return D.names[ROWS[i][0]]; }, desc: false },
  b: { get: function (i) { return D.names[ROWS[i][1]]; }, desc: false },
  frags: { get: function (i) { return ROWS[i][9]; }, desc: true }
};
var T = { key: 'rank', desc: false, text: '', flaggedOnly: false, range: null, group: -1, view: [], sel: 0,
  rowH: 34, first: -1, last: -1, printing: false };

function pct(x) { return (x * 100).toFixed(1) + '%'; }

function matches(i) {
  var r = ROWS[i];
  if (T.flaggedOnly && !r[8]) return false;
  if (T.range && (r[2] < T.range[0] || (r[2] >= T.range[1] && T.range[1] < 1))) return false;
  if (T.group >= 0) {
    var members = D.groups[T.group];
    if (members.indexOf(r[0]) < 0 || members.indexOf(r[1]) < 0) return false;
  }
  if (!T.text) return true;
  var names = (D.names[r[0]] + '\n' + D.names[r[1]]).toLowerCase();
  return T.text.split(/\s+/).every(function (term) { return names.indexOf(term) >= 0; });
}

function applyView(keepRank) {
  var column = COLUMNS[T.key], sign = T.desc ? -1 : 1, view = [];
  for (var i = 0; i < ROWS.length; i++) if (matches(i)) view.push(i);
  view.sort(function (x, y) {
    var p = column.get(x), q = column.get(y);
    var c = p < q ? -1 : p > q ? 1 : 0;
    return c * sign || x - y;
  });
  T.view = view;
  var at = keepRank === undefined ? -1 : view.indexOf(keepRank);
  T.sel = at >= 0 ? at : 0;
  T.first = -1;
  $('count').textContent = view.length === ROWS.length ? ROWS.length + ' pairs' : view.length + ' of ' + ROWS.length + ' pairs';
  renderChips();
  renderRows();
  document.querySelectorAll('#pairs thead th').forEach(function (th) {
    th.setAttribute('aria-sort', th.dataset.key !== T.key ? 'none' : T.desc ? 'descending' : 'ascending');
  });
}

function cell(tr, className, text, title) {
  var td = document.createElement('td');
  td.className = className;
  td.textContent = text;
  if (title) td.title = title;
  tr.appendChild(td);
  return td;
}

function rowElement(i, position) {
  var r = ROWS[i], tr = document.createElement('tr');
  tr.className = 'row' + (r[8] ? ' flagged' : '') + (r[10] < 0 ? ' no-detail' : '') + (position === T.sel ? ' selected' : '');
  tr.dataset.rank = String(i);
  tr.setAttribute('aria-selected', position === T.sel ? 'true' : 'false');
  cell(tr, 'rank', String(i + 1));
  var sim = cell(tr, 'sim', '');
  var meter = document.createElement('span'), fill = document.createElement('span'), val = document.createElement('span');
  meter.className = 'meter';
  fill.style.width = Math.round(r[2] * 100) + '%';
  meter.appendChild(fill);
  val.className = 'val';
  val.textContent = pct(r[2]);
  sim.append(meter, val);
  cell(tr, 'num', pct(r[3]));
  cell(tr, 'num', pct(r[4]));
  cell(tr, 'num', String(r[5]));
  cell(tr, 'num', r[6] + ' / ' + r[7]);
  cell(tr, 'name', D.names[r[0]], D.names[r[0]]);
  cell(tr, 'name', D.names[r[1]], D.names[r[1]]);
  cell(tr, 'num frags', r[10] < 0 ? r[9] + ' ·' : String(r[9]), r[10] < 0 ? 'no side-by-side detail in this report' : '');
  return tr;
}

function spacer(height) {
  var tr = document.createElement('tr'), td = document.createElement('td');
  tr.className = 'spacer';
  td.colSpan = 9;
  td.style.height = height + 'px';
  tr.appendChild(td);
  return tr;
}

function renderRows() {
  var wrap = $('table-wrap'), n = T.view.length;
  var first = Math.max(0, Math.floor(wrap.scrollTop / T.rowH) - 10);
  var last = Math.min(n, first + Math.ceil(wrap.clientHeight / T.rowH) + 20);
  if (T.printing) { first = 0; last = Math.min(n, 2000); }
  if (first === T.first && last === T.last) return;
  T.first = first;
  T.last = last;
  var body = document.createDocumentFragment();
  if (first > 0) body.appendChild(spacer(first * T.rowH));
  for (var p = first; p < last; p++) body.appendChild(rowElement(T.view[p], p));
  if (last < n) body.appendChild(spacer((n - last) * T.rowH));
  $('rows').replaceChildren(body);
  var one = $('rows').querySelector('tr.row');
  if (one && one.getBoundingClientRect().height > 0) T.rowH = one.getBoundingClientRect().height;
}

function select(position) {
  if (T.view.length === 0) return;
  T.sel = Math.max(0, Math.min(T.view.length - 1, position));
  var wrap = $('table-wrap'), head = $('pairs').tHead.getBoundingClientRect().height;
  var top = T.sel * T.rowH;
  if (top < wrap.scrollTop) wrap.scrollTop = top;
  else if (top + T.rowH > wrap.scrollTop + wrap.clientHeight - head) wrap.scrollTop = top + T.rowH - wrap.clientHeight + head;
  T.first = -1;
  renderRows();
  var row = $('rows').querySelector('tr.selected');
  if (row) row.scrollIntoView({ block: 'nearest' });
}

function renderChips() {
  var box = $('active-filters');
  box.replaceChildren();
  function chip(text, clear) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'chip';
    b.textContent = text + ' ×';
    b.title = 'Remove this filter';
    b.addEventListener('click', function () { clear(); applyView(); });
    box.appendChild(b);
  }
  if (T.range) chip('similarity ' + pct(T.range[0]) + '–' + pct(T.range[1]), function () { T.range = null; });
  if (T.group >= 0) chip('group ' + (T.group + 1) + ' (' + D.groups[T.group].length + ' submissions)', function () { T.group = -1; });
  document.querySelectorAll('.histogram .bin').forEach(function (g) {
    g.classList.toggle('on', !!T.range && Number(g.dataset.lo) === T.range[0]);
  });
  document.querySelectorAll('.group').forEach(function (g) { g.classList.toggle('on', Number(g.dataset.group) === T.group); });
}
`;

;// CONCATENATED MODULE: ./src/report/html/escape-html.ts
// Escaping for text and attribute values in the HTML report: every name, path and line of code that reaches
// markup goes through here. It must never be bypassed for data that came from a submission.
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text safe inside an element or a quoted attribute value. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

;// CONCATENATED MODULE: ./src/report/html/find-groups.ts
/** Components of two or more submissions; largest first, then by highest similarity, then by first name. */
function findGroups(pairs) {
    const parent = new Map();
    const root = (name) => {
        let node = name;
        while (parent.get(node) !== node)
            node = parent.get(node);
        parent.set(name, node);
        return node;
    };
    const flagged = pairs.filter((pair) => pair.flagged);
    for (const pair of flagged) {
        for (const name of [pair.a, pair.b])
            if (!parent.has(name))
                parent.set(name, name);
        const [x, y] = [root(pair.a), root(pair.b)];
        if (x !== y)
            parent.set(x < y ? y : x, x < y ? x : y);
    }
    const groups = new Map();
    for (const name of parent.keys()) {
        const key = root(name);
        const group = groups.get(key) ?? { members: [], pairs: 0, maxSimilarity: 0 };
        group.members.push(name);
        groups.set(key, group);
    }
    for (const pair of flagged) {
        const group = groups.get(root(pair.a));
        group.pairs++;
        group.maxSimilarity = Math.max(group.maxSimilarity, pair.similarity);
    }
    return [...groups.values()]
        .map((group) => ({ ...group, members: group.members.sort(compareText) }))
        .sort((x, y) => y.members.length - x.members.length ||
        y.maxSimilarity - x.maxSimilarity ||
        compareText(x.members[0], y.members[0]));
}
function compareText(x, y) {
    return x < y ? -1 : x > y ? 1 : 0;
}

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
;// CONCATENATED MODULE: ./src/report/html/render-groups.ts
// The overview's list of groups: submissions linked by flagged pairs, each a button that filters the table
// to the pairs among its members.



/** How many groups the overview lists; the rest are counted. */
const LISTED_GROUPS = 40;
/** `prefix` is cut from every name (the folder all submissions share). */
function renderGroups(groups, threshold, prefix = '') {
    if (groups.length === 0) {
        return `<p class="muted">No pair reaches the threshold (${(0,render_text/* percent */.K)(threshold)}), so no submissions are linked.</p>`;
    }
    const items = groups.slice(0, LISTED_GROUPS).map((group, i) => {
        const size = group.members.length;
        const possible = (size * (size - 1)) / 2;
        const pairs = group.pairs === possible ? `${(0,plural/* plural */.L)(group.pairs, 'pair')}` : `${group.pairs} of ${possible} pairs`;
        return (`<li><button type="button" class="group" data-group="${i}">` +
            `<span class="group-head">${size} submissions · ${pairs} flagged · up to ${(0,render_text/* percent */.K)(group.maxSimilarity)}</span>` +
            `<span class="group-names">${group.members.map((name) => `<span class="name">${escapeHtml(name.slice(prefix.length))}</span>`).join(' ')}</span>` +
            '</button></li>');
    });
    const more = groups.length > LISTED_GROUPS
        ? `<p class="muted">… and ${groups.length - LISTED_GROUPS} more groups.</p>`
        : '';
    const caption = `<p class="caption">${(0,plural/* plural */.L)(groups.length, 'group')} of submissions linked by flagged pairs. Click one to list its pairs.</p>`;
    return `<ol class="groups">${items.join('')}</ol>${more}${caption}`;
}

;// CONCATENATED MODULE: ./src/report/html/render-histogram.ts
const BINS = 20;
const WIDTH = 600;
const HEIGHT = 170;
const LEFT = 8;
const TOP = 18;
const PLOT_W = WIDTH - 2 * LEFT;
const PLOT_H = 120;
/** Counts per 5% bin; bin i holds similarities in [i/20, (i+1)/20), the last one 1.0 too. */
function toHistogramBins(pairs) {
    const bins = new Array(BINS).fill(0);
    for (const pair of pairs) {
        const bin = Math.min(BINS - 1, Math.floor(pair.similarity * BINS + 1e-9));
        bins[bin] = bins[bin] + 1;
    }
    return bins;
}
function renderHistogram(pairs, settings) {
    const bins = toHistogramBins(pairs);
    const peak = Math.log1p(Math.max(1, ...bins));
    const x = (share) => LEFT + share * PLOT_W;
    const parts = [
        `<svg class="histogram" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-label="Histogram of pair similarities, log scale">`,
    ];
    if (settings.minSimilarity > 0) {
        const w = x(settings.minSimilarity) - LEFT;
        parts.push(`<rect class="unlisted" x="${LEFT}" y="${TOP}" width="${num(w)}" height="${PLOT_H}"><title>below --min-similarity: not listed</title></rect>`);
    }
    bins.forEach((count, i) => parts.push(renderBin(i, count, peak, settings.threshold)));
    parts.push(`<line class="axis" x1="${LEFT}" y1="${TOP + PLOT_H}" x2="${LEFT + PLOT_W}" y2="${TOP + PLOT_H}"/>`);
    for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
        const anchor = tick === 0 ? 'start' : tick === 1 ? 'end' : 'middle';
        parts.push(`<text class="tick" x="${num(x(tick))}" y="${TOP + PLOT_H + 16}" text-anchor="${anchor}">${tick * 100}%</text>`);
    }
    const tx = num(x(settings.threshold));
    parts.push(`<line class="threshold" x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${TOP + PLOT_H}"/>`, `<text class="threshold-label" x="${tx}" y="${TOP - 8}" text-anchor="${settings.threshold > 0.8 ? 'end' : 'start'}">threshold ${percent(settings.threshold)}</text>`, '</svg>');
    return parts.join('');
}
function renderBin(i, count, peak, threshold) {
    const lo = i / BINS;
    const hi = (i + 1) / BINS;
    const slot = PLOT_W / BINS;
    const height = count === 0 ? 0 : Math.max(2, (Math.log1p(count) / peak) * PLOT_H);
    const y = TOP + PLOT_H - height;
    const hot = lo >= threshold - 1e-9 ? ' hot' : '';
    const range = `${percent(lo)}–${percent(hi)}`;
    const label = `${count} ${count === 1 ? 'pair' : 'pairs'} at ${range}`;
    return (`<g class="bin${hot}" data-lo="${lo}" data-hi="${hi}" tabindex="0" role="button" aria-label="${label}: show in the table">` +
        `<title>${label}</title>` +
        `<rect class="hit" x="${num(LEFT + i * slot)}" y="${TOP}" width="${num(slot)}" height="${PLOT_H}"/>` +
        `<rect class="bar" x="${num(LEFT + i * slot + 2)}" y="${num(y)}" width="${num(slot - 4)}" height="${num(height)}"/>` +
        (count > 0
            ? `<text class="count" x="${num(LEFT + (i + 0.5) * slot)}" y="${num(y - 3)}" text-anchor="middle">${count}</text>`
            : '') +
        '</g>');
}
function percent(share) {
    return `${Math.round(share * 1000) / 10}%`;
}
function num(value) {
    return String(Math.round(value * 10) / 10);
}

;// CONCATENATED MODULE: ./src/report/html/fragment-marks.ts
// How the HTML report tells a pair's fragments apart: a number label and a colour from Paul Tol's "light"
// scheme, made for colour-blind readers and for text on top. The label is always shown, so colour is never
// the only cue. The same fragment gets the same mark on both sides.
/** Paul Tol's "light" qualitative colours, without its pale grey (that one marks starter code). */
const FRAGMENT_COLOURS = [
    '#77AADD',
    '#EE8866',
    '#EEDD88',
    '#FFAABB',
    '#99DDFF',
    '#44BB99',
    '#BBCC33',
    '#AAAA00',
];
/** The mark of the pair's `index`-th fragment (0-based, in the pair's fragment order). */
function toFragmentMark(index) {
    return { label: String(index + 1), colour: index % FRAGMENT_COLOURS.length };
}
/** CSS classes `.c0` … `.c7`: the colour as a custom property the stylesheet uses for fills and borders. */
function renderFragmentColourCss() {
    return FRAGMENT_COLOURS.map((colour, i) => `.c${i}{--mark:${colour}}`).join('\n');
}

;// CONCATENATED MODULE: ./src/report/html/report-style.ts
// The HTML report's stylesheet: calm colours (Okabe–Ito accents, Paul Tol fragment tints), a light and a dark
// scheme, a code view for side-by-side reading, and a print layout. Only CSS; the markup lives elsewhere.

const BASE = String.raw `
:root{--bg:#f7f7f5;--card:#fff;--fg:#1c2128;--muted:#5b6470;--line:#e2e4e8;--soft:#f0f1f3;--accent:#0072b2;
--hot:#c24e00;--hot-bg:#fdf1e8;--starter:#ececec;--sel:#e6f0f8;--mix:30%;--mix-on:58%;--code:12.5px;
font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--fg);background:var(--bg)}
@media (prefers-color-scheme:dark){:root{--bg:#14171b;--card:#1b1f24;--fg:#e4e7eb;--muted:#9aa3ad;--line:#2d333b;
--soft:#22272e;--accent:#56b4e9;--hot:#ff9a5a;--hot-bg:#3a2417;--starter:#262a30;--sel:#1f3347;--mix:24%;--mix-on:45%}}
*{box-sizing:border-box}
body{margin:0}
button{font:inherit;color:inherit}
h1,h2,h3{margin:0;font-weight:600}
.top{padding:20px 28px 10px;display:flex;flex-wrap:wrap;gap:6px 24px;align-items:baseline}
.top h1{font-size:20px;letter-spacing:-.01em}
.top h1 span{color:var(--muted);font-weight:400}
.summary{margin:0;color:var(--muted)}
.notice{flex-basis:100%;margin:4px 0 0;font-size:12.5px;color:var(--muted)}
.notice strong{color:var(--hot)}
main{padding:0 28px 24px}
.muted,.caption{color:var(--muted)}
.caption{font-size:12.5px;margin:8px 0 0}
.overview{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:16px;margin:12px 0 16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px}
.card h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin-bottom:6px}
.histogram{width:100%;height:auto;display:block;max-height:220px}
.histogram .unlisted{fill:var(--soft)}
.histogram .bar{fill:#8fa3b8}
.histogram .hot .bar{fill:var(--hot)}
.histogram .hit{fill:transparent;cursor:pointer}
.histogram .bin:hover .bar,.histogram .bin:focus .bar,.histogram .bin.on .bar{fill:var(--accent)}
.histogram .bin:focus{outline:none}
.histogram .count{font-size:10px;fill:var(--muted)}
.histogram .tick{font-size:11px;fill:var(--muted)}
.histogram .axis{stroke:var(--line)}
.histogram .threshold{stroke:var(--hot);stroke-width:1.5;stroke-dasharray:4 3}
.histogram .threshold-label{font-size:11px;fill:var(--hot);font-weight:600}
.groups{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;max-height:196px;overflow:auto}
.group{display:block;width:100%;text-align:left;background:var(--hot-bg);border:1px solid transparent;border-radius:8px;
padding:6px 10px;cursor:pointer}
.group:hover,.group:focus-visible,.group.on{border-color:var(--hot)}
.group-head{display:block;font-size:12.5px;color:var(--muted)}
.group-names .name{font-weight:600;margin-right:10px}
.toolbar{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;margin-bottom:8px}
.toolbar input[type=search]{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:7px;
background:var(--card);color:var(--fg);min-width:260px}
.chip{display:inline-flex;gap:6px;align-items:center;background:var(--sel);border:0;border-radius:999px;padding:2px 10px;
cursor:pointer;font-size:12.5px}
#count{color:var(--muted);margin-left:auto}
.table-wrap{max-height:72vh;overflow:auto;background:var(--card);border:1px solid var(--line);border-radius:10px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
thead th{position:sticky;top:0;background:var(--card);z-index:1;border-bottom:1px solid var(--line);text-align:right;
padding:0;white-space:nowrap;font-size:12.5px}
thead th button{all:unset;display:block;padding:8px 10px;cursor:pointer;color:var(--muted)}
thead th button:focus-visible{outline:2px solid var(--accent)}
thead th[aria-sort=ascending] button::after{content:" ▲"}
thead th[aria-sort=descending] button::after{content:" ▼"}
th.name,td.name{text-align:left}
tbody tr.row{height:34px;cursor:pointer}
tbody td{padding:0 10px;border-bottom:1px solid var(--soft);text-align:right;white-space:nowrap}
td.name{max-width:220px;overflow:hidden;text-overflow:ellipsis;font-weight:500}
td.rank{color:var(--muted)}
tr.row:hover{background:var(--soft)}
tr.row.selected{background:var(--sel);box-shadow:inset 3px 0 var(--accent)}
tr.flagged td.sim .val{color:var(--hot);font-weight:700}
tr.no-detail td.frags{color:var(--muted)}
td.sim{min-width:120px}
.meter{display:inline-block;width:56px;height:6px;border-radius:3px;background:var(--soft);margin-right:8px;vertical-align:middle;overflow:hidden}
.meter span{display:block;height:100%;background:#8fa3b8}
tr.flagged .meter span{background:var(--hot)}
tr.spacer td{padding:0;border:0}
details.skipped{margin-top:16px}
details.skipped li{font-size:12.5px}
footer{padding:8px 28px 24px;color:var(--muted);font-size:12.5px}
kbd{font:11px ui-monospace,monospace;border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 4px;background:var(--card)}
`;
const PAIR = String.raw `
body.pair-open{overflow:hidden}
#pair-view{position:fixed;inset:0;display:flex;flex-direction:column;background:var(--bg);z-index:5}
#pair-view[hidden]{display:none}
.pair-head{padding:12px 20px 10px;border-bottom:1px solid var(--line);background:var(--card);display:flex;flex-direction:column;gap:8px}
.pair-title{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.pair-title h2{font-size:17px}
.pair-title h2 .rank{color:var(--muted);font-weight:400;margin-right:4px}
.pair-title h2 .vs{color:var(--muted);font-weight:400;margin:0 4px}
.pair-title .sim{font-weight:700;font-size:17px}
.pair-title .sim.hot{color:var(--hot)}
.back{background:var(--soft);border:1px solid var(--line);border-radius:7px;padding:4px 10px;cursor:pointer}
.stats{color:var(--muted);font-size:12.5px}
.frag-nav{display:flex;flex-wrap:wrap;gap:5px;align-items:center}
.frag-chip{min-width:28px;padding:2px 7px;border-radius:6px;border:1px solid var(--mark);
background:color-mix(in srgb,var(--mark) var(--mix),transparent);cursor:pointer;font-weight:600;font-size:12px}
.frag-chip.active{background:var(--mark);color:#111;box-shadow:0 0 0 2px var(--fg)}
.frag-info{font-size:12.5px;color:var(--muted);margin-left:8px}
.panes{flex:1;min-height:0;display:grid;grid-template-columns:1fr 1fr}
.pane{overflow:auto;min-width:0;border-right:1px solid var(--line);background:var(--card)}
.pane:focus{outline:none}
.pane:focus-visible{outline:2px solid var(--accent);outline-offset:-2px}
.pane-title{position:sticky;top:0;z-index:2;height:34px;background:var(--card);padding:6px 12px;border-bottom:1px solid var(--line);
font-weight:600;display:flex;gap:8px;align-items:baseline;white-space:nowrap;overflow:hidden}
.pane-title .side{font-size:11px;color:var(--card);background:var(--muted);border-radius:4px;padding:0 5px}
.file-name{position:sticky;top:34px;z-index:1;height:28px;background:var(--soft);border-bottom:1px solid var(--line);
font:600 12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;padding:5px 12px;
display:flex;justify-content:space-between;gap:8px}
.file-name span+span{color:var(--muted);font-weight:400}
.code{font:var(--code)/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;tab-size:4;padding-bottom:8px}
.ln{display:grid;grid-template-columns:3.6em 2.4em minmax(0,1fr);border-left:4px solid transparent}
.ln .no{color:var(--muted);text-align:right;padding-right:8px;user-select:none;opacity:.75}
.ln .mk{user-select:none;text-align:center}
.ln .tx{white-space:pre-wrap;overflow-wrap:anywhere;padding-right:10px}
.ln.f{background:color-mix(in srgb,var(--mark) var(--mix),transparent);border-left-color:var(--mark);cursor:pointer}
.ln.f.active{background:color-mix(in srgb,var(--mark) var(--mix-on),transparent);border-left-width:6px}
.ln.f.first{box-shadow:inset 0 1px 0 var(--mark)}
.ln .mk b{display:inline-block;min-width:1.7em;border-radius:4px;background:var(--mark);color:#111;font-size:11px;line-height:1.5}
.ln.starter{background:repeating-linear-gradient(135deg,var(--starter) 0 6px,transparent 6px 12px);color:var(--muted)}
.ln.starter-first .tx::after{content:"starter code";float:right;font:10.5px system-ui,sans-serif;color:var(--muted);
background:var(--card);border:1px solid var(--line);border-radius:4px;padding:0 6px;margin:1px 0 0 8px}
.legend{display:flex;gap:14px;flex-wrap:wrap;font-size:12px;color:var(--muted);align-items:center}
.swatch{display:inline-block;width:22px;height:12px;vertical-align:middle;border-radius:3px;margin-right:4px}
.swatch.starter{background:repeating-linear-gradient(135deg,#cfcfcf 0 4px,transparent 4px 8px);border:1px solid var(--line)}
.missing{padding:12px;color:var(--muted)}
.no-detail-note{padding:24px;max-width:720px}
@media (max-width:900px){.overview{grid-template-columns:1fr}.panes{grid-template-columns:1fr;grid-template-rows:1fr 1fr}}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important}}
@media print{
:root{--bg:#fff;--card:#fff;--soft:#f0f0f0;--mix:40%;--mix-on:40%;--code:8.5pt}
*{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.toolbar,.back,.frag-nav,footer .keys,.histogram .hit{display:none}
.table-wrap{max-height:none;overflow:visible;border:0}
#pair-view{position:static}
body.pair-open{overflow:visible}
body.pair-open #overview-view,body.pair-open .top{display:none}
.panes{display:grid;grid-template-columns:1fr 1fr}
.pane{overflow:visible}
.pane-title,.file-name{position:static}
.ln{break-inside:avoid}
.ln.starter,.swatch.starter{background:#eeeeee}
tr.row{break-inside:avoid}
}
`;
/** The whole stylesheet, fragment colour classes included. */
const REPORT_STYLE = BASE + PAIR + renderFragmentColourCss() + '\n';

// EXTERNAL MODULE: ./src/engine/sha256.ts
var sha256 = __webpack_require__(9539);
;// CONCATENATED MODULE: ./src/report/html/sha256-base64.ts
// SHA-256 of a string's UTF-8 bytes, base64-encoded: the hashes the report's Content-Security-Policy lists so
// that its own inline script and style, and nothing else, may run. Pure: the report may not import node:crypto.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The base64 SHA-256 digest of `text` encoded as UTF-8, as a CSP `'sha256-…'` source wants it. */
function sha256Base64(text) {
    return toBase64((0,sha256/* sha256 */.s)(toUtf8(text)));
}
function toUtf8(text) {
    const bytes = [];
    for (const char of text) {
        const c = char.codePointAt(0);
        if (c < 0x80)
            bytes.push(c);
        else if (c < 0x800)
            bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000)
            bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else
            bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return Uint8Array.from(bytes);
}
function toBase64(bytes) {
    let out = '';
    for (let i = 0; i < bytes.length; i += 3) {
        const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
        out += BASE64[n >> 18] + BASE64[(n >> 12) & 63] + BASE64[(n >> 6) & 63] + BASE64[n & 63];
    }
    const pad = (3 - (bytes.length % 3)) % 3;
    return out.slice(0, out.length - pad) + '='.repeat(pad);
}

// EXTERNAL MODULE: ./src/report/lines.ts
var lines = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/report/common-folder.ts
var common_folder = __webpack_require__(1014);
;// CONCATENATED MODULE: ./src/report/html/to-html-payload.ts



function toHtmlPayload(result, source, limits) {
    const names = result.submissions.map((s) => s.name);
    const index = new Map(names.map((name, i) => [name, i]));
    const { files, fileOf } = collectFiles(result, source, index);
    const details = [];
    const pairs = result.pairs.slice(0, limits.tableLimit).map((pair, rank) => {
        const detail = rank < limits.detailLimit ? details.push(toFragmentRows(pair, fileOf)) - 1 : -1;
        return toPairRow(pair, index, detail);
    });
    const prefix = (0,common_folder/* commonFolder */.M)(names);
    return {
        prefix,
        names: names.map((name) => name.slice(prefix.length)),
        lines: result.submissions.map((s) => s.files.reduce((sum, f) => sum + f.lines, 0)),
        pairs,
        details,
        files,
        groups: limits.groups.map((members) => members.map((name) => index.get(name) ?? -1)),
        threshold: result.settings.threshold,
    };
}
/** The files the fragments name, each once, in order of first use; a text seen before points at its twin. */
function collectFiles(result, source, index) {
    const summaries = new Map(result.submissions.flatMap((s) => s.files.map((f) => [fileKey(s.name, f.path), f])));
    const files = [];
    const fileIndex = new Map();
    const textIndex = new Map();
    const fileOf = (submission, path) => {
        const key = fileKey(submission, path);
        let at = fileIndex.get(key);
        if (at === undefined) {
            const text = source(submission, path);
            const same = text === undefined ? undefined : textIndex.get(text);
            at = files.push(toFileEntry(index.get(submission) ?? -1, path, { text, same }, summaries.get(key))) - 1;
            fileIndex.set(key, at);
            if (text !== undefined && same === undefined)
                textIndex.set(text, at);
        }
        return at;
    };
    return { files, fileOf };
}
function toPairRow(pair, index, detail) {
    return [
        index.get(pair.a) ?? -1,
        index.get(pair.b) ?? -1,
        round(pair.similarity),
        round(pair.coverageA),
        round(pair.coverageB),
        pair.longestFragment,
        pair.sharedLinesA,
        pair.sharedLinesB,
        pair.flagged ? 1 : 0,
        pair.fragments.length,
        detail,
    ];
}
function toFragmentRows(pair, fileOf) {
    return pair.fragments.map((fragment, i) => {
        const { a, b } = fragment;
        const mark = toFragmentMark(i);
        return [
            fileOf(pair.a, a.file),
            a.lines.start,
            a.lines.end,
            fileOf(pair.b, b.file),
            b.lines.start,
            b.lines.end,
            mark.colour,
            mark.label,
            (0,lines/* renderLines */.ET)(a.lines),
            (0,lines/* renderLines */.ET)(b.lines),
        ];
    });
}
function toFileEntry(submission, path, content, summary) {
    const st = (summary?.starterLines ?? []).map((range) => [
        range.start,
        range.end,
    ]);
    if (content.same !== undefined)
        return { s: submission, p: path, same: content.same, st };
    return content.text === undefined
        ? { s: submission, p: path, st }
        : { s: submission, p: path, t: content.text, st };
}
function fileKey(submission, path) {
    return `${submission}\u0000${path}`;
}
function round(share) {
    return Math.round(share * 10_000) / 10_000;
}

;// CONCATENATED MODULE: ./src/report/html/to-script-json.ts
// Data embedded in the HTML report as `<script type="application/json">`: JSON that can never close the
// element or start markup, whatever the student code inside it says.
/**
 * JSON text for a script element: `<` becomes \u003c (so neither `</script` nor `<!--` can appear), `>` and `&`
 * likewise, and U+2028/U+2029 are escaped as in older JavaScript they end a line. `JSON.parse` reads it back
 * unchanged.
 */
function toScriptJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/report/html/render-html.ts












const DEFAULT_DETAIL_LIMIT = 200;
const DEFAULT_TABLE_LIMIT = 50_000;
const SCRIPT = `(function () {\n'use strict';${PRELUDE_SCRIPT}${TABLE_SCRIPT}${PAIR_SCRIPT}${MAIN_SCRIPT}})();\n`;
const COLUMNS = [
    ['rank', '#', ''],
    ['sim', 'Similarity', ''],
    ['covA', 'Covers A', ''],
    ['covB', 'Covers B', ''],
    ['longest', 'Longest', ''],
    ['lines', 'Shared lines A / B', ''],
    ['a', 'Submission A', 'name'],
    ['b', 'Submission B', 'name'],
    ['frags', 'Fragments', ''],
];
/** The whole page as one string. The same result and sources always give the same bytes. */
function renderHtml(result, options) {
    const detailLimit = options.detailLimit ?? DEFAULT_DETAIL_LIMIT;
    const tableLimit = options.tableLimit ?? DEFAULT_TABLE_LIMIT;
    const groups = findGroups(result.pairs);
    const payload = toHtmlPayload(result, options.source, {
        detailLimit,
        tableLimit,
        groups: groups.map((group) => group.members),
    });
    const flagged = result.pairs.filter((pair) => pair.flagged).length;
    const title = `codewinnow · ${result.submissions.length} submissions · ${flagged} flagged ${flagged === 1 ? 'pair' : 'pairs'}`;
    return [
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">`,
        '<meta name="referrer" content="no-referrer">\n<meta name="robots" content="noindex, nofollow">',
        `<title>${escapeHtml(title)}</title>\n<link rel="icon" href="data:,">`,
        `<style>${REPORT_STYLE}</style>\n</head>\n<body>`,
        renderTop(result, flagged, payload.prefix),
        '<main>\n<div id="overview-view">',
        '<section class="overview">',
        `<div class="card"><h2>Similarity of all listed pairs</h2>${renderHistogram(result.pairs, result.settings)}` +
            `<p class="caption">${result.pairs.length} pairs at or above ${(0,render_text/* percent */.K)(result.settings.minSimilarity)}, on a log scale. Click a bar to list its pairs.</p></div>`,
        `<div class="card"><h2>Groups at or above the threshold</h2>${renderGroups(groups, result.settings.threshold, payload.prefix)}</div>`,
        '</section>',
        renderTableShell(result, { detailLimit, tableLimit, flagged }),
        renderSkipped(result),
        '</div>\n<section id="pair-view" hidden aria-live="polite"></section>\n</main>',
        renderFooter(),
        `<script type="application/json" id="report-data">${toScriptJson(payload)}</script>`,
        `<script>${SCRIPT}</script>`,
        '<noscript><p>This report needs JavaScript to show the table and the code.</p></noscript>',
        '</body>\n</html>\n',
    ].join('\n');
}
/** Nothing may be fetched; only this page's own script and stylesheet, by hash, may run. */
function contentSecurityPolicy() {
    return [
        "default-src 'none'",
        `script-src 'sha256-${sha256Base64(SCRIPT)}'`,
        `style-src 'sha256-${sha256Base64(REPORT_STYLE)}'`,
        'img-src data:',
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
}
function renderTop(result, flagged, prefix) {
    const { settings } = result;
    const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
    const share = settings.maxShare < 1 ? ` · code in over ${(0,render_text/* percent */.K)(settings.maxShare)} of submissions ignored` : '';
    return ('<header class="top"><h1>codewinnow <span>similarity report</span></h1>' +
        `<p class="summary">${result.submissions.length} submissions${prefix ? ` in <code>${escapeHtml(prefix)}</code>` : ''} · ${files} files · ${result.pairs.length} pairs listed · ` +
        `<strong>${flagged} flagged</strong> (≥ ${(0,render_text/* percent */.K)(settings.threshold)}) · k=${settings.k}, w=${settings.w}${share}</p>` +
        '<p class="notice"><strong>Confidential:</strong> this report contains students\' code. Keep it where only course staff can read it. ' +
        'Similarity is a reason to look, not a verdict.</p></header>');
}
function renderTableShell(result, limits) {
    const headers = COLUMNS.map(([key, label, className]) => `<th data-key="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`).join('');
    const total = result.pairs.length;
    const detailed = Math.min(total, limits.detailLimit);
    const notes = [
        detailed === total
            ? 'Every listed pair can be opened side by side.'
            : `Code side by side is included for the top ${detailed} pairs` +
                (limits.flagged <= detailed
                    ? ` (all ${limits.flagged} flagged pairs among them).`
                    : `: only ${detailed} of the ${limits.flagged} flagged pairs.`),
    ];
    if (total > limits.tableLimit)
        notes.push(`The table lists the top ${limits.tableLimit} of ${total} pairs.`);
    return ('<section class="pairs" aria-label="Pairs">' +
        '<div class="toolbar"><input type="search" id="filter" placeholder="Filter by submission name  ( / )" aria-label="Filter by submission name">' +
        '<label><input type="checkbox" id="flagged-only"> flagged only</label><span id="active-filters"></span><span id="count"></span></div>' +
        `<div class="table-wrap" id="table-wrap"><table id="pairs"><thead><tr>${headers}</tr></thead><tbody id="rows"></tbody></table></div>` +
        `<p class="caption">${notes.join(' ')} Coverage is the share of a submission's code (starter code not counted) inside shared fragments; longest is in tokens.</p>` +
        '</section>');
}
function renderSkipped(result) {
    if (result.skipped.length === 0)
        return '';
    const items = result.skipped
        .slice(0, 500)
        .map((skip) => `<li>${escapeHtml(skip.submission)}/${escapeHtml(skip.path)}: ${escapeHtml(skip.detail)}</li>`);
    const more = result.skipped.length > 500 ? `<li>… and ${result.skipped.length - 500} more</li>` : '';
    return `<details class="skipped"><summary>${result.skipped.length} files skipped</summary><ul>${items.join('')}${more}</ul></details>`;
}
function renderFooter() {
    return ('<footer><p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> move through pairs · <kbd>Enter</kbd> open · ' +
        '<kbd>n</kbd>/<kbd>p</kbd> next/previous fragment · <kbd>j</kbd>/<kbd>k</kbd> next/previous pair while open · <kbd>Esc</kbd> back · <kbd>/</kbd> filter</p>' +
        '<p>Made by codewinnow. This file loads nothing from the network.</p></footer>');
}


/***/ }),

/***/ 2365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ renderLines),
/* harmony export */   Rr: () => (/* binding */ renderLineSpan),
/* harmony export */   WI: () => (/* binding */ toHumanLines)
/* harmony export */ });
/** "12–30" or "12" for a one-line range. */
function renderLines(range) {
    const first = range.start + 1;
    const last = Math.max(first, range.end);
    return first === last ? `${first}` : `${first}–${last}`;
}
/** First and last 1-based line, for annotations. */
function toHumanLines(range) {
    const startLine = range.start + 1;
    return { startLine, endLine: Math.max(startLine, range.end) };
}
/** "lines 12–30", or "line 12" for a one-line range. */
function renderLineSpan(range) {
    const text = renderLines(range);
    return text.includes('–') ? `lines ${text}` : `line ${text}`;
}


/***/ }),

/***/ 5534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ percent),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _common_folder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1014);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2365);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);



function renderText(result, options) {
    const { settings, pairs } = result;
    const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
    const flagged = pairs.filter((pair) => pair.flagged).length;
    const folder = (0,_common_folder_js__WEBPACK_IMPORTED_MODULE_0__/* .commonFolder */ .M)(result.submissions.map((s) => s.name));
    const out = [
        `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.submissions.length, 'submission')}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(files, 'file')}; k=${settings.k} w=${settings.w}; ` +
            `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pairs.length, 'pair')} at or above ${percent(settings.minSimilarity)}, ${flagged} flagged ` +
            `(similarity ≥ ${percent(settings.threshold)} or a fragment of ≥ ${settings.longFragment} tokens)`,
    ];
    if (folder)
        out.push(`Submissions in ${folder}`);
    if (result.ignoredAbove !== undefined) {
        out.push(`Code found in more than ${result.ignoredAbove} submissions was ignored as common, to keep this run ` +
            `linear in the course's size (--max-share sets a limit of your own).`);
    }
    const named = folder
        ? pairs.map((p) => ({ ...p, a: p.a.slice(folder.length), b: p.b.slice(folder.length) }))
        : pairs;
    if (pairs.length > 0)
        out.push('', ...renderTable(named.slice(0, options.maxPairs)));
    if (pairs.length > options.maxPairs)
        out.push(`… and ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pairs.length - options.maxPairs, 'more pair')} (--format csv lists all)`);
    if (pairs.length > 0)
        out.push(...renderLegend(result, named.slice(0, options.maxPairs)));
    const ranked = named.map((pair, index) => ({ pair, rank: index + 1 }));
    const flaggedOnes = ranked.filter(({ pair }) => pair.flagged);
    const detailed = (flaggedOnes.length > 0 ? flaggedOnes : ranked.slice(0, 1)).slice(0, options.detailedPairs);
    for (const { pair, rank } of detailed)
        out.push('', ...renderFragments(rank, pair));
    if (result.skipped.length > 0)
        out.push('', ...renderSkipped(result));
    return out.join('\n') + '\n';
}
function renderTable(pairs) {
    const header = ['#', 'similarity', 'cover a', 'cover b', 'longest', 'lines a', 'lines b', 'flag', 'a', 'b'];
    const rows = pairs.map((pair, i) => [
        String(i + 1),
        percent(pair.similarity),
        percent(pair.coverageA),
        percent(pair.coverageB),
        String(pair.longestFragment),
        String(pair.sharedLinesA),
        String(pair.sharedLinesB),
        pair.flagged ? '!' : '',
        pair.a,
        pair.b,
    ]);
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
    const line = (cells) => cells
        .map((cell, c) => (c < 8 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}
// What each column counts, and why a pair at or above the threshold is not flagged (it shares too little).
function renderLegend(result, listed) {
    const { threshold, k } = result.settings;
    const lines = [
        'similarity: share of both submissions in shared fragments (starter code not counted); ' +
            'cover a, cover b: share of a, of b; longest: tokens in the longest fragment; ' +
            'lines a, lines b: lines of a, of b in fragments; !: flagged.',
    ];
    const small = listed.flatMap((pair, index) => !pair.flagged && pair.similarity >= threshold ? [`#${index + 1}`] : []);
    if (small.length > 0) {
        lines.push(`Not flagged though at or above ${percent(threshold)}: ${small.join(', ')}, which share fewer than ` +
            `${2 * k} tokens (two k-grams) on a side: too little code to tell copying from coincidence.`);
    }
    return lines;
}
function renderFragments(rank, pair) {
    const lines = [
        `${rank}. ${pair.a} ↔ ${pair.b}: ${percent(pair.similarity)}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pair.fragments.length, 'fragment')}`,
    ];
    for (const fragment of pair.fragments) {
        lines.push(`   ${fragment.a.file}:${(0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .renderLines */ .ET)(fragment.a.lines)}  ↔  ${fragment.b.file}:${(0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .renderLines */ .ET)(fragment.b.lines)}`);
    }
    return lines;
}
function renderSkipped(result) {
    const lines = [`Skipped ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.skipped.length, 'file')}:`];
    for (const skip of result.skipped.slice(0, 20))
        lines.push(`   ${skip.submission}/${skip.path}: ${skip.detail}`);
    if (result.skipped.length > 20)
        lines.push(`   … and ${result.skipped.length - 20} more (--format json lists all)`);
    return lines;
}
function percent(share) {
    return `${(share * 100).toFixed(1)}%`;
}


/***/ })

};
