package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads response lines as a client receives them, one at a time, and hands back each complete
 * {@link Response}: single-line answers at once, list answers after their header and exactly n
 * record lines. Not thread-safe: one reader per connection.
 *
 * <p>A line that breaks the contract throws {@link ProtocolException}; the reader then forgets
 * any list it was collecting, because the stream can no longer be trusted to line up.
 */
public final class ResponseReader {

    /** A list answer being collected: each record line is decoded as it arrives, so a bad one fails at once. */
    private static final class Pending<T> {
        final int expected;
        final Function<String, T> decoder;
        final Function<List<T>, Response> builder;
        final List<T> values = new ArrayList<>();

        Pending(int expected, Function<String, T> decoder, Function<List<T>, Response> builder) {
            this.expected = expected;
            this.decoder = decoder;
            this.builder = builder;
        }

        /** Adds one record line; returns the answer once the last one is in. */
        Optional<Response> add(String line) {
            values.add(decoder.apply(line));
            return values.size() == expected ? Optional.of(builder.apply(values)) : Optional.empty();
        }
    }

    private Pending<?> pending;

    /** Parses exactly one complete response from its lines; throws if the lines are not exactly one response. */
    public static Response parse(List<String> lines) {
        ResponseReader reader = new ResponseReader();
        for (int i = 0; i < lines.size(); i++) {
            Optional<Response> done = reader.accept(lines.get(i));
            if (done.isPresent()) {
                if (i != lines.size() - 1) {
                    throw new ProtocolException("lines left after a complete response");
                }
                return done.get();
            }
        }
        throw new ProtocolException("incomplete response");
    }

    /** Whether the reader is in the middle of a list answer. */
    public boolean isInsideList() {
        return pending != null;
    }

    /**
     * Takes the next line (without LF; one trailing CR is dropped) and returns the response it
     * completes, or empty when more record lines are due.
     */
    public Optional<Response> accept(String line) {
        Objects.requireNonNull(line, "line");
        if (line.endsWith("\r")) {
            line = line.substring(0, line.length() - 1);
        }
        try {
            if (Wire.hasControlCharInLine(line)) {
                throw new IllegalArgumentException("control character in line");
            }
            return pending == null ? first(line) : record(line);
        } catch (IllegalArgumentException e) {
            pending = null;
            throw new ProtocolException(e.getMessage() + ": " + abbreviate(line), e);
        } catch (ProtocolException e) {
            pending = null;
            throw e;
        }
    }

    private Optional<Response> first(String line) {
        String type = Wire.split(line)[0];
        switch (type) {
            case Ok.TYPE:
                return Optional.of(ResponseLines.ok(ResponseLines.fields(line, 2, type)));
            case ErrorResponse.TYPE:
                return Optional.of(ResponseLines.error(ResponseLines.fields(line, 4, type)));
            case LoginAnswer.TYPE:
                return Optional.of(ResponseLines.loginAnswer(ResponseLines.fields(line, 3, type)));
            case ClientPoolAnswer.TYPE:
                return header(new Pending<>(count(line), ResponseLines::poolEntry, ClientPoolAnswer::new));
            case MatchesAnswer.TYPE:
                return header(new Pending<>(count(line), ResponseLines::matchLine, MatchesAnswer::new));
            case LastMovementAnswer.TYPE:
                return header(new Pending<>(count(line), ResponseLines::lastMovementLine,
                        LastMovementAnswer::new));
            case ChallengesAnswer.TYPE:
                return header(new Pending<>(count(line), ResponseLines::challengeItem, ChallengesAnswer::new));
            case AdminAnswer.TYPE:
                return header(new Pending<>(count(line), row -> List.of(Wire.split(row)), AdminAnswer::new));
            default:
                throw new ProtocolException("unknown response type: " + abbreviate(line));
        }
    }

    private static int count(String header) {
        return Wire.parseCount(ResponseLines.fields(header, 2, "list header")[1], "count");
    }

    private Optional<Response> header(Pending<?> list) {
        if (list.expected == 0) {
            return Optional.of(list.builder.apply(List.of()));
        }
        pending = list;
        return Optional.empty();
    }

    private Optional<Response> record(String line) {
        Optional<Response> done = pending.add(line);
        if (done.isPresent()) {
            pending = null;
        }
        return done;
    }

    private static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 80) + "...";
    }
}
