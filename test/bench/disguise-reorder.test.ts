import { describe, expect, it } from 'vitest';
import { lexJava } from '../../bench/disguise-lexer.js';
import { dependsOn, factsOf, reorderStatements } from '../../bench/disguise-reorder.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import { randomFor } from '../../bench/synthetic-random.js';

const facts = (statement: string) => factsOf(lexJava(statement).slice(0, -1));

const BODY = [
  'int a = 1;',
  'int b = a + 1;',
  'int c = 2;',
  'int d = 3;',
  'out(a);',
  'out(b);',
  'c++;',
  'd = c;',
];

function reordered(seed: number): string[] {
  const file = parseJava(`class A { void f() {\n${BODY.join('\n')}\n} }`);
  reorderStatements(file, randomFor(seed));
  return printJava(file).split('\n').slice(1, -1);
}

describe('the reordering attack', () => {
  it('knows which statements depend on each other', () => {
    expect(dependsOn(facts('int a = 1;'), facts('int b = a + 1;'))).toBe(true); // b reads a
    expect(dependsOn(facts('x = y;'), facts('y = 2;'))).toBe(true); // y changes what x read
    expect(dependsOn(facts('x = 1;'), facts('x = 2;'))).toBe(true); // both write x
    expect(dependsOn(facts('arr[i] = 1;'), facts('s = arr[0];'))).toBe(true); // an element of arr
    expect(dependsOn(facts('out(a);'), facts('out(b);'))).toBe(true); // two calls keep their order
    expect(dependsOn(facts('int c = 2;'), facts('int d = 3;'))).toBe(false);
    expect(dependsOn(facts('out(a);'), facts('int d = 3;'))).toBe(false);
  });

  it('never swaps dependent statements, and does move independent ones', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const lines = reordered(seed);
      expect([...lines].sort()).toEqual([...BODY].sort());
      const at = (statement: string | undefined) => lines.indexOf(statement ?? '');
      for (const [first, then] of [
        ['int a = 1;', 'int b = a + 1;'],
        ['int a = 1;', 'out(a);'],
        ['int b = a + 1;', 'out(b);'],
        ['out(a);', 'out(b);'],
        ['int c = 2;', 'c++;'],
        ['c++;', 'd = c;'],
        ['int d = 3;', 'd = c;'],
      ])
        expect(at(first), `${lines.join(' ')}`).toBeLessThan(at(then));
      orders.add(lines.join(' '));
    }
    expect(orders.size).toBeGreaterThan(10);
  });

  it('shuffles methods but keeps fields in place', () => {
    const text = 'class A {\nint x = 1;\nvoid f() {}\nint y = x;\nvoid g() {}\nvoid h() {}\n}';
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const file = parseJava(text);
      reorderStatements(file, randomFor(seed));
      const lines = printJava(file).split('\n');
      expect([lines[1], lines[3]]).toEqual(['int x = 1;', 'int y = x;']);
      seen.add([lines[2], lines[4], lines[5]].join());
    }
    expect(seen.size).toBe(6);
  });
});
