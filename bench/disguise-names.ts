// Names in raw Java tokens, found lexically: which words a run of tokens declares, reads and assigns, and
// fresh names that collide with nothing in a file. Conservative where it cannot know: a word it cannot
// place counts as read, so the attacks that rely on it keep dependent statements apart.
import type { Tok } from './disguise-lexer.js';
import type { Random } from './synthetic-random.js';
import { functionName, variableName } from './synthetic-vocabulary.js';

export const KEYWORDS = new Set(
  `abstract assert boolean break byte case catch char class const continue default do double else enum
  extends final finally float for goto if implements import instanceof int interface long native new package
  private protected public return short static strictfp super switch synchronized this throw throws transient
  try void volatile while true false null var record yield sealed permits`.split(/\s+/),
);
const PRIMITIVES = new Set('boolean byte char short int long float double var void'.split(' '));
const GENERIC_INSIDE = new Set([',', '.', '?', '[', ']', '<', '>', '&', 'extends', 'super']);
const DECLARATOR_END = new Set(['=', ';', ',', '[']);
const DECLARATION_FOLLOWERS = new Set(['=', ';', ',', ')', ':', '(', '[']);

/** A word that names something: not a keyword, not a literal. */
export const isName = (token: Tok | undefined): boolean =>
  token?.kind === 'word' && !KEYWORDS.has(token.text);

/** Whether tokens[at] can end a type: `int`, `String`, `int[]`, `List<String>`. */
export function endsType(tokens: readonly Tok[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  if (token.kind === 'word') return PRIMITIVES.has(token.text) || !KEYWORDS.has(token.text);
  if (token.text === ']') return tokens[at - 1]?.text === '[' && endsType(tokens, at - 2);
  if (token.text !== '>') return false;
  let depth = 0;
  for (let i = at; i >= 0; i--) {
    const text = tokens[i]!.text;
    if (text === '>') depth++;
    else if (text === '<' && --depth === 0) return isName(tokens[i - 1]);
    else if (!(tokens[i]!.kind === 'word' || GENERIC_INSIDE.has(text))) return false;
  }
  return false;
}

/** Positions of the names declared in `tokens`: `int a = 1, b;`, parameters, `for (T x : xs)`, methods. */
export function declarationsIn(tokens: readonly Tok[]): number[] {
  const found: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (!isName(tokens[i]) || !endsType(tokens, i - 1)) continue;
    if (!DECLARATION_FOLLOWERS.has(tokens[i + 1]?.text ?? '')) continue;
    if (
      tokens[i - 1]!.kind === 'word' &&
      KEYWORDS.has(tokens[i - 1]!.text) &&
      !PRIMITIVES.has(tokens[i - 1]!.text)
    )
      continue;
    found.push(i);
    if (tokens[i + 1]!.text !== '(') found.push(...followingDeclarators(tokens, i + 1));
  }
  return [...new Set(found)].sort((x, y) => x - y);
}

// After `T a` at depth 0 of its statement: `, b = …, c` declare b and c too.
function followingDeclarators(tokens: readonly Tok[], from: number): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const text = tokens[i]!.kind === 'op' ? tokens[i]!.text : '';
    if ('([{'.includes(text) && text) depth++;
    else if (')]}'.includes(text) && text) {
      if (--depth < 0) return found;
    } else if ((text === ';' || text === ':') && depth === 0) return found;
    else if (
      text === ',' &&
      depth === 0 &&
      isName(tokens[i + 1]) &&
      DECLARATOR_END.has(tokens[i + 2]?.text ?? '')
    )
      found.push(i + 1);
    else if (text === ',' && depth === 0) return found;
  }
  return found;
}

/** Names a run of tokens reads or mentions: every name not written right after a `.`. */
export function namesUsed(tokens: readonly Tok[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, i) => {
    if (isName(token) && tokens[i - 1]?.text !== '.') names.add(token.text);
  });
  return names;
}

/** Assignment operators, the plain one and the compound ones. */
export const ASSIGNMENTS = new Set([
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<=',
  '>>=',
  '>>>=',
]);

/** Names a run of tokens declares or changes: assignment targets (`a[i].f = …` changes `a`), `++`/`--`. */
export function namesChanged(tokens: readonly Tok[]): Set<string> {
  const names = new Set<string>(declarationsIn(tokens).map((at) => tokens[at]!.text));
  tokens.forEach((token, i) => {
    if (ASSIGNMENTS.has(token.text) && token.kind === 'op') {
      const base = baseOfTarget(tokens, i - 1);
      if (base) names.add(base);
    } else if ((token.text === '++' || token.text === '--') && token.kind === 'op') {
      const after = isName(tokens[i + 1]) ? tokens[i + 1]!.text : undefined;
      const base = baseOfTarget(tokens, i - 1) ?? after;
      if (base) names.add(base);
    }
  });
  return names;
}

// The first name of an assignment target ending at tokens[at]: `a`, `a[i]`, `a.b[2].c` all give `a`.
function baseOfTarget(tokens: readonly Tok[], at: number): string | undefined {
  let i = at;
  while (i >= 0) {
    const text = tokens[i]!.text;
    if (text === ']') {
      let depth = 0;
      for (; i >= 0; i--) {
        if (tokens[i]!.text === ']') depth++;
        else if (tokens[i]!.text === '[' && --depth === 0) break;
      }
      i--;
    } else if (tokens[i]!.kind === 'word' && tokens[i - 1]?.text === '.') i -= 2;
    else return tokens[i]!.kind === 'word' && tokens[i]!.text !== 'this' ? text : undefined;
  }
  return undefined;
}

/** Fresh camelCase names: each one new to `taken`, which it then joins. */
export function freshName(
  random: Random,
  taken: Set<string>,
  kind: 'variable' | 'method' = 'variable',
): string {
  for (let attempt = 0; ; attempt++) {
    const words = kind === 'method' ? functionName(random) : variableName(random);
    const base = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
    const name = attempt < 20 ? base : `${base}${attempt}`;
    if (!taken.has(name) && !KEYWORDS.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Every word of `tokens`, so fresh names can avoid them. */
export const wordsOf = (tokens: readonly Tok[]): Set<string> =>
  new Set(tokens.filter((token) => token.kind === 'word').map((token) => token.text));

/** Names a run of tokens assigns as a whole (`a = …`, `a += …`, `a++`): not `a[i] = …` or `a.f = …`. */
export function namesReassigned(tokens: readonly Tok[]): Set<string> {
  const names = new Set<string>();
  const bare = (at: number) =>
    isName(tokens[at]) && tokens[at - 1]?.text !== '.' && !endsType(tokens, at - 1);
  tokens.forEach((token, i) => {
    if (token.kind !== 'op') return;
    if (ASSIGNMENTS.has(token.text) && bare(i - 1)) names.add(tokens[i - 1]!.text);
    if (token.text === '++' || token.text === '--') {
      if (bare(i - 1)) names.add(tokens[i - 1]!.text);
      else if (isName(tokens[i + 1]) && tokens[i + 2]?.text !== '.' && tokens[i + 2]?.text !== '[')
        names.add(tokens[i + 1]!.text);
    }
  });
  return names;
}
