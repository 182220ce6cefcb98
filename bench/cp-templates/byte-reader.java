class FastReader {
    private final DataInputStream din;
    private final byte[] buffer = new byte[1 << 16];
    private int bufferPointer = 0, bytesRead = 0;
    public FastReader() { din = new DataInputStream(System.in); }
    private byte read() throws IOException {
        if (bufferPointer == bytesRead) fillBuffer();
        return buffer[bufferPointer++];
    }
    private void fillBuffer() throws IOException {
        bytesRead = din.read(buffer, bufferPointer = 0, buffer.length);
        if (bytesRead == -1) buffer[0] = -1;
    }
    public int nextInt() throws IOException {
        int ret = 0;
        byte b = read();
        while (b <= ' ') b = read();
        boolean neg = (b == '-');
        if (neg) b = read();
        do {
            ret = ret * 10 + b - '0';
        } while ((b = read()) >= '0' && b <= '9');
        return neg ? -ret : ret;
    }
    public long nextLong() throws IOException {
        long ret = 0;
        byte b = read();
        while (b <= ' ') b = read();
        boolean neg = (b == '-');
        if (neg) b = read();
        do {
            ret = ret * 10 + b - '0';
        } while ((b = read()) >= '0' && b <= '9');
        return neg ? -ret : ret;
    }
    public double nextDouble() throws IOException { return Double.parseDouble(nextLine()); }
    public String nextLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        byte c = read();
        while (c != '\n' && c != -1) { sb.append((char) c); c = read(); }
        return sb.toString();
    }
}
