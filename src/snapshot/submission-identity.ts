// Who a submission is, without saying it: an owner id to tell a repository's versions apart from everyone
// else's, a keyed pseudonym for student-facing output, and a content hash to notice a changed submission.
//
// Residual risk, accepted: the owner id is a plain digest of the repository name (a pull request's check,
// which holds no secret, must find its own repository by it), so a student who guesses a classmate's
// repository name (they follow `<assignment>-<username>`) can find its entry in the student copy through the
// owner id, and with it the pseudonym stored beside it, keyed or not: the PR comment's "submission 7f3a09c1"
// is then a name. Neither reveals code. A staff secret as the pseudonym key keeps a pseudonym from being
// computed from a name alone, without the snapshot; a derived one can be.
import { compareText } from '../engine/compare-text.js';
import { hmacSha256 } from './hmac-sha256.js';
import { sha256 } from '../engine/sha256.js';
import type { SnapshotParameters } from './types.js';

const utf8 = new TextEncoder();

/** The name an owner id and a pseudonym are computed from: the repository's full name, else the submission's. */
export function ownerKey(submission: { readonly name: string; readonly repo?: string | undefined }): string {
  return (submission.repo ?? submission.name).toLowerCase();
}

/**
 * Every owner key a snapshot may hold for a checked submission: its own key and, when its repository is
 * `owner/repo`, the names a clone of it gets (`repo`, `owner-repo`), lower-cased. A snapshot built from
 * clones keys each by its folder name and holds only the digest, so the check tries each form; the forms are
 * made from the repository's full name, never parsed out of a folder name (`a-b-c` has two readings).
 */
export function ownerKeys(submission: {
  readonly name: string;
  readonly repo?: string | undefined;
}): string[] {
  const key = ownerKey(submission);
  const slash = key.indexOf('/');
  if (
    submission.repo === undefined ||
    slash <= 0 ||
    slash !== key.lastIndexOf('/') ||
    slash === key.length - 1
  )
    return [key];
  const owner = key.slice(0, slash);
  const repo = key.slice(slash + 1);
  return [key, repo, `${owner}-${repo}`];
}

/** 16 hex digits: the first 8 bytes of SHA-256 of the owner key. */
export function ownerId(key: string): string {
  return toHex(sha256(utf8.encode(key)), 8);
}

/** 8 hex digits: the first 4 bytes of HMAC-SHA-256(secret, owner key). */
export function pseudonymOf(secret: Uint8Array, key: string): string {
  return toHex(hmacSha256(secret, utf8.encode(key)), 4);
}

/**
 * A pseudonym key for when staff gave none, derived from what every build of the course shares (parameters
 * and starter code), so shards and a full build still agree. Anyone with the starter can recompute it:
 * pseudonyms made with it are guessable.
 */
export function derivePseudonymKey(params: SnapshotParameters, starter: Float64Array): Uint8Array {
  const text = `codewinnow pseudonyms\n${params.k} ${params.w} ${params.hashFunction}\n${Array.from(starter).join(',')}`;
  return sha256(utf8.encode(text));
}

/** 32 hex digits: the first 16 bytes of SHA-256 over each file's path and text, lengths prefixed, in path order. */
export function contentHashOf(files: readonly { readonly path: string; readonly text: string }[]): string {
  const parts: Uint8Array[] = [];
  for (const file of [...files].sort((x, y) => compareText(x.path, y.path))) {
    for (const text of [file.path, file.text]) {
      const bytes = utf8.encode(text);
      parts.push(utf8.encode(`${bytes.length}:`), bytes);
    }
  }
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return toHex(sha256(all), 16);
}

/** Lower-case hex of the first `count` bytes. */
export function toHex(bytes: Uint8Array, count = bytes.length): string {
  let hex = '';
  for (let i = 0; i < count; i++) hex += bytes[i]!.toString(16).padStart(2, '0');
  return hex;
}

/** Bytes of a hex string of even length (validated by the caller). */
export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
