// What the library itself says about a PR, computed in the test process: the e2e and run() tests compare
// what the action sent with it as whole values, so they pin the plumbing (right files, right lines, right
// privacy) without pinning the engine's numbers, which the engine's own tests own.
import { checkPullRequest } from '../../src/action/check-pull-request.js';
import { parseInputs } from '../../src/action/inputs.js';
import { judgePath } from '../../src/action/path-filter.js';
import type { PullRequestReport } from '../../src/report/pull-request-report.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';

export interface ExpectedReportInput {
  readonly snapshot: Uint8Array;
  readonly repo: string;
  readonly headSha: string;
  readonly files: readonly { readonly path: string; readonly text: string }[];
  readonly inputs?: Record<string, string>;
  /** Files the action skipped before the check (for the report's counts). */
  readonly skipped?: number;
}

export function expectedReport(input: ExpectedReportInput): PullRequestReport {
  const inputs: Record<string, string> = {
    'github-token': 't',
    'snapshot-repo': 'staff/cs101',
    ...input.inputs,
  };
  const settings = parseInputs((name) => inputs[name] ?? '');
  const files = input.files.flatMap((f) => {
    const verdict = judgePath(f.path, settings);
    return verdict.checked ? [{ path: f.path, text: f.text, language: verdict.language }] : [];
  });
  const skipped = Array.from({ length: input.skipped ?? 0 }, (_, i) => ({
    submission: input.repo,
    path: `skipped${i}`,
    // Left out by name (the e2e's filler is .bin files): counted, not listed as "not checked".
    reason: 'excluded',
    detail: 'x',
  }));
  const [owner, repo] = input.repo.split('/') as [string, string];
  return checkPullRequest({
    snapshot: decodeSnapshot(input.snapshot),
    gathered: { files, skipped, source: 'workspace', workspaceHead: input.headSha, truncated: false },
    starter: [],
    context: { pull: { owner, repo, number: 9 }, headSha: input.headSha, repoFullName: input.repo },
    settings,
  });
}
