// Attack: extract method. A run of one to four statements of a method body moves into a new private method
// (static when its method is) placed after it; the locals and parameters it reads become parameters. At most
// one value flows out: a local the run reassigns, or one it declares and later statements use; the new
// method returns it and the call assigns it. Runs that jump (`return`, `break`, `continue`, `throw`), use
// `this`/`super`/lambdas, or read a local whose type cannot be named or that may be unassigned stay put.
import { printTokens } from './disguise-lexer.js';
import { declarationsIn, freshName, namesReassigned, namesUsed, wordsOf } from './disguise-names.js';
import { scopeAt, typeBefore } from './disguise-scope.js';
import { parseSnippet } from './disguise-parser.js';
import { flatten, type Block, type JavaFile, type Node } from './disguise-tree.js';
import { blocksIn, editableBlocks, firstToken, indentOf, type MethodSite } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';

const FORBIDDEN = new Set(['return', 'break', 'continue', 'yield', 'throw', 'this', 'super', '->', 'class']);
const MAX_RUN = 4;
const MIN_TOKENS = 8;

interface Candidate {
  site: MethodSite;
  owner: Block;
  block: Block;
  start: number;
  end: number;
  parameters: [string, string][];
  /** The value the new method returns, and whether the run declares it. */
  out?: { name: string; type: string; declared: boolean };
}

/** Extracts up to two statement runs of `file` into new methods; returns how many. */
export function extractMethods(file: JavaFile, random: Random): number {
  const taken = wordsOf(file.members.flatMap(flatten));
  let count = 0;
  for (let round = 0; round < 2; round++) {
    const candidates = candidatesIn(file);
    if (candidates.length === 0) break;
    const weighted = candidates.map((candidate): [Candidate, number] => [
      candidate,
      candidate.end - candidate.start,
    ]);
    apply(random.weighted(weighted), freshName(random, taken, 'method'));
    count++;
  }
  return count;
}

function candidatesIn(file: JavaFile): Candidate[] {
  return blocksIn(file.members)
    .filter((owner) => owner.mode === 'members')
    .flatMap((owner) =>
      owner.body.flatMap((node) => {
        if (node.kind !== 'compound' || node.role !== 'method') return [];
        const [head, body] = node.parts as [MethodSite['head'], Block];
        if (head.some((token) => ['abstract', 'native', '<'].includes(token.text))) return [];
        const site = { method: node, head, body, isStatic: head.some((token) => token.text === 'static') };
        return editableBlocks([body]).flatMap((block) => runsIn(site, owner, block));
      }),
    );
}

function runsIn(site: MethodSite, owner: Block, block: Block): Candidate[] {
  const found: Candidate[] = [];
  for (let start = 0; start < block.body.length; start++) {
    for (let end = start + 1; end <= Math.min(block.body.length, start + MAX_RUN); end++) {
      const candidate = check(site, owner, block, start, end);
      if (candidate) found.push(candidate);
    }
  }
  return found;
}

function check(
  site: MethodSite,
  owner: Block,
  block: Block,
  start: number,
  end: number,
): Candidate | undefined {
  const run = block.body.slice(start, end);
  const tokens = run.flatMap(flatten);
  if (
    tokens.length < MIN_TOKENS ||
    tokens.some((token) => token.kind !== 'string' && FORBIDDEN.has(token.text))
  )
    return;
  const scope = scopeAt(site, block, start);
  const parameters: [string, string][] = [];
  for (const name of namesUsed(tokens)) {
    const variable = scope.get(name);
    if (!variable) continue;
    if (!variable.type || !variable.initialized) return;
    parameters.push([name, variable.type]);
  }
  const outs = [...namesReassigned(tokens)]
    .filter((name) => scope.has(name))
    .map((name) => ({ name, type: scope.get(name)!.type!, declared: false }));
  const usedAfter = namesUsed(block.body.slice(end).flatMap(flatten));
  for (const node of run) {
    if (node.kind !== 'simple') continue;
    for (const at of declarationsIn(node.tokens)) {
      const name = node.tokens[at]!.text;
      if (!usedAfter.has(name)) continue;
      const type = typeBefore(node.tokens, at);
      // Returned at the end of the new method, so it must be assigned where it is declared.
      if (!type || node.tokens[at + 1]?.text !== '=') return;
      outs.push({ name, type, declared: true });
    }
  }
  if (outs.length > 1) return;
  return { site, owner, block, start, end, parameters, ...(outs[0] ? { out: outs[0] } : {}) };
}

function apply(candidate: Candidate, name: string): void {
  const { site, owner, block, start, end, parameters, out } = candidate;
  const run = block.body.slice(start, end);
  const methodIndent = indentOf(site.method);
  const bodyIndent = (site.body.body[0] && indentOf(site.body.body[0])) || `${methodIndent}    `;
  const runIndent = indentOf(run[0]!);
  const runText = printTokens(run.flatMap(flatten))
    .replace(/^\s*/, '')
    .split(`\n${runIndent}`)
    .join(`\n${bodyIndent}`);
  const throwsAt = site.head.findIndex((token) => token.text === 'throws');
  const throws =
    throwsAt >= 0
      ? ` ${site.head
          .slice(throwsAt)
          .map((token) => token.text)
          .join(' ')}`
      : '';
  const modifiers = site.isStatic ? 'private static' : 'private';
  const signature = `${modifiers} ${out?.type ?? 'void'} ${name}(${parameters.map(([p, type]) => `${type} ${p}`).join(', ')})`;
  const returns = out ? `\n${bodyIndent}return ${out.name};` : '';
  const method = `${signature}${throws.replace(/ ,/g, ',')} {\n${bodyIndent}${runText}${returns}\n${methodIndent}}`;
  const [methodNode] = parseSnippet(method, 'members');
  firstToken(methodNode!).lead = `\n\n${methodIndent}`;
  owner.body.splice(owner.body.indexOf(site.method) + 1, 0, methodNode!);
  const call = `${name}(${parameters.map(([p]) => p).join(', ')})`;
  const statement = !out
    ? `${call};`
    : out.declared
      ? `${out.type} ${out.name} = ${call};`
      : `${out.name} = ${call};`;
  const [callNode] = parseSnippet(statement) as [Node];
  firstToken(callNode).lead = firstToken(run[0]!).lead;
  block.body.splice(start, end - start, callNode);
}
