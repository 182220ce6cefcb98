// Reads a Jupyter notebook (.ipynb, nbformat 4) as what a student wrote: the code cells only (not outputs,
// not markdown), in the kernel's language, each code line tied to the line of the .ipynb file that holds
// it, so that every fragment points at the notebook's own lines. Pure; never throws.
import { lineOf, startsOfLines } from './line-starts.js';
import type { LanguageId } from './types.js';

/** A notebook's code, one string per code line, with where each line sits. */
export interface NotebookCode {
  /** The kernel's language name as the notebook says it ('python', 'R', 'julia'), lower case. */
  readonly kernel: string;
  /** The code cells joined, one blank line between cells. */
  readonly text: string;
  /** For each line of `text`: the 0-based line of the .ipynb file it comes from. */
  readonly fileLines: readonly number[];
  /** For each line of `text`: its 1-based code cell number, 0 for the lines between cells. */
  readonly cells: readonly number[];
  readonly codeCells: number;
  /** Where each non-empty code cell sits in the .ipynb file, in file order. */
  readonly cellLines: readonly NotebookCellLines[];
}

/**
 * One code cell's place in the .ipynb file: cell `cell` (1-based, counted from the top with markdown cells,
 * as people count them scrolling the notebook) holds the file's 0-based lines [start, end), its line n on
 * file line start + n - 1 (a cell whose source is one JSON string sits on one file line).
 */
export interface NotebookCellLines {
  readonly cell: number;
  readonly start: number;
  readonly end: number;
}

interface RawCell {
  readonly cell_type?: unknown;
  readonly source?: unknown;
}

/** The code of `json`, a notebook's text; undefined when it is not a notebook with a cell list. */
export function readNotebook(json: string): NotebookCode | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('cells' in parsed) || !Array.isArray(parsed.cells)) {
    return undefined;
  }
  const cells = parsed.cells as readonly RawCell[];
  const positions = locateSources(json, cells.length);
  const lines: string[] = [];
  const fileLines: number[] = [];
  const cellOf: number[] = [];
  const cellLines: NotebookCellLines[] = [];
  let codeCells = 0;
  cells.forEach((cell, index) => {
    if (cell?.cell_type !== 'code') return;
    const pieces = sourcePieces(cell.source);
    const located = positions[index];
    const sameAsFile = located !== undefined && located.length === pieces.length;
    codeCells++;
    if (lines.length > 0) {
      lines.push('');
      fileLines.push(fileLines[fileLines.length - 1] ?? 0);
      cellOf.push(0);
    }
    const first = fileLines.length;
    pieces.forEach((piece, p) => {
      const fileLine = sameAsFile ? located[p]! : (located?.[0] ?? 0);
      for (const line of piece.replace(/\n$/, '').split('\n')) {
        lines.push(line);
        fileLines.push(fileLine);
        cellOf.push(codeCells);
      }
    });
    const own = fileLines.slice(first);
    if (own.length > 0) cellLines.push({ cell: index + 1, start: own[0]!, end: own[own.length - 1]! + 1 });
  });
  const text = lines.join('\n') + '\n';
  return { kernel: kernelOf(parsed), text, fileLines, cells: cellOf, codeCells, cellLines };
}

/** The LanguageId a kernel name stands for, or undefined for a kernel without a front end here. */
export function toKernelLanguage(
  kernel: string,
  parse: (name: string) => LanguageId | undefined,
): LanguageId | undefined {
  return parse(kernel) ?? (kernel.startsWith('python') ? 'python' : undefined);
}

function kernelOf(notebook: object): string {
  const metadata = 'metadata' in notebook ? notebook.metadata : undefined;
  if (typeof metadata !== 'object' || metadata === null) return 'python';
  const spec = 'kernelspec' in metadata ? metadata.kernelspec : undefined;
  const info = 'language_info' in metadata ? metadata.language_info : undefined;
  const fromSpec =
    typeof spec === 'object' && spec !== null && 'language' in spec ? spec.language : undefined;
  const fromInfo = typeof info === 'object' && info !== null && 'name' in info ? info.name : undefined;
  const name = typeof fromSpec === 'string' ? fromSpec : typeof fromInfo === 'string' ? fromInfo : 'python';
  return name.toLowerCase();
}

function sourcePieces(source: unknown): string[] {
  if (typeof source === 'string') return [source];
  if (Array.isArray(source)) return source.filter((piece): piece is string => typeof piece === 'string');
  return [];
}

/**
 * For each cell in order, the 0-based file line of each string of its "source" value. Cells' keys come in
 * nbformat's sorted order, so a cell's outputs sit before its source: the key itself is the anchor. An
 * escaped key inside an output's text (\"source\") is never taken for one.
 */
function locateSources(json: string, cellCount: number): (number[] | undefined)[] {
  const found: (number[] | undefined)[] = [];
  const key = /(?<!\\)"source"\s*:\s*/g;
  const lineStarts = startsOfLines(json);
  while (found.length < cellCount && key.exec(json) !== null) {
    const offsets: number[] = [];
    let p = key.lastIndex;
    if (json[p] === '"') offsets.push(p);
    else if (json[p] === '[') {
      p++;
      for (;;) {
        while (p < json.length && /[\s,]/.test(json[p]!)) p++;
        if (json[p] !== '"') break;
        offsets.push(p);
        p = stringEnd(json, p);
      }
    }
    found.push(offsets.map((offset) => lineOf(lineStarts, offset)));
    key.lastIndex = Math.max(key.lastIndex, p);
  }
  return found;
}

/** The offset just past the JSON string that starts at `start` (its opening quote). */
function stringEnd(json: string, start: number): number {
  let p = start + 1;
  while (p < json.length && json[p] !== '"') p += json[p] === '\\' ? 2 : 1;
  return p + 1;
}
