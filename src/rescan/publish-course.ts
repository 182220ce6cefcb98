// The end of a whole-course rescan (one job, or the merge of shard jobs): refuse to publish when too many
// repositories failed, rank every pair from the snapshot (earlier terms compared one way), let the bot
// check the open pull requests, then write the staff report, the student copy and the next run's state,
// and rewrite the staff issue if asked.
import { applyDecisions } from '../check/apply-decisions.js';
import { compareSnapshot } from '../check/compare-snapshot.js';
import type { Decisions } from '../check/decision-types.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckResult, CheckSettings } from '../check/types.js';
import { DEFAULT_OTHER_PAIRS, renderHtml } from '../report/html/render-html.js';
import type { SourceLookup } from '../report/html/source-lookup.js';
import { renderStaffJson } from '../report/render-staff-json.js';
import { renderStaffSummary } from '../report/render-staff-summary.js';
import type { FlagHistory } from '../report/flag-history.js';
import { countStatuses, type PullLine, type RepoLine, type StaffReport } from '../report/staff-report.js';
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { toStudentCopy } from '../snapshot/to-student-copy.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FileStore } from '../sources/file-store.js';
import { fetchReportSources } from './fetch-report-sources.js';
import type { CourseState } from './course-state.js';
import type { RescanContext } from './rescan-context.js';
import type { RescanMemory } from './rescan-memory.js';
import type { RescanOptions } from './rescan-options.js';
import { FILES, memoryFiles, pathIn, readEarlierTerms } from './rescan-store.js';
import { assertFewFailures } from './assert-few-failures.js';
import { loadDecisions } from './load-decisions.js';
import { reviewPulls } from './review-pulls.js';
import { describeSelection } from './select-repos.js';
import { commitsOf, ownRequests, sumRequests, toStaffReport } from './to-staff-report.js';
import { recordPull, recordRun } from './update-flag-history.js';
import { publishStaffIssue, STAFF_ISSUE_MARKER, type StaffIssueOutcome } from './publish-staff-issue.js';

export interface JobOutcome {
  /** The staff report as Markdown, for the job summary. */
  readonly summary: string;
  /** Paths written, by file kind (see FILES). */
  readonly paths: Readonly<Partial<Record<OutputKind, string>>>;
  readonly repos: Readonly<Record<RepoLine['status'], number>>;
  readonly pairs: number;
  readonly flagged: number;
  /** The highest similarity of any pair, 0 when there is none. */
  readonly topSimilarity: number;
  /** API requests this job made (shard jobs' not included; the report counts theirs). */
  readonly requests: number;
  readonly issue?: { readonly outcome: StaffIssueOutcome; readonly number: number } | undefined;
}

/** The files a job writes: an output folder's (FILES), or a shard's manifest. */
export type OutputKind = keyof typeof FILES | 'shard';

export const SUMMARY_LIMITS = { maxPairs: 50, detailedPairs: 10, maxChars: 256 * 1024 } as const;
/** Pairs not flagged the HTML report shows side by side too (every flagged pair is): each may cost two
 * tarball requests. */
export const HTML_OTHER_PAIRS = DEFAULT_OTHER_PAIRS;
const MAX_ISSUE_CHARS = 65_536;

export async function publishCourse(
  deps: RescanContext,
  state: CourseState,
  options: RescanOptions,
): Promise<JobOutcome> {
  const earlier = await readEarlierTerms(deps.store, options.earlier);
  assertFewFailures(state.repos, options.maxFailed);
  const { snapshot } = state;
  const checkSettings: CheckSettings = {
    ...DEFAULT_SETTINGS,
    k: snapshot.params.k,
    w: snapshot.params.w,
    ...options.report,
  };
  const { decisions } = await loadDecisions(deps.store, options.decisions, deps.log);
  const compared = applyDecisions(compareSnapshot({ snapshot, earlier, settings: checkSettings }), decisions);
  deps.log(
    `${compared.pairs.length} pairs at or above ${checkSettings.minSimilarity}, ${compared.pairs.filter((p) => p.flagged).length} flagged`,
  );
  const bot = await runBot(deps, state, { ...options, decisions });
  const result = { ...compared, skipped: [...state.skippedFiles] };
  const history = nextHistory(state, { result, pulls: bot.pulls, at: deps.now() });
  const memory = { ...bot.memory, history };
  const { pulls } = bot;
  const source = options.html ? await readReportSources(deps, state, { ...options, result }) : undefined;
  // Built once, when every request but the staff issue's own has been made: the issue shows this report.
  const report = toStaffReport(state, {
    course: describeSelection(options),
    serverUrl: options.serverUrl,
    result,
    pulls,
    history: memory.history,
    requests: sumRequests([...state.requests, ...ownRequests(deps)]),
  });
  const issue = options.issue
    ? await publishStaffIssue(deps.staffHost, {
        ...options.issue,
        body: renderStaffSummary(report, {
          ...SUMMARY_LIMITS,
          maxChars: MAX_ISSUE_CHARS,
          marker: STAFF_ISSUE_MARKER,
        }),
      })
    : undefined;
  return {
    summary: renderStaffSummary(report, SUMMARY_LIMITS),
    paths: await writeOutputs(deps.store, options.outputDir, { report, snapshot, memory, source }),
    repos: countStatuses(state.repos),
    pairs: compared.pairs.length,
    flagged: compared.pairs.filter((p) => p.flagged).length,
    topSimilarity: compared.pairs[0]?.similarity ?? 0,
    requests: sumRequests(ownRequests(deps)).total ?? 0,
    issue,
  };
}

// The flag history moved on by this run's pairs, then by the pull-request heads the bot found flagged.
function nextHistory(
  state: CourseState,
  run: { result: CheckResult; pulls: readonly PullLine[] | undefined; at: number },
): FlagHistory {
  const commits = commitsOf(state.snapshot);
  const compared = new Set(run.result.submissions.map((submission) => submission.name));
  let history = recordRun(state.memory.history, { at: run.at, pairs: run.result.pairs, commits, compared });
  for (const line of run.pulls ?? []) {
    const own = line.pull.slice(0, line.pull.lastIndexOf('#'));
    for (const flag of line.flags ?? []) {
      history = recordPull(history, {
        at: run.at,
        pull: line.pull,
        own: { name: own, commit: line.headSha ?? 'unknown' },
        other: { name: flag.with, commit: commits.get(flag.with) },
        reason: flag.reason,
        fragments: flag.fragments,
      });
    }
  }
  return history;
}

// The bot, when asked: its pull-request memory moves on, and its lines go into the report.
async function runBot(
  deps: Pick<RescanContext, 'host' | 'now' | 'log'>,
  state: CourseState,
  options: Pick<RescanOptions, 'org' | 'bot' | 'concurrency' | 'limits' | 'report'> & {
    readonly decisions: Decisions;
  },
): Promise<{ memory: RescanMemory; pulls: readonly PullLine[] | undefined }> {
  const { bot: botOptions } = options;
  if (!botOptions) return { memory: state.memory, pulls: undefined };
  const { snapshot } = state;
  const repos = new Set(snapshot.submissions.map((s) => (s.repo ?? '').toLowerCase()));
  const bot = await reviewPulls(
    deps,
    { ...options, bot: botOptions },
    { snapshot, repos, memory: state.memory.pulls, decisions: options.decisions },
  );
  const count = (status: PullLine['status']) => bot.pulls.filter((p) => p.status === status).length;
  deps.log(
    `Bot: ${count('checked')} pull requests checked, ${count('unchanged')} unchanged, ${count('failed')} failed`,
  );
  return { memory: { ...state.memory, pulls: bot.memory }, pulls: bot.pulls };
}

async function readReportSources(
  deps: Pick<RescanContext, 'host' | 'log'>,
  state: CourseState,
  run: Pick<RescanOptions, 'concurrency' | 'limits'> & { readonly result: CheckResult },
): Promise<SourceLookup> {
  const sources = await fetchReportSources(deps.host, {
    result: run.result,
    snapshot: state.snapshot,
    texts: state.texts ?? new Map(),
    otherPairs: HTML_OTHER_PAIRS,
    concurrency: run.concurrency,
    limits: run.limits,
  });
  deps.log(
    `HTML report: code of ${sources.wanted} submissions in flagged pairs, ${sources.fetched} downloaded for it, ${sources.failed} of them failed`,
  );
  return sources.source;
}

async function writeOutputs(
  store: FileStore,
  dir: string,
  out: {
    readonly report: StaffReport;
    readonly snapshot: Snapshot;
    readonly memory: RescanMemory;
    /** The HTML report's code; undefined: no HTML report. */
    readonly source: SourceLookup | undefined;
  },
): Promise<JobOutcome['paths']> {
  const paths: Partial<Record<OutputKind, string>> = {};
  const write = async (kind: keyof typeof FILES, content: string | Uint8Array) => {
    paths[kind] = pathIn(dir, FILES[kind]);
    await store.write(paths[kind], content);
  };
  await write('report', renderStaffJson(out.report));
  if (out.source)
    await write(
      'html',
      renderHtml(out.report.result, {
        source: out.source,
        otherPairs: HTML_OTHER_PAIRS,
        history: out.report.history,
      }),
    );
  await write('snapshot', encodeSnapshot(toStudentCopy(out.snapshot)));
  for (const [kind, content] of memoryFiles(out.memory)) await write(kind, content);
  await write('state', encodeSnapshot(out.snapshot));
  return paths;
}
