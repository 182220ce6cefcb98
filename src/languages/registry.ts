// Every language front end, and how a file finds its own: by an explicit language, by the file name's
// extension, or — when the name does not say (no extension, an unknown one, '.txt') — by its content, with
// plain text as the fallback. A `.h` file is C unless its content shows C++ (isCppHeader). Data, media and
// archive formats are not source (see isSourcePath).
import { c } from './c.js';
import { cpp } from './cpp.js';
import { csharp } from './csharp.js';
import { detectLanguage, isCppHeader } from './detect-language.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { kotlin } from './kotlin.js';
import { NOTEBOOK_EXTENSION, notebookFrontEnd } from './notebook.js';
import { python } from './python.js';
import { readNotebook, toKernelLanguage, type NotebookCellLines } from './read-notebook.js';
import { rust } from './rust.js';
import { text } from './text.js';
import type { LanguageFrontEnd, LanguageId } from './types.js';
import { typescript } from './typescript.js';
import { wordList } from './word-list.js';

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
 * The front end for a file: `override` if given, else by the lower-cased extension of `path` (`.h` is C here;
 * resolveLanguage reads a C++ header's content as C++);
 * undefined when neither a language nor a text format is known for it.
 */
export function languageForPath(path: string, override?: LanguageId): LanguageFrontEnd | undefined {
  if (override !== undefined) return languageById(override);
  const extension = extensionOf(path);
  return extension === undefined ? undefined : byExtension.get(extension);
}

/** A file's front end and, when its name did not decide it, how it was found (for the file's notes). */
export interface ResolvedLanguage {
  readonly frontEnd: LanguageFrontEnd;
  readonly note?: string | undefined;
  /** A notebook's code cells on its lines, for reports to say "cell 3, line 5"; absent for other files. */
  readonly cells?: readonly NotebookCellLines[] | undefined;
}

/** Extensions that say "text" without saying which language: the content decides. */
const GENERIC_TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['.txt', '.text']);

/**
 * The front end for a file with this `text`: `override` if given, else by extension, else — no extension,
 * an unknown one or '.txt' — by the extension before it ('Main.java.txt') or by its content (shebang, then
 * telltale constructs), plain text when nothing shows.
 */
export function resolveLanguage(path: string, text: string, override?: LanguageId): ResolvedLanguage {
  const extension = extensionOf(path);
  if (extension === NOTEBOOK_EXTENSION) return resolveNotebook(text, override);
  if (override !== undefined) return { frontEnd: languageById(override) };
  const byName = extension === undefined ? undefined : byExtension.get(extension);
  // C and C++ share `.h`: a C++ header read as C loses what C++ reads alike (`std::`, `this->`, classes).
  if (extension === '.h' && isCppHeader(text)) return { frontEnd: cpp };
  if (byName !== undefined && !GENERIC_TEXT_EXTENSIONS.has(extension ?? '')) {
    const note = extension === undefined ? undefined : noteCodeInDocument(extension, text);
    return note === undefined ? { frontEnd: byName } : { frontEnd: byName, note };
  }
  const inner = byName === undefined ? undefined : languageForPath(path.slice(0, -(extension ?? '').length));
  if (inner !== undefined && inner.id !== 'text') {
    return { frontEnd: inner, note: `read as ${inner.id} by the extension before '${extension ?? ''}'` };
  }
  const detected = detectLanguage(text);
  const name = extension === undefined ? 'no extension' : `extension '${extension}'`;
  return {
    frontEnd: languageById(detected.language),
    note: `read as ${detected.language} by ${detected.reason}; its name (${name}) does not say`,
  };
}

/** Prose and markup formats, read as plain text by their name even when a student pastes code into them. */
const DOCUMENT_EXTENSIONS: ReadonlySet<string> = new Set([
  '.md',
  '.markdown',
  '.rst',
  '.adoc',
  '.asciidoc',
  '.org',
]);

/**
 * A note for a document (`.md`...) that holds code by its content: read as plain text, a solution pasted
 * into a README matches plain text only, never the same code in a source file, so staff should know.
 */
function noteCodeInDocument(extension: string, text: string): string | undefined {
  if (!DOCUMENT_EXTENSIONS.has(extension)) return undefined;
  const detected = detectLanguage(text);
  if (detected.language === 'text') return undefined;
  const language = detected.language;
  return `holds ${language} code by ${detected.reason}, read as plain text by its extension '${extension}': it matches no ${language} file`;
}

/**
 * A notebook's front end: its code cells in the kernel's language (or `override`); a file that is not a
 * notebook is plain text, never JSON read as code.
 */
function resolveNotebook(text: string, override: LanguageId | undefined): ResolvedLanguage {
  const notebook = readNotebook(text);
  if (notebook === undefined) {
    return {
      frontEnd: languageById('text'),
      note: 'not a readable Jupyter notebook (JSON): read as plain text',
    };
  }
  const id = override ?? toKernelLanguage(notebook.kernel, parseLanguageId) ?? 'text';
  const cells = `${notebook.codeCells} code cell${notebook.codeCells === 1 ? '' : 's'}`;
  return {
    frontEnd: notebookFrontEnd(languageById(id)),
    note: `Jupyter notebook: ${cells} read as ${id} (kernel ${notebook.kernel}), outputs and markdown left out; lines are the .ipynb file's`,
    cells: notebook.cellLines,
  };
}

/** Data, media, archive and compiled formats: never a student's source, never read. */
const NOT_SOURCE_EXTENSIONS: ReadonlySet<string> = new Set(
  wordList(`
    .json .yaml .yml .csv .tsv .xml .toml .lock .ini .cfg .conf .properties .log .svg .map .iml .sln .csproj
    .png .jpg .jpeg .gif .bmp .ico .webp .tif .tiff .psd .mp3 .mp4 .wav .ogg .mov .avi .mkv .webm
    .pdf .doc .docx .xls .xlsx .ppt .pptx .odt .ods .odp .zip .jar .war .gz .tgz .tar .bz2 .xz .7z .rar
    .class .o .obj .a .so .dll .dylib .exe .pyc .pyo .bin .dat .db .sqlite .woff .woff2 .ttf .otf .eot
  `),
);

/**
 * Whether a path may hold source worth reading: not a data, media, archive or compiled format by its
 * extension, and not a hidden file ('.gitignore') unless its extension names a language.
 */
export function isSourcePath(path: string): boolean {
  const extension = extensionOf(path);
  if (extension !== undefined && NOT_SOURCE_EXTENSIONS.has(extension)) return false;
  const name = baseName(path);
  return !name.startsWith('.') || languageForPath(name.slice(1)) !== undefined;
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** The lower-cased extension with its dot; undefined for none ('Makefile', '.gitignore'). */
function extensionOf(path: string): string | undefined {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? undefined : name.slice(dot).toLowerCase();
}

/** A language named by its id or a common alias (c++, c#, cs, js, ts, py, kt, rs, golang, txt, plain), any case. */
export function parseLanguageId(name: string): LanguageId | undefined {
  return aliases.get(name.trim().toLowerCase());
}
