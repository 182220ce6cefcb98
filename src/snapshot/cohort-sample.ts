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
export const COHORT_SAMPLE = 200;

/** Most bits: 1 in 2^24 is a sample of one in courses far larger than any. */
export const MAX_SAMPLE_BITS = 24;

/**
 * The bits for a course of `courseSize` submissions: the fewest that leave at most COHORT_SAMPLE of them in
 * the sample on average, so a course of up to COHORT_SAMPLE is stored densely whole, and a larger one keeps
 * between COHORT_SAMPLE / 2 and COHORT_SAMPLE dense submissions.
 */
export function cohortSampleBitsFor(courseSize: number): number {
  let bits = 0;
  while (bits < MAX_SAMPLE_BITS && courseSize / 2 ** bits > COHORT_SAMPLE) bits++;
  return bits;
}

/**
 * The bits an update of a snapshot made with `previous` bits uses for a course of `courseSize`: the
 * previous ones, unless the course has outgrown them (then everything is fingerprinted again, once).
 */
export function updatedSampleBits(previous: number, courseSize: number): number {
  return Math.max(previous, cohortSampleBitsFor(courseSize));
}

/** Whether the submission with owner id `owner` (hex, see submission-identity.ts) is in the sample. */
export function inCohortSample(owner: string, bits: number): boolean {
  if (bits === 0) return true;
  const high = Number.parseInt(owner.slice(0, 8), 16);
  return high < 2 ** (32 - bits);
}

/** "every submission" or "1 in 2^bits submissions", for reports and refusals. */
export function describeCohortSample(bits: number): string {
  return bits === 0 ? 'every submission' : `1 in ${2 ** bits} submissions`;
}
