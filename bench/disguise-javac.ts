// `--javac` for the disguise benchmark: whether files compile, each on its own, with the JDK's compiler in
// one JVM (disguise-compile-each.java, run by the `java` source launcher; JDK 11 or later).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Next to this module in the source tree; two levels up from it when it runs compiled, from build/bench.
const here = dirname(fileURLToPath(import.meta.url));
const program = [
  join(here, 'disguise-compile-each.java'),
  resolve(here, '../../bench/disguise-compile-each.java'),
].find((path) => existsSync(path));

export class JavacUnavailableError extends Error {
  constructor(cause: string) {
    super(`--javac needs a JDK (java and javac 11 or later on PATH): ${cause}`);
    this.name = 'JavacUnavailableError';
  }
}

/** What happened to one file: compiled (and with `run`, what it printed, escaped), or why not. */
export type CompileResult = { status: 'ok'; output: string } | { status: 'fail' | 'threw'; message: string };

/** How to run the compiled files: `input` is every program's standard input. */
export interface RunOptions {
  input: string;
}

/** Compiles each file (absolute paths) on its own; with `run`, also runs the class named as the file. */
export function compileEach(paths: readonly string[], run?: RunOptions): Map<string, CompileResult> {
  let output: string;
  if (!program) throw new JavacUnavailableError('bench/disguise-compile-each.java is missing');
  try {
    output = execFileSync('java', [program, ...(run ? ['--run', run.input] : [])], {
      input: paths.join('\n'),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      timeout: 600_000,
    });
  } catch (error) {
    throw new JavacUnavailableError(error instanceof Error ? error.message : String(error));
  }
  const results = new Map<string, CompileResult>();
  for (const line of output.trim().split('\n')) {
    const [status, path, text = ''] = line.split('\t');
    results.set(
      path!,
      status === 'ok'
        ? { status, output: text }
        : { status: status === 'threw' ? 'threw' : 'fail', message: text },
    );
  }
  for (const path of paths) {
    if (!results.has(path)) throw new JavacUnavailableError(`no result for ${path}`);
  }
  return results;
}

/** A copy made by one setting, and its source (absolute paths). */
export interface CopyCheck {
  setting: string;
  source: string;
  copy: string;
}

// What every program reads: whole numbers, enough for each IR-Plag task (they read up to 16 numbers).
const INPUT = `${'12 7 3 9 4 1 8 6 2 5 11 13 10 14 15 16\n'.repeat(4)}`;

/**
 * Per setting: of the copies whose source compiles, how many compile too; of those whose source runs on a
 * fixed input, how many print exactly what it prints. Then the first failures.
 */
export function describeCompiles(checks: readonly CopyCheck[]): string[] {
  const results = compileEach([...new Set(checks.flatMap((check) => [check.source, check.copy]))], {
    input: INPUT,
  });
  const compiles = (path: string) => results.get(path)?.status !== 'fail';
  const output = (path: string) => {
    const result = results.get(path);
    return result?.status === 'ok' ? result.output : undefined;
  };
  const settings = [...new Set(checks.map((check) => check.setting))];
  const lines = settings.map((setting) => {
    const mine = checks.filter((check) => check.setting === setting && compiles(check.source));
    const compiling = mine.filter((check) => compiles(check.copy)).length;
    const running = mine.filter((check) => output(check.source) !== undefined);
    const same = running.filter((check) => output(check.copy) === output(check.source)).length;
    return `javac ${setting.padEnd(10)} ${compiling} of ${mine.length} copies of compiling sources compile; ${same} of ${running.length} print what their source prints`;
  });
  const failures = checks.filter(
    (check) =>
      compiles(check.source) && (!compiles(check.copy) || output(check.copy) !== output(check.source)),
  );
  const messages = failures.map((check) => {
    const result = results.get(check.copy);
    return `${check.copy}: ${result?.status === 'ok' ? 'prints something else' : result?.message}`;
  });
  return [...lines, ...messages.slice(0, 10).map((message) => `  ${message}`)];
}
