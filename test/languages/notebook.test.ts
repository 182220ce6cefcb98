// Jupyter notebooks: code cells only, in the kernel's language, lines on the .ipynb file's own lines; a
// notebook and a .py holding the same code match as two .py files do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareFile } from '../../src/check/prepare-files.js';
import { main } from '../../src/cli/index.js';
import { readNotebook } from '../../src/languages/read-notebook.js';
import { resolveLanguage } from '../../src/languages/registry.js';
import { fakeTerminal } from '../cli/fake-terminal.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { toNotebook } from '../support/to-notebook.js';

const DEMO = join(import.meta.dirname, '../../fixtures/demo-course/submissions');
const stats = readFileSync(join(DEMO, 'ada-lovelace-fan/python/text_stats.py'), 'utf8');
const helpers = readFileSync(join(DEMO, 'ada-lovelace-fan/python/io_helpers.py'), 'utf8');

async function compareJson(tree: Record<string, string>, extra: string[] = []) {
  const root = makeTempTree(tree);
  const terminal = fakeTerminal();
  const names = [...new Set(Object.keys(tree).map((path) => path.split('/')[0]!))].sort();
  await main(
    [
      'compare',
      ...names.map((name) => join(root, name)),
      '--format',
      'json',
      '--min-similarity',
      '0',
      ...extra,
    ],
    terminal,
  );
  return { root, report: JSON.parse(terminal.out()) };
}

describe('readNotebook', () => {
  it('keeps code cells only and ties each code line to its line of the .ipynb file', () => {
    const json = toNotebook('x = 1\ny = 2\n\nprint(x + y)\n');
    const notebook = readNotebook(json)!;
    expect(notebook.text).toBe('x = 1\ny = 2\n\nprint(x + y)\n');
    expect(notebook.codeCells).toBe(2);
    expect(notebook.cells).toEqual([1, 1, 0, 2]);
    const fileLines = json.split('\n');
    expect(
      notebook.fileLines.filter((_, i) => notebook.cells[i] !== 0).map((line) => fileLines[line]!.trim()),
    ).toEqual(['"x = 1\\n",', '"y = 2"', '"print(x + y)\\n"']);
  });

  it('says undefined for what is not a notebook', () => {
    expect(readNotebook('{"cells": 3}')).toBeUndefined();
    expect(readNotebook('not json')).toBeUndefined();
    expect(resolveLanguage('nb.ipynb', 'not json')).toEqual({
      frontEnd: expect.objectContaining({ id: 'text' }),
      note: 'not a readable Jupyter notebook (JSON): read as plain text',
    });
  });
});

describe('notebooks in a comparison', () => {
  it('match a .py file holding the same code as well as two .py files do, lines on the notebook', async () => {
    const twoPy = await compareJson({ 'a/text_stats.py': stats, 'b/text_stats.py': stats });
    const notebook = toNotebook(stats);
    const mixed = await compareJson({ 'a/text_stats.py': stats, 'b/stats.ipynb': notebook });
    const plain = twoPy.report.pairs[0];
    const pair = mixed.report.pairs[0];
    expect(pair.similarity).toBeGreaterThanOrEqual(plain.similarity - 0.05);
    expect(pair.flagged).toBe(plain.flagged);
    const file = mixed.report.submissions[1].files[0];
    expect(file.language).toBe('python');
    expect(file.notes).toEqual([
      {
        kind: 'language',
        detail: `Jupyter notebook: ${readNotebook(notebook)!.codeCells} code cells read as python (kernel python), outputs and markdown left out; lines are the .ipynb file's`,
      },
    ]);
    const notebookLines = notebook.split('\n');
    for (const fragment of pair.fragments) {
      // 1-based in the JSON report: each fragment starts and ends on a line of code in a cell.
      expect(notebookLines[fragment.b.startLine - 1]).toMatch(/^\s+"/);
      expect(notebookLines[fragment.b.endLine - 1]).toMatch(/^\s+"/);
    }
  });

  it("weigh names on the code's own text, as the same code in a .py file", () => {
    const settings = { params: { k: 14, w: 8 }, starter: new Set<number>(), reading: {} };
    const py = prepareFile({ path: 'a/text_stats.py', text: stats }, 0, settings);
    const notebook = prepareFile({ path: 'b/stats.ipynb', text: toNotebook(stats) }, 1, settings);
    expect(Array.from(notebook.fingerprints.hashes)).toEqual(Array.from(py.fingerprints.hashes));
    expect(Array.from(notebook.names)).toEqual(Array.from(py.names));
  });

  it('do not match one another through their JSON: three unrelated notebooks stay apart', async () => {
    const other = 'import sys\n\nfor line in sys.stdin:\n    print(line.upper())\n';
    const { report } = await compareJson({
      'a/one.ipynb': toNotebook(stats),
      'b/two.ipynb': toNotebook(helpers),
      'c/three.ipynb': toNotebook(other),
    });
    expect(report.pairs.map((p: { similarity: number }) => p.similarity).every((s: number) => s < 0.2)).toBe(
      true,
    );
    expect(report.pairs.some((p: { flagged: boolean }) => p.flagged)).toBe(false);
    const forced = await compareJson(
      {
        'a/one.ipynb': toNotebook(stats),
        'b/two.ipynb': toNotebook(helpers),
        'c/three.ipynb': toNotebook(other),
      },
      ['--language', 'python'],
    );
    expect(forced.report.pairs.some((p: { flagged: boolean }) => p.flagged)).toBe(false);
  });
});
