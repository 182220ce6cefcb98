// --decisions FILE, for compare, check and review: the staff's decisions, parsed, and a line on stderr that
// says which file was used (the default one is used without being asked for).
import { NO_DECISIONS, type Decisions } from '../check/decision-types.js';
import { parseDecisions } from '../check/parse-decisions.js';
import { createFileStore } from '../sources/create-file-store.js';
import { readDecisionsText } from '../sources/read-decisions-text.js';
import type { Terminal } from './terminal.js';

/** The decisions of `path` (or of the default file when there is one), with the path they came from. */
export async function loadDecisions(
  path: string | undefined,
  terminal: Terminal,
): Promise<{ readonly decisions: Decisions; readonly path: string | undefined }> {
  const found = await readDecisionsText(createFileStore(), path);
  if (!found) return { decisions: NO_DECISIONS, path: undefined };
  const decisions = parseDecisions(found.text, found.path);
  terminal.stderr(
    `codewinnow: decisions from ${found.path} (${decisions.pairs.length} pairs, ${decisions.groups.length} groups)\n`,
  );
  return { decisions, path: found.path };
}
