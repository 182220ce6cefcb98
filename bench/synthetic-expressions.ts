// Random typed expressions over what is in scope: names, literals, arithmetic, comparisons, calls.
import type { BinaryOp, Expr, ProgramSymbol, ValueType } from './synthetic-program.js';
import type { Random } from './synthetic-random.js';
import { stringText } from './synthetic-vocabulary.js';

/** What an expression may use: the variables in scope and the functions it may call. */
export interface ExprScope {
  readonly random: Random;
  readonly symbols: readonly ProgramSymbol[];
  /** Variables, parameters and fields visible here. */
  readonly variables: readonly number[];
  /** Functions and methods callable from here (all declared earlier). */
  readonly callables: readonly number[];
}

const ARITHMETIC: readonly (readonly [BinaryOp, number])[] = [
  ['+', 5],
  ['-', 3],
  ['*', 3],
  ['/', 1],
  ['%', 1],
];
const COMPARISON: readonly BinaryOp[] = ['<', '<=', '>', '>=', '==', '!='];

/** Variables of `type` in scope. */
export function variablesOf(scope: ExprScope, type: ValueType): number[] {
  return scope.variables.filter((symbol) => scope.symbols[symbol]!.type === type);
}

/** A random expression of `type`; `depth` limits nesting. `ints` and `object` need a variable in scope. */
export function expressionOf(scope: ExprScope, type: ValueType, depth = 0): Expr {
  const { random } = scope;
  const names = variablesOf(scope, type);
  const calls = depth < 2 ? callablesReturning(scope, type) : [];
  const nested = depth < 2;
  const name = (): Expr => ({ kind: 'name', symbol: random.pick(names) });
  const call = (): Expr => callOf(scope, random.pick(calls), depth + 1);
  const options: [() => Expr, number][] = [
    [name, names.length > 0 ? 4 : 0],
    [call, calls.length > 0 ? 0.8 : 0],
  ];
  switch (type) {
    case 'int':
      options.push([() => intLiteral(random), 2], [() => arithmetic(scope, 'int', depth), nested ? 3 : 0]);
      options.push(...arrayReads(scope, depth));
      break;
    case 'float':
      options.push(
        [() => floatLiteral(random), 1.5],
        [() => arithmetic(scope, 'float', depth), nested ? 3 : 0],
      );
      break;
    case 'bool':
      options.push(
        [() => comparison(scope, depth), 5],
        [() => ({ kind: 'bool', value: random.chance(0.5) }), 0.3],
      );
      options.push(
        [() => logical(scope, depth), nested ? 1 : 0],
        [() => negation(scope, depth), nested ? 0.4 : 0],
      );
      break;
    case 'text':
      options.push([() => ({ kind: 'text', value: stringText(random) }), 3]);
      break;
    case 'ints':
    case 'object':
      if (names.length === 0) throw new RangeError(`no ${type} variable in scope`);
  }
  return random.weighted(options)();
}

/** A call of `callee` with arguments matching its parameters. */
export function callOf(scope: ExprScope, callee: number, depth: number): Expr {
  return { kind: 'call', callee, args: argumentsFor(scope, callee, depth) };
}

/** Arguments matching the parameters of `callee`. */
export function argumentsFor(scope: ExprScope, callee: number, depth: number): Expr[] {
  const params = scope.symbols[callee]!.params ?? [];
  return params.map((param) => expressionOf(scope, scope.symbols[param]!.type!, depth + 1));
}

/** Whether every parameter of `callee` can get an argument here. */
export function canCall(scope: ExprScope, callee: number): boolean {
  const params = scope.symbols[callee]!.params ?? [];
  return params.every((param) => {
    const type = scope.symbols[param]!.type!;
    return (type !== 'ints' && type !== 'object') || variablesOf(scope, type).length > 0;
  });
}

function callablesReturning(scope: ExprScope, type: ValueType): number[] {
  return scope.callables.filter((callee) => scope.symbols[callee]!.type === type && canCall(scope, callee));
}

function intLiteral(random: Random): Expr {
  const value = random.weighted<number>([
    [0, 3],
    [1, 3],
    [2, 1.5],
    [10, 1],
    [100, 0.5],
    [random.int(3, 1000), 2],
  ]);
  return { kind: 'int', value };
}

function floatLiteral(random: Random): Expr {
  const value = random.weighted<number>([
    [0.5, 2],
    [1.5, 1],
    [2, 1],
    [100, 1],
    [random.int(1, 10000) / 100, 2],
  ]);
  return { kind: 'float', value };
}

function arithmetic(scope: ExprScope, type: 'int' | 'float', depth: number): Expr {
  const op = scope.random.weighted(ARITHMETIC);
  const rightType = type === 'float' && scope.random.chance(0.4) ? 'int' : type;
  const left = expressionOf(scope, type, depth + 1);
  const right = op === '/' || op === '%' ? nonZero(scope) : expressionOf(scope, rightType, depth + 1);
  return { kind: 'binary', op: type === 'float' && op === '%' ? '*' : op, type, left, right };
}

function nonZero(scope: ExprScope): Expr {
  return { kind: 'int', value: scope.random.pick([2, 3, 4, 10, 60, 100]) };
}

function comparison(scope: ExprScope, depth: number): Expr {
  const type = scope.random.chance(0.75) ? 'int' : 'float';
  const op = scope.random.pick(COMPARISON);
  const left = expressionOf(scope, type, depth + 1);
  let right = expressionOf(scope, type, depth + 1);
  if (sameName(left, right)) right = expressionOf(scope, type, depth + 1);
  return { kind: 'binary', op, type: 'bool', left, right };
}

function logical(scope: ExprScope, depth: number): Expr {
  const op = scope.random.chance(0.6) ? '&&' : '||';
  const left = expressionOf(scope, 'bool', depth + 1);
  return { kind: 'binary', op, type: 'bool', left, right: expressionOf(scope, 'bool', depth + 1) };
}

function negation(scope: ExprScope, depth: number): Expr {
  return { kind: 'not', operand: expressionOf(scope, 'bool', depth + 1) };
}

function arrayReads(scope: ExprScope, depth: number): [() => Expr, number][] {
  const arrays = variablesOf(scope, 'ints');
  if (arrays.length === 0) return [];
  const array = scope.random.pick(arrays);
  return [
    [() => ({ kind: 'length', array }), 1],
    [() => ({ kind: 'at', array, index: expressionOf(scope, 'int', depth + 2) }), 1.2],
  ];
}

const sameName = (x: Expr, y: Expr) => x.kind === 'name' && y.kind === 'name' && x.symbol === y.symbol;
