// The words synthetic submissions are written with: names for variables, functions and classes, comment
// phrases and string texts. Names are word lists; each language joins them in its own case style.
import type { Random } from './synthetic-random.js';

const split = (text: string): readonly string[] => text.trim().split(/\s+/);

const NOUNS = split(`
  account age amount answer area array average balance bank base bin block board book bound bucket budget
  buffer cache capacity cart cell center chain char city class code column count counter course credit
  customer data date day deadline degree delta depth digit distance edge element employee entry error event
  exam factor field file flag floor frame grade graph grid group guess hash head health height hit index
  input interest inventory item key label length level limit line list load loan lower mark matrix max
  message min mode month name node number offset order output owner page pair parent path payment peak
  percent pivot player point pool position price priority product queue quota range rate ratio record
  rect region result room round row rule salary sample scale score seat section seed sequence shape size
  slot speed stack start state step stock store stream student sum table target task temp term text tick
  time token total track tree unit upper user value vector volume weight width window word year zone
`);

const ADJECTIVES_AND_NOUNS = split(`
  active best current default final first last left local main max min new next old prev raw right
  sorted temp total valid visible
`);

const VERBS_AND_NOUNS = split(`
  add apply build calc check clamp clear compute convert count decode encode fill filter find fix format
  get handle init insert is load make merge move normalize parse pick print process push read remove
  render reset resolve reverse rotate scale scan search select set shift sort split step store sum swap
  test update validate visit walk
`);

// Disjoint lists, so that a permutation of each is a renaming that keeps distinct names distinct.
const ADJECTIVES = ADJECTIVES_AND_NOUNS.filter((word) => !NOUNS.includes(word));
const VERBS = VERBS_AND_NOUNS.filter((word) => !NOUNS.includes(word));

const COMMENTS: readonly string[] = [
  'compute the result for this case',
  'check bounds first',
  'handle the edge case',
  'TODO: clean this up',
  'loop over all the items',
  'keep track of the best so far',
  'update the running total',
  'not sure this is right',
  'helper for the main loop',
  'see the assignment handout',
  'avoid division by zero',
  'this is the slow part',
  'fixed off by one here',
  'return early if nothing to do',
  'print some debug output',
  'swap the two values',
];

const TEXTS: readonly string[] = [
  'done',
  'result:',
  'total',
  'error:',
  'invalid input',
  'value =',
  'ok',
  'not found',
  'empty list',
  '--',
  'sorted:',
  'max is',
  'average:',
];

/** A variable or field name: one to three words, a noun last. */
export function variableName(random: Random): string[] {
  const length = random.weighted([
    [1, 5],
    [2, 4],
    [3, 1],
  ] as const);
  const words = [random.pick(NOUNS)];
  for (let i = 1; i < length; i++) words.unshift(random.pick(random.chance(0.5) ? ADJECTIVES : NOUNS));
  return words;
}

/** A function name: a verb, then one or two nouns. */
export function functionName(random: Random): string[] {
  const words = [random.pick(VERBS), random.pick(NOUNS)];
  if (random.chance(0.3)) words.push(random.pick(NOUNS));
  return words;
}

/** A class name: one or two nouns. */
export function className(random: Random): string[] {
  return random.chance(0.5) ? [random.pick(NOUNS)] : [random.pick(NOUNS), random.pick(NOUNS)];
}

export const commentText = (random: Random): string => random.pick(COMMENTS);
export const stringText = (random: Random): string => random.pick(TEXTS);

/**
 * A renaming of words, as a student disguising a copy would do it: each word of the vocabulary to another
 * of its kind (a bijection, so distinct names stay distinct), a number suffix kept, other words unchanged.
 */
export function wordRenaming(random: Random): (word: string) => string {
  const table = new Map<string, string>();
  for (const list of [NOUNS, ADJECTIVES, VERBS]) {
    const shuffled = random.shuffled(list);
    list.forEach((word, i) => table.set(word, shuffled[i]!));
  }
  return (word) => {
    const [, base = word, suffix = ''] = /^(.*?)(\d*)$/.exec(word) ?? [];
    return (table.get(base) ?? base) + suffix;
  };
}

const I = ['i'];
const J = ['j'];
const K = ['k'];
const IDX = ['idx'];
const M = ['m'];

/** Names people give nested loop counters, outermost first. */
export const LOOP_NAME_SETS: readonly (readonly (readonly string[])[])[] = [
  [I, J, K],
  [I, J, K],
  [I, J, K],
  [IDX, J, K],
  [I, K, M],
];
