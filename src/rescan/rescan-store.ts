// The rescan's files, through the file-store port the shells implement over the file system: the state folder
// a run reads (the previous run's output, restored by actions/cache) and the output folder it writes. Every
// write replaces a whole file atomically; a run that fails writes nothing it would not also write on success.
// Snapshots come in through the one loader (sources/load-snapshot.ts).
import type { EarlierTerm } from '../check/compare-snapshot.js';
import { SnapshotError } from '../snapshot/snapshot-error.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FileStore } from '../sources/file-store.js';
import { loadSnapshot, SnapshotReadError } from '../sources/load-snapshot.js';
import { parseFlagHistory, renderFlagHistory } from './flag-history-file.js';
import { EMPTY_MEMORY, parseRescanMemory, renderRescanMemory, type RescanMemory } from './rescan-memory.js';

/** The files of an output (and state) folder. */
export const FILES = {
  /** The staff copy (names, commits): the next run's state. Never give it to students. */
  state: 'course-state.cwsnap',
  /** What the next run remembers besides the snapshot (starter repository, pull-request heads). */
  memory: 'course-state.json',
  /** Every pair ever flagged, with the commits and dates (staff only; never forgotten). */
  history: 'flag-history.json',
  /** The student copy: what the pull-request checks read (upload it as the artifact). */
  snapshot: 'codewinnow-snapshot.cwsnap',
  /** The staff report (names, links to code). */
  report: 'staff-report.json',
  html: 'staff-report.html',
} as const;

/** `dir`/`name` with '/' (which every platform Node runs on accepts). */
export function pathIn(dir: string, name: string): string {
  return dir === '' || dir === '.' ? name : `${dir.replace(/[\\/]+$/, '')}/${name}`;
}

export interface PreviousState {
  readonly snapshot: Snapshot | undefined;
  readonly memory: RescanMemory;
}

/**
 * The state in `dir`: a missing or unreadable snapshot means a full build (slower, never wrong), with a
 * warning for one that is there but unreadable.
 */
export async function readPreviousState(
  store: FileStore,
  dir: string | undefined,
  warn: (message: string) => void,
): Promise<PreviousState> {
  if (dir === undefined) return { snapshot: undefined, memory: EMPTY_MEMORY };
  let snapshot: Snapshot | undefined;
  try {
    snapshot = (await loadSnapshot(store, pathIn(dir, FILES.state))).snapshot;
  } catch (error) {
    // No state: a first run. A state that is there but no snapshot: a full build, with a warning.
    if (error instanceof SnapshotReadError) {
      if (!error.missing) throw error;
    } else if (error instanceof SnapshotError) {
      warn(
        `The previous state ${pathIn(dir, FILES.state)} cannot be read (${error.message}): every repository is downloaded.`,
      );
    } else throw error;
  }
  return { snapshot, memory: await readMemory(store, dir, warn) };
}

/**
 * The memory in `dir`: unreadable memory is forgotten with a warning, but the flag history, if there is
 * one, is read or the run stops.
 * @throws FlagHistoryError when the history is there but cannot be read.
 */
export async function readMemory(
  store: FileStore,
  dir: string,
  warn: (message: string) => void,
): Promise<RescanMemory> {
  const historyPath = pathIn(dir, FILES.history);
  const historyText = await store.read(historyPath);
  const history =
    historyText === undefined
      ? EMPTY_MEMORY.history
      : parseFlagHistory(new TextDecoder().decode(historyText), historyPath);
  const text = await store.read(pathIn(dir, FILES.memory));
  if (text === undefined) return { ...EMPTY_MEMORY, history };
  const parsed = parseRescanMemory(new TextDecoder().decode(text));
  if (parsed.problem !== undefined)
    warn(`The previous memory ${pathIn(dir, FILES.memory)} is ignored: ${parsed.problem}.`);
  return { ...parsed.memory, history };
}

/** The files that keep `memory`: its JSON and the flag history's, by output kind. */
export function memoryFiles(memory: RescanMemory): [kind: 'memory' | 'history', content: string][] {
  return [
    ['memory', renderRescanMemory(memory)],
    ['history', renderFlagHistory(memory.history)],
  ];
}

/**
 * A snapshot file named by an input (an earlier term, a shard).
 * @throws SnapshotError naming the file when it is missing or not a snapshot.
 */
export async function readSnapshotAt(store: FileStore, path: string): Promise<Snapshot> {
  try {
    return (await loadSnapshot(store, path)).snapshot;
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SnapshotReadError)
      throw new SnapshotError(`${path}: ${error.message}`);
    throw error;
  }
}

/**
 * Earlier terms' snapshot files, each labelled by its file name without extension
 * ("terms/fall-2025.cwsnap" → "fall-2025").
 * @throws SnapshotError naming the file when one is missing or not a snapshot.
 */
export async function readEarlierTerms(store: FileStore, paths: readonly string[]): Promise<EarlierTerm[]> {
  const earlier: EarlierTerm[] = [];
  for (const path of paths)
    earlier.push({ label: labelOf(path), snapshot: await readSnapshotAt(store, path) });
  return earlier;
}

function labelOf(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return name.replace(/\.[^.]*$/, '') || name;
}
