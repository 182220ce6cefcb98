import { describe, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

const inJava = (fields: string, body: string) =>
  `import java.util.*;\nclass A {\n${fields}\n  long run(int n) {\n    long total = 0;\n${body}\n    return total;\n  }\n}\n`;
const inCpp = (body: string) =>
  `#include <vector>\nusing namespace std;\nlong run(vector<int>& a, int n) {\n  long total = 0;\n${body}\n  return total;\n}\n`;

describe('for-each loops read as the counted loop over the indexes they stand for', () => {
  const arrayField = '  int[][] edges;';

  it('reads a Java for-each over an array as the index loop reading a[i]', () => {
    sameTokens(
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
    sameTokens(
      java,
      inJava('  List<Integer> values = new ArrayList<>();', 'for (int v : values) total += v * n;'),
      inJava(
        '  List<Integer> values = new ArrayList<>();',
        'for (int i = 0; i < values.size(); i++) total += values.get(i) * n;',
      ),
    );
  });

  it('reads a C++ range for as the index loop, a reference writing the element', () => {
    sameTokens(
      cpp,
      inCpp('for (auto& x : a) {\n  x += n;\n  total += x;\n}'),
      inCpp('for (int i = 0; i < a.size(); i++) {\n  a[i] += n;\n  total += a[i];\n}'),
    );
  });

  it('reads nested loops, the inner one over the element of the outer one', () => {
    sameTokens(
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
    sameTokens(
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
    for (const form of forms.slice(1)) sameTokens(java, inJava(lists, forms[0]!), inJava(lists, form));
    const inGraph = (body: string) => inCpp(`vector<int> adj[100];\n${body}`);
    sameTokens(
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
    differentTokens(
      java,
      inJava('  int[] a;', 'for (int v : a) {\n  v = v * 2;\n  total += v;\n}'),
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  a[i] = a[i] * 2;\n  total += a[i];\n}'),
    );
    // A by-value C++ element is a copy: writing it writes no element.
    differentTokens(
      cpp,
      inCpp('for (int x : a) {\n  x += n;\n  total += x;\n}'),
      inCpp('for (int i = 0; i < a.size(); i++) {\n  a[i] += n;\n  total += a[i];\n}'),
    );
    // A set has no index: Java declares it, and the loop stays as it is.
    differentTokens(
      java,
      inJava('  Set<Integer> a;', 'for (int v : a) {\n  total += v;\n}'),
      inJava('  Set<Integer> a;', index('a')),
    );
    differentTokens(
      java,
      inJava('', 'for (int v : make(n)) {\n  total += v;\n}'),
      inJava('', index('make(n)')),
    );
    // An index stepped in the body too: the copy is of the element where the body started.
    differentTokens(
      java,
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  int v = a[i];\n  i++;\n  total += v;\n}'),
      inJava('  int[] a;', 'for (int i = 0; i < a.length; i++) {\n  i++;\n  total += a[i];\n}'),
    );
  });
});
