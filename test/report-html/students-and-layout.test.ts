// The per-submission rows and the group graph's layout, as pure functions: what the page draws from.
import { describe, expect, it } from 'vitest';
import type { PairEntry } from '../../src/report/html/html-payload.js';
import { circleLayout } from '../../src/report/html/circle-layout.js';
import { toStudentRows } from '../../src/report/html/to-student-rows.js';

const pair = (a: number, b: number, similarity: number, flagged: boolean): PairEntry => ({
  a,
  b,
  similarity,
  coverageA: similarity,
  coverageB: similarity,
  longest: 20,
  sharedLinesA: 3,
  sharedLinesB: 3,
  flagged,
  reason: flagged ? 'similarity' : '',
  decision: '',
  fragments: 1,
  detail: -1,
});

describe('toStudentRows', () => {
  it('gives each submission its strongest pair and its count of flagged pairs', () => {
    const pairs = [
      pair(0, 1, 0.9, true),
      pair(1, 2, 0.6, true),
      pair(0, 2, 0.3, false),
      pair(2, 3, 0.7, false),
    ];
    expect(toStudentRows(5, pairs)).toEqual([
      { submission: 0, best: 0, match: 1, similarity: 0.9, flagged: 1 },
      { submission: 1, best: 0, match: 0, similarity: 0.9, flagged: 2 },
      { submission: 2, best: 3, match: 3, similarity: 0.7, flagged: 1 },
      { submission: 3, best: 3, match: 2, similarity: 0.7, flagged: 0 },
      { submission: 4, best: -1, match: -1, similarity: 0, flagged: 0 },
    ]);
  });

  it('keeps the higher-ranked pair of two equally similar ones', () => {
    expect(toStudentRows(3, [pair(0, 1, 0.5, true), pair(0, 2, 0.5, true)])[0]).toEqual({
      submission: 0,
      best: 0,
      match: 1,
      similarity: 0.5,
      flagged: 2,
    });
  });
});

describe('circleLayout', () => {
  it('puts every member once on one circle, the most linked first at the top, its neighbours next', () => {
    const layout = circleLayout(
      [10, 11, 12, 13],
      [
        [10, 13],
        [11, 13],
        [12, 13],
        [10, 11],
      ],
    );
    expect(layout.nodes.map((node) => node.id)).toEqual([13, 10, 11, 12]);
    const centre = layout.size / 2;
    for (const node of layout.nodes)
      expect(Math.hypot(node.x - centre, node.y - centre)).toBeCloseTo(layout.radius, 0);
    expect(layout.nodes[0]).toMatchObject({ x: centre, angle: -90 });
    expect(layout.nodes[0]!.y).toBeCloseTo(centre - layout.radius, 0);
  });

  it('is deterministic and keeps 45 members apart', () => {
    const members = Array.from({ length: 45 }, (_, i) => i);
    const edges = members.slice(1).map((i) => [i - 1, i] as const);
    const layout = circleLayout(members, edges);
    expect(circleLayout(members, edges)).toEqual(layout);
    expect(new Set(layout.nodes.map((node) => node.id)).size).toBe(45);
    const gaps = layout.nodes.map((node, i) => {
      const next = layout.nodes[(i + 1) % 45]!;
      return Math.hypot(next.x - node.x, next.y - node.y);
    });
    expect(Math.min(...gaps)).toBeGreaterThan(15);
  });

  it('places members without edges too, after the linked ones, and ignores edges to strangers', () => {
    const layout = circleLayout(
      [1, 2, 3],
      [
        [2, 3],
        [3, 99],
      ],
    );
    expect(layout.nodes.map((node) => node.id)).toEqual([2, 3, 1]);
  });
});
