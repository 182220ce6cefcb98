// The port through which the rescan and the snapshot loader reach whole files: the shells give one over the
// file system (create-file-store.ts), tests a map. No I/O here.

export interface FileStore {
  /**
   * The file's bytes, or undefined when there is no such file.
   * @throws FileReadRefusedError when `maxBytes` is given and the file is larger; what the file system throws
   *   for any other trouble.
   */
  read(path: string, maxBytes?: number): Promise<Uint8Array | undefined>;
  /** Replaces the file in one rename, creating its folder. */
  write(path: string, content: string | Uint8Array): Promise<void>;
}
