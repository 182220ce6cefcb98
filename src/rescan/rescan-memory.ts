// What a rescan remembers between runs besides the snapshot: which starter repository version its starter
// code came from, and which pull-request heads the bot has checked. Kept as JSON next to the staff snapshot
// (staff only: it names repositories). Unreadable memory is forgotten, never trusted: the run then does
// more requests, not wrong ones. The flag history travels with it but has a file of its own, which is
// never forgotten (flag-history-file.ts).
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import { EMPTY_HISTORY, type FlagHistory } from '../report/flag-history.js';

export interface StarterMemory {
  /** owner/name of the starter repository. */
  readonly repo: string;
  /** Its pushed_at when its starter code was read, ms since 1970. */
  readonly pushedAt: number;
}

export interface PullMemory {
  /** When the last bot run that checked every pull request it found began, ms since 1970. */
  readonly checkedAt?: number | undefined;
  /** `owner/repo#number` → the head commit last checked. */
  readonly heads: Readonly<Record<string, string>>;
}

export interface RescanMemory {
  readonly starter?: StarterMemory | undefined;
  readonly pulls: PullMemory;
  /** Every pair ever flagged (report/flag-history.ts). */
  readonly history: FlagHistory;
}

export const EMPTY_MEMORY: RescanMemory = { pulls: { heads: {} }, history: EMPTY_HISTORY };

const VERSION = 1;

/**
 * The memory in `text`, or EMPTY_MEMORY (with the reason) when it is not memory this version wrote; its
 * history empty (it is read from its own file).
 */
export function parseRescanMemory(text: string): { memory: RescanMemory; problem?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      memory: EMPTY_MEMORY,
      problem: `not JSON: ${describeError(error)}`,
    };
  }
  if (!isRecord(value) || value.version !== VERSION || !isRecord(value.pulls)) {
    return { memory: EMPTY_MEMORY, problem: `not rescan memory of version ${VERSION}` };
  }
  const heads: Record<string, string> = {};
  const storedHeads = isRecord(value.pulls.heads) ? value.pulls.heads : {};
  for (const [key, sha] of Object.entries(storedHeads)) {
    if (/^[^/#\s]+\/[^/#\s]+#\d+$/.test(key) && typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha))
      heads[key] = sha;
  }
  const checkedAt = value.pulls.checkedAt;
  const starter = value.starter;
  return {
    memory: {
      pulls: { heads, ...(isTime(checkedAt) ? { checkedAt } : {}) },
      history: EMPTY_HISTORY,
      ...(isRecord(starter) && typeof starter.repo === 'string' && isTime(starter.pushedAt)
        ? { starter: { repo: starter.repo, pushedAt: starter.pushedAt } }
        : {}),
    },
  };
}

/** The memory as JSON (its history apart), keys sorted, so unchanged memory is unchanged bytes. */
export function renderRescanMemory(memory: RescanMemory): string {
  const heads = Object.fromEntries(Object.entries(memory.pulls.heads).sort(([a], [b]) => compareText(a, b)));
  const document = {
    version: VERSION,
    ...(memory.starter ? { starter: { repo: memory.starter.repo, pushedAt: memory.starter.pushedAt } } : {}),
    pulls: { ...(memory.pulls.checkedAt === undefined ? {} : { checkedAt: memory.pulls.checkedAt }), heads },
  };
  return JSON.stringify(document, null, 2) + '\n';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
