// `npm run bench:merging`: what neighbour merging (src/engine/merge-neighbours.ts) adds on IR-Plag
// (../shared/data/irplag), each task on its own with every file a submission, as bench:quality runs it.
// For each labelled set it prints ROC AUC by the fingerprints' similarity (what pairs are ranked by today)
// and by the merged similarity (Pair.merged, where merging bridged enough gaps), the mean similarity of
// copies and of independent pairs under each, and the time the engine took with and without merging.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus, PairOptions } from '../src/engine/corpus.js';
import { DEFAULT_MERGING } from '../src/engine/merge-neighbours.js';
import { findPairs } from '../src/engine/find-pairs.js';
import { prepareSubmissions } from '../src/check/prepare-files.js';
import { DEFAULT_SETTINGS, toPairOptions } from '../src/check/settings.js';
import { rocAuc } from './metrics.js';
import { listFiles } from './list-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.IRPLAG_DIR ?? join(root, '../shared/data/irplag'));

interface Similarities {
  readonly plain: number;
  readonly merged: number;
}

function taskCorpus(task: string): { corpus: Corpus; names: string[]; options: PairOptions } {
  const names = listFiles(join(dataDir, 'src', task))
    .map((path) => relative(dataDir, path))
    .sort();
  const submissions = names.map((name) => ({
    name,
    files: [{ path: name, text: readFileSync(join(dataDir, name), 'utf8') }],
  }));
  const params = { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w };
  const prepared = prepareSubmissions(submissions, params, new Set());
  const corpus: Corpus = {
    params,
    submissions: names.map((_, owner) => ({ owner, side: 'query' })),
    files: prepared.files,
    ignoredHashes: new Set(),
  };
  const options = toPairOptions({ ...DEFAULT_SETTINGS, minSimilarity: 0 }, corpus);
  return { corpus, names, options };
}

const timing = { plain: 0, merging: 0 };

function scoreTask(task: string): Map<string, Similarities> {
  const { corpus, names, options } = taskCorpus(task);
  let started = performance.now();
  findPairs(corpus, options);
  timing.plain += performance.now() - started;
  started = performance.now();
  const pairs = findPairs(corpus, { ...options, neighbourMerging: DEFAULT_MERGING });
  timing.merging += performance.now() - started;
  const result = new Map<string, Similarities>();
  for (const pair of pairs) {
    const plain = pair.scores.similarity;
    const value = { plain, merged: pair.merged?.scores.similarity ?? plain };
    result.set(`${names[pair.a]}\n${names[pair.b]}`, value);
    result.set(`${names[pair.b]}\n${names[pair.a]}`, value);
  }
  return result;
}

interface Labelled extends Similarities {
  readonly label: 0 | 1;
  readonly kind: string;
  readonly direct: boolean;
}

function loadPairs(): Labelled[] {
  const lines = readFileSync(join(dataDir, 'pairs.csv'), 'utf8').trim().split('\n').slice(1);
  const byTask = new Map<string, Map<string, Similarities>>();
  return lines.map((line) => {
    const [a, b, label, task, kind, direct] = line.split(',');
    if (!byTask.has(task!)) byTask.set(task!, scoreTask(task!));
    const found = byTask.get(task!)!.get(`${a}\n${b}`) ?? { plain: 0, merged: 0 };
    return { ...found, label: label === '1' ? 1 : 0, kind: kind!, direct: direct === '1' };
  });
}

function describe(name: string, pairs: readonly Labelled[]): string {
  const auc = (key: keyof Similarities) => rocAuc(pairs.map((p) => ({ score: p[key], label: p.label })));
  const mean = (label: 0 | 1, key: keyof Similarities) => {
    const values = pairs.filter((p) => p.label === label).map((p) => p[key]);
    return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  };
  const cell = (key: keyof Similarities) =>
    `AUC ${auc(key).toFixed(3)} (copies ${mean(1, key).toFixed(3)}, independent ${mean(0, key).toFixed(3)})`;
  return `${name.padEnd(22)}  plain ${cell('plain')}  merged ${cell('merged')}`;
}

const pairs = loadPairs();
console.log(
  `IR-Plag, neighbour merging: ${pairs.length} labelled pairs; engine time ${(timing.plain / 1000).toFixed(2)} s plain, ${(timing.merging / 1000).toFixed(2)} s with merging`,
);
console.log(describe('all pairs', pairs));
console.log(
  describe(
    'pairs with original',
    pairs.filter((p) => p.direct),
  ),
);
const independents = pairs.filter((p) => p.kind === 'orig-nonplag');
for (const level of ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'])
  console.log(
    describe(`${level} vs independent`, [
      ...pairs.filter((p) => p.kind === `orig-${level}`),
      ...independents,
    ]),
  );
