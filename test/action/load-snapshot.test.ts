// Getting the snapshot: the newest live artifact, zipped or not, or a local file; and every way it can fail.
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSnapshot, SnapshotUnavailableError } from '../../src/action/load-snapshot.js';
import type { ArtifactInfo } from '../../src/github/github-client.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { buildDemoSnapshot } from '../support/demo-snapshot.js';
import { createFakeClient } from '../support/fake-github-client.js';
import { createFakeFiles } from '../support/fake-ports.js';

const repo = { owner: 'staff', repo: 'cs101' };
const location = { kind: 'artifact' as const, repo, artifact: 'snap' };
const artifact = (id: number, expired: boolean, createdAt: string): ArtifactInfo => ({
  id,
  name: 'snap',
  expired,
  sizeInBytes: 1,
  createdAt,
});
let bytes: Uint8Array;

beforeAll(async () => {
  bytes = await buildDemoSnapshot();
});

function ports(
  zips: Map<number, Uint8Array>,
  artifacts = [artifact(3, true, '2026-11-21T00:00:00Z'), artifact(2, false, '2026-11-20T00:00:00Z')],
) {
  return {
    client: createFakeClient({ artifacts: new Map([['staff/cs101', artifacts]]), zips }),
    files: createFakeFiles(),
  };
}

describe('loadSnapshot', () => {
  it('takes the newest artifact that has not expired and unzips it', async () => {
    const loaded = await loadSnapshot(location, ports(new Map([[2, zipSync({ 'course.cwsnap': bytes })]])));
    expect(loaded.snapshot.submissions).toHaveLength(9);
    expect(loaded.origin).toBe("artifact 'snap' (id 2, 2026-11-20T00:00:00Z) of staff/cs101");
  });

  it('takes an artifact uploaded unzipped as it is', async () => {
    const loaded = await loadSnapshot(location, ports(new Map([[2, bytes]])));
    expect(loaded.snapshot.submissions).toHaveLength(9);
  });

  it('picks the .cwsnap file of a zip with several files, and refuses a zip with none', async () => {
    const several = zipSync({ 'README.txt': new TextEncoder().encode('hi'), 'course.cwsnap': bytes });
    expect((await loadSnapshot(location, ports(new Map([[2, several]])))).snapshot.submissions).toHaveLength(
      9,
    );
    const none = zipSync({ 'a.txt': Uint8Array.of(1), 'b.txt': Uint8Array.of(2) });
    await expect(loadSnapshot(location, ports(new Map([[2, none]])))).rejects.toThrow(
      "the artifact 'snap' (id 2, 2026-11-20T00:00:00Z) of staff/cs101 should hold one snapshot file, but holds a.txt, b.txt",
    );
  });

  it('reads a local snapshot file', async () => {
    const files = createFakeFiles({ inputFiles: new Map([['course.cwsnap', bytes]]) });
    const loaded = await loadSnapshot(
      { kind: 'file', path: 'course.cwsnap' },
      { client: createFakeClient(), files },
    );
    expect(loaded.origin).toBe('file course.cwsnap');
    await expect(
      loadSnapshot({ kind: 'file', path: 'gone.cwsnap' }, { client: createFakeClient(), files }),
    ).rejects.toThrow("cannot read the snapshot file gone.cwsnap: ENOENT: no such file, open 'gone.cwsnap'");
  });

  it('refuses damaged bytes as unavailable, never as an empty course', async () => {
    const damaged = bytes.slice(0, bytes.length - 10);
    await expect(loadSnapshot(location, ports(new Map([[2, damaged]])))).rejects.toBeInstanceOf(
      SnapshotUnavailableError,
    );
  });

  it('refuses a snapshot made with other front-end versions, saying which', async () => {
    const snapshot = decodeSnapshot(bytes);
    const frontEnds = snapshot.params.frontEnds.map((f) =>
      f.id === 'java' ? { id: f.id, version: f.version + 1 } : f,
    );
    const other = encodeSnapshot({ ...snapshot, params: { ...snapshot.params, frontEnds } });
    await expect(loadSnapshot(location, ports(new Map([[2, other]])))).rejects.toThrow(
      /^the artifact 'snap' \(id 2, 2026-11-20T00:00:00Z\) of staff\/cs101 cannot be used: snapshot was made with the java front end version \d+, this run uses version \d+$/,
    );
  });

  it('says the download failed, with what the token needs', async () => {
    await expect(loadSnapshot(location, ports(new Map()))).rejects.toThrow(
      /^cannot download the artifact 'snap' \(id 2, 2026-11-20T00:00:00Z\) of staff\/cs101: GitHub answered 404 \(Not Found\)\. The snapshot-token must be able to read Actions artifacts/,
    );
  });
});
