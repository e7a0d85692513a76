package org.tablero.engines.go.sgf;

import java.util.List;
import java.util.Map;

/** Writes an {@link SgfNode} tree as SGF text, escaping {@code ]} and {@code \} in values. */
public final class SgfWriter {

    private SgfWriter() {
    }

    public static String write(SgfNode root) {
        StringBuilder sb = new StringBuilder();
        tree(sb, root);
        return sb.append('\n').toString();
    }

    private static void tree(StringBuilder sb, SgfNode start) {
        sb.append('(');
        SgfNode node = start;
        while (true) {
            node(sb, node);
            List<SgfNode> children = node.children();
            if (children.size() == 1) {
                node = children.get(0);
                continue;
            }
            for (SgfNode child : children) {
                sb.append('\n');
                tree(sb, child);
            }
            break;
        }
        sb.append(')');
    }

    private static void node(StringBuilder sb, SgfNode node) {
        sb.append(';');
        for (Map.Entry<String, List<String>> e : node.properties().entrySet()) {
            sb.append(e.getKey());
            for (String value : e.getValue()) {
                sb.append('[').append(escape(value)).append(']');
            }
        }
    }

    /** Escapes a property value: {@code ]} and {@code \} get a backslash. */
    public static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}
