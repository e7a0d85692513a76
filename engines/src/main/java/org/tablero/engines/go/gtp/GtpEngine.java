package org.tablero.engines.go.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.mcts.GoMctsConfig;
import org.tablero.engines.go.mcts.GoMctsEngine;

/**
 * A GTP v2 engine: cleans and parses command lines (ids, comments), dispatches to a table of
 * commands and formats {@code =}/{@code ?} answers with the blank line after each. The Go
 * commands themselves are in {@link GoGtpCommands}.
 */
public final class GtpEngine {

    /** A GTP command: arguments in, answer text out. */
    @FunctionalInterface
    interface Command {
        String run(String[] args) throws GtpFailure;
    }

    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final GoGtpCommands go;
    private boolean quit;

    /** A GTP engine with the default MCTS profile (one thread, one second a move without a clock). */
    public GtpEngine() {
        this(new GoMctsEngine(GoMctsConfig.defaults()));
    }

    /** A GTP engine whose {@code genmove} and scoring commands use the given engine. */
    public GtpEngine(GoMctsEngine engine) {
        go = new GoGtpCommands(engine);
        commands.put("protocol_version", a -> "2");
        commands.put("name", a -> "Tablero");
        commands.put("version", a -> "0.1.0");
        commands.put("known_command", this::knownCommand);
        commands.put("list_commands", a -> String.join("\n", commands.keySet()));
        commands.put("quit", a -> {
            quit = true;
            return "";
        });
        go.register(commands);
        new TacticsGtpCommands(go::state).register(commands);
    }

    /** Serves GTP until {@code quit} or the end of input. */
    public void run(BufferedReader in, PrintStream out) throws IOException {
        String line;
        while (!quit && (line = in.readLine()) != null) {
            String response = handle(line);
            if (response != null) {
                out.print(response);
                out.flush();
            }
        }
    }

    /** The full answer to one input line (with the blank line), or {@code null} for an empty line. */
    public String handle(String rawLine) {
        String line = clean(rawLine);
        if (line.isEmpty()) {
            return null;
        }
        String[] words = line.split(" +");
        String id = "";
        int first = 0;
        if (words[0].chars().allMatch(Character::isDigit)) {
            id = words[0];
            first = 1;
        }
        if (first >= words.length) {
            return failure(id, "missing command");
        }
        String name = words[first];
        String[] args = Arrays.copyOfRange(words, first + 1, words.length);
        Command command = commands.get(name);
        if (command == null) {
            return failure(id, "unknown command");
        }
        try {
            String answer = command.run(args);
            return "=" + id + (answer.isEmpty() ? "" : " " + answer) + "\n\n";
        } catch (GtpFailure e) {
            return failure(id, e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            // A bug in one command must not end the session: the controller (a GUI, a regression
            // runner, a Tablero server running us as an external engine) gets a failure for this
            // command and may go on; the trace on stderr is for us.
            System.err.println("GTP command failed: " + line);
            e.printStackTrace();
            return failure(id, "internal error: " + e);
        }
    }

    /**
     * A failure answer on one line: a line break in the text (a wrapped exception's message)
     * would end the answer early and leave the rest to be read as the next one.
     */
    private static String failure(String id, String text) {
        return "?" + id + " " + text.replaceAll("[\\r\\n]+", " ") + "\n\n";
    }

    /** Adds or replaces a command (tests add failing ones). */
    void register(String name, Command command) {
        commands.put(name, command);
    }

    /** Drops control characters and comments, turns tabs into spaces (GTP 2 §3.1). */
    private static String clean(String raw) {
        StringBuilder sb = new StringBuilder();
        for (char c : raw.toCharArray()) {
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                sb.append(' ');
            } else if (c >= 32 && c != 127) {
                sb.append(c);
            }
        }
        return sb.toString().trim();
    }

    /** The current game, for tests and tools. */
    public GoGameState state() {
        return go.state();
    }

    private String knownCommand(String[] a) throws GtpFailure {
        GtpArgs.need(a, 1);
        return commands.containsKey(a[0]) ? "true" : "false";
    }
}
