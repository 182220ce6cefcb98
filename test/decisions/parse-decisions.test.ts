import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS_SCHEMA } from '../../src/check/decisions-schema.js';
import { DecisionsError, parseDecisions } from '../../src/check/parse-decisions.js';

const VALID = `# staff decisions
version: 1
groups:
  - members: [course/hw1-ana, course/hw1-ben]
    note: declared lab partners
pairs:
  - a: course/hw1-cy
    b: course/hw1-dee
    decision: dismissed
    note: both adapted the lecture's example
    by: tom
    at: 2026-11-24
    evidence:
      - a: src/Main.java:10-42
        b: "src/Main.java:12-44"
  - a: course/hw1-eve
    b: course/hw1-fay
    decision: confirmed
    note: same odd variable names
`;

function problemsOf(text: string): string {
  try {
    parseDecisions(text, 'decisions.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(DecisionsError);
    return (error as Error).message;
  }
  throw new Error('expected a DecisionsError');
}

describe('parseDecisions', () => {
  it('reads groups and pairs, lines of evidence 0-based and half-open', () => {
    expect(parseDecisions(VALID, 'decisions.yml')).toEqual({
      groups: [{ members: ['course/hw1-ana', 'course/hw1-ben'], note: 'declared lab partners' }],
      pairs: [
        {
          a: 'course/hw1-cy',
          b: 'course/hw1-dee',
          decision: 'dismissed',
          note: "both adapted the lecture's example",
          by: 'tom',
          at: '2026-11-24',
          evidence: [
            {
              a: { file: 'src/Main.java', lines: { start: 9, end: 42 } },
              b: { file: 'src/Main.java', lines: { start: 11, end: 44 } },
            },
          ],
        },
        { a: 'course/hw1-eve', b: 'course/hw1-fay', decision: 'confirmed', note: 'same odd variable names' },
      ],
    });
  });

  it('has no decisions in an empty file', () => {
    expect(parseDecisions('', 'd.yml')).toEqual({ groups: [], pairs: [] });
    expect(parseDecisions('# nothing yet\n', 'd.yml')).toEqual({ groups: [], pairs: [] });
  });

  it('reports every schema problem with its line and column', () => {
    const text = [
      'version: 1',
      'pairs:',
      '  - a: x',
      '    b: y',
      '    decision: forgiven',
      '    note: hm',
      '  - a: x',
      '    b: z',
      '    decision: allowed',
      '    colour: blue',
      '  - a: p',
      '    b: q',
      '    decision: dismissed',
      '    note: lecture code',
      '',
    ].join('\n');
    expect(problemsOf(text).split('\n')).toEqual([
      'decisions.yml:5:15: pairs.0.decision: expected one of allowed, dismissed, confirmed',
      "decisions.yml:7:5: pairs.1: missing field 'note'",
      "decisions.yml:10:5: pairs.1: unknown field 'colour'",
      "decisions.yml:11:5: pairs.2: missing field 'evidence'",
    ]);
  });

  it('reports YAML syntax errors, a pair decided twice, a pair of one submission and a bad version', () => {
    expect(problemsOf('version: 1\npairs: [\n')).toMatch(/^decisions\.yml:3:1: /);
    expect(problemsOf('version: 2\n')).toBe('decisions.yml:1:10: version: expected 1');
    const twice = [
      'version: 1',
      'pairs:',
      '  - { a: x, b: y, decision: allowed, note: partners }',
      '  - { a: y, b: x, decision: confirmed, note: copied }',
      '  - { a: z, b: z, decision: confirmed, note: oops }',
    ].join('\n');
    expect(problemsOf(twice).split('\n')).toEqual([
      'decisions.yml:4:5: the pair is decided already at pairs[0]',
      'decisions.yml:5:16: a and b are the same submission',
    ]);
    expect(
      problemsOf('version: 1\npairs:\n  - { a: x, b: y, decision: allowed, note: n, evidence: [] }\n'),
    ).toBe('decisions.yml:3:5: pairs.0: evidence is kept for dismissed pairs only');
    expect(
      problemsOf('version: 1\npairs:\n  - { a: x, b: y, decision: allowed, note: n, at: yesterday }\n'),
    ).toBe('decisions.yml:3:51: pairs.0.at: expected a date such as 2026-11-24 (or a date and time)');
  });

  it('validates against schema/decisions.schema.json, which is the schema the parser uses', () => {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../schema/decisions.schema.json'), 'utf8'),
    );
    expect(file).toEqual(DECISIONS_SCHEMA);
  });
});
