package org.tablero.protocol;

/**
 * {@code analyzeSgf<TAB>vertex<TAB>sgf} (extension): the life and death of the group on
 * {@code vertex} in the last position of an SGF problem's main line. The SGF travels in one
 * field, so the client turns its line breaks and tabs into spaces first (outside property values
 * SGF reads them as spaces anyway).
 */
public record AnalyzeSgf(String vertex, String sgf) implements Request {
    public static final String COMMAND = "analyzeSgf";

    public AnalyzeSgf {
        Wire.vertex(vertex);
        Wire.field(sgf, "sgf");
    }

    /** An SGF text made fit for one field: every TAB, CR and LF becomes a space. */
    public static String oneField(String sgf) {
        return sgf.replace('\t', ' ').replace('\r', ' ').replace('\n', ' ');
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, vertex, sgf);
    }
}
