// The flag history as a file in the staff state (flag-history.json): versioned JSON, keys in a fixed order,
// so an unchanged history is unchanged bytes. Unlike the rest of the memory, it is never forgotten: a
// history that cannot be read stops the run before anything is written, saying how to go on, because
// writing a new one would erase what staff may need.
import { describeError } from '../engine/describe-error.js';
import type {
  Clearing,
  FlagHistory,
  HistoryFragment,
  PairHistory,
  Sighting,
} from '../report/flag-history.js';

const VERSION = 1;

export class FlagHistoryError extends Error {
  constructor(path: string, problem: string) {
    super(
      `the flag history ${path} cannot be read (${problem}); nothing was written. Restore it from an ` +
        `earlier run's output, or move it aside to start a new history.`,
    );
    this.name = 'FlagHistoryError';
  }
}

/** The history in `text`. @throws FlagHistoryError naming the first problem. */
export function parseFlagHistory(text: string, path: string): FlagHistory {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FlagHistoryError(path, `not JSON: ${describeError(error)}`);
  }
  if (!isRecord(value)) throw new FlagHistoryError(path, 'not an object');
  if (value.version !== VERSION) {
    const newer = typeof value.version === 'number' && value.version > VERSION;
    throw new FlagHistoryError(
      path,
      newer
        ? `version ${value.version}, made by a newer codewinnow: upgrade to read it`
        : `no version ${VERSION} history`,
    );
  }
  if (!Array.isArray(value.pairs)) throw new FlagHistoryError(path, '"pairs" is not a list');
  return {
    pairs: value.pairs.map((pair, i) => {
      const problem = (what: string) => new FlagHistoryError(path, `pair ${i + 1}: ${what}`);
      return readPair(pair, problem);
    }),
  };
}

export function renderFlagHistory(history: FlagHistory): string {
  const pairs = history.pairs.map((pair) => ({
    a: pair.a,
    b: pair.b,
    flagged: pair.flagged.map((s) => ({
      ...commits(s),
      at: s.at,
      reason: s.reason,
      ...(s.pull !== undefined ? { pull: s.pull } : {}),
      fragmentCount: s.fragmentCount,
      fragments: s.fragments.map((f) => ({
        fileA: f.fileA,
        linesA: f.linesA,
        fileB: f.fileB,
        linesB: f.linesB,
      })),
    })),
    ...(pair.cleared ? { cleared: { ...commits(pair.cleared), at: pair.cleared.at } } : {}),
  }));
  return JSON.stringify({ version: VERSION, pairs }, null, 2) + '\n';
}

const commits = (at: Clearing) => ({
  ...(at.commitA !== undefined ? { commitA: at.commitA } : {}),
  ...(at.commitB !== undefined ? { commitB: at.commitB } : {}),
});

type Problem = (what: string) => FlagHistoryError;

function readPair(value: unknown, problem: Problem): PairHistory {
  if (!isRecord(value) || !isText(value.a) || !isText(value.b)) throw problem('no names "a" and "b"');
  if (!Array.isArray(value.flagged) || value.flagged.length === 0) throw problem('no "flagged" sightings');
  const flagged = value.flagged.map((s, j) =>
    readSighting(s, (what) => problem(`sighting ${j + 1}: ${what}`)),
  );
  const cleared = value.cleared === undefined ? undefined : readClearing(value.cleared, problem);
  return { a: value.a, b: value.b, flagged, ...(cleared ? { cleared } : {}) };
}

function readClearing(value: unknown, problem: Problem): Clearing {
  if (!isRecord(value) || !isTime(value.at)) throw problem('a time "at" that is not one');
  for (const key of ['commitA', 'commitB'] as const)
    if (value[key] !== undefined && !isText(value[key])) throw problem(`"${key}" is not text`);
  return {
    at: value.at,
    ...(isText(value.commitA) ? { commitA: value.commitA } : {}),
    ...(isText(value.commitB) ? { commitB: value.commitB } : {}),
  };
}

function readSighting(value: unknown, problem: Problem): Sighting {
  const at = readClearing(value, problem);
  if (!isRecord(value) || typeof value.reason !== 'string') throw problem('no "reason"');
  if (value.pull !== undefined && !isText(value.pull)) throw problem('"pull" is not text');
  if (!isCount(value.fragmentCount) || !Array.isArray(value.fragments)) throw problem('no fragments');
  const fragments = value.fragments.map((f, k): HistoryFragment => {
    const { fileA, linesA, fileB, linesB } = isRecord(f) ? f : {};
    if (!isText(fileA) || !isText(linesA) || !isText(fileB) || !isText(linesB))
      throw problem(`fragment ${k + 1} is not file and lines on each side`);
    return { fileA, linesA, fileB, linesB };
  });
  return {
    ...at,
    reason: value.reason,
    ...(isText(value.pull) ? { pull: value.pull } : {}),
    fragments,
    fragmentCount: value.fragmentCount,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCount = isTime;
