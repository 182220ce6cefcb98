// The one parser of settings values, as the CLI's options and the action's inputs both use it: shares are
// 0.5 or 50%, a bare number above 1 is refused as ambiguous, blanks and stray spaces are handled alike, and
// every problem is collected with what was expected and what came in.
import { describe, expect, it } from 'vitest';
import {
  parseChoice,
  parseShare,
  parseSwitch,
  parseWholeNumber,
  type Problems,
} from '../../src/check/parse-option-values.js';

function share(text: string | undefined): { value: number; problems: Problems } {
  const problems: Problems = [];
  return { value: parseShare('--threshold', text, 0.5, problems), problems };
}

describe('parseShare', () => {
  it('reads a share from 0 to 1 and a percentage alike, spaces around them allowed', () => {
    for (const [text, value] of [
      ['0.5', 0.5],
      ['50%', 0.5],
      [' 50% ', 0.5],
      ['0', 0],
      ['1', 1],
      ['100%', 1],
      ['0.25', 0.25],
      ['2%', 0.02],
      ['1.01%', 0.0101],
    ] as const) {
      expect(share(text), text).toEqual({ value, problems: [] });
    }
    expect(share(undefined)).toEqual({ value: 0.5, problems: [] });
  });

  it('refuses a bare number above 1 as ambiguous, saying how to write either meaning', () => {
    expect(share('2')).toEqual({
      value: 0.5,
      problems: [
        "--threshold: expected a share from 0 to 1 or a percentage such as 40%, got '2' (a bare number above 1 is ambiguous: write 2% or 0.02)",
      ],
    });
    expect(share('1.01').problems).toEqual([
      "--threshold: expected a share from 0 to 1 or a percentage such as 40%, got '1.01' (a bare number above 1 is ambiguous: write 1.01% or 0.0101)",
    ]);
    expect(share('50').problems[0]).toContain('write 50% or 0.5');
  });

  it('refuses blanks, words, negative and too large values', () => {
    for (const text of [
      '',
      ' ',
      '%',
      'high',
      '-0.1',
      '101%',
      '250',
      'NaN',
      'Infinity',
      '0x1',
      '1e-1',
      '5 %x',
    ])
      expect(share(text).problems, text).toEqual([
        expect.stringMatching(
          new RegExp(
            `^--threshold: expected a share from 0 to 1 or a percentage such as 40%, got '${text.replace(/[%.]/g, '\\$&')}'`,
          ),
        ),
      ]);
  });

  it('puts what else is allowed before the share', () => {
    const problems: Problems = [];
    parseShare('fail-on', '150%', 1, problems, "'never' or ");
    expect(problems).toEqual([
      "fail-on: expected 'never' or a share from 0 to 1 or a percentage such as 40%, got '150%'",
    ]);
  });
});

describe('the other values', () => {
  it('reads whole numbers in a range, switches and choices, collecting every problem', () => {
    const problems: Problems = [];
    const range = { min: 1, max: 32, fallback: 4 };
    expect(parseWholeNumber('--concurrency', ' 8 ', range, problems)).toBe(8);
    expect(parseWholeNumber('--concurrency', undefined, range, problems)).toBe(4);
    expect(parseWholeNumber('--concurrency', '2.5', range, problems)).toBe(4);
    expect(parseWholeNumber('--concurrency', '', range, problems)).toBe(4);
    expect(parseSwitch('bot', 'Yes', false, problems)).toBe(true);
    expect(parseSwitch('bot', 'off', true, problems)).toBe(false);
    expect(parseSwitch('bot', 'maybe', true, problems)).toBe(true);
    const comment = { values: ['off', 'summary', 'fragments'], fallback: 'fragments' } as const;
    expect(parseChoice('comment', 'Summary', comment, problems)).toBe('summary');
    expect(parseChoice('comment', 'loud', { ...comment, note: ' (never full)' }, problems)).toBe('fragments');
    expect(problems).toEqual([
      "--concurrency: expected a whole number from 1 to 32, got '2.5'",
      "--concurrency: expected a whole number from 1 to 32, got ''",
      "bot: expected on or off, got 'maybe'",
      "comment: expected off, summary or fragments (never full), got 'loud'",
    ]);
  });
});
