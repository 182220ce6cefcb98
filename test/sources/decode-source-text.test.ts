import { describe, expect, it } from 'vitest';
import { decodeSourceText, type SourceLimits } from '../../src/sources/decode-source-text.js';

const limits: SourceLimits = { maxFileBytes: 1024, maxLineLength: 100 };
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('decodeSourceText', () => {
  it('returns plain UTF-8 text unchanged', () => {
    expect(decodeSourceText(encode('int x = 1; // café\n'), limits)).toEqual({
      ok: true,
      text: 'int x = 1; // café\n',
    });
  });

  it('strips a UTF-8 byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('x = 1\n')]);
    expect(decodeSourceText(bytes, limits)).toEqual({ ok: true, text: 'x = 1\n' });
  });

  it('turns CRLF and lone CR line ends into LF', () => {
    expect(decodeSourceText(encode('a\r\nb\rc\n\r\nd'), limits)).toEqual({ ok: true, text: 'a\nb\nc\n\nd' });
  });

  it('skips a file over the byte limit', () => {
    expect(decodeSourceText(encode('x'.repeat(1025)), limits)).toEqual({
      ok: false,
      reason: 'too-large',
      detail: '1025 bytes, over the limit of 1024 bytes',
    });
    expect(decodeSourceText(encode('x\n'.repeat(512)), limits).ok).toBe(true);
  });

  it('skips zero bytes and whitespace-only text as empty', () => {
    expect(decodeSourceText(new Uint8Array(), limits)).toEqual({
      ok: false,
      reason: 'empty',
      detail: 'the file has 0 bytes',
    });
    expect(decodeSourceText(encode(' \n\t\r\n'), limits)).toEqual({
      ok: false,
      reason: 'empty',
      detail: 'the file holds only whitespace',
    });
    expect(decodeSourceText(new Uint8Array([0xef, 0xbb, 0xbf]), limits)).toMatchObject({ reason: 'empty' });
  });

  it('skips a file with a NUL byte in its first 8 KiB as binary', () => {
    expect(decodeSourceText(new Uint8Array([0x50, 0x4b, 0x03, 0x00, 0x41]), limits)).toEqual({
      ok: false,
      reason: 'binary',
      detail: 'NUL byte at offset 3',
    });
  });

  it('looks for NUL bytes only in the first 8 KiB', () => {
    const bytes = new Uint8Array(9000).fill(0x61);
    for (let i = 50; i < bytes.length; i += 51) bytes[i] = 0x0a;
    bytes[8500] = 0;
    expect(decodeSourceText(bytes, { ...limits, maxFileBytes: 10_000 }).ok).toBe(true);
  });

  it('skips bytes that are not UTF-8, naming UTF-16 when it has a byte-order mark', () => {
    expect(decodeSourceText(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]), limits)).toEqual({
      ok: false,
      reason: 'invalid-utf8',
      detail: 'the bytes are not valid UTF-8 (Latin-1 or another legacy encoding?)',
    });
    expect(decodeSourceText(new Uint8Array([0xff, 0xfe, 0x61, 0x00]), limits)).toEqual({
      ok: false,
      reason: 'invalid-utf8',
      detail: 'UTF-16 text (byte-order mark FF FE), not UTF-8',
    });
  });

  it('skips a file with a line over the line limit as minified', () => {
    const text = `short\n${'y'.repeat(101)}\n`;
    expect(decodeSourceText(encode(text), limits)).toEqual({
      ok: false,
      reason: 'minified',
      detail: 'line 2 has 101 characters, over the limit of 100',
    });
    expect(decodeSourceText(encode(`short\n${'y'.repeat(100)}\n`), limits).ok).toBe(true);
  });

  it('skips a file whose lines average over 300 characters as minified', () => {
    const wide: SourceLimits = { maxFileBytes: 10_000, maxLineLength: 1000 };
    const text = `${'a'.repeat(400)}\n${'b'.repeat(250)}\n`;
    expect(decodeSourceText(encode(text), wide)).toEqual({
      ok: false,
      reason: 'minified',
      detail: 'lines average 325 characters, over the limit of 300',
    });
    expect(decodeSourceText(encode(`${'a'.repeat(350)}\n${'b'.repeat(250)}\n`), wide).ok).toBe(true);
  });
});
