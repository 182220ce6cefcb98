class FastReader {
    BufferedReader reader;
    StringTokenizer tokenizer;
    FastReader() { reader = new BufferedReader(new InputStreamReader(System.in), 32768); tokenizer = null; }
    String next() {
        while (tokenizer == null || !tokenizer.hasMoreTokens()) {
            try { tokenizer = new StringTokenizer(reader.readLine()); }
            catch (IOException e) { throw new RuntimeException(e); }
        }
        return tokenizer.nextToken();
    }
    int nextInt() { return Integer.parseInt(next()); }
    long nextLong() { return Long.parseLong(next()); }
    double nextDouble() { return Double.parseDouble(next()); }
    String nextLine() {
        try { return reader.readLine(); }
        catch (IOException e) { throw new RuntimeException(e); }
    }
    int[] readArray(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt();
        return a;
    }
}
class Maths {
    static final int MOD = 1_000_000_007;
    static boolean isPrime(long n) {
        if (n < 2) return false;
        for (long i = 2; i * i <= n; i++) if (n % i == 0) return false;
        return true;
    }
    static long modInverse(long a) { return pow(a, MOD - 2); }
    static long pow(long a, long e) {
        long r = 1;
        a %= MOD;
        for (; e > 0; e >>= 1, a = a * a % MOD) if ((e & 1) == 1) r = r * a % MOD;
        return r;
    }
}
