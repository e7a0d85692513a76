package org.tablero.engines.go.mcts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;

/** Reads the {@code |}-separated position files under {@code go/mcts/} and starts games from them. */
final class TestPositions {

    private TestPositions() {
    }

    static List<String[]> read(String name) throws IOException {
        try (InputStream in = TestPositions.class.getResourceAsStream("/go/mcts/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            List<String[]> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] fields = line.split("\\|");
                    for (int i = 0; i < fields.length; i++) {
                        fields[i] = fields[i].trim();
                    }
                    rows.add(fields);
                }
            }
            return rows;
        }
    }

    static GoGameState game(String position, String komi) throws RulesException {
        return GoGameRules.INSTANCE.start(position, Map.of("komi", komi));
    }
}
