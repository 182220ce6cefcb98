// A course of student repositories for the rescan's tests: each student's Python solution generated from
// their own seed on top of the starter code, planted copies (one renamed, one half copied), and files the
// rescan must skip (binary, huge, hidden folders) or read through pax headers (long paths). Test-only.
import type { TarFile } from './tar-writer.js';

export const STARTER_FILES: readonly TarFile[] = [
  {
    path: 'src/starter.py',
    content: [
      '"""Homework 1: text statistics. Do not change the signatures below."""',
      'import sys',
      '',
      'def read_lines(path):',
      '    with open(path, encoding="utf-8") as handle:',
      '        return [line.rstrip("\\n") for line in handle]',
      '',
      'def main(argv):',
      '    if len(argv) != 2:',
      '        print("usage: stats FILE", file=sys.stderr)',
      '        return 2',
      '    lines = read_lines(argv[1])',
      '    print(solve(lines))',
      '    return 0',
      '',
    ].join('\n'),
  },
];

const WORDS = [
  'count',
  'total',
  'words',
  'line',
  'index',
  'value',
  'items',
  'result',
  'seen',
  'best',
  'limit',
  'step',
  'acc',
  'tmp',
  'key',
];

/** A deterministic stream of numbers from a seed (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Writer {
  readonly pick: <T>(items: readonly T[]) => T;
  readonly word: () => string;
  readonly number: () => number;
}

const OPERATORS = ['+', '-', '*', '//', '%', '**', '&', '|', '^', '<<'];
const COMPARISONS = ['<', '>', '<=', '>=', '==', '!=', 'in', 'not in', 'is'];

function expression(r: Writer, depth: number): string {
  if (depth === 0)
    return r.pick([
      () => r.word(),
      () => String(r.number()),
      () => `len(${r.word()})`,
      () => `${r.word()}[${r.number()}]`,
    ])();
  const a = () => expression(r, depth - 1);
  return r.pick([
    () => `(${a()} ${r.pick(OPERATORS)} ${a()})`,
    () => `${r.word()}(${a()}, ${a()})`,
    () => `${a()} if ${a()} ${r.pick(COMPARISONS)} ${a()} else ${a()}`,
    () => `[${a()} for v in ${r.word()} if v ${r.pick(COMPARISONS)} ${a()}]`,
    () => `-${a()}`,
    () => `${r.word()}.${r.word()}(${a()})`,
    () => `{${a()}: ${a()}}`,
  ])();
}

function statement(r: Writer, depth: number, indent: string): string[] {
  const e = () => expression(r, 1 + Math.floor(r.number() % 2));
  const body = () =>
    depth > 0
      ? statement(r, depth - 1, `${indent}    `)
      : [`${indent}    ${r.word()} ${r.pick(['+=', '-=', '*=', '='])} ${e()}`];
  return r.pick([
    () => [`${indent}${r.word()} = ${e()}`],
    () => [`${indent}${r.word()} ${r.pick(['+=', '-=', '*=', '|='])} ${e()}`],
    () => [`${indent}if ${e()} ${r.pick(COMPARISONS)} ${e()}:`, ...body(), `${indent}else:`, ...body()],
    () => [`${indent}for ${r.word()} in ${e()}:`, ...body()],
    () => [`${indent}while ${e()}:`, ...body(), `${indent}    break`],
    () => [`${indent}${r.word()}.append(${e()})`],
    () => [
      `${indent}try:`,
      ...body(),
      `${indent}except ${r.pick(['ValueError', 'KeyError', 'IndexError'])}:`,
      `${indent}    pass`,
    ],
  ])();
}

/** A student's own solution: a few functions of random statements, the same for the same seed. */
export function solution(seed: number, functions = 4): string {
  const next = random(seed * 7919 + 17);
  const r: Writer = {
    pick: (items) => items[Math.floor(next() * items.length)]!,
    word: () => WORDS[Math.floor(next() * WORDS.length)]!,
    number: () => Math.floor(next() * 90) + 2,
  };
  const lines: string[] = [];
  for (let f = 0; f < functions; f++) {
    lines.push(`def ${f === 0 ? 'solve' : `helper_${r.word()}_${f}`}(lines):`, `    ${r.word()} = {}`);
    for (let s = 0; s < 8; s++) lines.push(...statement(r, 1, '    '));
    lines.push(`    return ${expression(r, 1)}`, '');
  }
  return lines.join('\n');
}

/** `text` with every identifier from WORDS renamed, as a copier hides a copy. */
export function renamed(text: string): string {
  return text.replace(/\b[a-z]+\b/g, (word) => (WORDS.includes(word) ? `my_${word}x` : word));
}

export const LONG_PATH = `src/${'deeply-nested-package-folder/'.repeat(4)}extra_module.py`;

/** The files of student `i`'s repository (1-based), planted copies and awkward files included. */
export function studentFiles(i: number): TarFile[] {
  let own = solution(i);
  if (i === 7) own = renamed(solution(3));
  if (i === 20) own = solution(12, 2) + '\n' + solution(20, 2);
  const files: TarFile[] = [
    ...STARTER_FILES,
    { path: 'src/solution.py', content: own },
    { path: 'README.md', content: `# hw1 of student ${i}\n` },
  ];
  if (i % 10 === 4)
    files.push({ path: 'assets/logo.png', content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) });
  if (i % 10 === 5)
    files.push({ path: 'src/data.py', content: Uint8Array.from([0x78, 0x3d, 0, 0, 0xff, 0x0a]) });
  if (i === 6) files.push({ path: 'src/huge.py', content: 'x = 1\n'.repeat(100_000) });
  if (i % 10 === 8) files.push({ path: LONG_PATH, content: solution(1000 + i, 1) });
  if (i % 10 === 9) files.push({ path: '.venv/lib/site.py', content: solution(2000 + i, 1) });
  return files;
}

/** `student01` … `student50`. */
export function studentName(i: number): string {
  return `student${String(i).padStart(2, '0')}`;
}
