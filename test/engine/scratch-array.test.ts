import { describe, expect, it } from 'vitest';
import { ScratchArray } from '../../src/engine/scratch-array.js';

describe('ScratchArray', () => {
  it('hands back the kept array while it is long enough, and grows it up to the cap', () => {
    const scratch = new ScratchArray((length) => new Uint32Array(length), 4096);
    const first = scratch.take(10);
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(scratch.take(1000)).toBe(first);
    const grown = scratch.take(3000);
    expect(grown).not.toBe(first);
    expect(grown.length).toBeGreaterThanOrEqual(3000);
    expect(grown.length).toBeLessThanOrEqual(4096);
    expect(scratch.take(5)).toBe(grown);
  });

  it('makes a fresh array, not kept, for a request above the cap', () => {
    const scratch = new ScratchArray((length) => new Float64Array(length), 2048);
    const kept = scratch.take(100);
    const huge = scratch.take(5000);
    expect(huge.length).toBe(5000);
    expect(scratch.take(5000)).not.toBe(huge);
    expect(scratch.take(100)).toBe(kept);
  });
});
