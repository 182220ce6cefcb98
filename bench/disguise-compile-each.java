// For the disguise benchmark and its tests: compiles each Java file named on standard input on its own, in
// one JVM, and prints one line per file: "ok<TAB>path" or "fail<TAB>path<TAB>first error". With `--run`,
// also runs each compiled file's class (named as the file) with no arguments and adds what it printed,
// escaped onto one line, to its "ok" line ("threw<TAB>path<TAB>exception" if main threw).
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class DisguiseCompileEach {
    public static void main(String[] args) throws Exception {
        boolean run = args.length > 0 && args[0].equals("--run");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String path = in.readLine(); path != null; path = in.readLine()) {
            if (path.isEmpty()) continue;
            Path out = Files.createTempDirectory("disguise-compile");
            List<String> options = List.of("-d", out.toString(), "-proc:none", "-nowarn", "-Xlint:none", "-encoding", "UTF-8");
            StringWriter errors = new StringWriter();
            boolean ok = compiler.getTask(errors, files, null, options, null, files.getJavaFileObjects(path)).call();
            if (!ok) System.out.println("fail\t" + path + "\t" + errors.toString().split("\n", 2)[0]);
            else if (!run) System.out.println("ok\t" + path);
            else System.out.println(runMain(path, out));
        }
    }

    private static String runMain(String path, Path classes) throws Exception {
        String name = Path.of(path).getFileName().toString().replaceFirst("\\.java$", "");
        PrintStream stdout = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] { classes.toUri().toURL() })) {
            System.setOut(new PrintStream(printed, true, "UTF-8"));
            loader.loadClass(name).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } catch (InvocationTargetException thrown) {
            return "threw\t" + path + "\t" + thrown.getCause();
        } finally {
            System.setOut(stdout);
        }
        String text = printed.toString("UTF-8").replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t");
        return "ok\t" + path + "\t" + text;
    }
}
