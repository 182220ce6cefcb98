// Node's fetch (undici) cancels a response's body stream once the Response object is garbage collected and
// nothing reads the stream yet (nodejs/undici#3199): the stream then ends at once, without an error. Octokit
// hands back only the body stream of a response it does not parse (a tarball, octokit-course-host.ts) and
// drops the Response, so a collection before the stream was read gave a tarball of 0 bytes, read as a broken
// archive (one run in six of test/action/run-rescan.test.ts asked for a tarball twice). Here the stream
// holds its Response, so the Response lives as long as anyone may still read the stream.
const RESPONSE = Symbol('the response this body stream belongs to');

/** `response`, its body stream made to keep it alive. */
export function pinResponseBody(response: Response): Response {
  if (response.body) Object.defineProperty(response.body, RESPONSE, { value: response });
  return response;
}
