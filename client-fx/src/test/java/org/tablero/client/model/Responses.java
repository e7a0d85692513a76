package org.tablero.client.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tablero.protocol.Response;
import org.tablero.protocol.ResponseReader;

/** Reads the named blocks of wire lines in {@code responses.txt} as protocol responses. */
final class Responses {

    private Responses() {
    }

    static <T extends Response> T named(String name, Class<T> type) {
        try (InputStream in = Responses.class.getResourceAsStream("/org/tablero/client/responses.txt")) {
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
