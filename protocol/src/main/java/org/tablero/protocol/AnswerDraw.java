package org.tablero.protocol;

/** {@code answerDraw<TAB>matchId<TAB>accepted|refused}: answers the opponent's draw offer (chess). */
public record AnswerDraw(long matchId, boolean accepted) implements Request {
    public static final String COMMAND = "answerDraw";

    public AnswerDraw {
        Wire.id(matchId, "match id");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId), Wire.accepted(accepted));
    }
}
