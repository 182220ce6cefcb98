// Gets the course snapshot: the newest live artifact of that name in the snapshot repository (listed, then
// downloaded through GitHub's redirect to blob storage and unzipped), or a file named by snapshot-path;
// then decodes it, refusing one made with other parameters than this version of codewinnow uses.
import { unzipSync } from 'fflate';
import type { ArtifactInfo, GitHubClient, RepoRef } from '../github/github-client.js';
import { statusOf } from '../github/status-of.js';
import { currentParameters } from '../check/snapshot-parameters-now.js';
import { describeError } from '../engine/describe-error.js';
import { decodeSnapshot } from '../snapshot/decode-snapshot.js';
import { SnapshotError } from '../snapshot/snapshot-error.js';
import { assertParameters } from '../snapshot/snapshot-parameters.js';
import type { Snapshot } from '../snapshot/types.js';
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

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export async function loadSnapshot(
  location: SnapshotLocation,
  ports: { readonly client: GitHubClient; readonly files: FilesPort },
): Promise<LoadedSnapshot> {
  if (location.kind === 'file') {
    const bytes = await readSnapshotFile(ports.files, location.path);
    return { snapshot: decode(bytes, `the snapshot file ${location.path}`), origin: `file ${location.path}` };
  }
  const artifact = await findArtifact(ports.client, location.repo, location.artifact);
  const where = `artifact '${artifact.name}' (id ${artifact.id}, ${artifact.createdAt}) of ${fullName(location.repo)}`;
  const zip = await ports.client.downloadArtifact(location.repo, artifact.id).catch((error: unknown) => {
    throw new SnapshotUnavailableError(`cannot download the ${where}: ${accessHint(error, location.repo)}`);
  });
  return { snapshot: decode(unpack(zip, where), `the ${where}`), origin: where };
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
    throw new SnapshotUnavailableError(
      `the ${where} is not a readable zip: ${describeError(error)}`,
    );
  }
  const files = Object.entries(entries).filter(([name]) => !name.endsWith('/'));
  const chosen = files.length === 1 ? files : files.filter(([name]) => name.endsWith('.cwsnap'));
  if (chosen.length !== 1) {
    const names = files.map(([name]) => name).join(', ') || 'nothing';
    throw new SnapshotUnavailableError(`the ${where} should hold one snapshot file, but holds ${names}`);
  }
  return chosen[0]![1];
}

/** Decodes the snapshot and checks that this run fingerprints the same way (its k and w, our hashes and front ends). */
function decode(bytes: Uint8Array, what: string): Snapshot {
  try {
    const snapshot = decodeSnapshot(bytes);
    assertParameters(
      snapshot.params,
      currentParameters(snapshot.params.k, snapshot.params.w, snapshot.params.storedWindow),
    );
    return snapshot;
  } catch (error) {
    if (error instanceof SnapshotError)
      throw new SnapshotUnavailableError(`${what} cannot be used: ${error.message}`);
    throw error;
  }
}

async function readSnapshotFile(files: FilesPort, path: string): Promise<Uint8Array> {
  try {
    return await files.readInputFile(path);
  } catch (error) {
    throw new SnapshotUnavailableError(
      `cannot read the snapshot file ${path}: ${describeError(error)}`,
    );
  }
}

function fullName(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}
