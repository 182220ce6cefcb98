// Grows a random program unit by unit (classes with fields and methods, groups of free functions, the entry
// point), each unit calling only what came before it, so any prefix of a program's units stands on its own.
import type {
  FunctionDef,
  Program,
  ProgramSymbol,
  TokenStyle,
  Unit,
  ValueType,
} from './synthetic-program.js';
import type { Random } from './synthetic-random.js';
import { writeBody, type BodyContext } from './synthetic-statements.js';
import { className, commentText, functionName, variableName } from './synthetic-vocabulary.js';

const PARAM_TYPES: readonly (readonly [ValueType, number])[] = [
  ['int', 4],
  ['float', 1.5],
  ['bool', 0.5],
  ['text', 1],
  ['ints', 1.5],
];
const RETURN_TYPES: readonly (readonly [ValueType | undefined, number])[] = [
  [undefined, 2],
  ['int', 3],
  ['float', 1.5],
  ['bool', 1],
  ['text', 0.7],
];
const FIELD_TYPES: readonly (readonly [ValueType, number])[] = [
  ['int', 4],
  ['float', 2],
  ['text', 1],
  ['bool', 1],
];

export interface WriterOptions {
  readonly random: Random;
  readonly style: TokenStyle;
  readonly loopNames: readonly (readonly string[])[];
  /** A program to build on (a copy's source): its symbols, and the units taken over from it. */
  readonly start?: Program;
}

export class ProgramWriter {
  private readonly symbols: ProgramSymbol[];
  private readonly units: Unit[];
  private readonly functions: number[] = [];
  private readonly classes: number[] = [];
  private readonly globalNames = new Set<string>();
  private localNames = new Set<string>();

  constructor(private readonly options: WriterOptions) {
    this.symbols = [...(options.start?.symbols ?? [])];
    for (const symbol of this.symbols) {
      if (symbol.role === 'local' || symbol.role === 'param') continue;
      this.globalNames.add((symbol.role === 'field' ? `${symbol.owner}:` : '') + symbol.words.join(' '));
    }
    this.units = [...(options.start?.units ?? [])];
    for (const unit of this.units) {
      if (unit.kind === 'class') this.classes.push(unit.symbol);
      else this.functions.push(...unit.functions.filter((f) => !f.entry).map((f) => f.symbol));
    }
  }

  get program(): Program {
    return { symbols: this.symbols, units: this.units };
  }

  /** Adds a class with a few fields and methods; returns its index in the program's units. */
  addClass(): number {
    const { random } = this.options;
    const symbol = this.add({ role: 'class', words: className(random), type: undefined });
    const fields = Array.from({ length: random.int(1, 5) }, () =>
      this.add({
        role: 'field',
        words: variableName(random),
        type: random.weighted(FIELD_TYPES),
        owner: symbol,
      }),
    );
    const methods: FunctionDef[] = [];
    const count = random.int(2, 6);
    for (let m = 0; m < count; m++) {
      const callables = [...this.functions, ...methods.map((method) => method.symbol)];
      methods.push(
        this.writeFunction({ role: 'method', owner: symbol, variables: fields, callables, classes: [] }),
      );
    }
    return this.units.push({ kind: 'class', symbol, fields, methods, style: this.options.style }) - 1;
  }

  /** Adds a group of free functions (a module, or a class of static methods); returns its unit index. */
  addFunctions(withEntry = false): number {
    const { random } = this.options;
    const symbol = this.add({ role: 'class', words: className(random), type: undefined });
    const functions: FunctionDef[] = [];
    const count = withEntry ? random.int(0, 3) : random.int(2, 6);
    for (let f = 0; f < count; f++) {
      const defined = this.writeFunction({
        role: 'function',
        owner: symbol,
        variables: [],
        callables: this.functions,
        classes: this.classes,
      });
      functions.push(defined);
      this.functions.push(defined.symbol);
    }
    if (withEntry) functions.push(this.writeEntry(symbol));
    return this.units.push({ kind: 'functions', symbol, functions, style: this.options.style }) - 1;
  }

  private writeEntry(owner: number): FunctionDef {
    this.localNames = new Set();
    const symbol = this.add({ role: 'function', words: ['main'], type: undefined, params: [], owner });
    const body = writeBody(
      this.context(this.functions, this.classes),
      [],
      undefined,
      this.options.random.int(6, 12),
    );
    return { symbol, body, comment: undefined, entry: true };
  }

  private writeFunction(spec: {
    role: 'function' | 'method';
    owner?: number;
    variables: readonly number[];
    callables: readonly number[];
    classes: readonly number[];
  }): FunctionDef {
    const { random } = this.options;
    this.localNames = new Set(spec.variables.map((v) => this.symbols[v]!.words.join(' ')));
    const paramCount = random.weighted([
      [0, 1],
      [1, 3],
      [2, 3],
      [3, 1.5],
    ] as const);
    const params = Array.from({ length: paramCount }, () =>
      this.add({ role: 'param', words: variableName(random), type: random.weighted(PARAM_TYPES) }),
    );
    const returns = random.weighted(RETURN_TYPES);
    const symbol = this.add({
      role: spec.role,
      words: functionName(random),
      type: returns,
      params,
      owner: spec.owner,
    });
    const variables = [...spec.variables, ...params];
    const body = writeBody(this.context(spec.callables, spec.classes), variables, returns, random.int(3, 9));
    return { symbol, body, comment: random.chance(0.35) ? commentText(random) : undefined };
  }

  private context(callables: readonly number[], classes: readonly number[]): BodyContext {
    return {
      random: this.options.random,
      symbols: this.symbols,
      addSymbol: (symbol) => this.add(symbol),
      callables,
      classes,
      loopNames: this.options.loopNames,
    };
  }

  // Names are unique where a compiler would insist: classes and functions in the program, fields in
  // their class, variables in their function (loop counters excepted: sibling loops reuse `i`).
  private add(symbol: ProgramSymbol): number {
    const local = symbol.role === 'local' || symbol.role === 'param';
    if (!(local && this.options.loopNames.includes(symbol.words))) {
      const scope = local ? this.localNames : this.globalNames;
      const prefix = symbol.role === 'field' ? `${symbol.owner}:` : '';
      symbol = { ...symbol, words: uniqueWords(symbol.words, (key) => scope.has(prefix + key)) };
      scope.add(prefix + symbol.words.join(' '));
    }
    return this.symbols.push(symbol) - 1;
  }
}

/** `words`, or with a number appended when `taken` says the name is in use. */
export function uniqueWords(words: readonly string[], taken: (key: string) => boolean): readonly string[] {
  if (!taken(words.join(' '))) return words;
  for (let n = 2; ; n++) {
    const numbered = [...words.slice(0, -1), `${words[words.length - 1]}${n}`];
    if (!taken(numbered.join(' '))) return numbered;
  }
}
