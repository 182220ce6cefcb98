// The fingerprint index of a corpus: every fingerprint of every file (a "slot") grouped by hash, in typed
// arrays (a few bytes per fingerprint, no object or Map per hash). Each hash's group knows how many
// submissions it stands in (its spread): what the match budget, MOSS's -m and cohort rarity all ask. It
// counts owners, not versions: a check holds a repository's new files beside its own earlier version from
// the snapshot, and code one student wrote is not code two students share.
// Hashes shared too widely are ignored as a group: a group of m occurrences would cost m²/2 matches, so the
// widest-shared hashes (a loop header every solution has) would make pairing quadratic in the course's size.
// Given a budget, the widest groups are ignored first until the rest fit; a small course ignores nothing.
import type { Corpus, PairOptions } from './corpus.js';
import { groupByKey } from './group-by-key.js';
import { writeContexts } from './token-contexts.js';

/**
 * The fields of one entry of FingerprintIndex.entries, side by side so that reading a group's occurrences
 * touches one run of memory: the occurrence's file, its index among the file's fingerprints, its k-gram's
 * token position, and its context hashes (token-contexts.ts), 16 bits before and 16 after.
 */
export const FILE = 0;
export const INDEX = 1;
export const POSITION = 2;
export const CONTEXTS = 3;
export const ENTRY = 4;

export interface FingerprintIndex {
  /**
   * File f's fingerprint i is slot fileStarts[f] + i. Slots are numbered submission by submission, so each
   * group lists its slots in submission order.
   */
  readonly fileStarts: Uint32Array;
  /** The submission of each file. */
  readonly fileSubmissions: Uint32Array;
  /** The hash group of each slot. */
  readonly groupOf: Uint32Array;
  /** Where each slot stands in the entries: its entry is entries[ENTRY × rank[slot] ...]. */
  readonly rank: Uint32Array;
  /**
   * One entry (ENTRY numbers) per slot, group by group, slots ascending inside a group: group g's entries
   * are those from starts[g] to starts[g + 1].
   */
  readonly entries: Uint32Array;
  readonly starts: Uint32Array;
  /**
   * Each slot's context hashes, as its entry has them, in slot order: a submission's own side of its matches
   * is read from here, file by file, not from entries scattered over the groups.
   */
  readonly contexts: Uint32Array;
  /** Distinct submission owners each group's slots stand in (a repository's versions count once). */
  readonly spread: Uint32Array;
  /**
   * Per slot: the end of its group's entries (starts[group + 1]) when its group makes matches (spread from 2
   * to the limit, and not a starter hash), else 0. Read slot by slot, it spares the pair phase a look at the
   * groups, scattered over memory, of the many fingerprints that match nothing.
   */
  readonly ends: Uint32Array;
  /** Fingerprints in more than this many submissions were ignored to stay within the budget, if any were. */
  readonly ignoredAbove: number | undefined;
}

/** The corpus's fingerprints grouped by hash, with the groups that make matches marked. */
export function indexFingerprints(corpus: Corpus, options: PairOptions): FingerprintIndex {
  const { files } = corpus;
  const fileSubmissions = Uint32Array.from(files, (file) => file.submission);
  const fileStarts = new Uint32Array(files.length);
  const chunks: Float64Array[] = [];
  let total = 0;
  for (const f of submissionOrder(fileSubmissions)) {
    fileStarts[f] = total;
    chunks.push(files[f]!.fingerprints.hashes);
    total += files[f]!.fingerprints.hashes.length;
  }
  const groups = groupByKey(chunks);
  const contexts = slotContexts(corpus, fileStarts, total);
  const entries = toEntries(corpus, { fileStarts, contexts }, groups.rank);
  const fileOwners = Uint32Array.from(fileSubmissions, (s) => corpus.submissions[s]!.owner);
  const spread = ownersPerGroup(groups.starts, entries, fileOwners);
  const starter = starterGroups(groups.keys, corpus.ignoredHashes);
  const budgetCap = capWithin(groups.starts, spread, starter, options.maxMatches ?? Infinity);
  const limit = Math.min(budgetCap, options.maxSubmissionsPerFingerprint);
  const ends = new Uint32Array(groups.rank.length);
  for (let g = 0; g < spread.length; g++) {
    if (spread[g]! < 2 || spread[g]! > limit || starter[g] === 1) continue;
    for (let o = groups.starts[g]!; o < groups.starts[g + 1]!; o++)
      ends[fileStarts[entries[ENTRY * o + FILE]!]! + entries[ENTRY * o + INDEX]!] = groups.starts[g + 1]!;
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
function slotContexts(corpus: Corpus, fileStarts: Uint32Array, slots: number): Uint32Array {
  const contexts = new Uint32Array(slots);
  const { k } = corpus.params;
  corpus.files.forEach((file, f) => {
    if (file.ids)
      writeContexts(
        { ids: file.ids, positions: file.fingerprints.positions, k },
        { array: contexts, at: fileStarts[f]! },
      );
  });
  return contexts;
}

// Every slot's entry, at its rank.
function toEntries(
  corpus: Corpus,
  slots: { readonly fileStarts: Uint32Array; readonly contexts: Uint32Array },
  rank: Uint32Array,
): Uint32Array {
  const { fileStarts, contexts } = slots;
  const entries = new Uint32Array(ENTRY * rank.length);
  corpus.files.forEach((file, f) => {
    const { positions } = file.fingerprints;
    for (let i = 0; i < positions.length; i++) {
      const slot = fileStarts[f]! + i;
      const at = ENTRY * rank[slot]!;
      entries[at + FILE] = f;
      entries[at + INDEX] = i;
      entries[at + POSITION] = positions[i]!;
      entries[at + CONTEXTS] = contexts[slot]!;
    }
  });
  return entries;
}

// File indexes ordered by submission, then file index.
function submissionOrder(fileSubmissions: Uint32Array): Uint32Array {
  const order = Uint32Array.from(fileSubmissions.keys());
  return order.sort((x, y) => fileSubmissions[x]! - fileSubmissions[y]! || x - y);
}

// How many distinct owners each group's slots stand in.
function ownersPerGroup(starts: Uint32Array, entries: Uint32Array, fileOwners: Uint32Array): Uint32Array {
  const spread = new Uint32Array(starts.length - 1);
  const seenIn = new Int32Array(fileOwners.reduce((top, owner) => Math.max(top, owner + 1), 0)).fill(-1);
  for (let g = 0; g < spread.length; g++) {
    for (let o = starts[g]!; o < starts[g + 1]!; o++) {
      const owner = fileOwners[entries[ENTRY * o + FILE]!]!;
      if (seenIn[owner] !== g) spread[g]!++;
      seenIn[owner] = g;
    }
  }
  return spread;
}

// 1 for the groups of starter hashes, which are never reported.
function starterGroups(keys: Float64Array, ignored: ReadonlySet<number>): Uint8Array {
  const starter = new Uint8Array(keys.length);
  if (ignored.size > 0) for (let g = 0; g < keys.length; g++) starter[g] = ignored.has(keys[g]!) ? 1 : 0;
  return starter;
}

// The largest spread whose groups, with all narrower ones, emit at most `budget` matches.
function capWithin(starts: Uint32Array, spread: Uint32Array, starter: Uint8Array, budget: number): number {
  if (!Number.isFinite(budget)) return Infinity;
  const costBySpread = new Map<number, number>();
  for (let g = 0; g < spread.length; g++) {
    const size = starts[g + 1]! - starts[g]!;
    if (spread[g]! >= 2 && starter[g] === 0)
      costBySpread.set(spread[g]!, (costBySpread.get(spread[g]!) ?? 0) + (size * (size - 1)) / 2);
  }
  let spent = 0;
  let cap = 1;
  for (const width of [...costBySpread.keys()].sort((x, y) => x - y)) {
    spent += costBySpread.get(width)!;
    if (spent > budget) return cap;
    cap = width;
  }
  return Infinity;
}
