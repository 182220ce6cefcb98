import { describe, expect, it } from 'vitest';
import { rust } from '../../src/languages/rust.js';
import { idsOf, idsOfTexts, spansOf } from './token-texts.js';

const original = `
use std::collections::HashMap;

/// Returns the longest of two string slices.
pub fn longest<'a>(x: &'a str, y: &'a str) -> &'a str {
    if x.len() >= y.len() { x } else { y }
}

pub struct Counter {
    counts: HashMap<char, u32>,
}

impl Counter {
    pub fn new() -> Self {
        Counter { counts: HashMap::new() }
    }

    pub fn add(&mut self, text: &str) {
        for c in text.chars().filter(|c| c.is_alphabetic()) {
            *self.counts.entry(c).or_insert(0) += 1;
        }
    }
}
`;

const disguised = `
use std::collections::HashMap;
/* the /* longer */ one */
fn pick<'s>(first: &'s str, second: &'s str) -> &'s str {
    if first.len() >= second.len() {
        first
    } else {
        second
    }
}
struct Tally { seen: HashMap<char, u64>, }
impl Tally {
    fn new() -> Self { Tally { seen: HashMap::new() } }
    // count letters
    fn add(&mut self, s: &str) {
        for ch in s.chars().filter(|ch| ch.is_alphabetic()) { *self.seen.entry(ch).or_insert(0) += 1; }
    }
}
`;

const different = `
fn factorial(n: u64) -> u64 {
    (1..=n).product()
}
`;

describe('rust', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(rust, disguised)).toEqual(idsOf(rust, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(rust, different)).not.toEqual(idsOf(rust, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(rust, 'let n: i64 = 10u64 + 1_000 + 0xFF_u8 + 1e-3;')).toEqual(
      idsOfTexts('let $id : $numtype = $num + $num + $num + $num ;'),
    );
  });

  it('tells lifetimes and labels from chars', () => {
    expect(
      idsOf(rust, "fn f<'a>(x: &'a str) { 'outer: loop { break 'outer; } let c = 'a'; let d = '\\''; }"),
    ).toEqual(
      idsOfTexts(`fn $id < $lifetime > ( $id : & $lifetime str ) $lifetime : loop break $lifetime ;
        let $id = $chr ; let $id = $chr ;`),
    );
    expect(idsOf(rust, "let e = '😀'; let s: &'static str = b'x';")).toEqual(
      idsOfTexts('let $id = $chr ; let $id : & $lifetime str = $chr ;'),
    );
  });

  it('reads raw and byte strings', () => {
    expect(idsOf(rust, 'let s = r#"a "quoted" "# + br##"x"#"## + b"\\"" + r"\\";')).toEqual(
      idsOfTexts('let $id = $str + $str + $str + $str ;'),
    );
  });

  it('nests block comments', () => {
    expect(idsOf(rust, '/* a /* b */ c */ x')).toEqual(idsOfTexts('$id'));
    expect(spansOf(rust, '/* a /*\n b */\n c */ x')).toEqual([[2, 6, 2, 7]]);
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(rust, 'let f = |x| { x + 1 };')).toEqual(idsOf(rust, 'let f = |x| x + 1;'));
  });

  it('drops use and extern crate declarations, but keeps mod', () => {
    const code = 'mod util;\nfn main() { run(); }';
    const imports =
      'use std::io;\nuse std::collections::{HashMap, HashSet};\npub use a::b;\nextern crate rand;\n';
    expect(idsOf(rust, imports + code)).toEqual(idsOf(rust, code));
    expect(idsOf(rust, code)).toEqual(idsOfTexts('mod $id ; fn $id ( ) $id ( ) ;'));
    expect(idsOf(rust, 'fn f() {\n    use std::fmt::Write;\n    g();\n}')).toEqual(
      idsOfTexts('fn $id ( ) $id ( ) ;'),
    );
  });

  it('keeps extern blocks', () => {
    expect(idsOf(rust, 'extern "C" { fn abs(x: i32) -> i32; }')).toEqual(
      idsOfTexts('extern $str fn $id ( $id : $numtype ) -> $numtype ;'),
    );
  });
});
