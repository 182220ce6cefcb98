// A small tar writer for tests, writing archives the way `git archive` (and so GitHub's tarball endpoint)
// does: a pax global header with the commit id first, the top folder '<owner>-<repo>-<sha7>/', and a pax
// header for every path too long for the ustar name field. GNU long names on request. Test-only.
import { gzipSync } from 'node:zlib';

export interface TarFile {
  readonly path: string;
  /** Text (UTF-8) or bytes; absent for a folder or a link. */
  readonly content?: string | Uint8Array;
  readonly kind?: 'file' | 'directory' | 'symlink';
  readonly linkTarget?: string;
}

export interface TarOptions {
  /** Written as the pax global header's comment, as git archive does. */
  readonly commit?: string;
  /** Long paths as GNU 'L' entries instead of pax headers. */
  readonly longNames?: 'pax' | 'gnu';
}

const BLOCK = 512;
const utf8 = new TextEncoder();

/** The tar archive of `files`, in the order given, ending with the two zero blocks. */
export function writeTar(files: readonly TarFile[], options: TarOptions = {}): Uint8Array {
  const blocks: Uint8Array[] = [];
  if (options.commit !== undefined) {
    blocks.push(...entry('pax_global_header', 'g', paxRecords({ comment: options.commit })));
  }
  for (const file of files) {
    const kind = file.kind ?? 'file';
    const data = kind === 'file' ? toBytes(file.content ?? '') : new Uint8Array(0);
    const type = kind === 'directory' ? '5' : kind === 'symlink' ? '2' : '0';
    const path = kind === 'directory' && !file.path.endsWith('/') ? `${file.path}/` : file.path;
    const name = utf8.encode(path);
    if (name.length > 100) {
      if (options.longNames === 'gnu')
        blocks.push(...entry('././@LongLink', 'L', concat([name, new Uint8Array(1)])));
      else blocks.push(...entry(`PaxHeaders/${path.slice(-80)}`, 'x', paxRecords({ path })));
    }
    blocks.push(...entry(lastBytes(path, 100), type, data, file.linkTarget));
  }
  blocks.push(new Uint8Array(2 * BLOCK));
  return concat(blocks);
}

/** `writeTar` gzipped, as GitHub serves it. */
export function writeTarGz(files: readonly TarFile[], options: TarOptions = {}): Uint8Array {
  return new Uint8Array(gzipSync(writeTar(files, options)));
}

/** Pax records "<length> key=value\n", where the length counts the whole record including itself. */
export function paxRecords(records: Record<string, string>): Uint8Array {
  let text = '';
  for (const [key, value] of Object.entries(records)) {
    const body = ` ${key}=${value}\n`;
    let length = utf8.encode(body).length + 1;
    while (String(length).length + utf8.encode(body).length !== length) length++;
    text += `${length}${body}`;
  }
  return utf8.encode(text);
}

function entry(name: string, type: string, data: Uint8Array, linkTarget = ''): Uint8Array[] {
  const header = new Uint8Array(BLOCK);
  writeString(header, 0, 100, name);
  writeString(header, 100, 8, '0000644');
  writeString(header, 108, 8, '0000000');
  writeString(header, 116, 8, '0000000');
  writeString(header, 124, 12, data.length.toString(8).padStart(11, '0'));
  writeString(header, 136, 12, '14712345670');
  header[156] = type.charCodeAt(0);
  writeString(header, 157, 100, linkTarget);
  writeString(header, 257, 6, 'ustar');
  writeString(header, 263, 2, '00');
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeString(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  const padded = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK);
  padded.set(data);
  return [header, padded];
}

function writeString(header: Uint8Array, start: number, length: number, text: string): void {
  header.set(utf8.encode(text).subarray(0, length), start);
}

// The ustar name of a long path, as git writes it: cut to fit (the pax header holds the real one).
function lastBytes(path: string, max: number): string {
  let cut = path;
  while (utf8.encode(cut).length > max) cut = cut.slice(1);
  return cut;
}

function toBytes(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? utf8.encode(content) : content;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
