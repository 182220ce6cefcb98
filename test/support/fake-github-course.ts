// A loopback server that answers like GitHub's REST API for a whole course: an organization's repositories
// (paginated, with Link headers), head commits (`application/vnd.github.sha`), tarballs (a 302 to a
// codeload stand-in on another origin, serving real gzipped tar archives), issue search for open pull
// requests, pull requests and their files, comments per issue, check runs and issues. It records every
// request (so tests count them) and injects faults. Requests it has no route for go on to the colleague's
// fake (test/support/fake-github.ts: the viewer, artifacts), answered as that one answers. Test-only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendViewer, startFakeGitHub, type FakeGitHub, type FakeUser, type Fault } from './fake-github.js';
import { writeTarGz, type TarFile } from './tar-writer.js';
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

export interface FakeRepo {
  readonly owner: string;
  readonly name: string;
  defaultBranch: string;
  archived: boolean;
  isTemplate: boolean;
  topics: string[];
  /** ISO 8601, or null for an empty repository. */
  pushedAt: string | null;
  /** The default branch's head commit. */
  head: string;
  /** Gzipped tarballs by commit. */
  readonly tarballs: Map<string, Uint8Array>;
}

export interface FakePull {
  readonly repo: string;
  readonly number: number;
  headSha: string;
  updatedAt: string;
  files: { filename: string; status: string }[];
}

export interface FakeIssue {
  readonly number: number;
  body: string;
  readonly title: string;
  readonly user: FakeUser;
}

export interface FakeCourseState {
  /** In listing order. */
  readonly repos: FakeRepo[];
  readonly pulls: FakePull[];
  /** `owner/repo#number` → comments, oldest first. */
  readonly comments: Map<string, { id: number; body: string; user: FakeUser }[]>;
  /** `owner/repo` → issues. */
  readonly issues: Map<string, FakeIssue[]>;
  /** Who comments, issues and check runs are created as. */
  commenter: FakeUser;
  readonly checkRuns: {
    repo: string;
    name: string;
    head_sha: string;
    conclusion: string;
    annotations: unknown[];
    title: string;
  }[];
  readonly faults: Fault[];
}

export interface FakeCourse {
  readonly url: string;
  readonly state: FakeCourseState;
  readonly requests: RecordedRequest[];
  /** Requests to the codeload stand-in (tarball bodies). */
  readonly downloads: RecordedRequest[];
  /** The colleague's fake, answering everything this one has no route for. */
  readonly rest: FakeGitHub;
  /** Commits `files` to the repository's default branch at time `pushedAt`; returns the commit id. */
  push(repo: FakeRepo, files: readonly TarFile[], pushedAt: string): string;
  /** Commits `files` to another branch (the default branch's head stays); returns the commit id. */
  pushBranch(repo: FakeRepo, files: readonly TarFile[], pushedAt: string): string;
  close(): Promise<void>;
}

let commitCounter = 0;

/** A new fake repository with one commit of `files`, pushed at `pushedAt`. */
export function makeRepo(owner: string, name: string, files: readonly TarFile[], pushedAt: string): FakeRepo {
  const repo: FakeRepo = {
    owner,
    name,
    defaultBranch: 'main',
    archived: false,
    isTemplate: false,
    topics: [],
    pushedAt,
    head: '',
    tarballs: new Map(),
  };
  commitTo(repo, files, pushedAt);
  return repo;
}

function commitTo(repo: FakeRepo, files: readonly TarFile[], pushedAt: string, branch = false): string {
  const sha = (++commitCounter).toString(16).padStart(8, '0').repeat(5);
  const top = `${repo.owner}-${repo.name}-${sha.slice(0, 7)}`;
  const entries: TarFile[] = [
    { path: `${top}/`, kind: 'directory' },
    ...files.map((f) => ({ ...f, path: `${top}/${f.path}` })),
  ];
  repo.tarballs.set(sha, writeTarGz(entries, { commit: sha }));
  if (!branch) repo.head = sha;
  repo.pushedAt = pushedAt;
  return sha;
}

export async function startFakeCourse(initial: Partial<FakeCourseState> = {}): Promise<FakeCourse> {
  const state: FakeCourseState = {
    repos: [],
    pulls: [],
    comments: new Map(),
    issues: new Map(),
    commenter: { login: 'course-bot[bot]', type: 'Bot' },
    checkRuns: [],
    faults: [],
    ...initial,
  };
  const rest = await startFakeGitHub();
  const requests: RecordedRequest[] = [];
  const downloads: RecordedRequest[] = [];
  const codeload = await listen(async (request, response) => {
    const recorded = await record(request);
    downloads.push(recorded);
    const m = /^\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/([0-9a-f]{40})$/.exec(recorded.path);
    const bytes = m ? findRepo(state, `${m[1]}/${m[2]}`)?.tarballs.get(m[3]!) : undefined;
    if (!bytes) return send(response, 404, { message: 'Not Found' });
    response.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': bytes.length });
    response.end(bytes);
  });
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
    const context = {
      response,
      baseUrl: urlOf(api),
      codeloadUrl: urlOf(codeload),
      restUrl: rest.url,
      accept: request.headers.accept ?? '',
    };
    if (!route(state, recorded, context)) await forward(recorded, request, context);
  });
  return {
    url: urlOf(api),
    state,
    requests,
    downloads,
    rest,
    push: (repo, files, pushedAt) => commitTo(repo, files, pushedAt),
    pushBranch: (repo, files, pushedAt) => commitTo(repo, files, pushedAt, true),
    close: async () => {
      await Promise.all([close(api), close(codeload), rest.close()]);
    },
  };
}

interface RouteContext {
  readonly response: ServerResponse;
  readonly baseUrl: string;
  readonly codeloadUrl: string;
  readonly restUrl: string;
  readonly accept: string;
}

/** Answers a course route; false when the path is not one. */
function route(state: FakeCourseState, request: RecordedRequest, context: RouteContext): boolean {
  const { response } = context;
  const { method, path } = request;
  let m: RegExpExecArray | null;
  // GET /user is refused (forwarded to the colleague's fake, which has no viewer): the bot's token.
  if (method === 'POST' && path === '/graphql') return (sendViewer(response, request, state.commenter), true);
  if (method === 'GET' && (m = /^\/orgs\/([^/]+)\/repos$/.exec(path))) {
    const repos = state.repos.filter((r) => r.owner.toLowerCase() === m![1]!.toLowerCase()).map(toRepoJson);
    return (sendPage(context.response, context.baseUrl, repos, request), true);
  }
  if (method === 'GET' && (m = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)$/.exec(path))) {
    const repo = findRepo(state, m[1]!);
    const ref = decodeURIComponent(m[2]!);
    if (!repo || (ref !== repo.defaultBranch && !repo.tarballs.has(ref)))
      return (send(response, 404, { message: 'Not Found' }), true);
    if (!context.accept.includes('application/vnd.github.sha'))
      return (send(response, 415, { message: 'expected the sha media type' }), true);
    response.writeHead(200, { 'content-type': 'application/vnd.github.sha; charset=utf-8' });
    return (response.end(ref === repo.defaultBranch ? repo.head : ref), true);
  }
  if (method === 'GET' && (m = /^\/repos\/([^/]+\/[^/]+)\/tarball\/(.+)$/.exec(path))) {
    const repo = findRepo(state, m[1]!);
    const ref = decodeURIComponent(m[2]!);
    const sha = repo && (ref === repo.defaultBranch ? repo.head : repo.tarballs.has(ref) ? ref : undefined);
    if (!repo || !sha) return (send(response, 404, { message: 'Not Found' }), true);
    response.writeHead(302, {
      location: `${context.codeloadUrl}/${repo.owner}/${repo.name}/legacy.tar.gz/${sha}`,
    });
    return (response.end(), true);
  }
  if (method === 'GET' && path === '/search/issues') return (searchPulls(state, request, context), true);
  if (method === 'GET' && (m = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)(\/files)?$/.exec(path))) {
    const pull = state.pulls.find((p) => p.repo === m![1] && p.number === Number(m![2]));
    if (!pull) return (send(response, 404, { message: 'Not Found' }), true);
    if (m[3])
      return (
        sendPage(
          context.response,
          context.baseUrl,
          pull.files.map((f) => ({ ...f, sha: f.status === 'removed' ? null : pull.headSha })),
          request,
        ),
        true
      );
    return (
      send(response, 200, {
        number: pull.number,
        state: 'open',
        head: { sha: pull.headSha },
        updated_at: pull.updatedAt,
      }),
      true
    );
  }
  if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path)))
    return commentRoute(state, request, `${m[1]}#${m[2]}`, context);
  if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path)) && method === 'PATCH') {
    const comment = [...state.comments.values()].flat().find((c) => c.id === Number(m![2]));
    if (!comment) return (send(response, 404, { message: 'Not Found' }), true);
    comment.body = String(asRecord(request.body).body);
    return (send(response, 200, { id: comment.id, body: comment.body, user: comment.user }), true);
  }
  if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues(?:\/(\d+))?$/.exec(path)))
    return issueRoute(state, request, { repo: m[1]!, number: m[2] }, context);
  if (method === 'POST' && (m = /^\/repos\/([^/]+\/[^/]+)\/check-runs$/.exec(path))) {
    const body = asRecord(request.body);
    const output = asRecord(body.output);
    const run = {
      repo: m[1]!,
      name: String(body.name),
      head_sha: String(body.head_sha),
      conclusion: String(body.conclusion),
      title: String(output.title),
      annotations: Array.isArray(output.annotations) ? [...output.annotations] : [],
    };
    state.checkRuns.push(run);
    return (send(response, 201, { id: 7000 + state.checkRuns.length }), true);
  }
  return false;
}

function searchPulls(state: FakeCourseState, request: RecordedRequest, context: RouteContext): void {
  const q = request.query.q ?? '';
  const org = /org:(\S+)/.exec(q)?.[1]?.toLowerCase();
  const since = /updated:>=(\S+)/.exec(q)?.[1];
  const items = state.pulls
    .filter(
      (p) =>
        p.repo.split('/')[0]!.toLowerCase() === org &&
        (since === undefined || Date.parse(p.updatedAt) >= Date.parse(since)),
    )
    .map((p) => ({
      number: p.number,
      repository_url: `${context.baseUrl}/repos/${p.repo}`,
      updated_at: p.updatedAt,
      state: 'open',
      pull_request: { url: '' },
    }));
  const page = pageOf(items, request);
  send(
    context.response,
    200,
    { total_count: items.length, incomplete_results: false, items: page.items },
    page.link ? { link: page.link(context.baseUrl) } : {},
  );
}

function commentRoute(
  state: FakeCourseState,
  request: RecordedRequest,
  key: string,
  context: RouteContext,
): boolean {
  const list = state.comments.get(key) ?? [];
  state.comments.set(key, list);
  if (request.method === 'GET') return (sendPage(context.response, context.baseUrl, list, request), true);
  if (request.method !== 'POST') return false;
  const comment = {
    id: 9000 + [...state.comments.values()].flat().length,
    body: String(asRecord(request.body).body),
    user: state.commenter,
  };
  list.push(comment);
  return (send(context.response, 201, comment), true);
}

function issueRoute(
  state: FakeCourseState,
  request: RecordedRequest,
  target: { repo: string; number: string | undefined },
  context: RouteContext,
): boolean {
  const list = state.issues.get(target.repo) ?? [];
  state.issues.set(target.repo, list);
  const body = asRecord(request.body);
  if (request.method === 'GET' && target.number === undefined)
    return (sendPage(context.response, context.baseUrl, list, request), true);
  if (request.method === 'POST' && target.number === undefined) {
    const issue = {
      number: list.length + 1,
      title: String(body.title),
      body: String(body.body),
      user: state.commenter,
    };
    list.push(issue);
    return (send(context.response, 201, issue), true);
  }
  const issue = list.find((i) => i.number === Number(target.number));
  if (request.method !== 'PATCH' || !issue) return false;
  issue.body = String(body.body);
  return (send(context.response, 200, issue), true);
}

async function forward(
  recorded: RecordedRequest,
  request: IncomingMessage,
  context: RouteContext,
): Promise<void> {
  const query = new URLSearchParams(recorded.query).toString();
  const answer = await fetch(`${context.restUrl}${recorded.path}${query ? `?${query}` : ''}`, {
    method: recorded.method,
    redirect: 'manual',
    headers: {
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      'content-type': 'application/json',
    },
    ...(recorded.body === undefined ? {} : { body: JSON.stringify(recorded.body) }),
  });
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
      headers[name] = value;
  });
  context.response.writeHead(answer.status, headers);
  context.response.end(Buffer.from(await answer.arrayBuffer()));
}

function findRepo(state: FakeCourseState, fullName: string): FakeRepo | undefined {
  return state.repos.find((r) => `${r.owner}/${r.name}`.toLowerCase() === fullName.toLowerCase());
}

function toRepoJson(repo: FakeRepo) {
  return {
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner, type: 'Organization' },
    private: true,
    default_branch: repo.defaultBranch,
    archived: repo.archived,
    is_template: repo.isTemplate,
    topics: repo.topics,
    pushed_at: repo.pushedAt,
  };
}
