// The pairs of a JSON report (`compare --format json`, `check --format json`, the rescan's
// staff-report.json), for `codewinnow review`: names, similarity, flag and fragments' files and lines.
// What comes in is checked field by field; a report of another shape is refused with what was wrong.
import { readFile } from 'node:fs/promises';
import type { EvidenceFragment, EvidencePlace } from '../check/decision-types.js';
import { describeError } from '../engine/describe-error.js';

/** A JSON report's pair, as review lists and decides it. */
export interface ReportPair {
  readonly a: string;
  readonly b: string;
  readonly similarity: number;
  readonly flagged: boolean;
  readonly reason: string;
  readonly fragments: readonly EvidenceFragment[];
}

/** The file is not a codewinnow JSON report. */
export class ReportShapeError extends Error {
  override readonly name = 'ReportShapeError';
}

export async function readReportPairs(path: string): Promise<ReportPair[]> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ReportShapeError(`${path}: not a JSON report (${describeError(error)})`, { cause: error });
  }
  const pairs = isRecord(document) && document.tool === 'codewinnow' ? document.pairs : undefined;
  if (!Array.isArray(pairs)) throw new ReportShapeError(`${path}: not a codewinnow JSON report (no pairs)`);
  return pairs.map((pair: unknown, index) => {
    const read = toReportPair(pair);
    if (!read) throw new ReportShapeError(`${path}: pairs[${index}] is not a pair of a codewinnow report`);
    return read;
  });
}

function toReportPair(pair: unknown): ReportPair | undefined {
  if (!isRecord(pair) || typeof pair.a !== 'string' || typeof pair.b !== 'string') return undefined;
  if (typeof pair.similarity !== 'number' || typeof pair.flagged !== 'boolean') return undefined;
  if (!Array.isArray(pair.fragments)) return undefined;
  const fragments: EvidenceFragment[] = [];
  for (const fragment of pair.fragments as unknown[]) {
    const a = isRecord(fragment) ? toPlace(fragment.a) : undefined;
    const b = isRecord(fragment) ? toPlace(fragment.b) : undefined;
    if (!a || !b) return undefined;
    fragments.push({ a, b });
  }
  const reason = typeof pair.reason === 'string' ? pair.reason : '';
  return { a: pair.a, b: pair.b, similarity: pair.similarity, flagged: pair.flagged, reason, fragments };
}

// A side as reports write it: `file`, `startLine` and `endLine` 1-based and both included.
function toPlace(side: unknown): EvidencePlace | undefined {
  if (!isRecord(side) || typeof side.file !== 'string') return undefined;
  const { startLine, endLine } = side;
  if (!Number.isInteger(startLine) || !Number.isInteger(endLine)) return undefined;
  return { file: side.file, lines: { start: Number(startLine) - 1, end: Number(endLine) } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
