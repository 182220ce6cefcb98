// The pipeline's direction, checked so it cannot rot: each folder of src/ imports only what STYLE.md allows,
// and the pure folders import no node:*, no @actions/*, and use no clock or randomness.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

const ALLOWED: Record<string, string[]> = {
  engine: [],
  languages: ['engine'],
  snapshot: ['engine'],
  check: ['engine', 'languages', 'snapshot'],
  report: ['check', 'engine', 'languages'],
  sources: ['snapshot'],
  github: ['report', 'check', 'engine'],
  rescan: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github'],
  action: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github', 'rescan'],
  cli: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github', 'rescan'],
};
const PURE = ['engine', 'languages', 'snapshot', 'check', 'report'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
}

const files = sourceFiles(SRC).map((path) => ({
  path,
  folder: relative(SRC, path).split(/[\\/]/)[0]!,
  text: readFileSync(path, 'utf8'),
}));

describe('architecture', () => {
  it('has only the pipeline folders in src/', () => {
    expect([...new Set(files.map((f) => f.folder))].filter((folder) => !(folder in ALLOWED))).toEqual([]);
  });

  it('imports only in the direction of the pipeline', () => {
    const wrong: string[] = [];
    for (const file of files) {
      for (const specifier of importsOf(file.text)) {
        if (!specifier.startsWith('.')) continue;
        const target = relative(SRC, join(file.path, '..', specifier)).split(/[\\/]/)[0]!;
        if (target !== file.folder && !ALLOWED[file.folder]!.includes(target))
          wrong.push(`${relative(SRC, file.path)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the pure folders free of node:*, @actions/*, @octokit/*, clocks and randomness', () => {
    const wrong: string[] = [];
    for (const file of files.filter((f) => PURE.includes(f.folder))) {
      for (const specifier of importsOf(file.text)) {
        if (
          /^(node:|@actions\/|@octokit\/)/.test(specifier) ||
          ['fs', 'path', 'os', 'crypto', 'zlib'].includes(specifier)
        )
          wrong.push(`${relative(SRC, file.path)} → ${specifier}`);
      }
      if (
        /\bnew Date\(|Date\.now\(|Math\.random\(|performance\.now\(|\bprocess\??\.|globalThis/.test(file.text)
      )
        wrong.push(`${relative(SRC, file.path)} uses a clock, randomness or process`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps @actions/* in the action: the CLI, the rescan use case and the GitHub adapters never import it', () => {
    const wrong = files
      .filter((f) => f.folder !== 'action')
      .flatMap((f) =>
        importsOf(f.text)
          .filter((s) => s.startsWith('@actions/'))
          .map((s) => `${relative(SRC, f.path)} → ${s}`),
      );
    expect(wrong).toEqual([]);
  });

  it('keeps I/O out of the rescan use case: it reaches GitHub, files and the clock only through its ports', () => {
    const wrong = files
      .filter((f) => f.folder === 'rescan')
      .flatMap((f) =>
        importsOf(f.text)
          .filter(
            (s) =>
              /^(node:|@octokit\/)/.test(s) ||
              /\/(octokit-[a-z-]+|file-store|write-file-atomic|read-submission)\.js$/.test(s),
          )
          .map((s) => `${relative(SRC, f.path)} → ${s}`),
      )
      .concat(
        files
          .filter(
            (f) =>
              f.folder === 'rescan' && /Date\.now\(|new Date\(\)|Math\.random\(|\bprocess\./.test(f.text),
          )
          .map((f) => relative(SRC, f.path)),
      );
    expect(wrong).toEqual([]);
  });
});
