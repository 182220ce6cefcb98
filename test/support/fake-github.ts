// A loopback HTTP server that answers like GitHub's REST API for the calls codewinnow makes, records every
// request, and keeps state (comments, check runs) so tests can assert on what the action did. A second
// loopback server stands in for the blob storage an artifact download redirects to (another origin, so a
// test can see that the token is not forwarded there). Test-only: never imported from src/.
import type { ServerResponse } from 'node:http';
import {
  asRecord,
  close,
  listen,
  pageOf,
  record,
  send,
  sendPage,
  urlOf,
  type RecordedRequest,
} from './loopback-http.js';

export type { RecordedRequest } from './loopback-http.js';

export interface FakeUser {
  readonly login: string;
  readonly type: 'User' | 'Bot';
}

export interface FakeComment {
  id: number;
  body: string;
  user: FakeUser;
}

export interface FakeCheckRun {
  readonly id: number;
  readonly name: string;
  readonly head_sha: string;
  conclusion: string;
  output: { title: string; summary: string };
  readonly annotations: unknown[];
}

export interface FakeArtifact {
  readonly id: number;
  readonly name: string;
  readonly expired: boolean;
  readonly created_at: string;
  /** What the blob storage answers for it. */
  readonly bytes: Uint8Array;
}

export interface FakePullFile {
  readonly filename: string;
  readonly status: string;
  readonly content?: string;
}

/** An error answer to inject: the first `times` requests matching `method` and `path` get it. */
export interface Fault {
  readonly method: string;
  readonly path: RegExp;
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body: unknown;
  times: number;
}

export interface FakeGitHubState {
  /** Who GET /user says the token belongs to; undefined answers 403 as it does for GITHUB_TOKEN. */
  viewer: FakeUser | undefined;
  /** The user comments are created as. */
  commenter: FakeUser;
  pullFiles: Map<number, FakePullFile[]>;
  /** owner/repo → artifacts, newest first; a repo missing here answers 404. */
  artifacts: Map<string, FakeArtifact[]>;
  comments: FakeComment[];
  checkRuns: FakeCheckRun[];
  /** When false, POST check-runs answers 403 as it does for a personal access token. */
  canCreateCheckRuns: boolean;
  faults: Fault[];
}

export interface FakeGitHub {
  readonly url: string;
  readonly blobUrl: string;
  readonly state: FakeGitHubState;
  readonly requests: RecordedRequest[];
  /** Requests made to the blob storage. */
  readonly blobRequests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeGitHub(initial: Partial<FakeGitHubState> = {}): Promise<FakeGitHub> {
  const state: FakeGitHubState = {
    viewer: undefined,
    commenter: { login: 'github-actions[bot]', type: 'Bot' },
    pullFiles: new Map(),
    artifacts: new Map(),
    comments: [],
    checkRuns: [],
    canCreateCheckRuns: true,
    faults: [],
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const blobRequests: RecordedRequest[] = [];
  const blobServer = await listen(async (request, response) => {
    const recorded = await record(request);
    blobRequests.push(recorded);
    const id = Number(/^\/blob\/(\d+)$/.exec(recorded.path)?.[1]);
    const artifact = [...state.artifacts.values()].flat().find((a) => a.id === id);
    if (!artifact) return send(response, 404, { message: 'BlobNotFound' });
    response.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.bytes.length });
    response.end(artifact.bytes);
  });
  const blobUrl = urlOf(blobServer);
  const api = await listen(async (request, response) => {
    const recorded = await record(request);
    requests.push(recorded);
    const fault = state.faults.find(
      (f) => f.times > 0 && f.method === recorded.method && f.path.test(recorded.path),
    );
    if (fault) {
      fault.times--;
      return send(response, fault.status, fault.body, fault.headers);
    }
    route(state, recorded, { response, baseUrl: urlOf(api), blobUrl });
  });
  return {
    url: urlOf(api),
    blobUrl,
    state,
    requests,
    blobRequests,
    close: async () => {
      await Promise.all([close(api), close(blobServer)]);
    },
  };
}

interface RouteContext {
  readonly response: ServerResponse;
  readonly baseUrl: string;
  readonly blobUrl: string;
}

function route(state: FakeGitHubState, request: RecordedRequest, context: RouteContext): void {
  const { response } = context;
  const { method, path } = request;
  let m: RegExpExecArray | null;
  if (method === 'GET' && path === '/user') {
    if (!state.viewer) return send(response, 403, { message: 'Resource not accessible by integration' });
    return send(response, 200, { login: state.viewer.login, type: state.viewer.type });
  }
  if (method === 'POST' && path === '/graphql')
    return sendViewer(response, request, state.viewer ?? state.commenter);
  if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/.exec(path))) {
    const files = (state.pullFiles.get(Number(m[3])) ?? []).map((file) => ({
      sha: file.status === 'removed' ? null : blobSha(file.content ?? ''),
      filename: file.filename,
      status: file.status,
    }));
    return sendPage(context.response, context.baseUrl, files, request);
  }
  if (method === 'GET' && (m = /^\/repos\/([^/]+)\/([^/]+)\/git\/blobs\/([0-9a-f]+)$/.exec(path))) {
    const all = [...state.pullFiles.values()].flat();
    const file = all.find((f) => f.content !== undefined && blobSha(f.content) === m![3]);
    if (!file) return send(response, 404, { message: 'Not Found' });
    const bytes = Buffer.from(file.content ?? '', 'utf8');
    return send(response, 200, {
      sha: m[3],
      size: bytes.length,
      encoding: 'base64',
      content: bytes.toString('base64'),
    });
  }
  if (method === 'GET' && (m = /^\/repos\/([^/]+\/[^/]+)\/actions\/artifacts$/.exec(path))) {
    const artifacts = state.artifacts.get(m[1]!);
    if (!artifacts) return send(response, 404, { message: 'Not Found' });
    const named = artifacts.filter((a) => request.query.name === undefined || a.name === request.query.name);
    const page = pageOf(named, request);
    const body = {
      total_count: named.length,
      artifacts: page.items.map((a) => toArtifactJson(a, context.baseUrl, m![1]!)),
    };
    return send(response, 200, body, page.link ? { link: page.link(context.baseUrl) } : {});
  }
  if (method === 'GET' && (m = /^\/repos\/([^/]+\/[^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(path))) {
    const artifact = state.artifacts.get(m[1]!)?.find((a) => a.id === Number(m![2]));
    if (!artifact) return send(response, 404, { message: 'Not Found' });
    if (artifact.expired) return send(response, 410, { message: 'Artifact has expired' });
    response.writeHead(302, { location: `${context.blobUrl}/blob/${artifact.id}?sig=signed` });
    return void response.end();
  }
  if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path))) {
    if (method === 'GET')
      return sendPage(context.response, context.baseUrl, state.comments.map(toCommentJson), request);
    if (method === 'POST') {
      const comment = {
        id: 1000 + state.comments.length,
        body: bodyField(request.body, 'body'),
        user: state.commenter,
      };
      state.comments.push(comment);
      return send(response, 201, toCommentJson(comment));
    }
  }
  if (method === 'PATCH' && (m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path))) {
    const comment = state.comments.find((c) => c.id === Number(m![3]));
    if (!comment) return send(response, 404, { message: 'Not Found' });
    comment.body = bodyField(request.body, 'body');
    return send(response, 200, toCommentJson(comment));
  }
  if (method === 'POST' && /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.test(path)) {
    if (!state.canCreateCheckRuns)
      return send(response, 403, { message: 'Resource not accessible by personal access token' });
    const body = asRecord(request.body);
    const output = asRecord(body.output);
    const run: FakeCheckRun = {
      id: 5000 + state.checkRuns.length,
      name: String(body.name),
      head_sha: String(body.head_sha),
      conclusion: String(body.conclusion),
      output: { title: String(output.title), summary: String(output.summary) },
      annotations: Array.isArray(output.annotations) ? [...output.annotations] : [],
    };
    state.checkRuns.push(run);
    return send(response, 201, { id: run.id, name: run.name, head_sha: run.head_sha });
  }
  if (method === 'PATCH' && (m = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(path))) {
    const run = state.checkRuns.find((r) => r.id === Number(m![3]));
    if (!run) return send(response, 404, { message: 'Not Found' });
    const output = asRecord(asRecord(request.body).output);
    run.output = { title: String(output.title), summary: String(output.summary) };
    if (Array.isArray(output.annotations)) run.annotations.push(...output.annotations);
    return send(response, 200, { id: run.id });
  }
  send(response, 404, { message: `fake GitHub has no route for ${method} ${path}` });
}

/** The SHA the fake gives a blob: any stable hex id will do. */
export function blobSha(content: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x12345678;
  for (let i = 0; i < content.length; i++) {
    h1 = Math.imul(h1 ^ content.charCodeAt(i), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ content.charCodeAt(i), 2246822519) >>> 0;
  }
  return (h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0')).repeat(3).slice(0, 40);
}

/**
 * Answers GraphQL's `{ viewer { login } }`, which every kind of token may ask: the job's GITHUB_TOKEN and an
 * app's installation token are their bot (the account their comments are by), a personal token its user.
 */
export function sendViewer(response: ServerResponse, request: RecordedRequest, viewer: FakeUser): void {
  const query = asRecord(request.body).query;
  if (typeof query !== 'string' || !/\bviewer\s*\{\s*login\s*\}/.test(query))
    return send(response, 400, { message: 'this fake answers only { viewer { login } }' });
  return send(response, 200, { data: { viewer: { login: viewer.login } } });
}

function toCommentJson(comment: FakeComment) {
  return { id: comment.id, body: comment.body, user: { login: comment.user.login, type: comment.user.type } };
}

function toArtifactJson(artifact: FakeArtifact, baseUrl: string, repo: string) {
  return {
    id: artifact.id,
    name: artifact.name,
    size_in_bytes: artifact.bytes.length,
    expired: artifact.expired,
    created_at: artifact.created_at,
    archive_download_url: `${baseUrl}/repos/${repo}/actions/artifacts/${artifact.id}/zip`,
  };
}

function bodyField(body: unknown, field: string): string {
  const value = asRecord(body)[field];
  return typeof value === 'string' ? value : '';
}
