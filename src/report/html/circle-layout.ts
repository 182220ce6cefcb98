// Where the report's group graph puts its nodes: on one circle, in an order that keeps linked submissions near
// each other (breadth-first from the most linked one), so a group of 45 stays readable without a force
// simulation. Deterministic: the same members and edges always give the same picture. Pure, no DOM.

export interface PlacedNode {
  /** The member as given (an index into the payload's `names`). */
  readonly id: number;
  readonly x: number;
  readonly y: number;
  /** Direction from the centre in degrees, 0 pointing right: labels are written outwards along it. */
  readonly angle: number;
}

export interface CircleLayout {
  readonly nodes: readonly PlacedNode[];
  /** The circle's centre is (`size` / 2, `size` / 2); the picture is `size` square, labels included. */
  readonly size: number;
  readonly radius: number;
}

/** Room between nodes along the circle, and around it for labels, in SVG units. */
const NODE_SPACING = 18;
const MIN_RADIUS = 40;
const LABEL_ROOM = 110;

/** `members` on a circle; `edges` are pairs of members (others are ignored). */
export function circleLayout(
  members: readonly number[],
  edges: readonly (readonly [number, number])[],
): CircleLayout {
  const order = linkedOrder(members, edges);
  const radius = Math.max(MIN_RADIUS, (order.length * NODE_SPACING) / (2 * Math.PI));
  const centre = radius + LABEL_ROOM;
  const nodes = order.map((id, i) => {
    const angle = -90 + (360 * i) / order.length;
    const rad = (angle * Math.PI) / 180;
    return {
      id,
      x: round(centre + radius * Math.cos(rad)),
      y: round(centre + radius * Math.sin(rad)),
      angle,
    };
  });
  return { nodes, size: round(2 * centre), radius: round(radius) };
}

/** Breadth-first from the member with most edges (ties: first given), neighbours by most edges; then the rest. */
function linkedOrder(members: readonly number[], edges: readonly (readonly [number, number])[]): number[] {
  const known = new Set(members);
  const neighbours = new Map<number, number[]>(members.map((id) => [id, []]));
  for (const [a, b] of edges) {
    if (!known.has(a) || !known.has(b) || a === b) continue;
    neighbours.get(a)!.push(b);
    neighbours.get(b)!.push(a);
  }
  const position = new Map(members.map((id, i) => [id, i]));
  const byLinks = (x: number, y: number) =>
    neighbours.get(y)!.length - neighbours.get(x)!.length || position.get(x)! - position.get(y)!;
  const order: number[] = [];
  const seen = new Set<number>();
  for (const start of [...members].sort(byLinks)) {
    if (seen.has(start)) continue;
    seen.add(start);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const id = queue[head]!;
      order.push(id);
      for (const next of [...neighbours.get(id)!].sort(byLinks)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return order;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
