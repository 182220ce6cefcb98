// Progress on stderr for long runs, drawn only when stderr is a terminal and at most ten times a second: one
// line naming the phase (reading, fingerprinting, comparing, writing), with a bar when its size is known.
import type { Terminal } from './terminal.js';

export interface Progress {
  /** Shows `label` as the phase under way, with no bar until update() gives a count. */
  phase(label: string): void;
  update(done: number, total: number): void;
  /** Clears the line; a later phase() or update() draws it again. */
  finish(): void;
}

const BAR_WIDTH = 30;
const DRAW_INTERVAL_MS = 100;

export function createProgress(terminal: Terminal, label: string): Progress {
  if (!terminal.interactive) return { phase: () => {}, update: () => {}, finish: () => {} };
  let current = label;
  let lastDraw = 0;
  let drawn = false;
  const draw = (text: string) => {
    lastDraw = terminal.now();
    drawn = true;
    terminal.stderr(`\r\x1b[K${text}`);
  };
  return {
    phase(next) {
      current = next;
      draw(`${next}…`);
    },
    update(done, total) {
      if (terminal.now() - lastDraw < DRAW_INTERVAL_MS && done < total) return;
      const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
      draw(`${current} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`);
    },
    finish() {
      if (drawn) terminal.stderr('\r\x1b[K');
      drawn = false;
    },
  };
}

/** `terminal`, clearing the progress line before anything else is printed, so output never follows a bar. */
export function clearingProgress(terminal: Terminal, progress: Progress): Terminal {
  return {
    ...terminal,
    stdout: (text) => {
      progress.finish();
      terminal.stdout(text);
    },
    stderr: (text) => {
      // An empty write shows nothing, so it leaves the progress line up.
      if (text === '') return;
      progress.finish();
      terminal.stderr(text);
    },
  };
}
