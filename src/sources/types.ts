// The vocabulary of reading submissions from disk: the files that were read and the files that were skipped,
// each with its reason. Types only; nothing here touches the file system.

/** A submission's text file, decoded: UTF-8 without a byte-order mark, `\n` line ends only. */
export interface SourceFile {
  /** Relative to the submission root with '/' separators; for a single-file submission, its base name. */
  readonly path: string;
  readonly text: string;
  /** How the file was read when not as plain UTF-8 source: its encoding, cut, minified... Absent if none. */
  readonly notes?: readonly FileNote[] | undefined;
}

/** What kind of thing a note says about a file that was read. */
export type FileNoteKind =
  'encoding' | 'control-characters' | 'invisible-characters' | 'minified' | 'truncated' | 'language';

/** Something people should know about how a file was read, as data and as a sentence. */
export interface FileNote {
  readonly kind: FileNoteKind;
  readonly detail: string;
}

/** Why a file was not read as source. */
export type SkipReason =
  'binary' | 'too-large' | 'empty' | 'unreadable' | 'not-source' | 'excluded' | 'left-out-folder' | 'symlink';

/** A file that was left out, with the reason as data and a sentence for people. */
export interface SkippedFile {
  /** Same convention as `SourceFile.path`; '.' stands for a submission root that cannot be examined. */
  readonly path: string;
  readonly reason: SkipReason;
  readonly detail: string;
}

/** Everything found in one submission, both lists sorted by path. */
export interface SubmissionFiles {
  readonly files: readonly SourceFile[];
  readonly skipped: readonly SkippedFile[];
}
