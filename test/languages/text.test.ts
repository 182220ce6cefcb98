import { describe, expect, it } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import { text } from '../../src/languages/text.js';
import { idsOf, idsOfTexts, spansOf } from './token-texts.js';

describe('text', () => {
  it('keeps lower-cased words, folds numbers and drops punctuation', () => {
    expect(idsOf(text, 'The answer, in 2024, is 42.5 -- or 1,000!')).toEqual(
      idsOfTexts('the answer in $num is $num or $num'),
    );
  });

  it('treats letters beyond ASCII as word characters', () => {
    expect(idsOf(text, 'Ärger über Straße')).toEqual(['ärger', 'über', 'straße'].map(tokenId));
  });

  it('gives the same tokens whatever the layout and case', () => {
    expect(idsOf(text, 'Hello   World\n\nagain')).toEqual(idsOf(text, 'hello world again.'));
  });

  it('spans each word', () => {
    expect(spansOf(text, 'a\n  bc 12')).toEqual([
      [0, 0, 0, 1],
      [1, 2, 1, 4],
      [1, 5, 1, 7],
    ]);
  });
});
