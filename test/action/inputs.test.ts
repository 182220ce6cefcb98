import { describe, expect, it } from 'vitest';
import { InputError, parseInputs } from '../../src/action/inputs.js';

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';
const base = { 'github-token': 'ghs_job', 'snapshot-repo': 'staff/cs101' };

describe('parseInputs', () => {
  it('fills in the defaults', () => {
    expect(parseInputs(reader(base))).toEqual({
      mode: 'check',
      snapshot: {
        kind: 'artifact',
        repo: { owner: 'staff', repo: 'cs101' },
        artifact: 'codewinnow-snapshot',
      },
      snapshotToken: 'ghs_job',
      githubToken: 'ghs_job',
      include: [],
      exclude: [],
      starter: [],
      languages: [],
      minSimilarity: 0.25,
      failOn: undefined,
      comment: 'fragments',
      annotations: true,
      maxAnnotations: 50,
    });
  });

  it('reads every input', () => {
    const settings = parseInputs(
      reader({
        ...base,
        'snapshot-artifact': 'a3-snapshot',
        'snapshot-token': 'github_pat_x',
        include: 'src/**\n**/*.{h,c}',
        exclude: '**/test/**, vendor/**',
        starter: 'starter',
        languages: '*.h=cpp, *.txt = text',
        'min-similarity': '25%',
        'fail-on': '0.6',
        comment: 'full',
        annotations: 'off',
        'max-annotations': '200',
      }),
    );
    expect(settings).toMatchObject({
      snapshot: { kind: 'artifact', artifact: 'a3-snapshot' },
      snapshotToken: 'github_pat_x',
      include: ['src/**', '**/*.{h,c}'],
      exclude: ['**/test/**', 'vendor/**'],
      starter: ['starter'],
      languages: [
        { pattern: '*.h', language: 'cpp' },
        { pattern: '*.txt', language: 'text' },
      ],
      minSimilarity: 0.25,
      failOn: 0.6,
      comment: 'full',
      annotations: false,
      maxAnnotations: 200,
    });
  });

  it('takes a local snapshot file instead of an artifact', () => {
    const settings = parseInputs(reader({ 'github-token': 't', 'snapshot-path': 'course.cwsnap' }));
    expect(settings.snapshot).toEqual({ kind: 'file', path: 'course.cwsnap' });
  });

  it('lists every problem at once, saying what was expected and what came in', () => {
    const inputs = reader({
      'snapshot-repo': 'not a repo',
      'snapshot-path': 'x.cwsnap',
      languages: '*.h=klingon, oops',
      'min-similarity': 'lots',
      'fail-on': '150%',
      comment: 'loud',
      annotations: 'maybe',
      'max-annotations': '-1',
      mode: 'sideways',
    });
    expect(() => parseInputs(inputs)).toThrow(InputError);
    expect(() => parseInputs(inputs)).toThrow(
      [
        'invalid inputs:',
        "  - github-token: expected a token (the default is the job's own token), got nothing",
        "  - mode: expected check, rescan or merge, got 'sideways'",
        "  - snapshot-repo and snapshot-path: expected one of them, got both ('not a repo' and 'x.cwsnap')",
        "  - languages: unknown language 'klingon' in '*.h=klingon'",
        "  - languages: expected GLOB=LANGUAGE such as '*.h=cpp', got 'oops'",
        "  - min-similarity: expected a share from 0 to 1 or a percentage such as 40%, got 'lots'",
        "  - fail-on: expected 'never' or a share from 0 to 1 or a percentage such as 40%, got '150%'",
        "  - comment: expected off, summary, fragments or full, got 'loud'",
        "  - annotations: expected on or off, got 'maybe'",
        "  - max-annotations: expected a whole number from 0 to 1000, got '-1'",
      ].join('\n'),
    );
  });

  it('wants a snapshot from somewhere', () => {
    expect(() => parseInputs(reader({ 'github-token': 't' }))).toThrow(
      /snapshot-repo: expected owner\/name .* got nothing/,
    );
  });

  it('reads fail-on never as no threshold', () => {
    expect(parseInputs(reader({ ...base, 'fail-on': 'never' })).failOn).toBeUndefined();
  });

  it('reads 0.3 and 30% alike, and refuses a bare 30 as ambiguous', () => {
    expect(parseInputs(reader({ ...base, 'min-similarity': '0.3' })).minSimilarity).toBe(0.3);
    expect(parseInputs(reader({ ...base, 'min-similarity': '30%' })).minSimilarity).toBe(0.3);
    expect(() => parseInputs(reader({ ...base, 'min-similarity': '30' }))).toThrow(
      new InputError(
        "invalid inputs:\n  - min-similarity: expected a share from 0 to 1 or a percentage such as 40%, got '30' (a bare number above 1 is ambiguous: write 30% or 0.3)",
      ),
    );
  });
});
