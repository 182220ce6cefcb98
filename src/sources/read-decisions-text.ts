// Finds and reads the staff's decisions file (check/parse-decisions.ts parses it): the one given, or the
// default one in the working folder when it is there. Reads nothing else; a given file that is missing is
// an error, the default one missing is no decisions.
import type { FileStore } from './file-store.js';

/** Where staff keep their decisions, relative to the working folder (the staff repository). */
export const DEFAULT_DECISIONS_PATH = '.codewinnow/decisions.yml';

/** A decisions file is larger than any staff would write by hand: a mistake, not decisions. */
const MAX_DECISIONS_BYTES = 16 * 1024 * 1024;

/** The decisions file that was asked for is not there. */
export class DecisionsFileMissingError extends Error {
  override readonly name = 'DecisionsFileMissingError';
}

/**
 * The decisions file's path and text: `path` when given, else DEFAULT_DECISIONS_PATH if it exists.
 * Undefined when no file was given and there is no default one.
 * @throws DecisionsFileMissingError when `path` is given and missing.
 */
export async function readDecisionsText(
  store: FileStore,
  path: string | undefined,
): Promise<{ readonly path: string; readonly text: string } | undefined> {
  const asked = path ?? DEFAULT_DECISIONS_PATH;
  const bytes = await store.read(asked, MAX_DECISIONS_BYTES);
  if (bytes === undefined) {
    if (path === undefined) return undefined;
    throw new DecisionsFileMissingError(`decisions file not found: ${path}`);
  }
  return { path: asked, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
}
