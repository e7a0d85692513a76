package org.tablero.protocol;

import java.util.List;

/** {@code loginAnswer<TAB>OK<TAB>serverVersion} or {@code loginAnswer<TAB>WRONG<TAB>reason}. */
public record LoginAnswer(boolean ok, String detail) implements Response {
    public static final String TYPE = "loginAnswer";
    public static final String OK = "OK";
    public static final String WRONG = "WRONG";

    public LoginAnswer {
        Wire.field(detail, "detail");
    }

    public static LoginAnswer ok(String serverVersion) {
        return new LoginAnswer(true, serverVersion);
    }

    public static LoginAnswer wrong(String reason) {
        return new LoginAnswer(false, reason);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        return List.of(Wire.line(TYPE, ok ? OK : WRONG, detail));
    }
}
