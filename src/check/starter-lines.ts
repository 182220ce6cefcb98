// Which lines of a file are starter code, for reports that show the code. Read off the engine's per-token
// starter marks and the tokens' lines; it decides nothing about scores (the engine already did).
import { endLineOf, startLineOf, tokensOf, type TokenLines } from '../engine/token-lines.js';
import type { LineRange } from '../engine/types.js';

const STARTER = 1;
const OWN = 2;

/**
 * The lines whose tokens are all starter code, as sorted, disjoint ranges. Lines without tokens (blank lines,
 * comments) count as starter when starter lines stand on both sides of them. Empty when nothing is marked.
 */
export function toStarterLines(boilerplate: Uint8Array | undefined, lines: TokenLines): LineRange[] {
  if (!boilerplate) return [];
  const tokens = tokensOf(lines);
  // The greatest end line: a front end may have put statements in another order than their lines'.
  let lastLine = 0;
  for (let t = 0; t < tokens; t++) lastLine = Math.max(lastLine, endLineOf(lines, t));
  const state = new Uint8Array(lastLine + 1); // 0: no token on the line
  for (let t = 0; t < tokens; t++) {
    const mark = boilerplate[t] === 1 ? STARTER : OWN;
    for (let line = startLineOf(lines, t); line <= endLineOf(lines, t); line++)
      state[line] = Math.max(state[line]!, mark);
  }
  const ranges: LineRange[] = [];
  let open: number | undefined;
  let lastStarter = -1;
  for (let line = 0; line < state.length; line++) {
    if (state[line] === STARTER) {
      if (open === undefined) open = line;
      lastStarter = line;
    } else if (state[line] === OWN && open !== undefined) {
      ranges.push({ start: open, end: lastStarter + 1 });
      open = undefined;
    }
  }
  if (open !== undefined) ranges.push({ start: open, end: lastStarter + 1 });
  return ranges;
}
