// How each synthetic language spells names, literals, types and expressions. Statements and units are
// written by synthetic-render.ts on top of this.
import type { Expr, Program, ProgramSymbol, TokenStyle, ValueType } from './synthetic-program.js';

export type SyntheticLanguage = 'java' | 'python' | 'c' | 'cpp' | 'javascript';

/** Layout choices of one submission: they change no tokens. */
export interface Layout {
  readonly indent: string;
  /** Opening braces on their own line (C family). */
  readonly allman: boolean;
  /** Quote for string literals where the language lets people choose. */
  readonly quote: '"' | "'";
}

/** Everything expression rendering needs to know about where it is. */
export interface RenderPlace {
  readonly language: SyntheticLanguage;
  readonly program: Program;
  readonly style: TokenStyle;
  readonly layout: Layout;
  /** The unit (class or function group) being written. */
  readonly unit: number;
}

const RESERVED = new Set(
  `auto bool break case char class const default delete do double else float for if in int is len list long
  map max min new next not or and print range return self short sorted str string sum switch this type
  union var let function def del id input filter`.split(/\s+/),
);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function joinWords(words: readonly string[], style: 'camel' | 'snake' | 'pascal'): string {
  if (style === 'snake') return words.join('_');
  const pascal = words.map(capitalize).join('');
  return style === 'pascal' ? pascal : pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** The name of a symbol as written in `language`. */
export function nameOf(program: Program, symbol: number, language: SyntheticLanguage): string {
  const info = program.symbols[symbol]!;
  const snake = language === 'c' || language === 'python';
  if (info.role === 'class') return joinWords(info.words, 'pascal');
  const words = info.words.length === 1 && RESERVED.has(info.words[0]!) ? [...info.words, 'val'] : info.words;
  const name = joinWords(words, snake ? 'snake' : 'camel');
  if (language === 'c' && info.role === 'method')
    return `${joinWords(program.symbols[info.owner!]!.words, 'snake')}_${name}`;
  return name;
}

/** The type of a value: the declared type, the return type of a call, bool for comparisons... */
export function typeOf(program: Program, expr: Expr): ValueType {
  switch (expr.kind) {
    case 'name':
      return program.symbols[expr.symbol]!.type!;
    case 'int':
    case 'float':
    case 'bool':
    case 'text':
      return expr.kind;
    case 'binary':
      return expr.type;
    case 'not':
      return 'bool';
    case 'call':
      return program.symbols[expr.callee]!.type ?? 'int';
    case 'invoke':
      return program.symbols[expr.method]!.type ?? 'int';
    case 'at':
    case 'length':
      return 'int';
  }
}

/** The declared type of a variable, or `let`/`const` in JavaScript, or '' in Python. */
export function typeName(place: RenderPlace, symbol: ProgramSymbol): string {
  const type = symbol.type!;
  const object =
    symbol.classSymbol === undefined
      ? ''
      : joinWords(place.program.symbols[symbol.classSymbol]!.words, 'pascal');
  switch (place.language) {
    case 'python':
      return '';
    case 'javascript':
      return (type === 'ints' || type === 'object') && place.style.constObjects ? 'const' : 'let';
    case 'java':
      return { int: 'int', float: 'double', bool: 'boolean', text: 'String', ints: 'int[]', object }[type];
    case 'cpp':
      return {
        int: 'int',
        float: 'double',
        bool: 'bool',
        text: 'std::string',
        ints: 'std::vector<int>',
        object,
      }[type];
    case 'c':
      return {
        int: 'int',
        float: 'double',
        bool: 'bool',
        text: 'const char *',
        ints: 'int *',
        object: `struct ${object}`,
      }[type];
  }
}

/** A literal of the language: numbers with a decimal point where the type asks for one, quoted text. */
export function literal(place: RenderPlace, expr: Expr): string {
  switch (expr.kind) {
    case 'int':
      return String(expr.value);
    case 'float':
      return Number.isInteger(expr.value) ? `${expr.value}.0` : String(expr.value);
    case 'bool':
      return place.language === 'python' ? (expr.value ? 'True' : 'False') : String(expr.value);
    case 'text': {
      const quote = place.language === 'python' || place.language === 'javascript' ? place.layout.quote : '"';
      return `${quote}${expr.value}${quote}`;
    }
    default:
      throw new TypeError(`not a literal: ${expr.kind}`);
  }
}

/** A field as written inside its class's methods. */
export function fieldReference(place: RenderPlace, name: string): string {
  switch (place.language) {
    case 'python':
      return `self.${name}`;
    case 'javascript':
      return `this.${name}`;
    case 'c':
      return `self->${name}`;
    case 'java':
      return place.style.explicitThis ? `this.${name}` : name;
    case 'cpp':
      return place.style.explicitThis ? `this->${name}` : name;
  }
}

/** The default value a field starts with. */
export function defaultValue(place: RenderPlace, type: ValueType): string {
  const zero: Record<ValueType, Expr> = {
    int: { kind: 'int', value: 0 },
    float: { kind: 'float', value: 0 },
    bool: { kind: 'bool', value: false },
    text: { kind: 'text', value: '' },
    ints: { kind: 'int', value: 0 },
    object: { kind: 'int', value: 0 },
  };
  return literal(place, zero[type]);
}
