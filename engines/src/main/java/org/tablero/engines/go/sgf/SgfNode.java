package org.tablero.engines.go.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One node of an SGF game tree: its properties in the order read, each with its (unescaped)
 * values, and its children; the first child is the main line, the others are variations.
 */
public final class SgfNode {

    private final Map<String, List<String>> properties = new LinkedHashMap<>();
    private final List<SgfNode> children = new ArrayList<>();

    /** Adds a value to a property (creating it); returns this node for chaining. */
    public SgfNode add(String property, String value) {
        properties.computeIfAbsent(property, k -> new ArrayList<>()).add(value);
        return this;
    }

    /** Replaces a property's values with one value. */
    public SgfNode set(String property, String value) {
        List<String> values = new ArrayList<>();
        values.add(value);
        properties.put(property, values);
        return this;
    }

    public Optional<String> get(String property) {
        List<String> values = properties.get(property);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    public List<String> getAll(String property) {
        List<String> values = properties.get(property);
        return values == null ? List.of() : Collections.unmodifiableList(values);
    }

    public boolean has(String property) {
        return properties.containsKey(property);
    }

    public Map<String, List<String>> properties() {
        return Collections.unmodifiableMap(properties);
    }

    public List<SgfNode> children() {
        return Collections.unmodifiableList(children);
    }

    public SgfNode addChild(SgfNode child) {
        children.add(child);
        return child;
    }

    /** The nodes of the main line from this one: this node, its first child, and so on. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.children.isEmpty() ? null : n.children.get(0)) {
            line.add(n);
        }
        return line;
    }
}
