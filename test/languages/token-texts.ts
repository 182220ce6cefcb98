// Test helpers: expected ids from token texts, a front end's ids and spans as plain arrays, and whether two
// sources read alike.
import { expect } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';

/** Ids of the whitespace-separated token texts, e.g. idsOfTexts('$numtype $id = $num ;'). */
export function idsOfTexts(texts: string): number[] {
  return texts
    .split(/\s+/)
    .filter((text) => text.length > 0)
    .map(tokenId);
}

/** The ids `frontEnd` gives `source`. */
export function idsOf(frontEnd: LanguageFrontEnd, source: string): number[] {
  return Array.from(frontEnd.tokenize(source).ids);
}

/** Asserts that `frontEnd` reads sources `x` and `y` as the same tokens. */
export function sameTokens(frontEnd: LanguageFrontEnd, x: string, y: string): void {
  expect(idsOf(frontEnd, x)).toEqual(idsOf(frontEnd, y));
}

/** Asserts that `frontEnd` reads sources `x` and `y` as tokens that differ. */
export function differentTokens(frontEnd: LanguageFrontEnd, x: string, y: string): void {
  expect(idsOf(frontEnd, x)).not.toEqual(idsOf(frontEnd, y));
}

/** Spans as [startLine, startColumn, endLine, endColumn] per token. */
export function spansOf(frontEnd: LanguageFrontEnd, source: string): [number, number, number, number][] {
  const { spans } = frontEnd.tokenize(source);
  const result: [number, number, number, number][] = [];
  for (let i = 0; i + 3 < spans.length; i += 4) {
    result.push([spans[i] ?? -1, spans[i + 1] ?? -1, spans[i + 2] ?? -1, spans[i + 3] ?? -1]);
  }
  return result;
}
