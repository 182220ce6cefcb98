import { describe, expect, it } from 'vitest';
import { extractMethods } from '../../bench/disguise-extract.js';
import { inlineMethods } from '../../bench/disguise-inline.js';
import { lexJava } from '../../bench/disguise-lexer.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import { randomFor } from '../../bench/synthetic-random.js';

const words = (text: string) =>
  lexJava(text)
    .map((token) => token.text)
    .filter(Boolean)
    .join(' ');

function attacked(text: string, attack: typeof extractMethods, seed = 1): { count: number; text: string } {
  const file = parseJava(text);
  const count = attack(file, randomFor(seed));
  return { count, text: words(printJava(file)) };
}

describe('the extract method attack', () => {
  it('moves a run into a new method whose parameters are the locals it reads, and returns the one value that flows out', () => {
    const source =
      'class A { static void f(int n) throws Exception { int a = n * 2; for (int i = 0; i < n; i++) a += i; out(a); } }';
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const { count, text } = attacked(source, extractMethods, seed);
      expect(count).toBeGreaterThan(0);
      seen.add(text.replace(/\b(?:reset|[a-z]+[A-Z]\w*)\b/g, 'M'));
    }
    // Every way the light analysis may cut this body, with the new methods' names blanked out.
    for (const shape of seen) {
      expect(
        [
          'class A { static void f ( int n ) throws Exception { int a = M ( n ) ; for ( int i = 0 ; i < n ; i ++ ) a += i ; out ( a ) ; } private static int M ( int n ) throws Exception { int a = n * 2 ; return a ; } }',
        ].some((known) => known === shape) || shape.includes('private static'),
      ).toBe(true);
    }
    expect(
      [...seen].some((shape) => shape.includes('a = M ( n , a ) ;') || shape.includes('int a = M ( n ) ;')),
    ).toBe(true);
  });

  it('keeps runs that jump or use this in place, and refuses a local it cannot type', () => {
    const source =
      'class A { void f(int n) { var v = n * 2 + 1; out(v, v); if (v > 2) return; this.g(v, v, v); } }';
    expect(attacked(source, extractMethods).count).toBe(0);
  });
});

describe('the inline method attack', () => {
  it('writes a return-expression method out at its call sites, parenthesised, and drops it', () => {
    const source =
      'class A { static int sq(int x) { return x * x; } static void f(int a) { int y = sq(a + 1); out(sq(y)); } }';
    expect(attacked(source, inlineMethods).text).toBe(
      'class A { static void f ( int a ) { int y = ( ( a + 1 ) * ( a + 1 ) ) ; out ( ( ( y ) * ( y ) ) ) ; } }',
    );
  });

  it('inlines a void method called as a statement as a block with fresh names, keeping the argument evaluated once', () => {
    const source =
      'class A { static void show(int v) { int d = v % 10; out(d); } static void f() { int d = 5; show(read()); } }';
    const { count, text } = attacked(source, inlineMethods);
    expect(count).toBe(1);
    const match =
      /^class A \{ static void f \( \) \{ int d = 5 ; \{ int (\w+) = read \( \) ; int (\w+) = \1 % 10 ; out \( \2 \) ; \} \} \}$/.exec(
        text,
      );
    expect(match, text).not.toBeNull();
    expect(match![1]).not.toBe('d');
    expect(match![2]).not.toBe('d');
  });

  it('leaves recursive, overloaded and qualified-call methods alone', () => {
    for (const source of [
      'class A { static int f(int n) { return n < 1 ? 0 : f(n - 1); } void g() { f(2); } }',
      'class A { static int f(int n) { return n; } static int f(long n) { return 1; } void g() { f(2); } }',
      'class A { static int f(int n) { return n; } void g() { A.f(2); f(3); } }',
    ])
      expect(attacked(source, inlineMethods)).toEqual({ count: 0, text: words(source) });
  });
});
