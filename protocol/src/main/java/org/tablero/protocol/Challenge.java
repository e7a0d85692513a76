package org.tablero.protocol;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code challenge<TAB>game<TAB>opponent<TAB>myColour<TAB>initialPosition|-<TAB>options|-}.
 * The game and opponent are only checked for shape: whether they exist is the server's question.
 */
public record Challenge(String game, String opponent, ColourChoice colour, Optional<String> initialPosition,
                        Map<String, String> options) implements Request {
    public static final String COMMAND = "challenge";

    public Challenge {
        Wire.field(game, "game");
        Wire.field(opponent, "opponent");
        Objects.requireNonNull(colour, "colour");
        Wire.optionalField(initialPosition, "initial position");
        options = Wire.options(options, "options");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, game, opponent, colour.wire(), Wire.dash(initialPosition),
                Wire.formatOptions(options));
    }
}
