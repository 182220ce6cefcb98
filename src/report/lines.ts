// The one place where 0-based half-open line ranges become the 1-based inclusive lines people read, and
// where a notebook's lines become its cells' lines ("cell 3, lines 2–9").
import type { LineRange, NotebookCellLines, SubmissionSummary } from '../check/types.js';

/** A notebook's code cells on its lines; undefined for any other file. */
export type Cells = readonly NotebookCellLines[] | undefined;

/** A line of a notebook as people find it: the cell (counted from the top) and the 1-based line in it. */
export interface CellLine {
  readonly cell: number;
  readonly line: number;
}

/** "12–30" or "12" for a one-line range; in a notebook "cell 3, lines 2–9" or "cell 3 line 9 – cell 4 line 2". */
export function renderLines(range: LineRange, cells?: Cells): string {
  const inCells = toCellLines(range, cells);
  if (inCells !== undefined) return renderCellLines(inCells);
  const first = range.start + 1;
  const last = Math.max(first, range.end);
  return first === last ? `${first}` : `${first}–${last}`;
}

/** First and last 1-based line, for annotations. */
export function toHumanLines(range: LineRange): { startLine: number; endLine: number } {
  const startLine = range.start + 1;
  return { startLine, endLine: Math.max(startLine, range.end) };
}

/** toHumanLines, and in a notebook `cells`: the first and last line as cell and line in the cell. */
export function toHumanPlace(
  range: LineRange,
  cells?: Cells,
): { startLine: number; endLine: number; cells?: { start: CellLine; end: CellLine } } {
  const inCells = toCellLines(range, cells);
  return { ...toHumanLines(range), ...(inCells === undefined ? {} : { cells: inCells }) };
}

/** A notebook's cells as 1-based lines of the .ipynb file, for JSON. */
export function toHumanCells(
  cells: readonly NotebookCellLines[],
): { cell: number; startLine: number; endLine: number }[] {
  return cells.map((c) => ({ cell: c.cell, ...toHumanLines(c) }));
}

/** "lines 12–30", or "line 12" for a one-line range; in a notebook as renderLines says it. */
export function renderLineSpan(range: LineRange, cells?: Cells): string {
  if (toCellLines(range, cells) !== undefined) return renderLines(range, cells);
  const text = renderLines(range);
  return text.includes('–') ? `lines ${text}` : `line ${text}`;
}

/** "src/a.py:12–30", or "analysis.ipynb cell 3, lines 2–9" in a notebook. */
export function renderFileLines(file: string, range: LineRange, cells?: Cells): string {
  return toCellLines(range, cells) === undefined
    ? `${file}:${renderLines(range)}`
    : `${file} ${renderLines(range, cells)}`;
}

/** A range's first and last line as cell and line in the cell; undefined outside a notebook. */
export function toCellLines(range: LineRange, cells: Cells): { start: CellLine; end: CellLine } | undefined {
  if (cells === undefined || cells.length === 0) return undefined;
  return {
    start: toCellLine(range.start, cells),
    end: toCellLine(Math.max(range.start, range.end - 1), cells),
  };
}

/** The notebooks among `submissions`' files: their cells, by submission and path. */
export function cellsOf(
  submissions: readonly SubmissionSummary[],
): (submission: string, file: string) => Cells {
  const byFile = new Map<string, readonly NotebookCellLines[]>();
  for (const submission of submissions) {
    for (const file of submission.files) {
      if (file.cells !== undefined) byFile.set(`${submission.name}\u0000${file.path}`, file.cells);
    }
  }
  return (submission, file) => byFile.get(`${submission}\u0000${file}`);
}

/** The cell holding 0-based file line `line` (else the nearest before it) and its 1-based line in the cell. */
function toCellLine(line: number, cells: readonly NotebookCellLines[]): CellLine {
  let found = cells[0]!;
  for (const cell of cells) if (cell.start <= line) found = cell;
  const inCell = Math.min(Math.max(line, found.start), found.end - 1) - found.start;
  return { cell: found.cell, line: inCell + 1 };
}

function renderCellLines({ start, end }: { start: CellLine; end: CellLine }): string {
  if (start.cell !== end.cell)
    return `cell ${start.cell} line ${start.line} – cell ${end.cell} line ${end.line}`;
  return start.line === end.line
    ? `cell ${start.cell}, line ${start.line}`
    : `cell ${start.cell}, lines ${start.line}–${end.line}`;
}
