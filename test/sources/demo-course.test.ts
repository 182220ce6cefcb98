// Guards the planted facts of fixtures/demo-course (see its EXPECTED.md), so an accidental edit to a
// fixture cannot silently change what the end-to-end tests rely on. Also reads it as a real course.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listSubmissionFolders } from '../../src/sources/list-submission-folders.js';
import { readSubmission } from '../../src/sources/read-submission.js';
import type { SourceFile } from '../../src/sources/types.js';

const course = fileURLToPath(new URL('../../fixtures/demo-course/', import.meta.url));
const starterFiles = ['README.md', 'java/InputReader.java', 'js/io.js', 'python/io_helpers.py'];
const solutionFiles = ['java/TextStats.java', 'js/textStats.js', 'python/text_stats.py'];

async function readFiles(path: string): Promise<Map<string, string>> {
  const { files, skipped } = await readSubmission(path);
  expect(skipped).toEqual([]);
  return new Map(files.map((file: SourceFile) => [file.path, file.text]));
}

describe('the demo course fixture', () => {
  it('has the nine submissions, each with the starter files and three solutions', async () => {
    const submissions = await listSubmissionFolders(`${course}submissions`);
    expect(submissions.map((entry) => entry.name)).toEqual([
      'ada-lovelace-fan',
      'byte-bandit',
      'null-pointer-ninja',
      'partial-pete',
      'quiet-quokka',
      'recursive-raccoon',
      'segfault-sally',
      'starter-sam',
      'tabs-not-spaces',
    ]);
    const starter = await readFiles(`${course}starter`);
    for (const submission of submissions) {
      const files = await readFiles(submission.path);
      expect([...files.keys()]).toEqual([...starterFiles, ...solutionFiles].sort());
      for (const path of starterFiles)
        expect(files.get(path), `${submission.name}/${path}`).toBe(starter.get(path));
    }
  });

  it('plants a verbatim copy, a disguised copy and one copied Python function', async () => {
    const [ada, bandit, quokka, sally, pete] = await Promise.all(
      ['ada-lovelace-fan', 'byte-bandit', 'quiet-quokka', 'segfault-sally', 'partial-pete'].map((name) =>
        readFiles(`${course}submissions/${name}`),
      ),
    );
    for (const path of solutionFiles) {
      expect(bandit?.get(path)).toBe(ada?.get(path));
      expect(quokka?.get(path)).not.toBe(ada?.get(path));
    }
    const copied = /def rank_words\(counts, limit\):[\s\S]*?return ranking\n/.exec(
      sally?.get('python/text_stats.py') ?? '',
    )?.[0];
    expect(copied?.split('\n').length).toBeGreaterThan(18);
    expect(pete?.get('python/text_stats.py')).toContain(copied);
  });
});
