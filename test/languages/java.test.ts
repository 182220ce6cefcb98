import { describe, expect, it } from 'vitest';
import { java } from '../../src/languages/java.js';
import { idsOf, idsOfTexts } from './token-texts.js';

const original = `
import java.util.*;

public class BankAccount {
    private final String owner;
    private long balance;

    public BankAccount(String owner, long initial) {
        this.owner = owner;
        this.balance = initial;
    }

    /** Deposits a positive amount. */
    public void deposit(int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        balance += amount;
    }

    public boolean withdraw(int amount) {
        if (amount > balance) return false;
        balance -= amount;
        return true;
    }
}
`;

const disguised = `
import java.util.*;
// My own account class, written from scratch!
class Wallet
{
    String holder; long money;   // fields

    Wallet(final String holder, final int start)
    {
        this.holder = holder; this.money = start;
    }

    /*
     * Put money in.
     */
    protected void put(final long sum)
    {
        if (sum <= 0)
        {
            throw new RuntimeException("invalid sum");
        }
        money += sum;
    }
    private boolean take(long sum) {
        if (sum > money)
            return false;
        money -= sum;   return true;
    }
}
`;

const different = `
public class Sorter {
    public static void sort(int[] values) {
        for (int i = 0; i < values.length; i++) {
            for (int j = 0; j + 1 < values.length - i; j++) {
                if (values[j] > values[j + 1]) {
                    int tmp = values[j]; values[j] = values[j + 1]; values[j + 1] = tmp;
                }
            }
        }
    }
}
`;

describe('java', () => {
  it('gives a disguised copy exactly the same tokens', () => {
    expect(idsOf(java, disguised)).toEqual(idsOf(java, original));
  });

  it('tells a different program apart', () => {
    expect(idsOf(java, different)).not.toEqual(idsOf(java, original));
  });

  it('normalizes a small snippet', () => {
    const source = 'public static final long n = 0x1F_FFL; /* c */ String s = "a\\"b" + \'x\' + 1.5e-3f;';
    expect(idsOf(java, source)).toEqual(
      idsOfTexts('static $numtype $id = $num ; $id $id = $str + $chr + $num ;'),
    );
  });

  it('reads a text block as one string', () => {
    expect(idsOf(java, 'String s = """\n  a "quoted" line\n  """; int x;')).toEqual(
      idsOfTexts('$id $id = $str ; $numtype $id ;'),
    );
  });

  it('keeps annotations, lambdas and method references', () => {
    expect(idsOf(java, '@Override x -> y; A::b; a >>>= 2;')).toEqual(
      idsOfTexts('@ $id $id -> $id ; $id :: $id ; $id >>>= $num ;'),
    );
  });

  it('gives the same tokens with or without optional braces', () => {
    expect(idsOf(java, 'for (int i = 0; i < n; i++) { x++; } if (a) { b(); } else { c(); }')).toEqual(
      idsOf(java, 'for (int i = 0; i < n; i++) x++; if (a) b(); else c();'),
    );
    expect(idsOf(java, 'int[] a = {1, 2};')).toEqual(idsOfTexts('$numtype [ ] $id = $num , $num ;'));
  });

  it('drops package and import statements, whatever they import', () => {
    const code = 'class A { void f() { g(); } }';
    const tokens = idsOfTexts('class $id void $id ( ) $id ( ) ;');
    expect(idsOf(java, code)).toEqual(tokens);
    expect(idsOf(java, `package a.b;\nimport java.util.Scanner;\nimport java.io.*;\n${code}`)).toEqual(
      tokens,
    );
    expect(idsOf(java, `import java.util.*; import static java.lang.Math.max;\n\n${code}`)).toEqual(tokens);
  });

  it('drops `this.` before a member, but not `this` alone', () => {
    expect(idsOf(java, 'this.count = count; this.f(this);')).toEqual(idsOf(java, 'count = count; f(this);'));
    expect(idsOf(java, 'return this; this.x = y;')).toEqual(idsOfTexts('return this ; $id = $id ;'));
  });
});
