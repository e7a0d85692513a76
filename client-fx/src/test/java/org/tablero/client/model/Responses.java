package org.tablero.client.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tablero.protocol.Response;
import org.tablero.protocol.ResponseReader;

/** Reads named blocks of wire lines ({@code === name} then the lines) in test resources as protocol responses. */
public final class Responses {

    private Responses() {
    }

    static <T extends Response> T named(String name, Class<T> type) {
        return named("/org/tablero/client/responses.txt", name, type);
    }

    /** The block {@code name} of the resource file {@code resource}, read as a response of {@code type}. */
    public static <T extends Response> T named(String resource, String name, Class<T> type) {
        try (InputStream in = Responses.class.getResourceAsStream(resource)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<String> lines = null;
            for (String line : text.split("\n")) {
                if (line.startsWith("=== ")) {
                    if (lines != null) {
                        break;
                    }
                    if (line.substring(4).equals(name)) {
                        lines = new ArrayList<>();
                    }
                } else if (lines != null && !line.isEmpty()) {
                    lines.add(line);
                }
            }
            if (lines == null) {
                throw new IllegalArgumentException("no block " + name);
            }
            return type.cast(ResponseReader.parse(lines));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
