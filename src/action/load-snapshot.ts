// Gets the course snapshot: the newest live artifact of that name in the snapshot repository (listed, then
// downloaded through GitHub's redirect to blob storage and unzipped), or a file named by snapshot-path;
// then decodes it through the one loader (sources/load-snapshot.ts), refusing one whose fingerprints this build
// cannot reproduce. k and w are the snapshot's: the action has no settings of its own for them.
import { unzipSync } from 'fflate';
import { comparableParameters } from '../check/this-build-parameters.js';
import { describeError } from '../engine/describe-error.js';
import type { ArtifactInfo, GitHubClient, RepoRef } from '../github/github-client.js';
import { statusOf } from '../github/status-of.js';
import { SnapshotError } from '../snapshot/snapshot-error.js';
import { ZIP_MAGIC } from '../snapshot/snapshot-format.js';
import type { Snapshot } from '../snapshot/types.js';
import {
  decodeCheckedSnapshot,
  loadSnapshot as loadSnapshotFile,
  SnapshotReadError,
} from '../sources/load-snapshot.js';
import type { SnapshotLocation } from './inputs.js';
import type { FilesPort } from './ports.js';

/** The snapshot cannot be had: no artifact, only expired ones, no access, or bytes that are no snapshot. */
export class SnapshotUnavailableError extends Error {
  override readonly name = 'SnapshotUnavailableError';
}

export interface LoadedSnapshot {
  readonly snapshot: Snapshot;
  /** Where it came from, for logs: "artifact codewinnow-snapshot #12 of staff/course (2026-11-20T…)". */
  readonly origin: string;
}

export async function loadSnapshot(
  location: SnapshotLocation,
  ports: { readonly client: GitHubClient; readonly files: FilesPort },
): Promise<LoadedSnapshot> {
  if (location.kind === 'file') return readSnapshotFile(ports.files, location.path);
  const artifact = await findArtifact(ports.client, location.repo, location.artifact);
  const where = `artifact '${artifact.name}' (id ${artifact.id}, ${artifact.createdAt}) of ${fullName(location.repo)}`;
  const zip = await ports.client.downloadArtifact(location.repo, artifact.id).catch((error: unknown) => {
    throw new SnapshotUnavailableError(`cannot download the ${where}: ${accessHint(error, location.repo)}`);
  });
  return { snapshot: decodeArtifact(unpack(zip, where), where), origin: where };
}

async function findArtifact(client: GitHubClient, repo: RepoRef, name: string): Promise<ArtifactInfo> {
  let artifacts: ArtifactInfo[];
  try {
    artifacts = await client.listArtifacts(repo, name);
  } catch (error) {
    throw new SnapshotUnavailableError(
      `cannot list the artifacts of ${fullName(repo)}: ${accessHint(error, repo)}`,
    );
  }
  const live = artifacts.find((artifact) => !artifact.expired);
  if (live) return live;
  if (artifacts.length > 0) {
    throw new SnapshotUnavailableError(
      `every artifact named '${name}' in ${fullName(repo)} has expired (the newest was made ${artifacts[0]!.createdAt}): ` +
        'rebuild the snapshot, and schedule its rebuild more often than the artifact retention period',
    );
  }
  throw new SnapshotUnavailableError(
    `there is no artifact named '${name}' in ${fullName(repo)}: build the snapshot there first (codewinnow snapshot build, then actions/upload-artifact), or check snapshot-artifact`,
  );
}

function accessHint(error: unknown, repo: RepoRef): string {
  const status = statusOf(error);
  const message = describeError(error);
  if (status === 401 || status === 403 || status === 404) {
    return (
      `GitHub answered ${status} (${message}). The snapshot-token must be able to read Actions artifacts of ${fullName(repo)} ` +
      "(a fine-grained token or GitHub App token with Actions: read on that repository); the job's own GITHUB_TOKEN can read only its own repository"
    );
  }
  return status === undefined ? message : `GitHub answered ${status} (${message})`;
}

/** The snapshot inside an artifact's zip (its one file, or its one *.cwsnap file); raw bytes pass through. */
function unpack(bytes: Uint8Array, where: string): Uint8Array {
  if (!ZIP_MAGIC.every((byte, i) => bytes[i] === byte)) return bytes;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw new SnapshotUnavailableError(`the ${where} is not a readable zip: ${describeError(error)}`);
  }
  const files = Object.entries(entries).filter(([name]) => !name.endsWith('/'));
  const chosen = files.length === 1 ? files : files.filter(([name]) => name.endsWith('.cwsnap'));
  if (chosen.length !== 1) {
    const names = files.map(([name]) => name).join(', ') || 'nothing';
    throw new SnapshotUnavailableError(`the ${where} should hold one snapshot file, but holds ${names}`);
  }
  return chosen[0]![1];
}

/** Hash function and front ends: the action takes k and w from the snapshot. */
const CHECK = { expected: comparableParameters() };

async function readSnapshotFile(files: FilesPort, path: string): Promise<LoadedSnapshot> {
  const read = (file: string, maxBytes: number) => files.readInputFile(file, maxBytes);
  try {
    return { snapshot: (await loadSnapshotFile({ read }, path, CHECK)).snapshot, origin: `file ${path}` };
  } catch (error) {
    throw unavailable(error, `the snapshot file ${path}`);
  }
}

function decodeArtifact(bytes: Uint8Array, where: string): Snapshot {
  try {
    return decodeCheckedSnapshot(bytes, CHECK);
  } catch (error) {
    throw unavailable(error, `the ${where}`);
  }
}

/** The loader's error worded for the action's log: bytes that cannot be had, or cannot be used. */
function unavailable(error: unknown, what: string): unknown {
  if (error instanceof SnapshotReadError)
    return new SnapshotUnavailableError(`cannot read ${what}: ${error.message}`);
  if (error instanceof SnapshotError)
    return new SnapshotUnavailableError(`${what} cannot be used: ${error.message}`);
  return error;
}

function fullName(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}
