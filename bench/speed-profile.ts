// Summarizes a V8 .cpuprofile (from `node --cpu-prof`) as the functions that took the most time, self and
// inclusive, so the speed benchmark can say where a run's time went.
import { readFileSync } from 'node:fs';

export interface Hotspot {
  /** `function file:line`, the file relative to build/ (1-based line of the compiled JavaScript). */
  readonly name: string;
  readonly selfSeconds: number;
  /** Time with everything it called, recursion counted once. */
  readonly totalSeconds: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Every function of the profile at `path` with its self and inclusive time, most self time first. */
export function readHotspots(path: string): Hotspot[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isProfile(parsed)) throw new Error(`not a V8 CPU profile: ${path}`);
  const selfMicros = new Map<number, number>();
  parsed.samples.forEach((id, i) =>
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (parsed.timeDeltas[i] ?? 0)),
  );
  const byId = new Map(parsed.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const walk = (node: ProfileNode, onStack: ReadonlySet<string>): number => {
    const name = nameOf(node);
    let micros = selfMicros.get(node.id) ?? 0;
    self.set(name, (self.get(name) ?? 0) + micros);
    const stack = new Set(onStack).add(name);
    for (const child of node.children ?? []) micros += walk(byId.get(child)!, stack);
    if (!onStack.has(name)) total.set(name, (total.get(name) ?? 0) + micros);
    return micros;
  };
  const root = parsed.nodes[0];
  if (root) walk(root, new Set());
  return [...self.keys()]
    .map((name) => ({ name, selfSeconds: self.get(name)! / 1e6, totalSeconds: (total.get(name) ?? 0) / 1e6 }))
    .sort((x, y) => y.selfSeconds - x.selfSeconds || (x.name < y.name ? -1 : 1));
}

/** The hotspots as lines: the top `count` by self time, all of them, then those in src/ by inclusive time. */
export function renderHotspots(hotspots: readonly Hotspot[], count: number): string {
  const line = (h: Hotspot) =>
    `${h.selfSeconds.toFixed(2).padStart(7)} ${h.totalSeconds.toFixed(2).padStart(7)}  ${h.name}`;
  const inSrc = hotspots.filter((h) => h.name.includes(' src/'));
  const inclusive = [...inSrc].sort((x, y) => y.totalSeconds - x.totalSeconds).slice(0, count);
  return [
    '   self   total  (seconds; top by self time)',
    ...hotspots.slice(0, count).map(line),
    '   self   total  (src/ by inclusive time)',
    ...inclusive.map(line),
  ].join('\n');
}

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.includes('/build/')
    ? url.slice(url.lastIndexOf('/build/') + 7)
    : url.split('/').pop() || '';
  return `${functionName || '(anonymous)'} ${file}${file ? ':' + (lineNumber + 1) : ''}`.trim();
}

function isProfile(value: unknown): value is CpuProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Array.isArray(record.nodes) && Array.isArray(record.samples) && Array.isArray(record.timeDeltas);
}
