// Writes a synthetic course to disk as a course folder (`submissions/<student>/<files>`) with a manifest of
// what was planted, and reuses a folder already written for the same seed, size and generator version.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateCourse, type CourseOptions, type PlantedCopy } from './synthetic-course.js';

/** Bump when the generator's output changes, so stale folders are written again. */
export const GENERATOR_VERSION = 2;

export interface CourseManifest {
  readonly version: number;
  readonly seed: number;
  readonly submissions: number;
  readonly files: number;
  readonly bytes: number;
  readonly lines: number;
  readonly languages: Readonly<Record<string, number>>;
  readonly planted: readonly PlantedCopy[];
}

export interface CourseFolder {
  /** The folder to pass to `compare --each`. */
  readonly submissionsDir: string;
  readonly manifest: CourseManifest;
  /** False when an earlier run's folder was reused. */
  readonly written: boolean;
}

/** The course for `options` under `root`, written unless a complete folder for it is already there. */
export function writeCourseFolder(root: string, options: CourseOptions): CourseFolder {
  const dir = join(root, `seed-${options.seed}-n${options.submissions}-v${GENERATOR_VERSION}`);
  const submissionsDir = join(dir, 'submissions');
  const manifestPath = join(dir, 'manifest.json');
  const existing = readManifest(manifestPath);
  if (existing && existing.seed === options.seed && existing.submissions === options.submissions) {
    return { submissionsDir, manifest: existing, written: false };
  }
  rmSync(dir, { recursive: true, force: true });
  const course = generateCourse(options);
  let files = 0;
  let bytes = 0;
  let lines = 0;
  const languages: Record<string, number> = {};
  for (const submission of course.submissions) {
    languages[submission.language] = (languages[submission.language] ?? 0) + 1;
    for (const file of submission.files) {
      const path = join(submissionsDir, submission.name, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.text);
      files++;
      bytes += Buffer.byteLength(file.text);
      lines += file.text.split('\n').length - 1;
    }
  }
  const manifest: CourseManifest = {
    version: GENERATOR_VERSION,
    seed: options.seed,
    submissions: options.submissions,
    files,
    bytes,
    lines,
    languages,
    planted: course.planted,
  };
  // Written last: a folder without a manifest is an interrupted write and is written again.
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 1));
  return { submissionsDir, manifest, written: true };
}

function readManifest(path: string): CourseManifest | undefined {
  if (!existsSync(path)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return isManifest(parsed) && parsed.version === GENERATOR_VERSION ? parsed : undefined;
}

function isManifest(value: unknown): value is CourseManifest {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.version === 'number' && typeof record.seed === 'number' && Array.isArray(record.planted)
  );
}
