// A decisions file's text → typed Decisions: YAML read with its positions kept, validated against the one
// schema (decisions-schema.ts), then the checks a schema cannot say (a pair listed twice, a pair of one
// submission). Every problem is reported at once, each with its line and column. Pure: no file is read here.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { DECISIONS_SCHEMA } from './decisions-schema.js';
import type { DeclaredGroup, Decisions, EvidenceFragment, PairDecision } from './decision-types.js';
import { toPlace } from './evidence-place.js';
import { pairKey } from './pair-key.js';

/** The decisions file is not valid; the message lists every problem as `source:line:column: what`. */
export class DecisionsError extends Error {
  override readonly name = 'DecisionsError';
}

let validator: ValidateFunction | undefined;

/**
 * Parses a decisions file. `source` names it in messages (its path). An empty file has no decisions.
 * @throws DecisionsError listing every problem, each with its 1-based line and column.
 */
export function parseDecisions(text: string, source: string): Decisions {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${source}:${line}:${col}`;
  };
  const problems = document.errors.map((error) => `${at(error.pos[0])}: ${firstLine(error.message)}`);
  if (problems.length > 0) throw new DecisionsError(problems.join('\n'));
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return { groups: [], pairs: [] };
  validator ??= new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(DECISIONS_SCHEMA);
  if (!validator(data)) {
    const errors = (validator.errors ?? []).filter((error) => error.keyword !== 'if');
    throw new DecisionsError(
      errors.map((error) => `${at(offsetOf(document, error))}: ${describeProblem(error)}`).join('\n'),
    );
  }
  const raw = data as RawDecisions;
  const decisions = { groups: (raw.groups ?? []).map(toGroup), pairs: (raw.pairs ?? []).map(toPair) };
  const duplicates = findRepeats(decisions.pairs).map(
    ({ index, first }) =>
      `${at(offsetOf(document, { instancePath: `/pairs/${index}` }))}: the pair is decided already at pairs[${first}]`,
  );
  const selfPairs = decisions.pairs.flatMap((pair, index) =>
    pair.a === pair.b
      ? [`${at(offsetOf(document, { instancePath: `/pairs/${index}/b` }))}: a and b are the same submission`]
      : [],
  );
  if (duplicates.length + selfPairs.length > 0)
    throw new DecisionsError([...duplicates, ...selfPairs].join('\n'));
  return decisions;
}

/** The file's shape once the schema has passed it. */
interface RawRecord {
  readonly note: string;
  readonly by?: string;
  readonly at?: string;
}
interface RawDecisions {
  readonly groups?: readonly (RawRecord & { readonly members: readonly string[] })[];
  readonly pairs?: readonly (RawRecord & {
    readonly a: string;
    readonly b: string;
    readonly decision: PairDecision['decision'];
    readonly evidence?: readonly { readonly a: string; readonly b: string }[];
  })[];
}

function toRecord(raw: RawRecord): { note: string; by?: string; at?: string } {
  return { note: raw.note, ...(raw.by === undefined ? {} : { by: raw.by }), ...atOf(raw.at) };
}

// A YAML date (2026-11-24 unquoted) is kept as the text it was.
function atOf(at: RawRecord['at']): { at?: string } {
  return at === undefined ? {} : { at: String(at) };
}

function toGroup(raw: NonNullable<RawDecisions['groups']>[number]): DeclaredGroup {
  return { members: [...raw.members], ...toRecord(raw) };
}

function toPair(raw: NonNullable<RawDecisions['pairs']>[number]): PairDecision {
  return {
    a: raw.a,
    b: raw.b,
    decision: raw.decision,
    ...toRecord(raw),
    ...(raw.evidence === undefined ? {} : { evidence: raw.evidence.map(toEvidence) }),
  };
}

function toEvidence(raw: { readonly a: string; readonly b: string }): EvidenceFragment {
  return { a: toPlace(raw.a), b: toPlace(raw.b) };
}

function findRepeats(pairs: readonly PairDecision[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const repeats: { index: number; first: number }[] = [];
  pairs.forEach((pair, index) => {
    const key = pairKey(pair.a, pair.b);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else repeats.push({ index, first });
  });
  return repeats;
}

// The position of the value a schema error is about: the unknown key itself, else the deepest node of the
// path that exists.
function offsetOf(
  document: Document,
  error: Pick<ErrorObject, 'instancePath'> & { params?: object },
): number {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if (!isNode(node)) continue;
    const extra =
      error.params && 'additionalProperty' in error.params ? error.params.additionalProperty : undefined;
    if (depth === path.length && isMap(node) && typeof extra === 'string') {
      const item = node.items.find((pair) => isNode(pair.key) && pair.key.toJSON() === extra);
      if (item && isNode(item.key) && item.key.range) return item.key.range[0];
    }
    if (node.range) return node.range[0];
  }
  return 0;
}

function describeProblem(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the file' : error.instancePath.slice(1).replaceAll('/', '.');
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where}: unknown field '${String(params.additionalProperty)}'`;
    case 'required':
      return `${where}: missing field '${String(params.missingProperty)}'`;
    case 'enum':
      return `${where}: expected one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${where}: expected ${JSON.stringify(params.allowedValue)}`;
    case 'not':
      return `${where}: evidence is kept for dismissed pairs only`;
    case 'pattern':
      return `${where}: ${patternHint(where)}`;
    default:
      return `${where}: ${error.message ?? error.keyword}`;
  }
}

function patternHint(where: string): string {
  if (where.endsWith('.at')) return 'expected a date such as 2026-11-24 (or a date and time)';
  return 'expected a file and its lines, such as src/Main.java:10-42';
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}
