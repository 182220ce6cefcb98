import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
#include <iostream>
#include <vector>
using namespace std;

class Stack {
public:
    void push(int value) { items.push_back(value); }
    int pop() {
        int top = items.back();   // last element
        items.pop_back();
        return top;
    }
    bool empty() const { return items.empty(); }
private:
    vector<int> items;
};

int main() {
    Stack s;
    for (int i = 0; i < 10; ++i) s.push(i * i);
    while (!s.empty()) cout << s.pop() << endl;
    return 0;
}
`;

const disguised = `
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;
/// A LIFO container
class Pile
{
  public:
    void add(const long v) { data.push_back(v); }
    long take()
    {
        long long t = data.back(); data.pop_back(); return t;
    }
    bool none() { return data.empty(); }
  protected:
    vector<long> data;
};
int main()
{
    Pile p;
    for (long k = 0; k < 1'000; ++k) p.add(k * k);
    while (!p.none()) cout << p.take() << endl;
    return 0;
}
`;

const different = `
#include <string>
std::string reverse(const std::string& s) {
    return std::string(s.rbegin(), s.rend());
}
`;

describe('cpp', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(cpp, disguised)).toEqual(idsOf(cpp, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(cpp, different)).not.toEqual(idsOf(cpp, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(cpp, 'ns::cout << R"(a)" << 1\'000ull; a <=> b;')).toEqual(
      idsOfTexts('$id :: $id << $str << $num ; $id <=> $id ;'),
    );
  });

  it('reads raw strings up to their own delimiter', () => {
    expect(idsOf(cpp, 'auto s = u8R"xy(a)" "b\n)xy"; x;')).toEqual(idsOfTexts('auto $id = $str ; $id ;'));
  });

  it('falls back to an ordinary string when R is not a raw string', () => {
    expect(idsOf(cpp, 'R "a"; R"no paren";')).toEqual(idsOfTexts('$id $str ; $id $str ;'));
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(cpp, 'for (auto& x : v) { sum += x; } do { i++; } while (i < n);')).toEqual(
      idsOf(cpp, 'for (auto& x : v) sum += x; do i++; while (i < n);'),
    );
  });

  it('gives the same tokens whatever is included', () => {
    const code = 'int main() { return 0; }';
    expect(idsOf(cpp, `#include <iostream>\n#include <vector>\n${code}`)).toEqual(idsOf(cpp, code));
  });

  it('reads names qualified with `std::` as `using namespace std;` lets them be written', () => {
    const qualified = `#include <iostream>
#include <vector>
int main() {
    std::vector<long long> v(3);
    std::sort(v.begin(), v.end());
    std::cout << std::max(v[0], v[2]) << std::endl;
}`;
    const brought = `#include <iostream>
#include <vector>
using namespace std;
using std::cout;
int main() {
    vector<long long> v(3);
    sort(v.begin(), v.end());
    cout << max(v[0], v[2]) << endl;
}`;
    expect(idsOf(cpp, qualified)).toEqual(idsOf(cpp, brought));
    expect(idsOf(cpp, 'int f() { std::sort(a, a + n); return 0; }')).toEqual(
      idsOf(cpp, 'int f() { sort(a, a + n); return 0; }'),
    );
  });

  it('keeps `std` that qualifies nothing, other namespaces, and a `using` alias', () => {
    expect(idsOf(cpp, 'using vi = vector<int>;')).toEqual(idsOfTexts('using $id = $id < $numtype > ;'));
    expect(idsOf(cpp, 'int f() { return chrono::seconds(std); }')).toEqual(
      idsOfTexts('$numtype $id ( ) return $id :: $id ( $id ) ;'),
    );
  });

  it('drops `this->` before a member, but not `this` alone', () => {
    expect(idsOf(cpp, 'this->count = count; return *this;')).toEqual(
      idsOfTexts('$id = $id ; return * this ;'),
    );
    expect(idsOf(cpp, 'this->*pm;')).toEqual(idsOfTexts('this ->* $id ;'));
  });
});
