// A batch prepared on one thread, as the calling thread keeps it (unpacked: pack-batch-result.ts is for the
// workers' answers): front ends lend their spans and spellings to prepareFile and reuse their arrays from
// one file to the next, so no prepared file may keep a view of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PreparedFile } from '../../src/check/prepare-files.js';
import type { InputFile } from '../../src/check/types.js';
import { typedArraysOf, type FileTask, type Fingerprinting } from '../../src/cli/fingerprint-batches.js';
import { prepareBatch } from '../../src/cli/prepare-batch.js';
import { toNotebook } from '../support/to-notebook.js';

const DEMO = join(import.meta.dirname, '../../fixtures/demo-course/submissions');
const student = 'ada-lovelace-fan';
const demoFiles: InputFile[] = ['java', 'python', 'js'].flatMap((folder) =>
  readdirSync(join(DEMO, student, folder)).map((name) => {
    const path = join(student, folder, name);
    return { path, text: readFileSync(join(DEMO, path), 'utf8') };
  }),
);
const cCode =
  'int twice(int x) { int unused = 3; return 2 * x; }\nint main(void) { int a = 1; return twice(a); }\n';

// Files of every front end kind, larger and smaller ones in turn: normalizing (Java, C), lexing only
// (Python, JavaScript), plain text, a notebook, a file cut at the token cap, an empty one.
const files: InputFile[] = [
  ...demoFiles,
  { path: 'c/main.c', text: cCode },
  { path: 'c/big.c', text: cCode.repeat(40) },
  { path: 'c/again.c', text: cCode.replace('2 * x', 'x + x') },
  { path: 'notes/plan.txt', text: 'first count the words, then the lines\n' },
  { path: 'nb/stats.ipynb', text: toNotebook(demoFiles.find((file) => file.path.endsWith('.py'))!.text) },
  { path: 'e/Empty.java', text: '' },
];

const fingerprinting: Fingerprinting = {
  params: { k: 5, w: 4 },
  starter: new Set(),
  reading: { maxTokens: 300 },
};

const taskOf = (file: InputFile, index: number): FileTask => ({ submission: 0, index, file, window: 4 });

describe('prepareBatch', () => {
  it('gives each file arrays of its own, the same as the file prepared alone', () => {
    const alone = files.map((file, i) =>
      structuredClone(prepareBatch({ id: i, tasks: [taskOf(file, i)] }, fingerprinting).files[0]),
    );
    const { files: prepared } = prepareBatch({ id: 99, tasks: files.map(taskOf) }, fingerprinting);
    expect(prepared.some((file) => file.notes?.some((note) => note.kind === 'truncated'))).toBe(true);
    expect(prepared).toEqual(alone);
    const owners = new Map<ArrayBufferLike, PreparedFile>();
    for (const file of prepared) {
      for (const array of typedArraysOf(file)) {
        expect(owners.get(array.buffer) ?? file).toBe(file);
        owners.set(array.buffer, file);
      }
    }
  });
});
