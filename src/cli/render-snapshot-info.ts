// What `codewinnow snapshot info` prints: counts, parameters, size and creation time, and the table of
// pseudonyms (with names, in a staff copy) only when asked, since it links pseudonyms to students.
import { toCohortJudgement } from '../check/decide-flag.js';
import { compareText } from '../engine/compare-text.js';
import { COHORT_SAMPLE, describeCohortSample, inCohortSample } from '../snapshot/cohort-sample.js';
import { describeFlagRule } from '../snapshot/flag-rule.js';
import { FORMAT_VERSION } from '../snapshot/snapshot-format.js';
import { describeCohort } from '../report/describe-cohort.js';
import type { Snapshot } from '../snapshot/types.js';
import { count } from './feed-snapshot-build.js';
import type { LoadedSnapshot } from './snapshot-file.js';

export function renderSnapshotInfo(loaded: LoadedSnapshot, withTable: boolean): string {
  const { snapshot } = loaded;
  const { params } = snapshot;
  let lines = 0;
  let tokens = 0;
  let starterTokens = 0;
  for (const file of snapshot.files) {
    lines += file.lines;
    tokens += file.tokens;
    starterTokens += file.starterTokens;
  }
  const out = [
    `${loaded.path}: codewinnow snapshot, format ${FORMAT_VERSION}, ${count(loaded.bytes)} bytes`,
    `created       ${formatTime(snapshot.createdAt)}`,
    `parameters    k=${params.k} w=${params.w}, stored window up to ${params.storedWindow}${describeWindows(snapshot)}, hash ${params.hashFunction}`,
    `front ends    ${params.frontEnds.map((f) => `${f.id} ${f.version}`).join(', ')}`,
    `submissions   ${count(snapshot.submissions.length)}: ${describeCopy(snapshot)}`,
    `files         ${count(snapshot.files.length)}, ${count(lines)} lines, ${count(tokens)} tokens (${count(starterTokens)} starter)`,
    `fingerprints  ${count(snapshot.fingerprints.hashes.length)} (each with its name hash), starter k-grams ${count(snapshot.starter.length)}`,
    `course pairs  ${count(snapshot.cohort.pairs)}${describeSample(snapshot)}, deviation ${tenths(snapshot.cohort.mad)}: ${describeCohort(toCohortJudgement(snapshot.cohort))}`,
    `flags         ${describeFlagRule(snapshot.flagRule)}, or standing out from the course's pairs`,
  ];
  if (withTable) out.push('', ...renderTable(snapshot));
  return out.join('\n') + '\n';
}

// The windows the submissions were stored with, as a range: "(used 8 to 32)".
function describeWindows(snapshot: Snapshot): string {
  if (snapshot.submissions.length === 0) return '';
  let low = Infinity;
  let high = 0;
  for (const { window } of snapshot.submissions)
    [low, high] = [Math.min(low, window), Math.max(high, window)];
  return low === high ? ` (used ${low})` : ` (used ${low} to ${high})`;
}

// Whose pairs the statistics describe: " of the 9 submissions sampled (every submission, stored at w)".
function describeSample(snapshot: Snapshot): string {
  const bits = snapshot.params.cohortSampleBits;
  let members = 0;
  for (const { owner } of snapshot.submissions) if (inCohortSample(owner, bits)) members++;
  const sampled = Math.min(members, COHORT_SAMPLE);
  return ` of the ${count(sampled)} submissions sampled (${describeCohortSample(bits)}, stored at w)`;
}

function describeCopy(snapshot: Snapshot): string {
  const names = snapshot.namesIncluded
    ? 'a staff copy, with names (keep it private)'
    : 'a student copy, no names';
  const keyed = snapshot.pseudonymsKeyed
    ? 'pseudonyms keyed by a staff secret'
    : 'pseudonyms derived from the starter code (guessable)';
  return `${names}; ${keyed}`;
}

function renderTable(snapshot: Snapshot): string[] {
  const header = ['pseudonym', 'owner', 'files', 'lines', 'commit time', 'name', 'repo', 'commit'];
  const rows = snapshot.submissions.map((submission) => {
    const files = snapshot.files.slice(submission.files.start, submission.files.end);
    return [
      submission.pseudonym,
      submission.owner,
      String(files.length),
      String(files.reduce((n, f) => n + f.lines, 0)),
      submission.commitTime === undefined ? '' : formatTime(submission.commitTime),
      submission.name ?? '',
      submission.repo ?? '',
      submission.commit ?? '',
    ];
  });
  rows.sort((x, y) => compareText(x[0]!, y[0]!));
  const columns = header.map((_, c) => c).filter((c) => c < 4 || rows.some((row) => row[c] !== ''));
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    columns
      .map((c) => cells[c]!.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const note = snapshot.namesIncluded
    ? []
    : ['(a student copy: no names are stored, only pseudonyms and owner ids)'];
  return [line(header), ...rows.map(line), ...note];
}

// An ISO time, or the number itself when it is no date (a snapshot is data from elsewhere).
function formatTime(milliseconds: number): string {
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? `${milliseconds} ms` : date.toISOString();
}

const tenths = (share: number) => `${(share * 100).toFixed(1)}%`;
