package org.tablero.engines.go.tactics;

/**
 * What becomes of a dragon, as GNU Go's {@code dragon_status} reports it: alive (no attack
 * works), dead (no defence works), critical (whoever moves first decides; the attacking and
 * defending moves are given), or unknown when the budget ran out before either was proven.
 *
 * @param attack the move that kills a critical dragon, otherwise -1
 * @param defense the move that saves a critical dragon, otherwise -1
 */
public record GroupStatus(Kind kind, int attack, int defense) {

    public enum Kind { ALIVE, CRITICAL, DEAD, UNKNOWN }

    static GroupStatus of(Kind kind) {
        return new GroupStatus(kind, -1, -1);
    }
}
