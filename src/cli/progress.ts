// A progress bar on stderr for long runs, drawn only when stderr is a terminal and at most ten times a second.
import type { Terminal } from './terminal.js';

export interface Progress {
  update(done: number, total: number): void;
  finish(): void;
}

export function createProgress(terminal: Terminal, label: string): Progress {
  if (!terminal.interactive) return { update: () => {}, finish: () => {} };
  let lastDraw = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = terminal.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      drawn = true;
      const width = 30;
      const filled = total > 0 ? Math.round((done / total) * width) : width;
      terminal.stderr(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    },
    finish() {
      if (drawn) terminal.stderr('\r\x1b[K');
    },
  };
}
