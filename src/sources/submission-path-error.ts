// The one failure of reading submissions that is an exception: the path the caller named does not exist (or
// is not the kind of entry asked for). Every other problem is reported as data (see SkippedFile).

/** The submission or course path the caller gave does not exist, or is not a folder where one is needed. */
export class SubmissionPathError extends Error {
  override readonly name = 'SubmissionPathError';

  constructor(
    message: string,
    /** The path as the caller gave it. */
    readonly path: string,
  ) {
    super(message);
  }
}
