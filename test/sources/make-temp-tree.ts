// Test helper: builds a folder tree in a fresh temporary folder from a map of relative paths to contents,
// and removes every tree it made when the test file is done.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

/** Writes each `contents[path]` under a new temporary folder and returns that folder's path. */
export function makeTempTree(contents: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'codewinnow-sources-'));
  made.push(root);
  for (const [path, content] of Object.entries(contents)) {
    const absolutePath = join(root, ...path.split('/'));
    mkdirSync(dirname(absolutePath), { recursive: true });
    writeFileSync(absolutePath, content);
  }
  return root;
}
