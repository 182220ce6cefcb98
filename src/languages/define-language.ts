// Makes a language front end from its spec and version: compiles the spec's tables once and tokenizes with
// the generic lexer.
import { compileSpec } from './compile-spec.js';
import { lex } from './lexer.js';
import type { LexerSpec } from './lexer-spec.js';
import type { LanguageFrontEnd, LanguageId } from './types.js';

export interface LanguageDefinition {
  readonly id: LanguageId;
  /** See LanguageFrontEnd.version: bump it whenever a change to the spec or the lexer changes its tokens. */
  readonly version: number;
  readonly extensions: readonly string[];
  readonly spec: LexerSpec;
}

/** A front end that tokenizes by `definition.spec`. */
export function defineLanguage(definition: LanguageDefinition): LanguageFrontEnd {
  const compiled = compileSpec(definition.spec);
  return {
    id: definition.id,
    version: definition.version,
    extensions: definition.extensions,
    tokenize: (text) => lex(text, compiled),
  };
}
