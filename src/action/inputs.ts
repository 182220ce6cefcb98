// Every input of action.yml, read once at the start of run() and parsed into one typed settings object.
// All inputs are validated together: one error lists every problem, each saying what was expected and what
// came in. Nothing here reads the environment itself: the caller passes core.getInput (or a fake).
import type { RepoRef } from '../github/github-client.js';
import { parseLanguageId } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import {
  parseChoice,
  parseShare,
  parseSwitch,
  parseWholeNumber,
  type Problems,
} from '../check/parse-option-values.js';
import { splitList } from './split-list.js';

/**
 * What the action does: `check` a pull request against the snapshot (a student repository's workflow),
 * `rescan` the course's repositories (the instructor's scheduled workflow; one shard of a matrix, or all),
 * or `merge` the shards of a matrix.
 */
export type ActionMode = 'check' | 'rescan' | 'merge';

/** How much the PR comment shows: nothing, scores only, this PR's matching lines, or also who matched. */
export type CommentMode = 'off' | 'summary' | 'fragments' | 'full';

export type SnapshotLocation =
  | { readonly kind: 'artifact'; readonly repo: RepoRef; readonly artifact: string }
  | { readonly kind: 'file'; readonly path: string };

/** Files matching `pattern` (a minimatch glob; without a '/' it matches the base name) are read as `language`. */
export interface LanguageOverride {
  readonly pattern: string;
  readonly language: LanguageId;
}

/** The settings of mode `check` (the rescan's are in rescan-inputs.ts). */
export interface ActionSettings {
  readonly mode: 'check';
  readonly snapshot: SnapshotLocation;
  /** Reads the snapshot's artifact; defaults to `githubToken`. */
  readonly snapshotToken: string;
  /** Lists the PR's files, comments, creates check runs. */
  readonly githubToken: string;
  /** Globs a PR file must match to be checked; empty: every file some language knows. */
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  /** Workspace paths (files or folders) holding starter code: never reported. */
  readonly starter: readonly string[];
  readonly languages: readonly LanguageOverride[];
  /** Matches below this similarity are not reported. */
  readonly minSimilarity: number;
  /** Fail the run when a match reaches this similarity; undefined: never. */
  readonly failOn: number | undefined;
  readonly comment: CommentMode;
  readonly annotations: boolean;
  readonly maxAnnotations: number;
}

export const DEFAULT_ARTIFACT_NAME = 'codewinnow-snapshot';
export const DEFAULT_MIN_SIMILARITY = 0.25;
export const DEFAULT_MAX_ANNOTATIONS = 50;

/** One or more inputs are invalid; the message lists all of them. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * Parses every input. `getInput` returns '' for an input that is not set (as core.getInput does).
 * @throws InputError listing every invalid input.
 */
export function parseInputs(getInput: (name: string) => string): ActionSettings {
  const input = (name: string) => getInput(name).trim();
  const given = (name: string) => input(name) || undefined;
  const problems: Problems = [];
  const githubToken = input('github-token');
  if (githubToken === '')
    problems.push("github-token: expected a token (the default is the job's own token), got nothing");
  const settings: ActionSettings = {
    mode: parseMode(input('mode'), problems),
    snapshot: parseSnapshot(input, problems),
    snapshotToken: input('snapshot-token') || githubToken,
    githubToken,
    include: splitList(input('include')),
    exclude: splitList(input('exclude')),
    starter: splitList(input('starter')),
    languages: parseLanguages(input('languages'), problems),
    minSimilarity: parseShare('min-similarity', given('min-similarity'), DEFAULT_MIN_SIMILARITY, problems),
    failOn: parseFailOn(input('fail-on'), problems),
    comment: parseChoice(
      'comment',
      given('comment'),
      { values: ['off', 'summary', 'fragments', 'full'], fallback: 'fragments' },
      problems,
    ),
    annotations: parseSwitch('annotations', given('annotations'), true, problems),
    maxAnnotations: parseWholeNumber(
      'max-annotations',
      given('max-annotations'),
      { min: 0, max: 1000, fallback: DEFAULT_MAX_ANNOTATIONS },
      problems,
    ),
  };
  if (problems.length > 0)
    throw new InputError(`invalid inputs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return settings;
}

/**
 * The mode input, read first: it decides which other inputs matter.
 * @throws InputError for anything but check, rescan or merge.
 */
export function parseActionMode(text: string): ActionMode {
  const value = text.trim().toLowerCase() || 'check';
  if (value === 'check' || value === 'rescan' || value === 'merge') return value;
  throw new InputError(`invalid inputs:\n  - mode: expected check, rescan or merge, got '${text.trim()}'`);
}

// run() dispatches rescan and merge before reading these inputs; anything else here is a mistake.
function parseMode(text: string, problems: Problems): 'check' {
  if (text !== '' && text !== 'check') problems.push(`mode: expected check, rescan or merge, got '${text}'`);
  return 'check';
}

function parseSnapshot(input: (name: string) => string, problems: Problems): SnapshotLocation {
  const path = input('snapshot-path');
  const repo = input('snapshot-repo');
  const artifact = input('snapshot-artifact') || DEFAULT_ARTIFACT_NAME;
  if (path !== '' && repo !== '') {
    problems.push(
      `snapshot-repo and snapshot-path: expected one of them, got both ('${repo}' and '${path}')`,
    );
  }
  if (path !== '') return { kind: 'file', path };
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(repo);
  if (!match) {
    problems.push(
      repo === ''
        ? 'snapshot-repo: expected owner/name of the repository whose artifact holds the snapshot (or set snapshot-path), got nothing'
        : `snapshot-repo: expected owner/name, got '${repo}'`,
    );
  }
  return { kind: 'artifact', repo: { owner: match?.[1] ?? '', repo: match?.[2] ?? '' }, artifact };
}

function parseLanguages(text: string, problems: Problems): LanguageOverride[] {
  const overrides: LanguageOverride[] = [];
  for (const entry of splitList(text)) {
    const equals = entry.lastIndexOf('=');
    const pattern = entry.slice(0, Math.max(equals, 0)).trim();
    const name = entry.slice(equals + 1).trim();
    const language = equals > 0 ? parseLanguageId(name) : undefined;
    if (equals <= 0 || pattern === '')
      problems.push(`languages: expected GLOB=LANGUAGE such as '*.h=cpp', got '${entry}'`);
    else if (language === undefined) problems.push(`languages: unknown language '${name}' in '${entry}'`);
    else overrides.push({ pattern, language });
  }
  return overrides;
}

/** `never` (or nothing): never fail; else a share. Both modes' inputs read it. */
export function parseFailOn(text: string, problems: Problems): number | undefined {
  if (text === '' || text.toLowerCase() === 'never') return undefined;
  return parseShare('fail-on', text, 1, problems, "'never' or ");
}
