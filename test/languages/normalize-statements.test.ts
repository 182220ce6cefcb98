import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLineRange } from '../../src/check/line-range.js';
import { tokenId } from '../../src/engine/token-id.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { tokenSpellings } from '../../src/languages/token-spellings.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';
import { differentTokens, idsOf, sameTokens } from './token-texts.js';

/** A Java method body in a class, so the statements stand in a function body. */
const inJava = (body: string) => `class A {\n  int field;\n  void run(int n) {\n${body}\n  }\n}\n`;
const inC = (body: string) => `#include <stdio.h>\nint main(void) {\n${body}\n  return 0;\n}\n`;
/** The body in a function of `frontEnd`'s language: Java's, or C's (which C++ reads too). */
const inBody = (frontEnd: LanguageFrontEnd) => (frontEnd === java ? inJava : inC);

describe('statement normalization: reordering', () => {
  it('gives reordered independent statements the same tokens (Java, C, C++)', () => {
    const java1 = 'int a = n * 2;\ndouble b = 3.5;\nString s = "x" + n;\nSystem.out.println(a + b + s);';
    const java2 = 'String s = "x" + n;\nint a = n * 2;\ndouble b = 3.5;\nSystem.out.println(a + b + s);';
    sameTokens(java, inJava(java1), inJava(java2));
    const c1 = 'int a = 1;\nint b = 2;\nlong c = a;\nprintf("%d %d %ld", a, b, c);';
    const c2 = 'int b = 2;\nint a = 1;\nlong c = a;\nprintf("%d %d %ld", a, b, c);';
    sameTokens(c, inC(c1), inC(c2));
    sameTokens(
      cpp,
      inC(`int x, y;\nstd::cin >> x >> y;\n${c1}`),
      inC(`int x, y;\nstd::cin >> x >> y;\n${c2}`),
    );
  });

  it('reads making an array as no effect, and a name declared with its dimensions after it as a local', () => {
    // `new int[n]` runs no constructor; `int a[] = …` (Java's C-style array) declares `a`.
    const made = (first: string, second: string) =>
      inJava(`${first}\n${second}\nScanner sc = new Scanner(System.in);\nf(a, b, sc);`);
    sameTokens(
      java,
      made('int[] a = new int[n];', 'String b[] = new String[] {"x"};'),
      made('String b[] = new String[] {"x"};', 'int[] a = new int[n];'),
    );
    sameTokens(
      java,
      inJava('int a[] = new int[n];\nScanner sc = new Scanner(System.in);\nf(a, sc);'),
      inJava('Scanner sc = new Scanner(System.in);\nint a[] = new int[n];\nf(a, sc);'),
    );
    sameTokens(c, inC('int grid[3][4] = {0};\nint n = 2;\nf(n);'), inC('int n = 2;\nf(n);'));
    // A constructor may do anything, and a write through an index is seen outside.
    differentTokens(
      java,
      inJava('A x = new A(n);\nB y = new B(n, 1);\nf(x, y);'),
      inJava('B y = new B(n, 1);\nA x = new A(n);\nf(x, y);'),
    );
    differentTokens(
      java,
      inJava('int a[] = new int[n];\na[0] = 1;\nf(n);'),
      inJava('int a[] = new int[n];\nf(n);'),
    );
  });

  it('keeps dependent statements in their order', () => {
    const flow = inJava('int a = n * 2;\nint b = a + 1;\nSystem.out.println(b);');
    const swapped = inJava('int b = a + 1;\nint a = n * 2;\nSystem.out.println(b);');
    differentTokens(java, flow, swapped);
    // `a = n` must stay before `b = a + 1`: the first token of line 4 comes before any of line 5.
    const { spans } = java.tokenize(flow);
    const lines = Array.from({ length: spans.length / 4 }, (_, t) => spans[4 * t]!);
    expect(lines.indexOf(3)).toBeLessThan(lines.indexOf(4));
  });

  it('keeps statements with effects in their order, and statements that read what an effect may change', () => {
    differentTokens(
      java,
      inJava('System.out.println(1);\nSystem.out.println(n + 1);'),
      inJava('System.out.println(n + 1);\nSystem.out.println(1);'),
    );
    differentTokens(
      cpp,
      inC('int x;\nstd::cin >> x;\nint y = x;\nf(y);'),
      inC('int x;\nint y = x;\nstd::cin >> x;\nf(y);'),
    );
    differentTokens(
      java,
      inJava('int k = other + 1;\nfield = 2;\nf(k);'),
      inJava('field = 2;\nint k = other + 1;\nf(k);'),
    );
  });

  it('reads a bare block as the statements in it: it is only a scope', () => {
    sameTokens(
      java,
      inJava('int a = n;\n{\n  int b = 2;\n  f(a + b);\n}'),
      inJava('int b = 2;\nint a = n;\nf(a + b);'),
    );
  });

  it("reads a parameter as a local: writing one is not seen outside, so an extracted method's statements order as they did inline", () => {
    sameTokens(java, inJava('f(1);\nn = n / 10;'), inJava('n = n / 10;\nf(1);'));
    sameTokens(
      java,
      inJava('int k = n + 1;\nfield = 2;\nf(k);'),
      inJava('field = 2;\nint k = n + 1;\nf(k);'),
    );
    const inCpp = (parameter: string, body: string) => `void run(${parameter}) {\n${body}\n}\n`;
    sameTokens(
      cpp,
      inCpp('std::map<int, int> m, int n', 'f(1);\nn = n / 10;'),
      inCpp('std::map<int, int> m, int n', 'n = n / 10;\nf(1);'),
    );
    sameTokens(
      c,
      inCpp('int a[], int n', 'f(1);\nn = n / 10;'),
      inCpp('int a[], int n', 'n = n / 10;\nf(1);'),
    );
    // Bound by reference, the caller sees the write.
    differentTokens(cpp, inCpp('int& n', 'f(1);\nn = n / 10;'), inCpp('int& n', 'n = n / 10;\nf(1);'));
  });

  it('never moves a statement across a control statement or out of its block', () => {
    differentTokens(
      java,
      inJava('int a = 1;\nif (n > 0) f(n);\nString b = "x";\nf(a + b);'),
      inJava('String b = "x";\nif (n > 0) f(n);\nint a = 1;\nf(a + b);'),
    );
    differentTokens(
      java,
      inJava('int a = 1;\nfor (int i = 0; i < n; i++) { int b = i; f(b); }\nf(a);'),
      inJava('for (int i = 0; i < n; i++) { int b = i; f(b); }\nint a = 1;\nf(a);'),
    );
  });

  it('leaves field declarations and file-level code in their order', () => {
    differentTokens(
      java,
      'class A {\n  int x = 1;\n  char y;\n}\n',
      'class A {\n  char y;\n  int x = 1;\n}\n',
    );
    differentTokens(c, 'int x = 1;\nchar y;\n', 'char y;\nint x = 1;\n');
  });
});

describe('statement normalization: dead statements', () => {
  it('drops a local that is written and never read', () => {
    const plain = inJava('int a = n * 2;\nSystem.out.println(a);');
    sameTokens(java, inJava('int a = n * 2;\nint unused = 42;\nSystem.out.println(a);'), plain);
    sameTokens(java, inJava('int t = 3;\nt = t * 2;\nint a = n * 2;\nSystem.out.println(a);'), plain);
    sameTokens(
      c,
      inC('int a = 1;\nint junk;\njunk = a + 2;\nprintf("%d", a);'),
      inC('int a = 1;\nprintf("%d", a);'),
    );
  });

  it('drops a print of the empty string, which writes nothing (Java, C, C++)', () => {
    sameTokens(java, inJava('int a = n;\nSystem.out.print("");\nf(a);'), inJava('int a = n;\nf(a);'));
    sameTokens(java, inJava('f(n);\nSystem.err.printf("");'), inJava('f(n);'));
    sameTokens(c, inC('printf("");\nf(1);'), inC('f(1);'));
    sameTokens(cpp, inC('std::cout << "";\nf(1);'), inC('f(1);'));
    sameTokens(cpp, inC('cout << "";\nf(1);'), inC('f(1);'));
    // A newline, a space or anything more is output.
    differentTokens(java, inJava('System.out.println("");\nf(n);'), inJava('f(n);'));
    differentTokens(java, inJava('System.out.print(" ");\nf(n);'), inJava('f(n);'));
    differentTokens(java, inJava('out.print("");\nf(n);'), inJava('f(n);'));
    differentTokens(c, inC('printf("\\n");\nf(1);'), inC('f(1);'));
    differentTokens(cpp, inC('cout << "" << x;\nf(1);'), inC('f(1);'));
  });

  it('drops a chain of dead locals, whatever order they come in', () => {
    sameTokens(
      java,
      inJava('int p = n;\nint q = p * 2;\nSystem.out.println(n);'),
      inJava('System.out.println(n);'),
    );
  });

  it('never drops a statement with a call, a jump or a write that is seen outside', () => {
    differentTokens(
      java,
      inJava('int x = compute(n);\nSystem.out.println(n);'),
      inJava('System.out.println(n);'),
    );
    differentTokens(java, inJava('field = n;\nSystem.out.println(n);'), inJava('System.out.println(n);'));
    differentTokens(
      java,
      inJava('int[] a = new int[n];\na[0] = 1;\nSystem.out.println(n);'),
      inJava('int[] a = new int[n];\nSystem.out.println(n);'),
    );
    differentTokens(c, inC('static int calls = 0;\ncalls = calls + 1;'), inC(''));
    differentTokens(cpp, inC('int v = 1;\nint& r = v;\nr = 2;'), inC('int v = 1;'));
    // `++p->count` and `++a[i]` write what the name points at, not the name.
    const bumped = (store: string) => `void up(struct node *p, int *a) {\n  f(p, a);\n${store}}\n`;
    differentTokens(c, bumped('  ++p->count;\n'), bumped(''));
    differentTokens(c, bumped('  --a[2];\n'), bumped(''));
    // `this.x = x;` sets the field: the front ends drop `this.`, which leaves `x = x`, yet it is no
    // self-assignment, nor a store to the parameter `x`.
    const field = (store: string) => `class P {\n  int x;\n  P(int x) {\n${store}  }\n}\n`;
    differentTokens(java, field('    this.x = x;\n'), field(''));
    differentTokens(java, field('    ++this.x;\n'), field(''));
    const member = (store: string) => `struct Q {\n  int x;\n  void set(int x) {\n${store}  }\n};\n`;
    differentTokens(cpp, member('    this->x = x;\n'), member(''));
    // `std::sort(a, a + n);` is a call, not a local `sort` being declared (and so never read).
    const called = (call: string) => inC(`int a[9];\nint x = n, y = n + 1;\n${call}f(a[0] + x + y);`);
    differentTokens(cpp, called('std::sort(a, a + n);\n'), called(''));
    differentTokens(cpp, called('std::swap(x, y);\n'), called(''));
    differentTokens(cpp, called('Base::reset();\n'), called(''));
    // `*(int *)v = n` writes through v, as `*v = n` does.
    const stored = (store: string) => `void put(void *v, int n) {\n  f(v, n);\n${store}}\n`;
    differentTokens(c, stored('  *(int *)v = n;\n'), stored(''));
  });

  it('drops a name assigned to itself, and a store the run overwrites before anything reads it', () => {
    const plain = inJava('int a = n * 2;\nSystem.out.println(a);');
    sameTokens(java, inJava('int a = n * 2;\na = a;\nSystem.out.println(a);'), plain);
    sameTokens(
      java,
      inJava('int a = 7;\nint t = n;\na = t * 2;\nSystem.out.println(a);'),
      inJava('a = n * 2;\nSystem.out.println(a);'),
    );
    sameTokens(
      c,
      inC('int a = 0;\na = n + 1;\nn = n;\nprintf("%d", a);'),
      inC('a = n + 1;\nprintf("%d", a);'),
    );
  });

  it('keeps a store something reads before it is overwritten, and a store a loop may read', () => {
    differentTokens(
      java,
      inJava('int a = 1;\nint b = a;\na = 2;\nf(a + b);'),
      inJava('int b = a;\na = 2;\nf(a + b);'),
    );
    differentTokens(java, inJava('int a = 1;\na += 2;\nf(a);'), inJava('a += 2;\nf(a);'));
    differentTokens(java, inJava('int a = 1;\nf(a);\na = 2;\nf(a);'), inJava('f(a);\na = 2;\nf(a);'));
    // A declaration of the same name is another variable (C and C++ let an inner one shadow it).
    const shadowed = 'int i = 5;\nfor (int i = 0; i < n; i++) f(i);\nf(i);';
    differentTokens(cpp, inC(shadowed), inC(shadowed.replace('int i = 5;\n', '')));
    // A bare block's own `x` is another variable: `x = 2` stores to it, and the outer `x = 1` is read after.
    const inner = '{\n  int x;\n  x = 2;\n  f(x);\n}\nf(x);';
    differentTokens(c, inC(`int x = 1;\n${inner}`), inC(inner));
    // A call may read a store through a pointer, a reference or a lambda's capture; a jump leaves the run.
    const aliased = (before: string, read: string) =>
      differentTokens(
        cpp,
        inC(`int a = 0;\n${before}\na = 1;\n${read}\na = 2;\nf(a);`),
        inC(`int a = 0;\n${before}\n${read}\na = 2;\nf(a);`),
      );
    aliased('int *p = &a;', 'g(p);');
    aliased('int& r = a;', 'f(r);');
    aliased('auto show = [&]() { f(a); };', 'show();');
    const broken = 'int k;\nfor (k = 0; k < n; k = n) {\n  k = 7;\n  break;\n}\nf(k);';
    differentTokens(c, inC(broken), inC(broken.replace('k = 7;\n', '')));
    // Another run: the loop between them may read the first store.
    const looped = 'int a = 1;\nwhile (n > 0) {\n  f(a);\n  n--;\n}\na = 2;\nf(a);';
    differentTokens(java, inJava(looped), inJava(looped.replace('int a = 1;\n', '')));
  });

  it("drops a store nothing reads before its function's end, and what only that store read (Java, C, C++)", () => {
    // Java's run ends the method's body; C's ends with `return 0;`, which reads no local.
    sameTokens(
      java,
      inJava('int count = n * 2;\nf(count);\ncount++;'),
      inJava('int count = n * 2;\nf(count);'),
    );
    sameTokens(
      c,
      inC('int best = n - 1;\nprintf("%d", best);\nbest = 0;'),
      inC('int best = n - 1;\nprintf("%d", best);'),
    );
    sameTokens(cpp, inC('int s = n + 1;\nf(s);\nint t = s * 2;\ns = t + 1;'), inC('int s = n + 1;\nf(s);'));
    const total = (tail: string) =>
      `int f(int[] a) {\n  int total = 0;\n  for (int x : a) total += x;\n${tail}  return total;\n}\n`;
    sameTokens(
      java,
      `class A {\n${total('  int extra = total;\n  total = total * 2;\n  extra = total + 1;\n')}}`,
      `class A {\n${total('  total = total * 2;\n')}}`,
    );
  });

  it("keeps a store at a function's end that a loop's condition, a goto, a later call or the next call may read", () => {
    // A loop's body without braces is no run of the function's body.
    differentTokens(
      java,
      inJava('int k = 0;\nwhile (k < n)\n  k = k + 2;'),
      inJava('int k = 0;\nwhile (k < n)'),
    );
    // A goto may go back to code that reads it.
    const loop = 'int i = 0;\nagain:\nf(i);\n';
    differentTokens(
      c,
      inC(`${loop}i = i + 1;\nif (i < n) goto again;`),
      inC(`${loop}if (i < n) goto again;`),
    );
    differentTokens(
      c,
      `int f(int n) {\n${loop}  i = 9;\n  goto again;\n}\n`,
      `int f(int n) {\n${loop}  goto again;\n}\n`,
    );
    // A call after it may read it through a pointer; a static local lives on to the next call.
    differentTokens(
      cpp,
      inC('int a = n;\nint *p = &a;\na = 1;\ng(p);'),
      inC('int a = n;\nint *p = &a;\ng(p);'),
    );
    const returned = (store: string) =>
      `int f(int n) {\n  int a = n;\n  int *p = &a;\n${store}  return g(p);\n}\n`;
    differentTokens(cpp, returned('  a = 1;\n'), returned(''));
    const counted = (store: string) => `int next(void) {\n  static int calls = 0;\n  f(calls);\n${store}}\n`;
    differentTokens(c, counted('  calls++;\n'), counted(''));
    // A reference parameter's store is seen by the caller.
    const bump = (store: string) =>
      `void bump(int &n) {\n  f(n);\n${store}}\nvoid g(int &m) { bump(m); bump(m); }\n`;
    differentTokens(cpp, bump('  n = n + 1;\n'), bump(''));
  });

  it("reads a local's declaration as the store it makes, and a bare one as nothing (Java, C, C++)", () => {
    sameTokens(java, inJava('int a;\na = n * 2;\nf(a);'), inJava('int a = n * 2;\nf(a);'));
    sameTokens(java, inJava('var s = "x" + n;\nf(s);'), inJava('String s = "x" + n;\nf(s);'));
    sameTokens(
      c,
      inC('int best;\nbest = n - 1;\nprintf("%d", best);'),
      inC('int best = n - 1;\nprintf("%d", best);'),
    );
    sameTokens(cpp, inC('auto x = n * 2;\nf(x);'), inC('long long x = n * 2;\nf(x);'));
    // Names declared together read as declared one by one, a bare one as nothing.
    sameTokens(
      java,
      inJava('int a = n * 2, b, c = n + 1;\nf(a + c);'),
      inJava('int a = n * 2;\nint c = n + 1;\nf(a + c);'),
    );
    sameTokens(c, inC('int a = f(n), b = f(a);\nf(b);'), inC('int a = f(n);\nint b = f(a);\nf(b);'));
    sameTokens(cpp, inC('int a = n, *p = &a;\nf(*p);'), inC('int a = n;\nint *p = &a;\nf(*p);'));
    // A `static` local is set once, not on every call; a constructor's arguments are no store.
    differentTokens(c, inC('static int seen = n;\nf(seen);'), inC('int seen = n;\nf(seen);'));
    differentTokens(cpp, inC('std::vector<int> v(n);\nf(v);'), inC('v(n);\nf(v);'));
  });

  it('drops an empty statement, and the statements around it stay one run (Java, C, C++)', () => {
    const plain = 'int a = n * 2;\nint b = n + 1;\nf(a + b);';
    sameTokens(java, inJava('int b = n + 1;;\n;\nint a = n * 2;\n{ ; }\nf(a + b);'), inJava(plain));
    sameTokens(c, inC('int a = n * 2;\n;\nint b = n + 1;\nf(a + b);;'), inC(plain));
    sameTokens(cpp, inC(';int b = n + 1;\nint a = n * 2;\nf(a + b);'), inC(plain));
    // The empty body of a loop or an if is its body: kept.
    differentTokens(java, inJava('while (n > 0) ;\nf(n);'), inJava('while (n > 0)\nf(n);'));
  });

  it('reads an if with a constant condition as the branch that runs (Java, C, C++)', () => {
    const plain = 'int a = n * 2;\nint b = n + 1;\nf(a + b);';
    // An inserted `if (false) { … }` is dropped, and the statements around it stay one run.
    sameTokens(
      java,
      inJava('int a = n * 2;\nif (false) {\n  System.out.println("x");\n}\nint b = n + 1;\nf(a + b);'),
      inJava(plain),
    );
    sameTokens(java, inJava('int b = n + 1;\nif (false) f(0);\nint a = n * 2;\nf(a + b);'), inJava(plain));
    sameTokens(c, inC('int a = n * 2;\nif (false) { g(); } else { int b = n + 1;\nf(a + b); }'), inC(plain));
    // Code wrapped in `if (true)` is the code; an else that never runs is dropped with it.
    sameTokens(cpp, inC('if (true) {\n  int b = n + 1;\n  int a = n * 2;\n}\nf(a + b);'), inC(plain));
    sameTokens(
      java,
      inJava('if (true) {\nint a = n * 2;\n} else {\ng(1);\n}\nint b = n + 1;\nf(a + b);'),
      inJava(plain),
    );
    // `if (false) … else if (c) …` is the `if (c)`; a condition that is not one constant is kept.
    sameTokens(java, inJava('if (false) g(0);\nelse if (n > 1) f(n);'), inJava('if (n > 1) f(n);'));
    differentTokens(java, inJava('if (n > 0) {\n  g(0);\n}\nf(n);'), inJava('f(n);'));
    differentTokens(java, inJava('if (!false) {\n  g(0);\n}\nf(n);'), inJava('f(n);'));
  });

  it('reads `if (0)` and `if (1)` as constant too, and drops a `while` whose condition is false (C, C++)', () => {
    const plain = 'int a = n * 2;\nint b = n + 1;\nf(a + b);';
    sameTokens(c, inC('int a = n * 2;\nif (0) {\n  puts("x");\n}\nint b = n + 1;\nf(a + b);'), inC(plain));
    sameTokens(cpp, inC('if (1) {\n  int b = n + 1;\n  int a = n * 2;\n}\nf(a + b);'), inC(plain));
    sameTokens(
      c,
      inC('int a = n * 2;\nwhile (0) { puts("x"); }\nint b = n + 1;\nwhile (false) g();\nf(a + b);'),
      inC(plain),
    );
    // `do … while (0)` runs once, and `while (1)` forever: kept.
    differentTokens(c, inC('do { g(); } while (0);\nf(n);'), inC('f(n);'));
    sameTokens(c, inC('while (1) g();\nf(n);'), inC('while (true) g();\nf(n);'));
    differentTokens(c, inC('while (1) g();\nf(n);'), inC('f(n);'));
    // Other numbers are not read as constant conditions: `if (2)` stays.
    differentTokens(c, inC('if (2) g();\nf(n);'), inC('g();\nf(n);'));
    // A statement split by a preprocessor line is kept whole: the preprocessor may leave out part of it.
    differentTokens(c, inC('if (0)\n#ifdef X\n  g();\n#endif\nf(n);'), inC('#ifdef X\n#endif\nf(n);'));
  });

  it('leaves out what follows a return, break, continue, throw or goto in its block (Java, C, C++)', () => {
    const loop = (tail: string) =>
      inC(
        `for (int i = 0; i < n; i++) {\n  if (a[i] < 0) {\n    puts("neg");\n    continue;${tail}\n  }\n  f(a[i]);\n}`,
      );
    sameTokens(c, loop('\n    a[i] = 0;\n    puts("never");'), loop(''));
    sameTokens(cpp, loop('\n    while (n > 0) n--;\n    if (n) { g(); }'), loop(''));
    const ret = (tail: string) =>
      `int sum(int n) {\n  int s = n * 2;\n  return s;${tail}\n}\nint main(void) {\n  printf("%d", sum(3));\n}\n`;
    sameTokens(c, ret('\n  s = 0;\n  printf("x");'), ret(''));
    sameTokens(
      java,
      inJava('throw new IllegalStateException("x");\n// unreachable, which javac refuses\n'),
      inJava('throw new IllegalStateException("x");'),
    );
    // A `return` inside the body, not at its end, leaves early: kept.
    differentTokens(
      java,
      inJava('if (n > 0) {\n  f(n);\n  return;\n}\ng(n);'),
      inJava('if (n > 0) {\n  f(n);\n}\ng(n);'),
    );
    // A label makes what follows it reachable: a switch's next case, a goto's target.
    const cases = (tail: string) =>
      inC(`switch (n) {\n  case 1:\n    g(1);\n    break;${tail}\n  case 2:\n    g(2);\n}`);
    sameTokens(c, cases('\n    g(9);'), cases(''));
    differentTokens(c, cases(''), inC('switch (n) {\n  case 1:\n    g(1);\n    break;\n}'));
    sameTokens(c, inC('goto done;\ng(1);\ndone:\nf(n);'), inC('goto done;\ndone:\nf(n);'));
    differentTokens(c, inC('goto done;\ndone:\nf(n);'), inC('goto done;'));
    // A statement that holds a label may be jumped into (`goto` into a block): kept, and what follows it.
    differentTokens(c, inC('return 1;\n{\n  inner:\n  g(1);\n}\nf(n);'), inC('return 1;'));
    // Nor past a preprocessor line: `#ifdef` may leave the return out.
    differentTokens(c, inC('#ifdef LOCAL\nreturn 1;\n#endif\nf(n);'), inC('#ifdef LOCAL\nreturn 1;\n#endif'));
    // A method inlined at its call (inline-calls.ts) brings its own `return`s: the caller's code after it stays.
    const caller = (middle: string) =>
      `class A {\n  static int pick(int x) {\n    if (x > 0) return 1;\n    System.out.println(x);\n    return 2;\n  }\n  public static void main(String[] a) {\n    int n = 3;\n    pick(n);\n${middle}    System.out.println(n);\n  }\n}\n`;
    differentTokens(java, caller('    n += n / 60;\n'), caller(''));
    // `if (x) return;` leaves the block only sometimes: what follows stays.
    differentTokens(c, inC('if (n) return 1;\nf(n);'), inC('if (n) return 1;'));
  });

  it("drops a continue that ends a loop's body and a return that ends a function's (Java, C, C++)", () => {
    const loop = (tail: string) => inC(`for (int i = 0; i < n; i++) {\n  f(i);${tail}\n}`);
    sameTokens(c, loop('\n  continue;'), loop(''));
    sameTokens(cpp, inC(`while (n > 0) {\n  n--;\n  continue;\n}`), inC(`while (n > 0) {\n  n--;\n}`));
    sameTokens(
      java,
      inJava('do {\n  n--;\n  continue;\n} while (n > 0);'),
      inJava('do {\n  n--;\n} while (n > 0);'),
    );
    sameTokens(java, inJava('f(n);\nreturn;'), inJava('f(n);'));
    // The body of an if stays: `if (x) continue;` would be left without one. And a block of an if is no loop.
    differentTokens(c, loop('\n  if (i > 2) continue;'), loop('\n  if (i > 2)'));
    differentTokens(
      c,
      inC('if (n > 0) {\n  f(n);\n  return 0;\n}\ng(n);'),
      inC('if (n > 0) {\n  f(n);\n}\ng(n);'),
    );
    // A value returned is not nothing.
    differentTokens(c, 'int f(int n) {\n  g(n);\n  return n;\n}\n', 'int f(int n) {\n  g(n);\n}\n');
  });

  it('keeps a local that a loop reads back on its next pass, or a condition reads', () => {
    const body = 'int last = 0;\nfor (int i = 0; i < n; i++) {\n  f(last);\n  last = i;\n}';
    differentTokens(java, inJava(body), inJava('for (int i = 0; i < n; i++) {\n  f(last);\n}'));
    differentTokens(java, inJava('int k = n + 1;\nif (k > 2) f(1);'), inJava('if (k > 2) f(1);'));
  });
});

describe('statement normalization: copies of a name', () => {
  it('reads a local that only copies a name as that name, when neither is written again', () => {
    sameTokens(java, inJava('int p = n;\nint q = p * 2;\nf(q);'), inJava('int q = n * 2;\nf(q);'));
    sameTokens(cpp, inC('int m = n;\nint k = m;\nf(k + 1);'), inC('f(n + 1);'));
    differentTokens(java, inJava('int p = n;\nn = 3;\nf(p);'), inJava('n = 3;\nf(n);'));
    differentTokens(java, inJava('int p = n;\np++;\nf(p);'), inJava('n++;\nf(n);'));
    differentTokens(cpp, inC('int p = n;\nstd::cin >> n;\nf(p);'), inC('std::cin >> n;\nf(n);'));
  });

  it('reads a copy into a local declared bare before, made after the source was computed, as the source', () => {
    const summed = 'int s = 0;\nfor (int i = 0; i < n; i++) s += i;\n';
    sameTokens(c, inC(`int total;\n${summed}total = s;\nf(total);`), inC(`${summed}f(s);`));
    // `T x = y;` copies y only where y was declared and never written since: its line stays in fragments.
    differentTokens(java, inJava(`${summed}int total = s;\nf(total);`), inJava(`${summed}f(s);`));
    // The source written after the copy, the copy written again, or no bare declaration: kept.
    differentTokens(
      java,
      inJava(`${summed}int total = s;\ns = 0;\nf(total, s);`),
      inJava(`${summed}s = 0;\nf(s, s);`),
    );
    differentTokens(
      java,
      inJava(`int total;\n${summed}total = s;\ntotal++;\nf(total);`),
      inJava(`${summed}s++;\nf(s);`),
    );
    differentTokens(java, inJava(`${summed}field = s;\nf(field);`), inJava(`${summed}f(s);`));
  });
});

describe('statement normalization: loops', () => {
  it('reads a counted for as the while it stands for (Java, C, C++)', () => {
    const counted = 'int s = 0;\nint k = 2;\nfor (int i = 0; i < n; i++) {\n  s += i * k;\n}\nf(s);';
    const plain = 'int s = 0;\nint i = 0;\nint k = 2;\nwhile (i < n) {\n  s += i * k;\n  i++;\n}\nf(s);';
    // As an obfuscator writes it when `i` is declared again later: the loop in a block of its own.
    const blocked =
      'int k = 2;\nint s = 0;\n{\n  int i = 0;\n  while (i < n) {\n    s += i * k;\n    i++;\n  }\n}\nf(s);';
    for (const frontEnd of [java, c, cpp]) {
      const wrap = inBody(frontEnd);
      sameTokens(frontEnd, wrap(counted), wrap(plain));
      sameTokens(frontEnd, wrap(counted), wrap(blocked));
    }
  });

  it('reads empty parts, a body without braces, split inits and updates, and nested loops alike', () => {
    sameTokens(java, inJava('for (; n > 0;) n--;\nf(n);'), inJava('while (n > 0) n--;\nf(n);'));
    // `for (;;)` is `while ()`: the `;` of an empty init and the `)` of an empty update are left out.
    sameTokens(java, inJava('for (;;) f(n);'), inJava('while () f(n);'));
    sameTokens(java, inJava('for (;;) f(n);'), inJava('while (true) f(n);'));
    sameTokens(c, inC('for (;;) f(n);'), inC('while (1) f(n);'));
    differentTokens(c, inC('while (n) f(n);'), inC('while (1) f(n);'));
    sameTokens(
      java,
      inJava('int i, j;\nfor (i = 0, j = n; i < j; i++, j--) f(i);'),
      inJava('int i, j;\ni = 0;\nj = n;\nwhile (i < j) {\n  f(i);\n  i++;\n  j--;\n}'),
    );
    sameTokens(
      cpp,
      inC('long t = 0;\nfor (int i = 0; i < n; i++)\n  for (int j = 0; j < i; j++) t += j;\nf(t);'),
      inC(
        'long t = 0;\nint i = 0;\nwhile (i < n) {\n  int j = 0;\n  while (j < i) { t += j; j++; }\n  i++;\n}\nf(t);',
      ),
    );
  });

  it('moves the update after the body even past a continue: only the token stream matters', () => {
    sameTokens(
      java,
      inJava('for (int i = 0; i < n; i++) {\n  if (i == 2) continue;\n  f(i);\n}'),
      inJava('int i = 0;\nwhile (i < n) {\n  if (i == 2) continue;\n  f(i);\n  i++;\n}'),
    );
  });

  it('keeps a loop set up where it stands, however the statements before it were ordered', () => {
    sameTokens(
      java,
      inJava('int i = 0;\nint s = 1;\nwhile (i < n) { s *= 2; i++; }\nf(s);'),
      inJava('int s = 1;\nint i = 0;\nwhile (i < n) { s *= 2; i++; }\nf(s);'),
    );
    // A loop's set-up is not moved ahead of a statement that depends on it.
    differentTokens(
      java,
      inJava('int i = 0;\nint s = i;\nwhile (i < n) { s *= 2; i++; }\nf(s);'),
      inJava('int s = 1;\nint i = 0;\nwhile (i < n) { s *= 2; i++; }\nf(s);'),
    );
  });

  it('leaves for-each loops it cannot read as counted ones, and loops in macros, as they are', () => {
    // A for-each over a container it can read by index reads as a counted loop (for-each-loops.ts).
    expect(idsOf(java, inJava('for (int x : g(a)) f(x);'))).toContain(tokenId('for'));
    expect(idsOf(cpp, inC('for (auto& x : g(v)) f(x);'))).toContain(tokenId('for'));
    // A macro's own line is left as written; where it is used, it reads as its expansion (expand-macros.ts).
    expect(idsOf(c, '#define EACH for (i = 0; i < n; i++)\nvoid g(void) { f(i); }\n')).toContain(
      tokenId('for'),
    );
  });

  it('keeps every token of a rewritten loop on its own text', () => {
    const source = inC('int s = 0;\nfor (int i = 0, m = n; i < m; i++, s++)\n  f(s);\nf(s);');
    const { ids, spans } = cpp.tokenize(source);
    const lines = source.split('\n');
    const folded = new Set(['$id', '$num', '$numtype'].map(tokenId));
    const seen = new Set<string>();
    for (let t = 0; t < ids.length; t++) {
      const text = lines[spans[4 * t]!]!.slice(spans[4 * t + 1], spans[4 * t + 3]);
      if (folded.has(ids[t]!) || tokenId(text) === ids[t]) continue;
      seen.add(`${text} ${['while', ')', ';'].find((x) => tokenId(x) === ids[t])}`);
    }
    // The init declares, so its `,` stays; the update's `,` and `)` end its two statements.
    expect(seen).toEqual(new Set(['for while', '; )', ') ;', ', ;']));
  });
});

describe('statement normalization: comparisons', () => {
  it('reads a comparison turned around as the one it was (Java, C, C++)', () => {
    for (const frontEnd of [java, c, cpp]) {
      const wrap = inBody(frontEnd);
      sameTokens(frontEnd, wrap('if (n < 3) f(n);'), wrap('if (3 > n) f(n);'));
      sameTokens(
        frontEnd,
        wrap('int k = n;\nwhile (k >= 0 && k < n) k--;\nf(k);'),
        wrap('int k = n;\nwhile (0 <= k && n > k) k--;\nf(k);'),
      );
      sameTokens(frontEnd, wrap('if (n == 0) f(n);'), wrap('if (0 == n) f(n);'));
      sameTokens(frontEnd, wrap('int x = n != 2 ? 1 : 0;\nf(x);'), wrap('int x = 2 != n ? 1 : 0;\nf(x);'));
    }
    sameTokens(
      java,
      inJava('int[] a = new int[n];\nf(a.length > n && a[n - 1] <= field);'),
      inJava('int[] a = new int[n];\nf(n < a.length && field >= a[n - 1]);'),
    );
    sameTokens(
      c,
      inC('struct node *p = 0;\nif (p->next != NULL) f(p);'),
      inC('struct node *p = 0;\nif (NULL != p->next) f(p);'),
    );
    // Two names: the operator reads `<` or `<=`, whichever stood first.
    sameTokens(java, inJava('int i = 0;\nif (i < n) f(i);'), inJava('int i = 0;\nif (n > i) f(i);'));
  });

  it('keeps apart comparisons that differ, and leaves what it cannot read whole as it is', () => {
    // Another test, or the other way round, is other code: `n > 30` and `n < 18` keep one shape, as before.
    differentTokens(java, inJava('if (n > 30) f(n);'), inJava('if (n < 30) f(n);'));
    sameTokens(java, inJava('if (n > 30) f(n);'), inJava('if (n > 18) f(n);'));
    // A side that calls something is not moved: nothing may be evaluated in another order.
    differentTokens(java, inJava('if (g(n) > field) f(n);'), inJava('if (field < g(n)) f(n);'));
    // A side that is part of a sum is no side of the comparison.
    differentTokens(java, inJava('if (n + 1 > field) f(n);'), inJava('if (field < n + 1) f(n);'));
    // Type arguments are no comparisons: `Map<String, Integer> m` keeps its `>` before `m`.
    const declared = idsOf(java, inJava('java.util.Map<String, Integer> m = null;\nf(m);'));
    const close = declared.indexOf(tokenId('>'));
    expect(close).toBeGreaterThan(0);
    expect(declared[close + 1]).toBe(tokenId('$id'));
  });

  it('moves each token with its own span and spelling', () => {
    const source = inJava('int i = 0;\nif (n >\n    i) f(i);');
    const tokens = java.tokenize(source);
    expect(tokens.spellings).toEqual(tokenSpellings(source, tokens));
    // `i` now comes first, and still points at the line it is on.
    const at = Array.from(tokens.ids).indexOf(tokenId('<'));
    expect(at).toBeGreaterThan(0);
    expect(tokens.spans[4 * (at - 1)]).toBe(5);
    expect(tokens.spans[4 * (at + 1)]).toBe(4);
  });
});

describe('statement normalization: increments', () => {
  it('reads ++x, x += 1 and x = x + 1 as the statement x++ (Java, C, C++)', () => {
    for (const frontEnd of [java, c, cpp]) {
      const wrap = inBody(frontEnd);
      const counted = (step: string, down: string) =>
        wrap(`int k = 0;\nwhile (k < n) {\n  f(k);\n  ${step}\n}\nint m = n;\n${down}\nf(m);`);
      const plain = counted('k++;', 'm--;');
      sameTokens(frontEnd, plain, counted('++k;', '--m;'));
      sameTokens(frontEnd, plain, counted('k += 1;', 'm -= 1;'));
      sameTokens(frontEnd, plain, counted('k = k + 1;', 'm = m - 1;'));
      sameTokens(
        frontEnd,
        wrap('for (int i = 0; i < n; i++) f(i);'),
        wrap('for (int i = 0; i < n; ++i) f(i);'),
      );
      sameTokens(
        frontEnd,
        wrap('for (int i = 0; i < n; i++) f(i);'),
        wrap('for (int i = 0; i < n; i += 1) f(i);'),
      );
    }
  });

  it('leaves increments whose value is read, and other steps, as written', () => {
    // `f(++k)` passes the new value, `f(k++)` the old one.
    differentTokens(java, inJava('int k = n;\nf(++k);'), inJava('int k = n;\nf(k++);'));
    differentTokens(java, inJava('int k = n;\nk += 2;\nf(k);'), inJava('int k = n;\nk++;\nf(k);'));
    differentTokens(java, inJava('int k = n;\nk = n + 1;\nf(k);'), inJava('int k = n;\nk++;\nf(k);'));
    // Other compound assignments stay as written (see increment-form.ts).
    differentTokens(java, inJava('int s = 0;\ns = s + n;\nf(s);'), inJava('int s = 0;\ns += n;\nf(s);'));
  });
});

describe('statement normalization: spans and robustness', () => {
  it('keeps every token on its own text, moved or not', () => {
    const source = inJava(
      'double b = 3.5;\nint a = n * 2;\nint dead = 1;\nString s = "x";\nSystem.out.println(a + b + s);',
    );
    const { ids, spans } = java.tokenize(source);
    const lines = source.split('\n');
    const folded = new Set(['$id', '$num', '$str', '$chr', '$numtype'].map(tokenId));
    for (let t = 0; t < ids.length; t++) {
      const text = lines[spans[4 * t]!]!.slice(spans[4 * t + 1], spans[4 * t + 3]);
      if (!folded.has(ids[t]!)) expect(tokenId(text)).toBe(ids[t]);
      else expect(text).toMatch(/^(\w+|"x"|3\.5)$/);
    }
    const tokenLines = new Set(Array.from({ length: ids.length }, (_, t) => spans[4 * t]));
    expect(tokenLines.has(lines.findIndex((line) => line.includes('int dead')))).toBe(false);
    expect(tokenLines.has(lines.findIndex((line) => line.includes('double b')))).toBe(true);
  });

  it('only strips the braces of code whose brackets do not nest', () => {
    const broken = (body: string) => inJava(`int a = (n;\n${body}`);
    expect(idsOf(java, broken('int b = 2;\nf(a);'))).not.toContain(tokenId('{'));
    differentTokens(java, broken('int b = 2;\nf(a);'), broken('f(a);'));
    differentTokens(java, broken('int b = 2;\nchar c;\nf(b + c);'), broken('char c;\nint b = 2;\nf(b + c);'));
    sameTokens(java, inJava('int b = 2;\nchar c;\nf(b + c);'), inJava('char c;\nint b = 2;\nf(b + c);'));
  });

  it('reads each part of a file split in two at a line as the whole file reads it (Java, C)', () => {
    // The first part leaves the class open, the second closes it: the braces they lack are supplied.
    const methods = [
      'class A {',
      '  int twice(int n) {\n    int b = 2;\n    int a = n * b;\n    return a;\n  }',
      '  void run(int n) {\n    String s = "x";\n    int dead = 1;\n    System.out.println(s + twice(n) + twice(1));\n  }',
      '}',
    ];
    const whole = methods.join('\n');
    const [first, second] = [methods.slice(0, 2).join('\n'), methods.slice(2).join('\n')];
    expect([...idsOf(java, first), ...idsOf(java, second)]).toEqual(idsOf(java, whole));
    // Each part is normalized: its dead statements dropped, its independent ones put in order.
    const withDead = first.replace('int a = n * b;', 'int unused = 3;\n    int a = n * b;');
    sameTokens(java, first, withDead);
    sameTokens(
      java,
      second,
      second.replace('String s = "x";\n    int dead = 1;', 'int dead = 1;\n    String s = "x";'),
    );
    // A part cut inside a function: each half of the function is read as a body, the second one though its
    // header is in the other part; a method after it is still read as a method.
    const cWhole = inC('int a = 1;\nint b = 2;\nprintf("%d", a + b);');
    const [cFirst, cSecond] = [
      cWhole.slice(0, cWhole.indexOf('int b')),
      cWhole.slice(cWhole.indexOf('int b')),
    ];
    // The first half keeps a store that only the code cut off may read, and drops what does nothing.
    sameTokens(c, cFirst, `${cFirst}a = a;\n`);
    differentTokens(c, cFirst, `${cFirst}int unused = 9;\n`);
    sameTokens(c, cSecond, cSecond.replace('int b = 2;', 'int b = 2;\nint unused = 9;'));
    const cut = whole.indexOf('int a = n * b;');
    const [head, tail] = [whole.slice(0, cut), whole.slice(cut)];
    sameTokens(java, tail, tail.replace('int a = n * b;', 'int a = n * b;\n    int unused = 3;'));
    sameTokens(
      java,
      tail,
      tail.replace('String s = "x";\n    int dead = 1;', 'int dead = 1;\n    String s = "x";'),
    );
    expect([...idsOf(java, head), ...idsOf(java, tail)]).toEqual(idsOf(java, whole));
    // Brackets that fail to nest other than at the ends still leave the file as it is.
    differentTokens(java, `) ${first}`, `) ${withDead}`);
  });

  const pieces = [
    'int a = b;',
    'f(x);',
    'if (a) {',
    'if (a)',
    '}',
    '{',
    'for (int i = 0; i < n; i++) {',
    'for (;;)',
    'for (i = 0, j = 1; i < j; i++, j--)',
    'for (int x : g(a))',
    'while (i < n) {',
    'void f() {',
    'int g(int p, int q) {',
    'void h(int p) {',
    'g(x, 1);',
    'h(a);',
    'int v = g(a, b);',
    'x = h(g(1, 2)) + 1;',
    'return v;',
    'class A {',
    'return x;',
    'x++;',
    'a[i] = 2;',
    'cin >> x;',
    'static int q;',
    '#define X 1\n',
    '#define F(a) (a) + \\\n X\n',
    'typedef long long ll;',
    'using v = ll;',
    'template <class T>',
    'const int M = (1 << 3) - X;',
    'int main() {',
    'case 1:',
    'default:',
    'do {',
    '} while (x);',
    'else',
    'if (false)',
    'if (true)',
    'if (0)',
    'while (0)',
    'static class R {',
    'struct S {',
    '} init;',
    'int nextInt() {',
    'new InputStreamReader(System.in)',
    'return x;',
    'break;',
    'goto label;',
    '#if X\n',
    '#endif\n',
    'int a[] = new int[2];',
    'try {',
    '} catch (E e) {',
    '= {1, 2};',
    '-> {',
    'new T() {',
    'label:',
    'int& r = a;',
    '*p = 1;',
    'x = y = 0;',
    'if (x > 1)',
    'while (0 == a[i] && y >= x)',
    '++x;',
    'x -= 1;',
    'x = x + 1;',
    '>',
    '<=',
    '&&',
    ';',
    '(',
    ')',
    '[',
    ']',
    'int',
    'x',
    '=',
    ',',
    '\n',
  ];
  const program = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(' '));

  for (const frontEnd of [java, c, cpp]) {
    it(`${frontEnd.id}: never throws on statement soup, keeps no brace and no token twice`, () => {
      fc.assert(
        fc.property(program, (text) => {
          const { ids, spans } = frontEnd.tokenize(text);
          expect(spans.length).toBe(4 * ids.length);
          expect(Array.from(ids).filter((id) => id === tokenId('{') || id === tokenId('}'))).toEqual([]);
          const starts = new Set(
            Array.from({ length: ids.length }, (_, t) => `${spans[4 * t]}:${spans[4 * t + 1]}`),
          );
          expect(starts.size).toBe(ids.length);
          expect(idsOf(frontEnd, text)).toEqual(Array.from(ids));
        }),
        { numRuns: 300 },
      );
    });
  }

  // Loops over elements read as index loops (for-each-loops.ts) add tokens, each on the text of one it
  // stands for, so those soups are checked apart: the same but for "no token twice".
  const loopPieces = [
    ...pieces,
    'for (int x : a)',
    'for (auto& x : a)',
    'for (int v : adj[x])',
    'List<Integer> a;',
    'List<Integer>[] adj;',
    'int[] a;',
    'int v = a[i];',
    'int v = adj[x].get(i);',
    'v += 1;',
    'f(v);',
    'g(x, v);',
  ];
  const loopProgram = fc
    .array(fc.constantFrom(...loopPieces), { maxLength: 60 })
    .map((parts) => parts.join(' '));
  for (const frontEnd of [java, cpp]) {
    it(`${frontEnd.id}: never throws on loop soup, keeps no brace and puts every token on the text`, () => {
      fc.assert(
        fc.property(loopProgram, (text) => {
          const { ids, spans } = frontEnd.tokenize(text);
          expect(spans.length).toBe(4 * ids.length);
          expect(Array.from(ids).filter((id) => id === tokenId('{') || id === tokenId('}'))).toEqual([]);
          const lines = text.split('\n');
          for (let t = 0; t < ids.length; t++) {
            expect(spans[4 * t + 1]).toBeLessThan(lines[spans[4 * t]!]!.length);
            expect(spans[4 * t + 3]).toBeLessThanOrEqual(lines[spans[4 * t + 2]!]!.length);
          }
          expect(idsOf(frontEnd, text)).toEqual(Array.from(ids));
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe('statement normalization: lines of moved tokens', () => {
  it('gives every run of tokens the lines of all its tokens, however they were reordered', () => {
    const source = inJava('String s = "x";\nint a = n * 2;\ndouble b = 3.5;\nSystem.out.println(a + b + s);');
    const { spans } = java.tokenize(source);
    const count = spans.length / 4;
    for (let start = 0; start + 14 <= count; start++) {
      const lines = toLineRange(toTokenLines(spans), { start, end: start + 14 });
      for (let t = start; t < start + 14; t++) {
        expect(spans[4 * t]).toBeGreaterThanOrEqual(lines.start);
        expect(spans[4 * t + 2]).toBeLessThan(lines.end);
      }
    }
  });
});

describe('statement normalization: spellings', () => {
  it("hands on each kept token's spelling, as working it out again from its span gives", () => {
    for (const frontEnd of [java, c, cpp]) {
      const source = inJava(
        'String s = "x";\nint unused = 7;\nint a = n * 2;\ndouble b = 3.5;\nSystem.out.println(a + b + s);',
      );
      const tokens = frontEnd.tokenize(source);
      expect(tokens.spellings).toBeDefined();
      expect(tokens.spellings).toEqual(tokenSpellings(source, tokens));
      expect(tokens.spellings!.some((spelling) => spelling !== 0)).toBe(true);
    }
  });
});
