// A workflow file and action.yml read as the Actions runner reads them, for the end-to-end tests of the
// example workflows: the YAML parsed and checked into typed steps, `${{ … }}` expressions evaluated against
// a job's context (property paths only: anything else is refused, so a typo in an example fails a test
// instead of becoming an empty string), and a step's `with:` turned into the inputs the action receives
// (action.yml's defaults for the inputs it does not give). Test-only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface WorkflowStep {
  readonly id: string | undefined;
  readonly uses: string | undefined;
  readonly with: Readonly<Record<string, string>>;
  readonly env: Readonly<Record<string, string>>;
  readonly if: string | undefined;
}

export interface WorkflowJob {
  /** `strategy.matrix`: each variable's values (the job runs once per combination). */
  readonly matrix: Readonly<Record<string, readonly string[]>> | undefined;
  readonly needs: readonly string[];
  readonly permissions: Readonly<Record<string, string>> | undefined;
  readonly env: Readonly<Record<string, string>>;
  readonly steps: readonly WorkflowStep[];
}

export interface Workflow {
  /** Each trigger and its settings (`null` when it has none). */
  readonly on: Readonly<Record<string, unknown>>;
  readonly permissions: Readonly<Record<string, string>> | undefined;
  readonly env: Readonly<Record<string, string>>;
  readonly jobs: Readonly<Record<string, WorkflowJob>>;
}

export interface ActionInput {
  readonly required: boolean;
  readonly default: string | undefined;
}

/** A job's expression context: `github`, `secrets`, `vars`, `steps`, … as nested records. */
export type ExpressionContext = Readonly<Record<string, unknown>>;

export class WorkflowFileError extends Error {
  override name = 'WorkflowFileError';
}

const ROOT = join(import.meta.dirname, '..', '..');

function toMapping(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new WorkflowFileError(`${where}: expected a mapping, got ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
}

/** A mapping of scalars as the runner hands them on: every value a string (`7` → '7', `true` → 'true'). */
function toStrings(value: unknown, where: string): Record<string, string> {
  if (value === undefined) return {};
  const strings: Record<string, string> = {};
  for (const [key, item] of Object.entries(toMapping(value, where))) {
    if (typeof item === 'object' && item !== null)
      throw new WorkflowFileError(`${where}.${key}: expected a scalar, got ${JSON.stringify(item)}`);
    strings[key] = String(item);
  }
  return strings;
}

function optionalString(value: unknown, where: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new WorkflowFileError(`${where}: expected a string, got ${JSON.stringify(value)}`);
}

function toTriggers(on: unknown): Record<string, unknown> {
  if (typeof on === 'string') return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((name) => [String(name), null]));
  return toMapping(on, 'on');
}

function toStep(value: unknown, where: string): WorkflowStep {
  const step = toMapping(value, where);
  return {
    id: optionalString(step.id, `${where}.id`),
    uses: optionalString(step.uses, `${where}.uses`),
    with: toStrings(step.with, `${where}.with`),
    env: toStrings(step.env, `${where}.env`),
    if: optionalString(step.if, `${where}.if`),
  };
}

function toJob(value: unknown, where: string): WorkflowJob {
  const job = toMapping(value, where);
  if (!Array.isArray(job.steps)) throw new WorkflowFileError(`${where}.steps: expected a list`);
  const strategy = job.strategy === undefined ? {} : toMapping(job.strategy, `${where}.strategy`);
  return {
    matrix: strategy.matrix === undefined ? undefined : toMatrix(strategy.matrix, `${where}.strategy.matrix`),
    needs: job.needs === undefined ? [] : [job.needs].flat().map(String),
    permissions:
      job.permissions === undefined ? undefined : toStrings(job.permissions, `${where}.permissions`),
    env: toStrings(job.env, `${where}.env`),
    steps: job.steps.map((step, i) => toStep(step, `${where}.steps[${i}]`)),
  };
}

function toMatrix(value: unknown, where: string): Record<string, string[]> {
  const matrix: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(toMapping(value, where))) {
    if (!Array.isArray(values)) throw new WorkflowFileError(`${where}.${key}: expected a list`);
    matrix[key] = values.map(String);
  }
  return matrix;
}

/** Parses the text of a workflow file. */
export function parseWorkflow(text: string): Workflow {
  const root = toMapping(parse(text), 'workflow');
  const jobs = toMapping(root.jobs, 'jobs');
  return {
    on: toTriggers(root.on),
    permissions: root.permissions === undefined ? undefined : toStrings(root.permissions, 'permissions'),
    env: toStrings(root.env, 'env'),
    jobs: Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, toJob(job, `jobs.${name}`)])),
  };
}

/** action.yml's inputs, by name. */
export function readActionInputs(): Map<string, ActionInput> {
  const inputs = toMapping(
    toMapping(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')), 'action').inputs,
    'inputs',
  );
  return new Map(
    Object.entries(inputs).map(([name, value]) => {
      const input = toMapping(value, `inputs.${name}`);
      const fallback = input.default === undefined ? undefined : String(input.default);
      return [name, { required: input.required === true, default: fallback }];
    }),
  );
}

/** Every `${{ … }}` expression in `text`, trimmed. */
export function expressionsIn(text: string): string[] {
  return [...text.matchAll(/\$\{\{(.*?)\}\}/g)].map((m) => m[1]!.trim());
}

/** `text` with each `${{ a.b.c }}` replaced by that property of `context`; refuses anything else. */
export function evaluate(text: string, context: ExpressionContext): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => {
    const path = expression.trim();
    if (!/^[A-Za-z_][\w-]*(\.[\w-]+)*$/.test(path))
      throw new WorkflowFileError(`this harness evaluates property paths only, not '${path}'`);
    let value: unknown = context;
    for (const key of path.split('.')) {
      if (typeof value !== 'object' || value === null || !(key in value))
        throw new WorkflowFileError(`'${path}' is not in the job's context (no '${key}')`);
      value = (value as Record<string, unknown>)[key];
    }
    if (typeof value === 'object' || value === undefined)
      throw new WorkflowFileError(`'${path}' is not a scalar`);
    return String(value);
  });
}

/** The inputs the runner gives an action for `step`: its `with:` and, for the rest, action.yml's defaults. */
export function toActionInputs(
  step: WorkflowStep,
  declared: ReadonlyMap<string, ActionInput>,
  context: ExpressionContext,
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [name, input] of declared)
    if (input.default !== undefined) inputs[name] = evaluate(input.default, context);
  for (const [name, value] of Object.entries(step.with)) inputs[name] = evaluate(value, context);
  return inputs;
}
