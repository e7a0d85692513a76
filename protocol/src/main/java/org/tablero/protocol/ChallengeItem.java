package org.tablero.protocol;

/** One line of {@code refreshChallengesAnswer}: a challenge to answer, or the answer to one of ours. */
public sealed interface ChallengeItem permits ChallengedBy, ChallengeAnswer {

    /** The record line. */
    String encode();

    /** Checks a colour the server assigned: {@code white} or {@code black}. */
    static String colour(String colour) {
        if (!"white".equals(colour) && !"black".equals(colour)) {
            throw new IllegalArgumentException("colour must be white or black");
        }
        return colour;
    }
}
