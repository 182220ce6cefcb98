// Long lists of literals read as their first two elements (languages/literal-lists.ts), in every front end.
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { c } from '../../src/languages/c.js';
import { java } from '../../src/languages/java.js';
import { python } from '../../src/languages/python.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const charList = (count: number) => [...letters.slice(0, count)].map((ch) => `'${ch}'`).join(',\n    ');

// Two independent solutions of a small exercise, each with the alphabet spelled out and logic of its own.
const counting = `#include <stdio.h>
char letters[] = {
    ${charList(52)}
};
int main(void) {
    char s[1000];
    int counts[52] = {0};
    if (scanf("%999s", s) != 1) return 1;
    for (int i = 0; s[i]; i++)
        for (int j = 0; j < 52; j++)
            if (s[i] == letters[j]) counts[j]++;
    for (int j = 0; j < 52; j++) if (counts[j] > 0) printf("%c %d\\n", letters[j], counts[j]);
    return 0;
}
`;
const summing = `#include <stdio.h>
static const char alphabet[52] = {
    ${charList(52)}
};
int find(char c) {
    int lo = 0;
    while (lo < 52 && alphabet[lo] != c) lo = lo + 1;
    return lo;
}
int main() {
    int n;
    scanf("%d", &n);
    long total = 0;
    while (n-- > 0) {
        char c;
        scanf(" %c", &c);
        total += find(c) * 31 % 7;
    }
    printf("%ld\\n", total);
    return 0;
}
`;

describe('literal lists', () => {
  it('reads a list of eight literals or more as its first two and its last, in every front end', () => {
    const inC = (count: number) => `char l[] = { ${charList(count)} };`;
    expect(idsOf(c, inC(52))).toEqual(idsOf(c, inC(9)));
    expect(idsOf(c, inC(52))).toEqual(idsOfTexts('char $id [ ] = $chr , $chr , $chr ;'));
    const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i * 7)).join(', ');
    const inJava = (count: number) => `class A { int[] days = { ${numbers(count)} }; }`;
    expect(idsOf(java, inJava(12))).toEqual(idsOf(java, inJava(30)));
    const inPython = (count: number) => `table = [${numbers(count)}]\nprint(table)\n`;
    expect(idsOf(python, inPython(12))).toEqual(idsOf(python, inPython(100)));
    // Pairs, and negative numbers: a unit of up to six tokens.
    const pairs = (count: number) =>
      `points = [${Array.from({ length: count }, (_, i) => `(${i}, ${i + 1})`).join(', ')}]\n`;
    expect(idsOf(python, pairs(10))).toEqual(idsOf(python, pairs(40)));
    const negative = (count: number) =>
      `steps = [${Array.from({ length: count }, (_, i) => `-${i}`).join(', ')}]\n`;
    expect(idsOf(python, negative(10))).toEqual(idsOf(python, negative(40)));
  });

  it('leaves short lists, and lists of names, as written', () => {
    const inC = (count: number) => `char l[] = { ${charList(count)} };`;
    expect(idsOf(c, inC(7))).not.toEqual(idsOf(c, inC(6)));
    const names = (count: number) =>
      `enum Colour { ${Array.from({ length: count }, (_, i) => `C${i}`).join(', ')} };`;
    expect(idsOf(c, names(20))).not.toEqual(idsOf(c, names(12)));
  });

  it('does not flag two solutions that share only the alphabet spelled out, and still flags a copy', () => {
    const copy = counting.replaceAll('counts', 'tally').replaceAll('letters', 'abc');
    const result = compareSubmissions({
      submissions: [
        { name: 'counting', files: [{ path: 'main.c', text: counting }] },
        { name: 'summing', files: [{ path: 'main.c', text: summing }] },
        { name: 'copy', files: [{ path: 'main.c', text: copy }] },
      ],
      starter: [],
      settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
    });
    const pair = (a: string, b: string) => result.pairs.find((p) => p.a === a && p.b === b);
    // Counted token for token, the list was half of each: 52%, flagged.
    expect(pair('counting', 'summing')?.flagged ?? false).toBe(false);
    expect(pair('counting', 'summing')?.similarity ?? 0).toBeLessThan(0.2);
    expect(pair('counting', 'copy')).toMatchObject({ flagged: true, similarity: 1 });
  });
});
