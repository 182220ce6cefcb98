// Runs a job of an example workflow step by step, as the runner does: each step's `with:` evaluated
// against the job's context (the event, secrets, variables and the outputs of the steps before it), then
// handed to the test's stand-in for that action (`actions/checkout`, `actions/cache/…`, the bundled
// codewinnow, …), whose outputs later steps read as `steps.<id>.outputs`. A step with no stand-in, or a
// condition (`if:`), fails the run: every step of an example is one the test knows. Test-only.
import type { ExpressionContext, WorkflowJob, WorkflowStep } from './workflow-file.js';
import { evaluate } from './workflow-file.js';

/** What the runner passes a step: its evaluated `with:` and `env:`, and the context they came from. */
export interface StepCall {
  readonly step: WorkflowStep;
  readonly with: Readonly<Record<string, string>>;
  readonly env: Readonly<Record<string, string>>;
  readonly context: ExpressionContext;
}

/** A stand-in for one action: returns the step's outputs. */
export type StepHandler = (call: StepCall) => Promise<Record<string, string>>;

export interface JobRun {
  /** The context without `steps`: `github`, `secrets`, `vars`, … */
  readonly context: ExpressionContext;
  /** The workflow's `env:` (a job's and a step's own are added on top). */
  readonly workflowEnv?: Readonly<Record<string, string>>;
  /** Stand-ins by action, the `uses:` value without its `@ref`. */
  readonly handlers: Readonly<Record<string, StepHandler>>;
}

export class WorkflowRunError extends Error {
  override name = 'WorkflowRunError';
}

function evaluateAll(values: Readonly<Record<string, string>>, context: ExpressionContext) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, evaluate(value, context)]));
}

/** Runs every step of `job` in order; returns each step's outputs by id. */
export async function runWorkflowJob(
  job: WorkflowJob,
  run: JobRun,
): Promise<Record<string, Record<string, string>>> {
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  for (const [index, step] of job.steps.entries()) {
    const where = `step ${index + 1} (${step.id ?? step.uses ?? 'run'})`;
    if (step.if !== undefined) throw new WorkflowRunError(`${where}: this harness runs no conditions`);
    const action = step.uses?.split('@')[0];
    const handler = action === undefined ? undefined : run.handlers[action];
    if (!handler) throw new WorkflowRunError(`${where}: no stand-in for ${step.uses ?? 'a run: step'}`);
    const context = { ...run.context, steps };
    const env = evaluateAll({ ...run.workflowEnv, ...job.env, ...step.env }, context);
    const outputs = await handler({ step, with: evaluateAll(step.with, context), env, context });
    if (step.id !== undefined) steps[step.id] = { outputs };
  }
  return Object.fromEntries(Object.entries(steps).map(([id, { outputs }]) => [id, outputs]));
}
