// The CLI's port to the terminal, so commands can be run by tests without a real one.

export interface Terminal {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress bars only then. */
  readonly interactive: boolean;
  /** Current time in milliseconds, for progress pacing. */
  readonly now: () => number;
}

export function processTerminal(): Terminal {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: process.stderr.isTTY === true,
    now: () => Date.now(),
  };
}
