class FastReader {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
    int nextInt() throws IOException { in.nextToken(); return (int) in.nval; }
    long nextLong() throws IOException { in.nextToken(); return (long) in.nval; }
    double nextDouble() throws IOException { in.nextToken(); return in.nval; }
    String nextLine() throws IOException { in.nextToken(); return in.sval; }
}
class Pair implements Comparable<Pair> {
    int first, second;
    Pair(int first, int second) { this.first = first; this.second = second; }
    public int compareTo(Pair other) {
        if (first != other.first) return Integer.compare(first, other.first);
        return Integer.compare(second, other.second);
    }
}
class Dsu {
    int[] parent, size;
    Dsu(int n) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
    }
    int find(int x) { return parent[x] == x ? x : (parent[x] = find(parent[x])); }
    boolean union(int a, int b) {
        a = find(a); b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) { int t = a; a = b; b = t; }
        parent[b] = a;
        size[a] += size[b];
        return true;
    }
}
