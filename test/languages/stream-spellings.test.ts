import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { idsOf, idsOfTexts } from './token-texts.js';

describe('C++ stream set-up', () => {
  const program = `int main() {
    int n;
    cin >> n;
    cout << n * 2 << endl;
}`;

  it('is left out, in each of its spellings', () => {
    const setUps = [
      'ios::sync_with_stdio(false); cin.tie(nullptr);',
      'std::ios_base::sync_with_stdio(0);\n    std::cin.tie(0); std::cout.tie(0);',
      'ios_base::sync_with_stdio(false); cin.tie((ostream *)0);',
      'cin.tie(0)->sync_with_stdio(0);',
    ];
    for (const setUp of setUps)
      expect(idsOf(cpp, program.replace('int main() {', `int main() {\n    ${setUp}`))).toEqual(
        idsOf(cpp, program),
      );
  });

  it('leaves every other call on a stream', () => {
    const other = program.replace('cin >> n;', 'cin >> n; cin.ignore(); cout.flush();');
    expect(idsOf(cpp, other)).not.toEqual(idsOf(cpp, program));
    expect(idsOf(cpp, other).length).toBeGreaterThan(idsOf(cpp, program).length);
    const withSetUp = other.replace('int main() {', 'int main() {\n    cin.tie(0);');
    expect(idsOf(cpp, withSetUp)).toEqual(idsOf(cpp, other));
  });
});

describe('C++ line ends', () => {
  it('read alike whether a program prints endl, "\\n" or \'\\n\'', () => {
    const ends = ['endl', '"\\n"', "'\\n'"].map((end) =>
      idsOf(cpp, `int main() { int n = 2; cout << n * 2 << ${end}; return 0; }`),
    );
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
  });

  it('keep a char that is not printed a char', () => {
    const [char, string] = idsOfTexts('$chr $str');
    const ids = idsOf(cpp, "int f(int x) { char c = g(); if (c == 'a') x = 'b'; return x << 'c'; }");
    expect(ids.filter((id) => id === char)).toHaveLength(2);
    expect(ids.filter((id) => id === string)).toHaveLength(1);
  });
});
