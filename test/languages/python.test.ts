import { describe, expect, it } from 'vitest';
import { python } from '../../src/languages/python.js';
import { idsOf, idsOfTexts, spansOf } from './token-texts.js';

const original = `
"""Inventory management."""
import json


class Inventory:
    """Keeps item counts."""

    def __init__(self, items=None):
        self.items = dict(items or {})

    def add(self, name, count=1):
        # never allow negative stock
        if count < 0:
            raise ValueError(f"bad count {count!r} for {name}")
        self.items[name] = self.items.get(name, 0) + count
        return self.items[name]

    def report(self):
        lines = [f"{k}: {v}" for k, v in sorted(self.items.items())
                 if v > 0]
        return "\\n".join(lines)
`;

const disguised = `
import json
class Stock:
  def __init__(me, things=None):
    me.things = dict(things or {});  # copy


  def put(me, label, n=1):
    '''Adds n of label.'''
    if n < 0:
      raise ValueError(f"invalid {n!r}: {label}")
    me.things[label] = me.things.get(label,
                                     0) + n
    return me.things[label]
  def summary(me):
	  # tabs are fine too
	  out = [f"{a}={b}" for a, b in sorted(me.things.items()) if b > 0]
	  return "; ".join(out)
`;

const different = `
def fib(n):
    a, b = 0, 1
    while n > 0:
        a, b = b, a + b
        n -= 1
    return a
`;

describe('python', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(python, disguised)).toEqual(idsOf(python, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(python, different)).not.toEqual(idsOf(python, original));
  });

  it('normalizes a small snippet, with indentation tokens', () => {
    const source = 'def f(x):\n    # c\n\n    return x ** 2  # square\nprint(f(3))\n';
    expect(idsOf(python, source)).toEqual(
      idsOfTexts('def $id ( $id ) : $indent return $id ** $num $dedent $id ( $id ( $num ) )'),
    );
  });

  it('puts indentation tokens at the start of their line, with zero width', () => {
    const spans = spansOf(python, 'if a:\n  b\nc\n');
    expect(spans[3]).toEqual([1, 0, 1, 0]);
    expect(spans[5]).toEqual([2, 0, 2, 0]);
  });

  it('emits no indentation inside brackets or after a backslash', () => {
    expect(idsOf(python, 'x = [1,\n        2]\ny = 1 + \\\n      2\n')).toEqual(
      idsOfTexts('$id = [ $num , $num ] $id = $num + $num'),
    );
  });

  it('reads string prefixes, triple quotes and f-strings', () => {
    const source = `a = rb'\\'' + '''x\n'y'\n''' + F"{b['k']:>{w}} {{c}}" + u"z"\n`;
    expect(idsOf(python, source)).toEqual(
      idsOfTexts('$id = $str + $str + $str $id [ $str ] : > { $id } + $str'),
    );
  });

  it('closes every indentation level at the end of the file', () => {
    expect(idsOf(python, 'if a:\n    if b:\n        c')).toEqual(
      idsOfTexts('if $id : $indent if $id : $indent $id $dedent $dedent'),
    );
  });

  it('drops docstrings but keeps strings used as values', () => {
    expect(idsOf(python, 'def f():\n    """doc"""\n    return "x"\n')).toEqual(
      idsOfTexts('def $id ( ) : $indent return $str $dedent'),
    );
  });

  it('drops import lines, parenthesized and backslash-continued ones whole', () => {
    const code = 'def f(x):\n    return x\n';
    const imports =
      'import os, sys\nfrom typing import (\n    List,\n    Dict,\n)\nfrom . import a; import b\nimport x.y \\\n    as z\n';
    expect(idsOf(python, imports + code)).toEqual(idsOf(python, code));
    expect(idsOf(python, code)).toEqual(idsOfTexts('def $id ( $id ) : $indent return $id $dedent'));
  });

  it('drops an import inside a block but keeps its indentation', () => {
    expect(idsOf(python, 'def f():\n    import os\n    return os.sep\n')).toEqual(
      idsOfTexts('def $id ( ) : $indent return $id . $id $dedent'),
    );
    expect(idsOf(python, 'try:\n    import numpy\nexcept ImportError:\n    numpy = None')).toEqual(
      idsOfTexts('try : $indent $dedent except $id : $indent $id = None $dedent'),
    );
  });

  it('keeps `from` inside statements', () => {
    expect(idsOf(python, 'yield from g()\nraise E from e\n')).toEqual(
      idsOfTexts('yield from $id ( ) raise $id from $id'),
    );
  });
});
