import { describe, expect, it } from 'vitest';
import { javascript } from '../../src/languages/javascript.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
// Word frequency counter.
const fs = require('fs');

function countWords(text) {
  const counts = new Map();
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    if (word.length === 0) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function top(counts, n = 10) {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([word, count]) => \`\${word}: \${count}\`);
}

module.exports = { countWords, top };
`;

const disguised = `
var fs = require("fs")
/**
 * Tallies words.
 */
function tally(s) {
  let m = new Map()
  for (let w of s.toLowerCase().split(/\\W+/)) {
    if (w.length === 0) continue
    m.set(w, (m.get(w) ?? 0) + 1)
  }
  return m
}
function best(m, k = 5) {
  return [...m.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, k).map(([w, c]) => \`\${w} -> \${c} times\`)
}
module.exports = { tally, best }
`;

const different = `
export async function fetchAll(urls) {
  const results = await Promise.all(urls.map((u) => fetch(u)));
  return results.filter((r) => r.ok);
}
`;

describe('javascript', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(javascript, disguised)).toEqual(idsOf(javascript, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(javascript, different)).not.toEqual(idsOf(javascript, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(javascript, "let a = b === 'x' ? 1n : null;")).toEqual(
      idsOfTexts('$decl $id = $id === $str ? $num : null'),
    );
  });

  it('tells division from a regex literal', () => {
    expect(idsOf(javascript, 'a / b / c')).toEqual(idsOfTexts('$id / $id / $id'));
    expect(idsOf(javascript, 'x = /ab+c/g')).toEqual(idsOfTexts('$id = $regex'));
    expect(idsOf(javascript, 'f(a) / 2; return /[/]x/.test(s)')).toEqual(
      idsOfTexts('$id ( $id ) / $num return $regex . $id ( $id )'),
    );
    expect(idsOf(javascript, 'this / 2 / x')).toEqual(idsOfTexts('this / $num / $id'));
  });

  it('lexes the code inside template literals, nested braces and templates included', () => {
    expect(idsOf(javascript, 'x = `a${ {a:1} }b${`c${d}`}e` + 1')).toEqual(
      idsOfTexts('$id = $str $id : $num $str $id + $num'),
    );
  });

  it('reads JSX elements, their text and embedded code', () => {
    const source = `return <div className="app" {...rest}>
      Don't "quote" me {items.map((i) => <Item key={i.id} />)}
      <>frag</>
    </div>;`;
    expect(idsOf(javascript, source)).toEqual(
      idsOfTexts(`return < $id $id = $str ... $id > $str $id . $id ( ( $id ) => < $id $id = $id . $id /> )
        < > $str </ > </ $id >`),
    );
  });

  it('reads a comparison as a comparison, not JSX', () => {
    expect(idsOf(javascript, 'if (a <b) c = d > e')).toEqual(idsOfTexts('if ( $id < $id ) $id = $id > $id'));
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(javascript, 'for (const x of xs) { f(x) } if (a) { b() } else { c() }')).toEqual(
      idsOf(javascript, 'for (const x of xs) f(x)\nif (a) b()\nelse c()'),
    );
  });

  it('drops imports and re-exports, whatever they import', () => {
    const code = 'function f(a) {\n  return g(a)\n}';
    const tokens = idsOfTexts('function $id ( $id ) return $id ( $id )');
    const imports = `import fs from 'fs'
import { readFile, writeFile } from "node:fs/promises";
import * as path from 'path'; import './polyfill.js'
import {
  a,
  b as c,
} from './m.js'
export * from './x.js'
export { y as default } from './y.js'
`;
    expect(idsOf(javascript, code)).toEqual(tokens);
    expect(idsOf(javascript, imports + code)).toEqual(tokens);
  });

  it('keeps dynamic import(), import.meta and other exports', () => {
    expect(
      idsOf(javascript, "const m = await import('./m.js')\nimport('x').then(f)\nurl = import.meta.url"),
    ).toEqual(
      idsOfTexts('$decl $id = await import ( $str ) import ( $str ) . $id ( $id ) $id = import . $id . $id'),
    );
    expect(idsOf(javascript, 'export const x = 1\nexport default function f() {}')).toEqual(
      idsOfTexts('export $decl $id = $num export default function $id ( )'),
    );
  });

  it('drops `this.` before a member, but not `this` alone', () => {
    expect(idsOf(javascript, 'this.count = count; return this')).toEqual(idsOfTexts('$id = $id return this'));
    expect(idsOf(javascript, 'this.items.push(this)')).toEqual(idsOf(javascript, 'items.push(this)'));
  });
});
