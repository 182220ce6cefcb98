// The disguise benchmark's own options: `--javac`, and `--only a,b` (attacks, or `all` for all combined);
// every other argument goes to `codewinnow compare`.
import { ATTACKS, type AttackName } from './disguise-attacks.js';

export class DisguiseOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DisguiseOptionError';
  }
}

export interface Options {
  javac: boolean;
  settings: [string, AttackName[]][];
  compareArgs: string[];
}

/** The settings to run (each attack alone, then all combined), whether to run javac, and compare's arguments. */
export function parseOptions(args: readonly string[]): Options {
  const rest = [...args];
  const javacAt = rest.indexOf('--javac');
  if (javacAt >= 0) rest.splice(javacAt, 1);
  const every: [string, AttackName[]][] = [
    ...ATTACKS.map((attack): [string, AttackName[]] => [attack, [attack]]),
    ['all', [...ATTACKS]],
  ];
  const onlyAt = rest.indexOf('--only');
  const only = onlyAt >= 0 ? (rest.splice(onlyAt, 2)[1] ?? '').split(',').filter(Boolean) : undefined;
  const unknown = only?.filter((name) => !every.some(([known]) => known === name)) ?? [];
  if (only?.length === 0 || unknown.length)
    throw new DisguiseOptionError(
      `--only takes a comma-separated list of ${every.map(([name]) => name).join(', ')}; got ${unknown.join(', ') || 'nothing'}`,
    );
  const settings = only ? every.filter(([name]) => only.includes(name)) : every;
  return { javac: javacAt >= 0, settings, compareArgs: rest };
}
