import { describe, expect, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
#include <stdio.h>
#include <stdlib.h>
#define MAX_ITEMS 100

/* Reads numbers and prints their average. */
int main(void) {
    int values[MAX_ITEMS];
    int count = 0;
    double sum = 0.0;
    while (count < MAX_ITEMS && scanf("%d", &values[count]) == 1) {
        sum += values[count];
        count++;
    }
    if (count == 0) {
        printf("no input\\n");
        return 1;
    }
    printf("average: %.2f\\n", sum / count);
    return 0;
}
`;

const disguised = `
#include <stdio.h>
#include <stdlib.h>
#include <string.h>   // not needed, looks busy
#define LIMIT 100
// average calculator
long main(void)
{
  long long data[LIMIT]; unsigned int n = 0; const float total = 0.0f;
  while (n < LIMIT
         && scanf("%d", &data[n]) == 1)
  {
    total += data[n];
    n++;
  }
  if (n == 0) { printf("nothing"); return 1; }
  printf("mean = %f\\n", total / n);
  return 0;
}
`;

const different = `
#include <stdio.h>
int gcd(int a, int b) {
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a;
}
`;

describe('c', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(c, disguised)).toEqual(idsOf(c, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(c, different)).not.toEqual(idsOf(c, original));
  });

  it('normalizes a small snippet, dropping #include but keeping #define', () => {
    const source = '#include "x.h"\n#define N 10\nunsigned long n = N; char c = L\'x\';';
    expect(idsOf(c, source)).toEqual(idsOfTexts('#define $id $num $numtype $id = $id ; char $id = $chr ;'));
  });

  it('drops a continued directive line whole and keeps code after it', () => {
    expect(idsOf(c, '#pragma a \\\n  b\nx;\n  # include <y>\nz;')).toEqual(idsOfTexts('$id ; $id ;'));
  });

  it('drops code commented out by #if 0 … #endif, nested conditionals and all, as a comment', () => {
    const source = 'a;\n#if 0 /* old */\nold(1);\n#ifdef X\ny;\n#endif\nz(\n#endif\nb;';
    expect(idsOf(c, source)).toEqual(idsOfTexts('$id ; $id ;'));
    // With an #else of its own the preprocessor takes that branch: all is lexed as written. So is #if 1,
    // #if 0 never closed, and #if 0x10.
    expect(idsOf(c, '#if 0\nold();\n#else\nnew();\n#endif')).toEqual(
      idsOfTexts('#if $num $id ( ) ; #else $id ( ) ; #endif'),
    );
    expect(idsOf(c, '#if 1\nx;\n#endif')).toEqual(idsOfTexts('#if $num $id ; #endif'));
    expect(idsOf(c, '#if 0\nx;')).toEqual(idsOfTexts('#if $num $id ;'));
    expect(idsOf(c, '#if 0x10\nx;\n#endif')).toEqual(idsOfTexts('#if $num $id ; #endif'));
    // Lines and columns after the block are the file's own.
    const { spans } = c.tokenize('#if 0\na;\n#endif\n  b;');
    expect(Array.from(spans.subarray(0, 4))).toEqual([3, 2, 3, 3]);
  });

  it('lexes # and ## inside a macro as operators', () => {
    expect(idsOf(c, '#define S(a) #a x ## y')).toEqual(idsOfTexts('#define $id ( $id ) # $id $id ## $id'));
  });

  it('gives the same tokens with or without optional braces, and drops initializer braces too', () => {
    expect(idsOf(c, 'while (n > 0) { n--; } if (a) { b(); } else { c(); }')).toEqual(
      idsOf(c, 'while (n > 0) n--; if (a) b(); else c();'),
    );
    expect(idsOf(c, 'int a[] = {1, 2};')).toEqual(idsOfTexts('$numtype $id [ ] = $num , $num ;'));
  });

  it('gives the same tokens whatever is included', () => {
    const code = 'int main(void) { return 0; }';
    expect(idsOf(c, `#include <stdio.h>\n#include "list.h"\n${code}`)).toEqual(idsOf(c, code));
  });
});
