package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code admin<TAB>action<TAB>arg…}: an administration command (Tablero extension, admin users
 * only). The server checks each action's arguments; docs/protocol.md lists the actions.
 */
public record Admin(String action, List<String> args) implements Request {
    public static final String COMMAND = "admin";

    public Admin {
        Wire.field(action, "action");
        args = List.copyOf(args);
        args.forEach(a -> Wire.field(a, "argument"));
    }

    public static Admin of(String action, String... args) {
        return new Admin(action, List.of(args));
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        List<String> fields = new ArrayList<>(args.size() + 2);
        fields.add(COMMAND);
        fields.add(action);
        fields.addAll(args);
        return Wire.join(fields);
    }

    /** Arguments may hold passwords: never printed. */
    @Override
    public String toString() {
        return "Admin[action=" + action + ", " + args.size() + " args]";
    }
}
