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
  // A reader that stops reading (`codewinnow compare … | head`) is not a failure: what it did not take is
  // dropped and the command ends as it would have, as other command-line tools do, instead of crashing on an
  // unhandled EPIPE with a stack trace. Any other write error still fails the process.
  let readerGone = false;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return {
    stdout: (text) => {
      if (!readerGone) process.stdout.write(text);
    },
    stderr: (text) => process.stderr.write(text),
    interactive: process.stderr.isTTY === true,
    now: () => Date.now(),
  };
}
