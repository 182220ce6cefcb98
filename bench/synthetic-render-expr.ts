// Writes expressions in each synthetic language, with the parentheses precedence needs and no more.
import type { BinaryOp, Expr } from './synthetic-program.js';
import { fieldReference, literal, nameOf, typeOf, type RenderPlace } from './synthetic-syntax.js';

const PRECEDENCE: Record<BinaryOp, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

/** `expr` as source text. */
export function renderExpr(place: RenderPlace, expr: Expr): string {
  switch (expr.kind) {
    case 'name':
      return renderName(place, expr.symbol);
    case 'int':
    case 'float':
    case 'bool':
    case 'text':
      return literal(place, expr);
    case 'binary':
      return renderBinary(place, expr);
    case 'not': {
      const operand = renderOperand(place, expr.operand, 7);
      return place.language === 'python' ? `not ${operand}` : `!${operand}`;
    }
    case 'call':
      return renderCall(place, expr.callee, expr.args);
    case 'invoke':
      return renderInvoke(place, expr);
    case 'at':
      return `${renderName(place, expr.array)}[${renderExpr(place, expr.index)}]`;
    case 'length':
      return renderLength(place, expr.array);
  }
}

/** A variable, parameter or field by name. */
export function renderName(place: RenderPlace, symbol: number): string {
  const name = nameOf(place.program, symbol, place.language);
  return place.program.symbols[symbol]!.role === 'field' ? fieldReference(place, name) : name;
}

/** How many elements an array holds. */
export function renderLength(place: RenderPlace, array: number): string {
  const name = renderName(place, array);
  switch (place.language) {
    case 'python':
      return `len(${name})`;
    case 'c':
      return `${name}_len`;
    case 'cpp':
      return `(int) ${name}.size()`;
    case 'java':
    case 'javascript':
      return `${name}.length`;
  }
}

function renderBinary(place: RenderPlace, expr: Extract<Expr, { kind: 'binary' }>): string {
  const precedence = PRECEDENCE[expr.op];
  const left = renderOperand(place, expr.left, precedence);
  const right = renderOperand(place, expr.right, precedence + 1);
  return `${left} ${operator(place, expr)} ${right}`;
}

function renderOperand(place: RenderPlace, expr: Expr, least: number): string {
  const text = renderExpr(place, expr);
  return expr.kind === 'binary' && PRECEDENCE[expr.op] < least ? `(${text})` : text;
}

function operator(place: RenderPlace, expr: Extract<Expr, { kind: 'binary' }>): string {
  const { op } = expr;
  if (place.language === 'python') {
    if (op === '&&') return 'and';
    if (op === '||') return 'or';
    if (op === '/' && expr.type === 'int') return '//';
  }
  if (place.language === 'javascript' && (op === '==' || op === '!=')) return `${op}=`;
  return op;
}

function renderArgs(place: RenderPlace, callee: number, args: readonly Expr[]): string[] {
  const params = place.program.symbols[callee]!.params ?? [];
  return args.flatMap((arg, i) => {
    const text = renderExpr(place, arg);
    const isArray = place.program.symbols[params[i]!]!.type === 'ints';
    // C passes an array with its length.
    return place.language === 'c' && isArray && arg.kind === 'name'
      ? [text, renderLength(place, arg.symbol)]
      : [text];
  });
}

function renderCall(place: RenderPlace, callee: number, args: readonly Expr[]): string {
  const { program, language } = place;
  const info = program.symbols[callee]!;
  const name = nameOf(program, callee, language);
  const rendered = renderArgs(place, callee, args);
  if (info.role === 'method') {
    if (language === 'c') return `${name}(${['self', ...rendered].join(', ')})`;
    const self = { python: 'self.', javascript: 'this.', java: 'this.', cpp: 'this->' }[language];
    const explicit = language === 'python' || language === 'javascript' || place.style.explicitThis;
    return `${explicit ? self : ''}${name}(${rendered.join(', ')})`;
  }
  const owner = info.owner;
  const qualified = language === 'java' && owner !== undefined && owner !== place.unit;
  return `${qualified ? nameOf(program, owner, language) + '.' : ''}${name}(${rendered.join(', ')})`;
}

function renderInvoke(place: RenderPlace, expr: Extract<Expr, { kind: 'invoke' }>): string {
  const object = renderName(place, expr.object);
  const method = nameOf(place.program, expr.method, place.language);
  const args = renderArgs(place, expr.method, expr.args);
  if (place.language === 'c') return `${method}(${[`&${object}`, ...args].join(', ')})`;
  return `${object}.${method}(${args.join(', ')})`;
}

/** Whether `expr` is text, for renderers that format prints by type. */
export const isText = (place: RenderPlace, expr: Expr) => typeOf(place.program, expr) === 'text';
