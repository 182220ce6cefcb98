// For `npm run bench:disguise -- --javac`: compiles each Java file named on standard input on its own, in
// one JVM, and prints one line per file: "ok<TAB>path" or "fail<TAB>path<TAB>first error".
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class DisguiseCompileEach {
    public static void main(String[] args) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null);
        Path out = Files.createTempDirectory("disguise-compile");
        List<String> options = List.of("-d", out.toString(), "-proc:none", "-nowarn", "-Xlint:none", "-encoding", "UTF-8");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String path = in.readLine(); path != null; path = in.readLine()) {
            if (path.isEmpty()) continue;
            StringWriter errors = new StringWriter();
            boolean ok = compiler.getTask(errors, files, null, options, null, files.getJavaFileObjects(path)).call();
            String first = errors.toString().split("\n", 2)[0];
            System.out.println(ok ? "ok\t" + path : "fail\t" + path + "\t" + first);
        }
    }
}
