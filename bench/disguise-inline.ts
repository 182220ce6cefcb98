// Attack: inline method. A small method of the file is written out at its call sites in the same class:
// `return e;` methods as `(e)` with the arguments put in for the parameters; void methods called as a
// statement, and methods ending in `return e;` called as `T v = m(…);`, `v = m(…);` or inside a larger
// statement (its value first goes to a fresh local), as a block that declares the parameters (fresh names,
// as are the body's locals, so nothing clashes with the caller's).
// The method goes when no call to it is left. Left alone: main, overloaded, recursive, generic methods,
// methods called as `x.m(…)`, and call sites where a name the body reads is a local of the caller.
import { calleesIn, type Callee } from './disguise-callees.js';
import { callSites, isPureArgument, splitArguments, type CallSite } from './disguise-calls.js';
import { lexJava, printTokens, type Tok } from './disguise-lexer.js';
import { declarationsIn, freshName, namesUsed, wordsOf } from './disguise-names.js';
import { parseSnippet } from './disguise-parser.js';
import { flatten, type Compound, type JavaFile, type Node } from './disguise-tree.js';
import { blocksIn, firstToken, indentOf } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';

/** Inlines the small methods of `file` at their call sites; returns how many calls were inlined. */
export function inlineMethods(file: JavaFile, random: Random): number {
  const taken = wordsOf(file.members.flatMap(flatten));
  let count = 0;
  for (const owner of blocksIn(file.members).filter((block) => block.mode === 'members')) {
    for (const callee of calleesIn(file, owner)) {
      const callers = owner.body.filter(
        (node): node is Compound =>
          node !== callee.node && node.kind === 'compound' && node.role === 'method',
      );
      for (const caller of callers) {
        const callerStatic = (caller.parts[0] as Tok[]).some((token) => token.text === 'static');
        if (callerStatic && !callee.isStatic) continue;
        count += inlineIn(caller, callee, { random, taken });
      }
      const own = new Set(flatten(callee.node));
      const rest = file.members.flatMap(flatten).filter((token) => !own.has(token));
      if (!rest.some((token, i) => token.text === callee.name && rest[i + 1]?.text === '('))
        owner.body.splice(owner.body.indexOf(callee.node), 1);
    }
  }
  return count;
}

interface Context {
  random: Random;
  taken: Set<string>;
}

function inlineIn(caller: Compound, callee: Callee, context: Context): number {
  const callerLocals = new Set(declarationsIn(flatten(caller)).map((at) => flatten(caller)[at]!.text));
  const own = new Set([...callee.parameters.map((p) => p.name), ...declaredIn(callee.statements)]);
  const free = [...namesUsed(callee.statements.flatMap(flatten))].filter((name) => !own.has(name));
  if (free.some((name) => callerLocals.has(name))) return 0;
  let count = 0;
  for (const site of callSites(caller, callee.name).reverse()) {
    if (callee.kind === 'expression') count += inlineExpression(site, callee) ? 1 : 0;
    else count += inlineStatement(site, callee, context) ? 1 : 0;
  }
  return count;
}

function inlineExpression(site: CallSite, callee: Callee): boolean {
  const args = splitArguments(site.tokens, site.at);
  const expression = (callee.statements[0] as { tokens: Tok[] }).tokens.slice(1, -1);
  const impure = args.arguments.filter((arg) => !isPureArgument(arg));
  const uses = (name: string) =>
    expression.filter((token, i) => token.text === name && expression[i - 1]?.text !== '.').length;
  const branches = expression.some((token) => ['&&', '||', '?'].includes(token.text));
  const safe =
    impure.length === 0 ||
    (impure.length === 1 && !branches && callee.parameters.every((p) => uses(p.name) === 1));
  if (!safe || args.arguments.length !== callee.parameters.length) return false;
  const byName = new Map(
    callee.parameters.map((parameter, i) => [parameter.name, printTokens(args.arguments[i]!).trim()]),
  );
  const text = expression
    .map((token, i) =>
      byName.has(token.text) && expression[i - 1]?.text !== '.' ? `(${byName.get(token.text)})` : token.text,
    )
    .join(' ');
  const replacement = lexJava(`(${text})`).slice(0, -1);
  replacement[0]!.lead = site.tokens[site.at]!.lead;
  site.tokens.splice(site.at, args.end - site.at, ...replacement);
  return true;
}

function inlineStatement(site: CallSite, callee: Callee, context: Context): boolean {
  const { statement, block } = site;
  if (!statement || !block) return false;
  const tokens = statement.tokens;
  const args = splitArguments(tokens, site.at);
  if (args.arguments.length !== callee.parameters.length) return false;
  const whole = args.end === tokens.length - 1;
  const target =
    callee.kind === 'void'
      ? site.at === 0 && whole && { declaration: '', name: '', after: '' }
      : ((whole ? valueTarget(tokens, site.at) : undefined) ?? hoisted(site, args.end, callee, context));
  if (!target) return false;
  const renaming = new Map<string, string>();
  for (const name of [...callee.parameters.map((p) => p.name), ...declaredIn(callee.statements)])
    renaming.set(name, freshName(context.random, context.taken));
  const rename = (run: readonly Tok[]) =>
    printTokens(
      run.map((token, i) =>
        renaming.has(token.text) && run[i - 1]?.text !== '.'
          ? { ...token, text: renaming.get(token.text)! }
          : token,
      ),
    ).trim();
  const indent = indentOf(statement);
  const inner = `${indent}${indent.includes('\t') ? '\t' : '    '}`;
  const bodyIndent = indentOf(callee.statements[0]!);
  const declarations = callee.parameters.map(
    (p, i) => `${p.type} ${renaming.get(p.name)} = ${printTokens(args.arguments[i]!).trim()};`,
  );
  const body = callee.kind === 'value' ? callee.statements.slice(0, -1) : callee.statements;
  const lines = [
    ...declarations,
    ...body.map((node) => rename(flatten(node)).split(`\n${bodyIndent}`).join(`\n${inner}`)),
  ];
  const last = callee.statements.at(-1);
  if (callee.kind === 'value' && last?.kind === 'simple')
    lines.push(`${target.name} = ${rename(last.tokens.slice(1, -1))};`);
  const opening = target.declaration ? `${target.declaration}\n${indent}{` : '{';
  const text = `${opening}\n${inner}${lines.join(`\n${inner}`)}\n${indent}}${target.after ? `\n${indent}${target.after}` : ''}`;
  const nodes = parseSnippet(text);
  firstToken(nodes[0]!).lead = tokens[0]!.lead;
  block.body.splice(block.body.indexOf(statement), 1, ...nodes);
  return true;
}

interface Target {
  /** `T v;` to put before the block, or ''. */
  declaration: string;
  /** The variable the block assigns the result to. */
  name: string;
  /** The statement to put after the block (the call replaced by the variable), or ''. */
  after: string;
}

// A call inside a larger statement: its value goes to a fresh local first, if nothing before it in the
// statement has an effect the call could be moved past (no call completes before it: no `)`; no `++`,
// no compound assignment) and the statement does not branch around it.
function hoisted(site: CallSite, end: number, callee: Callee, context: Context): Target | undefined {
  const tokens = site.tokens;
  const before = tokens.slice(0, site.at);
  if (!before.every((token) => token.kind === 'string' || !EFFECTS_BEFORE.has(token.text))) return undefined;
  if (tokens.some((token) => ['&&', '||', '?', '->'].includes(token.text))) return undefined;
  const name = freshName(context.random, context.taken);
  const after = `${printTokens(before).trim()} ${name}${printTokens(tokens.slice(end))}`.trim();
  // A call whose value was thrown away (`m(x);`) leaves nothing to do after the block.
  return { declaration: `${callee.returnType} ${name};`, name, after: after === `${name};` ? '' : after };
}

const EFFECTS_BEFORE = new Set([')', '++', '--', '+=', '-=', '*=', '/=', '%=']);

// `T v =` or `v =` before the call: the declaration to keep (`T v;`) and the name to assign.
function valueTarget(tokens: readonly Tok[], at: number): Target | undefined {
  if (tokens[at - 1]?.text !== '=' || tokens[at - 2]?.kind !== 'word') return undefined;
  const name = tokens[at - 2]!.text;
  if (at === 2) return { declaration: '', name, after: '' };
  const declared = declarationsIn(tokens.slice(0, at)).includes(at - 2);
  return declared
    ? { declaration: `${printTokens(tokens.slice(0, at - 1)).trim()};`, name, after: '' }
    : undefined;
}

function declaredIn(nodes: readonly Node[]): string[] {
  const tokens = nodes.flatMap(flatten);
  return declarationsIn(tokens).map((at) => tokens[at]!.text);
}
