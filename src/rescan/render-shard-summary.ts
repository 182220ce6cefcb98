// A shard job's job summary, for people: which shard, how its repositories fared, what it spent. The pairs
// are the merge job's to rank; a shard has none to show.
import { markdownCell } from '../report/markdown-escape.js';
import { countStatuses } from '../report/staff-report.js';
import type { ShardManifest } from './shard-manifest.js';

export function renderShardSummary(
  manifest: ShardManifest,
  run: { readonly course: string; readonly createdAt: number },
): string {
  const { index, count } = manifest.shard;
  const counts = countStatuses(manifest.repos);
  const failed = manifest.repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
  const kinds = Object.entries(manifest.requests).filter(([kind, n]) => kind !== 'total' && n > 0);
  return [
    `## codewinnow: course rescan, shard ${index} of ${count}`,
    '',
    `${markdownCell(run.course)}, ${new Date(run.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `This shard's repositories: ${manifest.repos.length}: ${counts.fetched} fetched, ${counts.unchanged} unchanged, ` +
      `${counts['same-head']} pushed without a new head, **${counts.stale} stale**, **${counts.skipped} skipped**.`,
    `API requests: ${manifest.requests.total ?? 0}${kinds.length > 0 ? ` (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}.`,
    ...manifest.notes.map(markdownCell),
    ...failed.map(
      (repo) => `- ${markdownCell(repo.name)}: ${repo.status}, ${markdownCell(repo.reason ?? '')}`,
    ),
    '',
    'The merge job ranks the pairs of the whole course.',
    '',
  ].join('\n');
}
