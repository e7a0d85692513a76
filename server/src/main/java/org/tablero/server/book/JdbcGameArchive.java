package org.tablero.server.book;

import java.util.List;
import org.tablero.engines.chess.historical.GameArchive;
import org.tablero.engines.chess.historical.HistoricalMove;
import org.tablero.server.db.Jdbc;

/** The historical games of the database, as the historical-player engine sees them. */
public final class JdbcGameArchive implements GameArchive {

    private final Jdbc jdbc;
    private final ArchiveRepository archive;

    public JdbcGameArchive(Jdbc jdbc, ArchiveRepository archive) {
        this.jdbc = jdbc;
        this.archive = archive;
    }

    /** Moves the player chose in this position when it was their turn, with how each game ended for them. */
    @Override
    public List<HistoricalMove> movesOf(String player, String fenKey) {
        boolean whiteMoves = fenKey.split(" ")[1].equals("w");
        return jdbc.read(c -> archive.movesFrom(c, player, fenKey)).stream()
                .filter(m -> (whiteMoves ? m.white() : m.black()).equals(player))
                .map(m -> new HistoricalMove(m.move(), outcome(m.result(), whiteMoves), m.white() + " - " + m.black()))
                .toList();
    }

    private static String outcome(String result, boolean white) {
        return switch (result) {
            case "1-0" -> white ? "win" : "loss";
            case "0-1" -> white ? "loss" : "win";
            default -> "draw";
        };
    }
}
