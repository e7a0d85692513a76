package org.tablero.engines.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** Parsing SGF text: escapes, variations, unknown properties, old-style names, clear errors. */
class SgfReaderTest {

    static String resource(String name) throws IOException {
        try (InputStream in = SgfReaderTest.class.getResourceAsStream("/go/sgf/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsPropertiesEscapesAndVariations() throws Exception {
        SgfNode root = SgfReader.read(resource("variations.sgf"));
        assertEquals("Black ] player", root.get("PB").orElseThrow());
        assertEquals("White\\player", root.get("PW").orElseThrow());
        assertEquals("A comment\nover two lines", root.get("C").orElseThrow());
        assertEquals("unknown property kept", root.get("XX").orElseThrow());
        SgfNode branch = root.children().get(0).children().get(0);
        assertEquals(2, branch.children().size());
        assertEquals("cg", branch.children().get(0).get("B").orElseThrow());
        assertEquals("gg", branch.children().get(1).get("B").orElseThrow());
        assertEquals(6, root.mainLine().size());
    }

    @Test
    void oldStylePropertyNamesAndPointLists() throws Exception {
        SgfNode root = SgfReader.read(resource("ff3-problem.sgf"));
        assertEquals(List.of("aa", "ba"), root.getAll("AB"));
        assertEquals("1", root.get("GM").orElseThrow());
        assertEquals(List.of("ab:bb"), root.getAll("AW"));
    }

    @Test
    void softLineBreaksDisappear() throws Exception {
        assertEquals("ab", SgfReader.read("(;C[a\\\nb])").get("C").orElseThrow());
    }

    /**
     * GNU Go's regression game owl42.sgf ends without its closing parenthesis; GNU Go loads it,
     * and so does {@code readFile}, for GTP's loadsgf. An upload read by {@code read} that ends
     * early is refused (malformed.txt), and so is a value cut off inside its brackets by both.
     */
    @Test
    void filesMayLeaveTheirGameTreesOpenAtTheEnd(@TempDir Path dir) throws Exception {
        Path open = Files.writeString(dir.resolve("open.sgf"), "(;GM[1]SZ[9]AB[ee]PL[W]\n(;W[cc];B[dd]");
        SgfNode root = SgfReader.readFile(open);
        assertEquals("W", root.get("PL").orElseThrow());
        assertEquals(3, root.mainLine().size());
        assertThrows(SgfException.class, () -> SgfReader.read("(;GM[1]SZ[9]AB[ee]PL[W]"));
        Path cutOff = Files.writeString(dir.resolve("cut.sgf"), "(;GM[1]SZ[9];B[ee");
        SgfException cut = assertThrows(SgfException.class, () -> SgfReader.readFile(cutOff));
        assertTrue(cut.getMessage().contains("missing ']'"), cut.getMessage());
    }

    @Test
    void readsCollections() throws Exception {
        assertEquals(2, SgfReader.readCollection("(;GM[1]SZ[9]) (;GM[1]SZ[13])").size());
    }

    @Test
    void decodesUtf8WithoutItsByteOrderMarkElseLatin1() throws Exception {
        byte[] utf8 = "\uFEFF(;GM[1]SZ[9]C[caf\u00e9])".getBytes(StandardCharsets.UTF_8);
        assertEquals("(;GM[1]SZ[9]C[caf\u00e9])", SgfReader.decode(utf8));
        byte[] latin1 = "(;GM[1]SZ[9]C[caf\u00e9])".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals("(;GM[1]SZ[9]C[caf\u00e9])", SgfReader.decode(latin1));
        assertEquals("caf\u00e9", SgfReader.read(SgfReader.decode(latin1)).get("C").get());
        assertEquals(9, SgfGame.load(SgfReader.read("\uFEFF(;GM[1]SZ[9])"), Integer.MAX_VALUE).size());
    }

    /** The end of GNU Go's regression game rbm-bobk-200303111815.sgf: an empty last node, then a signature. */
    @Test
    void textAfterTheLastGameTreeIsIgnored() throws Exception {
        List<SgfNode> games = SgfReader.readCollection("(;GM[1]SZ[9];B[ee];W[cc];)\n\n---\n");
        assertEquals(1, games.size());
        assertEquals(2, SgfGame.load(games.get(0), Integer.MAX_VALUE).moves().size());
        assertEquals(2, SgfReader.readCollection("(;GM[1]SZ[9])(;GM[1]SZ[13]) -- sent from my phone").size());
    }

    @TestFactory
    Stream<DynamicTest> malformedSgfGivesClearErrors() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : resource("malformed.txt").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\|");
            tests.add(DynamicTest.dynamicTest(f[0], () -> {
                SgfException e = assertThrows(SgfException.class, () -> SgfGame.load(f[1]));
                assertTrue(e.getMessage().contains(f[2]), e.getMessage());
            }));
        }
        assertTrue(tests.size() >= 15);
        return tests.stream();
    }
}
