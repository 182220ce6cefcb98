// The fingerprint index of a corpus: every fingerprint of every file (a "slot") grouped by hash, in typed
// arrays (a few bytes per fingerprint, no object or Map per hash). Each hash's group knows how many
// submissions it stands in (its spread): what the match budget, MOSS's -m and cohort rarity all ask. It
// counts owners, not versions: a check holds a repository's new files beside its own earlier version from
// the snapshot, and code one student wrote is not code two students share.
// Hashes shared too widely are ignored as a group: a group of m occurrences would cost m²/2 matches, so the
// widest-shared hashes (a loop header every solution has) would make pairing quadratic in the course's size.
// Given a budget, the widest groups are ignored first until the rest fit; a small course ignores nothing.
import type { Corpus, PairOptions } from './corpus.js';
import { groupByKey, type KeyGroups } from './group-by-key.js';
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

/**
 * The fields of one slot's record in FingerprintIndex.slots: how many distinct submission owners its hash
 * stands in (a repository's versions count once), and when its group makes matches, where its own entry
 * stands and where its group's entries end (0 when it makes none).
 */
export const SPREAD = 0;
export const RANK = 1;
export const END = 2;
export const SLOT = 3;

export interface FingerprintIndex {
  /**
   * File f's fingerprint i is slot fileStarts[f] + i. Slots are numbered submission by submission, so each
   * group lists its slots in submission order.
   */
  readonly fileStarts: Uint32Array;
  /** The submission of each file. */
  readonly fileSubmissions: Uint32Array;
  /**
   * One record (SLOT numbers) per slot, in slot order: read slot by slot, its END spares the pair phase a
   * look at the groups, scattered over memory, of the fingerprints that match nothing.
   */
  readonly slots: Uint32Array;
  /**
   * One entry (ENTRY numbers) per slot of the groups that make matches (spread from 2 to the limit, and not
   * a starter hash), group by group, slots ascending inside a group. The other groups (most: a hash only
   * one submission has) get no entries. A slot's own side of its matches is read from its entry too.
   */
  readonly entries: Uint32Array;
  /** Per entry: where its group's entries start. */
  readonly groupStarts: Uint32Array;
  /** Fingerprints in more than this many submissions were ignored to stay within the budget, if any were. */
  readonly ignoredAbove: number | undefined;
}

// Built in passes that read the groups' members, then each file's fingerprints, in order, so that a slot's
// record and its entry are each written once: writes scattered over memory cost more than all the rest.

/** The corpus's fingerprints grouped by hash, with the groups that make matches marked. */
export function indexFingerprints(corpus: Corpus, options: PairOptions): FingerprintIndex {
  const { files } = corpus;
  const fileSubmissions = Uint32Array.from(files, (file) => file.submission);
  const order = submissionOrder(fileSubmissions);
  const fileStarts = new Uint32Array(files.length);
  const chunks: Float64Array[] = [];
  let total = 0;
  for (const f of order) {
    fileStarts[f] = total;
    chunks.push(files[f]!.fingerprints.hashes);
    total += files[f]!.fingerprints.hashes.length;
  }
  const groups = groupByKey(chunks);
  const chunkOwners = Uint32Array.from(order, (f) => corpus.submissions[files[f]!.submission]!.owner);
  const spread = ownersPerGroup(groups, chunkOwners);
  const starter = starterGroups(corpus, groups, { order, fileStarts });
  const budgetCap = capWithin(groups.starts, spread, starter, options.maxMatches ?? Infinity);
  const limit = Math.min(budgetCap, options.maxSubmissionsPerFingerprint);
  const matching = new Uint8Array(spread.length);
  for (let g = 0; g < spread.length; g++)
    if (spread[g]! >= 2 && spread[g]! <= limit && starter[g] === 0) matching[g] = 1;
  const index = toEntries({ groups, spread, matching }, { order, fileStarts });
  writePositions(corpus, fileStarts, index);
  return {
    fileStarts,
    fileSubmissions,
    ...index,
    ignoredAbove: budgetCap < options.maxSubmissionsPerFingerprint ? budgetCap : undefined,
  };
}

type Entries = Pick<FingerprintIndex, 'slots' | 'entries' | 'groupStarts'>;

// Every slot's record, and the entries of the groups that make matches, their positions and contexts not
// yet written (chunk c is file order[c]).
function toEntries(
  grouped: { readonly groups: KeyGroups; readonly spread: Uint32Array; readonly matching: Uint8Array },
  chunks: { readonly order: Uint32Array; readonly fileStarts: Uint32Array },
): Entries {
  const { groups, spread, matching } = grouped;
  const { starts, members, memberChunks } = groups;
  const { order, fileStarts } = chunks;
  let count = 0;
  for (let g = 0; g < matching.length; g++) if (matching[g] === 1) count += starts[g + 1]! - starts[g]!;
  const slots = new Uint32Array(SLOT * members.length);
  for (let slot = 0; slot < members.length; slot++) slots[SLOT * slot + SPREAD] = 1;
  const entries = new Uint32Array(ENTRY * count);
  const groupStarts = new Uint32Array(count);
  let at = 0;
  for (let g = 0; g < matching.length; g++) {
    if (spread[g] === 1) continue;
    const [from, to] = [starts[g]!, starts[g + 1]!];
    if (matching[g] === 0) {
      for (let r = from; r < to; r++) slots[SLOT * members[r]! + SPREAD] = spread[g]!;
      continue;
    }
    const end = at + to - from;
    for (let r = from; r < to; r++, at++) {
      const slot = members[r]!;
      const file = order[memberChunks[r]!]!;
      slots[SLOT * slot + SPREAD] = spread[g]!;
      slots[SLOT * slot + RANK] = at;
      slots[SLOT * slot + END] = end;
      entries[ENTRY * at + FILE] = file;
      entries[ENTRY * at + INDEX] = slot - fileStarts[file]!;
      groupStarts[at] = end - (to - from);
    }
  }
  return { slots, entries, groupStarts };
}

// Each entry's token position and context hashes (0 for a file without tokens), file by file: only the
// fingerprints of a file that have entries are hashed.
function writePositions(corpus: Corpus, fileStarts: Uint32Array, index: Entries): void {
  const { entries, slots } = index;
  const { k } = corpus.params;
  let positions = new Uint32Array(1024);
  let contexts = new Uint32Array(1024);
  corpus.files.forEach((file, f) => {
    const first = fileStarts[f]!;
    const all = file.fingerprints.positions;
    if (all.length > positions.length)
      [positions, contexts] = [new Uint32Array(all.length), new Uint32Array(all.length)];
    let count = 0;
    for (let i = 0; i < all.length; i++) {
      if (slots[SLOT * (first + i) + END] === 0) continue;
      entries[ENTRY * slots[SLOT * (first + i) + RANK]! + POSITION] = all[i]!;
      positions[count++] = all[i]!;
    }
    if (count === 0 || !file.ids) return;
    writeContexts({ ids: file.ids, positions: positions.subarray(0, count), k }, contexts);
    count = 0;
    for (let i = 0; i < all.length; i++)
      if (slots[SLOT * (first + i) + END] !== 0)
        entries[ENTRY * slots[SLOT * (first + i) + RANK]! + CONTEXTS] = contexts[count++]!;
  });
}

// File indexes ordered by submission, then file index.
function submissionOrder(fileSubmissions: Uint32Array): Uint32Array {
  const order = Uint32Array.from(fileSubmissions.keys());
  return order.sort((x, y) => fileSubmissions[x]! - fileSubmissions[y]! || x - y);
}

// How many distinct owners each group's members stand in, from the owner of each chunk. A group of one
// member stands in one: half the slots of a course are such.
function ownersPerGroup(groups: KeyGroups, chunkOwners: Uint32Array): Uint32Array {
  const { starts, memberChunks } = groups;
  const spread = new Uint32Array(starts.length - 1).fill(1);
  const seenIn = new Int32Array(chunkOwners.reduce((top, owner) => Math.max(top, owner + 1), 0)).fill(-1);
  for (let g = 0; g < spread.length; g++) {
    if (starts[g + 1]! - starts[g]! === 1) continue;
    let owners = 0;
    for (let r = starts[g]!; r < starts[g + 1]!; r++) {
      const owner = chunkOwners[memberChunks[r]!]!;
      if (seenIn[owner] !== g) owners++;
      seenIn[owner] = g;
    }
    spread[g] = owners;
  }
  return spread;
}

// 1 for the groups of starter hashes, which are never reported; a group's hash is its first member's.
function starterGroups(
  corpus: Corpus,
  groups: KeyGroups,
  chunks: { readonly order: Uint32Array; readonly fileStarts: Uint32Array },
): Uint8Array {
  const { starts, members, memberChunks } = groups;
  const starter = new Uint8Array(starts.length - 1);
  if (corpus.ignoredHashes.size === 0) return starter;
  for (let g = 0; g < starter.length; g++) {
    const file = chunks.order[memberChunks[starts[g]!]!]!;
    const hash = corpus.files[file]!.fingerprints.hashes[members[starts[g]!]! - chunks.fileStarts[file]!]!;
    starter[g] = corpus.ignoredHashes.has(hash) ? 1 : 0;
  }
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
