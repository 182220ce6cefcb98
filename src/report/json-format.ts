// What every JSON report shares (compare and check, the staff report, the pull-request report): the format's
// version, bumped when a field changes meaning or goes away, not when one is added (each has a JSON Schema in
// schema/); and how the reports of a whole result show its files and pairs, lines 1-based as people count them.
import type { CheckResult, FileSummary, FragmentSide } from '../check/types.js';
import { cellsOf, toHumanCells, toHumanLines, toHumanPlace } from './lines.js';

export const JSON_FORMAT_VERSION = 1;

/** A file's summary with its starter lines and notebook cells 1-based. */
export function toJsonFile({ starterLines, cells, ...file }: FileSummary) {
  return {
    ...file,
    ...(starterLines ? { starterLines: starterLines.map(toHumanLines) } : {}),
    ...(cells ? { cells: toHumanCells(cells) } : {}),
  };
}

/**
 * `result`'s pairs, each fragment's sides as their file, 1-based lines (cell and line in a notebook) and
 * tokens, with the link `linkOf` gives a side when it gives one.
 */
export function toJsonPairs(
  result: Pick<CheckResult, 'submissions' | 'pairs'>,
  linkOf?: (submission: string, side: FragmentSide) => string | undefined,
) {
  const cells = cellsOf(result.submissions);
  const side = (name: string, s: FragmentSide) => {
    const link = linkOf?.(name, s);
    return {
      file: s.file,
      ...toHumanPlace(s.lines, cells(name, s.file)),
      tokens: s.tokens,
      ...(link === undefined ? {} : { link }),
    };
  };
  return result.pairs.map((pair) => ({
    ...pair,
    fragments: pair.fragments.map((fragment) => ({
      a: side(pair.a, fragment.a),
      b: side(pair.b, fragment.b),
    })),
  }));
}
