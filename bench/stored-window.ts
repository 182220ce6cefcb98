// `npm run bench:stored-window [-- --submissions 400 --lines 2000]`: what the snapshot's stored window costs
// in detection, on the speed benchmark's synthetic course (planted copies, half of them disguised). For
// each stored window it builds the course's snapshot and checks every planted copy against it, as its pull
// request would be, and prints the fingerprints stored, how many copies are found and flagged, and the
// check's similarity as a share of compare's on the same texts. settings.ts chose the default from it.
import { parseArgs } from 'node:util';
import { buildSnapshot } from '../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../src/check/check-against-snapshots.js';
import { compareSubmissions } from '../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../src/check/settings.js';
import { MAX_SAMPLE_BITS } from '../src/snapshot/cohort-sample.js';
import { generateCourse } from './synthetic-course.js';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '400' },
    lines: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '3' },
  },
});

const course = generateCourse({
  seed: Number(values.seed),
  submissions: Number(values.submissions),
  lines: Number(values.lines),
  copyShare: 0.05,
});
const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
const byName = new Map(course.submissions.map((s) => [s.name, s]));
const compared = compareSubmissions({ submissions: course.submissions, starter: [], settings });
const key = (x: string, y: string) => (x < y ? `${x}\n${y}` : `${y}\n${x}`);
const reference = new Map(compared.pairs.map((pair) => [key(pair.a, pair.b), pair]));
const compareFlagged = course.planted.filter((p) => reference.get(key(p.copy, p.source))?.flagged).length;
console.log(
  `${course.submissions.length} synthetic submissions of about ${values.lines} lines, ${course.planted.length} planted copies (compare flags ${compareFlagged})`,
);
console.log('stored window  fingerprints  found  flagged  check / compare similarity (mean)');
for (const storedWindow of [DEFAULT_SETTINGS.w, 16, 24, 28, DEFAULT_STORED_WINDOW, 40]) {
  const { snapshot } = buildSnapshot({
    submissions: course.submissions,
    starter: [],
    // No statistics' sample: every submission at the window measured (snapshot/cohort-sample.ts).
    settings: {
      ...{ k: settings.k, w: settings.w, storedWindow, cohortSampleBits: MAX_SAMPLE_BITS },
      ...{ createdAt: 0, includeNames: true },
    },
  });
  let found = 0;
  let flagged = 0;
  let ratio = 0;
  for (const planted of course.planted) {
    const result = checkAgainstSnapshots({
      submissions: [byName.get(planted.copy)!],
      snapshots: [snapshot],
      settings,
    });
    const pair = result.pairs.find((p) => p.b === planted.source);
    if (!pair) continue;
    found++;
    if (pair.flagged) flagged++;
    ratio += pair.similarity / reference.get(key(planted.copy, planted.source))!.similarity;
  }
  console.log(
    [
      String(storedWindow).padStart(13),
      String(snapshot.fingerprints.hashes.length).padStart(13),
      String(found).padStart(6),
      String(flagged).padStart(8),
      (ratio / Math.max(1, found)).toFixed(3).padStart(10),
    ].join(' '),
  );
}
