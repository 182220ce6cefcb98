// Gathering a PR's files: which are read, from where, and why the others are skipped.
import { describe, expect, it } from 'vitest';
import { gatherPullFiles } from '../../src/action/gather-pull-files.js';
import { createFakeClient } from '../support/fake-github-client.js';
import { createFakeFiles } from '../support/fake-ports.js';

const HEAD = 'd'.repeat(40);
const context = {
  pull: { owner: 'course', repo: 'a3-sam', number: 5 },
  headSha: HEAD,
  repoFullName: 'course/a3-sam',
};
const rules = { include: [], exclude: ['**/generated/**'], languages: [] };
const encode = (text: string) => new TextEncoder().encode(text);

function client() {
  return createFakeClient({
    pullFiles: [
      { path: 'Main.java', status: 'modified', blobSha: 'b1' },
      { path: 'Old.java', status: 'removed', blobSha: '' },
      { path: 'logo.png', status: 'added', blobSha: 'b2' },
      { path: 'generated/Parser.java', status: 'added', blobSha: 'b3' },
      { path: 'Data.java', status: 'renamed', blobSha: 'b4' },
    ],
    blobs: new Map([
      ['b1', encode('class Main {}\n')],
      ['b4', Uint8Array.of(0x63, 0, 0xff, 0x64)],
    ]),
  });
}

describe('gatherPullFiles', () => {
  it('reads the wanted files through the API when the workspace is not at the head', async () => {
    const github = client();
    const gathered = await gatherPullFiles(
      { client: github, files: createFakeFiles({ head: 'e'.repeat(40) }) },
      { context, rules, submission: 'course/a3-sam' },
    );
    expect(gathered).toEqual({
      files: [{ path: 'Main.java', text: 'class Main {}\n' }],
      skipped: [
        {
          submission: 'course/a3-sam',
          path: 'logo.png',
          reason: 'excluded',
          detail: 'not source code by its name (a data, media or archive format)',
        },
        {
          submission: 'course/a3-sam',
          path: 'generated/Parser.java',
          reason: 'excluded',
          detail: "matches the exclude glob '**/generated/**'",
        },
        {
          submission: 'course/a3-sam',
          path: 'Data.java',
          reason: 'binary',
          detail: '25% of its first 4 bytes are control bytes',
        },
      ],
      source: 'api',
      workspaceHead: 'e'.repeat(40),
      truncated: false,
    });
    expect(github.state.calls).toEqual(['listPullFiles', 'fetchBlob b1', 'fetchBlob b4']);
  });

  it('reads from the workspace when it is at the head, and asks the API only for what is missing there', async () => {
    const github = client();
    const files = createFakeFiles({
      head: HEAD,
      workspace: new Map([['Main.java', 'class Main { int x; }\n']]),
    });
    const gathered = await gatherPullFiles(
      { client: github, files },
      { context, rules, submission: 'course/a3-sam' },
    );
    expect(gathered.source).toBe('workspace');
    expect(gathered.files).toEqual([{ path: 'Main.java', text: 'class Main { int x; }\n' }]);
    expect(github.state.calls).toEqual(['listPullFiles', 'fetchBlob b4']);
  });
});
