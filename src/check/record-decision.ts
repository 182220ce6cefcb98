// A decision written into a decisions file's text, as `codewinnow review --decide` records it: the file's
// comments and order are kept, the pair's earlier decision (in either order) is replaced, a new one is
// appended. The text written is parsed again before it is returned, so an invalid file is never written.
// Pure: the shell reads and writes the file.
import { isMap, isSeq, parseDocument, type Document, type YAMLSeq } from 'yaml';
import type { PairDecision } from './decision-types.js';
import { renderPlace } from './evidence-place.js';
import { pairKey } from './pair-key.js';
import { parseDecisions } from './parse-decisions.js';

/**
 * The decisions file's text with `decision` recorded. `text` may be empty (a new file).
 * @throws DecisionsError when the file was invalid already.
 */
export function recordDecision(text: string, source: string, decision: PairDecision): string {
  parseDecisions(text, source);
  // A file of comments only (or nothing) has no map to add to yet.
  const base = isMap(parseDocument(text).contents) ? text : `${text.trimEnd()}\nversion: 1\n`.trimStart();
  const document = parseDocument(base);
  const pairs = pairsOf(document);
  const entry = document.createNode(toEntry(decision));
  const key = pairKey(decision.a, decision.b);
  const at = pairs.items.findIndex((item) => {
    const value: unknown = isMap(item) ? item.toJSON() : undefined;
    return isNamedPair(value) && pairKey(value.a, value.b) === key;
  });
  if (at >= 0) pairs.items[at] = entry;
  else pairs.items.push(entry);
  const written = document.toString({ lineWidth: 0 });
  parseDecisions(written, source);
  return written;
}

function pairsOf(document: Document): YAMLSeq {
  const existing: unknown = document.get('pairs', true);
  if (isSeq(existing)) {
    existing.flow = false;
    return existing;
  }
  const pairs = document.createNode([]);
  document.set('pairs', pairs);
  return pairs;
}

function isNamedPair(value: unknown): value is { a: string; b: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'a' in value &&
    'b' in value &&
    typeof value.a === 'string' &&
    typeof value.b === 'string'
  );
}

function toEntry(decision: PairDecision): Record<string, unknown> {
  return {
    a: decision.a,
    b: decision.b,
    decision: decision.decision,
    note: decision.note,
    ...(decision.by === undefined ? {} : { by: decision.by }),
    ...(decision.at === undefined ? {} : { at: decision.at }),
    ...(decision.evidence === undefined
      ? {}
      : { evidence: decision.evidence.map((f) => ({ a: renderPlace(f.a), b: renderPlace(f.b) })) }),
  };
}
