// A shard job's output folder, written by the shard and read by the merge: its slice of the staff snapshot
// (course-state.cwsnap), the memory (course-state.json) and its manifest (shard.json). The merge refuses
// shards that would not add up to the snapshot one job builds: a shard missing or given twice, shards of
// different splits, or slices made with different starter code or pseudonym keying.
import { sameHashes } from '../check/start-snapshot-build.js';
import { compareText } from '../engine/compare-text.js';
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../snapshot/merge-snapshots.js';
import type { Snapshot } from '../snapshot/types.js';
import type { CourseState } from './course-state.js';
import type { RescanMemory } from './rescan-memory.js';
import type { FileStore } from '../sources/file-store.js';
import { FILES, memoryFiles, pathIn, readMemory, readSnapshotAt } from './rescan-store.js';
import { RescanError } from './resolve-starter.js';
import {
  parseShardManifest,
  renderShardManifest,
  SHARD_MANIFEST_FILE,
  type ShardManifest,
} from './shard-manifest.js';

export interface ShardOutput {
  readonly manifest: ShardManifest;
  readonly memory: RescanMemory;
  /** The shard's slice of the staff copy. */
  readonly snapshot: Snapshot;
}

/** Writes a shard's output folder; returns the paths written. */
export async function writeShardOutput(
  store: FileStore,
  dir: string,
  output: ShardOutput,
): Promise<{ shard: string; memory: string; history: string; state: string }> {
  const paths = {
    shard: pathIn(dir, SHARD_MANIFEST_FILE),
    memory: pathIn(dir, FILES.memory),
    history: pathIn(dir, FILES.history),
    state: pathIn(dir, FILES.state),
  };
  await store.write(paths.shard, renderShardManifest(output.manifest));
  for (const [kind, content] of memoryFiles(output.memory)) await store.write(paths[kind], content);
  await store.write(paths.state, encodeSnapshot(output.snapshot));
  return paths;
}

/**
 * The course state of every shard in `dirs`, merged: what one job of the whole course would know.
 * @throws RescanError when the shards do not make up one whole course; SnapshotError or ShardManifestError
 *   naming the file that is missing or not what it should be.
 */
export async function readShards(store: FileStore, dirs: readonly string[]): Promise<CourseState> {
  if (dirs.length === 0) throw new RescanError("merge needs the shard jobs' output folders");
  const shards: ShardOutput[] = [];
  for (const dir of dirs) {
    const snapshot = await readSnapshotAt(store, pathIn(dir, FILES.state));
    const manifest = parseShardManifest(
      await readText(store, pathIn(dir, SHARD_MANIFEST_FILE)),
      pathIn(dir, SHARD_MANIFEST_FILE),
    );
    const memory = await readMemory(store, dir, () => undefined);
    shards.push({ manifest, memory, snapshot });
  }
  assertWholeCourse(shards, dirs);
  const manifests = shards.map((shard) => shard.manifest);
  return {
    snapshot: mergeSnapshots(
      shards.map((shard) => shard.snapshot),
      dirs,
    ),
    memory: shards[0]!.memory,
    repos: manifests
      .flatMap((m) => m.repos)
      .sort((x, y) => compareText(x.name.toLowerCase(), y.name.toLowerCase())),
    excluded: manifests[0]!.excluded,
    missing: manifests[0]!.missing,
    notes: [`${dirs.length} shards merged.`, ...new Set(manifests.flatMap((m) => m.notes))],
    // In the order one job lists them (rescan-course.ts): by submission, then path.
    skippedFiles: manifests
      .flatMap((m) => m.skipped)
      .sort((x, y) => compareText(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`)),
    requests: manifests.map((m) => m.requests),
  };
}

function assertWholeCourse(shards: readonly ShardOutput[], dirs: readonly string[]): void {
  const first = shards[0]!;
  const count = first.manifest.shard.count;
  const seen = new Map<number, string>();
  shards.forEach(({ manifest, snapshot }, i) => {
    const { index } = manifest.shard;
    if (manifest.shard.count !== count)
      throw new RescanError(
        `${dirs[i]} is shard ${index} of ${manifest.shard.count}, ${dirs[0]} one of ${count}: merge the shards of one split`,
      );
    const twice = seen.get(index);
    if (twice !== undefined)
      throw new RescanError(`${twice} and ${dirs[i]} are both shard ${index} of ${count}`);
    seen.set(index, dirs[i]!);
    if (!sameHashes(snapshot.starter, first.snapshot.starter))
      throw new RescanError(
        `${dirs[i]} was built with other starter code than ${dirs[0]}: run the shard jobs again, from one starter`,
      );
    if (snapshot.pseudonymsKeyed !== first.snapshot.pseudonymsKeyed)
      throw new RescanError(
        `${dirs[i]} was built ${snapshot.pseudonymsKeyed ? 'with' : 'without'} a pseudonym key and ${dirs[0]} ${first.snapshot.pseudonymsKeyed ? 'with' : 'without'}: give every shard job the same key`,
      );
    if (manifest.keyCheck !== first.manifest.keyCheck)
      throw new RescanError(
        `${dirs[i]} was built with another pseudonym key than ${dirs[0]}: give every shard job the same key`,
      );
  });
  const absent = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (absent.length > 0)
    throw new RescanError(
      `shard${absent.length === 1 ? '' : 's'} ${absent.join(', ')} of ${count} not given: the merge would leave out their repositories`,
    );
}

async function readText(store: FileStore, path: string): Promise<string> {
  const bytes = await store.read(path);
  if (bytes === undefined)
    throw new RescanError(`${path}: no such file (is it a shard job's output folder?)`);
  return new TextDecoder().decode(bytes);
}
