import { describe, expect, it } from 'vitest';
import { judgePath } from '../../src/action/path-filter.js';

const none = { include: [], exclude: [], languages: [] };

describe('judgePath', () => {
  it('checks source files, leaving the language to the name or the content unless overridden', () => {
    expect(judgePath('src/Main.java', none)).toEqual({ checked: true, language: undefined });
    expect(judgePath('src/Main', none)).toEqual({ checked: true, language: undefined });
  });

  it('leaves out data and media formats, dependency folders and hidden folders', () => {
    expect(judgePath('logo.png', none)).toMatchObject({
      checked: false,
      detail: expect.stringMatching(/not source code by its name/),
    });
    expect(judgePath('web/node_modules/x/index.js', none)).toMatchObject({
      checked: false,
      detail: expect.stringMatching(/node_modules/),
    });
    expect(judgePath('.github/workflows/check.yml', none)).toMatchObject({ checked: false });
  });

  it('checks a left-out folder an include glob names, and only that one', () => {
    const rules = { include: ['out/**', '*.java'], exclude: [], languages: [] };
    expect(judgePath('out/Main.java', rules)).toEqual({ checked: true, language: undefined });
    // `*.java` names a kind of file, not the folder: build output stays out.
    expect(judgePath('build/Main.java', rules)).toMatchObject({
      checked: false,
      detail: expect.stringMatching(/'build'/),
    });
  });

  it('applies include and exclude globs', () => {
    const rules = { include: ['src/**'], exclude: ['**/*Test.java'], languages: [] };
    expect(judgePath('src/Main.java', rules)).toEqual({ checked: true, language: undefined });
    expect(judgePath('docs/notes.java', rules)).toEqual({
      checked: false,
      detail: 'matches no include glob',
    });
    expect(judgePath('src/MainTest.java', rules)).toEqual({
      checked: false,
      detail: "matches the exclude glob '**/*Test.java'",
    });
  });

  it('reads a file as the language an override names; a glob without a slash matches the base name', () => {
    const rules = { include: [], exclude: [], languages: [{ pattern: '*.h', language: 'cpp' as const }] };
    expect(judgePath('include/list.h', rules)).toEqual({ checked: true, language: 'cpp' });
    expect(judgePath('include/list.h', none)).toEqual({ checked: true, language: undefined });
  });
});
