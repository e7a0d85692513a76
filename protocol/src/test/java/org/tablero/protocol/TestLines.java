package org.tablero.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the escaped case files under src/test/resources: \t TAB, \r CR, \\ backslash, \xHH U+00HH. */
public final class TestLines {
    private TestLines() {
    }

    /** The non-blank, non-comment lines of a resource next to this class, unescaped not yet. */
    public static List<String> cases(String resource) {
        InputStream in = TestLines.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("missing test resource " + resource);
        }
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (lines.isEmpty()) {
            throw new IllegalStateException("no cases in " + resource);
        }
        return lines;
    }

    public static String unescape(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char next = text.charAt(++i);
            switch (next) {
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case '\\' -> sb.append('\\');
                case 'x' -> {
                    sb.append((char) Integer.parseInt(text.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> throw new IllegalArgumentException("bad escape in " + text);
            }
        }
        return sb.toString();
    }
}
