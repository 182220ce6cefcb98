// The user's choice of files by glob (minimatch), as the action's include/exclude inputs and the CLI's
// --include/--exclude make it: a path is read when it matches an include glob (if any are given) and no
// exclude glob. Globs are matched against the path inside its submission, '/' separators.
import { minimatch } from 'minimatch';

export interface PathGlobs {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** Why the globs leave `path` out, or undefined when they keep it. */
export function excludedByGlobs(path: string, globs: PathGlobs): string | undefined {
  if (globs.include.length > 0 && !globs.include.some((glob) => matchesGlob(path, glob))) {
    return 'matches no include glob';
  }
  const excluded = globs.exclude.find((glob) => matchesGlob(path, glob));
  return excluded === undefined ? undefined : `matches the exclude glob '${excluded}'`;
}

/**
 * Whether an include glob asks for `path` inside the left-out folder `folder` (walk-submission.ts) by
 * naming that folder (`out/**`, `lib/build/*.java`): such a folder is read only when the user names it, so
 * that a glob for a kind of file (`*.java`) does not pull in build output or dependencies.
 */
export function includesLeftOut(path: string, folder: string, globs: PathGlobs): boolean {
  return globs.include.some((glob) => glob.split('/').includes(folder) && matchesGlob(path, glob));
}

/** Like .gitignore: a glob without '/' matches a file's base name at any depth; dot files too. */
export function matchesGlob(path: string, glob: string): boolean {
  return minimatch(path, glob, { dot: true, matchBase: !glob.includes('/') });
}
