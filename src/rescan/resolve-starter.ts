// The starter code of a rescan: files the shell read, the starter repository's default branch (downloaded
// only when it was pushed since the version the previous snapshot was made with), or none.
import { starterHashes } from '../check/prepare-files.js';
import { describeError } from '../engine/describe-error.js';
import type { FingerprintParameters } from '../engine/types.js';
import type { CourseHost, CourseRepo } from '../github/course-host.js';
import { isSourcePath } from '../languages/registry.js';
import { readTarball } from '../sources/read-tarball.js';
import type { Snapshot } from '../snapshot/types.js';
import type { StarterMemory } from './rescan-memory.js';
import type { RescanOptions } from './rescan-options.js';

/** fetched or kept (unchanged since the previous snapshot) for a repository; stale: it failed, the old kept. */
export type StarterStatus = 'none' | 'files' | 'fetched' | 'kept' | 'stale';

export interface ResolvedStarter {
  /** Every k-gram hash of the starter code. */
  readonly hashes: ReadonlySet<number>;
  readonly status: StarterStatus;
  /** What to remember of the starter repository. */
  readonly memory?: StarterMemory | undefined;
  /** Why a starter repository's download failed (status 'stale'). */
  readonly problem?: string | undefined;
}

/** The rescan cannot go on: its starter or its listing cannot be had. */
export class RescanError extends Error {
  override readonly name = 'RescanError';
}

/** Where the starter code comes from: the files the shell read, ahead of the starter repository. */
export type StarterOptions = Pick<RescanOptions, 'org' | 'starterRepo' | 'starterFiles' | 'limits'>;

/** What the run knows when it resolves the starter. */
export interface StarterContext {
  /** The organization's repositories, as listed. */
  readonly all: readonly CourseRepo[];
  /** The previous snapshot, when made with this run's parameters. */
  readonly previous: Snapshot | undefined;
  readonly memory: StarterMemory | undefined;
  readonly params: FingerprintParameters;
}

/**
 * The starter's k-gram hashes.
 * @throws RescanError when the starter repository is not in the organization, or cannot be downloaded
 *   and no previous snapshot holds its starter code.
 */
export async function resolveStarter(
  host: CourseHost,
  options: StarterOptions,
  context: StarterContext,
): Promise<ResolvedStarter> {
  const { params, previous } = context;
  const { starterRepo, limits } = options;
  if (options.starterFiles.length > 0)
    return { hashes: starterHashes(options.starterFiles, params), status: 'files' };
  if (starterRepo === undefined) return { hashes: new Set(), status: 'none' };
  const repo = context.all.find((r) => r.name.toLowerCase() === starterRepo.toLowerCase());
  if (!repo)
    throw new RescanError(
      `the starter repository ${options.org}/${starterRepo} is not in the organization, or the token cannot see it`,
    );
  const fullName = `${repo.owner}/${repo.name}`;
  const remembered =
    context.memory?.repo.toLowerCase() === fullName.toLowerCase() ? context.memory : undefined;
  if (previous && remembered && repo.pushedAt !== undefined && repo.pushedAt <= remembered.pushedAt) {
    return { hashes: new Set(previous.starter), status: 'kept', memory: remembered };
  }
  try {
    const bytes = await host.fetchTarball(
      { owner: repo.owner, repo: repo.name },
      repo.defaultBranch,
      limits.maxTarballBytes,
    );
    const files = readTarball(bytes, { maxFileBytes: limits.maxFileBytes, acceptPath: isSourcePath });
    return {
      hashes: starterHashes(files.files, params),
      status: 'fetched',
      memory: { repo: fullName, pushedAt: repo.pushedAt ?? 0 },
    };
  } catch (error) {
    const problem = describeError(error);
    if (previous && remembered)
      return { hashes: new Set(previous.starter), status: 'stale', memory: remembered, problem };
    throw new RescanError(`cannot read the starter repository ${fullName}: ${problem}`);
  }
}
