// Makes a language front end from its spec and version: compiles the spec's tables once and tokenizes with
// the generic lexer, then, for the front ends that ask for it, reads what the language spells two ways alike
// (its own `respell`) and normalizes statements (normalize-statements.ts), and reads long lists of literals
// as their first elements (literal-lists.ts).
import { compileSpec } from './compile-spec.js';
import { lex } from './lexer.js';
import { collapseLiteralLists } from './literal-lists.js';
import type { LexerSpec } from './lexer-spec.js';
import { normalizeStatements } from './normalize-statements.js';
import type { TokenSequence } from '../engine/types.js';
import type { LanguageFrontEnd, LanguageId } from './types.js';
import { droppingZeroWidthNoBreakSpaces } from './zero-width-no-break-space.js';

export interface LanguageDefinition {
  readonly id: LanguageId;
  /** See LanguageFrontEnd.version: bump it whenever a change to the spec or the lexer changes its tokens. */
  readonly version: number;
  readonly extensions: readonly string[];
  readonly spec: LexerSpec;
  /**
   * Drop dead statements and put independent ones in a canonical order (normalize-statements.ts). Only for
   * front ends with C's block and statement syntax, whose spec drops `{` `}`: they are lexed with their
   * braces kept, to show the blocks, and dropped after.
   */
  readonly normalizeStatements?: boolean;
  /**
   * With normalizeStatements: the language's own rewrites, before statements are normalized, of what it may
   * spell two ways and reads alike (C's numeric aliases, C++'s stream spellings). It gets the lexed tokens,
   * braces kept, and may rewrite the lexer's arrays in place.
   */
  readonly respell?: (text: string, lexed: TokenSequence) => TokenSequence;
  /**
   * U+FEFF past the file's start is white space, as in ECMAScript; otherwise it is dropped before lexing, as
   * Java and C# ignore it inside names (zero-width-no-break-space.ts).
   */
  readonly zeroWidthNoBreakSpaceIsWhiteSpace?: boolean;
}

/** A front end that tokenizes by `definition.spec`. */
export function defineLanguage(definition: LanguageDefinition): LanguageFrontEnd {
  const { id, version, extensions } = definition;
  const lexed = tokenizerOf(definition);
  const tokenize = (text: string, lendSpans = false) => collapseLiteralLists(lexed(text, lendSpans));
  return {
    id,
    version,
    extensions,
    tokenize: definition.zeroWidthNoBreakSpaceIsWhiteSpace
      ? tokenize
      : droppingZeroWidthNoBreakSpaces(tokenize),
  };
}

function tokenizerOf(definition: LanguageDefinition): LanguageFrontEnd['tokenize'] {
  const { spec } = definition;
  if (definition.normalizeStatements !== true) {
    const compiled = compileSpec(spec);
    return (text: string, lendSpans = false) => lex(text, compiled, lendSpans ? 'spans' : 'none');
  }
  const withBraces = compileSpec({
    ...spec,
    droppedOperators: (spec.droppedOperators ?? []).filter((op) => op !== '{' && op !== '}'),
  });
  const respell = definition.respell ?? ((_text: string, lexed: TokenSequence) => lexed);
  // Normalization copies what it keeps of the tokens, so the lexer's own arrays are lent to it.
  return (text: string, lendSpans = false) =>
    normalizeStatements(text, respell(text, lex(text, withBraces, 'all')), lendSpans);
}
