// The speed benchmark's figures: what the child reports, recall of the planted copies among the ranked
// pairs, and the table printed at the end.
import { basename } from 'node:path';
import type { CourseManifest } from './synthetic-course-folder.js';
import type { PlantedCopy } from './synthetic-course.js';

/** speed-child's first line: the real CLI run. Seconds. */
export interface MainReport {
  readonly exitCode: number;
  readonly stderr: string;
  /** From the process's start to `main()`: Node's own start-up and loading the CLI's entry. */
  readonly start: number;
  /** `main()` from start to return: what the user waits for, less `start`. */
  readonly total: number;
  /** CPU seconds of the process (all threads) until `main()` returned: steadier than `total` on a busy machine. */
  readonly cpu: number;
  /**
   * Until the CLI's reading progress bar finished; undefined when it drew none. Each thread reads the
   * submissions it fingerprints, so this is reading and fingerprinting together.
   */
  readonly read: number | undefined;
  /** process.resourceUsage().maxRSS right after `main()`, in bytes. */
  readonly peakRss: number;
}

/** The phases of a compare, in order (the pair phase's steps are findPairs's). */
export const PHASE_NAMES = ['read', 'fingerprint', 'index', 'pairs', 'evidence', 'render'] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export interface PhaseTiming {
  readonly name: PhaseName;
  readonly seconds: number;
  /** CPU seconds of the process, all threads: steadier than `seconds` on a busy machine. */
  readonly cpu: number;
  /** The process's peak RSS at the end of the phase, in bytes: the most any phase so far needed. */
  readonly peakRss: number;
  /** Threads the phase runs on. */
  readonly threads: number;
}

/** speed-child --phases: the same compare step by step, in a process of its own. */
export interface PhaseReport {
  readonly bytes: number;
  readonly files: number;
  /** Threads tokenizing and fingerprinting. */
  readonly threads: number;
  readonly phases: readonly PhaseTiming[];
}

export interface SizeResult {
  readonly manifest: CourseManifest;
  /** Spawn to exit of the child: Node's start-up and the warm phase timings included. */
  readonly wall: number;
  /** The run of median time, when there were several (`--runs`). */
  readonly main: MainReport | undefined;
  /** Every run's `total`, in the order they ran. */
  readonly totals: readonly number[];
  readonly phases: PhaseReport | undefined;
  /** Why the child stopped early: 'out of memory', 'timed out', an exit code. */
  readonly failure: string | undefined;
  readonly pairs: number | undefined;
  readonly recall: Recall | undefined;
}

export interface Recall {
  readonly planted: number;
  /** Planted pairs among the top `planted` ranked pairs. */
  readonly inTop: number;
  /** Planted pairs anywhere in the report. */
  readonly reported: number;
}

/** The child's JSON lines, as far as it got. */
export function parseChildOutput(stdout: string): { main?: MainReport; phases?: PhaseReport } {
  const records = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): unknown => JSON.parse(line));
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const has = (value: unknown, keys: readonly string[]) =>
    keys.every((key) => typeof record(value)[key] === 'number');
  const main = records.find((r): r is MainReport => has(r, ['exitCode', 'start', 'total', 'cpu', 'peakRss']));
  const phases = records.find(
    (r): r is PhaseReport => has(r, ['bytes', 'files', 'threads']) && Array.isArray(record(r).phases),
  );
  return { ...(main ? { main } : {}), ...(phases ? { phases } : {}) };
}

/** The pairs of a CSV report in rank order, as submission folder names. */
export function rankedPairs(csv: string): [string, string][] {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.split(',');
  const a = columns.indexOf('a');
  const b = columns.indexOf('b');
  return rows.map((row) => {
    const cells = row.split(',');
    return [basename(cells[a] ?? ''), basename(cells[b] ?? '')];
  });
}

export function recallOf(
  ranked: readonly (readonly [string, string])[],
  planted: readonly PlantedCopy[],
): Recall {
  const key = (x: string, y: string) => (x < y ? `${x}\n${y}` : `${y}\n${x}`);
  const wanted = new Set(planted.map((copy) => key(copy.source, copy.copy)));
  const found = (pairs: readonly (readonly [string, string])[]) =>
    pairs.filter(([x, y]) => wanted.has(key(x, y))).length;
  return { planted: wanted.size, inTop: found(ranked.slice(0, wanted.size)), reported: found(ranked) };
}

const COLUMNS = [
  ['subs', 6],
  ['files', 6],
  ['MB', 6],
  ['start s', 8],
  ['read+fp s', 10],
  ['total s', 8],
  ['cpu s', 7],
  ['peak MB', 8],
  ['s/MB', 6],
  ['threads', 8],
  ['pairs', 8],
  ['recall@P', 9],
] as const;

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '-' : value.toFixed(digits);
const megabytes = (bytes: number) => bytes / 2 ** 20;

/** One row per size of the real CLI run; `s/MB` (total seconds per MB of source) stays flat when cost grows linearly. */
export function renderTable(results: readonly SizeResult[]): string {
  const header = COLUMNS.map(([name, width]) => name.padStart(width)).join(' ');
  const rows = results.map((result) => {
    const { main, phases, manifest, recall } = result;
    const mb = manifest.bytes / 1e6;
    const cells = [
      String(manifest.submissions),
      String(manifest.files),
      mb.toFixed(1),
      fixed(main?.start, 2),
      fixed(main?.read, 2),
      fixed(main?.total, 2),
      fixed(main?.cpu, 2),
      fixed(main && megabytes(main.peakRss), 0),
      fixed(main && main.total / mb, 3),
      phases ? String(phases.threads) : '-',
      result.pairs === undefined ? '-' : String(result.pairs),
      recall ? `${recall.inTop}/${recall.planted}` : '-',
    ];
    const row = cells.map((cell, i) => cell.padStart(COLUMNS[i]![1])).join(' ');
    return result.failure ? `${row}  ${result.failure} after ${result.wall.toFixed(0)} s` : row;
  });
  return [header, ...rows].join('\n');
}

/**
 * One row per size of the step-by-step run: each phase's seconds, CPU seconds (all threads), the peak MB at
 * its end and the threads it ran on, then the seconds per MB of source of the whole.
 */
export function renderPhaseTable(results: readonly SizeResult[]): string {
  const width = 22;
  const header = [
    'subs'.padStart(6),
    ...PHASE_NAMES.map((name) => `${name} s/cpu/MB/thr`.padStart(width)),
    's/MB'.padStart(6),
  ].join(' ');
  const rows = results.map(({ manifest, phases }) => {
    const cells = PHASE_NAMES.map((name) => {
      const phase = phases?.phases.find((p) => p.name === name);
      const figures = phase && [
        phase.seconds.toFixed(2),
        phase.cpu.toFixed(2),
        megabytes(phase.peakRss).toFixed(0),
        String(phase.threads),
      ];
      return (figures ? figures.join('/') : '-').padStart(width);
    });
    const total = phases?.phases.reduce((sum, phase) => sum + phase.seconds, 0);
    const perMb = fixed(total === undefined ? undefined : total / (manifest.bytes / 1e6), 3);
    return [String(manifest.submissions).padStart(6), ...cells, perMb.padStart(6)].join(' ');
  });
  return [header, ...rows].join('\n');
}
