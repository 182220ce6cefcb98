import { describe, expect, it } from 'vitest';
import { go } from '../../src/languages/go.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
package main

import (
	"fmt"
	"strings"
)

// wordCount counts the words of each line.
func wordCount(lines []string) map[string]int {
	counts := make(map[string]int)
	for _, line := range lines {
		for _, w := range strings.Fields(line) {
			counts[strings.ToLower(w)]++
		}
	}
	return counts
}

func main() {
	c := wordCount([]string{"a b", "b c"})
	fmt.Println(len(c), c["b"])
}
`;

const disguised = `
package main
import (
    "fmt"
    "strings"
)
/* tally words */
func tally(input []string) map[string]int64 {
    m := make(map[string]int64);
    for _, s := range input {
        for _, tok := range strings.Fields(s) { m[strings.ToLower(tok)]++; }
    }
    return m;
}
func main() {
    r := tally([]string{\`x y\`, "y z"}); fmt.Println(len(r), r["y"])
}
`;

const different = `
package main
func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}
`;

describe('go', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(go, disguised)).toEqual(idsOf(go, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(go, different)).not.toEqual(idsOf(go, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(go, "var x uint8 = 0o17; r := '\\n'; ch <- x &^ 1")).toEqual(
      idsOfTexts('var $id $numtype = $num $id := $chr $id <- $id &^ $num'),
    );
  });

  it('reads raw strings over lines without escapes', () => {
    expect(idsOf(go, 's := `a\\\nb`; t')).toEqual(idsOfTexts('$id := $str $id'));
  });

  it('gives the same tokens whatever the braces, composite literals included', () => {
    expect(idsOf(go, 'xs := []int{1, 2}')).toEqual(idsOfTexts('$id := [ ] $numtype $num , $num'));
  });

  it('drops package and import declarations, single or grouped', () => {
    const code = 'func main() {\n\tfmt.Println(1)\n}\n';
    const tokens = idsOfTexts('func $id ( ) $id . $id ( $num )');
    expect(idsOf(go, code)).toEqual(tokens);
    expect(idsOf(go, `package main\n\nimport "fmt"\n\n${code}`)).toEqual(tokens);
    expect(idsOf(go, `package main\nimport (\n\t"fmt"\n\tstr "strings"\n)\n${code}`)).toEqual(tokens);
    expect(idsOf(go, `package main; import "fmt"; ${code}`)).toEqual(tokens);
  });
});
