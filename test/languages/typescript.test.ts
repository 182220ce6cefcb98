import { describe, expect, it } from 'vitest';
import { typescript } from '../../src/languages/typescript.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
interface Task {
  id: number;
  title: string;
  done: boolean;
}

export class TodoList {
  private readonly tasks: Task[] = [];
  private nextId = 1;

  add(title: string): Task {
    const task: Task = { id: this.nextId++, title, done: false };
    this.tasks.push(task);
    return task;
  }

  complete(id: number): boolean {
    const task = this.tasks.find((t) => t.id === id);
    if (!task) return false;
    task.done = true;
    return true;
  }

  pending(): Task[] {
    return this.tasks.filter((t) => !t.done);
  }
}
`;

const disguised = `
interface Item { key: number; label: string; finished: boolean }
export class Checklist {
  items: Item[] = []
  public counter = 1
  /** Adds an item. */
  add(label: string): Item {
    let item: Item = { key: this.counter++, label, finished: false }
    this.items.push(item)
    return item
  }
  protected complete(key: number): boolean {
    var item = this.items.find((x) => x.key === key)
    if (!item) return false
    item.finished = true
    return true
  }
  pending(): Item[] { return this.items.filter((x) => !x.finished) }
}
`;

const different = `
type Point = { x: number; y: number };
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
`;

describe('typescript', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(typescript, disguised)).toEqual(idsOf(typescript, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(typescript, different)).not.toEqual(idsOf(typescript, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(typescript, 'const n: number = x as any; type T = keyof U;')).toEqual(
      idsOfTexts('$decl $id : number = $id as any $id $id = keyof $id'),
    );
  });

  it('reads generics and type assertions as code, not JSX', () => {
    expect(idsOf(typescript, 'const f = <T,>(x: T) => x; g = <T>(y: T) => y; n = <number>z;')).toEqual(
      idsOfTexts(`$decl $id = < $id , > ( $id : $id ) => $id $id = < $id > ( $id : $id ) => $id
        $id = < number > $id`),
    );
  });

  it('reads TSX elements', () => {
    expect(idsOf(typescript, 'const b = <p title={t}>Hi, {name}!</p>;')).toEqual(
      idsOfTexts('$decl $id = < $id $id = $id > $str $id $str </ $id >'),
    );
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(typescript, 'while (i < n) { i++ }')).toEqual(idsOf(typescript, 'while (i < n) i++'));
  });

  it('drops imports, type imports and import-require', () => {
    const code = 'export function f(a: T): T {\n  return a\n}';
    const imports = "import type { T } from './t'\nimport fs = require('fs');\nimport { x } from 'y'\n";
    expect(idsOf(typescript, imports + code)).toEqual(idsOf(typescript, code));
    expect(idsOf(typescript, code)).toEqual(idsOfTexts('export function $id ( $id : $id ) : $id return $id'));
  });

  it('drops `this.` before a member, but not `this` alone', () => {
    expect(idsOf(typescript, 'this.tasks.push(task); return this;')).toEqual(
      idsOfTexts('$id . $id ( $id ) return this'),
    );
  });
});
