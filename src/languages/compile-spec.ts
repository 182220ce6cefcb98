// Turns a language's LexerSpec into the lookup tables the lexer runs on: character classes, word and
// operator tables with precomputed token ids, and literal rules indexed by how they start (compile-literals.ts).
import { tokenId } from '../engine/token-id.js';
import { buildCharClasses } from './char-class.js';
import {
  compileLiteral,
  followers,
  groupSymbolLiterals,
  groupWordLiterals,
  type CompiledLiteral,
} from './compile-literals.js';
import type { BlockComment, DroppedStatement, LexerSpec } from './lexer-spec.js';
import { normalTexts } from './normal-tokens.js';
import { WordTable } from './word-table.js';

/**
 * What a keyword or folded word becomes. Identifiers have no entry, except those that may start a dropped
 * statement or be a dropped qualifier (C#'s `global`): they keep the id of `$id`.
 */
export interface WordEntry {
  readonly id: number;
  readonly drop: boolean;
  /** Consecutive tokens of this word's id merge into one (`unsigned long long` is one `$numtype`). */
  readonly merge: boolean;
  /** Whether a regex literal may follow (JavaScript). */
  readonly regexAfter: boolean;
  /** Operators that, directly after this word, are dropped with it (`.` after `this`). */
  readonly qualifies: readonly string[] | undefined;
  /** The statement this word starts, to be dropped whole (`import`). */
  readonly statement: CompiledStatement | undefined;
}

/** A LexerSpec's DroppedStatement, ready for the lexer. */
export interface CompiledStatement {
  readonly endsAtLine: boolean;
  readonly before: readonly string[] | undefined;
  readonly notBefore: readonly string[];
  readonly maxDepth: number;
}

export interface OperatorEntry {
  readonly text: string;
  /** Code of its second character, NaN for a one-character operator: most candidates fail on it. */
  readonly second: number;
  readonly id: number;
  readonly drop: boolean;
  readonly regexAfter: boolean;
}

export interface CompiledSpec {
  readonly classes: Uint8Array;
  /** Keywords and folded or dropped words, looked up in the text (scanWord). */
  readonly words: WordTable<WordEntry>;
  /** Operators by their first character code (< 128), longest first. */
  readonly operators: ReadonlyArray<readonly OperatorEntry[] | undefined>;
  readonly lineComments: readonly string[];
  readonly blockComments: readonly BlockComment[];
  /** Literals whose opening text starts with a symbol, by that symbol's code, longest opening first. */
  readonly symbolLiterals: ReadonlyArray<readonly CompiledLiteral[] | undefined>;
  /** Literals after a word prefix, by prefix, longest quote first. */
  readonly wordLiterals: ReadonlyMap<string, readonly CompiledLiteral[]>;
  /** Char code of an extra digit separator, or -1. */
  readonly digitSeparator: number;
  /** Preprocessor directives kept, with the id of their `#name` token; undefined without a preprocessor. */
  readonly directives: ReadonlyMap<string, number> | undefined;
  readonly indentation: boolean;
  readonly dropDocstrings: boolean;
  readonly regexLiterals: boolean;
  readonly jsxNotTagNames: ReadonlySet<string> | undefined;
  readonly lifetimes: boolean;
  /** Whether the lexer must look at the start of each line (preprocessor or indentation). */
  readonly lineStartHook: boolean;
}

const NO_REGEX_AFTER = new Set([')', ']', '}', '++', '--']);

/** Builds the tables for `spec`. Pure; done once per language. */
export function compileSpec(spec: LexerSpec): CompiledSpec {
  const literals = spec.literals.map(compileLiteral);
  const wordLiterals = groupWordLiterals(literals);
  return {
    classes: buildCharClasses({
      identifierSymbols: spec.identifierSymbols ?? '',
      commentStarts: [...spec.lineComments, ...(spec.blockComments ?? []).map((b) => b.open)]
        .map((m) => m[0])
        .join(''),
      literalStarts: literals
        .filter((l) => !wordLiterals.has(l.prefix))
        .map((l) => l.open[0])
        .join(''),
      prefixFollowers: literals
        .filter((l) => wordLiterals.has(l.prefix))
        .map(followers)
        .join(''),
    }),
    words: new WordTable(compileWords(spec)),
    operators: compileOperators(spec),
    lineComments: spec.lineComments,
    blockComments: spec.blockComments ?? [],
    symbolLiterals: groupSymbolLiterals(literals.filter((l) => !wordLiterals.has(l.prefix))),
    wordLiterals,
    digitSeparator: spec.digitSeparator === undefined ? -1 : spec.digitSeparator.charCodeAt(0),
    directives:
      spec.preprocessor && new Map(spec.preprocessor.keep.map((name) => [name, tokenId(`#${name}`)])),
    indentation: spec.indentation === true,
    dropDocstrings: spec.dropDocstrings === true,
    regexLiterals: spec.regexLiterals === true,
    jsxNotTagNames: spec.jsx && new Set(spec.jsx.notTagNames),
    lifetimes: spec.lifetimes === true,
    lineStartHook: spec.preprocessor !== undefined || spec.indentation === true,
  };
}

function compileWords(spec: LexerSpec): Map<string, WordEntry> {
  const texts = new Map<string, { text: string; drop: boolean }>();
  for (const word of spec.keywords) texts.set(word, { text: word, drop: false });
  for (const [word, text] of Object.entries(spec.foldedWords ?? {})) texts.set(word, { text, drop: false });
  for (const word of spec.droppedWords ?? []) texts.set(word, { text: word, drop: true });
  const statements = new Map(
    (spec.droppedStatements ?? []).map((rule) => [rule.keyword, compileStatement(rule)]),
  );
  const qualifiers = new Map(Object.entries(spec.droppedQualifiers ?? {}));
  for (const word of [...statements.keys(), ...qualifiers.keys()]) {
    if (!texts.has(word)) texts.set(word, { text: normalTexts.identifier, drop: false });
  }
  const values = new Set(spec.valueKeywords ?? []);
  const words = new Map<string, WordEntry>();
  for (const [word, { text, drop }] of texts) {
    words.set(word, {
      id: tokenId(text),
      drop,
      merge: text === normalTexts.numericType,
      regexAfter: text !== normalTexts.identifier && !values.has(word),
      qualifies: qualifiers.get(word),
      statement: statements.get(word),
    });
  }
  return words;
}

function compileStatement(rule: DroppedStatement): CompiledStatement {
  return {
    endsAtLine: rule.end === 'line',
    before: rule.before,
    notBefore: rule.notBefore ?? [],
    maxDepth: rule.maxDepth ?? Number.MAX_SAFE_INTEGER,
  };
}

function compileOperators(spec: LexerSpec): (OperatorEntry[] | undefined)[] {
  const dropped = new Set(spec.droppedOperators ?? []);
  const table: (OperatorEntry[] | undefined)[] = [];
  const sorted = [...new Set([...spec.operators, ...dropped])].sort((a, b) => b.length - a.length);
  for (const text of sorted) {
    const c = text.charCodeAt(0);
    if (!(c < 128)) continue;
    const entry = {
      text,
      second: text.charCodeAt(1),
      id: tokenId(text),
      drop: dropped.has(text),
      regexAfter: !NO_REGEX_AFTER.has(text),
    };
    (table[c] ??= []).push(entry);
  }
  return table;
}
