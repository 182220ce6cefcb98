// Each attack keeps the program a working copy: compiled and run with the JDK (when there is one), every
// disguised version prints exactly what the source prints. And the same seed gives the same disguise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTACKS, disguise, type AttackName } from '../../bench/disguise-attacks.js';
import { compileEach } from '../../bench/disguise-javac.js';

const PROGRAM = `import java.util.ArrayList;
import java.util.List;

public class Prog {
    static int total = 0;

    static int square(int x) {
        return x * x;
    }

    // prints one result
    static void report(String label, int value) {
        String line = label + ": " + value;
        System.out.println(line);
    }

    static int digitsSum(int n) {
        int sum = 0;
        while (n > 0) {
            sum += n % 10;
            n = n / 10;
        }
        return sum;
    }

    public static void main(String[] args) {
        int[] values = new int[6];
        for (int i = 0; i < values.length; i++) {
            values[i] = square(i) + 3;
        }
        int max = values[0];
        int min = values[0];
        for (int i = 1; i < values.length; i++) {
            if (values[i] > max) max = values[i];
            if (values[i] < min) min = values[i];
        }
        report("max", max);
        report("min", min);
        List<Integer> kept = new ArrayList<>();
        int k = 0;
        while (k < values.length) {
            if (values[k] % 2 == 0) kept.add(values[k]);
            k++;
        }
        total = digitsSum(max * 1234);
        total += values[1];
        System.out.println("kept " + kept + " total " + total);
        double mean = 0;
        for (int v : values) mean += v;
        mean = mean / values.length;
        System.out.printf("mean %.2f%n", mean);
    }
}
`;

const hasJdk = spawnSync('javac', ['-version']).status === 0;

describe('disguised copies still compile and behave the same', () => {
  it('disguises deterministically for a seed, and each attack changes the program', () => {
    for (const attacks of [...ATTACKS.map((attack) => [attack]), [...ATTACKS]]) {
      expect(disguise(PROGRAM, attacks, 4, 7), attacks.join()).toBe(disguise(PROGRAM, attacks, 4, 7));
      expect(disguise(PROGRAM, attacks, 4, 7), attacks.join()).not.toBe(PROGRAM);
    }
    expect(disguise(PROGRAM, [...ATTACKS], 4, 7)).not.toBe(disguise(PROGRAM, [...ATTACKS], 4, 8));
  });

  // The JDK is on every machine of this project's kind, CI's included: without it the test fails, never skips.
  it('prints what the source prints after each attack and all combined', { timeout: 180_000 }, () => {
    if (!hasJdk) throw new Error('javac is missing: this test compiles and runs the disguised programs');
    const dir = mkdtempSync(join(tmpdir(), 'disguise-javac-test-'));
    try {
      const settings: [string, AttackName[]][] = [
        ...ATTACKS.map((a): [string, AttackName[]] => [a, [a]]),
        ['all', [...ATTACKS]],
      ];
      const texts: [string, string][] = [['source', PROGRAM]];
      for (const [name, attacks] of settings)
        for (const seed of [1, 2, 3]) texts.push([`${name}-${seed}`, disguise(PROGRAM, attacks, seed)]);
      const paths = texts.map(([name, text]) => {
        mkdirSync(join(dir, name));
        writeFileSync(join(dir, name, 'Prog.java'), text);
        return join(dir, name, 'Prog.java');
      });
      const results = compileEach(paths, { input: '' });
      const expected = results.get(paths[0]!);
      expect(expected).toEqual({ status: 'ok', output: expect.stringContaining('max: 28') });
      texts.forEach(([name, text], i) => {
        expect(results.get(paths[i]!), `${name}:\n${text}`).toEqual(expected);
        if (name !== 'source') expect(text, name).not.toBe(PROGRAM);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
