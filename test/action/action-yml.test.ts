// action.yml and the code agree: every input it documents is read by parseInputs (and nothing else is),
// its defaults are the code's defaults, every output is set, and it runs on node24 from dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';
import { parseRescanInputs } from '../../src/action/rescan-inputs.js';

const yml = readFileSync(join(import.meta.dirname, '..', '..', 'action.yml'), 'utf8');

/** The names and defaults of a top-level section's entries (this file's simple YAML, not YAML in general). */
function entries(section: string): Map<string, string | undefined> {
  const body = yml.split(new RegExp(`^${section}:\\n`, 'm'))[1]!.split(/^\S/m)[0]!;
  const found = new Map<string, string | undefined>();
  for (const block of body.split(/^ {2}(?=[a-z-]+:\n)/m).slice(1)) {
    const name = /^([a-z-]+):/.exec(block)![1]!;
    const fallback = /^ {4}default: (.*)$/m.exec(block)?.[1];
    found.set(name, fallback?.replace(/^'(.*)'$/, '$1'));
  }
  return found;
}

describe('action.yml', () => {
  it('runs dist/index.js on node24 and has branding', () => {
    expect(yml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
    expect(yml).toMatch(/^branding:\n {2}icon: \S+\n {2}color: \S+$/m);
  });

  it('documents exactly the inputs the modes read, with the same defaults', () => {
    const inputs = entries('inputs');
    const read = new Set<string>(['mode']);
    const given: Record<string, string> = {
      'github-token': 'ghs_job',
      'snapshot-repo': 'staff/cs101',
      'course-token': 'ghs_app',
      org: 'cs101',
      prefix: 'hw1-',
    };
    const withDefaults = (name: string) => {
      read.add(name);
      return given[name] ?? inputs.get(name) ?? '';
    };
    const bare = (name: string) => given[name] ?? '';
    expect(parseInputs(withDefaults)).toEqual(parseInputs(bare));
    expect(parseRescanInputs(withDefaults, 'rescan')).toEqual(parseRescanInputs(bare, 'rescan'));
    expect([...read].sort()).toEqual([...inputs.keys()].sort());
  });

  it('hands the decisions input to the rescan', () => {
    const given: Record<string, string> = {
      'course-token': 'ghs_app',
      org: 'cs101',
      prefix: 'hw1-',
      decisions: 'staff/decisions.yml',
    };
    const parsed = parseRescanInputs((name) => given[name] ?? '', 'rescan');
    expect(JSON.stringify(parsed)).toContain('"decisions":"staff/decisions.yml"');
  });

  it('documents every input and output', () => {
    const described = (section: string) =>
      yml
        .split(new RegExp(`^${section}:\\n`, 'm'))[1]!
        .split(/^\S/m)[0]!
        .split(/^ {2}(?=[a-z-]+:\n)/m)
        .slice(1)
        .filter((block) => !/^ {4}description: \S/m.test(block));
    expect(described('inputs')).toEqual([]);
    expect([...entries('outputs').keys()]).toEqual([
      'max-similarity',
      'flagged',
      'report',
      'snapshot',
      'state',
      'requests',
      'stale',
    ]);
    expect(described('outputs')).toEqual([]);
  });
});
