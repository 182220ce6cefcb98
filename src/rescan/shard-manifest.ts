// What a shard job hands to the merge job besides its slice of the snapshot: which shard it was, its
// repositories' lines, the exclusions and missing names of the listing, its notes, the files it skipped and
// the API requests it spent. A small typed, versioned format of its own (shard.json), never a report parsed
// back; read field by field, so a file that is not a manifest of this version is refused with the reason.
import type { SkippedEntry } from '../check/types.js';
import type { RepoLine, RepoStatus, StaffReport } from '../report/staff-report.js';
import { pseudonymOf } from '../snapshot/submission-identity.js';
import type { Shard } from './shard.js';

/** The manifest's file in a shard job's output folder. */
export const SHARD_MANIFEST_FILE = 'shard.json';
const FORMAT = 'codewinnow-shard';
/** Bumped whenever a field changes meaning; a merge reads only its own version. */
export const SHARD_MANIFEST_VERSION = 1;

/**
 * The shard's `repos` (its repositories, by name) and `requests` (what it spent, by kind, and `total`); the
 * listing's `excluded` and `missing` (the same in every shard) and its `notes`, as the staff report has them.
 */
export interface ShardManifest extends Pick<
  StaffReport,
  'repos' | 'excluded' | 'missing' | 'notes' | 'requests'
> {
  readonly shard: Shard;
  readonly skipped: readonly SkippedEntry[];
  /**
   * 8 hex digits that tell pseudonym keys apart (see pseudonymKeyCheck), null when the shard had no key: the
   * merge refuses shards whose pseudonyms were made with different keys.
   */
  readonly keyCheck: string | null;
}

/** What the manifest records of a pseudonym key: its pseudonym of a name no repository has. */
export function pseudonymKeyCheck(key: Uint8Array | undefined): string | null {
  return key === undefined ? null : pseudonymOf(key, '\0codewinnow shard key check');
}

/** A file that should be a shard's manifest is not one (of this version). */
export class ShardManifestError extends Error {
  override readonly name = 'ShardManifestError';
}

/** The manifest as JSON, fields in a fixed order. */
export function renderShardManifest(manifest: ShardManifest): string {
  const { shard, keyCheck, repos, excluded, missing, notes, requests, skipped } = manifest;
  const head = { format: FORMAT, version: SHARD_MANIFEST_VERSION, shard, keyCheck };
  return `${JSON.stringify({ ...head, repos, excluded, missing, notes, requests, skipped }, null, 2)}\n`;
}

const STATUSES: readonly RepoStatus[] = ['unchanged', 'same-head', 'fetched', 'stale', 'skipped'];

/** @throws ShardManifestError naming the file and the field. */
export function parseShardManifest(text: string, path: string): ShardManifest {
  const fail = (what: string) => new ShardManifestError(`${path} is not a shard's manifest: ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('not JSON');
  }
  if (!isRecord(value) || value.format !== FORMAT) throw fail(`no format '${FORMAT}'`);
  if (value.version !== SHARD_MANIFEST_VERSION)
    throw new ShardManifestError(
      `${path} is a shard manifest of version ${String(value.version)}, and this codewinnow reads version ${SHARD_MANIFEST_VERSION}: run the shard jobs and the merge with the same codewinnow`,
    );
  return {
    shard: shardOf(value.shard, fail),
    keyCheck: keyCheckOf(value.keyCheck, fail),
    repos: arrayOf(value.repos, 'repos', fail).map((repo) => repoLineOf(repo, fail)),
    excluded: arrayOf(value.excluded, 'excluded', fail).map((entry) => {
      if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.reason !== 'string')
        throw fail('an excluded entry');
      return { name: entry.name, reason: entry.reason };
    }),
    missing: strings(value.missing, 'missing', fail),
    notes: strings(value.notes, 'notes', fail),
    requests: requestsOf(value.requests, fail),
    skipped: arrayOf(value.skipped, 'skipped', fail).map((entry) => skippedOf(entry, fail)),
  };
}

type Fail = (what: string) => Error;

function shardOf(value: unknown, fail: Fail): Shard {
  if (!isRecord(value)) throw fail('shard');
  const { index, count } = value;
  if (!Number.isInteger(index) || !Number.isInteger(count)) throw fail('shard');
  const shard = { index: Number(index), count: Number(count) };
  if (shard.index < 1 || shard.index > shard.count) throw fail('shard');
  return shard;
}

function keyCheckOf(value: unknown, fail: Fail): string | null {
  if (value === null || (typeof value === 'string' && /^[0-9a-f]{8}$/.test(value))) return value;
  throw fail('keyCheck');
}

function repoLineOf(repo: unknown, fail: Fail): RepoLine {
  if (!isRecord(repo) || typeof repo.name !== 'string' || !isStatus(repo.status)) throw fail('a repos entry');
  return {
    name: repo.name,
    status: repo.status,
    ...(typeof repo.reason === 'string' ? { reason: repo.reason } : {}),
    ...(typeof repo.commit === 'string' ? { commit: repo.commit } : {}),
  };
}

function skippedOf(entry: unknown, fail: Fail): SkippedEntry {
  if (!isRecord(entry)) throw fail('a skipped entry');
  const { submission, path, reason, detail } = entry;
  if (
    typeof submission !== 'string' ||
    typeof path !== 'string' ||
    typeof reason !== 'string' ||
    typeof detail !== 'string'
  )
    throw fail('a skipped entry');
  return { submission, path, reason, detail };
}

function requestsOf(value: unknown, fail: Fail): Record<string, number> {
  if (!isRecord(value)) throw fail('requests');
  const requests: Record<string, number> = {};
  for (const [kind, count] of Object.entries(value)) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw fail('requests');
    requests[kind] = count;
  }
  return requests;
}

function arrayOf(value: unknown, field: string, fail: Fail): unknown[] {
  if (!Array.isArray(value)) throw fail(field);
  return value;
}

function strings(value: unknown, field: string, fail: Fail): string[] {
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
