// Test helper: a Terminal that records what a command writes.
import type { Terminal } from '../../src/cli/terminal.js';

export interface RecordingTerminal extends Terminal {
  readonly out: () => string;
  readonly err: () => string;
  /** Every write in order, to tell what came before what on a screen both streams share. */
  readonly writes: () => readonly (readonly ['out' | 'err', string])[];
}

export function fakeTerminal(interactive = false): RecordingTerminal {
  const writes: (readonly ['out' | 'err', string])[] = [];
  let clock = 0;
  const text = (stream: 'out' | 'err') =>
    writes
      .filter(([from]) => from === stream)
      .map(([, written]) => written)
      .join('');
  return {
    stdout: (written) => void writes.push(['out', written]),
    stderr: (written) => void writes.push(['err', written]),
    interactive,
    now: () => (clock += 1000),
    out: () => text('out'),
    err: () => text('err'),
    writes: () => writes,
  };
}
