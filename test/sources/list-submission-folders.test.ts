import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCourseFolder, listSubmissionFolders } from '../../src/sources/list-submission-folders.js';
import { SubmissionPathError } from '../../src/sources/submission-path-error.js';
import { makeTempTree } from './make-temp-tree.js';

describe('listSubmissionFolders', () => {
  it('lists visible child folders, sorted by name, and the files at the root apart', async () => {
    const course = makeTempTree({
      'zoe/Main.java': 'class Main {}\n',
      'Bob/main.py': 'x = 1\n',
      'amy-2/a.js': 'let a;\n',
      'amy/a.js': 'let a;\n',
      'carl.py': 'y = 1\n',
      '.git/HEAD': 'ref\n',
      '.DS_Store': 'x',
    });
    expect(await listSubmissionFolders(course)).toEqual([
      { name: 'Bob', path: join(course, 'Bob') },
      { name: 'amy', path: join(course, 'amy') },
      { name: 'amy-2', path: join(course, 'amy-2') },
      { name: 'zoe', path: join(course, 'zoe') },
    ]);
    expect((await listCourseFolder(course)).strayFiles).toEqual(['carl.py']);
  });

  it('keeps symbolic links, which readSubmission follows at the root', async () => {
    const elsewhere = makeTempTree({ 'repo/a.py': 'x = 1\n' });
    const course = makeTempTree({ 'amy/a.py': 'y = 1\n' });
    symlinkSync(join(elsewhere, 'repo'), join(course, 'ben'), 'dir');
    expect((await listSubmissionFolders(course)).map((entry) => entry.name)).toEqual(['amy', 'ben']);
  });

  it('returns an empty list for an empty course folder', async () => {
    expect(await listSubmissionFolders(makeTempTree({}))).toEqual([]);
  });

  it('throws SubmissionPathError for a missing folder or a file', async () => {
    const course = makeTempTree({ 'notes.txt': 'x\n' });
    const missing = join(course, 'missing');
    await expect(listSubmissionFolders(missing)).rejects.toThrow(
      new SubmissionPathError(`no such file or folder: ${missing}`, missing),
    );
    const file = join(course, 'notes.txt');
    await expect(listSubmissionFolders(file)).rejects.toThrow(
      new SubmissionPathError(
        `not a folder: ${file} (expected a folder with one entry per submission)`,
        file,
      ),
    );
  });
});
