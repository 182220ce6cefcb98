import { describe, expect, it } from 'vitest';
import { rewriteComments } from '../../bench/disguise-comments.js';
import { lexJava } from '../../bench/disguise-lexer.js';
import { reformat } from '../../bench/disguise-reformat.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import { randomFor } from '../../bench/synthetic-random.js';

const SOURCE = `/** Sums. */
public class A {
    // the running total
    static int total = 0;

    static int add(int a, int b) { return a + -b - -a; } /* odd */

    public static void main(String[] args) {
        java.util.List<java.util.List<Integer>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++)
            if (i % 2 == 0) total += add(i, i >> 1);
            else { total -= i; }
        System.out.println(total > 2 ? "big" : "small"); // done
    }
}
`;

const code = (text: string) => lexJava(text).map((token) => token.text);
const comments = (text: string) =>
  lexJava(text).flatMap((token) => token.lead.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []);
const withoutBraces = (texts: string[]) => texts.filter((text) => text !== '{' && text !== '}');

function attacked(attack: typeof rewriteComments | typeof reformat, seed: number): string {
  const file = parseJava(SOURCE);
  attack(file, randomFor(seed));
  return printJava(file);
}

describe('the rewritten comments attack', () => {
  it('changes only comments: the code tokens stay, and the comments differ', () => {
    for (let seed = 0; seed < 10; seed++) {
      const text = attacked(rewriteComments, seed);
      expect(code(text)).toEqual(code(SOURCE));
      expect(comments(text)).not.toEqual(comments(SOURCE));
    }
  });
});

describe('the reformatting attack', () => {
  it('changes only layout and optional braces, keeps every comment, and reads back as the same tokens', () => {
    const layouts = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const text = attacked(reformat, seed);
      expect(withoutBraces(code(text))).toEqual(withoutBraces(code(SOURCE)));
      expect([...comments(text)].sort()).toEqual([...comments(SOURCE)].sort());
      expect(printJava(parseJava(text))).toBe(text);
      layouts.add(text);
    }
    expect(layouts.size).toBeGreaterThan(6);
  });

  it('never glues tokens into others: a + -b, shifts and nested generics survive tight spacing', () => {
    for (let seed = 0; seed < 12; seed++) {
      const text = attacked(reformat, seed);
      expect(text).toMatch(/a ?\+ ?-b ?- -a;/);
      expect(text).toMatch(/i ?>> ?1/);
      expect(text).toMatch(/List<java\.util\.List<Integer>>/);
    }
  });
});
