import fc from 'fast-check';
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

  it('reads only the first part of a file over the byte limit, noted as truncated', () => {
    expect(decodeSourceText(encode(`${'x\n'.repeat(600)}`), limits)).toEqual({
      ok: true,
      text: 'x\n'.repeat(512),
      notes: [{ kind: 'truncated', detail: 'only the first 1024 of 1200 bytes read' }],
    });
    expect(decodeSourceText(encode('x\n'.repeat(512)), limits)).toEqual({
      ok: true,
      text: 'x\n'.repeat(512),
    });
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

  it('decides binary by content: a format signature or a share of control bytes, not one NUL', () => {
    expect(decodeSourceText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x41]), limits)).toEqual({
      ok: false,
      reason: 'binary',
      detail: 'a ZIP archive (or .jar, .docx), by its first bytes',
    });
    const controls = new Uint8Array(100).fill(0x61);
    for (let i = 0; i < 10; i++) controls[i * 10] = 0x01;
    controls[99] = 0xe9;
    expect(decodeSourceText(controls, limits)).toEqual({
      ok: false,
      reason: 'binary',
      detail: '10% of its first 100 bytes are control bytes',
    });
    expect(decodeSourceText(encode('int x; // a\0b\nint y;\n'), limits)).toEqual({
      ok: true,
      text: 'int x; // ab\nint y;\n',
      notes: [{ kind: 'control-characters', detail: '1 control character (such as NUL) left out' }],
    });
  });

  it('reads UTF-8 text padded with control bytes, which binary files are not, dropping them', () => {
    const padded = encode(`/* ${'\0'.repeat(200)} */\nint x = 1;\n`);
    expect(decodeSourceText(padded, limits)).toEqual({
      ok: true,
      text: '/*  */\nint x = 1;\n',
      notes: [{ kind: 'control-characters', detail: '200 control characters (such as NUL) left out' }],
    });
    expect(decodeSourceText(new Uint8Array(300), limits)).toEqual({
      ok: false,
      reason: 'empty',
      detail: 'the file holds only whitespace and control characters',
    });
  });

  it('drops control characters past the binary sniff, and in Latin-1 text, but makes none of other bytes', () => {
    const wide: SourceLimits = { maxFileBytes: 1 << 20, maxLineLength: 100 };
    const line = 'x = 1\n';
    const long = line.repeat(20_000);
    expect(decodeSourceText(encode(`${long}a\x01b\n`), wide)).toEqual({
      ok: true,
      text: `${long}ab\n`,
      notes: [{ kind: 'control-characters', detail: '1 control character (such as NUL) left out' }],
    });
    const latinText = 'caf\xe9 \x81\x9d\x7f; // one control byte in some forty bytes\n';
    const latin = Uint8Array.from([...latinText].map((c) => c.charCodeAt(0)));
    // 0x81 and 0x9D have no Windows-1252 character: they decode to C1 controls, which are invisible.
    expect(decodeSourceText(latin, limits)).toEqual({
      ok: true,
      text: 'café ; // one control byte in some forty bytes\n',
      notes: [
        { kind: 'encoding', detail: 'decoded as Windows-1252 (Latin-1): not UTF-8' },
        { kind: 'control-characters', detail: '1 control character (such as NUL) left out' },
        { kind: 'invisible-characters', detail: '2 invisible characters (such as U+0081) ignored' },
      ],
    });
    expect(decodeSourceText(encode('s = "\u00a0\ufffd\u00e9"\r\n'), limits)).toEqual({
      ok: true,
      text: 's = "\u00a0\ufffd\u00e9"\n',
    });
  });

  it('ends lines at NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, so a // comment does not hide the code after it', () => {
    // JavaScript and C# end lines (and // comments) at U+2028 and U+2029, C# also at NEL (U+0085).
    expect(decodeSourceText(encode('a(); // x\u2028b();\u2029c();\u0085d();\r\n'), limits)).toEqual({
      ok: true,
      text: 'a(); // x\nb();\nc();\nd();\n',
    });
  });

  it('drops invisible characters, which would cut words (ret\\u200Burn is return to javac), noting them', () => {
    const text = 're\u200bturn to\u200c\u200dtal\u2060; // \u00ad\u202e\u2066\u2069\ufeff\u0081\n';
    // U+FEFF past the start is left to the front ends: JavaScript reads it as a space, Java ignores it.
    expect(decodeSourceText(encode(text), limits)).toEqual({
      ok: true,
      text: 'return total; // \ufeff\n',
      notes: [{ kind: 'invisible-characters', detail: '10 invisible characters (such as U+200B) ignored' }],
    });
    expect(decodeSourceText(encode('\u200b\u200b \n'), limits)).toEqual({
      ok: false,
      reason: 'empty',
      detail: 'the file holds only whitespace',
    });
  });

  it('notes a minified file by its first over-long line, else by its average line, the last newline aside', () => {
    const minified = (text: string) => decodeSourceText(encode(text), limits);
    expect(minified(`a\nb\n${'x'.repeat(101)}\n${'y'.repeat(200)}\n`)).toEqual({
      ok: true,
      text: `a\nb\n${'x'.repeat(101)}\n${'y'.repeat(200)}\n`,
      notes: [{ kind: 'minified', detail: 'minified or generated: line 3 has 101 characters, over 100' }],
    });
    expect(minified(`${'z'.repeat(100)}\n`)).toEqual({ ok: true, text: `${'z'.repeat(100)}\n` });
    const wide = { maxFileBytes: 1 << 20, maxLineLength: 1000 };
    // Two lines of 400 and 301 characters: 350.5 on average; an empty line after them brings it to 233.7.
    const text = `${'a'.repeat(400)}\n${'b'.repeat(301)}`;
    expect(decodeSourceText(encode(text), wide)).toMatchObject({
      notes: [{ kind: 'minified', detail: 'minified or generated: lines average 351 characters, over 300' }],
    });
    expect(decodeSourceText(encode(`${text}\n\n`), wide)).toEqual({ ok: true, text: `${text}\n\n` });
  });

  it('decodes legacy single-byte text, mixed invalid UTF-8, UTF-16 and UTF-32', () => {
    expect(decodeSourceText(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]), limits)).toEqual({
      ok: true,
      text: 'café\n',
      notes: [{ kind: 'encoding', detail: 'decoded as Windows-1252 (Latin-1): not UTF-8' }],
    });
    expect(decodeSourceText(new Uint8Array([...encode('é'), 0xe9, 0x0a]), limits)).toEqual({
      ok: true,
      text: 'é\uFFFD\n',
      notes: [{ kind: 'encoding', detail: '1 byte not valid UTF-8, read as U+FFFD' }],
    });
    const utf16le = new Uint8Array([0xff, 0xfe, ...[...'a=1\r\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeSourceText(utf16le, limits)).toEqual({
      ok: true,
      text: 'a=1\n',
      notes: [{ kind: 'encoding', detail: 'decoded as UTF-16LE (byte-order mark)' }],
    });
    const utf16be = new Uint8Array([0xfe, 0xff, ...[...'b=2\n'].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeSourceText(utf16be, limits)).toMatchObject({ ok: true, text: 'b=2\n' });
    const bare = new Uint8Array([...'int x = 1;\n'].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(decodeSourceText(bare, limits)).toEqual({
      ok: true,
      text: 'int x = 1;\n',
      notes: [{ kind: 'encoding', detail: 'decoded as UTF-16LE without a byte-order mark' }],
    });
    const utf32 = new Uint8Array([
      0xff,
      0xfe,
      0,
      0,
      ...[...'c=3\n'].flatMap((c) => [c.charCodeAt(0), 0, 0, 0]),
    ]);
    expect(decodeSourceText(utf32, limits)).toEqual({
      ok: true,
      text: 'c=3\n',
      notes: [{ kind: 'encoding', detail: 'decoded as UTF-32LE (byte-order mark)' }],
    });
  });

  it('decodes the bytes 0x80 to 0x9F of Windows-1252 by its table, not as Latin-1 controls', () => {
    // “quoted” €5 — in Windows-1252; Node's TextDecoder reads these bytes as C1 controls (nodejs/node#60888).
    const bytes = new Uint8Array([0x2f, 0x2f, 0x20, 0x93, 0x71, 0x94, 0x20, 0x80, 0x35, 0x20, 0x97, 0x0a]);
    expect(decodeSourceText(bytes, limits)).toEqual({
      ok: true,
      text: '// \u201cq\u201d \u20ac5 \u2014\n',
      notes: [{ kind: 'encoding', detail: 'decoded as Windows-1252 (Latin-1): not UTF-8' }],
    });
  });

  it('reads a file with a line over the line limit, noted as minified', () => {
    const text = `short\n${'y'.repeat(101)}\n`;
    expect(decodeSourceText(encode(text), limits)).toEqual({
      ok: true,
      text,
      notes: [{ kind: 'minified', detail: 'minified or generated: line 2 has 101 characters, over 100' }],
    });
    expect(decodeSourceText(encode(`short\n${'y'.repeat(100)}\n`), limits)).toEqual({
      ok: true,
      text: `short\n${'y'.repeat(100)}\n`,
    });
  });

  it('notes a file whose lines average over 300 characters as minified', () => {
    const wide: SourceLimits = { maxFileBytes: 10_000, maxLineLength: 1000 };
    const text = `${'a'.repeat(400)}\n${'b'.repeat(250)}\n`;
    expect(decodeSourceText(encode(text), wide)).toMatchObject({
      ok: true,
      notes: [{ kind: 'minified', detail: 'minified or generated: lines average 325 characters, over 300' }],
    });
    expect(decodeSourceText(encode(`${'a'.repeat(350)}\n${'b'.repeat(250)}\n`), wide)).not.toHaveProperty(
      'notes',
    );
  });

  it('never throws and stays linear on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
        const decoded = decodeSourceText(bytes, limits);
        if (decoded.ok) expect(decoded.text.length).toBeLessThanOrEqual(limits.maxFileBytes);
        else expect(['binary', 'empty']).toContain(decoded.reason);
      }),
      { numRuns: 2000 },
    );
    const started = performance.now();
    const big = new Uint8Array(4 * 1024 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24;
    decodeSourceText(big, { maxFileBytes: big.length, maxLineLength: 1000 });
    decodeSourceText(new Uint8Array(4 * 1024 * 1024).fill(0xe9), {
      maxFileBytes: 1 << 23,
      maxLineLength: 1000,
    });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
