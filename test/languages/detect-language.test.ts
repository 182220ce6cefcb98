// Telling a file's language from its content, for names that do not say: shebang, then telltale constructs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/languages/detect-language.js';
import { isSourcePath, resolveLanguage } from '../../src/languages/registry.js';

const DEMO = join(import.meta.dirname, '../../fixtures/demo-course/submissions/ada-lovelace-fan');
const demo = (path: string) => readFileSync(join(DEMO, path), 'utf8');

describe('detectLanguage', () => {
  it('knows the demo course’s Java, Python and JavaScript by content alone', () => {
    expect(detectLanguage(demo('java/TextStats.java')).language).toBe('java');
    expect(detectLanguage(demo('java/InputReader.java')).language).toBe('java');
    expect(detectLanguage(demo('python/text_stats.py')).language).toBe('python');
    expect(detectLanguage(demo('python/io_helpers.py')).language).toBe('python');
  });

  it('reads the shebang line first', () => {
    expect(detectLanguage('#!/usr/bin/env python3\nx = 1\n')).toEqual({
      language: 'python',
      reason: 'its shebang line',
    });
    expect(detectLanguage('#!/usr/bin/env node\nlet x = 1;\n').language).toBe('javascript');
    expect(detectLanguage('#!/bin/sh\necho hi\n').language).toBe('text');
  });

  it('tells the C family, Go, Rust, Kotlin and TypeScript apart by their telltale constructs', () => {
    const samples: Record<string, string> = {
      c: '#include <stdio.h>\nint main(void) {\n  printf("%d\\n", 1);\n  return 0;\n}\n',
      cpp: '#include <iostream>\nusing namespace std;\nint main() { std::cout << 1; }\n',
      csharp:
        'using System;\nnamespace Demo {\n  class P { static void Main() { Console.WriteLine(1); } }\n}\n',
      go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tx := 1\n\tfmt.Println(x)\n}\n',
      rust: 'use std::io;\nfn main() {\n    let mut x = 1;\n    println!("{}", x);\n}\n',
      kotlin: 'fun main() {\n    val x = 1\n    println(x)\n}\n',
      typescript:
        'interface P { x: number; }\nexport function f(p: P): number {\n  const y = p.x;\n  return y;\n}\n',
      javascript: 'const fs = require("fs");\nfunction main() {\n  console.log(1);\n}\n',
    };
    const found = Object.fromEntries(
      Object.entries(samples).map(([id, text]) => [id, detectLanguage(text).language]),
    );
    expect(found).toEqual(Object.fromEntries(Object.keys(samples).map((id) => [id, id])));
  });

  it('calls prose, a license and a makefile plain text', () => {
    expect(detectLanguage('# Homework 1\n\nThis program counts the words of a text.\n').language).toBe(
      'text',
    );
    expect(
      detectLanguage('MIT License\n\nPermission is hereby granted, free of charge, to any person\n').language,
    ).toBe('text');
    expect(detectLanguage('all:\n\tjavac Main.java\n').language).toBe('text');
  });

  it('never throws and stays fast on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => void detectLanguage(text)),
      { numRuns: 500 },
    );
    const started = performance.now();
    detectLanguage(`for ${'x'.repeat(200_000)}\n`);
    detectLanguage(`def f(${'('.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('resolveLanguage', () => {
  const java = demo('java/TextStats.java');

  it('goes by the extension when it names a language, whatever the content', () => {
    expect(resolveLanguage('Main.java', 'hello').frontEnd.id).toBe('java');
    expect(resolveLanguage('notes.md', 'Some words.\n')).toEqual({
      frontEnd: expect.objectContaining({ id: 'text' }),
    });
  });

  it('notes a document that holds code: read as plain text, a pasted solution matches no source file', () => {
    expect(resolveLanguage('README.md', `# Solution\n\n\`\`\`java\n${java}\`\`\`\n`)).toEqual({
      frontEnd: expect.objectContaining({ id: 'text' }),
      note: "holds java code by its content (5 telltale constructs), read as plain text by its extension '.md': it matches no java file",
    });
    expect(resolveLanguage('run.sh', java)).toEqual({ frontEnd: expect.objectContaining({ id: 'text' }) });
  });

  it('reads a name without extension, an unknown one or .txt by its content, with a note', () => {
    expect(resolveLanguage('Main', java)).toEqual({
      frontEnd: expect.objectContaining({ id: 'java' }),
      note: 'read as java by its content (5 telltale constructs); its name (no extension) does not say',
    });
    expect(resolveLanguage('Main.txt', java).frontEnd.id).toBe('java');
    expect(resolveLanguage('Main.xyz', java).frontEnd.id).toBe('java');
    expect(resolveLanguage('README', 'Some words.\n').frontEnd.id).toBe('text');
  });

  it('takes the extension before .txt when it names a language', () => {
    expect(resolveLanguage('Main.java.txt', 'hello')).toEqual({
      frontEnd: expect.objectContaining({ id: 'java' }),
      note: "read as java by the extension before '.txt'",
    });
  });

  it('reads a .h file as C++ when it shows C++, else as C', () => {
    const cppHeader = `#pragma once
#include <vector>
class Stack {
public:
    void push(int value) { items.push_back(value); }
private:
    std::vector<int> items;
};
`;
    const cHeader = `#ifndef STACK_H
#define STACK_H
#ifdef __cplusplus
extern "C" {
#endif
struct stack { int items[100]; int top; };
void push(struct stack *s, int value);
#ifdef __cplusplus
}
#endif
#endif
`;
    expect(resolveLanguage('stack.h', cppHeader)).toEqual({
      frontEnd: expect.objectContaining({ id: 'cpp' }),
    });
    expect(resolveLanguage('stack.h', cHeader)).toEqual({ frontEnd: expect.objectContaining({ id: 'c' }) });
    expect(resolveLanguage('stack.h', cppHeader, 'c').frontEnd.id).toBe('c');
  });

  it('lets an explicit language win', () => {
    expect(resolveLanguage('Main.java', java, 'text')).toEqual({
      frontEnd: expect.objectContaining({ id: 'text' }),
    });
  });
});

describe('isSourcePath', () => {
  it('refuses data, media, archive and compiled formats and hidden files without a language', () => {
    const paths = ['a.json', 'b.PNG', 'lib.jar', 'Main.class', '.gitignore', '.DS_Store', 'x.csv'];
    expect(paths.filter(isSourcePath)).toEqual([]);
  });

  it('accepts languages, text formats, unknown extensions and none', () => {
    const paths = ['Main.java', 'notes.md', 'Main', 'Makefile', 'run.xyz', '.hidden.py', 'nb.ipynb'];
    expect(paths.filter(isSourcePath)).toEqual(paths);
  });
});
