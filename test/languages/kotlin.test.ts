import { describe, expect, it } from 'vitest';
import { kotlin } from '../../src/languages/kotlin.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
package shop

data class Item(val name: String, val price: Double, val quantity: Int)

class Cart {
    private val items = mutableListOf<Item>()

    fun add(item: Item) {
        require(item.quantity > 0) { "quantity must be positive" }
        items.add(item)
    }

    fun total(): Double = items.sumOf { it.price * it.quantity }

    override fun toString(): String = "Cart(\${items.size} items, total=$total)"
}
`;

const disguised = `
package shop
/* line item /* nested */ */
data class Line(var label: String, var cost: Float, var count: Long);
open class Basket {
    internal var lines = mutableListOf<Line>();
    // adds a line
    public fun put(line: Line) { require(line.count > 0) { "bad count" }; lines.add(line) }
    fun total(): Float = lines.sumOf { it.cost * it.count }
    override fun toString(): String = "Basket: $\{lines.size} lines, \${total}"
}
`.replace('$\\{', '${');

const different = `
fun fizzBuzz(n: Int): String = when {
    n % 15 == 0 -> "FizzBuzz"
    n % 3 == 0 -> "Fizz"
    else -> n.toString()
}
`;

describe('kotlin', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(kotlin, disguised)).toEqual(idsOf(kotlin, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(kotlin, different)).not.toEqual(idsOf(kotlin, original));
  });

  it('normalizes a small snippet', () => {
    expect(idsOf(kotlin, 'private val n: Long = 10L; val s = x?.y ?: z!!')).toEqual(
      idsOfTexts('$decl $id : $numtype = $num $decl $id = $id ?. $id ?: $id !!'),
    );
  });

  it('reads string templates and raw strings', () => {
    expect(idsOf(kotlin, 'val s = "a $b \\$c ${d + "e"}" + """raw $f\n"q" ${g}"""')).toEqual(
      idsOfTexts('$decl $id = $str $id $id + $str + $str $id $id'),
    );
  });

  it('reads backquoted names as identifiers and nests block comments', () => {
    expect(idsOf(kotlin, 'fun `a test`() /* x /* y */ z */ {}')).toEqual(idsOfTexts('fun $id ( )'));
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(kotlin, 'if (a) { b() } else { c() }\nfor (x in xs) { f(x) }')).toEqual(
      idsOf(kotlin, 'if (a) b() else c()\nfor (x in xs) f(x)'),
    );
  });

  it('drops package and import lines, whatever they import', () => {
    const code = 'fun main() {\n    println(max(1, 2))\n}';
    const tokens = idsOfTexts('fun $id ( ) $id ( $id ( $num , $num ) )');
    expect(idsOf(kotlin, code)).toEqual(tokens);
    expect(idsOf(kotlin, `package app\n\nimport kotlin.math.max\nimport java.util.*\n${code}`)).toEqual(
      tokens,
    );
    expect(idsOf(kotlin, `package app; import kotlin.math.*\n${code}`)).toEqual(tokens);
  });

  it('drops `this.` before a member, but not `this` alone or in a range', () => {
    expect(idsOf(kotlin, 'this.count = count\nreturn this')).toEqual(idsOfTexts('$id = $id return this'));
    expect(idsOf(kotlin, 'val r = this..other')).toEqual(idsOfTexts('$decl $id = this .. $id'));
  });
});
