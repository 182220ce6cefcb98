export const id = 758;
export const ids = [758];
export const modules = {

/***/ 1737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vt: () => (/* binding */ decideFlag),
/* harmony export */   ct: () => (/* binding */ toCohortJudgement)
/* harmony export */ });
/* unused harmony export outlierCutoff */
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);

/**
 * Flagged when, with at least two k-grams' worth of code shared on each side (so one coincidental line in a
 * near-empty submission never flags):
 * - the similarity reaches the threshold, whatever the course and the names: half of both programs the
 *   same token for token is worth a look even when a copy reworded its messages and renamed at random; or
 * - its score (similarity weighed by how far the names agree, engine/name-agreement.ts) stands out from
 *   this course's scores: at least OUTLIER_FLOOR, OUTLIER_SPREAD robust deviations above the course's
 *   median and OUTLIER_MIN_RATIO times it. Below the threshold, where independent solutions of one
 *   exercise share shapes, only code whose names agree counts; or
 * - one fragment carries at least `longFragment` informative tokens (engine/fragment-evidence.ts, names
 *   weighed in too): a rare, non-repetitive run that long is copied code whatever the share.
 */
function decideFlag(scores, cohort, settings) {
    if (Math.min(scores.sharedTokensA, scores.sharedTokensB) < 2 * settings.k)
        return { flagged: false, reason: '' };
    const { similarity, score, strongest } = scores;
    const parts = [];
    if (similarity >= settings.threshold || score >= outlierCutoff(cohort))
        parts.push(describeShare(scores, cohort));
    if (strongest.informative >= settings.longFragment)
        parts.push(describeFragment(strongest));
    return { flagged: parts.length > 0, reason: parts.join('; ') };
}
/**
 * The score from which a pair stands out from this course (never below OUTLIER_FLOOR); Infinity when the
 * course has too few pairs to say.
 */
function outlierCutoff(cohort) {
    if (cohort.pairs < _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_COHORT_PAIRS */ .FL)
        return Infinity;
    // 1.4826 × MAD estimates the standard deviation of a normal distribution.
    const deviation = 1.4826 * cohort.mad;
    return Math.max(_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTLIER_FLOOR */ .w2, cohort.median + _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTLIER_SPREAD */ .PI * deviation, _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTLIER_MIN_RATIO */ .IX * cohort.median);
}
/** The statistics as reports show them, with the cutoff worked out once. */
function toCohortJudgement(cohort) {
    const cutoff = outlierCutoff(cohort);
    return {
        ...cohort,
        standsOutFrom: Number.isFinite(cutoff) ? cutoff : null,
        alike: cohort.pairs >= _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_COHORT_PAIRS */ .FL && cohort.median >= _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTLIER_FLOOR */ .w2,
    };
}
function describeShare(scores, cohort) {
    const { names } = scores;
    const agree = names.compared > 0 ? `, names agree in ${percent(names.agreeing / names.compared)}` : '';
    const text = `similarity ${percent(scores.similarity)}${agree}`;
    if (cohort.pairs < _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_COHORT_PAIRS */ .FL)
        return text;
    if (cohort.median >= 0.01)
        return `${text}; ${times(scores.score / cohort.median)} this course's median`;
    return `${text}; this course's median pair shares under 1%`;
}
function describeFragment(strongest) {
    const n = strongest.othersSharing;
    const others = n === 0 ? ' no other submission shares' : `, mostly also in ${n} other submission${n === 1 ? '' : 's'}`;
    const repeated = strongest.complexity < 0.75 ? `, ${percent(1 - strongest.complexity)} of it repetitive` : '';
    return `a ${strongest.length}-token fragment${others}${repeated}`;
}
const percent = (share) => `${Math.round(share * 100)}%`;
function times(ratio) {
    return ratio >= 10 ? `${Math.round(ratio)}×` : `${ratio.toFixed(1)}×`;
}


/***/ }),

/***/ 9336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   n8: () => (/* binding */ parseShare),
/* harmony export */   oA: () => (/* binding */ parseWholeNumber)
/* harmony export */ });
/* unused harmony export parseSwitch */
/* harmony import */ var _engine_describe_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2566);
// The one parser for the values of settings, as both shells take them (command-line options, action
// inputs): shares such as 0.4 or 40%, whole numbers in a range, on/off switches. Each parser trims what it is
// given, adds a problem (what was expected, what came in) instead of throwing, so that every value is checked
// together and one error lists them all, and returns its fallback so parsing can go on. Pure; the shells
// choose the names (`--threshold`, `threshold`) and what an unset value is (undefined).

const SHARE = 'a share from 0 to 1 or a percentage such as 40%';
/** Decimal notation only: no exponents, hexadecimal or Infinity, which Number() would take. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^-?\d+$/;
/**
 * A share from 0 to 1, written as a number (0.4) or a percentage (40%). A bare number above 1 is refused:
 * "2" could mean 2% or a typing slip for 0.2, and "1.01" reads as 1.01% to some and 101% to others.
 * `also` is prepended to what was expected (such as "'never' or ").
 */
function parseShare(name, text, fallback, problems, also = '') {
    if (text === undefined)
        return fallback;
    const trimmed = text.trim();
    const percent = trimmed.endsWith('%');
    const digits = percent ? trimmed.slice(0, -1).trimEnd() : trimmed;
    const number = DECIMAL.test(digits) ? Number(digits) : Number.NaN;
    const value = percent ? number / 100 : number;
    if (Number.isFinite(value) && value >= 0 && value <= 1)
        return value;
    const hint = !percent && Number.isFinite(number) && number > 1 && number <= 100
        ? ` (a bare number above 1 is ambiguous: write ${trimmed}% or ${Number((number / 100).toFixed(6))})`
        : '';
    problems.push(`${name}: expected ${also}${SHARE}, got '${text}'${hint}`);
    return fallback;
}
/** A whole number from `range.min` to `range.max`. */
function parseWholeNumber(name, text, range, problems) {
    if (text === undefined)
        return range.fallback;
    const trimmed = text.trim();
    const value = WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (Number.isInteger(value) && value >= range.min && value <= range.max)
        return value;
    problems.push(`${name}: expected a whole number from ${range.min} to ${range.max}, got '${text}'`);
    return range.fallback;
}
/** on/true/yes or off/false/no, in any case. */
function parseSwitch(name, text, fallback, problems) {
    if (text === undefined)
        return fallback;
    const value = text.trim().toLowerCase();
    if (['on', 'true', 'yes'].includes(value))
        return true;
    if (['off', 'false', 'no'].includes(value))
        return false;
    problems.push(`${name}: expected on or off, got '${text}'`);
    return fallback;
}
/** One of `choices`, in any case; `describe` says what they mean when it helps. */
function parseChoice(name, text, choices, problems) {
    if (text === undefined)
        return choices.fallback;
    const value = text.trim().toLowerCase();
    const found = choices.values.find((choice) => choice === value);
    if (found !== undefined)
        return found;
    problems.push(`${name}: expected ${listOf(choices.values)}${choices.note ?? ''}, got '${text}'`);
    return choices.fallback;
}
/** A case-insensitive regular expression; `fallback` matches nothing useful and lets parsing go on. */
function parsePattern(name, text, problems) {
    try {
        return new RegExp(text, 'i');
    }
    catch (error) {
        problems.push(`${name}: expected a regular expression, got '${text}' (${(0,_engine_describe_error_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)})`);
        return /^$/;
    }
}
/** "a, b or c". */
function listOf(values) {
    return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ MIN_COHORT_PAIRS),
/* harmony export */   IX: () => (/* binding */ OUTLIER_MIN_RATIO),
/* harmony export */   PI: () => (/* binding */ OUTLIER_SPREAD),
/* harmony export */   a$: () => (/* binding */ DEFAULT_SETTINGS),
/* harmony export */   cO: () => (/* binding */ toPairOptions),
/* harmony export */   w2: () => (/* binding */ OUTLIER_FLOOR),
/* harmony export */   xq: () => (/* binding */ DEFAULT_STORED_WINDOW)
/* harmony export */ });
/* unused harmony exports MATCH_BUDGET_PER_FINGERPRINT, MATCH_BUDGET_FLOOR, maxSubmissionsPerFingerprint */
// Chosen on IR-Plag (npm run bench:quality; README has the figures):
// - k = 14 normalized tokens, about two lines of Java once braces and imports are gone. k from 12 to 16
//   gives AUCs within about 0.01 of each other; shorter k-grams match the idioms every solution of an
//   exercise shares, longer ones miss the shorter runs left in reordered code (these programs are 11 to 34
//   lines long). w = 8 keeps density 2/9 and still finds any shared run of w + k - 1 = 21 tokens; a
//   submission of up to 4 KiB keeps every k-gram instead, as its snapshot does (check/stored-window.ts).
// - maxShare = 1 (ignore nothing): every share below 1 lowered the AUCs there, because copies of one
//   original are the majority of each task; a course whose shared code is not in --base should set it.
// - the match budget: at most MATCH_BUDGET_PER_FINGERPRINT matches per fingerprint (and never fewer than
//   MATCH_BUDGET_FLOOR), so pairing stays linear in the course's size (bench:speed). A course that would
//   exceed it ignores its most widely shared fingerprints first, and says so; IR-Plag's tasks (under 70
//   submissions, 55 copies of one program among them) never reach it.
// - threshold 0.5: independent solutions of one exercise rarely cover half of each other, copies do. It
//   flags whatever the course looks like and whatever the names (a copy renamed at random with reworded
//   messages is still half of both programs token for token); OUTLIER_FLOOR and OUTLIER_SPREAD below flag
//   less similar pairs where the course's own pairs are far less similar still (see check/decide-flag.ts).
//   Judged on the score instead, the threshold cut IR-Plag's and the disguise benchmark's false flags by
//   a few percent to a third but lost copies that reworded their prompts (IR-Plag, pairs with the original:
//   recall 0.746 → 0.713), the kind of copy an LLM makes: kept on the similarity.
// - longFragment 100 informative tokens (about 12 to 20 lines of ordinary code no other submission has):
//   one run that long is copied code whatever the share. Counted in informative tokens, not raw ones
//   (engine/fragment-evidence.ts), because on a held-out contest set 541 of 558 false flags came from
//   raw runs of 104 to 129 tokens: literal lists (a char[] of the alphabet) and code many submissions
//   share, which carry little information however long they are.
const DEFAULT_SETTINGS = {
    k: 14,
    w: 8,
    maxShare: 1,
    minSimilarity: 0.05,
    threshold: 0.5,
    longFragment: 100,
};
/**
 * Largest window of the fingerprints a snapshot stores (see stored-window.ts). 32 keeps a snapshot under a
 * tenth of its source (bench:snapshot); on planted copies in synthetic 2,000-line submissions a check then
 * scores 0.94 of compare's similarity (0.95 at 28, 0.98 at 8), all of them flagged (bench:stored-window).
 * Small submissions are stored whole, so checks of IR-Plag's programs score as compare does (bench:quality).
 */
const DEFAULT_STORED_WINDOW = 32;
/**
 * A pair below the threshold is still flagged when it stands out from its course: its score (similarity ×
 * the share of the shared code whose names agree, engine/name-agreement.ts) at least OUTLIER_SPREAD robust
 * standard deviations (1.4826 × the median absolute deviation) above the course's median score, and at
 * least OUTLIER_FLOOR. The score, not the similarity: below the threshold, where independent solutions of
 * an exercise share shapes, the same shape under unrelated names is not evidence. Why these values:
 * - OUTLIER_FLOOR 0.25: disguised copies (statements inserted, methods extracted, rewritten by an LLM) sit
 *   at 15 to 45% similarity, under the threshold; a quarter of both submissions shared is more than
 *   independent solutions of an exercise share unless the exercise is tiny, and in a course of tiny
 *   exercises the median rises and lifts the cutoff with it. The floor keeps a course of three students,
 *   or one whose pairs share nothing (median and deviation 0), from flagging every pair above zero.
 * - OUTLIER_SPREAD 5: a course of n submissions has n²/2 pairs, so a rare independent pair must not count
 *   as standing out: five deviations is far in the tail even of the heavy-tailed distributions pair
 *   similarities have, and a course where everyone kept the same starter (not given as --base) has a high
 *   median and a cutoff above the threshold, so only the threshold and the fragment rule flag there.
 * Neither was tuned on IR-Plag: its tasks are three-quarters copies of one original, so its median pair is
 * a copy and the cutoff lies above the threshold. A check on them: each IR-Plag task's independent
 * solutions alone (a course where nobody copied, 16 submissions) get cutoffs of 0.81 to 2.1 (by score) from these
 * values, so the rule adds no flag there. The threshold stays absolute rather than rising with the median,
 * because a course where most submissions descend from one source (IR-Plag's tasks; a leaked solution)
 * looks, by similarity alone, like one where everyone kept the same starter; the starter belongs in --base.
 */
const OUTLIER_FLOOR = 0.25;
const OUTLIER_SPREAD = 5;
/**
 * And at least this many times the median pair's similarity: where the course's pairs are all alike (the
 * same starter in every submission, not given as --base) the deviation is 0 and says nothing, and a pair
 * at the course's median must not count as standing out from it.
 */
const OUTLIER_MIN_RATIO = 2;
/**
 * Fewest pairs whose statistics a pair is judged against: the median and deviation of fewer (a course of
 * four students has six pairs) say nothing, and there only the threshold and the fragment rule flag.
 */
const MIN_COHORT_PAIRS = 10;
const MATCH_BUDGET_PER_FINGERPRINT = 1;
const MATCH_BUDGET_FLOOR = 500_000;
/**
 * How many submissions a fingerprint may stand in before it is ignored. Never below two submissions: a pair
 * always counts, whatever the share.
 */
function maxSubmissionsPerFingerprint(maxShare, submissions) {
    return Math.max(2, Math.floor(maxShare * submissions));
}
/** The engine's options for a run over `corpus`. */
function toPairOptions(settings, corpus, run = {}) {
    let fingerprints = 0;
    for (const file of corpus.files)
        fingerprints += file.fingerprints.hashes.length;
    const submissions = run.submissions ?? corpus.submissions.length;
    return {
        maxSubmissionsPerFingerprint: maxSubmissionsPerFingerprint(settings.maxShare, submissions),
        maxMatches: Math.max(MATCH_BUDGET_FLOOR, MATCH_BUDGET_PER_FINGERPRINT * fingerprints),
        minSimilarity: settings.minSimilarity,
        keepFragment: settings.longFragment,
        cohortSize: submissions,
        ...(run.onIgnore ? { onIgnore: run.onIgnore } : {}),
    };
}


/***/ }),

/***/ 5451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   St: () => (/* binding */ NO_COHORT),
/* harmony export */   b6: () => (/* binding */ COHORT_MIN_SIMILARITY),
/* harmony export */   mp: () => (/* binding */ cohortOfPairs)
/* harmony export */ });
/* unused harmony export toCohortStats */
/** No course seen: nothing stands out by comparison, only the absolute rules decide. */
const NO_COHORT = { pairs: 0, median: 0, mad: 0 };
/**
 * The statistics of `pairCount` pairs whose listed scores are `scores` (the others count as 0).
 * Cost: sorting the listed ones, however many pairs are left out.
 */
function toCohortStats(scores, pairCount) {
    const listed = Float64Array.from(scores).sort();
    const pairs = Math.max(pairCount, listed.length);
    if (pairs === 0)
        return NO_COHORT;
    const zeros = pairs - listed.length;
    const median = medianOf(listed, { value: 0, count: zeros });
    const deviations = listed.map((x) => Math.abs(x - median)).sort();
    const mad = medianOf(deviations, { value: median, count: zeros });
    return { pairs, median: toMillionths(median), mad: toMillionths(mad) };
}
// Kept to millionths, as a snapshot stores them: a course's statistics mean the same saved or not.
const toMillionths = (share) => Math.round(share * 1_000_000) / 1_000_000;
// Median of `sorted` together with `extra.count` copies of `extra.value`.
function medianOf(sorted, extra) {
    const total = sorted.length + extra.count;
    const low = valueAt(sorted, extra, Math.floor((total - 1) / 2));
    const high = valueAt(sorted, extra, Math.floor(total / 2));
    return (low + high) / 2;
}
function valueAt(sorted, extra, rank) {
    let below = 0;
    while (below < sorted.length && sorted[below] < extra.value)
        below++;
    if (rank < below)
        return sorted[rank];
    if (rank < below + extra.count)
        return extra.value;
    return sorted[rank - extra.count];
}
/**
 * Pairs under this similarity count as 0 in the statistics, whatever a report lists: the statistics, and so
 * the verdicts, must not change with how many pairs a run is asked to list (--min-similarity), and every
 * pair of a large course is too many to score.
 */
const COHORT_MIN_SIMILARITY = 0.05;
/**
 * The score statistics of every pair of the first `submissions` engine submissions (the course), pairs not
 * given or under COHORT_MIN_SIMILARITY counting as 0; pairs with later submissions (an earlier term's) are
 * left out. `pairs` must hold every pair from COHORT_MIN_SIMILARITY up.
 */
function cohortOfPairs(pairs, submissions) {
    const scores = [];
    for (const pair of pairs)
        if (pair.b < submissions && pair.scores.similarity >= COHORT_MIN_SIMILARITY)
            scores.push(pair.scores.score);
    return toCohortStats(scores, (submissions * (submissions - 1)) / 2);
}


/***/ }),

/***/ 2718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ findPairs)
});

;// CONCATENATED MODULE: ./src/engine/cohort-rarity.ts
// How rare each fingerprint is in the cohort: the number of submissions it stands in (its document
// frequency), turned into a weight in [0, 1]. Code every solution has (a loop header, a fast-input template,
// the starter left in) says nothing about copying; code two submissions alone share says a lot. The weight
// is the inverse document frequency ln(N / df) divided by its value for df = 2 (a hash only the pair itself
// has): a fragment nobody else shares keeps its full length, one every submission has weighs nothing.
// compare50's smoothed 1 + ln(N / (1 + df)) was tried first: in a course of nine where everyone kept the
// same starter (the demo course without --base) it still gave the starter 0.43 of its length, enough for
// the fragment rule to flag all 36 pairs; MOSS and Dolos drop such fingerprints outright.
/**
 * The weight of a fingerprint standing in `spread` submissions (at least 2; a repository's versions count
 * once), in a course of `cohortSize` submissions (at least `submissions`, the corpus's owners: a check sees
 * only the snapshot submissions that share something, the course has more).
 */
function cohortRarity(submissions, cohortSize) {
    const size = Math.max(cohortSize, submissions);
    const top = Math.log(size / 2);
    // A course of two: every shared hash is the pair's own.
    return (spread) => (top > 0 ? Math.min(1, Math.max(0, Math.log(size / Math.max(2, spread)) / top)) : 1);
}

// EXTERNAL MODULE: ./src/engine/first-position-from.ts
var first_position_from = __webpack_require__(3555);
// EXTERNAL MODULE: ./src/engine/name-agreement.ts
var name_agreement = __webpack_require__(3354);
;// CONCATENATED MODULE: ./src/engine/window-minima.ts
// Which of a sparse file's fingerprints a sparser winnowing would also have kept. Snapshot submissions are
// stored at windows from 1 to the stored window (check/stored-window.ts), so a run of code every submission
// has is stored as different fingerprints by each: counted in the index, such a fingerprint seemed to stand
// in two submissions, and code a whole course kept (a starter not given as --base) read as "a fragment no
// other submission shares". A fingerprint that is the least hash of some window of W k-grams is kept by
// every winnowing with a window of W or less, so each submission with the code stores it: counted over those
// alone, how widely a fragment's code is shared is what it is.
//
// The least hash of a window of W ≥ w k-grams is always among the fingerprints winnowed with w (it is the
// least of some w-window inside it), so the stored ones are enough to tell which they are.
/**
 * Of the fingerprints `from` … `to` − 1 (positions ascending, all of a run, none missing between them), those
 * that are the least hash of a window of `window` k-gram positions lying within [first, last]. A hash at
 * or above `unknownFrom` stands for fingerprints not at hand: it counts as lower than any, so no window
 * holding it is trusted.
 */
function windowMinima(fingerprints, run, window, unknownFrom) {
    const { hashes, positions } = fingerprints;
    const lower = (j, i) => hashes[j] >= unknownFrom || hashes[j] < hashes[i];
    const kept = [];
    for (let i = run.from; i < run.to; i++) {
        if (hashes[i] >= unknownFrom)
            continue;
        let left = run.first - 1;
        for (let j = i - 1; j >= run.from && positions[j] > positions[i] - window; j--)
            if (lower(j, i)) {
                left = positions[j];
                break;
            }
        let right = run.last + 1;
        for (let j = i + 1; j < run.to && positions[j] < positions[i] + window; j++)
            if (lower(j, i)) {
                right = positions[j];
                break;
            }
        // Room between the nearest lower hashes for a whole window that holds this one.
        if (right - left - 1 >= window)
            kept.push(i);
    }
    return kept;
}

;// CONCATENATED MODULE: ./src/engine/fragment-evidence.ts
// How much a fragment says about copying: not its raw token count but its informative mass. Each distinct
// fingerprint inside it counts once, weighted by how rare it is in the cohort (cohort-rarity.ts); a hash
// that recurs inside the fragment counts only the first time. So a literal list (a char[] of the alphabet:
// `'x' ,` a hundred times), an array initialiser or a run of one statement shape, whose k-grams repeat with
// the pattern's period, weighs a few k-grams, the way sequence search masks low-complexity regions (BLAST's
// DUST and SEG) before it scores; code every submission has weighs little; and so does code whose names
// do not agree (name-agreement.ts), the same shape written independently.



// Fingerprint hashes are 52-bit; a check's corpus marks what it left out of a snapshot file with hashes
// from 2^52 up (check/snapshot-corpus.ts), which match nothing and are no evidence.
const PLACEHOLDERS_FROM = 2 ** 52;
const NO_EVIDENCE = { length: 0, informative: 0, complexity: 0, othersSharing: 0 };
/**
 * The fragment of a pair with the most informative tokens (the longer on a tie). Informative tokens never
 * exceed a fragment's length, so fragments no longer than the best so far are not weighed at all.
 */
function strongestFragment(files, matches, context, agreements) {
    const candidates = [];
    for (const match of matches)
        for (const fragment of match.fragments)
            candidates.push({ match, fragment, length: lengthOf(fragment) });
    candidates.sort((x, y) => y.length - x.length);
    let best;
    for (const { match, fragment, length } of candidates) {
        if (best && length <= best.weight.informative)
            break;
        const inside = fingerprintsOf(fragment, { files, a: match.fileA, b: match.fileB, context });
        const names = (0,name_agreement/* agreementShare */.aV)(agreements.get(fragment) ?? name_agreement/* NOTHING_COMPARED */.W3);
        const weight = weigh(inside, length, context.rarity, names);
        if (!best || weight.informative > best.weight.informative)
            best = { weight, inside };
    }
    if (!best)
        return NO_EVIDENCE;
    return { ...best.weight, othersSharing: othersSharing(best.inside) };
}
// `names`: the share of its fingerprints whose names agree (name-agreement.ts); the same shape under
// unrelated names says little.
function weigh(inside, length, rarity, names) {
    const { hashes } = inside;
    if (hashes.length === 0)
        return { length, informative: 0, complexity: 0 };
    const distinct = distinctSpreads(inside);
    let weight = 0;
    for (const spread of distinct)
        weight += rarity(spread);
    return {
        length,
        informative: (length * weight * names) / hashes.length,
        complexity: distinct.length / hashes.length,
    };
}
// Submissions beyond the pair that have the fragment's typical (median) fingerprint.
function othersSharing(inside) {
    if (inside.hashes.length === 0)
        return 0;
    const spreads = distinctSpreads(inside).sort((x, y) => x - y);
    return Math.max(0, spreads[Math.floor((spreads.length - 1) / 2)] - 2);
}
// The spread of each distinct hash, once.
function distinctSpreads({ hashes, spreads }) {
    const byHash = new Map();
    hashes.forEach((hash, i) => byHash.set(hash, spreads[i]));
    return [...byHash.values()];
}
const lengthOf = (fragment) => Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
// The fingerprints inside the fragment of its sparser side, side a's on a tie or when the sparser side has
// none there. A check hashes every k-gram of the checked files, most of which no snapshot file stores, so
// their spread says nothing: a snapshot file's stored fingerprints inside a fragment are ones both sides
// have (less the placeholders for what the check did not share, which are no evidence).
function fingerprintsOf(fragment, sides) {
    const { files, a, b } = sides;
    const aFirst = (files[a].sparseWindow ?? 0) >= (files[b].sparseWindow ?? 0);
    const [first, second] = aFirst
        ? [inside(sides, a, fragment.a), () => inside(sides, b, fragment.b)]
        : [inside(sides, b, fragment.b), () => inside(sides, a, fragment.a)];
    return first.hashes.length > 0 ? first : second();
}
// The file's fingerprints whose k-gram lies inside `range`; of a file stored denser than another of the
// corpus, those the sparsest window keeps too, when the fragment is long enough to hold any.
function inside({ files, context }, file, range) {
    const { fingerprints, sparseWindow } = files[file];
    const { positions, hashes } = fingerprints;
    const from = (0,first_position_from/* firstPositionFrom */._)(positions, range.start);
    let to = from;
    while (to < positions.length && positions[to] + context.k <= range.end)
        to++;
    const window = context.sparsestWindow ?? 0;
    const run = { from, to, first: range.start, last: range.end - context.k };
    const common = sparseWindow !== undefined && window > sparseWindow
        ? windowMinima(fingerprints, run, window, PLACEHOLDERS_FROM)
        : [];
    const found = { hashes: [], spreads: [] };
    const add = (i) => {
        found.hashes.push(hashes[i]);
        found.spreads.push(Math.max(2, context.spreadAt(file, i)));
    };
    if (common.length > 0)
        common.forEach(add);
    else
        for (let i = from; i < to; i++)
            if (hashes[i] < PLACEHOLDERS_FROM)
                add(i);
    return found;
}

;// CONCATENATED MODULE: ./src/engine/group-by-key.ts
// Grouping equal numeric keys in O(n): the engine's replacement for sorting millions of hashes or keeping a
// Map of arrays per key. The keys are first partitioned by a few bits of their hash into buckets of a few
// thousand, then each bucket is grouped with an open-addressing table small enough to stay in the CPU's
// cache: one table over millions of keys misses the cache on nearly every probe (four times slower on
// bench:speed's 10,000 submissions).
/** Keys per bucket aimed at: a table for them fits a CPU cache. */
const BUCKET = 4096;
/**
 * Groups the indexes of the keys (non-negative integers below 2^53), given as `chunks` one after the other
 * (no array of them all is made), by equal key. Groups come bucket by bucket and in the order of their first
 * index inside one, and indexes keep their input order inside a group, so the result is deterministic.
 */
function groupByKey(chunks) {
    const count = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const buckets = partition(chunks, count);
    let largest = 0;
    for (let b = 0; b + 1 < buckets.starts.length; b++)
        largest = Math.max(largest, buckets.starts[b + 1] - buckets.starts[b]);
    const grouping = new BucketGrouping(largest, count);
    // Two calls per bucket, not one that calls the other: V8 compiled the first bucket's long loop with the
    // second step inlined before that step had ever run, and left that code in place while it deoptimized
    // at the step's first line for every later bucket (128 times a run at 2,000 submissions).
    for (let b = 0; b + 1 < buckets.starts.length; b++) {
        const from = buckets.starts[b];
        const to = buckets.starts[b + 1];
        grouping.place(buckets, from, to, grouping.add(buckets, from, to));
    }
    return grouping.result();
}
// The keys with their indexes, by bucket (a counting sort on the top bits of each key's hash).
function partition(chunks, count) {
    let bits = 0;
    while (bits < 16 && count >>> bits > BUCKET)
        bits++;
    const bucketOf = new Uint16Array(count);
    const starts = new Uint32Array((1 << bits) + 1);
    let i = 0;
    for (const chunk of chunks)
        for (const key of chunk) {
            const bucket = bits === 0 ? 0 : slotOf(key) >>> (32 - bits);
            bucketOf[i++] = bucket;
            starts[bucket + 1]++;
        }
    for (let b = 0; b + 1 < starts.length; b++)
        starts[b + 1] += starts[b];
    const next = starts.slice(0, starts.length - 1);
    const indexes = new Uint32Array(count);
    const bucketKeys = new Float64Array(count);
    i = 0;
    for (const chunk of chunks)
        for (const key of chunk) {
            const at = next[bucketOf[i]]++;
            indexes[at] = i++;
            bucketKeys[at] = key;
        }
    return { starts, indexes, keys: bucketKeys };
}
// Groups bucket after bucket into shared output arrays, with one small table reused for every bucket.
class BucketGrouping {
    groups = 0;
    table;
    mask;
    local;
    counts;
    starts;
    keys;
    groupOf;
    rank;
    constructor(largest, count) {
        let size = 16;
        while (size < largest * 1.5)
            size *= 2;
        this.table = new Uint32Array(size);
        this.mask = size - 1;
        this.local = new Uint32Array(largest);
        this.counts = new Uint32Array(largest);
        this.starts = new Uint32Array(count + 1);
        this.keys = new Float64Array(count);
        this.groupOf = new Uint32Array(count);
        this.rank = new Uint32Array(count);
    }
    // Groups entries [from, to) of the buckets: their groups follow those found so far. Returns their count.
    add(buckets, from, to) {
        const { table, mask, local, counts, keys } = this;
        const first = this.groups;
        table.fill(0);
        let found = 0;
        for (let e = from; e < to; e++) {
            const key = buckets.keys[e];
            let slot = slotOf(key) & mask;
            let group = table[slot] - 1;
            while (group !== -1 && keys[first + group] !== key) {
                slot = (slot + 1) & mask;
                group = table[slot] - 1;
            }
            if (group === -1) {
                group = found++;
                table[slot] = found;
                keys[first + group] = key;
                counts[group] = 0;
            }
            local[e - from] = group;
            counts[group]++;
        }
        return found;
    }
    // The ranks of entries [from, to) of the buckets, which `add` put in `found` groups, group by group;
    // `counts` becomes each group's next rank.
    place(buckets, from, to, found) {
        const { local, counts, starts, groupOf, rank } = this;
        const first = this.groups;
        for (let g = 0; g < found; g++) {
            starts[first + g + 1] = starts[first + g] + counts[g];
            counts[g] = starts[first + g];
        }
        for (let e = from; e < to; e++) {
            const group = local[e - from];
            const index = buckets.indexes[e];
            rank[index] = counts[group]++;
            groupOf[index] = first + group;
        }
        this.groups += found;
    }
    result() {
        const { groupOf, rank, groups } = this;
        return { starts: this.starts.slice(0, groups + 1), keys: this.keys.slice(0, groups), groupOf, rank };
    }
}
function slotOf(key) {
    let h = (key >>> 0) ^ Math.floor(key / 0x100000000);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    return (h ^ (h >>> 16)) >>> 0;
}

// EXTERNAL MODULE: ./src/engine/scratch-array.ts
var scratch_array = __webpack_require__(6220);
;// CONCATENATED MODULE: ./src/engine/token-contexts.ts
// What comes just before and after each fingerprint's k-gram, as a few short hashes: of the 1, 4 and 16
// tokens before its start and after its end. Two occurrences of a hash whose contexts of L tokens hash
// differently on a side cannot be extended by L tokens or more there, which bounds a match's fragment without
// reading either file's tokens (can-span.ts): most matches of a large course are an idiom that extends by no
// token at all, and the shortest context that differs tells so.

/** Tokens hashed on each side of a k-gram at most: beyond them a match's extension is not known. */
const CONTEXT = 16;
/** A side's extension that the contexts do not bound. */
const UNKNOWN_SIDE = 0xff;
const BASE = 0x01000193;
const prefixScratch = new scratch_array/* ScratchArray */.A((length) => new Uint32Array(length), 1 << 20);
// Each side's 16 bits: 4 for the 1 token next to the k-gram, 5 for the 4 tokens, 7 for the CONTEXT tokens.
// Equal hashes of different contexts only make a bound less tight.
const [NEAR, MIDDLE] = [1, 4];
const [NEAR_MASK, MIDDLE_MASK, FAR_MASK] = [0xf000, 0x0f80, 0x007f];
const powerOf = (tokens) => {
    let power = 1;
    for (let t = 0; t < tokens; t++)
        power = Math.imul(power, BASE);
    return power;
};
const POWERS = [powerOf(NEAR), powerOf(MIDDLE), powerOf(CONTEXT)];
/**
 * The context hashes of the k-grams at `positions` of the tokens `ids`, 16 bits for each side: the one before
 * in the high half, the one after in the low half, each level 0 where fewer tokens than it hashes lie on that
 * side (see extensionBound). Written into `into.array` from `into.at` on (an index keeps every file's in one
 * array).
 */
function writeContexts(file, into) {
    const { positions, k } = file;
    const { array, at } = into;
    const prefix = prefixHashes(file.ids);
    for (let i = 0; i < positions.length; i++) {
        const position = positions[i];
        const before = sideHash(prefix, position, -1);
        const after = sideHash(prefix, position + k, 1);
        array[at + i] = ((before << 16) | after) >>> 0;
    }
}
// A side's 16 bits: each level's hash of the tokens ending at `edge` (direction -1) or starting there (1).
function sideHash(prefix, edge, direction) {
    const from = (tokens) => (direction === 1 ? edge : edge - tokens);
    return (levelHash(prefix, from(NEAR), NEAR, NEAR_MASK) |
        levelHash(prefix, from(MIDDLE), MIDDLE, MIDDLE_MASK) |
        levelHash(prefix, from(CONTEXT), CONTEXT, FAR_MASK));
}
// The top bits of the hash of `tokens` tokens from `start`, where `mask` stands; 0 where they do not fit.
function levelHash(prefix, start, tokens, mask) {
    if (start < 0 || start + tokens >= prefix.length)
        return 0;
    const power = tokens === NEAR ? POWERS[0] : tokens === MIDDLE ? POWERS[1] : POWERS[2];
    const hash = Math.imul(prefix[start + tokens] - Math.imul(prefix[start], power), 0x9e3779b1);
    return (hash >>> Math.clz32(mask)) & mask;
}
/** The context hashes before the k-gram, from writeContexts's number. */
const contextBefore = (contexts) => contexts >>> 16;
/** The context hashes after the k-gram, from writeContexts's number. */
const contextAfter = (contexts) => contexts & 0xffff;
/**
 * At most how many tokens two occurrences extend by on one side, given `room` (the fewer tokens either has on
 * that side) and their context hashes there: UNKNOWN_SIDE when no context that fits differs and room is
 * CONTEXT or more.
 */
function extensionBound(room, sideA, sideB) {
    const differ = sideA ^ sideB;
    if (room >= NEAR && (differ & NEAR_MASK) !== 0)
        return NEAR - 1;
    if (room >= MIDDLE && (differ & MIDDLE_MASK) !== 0)
        return MIDDLE - 1;
    if (room >= CONTEXT && (differ & FAR_MASK) !== 0)
        return CONTEXT - 1;
    return room < CONTEXT ? room : UNKNOWN_SIDE;
}
// prefix[t] is the hash of ids[0 .. t), mod 2^32: a view of one buffer kept from file to file (it is read only
// while one file's contexts are hashed, and fresh for each of a course's files it was most of the work).
function prefixHashes(ids) {
    const prefix = prefixScratch.take(ids.length + 1).subarray(0, ids.length + 1);
    prefix[0] = 0;
    for (let t = 0; t < ids.length; t++)
        prefix[t + 1] = Math.imul(prefix[t], BASE) + ids[t] + 1;
    return prefix;
}

;// CONCATENATED MODULE: ./src/engine/fingerprint-index.ts


/**
 * The fields of one entry of FingerprintIndex.entries, side by side so that reading a group's occurrences
 * touches one run of memory: the occurrence's file, its index among the file's fingerprints, its k-gram's
 * token position, and its context hashes (token-contexts.ts), 16 bits before and 16 after.
 */
const FILE = 0;
const INDEX = 1;
const POSITION = 2;
const CONTEXTS = 3;
const ENTRY = 4;
/** The corpus's fingerprints grouped by hash, with the groups that make matches marked. */
function indexFingerprints(corpus, options) {
    const { files } = corpus;
    const fileSubmissions = Uint32Array.from(files, (file) => file.submission);
    const fileStarts = new Uint32Array(files.length);
    const chunks = [];
    let total = 0;
    for (const f of submissionOrder(fileSubmissions)) {
        fileStarts[f] = total;
        chunks.push(files[f].fingerprints.hashes);
        total += files[f].fingerprints.hashes.length;
    }
    const groups = groupByKey(chunks);
    const contexts = slotContexts(corpus, fileStarts, total);
    const entries = toEntries(corpus, { fileStarts, contexts }, groups.rank);
    const fileOwners = Uint32Array.from(fileSubmissions, (s) => corpus.submissions[s].owner);
    const spread = ownersPerGroup(groups.starts, entries, fileOwners);
    const starter = starterGroups(groups.keys, corpus.ignoredHashes);
    const budgetCap = capWithin(groups.starts, spread, starter, options.maxMatches ?? Infinity);
    const limit = Math.min(budgetCap, options.maxSubmissionsPerFingerprint);
    const ends = new Uint32Array(groups.rank.length);
    for (let g = 0; g < spread.length; g++) {
        if (spread[g] < 2 || spread[g] > limit || starter[g] === 1)
            continue;
        for (let o = groups.starts[g]; o < groups.starts[g + 1]; o++)
            ends[fileStarts[entries[ENTRY * o + FILE]] + entries[ENTRY * o + INDEX]] = groups.starts[g + 1];
    }
    return {
        fileStarts,
        fileSubmissions,
        groupOf: groups.groupOf,
        rank: groups.rank,
        entries,
        starts: groups.starts,
        contexts,
        spread,
        ends,
        ignoredAbove: budgetCap < options.maxSubmissionsPerFingerprint ? budgetCap : undefined,
    };
}
// Every slot's context hashes (0 for a file without tokens).
function slotContexts(corpus, fileStarts, slots) {
    const contexts = new Uint32Array(slots);
    const { k } = corpus.params;
    corpus.files.forEach((file, f) => {
        if (file.ids)
            writeContexts({ ids: file.ids, positions: file.fingerprints.positions, k }, { array: contexts, at: fileStarts[f] });
    });
    return contexts;
}
// Every slot's entry, at its rank.
function toEntries(corpus, slots, rank) {
    const { fileStarts, contexts } = slots;
    const entries = new Uint32Array(ENTRY * rank.length);
    corpus.files.forEach((file, f) => {
        const { positions } = file.fingerprints;
        for (let i = 0; i < positions.length; i++) {
            const slot = fileStarts[f] + i;
            const at = ENTRY * rank[slot];
            entries[at + FILE] = f;
            entries[at + INDEX] = i;
            entries[at + POSITION] = positions[i];
            entries[at + CONTEXTS] = contexts[slot];
        }
    });
    return entries;
}
// File indexes ordered by submission, then file index.
function submissionOrder(fileSubmissions) {
    const order = Uint32Array.from(fileSubmissions.keys());
    return order.sort((x, y) => fileSubmissions[x] - fileSubmissions[y] || x - y);
}
// How many distinct owners each group's slots stand in.
function ownersPerGroup(starts, entries, fileOwners) {
    const spread = new Uint32Array(starts.length - 1);
    const seenIn = new Int32Array(fileOwners.reduce((top, owner) => Math.max(top, owner + 1), 0)).fill(-1);
    for (let g = 0; g < spread.length; g++) {
        for (let o = starts[g]; o < starts[g + 1]; o++) {
            const owner = fileOwners[entries[ENTRY * o + FILE]];
            if (seenIn[owner] !== g)
                spread[g]++;
            seenIn[owner] = g;
        }
    }
    return spread;
}
// 1 for the groups of starter hashes, which are never reported.
function starterGroups(keys, ignored) {
    const starter = new Uint8Array(keys.length);
    if (ignored.size > 0)
        for (let g = 0; g < keys.length; g++)
            starter[g] = ignored.has(keys[g]) ? 1 : 0;
    return starter;
}
// The largest spread whose groups, with all narrower ones, emit at most `budget` matches.
function capWithin(starts, spread, starter, budget) {
    if (!Number.isFinite(budget))
        return Infinity;
    const costBySpread = new Map();
    for (let g = 0; g < spread.length; g++) {
        const size = starts[g + 1] - starts[g];
        if (spread[g] >= 2 && starter[g] === 0)
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

;// CONCATENATED MODULE: ./src/engine/hash-chains.ts
// A range of a file's fingerprints by hash, each hash's in index order: an open-addressing table whose
// buffers serve one range after another, where a Map of arrays per range would allocate for every one (as
// name agreement once did, for every fragment of every pair).
/** The fingerprints of one range (fill) by hash, until the next fill. */
class HashChains {
    heads = new Int32Array(16);
    tails = new Int32Array(16);
    links = new Int32Array(16);
    keys = new Float64Array(16);
    mask = 15;
    shift = 28;
    from = 0;
    /** Takes the fingerprints `range` of `hashes` (indexes into them), forgetting those before. */
    fill(hashes, range) {
        const count = range.end - range.start;
        let size = 16;
        while (size < 2 * count)
            size *= 2;
        if (size > this.heads.length) {
            [this.heads, this.tails, this.keys] = [
                new Int32Array(size),
                new Int32Array(size),
                new Float64Array(size),
            ];
        }
        if (count > this.links.length)
            this.links = new Int32Array(this.heads.length);
        this.mask = size - 1;
        this.shift = 32 - Math.log2(size);
        this.from = range.start;
        this.heads.fill(-1, 0, size);
        for (let f = range.start; f < range.end; f++) {
            const slot = this.slotOf(hashes[f]);
            this.links[f - this.from] = -1;
            if (this.heads[slot] === -1) {
                this.heads[slot] = f;
                this.keys[slot] = hashes[f];
            }
            else
                this.links[this.tails[slot] - this.from] = f;
            this.tails[slot] = f;
        }
    }
    /** The first fingerprint with this hash, or -1. */
    first(hash) {
        return this.heads[this.slotOf(hash)];
    }
    /** The fingerprint after `f` with its hash, or -1. */
    next(f) {
        return this.links[f - this.from];
    }
    // The table slot of `hash`: its own, or the first empty one after its home.
    slotOf(hash) {
        let slot = Math.imul((hash >>> 0) ^ Math.floor(hash / 0x100000000), 0x9e3779b1) >>> this.shift;
        while (this.heads[slot] !== -1 && this.keys[slot] !== hash)
            slot = (slot + 1) & this.mask;
        return slot;
    }
}

;// CONCATENATED MODULE: ./src/engine/submission-matches.ts
// What a submission's matches are (shared-matches.ts collects them): per match, both sides' file,
// fingerprint index and token position, and how far its fragment may reach beyond its k-gram; grouped by
// partner. Read by the pair phase's bound (can-span.ts) and its fragments (submission-pairs.ts).

/** The most tokens a match extends by before its k-gram (UNKNOWN_SIDE: not known), from its `reach`. */
const reachBefore = (reach) => reach >>> 8;
/** The most tokens a match extends by after its k-gram (UNKNOWN_SIDE: not known), from its `reach`. */
const reachAfter = (reach) => reach & 0xff;
/** The most tokens a match's fragment spans on one side, as its reach tells (Infinity: not known). */
function reachLength(reach, k) {
    return reachBefore(reach) === UNKNOWN_SIDE || reachAfter(reach) === UNKNOWN_SIDE
        ? Infinity
        : k + reachBefore(reach) + reachAfter(reach);
}
/** A MatchSide's arrays, widened as a collector needs more room (contents kept). */
class MatchArrays {
    files;
    indexes;
    positions;
    constructor(size) {
        this.files = new Uint32Array(size);
        this.indexes = new Uint32Array(size);
        this.positions = new Uint32Array(size);
    }
    widenTo(size) {
        this.files = widened(this.files, new Uint32Array(size));
        this.indexes = widened(this.indexes, new Uint32Array(size));
        this.positions = widened(this.positions, new Uint32Array(size));
    }
}
/** `to` (larger) starting with what `from` holds. */
function widened(from, to) {
    to.set(from);
    return to;
}

;// CONCATENATED MODULE: ./src/engine/can-span.ts


const NO_STARTER = new Uint8Array(0);
/** The bound's view of the corpus's files: plain arrays read in the loop, not the files' own objects. */
function toSpanBound(files, params, tokensPerMatch) {
    const exact = (file) => file.ids !== undefined && file.sparseWindow === undefined && params.w <= params.k;
    const ids = files.map((file) => (exact(file) ? file.ids : undefined));
    return {
        k: params.k,
        tokensPerMatch,
        ids,
        starter: files.map((file, f) => (ids[f] !== undefined ? (file.boilerplate ?? NO_STARTER) : NO_STARTER)),
        tokens: Int32Array.from(ids, (tokens) => tokens?.length ?? -1),
    };
}
/**
 * Whether the fragments of the matches with partner `pair.partner` (an index into matches.partners) may span
 * `pair.threshold` tokens, both sides added up.
 */
function canSpan(bound, matches, pair) {
    const { threshold } = pair;
    if (threshold <= 0)
        return true;
    const { tokensPerMatch, k } = bound;
    const from = matches.starts[pair.partner];
    const to = matches.starts[pair.partner + 1];
    if (tokensPerMatch !== undefined && 2 * (to - from) * tokensPerMatch < threshold)
        return false;
    let reached = 0;
    for (let m = from; m < to && reached < threshold; m++)
        reached += 2 * reachLength(matches.reach[matches.order[m]], k);
    if (reached < threshold)
        return false;
    return coveredMayReach(bound, matches, { from, to, threshold });
}
/**
 * canSpan's first tests, from a partner's tally alone (PartnerTest): its matches' count and their reach
 * lengths added up. False only where canSpan is false too.
 */
function tallyMayReach(bound, tally, threshold) {
    if (threshold <= 0)
        return true;
    const { tokensPerMatch } = bound;
    if (tokensPerMatch !== undefined && 2 * tally.matches * tokensPerMatch < threshold)
        return false;
    return tally.reach >= threshold;
}
const isUnknown = (reach) => reachBefore(reach) === UNKNOWN_SIDE || reachAfter(reach) === UNKNOWN_SIDE;
// The bound from the tokens, for pairs the reach let through: the tokens similarity counts lie inside the
// union of the matches' extents on each side (a fragment's span lies inside its matches' extents, and tiling
// only cuts), so where matches overlap they count once. The plain sum of the extents decides first, without
// sorting; an extent reaching half the threshold ends the test, and so does a file without tokens here. The
// matches whose reach is not known go first: a copy shows in them, and in a course where most pairs are kept
// one of them usually ends the test.
function coveredMayReach(bound, matches, pair) {
    const most = Math.ceil(pair.threshold / 2);
    const covered = { own: [], other: [], spanned: 0, most, last: undefined };
    for (const unknown of [true, false])
        for (let m = pair.from; m < pair.to; m++) {
            const entry = matches.order[m];
            if (isUnknown(matches.reach[entry]) === unknown && addExtent(bound, matches, entry, covered))
                return true;
        }
    if (covered.spanned < pair.threshold)
        return false;
    return unionLength(covered.own) + unionLength(covered.other) >= pair.threshold;
}
// Whether the match at (ownAt, otherAt) lies inside the extent added last, on its diagonal: its own extent
// then lies inside that one (which stopped short of `most` where this one would), and adds nothing. The
// matches of one copied region come one after the other, so most of a region's are passed over.
function insideLast(covered, match, k) {
    const { last } = covered;
    return (last !== undefined &&
        last.ownFile === match.ownFile &&
        last.otherFile === match.otherFile &&
        last.offset === match.otherAt - match.ownAt &&
        last.start <= match.ownAt &&
        match.ownAt + k <= last.end);
}
// Adds the extent of match `entry` to `covered`; true when that decides the test (the pair may reach it).
function addExtent(bound, matches, entry, covered) {
    const { own, other } = matches;
    const [ownFile, otherFile] = [own.files[entry], other.files[entry]];
    const ownIds = bound.ids[ownFile];
    const otherIds = bound.ids[otherFile];
    if (ownIds === undefined || otherIds === undefined)
        return true;
    const [ownAt, otherAt] = [own.positions[entry], other.positions[entry]];
    if (insideLast(covered, { ownFile, otherFile, ownAt, otherAt }, bound.k))
        return false;
    const found = extent({ ids: ownIds, starter: bound.starter[ownFile], at: ownAt }, { ids: otherIds, starter: bound.starter[otherFile], at: otherAt }, bound.k, covered.most);
    if (found.length >= covered.most)
        return true;
    if (found.length === 0)
        return false;
    covered.spanned += 2 * found.length;
    const start = ownAt - found.before;
    covered.last = { ownFile, otherFile, offset: otherAt - ownAt, start, end: start + found.length };
    covered.own.push({ file: ownFile, start, end: start + found.length });
    covered.other.push({
        file: otherFile,
        start: otherAt - found.before,
        end: otherAt - found.before + found.length,
    });
    return false;
}
// Tokens inside the union of the ranges, file by file.
function unionLength(ranges) {
    ranges.sort((x, y) => x.file - y.file || x.start - y.start);
    let total = 0;
    let file = -1;
    let end = 0;
    for (const range of ranges) {
        if (range.file !== file)
            [file, end] = [range.file, 0];
        if (range.end > end)
            total += range.end - Math.max(range.start, end);
        end = Math.max(end, range.end);
    }
    return total;
}
// The maximal equal run of tokens around the k-grams at a.at and b.at, never into starter code, counted up
// to `most` tokens: its length (0 if the k-grams differ: a hash collision) and how many of them come before.
function extent(a, b, k, most) {
    const { ids: idsA, starter: starterA } = a;
    const { ids: idsB, starter: starterB } = b;
    for (let t = 0; t < k; t++)
        if (idsA[a.at + t] !== idsB[b.at + t])
            return { length: 0, before: 0 };
    let length = k;
    for (let ta = a.at - 1, tb = b.at - 1; length < most && ta >= 0 && tb >= 0; ta--, tb--, length++)
        if (idsA[ta] !== idsB[tb] || starterA[ta] === 1 || starterB[tb] === 1)
            break;
    const before = length - k;
    const endA = idsA.length;
    const endB = idsB.length;
    for (let ta = a.at + k, tb = b.at + k; length < most && ta < endA && tb < endB; ta++, tb++, length++)
        if (idsA[ta] !== idsB[tb] || starterA[ta] === 1 || starterB[tb] === 1)
            break;
    return { length, before };
}

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
        firstHash: run.firstHash,
    }));
}
// Runs of matches consecutive in both files, each match checked token by token (a hash collision is dropped).
// Matches come sorted by (i, j), so the one a match extends, (i - 1, j - 1), lies in the block of i - 1,
// found by a pointer that only moves forward.
function chainConsecutive(input) {
    const { a, b, k, indexesA, indexesB } = input;
    const runs = [];
    const runOf = new Array(indexesA.length);
    let blockStart = 0;
    let previousEnd = 0;
    let previous = 0;
    for (let m = 0; m < indexesA.length; m++) {
        const i = indexesA[m];
        const j = indexesB[m];
        if (m === 0 || i !== indexesA[m - 1]) {
            const follows = m > 0 && i === indexesA[m - 1] + 1;
            previous = follows ? blockStart : m;
            previousEnd = m;
            blockStart = m;
        }
        const posA = a.fingerprints.positions[i];
        const posB = b.fingerprints.positions[j];
        if (!sameTokens(a.ids, posA, b.ids, posB, k))
            continue;
        while (previous < previousEnd && indexesB[previous] < j - 1)
            previous++;
        const extended = previous < previousEnd && indexesB[previous] === j - 1 ? runOf[previous] : undefined;
        runOf[m] = grow(extended, runs, { posA, posB, hash: a.fingerprints.hashes[i] }, k);
    }
    return runs;
}
// Runs of matches at one offset whose fingerprints are consecutive in the sparser file. Two files stored with
// one window hold the same winnowing, as two with tokens do, so there the fingerprints must be consecutive in
// both: consecutive in one side only (whichever came first) would let the order of a pair change its runs.
function chainByOffset(input) {
    const { a, b, k } = input;
    const windowA = a.sparseWindow ?? 0;
    const windowB = b.sparseWindow ?? 0;
    const alongA = windowA > windowB;
    const along = alongA ? input.indexesA : input.indexesB;
    const across = alongA ? input.indexesB : input.indexesA;
    const bothConsecutive = windowA === windowB;
    const order = Array.from(along, (_, m) => m).sort((x, y) => along[x] - along[y] || across[x] - across[y]);
    const runs = [];
    const atOffset = new Map();
    for (const m of order) {
        const i = input.indexesA[m];
        const posA = a.fingerprints.positions[i];
        const posB = b.fingerprints.positions[input.indexesB[m]];
        const open = atOffset.get(posB - posA);
        const follows = open !== undefined &&
            open.last === along[m] - 1 &&
            (!bothConsecutive || open.lastAcross === across[m] - 1);
        const match = { posA, posB, hash: a.fingerprints.hashes[i] };
        const run = grow(follows ? open.run : undefined, runs, match, k);
        atOffset.set(posB - posA, { run, last: along[m], lastAcross: across[m] });
    }
    return runs;
}
// `previous` extended by the match, or a new run for it added to `runs`.
function grow(previous, runs, match, k) {
    const { posA, posB } = match;
    if (previous) {
        previous.aEnd = posA + k;
        previous.bEnd = posB + k;
        previous.fingerprints++;
        return previous;
    }
    const run = {
        aStart: posA,
        aEnd: posA + k,
        bStart: posB,
        bEnd: posB + k,
        fingerprints: 1,
        firstHash: match.hash,
    };
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
// Runs that overlap in both files on one diagonal (same offset posB − posA) describe one copied region
// (robust winnowing can pick a different hash at a run's edge, and extension makes neighbours meet): report
// them once. Runs on different diagonals are different alignments (code repeated in a file), and tiling keeps
// what each covers that the other does not, with tokens or without: merged into one fragment they would cover
// both alignments' tokens, and a pull-request check would score a pair higher than compare does.
function mergeOverlapping(runs) {
    runs.sort((x, y) => x.aStart - y.aStart || x.bStart - y.bStart);
    const merged = [];
    for (const run of runs) {
        const into = findOverlapping(merged, run);
        if (!into) {
            merged.push({ ...run });
            continue;
        }
        // The earlier run's first match comes first (on one diagonal, earlier in a is earlier in b).
        if (run.aStart < into.aStart || (run.aStart === into.aStart && run.firstHash < into.firstHash))
            into.firstHash = run.firstHash;
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
        if (other.bStart - other.aStart !== run.bStart - run.aStart)
            continue;
        if (other.aEnd > run.aStart && other.bStart < run.bEnd && run.bStart < other.bEnd)
            return other;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/walk-neighbours.ts
const FREE = -1;
const TAKEN = -2;
/** Claims over the files of one submission pair's tiled fragments. */
function createClaims(files, corpusFiles) {
    const owners = new Map();
    const ownersOf = (file) => {
        let owner = owners.get(file);
        if (owner)
            return owner;
        const { tokenCount, boilerplate } = corpusFiles[file];
        owner = new Int32Array(tokenCount).fill(FREE);
        if (boilerplate)
            for (let t = 0; t < tokenCount; t++)
                if (boilerplate[t] === 1)
                    owner[t] = TAKEN;
        owners.set(file, owner);
        return owner;
    };
    const fragments = [];
    const firstId = new Map();
    for (const pair of files) {
        firstId.set(pair, fragments.length);
        const [ownerA, ownerB] = [ownersOf(pair.fileA), ownersOf(pair.fileB)];
        pair.fragments.forEach((fragment, index) => {
            ownerA.fill(fragments.length, fragment.a.start, fragment.a.end);
            ownerB.fill(fragments.length, fragment.b.start, fragment.b.end);
            fragments.push({ pair, index });
        });
    }
    return { owners, fragments, absorbed: new Set(), idOf: (pair, index) => firstId.get(pair) + index };
}
/** Walks from `seed` forward (`direction` 1) or back (-1), and claims what the walk kept. */
function walkNeighbours(context, seed, direction) {
    const forward = direction === 1;
    let x = forward ? seed.a.end : seed.a.start - 1;
    let y = forward ? seed.b.end : seed.b.start - 1;
    const steps = [];
    let score = 0;
    let best = { score: 0, steps: 0 };
    while (score >= best.score - context.merging.dropOff) {
        const next = nextMatch(context, x, y, direction);
        if (!next)
            break;
        const { length } = next;
        const span = (at) => forward ? { start: at, end: at + length } : { start: at - length + 1, end: at + 1 };
        steps.push({ piece: { a: span(next.x), b: span(next.y) }, absorbs: next.absorbs });
        [x, y] = [next.x + direction * length, next.y + direction * length];
        score += next.value;
        if (score > best.score)
            best = { score, steps: steps.length };
    }
    return claim(context, steps.slice(0, best.steps));
}
// The best match starting within the gap of (x, y): most tokens joined less tokens skipped on the side that
// skips more; on a tie, the one with the smaller gap in a, then in b.
function nextMatch(context, x, y, direction) {
    const { minNeighbour, maxGap } = context.merging;
    let next;
    for (let da = 0; da <= maxGap; da++) {
        for (let db = 0; db <= maxGap; db++) {
            const [px, py] = [x + direction * da, y + direction * db];
            const match = matchAt(context, px, py, direction);
            const value = match.length - Math.max(da, db);
            if (match.length >= minNeighbour && (!next || value > next.value))
                next = { value, x: px, y: py, ...match };
        }
    }
    return next;
}
function claim(context, steps) {
    const { claims } = context;
    const absorbed = [];
    for (const { piece, absorbs } of steps) {
        if (absorbs !== undefined) {
            claims.absorbed.add(absorbs);
            absorbed.push(claims.fragments[absorbs].index);
            continue;
        }
        claims.owners.get(context.fileA).fill(TAKEN, piece.a.start, piece.a.end);
        claims.owners.get(context.fileB).fill(TAKEN, piece.b.start, piece.b.end);
    }
    return { pieces: steps.map((step) => step.piece), gaps: steps.length, absorbed };
}
// The match starting at (x, y) in the walk's direction: free equal tokens, or (walking forward) a tiled
// fragment of this file pair not yet absorbed, entered at its start.
function matchAt(context, x, y, direction) {
    const { ids, claims } = context;
    const ownerA = claims.owners.get(context.fileA);
    const ownerB = claims.owners.get(context.fileB);
    if (x < 0 || y < 0 || x >= ids.a.length || y >= ids.b.length)
        return { length: 0, absorbs: undefined };
    const owner = ownerA[x];
    if (owner >= 0) {
        const length = direction === 1 && ownerB[y] === owner ? entryLength(context, owner, x, y) : 0;
        return { length, absorbs: length > 0 ? owner : undefined };
    }
    let length = 0;
    for (let [i, j] = [x, y]; i >= 0 && j >= 0 && i < ids.a.length && j < ids.b.length; i += direction, j += direction) {
        if (ownerA[i] !== FREE || ownerB[j] !== FREE || ids.a[i] !== ids.b[j])
            break;
        length++;
    }
    return { length, absorbs: undefined };
}
// The length of tiled fragment `id` when (x, y) is its start in this file pair and no walk absorbed it yet.
function entryLength(context, id, x, y) {
    const { pair, index } = context.claims.fragments[id];
    const fragment = pair.fragments[index];
    const samePair = pair.fileA === context.fileA && pair.fileB === context.fileB;
    if (!samePair || context.claims.absorbed.has(id) || fragment.a.start !== x || fragment.b.start !== y)
        return 0;
    return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}

;// CONCATENATED MODULE: ./src/engine/merge-neighbours.ts

/** JPlag 6's defaults, with a drop-off of two gaps, for pairs at 10% or more. */
const DEFAULT_MERGING = {
    minNeighbour: 2,
    maxGap: 6,
    minMerges: 6,
    dropOff: 12,
    minSimilarity: 0.1,
};
/**
 * A pair's tiled fragments, each extended across small gaps to the neighbours in the same order on both
 * sides. File pairs without both files' tokens are left as they are. Undefined when fewer than `minMerges`
 * gaps were bridged.
 */
function mergeNeighbours(files, corpusFiles, merging) {
    const claims = createClaims(files, corpusFiles);
    let merges = 0;
    const merged = files.map((pair) => {
        const a = corpusFiles[pair.fileA];
        const b = corpusFiles[pair.fileB];
        if (!a.ids || !b.ids)
            return pair;
        const result = mergeFilePair(pair, { a: a.ids, b: b.ids }, claims, merging);
        merges += result.merges;
        return result.pair;
    });
    return merges >= merging.minMerges ? merged : undefined;
}
function mergeFilePair(pair, ids, claims, merging) {
    const context = { ids, claims, fileA: pair.fileA, fileB: pair.fileB, merging };
    const fragments = [];
    let merges = 0;
    pair.fragments.forEach((fragment, index) => {
        if (claims.absorbed.has(claims.idOf(pair, index)))
            return;
        const seed = { a: fragment.a, b: fragment.b };
        const forward = walkNeighbours(context, seed, 1);
        const backward = walkNeighbours(context, seed, -1);
        const pieces = [...backward.pieces.reverse(), seed, ...forward.pieces];
        const gaps = forward.gaps + backward.gaps;
        merges += gaps;
        let prints = fragment.fingerprints;
        for (const absorbed of forward.absorbed)
            prints += pair.fragments[absorbed].fingerprints;
        fragments.push(gaps === 0 ? fragment : toMerged(pieces, prints, gaps));
    });
    return { pair: { ...pair, fragments }, merges };
}
function toMerged(pieces, fingerprints, gaps) {
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    let matched = 0;
    for (const piece of pieces)
        matched += piece.a.end - piece.a.start;
    return {
        a: { start: first.a.start, end: last.a.end },
        b: { start: first.b.start, end: last.b.end },
        fingerprints,
        merged: { gaps, matchedTokens: matched },
    };
}

// EXTERNAL MODULE: ./src/engine/range-union.ts
var range_union = __webpack_require__(9021);
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
        for (const range of (0,range_union/* unionOf */.Z)(ranges)) {
            covered += range.end - range.start;
            if (boilerplate)
                for (let t = range.start; t < range.end; t++)
                    covered -= boilerplate[t];
        }
    }
    return covered;
}

;// CONCATENATED MODULE: ./src/engine/shared-matches.ts



/** Buffers reused from one submission to the next: they grow to the largest submission's matches. */
class MatchCollector {
    index;
    reachInput;
    length = 0;
    partner = new Uint32Array(1024);
    reach = new Uint16Array(1024);
    own = new MatchArrays(1024);
    other = new MatchArrays(1024);
    order = new Uint32Array(1024);
    /** Matches per partner submission while counting; all zero between submissions. */
    counts;
    /** Reach lengths per partner while tallying (PartnerTest); all zero between submissions. */
    reaches;
    /** 1 for the partners that passed the test, while collecting; all zero between submissions. */
    passed;
    filtered = false;
    touched;
    owners;
    isQuery;
    /** Each file's fingerprint positions. */
    positions;
    /** True when a corpus submission comes before a query one: groups are then read whole, not onwards. */
    corpusFirst;
    constructor(corpus, index, reachInput) {
        this.index = index;
        this.reachInput = reachInput;
        const count = corpus.submissions.length;
        this.counts = new Uint32Array(count);
        this.reaches = new Float64Array(count);
        this.passed = new Uint8Array(count);
        this.touched = new Uint32Array(count);
        this.owners = Uint32Array.from(corpus.submissions, (submission) => submission.owner);
        this.isQuery = Uint8Array.from(corpus.submissions, (submission) => (submission.side === 'query' ? 1 : 0));
        this.positions = corpus.files.map((file) => file.fingerprints.positions);
        const firstCorpus = this.isQuery.indexOf(0);
        this.corpusFirst = firstCorpus !== -1 && this.isQuery.lastIndexOf(1) > firstCorpus;
    }
    /**
     * The matches `submission` makes (none for a corpus one), over its files (`files`: their indexes); with a
     * `test`, only those with the partners that pass it.
     */
    collect(submission, files, test) {
        this.length = 0;
        if (this.isQuery[submission] !== 1)
            return this.grouped();
        this.filtered = test !== undefined;
        if (test && this.tally(submission, files, test) === 0)
            return this.grouped();
        for (const file of files)
            this.collectFile(submission, file, this.positions[file]);
        const matches = this.grouped();
        if (this.filtered)
            for (const partner of matches.partners)
                this.passed[partner] = 0;
        return matches;
    }
    // Counts each partner's matches and adds up their reach lengths, then marks those that pass the test;
    // how many do.
    tally(submission, files, test) {
        const { counts, reaches, touched, passed } = this;
        const { k } = this.reachInput;
        let partners = 0;
        for (const file of files)
            this.eachMatch(submission, file, (partner, own, o) => {
                if (counts[partner]++ === 0)
                    touched[partners++] = partner;
                reaches[partner] = reaches[partner] + 2 * reachLength(this.reachOf(own, ENTRY * o), k);
            });
        let passing = 0;
        for (let p = 0; p < partners; p++) {
            const partner = touched[p];
            if (test(partner, { matches: counts[partner], reach: reaches[partner] })) {
                passed[partner] = 1;
                passing++;
            }
            counts[partner] = 0;
            reaches[partner] = 0;
        }
        return passing;
    }
    // Calls `visit` with each match of `file`'s fingerprints, as collectFile makes them, and its own side.
    eachMatch(submission, file, visit) {
        const { fileStarts, groupOf, rank, ends, entries, starts, fileSubmissions, contexts } = this.index;
        const { owners, isQuery } = this;
        const owner = owners[submission];
        const first = fileStarts[file];
        const positions = this.positions[file];
        const own = { tokens: this.reachInput.tokens[file], position: 0, contexts: 0 };
        for (let i = 0; i < positions.length; i++) {
            const end = ends[first + i];
            if (end === 0)
                continue;
            const self = rank[first + i];
            own.position = positions[i];
            own.contexts = contexts[first + i];
            for (let o = this.corpusFirst ? starts[groupOf[first + i]] : self + 1; o < end; o++) {
                const partner = fileSubmissions[entries[ENTRY * o + FILE]];
                if (partner === submission || owners[partner] === owner)
                    continue;
                if (partner < submission && isQuery[partner] === 1)
                    continue;
                visit(partner, own, o);
            }
        }
    }
    // The matches of each fingerprint of `file`: with the slots after it in its group (groups list slots in
    // submission order, so those of later submissions), and with earlier corpus submissions if any; when
    // filtered, only with the partners that passed the test.
    collectFile(submission, file, positions) {
        const { fileStarts, groupOf, rank, ends, entries, starts, fileSubmissions, contexts } = this.index;
        const { owners, isQuery, passed, filtered } = this;
        const owner = owners[submission];
        const first = fileStarts[file];
        const own = { tokens: this.reachInput.tokens[file], position: 0, contexts: 0 };
        for (let i = 0; i < positions.length; i++) {
            const end = ends[first + i];
            if (end === 0)
                continue;
            const self = rank[first + i];
            own.position = positions[i];
            own.contexts = contexts[first + i];
            let o = this.corpusFirst ? starts[groupOf[first + i]] : self + 1;
            if (this.length + end - o > this.partner.length)
                this.grow(this.length + end - o);
            for (; o < end; o++) {
                const otherFile = entries[ENTRY * o + FILE];
                const partner = fileSubmissions[otherFile];
                if (partner === submission || owners[partner] === owner)
                    continue;
                if (partner < submission && isQuery[partner] === 1)
                    continue;
                if (filtered && passed[partner] === 0)
                    continue;
                const m = this.length++;
                this.partner[m] = partner;
                this.own.files[m] = file;
                this.own.indexes[m] = i;
                this.own.positions[m] = positions[i];
                this.other.files[m] = otherFile;
                this.other.indexes[m] = entries[ENTRY * o + INDEX];
                this.other.positions[m] = entries[ENTRY * o + POSITION];
                this.reach[m] = this.reachOf(own, ENTRY * o);
            }
        }
    }
    // The reach of the match between a fingerprint of the submission's own and the index entry at o
    // (SubmissionMatches.reach).
    reachOf(own, o) {
        const { entries } = this.index;
        const { k, tokens } = this.reachInput;
        const tokensQ = own.tokens;
        const tokensO = tokens[entries[o + FILE]];
        if (tokensQ < 0 || tokensO < 0)
            return (UNKNOWN_SIDE << 8) | UNKNOWN_SIDE;
        const [atQ, atO] = [own.position, entries[o + POSITION]];
        const [contextsQ, contextsO] = [own.contexts, entries[o + CONTEXTS]];
        const before = extensionBound(Math.min(atQ, atO), contextBefore(contextsQ), contextBefore(contextsO));
        const afterRoom = Math.min(tokensQ - atQ, tokensO - atO) - k;
        const after = extensionBound(afterRoom, contextAfter(contextsQ), contextAfter(contextsO));
        return (before << 8) | after;
    }
    grow(least) {
        let size = 2 * this.partner.length;
        while (size < least)
            size *= 2;
        this.partner = widened(this.partner, new Uint32Array(size));
        this.reach = widened(this.reach, new Uint16Array(size));
        this.own.widenTo(size);
        this.other.widenTo(size);
        this.order = new Uint32Array(size);
    }
    // A counting sort by partner, partners in ascending order.
    grouped() {
        const { counts, touched, partner, length } = this;
        let partners = 0;
        for (let m = 0; m < length; m++)
            if (counts[partner[m]]++ === 0)
                touched[partners++] = partner[m];
        const listed = touched.slice(0, partners).sort();
        const starts = new Uint32Array(partners + 1);
        for (let p = 0; p < partners; p++) {
            starts[p + 1] = starts[p] + counts[listed[p]];
            counts[listed[p]] = starts[p];
        }
        for (let m = 0; m < length; m++)
            this.order[counts[partner[m]]++] = m;
        for (let p = 0; p < partners; p++)
            counts[listed[p]] = 0;
        const { order, own, other, reach } = this;
        return { partners: listed, starts, order, own, other, reach };
    }
}

;// CONCATENATED MODULE: ./src/engine/tile-fragments.ts
/**
 * Keeps the fragments of one submission pair that tile both sides: taken longest first, a fragment that
 * overlaps tokens already taken is cut to its longest free part, kept if that is at least `minLength`
 * tokens. File pairs and fragments keep their order (file indexes, then start in a).
 */
function tileFragments(files, minLength) {
    const candidates = [];
    for (const pair of files)
        for (const fragment of pair.fragments)
            candidates.push({ files: pair, fragment });
    candidates.sort((x, y) => tile_fragments_length(y.fragment) - tile_fragments_length(x.fragment) ||
        nearStart(x.fragment) - nearStart(y.fragment) ||
        farStart(x.fragment) - farStart(y.fragment) ||
        (x.fragment.firstHash ?? 0) - (y.fragment.firstHash ?? 0) ||
        x.files.fileA - y.files.fileA ||
        x.files.fileB - y.files.fileB ||
        x.fragment.a.start - y.fragment.a.start);
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
        const list = kept.get(pair);
        if (list)
            list.push(free);
        else
            kept.set(pair, [free]);
    }
    return files
        .map((pair) => ({
        fileA: pair.fileA,
        fileB: pair.fileB,
        fragments: (kept.get(pair) ?? []).sort((x, y) => x.a.start - y.a.start),
    }))
        .filter((pair) => pair.fragments.length > 0);
}
// Ties between fragments of one length (code repeated in a file aligns several ways) go to the earliest, by
// keys that read the same with the two sides swapped, so a pair scores the same whichever submission comes
// first (a pull-request check sees each pair from both sides). Earliest on both sides, as the earlier rule
// (earliest in a, then in b) was where it did not depend on the order: IR-Plag's figures are unchanged,
// where preferring the alignment that keeps to the same place in both files cost up to 0.006 AUC (L3–L5).
// Alignments that mirror each other (a at i and b at j, a at j and b at i) tie on both; what they hold tells
// them apart, by the hash of their first shared fingerprint (Fragment.firstHash).
const nearStart = (fragment) => Math.min(fragment.a.start, fragment.b.start);
const farStart = (fragment) => Math.max(fragment.a.start, fragment.b.start);
function takenList(map, file) {
    let list = map.get(file);
    if (!list)
        map.set(file, (list = []));
    return list;
}
function tile_fragments_length(fragment) {
    return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}
// The longest part of the fragment free on both sides. A fragment's sides may differ in length (matches
// chained across a small shift), so both are read as shares of their own length, the part kept is one interval
// of shares, earliest on a tie, and each side keeps what lies inside it, rounded inward so that it never
// reaches a taken token. The part is then the same whichever side is a.
function freePart(fragment, takenA, takenB) {
    const { a, b } = fragment;
    // Most fragments overlap nothing taken: kept whole, with nothing allocated.
    if (!overlaps(takenA, a) && !overlaps(takenB, b))
        return fragment;
    const blocked = [...shares(takenA, a), ...shares(takenB, b)].sort((x, y) => x.start.at - y.start.at);
    const whole = { start: share(0, 1), end: share(1, 1) };
    let best = { start: whole.start, end: whole.start };
    let from = whole.start;
    for (const block of [...blocked, { start: whole.end, end: whole.end }]) {
        if (block.start.at - from.at > best.end.at - best.start.at)
            best = { start: from, end: block.start };
        if (block.end.at > from.at)
            from = block.end;
    }
    const kept = { a: inward(a, best), b: inward(b, best) };
    if (kept.a.end <= kept.a.start || kept.b.end <= kept.b.start)
        return undefined;
    return { ...fragment, ...kept };
}
// Equal fractions divide to the same double, and distinct ones this small never to the wrong order.
const share = (n, of) => ({ n, of, at: n / of });
function shares(taken, range) {
    const length = range.end - range.start;
    return relative(taken, range).map((t) => ({ start: share(t.start, length), end: share(t.end, length) }));
}
// The tokens of `range` inside the interval of shares, its ends rounded inward (exactly: n × length is an
// integer, and one division of integers lands on an integer exactly when there is one).
function inward(range, part) {
    const length = range.end - range.start;
    return {
        start: range.start + Math.ceil((part.start.n * length) / part.start.of),
        end: range.start + Math.floor((part.end.n * length) / part.end.of),
    };
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
function overlaps(taken, range) {
    for (const t of taken)
        if (t.start < range.end && range.start < t.end)
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/engine/submission-pairs.ts
// The pairs a range of submissions make, one submission at a time: its matches grouped by partner
// (shared-matches.ts), the pairs a cheap bound (can-span.ts) shows can neither reach the minimum similarity
// nor hold a fragment kept for (PairOptions.keepFragment) left out, and for the rest fragments, tiled
// one-to-one, and scores. Submissions are independent of each other here, so a shell may split them between
// threads (whatever the split, the same pairs).






/**
 * The pairs whose lower query submission lies in `range`, at or above the minimum similarity or with a
 * fragment of PairOptions.keepFragment tokens.
 */
function pairsOfSubmissions(corpus, options, index, range) {
    const { k, w } = corpus.params;
    // The bound of PairOptions.minSimilarity holds only when no shared fingerprint was ignored.
    const nothingIgnored = index.ignoredAbove === undefined && options.maxSubmissionsPerFingerprint >= corpus.submissions.length;
    const bound = toSpanBound(corpus.files, corpus.params, nothingIgnored ? 2 * w + k - 1 : undefined);
    const context = { corpus, options, sizes: submissionSizes(corpus), bound };
    const collector = new MatchCollector(corpus, index, { k, tokens: bound.tokens });
    const filesOf = filesBySubmission(corpus);
    const kept = [];
    for (let s = range.start; s < range.end; s++) {
        const test = (partner, tally) => tallyMayReach(bound, tally, thresholdOf(context, s, partner));
        const matches = collector.collect(s, filesOf[s] ?? [], test);
        for (let p = 0; p < matches.partners.length; p++) {
            const pair = buildPair(context, s, matches, p);
            if (pair)
                kept.push(pair);
        }
    }
    return kept;
}
// The pair of `submission` and its partner p: fragments, tiled, and scores; undefined below the minimum.
function buildPair(context, submission, matches, p) {
    const { corpus, options, sizes } = context;
    const partner = matches.partners[p];
    const [a, b] = submission < partner ? [submission, partner] : [partner, submission];
    const minSimilarity = options.minSimilarity ?? 0;
    const threshold = thresholdOf(context, submission, partner);
    if (!canSpan(context.bound, matches, { partner: p, threshold }))
        return undefined;
    const entries = matches.order.slice(matches.starts[p], matches.starts[p + 1]);
    const [sideA, sideB] = submission < partner ? [matches.own, matches.other] : [matches.other, matches.own];
    const fragments = filePairFragments(corpus, { a: sideA, b: sideB }, entries);
    if (spannedTokens(fragments) < threshold)
        return undefined;
    const files = tileFragments(fragments, corpus.params.k);
    if (files.length === 0)
        return undefined;
    const score = (matched) => scorePair({ files: corpus.files, matches: matched, sizeA: sizes[a], sizeB: sizes[b] });
    const scores = score(files);
    if (scores.similarity < minSimilarity && scores.longestFragment < (options.keepFragment ?? Infinity))
        return undefined;
    const merging = options.neighbourMerging;
    const merged = merging && scores.similarity >= merging.minSimilarity
        ? mergeNeighbours(files, corpus.files, merging)
        : undefined;
    return { a, b, files, ...(merged ? { merged: { files: merged, scores: score(merged) } } : {}), scores };
}
// The tokens, both sides added up, that the pair of two submissions must cover to reach the minimum
// similarity, or to hold a fragment it is kept for (PairOptions.keepFragment). The margin keeps a pair
// whose bound and similarity differ only by rounding.
function thresholdOf(context, submission, partner) {
    const { sizes, options } = context;
    const share = (options.minSimilarity ?? 0) * (sizes[submission] + sizes[partner]);
    return Math.min(share, 2 * (options.keepFragment ?? Infinity)) * (1 - 1e-9);
}
// A pair's matches (`entries`, sorted here) split by file pair, each file pair's fragments built from its
// matches in (indexA, indexB) order. Entries mostly come in that order already (a submission's matches are
// collected fingerprint by fingerprint, partners slot by slot), and are then not sorted again.
function filePairFragments(corpus, sides, entries) {
    const { files: filesA, indexes: indexesA } = sides.a;
    const { files: filesB, indexes: indexesB } = sides.b;
    const order = (x, y) => filesA[x] - filesA[y] ||
        filesB[x] - filesB[y] ||
        indexesA[x] - indexesA[y] ||
        indexesB[x] - indexesB[y];
    if (!isSorted(entries, order))
        entries.sort(order);
    const runA = entries.map((m) => indexesA[m]);
    const runB = entries.map((m) => indexesB[m]);
    const result = [];
    for (let start = 0; start < entries.length;) {
        const fileA = filesA[entries[start]];
        const fileB = filesB[entries[start]];
        let end = start;
        while (end < entries.length && filesA[entries[end]] === fileA && filesB[entries[end]] === fileB)
            end++;
        const fragments = buildFragments({
            a: corpus.files[fileA],
            b: corpus.files[fileB],
            k: corpus.params.k,
            indexesA: runA.subarray(start, end),
            indexesB: runB.subarray(start, end),
        });
        if (fragments.length > 0)
            result.push({ fileA, fileB, fragments });
        start = end;
    }
    return result;
}
function isSorted(entries, order) {
    for (let e = 1; e < entries.length; e++)
        if (order(entries[e - 1], entries[e]) > 0)
            return false;
    return true;
}
// Tokens the fragments span on both sides: what tiling keeps of them, and so the tokens they cover, is at
// most this. A pair that passed the bound of can-span.ts may still stop here, with no tiling or scores computed.
function spannedTokens(files) {
    let tokens = 0;
    for (const { fragments } of files)
        for (const { a, b } of fragments)
            tokens += a.end - a.start + (b.end - b.start);
    return tokens;
}
// Tokens of each submission that are not starter code.
function submissionSizes(corpus) {
    const sizes = new Float64Array(corpus.submissions.length);
    for (const file of corpus.files)
        sizes[file.submission] += file.tokenCount - file.boilerplateTokens;
    return sizes;
}
// The files of each submission, in file order.
function filesBySubmission(corpus) {
    const bySubmission = [];
    corpus.files.forEach((file, f) => (bySubmission[file.submission] ??= []).push(f));
    return bySubmission;
}

;// CONCATENATED MODULE: ./src/engine/find-pairs.ts
// Pairs come from the fingerprint index, never from comparing every pair of files: each submission's matches
// (shared fingerprints, shared-matches.ts) become fragments, tiled one-to-one, then scores; the pairs kept
// get the evidence of their strongest fragment, weighed by how rare its fingerprints are, and are ranked.






/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
function findPairs(corpus, options) {
    options.onStep?.('index');
    const index = indexFingerprints(corpus, options);
    if (index.ignoredAbove !== undefined)
        options.onIgnore?.(index.ignoredAbove);
    options.onStep?.('pairs');
    const kept = pairsOfSubmissions(corpus, options, index, { start: 0, end: corpus.submissions.length });
    options.onStep?.('evidence');
    return rankPairs(withEvidence(corpus, index, kept, options.cohortSize ?? 0));
}
// Pairs in rank order: score, similarity, longest fragment, then submission indexes (a total order).
function rankPairs(pairs) {
    return pairs.sort((x, y) => y.scores.score - x.scores.score ||
        y.scores.similarity - x.scores.similarity ||
        y.scores.longestFragment - x.scores.longestFragment ||
        x.a - y.a ||
        x.b - y.b);
}
// Each kept pair with its strongest fragment's evidence, weighed by the rarity of what the fragments hold.
function withEvidence(corpus, index, kept, cohortSize) {
    const evidence = {
        k: corpus.params.k,
        spreadAt: (file, i) => index.spread[index.groupOf[index.fileStarts[file] + i]],
        // Owners, as spreads count them: a repository's new version and its stored one are one student.
        rarity: cohortRarity(new Set(corpus.submissions.map((s) => s.owner)).size, cohortSize),
        sparsestWindow: sparsestWindow(corpus),
    };
    const chains = new HashChains();
    return kept.map((pair) => {
        const agreements = (0,name_agreement/* fragmentAgreements */.iM)(corpus.files, pair.files, chains);
        const names = (0,name_agreement/* totalAgreement */.Jp)(agreements);
        const strongest = strongestFragment(corpus.files, pair.files, evidence, agreements);
        const score = pair.scores.similarity * (0,name_agreement/* agreementShare */.aV)(names);
        return { ...pair, scores: { ...pair.scores, strongest, names, score } };
    });
}
// The largest window a sparser file of the corpus was stored with; undefined when none was (compare).
function sparsestWindow(corpus) {
    let widest;
    for (const file of corpus.files)
        if (file.sparseWindow !== undefined)
            widest = Math.max(widest ?? 0, file.sparseWindow);
    return widest;
}


/***/ }),

/***/ 3354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ totalAgreement),
/* harmony export */   W3: () => (/* binding */ NOTHING_COMPARED),
/* harmony export */   aV: () => (/* binding */ agreementShare),
/* harmony export */   iM: () => (/* binding */ fragmentAgreements)
/* harmony export */ });
/* harmony import */ var _first_position_from_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3555);
// How far a pair's shared code agrees in its names: of the matched fingerprints inside its fragments whose
// name hashes both files know (name-hashes.ts), how many agree (the same names, or renamed one-to-one).
// A copy keeps its names or renames them consistently; code that only has the same shape does not.

const NOTHING_COMPARED = { compared: 0, agreeing: 0 };
/** The share of compared fingerprints whose names agree; 1 when none could be compared (nothing against). */
function agreementShare(names) {
    return names.compared > 0 ? names.agreeing / names.compared : 1;
}
/**
 * Each fragment's agreement (a pair's strongest fragment is weighed by its own). `chains` serves one pair
 * after another.
 */
function fragmentAgreements(files, matches, chains) {
    const byFragment = new Map();
    for (const match of matches) {
        const a = files[match.fileA];
        const b = files[match.fileB];
        for (const fragment of match.fragments)
            byFragment.set(fragment, fragmentAgreement({ a, b, chains }, fragment));
    }
    return byFragment;
}
/** The pair's agreement: its fragments' added up. */
function totalAgreement(byFragment) {
    let compared = 0;
    let agreeing = 0;
    for (const counted of byFragment.values()) {
        compared += counted.compared;
        agreeing += counted.agreeing;
    }
    return { compared, agreeing };
}
// Each fingerprint of side a inside the fragment against the one of side b with the same hash nearest to
// where the fragment's offset puts it, the first on a tie (a snapshot's sparser side may lack it: then it is
// not compared). Mostly side b has that very hash at that very place (a copy winnows alike), found by walking
// b's fingerprints alongside; only the others look b's hash chains up, filled at the first of them.
function fragmentAgreement(sides, fragment) {
    const { a, b, chains } = sides;
    if (!a.names || !b.names)
        return NOTHING_COMPARED;
    const { positions: positionsB, hashes: hashesB } = b.fingerprints;
    const rangeB = insideRange(positionsB, fragment.b);
    const offset = fragment.b.start - fragment.a.start;
    const { start, end } = insideRange(a.fingerprints.positions, fragment.a);
    let filled = false;
    let compared = 0;
    let agreeing = 0;
    for (let f = start, q = rangeB.start; f < end; f++) {
        const hash = a.fingerprints.hashes[f];
        const expected = a.fingerprints.positions[f] + offset;
        while (q < rangeB.end && positionsB[q] < expected)
            q++;
        let best = q;
        if (q === rangeB.end || positionsB[q] !== expected || hashesB[q] !== hash) {
            if (!filled)
                chains.fill(hashesB, rangeB);
            filled = true;
            best = nearest(chains, { hash, expected, positions: positionsB });
            if (best === -1)
                continue;
        }
        compared++;
        if (a.names[f] === b.names[best])
            agreeing++;
    }
    return { compared, agreeing };
}
// The fingerprint in `chains` with `hash` whose position is nearest `expected`, the first on a tie; -1 if none.
function nearest(chains, wanted) {
    const { expected, positions } = wanted;
    let best = chains.first(wanted.hash);
    for (let g = best; g !== -1; g = chains.next(g))
        if (Math.abs(positions[g] - expected) < Math.abs(positions[best] - expected))
            best = g;
    return best;
}
// Indexes of the fingerprints (positions ascending) whose position lies inside `range`.
function insideRange(positions, range) {
    const start = (0,_first_position_from_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPositionFrom */ ._)(positions, range.start);
    return { start, end: Math.max(start, (0,_first_position_from_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPositionFrom */ ._)(positions, range.end)) };
}


/***/ }),

/***/ 9539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ sha256)
/* harmony export */ });
// SHA-256 (FIPS 180-4) in plain TypeScript: the pure folders may not import node:crypto, and snapshots need
// a digest for owner ids, pseudonyms and content hashes (the HTML report one for its CSP). Correct and simple rather than fast.
const K = Uint32Array.from([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
]);
const INITIAL = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
/** The 32-byte SHA-256 digest of `message`. */
function sha256(message) {
    const state = Uint32Array.from(INITIAL);
    const words = new Uint32Array(64);
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    const whole = message.length - (message.length % 64);
    for (let offset = 0; offset < whole; offset += 64) {
        for (let t = 0; t < 16; t++)
            words[t] = view.getUint32(offset + 4 * t);
        compress(state, words);
    }
    const tail = new Uint8Array(message.length % 64 < 56 ? 64 : 128);
    tail.set(message.subarray(whole));
    tail[message.length - whole] = 0x80;
    const tailView = new DataView(tail.buffer);
    const bits = message.length * 8;
    tailView.setUint32(tail.length - 8, Math.floor(bits / 0x100000000));
    tailView.setUint32(tail.length - 4, bits >>> 0);
    for (let offset = 0; offset < tail.length; offset += 64) {
        for (let t = 0; t < 16; t++)
            words[t] = tailView.getUint32(offset + 4 * t);
        compress(state, words);
    }
    const digest = new Uint8Array(32);
    const digestView = new DataView(digest.buffer);
    for (let i = 0; i < 8; i++)
        digestView.setUint32(4 * i, state[i]);
    return digest;
}
function compress(state, w) {
    for (let t = 16; t < 64; t++) {
        const x = w[t - 15];
        const y = w[t - 2];
        const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
        const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = [
        state[0],
        state[1],
        state[2],
        state[3],
        state[4],
        state[5],
        state[6],
        state[7],
    ];
    for (let t = 0; t < 64; t++) {
        const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
        const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
    }
    state[0] = state[0] + a;
    state[1] = state[1] + b;
    state[2] = state[2] + c;
    state[3] = state[3] + d;
    state[4] = state[4] + e;
    state[5] = state[5] + f;
    state[6] = state[6] + g;
    state[7] = state[7] + h;
}
function rotr(x, n) {
    return (x >>> n) | (x << (32 - n));
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

/***/ 6177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ decisionLabel)
/* harmony export */ });
/** `allowed`, `dismissed`, `confirmed`, or `lifted` (a dismissal a new fragment outgrew); '' when none. */
function decisionLabel(pair) {
    const { decision } = pair;
    if (!decision)
        return '';
    return decision.lifted ? 'lifted' : decision.kind;
}


/***/ }),

/***/ 2723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ describeCohort)
/* harmony export */ });
/* unused harmony export WIDELY_FLAGGED_SHARE */
/**
 * From this share of a course's pairs flagged, reports caution that the flags say less than usual. Copying
 * in a course is a few pairs and small rings: even a ring of a third of the students is a ninth of the
 * pairs. A fifth of the pairs flagged is a source most share or an exercise that leaves little room to
 * differ: in bench:quality's courses with copies a minority, drawn from IR-Plag, one draw of the first task
 * flags 94 of 231 pairs, and 0.118 of all their flagged pairs are copies; the demo course flags 4 of 36.
 * Only a caution: the flags stay.
 */
const WIDELY_FLAGGED_SHARE = 0.2;
/** And at least this many: fewer are one ring of four students at most, which a small course can have. */
const FEWEST_WIDELY_FLAGGED = 10;
/** The statistics, with `flagged` the flagged pairs among the course's own pairs when a report knows them. */
function describeCohort(cohort, flagged) {
    const median = `median score ${tenths(cohort.median)}`;
    const { standsOutFrom } = cohort;
    if (standsOutFrom === null)
        return `${median}; too few pairs to judge a pair by`;
    const standsOut = standsOutFrom <= 1
        ? `a pair stands out from a score of ${tenths(standsOutFrom)}`
        : 'no pair can stand out from pairs this alike: only the similarity and fragment rules flag here';
    if (cohort.alike)
        return (`${median}; ${standsOut}. Its submissions are alike throughout (a source most share, or an exercise ` +
            `that leaves little room): code they all have belongs in --base, and a flag here says less than usual`);
    if (flagged !== undefined &&
        flagged >= Math.max(FEWEST_WIDELY_FLAGGED, WIDELY_FLAGGED_SHARE * cohort.pairs))
        return (`${median}; ${standsOut}. ${flagged} of its ${cohort.pairs} pairs are flagged (${Math.round((100 * flagged) / cohort.pairs)}%), ` +
            `more than copying between a few students explains: what they share may come from one source (a ` +
            `starter not given as --base, a solution found online) or from an exercise that leaves little room; ` +
            `see what the flagged pairs share before acting on one`);
    return `${median}; ${standsOut}`;
}
const tenths = (share) => `${(share * 100).toFixed(1)}%`;


/***/ }),

/***/ 9911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dM: () => (/* binding */ toFragmentMark),
/* harmony export */   wB: () => (/* binding */ renderFragmentColourCss)
/* harmony export */ });
/* unused harmony export FRAGMENT_COLOURS */
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


/***/ }),

/***/ 4565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Js: () => (/* binding */ DEFAULT_OTHER_PAIRS),
  lQ: () => (/* binding */ DEFAULT_TABLE_LIMIT),
  iC: () => (/* binding */ describeDetailed),
  K2: () => (/* binding */ renderHtml)
});

// UNUSED EXPORTS: contentSecurityPolicy

// EXTERNAL MODULE: ./src/report/listed-pairs.ts
var listed_pairs = __webpack_require__(1893);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
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

// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
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
        .map((group) => ({ ...group, members: group.members.sort(compare_text/* compareText */.n) }))
        .sort((x, y) => y.members.length - x.members.length ||
        y.maxSimilarity - x.maxSimilarity ||
        (0,compare_text/* compareText */.n)(x.members[0], y.members[0]));
}

;// CONCATENATED MODULE: ./src/report/html/page-script.ts
// Generated by `npm run build:page` (tools/write-page-script.ts) from src/report/html/page/: do not edit.
// test/report-html/page-script.test.ts fails when it differs from a fresh build of that code.
/** The report page's script: page/main.ts and what it imports, bundled and minified; runs once on load. */
const PAGE_SCRIPT = "\"use strict\";(function(){function e(e,t=``,n){let r=document.createElement(e);return t&&(r.className=t),n!==void 0&&(r.textContent=n),r}var t=class extends Error{constructor(e,t){super(`the report page has no ${t} #${e}`),this.name=`MissingElementError`}};function n(e,n=HTMLElement){let r=document.getElementById(e);if(!(r instanceof n))throw new t(e,n.name);return r}function r(e){return(t,n)=>{let r=e(t),i=e(n);return r<i?-1:+(r>i)}}function i(e){return e.rows.map(t=>{let n={};return e.fields.forEach((e,r)=>{n[e]=t[r]}),n})}function a(){let e=JSON.parse(n(`report-data`).textContent??``);return{...e,pairs:i(e.pairs),details:e.details.map(e=>i(e))}}function o(e,t){return e.names[t]??``}function s(e,t){return e.files[t]?.path??``}function c(e,t){return t===0?{file:e.fileA,start:e.startA,end:e.endA,lines:e.linesA}:{file:e.fileB,start:e.startB,end:e.endB,lines:e.linesB}}function l(t,n,i){let{report:a}=t,l=e(`div`,`pane`);l.id=n===0?`pane-a`:`pane-b`,l.tabIndex=0;let f=n===0?i.a:i.b,p=e(`div`,`pane-title`);p.append(e(`span`,`side`,n===0?`A`:`B`),e(`span`,``,o(a,f)),e(`span`,`muted`,`${a.lines[f]} lines in all`)),l.appendChild(p);let m=[];for(let e of t.pair.fragments){let t=c(e,n).file;m.includes(t)||m.push(t)}m.sort(r(e=>s(a,e)));for(let e of m)l.appendChild(d(t,e,n));return l.addEventListener(`click`,e=>{let r=e.target instanceof Element?e.target.closest(`[data-f]`):null;r&&u(t,Number(r.dataset.f),n)}),l}function u(e,t,r){let{pair:i,report:a}=e,o=i.fragments[t];if(!o)return;for(let e of[0,1]){for(let t of i.lines[e][i.active]??[])t.classList.remove(`active`);for(let n of i.lines[e][t]??[])n.classList.add(`active`)}i.active=t;for(let e of[0,1]){let a=i.lines[e][t]?.[0];a&&e!==r&&m(n(e===0?`pane-a`:`pane-b`),a)}document.querySelectorAll(`.frag-chip`).forEach(e=>{e.classList.toggle(`active`,Number(e.dataset.f)===t)});let[l,u]=[c(o,0),c(o,1)],d=e=>s(a,e);n(`frag-info`).textContent=`Fragment ${o.label} of ${i.fragments.length}: ${d(l.file)} ${l.lines}  ↔  ${d(u.file)} ${u.lines}`}function d(t,n,r){let{files:i}=t.report,a=i[n],o=e(`section`,`file`),s=a?.same===void 0?a?.text:i[a.same]?.text,l=s===void 0?[]:p(s),u=e(`h3`,`file-name`),d=s===void 0?`no source text`:`${l.length} lines`;if(u.append(e(`span`,``,a?.path??``),e(`span`,``,d)),o.appendChild(u),s===void 0)return o.appendChild(e(`p`,`missing`,`This file's code is not in this report: it comes from a snapshot, which keeps fingerprints and line numbers only, never source text. The fragment line above says which lines match.`)),o;let m=[],h=[];t.pair.fragments.forEach((e,t)=>{let{file:i,start:a,end:o}=c(e,r);if(i===n){for(let e=a;e<o;e++)(m[e]??=[]).push(t);(h[a]??=[]).push(t)}});let g=[];for(let{start:e,end:t}of a?.starterLines??[])for(let n=e;n<t;n++)g[n]=n===e&&t-e>=3?2:1;let _=e(`div`,`code`),v=document.createDocumentFragment();return l.forEach((e,n)=>{let i={cover:m[n],starts:h[n],starter:g[n]};v.appendChild(f(t,{n,text:e,side:r},i))}),_.appendChild(v),o.appendChild(_),o}function f(t,{n,text:r,side:i},a){let{pair:o}=t,s=e(`div`,`ln`),c=e(`span`,`mk`);s.append(e(`span`,`no`,String(n+1)),c,e(`span`,`tx`,r));let[l]=a.cover??[];if(l!==void 0){s.className=`ln f c${o.fragments[l]?.colour}${a.starts?` first`:``}`,s.dataset.f=String(l);for(let e of a.cover??[])(o.lines[i][e]??=[]).push(s);for(let t of a.starts??[]){let n=o.fragments[t],r=e(`b`,`c${n?.colour}`,n?.label);r.dataset.f=String(t),r.title=`fragment ${n?.label}`,c.appendChild(r)}}else a.starter&&(s.className=a.starter===2?`ln starter starter-first`:`ln starter`);return s}function p(e){let t=e.split(`\n`);return t.length>1&&t[t.length-1]===``&&t.pop(),t}function m(e,t){let n=t.getBoundingClientRect().top-e.getBoundingClientRect().top+e.scrollTop,r=t=>e.querySelector(t)?.offsetHeight??0,i=r(`.pane-title`)+r(`.file-name`);e.scrollTo({top:Math.max(0,n-i-(e.clientHeight-i)*.2),behavior:`smooth`})}let h=[`rank`,`sim`,`covA`,`covB`,`longest`,`lines`,`a`,`b`,`frags`];function g(e){return`${(e*100).toFixed(1)}%`}function _(e){let{table:t,report:r}=e,i=n(`table-wrap`),a=t.view.length,o=Math.max(0,Math.floor(i.scrollTop/t.rowHeight)-10),s=Math.min(a,o+Math.ceil(i.clientHeight/t.rowHeight)+20);if(t.printing&&(o=0,s=Math.min(a,2e3)),o===t.first&&s===t.last)return;t.first=o,t.last=s;let c=document.createDocumentFragment();o>0&&c.appendChild(x(o*t.rowHeight));for(let n=o;n<s;n++){let i=t.view[n]??-1,a=r.pairs[i];a&&c.appendChild(y(e,{pair:a,rank:i,selected:n===t.selected}))}s<a&&c.appendChild(x((a-s)*t.rowHeight));let l=n(`rows`);l.replaceChildren(c);let u=l.querySelector(`tr.row`);u&&u.getBoundingClientRect().height>0&&(t.rowHeight=u.getBoundingClientRect().height)}function v(e,t){let{table:r}=e;if(r.view.length===0)return;r.selected=Math.max(0,Math.min(r.view.length-1,t));let i=n(`table-wrap`),a=n(`pairs`,HTMLTableElement).tHead?.getBoundingClientRect().height??0,o=r.selected*r.rowHeight;o<i.scrollTop?i.scrollTop=o:o+r.rowHeight>i.scrollTop+i.clientHeight-a&&(i.scrollTop=o+r.rowHeight-i.clientHeight+a),r.first=-1,_(e),n(`rows`).querySelector(`tr.selected`)?.scrollIntoView({block:`nearest`})}function y(t,{pair:n,rank:r,selected:i}){let a=n.detail<0,s=e(`tr`,`row${n.flagged?` flagged`:``}${a?` no-detail`:``}${i?` selected`:``}`);s.dataset.rank=String(r),(n.flagged||n.decision)&&(s.title=`${n.decision||`flagged`}: ${n.reason}`),s.setAttribute(`aria-selected`,i?`true`:`false`),b(s,`rank`,String(r+1));let c=e(`span`,`meter`),l=e(`span`);l.style.width=`${Math.round(n.similarity*100)}%`,c.appendChild(l),b(s,`sim`,``).append(c,e(`span`,`val`,g(n.similarity))),b(s,`num`,g(n.coverageA)),b(s,`num`,g(n.coverageB)),b(s,`num`,String(n.longest)),b(s,`num`,`${n.sharedLinesA} / ${n.sharedLinesB}`);let[u,d]=[o(t.report,n.a),o(t.report,n.b)];return b(s,`name`,u,u),b(s,`name`,d,d),b(s,`num frags`,a?`${n.fragments} ·`:String(n.fragments),a?`no side-by-side detail in this report`:``),s}function b(t,n,r,i=``){let a=e(`td`,n,r);return i&&(a.title=i),t.appendChild(a),a}function x(t){let n=e(`tr`,`spacer`),r=e(`td`);return r.colSpan=h.length,r.style.height=`${t}px`,n.appendChild(r),n}function S(e){return h.some(t=>t===e)}function C(e){let t=(t,n)=>r(r=>{let i=e.pairs[r];return i===void 0?n:t(i)});return{rank:{compare:r(e=>e),descending:!1},sim:{compare:t(e=>e.similarity,0),descending:!0},covA:{compare:t(e=>e.coverageA,0),descending:!0},covB:{compare:t(e=>e.coverageB,0),descending:!0},longest:{compare:t(e=>e.longest,0),descending:!0},lines:{compare:t(e=>Math.max(e.sharedLinesA,e.sharedLinesB),0),descending:!0},a:{compare:t(t=>o(e,t.a),``),descending:!1},b:{compare:t(t=>o(e,t.b),``),descending:!1},frags:{compare:t(e=>e.fragments,0),descending:!0}}}function w(e,t){let{table:r,report:i}=e,a=C(i)[r.key].compare,o=r.descending?-1:1,s=[];i.pairs.forEach((t,n)=>{T(e,t)&&s.push(n)}),s.sort((e,t)=>a(e,t)*o||e-t),r.view=s;let c=t===void 0?-1:s.indexOf(t);r.selected=c>=0?c:0,r.first=-1;let l=i.pairs.length;n(`count`).textContent=s.length===l?`${l} pairs`:`${s.length} of ${l} pairs`,ee(e),_(e),document.querySelectorAll(`#pairs thead th`).forEach(e=>{let t=e.dataset.key===r.key?r.descending?`descending`:`ascending`:`none`;e.setAttribute(`aria-sort`,t)})}function T(e,t){let{table:n,report:r}=e;if(n.flaggedOnly&&!t.flagged)return!1;let{range:i}=n;if(i&&(t.similarity<i.low||t.similarity>=i.high&&i.high<1)||n.student>=0&&t.a!==n.student&&t.b!==n.student)return!1;if(n.group>=0){let e=r.groups[n.group]??[];if(!e.includes(t.a)||!e.includes(t.b))return!1}if(!n.text)return!0;let a=`${o(r,t.a)}\\n${o(r,t.b)}`.toLowerCase();return n.text.split(/\\s+/).every(e=>a.includes(e))}function ee(t){let{table:r,report:i}=t,a=n(`active-filters`);a.replaceChildren();let s=(n,r)=>{let i=e(`button`,`chip`,`${n} ×`);i.type=`button`,i.title=`Remove this filter`,i.addEventListener(`click`,()=>{r(),w(t)}),a.appendChild(i)},{range:c}=r;c&&s(`similarity ${g(c.low)}–${g(c.high)}`,()=>{r.range=void 0}),r.group>=0&&s(`group ${r.group+1} (${i.groups[r.group]?.length??0} submissions)`,()=>{r.group=-1}),r.student>=0&&s(`submission ${o(i,r.student)}`,()=>{r.student=-1}),document.querySelectorAll(`.histogram .bin`).forEach(e=>{e.classList.toggle(`on`,!!c&&Number(e.dataset.lo)===c.low)}),document.querySelectorAll(`.group`).forEach(e=>{e.classList.toggle(`on`,Number(e.dataset.group)===r.group)}),document.querySelectorAll(`#student-rows tr, #group-graph .node`).forEach(e=>{e.classList.toggle(`on`,Number(e.dataset.s)===r.student)})}function E(e,t){if(t.ctrlKey||t.metaKey||t.altKey)return;let r=t.key,i=t.target instanceof Element?t.target:void 0;if(i instanceof HTMLElement&&/^(INPUT|TEXTAREA|SELECT)$/.test(i.tagName)){(r===`Escape`||r===`Enter`)&&i.blur();return}let{table:a}=e,o=e.pair.rank>=0,s=!0;r===`Escape`?o?location.hash=`pairs`:(a.range=void 0,a.group=-1,a.student=-1,w(e)):o&&(r===`n`||r===`p`)?u(e,e.pair.active+(r===`n`?1:-1),-1):o&&(r===`j`||r===`k`)?D(e,r===`j`?1:-1):!o&&(r===`j`||r===`ArrowDown`)?v(e,a.selected+1):!o&&(r===`k`||r===`ArrowUp`)?v(e,a.selected-1):!o&&r===`Enter`&&a.view.length>0&&!/^(BUTTON|A)$/.test(i?.tagName??``)?D(e,0):!o&&r===`/`?n(`filter`).focus():s=!1,s&&t.preventDefault()}function D(e,t){let{table:n}=e;if(n.view.length===0)return;n.selected=Math.max(0,Math.min(n.view.length-1,n.selected+t));let r=`#pair-${(n.view[n.selected]??0)+1}`;e.pair.rank>=0?location.replace(r):location.hash=r}function O(e,t){let n=Array(e).fill(-1),r=Array(e).fill(0);return t.forEach((i,a)=>{for(let o of[i.a,i.b]){if(o<0||o>=e)continue;let s=t[n[o]??-1];(s===void 0||i.similarity>s.similarity)&&(n[o]=a),i.flagged&&(r[o]=(r[o]??0)+1)}}),n.map((e,n)=>{let i=t[e];return{submission:n,best:i===void 0?-1:e,match:i===void 0?-1:i.a===n?i.b:i.a,similarity:i?.similarity??0,flagged:r[n]??0}})}function k(){return{rank:-1,fragments:[],lines:[[],[]],active:-1}}function A(e,t){return{report:e,table:{key:`rank`,descending:!1,text:``,flaggedOnly:!1,range:void 0,group:-1,student:-1,view:[],selected:0,rowHeight:34,first:-1,last:-1,printing:!1},students:{rows:O(e.names.length,e.pairs),key:`sim`,descending:!0},graphGroup:-1,pair:k(),windowScroll:0,baseTitle:t}}function j(e,t){let n=M(e,t),r=Math.max(40,n.length*18/(2*Math.PI)),i=r+110;return{nodes:n.map((e,t)=>{let a=-90+360*t/n.length,o=a*Math.PI/180;return{id:e,x:N(i+r*Math.cos(o)),y:N(i+r*Math.sin(o)),angle:a}}),size:N(2*i),radius:N(r)}}function M(e,t){let n=new Set(e),r=new Map(e.map(e=>[e,[]]));for(let[e,i]of t)n.has(e)&&n.has(i)&&e!==i&&(r.get(e).push(i),r.get(i).push(e));let i=new Map(e.map((e,t)=>[e,t])),a=(e,t)=>r.get(t).length-r.get(e).length||i.get(e)-i.get(t),o=[],s=/* @__PURE__ */ new Set;for(let t of[...e].sort(a)){if(s.has(t))continue;s.add(t);let e=[t];for(let t=0;t<e.length;t++){let n=e[t];o.push(n);for(let t of[...r.get(n)].sort(a))s.has(t)||(s.add(t),e.push(t))}}return o}function N(e){return Math.round(e*10)/10}let P={name:!1,match:!1,sim:!0,flagged:!0};function F(e){return e!==void 0&&e in P}function te(e,t){return r(t===`name`?t=>o(e,t.submission):t===`match`?t=>t.match<0?``:o(e,t.match):t===`sim`?e=>e.similarity:e=>e.flagged)}function I(t){let{students:r,report:i,table:a}=t,s=te(i,r.key),c=r.descending?-1:1,l=[...r.rows].sort((e,t)=>s(e,t)*c||e.submission-t.submission),u=document.createDocumentFragment();for(let t of l){let n=e(`tr`,`${t.flagged>0?`flagged`:``}${t.submission===a.student?` on`:``}`);n.dataset.s=String(t.submission);let r=o(i,t.submission),s=t.match<0?`–`:o(i,t.match);n.append(e(`td`,`name`,r),e(`td`,`name`,s),e(`td`,`num`,t.match<0?`–`:g(t.similarity)),e(`td`,`num`,String(t.flagged))),n.title=`${r}: list its pairs`,u.appendChild(n)}n(`student-rows`).replaceChildren(u),document.querySelectorAll(`#students thead th`).forEach(e=>{let t=e.dataset.skey===r.key?r.descending?`descending`:`ascending`:`none`;e.setAttribute(`aria-sort`,t)})}function L(e,t){e.table.student=e.table.student===t?-1:t,w(e),n(`table-wrap`).scrollTop=0,e.table.student>=0&&n(`pairs`).scrollIntoView({block:`nearest`})}function R(e){let{students:t}=e;document.querySelectorAll(`#students thead th`).forEach(n=>{n.querySelector(`button`)?.addEventListener(`click`,()=>{let r=n.dataset.skey;F(r)&&(t.descending=t.key===r?!t.descending:P[r],t.key=r,I(e))})}),n(`student-rows`).addEventListener(`click`,t=>{let n=t.target instanceof Element?t.target.closest(`tr`):null;n?.dataset.s!==void 0&&L(e,Number(n.dataset.s))})}function z(){let e=document.getElementById(`group-graph-svg`);if(!(e instanceof SVGSVGElement))throw new t(`group-graph-svg`,`SVGSVGElement`);return e}function B(e,t){let n=document.createElementNS(z().namespaceURI,e);for(let[e,r]of Object.entries(t))n.setAttribute(e,String(r));return n}function V(e,t){let n=B(`title`,{});return n.textContent=t,e.appendChild(n),e}function H(e){let{report:t,table:r}=e,i=r.group>=0?r.group:Math.max(0,e.graphGroup);if(i===e.graphGroup)return;e.graphGroup=i;let a=t.groups[i]??[];if(n(`group-graph`).hidden=a.length===0,a.length===0)return;let o=new Set(a),s=[];t.pairs.forEach((e,t)=>{e.flagged&&o.has(e.a)&&o.has(e.b)&&s.push(t)});let c=j(a,s.map(e=>[t.pairs[e].a,t.pairs[e].b])),l=z(),u=`${a.length} submissions, ${s.length} flagged pairs`;l.setAttribute(`viewBox`,`0 0 ${c.size} ${c.size}`),l.setAttribute(`width`,String(c.size)),l.setAttribute(`height`,String(c.size)),l.setAttribute(`aria-label`,`group ${i+1}: ${u}`),l.replaceChildren(...U(e,s,c),...c.nodes.map(t=>W(e,t))),n(`group-graph-caption`).textContent=`Group ${i+1}: ${u}. Click a submission to list its pairs, a line to open its pair.`}function U(e,t,n){let{report:r}=e,i=new Map(n.nodes.map(e=>[e.id,e])),a=Math.max(1e-9,1-r.threshold);return t.map(e=>{let t=r.pairs[e],[n,s]=[i.get(t.a),i.get(t.b)],c=1.5+3*Math.max(0,Math.min(1,(t.similarity-r.threshold)/a)),l=B(`line`,{class:`edge`,x1:n.x,y1:n.y,x2:s.x,y2:s.y});l.setAttribute(`stroke-width`,c.toFixed(1)),l.dataset.rank=String(e);let u=`${o(r,t.a)} ↔ ${o(r,t.b)}`;return V(l,`#${e+1} ${u}: ${g(t.similarity)} (open)`)})}function W(e,t){let n=o(e.report,t.id),r=B(`g`,{class:`node`,tabindex:0});r.dataset.s=String(t.id),r.classList.toggle(`on`,t.id===e.table.student);let i=t.angle>90&&t.angle<270,a=B(`text`,{x:t.x+(i?-10:10),y:t.y,\"text-anchor\":i?`end`:`start`,\"dominant-baseline\":`middle`,transform:`rotate(${i?t.angle-180:t.angle} ${t.x} ${t.y})`});return a.textContent=n.length>16?`${n.slice(0,15)}…`:n,r.append(B(`circle`,{cx:t.x,cy:t.y,r:6}),a),V(r,`${n} (list its pairs)`)}function G(e){let t=n(`group-graph`),r=t=>{if(!(t instanceof Element))return!1;let n=t.closest(`.node`);if(n?.dataset.s!==void 0)return L(e,Number(n.dataset.s)),!0;let r=t.closest(`.edge`);return r?.dataset.rank!==void 0&&(location.hash=`pair-${Number(r.dataset.rank)+1}`),r!==null};t.addEventListener(`click`,e=>r(e.target)),t.addEventListener(`keydown`,e=>{e.key===`Enter`&&r(e.target)&&(e.preventDefault(),e.stopPropagation())})}function K(t,r){let{report:i,table:a}=t,s=i.pairs[r];if(!s)return q(t);let c=n(`pair-view`);t.pair.rank<0&&(t.windowScroll=window.scrollY),t.pair={...k(),rank:r,fragments:i.details[s.detail]??[]};let d=a.view.indexOf(r);if(d>=0&&(a.selected=d),c.replaceChildren(J(t,s,r)),s.detail<0)c.appendChild(Z(t,s,r));else{let n=e(`div`,`panes`);n.append(l(t,0,s),l(t,1,s)),c.appendChild(n)}c.hidden=!1,document.body.classList.add(`pair-open`),n(`overview-view`).setAttribute(`aria-hidden`,`true`),document.title=`#${r+1} ${o(i,s.a)} ↔ ${o(i,s.b)} · codewinnow`,t.pair.fragments.length>0&&u(t,0,-1),(c.querySelector(`.pane`)??c.querySelector(`.back`))?.focus({preventScroll:!0})}function q(e){if(e.pair.rank<0)return;e.pair=k();let t=n(`pair-view`);t.hidden=!0,t.replaceChildren(),document.body.classList.remove(`pair-open`),n(`overview-view`).removeAttribute(`aria-hidden`),document.title=e.baseTitle,e.table.first=-1,_(e),window.scrollTo(0,e.windowScroll)}function J(t,n,r){let i=e(`div`,`pair-head`),a=e(`div`,`pair-title`),s=e(`button`,`back`,`← All pairs`);s.type=`button`,s.title=`Back to the table (Esc)`,s.addEventListener(`click`,()=>{location.hash=`pairs`});let[c,l]=[o(t.report,n.a),o(t.report,n.b)],u=e(`h2`);u.append(e(`span`,`rank`,`#${r+1}`),` `,c,` `,e(`span`,`vs`,`↔`),` `,l),a.append(s,u,e(`span`,`sim${n.flagged?` hot`:``}`,`${g(n.similarity)} similar`));let d=e(`div`,`stats`,`covers ${g(n.coverageA)} of A and ${g(n.coverageB)} of B · longest fragment ${n.longest} tokens · shared lines ${n.sharedLinesA} / ${n.sharedLinesB} · ${n.fragments} fragments`+(n.flagged?` · flagged: ${n.reason}`:``)+(n.decision?` · decision: ${n.decision}${n.flagged?``:` (${n.reason})`}`:``));return i.append(a,d),t.pair.fragments.length>0&&i.append(Y(t),X()),i}function Y(t){let n=e(`nav`,`frag-nav`);n.setAttribute(`aria-label`,`Fragments`),t.pair.fragments.forEach((r,i)=>{let a=e(`button`,`frag-chip c${r.colour}`,r.label);a.type=`button`,a.dataset.f=String(i),a.title=`Fragment ${r.label} (n / p)`,a.addEventListener(`click`,()=>u(t,i,-1)),n.appendChild(a)});let r=e(`span`,`frag-info`);return r.id=`frag-info`,n.appendChild(r),n}function X(){let t=e(`div`,`legend`),n=e(`span`,``,`starter code (never counted)`);return n.prepend(e(`span`,`swatch starter`)),t.append(n,e(`span`,``,`Each fragment has one colour and number on both sides; click one to bring its partner into view.`)),t}function Z(t,n,r){let{report:i}=t,a=e(`div`,`no-detail-note`);return a.append(e(`p`,``,`This pair is ranked #${r+1} and is not flagged. To keep the file small, the report shows code side by side for every flagged pair and only as many others as --html-pairs asks for.`),e(`p`,`muted`,`To see it, run codewinnow compare again with --html-pairs ${r+1}, or on ${o(i,n.a)} and ${o(i,n.b)} alone (with the same --base) and --html.`)),a}let Q=A(a(),document.title);ne(Q),re(Q),R(Q),G(Q),ie(Q),I(Q),H(Q),w(Q),$(Q),document.body.classList.add(`ready`);function $(e){let t=/^#pair-(\\d+)$/.exec(location.hash);t?K(e,Number(t[1])-1):q(e)}function ne(e){let{table:t}=e;n(`filter`,HTMLInputElement).addEventListener(`input`,n=>{n.target instanceof HTMLInputElement&&(t.text=n.target.value.trim().toLowerCase()),w(e)}),n(`flagged-only`,HTMLInputElement).addEventListener(`change`,n=>{n.target instanceof HTMLInputElement&&(t.flaggedOnly=n.target.checked),w(e)});let r=C(e.report);document.querySelectorAll(`#pairs thead th`).forEach(n=>{n.querySelector(`button`)?.addEventListener(`click`,()=>{let i=n.dataset.key;S(i)&&(t.descending=t.key===i?!t.descending:r[i].descending,t.key=i,w(e,t.view[t.selected]))})}),n(`rows`).addEventListener(`click`,e=>{let t=e.target instanceof Element?e.target.closest(`tr.row`):null;t&&(location.hash=`pair-${Number(t.dataset.rank)+1}`)});let i=!1;n(`table-wrap`).addEventListener(`scroll`,()=>{i||(i=!0,requestAnimationFrame(()=>{i=!1,_(e)}))})}function re(e){let{table:t}=e,n=n=>{let r=Number(n.dataset.lo);t.range=t.range?.low===r?void 0:{low:r,high:Number(n.dataset.hi)},w(e)};document.querySelectorAll(`.histogram .bin`).forEach(e=>{e.addEventListener(`click`,()=>n(e)),e.addEventListener(`keydown`,t=>{(t.key===`Enter`||t.key===` `)&&(t.preventDefault(),t.stopPropagation(),n(e))})}),document.querySelectorAll(`.group`).forEach(n=>{n.addEventListener(`click`,()=>{let r=Number(n.dataset.group);t.group=t.group===r?-1:r,w(e),H(e)})})}function ie(e){let{table:t}=e,n=n=>()=>{t.printing=n,t.first=-1,_(e)};window.addEventListener(`resize`,()=>{t.first=-1,_(e)}),window.addEventListener(`beforeprint`,n(!0)),window.addEventListener(`afterprint`,n(!1)),window.addEventListener(`hashchange`,()=>$(e)),document.addEventListener(`keydown`,t=>E(e,t))}})();";

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

// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/report/html/render-reading.ts


const MAX_LISTED = 500;
function renderReading(result) {
    const notChecked = (0,reading_notes/* notCheckedSubmissions */.a6)(result);
    const warning = notChecked.length === 0
        ? ''
        : `<p class="not-checked" role="alert"><strong>${notChecked.length} not checked</strong>: no file could be compared in ${notChecked.map(escapeHtml).join(', ')}.</p>`;
    const skipped = result.skipped.map((skip) => `${escapeHtml(skip.submission)}/${escapeHtml(skip.path)}: ${escapeHtml(skip.detail)}`);
    const noted = (0,reading_notes/* notedFiles */.wi)(result).map((file) => `${escapeHtml(file.submission)}/${escapeHtml(file.path)}: ${escapeHtml((0,reading_notes/* describeNotes */.Ne)(file.notes))}`);
    return (warning +
        renderList('skipped', `${skipped.length} files not compared`, skipped) +
        renderList('noted', `${noted.length} files read with notes (encoding, cut, minified, language by content)`, noted));
}
function renderList(className, summary, items) {
    if (items.length === 0)
        return '';
    const listed = items.slice(0, MAX_LISTED).map((item) => `<li>${item}</li>`);
    const more = items.length > MAX_LISTED ? `<li>… and ${items.length - MAX_LISTED} more</li>` : '';
    return `<details class="${className}"><summary>${summary}</summary><ul>${listed.join('')}${more}</ul></details>`;
}

// EXTERNAL MODULE: ./src/report/html/fragment-marks.ts
var fragment_marks = __webpack_require__(9911);
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
.groups-card{grid-column:1/-1}
.groups-body{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;align-items:start}
.groups-body .groups{max-height:420px}
.group-graph{margin:0}
.group-graph svg{display:block;max-width:100%;height:auto;margin:0 auto}
.group-graph figcaption{font-size:12.5px;color:var(--muted)}
.edge{stroke:var(--hot);stroke-opacity:.5;cursor:pointer}
.edge:hover{stroke:var(--accent);stroke-opacity:1}
.node{cursor:pointer}
.node:focus{outline:none}
.node circle{fill:var(--accent);stroke:var(--card);stroke-width:2}
.node text{font-size:10px;fill:var(--fg)}
.node:hover circle,.node:focus circle,.node.on circle{fill:var(--hot)}
.node.on text,.node:focus text{font-weight:700}
.students-wrap{max-height:236px;border:0;border-radius:0}
.students .caption{margin-bottom:0}
#student-rows tr{height:30px;cursor:pointer}
#student-rows tr:hover{background:var(--soft)}
#student-rows tr.on{background:var(--sel);box-shadow:inset 3px 0 var(--accent)}
#student-rows tr.flagged td:last-child{color:var(--hot);font-weight:700}
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
details.skipped,details.noted{margin-top:16px}
p.not-checked{margin-top:16px;padding:8px 12px;border-left:4px solid #b42318;background:#fef3f2}
details.skipped li,details.noted li{font-size:12.5px}
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
const REPORT_STYLE = BASE + PAIR + (0,fragment_marks/* renderFragmentColourCss */.wB)() + '\n';

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

// EXTERNAL MODULE: ./src/report/html/to-html-payload.ts + 1 modules
var to_html_payload = __webpack_require__(397);
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












const DEFAULT_OTHER_PAIRS = 0;
const DEFAULT_TABLE_LIMIT = 50_000;
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
    const limits = {
        otherPairs: options.otherPairs ?? DEFAULT_OTHER_PAIRS,
        tableLimit: options.tableLimit ?? DEFAULT_TABLE_LIMIT,
    };
    const groups = findGroups(result.pairs);
    const payload = (0,to_html_payload/* toHtmlPayload */.Zi)(result, options.source, {
        ...limits,
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
            `<p class="caption">${(0,listed_pairs/* describeListed */.R)(result.pairs, result.settings.minSimilarity, (0,render_text/* percent */.K)(result.settings.minSimilarity))}, on a log scale. Click a bar to list its pairs.</p></div>`,
        renderStudentsShell(),
        `<div class="card groups-card"><h2>Groups at or above the threshold</h2><div class="groups-body"><div class="group-list">${renderGroups(groups, result.settings.threshold, payload.prefix)}</div>` +
            '<figure id="group-graph" class="group-graph"><svg id="group-graph-svg" role="img"></svg><figcaption id="group-graph-caption"></figcaption></figure></div></div>',
        '</section>',
        renderHistory(options.history ?? []),
        renderTableShell(result, { tableLimit: limits.tableLimit, detailed: payload.details.length }),
        renderReading(result),
        '</div>\n<section id="pair-view" hidden aria-live="polite"></section>\n</main>',
        renderFooter(),
        `<script type="application/json" id="report-data">${toScriptJson(payload)}</script>`,
        `<script>${PAGE_SCRIPT}</script>`,
        '<noscript><p>This report needs JavaScript to show the table and the code.</p></noscript>',
        '</body>\n</html>\n',
    ].join('\n');
}
// Pairs flagged by an earlier run (or on a pull request) and not now: a rewrite does not erase them.
function renderHistory(history) {
    const cleared = history.filter((pair) => pair.cleared !== undefined);
    if (cleared.length === 0)
        return '';
    const items = cleared.map((pair) => `<li><b>${escapeHtml(pair.a)}</b> ↔ <b>${escapeHtml(pair.b)}</b>: ${escapeHtml(pair.summary)}</li>`);
    return `<section class="card history"><h2>Flagged before, not now (${cleared.length})</h2><ul>${items.join('')}</ul></section>`;
}
/** Nothing may be fetched; only this page's own script and stylesheet, by hash, may run. */
function contentSecurityPolicy() {
    return [
        "default-src 'none'",
        `script-src 'sha256-${sha256Base64(PAGE_SCRIPT)}'`,
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
const STUDENT_COLUMNS = [
    ['name', 'Submission', 'name'],
    ['match', 'Strongest match', 'name'],
    ['sim', 'Similarity', ''],
    ['flagged', 'Flagged pairs', ''],
];
/** The per-submission table; the page fills and sorts it (page/student-view.ts). */
function renderStudentsShell() {
    const headers = STUDENT_COLUMNS.map(([key, label, className]) => `<th data-skey="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`).join('');
    return ('<div class="card students" aria-label="Submissions"><h2>Submissions</h2>' +
        `<div class="table-wrap students-wrap" id="students-wrap"><table id="students"><thead><tr>${headers}</tr></thead><tbody id="student-rows"></tbody></table></div>` +
        '<p class="caption">Each submission with its strongest match among the listed pairs and how many flagged pairs it is in. Click one to list its pairs.</p>' +
        '</div>');
}
function renderTableShell(result, limits) {
    const headers = COLUMNS.map(([key, label, className]) => `<th data-key="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`).join('');
    const total = result.pairs.length;
    const { detailed } = limits;
    const flaggedListed = result.pairs.slice(0, limits.tableLimit).filter((pair) => pair.flagged).length;
    const notes = [
        detailed === total
            ? 'Every listed pair can be opened side by side.'
            : `Code side by side is included for ${describeDetailed(flaggedListed, detailed - flaggedListed)}` +
                ' (--html-pairs N adds the top N others).',
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
/** "all 3 flagged pairs and the top 2 others", as the table's note and the CLI say it. */
function describeDetailed(flagged, others) {
    const all = flagged === 1 ? 'the 1 flagged pair' : `all ${flagged} flagged pairs`;
    return others > 0 ? `${all} and the top ${others} ${others === 1 ? 'other' : 'others'}` : all;
}
function renderFooter() {
    return ('<footer><p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> move through pairs · <kbd>Enter</kbd> open · ' +
        '<kbd>n</kbd>/<kbd>p</kbd> next/previous fragment · <kbd>j</kbd>/<kbd>k</kbd> next/previous pair while open · <kbd>Esc</kbd> back · <kbd>/</kbd> filter</p>' +
        '<p>Made by codewinnow. This file loads nothing from the network.</p></footer>');
}


/***/ }),

/***/ 397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DO: () => (/* binding */ pairsWithCode),
  Zi: () => (/* binding */ toHtmlPayload)
});

// UNUSED EXPORTS: detailSelector

// EXTERNAL MODULE: ./src/report/common-folder.ts
var common_folder = __webpack_require__(1014);
// EXTERNAL MODULE: ./src/report/decision-label.ts
var decision_label = __webpack_require__(6177);
// EXTERNAL MODULE: ./src/report/lines.ts
var lines = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/report/html/fragment-marks.ts
var fragment_marks = __webpack_require__(9911);
;// CONCATENATED MODULE: ./src/report/html/record-table.ts
// Records of one shape written as a header and rows, so each field's name is written once rather than once
// per record: the report lists thousands of pairs. to-html-payload.ts packs them; the page unpacks them.
/**
 * Packs records that all have the same fields (the type admits no optional ones); the first record's fields,
 * in its order, name the columns.
 */
function toRecordTable(records) {
    const first = records[0];
    const fields = first === undefined ? [] : fieldsOf(first);
    return { fields, rows: records.map((record) => fields.map((field) => record[field])) };
}
/** The records `toRecordTable` packed, each with every field of the table. */
function fromRecordTable(table) {
    return table.rows.map((row) => {
        const record = {};
        table.fields.forEach((field, column) => {
            record[field] = row[column];
        });
        return record;
    });
}
function fieldsOf(record) {
    return Object.keys(record);
}

;// CONCATENATED MODULE: ./src/report/html/to-html-payload.ts





/**
 * Whether a listed pair has its code in the report: every flagged pair does, and the first `otherPairs` of
 * the others. Ask about each pair once, in rank order.
 */
function detailSelector(otherPairs) {
    let others = 0;
    return (pair) => pair.flagged || others++ < otherPairs;
}
/** The listed pairs that have their code in the report, in rank order. */
function pairsWithCode(pairs, limits) {
    return pairs.slice(0, limits.tableLimit).filter(detailSelector(limits.otherPairs));
}
function toHtmlPayload(result, source, limits) {
    const names = result.submissions.map((s) => s.name);
    const index = new Map(names.map((name, i) => [name, i]));
    const { files, fileOf } = collectFiles(result, source, index);
    const details = [];
    const cells = (0,lines/* cellsOf */.nc)(result.submissions);
    const detailed = detailSelector(limits.otherPairs);
    const pairs = result.pairs.slice(0, limits.tableLimit).map((pair) => {
        const detail = detailed(pair) ? details.push(toFragmentEntries(pair, fileOf, cells)) - 1 : -1;
        return toPairEntry(pair, index, detail);
    });
    const prefix = (0,common_folder/* commonFolder */.M)(names);
    return {
        prefix,
        names: names.map((name) => name.slice(prefix.length)),
        lines: result.submissions.map((s) => s.files.reduce((sum, f) => sum + f.lines, 0)),
        pairs: toRecordTable(pairs),
        details: details.map((fragments) => toRecordTable(fragments)),
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
function toPairEntry(pair, index, detail) {
    return {
        a: index.get(pair.a) ?? -1,
        b: index.get(pair.b) ?? -1,
        similarity: round(pair.similarity),
        coverageA: round(pair.coverageA),
        coverageB: round(pair.coverageB),
        longest: pair.longestFragment,
        sharedLinesA: pair.sharedLinesA,
        sharedLinesB: pair.sharedLinesB,
        flagged: pair.flagged,
        reason: pair.reason,
        decision: (0,decision_label/* decisionLabel */.F)(pair),
        fragments: pair.fragments.length,
        detail,
    };
}
function toFragmentEntries(pair, fileOf, cells) {
    return pair.fragments.map((fragment, i) => {
        const { a, b } = fragment;
        const mark = (0,fragment_marks/* toFragmentMark */.dM)(i);
        return {
            fileA: fileOf(pair.a, a.file),
            startA: a.lines.start,
            endA: a.lines.end,
            fileB: fileOf(pair.b, b.file),
            startB: b.lines.start,
            endB: b.lines.end,
            colour: mark.colour,
            label: mark.label,
            linesA: (0,lines/* renderLines */.ET)(a.lines, cells(pair.a, a.file)),
            linesB: (0,lines/* renderLines */.ET)(b.lines, cells(pair.b, b.file)),
        };
    });
}
function toFileEntry(submission, path, content, summary) {
    const starterLines = (summary?.starterLines ?? []).map(({ start, end }) => ({ start, end }));
    if (content.same !== undefined)
        return { submission, path, same: content.same, starterLines };
    return content.text === undefined
        ? { submission, path, starterLines }
        : { submission, path, text: content.text, starterLines };
}
function fileKey(submission, path) {
    return `${submission}\u0000${path}`;
}
function round(share) {
    return Math.round(share * 10_000) / 10_000;
}


/***/ }),

/***/ 2365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ toHumanPlace),
/* harmony export */   Au: () => (/* binding */ renderFileLines),
/* harmony export */   ET: () => (/* binding */ renderLines),
/* harmony export */   Rr: () => (/* binding */ renderLineSpan),
/* harmony export */   WI: () => (/* binding */ toHumanLines),
/* harmony export */   eF: () => (/* binding */ toHumanCells),
/* harmony export */   nc: () => (/* binding */ cellsOf)
/* harmony export */ });
/* unused harmony export toCellLines */
/** "12–30" or "12" for a one-line range; in a notebook "cell 3, lines 2–9" or "cell 3 line 9 – cell 4 line 2". */
function renderLines(range, cells) {
    const inCells = toCellLines(range, cells);
    if (inCells !== undefined)
        return renderCellLines(inCells);
    const first = range.start + 1;
    const last = Math.max(first, range.end);
    return first === last ? `${first}` : `${first}–${last}`;
}
/** First and last 1-based line, for annotations. */
function toHumanLines(range) {
    const startLine = range.start + 1;
    return { startLine, endLine: Math.max(startLine, range.end) };
}
/** toHumanLines, and in a notebook `cells`: the first and last line as cell and line in the cell. */
function toHumanPlace(range, cells) {
    const inCells = toCellLines(range, cells);
    return { ...toHumanLines(range), ...(inCells === undefined ? {} : { cells: inCells }) };
}
/** A notebook's cells as 1-based lines of the .ipynb file, for JSON. */
function toHumanCells(cells) {
    return cells.map((c) => ({ cell: c.cell, ...toHumanLines(c) }));
}
/** "lines 12–30", or "line 12" for a one-line range; in a notebook as renderLines says it. */
function renderLineSpan(range, cells) {
    if (toCellLines(range, cells) !== undefined)
        return renderLines(range, cells);
    const text = renderLines(range);
    return text.includes('–') ? `lines ${text}` : `line ${text}`;
}
/** "src/a.py:12–30", or "analysis.ipynb cell 3, lines 2–9" in a notebook. */
function renderFileLines(file, range, cells) {
    return toCellLines(range, cells) === undefined
        ? `${file}:${renderLines(range)}`
        : `${file} ${renderLines(range, cells)}`;
}
/** A range's first and last line as cell and line in the cell; undefined outside a notebook. */
function toCellLines(range, cells) {
    if (cells === undefined || cells.length === 0)
        return undefined;
    return {
        start: toCellLine(range.start, cells),
        end: toCellLine(Math.max(range.start, range.end - 1), cells),
    };
}
/** The notebooks among `submissions`' files: their cells, by submission and path. */
function cellsOf(submissions) {
    const byFile = new Map();
    for (const submission of submissions) {
        for (const file of submission.files) {
            if (file.cells !== undefined)
                byFile.set(`${submission.name}\u0000${file.path}`, file.cells);
        }
    }
    return (submission, file) => byFile.get(`${submission}\u0000${file}`);
}
/** The cell holding 0-based file line `line` (else the nearest before it) and its 1-based line in the cell. */
function toCellLine(line, cells) {
    let found = cells[0];
    for (const cell of cells)
        if (cell.start <= line)
            found = cell;
    const inCell = Math.min(Math.max(line, found.start), found.end - 1) - found.start;
    return { cell: found.cell, line: inCell + 1 };
}
function renderCellLines({ start, end }) {
    if (start.cell !== end.cell)
        return `cell ${start.cell} line ${start.line} – cell ${end.cell} line ${end.line}`;
    return start.line === end.line
        ? `cell ${start.cell}, line ${start.line}`
        : `cell ${start.cell}, lines ${start.line}–${end.line}`;
}


/***/ }),

/***/ 1893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ describeListed)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1190);

/** "12 pairs at or above 5.0%", or "… or flagged below it (1)"; `minShown` is the minimum as shown. */
function describeListed(pairs, minSimilarity, minShown) {
    const below = pairs.filter((pair) => pair.similarity < minSimilarity).length;
    const listed = `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(pairs.length, 'pair')} at or above ${minShown}`;
    return below === 0 ? listed : `${listed} or flagged below it (${below})`;
}


/***/ }),

/***/ 1190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
// Counted nouns for people to read: "1 pair", "2 pairs".
/** `count` and `noun`, with an s unless the count is one; `format` writes the number (plain digits by default). */
function plural(count, noun, format = String) {
    return `${format(count)} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ describeNotes),
/* harmony export */   a6: () => (/* binding */ notCheckedSubmissions),
/* harmony export */   wi: () => (/* binding */ notedFiles)
/* harmony export */ });
/** Names of the submissions with no file compared, in the result's order. */
function notCheckedSubmissions(result) {
    return result.submissions.filter((submission) => submission.files.length === 0).map((s) => s.name);
}
/** Every compared file that has notes, in the result's order. */
function notedFiles(result) {
    return result.submissions.flatMap((submission) => submission.files.flatMap((file) => file.notes && file.notes.length > 0
        ? [{ submission: submission.name, path: file.path, notes: file.notes }]
        : []));
}
/** "minified or generated: line 1 has 40,000 characters; decoded as UTF-16LE (byte-order mark)". */
function describeNotes(notes) {
    return notes.map((note) => note.detail).join('; ');
}


/***/ }),

/***/ 5534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ percent),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _common_folder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1014);
/* harmony import */ var _describe_cohort_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2723);
/* harmony import */ var _listed_pairs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1893);
/* harmony import */ var _decision_label_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6177);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2365);
/* harmony import */ var _reading_notes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1518);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);







function renderText(result, options) {
    const { settings, pairs } = result;
    const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
    const flagged = pairs.filter((pair) => pair.flagged).length;
    const folder = (0,_common_folder_js__WEBPACK_IMPORTED_MODULE_0__/* .commonFolder */ .M)(result.submissions.map((s) => s.name));
    const out = [
        `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.submissions.length, 'submission')}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(files, 'file')}; k=${settings.k} w=${settings.w}; ` +
            `${(0,_listed_pairs_js__WEBPACK_IMPORTED_MODULE_2__/* .describeListed */ .R)(pairs, settings.minSimilarity, percent(settings.minSimilarity))}, ${flagged} flagged ` +
            `(similarity ≥ ${percent(settings.threshold)}, a score standing out from this course's pairs, or a fragment of ≥ ${settings.longFragment} informative tokens)`,
    ];
    if (result.cohort && result.cohort.standsOutFrom !== null)
        out.push(`This course's pairs: ${(0,_describe_cohort_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCohort */ .D)(result.cohort, flagged)}`);
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
    const cells = (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .cellsOf */ .nc)(result.submissions.map((s) => ({ ...s, name: s.name.slice(folder.length) })));
    for (const { pair, rank } of detailed)
        out.push('', ...renderFragments(rank, pair, cells));
    out.push(...renderConfirmedNotFound(result, folder));
    if (result.skipped.length > 0)
        out.push('', ...renderSkipped(result));
    out.push(...renderReading(result));
    return out.join('\n') + '\n';
}
function renderTable(pairs) {
    const decided = pairs.some((pair) => pair.decision !== undefined);
    const header = ['#', 'score', 'similarity', 'names', 'cover a', 'cover b', 'longest', 'lines a', 'lines b'];
    header.push('flag', 'a', 'b', ...(decided ? ['decision'] : []));
    // Numbers and the flag right-aligned; names and the decision left-aligned.
    const firstText = header.indexOf('a');
    const rows = pairs.map((pair, i) => [
        String(i + 1),
        percent(pair.score),
        percent(pair.similarity),
        pair.namesAgree === null ? '-' : percent(pair.namesAgree),
        percent(pair.coverageA),
        percent(pair.coverageB),
        String(pair.longestFragment),
        String(pair.sharedLinesA),
        String(pair.sharedLinesB),
        pair.flagged ? '!' : '',
        pair.a,
        pair.b,
        ...(decided ? [(0,_decision_label_js__WEBPACK_IMPORTED_MODULE_5__/* .decisionLabel */ .F)(pair)] : []),
    ]);
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
    const line = (cells) => cells
        .map((cell, c) => (c < firstText ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}
// What each column counts, and why a pair at or above the threshold is not flagged (it shares too little).
function renderLegend(result, listed) {
    const { threshold, k } = result.settings;
    const lines = [
        'score (what pairs are ranked by): similarity × names; similarity: share of both submissions in ' +
            'shared fragments (starter code not counted); names: share of the shared code whose names agree ' +
            '(the same, or renamed one-to-one; literals as written); ' +
            'cover a, cover b: share of a, of b; longest: tokens in the longest fragment; ' +
            'lines a, lines b: lines of a, of b in fragments; !: flagged.',
    ];
    if (listed.some((pair) => pair.decision !== undefined))
        lines.push('decision: from the decisions file; lifted: dismissed, but a fragment has appeared since (decide it again).');
    const small = listed.flatMap((pair, index) => !pair.flagged && !pair.decision && pair.similarity >= threshold ? [`#${index + 1}`] : []);
    if (small.length > 0) {
        lines.push(`Not flagged though at or above ${percent(threshold)}: ${small.join(', ')}, which share fewer than ` +
            `${2 * k} tokens (two k-grams) on a side: too little code to tell copying from coincidence.`);
    }
    return lines;
}
function renderFragments(rank, pair, cells) {
    const lines = [
        `${rank}. ${pair.a} ↔ ${pair.b}: ${percent(pair.similarity)}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pair.fragments.length, 'fragment')}`,
    ];
    if (pair.flagged)
        lines.push(`   flagged: ${pair.reason}`);
    else if (pair.decision)
        lines.push(`   not flagged: ${pair.reason}`);
    for (const { a, b } of pair.fragments) {
        lines.push(`   ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .renderFileLines */ .Au)(a.file, a.lines, cells(pair.a, a.file))}  ↔  ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .renderFileLines */ .Au)(b.file, b.lines, cells(pair.b, b.file))}`);
    }
    return lines;
}
/** Confirmed pairs this run did not find, so that they stay in sight; none: nothing. */
function renderConfirmedNotFound(result, folder) {
    const missing = result.confirmedNotFound ?? [];
    if (missing.length === 0)
        return [];
    return [
        '',
        `Confirmed in the decisions file, not among this run's pairs (${missing.length}):`,
        ...missing.map((pair) => `   ${pair.a.slice(folder.length)} ↔ ${pair.b.slice(folder.length)}: ${pair.note}`),
    ];
}
function renderSkipped(result) {
    const lines = [`Skipped ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.skipped.length, 'file')}:`];
    for (const skip of result.skipped.slice(0, 20))
        lines.push(`   ${skip.submission}/${skip.path}: ${skip.detail}`);
    if (result.skipped.length > 20)
        lines.push(`   … and ${result.skipped.length - 20} more (--format json lists all)`);
    return lines;
}
/** Submissions not checked, and files read with notes (at most 20 listed). */
function renderReading(result) {
    const lines = [];
    const notChecked = (0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_6__/* .notCheckedSubmissions */ .a6)(result);
    if (notChecked.length > 0) {
        lines.push('', `Not checked, no file could be compared (${notChecked.length}): ${notChecked.join(', ')}`);
    }
    const noted = (0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_6__/* .notedFiles */ .wi)(result);
    if (noted.length > 0)
        lines.push('', `Read with notes (${noted.length} files):`);
    for (const file of noted.slice(0, 20))
        lines.push(`   ${file.submission}/${file.path}: ${(0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_6__/* .describeNotes */ .Ne)(file.notes)}`);
    if (noted.length > 20)
        lines.push(`   … and ${noted.length - 20} more (--format json lists all)`);
    return lines;
}
function percent(share) {
    return `${(share * 100).toFixed(1)}%`;
}


/***/ }),

/***/ 6897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readFileCapped)
/* harmony export */ });
/* unused harmony export FileReadRefusedError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Reads a whole input file (a snapshot, an input list) only when it is a regular file under a size cap,
// both checked before a byte is read: a FIFO never hangs the run, /dev/zero is never read without end, and
// a multi-gigabyte file named by an input is refused unread.


/** The file is not a regular file, or is over its reader's cap; the message says which. */
class FileReadRefusedError extends Error {
    name = 'FileReadRefusedError';
}
/**
 * The bytes of the regular file at `path`; with `maxBytes`, only when it is no larger. With `start`, a file
 * whose first bytes are not `start` is read no further: those first bytes are returned, all a caller needs
 * to say what the file is instead (a 900 MB video given as a snapshot is not read whole to be refused).
 * @throws FileReadRefusedError for a folder, FIFO, device or socket, or a file over `maxBytes`
 *   ("123 bytes, over the limit of 100 bytes"); the file system's own error (ENOENT, EACCES) when it cannot
 *   be opened.
 */
async function readFileCapped(path, maxBytes = Number.MAX_SAFE_INTEGER, start) {
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw new FileReadRefusedError(`not a regular file (${kindOf(stats)})`);
        if (stats.size > maxBytes) {
            throw new FileReadRefusedError(`${stats.size} bytes, over the limit of ${maxBytes} bytes`);
        }
        if (start !== undefined) {
            const first = new Uint8Array(Math.min(start.length, stats.size));
            const { bytesRead } = await handle.read(first, 0, first.length, 0);
            if (bytesRead < start.length || !start.every((byte, i) => first[i] === byte))
                return first.subarray(0, bytesRead);
        }
        // One byte more than the size, so a file that grew since fstat is refused rather than cut.
        const bytes = new Uint8Array(stats.size + 1);
        let filled = 0;
        while (filled < bytes.length) {
            const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        if (filled > stats.size)
            throw new FileReadRefusedError('it grew while it was read: try again');
        return bytes.subarray(0, filled);
    }
    finally {
        await handle.close();
    }
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    return 'a socket or other special file';
}


/***/ }),

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony export OutputWriteError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _engine_describe_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2566);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8324);
// Writes an output file (a report, a snapshot) so that readers never see it half-written and nothing but a
// regular file is ever replaced: a regular file (or one a symbolic link leads to) gets the content in a
// temporary file next to it, with the file's own permissions, synced to disk and renamed over it, so that
// not even a crash leaves it half-written; a read-only file is left as it is; a character device
// (/dev/null) or a FIFO with a reader is written through; a folder, a block device, a socket or a FIFO
// nobody reads is refused. Creates no folders.






/** The output could not be written; the message names the file the user asked for, not the temporary one. */
class OutputWriteError extends Error {
    name = 'OutputWriteError';
}
/**
 * Writes `content` (strings as UTF-8) to `path`: replaces a regular file in one rename, keeping its
 * permissions, or leaves it untouched; follows symbolic links to the file they name; writes through a
 * character device or a FIFO.
 * @throws OutputWriteError (a missing folder, no permission, a read-only file, a folder or other special
 *   file, a FIFO with no reader); no temporary file is left behind.
 */
async function writeFileAtomic(path, content) {
    let stats;
    try {
        stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path);
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) !== 'ENOENT')
            throw toWriteError(path, error);
    }
    if (stats === undefined) {
        // A dangling symbolic link: create the file it names, not a regular file in the link's place.
        if (await isSymbolicLink(path))
            return writeThrough(path, content, 'w');
        return replaceFile(path, path, content);
    }
    if (stats.isFile()) {
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.realpath)(path);
        await refuseReadOnly(path, target, stats.mode);
        return replaceFile(path, target, content, stats.mode & 0o777);
    }
    if (stats.isCharacterDevice())
        return writeThrough(path, content, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_WRONLY);
    if (stats.isFIFO())
        return writeToFifo(path, content);
    if (stats.isDirectory()) {
        throw new OutputWriteError(`cannot write ${path}: it is a folder; give a file name, such as a new file inside it`);
    }
    const kind = stats.isBlockDevice() ? 'a block device' : 'a socket';
    throw new OutputWriteError(`cannot write ${path}: it is ${kind}, not a file`);
}
async function replaceFile(asked, target, content, mode) {
    const temporary = `${target}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.tmp`;
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(temporary, 'wx');
        try {
            await handle.writeFile(content);
            // On disk before the rename: after a crash the file holds the old content or the new, never an
            // empty or partly written one (a rename may reach the disk before the data it names).
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        // The replaced file's own permissions, umask aside: a report kept private (0600) stays private.
        if (mode !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.chmod)(temporary, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temporary, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(temporary, { force: true });
        throw toWriteError(asked, error, temporary);
    }
    await syncFolder((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target));
}
/** Puts a rename in `folder` on disk; where a folder cannot be synced (some file systems), the rename stands. */
async function syncFolder(folder) {
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(folder, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // Not durable yet, but written: the file system puts it on disk in its own time.
    }
}
async function writeThrough(path, content, flags) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(path, content, { flag: flags });
    }
    catch (error) {
        throw toWriteError(path, error);
    }
}
/** A FIFO is written only when some process reads it: opening it for writing would otherwise wait forever. */
async function writeToFifo(path, content) {
    let probe;
    try {
        probe = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NONBLOCK);
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === 'ENXIO') {
            throw new OutputWriteError(`cannot write ${path}: it is a FIFO and no process is reading it`);
        }
        throw toWriteError(path, error);
    }
    // The blocking writer opens while the probe still holds the FIFO, so the reader never sees an early end.
    try {
        const writer = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_WRONLY);
        try {
            await probe.close();
            await writer.writeFile(content);
        }
        finally {
            await writer.close();
        }
    }
    catch (error) {
        throw toWriteError(path, error);
    }
    finally {
        await probe.close().catch(() => undefined);
    }
}
/**
 * A renaming replaces a file whatever its permissions, so a file made read-only (no write bit, or none for
 * this user) is refused here as writing into it would be.
 */
async function refuseReadOnly(asked, target, mode) {
    let writable = (mode & 0o222) !== 0;
    if (writable)
        writable = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.access)(target, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.W_OK).then(() => true, () => false);
    if (!writable)
        throw new OutputWriteError(`cannot write ${asked}: it is read-only; make it writable or give another file`);
}
async function isSymbolicLink(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.lstat)(path)).isSymbolicLink();
    }
    catch {
        return false;
    }
}
function toWriteError(path, error, temporary) {
    const reason = temporary ? (0,_engine_describe_error_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error).replaceAll(temporary, path) : (0,_engine_describe_error_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error);
    return new OutputWriteError(`cannot write ${path}: ${reason}`, { cause: error });
}


/***/ })

};
