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

describe('aliases of a type', () => {
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

  it('read an alias of any type without brackets as the type, and leave the others as they are', () => {
    const uses = 'int main() {\n  vi a(3);\n  pii p = make_pair(a[0], 1);\n  vector<pii> q;\n  g(p, q);\n}\n';
    const written = uses.replaceAll('vi ', 'vector<int> ').replaceAll('pii', 'pair<int, int>');
    for (const definitions of [
      'typedef vector<int> vi;\ntypedef pair<int, int> pii;\n',
      'using vi = vector<int>;\nusing pii = pair<int, int>;\n',
    ])
      expect(idsOf(cpp, definitions + uses)).toEqual(idsOf(cpp, written));
    // C's idiom: the alias of a struct is the struct, and `struct node` keeps its tag.
    expect(
      idsOf(c, 'typedef struct node node;\nstruct node { int v; };\nint f(node *p) { return p->v; }\n'),
    ).toEqual(idsOf(c, 'struct node { int v; };\nint f(struct node *p) { return p->v; }\n'));
    // Brackets (a function pointer's type, an array's, a struct's body), two names, two definitions.
    for (const definition of [
      'typedef int (*op)(int);',
      'typedef int row[10];',
      'typedef struct { int v; } op;',
      'typedef int op, *row;',
      '#ifdef A\ntypedef int op;\n#else\ntypedef long op;\n#endif',
    ])
      expect(idsOf(cpp, `${definition}\nint main() { op x; row y; f(x, y); }`)).toContain(
        idsOfTexts('typedef')[0],
      );
    // A member of the alias's name is no use of it.
    expect(idsOf(cpp, 'typedef pair<int, int> pii;\nint main() { pii p; f(p.pii); }').slice(-4)).toEqual(
      idsOfTexts('. $id ) ;'),
    );
    // Not an alias of a type: the macro it is reads as its expansion (expand-macros.ts).
    expect(idsOf(c, '#define ll long long x\nll y;')).toEqual(idsOfTexts('$numtype $id $id ;'));
  });
});
