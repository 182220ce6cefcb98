// Annotations on this PR's matching lines: one per fragment, best matches first, cut at a limit with the
// number that did not fit. Lines are the 1-based ones GitHub expects.
import { renderLineSpan, toHumanLines } from './lines.js';
import type { PullRequestReport } from './pull-request-report.js';
import { percent } from './render-text.js';

export type AnnotationLevel = 'notice' | 'warning' | 'failure';

export interface Annotation {
  /** This PR's file, relative to the repository root. */
  readonly path: string;
  /** 1-based, inclusive. */
  readonly startLine: number;
  readonly endLine: number;
  readonly level: AnnotationLevel;
  readonly title: string;
  readonly message: string;
}

export interface AnnotationList {
  readonly annotations: readonly Annotation[];
  /** Fragments left out by the limit. */
  readonly omitted: number;
}

/** At most `limit` annotations, in the report's order (best match first, then file and line). */
export function toAnnotations(report: PullRequestReport, limit: number): AnnotationList {
  const all: Annotation[] = [];
  for (const match of report.matches) {
    for (const fragment of match.fragments) {
      all.push({
        path: fragment.file,
        ...toHumanLines(fragment.lines),
        level: 'warning',
        title: `Similar to ${match.label} (${percent(match.similarity)})`,
        message:
          `${capitalize(renderLineSpan(fragment.lines, fragment.cells))} ${fragment.lines.end - fragment.lines.start > 1 ? 'match' : 'matches'} ${match.label}, ${fragment.other.file} ${renderLineSpan(fragment.other.lines, fragment.other.cells)}. ` +
          'This is a prompt for a look, not a verdict.',
      });
    }
  }
  const kept = all.slice(0, Math.max(0, limit));
  return { annotations: kept, omitted: all.length - kept.length };
}

/** The sentence for annotations that were left out. */
export function renderOmittedAnnotations(omitted: number, why: string): string {
  return `${omitted} more matching fragment${omitted === 1 ? ' was' : 's were'} not annotated (${why}); the job summary lists every match.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
