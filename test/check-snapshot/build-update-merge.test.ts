// Building, updating and merging snapshots: however a snapshot of the same submissions is made, it is the
// same bytes, so the rescan can shard, update and merge freely.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { DuplicateSubmissionError } from '../../src/check/start-snapshot-build.js';
import { updateSnapshot } from '../../src/check/update-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../../src/snapshot/merge-snapshots.js';
import { toStudentCopy } from '../../src/snapshot/to-student-copy.js';
import { BUILD, course, query, starter } from './course.js';

const bytesOf = (submissions: typeof course, settings = BUILD, files = starter) =>
  encodeSnapshot(buildSnapshot({ submissions, starter: files, settings }).snapshot);

describe('buildSnapshot', () => {
  const whole = bytesOf(course);

  it('gives the same bytes whatever order the submissions come in', () => {
    expect(bytesOf([...course].reverse())).toEqual(whole);
  });

  it('gives, merging shards built apart, the bytes of one build of everything', () => {
    const shards = [course.slice(0, 5), course.slice(5, 9), course.slice(9)].map(
      (part) => buildSnapshot({ submissions: part, starter, settings: BUILD }).snapshot,
    );
    expect(encodeSnapshot(mergeSnapshots(shards))).toEqual(whole);
  });

  it('identifies a submission by its repository, whatever the case, and refuses it twice', () => {
    const { snapshot } = buildSnapshot({ submissions: course.slice(0, 1), starter, settings: BUILD });
    const expected = createHash('sha256').update(course[0]!.name.toLowerCase()).digest('hex').slice(0, 16);
    expect(snapshot.submissions[0]!.owner).toBe(expected);
    const twice = [course[0]!, { ...course[1]!, name: 'x', repo: course[0]!.name.toUpperCase() }];
    expect(() => buildSnapshot({ submissions: twice, starter, settings: BUILD })).toThrow(
      DuplicateSubmissionError,
    );
  });

  it('keys pseudonyms with the staff secret, else derives them (guessably) from the starter code', () => {
    const derived = buildSnapshot({ submissions: course, starter, settings: BUILD }).snapshot;
    const secret = new TextEncoder().encode('staff secret');
    const keyed = buildSnapshot({
      submissions: course,
      starter,
      settings: { ...BUILD, pseudonymKey: secret },
    }).snapshot;
    expect(derived.pseudonymsKeyed).toBe(false);
    expect(keyed.pseudonymsKeyed).toBe(true);
    const pseudonyms = (s: typeof derived) => s.submissions.map((x) => x.pseudonym);
    expect(pseudonyms(keyed)).not.toEqual(pseudonyms(derived));
    expect(new Set(pseudonyms(keyed)).size).toBe(course.length);
    for (const p of pseudonyms(keyed)) expect(p).toMatch(/^[0-9a-f]{8}$/);
  });

  it('stores names, repos and commits only in a staff copy', () => {
    const withMeta = course.map((s, i) => ({
      ...s,
      repo: `course-org/${s.name}`,
      commit: `c0ffee${i}`,
      commitTime: 1000 + i,
    }));
    const staff = buildSnapshot({ submissions: withMeta, starter, settings: BUILD }).snapshot;
    const students = buildSnapshot({
      submissions: withMeta,
      starter,
      settings: { ...BUILD, includeNames: false },
    }).snapshot;
    expect(staff.submissions.map((s) => s.repo).sort()).toEqual(withMeta.map((s) => s.repo).sort());
    expect(
      students.submissions.every(
        (s) => s.name === undefined && s.repo === undefined && s.commit === undefined,
      ),
    ).toBe(true);
    expect(students.submissions.map((s) => s.commitTime).sort()).toEqual(withMeta.map((s) => s.commitTime));
    expect(Buffer.from(encodeSnapshot(students)).toString('latin1')).not.toMatch(/course-org|c0ffee/);
  });

  it("keeps in a student copy each file's name, never the folders that may name its student", () => {
    const inFolders = course.slice(0, 4).map((s, i) => ({
      ...s,
      files: s.files.map((f, j) => ({
        ...f,
        path: `src/edu/uni/student${i}/${j % 2 ? 'b' : 'a'}/${f.path}`,
      })),
    }));
    const staff = buildSnapshot({ submissions: inFolders, starter, settings: BUILD }).snapshot;
    const student = (part: typeof inFolders) =>
      buildSnapshot({ submissions: part, starter, settings: { ...BUILD, includeNames: false } }).snapshot;
    const students = student(inFolders);
    expect(staff.files.every((f) => f.path.startsWith('src/edu/uni/student'))).toBe(true);
    expect(students.files.map((f) => f.path).sort()).toEqual(
      inFolders.flatMap((s) => s.files.map((f) => f.path.slice(f.path.lastIndexOf('/') + 1))).sort(),
    );
    expect(Buffer.from(encodeSnapshot(students)).toString('latin1')).not.toMatch(/student\d|edu\/uni/);
    expect(encodeSnapshot(toStudentCopy(staff))).toEqual(encodeSnapshot(students));
    const shards = [student(inFolders.slice(0, 2)), student(inFolders.slice(2))];
    expect(encodeSnapshot(mergeSnapshots(shards))).toEqual(encodeSnapshot(students));
  });
});

describe('updateSnapshot', () => {
  const previous = buildSnapshot({ submissions: course.slice(0, 10), starter, settings: BUILD }).snapshot;
  const now = [...course.slice(1, 10), course[10]!, course[11]!].map((s, i) =>
    i === 2 ? { ...query, name: s.name, commit: 'b2' } : s,
  );

  it('recomputes only what changed, and gives the bytes of a fresh build', () => {
    const updated = updateSnapshot({
      previous,
      submissions: now,
      settings: { createdAt: BUILD.createdAt, includeNames: true },
    });
    expect({ kept: updated.kept, computed: updated.computed, dropped: updated.dropped }).toEqual({
      kept: 8,
      computed: 3,
      dropped: 1,
    });
    expect(encodeSnapshot(updated.snapshot)).toEqual(bytesOf(now));
  });

  it('refreshes the metadata of kept submissions', () => {
    const moved = now.map((s) => ({ ...s, commit: 'later', commitTime: 99 }));
    const updated = updateSnapshot({
      previous,
      submissions: moved,
      settings: { createdAt: 5, includeNames: true },
    });
    expect(updated.kept).toBe(8);
    expect(updated.snapshot.submissions.every((s) => s.commit === 'later' && s.commitTime === 99)).toBe(true);
    expect(encodeSnapshot(updated.snapshot)).toEqual(bytesOf(moved, { ...BUILD, createdAt: 5 }));
  });

  it('recomputes everything when the starter code changed', () => {
    const newStarter = starter.map((file) => ({
      ...file,
      text: file.text.split('\n').slice(0, 30).join('\n'),
    }));
    const updated = updateSnapshot({
      previous,
      submissions: now,
      starter: newStarter,
      settings: { createdAt: BUILD.createdAt, includeNames: true },
    });
    expect(updated.kept).toBe(0);
    expect(encodeSnapshot(updated.snapshot)).toEqual(bytesOf(now, BUILD, newStarter));
  });
});
