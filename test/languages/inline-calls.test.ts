import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { tokenSpellings } from '../../src/languages/token-spellings.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';
import { differentTokens, idsOf, idsOfTexts, sameTokens } from './token-texts.js';

/** A Java class with a method `run` whose body is `body`, and more members after it. */
const inClass = (body: string, members = '') => `class A {\n  void run(int n) {\n${body}\n  }\n${members}}\n`;

/**
 * Every token of `source` stands on its own text (folded ones aside), each once, and its spelling is the
 * one its span gives: inlining only moves and drops tokens.
 */
function expectOwnTexts(frontEnd: LanguageFrontEnd, source: string): void {
  const tokens = frontEnd.tokenize(source);
  const { ids, spans } = tokens;
  const lines = source.split('\n');
  const folded = new Set(['$id', '$num', '$str', '$numtype'].map(tokenId));
  const starts = new Set<string>();
  for (let t = 0; t < ids.length; t++) {
    const text = lines[spans[4 * t]!]!.slice(spans[4 * t + 1], spans[4 * t + 3]);
    if (!folded.has(ids[t]!)) expect(tokenId(text)).toBe(ids[t]);
    starts.add(`${spans[4 * t]}:${spans[4 * t + 1]}`);
  }
  expect(starts.size).toBe(ids.length);
  // Code with nothing to normalize goes out without its spellings (worked out later, when needed).
  if (tokens.spellings) expect(tokens.spellings).toEqual(tokenSpellings(source, tokens));
}

const printTwice = 'int a = n * 2;\nint b = a + 1;\nSystem.out.println(a);\nSystem.out.println(b);';

describe('inlining single-call functions', () => {
  it('reads a method called once as a statement at its call, its definition gone', () => {
    const extracted = inClass(
      'int a = n * 2;\nshow(a);',
      '  private void show(int a) {\n    int b = a + 1;\n    System.out.println(a);\n    System.out.println(b);\n  }\n',
    );
    sameTokens(java, extracted, inClass(printTwice));
  });

  it('reads `T v = f(…);` with a body ending in `return v;` as the body', () => {
    const extracted = inClass(
      'int a = n * 2;\nint b = next(a);\nSystem.out.println(a);\nSystem.out.println(b);',
      '  private int next(int a) {\n    int b = a + 1;\n    return b;\n  }\n',
    );
    sameTokens(java, extracted, inClass(printTwice));
    const reassigned = inClass(
      'int b = 0;\nint a = n * 2;\nb = next(a, b);\nf(a);\nf(b);',
      '  private int next(int a, int b) {\n    b = a + 1;\n    return b;\n  }\n',
    );
    sameTokens(java, reassigned, inClass('int b = 0;\nint a = n * 2;\nb = a + 1;\nf(a);\nf(b);'));
  });

  it('reads a call in an expression as the value returned, the statements before the return first', () => {
    const called = inClass(
      'f(square(n) + 1);',
      '  int square(int x) {\n    int y = x * x;\n    return y + 0;\n  }\n',
    );
    expect(idsOf(java, called)).toEqual(
      idsOfTexts(
        // The inlined local reads as its store (declaration-stores.ts).
        'class $id void $id ( $numtype $id ) $id = $id * $id ; $id ( ( $id + $num ) + $num ) ;',
      ),
    );
    sameTokens(
      java,
      inClass('f(sq(n) + 1);', '  int sq(int x) {\n    return x * x;\n  }\n'),
      inClass('f((n * n) + 1);'),
    );
  });

  it('reads a call whose method returns one name as that name, without brackets, as an inlined copy reads', () => {
    const method =
      '  double total(double[] m) {\n    double s = 0;\n    for (double v : m) s += v;\n    return s;\n  }\n';
    // The refactoring "inline method" leaves the result in a local declared bare before the body's block.
    const inlined =
      'double r;\n{\n  double s = 0;\n  for (double v : m) s += v;\n  r = s;\n}\nf("sum " + r);';
    const inRun = (body: string, members = '') =>
      `class A {\n  void run(double[] m) {\n${body}\n  }\n${members}}\n`;
    sameTokens(java, inRun('f("sum " + total(m));', method), inRun(inlined));
    differentTokens(
      java,
      inRun('f("sum " + total(m));', method),
      inRun('double s = 0;\nfor (double v : m) s += v;\nf("sum " + (s));'),
    );
  });

  it('inlines a chain of single calls, each into the one that calls it', () => {
    const chain = inClass(
      'first(n);',
      '  void first(int n) {\n    second(n);\n    f(1);\n  }\n  void second(int n) {\n    f(n);\n  }\n',
    );
    sameTokens(java, chain, inClass('f(n);\nf(1);'));
  });

  it('inlines a call in a final `return` of an inlined method, its body kept', () => {
    const twice = '  int twice(int a) {\n    int b = a * 2;\n    return b + 7;\n  }\n';
    const inValue = '  int plus(int x) {\n    return twice(x) + 1;\n  }\n';
    sameTokens(java, inClass('f(plus(n));', twice + inValue), inClass('int b = n * 2;\nf(((b + 7) + 1));'));
    const inStatement = '  int show(int x) {\n    f(x);\n    return twice(x);\n  }\n';
    sameTokens(java, inClass('show(n);', twice + inStatement), inClass('f(n);\nint b = n * 2;\n(b + 7);'));
    const assigned = '  int next(int x) {\n    int y = x + 1;\n    return twice(y);\n  }\n';
    sameTokens(
      java,
      inClass('int v = next(n);\nf(v);', twice + assigned),
      inClass('int y = n + 1;\nint b = y * 2;\nint v = ((b + 7));\nf(v);'),
    );
  });

  it("leaves alone a call in an inlined function's header, which is not written", () => {
    const program = (called: string) =>
      `int f() { return 37; }\nvoid g(int a = ${called}) {\n  p(a);\n  q(a);\n}\nint main() {\n  g();\n  return 0;\n}\n`;
    const ids = idsOf(cpp, program('f()'));
    expect(ids.filter((id) => id === tokenId('return'))).toHaveLength(2);
    expectOwnTexts(cpp, program('f()'));
  });

  it('leaves alone methods called twice or never, recursive ones, overloads, main and calls on objects', () => {
    const helper = '  void show(int a) {\n    f(a);\n    f(a + 1);\n  }\n';
    differentTokens(
      java,
      inClass('show(n);\nshow(n + 1);', helper),
      inClass('f(n);\nf(n + 1);\nf(n + 1);\nf(n + 1 + 1);'),
    );
    expect(idsOf(java, inClass('f(n);', helper))).toContain(tokenId('void'));
    const recursive = '  int down(int k) {\n    int r = down(k - 1);\n    return r;\n  }\n';
    expect(
      idsOf(java, inClass('f(down(n));', recursive)).filter((id) => id === tokenId('return')),
    ).toHaveLength(1);
    const mutual = '  void p(int k) {\n    q(k);\n  }\n  void q(int k) {\n    p(k);\n  }\n';
    const cycle = idsOf(java, inClass('f(n);', mutual));
    expect(cycle.filter((id) => id === tokenId('void'))).toHaveLength(3);
    const overloads = '  void show(int a) {\n    f(a);\n  }\n  void show(int a, int b) {\n    f(b);\n  }\n';
    expect(idsOf(java, inClass('show(n);', overloads)).filter((id) => id === tokenId('void'))).toHaveLength(
      3,
    );
    const withMain =
      'class A {\n  void run() {\n    main(null);\n  }\n  static void main(String[] args) {\n    f(1);\n  }\n}\n';
    expect(idsOf(java, withMain).filter((id) => id === tokenId('void'))).toHaveLength(2);
    const onObject = inClass('other.show(n);', helper);
    expect(idsOf(java, onObject).filter((id) => id === tokenId('void'))).toHaveLength(2);
  });

  it('reads a body that is only `return e;` as `(e)` wherever it is called, but not inside another call', () => {
    const square = '  int sq(int x) {\n    return x * x;\n  }\n';
    sameTokens(java, inClass('if (sq(n) > 4) f(n);', square), inClass('if ((n * n) > 4) f(n);'));
    const twice = '  int twice(int x) {\n    return x + x;\n  }\n';
    const nested = idsOf(java, inClass('f(twice(sq(n)));', square + twice));
    expect(nested.filter((id) => id === tokenId('return'))).toHaveLength(1);
  });

  it('leaves alone a call in a condition or beside a lambda, and a method that returns early', () => {
    const test = '  boolean big(int k) {\n    int m = k * 2;\n    return m > 10;\n  }\n';
    expect(idsOf(java, inClass('if (big(n)) f(n);', test))).toContain(tokenId('boolean'));
    const early = '  int pick(int k) {\n    if (k > 0) return k;\n    return -k;\n  }\n';
    expect(idsOf(java, inClass('int v = pick(n);\nf(v);', early))).toContain(tokenId('return'));
  });

  it('inlines C functions, prototypes left where they stand, and C++ methods', () => {
    const prototype = 'void show(int a);\n';
    const program = (main: string, rest = '') =>
      `${main}\nint main(void) {\n  int n = 3;\n${rest}\n  return 0;\n}\n`;
    const show = 'void show(int a) {\n  printf("%d", a);\n  printf("%d", a + 1);\n}\n';
    sameTokens(
      c,
      `${prototype}int main(void) {\n  int n = 3;\n  show(n);\n  return 0;\n}\n${show}`,
      `${prototype}${program('', '  printf("%d", n);\n  printf("%d", n + 1);')}`,
    );
    sameTokens(
      cpp,
      `struct S {\n  int twice(int v) { return v * 2; }\n  void run(int n) { std::cout << twice(n); }\n};\n`,
      `struct S {\n  void run(int n) { std::cout << (n * 2); }\n};\n`,
    );
    differentTokens(c, program(show, '  show(n);\n  show(n + 1);'), program('', '  printf("%d", n);'));
  });

  it('keeps every inlined token on its own text, each once, with its spelling', () => {
    const source = inClass(
      'int a = n * 2;\nint b = next(a);\nshow(b);',
      '  private int next(int a) {\n    int b = a + 1;\n    return b;\n  }\n  void show(int v) {\n    f(v, "s");\n  }\n',
    );
    for (const frontEnd of [java, cpp]) {
      expectOwnTexts(frontEnd, source);
      expect(frontEnd.tokenize(source).spellings).toBeDefined();
    }
  });
});

describe('inlining: robustness', () => {
  // Methods m0… calling each other any number of times, in cycles, chains, conditions and expressions.
  const statement = fc.oneof(
    fc.constant('f(p);'),
    fc.constant('return v;'),
    fc.constant('int v = p * 2;'),
    fc.nat(4).map((j) => `m${j}(p);`),
    fc.nat(4).map((j) => `int v = m${j}(p, 1);`),
    fc.nat(4).map((j) => `return m${j}(p) + 1;`),
    fc.nat(4).map((j) => `v = m${j}(v) + m${(j + 1) % 5}(2);`),
    fc.nat(4).map((j) => `if (p > 0) m${j}(p);`),
    fc.nat(4).map((j) => `while (v) { m${j}(v); }`),
  );
  const method = (i: number) =>
    fc
      .tuple(fc.constantFrom('void', 'int'), fc.constantFrom('', 'int p', 'int p, int q'))
      .chain(([type, parameters]) =>
        fc
          .array(statement, { maxLength: 5 })
          .map((body) => `  ${type} m${i}(${parameters}) {\n    ${body.join('\n    ')}\n  }\n`),
      );
  const program = fc
    .integer({ min: 2, max: 5 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => method(i))))
    .map((methods) => `class A {\n${methods.join('')}}\n`);

  for (const frontEnd of [java, cpp]) {
    it(`${frontEnd.id}: keeps each token once, on its own text, with its spelling`, () => {
      fc.assert(
        fc.property(program, (source) => expectOwnTexts(frontEnd, source)),
        { numRuns: 300 },
      );
    });
  }
});
