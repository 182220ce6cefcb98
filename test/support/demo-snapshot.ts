// Builds snapshots of fixtures/demo-course with the library itself (no checked-in binaries): every student
// submission as the repository course/a3-<handle>, the starter as boilerplate, at a fixed creation time.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { readSubmission } from '../../src/sources/read-submission.js';

export const DEMO_COURSE = join(import.meta.dirname, '..', '..', 'fixtures', 'demo-course');
export const DEMO_CREATED_AT = Date.UTC(2026, 10, 20, 6, 0, 0);

export interface DemoSnapshotOptions {
  /** Store repository names (a staff copy). */
  readonly includeNames?: boolean;
  readonly k?: number;
}

/** The demo course's handles, sorted. */
export function demoHandles(): string[] {
  return readdirSync(join(DEMO_COURSE, 'submissions')).sort();
}

/** The repository a handle's submission lives in. */
export function demoRepo(handle: string): string {
  return `course/a3-${handle}`;
}

/** A submission's files as text, by path. */
export async function readDemoSubmission(handle: string): Promise<{ path: string; text: string }[]> {
  return [...(await readSubmission(join(DEMO_COURSE, 'submissions', handle))).files];
}

export async function buildDemoSnapshot(options: DemoSnapshotOptions = {}): Promise<Uint8Array> {
  const submissions = [];
  for (const handle of demoHandles()) {
    submissions.push({ name: handle, repo: demoRepo(handle), files: await readDemoSubmission(handle) });
  }
  const starter = (await readSubmission(join(DEMO_COURSE, 'starter'))).files;
  const { snapshot } = buildSnapshot({
    submissions,
    starter,
    settings: {
      k: options.k ?? DEFAULT_SETTINGS.k,
      w: DEFAULT_SETTINGS.w,
      storedWindow: DEFAULT_STORED_WINDOW,
      createdAt: DEMO_CREATED_AT,
      includeNames: options.includeNames ?? false,
      pseudonymKey: new TextEncoder().encode('test secret'),
    },
  });
  return encodeSnapshot(snapshot);
}
