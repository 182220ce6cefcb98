import { describe, expect, it } from 'vitest';
import { java } from '../../src/languages/java.js';
import { translateUnicodeEscapes } from '../../src/languages/unicode-escapes.js';
import { idsOf, spansOf } from './token-texts.js';

const plain = 'class A {\n  int total(int x) {\n    return x + 1; // one more\n  }\n}\n';

describe('Java Unicode escapes', () => {
  it('reads names, keywords and operators written as \\uXXXX as javac does', () => {
    const escaped =
      '\\u0063lass A \\u007b\n  \\u0069nt t\\u006ftal(int x) {\n    \\uuu0072eturn x \\u002b 1\\u003b // one more\n  }\n}\n';
    expect(idsOf(java, escaped)).toEqual(idsOf(java, plain));
  });

  it('reads code after \\u000a in a // comment, a line end to javac', () => {
    const hidden = 'class A {\n  int total(int x) {\n    // tidy \\u000a return x + 1; // one more\n  }\n}\n';
    expect(idsOf(java, hidden)).toEqual(idsOf(java, plain));
  });

  it('leaves out what javac ignores in a name, written as an escape: a format character or a control', () => {
    const split =
      '\\u0063lass A {\n  int t\\uFEFFotal(int x) {\n    re\\u200Bturn x + 1; // one\\u0000 more\n  }\n}\n';
    expect(idsOf(java, split)).toEqual(idsOf(java, plain));
    expect(spansOf(java, 'int t\\uFEFFo = 1;')[1]).toEqual([0, 4, 0, 12]);
  });

  it('keeps each token on the lines and columns of the file as written', () => {
    expect(spansOf(java, 'int \\u0061b = 1;\n\\u0072eturn ab;')).toEqual([
      [0, 0, 0, 3],
      [0, 4, 0, 11],
      [0, 12, 0, 13],
      [0, 14, 0, 15],
      [0, 15, 0, 16],
      [1, 0, 1, 11],
      [1, 12, 1, 14],
      [1, 14, 1, 15],
    ]);
  });

  it('takes a backslash after an odd number of backslashes, or a malformed escape, as written', () => {
    expect(translateUnicodeEscapes('no escapes')).toBeUndefined();
    expect(translateUnicodeEscapes('"\\\\u0041" \\\\\\u0041 \\u004 \\u005cu0041')?.text).toBe(
      '"\\\\u0041" \\\\A \\u004 \\u0041',
    );
  });
});
