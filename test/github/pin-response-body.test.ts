// A body stream read after its Response was garbage collected: undici cancels it unless it is pinned, and
// the course host's fetch (the request counter's) pins every one, so a tarball is never read as 0 bytes.
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinResponseBody } from '../../src/github/pin-response-body.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import { close, listen, urlOf } from '../support/loopback-http.js';

const BODY_BYTES = 200_000;
let server: Server;
let url: string;

beforeAll(async () => {
  server = await listen(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': BODY_BYTES });
    response.end(Buffer.alloc(BODY_BYTES, 7));
  });
  url = `${urlOf(server)}/repos/o/r/tarball/main`;
});

afterAll(() => close(server));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// The body stream alone, as Octokit returns one it does not parse, read once collections have run.
async function readBodyAfterCollection(send: typeof fetch): Promise<number> {
  const body = (await send(url)).body!;
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return bytes;
}

describe('a response body read after its Response is gone', () => {
  it('ends empty, without an error, when nothing pins it (what this guards against)', async () => {
    expect(await readBodyAfterCollection(fetch)).toBe(0);
  });

  it('is read whole when pinned, and the course host fetch pins every one', async () => {
    expect(await readBodyAfterCollection(async (input) => pinResponseBody(await fetch(input)))).toBe(
      BODY_BYTES,
    );
    const counter = createRequestCounter();
    expect(await readBodyAfterCollection(counter.fetch)).toBe(BODY_BYTES);
    expect(counter.counts().tarball).toBe(1);
  });
});
