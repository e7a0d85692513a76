package org.tablero.engines.chess.format.pgn;

/**
 * Splits PGN text into tokens, dropping what an importer never needs: comments ({@code {}} and
 * {@code ;}), {@code %} escape lines, NAGs and move numbers. Each token knows its line.
 */
final class PgnLexer {

    /** Token kinds. */
    enum Type { TAG, SYMBOL, RESULT, OPEN_VARIATION, CLOSE_VARIATION, ERROR, END }

    /** A token; for TAG, {@code text} is the name and {@code value} the string. */
    record Token(Type type, String text, String value, int line) {
    }

    private final String src;
    private int pos;
    private int line = 1;

    PgnLexer(String src) {
        this.src = src;
    }

    int line() {
        return line;
    }

    Token next() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                line++;
                pos++;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '%' && (pos == 0 || src.charAt(pos - 1) == '\n')) {
                skipLine();
            } else if (c == ';') {
                skipLine();
            } else if (c == '{') {
                int start = line;
                int close = src.indexOf('}', pos);
                if (close < 0) {
                    pos = src.length();
                    return new Token(Type.ERROR, "unterminated comment starting at line " + start, null, start);
                }
                countLines(pos, close);
                pos = close + 1;
            } else if (c == '$') {
                pos++;
                while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
                    pos++;
                }
            } else if (c == '(') {
                pos++;
                return new Token(Type.OPEN_VARIATION, "(", null, line);
            } else if (c == ')') {
                pos++;
                return new Token(Type.CLOSE_VARIATION, ")", null, line);
            } else if (c == '[') {
                return tag();
            } else {
                Token t = symbol();
                if (t != null) {
                    return t;
                }
            }
        }
        return new Token(Type.END, "", null, line);
    }

    /** Skips the rest of the current line, after an error, so the next tag section can be found. */
    void skipLine() {
        while (pos < src.length() && src.charAt(pos) != '\n') {
            pos++;
        }
    }

    private void countLines(int from, int to) {
        for (int i = from; i < to; i++) {
            if (src.charAt(i) == '\n') {
                line++;
            }
        }
    }

    private Token tag() {
        int at = line;
        int end = src.indexOf('\n', pos);
        String text = src.substring(pos, end < 0 ? src.length() : end);
        java.util.regex.Matcher m = TAG.matcher(text);
        if (!m.lookingAt()) {
            skipLine();
            return new Token(Type.ERROR, "malformed tag pair: " + text.strip(), null, at);
        }
        pos += m.end();
        String value = m.group(2).replace("\\\"", "\"").replace("\\\\", "\\");
        return new Token(Type.TAG, m.group(1), value, at);
    }

    private static final java.util.regex.Pattern TAG =
            java.util.regex.Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");

    private Token symbol() {
        int start = pos;
        while (pos < src.length() && isSymbolChar(src.charAt(pos))) {
            pos++;
        }
        if (pos == start) {
            pos++;
            return new Token(Type.ERROR, "unexpected character '" + src.charAt(start) + "'", null, line);
        }
        String text = src.substring(start, pos);
        if (text.equals("1-0") || text.equals("0-1") || text.equals("1/2-1/2") || text.equals("*")) {
            return new Token(Type.RESULT, text, null, line);
        }
        // Move numbers ("12.", "12...") may be glued to the move ("12.e4").
        int i = 0;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        if (i > 0 && i < text.length() && text.charAt(i) == '.') {
            while (i < text.length() && text.charAt(i) == '.') {
                i++;
            }
            text = text.substring(i);
        } else if (text.chars().allMatch(ch -> ch == '.')) {
            text = "";
        }
        return text.isEmpty() ? null : new Token(Type.SYMBOL, text, null, line);
    }

    private static boolean isSymbolChar(char c) {
        return Character.isLetterOrDigit(c) || "_+#=:-/.!?*".indexOf(c) >= 0;
    }
}
