import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const inMain = (body: string) => `int main() {\n${body}\n  return 0;\n}\n`;

describe('template closers', () => {
  it('read a run of > and >> as the longest tokens, however the program spaced them', () => {
    const written = idsOf(cpp, inMain('vector<vector<pair<int, int>>> g(3);\nf(g);'));
    expect(idsOf(cpp, inMain('vector<vector<pair<int, int> > > g(3);\nf(g);'))).toEqual(written);
    expect(idsOf(cpp, inMain('vector<vector<pair<int, int> >> g(3);\nf(g);'))).toEqual(written);
    expect(idsOf(cpp, inMain('vector<vector<pair<int, int>> > g(3);\nf(g);'))).toEqual(written);
    expect(written).toContain(idsOfTexts('>>')[0]);
    // A shift alone is left as it is, and so is a comparison.
    const shift = idsOf(cpp, inMain('int x = 8 >> 1;\nbool b = x > 2;\nf(x, b);'));
    expect(shift.filter((id) => id === idsOfTexts('>>')[0])).toHaveLength(1);
    expect(shift.filter((id) => id === idsOfTexts('>')[0])).toHaveLength(1);
  });

  it('so that an alias inside another reads as the type written out', () => {
    expect(
      idsOf(
        cpp,
        `typedef pair<int, int> pii;\ntypedef vector<pii> vpii;\n${inMain('vector<vpii> g(3);\nf(g);')}`,
      ),
    ).toEqual(idsOf(cpp, inMain('vector<vector<pair<int, int>>> g(3);\nf(g);')));
  });
});
