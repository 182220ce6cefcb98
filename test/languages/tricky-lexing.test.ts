import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { javascript } from '../../src/languages/javascript.js';
import { kotlin } from '../../src/languages/kotlin.js';
import { python } from '../../src/languages/python.js';
import { languages } from '../../src/languages/registry.js';
import { rust } from '../../src/languages/rust.js';
import { idsOf, idsOfTexts, spansOf } from './token-texts.js';

describe('tricky lexing', () => {
  it('gives no tokens for empty or blank input', () => {
    for (const language of languages) {
      expect(idsOf(language, ''), language.id).toEqual([]);
      expect(idsOf(language, ' \n\t\r\n  \n'), language.id).toEqual([]);
    }
  });

  it('ends an unterminated single-line string at the end of its line', () => {
    expect(idsOf(java, 'a = "abc\nb = 1;')).toEqual(idsOfTexts('$id = $str $id = $num ;'));
    expect(idsOf(python, "a = 'abc\nb = 1\n")).toEqual(idsOfTexts('$id = $str $id = $num'));
    expect(spansOf(java, 'a = "abc\nb')[2]).toEqual([0, 4, 0, 8]);
  });

  it('runs an unterminated multi-line string or comment to the end of the file', () => {
    expect(idsOf(java, 'a /* b\nc')).toEqual(idsOfTexts('$id'));
    expect(idsOf(python, 'a = """b\nc')).toEqual(idsOfTexts('$id = $str'));
    expect(idsOf(javascript, 'a = `x ${b')).toEqual(idsOfTexts('$id = $str $id'));
    expect(idsOf(rust, 'a /* /* */ b')).toEqual(idsOfTexts('$id'));
  });

  it('nests block comments only where the language does', () => {
    expect(idsOf(rust, '/* a /* b */ c */ x')).toEqual(idsOfTexts('$id'));
    expect(idsOf(kotlin, '/* a /* b */ c */ x')).toEqual(idsOfTexts('$id'));
    expect(idsOf(java, '/* a /* b */ c */ x')).toEqual(idsOfTexts('$id * / $id'));
  });

  it('lexes code in a template literal with an object literal inside', () => {
    expect(idsOf(javascript, '`${ {a:1} }` + x')).toEqual(idsOfTexts('$str $id : $num + $id'));
  });

  it('tells Rust lifetimes from chars', () => {
    expect(idsOf(rust, "&'a T; 'x'; '\\n'; 'label: loop {}")).toEqual(
      idsOfTexts('& $lifetime $id ; $chr ; $chr ; $lifetime : loop'),
    );
  });

  it('reads Python f-strings and triple quotes', () => {
    expect(idsOf(python, 'x = f"""a {b}\n{c:>{d}}""" + f\'{{no}}\'\n')).toEqual(
      idsOfTexts('$id = $str $id $id : > { $id } + $str'),
    );
  });

  it('recovers from a single-line f-string whose code does not close', () => {
    expect(idsOf(python, 'if a:\n    x = f"{b\n    y = 1\n')).toEqual(
      idsOfTexts('if $id : $indent $id = $str $id $id = $num $dedent'),
    );
  });

  it('reads C++ raw strings whose body holds quotes and parentheses', () => {
    expect(idsOf(cpp, 'R"--(a)" )-" b)--"; c')).toEqual(idsOfTexts('$str ; $id'));
  });

  it('keeps regex literals after keywords and operators, divisions after values', () => {
    expect(idsOf(javascript, 'return /a/.test(s) ? x / 2 : (y) / 3')).toEqual(
      idsOfTexts('return $regex . $id ( $id ) ? $id / $num : ( $id ) / $num'),
    );
  });

  it('does not let apostrophes in JSX text start a string', () => {
    expect(idsOf(javascript, "x = <p>It's {n}'s</p>; y = 1")).toEqual(
      idsOfTexts('$id = < $id > $str $id $str </ $id > $id = $num'),
    );
  });

  it('skips a shebang line, but not a Rust inner attribute', () => {
    expect(idsOf(javascript, '#!/usr/bin/env node\nx / 2')).toEqual(idsOfTexts('$id / $num'));
    expect(idsOf(rust, '#![allow(dead_code)]')).toEqual(idsOfTexts('# ! [ $id ( $id ) ]'));
  });

  it('drops unknown characters and keeps going', () => {
    expect(idsOf(java, 'a \u0000 # b \u0007 ` c')).toEqual(idsOfTexts('$id $id $id'));
  });

  it('keeps the tokens of an import-like statement whose end never comes', () => {
    expect(idsOf(java, 'import a.B\nclass A { int x; }')).toEqual(
      idsOfTexts('import $id . $id class $id $numtype $id ;'),
    );
    expect(idsOf(rust, 'fn f() { use a::b }')).toEqual(idsOfTexts('fn $id ( ) use $id :: $id'));
    expect(idsOf(python, 'from x import (a,\n    b')).toEqual(idsOfTexts('from $id import ( $id , $id'));
  });

  it('does not let a string or comment in an import end it early', () => {
    expect(idsOf(javascript, "import x from 'a;b' // c;\nf()")).toEqual(idsOfTexts('$id ( )'));
    expect(idsOf(java, 'import a /* ; */ .B;\nx();')).toEqual(idsOfTexts('$id ( ) ;'));
  });

  it('drops an import only where a statement may start', () => {
    expect(idsOf(javascript, 'x = { import: 1 }')).toEqual(idsOfTexts('$id = import : $num'));
    expect(idsOf(javascript, 'x = {\n  import: 1,\n}')).toEqual(idsOfTexts('$id = import : $num ,'));
  });
});
