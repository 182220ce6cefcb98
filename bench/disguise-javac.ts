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

/** Compiles each file (absolute paths) on its own; with `run`, also runs the class named as the file. */
export function compileEach(paths: readonly string[], run = false): Map<string, CompileResult> {
  let output: string;
  if (!program) throw new JavacUnavailableError('bench/disguise-compile-each.java is missing');
  try {
    output = execFileSync('java', [program, ...(run ? ['--run'] : [])], {
      input: paths.join('\n'),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
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

/** Per setting: of the copies whose source compiles, how many compile too; then the first failures. */
export function describeCompiles(checks: readonly CopyCheck[]): string[] {
  const results = compileEach([...new Set(checks.flatMap((check) => [check.source, check.copy]))]);
  const compiles = (path: string) => results.get(path)?.status === 'ok';
  const settings = [...new Set(checks.map((check) => check.setting))];
  const lines = settings.map((setting) => {
    const mine = checks.filter((check) => check.setting === setting && compiles(check.source));
    const failing = mine.filter((check) => !compiles(check.copy)).length;
    return `javac ${setting.padEnd(10)} ${mine.length - failing} of ${mine.length} copies of compiling sources compile`;
  });
  const failures = checks.filter((check) => compiles(check.source) && !compiles(check.copy));
  const messages = failures.map((check) => {
    const result = results.get(check.copy);
    return result?.status === 'fail' ? result.message : check.copy;
  });
  return [...lines, ...messages.slice(0, 10).map((message) => `  does not compile: ${message}`)];
}
