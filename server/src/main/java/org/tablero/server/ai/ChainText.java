package org.tablero.server.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text form of an engine chain and of evaluation weights, as the admin commands and the
 * admin view write them: {@code book > alphabeta(depth=8,threads=2,sorter=standard) > random}
 * and {@code material=1.0,mobility=0.1}. {@code sorter} is the seed's promising sorter; every other
 * key is an engine parameter.
 */
public final class ChainText {

    private static final Pattern ENGINE = Pattern.compile("([a-z][a-z0-9_-]*)(?:\\((.*)\\))?");
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_.]*");
    private static final String SORTER = "sorter";

    private ChainText() {
    }

    public static List<EngineSpec> parseChain(String text) {
        List<EngineSpec> chain = new ArrayList<>();
        for (String part : text.split(">")) {
            Matcher m = ENGINE.matcher(part.strip());
            if (!m.matches()) {
                throw new IllegalArgumentException("not an engine: '" + part.strip() + "' (write type or type(key=value,...))");
            }
            Map<String, String> params = m.group(2) == null ? Map.of() : pairs(m.group(2));
            Map<String, String> rest = new TreeMap<>(params);
            Optional<String> sorter = Optional.ofNullable(rest.remove(SORTER));
            chain.add(new EngineSpec(m.group(1), sorter, rest));
        }
        return chain;
    }

    public static String formatChain(List<EngineSpec> chain) {
        List<String> parts = new ArrayList<>();
        for (EngineSpec e : chain) {
            Map<String, String> params = new TreeMap<>(e.params());
            e.sorter().ifPresent(s -> params.put(SORTER, s));
            parts.add(params.isEmpty() ? e.type() : e.type() + "(" + join(params) + ")");
        }
        return String.join(" > ", parts);
    }

    /** Weights as {@code name=number,...}, or {@code -} for none. */
    public static Map<String, Double> parseWeights(String text) {
        Map<String, Double> weights = new LinkedHashMap<>();
        if (text.strip().equals("-")) {
            return weights;
        }
        for (Map.Entry<String, String> e : pairs(text).entrySet()) {
            try {
                double value = Double.parseDouble(e.getValue());
                if (Double.isNaN(value) || Double.isInfinite(value)) {
                    throw new NumberFormatException();
                }
                weights.put(e.getKey(), value);
            } catch (NumberFormatException bad) {
                throw new IllegalArgumentException("weight " + e.getKey() + " must be a number, not " + e.getValue());
            }
        }
        return weights;
    }

    public static String formatWeights(Map<String, Double> weights) {
        if (weights.isEmpty()) {
            return "-";
        }
        Map<String, String> sorted = new TreeMap<>();
        weights.forEach((k, v) -> sorted.put(k, Double.toString(v)));
        return join(sorted);
    }

    private static Map<String, String> pairs(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String item : text.split(",")) {
            String[] kv = item.strip().split("=", 2);
            if (kv.length != 2 || !KEY.matcher(kv[0].strip()).matches() || kv[1].isBlank()) {
                throw new IllegalArgumentException("not key=value: '" + item.strip() + "'");
            }
            if (out.put(kv[0].strip(), kv[1].strip()) != null) {
                throw new IllegalArgumentException(kv[0].strip() + " is given twice");
            }
        }
        return out;
    }

    private static String join(Map<String, String> params) {
        List<String> items = new ArrayList<>();
        params.forEach((k, v) -> items.add(k + "=" + v));
        return String.join(",", items);
    }
}
