// action.yml and the code agree: every input it documents is read by parseInputs (and nothing else is),
// its defaults are the code's defaults, every output is set, and it runs on node24 from dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';

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

  it('documents exactly the inputs parseInputs reads, with the same defaults', () => {
    const inputs = entries('inputs');
    const read = new Set<string>();
    const withDefaults = (name: string) => {
      read.add(name);
      const fallback = inputs.get(name);
      if (name === 'github-token') return 'ghs_job';
      if (name === 'snapshot-repo') return 'staff/cs101';
      return fallback ?? '';
    };
    const fromYml = parseInputs(withDefaults);
    expect([...read].sort()).toEqual([...inputs.keys()].sort());
    const bare = parseInputs(
      (name) => ({ 'github-token': 'ghs_job', 'snapshot-repo': 'staff/cs101' })[name] ?? '',
    );
    expect(fromYml).toEqual(bare);
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
    expect([...entries('outputs').keys()]).toEqual(['max-similarity', 'flagged', 'report']);
    expect(described('outputs')).toEqual([]);
  });
});
