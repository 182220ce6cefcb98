// C's formatted input and output read as the stream statements that do the same, the other way a C++
// program is written: `printf("%d %d\n", a, b);` as `cout << a << " " << b << "\n";`, `scanf("%d %d", &a,
// &b);` as `cin >> a >> b;` and `puts(s);` as `cout << s << "\n";`. Whether a solution reads and prints
// with `scanf`/`printf` or with `cin`/`cout` is style (contest programmers switch for speed), and the first
// thing an LLM asked to rewrite a copy changes; a C solution carried into C++ changes it too. Each piece of
// the format's text becomes a string of its own, spelled as the format writes it, so `"\n"` here is the
// `"\n"` a stream prints. Only a whole statement is read so (a call whose value is used, such as
// `while (scanf(…) == 1)`, is left), with one string literal as its format, as many arguments as the format
// converts, no `*` width or precision, no `%n`, and, for `scanf`, no `%[…]`, no `%*…` and only spaces
// between conversions. Java's `printf` reads as `print` the same way, and Java's `print` and `println` in
// one form (`print(x + "\n")` as `println(x)`, `println(String.valueOf(x))` as `println(x)`, a
// `String.format` printed as its `printf`). Pure but for the arrays it is given (the respell of c.ts,
// cpp.ts and java.ts, before normalize-statements.ts).
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { startsOfLines } from './line-starts.js';
import { normalIds } from './normal-tokens.js';
import { plainValues, statementFollows, tok } from './statement-tokens.js';
import { argumentsOf, closerOf, emitRewrites, type Piece, type Rewrite } from './token-rewrites.js';
import { tokenSpellings } from './token-spellings.js';

const PRINTF = tokenId('printf');
const SCANF = tokenId('scanf');
const PUTS = tokenId('puts');
const COUT = tokenId('cout');
const CIN = tokenId('cin');
const NEWLINE = tokenId('"\\n"');
const SYSTEM = tokenId('System');
const STANDARD_STREAMS = IdTable.of(['out', 'err'].map((text) => tokenId(text)));
const FORMATTING = IdTable.of(['printf', 'format'].map((text) => tokenId(text)));
const PRINT = tokenId('print');
const PRINTLN = tokenId('println');
const PRINTING = IdTable.of([PRINT, PRINTLN]);
const PLUS = tokenId('+');

const EMPTY_STRING = tokenId('""');
const STRING = tokenId('String');
const VALUE_OF = tokenId('valueOf');
const TO_STRING = tokenId('toString');
const FORMAT = tokenId('format');
/** The classes whose `toString(x)` is the string `print(x)` prints. */
const BOXES = IdTable.of(
  ['Integer', 'Long', 'Short', 'Byte', 'Double', 'Float', 'Boolean', 'Character'].map((text) =>
    tokenId(text),
  ),
);
/** What an operand of `+` is made of outside its brackets. */
const OPERAND = IdTable.of([...plainValues, tok.dot, tokenId('this')]);
/** What operands joined by arithmetic are made of outside their brackets. */
const SUM = IdTable.of([...OPERAND, ...['+', '-', '*', '/', '%'].map((text) => tokenId(text))]);

/** What a format says, piece by piece: text as written between quotes, or a conversion. */
type FormatPiece = { readonly text: string } | { readonly conversion: true };

/**
 * `tokens` (of `text`) with their `printf`, `scanf` and `puts` statements read as stream statements;
 * `tokens` itself when there are none.
 */
export function readFormattedIoAsStreams(text: string, tokens: TokenSequence): TokenSequence {
  if (!text.includes('printf') && !text.includes('scanf') && !text.includes('puts')) return tokens;
  return rewriteCallStatements(
    text,
    tokens,
    (ids, spellings, t) => {
      const callee = spellings[t];
      const known = callee === PRINTF || callee === SCANF || callee === PUTS;
      return known && ids[t] === tok.identifier ? t + 1 : -1;
    },
    (call, close, args, ids, spellings, literalText) =>
      spellings[call] === PUTS
        ? putsPieces(call, args)
        : formattedPieces(call, spellings[call] === SCANF, args, ids, literalText),
  );
}

/**
 * Java's `System.out.printf(format, …);` (or `format`, or on `System.err`) with `tokens` (of `text`) read as
 * the `print` of the concatenation that prints the same, `println` when the format ends a line:
 * `System.out.printf("Case %d: %.2f%n", i, v);` as `System.out.println("Case " + i + ": " + v);`. An
 * argument that is more than a name, a literal, a call or a member reads in brackets, as concatenation
 * needs it. `tokens` itself when there is none.
 */
export function readJavaPrintfAsPrint(text: string, tokens: TokenSequence): TokenSequence {
  if (!text.includes('print') && !text.includes('format')) return tokens;
  return rewriteCallStatements(
    text,
    tokens,
    (ids, spellings, t) =>
      ids[t] === tok.identifier &&
      spellings[t] === SYSTEM &&
      ids[t + 1] === tok.dot &&
      STANDARD_STREAMS.has(spellings[t + 2]!) &&
      ids[t + 3] === tok.dot &&
      (FORMATTING.has(spellings[t + 4]!) || PRINTING.has(spellings[t + 4]!))
        ? t + 5
        : -1,
    (call, close, args, ids, spellings, literalText) =>
      FORMATTING.has(spellings[call + 4]!)
        ? printPieces(call, close, args, ids, literalText)
        : printLinePieces(call, close, args, ids, spellings, literalText),
  );
}

/**
 * `System.out.print(…)` or `println(…)` at `call` read in one form, what it prints the same: a value turned
 * into its string first (`String.valueOf(x)`, `Integer.toString(x)`, `"" + x`) as the value, and a `print`
 * whose argument ends with a line's end (`x + "\n"`, `"done\n"`) as the `println` without it. Undefined
 * when neither applies.
 */
function printLinePieces(
  call: number,
  close: number,
  args: readonly TokenRange[],
  ids: Uint32Array,
  spellings: Uint32Array,
  literalText: (t: number) => string,
): Piece[] | undefined {
  if (args.length !== 1) return undefined;
  const written = args[0]!;
  const formatted = formattedArgumentPieces(call, close, written, ids, spellings, literalText);
  if (formatted !== undefined) return formatted;
  let arg = convertedValue(ids, spellings, written) ?? written;
  let method = spellings[call + 4]!;
  let ending: Piece | undefined;
  const last = arg.end - 1;
  const rest =
    method === PRINT && isSum(ids, arg) && ids[last] === normalIds.string
      ? lineEnded(literalText(last))
      : undefined;
  if (rest !== undefined) {
    method = PRINTLN;
    if (rest !== '') ending = { id: normalIds.string, spanOf: last, spelling: tokenId(`"${rest}"`) };
    // `x + "\n"` loses its `+` with the line's end; `"\n"` alone leaves `println()`.
    const alone = last === arg.start;
    arg = { start: arg.start, end: ending !== undefined || alone ? last : last - 1 };
  }
  if (arg === written && method === spellings[call + 4]) return undefined;
  const pieces: Piece[] = [
    { start: call, end: call + 4 },
    { id: tok.identifier, spanOf: call + 4, spelling: method },
    { start: call + 5, end: call + 6 },
    arg,
  ];
  if (ending !== undefined) pieces.push(ending);
  pieces.push({ start: close, end: close + 1 });
  return pieces;
}

/**
 * `print(String.format(f, …))` at `call` as `printf(f, …)` reads (printPieces), and `println(…)` of it as
 * that with the line's end; undefined when the argument `arg` is no such call, or its format already ends
 * a line that `println` would end again.
 */
function formattedArgumentPieces(
  call: number,
  close: number,
  arg: TokenRange,
  ids: Uint32Array,
  spellings: Uint32Array,
  literalText: (t: number) => string,
): Piece[] | undefined {
  const formatArgs = staticCallArguments(
    ids,
    spellings,
    arg,
    (owner, method) => owner === STRING && method === FORMAT,
  );
  if (formatArgs === undefined) return undefined;
  return printPieces(call, close, formatArgs, ids, literalText, spellings[call + 4] === PRINTLN);
}

/**
 * The arguments of `range` when it is all one call `Owner.method(…)` that `calls` accepts by the two names'
 * spellings; undefined otherwise.
 */
function staticCallArguments(
  ids: Uint32Array,
  spellings: Uint32Array,
  range: TokenRange,
  calls: (owner: number, method: number) => boolean,
): TokenRange[] | undefined {
  const { start, end } = range;
  const isCall =
    ids[start] === tok.identifier &&
    ids[start + 1] === tok.dot &&
    ids[start + 2] === tok.identifier &&
    ids[start + 3] === tok.openParen &&
    calls(spellings[start]!, spellings[start + 2]!) &&
    closerOf(ids, start + 3) === end - 1;
  return isCall ? argumentsOf(ids, start + 4, end - 1) : undefined;
}

/**
 * The value of `range` when it only turns one value into its string, as printing does: `String.valueOf(x)`,
 * `Integer.toString(x)` (and the other boxes'), `"" + x` or `x + ""` for one operand; undefined otherwise.
 */
function convertedValue(ids: Uint32Array, spellings: Uint32Array, range: TokenRange): TokenRange | undefined {
  const { start, end } = range;
  const emptyAt = (t: number) => ids[t] === normalIds.string && spellings[t] === EMPTY_STRING;
  if (end - start >= 3 && emptyAt(start) && ids[start + 1] === PLUS) {
    const value = { start: start + 2, end };
    return isOperand(ids, value) ? value : undefined;
  }
  if (end - start >= 3 && emptyAt(end - 1) && ids[end - 2] === PLUS) {
    const value = { start, end: end - 2 };
    return isOperand(ids, value) ? value : undefined;
  }
  const inner = staticCallArguments(
    ids,
    spellings,
    range,
    (owner, method) =>
      (owner === STRING && method === VALUE_OF) || (BOXES.has(owner) && method === TO_STRING),
  );
  return inner?.length === 1 && inner[0]!.end > inner[0]!.start ? inner[0] : undefined;
}

/** Whether tokens `range` are operands joined by arithmetic only, outside brackets: `a + " " + f(b) * 2`. */
function isSum(ids: Uint32Array, range: TokenRange): boolean {
  return range.end > range.start && onlyOutsideBrackets(ids, range, SUM);
}

/**
 * A plain string literal written as `written` (its quotes with it) without the line's end it ends with, as
 * written between its quotes; undefined when it does not end with `\n` (an escaped backslash before an `n`
 * is no line's end).
 */
function lineEnded(written: string): string | undefined {
  if (written.startsWith('"""') || !written.startsWith('"') || !written.endsWith('\\n"')) return undefined;
  const body = written.slice(1, -3);
  let backslashes = 0;
  while (backslashes < body.length && body[body.length - 1 - backslashes] === '\\') backslashes++;
  return backslashes % 2 === 0 ? body : undefined;
}

/**
 * `tokens` with each call statement that `openAt` finds (the call's `(` when the statement at `t` is one
 * of its calls, else -1), whose `)` its `;` follows, rewritten to what `piecesOf` makes of it (left as it
 * is where that is undefined).
 */
function rewriteCallStatements(
  text: string,
  tokens: TokenSequence,
  openAt: (ids: Uint32Array, spellings: Uint32Array, t: number) => number,
  piecesOf: (
    call: number,
    close: number,
    args: readonly TokenRange[],
    ids: Uint32Array,
    spellings: Uint32Array,
    literalText: (t: number) => string,
  ) => Piece[] | undefined,
): TokenSequence {
  const { ids, spans } = tokens;
  const spellings = tokens.spellings ?? tokenSpellings(text, tokens);
  const literalText = literalReader(text, spans);
  const rewrites: Rewrite[] = [];
  for (let t = 0; t < ids.length; t++) {
    if (t > 0 && !statementFollows.has(ids[t - 1]!)) continue;
    const open = openAt(ids, spellings, t);
    if (open < 0 || ids[open] !== tok.openParen) continue;
    const close = closerOf(ids, open);
    if (close < 0 || ids[close + 1] !== tok.semicolon) continue;
    const pieces = piecesOf(t, close, argumentsOf(ids, open + 1, close), ids, spellings, literalText);
    if (pieces === undefined) continue;
    rewrites.push({ start: t, end: close + 1, pieces });
    t = close;
  }
  return rewrites.length === 0 ? tokens : emitRewrites({ ids, spans, spellings }, rewrites, false);
}

// `System.out.print(…)` or `println(…)` of the concatenation for the printf at `call`, whose `)` is at
// `close` (`println` with `endsLineAnyway`, for a `println` of `String.format`); undefined when it is not
// one this reads.
function printPieces(
  call: number,
  close: number,
  args: readonly TokenRange[],
  ids: Uint32Array,
  literalText: (t: number) => string,
  endsLineAnyway = false,
): Piece[] | undefined {
  const parts = formatOf(args, ids, literalText, JAVA);
  if (parts === undefined) return undefined;
  const last = parts[parts.length - 1];
  const endsLine = last !== undefined && 'text' in last && last.text.endsWith('\\n');
  // `println` of a format that ends a line ends two: no print of one concatenation.
  if (endsLine && endsLineAnyway) return undefined;
  if (endsLine) {
    const rest = last.text.slice(0, -2);
    if (rest.length > 0) parts[parts.length - 1] = { text: rest };
    else parts.pop();
  }
  const pieces: Piece[] = [
    { start: call, end: call + 4 },
    { id: tok.identifier, spanOf: call + 4, spelling: endsLine || endsLineAnyway ? PRINTLN : PRINT },
    { id: tok.openParen, spanOf: call + 5, spelling: 0 },
  ];
  let next = 1;
  for (const part of parts) {
    if (pieces.length > 3) pieces.push({ id: PLUS, spanOf: call + 5, spelling: 0 });
    if ('text' in part) {
      pieces.push({ id: normalIds.string, spanOf: args[0]!.start, spelling: tokenId(`"${part.text}"`) });
      continue;
    }
    const arg = args[next++]!;
    if (arg.end === arg.start) return undefined;
    const bracketed = !isOperand(ids, arg);
    if (bracketed) pieces.push({ id: tok.openParen, spanOf: arg.start, spelling: 0 });
    pieces.push(arg);
    if (bracketed) pieces.push({ id: tok.closeParen, spanOf: arg.end - 1, spelling: 0 });
  }
  pieces.push({ id: tok.closeParen, spanOf: close, spelling: 0 });
  return pieces;
}

// Whether tokens `range` are one operand of `+` as they stand: names, literals, members, calls and
// elements, no operator outside brackets.
function isOperand(ids: Uint32Array, range: TokenRange): boolean {
  return onlyOutsideBrackets(ids, range, OPERAND);
}

// Whether every token of `range` outside its round and square brackets is one of `allowed`.
function onlyOutsideBrackets(ids: Uint32Array, range: TokenRange, allowed: IdTable): boolean {
  let depth = 0;
  for (let t = range.start; t < range.end; t++) {
    const id = ids[t]!;
    if (id === tok.openParen || id === tok.openBracket) depth++;
    else if (id === tok.closeParen || id === tok.closeBracket) depth--;
    else if (depth === 0 && !allowed.has(id)) return false;
  }
  return true;
}

// `cout << s << "\n"` for `puts(s)` at `call`.
function putsPieces(call: number, args: readonly TokenRange[]): Piece[] | undefined {
  if (args.length !== 1) return undefined;
  return [
    { id: tok.identifier, spanOf: call, spelling: COUT },
    { id: tok.shiftLeft, spanOf: call, spelling: 0 },
    args[0]!,
    { id: tok.shiftLeft, spanOf: call, spelling: 0 },
    { id: normalIds.string, spanOf: call, spelling: NEWLINE },
  ];
}

// The stream statement's pieces for `printf(format, …)` or `scanf(format, …)` at `call`; undefined when
// it is not one this reads.
function formattedPieces(
  call: number,
  input: boolean,
  args: readonly TokenRange[],
  ids: Uint32Array,
  literalText: (t: number) => string,
): Piece[] | undefined {
  const parts = formatOf(args, ids, literalText, input ? C_INPUT : C_OUTPUT);
  if (parts === undefined) return undefined;
  const format = args[0]!;
  if (input && parts.every((part) => 'text' in part)) return undefined;
  const operator = input ? tok.shiftRight : tok.shiftLeft;
  const pieces: Piece[] = [{ id: tok.identifier, spanOf: call, spelling: input ? CIN : COUT }];
  let next = 1;
  for (const part of parts) {
    if ('text' in part) {
      if (input) continue;
      pieces.push({ id: operator, spanOf: call, spelling: 0 });
      pieces.push({ id: normalIds.string, spanOf: format.start, spelling: tokenId(`"${part.text}"`) });
      continue;
    }
    let arg = args[next++]!;
    // `&a` is where scanf stores; `cin >> a` names the variable.
    if (input && ids[arg.start] === tok.amp) arg = { start: arg.start + 1, end: arg.end };
    if (arg.end === arg.start) return undefined;
    pieces.push({ id: operator, spanOf: call, spelling: 0 }, arg);
  }
  return pieces;
}

// The text of the literal token at `t`, as written, its quotes and prefix with it.
function literalReader(text: string, spans: Uint32Array): (t: number) => string {
  let lineStarts: number[] | undefined;
  return (t) => {
    lineStarts ??= startsOfLines(text);
    const from = lineStarts[spans[4 * t]!]! + spans[4 * t + 1]!;
    return text.slice(from, lineStarts[spans[4 * t + 2]!]! + spans[4 * t + 3]!);
  };
}

// The pieces of the format that is a call's first argument: one plain string literal, converting as many
// values as the call passes after it, and printing something (`printf("")`, which prints nothing, is
// known to statement normalization as such). Undefined otherwise.
function formatOf(
  args: readonly TokenRange[],
  ids: Uint32Array,
  literalText: (t: number) => string,
  dialect: Dialect,
): FormatPiece[] | undefined {
  const format = args[0];
  if (format === undefined || format.end !== format.start + 1 || ids[format.start] !== normalIds.string)
    return undefined;
  const written = literalText(format.start);
  if (written.length < 2 || !written.startsWith('"') || !written.endsWith('"') || written.startsWith('"""'))
    return undefined;
  const parts = parseFormat(written.slice(1, -1), dialect);
  if (parts === undefined || parts.length === 0) return undefined;
  const conversions = parts.filter((part) => 'conversion' in part).length;
  return conversions === args.length - 1 ? parts : undefined;
}

/** How a language writes its formats. */
interface Dialect {
  readonly flags: string;
  readonly precision: boolean;
  readonly lengths: string;
  readonly conversions: string;
  /** The conversion that prints a line's end (Java's `%n`), if there is one. */
  readonly newline?: string;
  /** Input: only spaces may stand between conversions. */
  readonly input?: boolean;
}

const C_OUTPUT: Dialect = {
  flags: '-+ #0',
  precision: true,
  lengths: 'hlLqjzt',
  conversions: 'diouxXfFeEgGaAcsp',
};
const C_INPUT: Dialect = { ...C_OUTPUT, flags: '', precision: false, input: true };
const JAVA: Dialect = {
  flags: '-#+ 0,(',
  precision: true,
  lengths: '',
  conversions: 'bBhHsScCdoxXeEfgGaA',
  newline: 'n',
};

/**
 * The pieces of a format written as `format` (between its quotes, escapes as written); undefined for a
 * conversion this does not read, or, for input, text other than spaces.
 */
function parseFormat(format: string, dialect: Dialect): FormatPiece[] | undefined {
  const { input = false } = dialect;
  const parts: FormatPiece[] = [];
  let text = '';
  const flush = () => {
    if (text.length > 0) parts.push({ text });
    text = '';
  };
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if (char === '\\') {
      text += format.slice(i, i + 2);
      i++;
      continue;
    }
    if (char !== '%') {
      text += char;
      continue;
    }
    // `%%` prints the `%` a stream prints from "%".
    if (format[i + 1] === '%') {
      text += '%';
      i++;
      continue;
    }
    if (format[i + 1] !== undefined && format[i + 1] === dialect.newline) {
      text += '\\n';
      i++;
      continue;
    }
    let j = i + 1;
    while (j < format.length && dialect.flags.includes(format[j]!)) j++;
    while (j < format.length && format[j]! >= '0' && format[j]! <= '9') j++;
    if (dialect.precision && format[j] === '.') {
      j++;
      while (j < format.length && format[j]! >= '0' && format[j]! <= '9') j++;
    }
    while (j < format.length && dialect.lengths.includes(format[j]!)) j++;
    const conversion = format[j];
    if (conversion === undefined || !dialect.conversions.includes(conversion)) return undefined;
    flush();
    parts.push({ conversion: true });
    i = j;
  }
  flush();
  if (input && parts.some((part) => 'text' in part && !/^(\s|\\[nt])*$/.test(part.text))) return undefined;
  return parts;
}
