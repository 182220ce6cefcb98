// The language-neutral program a synthetic submission is rendered from: classes and groups of functions
// whose statements and expressions every renderer (Java, Python, C, C++, JavaScript) can write out.
// Symbols are indexes into Program.symbols, so a copy can take units over and rename them wholesale.

/** What a value is; `ints` is an array (list) of whole numbers, `object` an instance of a class. */
export type ValueType = 'int' | 'float' | 'bool' | 'text' | 'ints' | 'object';

export type SymbolRole = 'local' | 'param' | 'field' | 'function' | 'method' | 'class';

export interface ProgramSymbol {
  readonly role: SymbolRole;
  /** Lower-case words; renderers join them in their language's case style. */
  readonly words: readonly string[];
  /** Variables: their type; functions: their return type (undefined for none). */
  readonly type: ValueType | undefined;
  /** Functions and methods: their parameters' symbols. Objects: their class symbol. */
  readonly params?: readonly number[];
  readonly classSymbol?: number;
  /** Methods and fields: their class; functions: their unit. */
  readonly owner?: number;
}

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

export type Expr =
  | { readonly kind: 'name'; readonly symbol: number }
  | { readonly kind: 'int'; readonly value: number }
  | { readonly kind: 'float'; readonly value: number }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'text'; readonly value: string }
  | {
      readonly kind: 'binary';
      readonly op: BinaryOp;
      readonly type: ValueType;
      readonly left: Expr;
      readonly right: Expr;
    }
  | { readonly kind: 'not'; readonly operand: Expr }
  | { readonly kind: 'call'; readonly callee: number; readonly args: readonly Expr[] }
  | {
      readonly kind: 'invoke';
      readonly object: number;
      readonly method: number;
      readonly args: readonly Expr[];
    }
  | { readonly kind: 'at'; readonly array: number; readonly index: Expr }
  | { readonly kind: 'length'; readonly array: number };

export type Statement =
  | { readonly kind: 'declare'; readonly symbol: number; readonly value: Expr }
  | {
      readonly kind: 'assign';
      readonly symbol: number;
      readonly op: '=' | '+=' | '-=' | '*=';
      readonly value: Expr;
    }
  | { readonly kind: 'new-array'; readonly symbol: number; readonly size: Expr }
  | { readonly kind: 'new-object'; readonly symbol: number }
  | { readonly kind: 'store'; readonly array: number; readonly index: Expr; readonly value: Expr }
  | {
      readonly kind: 'if';
      readonly condition: Expr;
      readonly then: Block;
      readonly otherwise: Block | undefined;
    }
  | {
      readonly kind: 'range';
      readonly symbol: number;
      readonly from: Expr;
      readonly to: Expr;
      readonly body: Block;
    }
  | { readonly kind: 'each'; readonly symbol: number; readonly array: number; readonly body: Block }
  | { readonly kind: 'while'; readonly condition: Expr; readonly body: Block }
  | { readonly kind: 'return'; readonly value: Expr | undefined }
  | { readonly kind: 'print'; readonly values: readonly Expr[] }
  | { readonly kind: 'call'; readonly call: Expr }
  | { readonly kind: 'break' }
  | { readonly kind: 'comment'; readonly text: string };

export type Block = readonly Statement[];

export interface FunctionDef {
  readonly symbol: number;
  readonly body: Block;
  readonly comment: string | undefined;
  /** The program's entry point (`main`); at most one per program. */
  readonly entry?: boolean;
}

/** How a unit spells things that change tokens; copied units keep the spelling of their source. */
export interface TokenStyle {
  /** `i++` rather than `i += 1` in counting loops. */
  readonly increment: boolean;
  /** `this.field` / `this->field` rather than a bare field name (Java, C++). */
  readonly explicitThis: boolean;
  /** JavaScript: `const` rather than `let` for arrays and objects. */
  readonly constObjects: boolean;
  /** Prints through a format (printf, f-string, template literal) rather than a list of values. */
  readonly formatPrint: boolean;
}

export type Unit =
  | {
      readonly kind: 'class';
      readonly symbol: number;
      readonly fields: readonly number[];
      readonly methods: readonly FunctionDef[];
      readonly style: TokenStyle;
    }
  | {
      readonly kind: 'functions';
      readonly symbol: number;
      readonly functions: readonly FunctionDef[];
      readonly style: TokenStyle;
    };

export interface Program {
  readonly symbols: readonly ProgramSymbol[];
  readonly units: readonly Unit[];
}
