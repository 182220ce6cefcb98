// One side of a dismissal's evidence as the decisions file writes it, "src/Main.java:10-42" (1-based lines,
// both included, as reports show them), to and from the file and 0-based half-open lines used inside.
import type { EvidencePlace } from './decision-types.js';

/** "src/Main.java:10-42" → the file and its lines; the schema has checked the shape. */
export function toPlace(text: string): EvidencePlace {
  const colon = text.lastIndexOf(':');
  const [start, end] = text
    .slice(colon + 1)
    .split('-')
    .map(Number);
  return { file: text.slice(0, colon), lines: { start: start! - 1, end: Math.max(start!, end!) } };
}

/** The file and its lines → "src/Main.java:10-42". */
export function renderPlace(place: EvidencePlace): string {
  const start = place.lines.start + 1;
  return `${place.file}:${start}-${Math.max(start, place.lines.end)}`;
}
