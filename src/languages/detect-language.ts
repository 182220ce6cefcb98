// Tells a file's language from its content, for files whose name does not say (no extension, an unknown
// one, or '.txt'): the shebang line first, then a light check of telltale constructs per language. Text
// that shows no language clearly enough is plain text. Pure, and linear in the part of the text it reads.
import type { LanguageId } from './types.js';

/** Only this much of a file is examined. */
export const DETECT_SAMPLE_CHARS = 32 * 1024;

/** A language needs at least this many of its cues to be chosen over plain text. */
export const MIN_CUES = 2;

type CodeLanguage = Exclude<LanguageId, 'text'>;

/** Telltale constructs per language; JavaScript's also count for TypeScript. Order breaks ties. */
const CUES: readonly (readonly [CodeLanguage, readonly RegExp[]])[] = [
  [
    'java',
    [
      /\bpublic\s+(?:final\s+|abstract\s+)?(?:class|interface|enum|record)\s+\w/,
      /^\s*import\s+java(?:x)?\.[\w.*]+;/m,
      /\bSystem\.(?:out|err)\.print/,
      /^\s*package\s+[\w.]+;/m,
      /\bpublic\s+static\s+void\s+main\s*\(\s*String/,
      /\b(?:private|protected|public)\s+(?:static\s+)?(?:final\s+)?(?:int|void|boolean|String|double|long)\s+\w+/,
    ],
  ],
  [
    'csharp',
    [
      /^\s*using\s+System(?:\.[\w.]+)?;/m,
      /^\s*namespace\s+[\w.]+/m,
      /\bConsole\.Write(?:Line)?\s*\(/,
      /\bstatic\s+(?:async\s+)?(?:void|int|Task)\s+Main\s*\(/,
    ],
  ],
  [
    'python',
    [
      /^[ \t]*def\s+\w+\s*\([^)]*\)\s*(?:->[^:]+)?:[ \t]*(?:#.*)?$/m,
      /^[ \t]*(?:from\s+[\w.]+\s+import\s+\w|import\s+[\w.]+[ \t]*$)/m,
      /^\s*if\s+__name__\s*==\s*['"]__main__['"]\s*:/m,
      /^[ \t]*(?:elif|else|try|except|finally|for|while|with)\b[^\n]*:[ \t]*$/m,
      /\bself\.\w+/,
      /^[ \t]*class\s+\w+(?:\([^)]*\))?\s*:[ \t]*$/m,
      /\bprint\s*\(\s*f?['"]/,
    ],
  ],
  [
    'cpp',
    [
      /^\s*#\s*include\s*<(?:iostream|vector|string|map|set|algorithm|memory|fstream|sstream)>/m,
      /\bstd::\w/,
      /\b(?:cout|cin|cerr)\s*(?:<<|>>)/,
      /^\s*using\s+namespace\s+std\s*;/m,
      /\btemplate\s*<\s*(?:typename|class)\b/,
    ],
  ],
  [
    'c',
    [
      /^\s*#\s*include\s*<(?:stdio|stdlib|string|math|stdbool|stdint|unistd)\.h>/m,
      /\bprintf\s*\(\s*"/,
      /\bint\s+main\s*\(\s*(?:void|int\s+argc)?/,
      /\b(?:malloc|calloc|free)\s*\(/,
      /\bscanf\s*\(\s*"/,
    ],
  ],
  [
    'go',
    [
      /^\s*package\s+\w+\s*$/m,
      /^\s*func\s+(?:\(\s*\w+\s+\*?\w+\s*\)\s*)?\w+\s*\(/m,
      /\bfmt\.\w+\s*\(/,
      /^\s*import\s+(?:\(|"[\w/.]+")/m,
      /\w\s*:=\s*\S/,
    ],
  ],
  [
    'rust',
    [
      /\bfn\s+\w+\s*[<(]/,
      /\blet\s+mut\s+\w/,
      /\b(?:println|print|vec|format)!\s*[([]/,
      /^\s*(?:pub\s+)?(?:impl|struct|enum|trait)\s+\w/m,
      /^\s*use\s+(?:std|crate)::/m,
    ],
  ],
  [
    'kotlin',
    [
      /\bfun\s+(?:main|\w+)\s*\(/,
      /\bval\s+\w+\s*(?::\s*\w+)?\s*=/,
      /\bvar\s+\w+\s*:\s*\w+/,
      /\bprintln\s*\(/,
      /^\s*(?:data\s+)?class\s+\w+\s*\(\s*(?:val|var)\s/m,
    ],
  ],
  [
    'javascript',
    [
      /\bfunction\s+\w+\s*\(/,
      /\bconsole\.log\s*\(/,
      /\b(?:const|let)\s+\w+\s*=/,
      /\brequire\s*\(\s*['"]/,
      /\)\s*=>\s*[{(\w]/,
      /\bmodule\.exports\b|^\s*export\s+(?:default|function|const|class)\b/m,
    ],
  ],
  [
    'typescript',
    [
      /\w\s*:\s*(?:string|number|boolean|void|any|unknown)\b\s*[,;)=]/,
      /^\s*(?:export\s+)?interface\s+\w+\s*(?:<[^>]*>)?\s*\{/m,
      /^\s*(?:export\s+)?type\s+\w+\s*=/m,
    ],
  ],
];

const SHEBANGS: readonly (readonly [RegExp, CodeLanguage])[] = [
  [/\bpython[\d.]*\b/, 'python'],
  [/\b(?:node|nodejs|deno|bun)\b/, 'javascript'],
  [/\b(?:ts-node|tsx)\b/, 'typescript'],
  [/\bkotlin\b/, 'kotlin'],
  [/\brust-script\b/, 'rust'],
];

/** How a language was found in a file's content. */
export interface DetectedLanguage {
  readonly language: LanguageId;
  /** For people: 'its shebang line', 'its content (4 Java cues)'. */
  readonly reason: string;
}

/** The language `text` is written in, by its shebang, else by its cues, else 'text'. */
export function detectLanguage(text: string): DetectedLanguage {
  const sample = text.slice(0, DETECT_SAMPLE_CHARS);
  const shebang = /^#![^\n]*/.exec(sample)?.[0];
  if (shebang !== undefined) {
    const found = SHEBANGS.find(([pattern]) => pattern.test(shebang));
    if (found) return { language: found[1], reason: 'its shebang line' };
  }
  const scores = new Map<CodeLanguage, number>();
  for (const [language, cues] of CUES) scores.set(language, cues.filter((cue) => cue.test(sample)).length);
  const javascript = scores.get('javascript') ?? 0;
  const typescript = scores.get('typescript') ?? 0;
  if (typescript > 0) scores.set('typescript', typescript + javascript);
  let best: CodeLanguage | undefined;
  let bestScore = MIN_CUES - 1;
  for (const [language] of CUES) {
    const score = scores.get(language) ?? 0;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  if (best === undefined) return { language: 'text', reason: 'its content, where no language shows clearly' };
  return { language: best, reason: `its content (${bestScore} telltale constructs)` };
}

/**
 * Constructs no C header has, only a C++ one: the C++ cues above and a class, a namespace or an access
 * label. A C header's `extern "C"` guard for C++ readers is none of them.
 */
const CPP_HEADER_CUES: readonly RegExp[] = [
  ...CUES.find(([language]) => language === 'cpp')![1],
  /^\s*(?:template\s*<[^>]*>\s*)?class\s+\w+[^;{]*\{/m,
  /^\s*namespace\s+\w+\s*\{/m,
  /^\s*(?:public|private|protected)\s*:/m,
];

/** Whether a `.h` file, which C and C++ share, is a C++ header: one C++ construct in its first part. */
export function isCppHeader(text: string): boolean {
  const sample = text.slice(0, DETECT_SAMPLE_CHARS);
  return CPP_HEADER_CUES.some((cue) => cue.test(sample));
}
