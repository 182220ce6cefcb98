// A reader that stops reading the report (`codewinnow compare … | head`) ends the command as it would have
// ended, with nothing on stderr about the pipe: an unhandled EPIPE used to crash the process with a stack
// trace. Runs the compiled CLI in build/ (`npm test` compiles it first) in a child process whose standard
// output is closed before anything is written to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'build', 'src', 'cli', 'bin.js');
const DEMO = join(ROOT, 'fixtures', 'demo-course');

function runWithClosedStdout(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject).on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a reader that goes away', () => {
  it('ends compare with its usual exit code and no pipe error', async () => {
    const demo = ['--each', join(DEMO, 'submissions'), '--base', join(DEMO, 'starter'), '--threads', '1'];
    const run = await runWithClosedStdout(['compare', ...demo]);
    expect(run.stderr).not.toMatch(/EPIPE|Error|at .*\.js:\d+/);
    expect(run.code).toBe(0);
  });

  it('ends --help quietly too', async () => {
    const run = await runWithClosedStdout(['--help']);
    expect(run).toEqual({ code: 0, stderr: '' });
  });
});
