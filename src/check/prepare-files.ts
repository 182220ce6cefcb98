// Turning input files into fingerprinted files: pick each file's front end, tokenize, fingerprint.
import type { CorpusFile } from '../engine/corpus.js';
import { fingerprintFile, starterKgramHashes } from '../engine/fingerprint-file.js';
import { nameHashes } from '../engine/name-hashes.js';
import { toTokenLines, type TokenLines } from '../engine/token-lines.js';
import type { FingerprintParameters } from '../engine/types.js';
import { normalIds } from '../languages/normal-tokens.js';
import { resolveLanguage } from '../languages/registry.js';
import { tokenSpellings } from '../languages/token-spellings.js';
import type { LanguageId } from '../languages/types.js';
import { toStarterLines } from './starter-lines.js';
import { comparedWindowFor } from './stored-window.js';
import type { FileNote, FileSummary, NotebookCellLines, InputFile, SubmissionInput } from './types.js';

export interface PreparedFile extends CorpusFile {
  readonly path: string;
  readonly language: LanguageId;
  readonly lines: number;
  /** Its tokens' lines (the spans are dropped once the file is fingerprinted). */
  readonly tokenLines: TokenLines;
  /** Each fingerprint's name hash: always known for a file read here. */
  readonly names: Uint8Array;
  readonly notes?: readonly FileNote[] | undefined;
  readonly cells?: readonly NotebookCellLines[] | undefined;
}

/** How files are read: the run's language, if one is forced, and the cap on tokens per file. */
export interface ReadingSettings {
  readonly language?: LanguageId | undefined;
  readonly maxTokens?: number | undefined;
}

/** Files over this many tokens are compared on their first part (a long hand-written file has ~20,000). */
export const DEFAULT_MAX_TOKENS = 200_000;

export interface PreparedSubmissions {
  readonly files: readonly PreparedFile[];
}

/** Every k-gram hash of the starter files, for boilerplate. */
export function starterHashes(
  starter: readonly InputFile[],
  params: FingerprintParameters,
  language?: LanguageId,
): Set<number> {
  const ids: Uint32Array[] = [];
  for (const file of starter) {
    const { frontEnd } = resolveLanguage(file.path, file.text, file.language ?? language);
    ids.push(frontEnd.tokenize(file.text).ids);
  }
  return starterKgramHashes(ids, params.k);
}

/** A file read by its front end, not yet fingerprinted. */
export interface TokenizedFile {
  /** Index of its submission in the input. */
  readonly submission: number;
  readonly path: string;
  readonly language: LanguageId;
  readonly lines: number;
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  /** Per token, the id of its text as written for names and literals (token-spellings.ts). */
  readonly spellings: Uint32Array;
  readonly notes?: readonly FileNote[] | undefined;
  /** A notebook's code cells on its lines; absent for other files. */
  readonly cells?: readonly NotebookCellLines[] | undefined;
}

/**
 * Tokenizes and fingerprints every file, each by its front end (by name, else by content; plain text when
 * nothing shows). None is skipped here: files are skipped, each with its reason, when read (src/sources).
 */
export function prepareSubmissions(
  submissions: readonly SubmissionInput[],
  params: FingerprintParameters,
  starter: ReadonlySet<number>,
  reading: ReadingSettings = {},
): PreparedSubmissions {
  // File by file, so no file's spans wait for the others to be tokenized.
  const files: PreparedFile[] = [];
  submissions.forEach((submission, index) => {
    const window = comparedWindowFor(submission.files, params.w);
    for (const file of submission.files)
      files.push(prepareFile(file, index, { params, starter, reading }, window));
  });
  return { files };
}

/** Tokenizes every file by its front end (by name, else by content), its tokens capped. */
export function tokenizeSubmissions(
  submissions: readonly SubmissionInput[],
  reading: ReadingSettings = {},
): TokenizedFile[] {
  const files: TokenizedFile[] = [];
  submissions.forEach((submission, index) => {
    for (const file of submission.files) files.push(tokenizeFile(file, index, { reading, lendSpans: false }));
  });
  return files;
}

/**
 * One file of submission `submission` tokenized and fingerprinted: the unit a thread of a shell takes.
 * A run passes its submission's `window` (comparedWindowFor), the same for all of a submission's files
 * whichever thread takes each; without it, the parameters' own.
 */
export function prepareFile(
  file: InputFile,
  submission: number,
  fingerprinting: { params: FingerprintParameters; starter: ReadonlySet<number>; reading: ReadingSettings },
  window = fingerprinting.params.w,
): PreparedFile {
  // Fingerprinted at once, so its spans and spellings may be the front end's own (they are not kept).
  const tokenized = tokenizeFile(file, submission, { reading: fingerprinting.reading, lendSpans: true });
  const params = { k: fingerprinting.params.k, w: window };
  return fingerprintTokens(tokenized, params, fingerprinting.starter);
}

/** With `lendSpans`, the file's spans and spellings may be views valid until the next file is tokenized. */
function tokenizeFile(
  file: InputFile,
  submission: number,
  { reading, lendSpans }: { reading: ReadingSettings; lendSpans: boolean },
): TokenizedFile {
  const maxTokens = reading.maxTokens ?? DEFAULT_MAX_TOKENS;
  const { frontEnd, note, cells } = resolveLanguage(file.path, file.text, file.language ?? reading.language);
  const tokens = frontEnd.tokenize(file.text, lendSpans);
  const notes = [...(file.notes ?? [])];
  if (note !== undefined) notes.push({ kind: 'language', detail: note });
  const count = tokens.ids.length;
  if (count > maxTokens) {
    notes.push({ kind: 'truncated', detail: `only the first ${maxTokens} of ${count} tokens compared` });
  }
  const ids = count > maxTokens ? tokens.ids.subarray(0, maxTokens) : tokens.ids;
  const spans = count > maxTokens ? tokens.spans.subarray(0, 4 * maxTokens) : tokens.spans;
  const lines = countTextLines(file.text);
  const spellings = tokens.spellings?.subarray(0, ids.length) ?? tokenSpellings(file.text, { ids, spans });
  const tokenized = { submission, path: file.path, language: frontEnd.id, lines, ids, spans, spellings };
  if (notes.length === 0 && !cells) return tokenized;
  return { ...tokenized, ...(notes.length > 0 ? { notes } : {}), ...(cells ? { cells } : {}) };
}

// Tokens a consistent renaming may change without changing the code (see nameHashes).
const RENAMABLE: ReadonlySet<number> = new Set([normalIds.identifier]);

/** A tokenized file's fingerprints with `params`, starter tokens marked. */
export function fingerprintTokens(
  file: TokenizedFile,
  params: FingerprintParameters,
  starter: ReadonlySet<number>,
): PreparedFile {
  const { fingerprints, tokenCount, boilerplate, boilerplateTokens } = fingerprintFile(
    file.ids,
    params,
    starter,
  );
  const names = nameHashes(file.ids, file.spellings, fingerprints.positions, params.k, RENAMABLE);
  // Field by field in one literal rather than spread: this runs for every file, and the spans and spellings
  // stay behind.
  const { submission, path, language, lines, ids, notes, cells } = file;
  const tokenLines = toTokenLines(file.spans);
  const prepared = {
    submission,
    path,
    language,
    lines,
    ids,
    tokenLines,
    fingerprints,
    tokenCount,
    boilerplate,
    boilerplateTokens,
    names,
  };
  return notes || cells
    ? { ...prepared, ...(notes ? { notes } : {}), ...(cells ? { cells } : {}) }
    : prepared;
}

/** Summary of a prepared file for reports. */
export function toFileSummary(file: PreparedFile): FileSummary {
  return {
    path: file.path,
    language: file.language,
    lines: file.lines,
    tokens: file.tokenCount,
    starterTokens: file.boilerplateTokens,
    ...(file.boilerplateTokens > 0
      ? { starterLines: toStarterLines(file.boilerplate, file.tokenLines) }
      : {}),
    ...(file.notes ? { notes: file.notes } : {}),
    ...(file.cells ? { cells: file.cells } : {}),
  };
}

function countTextLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 1;
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}
