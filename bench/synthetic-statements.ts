// Random function bodies: declarations, assignments, branches, loops, prints and calls, typed so that every
// renderer writes plausible code, nested at most three blocks deep.
import {
  argumentsFor,
  callOf,
  canCall,
  expressionOf,
  variablesOf,
  type ExprScope,
} from './synthetic-expressions.js';
import type { Block, Expr, ProgramSymbol, Statement, ValueType } from './synthetic-program.js';
import type { Random } from './synthetic-random.js';
import { commentText, stringText, variableName } from './synthetic-vocabulary.js';

/** What a body is written against: the program so far and a way to add symbols to it. */
export interface BodyContext {
  readonly random: Random;
  readonly symbols: readonly ProgramSymbol[];
  readonly addSymbol: (symbol: ProgramSymbol) => number;
  /** Functions and methods callable from this body. */
  readonly callables: readonly number[];
  /** Classes this body may create objects of. */
  readonly classes: readonly number[];
  /** The submission's names for loop counters, outermost first. */
  readonly loopNames: readonly (readonly string[])[];
}

interface Place {
  readonly variables: number[];
  readonly depth: number;
  readonly inLoop: boolean;
  readonly returns: ValueType | undefined;
}

const DECLARED: readonly (readonly [ValueType, number])[] = [
  ['int', 5],
  ['float', 2],
  ['bool', 1],
  ['text', 1],
];

/** A body of about `size` top-level statements over `variables`, ending in a return of `returns`. */
export function writeBody(
  context: BodyContext,
  variables: readonly number[],
  returns: ValueType | undefined,
  size: number,
): Block {
  const place: Place = { variables: [...variables], depth: 0, inLoop: false, returns };
  const body = writeBlock(context, place, size);
  if (returns !== undefined)
    body.push({ kind: 'return', value: expressionOf(scopeOf(context, place), returns) });
  return body;
}

function writeBlock(context: BodyContext, place: Place, size: number): Statement[] {
  const block: Statement[] = [];
  for (let i = 0; i < size; i++) block.push(...writeStatement(context, place));
  return block;
}

function writeStatement(context: BodyContext, place: Place): Statement[] {
  const { random } = context;
  const scope = scopeOf(context, place);
  const nest = place.depth < 3 ? 1 : 0;
  const numbers = place.variables.filter((v) => isMutableNumber(context.symbols[v]!));
  const arrays = variablesOf(scope, 'ints');
  const make = random.weighted<() => Statement[]>([
    [() => [declare(context, place)], 5],
    [() => [assign(context, place, random.pick(numbers))], numbers.length > 0 ? 3 : 0],
    [() => [newArray(context, place)], place.depth < 2 ? 0.8 : 0],
    [() => [store(scope, random.pick(arrays))], arrays.length > 0 ? 1.5 : 0],
    [() => [branch(context, place)], nest * 2.5],
    [() => [rangeLoop(context, place)], nest * 2],
    [() => [eachLoop(context, place, random.pick(arrays))], arrays.length > 0 ? nest : 0],
    [() => whileLoop(context, place), nest * 0.6],
    [() => [{ kind: 'print', values: printed(scope) }], 1.5],
    [() => calls(context, place), 1],
    [() => [{ kind: 'comment', text: commentText(random) }], 0.5],
  ]);
  return make();
}

function scopeOf(context: BodyContext, place: Place): ExprScope {
  return {
    random: context.random,
    symbols: context.symbols,
    variables: place.variables,
    callables: context.callables,
  };
}

function isMutableNumber(symbol: ProgramSymbol): boolean {
  return (symbol.type === 'int' || symbol.type === 'float') && symbol.role !== 'function';
}

function declare(context: BodyContext, place: Place): Statement {
  const type = context.random.weighted(DECLARED);
  const value = expressionOf(scopeOf(context, place), type);
  const symbol = context.addSymbol({ role: 'local', words: variableName(context.random), type });
  place.variables.push(symbol);
  return { kind: 'declare', symbol, value };
}

function assign(context: BodyContext, place: Place, symbol: number): Statement {
  const op = context.random.weighted([
    ['=', 3],
    ['+=', 3],
    ['-=', 1],
    ['*=', 0.5],
  ] as const);
  const value = expressionOf(scopeOf(context, place), context.symbols[symbol]!.type!);
  const itself = value.kind === 'name' && value.symbol === symbol;
  return { kind: 'assign', symbol, op: itself && op === '=' ? '+=' : op, value };
}

function newArray(context: BodyContext, place: Place): Statement {
  const size = expressionOf(scopeOf(context, place), 'int', 1);
  const symbol = context.addSymbol({ role: 'local', words: variableName(context.random), type: 'ints' });
  place.variables.push(symbol);
  return { kind: 'new-array', symbol, size };
}

function store(scope: ExprScope, array: number): Statement {
  return { kind: 'store', array, index: expressionOf(scope, 'int', 1), value: expressionOf(scope, 'int') };
}

function inner(place: Place, inLoop = place.inLoop): Place {
  return { ...place, variables: [...place.variables], depth: place.depth + 1, inLoop };
}

function branch(context: BodyContext, place: Place): Statement {
  const { random } = context;
  const condition = expressionOf(scopeOf(context, place), 'bool');
  const then = writeBlock(context, inner(place), random.int(1, 4));
  if (place.inLoop && random.chance(0.15)) then.push({ kind: 'break' });
  else if (place.returns !== undefined && random.chance(0.15)) {
    then.push({ kind: 'return', value: expressionOf(scopeOf(context, place), place.returns) });
  }
  const otherwise = random.chance(0.4) ? writeBlock(context, inner(place), random.int(1, 3)) : undefined;
  return { kind: 'if', condition, then, otherwise };
}

function loopCounter(context: BodyContext, place: Place, body: Place): number {
  const words = context.loopNames[Math.min(place.depth, context.loopNames.length - 1)]!;
  const symbol = context.addSymbol({ role: 'local', words, type: 'int' });
  body.variables.push(symbol);
  return symbol;
}

function rangeLoop(context: BodyContext, place: Place): Statement {
  const scope = scopeOf(context, place);
  const arrays = variablesOf(scope, 'ints');
  const from: Expr = { kind: 'int', value: context.random.chance(0.85) ? 0 : 1 };
  const to: Expr =
    arrays.length > 0 && context.random.chance(0.5)
      ? { kind: 'length', array: context.random.pick(arrays) }
      : expressionOf(scope, 'int', 1);
  const body = inner(place, true);
  const symbol = loopCounter(context, place, body);
  return { kind: 'range', symbol, from, to, body: writeBlock(context, body, context.random.int(1, 5)) };
}

function eachLoop(context: BodyContext, place: Place, array: number): Statement {
  const body = inner(place, true);
  const symbol = context.addSymbol({ role: 'local', words: variableName(context.random), type: 'int' });
  body.variables.push(symbol);
  return { kind: 'each', symbol, array, body: writeBlock(context, body, context.random.int(1, 4)) };
}

// A counter that the loop moves towards its bound, so the loop plausibly ends.
function whileLoop(context: BodyContext, place: Place): Statement[] {
  const { random } = context;
  const down = random.chance(0.5);
  const bound: Expr = down ? { kind: 'int', value: 0 } : expressionOf(scopeOf(context, place), 'int', 1);
  const counter = declare(context, place);
  if (counter.kind !== 'declare' || context.symbols[counter.symbol]!.type !== 'int') return [counter];
  const name: Expr = { kind: 'name', symbol: counter.symbol };
  const body = writeBlock(context, inner(place, true), random.int(1, 4));
  const step: Statement = down
    ? {
        kind: 'assign',
        symbol: counter.symbol,
        op: '=',
        value: { kind: 'binary', op: '/', type: 'int', left: name, right: { kind: 'int', value: 2 } },
      }
    : {
        kind: 'assign',
        symbol: counter.symbol,
        op: '+=',
        value: { kind: 'int', value: random.pick([1, 1, 2, 3]) },
      };
  const condition: Expr = { kind: 'binary', op: down ? '>' : '<', type: 'bool', left: name, right: bound };
  return [counter, { kind: 'while', condition, body: [...body, step] }];
}

function printed(scope: ExprScope): Expr[] {
  const values: Expr[] = [{ kind: 'text', value: stringText(scope.random) }];
  const count = scope.random.int(1, 3);
  for (let i = 0; i < count; i++)
    values.push(expressionOf(scope, scope.random.pick(['int', 'float', 'text'] as const), 1));
  return values;
}

// A call for its effect: a function or method, or an object created and one of its methods called.
function calls(context: BodyContext, place: Place): Statement[] {
  const scope = scopeOf(context, place);
  const { random, symbols } = context;
  const callable = context.callables.filter((callee) => canCall(scope, callee));
  if (context.classes.length > 0 && random.chance(0.4)) {
    const classSymbol = random.pick(context.classes);
    const object = context.addSymbol({
      role: 'local',
      words: variableName(random),
      type: 'object',
      classSymbol,
    });
    place.variables.push(object);
    const methods = symbols.flatMap((s, i) =>
      s.role === 'method' && s.owner === classSymbol && canCall(scope, i) ? [i] : [],
    );
    const made: Statement[] = [{ kind: 'new-object', symbol: object }];
    for (const method of random.shuffled(methods).slice(0, random.int(1, 3))) {
      made.push({
        kind: 'call',
        call: { kind: 'invoke', object, method, args: argumentsFor(scope, method, 1) },
      });
    }
    return made;
  }
  if (callable.length === 0) return [declare(context, place)];
  return [{ kind: 'call', call: callOf(scope, random.pick(callable), 1) }];
}
