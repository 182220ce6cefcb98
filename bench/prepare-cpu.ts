// CPU per file, on one thread: `node build/bench/prepare-cpu.js <course folder> [--runs N] [--digest FILE]`
// (after `npx tsc -p tsconfig.json`; a course written by bench:speed, such as
// /tmp/codewinnow-speed/seed-1-n2000-v2/submissions). Reads every file first, then prepares them all
// (prepareFile: tokenize, normalize, fingerprint, name hashes) N times and prints the CPU milliseconds of
// each pass and the best after the first: CPU time of one thread moves less with other work on the machine
// than wall time. --digest writes one line per file, its path and a SHA-256 of everything prepared of it
// (tokens, lines, fingerprints, name hashes, notes), so two builds can be checked for identical output with
// `cmp`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareFile, type PreparedFile } from '../src/check/prepare-files.js';
import { DEFAULT_SETTINGS } from '../src/check/settings.js';
import type { InputFile } from '../src/check/types.js';

interface CourseFile {
  readonly submission: number;
  readonly file: InputFile;
}

function readCourse(folder: string): CourseFile[] {
  const files: CourseFile[] = [];
  const walk = (dir: string, submission: number): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, submission);
      else files.push({ submission, file: { path, text: readFileSync(path, 'utf8') } });
    }
  };
  readdirSync(folder)
    .sort()
    .forEach((name, submission) => walk(join(folder, name), submission));
  return files;
}

function digestOf(file: PreparedFile): string {
  const hash = createHash('sha256');
  const { tokenLines, fingerprints } = file;
  hash.update(
    JSON.stringify([file.path, file.language, file.lines, file.tokenCount, file.notes, file.cells]),
  );
  hash.update(JSON.stringify([file.submission, file.boilerplateTokens, tokenLines.starts.constructor.name]));
  const arrays: ArrayBufferView[] = [
    file.ids ?? new Uint32Array(0),
    tokenLines.starts,
    tokenLines.odd,
    tokenLines.oddEnds,
  ];
  arrays.push(fingerprints.hashes, fingerprints.positions, file.names);
  for (const array of arrays) hash.update(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  return hash.digest('hex');
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, digest: { type: 'string' } },
    allowPositionals: true,
  });
  const folder = positionals[0];
  const runs = Number(values.runs ?? 4);
  if (folder === undefined || !Number.isInteger(runs) || runs < 1) {
    throw new Error('expected a course folder and --runs of at least 1');
  }
  const course = readCourse(folder);
  const settings = {
    params: { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w },
    starter: new Set<number>(),
    reading: {},
  };
  const times: number[] = [];
  let prepared: PreparedFile[] = [];
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    prepared = course.map(({ file, submission }) => prepareFile(file, submission, settings));
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  const best = Math.min(...(times.length > 1 ? times.slice(1) : times));
  const passes = times.map((ms) => ms.toFixed(0)).join(' ');
  console.log(`${course.length} files; CPU ms per pass: ${passes}; best after the first: ${best.toFixed(0)}`);
  if (values.digest !== undefined) {
    writeFileSync(values.digest, prepared.map((file) => `${file.path} ${digestOf(file)}\n`).join(''));
  }
}

main();
