// The end of a whole-course rescan (one job, or the merge of shard jobs): refuse to publish when too many
// repositories failed, rank every pair from the snapshot (earlier terms compared one way), let the bot
// check the open pull requests, then write the staff report, the student copy and the next run's state,
// and rewrite the staff issue if asked.
import { compareSnapshot, type EarlierTerm } from '../check/compare-snapshot.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckResult, CheckSettings } from '../check/types.js';
import type { CourseHost } from '../github/course-host.js';
import type { RepoRef } from '../github/github-client.js';
import { DEFAULT_OTHER_PAIRS, renderHtml } from '../report/html/render-html.js';
import type { SourceLookup } from '../report/html/source-lookup.js';
import { renderStaffJson } from '../report/render-staff-json.js';
import { renderStaffSummary } from '../report/render-staff-summary.js';
import { countStatuses, type PullLine, type RepoLine, type StaffReport } from '../report/staff-report.js';
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { toStudentCopy } from '../snapshot/to-student-copy.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FileStore as RescanStore } from '../sources/file-store.js';
import type { FetchLimits } from './fetch-repo.js';
import { fetchReportSources } from './fetch-report-sources.js';
import type { CourseState } from './course-state.js';
import { renderRescanMemory, type RescanMemory } from './rescan-memory.js';
import { FILES, pathIn } from './rescan-store.js';
import { assertFewFailures } from './assert-few-failures.js';
import { reviewPulls, type BotSettings } from './review-pulls.js';
import { ownRequests, sumRequests, toStaffReport } from './to-staff-report.js';
import { publishStaffIssue, STAFF_ISSUE_MARKER, type StaffIssueOutcome } from './publish-staff-issue.js';

export interface PublishSettings {
  readonly org: string;
  /** "course: repositories named hw1-*". */
  readonly course: string;
  readonly outputDir: string;
  readonly earlier: readonly EarlierTerm[];
  readonly compare: Pick<CheckSettings, 'minSimilarity' | 'threshold' | 'maxShare'>;
  /** The bot's settings; undefined: the bot does not run. */
  readonly bot?: BotSettings | undefined;
  /** The staff issue's repository and title; undefined: no issue. */
  readonly issue?: { readonly repo: RepoRef; readonly title: string } | undefined;
  /** Also write staff-report.html, with the code of every flagged pair (fetched when not in memory). */
  readonly html: boolean;
  /** How the HTML report's code is fetched: repositories at once, and the download limits. */
  readonly download: { readonly concurrency: number; readonly limits: FetchLimits };
  /** The run fails, publishing nothing, when more than this share of the repositories failed. */
  readonly maxFailed: number;
  readonly serverUrl: string;
}

export interface PublishDeps {
  /** Reads the course (and writes to students' pull requests when the bot runs). */
  readonly host: CourseHost;
  /** Writes the staff issue (the instructor's repository); may be `host`. */
  readonly staffHost: CourseHost;
  readonly store: RescanStore;
  readonly now: () => number;
  readonly log: (message: string) => void;
}

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
  deps: PublishDeps,
  state: CourseState,
  settings: PublishSettings,
): Promise<JobOutcome> {
  assertFewFailures(state.repos, settings.maxFailed);
  const { snapshot } = state;
  const checkSettings: CheckSettings = {
    ...DEFAULT_SETTINGS,
    k: snapshot.params.k,
    w: snapshot.params.w,
    ...settings.compare,
  };
  const compared = compareSnapshot({ snapshot, earlier: settings.earlier, settings: checkSettings });
  deps.log(
    `${compared.pairs.length} pairs at or above ${checkSettings.minSimilarity}, ${compared.pairs.filter((p) => p.flagged).length} flagged`,
  );
  const { memory, pulls } = await runBot(deps, state, settings);
  const result = { ...compared, skipped: [...state.skippedFiles] };
  const source = settings.html ? await readReportSources(deps, state, { ...settings, result }) : undefined;
  // Built once, when every request but the staff issue's own has been made: the issue shows this report.
  const report = toStaffReport(state, {
    course: settings.course,
    serverUrl: settings.serverUrl,
    result,
    pulls,
    requests: sumRequests([...state.requests, ...ownRequests(deps)]),
  });
  const issue = settings.issue
    ? await publishStaffIssue(deps.staffHost, {
        ...settings.issue,
        body: renderStaffSummary(report, {
          ...SUMMARY_LIMITS,
          maxChars: MAX_ISSUE_CHARS,
          marker: STAFF_ISSUE_MARKER,
        }),
      })
    : undefined;
  const summary = renderStaffSummary(report, SUMMARY_LIMITS);
  const paths = await writeOutputs(deps.store, settings, { report, snapshot, memory, source });
  const counts = countStatuses(state.repos);
  const flagged = compared.pairs.filter((p) => p.flagged).length;
  const topSimilarity = compared.pairs[0]?.similarity ?? 0;
  const requests = sumRequests(ownRequests(deps)).total ?? 0;
  return {
    summary,
    paths,
    repos: counts,
    pairs: compared.pairs.length,
    flagged,
    topSimilarity,
    requests,
    issue,
  };
}

// The bot, when asked: its pull-request memory moves on, and its lines go into the report.
async function runBot(
  deps: PublishDeps,
  state: CourseState,
  settings: PublishSettings,
): Promise<{ memory: RescanMemory; pulls: readonly PullLine[] | undefined }> {
  if (!settings.bot) return { memory: state.memory, pulls: undefined };
  const { snapshot } = state;
  const repos = new Set(snapshot.submissions.map((s) => (s.repo ?? '').toLowerCase()));
  const bot = await reviewPulls(deps, {
    org: settings.org,
    snapshot,
    repos,
    memory: state.memory.pulls,
    settings: settings.bot,
  });
  const count = (status: PullLine['status']) => bot.pulls.filter((p) => p.status === status).length;
  deps.log(
    `Bot: ${count('checked')} pull requests checked, ${count('unchanged')} unchanged, ${count('failed')} failed`,
  );
  return { memory: { ...state.memory, pulls: bot.memory }, pulls: bot.pulls };
}

async function readReportSources(
  deps: PublishDeps,
  state: CourseState,
  settings: PublishSettings & { readonly result: CheckResult },
): Promise<SourceLookup> {
  const sources = await fetchReportSources(deps.host, {
    result: settings.result,
    snapshot: state.snapshot,
    texts: state.texts ?? new Map(),
    otherPairs: HTML_OTHER_PAIRS,
    ...settings.download,
  });
  deps.log(
    `HTML report: code of ${sources.wanted} submissions in flagged pairs, ${sources.fetched} downloaded for it, ${sources.failed} of them failed`,
  );
  return sources.source;
}

async function writeOutputs(
  store: RescanStore,
  settings: PublishSettings,
  out: {
    readonly report: StaffReport;
    readonly snapshot: Snapshot;
    readonly memory: RescanMemory;
    /** The HTML report's code; undefined: no HTML report. */
    readonly source: SourceLookup | undefined;
  },
): Promise<JobOutcome['paths']> {
  const dir = settings.outputDir;
  const paths: Partial<Record<OutputKind, string>> = {};
  const write = async (kind: keyof typeof FILES, content: string | Uint8Array) => {
    paths[kind] = pathIn(dir, FILES[kind]);
    await store.write(paths[kind], content);
  };
  await write('report', renderStaffJson(out.report));
  if (out.source)
    await write('html', renderHtml(out.report.result, { source: out.source, otherPairs: HTML_OTHER_PAIRS }));
  await write('snapshot', encodeSnapshot(toStudentCopy(out.snapshot)));
  await write('memory', renderRescanMemory(out.memory));
  await write('state', encodeSnapshot(out.snapshot));
  return paths;
}
