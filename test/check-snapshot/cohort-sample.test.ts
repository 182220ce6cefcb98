// The statistics' sample (snapshot/cohort-sample.ts): a snapshot stores 1 in 2^bits submissions, chosen by
// owner id, no sparser than compare fingerprints them, and takes the course's statistics over those alone;
// builds, updates and merges agree on it, and a snapshot that breaks it is refused.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { updateSnapshot } from '../../src/check/update-snapshot.js';
import {
  cohortSampleBitsFor,
  COHORT_SAMPLE,
  inCohortSample,
  updatedSampleBits,
} from '../../src/snapshot/cohort-sample.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../../src/snapshot/merge-snapshots.js';
import { SnapshotMismatchError } from '../../src/snapshot/snapshot-error.js';
import { sampleSnapshot } from '../snapshot/snapshot-arbitrary.js';
import { BUILD, course, SPARSE_BUILD, starter } from './course.js';

const HALF = { ...BUILD, cohortSampleBits: 1 };
const build = (settings: typeof BUILD, submissions = course) =>
  buildSnapshot({ submissions, starter, settings }).snapshot;

describe('the statistics’ sample', () => {
  it('holds every submission of a course of up to 200, then about 100 to 200 of them', () => {
    expect([1, 9, COHORT_SAMPLE].map(cohortSampleBitsFor)).toEqual([0, 0, 0]);
    expect([201, 400, 401, 5000, 10_000].map(cohortSampleBitsFor)).toEqual([1, 1, 2, 5, 6]);
    for (const size of [201, 999, 5000, 123_456]) {
      const expected = size / 2 ** cohortSampleBitsFor(size);
      expect(expected).toBeLessThanOrEqual(COHORT_SAMPLE);
      expect(expected).toBeGreaterThan(COHORT_SAMPLE / 2);
    }
  });

  it('is kept by an update while the course shrinks or grows within it, and grows with a course that outgrows it', () => {
    expect(updatedSampleBits(2, 10)).toBe(2);
    expect(updatedSampleBits(2, 800)).toBe(2);
    expect(updatedSampleBits(0, 200)).toBe(0);
    expect(updatedSampleBits(0, 201)).toBe(1);
    expect(updatedSampleBits(0, 5000)).toBe(5);
  });

  it('is chosen by the owner id’s leading bits alone', () => {
    expect(inCohortSample('ffffffffffffffff', 0)).toBe(true);
    expect(inCohortSample('7fffffffffffffff', 1)).toBe(true);
    expect(inCohortSample('8000000000000000', 1)).toBe(false);
    expect(inCohortSample('3fffffffffffffff', 2)).toBe(true);
    expect(inCohortSample('4000000000000000', 2)).toBe(false);
  });

  it('is stored no sparser than compare’s w, and the statistics describe its pairs alone', () => {
    const sparse = build(SPARSE_BUILD);
    const half = build(HALF);
    const members = half.submissions.filter((s) => inCohortSample(s.owner, 1));
    expect(members.length).toBeGreaterThan(1);
    expect(members.length).toBeLessThan(course.length);
    for (const [i, submission] of half.submissions.entries()) {
      if (inCohortSample(submission.owner, 1)) {
        expect(submission.window).toBeLessThanOrEqual(BUILD.w);
      } else {
        expect(submission.window).toBe(sparse.submissions[i]!.window);
      }
    }
    // This course's submissions are large enough to be stored sparser than w outside the sample.
    expect(sparse.submissions.every((s) => s.window > BUILD.w)).toBe(true);
    expect(half.cohort.pairs).toBe((members.length * (members.length - 1)) / 2);
    expect(build(BUILD).cohort.pairs).toBe((course.length * (course.length - 1)) / 2);
  });

  it('is kept by an update, which gives the bytes of a fresh build with it', () => {
    const previous = build(HALF, course.slice(0, 8));
    const updated = updateSnapshot({
      previous,
      submissions: course,
      settings: { createdAt: BUILD.createdAt, includeNames: true },
    });
    expect(updated.snapshot.params.cohortSampleBits).toBe(1);
    expect(updated.kept).toBe(8);
    expect(encodeSnapshot(updated.snapshot)).toEqual(encodeSnapshot(build(HALF)));
  });

  it('must be the same for snapshots to merge, and merged shards agree with one build', () => {
    const shards = [course.slice(0, 6), course.slice(6)].map((part) => build(HALF, part));
    expect(encodeSnapshot(mergeSnapshots(shards))).toEqual(encodeSnapshot(build(HALF)));
    expect(() => mergeSnapshots([shards[0]!, build(BUILD, course.slice(6))])).toThrow(SnapshotMismatchError);
    expect(() => mergeSnapshots([shards[0]!, build(BUILD, course.slice(6))])).toThrow(
      "cannot merge: snapshot 2 was made with a course-statistics sample of every submission, snapshot 1 with a course-statistics sample of 1 in 2 submissions (the sample follows the course's size: build every part of one course with the whole course's, --course-size N)",
    );
  });

  it('is refused, when a snapshot stores one of it sparser than w, as corrupt', () => {
    const good = sampleSnapshot({ cohortSampleBits: 0 });
    const sparser = {
      ...good,
      submissions: good.submissions.map((s) => ({ ...s, window: good.params.storedWindow })),
    };
    expect(() => decodeSnapshot(encodeSnapshot(sparser))).toThrow(
      /^snapshot corrupt: stored window 6 over w=4 in the statistics' sample at byte \d+ of the metadata$/,
    );
    expect(decodeSnapshot(encodeSnapshot(good)).params.cohortSampleBits).toBe(0);
  });
});
