// The table a language front end is made of: what the generic lexer (lexer.ts) needs to know about one
// language's comments, literals, words and operators, and which normalizations it applies. Data only.

/** How a literal ends once opened. */
export type LiteralDelimiter =
  /** Closes with the same quote text that opened it (`"`, `'''`, `` ` ``). */
  | 'same'
  /** Opens with a run of three or more quotes and closes with a run as long (C# raw strings). */
  | 'fence'
  /** `r#*"` ... `"#*` with as many `#` on both sides (Rust raw strings); the quote text is empty. */
  | 'rust-raw'
  /** `R"delim(` ... `)delim"` (C++ raw strings); the quote text is `"`. */
  | 'cpp-raw';

/** What escapes a closing quote inside a literal. */
export type LiteralEscape = 'backslash' | 'doubled' | 'none';

/**
 * Code embedded in a literal, lexed as code until its matching `}`: `${...}` (JavaScript), `$name` and
 * `${...}` (Kotlin), `{...}` with `{{` as an escaped brace (C#, Python f-strings).
 */
export type LiteralInterpolation = 'none' | 'dollar-brace' | 'dollar' | 'brace';

/** One way to write a string, char or quoted-name literal. */
export interface LiteralRule {
  /** Text before the quote: '' or a word ('rb', 'u8R', 'b') or symbols ('@', '$@'). */
  readonly prefix: string;
  /** The opening quote text after the prefix: '"', "'", '"""', '`'; '' for 'rust-raw'. */
  readonly quote: string;
  /** Normalized token emitted for the whole literal: '$str', '$chr', or '$id' for quoted names. */
  readonly token: string;
  readonly delimiter?: LiteralDelimiter;
  /** Default 'backslash'. */
  readonly escape?: LiteralEscape;
  /** Whether a line break may occur inside; if not, an unterminated literal ends at the line's end. */
  readonly multiline?: boolean;
  readonly interpolation?: LiteralInterpolation;
}

export interface BlockComment {
  readonly open: string;
  readonly close: string;
  /** Whether comments nest (Rust, Kotlin). */
  readonly nests: boolean;
}

/**
 * C-style preprocessor lines, recognized only as the first thing on a line. Directives not kept (#include,
 * #pragma, #region...) are boilerplate: their whole line is dropped.
 */
export interface PreprocessorSpec {
  /** Directives kept as one token `#name`, the rest of their line lexed as code (#define, #if...). */
  readonly keep: readonly string[];
}

/**
 * A statement dropped whole, such as an import: libraries dictate it, not the author's logic. It starts with
 * `keyword` as the first token of a line (or right after another dropped statement) and is dropped once its
 * end is seen; everything in it is lexed as usual meanwhile, so a string or comment cannot fake its end. One
 * whose end never comes (the file or the enclosing block ends first) is kept.
 */
export interface DroppedStatement {
  readonly keyword: string;
  /**
   * What ends it: `;` at its own bracket depth, or also (`line`) a line break outside the brackets opened in
   * it, as in Python's `from x import (a,\n b)` or Go's `import (\n "fmt"\n)`.
   */
  readonly end: ';' | 'line';
  /**
   * Only when what follows the keyword (after blanks on its line) is one of these words or single symbol
   * characters: `using` after C#'s `global`, `{` or `*` after JavaScript's `export`.
   */
  readonly before?: readonly string[];
  /** Not when what follows is one of these: `(` and `.` after `import` (`import(...)`, `import.meta`). */
  readonly notBefore?: readonly string[];
  /** Only this many brackets deep at most: C#'s `using` directives are at the top or in a namespace block. */
  readonly maxDepth?: number;
}

export interface LexerSpec {
  /** Reserved words kept as their own token. */
  readonly keywords: readonly string[];
  /** Words folded into another token text, e.g. { long: '$numtype', let: '$decl' }. */
  readonly foldedWords?: Readonly<Record<string, string>>;
  /** Cosmetic words dropped from the token stream (visibility modifiers...). */
  readonly droppedWords?: readonly string[];
  /**
   * Words dropped together with the operator directly after them, e.g. { this: ['.'] }: `this.count` lexes as
   * `count` (adding `this.` is a common disguise), while `this` alone (`return this;`) stays.
   */
  readonly droppedQualifiers?: Readonly<Record<string, readonly string[]>>;
  /** Statements dropped whole: imports, package declarations. */
  readonly droppedStatements?: readonly DroppedStatement[];
  /** Operators and punctuation, matched longest first. Other symbols are dropped. */
  readonly operators: readonly string[];
  /** Operators dropped from the token stream (an optional `;`, braces). */
  readonly droppedOperators?: readonly string[];
  readonly lineComments: readonly string[];
  readonly blockComments?: readonly BlockComment[];
  readonly literals: readonly LiteralRule[];
  /** Characters besides letters, digits and `_` allowed in identifiers ('$'). */
  readonly identifierSymbols?: string;
  /** A digit separator besides `_` (C++ `1'000`). */
  readonly digitSeparator?: string;
  readonly preprocessor?: PreprocessorSpec;
  /** Emit `$indent`/`$dedent` from the indentation of logical lines (Python). */
  readonly indentation?: boolean;
  /** Drop a string literal that is a whole logical line by itself (Python docstrings). */
  readonly dropDocstrings?: boolean;
  /** `/.../flags` where an expression may start (JavaScript). */
  readonly regexLiterals?: boolean;
  /** Keywords after which `/` divides rather than starts a regex (this, true...). */
  readonly valueKeywords?: readonly string[];
  /** JSX elements where an expression may start; names after `<` that are never tags (TypeScript types). */
  readonly jsx?: { readonly notTagNames: readonly string[] };
  /** `'a` is a lifetime or label, not a char literal (Rust). */
  readonly lifetimes?: boolean;
}
