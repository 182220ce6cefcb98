// The rescan's rule for a bad day on GitHub: when too many repositories could not be fetched, nothing is
// published and the previous outputs stand. Pure.
import type { RepoLine } from '../report/staff-report.js';
import { RescanError } from './resolve-starter.js';

/** @throws RescanError when more than `maxFailed` of the repositories are stale or skipped. */
export function assertFewFailures(repos: readonly RepoLine[], maxFailed: number): void {
  const failed = repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
  if (failed.length === 0 || failed.length <= maxFailed * repos.length) return;
  const reasons = new Map<string, number>();
  for (const repo of failed)
    reasons.set(repo.reason ?? 'unknown', (reasons.get(repo.reason ?? 'unknown') ?? 0) + 1);
  const why = [...reasons].map(([reason, n]) => `${n} × ${reason}`).join('; ');
  throw new RescanError(
    `${failed.length} of ${repos.length} repositories could not be fetched, more than max-failed allows (${Math.round(maxFailed * 100)}%): ` +
      `nothing was published, the previous snapshot stands. Reasons: ${why}`,
  );
}
