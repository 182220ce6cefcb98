// The rescan's pure parts on tiny inputs: which repositories are submissions, shards, the memory kept
// between runs, a shard's manifest read back, earlier terms compared one way, and the student copy.
import { EMPTY_HISTORY } from '../../src/report/flag-history.js';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { compareSnapshot } from '../../src/check/compare-snapshot.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import type { CourseRepo } from '../../src/github/course-host.js';
import { kindOf } from '../../src/github/request-counter.js';
import {
  parseShardManifest,
  renderShardManifest,
  ShardManifestError,
  type ShardManifest,
} from '../../src/rescan/shard-manifest.js';
import { EMPTY_MEMORY, parseRescanMemory, renderRescanMemory } from '../../src/rescan/rescan-memory.js';
import { parseRepoList, selectRepos } from '../../src/rescan/select-repos.js';
import { inShard, parseShard } from '../../src/rescan/shard.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { toStudentCopy } from '../../src/snapshot/to-student-copy.js';
import { renamed, solution } from '../support/course-repos.js';

const repo = (name: string, more: Partial<CourseRepo> = {}): CourseRepo => ({
  owner: 'cs101',
  name,
  defaultBranch: 'main',
  archived: false,
  isTemplate: false,
  topics: [],
  pushedAt: 1,
  ...more,
});

describe('selectRepos', () => {
  const all = [
    repo('hw1-zoe'),
    repo('HW1-Adam'),
    repo('hw1-'),
    repo('hw1-starter'),
    repo('hw1-template', { isTemplate: true }),
    repo('hw1-gone', { archived: true }),
    repo('hw2-adam', { topics: ['hw1'] }),
  ];

  it('takes a prefix case-insensitively, sorted, and says why the others are not submissions', () => {
    const selected = selectRepos(all, {
      org: 'cs101',
      filter: { kind: 'prefix', prefix: 'hw1-' },
      starterRepo: 'HW1-STARTER',
    });
    expect(selected).toEqual({
      repos: [repo('HW1-Adam'), repo('hw1-zoe')],
      excluded: [
        { name: 'hw1-gone', reason: 'archived' },
        { name: 'hw1-starter', reason: 'starter' },
        { name: 'hw1-template', reason: 'template' },
      ],
      missing: [],
    });
  });

  it('takes a pattern, a topic or a list', () => {
    const names = (filter: Parameters<typeof selectRepos>[1]['filter']) =>
      selectRepos(all, { org: 'cs101', filter }).repos.map((r) => r.name);
    expect(names({ kind: 'pattern', pattern: /^hw\d-adam$/i })).toEqual(['HW1-Adam', 'hw2-adam']);
    expect(names({ kind: 'topic', topic: 'HW1' })).toEqual(['hw2-adam']);
    const list = parseRepoList('# roster\ncs101/hw1-zoe\n\n  hw1-adam  # renamed\nhw1-nobody\n');
    expect(list).toEqual(['hw1-zoe', 'hw1-adam', 'hw1-nobody']);
    expect(selectRepos(all, { org: 'cs101', filter: { kind: 'list', names: list } })).toMatchObject({
      repos: [repo('HW1-Adam'), repo('hw1-zoe')],
      missing: ['hw1-nobody'],
    });
  });
});

describe('shards', () => {
  it('parses i/n and refuses the rest', () => {
    expect(parseShard(' 2 / 4 ')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '1/257', 'a/b', '2']) expect(parseShard(bad)).toBeUndefined();
  });

  it('puts every repository in exactly one shard, by name alone, in slices of about equal size', () => {
    const names = Array.from({ length: 400 }, (_, i) => `cs101/hw1-student${i}`);
    const sizes = [1, 2, 3, 4].map(
      (index) => names.filter((name) => inShard(name, { index, count: 4 })).length,
    );
    expect(sizes.reduce((a, b) => a + b)).toBe(400);
    for (const size of sizes) expect(size).toBeGreaterThan(70);
    expect(inShard('CS101/HW1-Student7', { index: 3, count: 4 })).toBe(
      inShard('cs101/hw1-student7', { index: 3, count: 4 }),
    );
  });
});

describe('rescan memory', () => {
  it('round-trips, with keys sorted', () => {
    const memory = {
      starter: { repo: 'cs101/hw1-starter', pushedAt: 1700 },
      pulls: { checkedAt: 1800, heads: { 'cs101/b#2': 'b'.repeat(40), 'cs101/a#1': 'a'.repeat(40) } },
      history: EMPTY_HISTORY,
    };
    const text = renderRescanMemory(memory);
    expect(text.indexOf('cs101/a#1')).toBeLessThan(text.indexOf('cs101/b#2'));
    expect(parseRescanMemory(text)).toEqual({ memory });
  });

  it('forgets what it cannot trust, rather than acting on it', () => {
    expect(parseRescanMemory('{oops')).toMatchObject({
      memory: EMPTY_MEMORY,
      problem: expect.stringMatching(/^not JSON/),
    });
    expect(parseRescanMemory('{"version":2,"pulls":{}}')).toEqual({
      memory: EMPTY_MEMORY,
      problem: 'not rescan memory of version 1',
    });
    const odd = {
      version: 1,
      starter: { repo: 'x', pushedAt: -1 },
      pulls: { checkedAt: 'soon', heads: { 'a/b#1': 'nope', 'a/b#2': 'c'.repeat(40), x: 'd'.repeat(40) } },
    };
    expect(parseRescanMemory(JSON.stringify(odd))).toEqual({
      memory: { pulls: { heads: { 'a/b#2': 'c'.repeat(40) } }, history: EMPTY_HISTORY },
    });
  });
});

describe('the shard manifest', () => {
  const manifest: ShardManifest = {
    shard: { index: 1, count: 2 },
    keyCheck: 'a1b2c3d4',
    repos: [{ name: 'cs101/a', status: 'stale', reason: 'GitHub answered 500', commit: 'c'.repeat(40) }],
    excluded: [{ name: 'starter', reason: 'starter' }],
    missing: [],
    notes: ['No starter code was given: code that every submission shares counts as similar.'],
    requests: { listing: 1, total: 1 },
    skipped: [{ submission: 'cs101/a', path: 'x.py', reason: 'binary', detail: 'NUL byte at offset 3' }],
  };

  it('reads back what a shard wrote, and says its format and version', () => {
    const text = renderShardManifest(manifest);
    expect(parseShardManifest(text, 'shard.json')).toEqual(manifest);
    expect(JSON.parse(text)).toMatchObject({ format: 'codewinnow-shard', version: 1 });
  });

  it('names the file and the field that is wrong, and refuses another version', () => {
    const written = JSON.parse(renderShardManifest(manifest)) as Record<string, unknown>;
    const parse = (value: unknown) => () => parseShardManifest(JSON.stringify(value), 's.json');
    expect(parse([])).toThrow(
      new ShardManifestError("s.json is not a shard's manifest: no format 'codewinnow-shard'"),
    );
    expect(parse({ ...written, repos: [{ name: 'cs101/a', status: 'lost' }] })).toThrow(
      /s\.json is not a shard's manifest: a repos entry/,
    );
    expect(parse({ ...written, shard: { index: 3, count: 2 } })).toThrow(/: shard$/);
    expect(parse({ ...written, requests: { listing: -1 } })).toThrow(/: requests$/);
    expect(parse({ ...written, keyCheck: 'secret' })).toThrow(/: keyCheck$/);
    expect(parse({ ...written, version: 2 })).toThrow(
      new ShardManifestError(
        's.json is a shard manifest of version 2, and this codewinnow reads version 1: run the shard jobs and the merge with the same codewinnow',
      ),
    );
  });
});

describe('request kinds', () => {
  it('tells listing, head, tarball, pull-request and publishing requests apart', () => {
    expect(
      [
        ['GET', '/orgs/cs101/repos'],
        ['GET', '/api/v3/repos/cs101/a/commits/main'],
        ['GET', '/repos/cs101/a/tarball/0123'],
        ['GET', '/search/issues'],
        ['GET', '/repos/cs101/a/pulls/3/files'],
        ['GET', '/repos/cs101/a/issues/3/comments'],
        ['POST', '/repos/cs101/a/check-runs'],
        ['GET', '/rate_limit'],
      ].map(([method, path]) => kindOf(method!, path!)),
    ).toEqual(['listing', 'head', 'tarball', 'pulls', 'pulls', 'publish', 'publish', 'other']);
  });
});

describe('compareSnapshot', () => {
  const build = (names: readonly [string, string][], includeNames: boolean) =>
    buildSnapshot({
      submissions: names.map(([name, text]) => ({
        name,
        repo: `cs101/${name}`,
        files: [{ path: 'main.py', text }],
      })),
      starter: [],
      settings: {
        k: DEFAULT_SETTINGS.k,
        w: DEFAULT_SETTINGS.w,
        storedWindow: DEFAULT_STORED_WINDOW,
        createdAt: 5,
        includeNames,
        pseudonymKey: new TextEncoder().encode('k'),
      },
    }).snapshot;

  it('compares earlier terms with this one only, never with each other', () => {
    const now = build(
      [
        ['amy', solution(1)],
        ['bob', solution(2)],
        ['cat', renamed(solution(1))],
      ],
      true,
    );
    const before = build(
      [
        ['old-dan', solution(2)],
        ['old-eve', solution(9)],
        ['old-fay', solution(9)],
      ],
      false,
    );
    const result = compareSnapshot({
      snapshot: now,
      earlier: [{ label: 'fall-2025', snapshot: before }],
      settings: { ...DEFAULT_SETTINGS, minSimilarity: 0.5 },
    });
    const pairs = result.pairs.map((p) => [p.a, p.b].sort().join(' ↔ ')).sort();
    const dan = `fall-2025/${before.submissions.find((s) => s.owner === build([['old-dan', '']], false).submissions[0]!.owner)!.pseudonym}`;
    expect(pairs).toEqual(['cs101/amy ↔ cs101/cat', `cs101/bob ↔ ${dan}`].sort());
    expect(result.submissions.map((s) => s.name)).toEqual([...now.submissions.map((s) => s.repo), dan]);
    expect(result.pairs[0]!.fragments[0]).toMatchObject({ a: { file: 'main.py' }, b: { file: 'main.py' } });
  });

  it('makes the student copy a build without names would have made, byte for byte', () => {
    const names: [string, string][] = [
      ['amy', solution(1)],
      ['bob', solution(2)],
    ];
    expect(encodeSnapshot(toStudentCopy(build(names, true)))).toEqual(encodeSnapshot(build(names, false)));
  });
});
