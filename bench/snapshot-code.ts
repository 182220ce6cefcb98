// Plausible source code from a seeded PRNG, for the snapshot benchmark and its tests: functions with loops,
// branches, arithmetic, calls, prints and comments over varied identifiers, rendered as Java, Python, C or
// JavaScript. Deterministic: the same seed gives the same text.

/** A seeded PRNG (mulberry32): numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SyntheticLanguage = 'java' | 'python' | 'c' | 'javascript';

export const EXTENSIONS: Record<SyntheticLanguage, string> = { java: '.java', python: '.py', c: '.c', javascript: '.js' };

const WORDS = (
  'total count index value result score limit offset buffer length width height item items node list queue ' +
  'stack left right middle first last next prev sum max min average delta step size key data temp flag level ' +
  'row col grid cell matrix vector point start end range number digit word line text name price amount rate ' +
  'balance account student grade course mark weight factor ratio base power prime chunk block page record'
).split(' ');
const VERBS = 'compute find update check count merge sort parse build apply scan load read print get set make reset'.split(' ');
const COMMENTS = ['TODO handle the edge case', 'keep track of the running value', 'see the assignment sheet',
  'this is the main loop', 'adjust the result', 'not sure this is right', 'helper for the next part', 'avoid overflow'];

type Pick = <T>(items: readonly T[]) => T;

interface Writer {
  readonly language: SyntheticLanguage;
  readonly random: () => number;
  readonly pick: Pick;
  readonly out: string[];
  readonly vars: string[];
}

function identifier(w: Writer, parts: number, snake: boolean): string {
  const words = Array.from({ length: parts }, () => w.pick(WORDS));
  if (snake) return words.join('_');
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function expression(w: Writer, depth: number): string {
  const r = w.random();
  if (depth <= 0 || r < 0.35) return r < 0.2 ? String(Math.floor(w.random() * 100)) : w.pick(w.vars);
  if (r < 0.75) return `${expression(w, depth - 1)} ${w.pick(['+', '-', '*', '/', '%'])} ${expression(w, depth - 1)}`;
  if (r < 0.85) return `values[${w.pick(w.vars)} % ${w.language === 'python' ? 'len(values)' : w.language === 'java' ? 'values.length' : w.language === 'c' ? 'n' : 'values.length'}]`;
  return `${callee(w)}(${expression(w, depth - 1)})`;
}

function callee(w: Writer): string {
  const word = w.pick(WORDS);
  return w.language === 'python' ? `${w.pick(VERBS)}_${word}` : `${w.pick(VERBS)}${word[0]!.toUpperCase()}${word.slice(1)}`;
}

function condition(w: Writer): string {
  const and = w.language === 'python' ? 'and' : '&&';
  const one = () => `${expression(w, 1)} ${w.pick(['<', '>', '<=', '>=', '==', '!='])} ${expression(w, 1)}`;
  return w.random() < 0.2 ? `${one()} ${and} ${one()}` : one();
}

function declare(w: Writer, name: string, value: string): string {
  const semi = w.language === 'python' ? '' : ';';
  if (w.vars.includes(name) || w.language === 'python') return `${name} = ${value}${semi}`;
  w.vars.push(name);
  return `${w.language === 'javascript' ? 'let' : 'int'} ${name} = ${value};`;
}

function block(w: Writer, indent: string, header: string, body: () => void): void {
  if (w.language === 'python') {
    w.out.push(`${indent}${header}:`);
    body();
    return;
  }
  w.out.push(`${indent}${header} {`);
  body();
  w.out.push(`${indent}}`);
}

function statement(w: Writer, indent: string, depth: number): void {
  const r = w.random();
  const py = w.language === 'python';
  const semi = py ? '' : ';';
  const inner = indent + '    ';
  const body = (n: number) => () => statements(w, inner, depth + 1, n);
  if (r < 0.3) w.out.push(indent + declare(w, identifier(w, 1 + Math.floor(w.random() * 2), py), expression(w, 2)));
  else if (r < 0.42) w.out.push(`${indent}${w.pick(w.vars)} ${w.pick(['+=', '-=', '*='])} ${expression(w, 1)}${semi}`);
  else if (r < 0.55 && depth < 3) {
    block(w, indent, py ? `if ${condition(w)}` : `if (${condition(w)})`, body(1 + Math.floor(w.random() * 3)));
    // An else branch: Python opens a new block, the others turn the closing `}` into `} else {`.
    if (w.random() < 0.4) block(w, indent, py ? 'else' : `${w.out.pop()!.trim()} else`, body(1 + Math.floor(w.random() * 2)));
  } else if (r < 0.66 && depth < 3) {
    const v = w.pick(['i', 'j', 'k', 'n', 'idx']);
    const bound = expression(w, 1);
    const header = py ? `for ${v} in range(${bound})` : `for (${w.language === 'javascript' ? 'let' : 'int'} ${v} = 0; ${v} < ${bound}; ${v}++)`;
    w.vars.push(v);
    block(w, indent, header, body(1 + Math.floor(w.random() * 4)));
  } else if (r < 0.7 && depth < 3) block(w, indent, py ? `while ${condition(w)}` : `while (${condition(w)})`, body(2));
  else if (r < 0.8) w.out.push(`${indent}${printCall(w)}(${expression(w, 1)})${semi}`);
  else if (r < 0.9) w.out.push(`${indent}${callee(w)}(${expression(w, 1)}, ${expression(w, 1)})${semi}`);
  else if (r < 0.96) w.out.push(`${indent}${py ? '#' : '//'} ${w.pick(COMMENTS)}`);
  else w.out.push('');
}

function printCall(w: Writer): string {
  return { java: 'System.out.println', python: 'print', c: 'printf', javascript: 'console.log' }[w.language];
}

function statements(w: Writer, indent: string, depth: number, count: number): void {
  for (let i = 0; i < count; i++) statement(w, indent, depth);
}

/** One function of about `lines` lines, appended to `out`. */
export function writeFunction(language: SyntheticLanguage, random: () => number, lines: number, out: string[]): void {
  const pick: Pick = (items) => items[Math.floor(random() * items.length)]!;
  const w: Writer = { language, random, pick, out, vars: [] };
  const py = language === 'python';
  const rest = identifier(w, 1 + Math.floor(random() * 2), py);
  const name = py ? `${pick(VERBS)}_${rest}` : `${pick(VERBS)}${rest[0]!.toUpperCase()}${rest.slice(1)}`;
  const params = [identifier(w, 1, py), identifier(w, 1, py)].filter((p, i, all) => all.indexOf(p) === i);
  w.vars.push(...params);
  const header = {
    java: `static int ${name}(int[] values, ${params.map((p) => `int ${p}`).join(', ')})`,
    python: `def ${name}(values, ${params.join(', ')})`,
    c: `int ${name}(int *values, int n, ${params.map((p) => `int ${p}`).join(', ')})`,
    javascript: `function ${name}(values, ${params.join(', ')})`,
  }[language];
  const indent = language === 'java' ? '    ' : '';
  const start = out.length;
  block(w, indent, header, () => {
    while (out.length - start < lines - 2) statement(w, indent + '    ', 1);
    out.push(`${indent}    return ${expression(w, 1)}${py ? '' : ';'}`);
  });
  out.push('');
}

/** A source file of about `lines` lines: functions of 5 to 40 lines, wrapped in a class for Java. */
export function writeFile(language: SyntheticLanguage, random: () => number, lines: number): string {
  const out: string[] = [];
  if (language === 'java') out.push(`public class ${['Solution', 'Main', 'Helper', 'Task'][Math.floor(random() * 4)]} {`, '');
  if (language === 'c') out.push('#include <stdio.h>', '');
  while (out.length < lines - 1) writeFunction(language, random, 5 + Math.floor(random() * 36), out);
  if (language === 'java') out.push('}');
  return out.join('\n') + '\n';
}
