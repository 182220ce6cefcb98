// What a rescan job reaches beyond its settings (rescan-options.ts): the ports the shells implement and
// tests fake. No I/O here.
import type { CourseHost } from '../github/course-host.js';
import type { FileStore } from '../sources/file-store.js';

export interface RescanContext {
  /** Reads the course (and writes to students' pull requests when the bot runs). */
  readonly host: CourseHost;
  /** Writes the staff issue (the instructor's repository); may be `host`. */
  readonly staffHost: CourseHost;
  /** The state folder read and the output folder written. */
  readonly store: FileStore;
  /** The clock, ms since 1970: the snapshot's creation time, the bot's run time. */
  readonly now: () => number;
  /** Progress for logs: counts only, never a repository's name (logs may be readable by students). */
  readonly log: (message: string) => void;
  readonly warn: (message: string) => void;
}
