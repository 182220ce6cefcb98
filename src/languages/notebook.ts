// The front end for Jupyter notebooks: the kernel language's front end over the code cells only, with every
// token's lines moved back onto the .ipynb file's own lines (see read-notebook.ts), so reports, the HTML
// view and PR annotations point at the notebook. Columns are the code's own, not the JSON's.
import type { TokenSequence } from '../engine/types.js';
import { readNotebook } from './read-notebook.js';
import { tokenSpellings } from './token-spellings.js';
import type { LanguageFrontEnd } from './types.js';

/** The notebook extension. */
export const NOTEBOOK_EXTENSION = '.ipynb';

/** `kernel`'s front end reading notebooks: same id and version, tokens from code cells only. */
export function notebookFrontEnd(kernel: LanguageFrontEnd): LanguageFrontEnd {
  return {
    id: kernel.id,
    version: kernel.version,
    extensions: [NOTEBOOK_EXTENSION],
    tokenize: (text) => tokenizeNotebook(text, kernel),
  };
}

function tokenizeNotebook(text: string, kernel: LanguageFrontEnd): TokenSequence {
  const notebook = readNotebook(text);
  if (notebook === undefined) return { ids: new Uint32Array(0), spans: new Uint32Array(0) };
  const tokens = kernel.tokenize(notebook.text);
  const spans = new Uint32Array(tokens.spans);
  const last = notebook.fileLines.length - 1;
  for (let i = 0; i < spans.length; i += 4) {
    spans[i] = notebook.fileLines[Math.min(spans[i]!, last)] ?? 0;
    spans[i + 2] = notebook.fileLines[Math.min(spans[i + 2]!, last)] ?? 0;
  }
  // Spellings go with the tokens: worked out later from the spans, they would be read off the JSON's lines.
  const spellings = tokens.spellings ?? tokenSpellings(notebook.text, tokens);
  return { ids: tokens.ids, spans, spellings };
}
