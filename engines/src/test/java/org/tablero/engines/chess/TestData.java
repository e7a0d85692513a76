package org.tablero.engines.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test helper: reads '|'-separated rows from a test resource, skipping blank and '#' lines. */
public final class TestData {

    private TestData() {
    }

    public static String text(String resource) {
        try (InputStream in = TestData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("test resource missing: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<String[]> rows(String resource, int columns) {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                new java.io.ByteArrayInputStream(text(resource).getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\\|", -1);
                if (cells.length != columns) {
                    throw new IllegalStateException(resource + ": expected " + columns + " columns in: " + line);
                }
                rows.add(cells);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
