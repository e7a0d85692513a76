package org.tablero.protocol;

/** {@code answerScore<TAB>matchId<TAB>accepted|refused}: agrees to or disputes the proposed Go score (extension). */
public record AnswerScore(long matchId, boolean accepted) implements Request {
    public static final String COMMAND = "answerScore";

    public AnswerScore {
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
