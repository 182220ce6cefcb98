// How the quality benchmarks score a course: the CLI's `compare` over files given as paths, every file a
// submission, default settings unless `extraArgs` change them, every pair listed (`--min-similarity 0`).
// It runs the CLI as compiled from this tree (build/src/cli/bin.js, which every bench script compiles first),
// not the committed bundle, so a benchmark measures the source being changed.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PairScore } from './quality-through-snapshot.js';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli', 'bin.js');

/** Scores of every pair of `files` (paths relative to `cwd`), keyed "a\nb" both ways. */
export function compareFiles(
  cwd: string,
  files: readonly string[],
  extraArgs: readonly string[] = [],
): Map<string, PairScore> {
  const csv = execFileSync(
    'node',
    [cli, 'compare', '--format', 'csv', '--min-similarity', '0', ...extraArgs, ...files],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.split(',');
  const at = (name: string) => columns.indexOf(name);
  const result = new Map<string, PairScore>();
  for (const row of rows) {
    const cells = row.split(',');
    const value = {
      similarity: Number(cells[at('similarity')]),
      score: Number(cells[at('score')]),
      flagged: cells[at('flagged')] === '1',
    };
    result.set(`${cells[at('a')]}\n${cells[at('b')]}`, value);
    result.set(`${cells[at('b')]}\n${cells[at('a')]}`, value);
  }
  return result;
}
