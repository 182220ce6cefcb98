// Seeded randomness for the synthetic course: the same seed gives the same course on every machine and
// every Node version (no Math.random, no iteration over hash maps).

/** A stream of pseudo-random numbers. Each method draws from the stream, so call order matters. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A whole number in [min, end). */
  int(min: number, end: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** A shuffled copy. */
  shuffled<T>(items: readonly T[]): T[];
}

/**
 * A stream for `seed` and an optional path of labels (`randomFor(seed, submission, 2)`): streams with
 * different labels are independent, so one submission's code does not depend on how many came before it.
 */
export function randomFor(seed: number, ...labels: number[]): Random {
  let state = mix32(seed >>> 0);
  for (const label of labels) state = mix32(state ^ mix32((label >>> 0) + 0x9e3779b9));
  return mulberry32(state);
}

function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, end: number) => min + Math.floor(next() * (end - min));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length)]!;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of choices) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return choices[choices.length - 1]![0];
    },
    shuffled: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

// splitmix32's finalizer: turns nearby seeds and labels into unrelated states.
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return (x ^ (x >>> 15)) >>> 0;
}
