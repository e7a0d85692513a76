package org.tablero.engines.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Writing SGF text, and reading back what was written. */
class SgfWriterTest {

    @Test
    void escapesBracketsAndBackslashes() throws Exception {
        SgfNode root = new SgfNode().set("GM", "1").set("C", "a ] b \\ c");
        String text = SgfWriter.write(root);
        assertEquals("(;GM[1]C[a \\] b \\\\ c])\n", text);
        assertEquals("a ] b \\ c", SgfReader.read(text).get("C").orElseThrow());
    }

    @Test
    void variationsRoundTrip() throws Exception {
        String text = SgfReaderTest.resource("variations.sgf");
        SgfNode root = SgfReader.read(text);
        String written = SgfWriter.write(root);
        SgfNode again = SgfReader.read(written);
        assertEquals(written, SgfWriter.write(again));
        assertEquals(root.properties(), again.properties());
        assertEquals(2, again.children().get(0).children().get(0).children().size());
    }
}
