// Vitest global setup: the tests' temporary files go to a folder of this run's own (TMPDIR, which os.tmpdir(),
// child processes and Chromium follow), and a run fails when any test left something there. Each test
// cleans up after itself; this only proves it, without counting other programs' files in /tmp.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Thrown at the end of a run that left files behind. */
export class LeftoverFilesError extends Error {
  override readonly name = 'LeftoverFilesError';
}

export default function setup(): () => void {
  const outer = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), 'codewinnow-test-run-'));
  // Others may pass through, not list: a test that drops root's privileges still reaches its own files.
  chmodSync(folder, 0o711);
  process.env.TMPDIR = folder;
  return () => {
    const left = readdirSync(folder).sort();
    rmSync(folder, { recursive: true, force: true });
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    if (left.length > 0) {
      // Vitest reports an error thrown here but exits 0 for it: the exit code is set too.
      process.exitCode = 1;
      throw new LeftoverFilesError(
        `the tests left ${left.length === 1 ? 'this' : `these ${left.length}`} in their temporary folder ` +
          `(removed now): ${left.join(', ')}`,
      );
    }
  };
}
