import { describe, expect, it } from 'vitest';
import { lexJava } from '../../bench/disguise-lexer.js';
import { swapLoops } from '../../bench/disguise-loops.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';

const words = (text: string) =>
  lexJava(text)
    .map((token) => token.text)
    .filter(Boolean)
    .join(' ');

function swapped(body: string): string {
  const file = parseJava(`class A { void f(int n) { ${body} } }`);
  swapLoops(file);
  return words(printJava(file)).replace(/^class A \{ void f \( int n \) \{ (.*) \} \}$/, '$1');
}

describe('the for ↔ while attack', () => {
  it('turns a for into init; while (cond) { body update; }, keeping all three parts', () => {
    expect(swapped('int s = 0; for (int i = 0; i < n; i++) { s += i; } print(s);')).toBe(
      'int s = 0 ; int i = 0 ; while ( i < n ) { s += i ; i ++ ; } print ( s ) ;',
    );
  });

  it('keeps the loop variable in a block of its own when a later statement declares it again', () => {
    expect(swapped('for (int i = 0; i < n; i++) a(i); for (int i = 1; ; ) b(i);')).toBe(
      '{ int i = 0 ; while ( i < n ) { a ( i ) ; i ++ ; } } int i = 1 ; while ( true ) { b ( i ) ; }',
    );
  });

  it('splits a comma list of updates into statements and leaves for-each loops alone', () => {
    expect(swapped('int i, j; for (i = 0, j = n; i < j; i++, j--) t(i, j); for (int x : xs) u(x);')).toBe(
      'int i , j ; i = 0 ; j = n ; while ( i < j ) { t ( i , j ) ; i ++ ; j -- ; } for ( int x : xs ) u ( x ) ;',
    );
  });

  it('folds a counter declared before a while and stepped at its end into a for', () => {
    expect(swapped('int k = 0; while (k < n) { g(k); k += 2; } h();')).toBe(
      'for ( int k = 0 ; k < n ; k += 2 ) { g ( k ) ; } h ( ) ;',
    );
  });

  it('keeps the update where it was when the loop has a continue, or the counter is used after the loop', () => {
    expect(swapped('int k = 0; while (k < n) { if (k == 3) continue; k++; } h(k);')).toBe(
      'int k = 0 ; for ( ; k < n ; ) { if ( k == 3 ) continue ; k ++ ; } h ( k ) ;',
    );
    expect(swapped('for (int i = 0; i < n; i++) { if (i == 2) continue; g(i); }')).toBe(
      'for ( int i = 0 ; i < n ; i ++ ) { if ( i == 2 ) continue ; g ( i ) ; }',
    );
  });
});
