// `--javac` for the disguise benchmark: whether files compile, each on its own, with the JDK's compiler in
// one JVM (disguise-compile-each.java, run by the `java` source launcher; JDK 11 or later).
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const program = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  'bench/disguise-compile-each.java',
);

export class JavacUnavailableError extends Error {
  constructor(cause: string) {
    super(`--javac needs a JDK (java and javac 11 or later on PATH): ${cause}`);
    this.name = 'JavacUnavailableError';
  }
}

/** For each absolute path: undefined if it compiles, else javac's first error line. */
export function compileEach(paths: readonly string[]): Map<string, string | undefined> {
  let output: string;
  try {
    output = execFileSync('java', [program], {
      input: paths.join('\n'),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
  } catch (error) {
    throw new JavacUnavailableError(error instanceof Error ? error.message : String(error));
  }
  const results = new Map<string, string | undefined>();
  for (const line of output.trim().split('\n')) {
    const [status, path, message] = line.split('\t');
    results.set(path!, status === 'ok' ? undefined : (message ?? 'failed'));
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
  const settings = [...new Set(checks.map((check) => check.setting))];
  const lines = settings.map((setting) => {
    const mine = checks.filter(
      (check) => check.setting === setting && results.get(check.source) === undefined,
    );
    const failing = mine.filter((check) => results.get(check.copy) !== undefined).length;
    return `javac ${setting.padEnd(10)} ${mine.length - failing} of ${mine.length} copies of compiling sources compile`;
  });
  const failures = checks.filter(
    (check) => results.get(check.source) === undefined && results.get(check.copy),
  );
  return [
    ...lines,
    ...failures.slice(0, 10).map((check) => `  does not compile: ${results.get(check.copy)}`),
  ];
}
