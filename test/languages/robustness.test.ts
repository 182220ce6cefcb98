import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/languages/registry.js';
import { tokenSpellings } from '../../src/languages/token-spellings.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';

/** Pieces that exercise every lexer state: quotes, prefixes, comment markers, braces, odd characters. */
const fragments = [
  '"',
  "'",
  '`',
  '"""',
  "'''",
  '\\',
  '\n',
  '\r\n',
  '\r',
  '\t',
  ' ',
  '/*',
  '*/',
  '//',
  '#',
  '#include',
  '#if',
  '#if 0\n',
  '#endif',
  '#else',
  '${',
  '$',
  '{',
  '}',
  '{{',
  '@"',
  '$"',
  '$@"',
  'r#"',
  '"#',
  'R"x(',
  ')x"',
  'r',
  'b',
  'f',
  'u8',
  'f"',
  "b'",
  "'a",
  '<',
  '>',
  '</',
  '/>',
  '<>',
  '<div>',
  '</div>',
  '/',
  '/a/g',
  'x',
  'if',
  'return',
  'import',
  'from',
  'export',
  'package',
  'using',
  'use',
  'this.',
  'this->',
  'int',
  'long',
  '1',
  '0x',
  '.5e+',
  "1'0",
  '(',
  ')',
  '[',
  ']',
  ':',
  ';',
  '=',
  '\uD800',
  '\uDC00',
  '\u{1F600}',
  '\u00a0',
  '\u0000',
  '\u2028',
  '    ',
  '\\\n',
];

const sourceText = fc.oneof(
  fc.string({
    unit: fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...fragments), fc.string()),
    maxLength: 80,
  }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

// Front ends that put independent statements in a canonical order (normalize-statements.ts): their tokens
// keep their own spans, so spans are ordered only once sorted.
const REORDERING = new Set(['java', 'c', 'cpp']);

/** Failures of the TokenSequence contract for `text`, as readable messages. */
function contractViolations(frontEnd: LanguageFrontEnd, text: string): string[] {
  const { ids, spans } = frontEnd.tokenize(text);
  if (spans.length !== ids.length * 4) return [`${spans.length} spans for ${ids.length} tokens`];
  const lines = text.split('\n').map((line) => line.length);
  const problems: string[] = [];
  const order = Array.from(ids, (_, i) => i);
  if (REORDERING.has(frontEnd.id))
    order.sort((a, b) => spans[4 * a]! - spans[4 * b]! || spans[4 * a + 1]! - spans[4 * b + 1]!);
  let previous: [number, number] = [0, 0];
  for (const i of order) {
    const [sl = 0, sc = 0, el = 0, ec = 0] = spans.subarray(i * 4, i * 4 + 4);
    if (sl < previous[0] || (sl === previous[0] && sc < previous[1]))
      problems.push(`token ${i} starts before the last`);
    if (el < sl || (el === sl && ec < sc)) problems.push(`token ${i} ends before it starts`);
    if (sc > (lines[sl] ?? -1) || ec > (lines[el] ?? -1)) problems.push(`token ${i} is outside the text`);
    previous = [sl, sc];
  }
  return problems;
}

/** Whether `frontEnd` lexes `text` translated (languages/translated-text.ts) rather than as written. */
function readsTranslated(frontEnd: LanguageFrontEnd, text: string): boolean {
  const spaceToIt = frontEnd.id === 'javascript' || frontEnd.id === 'typescript';
  return (
    (!spaceToIt && text.includes('\ufeff')) || (frontEnd.id === 'java' && /\\u+[0-9a-fA-F]{4}/.test(text))
  );
}

describe('every front end on any input', () => {
  for (const frontEnd of languages) {
    it(`${frontEnd.id} never throws and keeps spans ordered (once sorted, if it reorders) and inside the text`, () => {
      fc.assert(
        fc.property(sourceText, (text) => {
          expect(contractViolations(frontEnd, text)).toEqual([]);
        }),
        { numRuns: 400 },
      );
    });
  }

  it("gives each token the spelling that working it out again from the token's span gives", () => {
    fc.assert(
      fc.property(sourceText, (text) => {
        for (const frontEnd of languages) {
          // A front end that reads other text than the file's (U+FEFF dropped, Java's escapes translated)
          // spells a token as it read it, not as its span shows it: zero-width-no-break-space.test.ts.
          if (readsTranslated(frontEnd, text)) continue;
          const tokens = frontEnd.tokenize(text);
          expect([frontEnd.id, tokens.spellings]).toEqual([frontEnd.id, tokenSpellings(text, tokens)]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(sourceText, (text) => {
        for (const frontEnd of languages) {
          expect(Array.from(frontEnd.tokenize(text).ids)).toEqual(Array.from(frontEnd.tokenize(text).ids));
        }
      }),
      { numRuns: 50 },
    );
  });
});
