// Hand-written fakes of the action's runner, files and clock ports, recording what the action did.
import type { Clock, FilesPort, RunnerPort, WorkspaceRead } from '../../src/action/ports.js';
import type { Annotation } from '../../src/report/to-annotations.js';
import type { SourceFile } from '../../src/sources/types.js';

export interface FakeRunner extends RunnerPort {
  readonly inputs: Record<string, string>;
  readonly outputs: Record<string, string>;
  readonly failures: string[];
  readonly logs: string[];
  readonly warnings: string[];
  readonly annotations: Annotation[];
  readonly notices: string[];
  readonly summaries: string[];
}

export function createFakeRunner(inputs: Record<string, string>): FakeRunner {
  const runner: FakeRunner = {
    inputs,
    outputs: {},
    failures: [],
    logs: [],
    warnings: [],
    annotations: [],
    notices: [],
    summaries: [],
    getInput: (name) => inputs[name] ?? '',
    setOutput: (name, value) => void (runner.outputs[name] = value),
    setFailed: (message) => void runner.failures.push(message),
    info: (message) => void runner.logs.push(message),
    warning: (message) => void runner.warnings.push(message),
    annotate: (annotation) => void runner.annotations.push(annotation),
    notice: (message) => void runner.notices.push(message),
    writeSummary: async (markdown) => void runner.summaries.push(markdown),
  };
  return runner;
}

export interface FakeFiles extends FilesPort {
  readonly written: Map<string, string>;
}

export interface FakeFilesOptions {
  /** Workspace files by repository path. */
  readonly workspace?: ReadonlyMap<string, string>;
  readonly head?: string | undefined;
  /** Files named by inputs (snapshot-path). */
  readonly inputFiles?: ReadonlyMap<string, Uint8Array>;
  readonly starter?: readonly SourceFile[];
}

export function createFakeFiles(options: FakeFilesOptions = {}): FakeFiles {
  const written = new Map<string, string>();
  return {
    written,
    readWorkspaceHead: async () => options.head,
    readWorkspaceFile: async (path): Promise<WorkspaceRead> => {
      const text = options.workspace?.get(path);
      return text === undefined
        ? { kind: 'missing' }
        : { kind: 'bytes', bytes: new TextEncoder().encode(text) };
    },
    readStarter: async () => ({ files: options.starter ?? [], skipped: [] }),
    readInputFile: async (path) => {
      const bytes = options.inputFiles?.get(path);
      if (!bytes) throw new Error(`ENOENT: no such file, open '${path}'`);
      return bytes;
    },
    writeReport: async (name, text) => {
      written.set(`/tmp/runner/${name}`, text);
      return `/tmp/runner/${name}`;
    },
  };
}

export const fixedClock: Clock = { now: () => new Date(Date.UTC(2026, 10, 21, 9, 30, 0)) };
