import { describe, expect, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { idsOf, idsOfTexts } from './token-texts.js';

// A contest program with its numbers spelled out, and the same program through an alias of each form.
const spelled = `
long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }
int main() {
    long long x = (long long)read() * 2;
    printf("%lld\\n", gcd(x, 12));
    return 0;
}`;
const through = (definition: string) => `${definition}\n${spelled.replaceAll('long long', 'll')}`;

describe('aliases of a numeric type', () => {
  it('read as the type they stand for, whichever form defines them, and the definition goes', () => {
    for (const definition of ['typedef long long ll;', '#define ll long long'])
      expect(idsOf(c, through(definition))).toEqual(idsOf(c, spelled));
    for (const definition of ['typedef long long ll;', 'using ll = long long;', '#define ll long long'])
      expect(idsOf(cpp, through(definition))).toEqual(idsOf(cpp, spelled));
  });

  it('end a #define at its line: the type word that starts the next line is a token of its own', () => {
    expect(idsOf(c, '#define ll long long\nint main() { ll a = f(); return a; }')).toEqual(
      idsOf(c, 'int main() { long long a = f(); return a; }'),
    );
    expect(idsOf(c, '#define N 10\nint n = N;')).toEqual(idsOfTexts('#define $id $num $numtype $id = $id ;'));
  });

  it('leave other aliases and a macro with more on its line as they are', () => {
    const pair = 'typedef pair<int, int> pii;\nint main() { pii p = f(); g(p); }';
    expect(idsOf(cpp, pair)).toContain(idsOfTexts('typedef')[0]);
    // Not an alias of a type: the macro it is reads as its expansion (expand-macros.ts).
    expect(idsOf(c, '#define ll long long x\nll y;')).toEqual(idsOfTexts('$numtype $id $id ;'));
  });
});
