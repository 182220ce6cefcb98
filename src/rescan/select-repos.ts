// Which repositories of an organization are the submissions of one assignment: those whose name has the
// assignment's prefix (Classroom's `<assignment>-<username>`, Classroom 50's
// `<classroom>-<assignment>-<username>`), match a regular expression, carry a topic, or are named in a list.
// Archived repositories, template repositories and the starter repository are never submissions. Pure.
import { compareText } from '../engine/compare-text.js';
import type { CourseRepo } from '../github/course-host.js';

export type RepoFilter =
  | { readonly kind: 'prefix'; readonly prefix: string }
  | { readonly kind: 'pattern'; readonly pattern: RegExp }
  | { readonly kind: 'topic'; readonly topic: string }
  | { readonly kind: 'list'; readonly names: readonly string[] };

export interface RepoSelection {
  readonly org: string;
  readonly filter: RepoFilter;
  /** The starter (template) repository's name: boilerplate, not a submission. */
  readonly starterRepo?: string | undefined;
}

export type ExclusionReason = 'archived' | 'template' | 'starter';

export interface SelectedRepos {
  /** Sorted by name (case-insensitive, then code units), so every run and shard sees one order. */
  readonly repos: readonly CourseRepo[];
  /** Repositories the filter matched that are not submissions, with why. */
  readonly excluded: readonly { readonly name: string; readonly reason: ExclusionReason }[];
  /** Names from a list that the organization does not have. */
  readonly missing: readonly string[];
}

/** The submissions among `all` (one organization's repositories). */
export function selectRepos(all: readonly CourseRepo[], selection: RepoSelection): SelectedRepos {
  const { filter } = selection;
  const starter = selection.starterRepo?.toLowerCase();
  const listed = filter.kind === 'list' ? new Set(filter.names.map((name) => name.toLowerCase())) : undefined;
  const repos: CourseRepo[] = [];
  const excluded: { name: string; reason: ExclusionReason }[] = [];
  for (const repo of [...all].sort(byName)) {
    if (!matches(repo, filter, listed)) continue;
    const reason: ExclusionReason | undefined =
      repo.name.toLowerCase() === starter
        ? 'starter'
        : repo.isTemplate
          ? 'template'
          : repo.archived
            ? 'archived'
            : undefined;
    if (reason) excluded.push({ name: repo.name, reason });
    else repos.push(repo);
  }
  const found = new Set(all.map((repo) => repo.name.toLowerCase()));
  const missing = filter.kind === 'list' ? filter.names.filter((name) => !found.has(name.toLowerCase())) : [];
  return { repos, excluded, missing };
}

function matches(repo: CourseRepo, filter: RepoFilter, listed: ReadonlySet<string> | undefined): boolean {
  const name = repo.name.toLowerCase();
  switch (filter.kind) {
    case 'prefix':
      return name.startsWith(filter.prefix.toLowerCase()) && name.length > filter.prefix.length;
    case 'pattern':
      return filter.pattern.test(repo.name);
    case 'topic':
      return repo.topics.some((topic) => topic.toLowerCase() === filter.topic.toLowerCase());
    case 'list':
      return listed!.has(name);
  }
}

function byName(x: CourseRepo, y: CourseRepo): number {
  const a = x.name.toLowerCase();
  const b = y.name.toLowerCase();
  return compareText(a, b) || compareText(x.name, y.name);
}

/** "course: repositories named hw1-*", for reports. */
export function describeSelection(selection: RepoSelection): string {
  const { filter } = selection;
  switch (filter.kind) {
    case 'prefix':
      return `${selection.org}: repositories named ${filter.prefix}*`;
    case 'pattern':
      return `${selection.org}: repositories matching /${filter.pattern.source}/`;
    case 'topic':
      return `${selection.org}: repositories with the topic ${filter.topic}`;
    case 'list':
      return `${selection.org}: ${filter.names.length} repositories from a list`;
  }
}

/** The names in a list file: one a line, `owner/name` or `name`; blank lines and `#` comments ignored. */
export function parseRepoList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '')
    .map((line) => line.slice(line.lastIndexOf('/') + 1));
}
