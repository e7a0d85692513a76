package org.tablero.engines.go.tactics.regress;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Replays GNU Go regression files ({@code .tst}) through our GTP engine and prints passed and
 * failed tests per file, the overall rate and the time per test. Every line that is not a
 * comment is sent unchanged; a numbered command followed by a {@code #? [pattern]} line is a test.
 * Unknown commands, errors and answers slower than the limit count as failures.
 *
 * <p>Usage: {@code RegressionRunner [--limit SECONDS] [--engine "CMD ARGS"] FILE.tst...}; the
 * default engine is {@code GtpMain} on this JVM's class path, given this JVM's
 * {@code -Dtablero.*} properties (e.g. the solver budget {@code tablero.tactics.millis}).
 */
public final class RegressionRunner {

    private RegressionRunner() {
    }

    /** The outcome of one test. */
    record Outcome(String id, String command, String answer, RegressionPattern expected, boolean passed, long millis) {
    }

    public static void main(String[] args) throws IOException {
        long limitMillis = 10_000;
        List<String> engine = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--limit") && i + 1 < args.length) {
                limitMillis = (long) (Double.parseDouble(args[++i]) * 1000);
            } else if (args[i].equals("--engine") && i + 1 < args.length) {
                engine = List.of(args[++i].trim().split(" +"));
            } else {
                files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            System.err.println("usage: RegressionRunner [--limit SECONDS] [--engine CMD] FILE.tst...");
            System.exit(2);
        }
        if (engine == null) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            List<String> cmd = new ArrayList<>(List.of(java));
            // Engine settings given to the runner as -Dtablero.*=... reach the engine too.
            for (String name : System.getProperties().stringPropertyNames()) {
                if (name.startsWith("tablero.")) {
                    cmd.add("-D" + name + "=" + System.getProperty(name));
                }
            }
            cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.tablero.engines.go.gtp.GtpMain"));
            engine = cmd;
        }
        int passed = 0;
        int total = 0;
        long millis = 0;
        for (Path file : files) {
            List<Outcome> outcomes = run(file, engine, limitMillis);
            int ok = (int) outcomes.stream().filter(Outcome::passed).count();
            long ms = outcomes.stream().mapToLong(Outcome::millis).sum();
            long max = outcomes.stream().mapToLong(Outcome::millis).max().orElse(0);
            StringBuilder failed = new StringBuilder();
            for (Outcome o : outcomes) {
                if (!o.passed()) {
                    failed.append(' ').append(o.id());
                }
            }
            System.out.printf(Locale.ROOT, "%s: passed %d/%d (%.1f%%), %.2f s/test avg, %.2f s max%n",
                    file.getFileName(), ok, outcomes.size(), percent(ok, outcomes.size()),
                    outcomes.isEmpty() ? 0.0 : ms / 1000.0 / outcomes.size(), max / 1000.0);
            System.out.println("  failed:" + (failed.length() == 0 ? " none" : failed));
            passed += ok;
            total += outcomes.size();
            millis += ms;
        }
        System.out.printf(Locale.ROOT, "TOTAL: passed %d/%d (%.1f%%), %.1f s%n", passed, total,
                percent(passed, total), millis / 1000.0);
    }

    private static double percent(int a, int b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }

    /** Runs one file; prints each failure with the answer given (for diagnosis). */
    static List<Outcome> run(Path file, List<String> engine, long limitMillis) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
        List<Outcome> outcomes = new ArrayList<>();
        File dir = file.toAbsolutePath().getParent().toFile();
        boolean verbose = Boolean.getBoolean("regress.verbose");
        try (GtpProcess gtp = new GtpProcess(engine, dir)) {
            String lastLoad = null;
            String pendingId = null;
            String pendingCommand = null;
            String pendingAnswer = null;
            long pendingMillis = 0;
            for (String raw : lines) {
                String line = raw.trim();
                if (line.startsWith("#?")) {
                    if (pendingId != null) {
                        RegressionPattern p = RegressionPattern.parse(line);
                        boolean ok = pendingAnswer.startsWith("=") && pendingMillis <= limitMillis
                                && p.accepts(stripId(pendingAnswer));
                        Outcome o = new Outcome(pendingId, pendingCommand, pendingAnswer, p, ok, pendingMillis);
                        outcomes.add(o);
                        if (verbose || !ok) {
                            System.out.printf(Locale.ROOT, "  %s %s %s: got [%s] expected [%s] %.2fs%n",
                                    ok ? "PASS" : "FAIL", pendingId, pendingCommand,
                                    pendingAnswer.replace(GtpProcess.TIMEOUT, "timeout"), p, pendingMillis / 1000.0);
                        }
                        pendingId = null;
                    }
                    continue;
                }
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] words = line.split("\\s+");
                long start = System.nanoTime();
                String answer = gtp.send(line, limitMillis + 5_000);
                long ms = (System.nanoTime() - start) / 1_000_000;
                String cmd = words[0].matches("\\d+") && words.length > 1 ? words[1] : words[0];
                if (answer.equals(GtpProcess.TIMEOUT) && lastLoad != null && !cmd.equals("loadsgf")) {
                    gtp.send(lastLoad, 30_000); // the engine was restarted: restore the position
                }
                if (cmd.equals("loadsgf")) {
                    lastLoad = line;
                }
                if (words[0].matches("\\d+")) {
                    pendingId = words[0];
                    pendingCommand = line.substring(words[0].length()).trim();
                    pendingAnswer = answer;
                    pendingMillis = ms;
                } else {
                    pendingId = null;
                }
            }
        }
        return outcomes;
    }

    /** The answer text without {@code =id}. */
    static String stripId(String answer) {
        String s = answer.substring(1);
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        return s.substring(i).trim();
    }
}
