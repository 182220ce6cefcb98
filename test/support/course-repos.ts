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

const WORDS = ['count', 'total', 'words', 'line', 'index', 'value', 'items', 'result', 'seen', 'best', 'limit', 'step', 'acc', 'tmp', 'key'];

/** A deterministic stream of numbers from a seed (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATEMENTS: readonly ((w: () => string, n: () => number) => string[])[] = [
  (w, n) => [`${w()} = ${w()} + ${n()}`],
  (w, n) => [`for ${w()} in range(${n()}):`, `    ${w()} += ${w()} * ${n()}`],
  (w) => [`if ${w()} > ${w()}:`, `    ${w()}, ${w()} = ${w()}, ${w()}`],
  (w, n) => [`while ${w()} > ${n()}:`, `    ${w()} //= ${n()}`],
  (w, n) => [`${w()} = [v * ${n()} for v in ${w()} if v % ${n()} == 1]`],
  (w) => [`${w()}[${w()}] = ${w()}.get(${w()}, 0) + 1`],
  (w) => [`${w()} = sorted(${w()}, key=len, reverse=True)`],
  (w, n) => [`try:`, `    ${w()} = int(${w()})`, `except ValueError:`, `    ${w()} = ${n()}`],
  (w) => [`${w()} = max(${w()}, len(${w()}))`],
  (w) => [`${w()}.append((${w()}, ${w()}))`],
  (w, n) => [`${w()} = "".join(c for c in ${w()} if c.isalpha())[:${n()}]`],
  (w) => [`assert ${w()} is not None, ${w()}`],
];

/** A student's own solution: a few functions of random statements, the same for the same seed. */
export function solution(seed: number, functions = 4): string {
  const next = random(seed * 7919 + 17);
  const w = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const n = () => Math.floor(next() * 90) + 2;
  const lines: string[] = [];
  for (let f = 0; f < functions; f++) {
    lines.push(`def ${f === 0 ? 'solve' : `helper_${w()}_${f}`}(lines):`, `    ${w()} = {}`);
    for (let s = 0; s < 10; s++) for (const line of STATEMENTS[Math.floor(next() * STATEMENTS.length)]!(w, n)) lines.push(`    ${line}`);
    lines.push(`    return ${w()}`, '');
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
  const files: TarFile[] = [...STARTER_FILES, { path: 'src/solution.py', content: own }, { path: 'README.md', content: `# hw1 of student ${i}\n` }];
  if (i % 10 === 4) files.push({ path: 'assets/logo.png', content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) });
  if (i % 10 === 5) files.push({ path: 'src/data.py', content: Uint8Array.from([0x78, 0x3d, 0x31, 0, 0, 0x0a]) });
  if (i === 6) files.push({ path: 'src/huge.py', content: 'x = 1\n'.repeat(100_000) });
  if (i % 10 === 8) files.push({ path: LONG_PATH, content: solution(1000 + i, 1) });
  if (i % 10 === 9) files.push({ path: '.venv/lib/site.py', content: solution(2000 + i, 1) });
  return files;
}

/** `student01` … `student50`. */
export function studentName(i: number): string {
  return `student${String(i).padStart(2, '0')}`;
}
