// Which of the PR's files are checked, and as which language: include/exclude globs (minimatch), the
// language overrides, and the folders a submission walk leaves out (dependencies, build output, hidden).
import { minimatch } from 'minimatch';
import { languageForPath } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import { isIgnoredFolderName } from '../sources/walk-submission.js';
import type { LanguageOverride } from './inputs.js';

export interface PathRules {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly languages: readonly LanguageOverride[];
}

/** Why a path is not checked, or undefined when it is. */
export type PathVerdict =
  | { readonly checked: true; readonly language: LanguageId }
  | { readonly checked: false; readonly detail: string };

/** Decides one path (relative to the repository root, '/' separators). */
export function judgePath(path: string, rules: PathRules): PathVerdict {
  const folders = path.split('/').slice(0, -1);
  const ignored = folders.find(isIgnoredFolderName);
  if (ignored !== undefined)
    return {
      checked: false,
      detail: `inside '${ignored}', a folder that never holds a student's own source`,
    };
  if (rules.include.length > 0 && !rules.include.some((glob) => matches(path, glob))) {
    return { checked: false, detail: 'matches no include glob' };
  }
  const excluded = rules.exclude.find((glob) => matches(path, glob));
  if (excluded !== undefined) return { checked: false, detail: `matches the exclude glob '${excluded}'` };
  const override = rules.languages.find((rule) => matches(path, rule.pattern))?.language;
  const frontEnd = languageForPath(path, override);
  if (!frontEnd)
    return {
      checked: false,
      detail: 'no language front end for this file name (choose one with the languages input)',
    };
  return { checked: true, language: frontEnd.id };
}

/** Like .gitignore: a glob without '/' matches a file's base name at any depth. */
function matches(path: string, glob: string): boolean {
  return minimatch(path, glob, { dot: true, matchBase: !glob.includes('/') });
}
