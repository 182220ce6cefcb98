// A competitive programmer's fast input reader, left out whole before normalization (outline-inlined.ts), as
// `import` lines are: Java has no quick way to read numbers from standard input, so such programmers paste a
// class that wraps one (a `BufferedReader` and a `StringTokenizer`, a `DataInputStream` with a buffer, a
// `StreamTokenizer`) into every solution. It is library code, not the solution's logic: the same in all of
// one programmer's solutions and in none of another's, and one public version is shared by students who
// never met. Its unused methods already go (unused-methods.ts); its used ones (`next`, `nextInt`, `read`)
// made two solutions of one exercise in one reader look alike, and a copy in the copier's own reader look
// unlike its original (held-out set A; bench:templates). What stays is what a program using `Scanner` has:
// the reader made in `main` and its calls. A reader is a helper class (not main's, without a base) that
// reads standard input (`System.in` or an `InputStream` appears in it), holds no class, and whose methods,
// one of them at least, are a reader's (`next`, `nextInt`, `readLine`, `fillBuffer`…), its constructors,
// or methods nothing uses. A class of the program's own that reads input (`Game.play()`) is kept. Pure.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange } from '../engine/types.js';
import type { FunctionDefinition } from './function-definition.js';
import { IdTable } from './id-table.js';
import { tok } from './statement-tokens.js';
import { withModifiers, type ClassLayout, type SpelledSource } from './unused-methods.js';
import { wordList } from './word-list.js';

const SYSTEM = tokenId('System');
const IN = tokenId('in');
const INPUT_STREAM = tokenId('InputStream');
/** Words that declare a type: a class holding one is more than a reader. */
const TYPE_WORDS = IdTable.of(wordList('class struct interface enum').map(tokenId));

/** What an input reader's methods are called, in the public templates and their variants. */
const READER_METHODS = IdTable.of(
  wordList(`
    next nextInt nextLong nextDouble nextFloat nextLine nextToken nextChar nextString nextWord nextByte
    nextShort nextBoolean nextBigInteger nextBigDecimal nextIntArray nextLongArray nextDoubleArray nextArray
    read readInt readLong readDouble readFloat readLine readString readChar readToken readWord readByte
    readArray readIntArray readLongArray readInts readLongs ni nl nd ns nc na
    hasNext hasNextInt hasNextLine hasMoreTokens fillBuffer isSpaceChar isEndOfLine isWhitespace skip close
  `).map(tokenId),
);

/**
 * The input readers of a file that defines `main` (see above), each from its `class` word (and a `static`
 * before it) to its `}`, in token order. `unused` are the helper methods left out as unused.
 */
export function inputReaders(
  source: SpelledSource,
  functions: readonly FunctionDefinition[],
  layout: ClassLayout,
  unused: readonly TokenRange[],
): TokenRange[] {
  const { ids, spellings, match } = source;
  if (!readsInput(source, 0, ids.length)) return [];
  const { classes, parent, mainClass } = layout;
  const readers: TokenRange[] = [];
  for (const [open, body] of classes) {
    const close = match[open]!;
    if (open === mainClass || body.hasBase || !readsInput(source, open, close)) continue;
    let holdsClass = false;
    for (let t = open + 1; t < close && !holdsClass; t++) holdsClass = TYPE_WORDS.has(ids[t]!);
    if (holdsClass) continue;
    const methods = functions.filter((f) => parent[f.start] === open);
    const isUnused = (f: FunctionDefinition) => unused.some((range) => range.start === f.start);
    const fits = (f: FunctionDefinition) =>
      f.name >= 0 &&
      (READER_METHODS.has(spellings[f.name]!) || spellings[f.name] === body.name || isUnused(f));
    const reads = methods.some((f) => f.name >= 0 && READER_METHODS.has(spellings[f.name]!));
    if (!reads || !methods.every(fits)) continue;
    readers.push({ start: withModifiers(ids, body.start), end: close + 1 });
  }
  return readers.sort((x, y) => x.start - y.start);
}

/** Whether tokens [start, end) name standard input (`System.in`) or an `InputStream`. */
function readsInput(source: SpelledSource, start: number, end: number): boolean {
  const { ids, spellings } = source;
  for (let t = start; t < end; t++) {
    if (ids[t] !== tok.identifier) continue;
    const spelling = spellings[t]!;
    if (spelling === INPUT_STREAM) return true;
    if (spelling === SYSTEM && ids[t + 1] === tok.dot && spellings[t + 2] === IN) return true;
  }
  return false;
}
