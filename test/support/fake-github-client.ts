// A hand-written in-memory GitHubClient for unit tests: keeps comments and check runs, records calls, and
// can be told to refuse check runs or the viewer lookup as GitHub does for some tokens.
import type {
  ArtifactInfo,
  GitHubClient,
  IssueComment,
  NewCheckRun,
  PullFile,
  PullRef,
  RepoRef,
  CheckRunOutput,
} from '../../src/github/github-client.js';

export interface FakeClientState {
  viewer: string | undefined;
  commenter: { login: string; type: string };
  comments: IssueComment[];
  pullFiles: PullFile[];
  blobs: Map<string, Uint8Array>;
  artifacts: Map<string, ArtifactInfo[]>;
  zips: Map<number, Uint8Array>;
  checkRuns: { id: number; run: NewCheckRun; updates: CheckRunOutput[] }[];
  /** Thrown by createCheckRun when set. */
  checkRunError: unknown;
  /** Thrown by listArtifacts when set. */
  artifactError: unknown;
  calls: string[];
}

export function createFakeClient(
  initial: Partial<FakeClientState> = {},
): GitHubClient & { state: FakeClientState } {
  const state: FakeClientState = {
    viewer: undefined,
    commenter: { login: 'github-actions[bot]', type: 'Bot' },
    comments: [],
    pullFiles: [],
    blobs: new Map(),
    artifacts: new Map(),
    zips: new Map(),
    checkRuns: [],
    checkRunError: undefined,
    artifactError: undefined,
    calls: [],
    ...initial,
  };
  const key = (repo: RepoRef) => `${repo.owner}/${repo.repo}`;
  return {
    state,
    async listPullFiles(_pull: PullRef, limit: number) {
      state.calls.push('listPullFiles');
      return state.pullFiles.slice(0, limit);
    },
    async fetchBlob(_repo: RepoRef, sha: string) {
      state.calls.push(`fetchBlob ${sha}`);
      const blob = state.blobs.get(sha);
      if (!blob) throw Object.assign(new Error('Not Found'), { status: 404 });
      return blob;
    },
    async listArtifacts(repo: RepoRef, name: string) {
      state.calls.push(`listArtifacts ${key(repo)} ${name}`);
      if (state.artifactError !== undefined) throw state.artifactError;
      const artifacts = state.artifacts.get(key(repo));
      if (!artifacts) throw Object.assign(new Error('Not Found'), { status: 404 });
      return artifacts.filter((a) => a.name === name);
    },
    async downloadArtifact(repo: RepoRef, id: number) {
      state.calls.push(`downloadArtifact ${key(repo)} ${id}`);
      const zip = state.zips.get(id);
      if (!zip) throw Object.assign(new Error('Not Found'), { status: 404 });
      return zip;
    },
    async fetchViewerLogin() {
      state.calls.push('fetchViewerLogin');
      return state.viewer;
    },
    async listComments() {
      state.calls.push('listComments');
      return [...state.comments];
    },
    async createComment(_pull: PullRef, body: string) {
      state.calls.push('createComment');
      const comment = { id: 100 + state.comments.length, body, author: state.commenter };
      state.comments.push(comment);
      return comment;
    },
    async updateComment(_repo: RepoRef, id: number, body: string) {
      state.calls.push(`updateComment ${id}`);
      const index = state.comments.findIndex((c) => c.id === id);
      state.comments[index] = { ...state.comments[index]!, body };
    },
    async createCheckRun(_repo: RepoRef, run: NewCheckRun) {
      state.calls.push('createCheckRun');
      if (state.checkRunError !== undefined) throw state.checkRunError;
      const id = 500 + state.checkRuns.length;
      state.checkRuns.push({ id, run, updates: [] });
      return id;
    },
    async updateCheckRun(_repo: RepoRef, id: number, output: CheckRunOutput) {
      state.calls.push(`updateCheckRun ${id}`);
      state.checkRuns.find((r) => r.id === id)!.updates.push(output);
    },
  };
}
