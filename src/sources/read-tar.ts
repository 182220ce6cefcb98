// Reads the entries of an (uncompressed) tar archive as git archive and GitHub's tarball endpoint write it:
// ustar headers, pax extended headers (a global one first, per-file ones for long or non-ASCII paths), and
// GNU long names for good measure. Pure: bytes in, entries out; file contents are views, not copies.
// Knows nothing of submissions, top folders or which files are source (read-tarball.ts does that).

const BLOCK = 512;

/** What an entry is; only 'file' has contents worth reading. */
export type TarEntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'other';

export interface TarEntry {
  /** As stored, after pax and GNU long names are applied ('/' separators, maybe a trailing '/'). */
  readonly path: string;
  readonly kind: TarEntryKind;
  /** The contents of a file (a view into the archive); empty for every other kind. */
  readonly data: Uint8Array;
  /** Where a symbolic or hard link points. */
  readonly linkTarget?: string | undefined;
}

export interface TarArchive {
  readonly entries: readonly TarEntry[];
  /** The records of the pax global header(s); git archive stores the commit id under 'comment'. */
  readonly globals: ReadonlyMap<string, string>;
}

/** The bytes are not a tar archive, or it ends early; the message names the entry and the offset. */
export class TarError extends Error {
  override readonly name = 'TarError';
}

interface Pending {
  /** Per-file pax records, or a GNU long name / link, for the next entry only. */
  path?: string;
  linkTarget?: string;
  size?: number;
}

const utf8 = new TextDecoder('utf-8');

/**
 * Every entry of the archive in `bytes`, in archive order.
 * @throws TarError for a bad header checksum, a malformed pax record, or an archive cut short.
 */
export function readTar(bytes: Uint8Array): TarArchive {
  const entries: TarEntry[] = [];
  const globals = new Map<string, string>();
  let pending: Pending = {};
  let offset = 0;
  let block: Block | undefined;
  while ((block = readBlock(bytes, offset, pending)) !== undefined) {
    offset = block.next;
    const { type, data } = block;
    if (type === 'g') {
      for (const [key, value] of parsePax(data, block.dataStart)) globals.set(key, value);
    } else if (type === 'x') {
      pending = applyPax(pending, parsePax(data, block.dataStart));
    } else if (type === 'L' || type === 'K') {
      const text = utf8.decode(data).replace(/\0+$/, '');
      pending = type === 'L' ? { ...pending, path: text } : { ...pending, linkTarget: text };
    } else {
      entries.push(toEntry(block, pending));
      pending = {};
    }
  }
  return { entries, globals };
}

interface Block {
  readonly header: Uint8Array;
  readonly type: string;
  readonly name: string;
  readonly data: Uint8Array;
  readonly dataStart: number;
  /** Offset of the next header. */
  readonly next: number;
}

/** The header at `offset` and its data, or undefined at the end-of-archive marker. */
function readBlock(bytes: Uint8Array, offset: number, pending: Pending): Block | undefined {
  if (offset + BLOCK > bytes.length) {
    // Strict where GNU tar only warns: an archive cut at a block boundary would otherwise lose files silently.
    throw new TarError(
      offset === bytes.length
        ? `truncated archive: it ends at offset ${offset} without the end-of-archive blocks`
        : `truncated archive: a header at offset ${offset} needs ${BLOCK} bytes, ${bytes.length - offset} left`,
    );
  }
  const header = bytes.subarray(offset, offset + BLOCK);
  if (isZeroBlock(header)) return undefined;
  checkChecksum(header, offset);
  const size = pending.size ?? readNumber(header, 124, 12, offset);
  const name = headerPath(header);
  const dataStart = offset + BLOCK;
  if (dataStart + size > bytes.length) {
    // The offset, not the entry's path: a GitHub tarball's top folder names its repository, and the rescan's
    // log, which a student's snapshot token can read, says why a repository could not be fetched.
    throw new TarError(
      `truncated archive: the entry at offset ${offset} has ${size} bytes of data, ${bytes.length - dataStart} left`,
    );
  }
  const data = bytes.subarray(dataStart, dataStart + size);
  const type = String.fromCharCode(header[156]!);
  return { header, type, name, data, dataStart, next: dataStart + Math.ceil(size / BLOCK) * BLOCK };
}

function toEntry(block: Block, pending: Pending): TarEntry {
  const kind = kindOf(block.type);
  const linkTarget =
    kind === 'symlink' || kind === 'hardlink'
      ? (pending.linkTarget ?? field(block.header, 157, 100))
      : undefined;
  return {
    path: pending.path ?? block.name,
    kind,
    data: kind === 'file' ? block.data : block.data.subarray(0, 0),
    ...(linkTarget === undefined ? {} : { linkTarget }),
  };
}

function kindOf(type: string): TarEntryKind {
  switch (type) {
    case '0':
    case '\0':
    case '7':
      return 'file';
    case '5':
      return 'directory';
    case '2':
      return 'symlink';
    case '1':
      return 'hardlink';
    default:
      return 'other';
  }
}

/** The ustar name, joined to its prefix when the header is POSIX ustar (GNU headers use that area otherwise). */
function headerPath(header: Uint8Array): string {
  const name = field(header, 0, 100);
  const magic = field(header, 257, 6);
  const prefix = magic === 'ustar' && header[262] === 0 ? field(header, 345, 155) : '';
  return prefix === '' ? name : `${prefix}/${name}`;
}

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return utf8.decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** An octal number field, or a base-256 one (first byte's high bit set) as GNU writes sizes over 8 GiB. */
function readNumber(header: Uint8Array, start: number, length: number, at: number): number {
  if ((header[start]! & 0x80) !== 0) {
    let value = header[start]! & 0x7f;
    for (let i = start + 1; i < start + length; i++) value = value * 256 + header[i]!;
    return value;
  }
  const text = field(header, start, length).trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text))
    throw new TarError(`not a tar archive: bad number '${text}' in the header at offset ${at}`);
  return parseInt(text, 8);
}

function checkChecksum(header: Uint8Array, at: number): void {
  const stored = readNumber(header, 148, 8, at);
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const byte = i >= 148 && i < 156 ? 0x20 : header[i]!;
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  if (stored !== unsigned && stored !== signed) {
    throw new TarError(`not a tar archive (or a corrupt one): bad header checksum at offset ${at}`);
  }
}

function isZeroBlock(block: Uint8Array): boolean {
  for (let i = 0; i < block.length; i++) if (block[i] !== 0) return false;
  return true;
}

/** Pax records: "<length> <key>=<value>\n", the length counting the whole record, in bytes. */
function parsePax(data: Uint8Array, at: number): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    if (data[offset] === 0) break;
    const space = data.indexOf(0x20, offset);
    const length = space === -1 ? NaN : Number(utf8.decode(data.subarray(offset, space)));
    if (
      !Number.isInteger(length) ||
      length <= 0 ||
      offset + length > data.length ||
      data[offset + length - 1] !== 0x0a
    ) {
      throw new TarError(`malformed pax header at offset ${at + offset}`);
    }
    const record = utf8.decode(data.subarray(space + 1, offset + length - 1));
    const equals = record.indexOf('=');
    if (equals <= 0) throw new TarError(`malformed pax record '${record}' at offset ${at + offset}`);
    records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

function applyPax(pending: Pending, records: Map<string, string>): Pending {
  const next = { ...pending };
  const path = records.get('path');
  const linkTarget = records.get('linkpath');
  const size = records.get('size');
  if (path !== undefined) next.path = path;
  if (linkTarget !== undefined) next.linkTarget = linkTarget;
  if (size !== undefined && /^\d+$/.test(size)) next.size = Number(size);
  return next;
}
