// `codewinnow review`: the flagged pairs staff have not decided yet (from the same inputs as compare, or a
// JSON report), and `review --decide A B KIND --note WHY` to record a decision in the decisions file,
// dated by the terminal's clock. A dismissal keeps the pair's fragments as its evidence, so it needs the pairs.
import { parseArgs } from 'node:util';
import { indexDecisions, type DecisionIndex } from '../check/apply-decisions.js';
import {
  DECISION_KINDS,
  NO_DECISIONS,
  type DecisionKind,
  type Decisions,
  type PairDecision,
} from '../check/decision-types.js';
import { parseDecisions } from '../check/parse-decisions.js';
import { pairKey } from '../check/pair-key.js';
import { recordDecision } from '../check/record-decision.js';
import { renderFileLines } from '../report/lines.js';
import { percent } from '../report/render-text.js';
import { createFileStore } from '../sources/create-file-store.js';
import {
  DecisionsFileMissingError,
  DEFAULT_DECISIONS_PATH,
  readDecisionsText,
} from '../sources/read-decisions-text.js';
import { CHECK_OPTIONS, parseCheckOptions, type CheckOptions } from './check-options.js';
import { compareInputs } from './compare-command.js';
import { REVIEW_HELP } from './help.js';
import { createProgress } from './progress.js';
import { readReportPairs, type ReportPair } from './read-report-pairs.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { writeDecisionsFile } from './write-decisions-file.js';

const OPTIONS = {
  ...CHECK_OPTIONS,
  each: { type: 'string', multiple: true },
  report: { type: 'string' },
  decide: { type: 'boolean' },
  note: { type: 'string' },
  by: { type: 'string' },
} as const;

interface Decide {
  readonly a: string;
  readonly b: string;
  readonly kind: DecisionKind;
  readonly note: string;
  readonly by: string | undefined;
}

/** Runs review; a decision is dated by the terminal's clock. */
export async function runReview(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  if (values.help) {
    terminal.stdout(REVIEW_HELP);
    return 0;
  }
  const options = parseCheckOptions(values);
  const decide = values.decide ? toDecide(positionals, values) : undefined;
  if (!decide && (values.note !== undefined || values.by !== undefined))
    throw new UsageError('--note and --by go with --decide A B KIND');
  const paths = decide ? positionals.slice(3) : positionals;
  const found = await readReviewed(options.decisions);
  const decisions = found ? parseDecisions(found.text, found.path) : NO_DECISIONS;
  const each = values.each ?? [];
  const pairs = await readPairs({ report: values.report, paths, each, options, decisions }, terminal);
  if (decide) return record(decide, { pairs, found, options, terminal });
  if (!pairs) throw new UsageError('review needs the pairs: the same inputs as compare, or --report FILE');
  terminal.stdout(renderUndecided(pairs, indexDecisions(decisions), found?.path));
  return 0;
}

function toDecide(positionals: readonly string[], values: { note?: string; by?: string }): Decide {
  const [a, b, kind] = positionals;
  if (a === undefined || b === undefined || kind === undefined)
    throw new UsageError('--decide needs a pair and a decision: --decide A B allowed|dismissed|confirmed');
  const known = DECISION_KINDS.find((k) => k === kind);
  if (known === undefined)
    throw new UsageError(`--decide: expected allowed, dismissed or confirmed, got '${kind}'`);
  if (a === b) throw new UsageError('--decide: A and B are the same submission');
  if (!values.note?.trim()) throw new UsageError('--decide needs --note "why", kept with the decision');
  return { a, b, kind: known, note: values.note.trim(), by: values.by };
}

async function readPairs(
  given: {
    readonly report: string | undefined;
    readonly paths: readonly string[];
    readonly each: readonly string[];
    readonly options: CheckOptions;
    readonly decisions: Decisions;
  },
  terminal: Terminal,
): Promise<readonly ReportPair[] | undefined> {
  const { report, paths, each, options, decisions } = given;
  if (report !== undefined) {
    if (paths.length + each.length > 0) throw new UsageError('give submissions or --report FILE, not both');
    return readReportPairs(report);
  }
  if (paths.length + each.length === 0) return undefined;
  const progress = createProgress(terminal, 'reading');
  const { result } = await compareInputs({ paths, each, options, decisions }, terminal, progress);
  progress.finish();
  return result.pairs;
}

/** The flagged pairs with no decision standing, ranked as given, with their fragments. */
export function renderUndecided(
  pairs: readonly ReportPair[],
  index: DecisionIndex,
  decisionsPath: string | undefined,
): string {
  const flagged = pairs.filter((pair) => pair.flagged);
  const open = flagged.flatMap((pair) => {
    const decision = index.decisionOf(pair);
    return !decision || decision.lifted ? [{ pair, lifted: decision?.lifted === true }] : [];
  });
  const from = decisionsPath === undefined ? 'no decisions file' : `decisions from ${decisionsPath}`;
  const lines = [`${open.length} of ${flagged.length} flagged pairs not decided (${from}).`];
  for (const [i, { pair, lifted }] of open.entries()) {
    lines.push('', `${i + 1}. ${percent(pair.similarity)}  ${pair.a}  ${pair.b}`);
    if (pair.reason) lines.push(`   ${pair.reason}`);
    if (lifted) lines.push('   dismissed before; a fragment has appeared since');
    for (const { a, b } of pair.fragments)
      lines.push(`   ${renderFileLines(a.file, a.lines)}  ↔  ${renderFileLines(b.file, b.lines)}`);
  }
  if (open.length > 0)
    lines.push(
      '',
      'Record a decision: codewinnow review --decide A B allowed|dismissed|confirmed --note "why" [--by NAME]',
      '(a dismissal with the same inputs, so that its fragments are kept as evidence)',
    );
  return lines.join('\n') + '\n';
}

async function record(
  decide: Decide,
  run: {
    readonly pairs: readonly ReportPair[] | undefined;
    /** The decisions file as read, if there is one. */
    readonly found: Awaited<ReturnType<typeof readDecisionsText>>;
    readonly options: CheckOptions;
    readonly terminal: Terminal;
  },
): Promise<number> {
  const key = pairKey(decide.a, decide.b);
  const pair = run.pairs?.find((p) => pairKey(p.a, p.b) === key);
  if (decide.kind === 'dismissed' && !pair) {
    throw new UsageError(
      run.pairs
        ? `--decide: ${decide.a} and ${decide.b} are not a pair of the inputs given`
        : "--decide dismissed keeps the pair's fragments: give the same inputs as compare, or --report FILE",
    );
  }
  const { found } = run;
  const path = found?.path ?? run.options.decisions ?? DEFAULT_DECISIONS_PATH;
  const decision: PairDecision = {
    // The pair's own order, so that its evidence's sides are a's and b's.
    a: pair?.a ?? decide.a,
    b: pair?.b ?? decide.b,
    decision: decide.kind,
    note: decide.note,
    ...(decide.by === undefined ? {} : { by: decide.by }),
    at: new Date(run.terminal.now()).toISOString().slice(0, 10),
    ...(decide.kind === 'dismissed' && pair ? { evidence: pair.fragments } : {}),
  };
  await writeDecisionsFile(path, recordDecision(found?.text ?? '', path, decision));
  if (run.pairs && !pair)
    run.terminal.stderr(`codewinnow: note: ${decide.a} and ${decide.b} are not a pair of the inputs given\n`);
  run.terminal.stderr(`codewinnow: ${decision.a} ↔ ${decision.b} recorded as ${decide.kind} in ${path}\n`);
  return 0;
}

// The decisions file review reads: as compare finds it, but one named and not made yet has no decisions
// (review --decide makes it).
async function readReviewed(path: string | undefined): ReturnType<typeof readDecisionsText> {
  try {
    return await readDecisionsText(createFileStore(), path);
  } catch (error) {
    if (error instanceof DecisionsFileMissingError) return undefined;
    throw error;
  }
}
