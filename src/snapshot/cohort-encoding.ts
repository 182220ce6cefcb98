// The cohort statistics in the snapshot's metadata, after the starter hashes: pair count, then median and
// median absolute deviation in millionths (varints), so that equal statistics give equal bytes.
import type { CohortStats } from '../engine/cohort-stats.js';
import type { ByteReader } from './byte-reader.js';
import type { ByteWriter } from './byte-writer.js';

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
