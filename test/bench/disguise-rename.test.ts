import { describe, expect, it } from 'vitest';
import { lexJava } from '../../bench/disguise-lexer.js';
import { renameIdentifiers } from '../../bench/disguise-rename.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import { randomFor } from '../../bench/synthetic-random.js';

const SOURCE = `import java.util.Scanner;
public class Sum {
  static int total = 0;
  static int add(int value, int[] items) {
    for (int i = 0; i < items.length; i++) value += items[i];
    return value;
  }
  @Override public String toString() { return "Sum" + total; }
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int n = in.nextInt(), m = 2;
    total = add(n, new int[] { n, m });
    System.out.println(total);
  }
}
`;

function renamed(seed: number) {
  const file = parseJava(SOURCE);
  const renaming = renameIdentifiers(file, randomFor(seed));
  return { renaming, text: printJava(file) };
}

describe('the renaming attack', () => {
  it('renames locals, parameters, fields and methods, and leaves classes, main, overrides and library names', () => {
    const { renaming } = renamed(1);
    // `in` stays: `System.in` may be a library member of the same name.
    expect([...renaming.keys()].sort()).toEqual(['add', 'args', 'i', 'items', 'm', 'n', 'total', 'value']);
  });

  it('is one-to-one and consistent: the renamed text is the source with each old name replaced', () => {
    for (const seed of [1, 2, 3]) {
      const { renaming, text } = renamed(seed);
      expect(new Set(renaming.values()).size).toBe(renaming.size);
      const before = lexJava(SOURCE).map((token) => token.text);
      const after = lexJava(text).map((token) => token.text);
      expect(after).toEqual(
        before.map((word, i) => (lexJava(SOURCE)[i - 1]?.text === '.' ? word : (renaming.get(word) ?? word))),
      );
      for (const name of renaming.values()) expect(before).not.toContain(name);
    }
  });

  it('is deterministic for a seed', () => {
    expect(renamed(7).text).toBe(renamed(7).text);
    expect(renamed(7).text).not.toBe(renamed(8).text);
  });
});
