import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lexJava, printTokens } from '../../bench/disguise-lexer.js';
import { declarationsIn, namesChanged, namesUsed } from '../../bench/disguise-names.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { DisguiseParseError, printJava } from '../../bench/disguise-tree.js';

const irplag = process.env.IRPLAG_DIR ?? '/work/shared/data/irplag';
const tokens = (text: string) => lexJava(text).slice(0, -1);
const texts = (text: string, positions: number[]) => positions.map((at) => tokens(text)[at]!.text);

describe('the disguise benchmark’s light Java view', () => {
  it('prints a file back exactly, comments and layout included', () => {
    const text = `/** doc */\nclass A {\n  int x = 1; // one\n  void f(int[] a) { for (int i = 0; i < 3; i++) { x >>= a[i] >>> 1; } }\n}\n`;
    expect(printTokens(lexJava(text))).toBe(text);
    expect(printJava(parseJava(text))).toBe(text);
  });

  it.skipIf(!existsSync(irplag))('parses every IR-Plag file and prints it back unchanged', () => {
    const files = listJava(join(irplag, 'src'));
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(printJava(parseJava(text)), path).toBe(text);
    }
  });

  it('refuses a statement without its semicolon', () => {
    expect(() => parseJava('class A { void f() { int x = 1 } }')).toThrow(DisguiseParseError);
  });

  it('finds declarations, reads and writes', () => {
    const text =
      'int a = 1, b; String[] s = f(x, y); for (int i : xs) a += i; List<String> l; if (p > q) r = 2;';
    expect(texts(text, declarationsIn(tokens(text)))).toEqual(['a', 'b', 's', 'i', 'l']);
    expect([...namesChanged(tokens('a[i].f = g(b); c++; --d; e.x = 1;'))].sort()).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
    expect([...namesUsed(tokens('a = b.c(d) + Math.max(e, 1);'))].sort()).toEqual([
      'Math',
      'a',
      'b',
      'd',
      'e',
    ]);
  });
});

function listJava(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listJava(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
