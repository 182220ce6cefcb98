// The one course-snapshot builder's carry-over rule: whether a submission's content is known unchanged by its
// hash (add) or on the host's word (keep), the snapshot is the bytes of a fresh build.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { starterHashes } from '../../src/check/prepare-files.js';
import {
  DuplicateSubmissionError,
  PreviousEntryError,
  startSnapshotBuild,
  type SnapshotBuildSettings,
} from '../../src/check/start-snapshot-build.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { BUILD, course, starter } from './course.js';

const previous = buildSnapshot({ submissions: course, starter, settings: BUILD }).snapshot;
const starterSet = starterHashes(starter, BUILD);

function start(settings: SnapshotBuildSettings = BUILD, given: { previous?: Snapshot } = { previous }) {
  return startSnapshotBuild({ settings, starter: starterSet, ...given });
}

describe('startSnapshotBuild', () => {
  it('gives a fresh build’s bytes when unchanged submissions are kept unread, with metadata as given now', () => {
    const now = course.map((submission, i) => ({ ...submission, commit: `c${i}`, commitTime: 1000 + i }));
    const fresh = buildSnapshot({ submissions: now, starter, settings: BUILD }).snapshot;
    const build = start();
    expect(build.add(now[0]!)).toBe('kept');
    for (const { name, repo, commit, commitTime } of now.slice(1))
      build.keep({ name, repo, commit, commitTime });
    expect(encodeSnapshot(build.finish())).toEqual(encodeSnapshot(fresh));
  });

  it('keeps only what the previous snapshot holds, and each submission once', () => {
    const build = start();
    expect(() => build.keep({ name: 'someone-new' })).toThrow(
      new PreviousEntryError('someone-new is not in the previous snapshot: it cannot be kept'),
    );
    build.keep({ name: course[0]!.name });
    expect(() => build.add(course[0]!)).toThrow(DuplicateSubmissionError);
  });

  it('says how the previous snapshot serves, and finds its entries only when made with the same parameters', () => {
    const name = course[2]!.name;
    expect(start(BUILD, {}).previousUse).toBe('none');
    expect(start().previousUse).toBe('reusable');
    expect(start().previousOf({ name })).toEqual(previous.submissions.find((s) => s.name === name));
    const otherK = start({ ...BUILD, k: BUILD.k + 1 });
    expect([otherK.previousUse, otherK.previousOf({ name })]).toEqual(['other-parameters', undefined]);
    const otherStarter = startSnapshotBuild({ settings: BUILD, starter: new Set([1, 2, 3]), previous });
    expect(otherStarter.previousUse).toBe('other-starter');
    expect(otherStarter.add(course[2]!)).toBe('computed');
  });
});
