// The report's per-submission view, from the listed pairs: each submission's strongest match (the listed pair
// of highest similarity it is in) and how many flagged pairs it is in. Pure: the page calls it as it loads,
// tests call it directly.
import type { PairEntry } from './html-payload.js';

export interface StudentRow {
  /** Index into the payload's `names`. */
  readonly submission: number;
  /** Rank (0-based) of its strongest listed pair; -1 when it is in no listed pair. */
  readonly best: number;
  /** The other submission of that pair; -1 when there is none. */
  readonly match: number;
  /** That pair's similarity; 0 when there is none. */
  readonly similarity: number;
  /** Flagged pairs it is in. */
  readonly flagged: number;
}

/** One row per submission, in submission order. `pairs[i]` is the pair ranked i + 1. */
export function toStudentRows(submissions: number, pairs: readonly PairEntry[]): StudentRow[] {
  const best = new Array<number>(submissions).fill(-1);
  const flagged = new Array<number>(submissions).fill(0);
  pairs.forEach((pair, rank) => {
    for (const side of [pair.a, pair.b]) {
      if (side < 0 || side >= submissions) continue;
      const current = pairs[best[side] ?? -1];
      if (current === undefined || pair.similarity > current.similarity) best[side] = rank;
      if (pair.flagged) flagged[side] = (flagged[side] ?? 0) + 1;
    }
  });
  return best.map((rank, submission) => {
    const pair = pairs[rank];
    return {
      submission,
      best: pair === undefined ? -1 : rank,
      match: pair === undefined ? -1 : pair.a === submission ? pair.b : pair.a,
      similarity: pair?.similarity ?? 0,
      flagged: flagged[submission] ?? 0,
    };
  });
}
