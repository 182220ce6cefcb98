// The options `compare` and `check` share: how to fingerprint, what to report, how to fail. Parsed once,
// validated together, with messages that say what was expected and what came in.
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckSettings } from '../check/types.js';
import { DEFAULT_MAX_TOKENS } from '../check/prepare-files.js';
import { parseLanguageId } from '../languages/registry.js';
import type { PathGlobs } from '../sources/path-globs.js';
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
  top: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
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
  /** Pairs listed by the text table. */
  readonly top: number;
  /** --include and --exclude. */
  readonly globs: PathGlobs;
  /** List every file not compared on stderr, not only the count per reason. */
  readonly verbose: boolean;
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
  readonly top?: string | undefined;
  readonly include?: string[] | undefined;
  readonly exclude?: string[] | undefined;
  readonly 'max-tokens'?: string | undefined;
  readonly verbose?: boolean | undefined;
}

export function parseCheckOptions(raw: RawCheckOptions): CheckOptions {
  const language = raw.language === undefined ? undefined : parseLanguageId(raw.language);
  if (raw.language !== undefined && language === undefined) {
    throw new UsageError(`--language: unknown language '${raw.language}'`);
  }
  const format = raw.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'csv') {
    throw new UsageError(`--format: expected text, json or csv, got '${format}'`);
  }
  const settings: CheckSettings = {
    k: integer('-k', raw.k, DEFAULT_SETTINGS.k, 1, 200),
    w: integer('-w', raw.w, DEFAULT_SETTINGS.w, 1, 200),
    maxShare: share('--max-share', raw['max-share'], DEFAULT_SETTINGS.maxShare),
    minSimilarity: share('--min-similarity', raw['min-similarity'], DEFAULT_SETTINGS.minSimilarity),
    threshold: share('--threshold', raw.threshold, DEFAULT_SETTINGS.threshold),
    longFragment: integer(
      '--long-fragment',
      raw['long-fragment'],
      DEFAULT_SETTINGS.longFragment,
      1,
      1_000_000,
    ),
    language,
    maxTokens: integer('--max-tokens', raw['max-tokens'], DEFAULT_MAX_TOKENS, 100, 100_000_000),
  };
  return {
    settings,
    base: raw.base ?? [],
    format,
    failAbove: raw['fail-above'] === undefined ? undefined : share('--fail-above', raw['fail-above'], 1),
    output: raw.output,
    html: raw.html,
    top: integer('--top', raw.top, 25, 1, 1_000_000),
    globs: toPathGlobs(raw),
    verbose: raw.verbose === true,
  };
}

export function integer(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${name}: expected a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}

// A share is 0..1; "80%" and "80" (read as percent when above 1) are accepted too.
function share(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  let value = Number(percent ? trimmed.slice(0, -1) : trimmed);
  if (percent || value > 1) value /= 100;
  if (trimmed === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`${name}: expected a share from 0 to 1 (or a percentage), got '${text}'`);
  }
  return value;
}
