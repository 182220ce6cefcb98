// The staff secret that keys pseudonyms: --pseudonym-key, else the environment variable (better: it stays
// out of process lists and shell history). Without either, pseudonyms are derived from the starter code,
// and the CLI says that they can then be linked to repository names by anyone who has the starter.
import type { Terminal } from './terminal.js';

export const PSEUDONYM_KEY_VARIABLE = 'CODEWINNOW_PSEUDONYM_KEY';

/** The key as bytes, or undefined (after a warning on stderr) when none was given. */
export function resolvePseudonymKey(
  option: string | undefined,
  env: NodeJS.ProcessEnv,
  terminal: Terminal,
): Uint8Array | undefined {
  const key = option ?? env[PSEUDONYM_KEY_VARIABLE];
  if (key !== undefined && key !== '') return new TextEncoder().encode(key);
  terminal.stderr(
    `warning: no --pseudonym-key and no ${PSEUDONYM_KEY_VARIABLE}: pseudonyms are derived from the starter code, ` +
      'so anyone who has it can tell which repository a pseudonym stands for\n',
  );
  return undefined;
}
