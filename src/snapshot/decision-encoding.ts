// What a check needs to decide as staff do, at the end of the snapshot's metadata: the cohort statistics
// (pair count, then median and median absolute deviation in millionths), then the flag rule (threshold in
// millionths, long fragment in tokens); varints, so that equal values give equal bytes.
import type { CohortStats } from '../engine/cohort-stats.js';
import type { ByteReader } from './byte-reader.js';
import type { ByteWriter } from './byte-writer.js';
import type { FlagRule } from './types.js';

const SCALE = 1_000_000;

export function writeCohort(out: ByteWriter, cohort: CohortStats): void {
  out.varint(cohort.pairs);
  out.varint(Math.round(cohort.median * SCALE));
  out.varint(Math.round(cohort.mad * SCALE));
}

/** @throws SnapshotError when a share is above 1. */
export function readCohort(reader: ByteReader): CohortStats {
  const pairs = reader.varint();
  const at = reader.offset;
  const median = reader.varint();
  const mad = reader.varint();
  if (median > SCALE || mad > SCALE) throw reader.corrupt('cohort statistics above 100%', at);
  return { pairs, median: median / SCALE, mad: mad / SCALE };
}

export function writeFlagRule(out: ByteWriter, rule: FlagRule): void {
  out.varint(Math.round(rule.threshold * SCALE));
  out.varint(rule.longFragment);
}

/** @throws SnapshotError when the threshold is above 1 or the fragment length 0. */
export function readFlagRule(reader: ByteReader): FlagRule {
  const at = reader.offset;
  const threshold = reader.varint();
  const longFragment = reader.varint();
  if (threshold > SCALE || longFragment < 1) throw reader.corrupt('a flag rule out of range', at);
  return { threshold: threshold / SCALE, longFragment };
}
