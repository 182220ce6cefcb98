// Splits a course between the jobs of a matrix: `shard: i/n` takes the repositories whose name hashes to
// i (1-based) of n. The hash is of the lower-cased full name, so a repository stays in its shard however the
// listing changes, and the shards' snapshots merge into exactly the snapshot one job would build. Pure.

/** Job `index` (1-based) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** "2/4" → { index: 2, count: 4 }; undefined when the text is not of that form with 1 ≤ i ≤ n ≤ 256. */
export function parseShard(text: string): Shard | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return index >= 1 && index <= count && count <= 256 ? { index, count } : undefined;
}

/** Whether the repository `fullName` (owner/name) belongs to `shard`. */
export function inShard(fullName: string, shard: Shard): boolean {
  return fnv1a(fullName.toLowerCase()) % shard.count === shard.index - 1;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}
