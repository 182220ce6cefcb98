import { describe, expect, it } from 'vitest';
import { rewriteExpressions } from '../../bench/disguise-expressions.js';
import { lexJava } from '../../bench/disguise-lexer.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import type { Random } from '../../bench/synthetic-random.js';

const words = (text: string) =>
  lexJava(text)
    .map((token) => token.text)
    .filter(Boolean)
    .join(' ');

// A stream that takes every chance and, for increments, the spelled-out form first, then `+= 1`.
function always(): Random {
  let coin = 0;
  return {
    next: () => 0,
    int: (low: number) => low,
    pick: <T>(items: readonly T[]) => items[0]!,
    chance: (p: number) => (p === 0.5 ? coin++ % 2 === 0 : true),
  } as unknown as Random;
}

function rewritten(members: string): string {
  const file = parseJava(`class A { ${members} }`);
  rewriteExpressions(file, always());
  return words(printJava(file)).replace(/^class A \{ (.*) \}$/, '$1');
}

describe('the expressions attack', () => {
  it('spells out compound assignments and increments where the types keep their meaning', () => {
    expect(
      rewritten('void f(int[] a, int n) { int s = 0; long t = 0; s += a[n]; t *= n - 1; s++; t--; }'),
    ).toBe(
      'void f ( int [ ] a , int n ) { int s = 0 ; long t = 0 ; s = s + a [ n ] ; t = t * ( n - 1 ) ; s = s + 1 ; t -= 1 ; }',
    );
    // A narrowing cast hides in `s += 1.5` on an int, and in anything of a type it cannot read.
    expect(
      rewritten(
        'void f(double d, String w) { int s = 0; char c = 65; s += 1.5; s += g(); s += d; c++; w += s; }',
      ),
    ).toBe(
      'void f ( double d , String w ) { int s = 0 ; char c = 65 ; s += 1.5 ; s += g ( ) ; s += d ; c += 1 ; w = w + s ; }',
    );
  });

  it('turns comparisons in conditions around, never one with a sum on a side or calls on both', () => {
    expect(
      rewritten(
        'void f(int[] a, int n) { if (n < a.length && a[0] >= n) g(); while (g() > n || n + 1 == a[0]) g(); }',
      ),
    ).toBe(
      'void f ( int [ ] a , int n ) { if ( a . length > n && n <= a [ 0 ] ) g ( ) ; while ( n < g ( ) || n + 1 == a [ 0 ] ) g ( ) ; }',
    );
    expect(rewritten('void f(int n) { if (g(n) < h()) g(n); }')).toBe(
      'void f ( int n ) { if ( g ( n ) < h ( ) ) g ( n ) ; }',
    );
    expect(rewritten('void f(int n) { for (int i = 0; i < n; i++) g(i); }')).toBe(
      'void f ( int n ) { for ( int i = 0 ; n > i ; i ++ ) g ( i ) ; }',
    );
  });

  it('splits a declaration of several names, and leaves fields and for headers alone', () => {
    expect(rewritten('int x, y; void f() { final int a = 1, b[] = {2}, c; String s = "a, b"; }')).toBe(
      'int x , y ; void f ( ) { final int a = 1 ; final int b [ ] = { 2 } ; final int c ; String s = "a, b" ; }',
    );
  });
});
