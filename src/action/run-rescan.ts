// Modes rescan and merge of the action, run from the instructor's repository on a schedule: parse their
// inputs, run the rescan job, and tell the runner what came of it (job summary, outputs). The one place that
// decides such a run's outcome: every failure ends in the catch below, and outputs are set only on success,
// so a failed run never hands a partial snapshot to the upload step. Logs carry counts, never names (a
// token that reads this repository's artifacts can read its logs too).
import { parseRepoList } from '../rescan/select-repos.js';
import type { RepoFilter } from '../rescan/select-repos.js';
import { staffIssueTitle, type RescanMode, type RescanOptions } from '../rescan/rescan-options.js';
import { runRescanJob } from '../rescan/run-rescan-job.js';
import type { ActionDeps, RescanPorts } from './ports.js';
import { parseRescanInputs, type RescanActionSettings } from './rescan-inputs.js';

export async function runRescan(deps: ActionDeps, mode: RescanMode): Promise<void> {
  const { runner } = deps;
  try {
    const settings = parseRescanInputs((name) => runner.getInput(name), mode);
    const ports = deps.rescan;
    if (!ports) throw new Error(`mode ${mode} needs the rescan ports, which this runtime does not provide`);
    const context = await deps.loadContext();
    const host = ports.connect(settings.courseToken);
    const staffHost =
      settings.githubToken === settings.courseToken ? host : ports.connect(settings.githubToken);
    const options = await toOptions(deps, ports, { settings, repository: context.repository });
    const outcome = await runRescanJob(
      {
        host,
        staffHost,
        store: ports.store,
        now: () => deps.clock.now().getTime(),
        log: runner.info,
        warn: runner.warning,
      },
      options,
    );
    await runner.writeSummary(outcome.summary);
    const failed = outcome.repos.stale + outcome.repos.skipped;
    runner.info(
      `Done: ${outcome.pairs} pairs listed, ${outcome.flagged} flagged; ${failed} repositories stale or skipped; ${outcome.requests} API requests.` +
        (outcome.issue ? ` Staff issue #${outcome.issue.number} ${outcome.issue.outcome}.` : ''),
    );
    if (failed > 0)
      runner.warning(`${failed} repositories could not be fetched this time: the job summary lists them.`);
    runner.setOutput('report', outcome.paths.report ?? '');
    runner.setOutput('snapshot', outcome.paths.snapshot ?? '');
    runner.setOutput('state', options.outputDir);
    runner.setOutput('flagged', String(outcome.flagged > 0));
    runner.setOutput('max-similarity', outcome.topSimilarity.toFixed(4));
    runner.setOutput('requests', String(outcome.requests));
    runner.setOutput('stale', String(failed));
  } catch (error) {
    const reason = error instanceof Error ? error.message : `unexpected failure: ${String(error)}`;
    runner.setFailed(
      `codewinnow could not ${mode === 'merge' ? 'merge the shards' : 'rescan the course'}: ${reason}`,
    );
  }
}

async function toOptions(
  deps: ActionDeps,
  ports: RescanPorts,
  given: { readonly settings: RescanActionSettings; readonly repository: string },
): Promise<RescanOptions> {
  const { settings } = given;
  const starter =
    settings.starterPaths.length > 0 ? await deps.files.readStarter(settings.starterPaths) : undefined;
  const [owner = '', repo = ''] = given.repository.split('/');
  if (settings.staffIssue && repo === '')
    throw new Error('staff-issue: GITHUB_REPOSITORY does not say which repository to keep the issue in');
  return {
    ...settings.rescan,
    filter: await toFilter(ports, settings),
    starterFiles: starter?.files ?? [],
    issue: settings.staffIssue
      ? { repo: { owner, repo }, title: staffIssueTitle(settings.rescan.org) }
      : undefined,
    serverUrl: ports.serverUrl,
  };
}

async function toFilter(ports: RescanPorts, settings: RescanActionSettings): Promise<RepoFilter> {
  const { filter } = settings;
  if (filter.kind !== 'list') return filter;
  const bytes = await ports.store.read(filter.path);
  if (bytes === undefined) throw new Error(`repos-file: no such file ${filter.path}`);
  return { kind: 'list', names: parseRepoList(new TextDecoder().decode(bytes)) };
}
