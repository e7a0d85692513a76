package org.tablero.engines;

import java.util.Arrays;
import org.tablero.engines.chess.uci.UciMain;
import org.tablero.engines.go.gtp.GtpMain;

/** Entry point of {@code tablero-engines.jar}: {@code uci [--profile NAME]} or {@code gtp [--profile NAME]}. */
public final class EnginesMain {

    private EnginesMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            usage();
            System.exit(2);
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "uci" -> UciMain.main(rest);
            case "gtp" -> GtpMain.main(rest);
            case "--help", "-h", "help" -> usage();
            default -> {
                usage();
                System.exit(2);
            }
        }
    }

    private static void usage() {
        System.err.println("usage: java -jar tablero-engines.jar uci [--profile NAME]   (UCI chess engine on stdin/stdout)");
        System.err.println("       java -jar tablero-engines.jar gtp [--profile NAME]   (GTP v2 Go engine on stdin/stdout)");
    }
}
