// The pipeline's direction, checked so it cannot rot: each folder of src/ imports only what STYLE.md allows,
// and the pure folders import no node:*, no @actions/*, and use no clock or randomness.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

// What each folder may import, as shared/STYLE.md says; `type` marks a folder only its types may come from.
const ALLOWED: Record<string, readonly string[]> = {
  engine: [],
  languages: ['engine'],
  snapshot: ['engine'],
  check: ['engine', 'languages', 'snapshot'],
  report: ['check:type'],
  sources: ['snapshot'],
  github: ['report:type'],
  'pull-check': ['check', 'report', 'snapshot'],
  rescan: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github', 'pull-check'],
  action: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github', 'pull-check', 'rescan'],
  cli: ['engine', 'languages', 'snapshot', 'check', 'report', 'sources', 'github', 'rescan'],
};
const PURE = ['engine', 'languages', 'snapshot', 'check', 'report'];
// Use cases that run I/O only through ports: no node:*, no Octokit, no clock (a given time may be formatted).
const USE_CASES = ['rescan', 'pull-check'];
// Pure primitives with nothing of the pipeline in them, which every folder may use: a total order on strings
// (deterministic output), an error's message, SHA-256 (owner ids, pseudonyms, the HTML report's CSP).
const SHARED = ['engine/compare-text.ts', 'engine/describe-error.ts', 'engine/sha256.ts'];
// The one cycle left at 38160b0, a type cycle that issue 11's fifth move takes away (branch structure-options):
// empty this list when it is gone.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

interface Import {
  readonly specifier: string;
  /** `import type` or `export type`: gone after compilation. */
  readonly typeOnly: boolean;
}

function importsWithKind(text: string): Import[] {
  return [
    ...[...text.matchAll(/(?:^|\n)\s*(import|export)(\s+type\b)?[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
      (m) => ({
        specifier: m[3]!,
        typeOnly: m[2] !== undefined,
      }),
    ),
    ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
      specifier: m[1]!,
      typeOnly: false,
    })),
  ];
}

function importsOf(text: string): string[] {
  return importsWithKind(text).map((i) => i.specifier);
}

/** The file a relative import names, relative to src/ with '/' ('.js' read as '.ts'). */
function targetOf(from: string, specifier: string): string {
  return relative(SRC, join(from, '..', specifier))
    .split(/[\\/]/)
    .join('/')
    .replace(/\.js$/, '.ts');
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
      for (const { specifier, typeOnly } of importsWithKind(file.text)) {
        if (!specifier.startsWith('.')) continue;
        const target = targetOf(file.path, specifier);
        const folder = target.split('/')[0]!;
        if (folder === file.folder || SHARED.includes(target)) continue;
        const allowed = ALLOWED[file.folder]!;
        if (!allowed.includes(folder) && !(typeOnly && allowed.includes(`${folder}:type`)))
          wrong.push(`${relative(SRC, file.path)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no import cycle among the files of src/', () => {
    const edges = new Map(
      files.map((file) => [
        relative(SRC, file.path).split(/[\\/]/).join('/'),
        [
          ...new Set(
            importsOf(file.text)
              .filter((specifier) => specifier.startsWith('.'))
              .map((specifier) => targetOf(file.path, specifier)),
          ),
        ],
      ]),
    );
    expect(findCycles(edges)).toEqual([]);
  });

  it('tells type-only imports from value imports, and finds a cycle where there is one (the checks themselves)', () => {
    const text =
      "import type { A } from './a.js';\nimport { b, type B } from './b.js';\nexport type { C } from './c.js';";
    expect(importsWithKind(text)).toEqual([
      { specifier: './a.js', typeOnly: true },
      { specifier: './b.js', typeOnly: false },
      { specifier: './c.js', typeOnly: true },
    ]);
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'e']],
      ['e', []],
    ]);
    expect(findCycles(edges)).toEqual(['a → b → c → a']);
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

  it('keeps I/O out of the rescan and pull-check use cases: they reach GitHub, files and the clock only through ports', () => {
    const wrong = files
      .filter((f) => USE_CASES.includes(f.folder))
      .flatMap((f) =>
        importsOf(f.text)
          .filter(
            (s) =>
              /^(node:|@octokit\/)/.test(s) ||
              /\/(octokit-[a-z-]+|create-file-store|read-file-capped|write-file-atomic|read-submission)\.js$/.test(
                s,
              ),
          )
          .map((s) => `${relative(SRC, f.path)} → ${s}`),
      )
      .concat(
        files
          .filter(
            (f) =>
              USE_CASES.includes(f.folder) &&
              /Date\.now\(|new Date\(\)|Math\.random\(|\bprocess\./.test(f.text),
          )
          .map((f) => relative(SRC, f.path)),
      );
    expect(wrong).toEqual([]);
  });
});

/** Every cycle a depth-first walk meets, each as the files around it, first file repeated at the end. */
function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
