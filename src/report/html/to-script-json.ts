// Data embedded in the HTML report as `<script type="application/json">`: JSON that can never close the
// element or start markup, whatever the student code inside it says.

/**
 * JSON text for a script element: `<` becomes \u003c (so neither `</script` nor `<!--` can appear), `>` and `&`
 * likewise, and U+2028/U+2029 are escaped as in older JavaScript they end a line. `JSON.parse` reads it back
 * unchanged.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
