// The ports run() takes, so tests drive the whole action with hand-written fakes: the runner (inputs,
// outputs, logs, workflow-command annotations, job summary), the files (workspace, snapshot file, report),
// the clock, the run's context, a way to get a GitHub client for a token, and for the rescan modes a
// course host and a file store.
import type { CourseHost } from '../github/course-host.js';
import type { GitHubClient } from '../github/github-client.js';
import type { Annotation } from '../report/to-annotations.js';
import type { FileStore } from '../sources/file-store.js';
import type { SubmissionFiles } from '../sources/types.js';

/** What the action needs of @actions/core. */
export interface RunnerPort {
  /** An input's value, '' when unset. */
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** A workflow-command annotation: GitHub keeps 10 per type per step and 50 per job. */
  annotate(annotation: Annotation): void;
  /** A notice without a file (a workflow-command annotation of type notice). */
  notice(message: string): void;
  writeSummary(markdown: string): Promise<void>;
}

/** A workspace file's bytes, or why there are none. */
export type WorkspaceRead =
  /** The first `maxBytes` of the file; `size` is the whole file's, larger when it was cut. */
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array; readonly size?: number }
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'refused';
      readonly reason: 'symlink' | 'too-large' | 'unreadable';
      readonly detail: string;
    };

export interface FilesPort {
  /** The commit the workspace is checked out at, or undefined (no workspace, no .git, or a branch we cannot resolve). */
  readWorkspaceHead(): Promise<string | undefined>;
  /**
   * A file of the workspace by its repository path, its first `maxBytes` bytes. Refuses symbolic links and
   * paths that lead outside the workspace; 'missing' when there is no workspace or no such file.
   */
  readWorkspaceFile(path: string, maxBytes: number): Promise<WorkspaceRead>;
  /** Starter code: each path a file or folder of the workspace, read like a submission. */
  readStarter(paths: readonly string[]): Promise<SubmissionFiles>;
  /**
   * A file named by an input (snapshot-path), relative to the workspace.
   * @throws FileReadRefusedError when `maxBytes` is given and the file is larger; what the file system throws.
   */
  readInputFile(path: string, maxBytes?: number): Promise<Uint8Array>;
  /** Writes the JSON report to the runner's temporary folder; returns its path. */
  writeReport(name: string, text: string): Promise<string>;
}

export interface Clock {
  now(): Date;
}

/** The event that started the run, as the runner describes it. */
export interface RunContext {
  readonly eventName: string;
  /** The webhook payload (GITHUB_EVENT_PATH), unchecked. */
  readonly payload: unknown;
  /** GITHUB_REPOSITORY: owner/name. */
  readonly repository: string;
}

/** What modes rescan and merge need on top: the course's host, the state and output files, GitHub's address. */
export interface RescanPorts {
  /** A course host acting with `token`; each counts its own API requests. */
  readonly connect: (token: string) => CourseHost;
  /** Files by workspace-relative (or absolute) path. */
  readonly store: FileStore;
  /** GITHUB_SERVER_URL, for links in the staff report. */
  readonly serverUrl: string;
}

export interface ActionDeps {
  readonly runner: RunnerPort;
  readonly files: FilesPort;
  readonly clock: Clock;
  readonly loadContext: () => Promise<RunContext>;
  /** A GitHub client acting with `token`. */
  readonly connect: (token: string) => GitHubClient;
  /** Modes rescan and merge only; a run without them fails in those modes. */
  readonly rescan?: RescanPorts | undefined;
}
