// Reads back what a shard job reported (its staff-report.json), so the merge job can report the whole
// course: every repository's status, the exclusions, the requests spent. Checked field by field: a file
// that is not a shard's report is refused with the field that is wrong.
import type { SkippedEntry } from '../check/types.js';
import type { RepoLine, RepoStatus } from '../report/staff-report.js';

export interface ShardReport {
  readonly repos: readonly RepoLine[];
  readonly excluded: readonly { readonly name: string; readonly reason: string }[];
  readonly missing: readonly string[];
  readonly notes: readonly string[];
  readonly requests: Readonly<Record<string, number>>;
  readonly skipped: readonly SkippedEntry[];
}

/** A file that should be a shard's report is not one. */
export class ShardReportError extends Error {
  override readonly name = 'ShardReportError';
}

const STATUSES: readonly RepoStatus[] = ['unchanged', 'same-head', 'fetched', 'stale', 'skipped'];

/** @throws ShardReportError naming the file and the field. */
export function parseShardReport(text: string, path: string): ShardReport {
  const fail = (what: string) => new ShardReportError(`${path} is not a shard's staff report: ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('not JSON');
  }
  if (!isRecord(value) || value.tool !== 'codewinnow' || value.kind !== 'rescan')
    throw fail("no tool 'codewinnow', kind 'rescan'");
  const repos = arrayOf(value.repos, 'repos', fail).map((repo): RepoLine => {
    if (!isRecord(repo) || typeof repo.name !== 'string' || !isStatus(repo.status))
      throw fail('a repos entry');
    return {
      name: repo.name,
      status: repo.status,
      ...(typeof repo.reason === 'string' ? { reason: repo.reason } : {}),
      ...(typeof repo.commit === 'string' ? { commit: repo.commit } : {}),
    };
  });
  const excluded = arrayOf(value.excluded, 'excluded', fail).map((entry) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.reason !== 'string')
      throw fail('an excluded entry');
    return { name: entry.name, reason: entry.reason };
  });
  const skipped = arrayOf(value.skipped, 'skipped', fail).map((entry): SkippedEntry => {
    if (
      !isRecord(entry) ||
      !['submission', 'path', 'reason', 'detail'].every((key) => typeof entry[key] === 'string')
    )
      throw fail('a skipped entry');
    return {
      submission: String(entry.submission),
      path: String(entry.path),
      reason: String(entry.reason),
      detail: String(entry.detail),
    };
  });
  const requests: Record<string, number> = {};
  if (!isRecord(value.requests)) throw fail('requests');
  for (const [kind, count] of Object.entries(value.requests))
    if (typeof count === 'number') requests[kind] = count;
  return {
    repos,
    excluded,
    missing: strings(value.missing, 'missing', fail),
    notes: strings(value.notes, 'notes', fail),
    requests,
    skipped,
  };
}

function arrayOf(value: unknown, field: string, fail: (what: string) => Error): unknown[] {
  if (!Array.isArray(value)) throw fail(field);
  return value;
}

function strings(value: unknown, field: string, fail: (what: string) => Error): string[] {
  const array = arrayOf(value, field, fail);
  const items = array.filter((item): item is string => typeof item === 'string');
  if (items.length !== array.length) throw fail(field);
  return items;
}

function isStatus(value: unknown): value is RepoStatus {
  return STATUSES.some((status) => status === value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
