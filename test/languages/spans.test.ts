import { describe, expect, it } from 'vitest';
import { csharp } from '../../src/languages/csharp.js';
import { java } from '../../src/languages/java.js';
import { javascript } from '../../src/languages/javascript.js';
import { python } from '../../src/languages/python.js';
import { spansOf } from './token-texts.js';

describe('token spans', () => {
  it('point at each token, after multi-line comments and strings', () => {
    const source = 'class A {\n  /* multi\n     line */ int x;\n    y = """\n  text""";\n}';
    expect(spansOf(java, source)).toEqual([
      [0, 0, 0, 5],
      [0, 6, 0, 7],
      [2, 13, 2, 16],
      [2, 17, 2, 18],
      [2, 18, 2, 19],
      [3, 4, 3, 5],
      [3, 6, 3, 7],
      [3, 8, 4, 9],
      [4, 9, 4, 10],
    ]);
  });

  it('cover a template literal up to its first embedded code', () => {
    expect(spansOf(javascript, 'let a = `x\n${b}`;\n/* c\n */ d')).toEqual([
      [0, 0, 0, 3],
      [0, 4, 0, 5],
      [0, 6, 0, 7],
      [0, 8, 1, 2],
      [1, 2, 1, 3],
      [3, 4, 3, 5],
    ]);
  });

  it('count lines by \\n only, so \\r\\n files match their lines', () => {
    expect(spansOf(java, 'a\r\n  b\r\n')).toEqual([
      [0, 0, 0, 1],
      [1, 2, 1, 3],
    ]);
  });

  it('span a verbatim string over its lines', () => {
    expect(spansOf(csharp, 'x = @"a\n""b""\nc"; y')).toEqual([
      [0, 0, 0, 1],
      [0, 2, 0, 3],
      [0, 4, 2, 2],
      [2, 2, 2, 3],
      [2, 4, 2, 5],
    ]);
  });

  it('place dedents at the end of the file', () => {
    expect(spansOf(python, 'if a:\n    b\n')).toEqual([
      [0, 0, 0, 2],
      [0, 3, 0, 4],
      [0, 4, 0, 5],
      [1, 0, 1, 0],
      [1, 4, 1, 5],
      [2, 0, 2, 0],
    ]);
  });

  it('measure columns in UTF-16 code units', () => {
    expect(spansOf(java, 's = "😀"; t')).toEqual([
      [0, 0, 0, 1],
      [0, 2, 0, 3],
      [0, 4, 0, 8],
      [0, 8, 0, 9],
      [0, 10, 0, 11],
    ]);
  });
});
