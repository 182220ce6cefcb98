// Turning input files into fingerprinted files: pick each file's front end, tokenize, fingerprint.
import type { CorpusFile } from '../engine/corpus.js';
import { fingerprintFile, starterKgramHashes } from '../engine/fingerprint-file.js';
import type { FingerprintParameters } from '../engine/types.js';
import { languageForPath } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import { toStarterLines } from './starter-lines.js';
import type { FileSummary, InputFile, SkippedEntry, SubmissionInput } from './types.js';

export interface PreparedFile extends CorpusFile {
  readonly path: string;
  readonly language: LanguageId;
  readonly lines: number;
  readonly spans: Uint32Array;
}

export interface PreparedSubmissions {
  readonly files: readonly PreparedFile[];
  readonly skipped: readonly SkippedEntry[];
}

/** Every k-gram hash of the starter files, for boilerplate. */
export function starterHashes(
  starter: readonly InputFile[],
  params: FingerprintParameters,
  language?: LanguageId,
): Set<number> {
  const ids: Uint32Array[] = [];
  for (const file of starter) {
    const frontEnd = languageForPath(file.path, file.language ?? language);
    if (frontEnd) ids.push(frontEnd.tokenize(file.text).ids);
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
}

/** Tokenizes and fingerprints every file; a file no front end knows is skipped with its reason. */
export function prepareSubmissions(
  submissions: readonly SubmissionInput[],
  params: FingerprintParameters,
  starter: ReadonlySet<number>,
  language?: LanguageId,
): PreparedSubmissions {
  const tokenized = tokenizeSubmissions(submissions, language);
  return {
    files: tokenized.files.map((file) => fingerprintTokens(file, params, starter)),
    skipped: tokenized.skipped,
  };
}

/** Tokenizes every file; a file no front end knows is skipped with its reason. */
export function tokenizeSubmissions(
  submissions: readonly SubmissionInput[],
  language?: LanguageId,
): { files: TokenizedFile[]; skipped: SkippedEntry[] } {
  const files: TokenizedFile[] = [];
  const skipped: SkippedEntry[] = [];
  submissions.forEach((submission, index) => {
    for (const file of submission.files) {
      const frontEnd = languageForPath(file.path, file.language ?? language);
      if (!frontEnd) {
        const detail = 'no language front end for this file name (choose one with --language)';
        skipped.push({ submission: submission.name, path: file.path, reason: 'unknown-extension', detail });
        continue;
      }
      const { ids, spans } = frontEnd.tokenize(file.text);
      const lines = countTextLines(file.text);
      files.push({ submission: index, path: file.path, language: frontEnd.id, lines, ids, spans });
    }
  });
  return { files, skipped };
}

/** A tokenized file's fingerprints with `params`, starter tokens marked. */
export function fingerprintTokens(
  file: TokenizedFile,
  params: FingerprintParameters,
  starter: ReadonlySet<number>,
): PreparedFile {
  return { ...file, ...fingerprintFile(file.ids, params, starter) };
}

/** Summary of a prepared file for reports. */
export function toFileSummary(file: PreparedFile): FileSummary {
  return {
    path: file.path,
    language: file.language,
    lines: file.lines,
    tokens: file.tokenCount,
    starterTokens: file.boilerplateTokens,
    ...(file.boilerplateTokens > 0 ? { starterLines: toStarterLines(file.boilerplate, file.spans) } : {}),
  };
}

function countTextLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}
