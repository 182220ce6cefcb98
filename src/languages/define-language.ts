// Makes a language front end from its spec: compiles the spec's tables once and tokenizes with the generic
// lexer. Every front end made here is version 1 of its language's token stream.
import { compileSpec } from './compile-spec.js';
import { lex } from './lexer.js';
import type { LexerSpec } from './lexer-spec.js';
import type { LanguageFrontEnd, LanguageId } from './types.js';

export interface LanguageDefinition {
  readonly id: LanguageId;
  readonly extensions: readonly string[];
  readonly spec: LexerSpec;
}

/** A front end that tokenizes by `definition.spec`. */
export function defineLanguage(definition: LanguageDefinition): LanguageFrontEnd {
  const compiled = compileSpec(definition.spec);
  return {
    id: definition.id,
    version: 1,
    extensions: definition.extensions,
    tokenize: (text) => lex(text, compiled),
  };
}
