// The options `compare` and `check` share: how to fingerprint, what to report, how to fail. Parsed once by
// the values parser the action uses too (check/parse-option-values.ts), validated together: one usage error
// lists every problem, each saying what was expected and what came in.
import { parseChoice, parseShare, parseWholeNumber, type Problems } from '../check/parse-option-values.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckSettings } from '../check/types.js';
import { DEFAULT_MAX_TOKENS } from '../check/prepare-files.js';
import { parseLanguageId } from '../languages/registry.js';
import type { FlagRule } from '../snapshot/types.js';
import { DEFAULT_OTHER_PAIRS } from '../report/html/render-html.js';
import type { PathGlobs } from '../sources/path-globs.js';
import { defaultThreadCount } from './thread-starter.js';
import { UsageError } from './usage-error.js';

export type OutputFormat = 'text' | 'json' | 'csv';

/** --include and --exclude, on every command that reads submissions from disk. */
export const PATH_GLOB_OPTIONS = {
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
} as const;

/** The globs of --include and --exclude. */
export function toPathGlobs(raw: {
  include?: string[] | undefined;
  exclude?: string[] | undefined;
}): PathGlobs {
  return { include: raw.include ?? [], exclude: raw.exclude ?? [] };
}

export const CHECK_OPTIONS = {
  ...PATH_GLOB_OPTIONS,
  'max-tokens': { type: 'string' },
  verbose: { type: 'boolean' },
  base: { type: 'string', multiple: true },
  language: { type: 'string' },
  k: { type: 'string', short: 'k' },
  w: { type: 'string', short: 'w' },
  'max-share': { type: 'string' },
  'min-similarity': { type: 'string' },
  threshold: { type: 'string' },
  'long-fragment': { type: 'string' },
  'fail-above': { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string', short: 'o' },
  html: { type: 'string' },
  'html-pairs': { type: 'string' },
  top: { type: 'string' },
  decisions: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  threads: { type: 'string' },
} as const;

export interface CheckOptions {
  readonly settings: CheckSettings;
  readonly base: readonly string[];
  readonly format: OutputFormat;
  /** Exit 1 when a pair's similarity is above this. */
  readonly failAbove: number | undefined;
  /** Write the report here instead of stdout. */
  readonly output: string | undefined;
  /** Also write the HTML report (self-contained, side by side) to this file. */
  readonly html: string | undefined;
  /** Pairs not flagged whose code the HTML report includes too (the top ones); every flagged pair's always is. */
  readonly htmlPairs: number;
  /** Pairs listed by the text table. */
  readonly top: number;
  /** --include and --exclude. */
  readonly globs: PathGlobs;
  /** List every file not compared on stderr, not only the count per reason. */
  readonly verbose: boolean;
  /** The decisions file given (cli/load-decisions.ts reads it, or the default one). */
  readonly decisions: string | undefined;
  /** Threads tokenizing and fingerprinting (default: the machine's cores); the results never depend on it. */
  readonly threads: number;
}

export interface RawCheckOptions {
  readonly base?: string[] | undefined;
  readonly language?: string | undefined;
  readonly k?: string | undefined;
  readonly w?: string | undefined;
  readonly 'max-share'?: string | undefined;
  readonly 'min-similarity'?: string | undefined;
  readonly threshold?: string | undefined;
  readonly 'long-fragment'?: string | undefined;
  readonly 'fail-above'?: string | undefined;
  readonly format?: string | undefined;
  readonly output?: string | undefined;
  readonly html?: string | undefined;
  readonly 'html-pairs'?: string | undefined;
  readonly top?: string | undefined;
  readonly include?: string[] | undefined;
  readonly exclude?: string[] | undefined;
  readonly 'max-tokens'?: string | undefined;
  readonly verbose?: boolean | undefined;
  readonly decisions?: string | undefined;
  readonly threads?: string | undefined;
}

/** @throws UsageError listing every problem. */
export function parseCheckOptions(raw: RawCheckOptions): CheckOptions {
  const problems: Problems = [];
  const language = raw.language === undefined ? undefined : parseLanguageId(raw.language.trim());
  if (raw.language !== undefined && language === undefined)
    problems.push(`--language: unknown language '${raw.language}'`);
  const format = parseChoice(
    '--format',
    raw.format,
    { values: ['text', 'json', 'csv'], fallback: 'text' },
    problems,
  );
  const whole = (name: string, text: string | undefined, fallback: number, max: number) =>
    parseWholeNumber(name, text, { min: 1, max, fallback }, problems);
  const settings: CheckSettings = {
    k: whole('-k', raw.k, DEFAULT_SETTINGS.k, 200),
    w: whole('-w', raw.w, DEFAULT_SETTINGS.w, 200),
    maxShare: parseShare('--max-share', raw['max-share'], DEFAULT_SETTINGS.maxShare, problems),
    minSimilarity: parseShare(
      '--min-similarity',
      raw['min-similarity'],
      DEFAULT_SETTINGS.minSimilarity,
      problems,
    ),
    threshold: parseShare('--threshold', raw.threshold, DEFAULT_SETTINGS.threshold, problems),
    longFragment: whole('--long-fragment', raw['long-fragment'], DEFAULT_SETTINGS.longFragment, 1_000_000),
    language,
    maxTokens: integer('--max-tokens', raw['max-tokens'], DEFAULT_MAX_TOKENS, 100, 100_000_000),
  };
  const options: CheckOptions = {
    settings,
    base: raw.base ?? [],
    format,
    failAbove:
      raw['fail-above'] === undefined
        ? undefined
        : parseShare('--fail-above', raw['fail-above'], 1, problems),
    output: raw.output,
    html: raw.html,
    htmlPairs: parseWholeNumber(
      '--html-pairs',
      raw['html-pairs'],
      { min: 0, max: 1_000_000, fallback: DEFAULT_OTHER_PAIRS },
      problems,
    ),
    top: whole('--top', raw.top, 25, 1_000_000),
    globs: toPathGlobs(raw),
    verbose: raw.verbose === true,
    decisions: raw.decisions,
    threads: whole('--threads', raw.threads, defaultThreadCount(), 256),
  };
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return options;
}

/** A whole number from `min` to `max` (`fallback` when not given). @throws UsageError when it is not. */
export function integer(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const problems: Problems = [];
  const value = parseWholeNumber(name, text, { min, max, fallback }, problems);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return value;
}

/** The flag rule options given (--threshold, --long-fragment); those not given are left out. */
export function parseFlagRule(values: { threshold?: string; 'long-fragment'?: string }): Partial<FlagRule> {
  const given = { threshold: values.threshold, 'long-fragment': values['long-fragment'] };
  const { threshold, longFragment } = parseCheckOptions(given).settings;
  return {
    ...(values.threshold === undefined ? {} : { threshold }),
    ...(values['long-fragment'] === undefined ? {} : { longFragment }),
  };
}
