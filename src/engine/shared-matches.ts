// Shared-fingerprint matches, one submission at a time. A query submission's fingerprints are looked up in
// the index (fingerprint-index.ts); every occurrence of the same hash in another submission it pairs with
// is a match, made by the submission that comes first (a corpus submission never makes any, so a hash
// thousands of snapshot submissions share costs its query occurrences × its occurrences). The matches are
// then grouped by partner: pairs are built one submission's partners at a time, and the matches of the whole
// course (tens of millions in a large one) are never held at once.
// Most partners of a large course share an idiom or two and cannot reach the minimum similarity, which a
// count of their matches and of how far those reach shows: given that test, the matches are first only
// tallied per partner, and then collected for the partners that pass it.
import type { Corpus } from './corpus.js';
import { CONTEXTS, ENTRY, FILE, INDEX, POSITION, type FingerprintIndex } from './fingerprint-index.js';
import {
  MatchArrays,
  reachLength,
  widened,
  type PartnerTest,
  type SubmissionMatches,
} from './submission-matches.js';
import { contextAfter, contextBefore, extensionBound, UNKNOWN_SIDE } from './token-contexts.js';

/** What a match's reach is computed from, beside the index's context hashes. */
export interface ReachInput {
  readonly k: number;
  /** Per file: its token count when its matches may be extended token by token (can-span.ts), else -1. */
  readonly tokens: Int32Array;
}

/** A fingerprint of the submission's own, as a match's reach needs it: its file's tokens (ReachInput). */
interface OwnSide {
  tokens: number;
  position: number;
  contexts: number;
}

/** Buffers reused from one submission to the next: they grow to the largest submission's matches. */
export class MatchCollector {
  private length = 0;
  private partner = new Uint32Array(1024);
  private reach = new Uint16Array(1024);
  private readonly own = new MatchArrays(1024);
  private readonly other = new MatchArrays(1024);
  private order = new Uint32Array(1024);
  /** Matches per partner submission while counting; all zero between submissions. */
  private readonly counts: Uint32Array;
  /** Reach lengths per partner while tallying (PartnerTest); all zero between submissions. */
  private readonly reaches: Float64Array;
  /** 1 for the partners that passed the test, while collecting; all zero between submissions. */
  private readonly passed: Uint8Array;
  private filtered = false;
  private readonly touched: Uint32Array;
  private readonly owners: Uint32Array;
  private readonly isQuery: Uint8Array;
  /** Each file's fingerprint positions. */
  private readonly positions: readonly Uint32Array[];
  /** True when a corpus submission comes before a query one: groups are then read whole, not onwards. */
  private readonly corpusFirst: boolean;

  constructor(
    corpus: Corpus,
    private readonly index: FingerprintIndex,
    private readonly reachInput: ReachInput,
  ) {
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
  collect(submission: number, files: readonly number[], test?: PartnerTest): SubmissionMatches {
    this.length = 0;
    if (this.isQuery[submission] !== 1) return this.grouped();
    this.filtered = test !== undefined;
    if (test && this.tally(submission, files, test) === 0) return this.grouped();
    for (const file of files) this.collectFile(submission, file, this.positions[file]!);
    const matches = this.grouped();
    if (this.filtered) for (const partner of matches.partners) this.passed[partner] = 0;
    return matches;
  }

  // Counts each partner's matches and adds up their reach lengths, then marks those that pass the test;
  // how many do.
  private tally(submission: number, files: readonly number[], test: PartnerTest): number {
    const { counts, reaches, touched, passed } = this;
    const { k } = this.reachInput;
    let partners = 0;
    for (const file of files)
      this.eachMatch(submission, file, (partner, own, o) => {
        if (counts[partner]!++ === 0) touched[partners++] = partner;
        reaches[partner] = reaches[partner]! + 2 * reachLength(this.reachOf(own, ENTRY * o), k);
      });
    let passing = 0;
    for (let p = 0; p < partners; p++) {
      const partner = touched[p]!;
      if (test(partner, { matches: counts[partner]!, reach: reaches[partner]! })) {
        passed[partner] = 1;
        passing++;
      }
      counts[partner] = 0;
      reaches[partner] = 0;
    }
    return passing;
  }

  // Calls `visit` with each match of `file`'s fingerprints, as collectFile makes them, and its own side.
  private eachMatch(
    submission: number,
    file: number,
    visit: (partner: number, own: OwnSide, o: number) => void,
  ): void {
    const { fileStarts, groupOf, rank, ends, entries, starts, fileSubmissions, contexts } = this.index;
    const { owners, isQuery } = this;
    const owner = owners[submission]!;
    const first = fileStarts[file]!;
    const positions = this.positions[file]!;
    const own = { tokens: this.reachInput.tokens[file]!, position: 0, contexts: 0 };
    for (let i = 0; i < positions.length; i++) {
      const end = ends[first + i]!;
      if (end === 0) continue;
      const self = rank[first + i]!;
      own.position = positions[i]!;
      own.contexts = contexts[first + i]!;
      for (let o = this.corpusFirst ? starts[groupOf[first + i]!]! : self + 1; o < end; o++) {
        const partner = fileSubmissions[entries[ENTRY * o + FILE]!]!;
        if (partner === submission || owners[partner] === owner) continue;
        if (partner < submission && isQuery[partner] === 1) continue;
        visit(partner, own, o);
      }
    }
  }

  // The matches of each fingerprint of `file`: with the slots after it in its group (groups list slots in
  // submission order, so those of later submissions), and with earlier corpus submissions if any; when
  // filtered, only with the partners that passed the test.
  private collectFile(submission: number, file: number, positions: Uint32Array): void {
    const { fileStarts, groupOf, rank, ends, entries, starts, fileSubmissions, contexts } = this.index;
    const { owners, isQuery, passed, filtered } = this;
    const owner = owners[submission]!;
    const first = fileStarts[file]!;
    const own = { tokens: this.reachInput.tokens[file]!, position: 0, contexts: 0 };
    for (let i = 0; i < positions.length; i++) {
      const end = ends[first + i]!;
      if (end === 0) continue;
      const self = rank[first + i]!;
      own.position = positions[i]!;
      own.contexts = contexts[first + i]!;
      let o = this.corpusFirst ? starts[groupOf[first + i]!]! : self + 1;
      if (this.length + end - o > this.partner.length) this.grow(this.length + end - o);
      for (; o < end; o++) {
        const otherFile = entries[ENTRY * o + FILE]!;
        const partner = fileSubmissions[otherFile]!;
        if (partner === submission || owners[partner] === owner) continue;
        if (partner < submission && isQuery[partner] === 1) continue;
        if (filtered && passed[partner] === 0) continue;
        const m = this.length++;
        this.partner[m] = partner;
        this.own.files[m] = file;
        this.own.indexes[m] = i;
        this.own.positions[m] = positions[i]!;
        this.other.files[m] = otherFile;
        this.other.indexes[m] = entries[ENTRY * o + INDEX]!;
        this.other.positions[m] = entries[ENTRY * o + POSITION]!;
        this.reach[m] = this.reachOf(own, ENTRY * o);
      }
    }
  }

  // The reach of the match between a fingerprint of the submission's own and the index entry at o
  // (SubmissionMatches.reach).
  private reachOf(own: OwnSide, o: number): number {
    const { entries } = this.index;
    const { k, tokens } = this.reachInput;
    const tokensQ = own.tokens;
    const tokensO = tokens[entries[o + FILE]!]!;
    if (tokensQ < 0 || tokensO < 0) return (UNKNOWN_SIDE << 8) | UNKNOWN_SIDE;
    const [atQ, atO] = [own.position, entries[o + POSITION]!];
    const [contextsQ, contextsO] = [own.contexts, entries[o + CONTEXTS]!];
    const before = extensionBound(Math.min(atQ, atO), contextBefore(contextsQ), contextBefore(contextsO));
    const afterRoom = Math.min(tokensQ - atQ, tokensO - atO) - k;
    const after = extensionBound(afterRoom, contextAfter(contextsQ), contextAfter(contextsO));
    return (before << 8) | after;
  }

  private grow(least: number): void {
    let size = 2 * this.partner.length;
    while (size < least) size *= 2;
    this.partner = widened(this.partner, new Uint32Array(size));
    this.reach = widened(this.reach, new Uint16Array(size));
    this.own.widenTo(size);
    this.other.widenTo(size);
    this.order = new Uint32Array(size);
  }

  // A counting sort by partner, partners in ascending order.
  private grouped(): SubmissionMatches {
    const { counts, touched, partner, length } = this;
    let partners = 0;
    for (let m = 0; m < length; m++) if (counts[partner[m]!]!++ === 0) touched[partners++] = partner[m]!;
    const listed = touched.slice(0, partners).sort();
    const starts = new Uint32Array(partners + 1);
    for (let p = 0; p < partners; p++) {
      starts[p + 1] = starts[p]! + counts[listed[p]!]!;
      counts[listed[p]!] = starts[p]!;
    }
    for (let m = 0; m < length; m++) this.order[counts[partner[m]!]!++] = m;
    for (let p = 0; p < partners; p++) counts[listed[p]!] = 0;
    const { order, own, other, reach } = this;
    return { partners: listed, starts, order, own, other, reach };
  }
}
