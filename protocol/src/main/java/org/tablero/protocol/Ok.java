package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code OK<TAB>command<TAB>details...}: the command succeeded. */
public record Ok(String command, List<String> details) implements Response {
    public static final String TYPE = "OK";

    public Ok {
        Wire.field(command, "command");
        details = List.copyOf(details);
        for (String d : details) {
            Wire.field(d, "detail");
        }
    }

    /** Shorthand: {@code Ok.of("challenge", "17")}. */
    public static Ok of(String command, String... details) {
        return new Ok(command, List.of(details));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        List<String> fields = new ArrayList<>(details.size() + 2);
        fields.add(TYPE);
        fields.add(command);
        fields.addAll(details);
        return List.of(Wire.join(fields));
    }
}
