package org.tablero.engines.go.sgf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses SGF (FF[4], and the FF[3] habit of lower-case letters in property names) into trees of
 * {@link SgfNode}. Unknown properties and variations are kept; errors name the line and column.
 * Text after the last game tree is ignored, as GNU Go does: files saved from game servers and
 * mail often end with a signature (GNU Go's own regression game rbm-bobk-200303111815.sgf ends
 * with "---"); so is a byte order mark in front. {@link #decode} turns a file's bytes into text.
 * A game tree left open at the end of the text is an error for {@link #read}, which reads what
 * players upload (a truncated upload must not load as a shorter game), and is closed there by
 * {@link #readFile}, which reads files as GNU Go's {@code loadsgf} does.
 */
public final class SgfReader {

    private static final String BOM = "\uFEFF";

    private final String text;
    /** Whether game trees still open at the end of the text are closed there (see {@link #readFile}). */
    private final boolean closeAtEnd;
    private int pos;

    private SgfReader(String text, boolean closeAtEnd) {
        this.text = text;
        this.closeAtEnd = closeAtEnd;
    }

    /**
     * The text of an SGF file: UTF-8 where the bytes are valid UTF-8 (a byte order mark dropped),
     * else ISO-8859-1, FF[4]'s charset when CA names none and the one older files were written in
     * (GNU Go's regression games nicklas12.sgf, trevor_42.sgf). Every property that matters to a
     * game is ASCII, so a comment read in the wrong charset is the worst that can happen.
     */
    public static String decode(byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith(BOM) ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    /** The game trees of an SGF collection (at least one), up to the first text that starts none. */
    public static List<SgfNode> readCollection(String text) throws SgfException {
        return readCollection(text, false);
    }

    private static List<SgfNode> readCollection(String text, boolean closeAtEnd) throws SgfException {
        SgfReader reader = new SgfReader(text, closeAtEnd);
        List<SgfNode> games = new ArrayList<>();
        if (text.startsWith(BOM)) {
            reader.pos = 1;
        }
        reader.skipSpace();
        while (reader.pos < text.length()) {
            if (text.charAt(reader.pos) != '(') {
                if (!games.isEmpty()) {
                    break;
                }
                throw reader.error("expected '(' to start a game tree");
            }
            games.add(reader.gameTree());
            reader.skipSpace();
        }
        if (games.isEmpty()) {
            throw new SgfException("SGF: no game tree found");
        }
        return games;
    }

    /** The first game tree's root node. */
    public static SgfNode read(String text) throws SgfException {
        return readCollection(text).get(0);
    }

    /**
     * The first game tree of an SGF file, as GNU Go's {@code loadsgf} reads one: its bytes
     * {@linkplain #decode decoded}, and game trees still open where the text ends closed there
     * (its regression game owl42.sgf lacks its last ')'); a value cut off inside its brackets is
     * still an error. For GTP {@code loadsgf} and the tools; uploads go through {@link #read}.
     */
    public static SgfNode readFile(Path file) throws IOException, SgfException {
        return readCollection(decode(Files.readAllBytes(file)), true).get(0);
    }

    private SgfNode gameTree() throws SgfException {
        pos++; // '('
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != ';') {
            throw error("a game tree must start with a node ';'");
        }
        SgfNode root = null;
        SgfNode last = null;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                if (closeAtEnd) {
                    return root;
                }
                throw error("unexpected end of SGF: missing ')'");
            }
            char c = text.charAt(pos);
            if (c == ';') {
                pos++;
                SgfNode node = node();
                if (root == null) {
                    root = node;
                } else {
                    last.addChild(node);
                }
                last = node;
            } else if (c == '(') {
                last.addChild(gameTree());
            } else if (c == ')') {
                pos++;
                return root;
            } else {
                throw error("unexpected character '" + c + "'");
            }
        }
    }

    private SgfNode node() throws SgfException {
        SgfNode node = new SgfNode();
        while (true) {
            skipSpace();
            if (pos >= text.length() || !Character.isLetter(text.charAt(pos))) {
                return node;
            }
            StringBuilder ident = new StringBuilder();
            while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
                char c = text.charAt(pos++);
                if (Character.isUpperCase(c)) {
                    ident.append(c);
                }
            }
            if (ident.length() == 0) {
                throw error("property name without upper-case letters");
            }
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != '[') {
                throw error("property " + ident + " has no value");
            }
            while (pos < text.length() && text.charAt(pos) == '[') {
                node.add(ident.toString(), value());
                skipSpace();
            }
        }
    }

    private String value() throws SgfException {
        int start = pos;
        pos++; // '['
        StringBuilder sb = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == ']') {
                return sb.toString();
            }
            if (c == '\\') {
                if (pos >= text.length()) {
                    break;
                }
                char escaped = text.charAt(pos++);
                // A backslash before a line break is a soft break: both disappear.
                if (escaped == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
                    pos++;
                } else if (escaped == '\n' && pos < text.length() && text.charAt(pos) == '\r') {
                    pos++;
                } else if (escaped != '\n' && escaped != '\r') {
                    sb.append(escaped);
                }
                continue;
            }
            sb.append(c);
        }
        pos = start;
        throw error("unterminated property value: missing ']'");
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private SgfException error(String message) {
        int line = 1;
        int col = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new SgfException("SGF line " + line + " column " + col + ": " + message);
    }
}
