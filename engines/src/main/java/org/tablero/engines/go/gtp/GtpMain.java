package org.tablero.engines.go.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.go.mcts.GoEngines;

/**
 * The GTP v2 front-end: {@code java -jar tablero-engines.jar gtp [--profile NAME] [--param KEY=VALUE]...}
 * on stdin/stdout. A profile is one of the recommended MCTS profiles of {@code docs/go-engine.md};
 * {@code --param} sets or overrides single MCTS parameters (e.g. {@code movetime=1000}).
 */
public final class GtpMain {

    private GtpMain() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> params = new LinkedHashMap<>();
        try {
            for (int i = 0; i < args.length; i++) {
                if (args[i].equals("--profile") && i + 1 < args.length) {
                    params.putAll(GoEngines.profile(args[++i]));
                } else if (args[i].equals("--param") && i + 1 < args.length && args[i + 1].contains("=")) {
                    String kv = args[++i];
                    params.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
                } else {
                    throw new IllegalArgumentException("unknown argument " + args[i]);
                }
            }
            GtpEngine engine = new GtpEngine(GoEngines.mcts(params));
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            engine.run(in, out);
        } catch (IllegalArgumentException e) {
            System.err.println("gtp: " + e.getMessage()
                    + " (usage: gtp [--profile NAME] [--param KEY=VALUE]...)");
            System.exit(2);
        }
    }
}
