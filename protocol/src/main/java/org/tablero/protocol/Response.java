package org.tablero.protocol;

import java.util.List;

/**
 * A response the server sends: one line, or for list answers a header {@code TYPE<TAB>n} and
 * exactly n record lines.
 *
 * <p>Contract: for every response {@code x}, {@code ResponseReader.parse(x.lines()).equals(x)}.
 */
public sealed interface Response
        permits Ok, ErrorResponse, LoginAnswer, ClientPoolAnswer, MatchesAnswer, LastMovementAnswer,
        ChallengesAnswer, AdminAnswer {

    /** The wire type, the first field of the first line (e.g. {@code "OK"}, {@code "refreshMatchesAnswer"}). */
    String type();

    /** The encoded lines, without LF. */
    List<String> lines();
}
