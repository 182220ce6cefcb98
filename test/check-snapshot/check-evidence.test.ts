// A check weighs a fragment's evidence as compare does. It hashes every k-gram of the checked files, most
// of which no snapshot file stores; weighing those (each "in one submission only") made code everyone shares
// look rare: in the demo course without --base, the starter every submission kept was "a 363-token fragment
// no other submission shares" and flagged every pull request.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import { MAX_SAMPLE_BITS } from '../../src/snapshot/cohort-sample.js';
import { readSubmission } from '../../src/sources/read-submission.js';

const SUB = 'fixtures/demo-course/submissions';
const NAMES = ['ada-lovelace-fan', 'quiet-quokka', 'tabs-not-spaces', 'null-pointer-ninja'];
const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0.1 };

async function read(name: string) {
  return { name, repo: `course/${name}`, files: (await readSubmission(`${SUB}/${name}`)).files };
}

describe('fragment evidence in a check', () => {
  it('matches compare’s for the starter code every submission kept', async () => {
    const course = await Promise.all(NAMES.map(read));
    const own = await read('recursive-raccoon');
    const { k, w } = DEFAULT_SETTINGS;
    for (const storedWindow of [w, 32]) {
      const { snapshot } = buildSnapshot({
        submissions: course,
        starter: [],
        settings: { k, w, storedWindow, createdAt: 0, includeNames: true },
      });
      const checked = checkAgainstSnapshots({ submissions: [own], snapshots: [snapshot], settings });
      const compared = compareSubmissions({ submissions: [own, ...course], starter: [], settings });
      expect(checked.pairs).toHaveLength(NAMES.length);
      for (const pair of checked.pairs) {
        const staff = compared.pairs.find((p) => p.a === own.name && `course/${p.b}` === pair.b)!;
        expect(staff.informativeTokens).toBeLessThan(DEFAULT_SETTINGS.longFragment / 2);
        expect(pair.informativeTokens).toBeLessThan(DEFAULT_SETTINGS.longFragment / 2);
        expect(pair.flagged).toBe(staff.flagged);
      }
    }
  });

  it('counts a pull request’s own stored version as its own code, not another student’s', async () => {
    // partial-pete and segfault-sally share a 122-token fragment nobody else has. partial-pete's pull request
    // is checked against a snapshot that holds its earlier version too: counted as a third submission, the
    // fragment read "mostly also in 1 other submission" and weighed too little to flag.
    const names = ['partial-pete', 'segfault-sally', 'quiet-quokka', 'tabs-not-spaces', 'recursive-raccoon'];
    const course = await Promise.all(names.map(read));
    const starter = (await readSubmission('fixtures/demo-course/starter')).files;
    const { k, w } = DEFAULT_SETTINGS;
    const build = { k, w, storedWindow: w, createdAt: 0, includeNames: true };
    const check = (stored: typeof course) =>
      checkAgainstSnapshots({
        submissions: [course[0]!],
        snapshots: [buildSnapshot({ submissions: stored, starter, settings: build }).snapshot],
        settings: { ...settings, minSimilarity: 0.05 },
      }).pairs.find((pair) => pair.b === 'course/segfault-sally')!;
    const withOwn = check(course);
    const withoutOwn = check(course.slice(1));
    expect(withOwn.informativeTokens).toBe(withoutOwn.informativeTokens);
    expect(withOwn.informativeTokens).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.longFragment);
    expect(withOwn.flagged).toBe(true);
    expect(withOwn.reason).toContain('no other submission shares');
  });

  it('weighs code the whole course kept as common, however densely each submission was stored', async () => {
    // Without --base, every demo submission kept the starter. Stored at windows from 7 to 25 by size, each
    // stored different fingerprints of it, and counted in the index the starter read as "a 363-token
    // fragment no other submission shares": seven pull requests were flagged for it where compare flags none.
    const names = readdirSync(SUB).sort();
    const course = await Promise.all(names.map(read));
    const { k, w } = DEFAULT_SETTINGS;
    const build = {
      ...{ k, w, storedWindow: DEFAULT_STORED_WINDOW, cohortSampleBits: MAX_SAMPLE_BITS },
      ...{ createdAt: 0, includeNames: true },
    };
    const { snapshot } = buildSnapshot({ submissions: course, starter: [], settings: build });
    expect(new Set(snapshot.submissions.map((s) => s.window)).size).toBeGreaterThan(3);
    const compared = compareSubmissions({ submissions: course, starter: [], settings });
    const flaggedByCompare = new Set(
      compared.pairs.filter((p) => p.flagged).map((p) => [p.a, p.b].sort().join(' ')),
    );
    let checkedPairs = 0;
    for (const own of course) {
      const checked = checkAgainstSnapshots({ submissions: [own], snapshots: [snapshot], settings });
      for (const pair of checked.pairs) {
        checkedPairs++;
        const key = [own.name, pair.b.replace('course/', '')].sort().join(' ');
        if (pair.flagged) expect(flaggedByCompare.has(key), `${key}: ${pair.reason}`).toBe(true);
      }
    }
    expect(checkedPairs).toBeGreaterThan(names.length);
  });
});
