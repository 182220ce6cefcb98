import { describe, expect, it } from 'vitest';
import { languageById, languageForPath, languages, parseLanguageId } from '../../src/languages/registry.js';

const idFor = (path: string, override?: Parameters<typeof languageForPath>[1]) =>
  languageForPath(path, override)?.id;

describe('language registry', () => {
  it('has one front end per language, at the version of its token stream', () => {
    expect(languages.map((l) => l.id)).toEqual([
      'java',
      'python',
      'c',
      'cpp',
      'csharp',
      'javascript',
      'typescript',
      'go',
      'rust',
      'kotlin',
      'text',
    ]);
    expect(languages.map((l) => l.version)).toEqual([24, 4, 27, 28, 4, 4, 4, 3, 3, 3, 1]);
    for (const language of languages) expect(languageById(language.id)).toBe(language);
  });

  it('claims each extension once, lower case with its dot', () => {
    const extensions = languages.flatMap((l) => l.extensions);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(extensions.filter((e) => !/^\.[a-z0-9+]+$/.test(e))).toEqual([]);
  });

  it('finds the language by extension, in any case', () => {
    expect(
      [
        'Main.java',
        'a/b/script.PY',
        'tool.pyw',
        'x.c',
        'x.h',
        'x.hpp',
        'x.hh',
        'x.hxx',
        'x.cc',
        'x.cpp',
        'x.CXX',
        'P.cs',
        'a.js',
        'a.mjs',
        'a.cjs',
        'App.jsx',
        'a.ts',
        'a.mts',
        'a.cts',
        'App.tsx',
        'main.go',
        'lib.rs',
        'Main.kt',
        'build.gradle.kts',
        'dir\\win.java',
      ].map((path) => idFor(path)),
    ).toEqual([
      'java',
      'python',
      'python',
      'c',
      'c',
      'cpp',
      'cpp',
      'cpp',
      'cpp',
      'cpp',
      'cpp',
      'csharp',
      'javascript',
      'javascript',
      'javascript',
      'javascript',
      'typescript',
      'typescript',
      'typescript',
      'typescript',
      'go',
      'rust',
      'kotlin',
      'kotlin',
      'java',
    ]);
  });

  it('falls back to plain text for text formats and to nothing for other files', () => {
    expect(['README.md', 'notes.txt', 'q.sql', 'index.html', 'run.sh', 'x.rb'].map((p) => idFor(p))).toEqual(
      Array(6).fill('text'),
    );
    expect(
      ['photo.png', 'a.out', 'Makefile', '.gitignore', 'data.json', 'x.', 'dir.java/file'].map((p) =>
        idFor(p),
      ),
    ).toEqual(Array(7).fill(undefined));
  });

  it('lets an explicit language win over the extension', () => {
    expect(idFor('solution.txt', 'python')).toBe('python');
    expect(idFor('Makefile', 'text')).toBe('text');
    expect(idFor('a.h', 'cpp')).toBe('cpp');
  });

  it('parses language names and common aliases', () => {
    const names = [
      'java',
      'C++',
      'cpp',
      'cs',
      'C#',
      'csharp',
      'js',
      'JavaScript',
      'ts',
      'py',
      'kt',
      'rs',
      'golang',
      'go',
      'txt',
      'plain',
      ' c ',
    ];
    expect(names.map(parseLanguageId)).toEqual([
      'java',
      'cpp',
      'cpp',
      'csharp',
      'csharp',
      'csharp',
      'javascript',
      'javascript',
      'typescript',
      'python',
      'kotlin',
      'rust',
      'go',
      'go',
      'text',
      'text',
      'c',
    ]);
    expect(['', 'cobol', 'java script', 'toString', '__proto__'].map(parseLanguageId)).toEqual(
      Array(5).fill(undefined),
    );
  });
});
