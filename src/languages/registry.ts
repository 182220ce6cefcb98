// Every language front end, and how a file finds its own: by an explicit language or by the file name's
// extension, with plain text as the fallback for known text formats. Other files have no front end.
import { c } from './c.js';
import { cpp } from './cpp.js';
import { csharp } from './csharp.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { kotlin } from './kotlin.js';
import { python } from './python.js';
import { rust } from './rust.js';
import { text } from './text.js';
import type { LanguageFrontEnd, LanguageId } from './types.js';
import { typescript } from './typescript.js';

/** All front ends, one per LanguageId. */
export const languages: readonly LanguageFrontEnd[] = [
  java,
  python,
  c,
  cpp,
  csharp,
  javascript,
  typescript,
  go,
  rust,
  kotlin,
  text,
];

const byId = new Map<LanguageId, LanguageFrontEnd>(languages.map((language) => [language.id, language]));

const byExtension = new Map<string, LanguageFrontEnd>(
  languages.flatMap((language) => language.extensions.map((extension) => [extension, language] as const)),
);

/** Other names people use for the languages, besides their ids. */
const ALIASES: Readonly<Record<string, LanguageId>> = {
  'c++': 'cpp',
  cxx: 'cpp',
  cc: 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  js: 'javascript',
  jsx: 'javascript',
  node: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  python3: 'python',
  kt: 'kotlin',
  rs: 'rust',
  golang: 'go',
  txt: 'text',
  plain: 'text',
  plaintext: 'text',
};

const aliases = new Map<string, LanguageId>([
  ...languages.map((language) => [language.id, language.id] as const),
  ...Object.entries(ALIASES),
]);

/** The front end of `id`. */
export function languageById(id: LanguageId): LanguageFrontEnd {
  return byId.get(id) ?? text;
}

/**
 * The front end for a file: `override` if given, else by the lower-cased extension of `path` (`.h` is C);
 * undefined when neither a language nor a text format is known for it.
 */
export function languageForPath(path: string, override?: LanguageId): LanguageFrontEnd | undefined {
  if (override !== undefined) return languageById(override);
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return byExtension.get(name.slice(dot).toLowerCase());
}

/** A language named by its id or a common alias (c++, c#, cs, js, ts, py, kt, rs, golang, txt, plain), any case. */
export function parseLanguageId(name: string): LanguageId | undefined {
  return aliases.get(name.trim().toLowerCase());
}
