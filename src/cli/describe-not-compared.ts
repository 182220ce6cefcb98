// What a run left out, for stderr: one line with the count of files not compared per reason (each file
// with --verbose), and a warning naming every submission with nothing compared, which was not checked.
// Here, not with the snapshot commands that use describeSkipped too, so that a compare never loads the
// snapshot encoder.
import type { CheckResult, SkippedEntry } from '../check/types.js';
import { plural } from '../report/plural.js';
import { notCheckedSubmissions } from '../report/reading-notes.js';

/** The lines for stderr; empty when every file of every submission was compared. */
export function describeNotCompared(result: CheckResult, verbose: boolean): string {
  const lines = [describeSkipped(result.skipped)];
  if (verbose) {
    for (const skip of result.skipped)
      lines.push(`  ${skip.submission}: ${skip.path}: ${skip.reason}: ${skip.detail}\n`);
  } else if (result.skipped.length > 0) {
    lines.push('  (--verbose lists them; so does --format json)\n');
  }
  const empty = notCheckedSubmissions(result);
  if (empty.length > 0) {
    const s = empty.length === 1 ? '' : 's';
    lines.push(
      `warning: ${empty.length} submission${s} not checked, no file could be compared: ${empty.join(', ')}\n`,
    );
  }
  return lines.join('');
}

/** One line per kind of skipped file, for stderr. */
export function describeSkipped(skipped: readonly SkippedEntry[]): string {
  if (skipped.length === 0) return '';
  const reasons = new Map<string, number>();
  for (const skip of skipped) reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
  const parts = [...reasons].sort((x, y) => y[1] - x[1]).map(([reason, n]) => `${n} ${reason}`);
  return `skipped ${plural(skipped.length, 'file')} (${parts.join(', ')})\n`;
}
