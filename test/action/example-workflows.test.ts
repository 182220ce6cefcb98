// The example workflows (examples/workflows) are what the README shows, and each is a workflow a course can
// use as it is: its triggers and permissions, `uses:` pinned as "Versions" recommends, every `with:` key an
// input of action.yml that the action's own parser accepts, and nothing in the student repository's
// workflow that a student could use beyond reading the snapshot. The e2e test runs them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDecisions } from '../../src/check/parse-decisions.js';
import { describe, expect, it } from 'vitest';
import { parseActionMode, parseInputs } from '../../src/action/inputs.js';
import { parseRescanInputs } from '../../src/action/rescan-inputs.js';
import { THIS_ACTION } from '../support/workflow-stand-ins.js';
import {
  expressionsIn,
  parseWorkflow,
  readActionInputs,
  toActionInputs,
  type Workflow,
  type WorkflowJob,
  type WorkflowStep,
} from '../support/workflow-file.js';

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples', 'workflows');
const names = readdirSync(EXAMPLES).filter((name) => name.endsWith('.yml'));
const texts = new Map(names.map((name) => [name, readFileSync(join(EXAMPLES, name), 'utf8')]));
const workflows = new Map([...texts].map(([name, text]) => [name, parseWorkflow(text)]));
const declared = readActionInputs();

const stepsOf = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const ours = (workflow: Workflow) => stepsOf(workflow).filter((s) => s.uses?.startsWith(`${THIS_ACTION}@`));
const secretsOf = (text: string) =>
  new Set(expressionsIn(text).flatMap((e) => [...e.matchAll(/\bsecrets\.(\w+)/g)].map((m) => m[1]!)));

/** A context in which every expression of `text` has a value, as a run of `job` would give it. */
function contextFor(text: string, job: WorkflowJob): Record<string, unknown> {
  const matrix = Object.fromEntries(
    Object.entries(job.matrix ?? {}).map(([key, values]) => [key, values[0]]),
  );
  const context: Record<string, unknown> = { github: { token: 'ghs_job' }, matrix };
  for (const path of expressionsIn(text)) {
    const keys = path.split('.');
    let node = context;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] ??= `<${path}>`;
  }
  return context;
}

/** The action's own parser for the step's mode, on the inputs the runner would give it. */
function parseStep(step: WorkflowStep, job: WorkflowJob, text: string): unknown {
  const inputs = toActionInputs(step, declared, contextFor(text, job));
  const get = (name: string) => inputs[name] ?? '';
  const mode = parseActionMode(get('mode'));
  return mode === 'check' ? parseInputs(get) : parseRescanInputs(get, mode);
}

const student = workflows.get('student-check.yml')!;
const staff = workflows.get('staff-rescan.yml')!;

describe.for(names)('examples/workflows/%s', (name) => {
  const workflow = workflows.get(name)!;
  const text = texts.get(name)!;

  it('uses this action, with declared inputs only, all of them accepted by its parser', () => {
    expect(ours(workflow).length).toBeGreaterThan(0);
    for (const job of Object.values(workflow.jobs))
      for (const step of job.steps.filter((s) => s.uses?.startsWith(`${THIS_ACTION}@`))) {
        expect(Object.keys(step.with).filter((key) => !declared.has(key))).toEqual([]);
        const required = [...declared].filter(([, input]) => input.required).map(([key]) => key);
        expect(required.filter((key) => !(key in step.with))).toEqual([]);
        expect(() => parseStep(step, job, text)).not.toThrow();
      }
  });

  it('pins this action to the major tag (template) or to an exact release (staff)', () => {
    const pins = [...text.matchAll(new RegExp(`uses: ${THIS_ACTION}@(\\S+)(.*)$`, 'gm'))];
    expect(pins.length).toBe(ours(workflow).length);
    const pattern = name === 'student-check.yml' ? /^v\d+$/ : /^v\d+\.\d+\.\d+$|^[0-9a-f]{40}$/;
    for (const [, ref, rest] of pins) {
      expect(ref).toMatch(pattern);
      if (/^[0-9a-f]{40}$/.test(ref!)) expect(rest).toMatch(/^ # v\d+\.\d+\.\d+\b/);
    }
  });

  it('appears in the README as it is', () => {
    const shown = readme.includes('```yaml\n' + text + '```\n');
    expect(shown, `README.md shows examples/workflows/${name} byte for byte`).toBe(true);
  });
});

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('the README', () => {
  const blocks = [...readme.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  // Its other YAML is the decisions file's example (a file with `version:` at the top, not a workflow).
  const decisionFiles = blocks.filter((block) => block.startsWith('version: '));

  it('shows no workflow that is not one of the examples', () => {
    const workflows = blocks.filter((block) => !decisionFiles.includes(block));
    expect(workflows.filter((block) => ![...texts.values()].includes(block))).toEqual([]);
  });

  it('shows a decisions file that the decisions parser takes', () => {
    expect(decisionFiles).toHaveLength(1);
    const decisions = parseDecisions(decisionFiles[0]!, 'README.md');
    expect(decisions.groups.length + decisions.pairs.length).toBeGreaterThan(1);
  });
});

describe('the student repository workflow', () => {
  const [check] = ours(student);
  const text = texts.get('student-check.yml')!;

  it('runs on pull requests with the least the check needs', () => {
    expect(Object.keys(student.on)).toEqual(['pull_request']);
    expect(student.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', checks: 'write' });
    expect(Object.values(student.jobs).map((job) => job.permissions)).toEqual([undefined]);
  });

  it('holds one secret, the snapshot token, and no staff secret', () => {
    expect([...secretsOf(text)]).toEqual(['CODEWINNOW_SNAPSHOT_TOKEN']);
    expect(check!.with['snapshot-token']).toBe('${{ secrets.CODEWINNOW_SNAPSHOT_TOKEN }}');
    expect([...secretsOf(texts.get('staff-rescan.yml')!)].filter((s) => secretsOf(text).has(s))).toEqual([]);
    expect(check!.with).not.toHaveProperty('github-token');
    expect(check!.with.mode ?? 'check').toBe('check');
    expect(check!.with.comment ?? 'fragments').not.toBe('full');
  });

  it('checks out the pull request head without keeping the token', () => {
    const checkout = stepsOf(student).find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout!.with).toEqual({
      ref: '${{ github.event.pull_request.head.sha }}',
      'persist-credentials': 'false',
    });
  });
});

describe('the staff repository workflow', () => {
  const [rescan] = ours(staff);
  const upload = stepsOf(staff).find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
  const [check] = ours(student);

  it('runs on a schedule and by hand, with the job token limited to the staff issue', () => {
    expect(Object.keys(staff.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(staff.on.schedule).toEqual([{ cron: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) }]);
    expect(staff.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(rescan!.with['staff-issue']).toBe('on');
  });

  it('reads the course with the app token, and uploads the artifact the student check downloads', () => {
    expect(rescan!.with.mode).toBe('rescan');
    expect(rescan!.with['course-token']).toMatch(/^\$\{\{ steps\.\w+\.outputs\.token \}\}$/);
    expect(upload.with.name).toBe(
      check!.with['snapshot-artifact'] ?? declared.get('snapshot-artifact')!.default,
    );
    expect(upload.with.path).toBe(`\${{ steps.${rescan!.id}.outputs.snapshot }}`);
    expect(Number(upload.with['retention-days'])).toBeGreaterThanOrEqual(1);
    expect(Number(upload.with['retention-days'])).toBeLessThanOrEqual(90);
  });

  it('keeps the staff state in the cache, where rescan reads it', () => {
    const caches = stepsOf(staff).filter((s) => s.uses?.startsWith('actions/cache/'));
    const statePath = rescan!.with['state-path'] ?? declared.get('state-path')!.default;
    expect(caches.map((s) => [s.uses!.split('@')[0], s.with.path])).toEqual([
      ['actions/cache/restore', statePath],
      ['actions/cache/save', statePath],
    ]);
  });
});
