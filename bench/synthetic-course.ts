// A synthetic programming course for the speed benchmark: `submissions` students, each writing about
// `lines` lines of Java, Python, C, C++ or JavaScript, independently generated from one seed, plus planted
// copies: a few percent of the students take a large part of another student's units, half of them
// disguised (identifiers renamed, layout changed, units reordered). Pure: same options, same course.
import { renderProgram, renderUnit, type SyntheticFile } from './synthetic-files.js';
import type { Program, TokenStyle } from './synthetic-program.js';
import { ProgramWriter } from './synthetic-program-writer.js';
import { randomFor, type Random } from './synthetic-random.js';
import type { Layout, SyntheticLanguage } from './synthetic-syntax.js';
import { LOOP_NAME_SETS, wordRenaming } from './synthetic-vocabulary.js';

export interface CourseOptions {
  readonly seed: number;
  readonly submissions: number;
  /** Lines per submission, roughly (default 400). */
  readonly lines?: number;
  /** Share of submissions that are planted copies (default 0.03). */
  readonly copyShare?: number;
}

export interface SyntheticSubmission {
  /** The folder name: `student-00042`. */
  readonly name: string;
  readonly language: SyntheticLanguage;
  readonly files: readonly SyntheticFile[];
}

export type Disguise = 'verbatim' | 'renamed';

/** A planted copy: `copy` took units worth `copiedLines` of its `lines` from `source`. */
export interface PlantedCopy {
  readonly source: string;
  readonly copy: string;
  readonly language: SyntheticLanguage;
  readonly disguise: Disguise;
  readonly copiedLines: number;
  readonly lines: number;
}

export interface SyntheticCourse {
  readonly submissions: readonly SyntheticSubmission[];
  readonly planted: readonly PlantedCopy[];
}

const LANGUAGES: readonly (readonly [SyntheticLanguage, number])[] = [
  ['java', 3],
  ['python', 3],
  ['c', 1],
  ['cpp', 1],
  ['javascript', 2],
];
// Labels of the random streams: per submission (language, program, copy) and one for the plan.
const LANGUAGE = 0;
const PROGRAM = 1;
const COPY = 2;
const PLAN = 0xffffffff;

interface Author {
  readonly language: SyntheticLanguage;
  readonly style: TokenStyle;
  readonly layout: Layout;
  readonly loopNames: (typeof LOOP_NAME_SETS)[number];
}

/** The course for `options`; submissions in name order. */
export function generateCourse(options: CourseOptions): SyntheticCourse {
  const { seed, submissions: count } = options;
  const lines = options.lines ?? 400;
  const authors = Array.from({ length: count }, (_, i) => authorFor(randomFor(seed, i, LANGUAGE)));
  const plan = planCopies(randomFor(seed, PLAN), authors, Math.round(count * (options.copyShare ?? 0.03)));
  const name = (i: number) => `student-${String(i + 1).padStart(Math.max(3, String(count).length), '0')}`;
  const sources = new Set([...plan.values()].map((copy) => copy.source));
  const programs = new Map<number, Program>();
  const submissions = new Array<SyntheticSubmission>(count);
  for (let i = 0; i < count; i++) {
    if (plan.has(i)) continue;
    const author = authors[i]!;
    const program = writeProgram(randomFor(seed, i, PROGRAM), author, lines);
    if (sources.has(i)) programs.set(i, program);
    submissions[i] = {
      name: name(i),
      language: author.language,
      files: renderProgram(program, author.language, author.layout),
    };
  }
  const planted: PlantedCopy[] = [];
  for (const [i, { source, disguise }] of plan) {
    const random = randomFor(seed, i, COPY);
    const copy = writeCopy(random, {
      source: programs.get(source)!,
      author: authors[i]!,
      sourceAuthor: authors[source]!,
      disguise,
      lines,
    });
    submissions[i] = { name: name(i), language: authors[i]!.language, files: copy.files };
    planted.push({
      source: name(source),
      copy: name(i),
      language: authors[i]!.language,
      disguise,
      copiedLines: copy.copiedLines,
      lines: copy.lines,
    });
  }
  return { submissions, planted: planted.sort((x, y) => (x.copy < y.copy ? -1 : 1)) };
}

function authorFor(random: Random): Author {
  const language = random.weighted(LANGUAGES);
  const indent =
    language === 'python'
      ? random.weighted([
          ['    ', 8],
          ['  ', 1],
          ['\t', 1],
        ] as const)
      : random.pick(['    ', '  ', '\t']);
  return {
    language,
    style: {
      increment: random.chance(0.8),
      explicitThis: random.chance(0.3),
      constObjects: random.chance(0.6),
      formatPrint: random.chance(0.4),
    },
    layout: { indent, allman: random.chance(0.25), quote: random.chance(0.5) ? "'" : '"' },
    loopNames: random.pick(LOOP_NAME_SETS),
  };
}

// Copies and their sources: each source is an independent submission in the same language, used once.
function planCopies(
  random: Random,
  authors: readonly Author[],
  copies: number,
): Map<number, { source: number; disguise: Disguise }> {
  const order = random.shuffled(authors.map((_, i) => i));
  const copyIndexes = new Set(order.slice(0, copies));
  const plan = new Map<number, { source: number; disguise: Disguise }>();
  const used = new Set<number>();
  for (const copy of order.slice(0, copies)) {
    const source = order.find(
      (i) => !copyIndexes.has(i) && !used.has(i) && authors[i]!.language === authors[copy]!.language,
    );
    if (source === undefined) continue;
    used.add(source);
    plan.set(copy, { source, disguise: random.chance(0.5) ? 'renamed' : 'verbatim' });
  }
  return plan;
}

/** Units until about `lines` lines, then the entry point. */
function writeProgram(random: Random, author: Author, lines: number, start?: Program): Program {
  const writer = new ProgramWriter({ random, style: author.style, loopNames: author.loopNames, start });
  const measure = (unit: number) => renderUnit(writer.program, unit, author.language, author.layout).length;
  let written = writer.program.units.reduce((sum, _, unit) => sum + measure(unit), 0);
  const target = lines * (0.65 + 0.3 * random.next()) - 40;
  while (written < target) written += measure(random.chance(0.4) ? writer.addClass() : writer.addFunctions());
  writer.addFunctions(true);
  return writer.program;
}

interface CopySpec {
  readonly source: Program;
  readonly author: Author;
  readonly sourceAuthor: Author;
  readonly disguise: Disguise;
  readonly lines: number;
}

// Takes the source's first units (they call nothing after them) worth 50-90% of it, then writes its own.
function writeCopy(
  random: Random,
  spec: CopySpec,
): { files: SyntheticFile[]; copiedLines: number; lines: number } {
  const { source, sourceAuthor, disguise } = spec;
  const language = sourceAuthor.language;
  const unitLines = source.units.map(
    (_, unit) => renderUnit(source, unit, language, sourceAuthor.layout).length,
  );
  const share = 0.5 + 0.4 * random.next();
  const total = unitLines.reduce((sum, n) => sum + n, 0);
  let taken = 0;
  let copiedLines = 0;
  while (taken < source.units.length - 1 && copiedLines < share * total) copiedLines += unitLines[taken++]!;
  const rename = disguise === 'renamed' ? wordRenaming(random) : (word: string) => word;
  const start: Program = {
    symbols: source.symbols.map((symbol) => ({ ...symbol, words: symbol.words.map(rename) })),
    units: source.units.slice(0, taken),
  };
  const author = disguise === 'renamed' ? spec.author : sourceAuthor;
  const program = writeProgram(random, { ...author, style: spec.author.style }, spec.lines, start);
  const order = program.units.map((_, i) => i);
  const files = renderProgram(
    program,
    language,
    author.layout,
    disguise === 'renamed' ? random.shuffled(order) : order,
  );
  const lines = files.reduce((sum, file) => sum + file.text.split('\n').length - 1, 0);
  return { files, copiedLines, lines };
}
