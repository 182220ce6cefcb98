// Test helper: a Terminal that records what a command writes.
import type { Terminal } from '../../src/cli/terminal.js';

export interface RecordingTerminal extends Terminal {
  readonly out: () => string;
  readonly err: () => string;
}

export function fakeTerminal(interactive = false): RecordingTerminal {
  let out = '';
  let err = '';
  let clock = 0;
  return {
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    interactive,
    now: () => (clock += 1000),
    out: () => out,
    err: () => err,
  };
}
