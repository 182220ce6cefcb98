// A competitive programmer's input reader is left out whole, as `import` lines are (input-readers.ts): two
// solutions in different readers read alike, and a class of the program's own is never taken for one.
import { describe, expect, it } from 'vitest';
import { java } from '../../src/languages/java.js';
import { idsOf } from './token-texts.js';

const same = (x: string, y: string) => expect(idsOf(java, x)).toEqual(idsOf(java, y));
const differ = (x: string, y: string) => expect(idsOf(java, x)).not.toEqual(idsOf(java, y));

/** A solution reading through `in`, a reader made as `made`, then `classes` after it. */
const solution = (made: string, classes: string) => `import java.io.*;
import java.util.*;
public class Main {
  public static void main(String[] args) throws IOException {
    ${made}
    int n = in.nextInt();
    long total = 0;
    for (int i = 0; i < n; i++) total += in.nextLong() * (i + 1);
    System.out.println(total);
  }
${classes}}
`;

const TOKENIZER_READER = `  static class FastReader {
    BufferedReader br;
    StringTokenizer st;
    FastReader() { br = new BufferedReader(new InputStreamReader(System.in)); }
    String next() throws IOException {
      while (st == null || !st.hasMoreTokens()) st = new StringTokenizer(br.readLine());
      return st.nextToken();
    }
    int nextInt() throws IOException { return Integer.parseInt(next()); }
    long nextLong() throws IOException { return Long.parseLong(next()); }
    double nextDouble() throws IOException { return Double.parseDouble(next()); }
  }
`;

const BYTE_READER = `  static class Reader {
    private final DataInputStream din;
    private final byte[] buffer = new byte[1 << 16];
    private int pointer = 0, read = 0;
    Reader(InputStream stream) { din = new DataInputStream(stream); }
    private byte read() throws IOException {
      if (pointer == read) fillBuffer();
      return buffer[pointer++];
    }
    private void fillBuffer() throws IOException { read = din.read(buffer, pointer = 0, buffer.length); }
    long nextLong() throws IOException {
      long r = 0;
      byte b = read();
      while (b <= ' ') b = read();
      do { r = r * 10 + b - '0'; } while ((b = read()) >= '0' && b <= '9');
      return r;
    }
    int nextInt() throws IOException { return (int) nextLong(); }
    static void debug(Object... o) { System.err.println(Arrays.deepToString(o)); }
  }
`;

describe('input readers', () => {
  it('leaves out a reader whole: a solution in one reader reads as in another, or with no class at all', () => {
    const inTokenizer = solution('FastReader in = new FastReader();', TOKENIZER_READER);
    const inBytes = solution(
      'FastReader in = new FastReader();',
      BYTE_READER.replace(/Reader\(/g, 'FastReader(')
        .replace('class Reader', 'class FastReader')
        .replace('InputStream stream', '')
        .replace('(stream)', '(System.in)'),
    );
    same(inTokenizer, inBytes);
    same(inTokenizer, solution('FastReader in = new FastReader();', ''));
    // Made from an InputStream passed in (`new Reader(System.in)`): the reader names an InputStream.
    same(
      solution('Reader in = new Reader(System.in);', BYTE_READER),
      solution('Reader in = new Reader(System.in);', ''),
    );
  });

  it("keeps a reader whose methods the program's own code calls beyond reading", () => {
    // The solution calls `debug`: the class is more than a reader.
    const debugging = (classes: string) =>
      solution('Reader in = new Reader(System.in);\n    Reader.debug(n);', classes);
    differ(debugging(BYTE_READER), debugging(''));
  });

  it("keeps a class of the program's own that reads input, and every class of a file without main", () => {
    const game = `  static class Game {
    Scanner sc = new Scanner(System.in);
    int next() { return sc.nextInt(); }
    void play() { int n = next(); while (n > 0) { System.out.println(n); n = next(); } }
  }
`;
    const playing = (classes: string) =>
      solution('FastReader in = new FastReader();\n    new Game().play();', TOKENIZER_READER + classes);
    differ(playing(game), playing(''));
    // A library of readers (no main): kept.
    const library = (classes: string) =>
      `import java.io.*;\nimport java.util.*;\npublic class Io {\n${classes}}\n`;
    differ(library(TOKENIZER_READER), library(''));
  });

  it('keeps a helper class that reads no standard input, and one with a base', () => {
    const parser = TOKENIZER_READER.replace('new InputStreamReader(System.in)', 'new FileReader("in.txt")');
    differ(
      solution('FastReader in = new FastReader();', parser),
      solution('FastReader in = new FastReader();', ''),
    );
    const based = TOKENIZER_READER.replace(
      'static class FastReader',
      'static class FastReader extends Object',
    );
    differ(
      solution('FastReader in = new FastReader();', based),
      solution('FastReader in = new FastReader();', ''),
    );
  });

  it("in a file with a pasted reader, leaves out the unused methods of main's own class too", () => {
    // A contest solution: nothing calls into it but its main, so `gcd` is the template's.
    const gcd = '  static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }\n';
    same(
      solution('FastReader in = new FastReader();', gcd + TOKENIZER_READER),
      solution('FastReader in = new FastReader();', TOKENIZER_READER),
    );
    // With `Scanner` (a course's exercise, whose grader may call `Main.gcd`) it stays.
    const scanned = (classes: string) => solution('Scanner in = new Scanner(System.in);', classes);
    differ(scanned(gcd), scanned(''));
  });
});
