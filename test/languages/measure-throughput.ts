// Lexer throughput, measured by hand on compiled code (not a test; vitest's module transform slows the lexer
// several times over, so measure outside it):
//   npx tsc -p tsconfig.json --outDir /tmp/codewinnow-build && node /tmp/codewinnow-build/test/languages/measure-throughput.js
// Prints MB/s for each front end on about 4 MB of generated ordinary code.
import { java } from '../../src/languages/java.js';
import { python } from '../../src/languages/python.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';

const SIZE = 4_000_000;

function generate(unit: (i: number) => string): string {
  const parts: string[] = [];
  for (let i = 0, length = 0; length < SIZE; i++) {
    parts.push(unit(i));
    length += parts[parts.length - 1]?.length ?? 0;
  }
  return parts.join('');
}

const javaUnit = (i: number) => `
/** Computes the running total number ${i}. */
public class Totals${i} {
    private final java.util.List<Integer> values${i} = new java.util.ArrayList<>();

    public long sum${i}(int limit) {
        long total = 0L; // accumulate
        for (int k = 0; k < values${i}.size() && k < limit; k++) {
            if (values${i}.get(k) % 2 == 0) total += values${i}.get(k) * 3;
            else total -= 0x1F;
        }
        System.out.println("total: " + total + ", limit=" + limit);
        return total;
    }
}
`;

const pythonUnit = (i: number) => `
def running_total_${i}(values, limit=10):
    """Sum of the even values, times three."""
    total = 0  # accumulate
    for k, value in enumerate(values[:limit]):
        if value % 2 == 0:
            total += value * 3
        else:
            total -= 0x1F
    print(f"total: {total}, limit={limit}")
    return total


class Totals${i}:
    def __init__(self, values):
        self.values = [v for v in values if v > 0]
`;

function measure(frontEnd: LanguageFrontEnd, source: string): void {
  for (let i = 0; i < 3; i++) frontEnd.tokenize(source);
  const runs = 10;
  const start = performance.now();
  let tokens = 0;
  for (let i = 0; i < runs; i++) tokens = frontEnd.tokenize(source).ids.length;
  const seconds = (performance.now() - start) / 1000 / runs;
  const mb = source.length / 1e6;
  console.log(`${frontEnd.id}: ${mb.toFixed(1)} MB, ${tokens} tokens, ${(mb / seconds).toFixed(1)} MB/s`);
}

measure(java, generate(javaUnit));
measure(python, generate(pythonUnit));
