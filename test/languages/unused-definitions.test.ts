// Macros, aliases and global constants a C or C++ program never uses are left out, and a Java program's
// constant fields (languages/unused-definitions.ts).
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

/** A competitive programmer's template: macros and aliases, most of which a solution never uses. */
const TEMPLATE = `#include <bits/stdc++.h>
using namespace std;
#define pb push_back
#define mp make_pair
#define F first
#define S second
#define all(x) (x).begin(), (x).end()
#define rep(i, a, b) for (int i = (a); i < (b); ++i)
#define per(i, a, b) for (int i = (b) - 1; i >= (a); --i)
#define sz(x) (int)(x).size()
#define debug(x) cerr << #x << " = " << (x) << endl
#define FAST_IO ios_base::sync_with_stdio(false); \\
    cin.tie(nullptr)
typedef long long ll;
typedef unsigned long long ull;
typedef pair<int, int> pii;
typedef vector<int> vi;
using vll = vector<ll>;
using vpii = vector<pii>;
const ll MOD = 1000000007;
`;

// Two solutions of one exercise written apart, each in that template.
const SORTING = `${TEMPLATE}
int main() {
    FAST_IO;
    int n;
    cin >> n;
    vi a(n);
    rep(i, 0, n) cin >> a[i];
    sort(all(a));
    ll total = 0;
    rep(i, 0, n) total = (total + (ll)a[i] * (i + 1)) % MOD;
    cout << total << endl;
}
`;
const COUNTING = `${TEMPLATE}
int main() {
    int n;
    scanf("%d", &n);
    map<int, int> seen;
    ll best = 0;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        seen[x]++;
        if (seen[x] > best) best = seen[x];
    }
    printf("%lld\\n", best);
    return 0;
}
`;

describe('unused macros, aliases and global constants', () => {
  it('leaves out the macros and aliases main never reaches, and keeps those it uses', () => {
    const used = `#include <bits/stdc++.h>
using namespace std;
#define all(x) (x).begin(), (x).end()
#define rep(i, a, b) for (int i = (a); i < (b); ++i)
#define FAST_IO ios_base::sync_with_stdio(false); \\
    cin.tie(nullptr)
typedef long long ll;
typedef vector<int> vi;
const ll MOD = 1000000007;
`;
    sameTokens(cpp, SORTING, SORTING.replace(TEMPLATE, used));
    // What the solution uses stays: without `rep`, the loops would read otherwise.
    differentTokens(cpp, SORTING, SORTING.replace(TEMPLATE, used.replace(/#define rep.*\n/, '')));
  });

  it('leaves out an alias only an unused one names, whatever their order', () => {
    const uses = 'int main() { vi v; v.push_back(1); return v[0]; }\n';
    sameTokens(
      cpp,
      `typedef vector<int> vi;\nusing vvi = vector<vi>;\n${uses}`,
      `typedef vector<int> vi;\n${uses}`,
    );
    sameTokens(
      cpp,
      `#define A B + 1\n#define B 2\n#define C 3\nint main() { return C; }\n`,
      '#define C 3\nint main() { return C; }\n',
    );
  });

  it('leaves out the global constants main never reaches, after a macro line too', () => {
    const body = 'int main() { printf("%d", N); return 0; }\n';
    sameTokens(
      c,
      `const int MOD = 1e9 + 7;\nconst long INF = (1L << 60) - 1;\nint N = 5;\n${body}`,
      `int N = 5;\n${body}`,
    );
    sameTokens(cpp, `#define ll long long\nconst ll INF = 1LL << 60;\n${body}`, body);
    // Used, it stays.
    differentTokens(c, `int N = 5;\n${body}`, body.replace('N', '5'));
  });

  it('keeps a global whose value comes from a call, or that declares two names', () => {
    const body = 'int main() { return 0; }\n';
    differentTokens(c, `int seed = time(0);\n${body}`, body);
    differentTokens(c, `int a = 1, b = 2;\n${body}`, body);
  });

  it('keeps every definition of a file without main: a header or a library others include', () => {
    const header = '#define MAX 100\ntypedef long long ll;\nint twice(int x) { return 2 * x; }\n';
    differentTokens(cpp, header, 'int twice(int x) { return 2 * x; }\n');
  });

  it('keeps a macro that renames a keyword, or whose brackets its own lines leave open', () => {
    const body = 'int main() { long long x = 1; return (int)x; }\n';
    differentTokens(cpp, `#define int long long\n${body}`, body);
    const open = '#define BEGIN {\n#define END }\nint main() { return 0; }\n';
    differentTokens(c, open, 'int main() { return 0; }\n');
  });

  it('keeps a template alias, whose header would be left behind', () => {
    const body = 'int main() { return 0; }\n';
    differentTokens(cpp, `template <class T> using v = vector<T>;\n${body}`, body);
  });

  it('counts a name tested by #ifdef or defined() as used', () => {
    const tested = '#define LOCAL\nint main() {\n#ifdef LOCAL\n  return 1;\n#endif\n  return 0;\n}\n';
    differentTokens(c, tested, tested.replace('#define LOCAL\n', ''));
  });

  it('two solutions written apart in one template no longer share it', () => {
    const result = compareSubmissions({
      submissions: [
        { name: 'sorting', files: [{ path: 'a.cpp', text: SORTING }] },
        { name: 'counting', files: [{ path: 'a.cpp', text: COUNTING }] },
      ],
      starter: [],
      settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
    });
    const pair = result.pairs[0];
    // Before, the template made them 72% similar and flagged: "similarity 72%, names agree in 100%; a
    // 192-token fragment no other submission shares". Now they share only the 16-token start of main both
    // write (20.25% of these short programs since COUNTING's running maximum reads as the shorter call:
    // min-max-form.ts; 19.75% before).
    expect(pair === undefined || !pair.flagged).toBe(true);
    expect(pair?.similarity ?? 0).toBeLessThan(0.21);
  });

  it("leaves out a Java class's constant fields main never reaches, and keeps those it reads", () => {
    const program = (fields: string) =>
      `import java.util.*;\npublic class Main {\n${fields}  public static void main(String[] args) {\n    Scanner sc = new Scanner(System.in);\n    System.out.println(sc.nextInt() % LIMIT);\n  }\n}\n`;
    const limit = '  static final int LIMIT = 100;\n';
    const template =
      '  static final int MOD = 1_000_000_007;\n  static final long INF = Long.MAX_VALUE;\n  private static double eps = 1e-9;\n';
    sameTokens(java, program(template + limit), program(limit));
    differentTokens(java, program(limit), program(''));
    // A field set by a call (which may have an effect) stays, as in C.
    differentTokens(java, program(`  static long start = System.nanoTime();\n${limit}`), program(limit));
  });

  it('in a file whose template it leaves out, leaves out the free functions nothing calls too (C, C++)', () => {
    const power = 'long long power(long long b, int e) { return e == 0 ? 1 : b * power(b, e - 1); }\n';
    const program = (head: string) =>
      `${head}int main() { int n; scanf("%d", &n); printf("%d", n * 2); return 0; }\n`;
    const template = '#define pb push_back\n#define all(v) v.begin(), v.end()\ntypedef long long ll;\n';
    sameTokens(cpp, program(template + power), program(template));
    // No template (a course's file, whose grader may call the function): it stays, and so it does where
    // only a macro configuring the headers goes.
    differentTokens(c, program(power), program(''));
    differentTokens(c, program('#define _CRT_SECURE_NO_WARNINGS\n' + power), program(''));
    // A prototype names it: kept.
    const declared = 'long long power(long long b, int e);\n';
    differentTokens(cpp, program(template + declared + power), program(template + declared));
  });
});
