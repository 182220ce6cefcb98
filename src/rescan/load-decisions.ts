// The staff's decisions file, read through a file store and parsed: the one loader for compare, check,
// review and the rescan. Says which file was used (the default one is used without being asked for).
import { NO_DECISIONS, type Decisions } from '../check/decision-types.js';
import type { FileStore } from '../sources/file-store.js';
import { readDecisionsText } from '../sources/read-decisions-text.js';

/**
 * The decisions of `path`, or of the default file when no path is given and it exists; none otherwise.
 * @throws DecisionsFileMissingError when `path` is given and missing; DecisionsError when it is invalid.
 */
export async function loadDecisions(
  store: FileStore,
  path: string | undefined,
  log: (message: string) => void,
): Promise<{ readonly decisions: Decisions; readonly path: string | undefined }> {
  const found = await readDecisionsText(store, path);
  if (!found) return { decisions: NO_DECISIONS, path: undefined };
  // Loaded only when there is a file to parse: its YAML parser and schema validator are a third of what a
  // compare loads before it starts reading.
  const { parseDecisions } = await import('../check/parse-decisions.js');
  const decisions = parseDecisions(found.text, found.path);
  log(`decisions from ${found.path} (${decisions.pairs.length} pairs, ${decisions.groups.length} groups)`);
  return { decisions, path: found.path };
}
