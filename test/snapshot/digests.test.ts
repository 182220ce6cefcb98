// SHA-256, HMAC-SHA-256 and CRC-32 in pure TypeScript, against published vectors and against Node's own.
import { createHash, createHmac } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/snapshot/crc32.js';
import { hmacSha256 } from '../../src/snapshot/hmac-sha256.js';
import { sha256 } from '../../src/engine/sha256.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(ascii('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(ascii('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on any input, every padding length included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 400 },
    );
  });

  it('reads a message that is a view into a larger buffer', () => {
    const buffer = ascii('xxabcxx');
    expect(hex(sha256(buffer.subarray(2, 5)))).toBe(hex(sha256(ascii('abc'))));
  });
});

describe('hmacSha256', () => {
  it('gives the RFC 4231 test vectors', () => {
    const key1 = new Uint8Array(20).fill(0x0b);
    expect(hex(hmacSha256(key1, ascii('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(hex(hmacSha256(ascii('Jefe'), ascii('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(hex(hmacSha256(longKey, ascii('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('agrees with node:crypto for any key and message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 150 }), (key, message) => {
        expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
    );
  });
});

describe('crc32', () => {
  it('gives the check value of "123456789"', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('agrees with zlib for any input, and continues over parts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 100 }), (a, b) => {
        expect(crc32(a)).toBe(zlibCrc32(a));
        const joined = new Uint8Array([...a, ...b]);
        expect(crc32(b, crc32(a))).toBe(zlibCrc32(joined));
      }),
    );
  });
});
