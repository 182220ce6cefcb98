// U+FEFF past a file's start reads as its language reads it (languages/zero-width-no-break-space.ts): a
// space in JavaScript and TypeScript, nothing in the others, so a copy that scatters it reads as the copy.
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { csharp } from '../../src/languages/csharp.js';
import { java } from '../../src/languages/java.js';
import { javascript } from '../../src/languages/javascript.js';
import { python } from '../../src/languages/python.js';
import { text } from '../../src/languages/text.js';
import { typescript } from '../../src/languages/typescript.js';
import { decodeSourceText } from '../../src/sources/decode-source-text.js';
import { idsOf, spansOf } from './token-texts.js';

const Z = '\ufeff';
const LIMITS = { maxFileBytes: 1 << 20, maxLineLength: 1000 };

describe('U+FEFF past the start', () => {
  it('is a space to JavaScript and TypeScript: `let\\uFEFFx` is `let x`', () => {
    const plain = 'let x = 1;\nfunction f(a) { return a + x; }\n';
    for (const frontEnd of [javascript, typescript]) {
      expect(idsOf(frontEnd, plain.replaceAll(' ', Z))).toEqual(idsOf(frontEnd, plain));
      expect(idsOf(frontEnd, plain.replaceAll(' ', Z))).not.toEqual(
        idsOf(frontEnd, plain.replaceAll(' ', '')),
      );
    }
  });

  it('is nothing inside a Java or C# name, as javac and csc ignore it: `ret\\uFEFFurn` is `return`', () => {
    const plain = 'class A {\n  int total(int x) {\n    return x + 1;\n  }\n}\n';
    const split = `class A {\n  int to${Z}tal(int x) {\n    ret${Z}urn x + 1;${Z}\n  }\n}\n`;
    expect(idsOf(java, split)).toEqual(idsOf(java, plain));
    expect(idsOf(csharp, split)).toEqual(idsOf(csharp, plain));
  });

  it('leaves a name it splits spelled as the name, so names agree with the copy it came from', () => {
    const split = java.tokenize(`int to${Z}tal = 1;`);
    const plain = java.tokenize('int total = 1;');
    expect(Array.from(split.spellings!)).toEqual(Array.from(plain.spellings!));
    expect(Array.from(python.tokenize(`x${Z}y = 1\n`).spellings!)).toEqual(
      Array.from(python.tokenize('xy = 1\n').spellings!),
    );
  });

  it('is dropped in the languages that reject it, and in plain text', () => {
    expect(idsOf(python, `x${Z}y = 1\n`)).toEqual(idsOf(python, 'xy = 1\n'));
    expect(idsOf(text, `hel${Z}lo world\n`)).toEqual(idsOf(text, 'hello world\n'));
  });

  it('leaves every token on the columns of the file as written', () => {
    // `int`, `total` (columns 4 to 10 with the U+FEFF in it), `=`, `1`, `;`
    expect(spansOf(java, `int to${Z}tal = 1;`)).toEqual([
      [0, 0, 0, 3],
      [0, 4, 0, 10],
      [0, 11, 0, 12],
      [0, 13, 0, 14],
      [0, 14, 0, 15],
    ]);
  });

  it('cannot hide a JavaScript copy whose spaces it replaced, read from its bytes (85% while the reading step dropped it)', () => {
    const source = [
      'function wordCounts(text) {',
      '  const counts = new Map();',
      '  for (const word of text.toLowerCase().split(/\\W+/)) {',
      '    if (word.length === 0) continue;',
      '    counts.set(word, (counts.get(word) ?? 0) + 1);',
      '  }',
      '  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));',
      '}',
      '',
    ].join('\n');
    // As a submission's file is read: decoded from its bytes, invisible characters dropped or kept.
    const read = (written: string) => {
      const decoded = decodeSourceText(new TextEncoder().encode(written), LIMITS);
      if (!decoded.ok) throw new Error(decoded.detail);
      return decoded.text;
    };
    const result = compareSubmissions({
      submissions: [
        { name: 'a', files: [{ path: 'words.js', text: read(source) }] },
        { name: 'b', files: [{ path: 'words.js', text: read(source.replaceAll(' ', Z)) }] },
      ],
      starter: [],
      settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
    });
    expect(result.pairs[0]!.similarity).toBe(1);
  });
});
