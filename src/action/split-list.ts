// Splits a list input: entries separated by newlines or commas, trimmed, empty ones dropped. Commas inside
// braces belong to the glob ('**/*.{h,c}') and do not split.

export function splitList(text: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (char === '\n' || (char === ',' && depth === 0)) {
      entries.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}
