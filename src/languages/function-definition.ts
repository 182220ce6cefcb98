// The declarations with a body of a C-family token stream (statement-outline.ts walks them): where a header
// ends, and whether it defines a function (a method, a C function, a constructor) rather than a scope (a
// class, an enum, a namespace), which inline-calls.ts needs to know by its name. Reads brackets, not a
// grammar.
import { declarationScopes, tok } from './statement-tokens.js';

/** A function with a body: header tokens [start, open), then its braced body `{` at `open`. */
export interface FunctionDefinition {
  readonly start: number;
  readonly open: number;
  /** The name before the header's last top-level `(`; -1 if no name stands there. */
  readonly name: number;
  /** Whether it is defined inside another function's body (a local or anonymous class's method). */
  readonly nested: boolean;
}

/** The header of a declaration with a body: tokens [start, open), the body's `{` at `open`. */
export interface DeclarationHeader {
  readonly start: number;
  /** The body's `{`, or the end of the tokens read when none follows. */
  readonly open: number;
  /** The header's last top-level `(` when it defines a function (its parameters' list); else -1. */
  readonly parameters: number;
}

/** The header of the declaration at `start`, read up to its first top-level `{` before `end`. */
export function declarationHeader(
  ids: Uint32Array,
  match: Int32Array,
  start: number,
  end: number,
): DeclarationHeader {
  let q = start;
  let lastParen = -1;
  let declaresScope = false;
  while (q < end && ids[q] !== tok.openBrace) {
    const id = ids[q]!;
    if (id === tok.openParen) lastParen = q;
    if (declarationScopes.has(id)) declaresScope = true;
    q = id === tok.openParen || id === tok.openBracket ? match[q]! + 1 : q + 1;
  }
  return { start, open: q, parameters: declaresScope ? -1 : lastParen };
}

/** The function a header with parameters defines; `nested` if it stands in another function's body. */
export function toFunctionDefinition(
  ids: Uint32Array,
  header: DeclarationHeader,
  nested: boolean,
): FunctionDefinition {
  const { start, open, parameters } = header;
  const name = ids[parameters - 1] === tok.identifier ? parameters - 1 : -1;
  return { start, open, name, nested };
}
