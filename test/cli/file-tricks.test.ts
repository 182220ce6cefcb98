// Every way a file can slip past the check, tried as a student would: each copy is still found at no less
// than the plain copy's similarity minus 5 points, and flagged as the plain copy is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { fakeTerminal } from './fake-terminal.js';

const FIXTURE = join(
  import.meta.dirname,
  '../../fixtures/demo-course/submissions/ada-lovelace-fan/java/TextStats.java',
);
const source = readFileSync(FIXTURE, 'utf8');
const ascii = [...source].every((c) => c === '\n' || (c >= ' ' && c <= '~'));

interface PairOutcome {
  readonly similarity: number;
  readonly flagged: boolean;
  readonly notes: readonly { kind: string; detail: string }[];
  readonly skipped: readonly unknown[];
}

async function compareWith(copy: Record<string, string | Uint8Array>): Promise<PairOutcome> {
  const root = makeTempTree({
    'original/TextStats.java': source,
    ...Object.fromEntries(Object.entries(copy).map(([path, content]) => [`copy/${path}`, content])),
  });
  const terminal = fakeTerminal();
  const code = await main(
    ['compare', join(root, 'original'), join(root, 'copy'), '--format', 'json', '--min-similarity', '0'],
    terminal,
  );
  expect(code).toBe(0);
  const report = JSON.parse(terminal.out());
  const pair = report.pairs[0] ?? { similarity: 0, flagged: false };
  const copied = report.submissions.find((s: { name: string }) => s.name.endsWith('copy'));
  return {
    similarity: pair.similarity,
    flagged: pair.flagged,
    notes: copied.files.flatMap((file: { notes?: unknown[] }) => file.notes ?? []),
    skipped: report.skipped,
  };
}

const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
const minified = source
  .split('\n')
  .map((line) => line.replace(/\/\/.*$/, '').trim())
  .join(' ');

const TRICKS: readonly { name: string; copy: Record<string, string | Uint8Array>; note?: string }[] = [
  {
    name: 'one Latin-1 byte in a comment',
    copy: { 'TextStats.java': Buffer.from(`// caf\xe9\n${source}`, 'latin1') },
    note: 'encoding',
  },
  {
    name: 'a NUL byte in a comment',
    copy: { 'TextStats.java': `// a\0b\n${source}` },
    note: 'control-characters',
  },
  {
    name: 'one comment line over 1,000 characters',
    copy: { 'TextStats.java': `// ${'x'.repeat(5000)}\n${source}` },
    note: 'minified',
  },
  {
    name: 'a UTF-16 save with a byte-order mark',
    copy: { 'TextStats.java': utf16le(source) },
    note: 'encoding',
  },
  {
    name: 'comment padding past 512 KiB',
    copy: { 'TextStats.java': `/*${`${'padding '.repeat(80)}\n`.repeat(1000)}*/\n${source}` },
  },
  { name: 'the whole file on one minified line', copy: { 'TextStats.java': minified }, note: 'minified' },
  { name: 'no extension (Main)', copy: { TextStats: source }, note: 'language' },
  {
    name: 'a .txt after the extension (Main.java.txt)',
    copy: { 'TextStats.java.txt': source },
    note: 'language',
  },
  { name: 'a .txt instead of the extension (Main.txt)', copy: { 'TextStats.txt': source }, note: 'language' },
];

describe('a copy that hides in how the file is saved is still found', () => {
  it('has a fixture that is plain ASCII, so each trick is the only change', () => {
    expect(ascii).toBe(true);
  });

  it.each(TRICKS)('$name', async ({ copy, note }) => {
    const plain = await compareWith({ 'TextStats.java': source });
    expect(plain.similarity).toBe(1);
    const tricked = await compareWith(copy);
    expect(tricked.skipped).toEqual([]);
    expect(tricked.similarity).toBeGreaterThanOrEqual(plain.similarity - 0.05);
    expect(tricked.flagged).toBe(plain.flagged);
    if (note !== undefined) expect(tricked.notes.map((n) => n.kind)).toContain(note);
  });
});
