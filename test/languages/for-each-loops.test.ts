import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';
import { idsOf } from './token-texts.js';

const inJava = (fields: string, body: string) =>
  `import java.util.*;\nclass A {\n${fields}\n  long run(int n) {\n    long total = 0;\n${body}\n    return total;\n  }\n}\n`;
const inCpp = (body: string) =>
  `#include <vector>\nusing namespace std;\nlong run(vector<int>& a, int n) {\n  long total = 0;\n${body}\n  return total;\n}\n`;

const same = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).toEqual(idsOf(frontEnd, y));
const differ = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).not.toEqual(idsOf(frontEnd, y));

describe('for-each loops read as the counted loop over the indexes they stand for', () => {
  const arrayField = '  int[][] edges;';

  it('reads a Java for-each over an array as the index loop reading a[i]', () => {
    same(
      java,
      inJava(
        arrayField,
        `for (int[] e : edges) {\n  if (e[0] + e[1] > n) {\n    total += e[2];\n    System.out.println("take " + e[0]);\n  }\n}`,
      ),
      inJava(
        arrayField,
        `for (int i = 0; i < edges.length; i++) {\n  if (edges[i][0] + edges[i][1] > n) {\n    total += edges[i][2];\n    System.out.println("take " + edges[i][0]);\n  }\n}`,
      ),
    );
  });

  it('reads one over a list as the index loop reading get(i), a body of one statement too', () => {
    same(
      java,
      inJava('  List<Integer> values = new ArrayList<>();', 'for (int v : values) total += v * n;'),
      inJava(
        '  List<Integer> values = new ArrayList<>();',
        'for (int i = 0; i < values.size(); i++) total += values.get(i) * n;',
      ),
    );
  });

  it('reads a C++ range for as the index loop, a reference writing the element', () => {
    same(
      cpp,
      inCpp('for (auto& x : a) {\n  x += n;\n  total += x;\n}'),
      inCpp('for (int i = 0; i < a.size(); i++) {\n  a[i] += n;\n  total += a[i];\n}'),
    );
  });

  it('reads nested loops, the inner one over the element of the outer one', () => {
    same(
      java,
      inJava(arrayField, 'for (int[] row : edges)\n  for (int x : row) total += x;'),
      inJava(
        arrayField,
        'for (int i = 0; i < edges.length; i++)\n  for (int j = 0; j < edges[i].length; j++) total += edges[i][j];',
      ),
    );
  });

  it('reads an index loop that starts by copying its element as the loop reading the element', () => {
    const forEach = 'for (int[] e : edges) {\n  if (e[0] > n) total += e[1];\n}';
    same(
      java,
      inJava(arrayField, forEach),
      inJava(
        arrayField,
        'for (int i = 0; i < edges.length; ++i) {\n  int[] e = edges[i];\n  if (e[0] > n) total += e[1];\n}',
      ),
    );
  });

  it('reads loops over an adjacency list alike in all three forms (Java lists, C++ vectors)', () => {
    const lists = '  List<Integer>[] adj;';
    const visit = (v: string) => `{\n  if (${v} != n) total += ${v} * 2;\n}`;
    const forms = [
      `for (int v : adj[n]) ${visit('v')}`,
      `for (int i = 0; i < adj[n].size(); i++) {\n  int v = adj[n].get(i);\n  if (v != n) total += v * 2;\n}`,
      `for (int i = 0; i < adj[n].size(); i++) ${visit('adj[n].get(i)')}`,
    ];
    for (const form of forms.slice(1)) same(java, inJava(lists, forms[0]!), inJava(lists, form));
    const inGraph = (body: string) => inCpp(`vector<int> adj[100];\n${body}`);
    same(
      cpp,
      inGraph(`for (int v : adj[n]) ${visit('v')}`),
      inGraph(
        `for (int i = 0; i < adj[n].size(); i++) {\n  int v = adj[n][i];\n  if (v != n) total += v * 2;\n}`,
      ),
    );
  });

  const index = (container: string) =>
    `for (int i = 0; i < ${container}.length; i++) {\n  total += ${container}[i];\n}`;

  it('leaves alone a loop whose element is assigned, or a container it cannot read by index', () => {
    differ(
      java,
      inJava('  int[] a;', 'for (int v : a) {\n  v = v * 2;\n  total += v;\n}'),
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  a[i] = a[i] * 2;\n  total += a[i];\n}'),
    );
    // A by-value C++ element is a copy: writing it writes no element.
    differ(
      cpp,
      inCpp('for (int x : a) {\n  x += n;\n  total += x;\n}'),
      inCpp('for (int i = 0; i < a.size(); i++) {\n  a[i] += n;\n  total += a[i];\n}'),
    );
    // A set has no index: Java declares it, and the loop stays as it is.
    differ(
      java,
      inJava('  Set<Integer> a;', 'for (int v : a) {\n  total += v;\n}'),
      inJava('  Set<Integer> a;', index('a')),
    );
    differ(java, inJava('', 'for (int v : make(n)) {\n  total += v;\n}'), inJava('', index('make(n)')));
    // An index stepped in the body too: the copy is of the element where the body started.
    differ(
      java,
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  int v = a[i];\n  i++;\n  total += v;\n}'),
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  i++;\n  total += a[i];\n}'),
    );
  });
});
