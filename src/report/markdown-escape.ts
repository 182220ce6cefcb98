// Escaping for the Markdown that job summaries, comments and issues are written in: names and paths come
// from students' repositories, so they must never turn into markup or break a table.

/** Text safe inside a Markdown table cell or heading. */
export function markdownCell(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#]/g, (c) => `\\${c}`)
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}

/** Text safe inside an inline code span within a table cell. */
export function markdownCode(text: string): string {
  return text.replace(/`/g, "'").replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
