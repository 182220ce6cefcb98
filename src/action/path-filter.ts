// Which of the PR's files are checked, and as which language: include/exclude globs (minimatch), the
// language overrides, and the folders a submission walk leaves out (dependencies, build output, hidden).
import { isSourcePath } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import { excludedByGlobs, includesLeftOut, matchesGlob } from '../sources/path-globs.js';
import { NOT_SOURCE_DETAIL } from '../sources/read-submission.js';
import { leftOutFolderDetail, leftOutFolderOf } from '../sources/walk-submission.js';
import type { LanguageOverride } from './inputs.js';

export interface PathRules {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly languages: readonly LanguageOverride[];
}

/** Why a path is not checked, or undefined when it is. */
export type PathVerdict =
  /** `language` is the languages input's override; absent, the name or the content decides (resolveLanguage). */
  | { readonly checked: true; readonly language?: LanguageId | undefined }
  | { readonly checked: false; readonly detail: string };

/** Decides one path (relative to the repository root, '/' separators). */
export function judgePath(path: string, rules: PathRules): PathVerdict {
  const ignored = leftOutFolderOf(path);
  if (ignored !== undefined && !includesLeftOut(path, ignored, rules))
    return { checked: false, detail: leftOutFolderDetail(ignored) };
  const excluded = excludedByGlobs(path, rules);
  if (excluded !== undefined) return { checked: false, detail: excluded };
  const override = rules.languages.find((rule) => matchesGlob(path, rule.pattern))?.language;
  if (override === undefined && !isSourcePath(path)) return { checked: false, detail: NOT_SOURCE_DETAIL };
  return { checked: true, language: override };
}
