// Lines of a text by offset: where each line starts, and which line holds an offset. For front ends that move
// tokens between two texts (a notebook's code and its JSON, Java's escapes and the file as written).

/** The offset where each line of `text` starts, the first at 0. */
export function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
  return starts;
}

/** The 0-based line holding `offset`, by binary search of `starts` (startsOfLines). */
export function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
