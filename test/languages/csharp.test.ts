import { describe, expect, it } from 'vitest';
import { csharp } from '../../src/languages/csharp.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
using System;
using System.Collections.Generic;

namespace Grades
{
    public class GradeBook
    {
        private readonly List<int> scores = new List<int>();

        public void Add(int score)
        {
            if (score < 0 || score > 100)
                throw new ArgumentOutOfRangeException(nameof(score));
            scores.Add(score);
        }

        public double Average()
        {
            double total = 0;
            foreach (var s in scores) total += s;
            return scores.Count == 0 ? 0 : total / scores.Count;
        }

        public override string ToString() => $"{scores.Count} scores, average {Average():F1}";
    }
}
`;

const disguised = `
using System;
using System.Collections.Generic;
#region Marks
namespace Marks {
    internal sealed class Register {
        List<long> marks = new List<long>();   // all marks
        /// <summary>Records a mark.</summary>
        void Record(long m) {
            if (m < 0 || m > 100) throw new ArgumentOutOfRangeException(nameof(m));
            marks.Add(m);
        }
        protected float Mean() {
            float sum = 0;
            foreach (var x in marks) sum += x;
            return marks.Count == 0 ? 0 : sum / marks.Count;
        }
        public override string ToString() => $@"{marks.Count} marks; mean {Mean():N2}";
    }
}
#endregion
`;

const different = `
class Counter {
    int n;
    public int Next() { return ++n; }
    public void Reset() { n = 0; }
}
`;

describe('csharp', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(csharp, disguised)).toEqual(idsOf(csharp, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(csharp, different)).not.toEqual(idsOf(csharp, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(csharp, 'public static ulong N = 10UL; string s = x ?? "d"; char c = \'\\n\';')).toEqual(
      idsOfTexts('static $numtype $id = $num ; string $id = $id ?? $str ; char $id = $chr ;'),
    );
  });

  it('reads verbatim strings with doubled quotes, over lines', () => {
    expect(idsOf(csharp, 'var p = @"C:\\dir\\ ""q""\n"; x;')).toEqual(idsOfTexts('var $id = $str ; $id ;'));
  });

  it('reads interpolated strings, with {{ as a brace and the holes as code', () => {
    expect(idsOf(csharp, 's = $"{{a}} {b + 1} {{";')).toEqual(idsOfTexts('$id = $str $id + $num ;'));
  });

  it('reads raw string literals', () => {
    expect(idsOf(csharp, 's = """\n  "quoted" and ""two""\n  """; t = $"""{x}""";')).toEqual(
      idsOfTexts('$id = $str ; $id = $str $id ;'),
    );
  });

  it('keeps conditional directives and drops the others', () => {
    expect(idsOf(csharp, '#pragma warning disable\n#if DEBUG\nx();\n#endif')).toEqual(
      idsOfTexts('#if $id $id ( ) ; #endif'),
    );
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(csharp, 'foreach (var s in xs) { total += s; } if (a) { b(); }')).toEqual(
      idsOf(csharp, 'foreach (var s in xs) total += s; if (a) b();'),
    );
  });

  it('drops using directives, at the top or in a namespace block', () => {
    const code = 'class A { void F() { G(); } }';
    const tokens = idsOfTexts('class $id void $id ( ) $id ( ) ;');
    expect(idsOf(csharp, `using System;\nusing System.Collections.Generic;\n${code}`)).toEqual(tokens);
    expect(
      idsOf(csharp, `global using System.Linq;\nusing static System.Math;\nusing IO = System.IO;\n${code}`),
    ).toEqual(tokens);
    expect(idsOf(csharp, `namespace N\n{\n    using System;\n    ${code}\n}`)).toEqual(
      idsOf(csharp, `namespace N\n{\n    ${code}\n}`),
    );
  });

  it('keeps using statements and declarations in code', () => {
    expect(
      idsOf(csharp, 'void F() {\n    using (var r = Open()) { r.Read(); }\n    using var w = Make();\n}'),
    ).toEqual(
      idsOfTexts('void $id ( ) using ( var $id = $id ( ) ) $id . $id ( ) ; using var $id = $id ( ) ;'),
    );
    expect(idsOf(csharp, 'using (var r = Open()) r.Read();')).toEqual(
      idsOfTexts('using ( var $id = $id ( ) ) $id . $id ( ) ;'),
    );
  });

  it('drops `this.` before a member, but not `this` alone', () => {
    expect(idsOf(csharp, 'this.count = count; return this;')).toEqual(
      idsOfTexts('$id = $id ; return this ;'),
    );
  });
});
