package org.tablero.client;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads the data files of the tests under {@code src/test/resources/org/tablero/client}. */
public final class TestData {

    private TestData() {
    }

    /** The lines of a data file, without blank lines and {@code #} comments. */
    public static List<String> lines(String name) {
        try (InputStream in = TestData.class.getResourceAsStream("/org/tablero/client/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test data " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
