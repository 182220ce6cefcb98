import { describe, expect, it } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { idsOf, idsOfTexts, sameTokens, spansOf } from './token-texts.js';

const DEFINE = tokenId('#define');

const TEMPLATE = `#include <bits/stdc++.h>
using namespace std;
#define rep(i, n) for (int i = 0; i < (n); i++)
#define all(v) (v).begin(), (v).end()
#define pb push_back
#define F first
#define S second
`;

const withMacros = `${TEMPLATE}int main() {
    int n;
    cin >> n;
    vector<pair<int, int>> p;
    rep(i, n) {
        int a, b;
        cin >> a >> b;
        p.pb({a, b});
    }
    sort(all(p));
    long long s = 0;
    rep(i, n) s += p[i].F * p[i].S;
    cout << s << "\\n";
}
`;

const writtenOut = `#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<pair<int, int>> p;
    for (int i = 0; i < n; i++) {
        int a, b;
        cin >> a >> b;
        p.push_back({a, b});
    }
    sort(p.begin(), p.end());
    long long s = 0;
    for (int i = 0; i < n; i++) s += p[i].first * p[i].second;
    cout << s << "\\n";
}
`;

describe('macros read as the code they stand for', () => {
  it('reads a contest template’s macros as their expansions, and leaves their definitions out', () => {
    sameTokens(cpp, withMacros, writtenOut);
    // Two solutions written apart in one template share none of its lines.
    expect(idsOf(cpp, withMacros)).not.toContain(DEFINE);
    // The names as well as the shape: `pb` is `push_back` to the engine's name hashes.
    const spelled = cpp.tokenize(withMacros).spellings!;
    const written = cpp.tokenize(writtenOut).spellings!;
    expect(Array.from(spelled)).toEqual(Array.from(written));
    sameTokens(
      c,
      '#define EACH for (i = 0; i < n; i++)\nint main(void) { int i, n = 3; EACH f(i); return 0; }\n',
      'int main(void) { int i, n = 3; for (i = 0; i < n; i++) f(i); return 0; }\n',
    );
  });

  it('expands macros used in macros, and the arguments of a call before its body', () => {
    sameTokens(
      cpp,
      '#define FOR(i, a, b) for (int i = (a); i < (b); ++i)\n#define rep(i, n) FOR(i, 0, n)\n' +
        'int main() { int n = 5, s = 0; rep(j, n) s += j; return s; }\n',
      'int main() { int n = 5, s = 0; for (int j = 0; j < n; ++j) s += j; return s; }\n',
    );
    sameTokens(
      c,
      '#define SQ(x) ((x) * (x))\n#define N 10\nint f(int a) { return SQ(a + N); }\n',
      '#define N 10\nint f(int a) { return ((a + N) * (a + N)); }\n',
    );
    // A macro in its own body stops there, as in the preprocessor.
    expect(idsOf(c, '#define x x + 1\nint f(void) { return x; }\n')).toEqual(
      idsOfTexts('$numtype $id ( void ) return $id + $num ;'),
    );
  });

  it('leaves a named constant as a name, as a const declaration reads', () => {
    const source =
      '#define MAXN 100005\n#define MOD (1e9 + 7)\nint a[MAXN];\nint f(int x) { return x % MOD; }\n';
    const ids = idsOf(c, source);
    expect(ids.filter((id) => id === DEFINE)).toHaveLength(2);
    expect(ids.slice(0, 5)).toEqual(idsOfTexts('#define $id $num #define $id'));
  });

  it('leaves as written what the preprocessor would not expand alike', () => {
    const unchanged = (source: string) => expect(idsOf(c, source)).toContain(DEFINE);
    // Stringizing, pasting and variadic macros.
    unchanged('#define SHOW(x) printf(#x)\nint f(int a) { SHOW(a); return 0; }\n');
    unchanged('#define CAT(a, b) a ## b\nint f(int a) { return CAT(a, 1); }\n');
    unchanged('#define LOG(...) printf(__VA_ARGS__)\nint f(int a) { LOG("%d", a); return 0; }\n');
    // Defined twice (as under #ifdef and #else), or undefined again: which one holds is not the tokens’ to say.
    unchanged(
      '#ifdef LOCAL\n#define D(x) f(x)\n#else\n#define D(x) g(x)\n#endif\nint h(int a) { D(a); return 0; }\n',
    );
    unchanged('#define D(x) f(x)\nint h(int a) { D(a); return 0; }\n#undef D\n');
    // A body whose brackets do not balance, a function-like macro named without `(` or given the wrong
    // number of arguments, a use before the definition.
    unchanged('#define BEGIN {\nint h(int a) BEGIN return a; }\n');
    unchanged('#define D(x, y) f(x, y)\nint h(int a) { int (*p)(int, int) = D; return D(a); }\n');
    unchanged('int h(int a) { return D(a); }\n#define D(x) f(x)\n');
    // A function-like macro needs its `(` right after its name: with a space, it is object-like.
    sameTokens(c, '#define P (x)\nint h(int x) { return P; }\n', 'int h(int x) { return (x); }\n');
  });

  it('gives every token of an expansion the span of the use it stands for', () => {
    const source =
      '#define pb push_back\n#define all(v) (v).begin(), (v).end()\nvoid f() {\n  sort(all(w));\n  w.pb(1);\n}\n';
    const spans = spansOf(cpp, source);
    // The `all(w)` on line 3 spans columns 7 to 13; `pb` on line 4 columns 4 to 6.
    const onLine3 = spans.filter(([line]) => line === 3);
    expect(onLine3.filter(([, from, , to]) => from === 7 && to === 13)).toHaveLength(11);
    expect(spans.filter(([line, from, , to]) => line === 4 && from === 4 && to === 6)).toHaveLength(1);
    expect(spans.every(([line]) => line >= 2)).toBe(true);
  });

  it('reads a file whose expansions would outgrow it many times over as written', () => {
    const levels = Array.from({ length: 24 }, (_, i) => `#define M${i} M${i + 1} M${i + 1}`).join('\n');
    const source = `${levels}\n#define M24 x\nint f(int x) { return M0; }\n`;
    const ids = idsOf(c, source);
    expect(ids.filter((id) => id === DEFINE)).toHaveLength(25);
    expect(ids.slice(-3)).toEqual(idsOfTexts('return $id ;'));
  });
});
