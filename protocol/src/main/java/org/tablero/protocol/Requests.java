package org.tablero.protocol;

import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/** Parses request lines into {@link Request} values, or into the {@link ProtocolError} the server answers. */
public final class Requests {

    /** How one command reads: how many fields it needs after the type, and how they become a request. */
    private record Syntax(int fields, String usage, Function<String[], Request> reader) {
    }

    private static final Map<String, Syntax> SYNTAX = Map.ofEntries(
            Map.entry(Register.COMMAND, new Syntax(2, "register needs nick and password",
                    f -> new Register(f[1], f[2]))),
            Map.entry(Login.COMMAND, new Syntax(3, "login needs version, nick and password",
                    f -> new Login(f[1], f[2], f[3]))),
            Map.entry(LogOut.COMMAND, new Syntax(0, "", f -> new LogOut())),
            Map.entry(QueryClientPool.COMMAND, new Syntax(0, "", f -> new QueryClientPool())),
            Map.entry(RefreshChallenges.COMMAND, new Syntax(0, "", f -> new RefreshChallenges())),
            Map.entry(RefreshMatches.COMMAND, new Syntax(0, "", f -> new RefreshMatches())),
            Map.entry(RefreshMatchesLastMovement.COMMAND, new Syntax(0, "", f -> new RefreshMatchesLastMovement())),
            Map.entry(Challenge.COMMAND, new Syntax(5,
                    "challenge needs game, opponent, colour, initial position and options",
                    f -> new Challenge(f[1], f[2], ColourChoice.parse(f[3]), Wire.optional(f[4]),
                            Wire.parseOptions(f[5])))),
            Map.entry(ChallengedByAnswer.COMMAND, new Syntax(2, "challengedByAnswer needs challenge id and accepted|refused",
                    f -> new ChallengedByAnswer(Wire.parseId(f[1], "challenge id"), Wire.accepted(f[2])))),
            Map.entry(SendMovement.COMMAND, new Syntax(3, "sendMovement needs match id, move and position",
                    f -> new SendMovement(Wire.parseId(f[1], "match id"), f[2], Wire.optional(f[3])))),
            Map.entry(Resign.COMMAND, new Syntax(1, "resign needs match id",
                    f -> new Resign(Wire.parseId(f[1], "match id")))),
            Map.entry(OfferDraw.COMMAND, new Syntax(1, "offerDraw needs match id",
                    f -> new OfferDraw(Wire.parseId(f[1], "match id")))),
            Map.entry(AnswerDraw.COMMAND, new Syntax(2, "answerDraw needs match id and accepted|refused",
                    f -> new AnswerDraw(Wire.parseId(f[1], "match id"), Wire.accepted(f[2])))),
            Map.entry(MarkDead.COMMAND, new Syntax(2, "markDead needs match id and vertices",
                    f -> new MarkDead(Wire.parseId(f[1], "match id"), MarkDead.parseVertices(f[2])))),
            Map.entry(AnswerScore.COMMAND, new Syntax(2, "answerScore needs match id and accepted|refused",
                    f -> new AnswerScore(Wire.parseId(f[1], "match id"), Wire.accepted(f[2])))),
            Map.entry(AnalyzeGroup.COMMAND, new Syntax(3, "analyzeGroup needs match id, vertex and ply (or -)",
                    f -> new AnalyzeGroup(Wire.parseId(f[1], "match id"), f[2], AnalyzeGroup.parsePly(f[3])))),
            Map.entry(AnalyzeSgf.COMMAND, new Syntax(2, "analyzeSgf needs vertex and sgf",
                    f -> new AnalyzeSgf(f[1], f[2]))),
            // The actions take different numbers of arguments: all fields after the action are kept.
            Map.entry(Admin.COMMAND, new Syntax(1, "admin needs an action",
                    f -> new Admin(f[1], java.util.Arrays.asList(f).subList(2, f.length)))));

    private Requests() {
    }

    /** Whether the server knows this request type. */
    public static boolean isKnownCommand(String type) {
        return SYNTAX.containsKey(type);
    }

    /**
     * Parses one line (without LF; a single trailing CR is dropped). Never throws on bad input:
     * anything that breaks the contract gives a {@link ProtocolError}. Extra trailing fields are
     * ignored, as the contract asks of readers.
     */
    public static ParseResult parse(String line) {
        Objects.requireNonNull(line, "line");
        if (line.endsWith("\r")) {
            line = line.substring(0, line.length() - 1);
        }
        if (line.isEmpty()) {
            return new ProtocolError(Wire.DASH, ErrorCode.MALFORMED, "empty line");
        }
        String[] fields = Wire.split(line);
        String type = fields[0];
        String command = Wire.isSaneType(type) ? type : Wire.DASH;
        if (Wire.hasControlCharInLine(line)) {
            return new ProtocolError(command, ErrorCode.MALFORMED, "control character in line");
        }
        if (type.isEmpty()) {
            return new ProtocolError(command, ErrorCode.MALFORMED, "empty message type");
        }
        Syntax syntax = SYNTAX.get(type);
        if (syntax == null) {
            return new ProtocolError(command, ErrorCode.UNKNOWN_COMMAND, "unknown command");
        }
        if (fields.length - 1 < syntax.fields()) {
            return new ProtocolError(command, ErrorCode.MALFORMED, syntax.usage());
        }
        for (int i = 1; i <= syntax.fields(); i++) {
            if (fields[i].isEmpty()) {
                return new ProtocolError(command, ErrorCode.MALFORMED, "empty field " + i + ": " + syntax.usage());
            }
        }
        try {
            return syntax.reader().apply(fields);
        } catch (IllegalArgumentException e) {
            return new ProtocolError(command, ErrorCode.MALFORMED, e.getMessage());
        }
    }
}
