package org.tablero.protocol;

/**
 * A request line a client sends; each record knows its wire type and how to encode itself.
 *
 * <p>Contract: for every request {@code r}, {@code Requests.parse(r.encode()).equals(r)}. Records
 * check their fields in their constructors so that an encodable request is always a parseable one.
 */
public sealed interface Request extends ParseResult
        permits Register, Login, LogOut, QueryClientPool, RefreshChallenges, RefreshMatches,
        RefreshMatchesLastMovement, Challenge, ChallengedByAnswer, SendMovement, Resign, OfferDraw,
        AnswerDraw, MarkDead, AnswerScore, Admin, AnalyzeGroup, AnalyzeSgf {

    /** The wire type, the first field of the line (e.g. {@code "login"}). */
    String command();

    /** The line without its LF. */
    String encode();
}
