package org.tablero.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorResponseTest {

    @Test
    void encodesTheContractLine() {
        assertEquals(List.of("ERROR\t-\tTOO_LONG\tline longer than 8192 bytes"),
                new ErrorResponse("-", ErrorCode.TOO_LONG, "line longer than 8192 bytes").lines());
        assertEquals("ERROR", new ErrorResponse("x", ErrorCode.INTERNAL, "m").type());
    }

    @Test
    void messagesAreMadeSafeForTheWire() {
        ErrorResponse e = new ErrorResponse("login", ErrorCode.INTERNAL, "a\tb\r\nc\u0000d\u007Fe");
        assertEquals("a b  c d e", e.message());
        assertEquals(List.of("ERROR\tlogin\tINTERNAL\ta b  c d e"), e.lines());
        assertEquals(e, ResponseReader.parse(e.lines()));
    }

    @Test
    void messagesAreNeverEmpty() {
        ErrorResponse e = new ErrorResponse("resign", ErrorCode.NO_SUCH_MATCH, "");
        assertEquals("NO_SUCH_MATCH", e.message());
        assertEquals(e, ResponseReader.parse(e.lines()));
    }

    @Test
    void protocolErrorsBecomeErrorResponses() {
        assertEquals(new ErrorResponse("-", ErrorCode.MALFORMED, "empty line"),
                new ProtocolError("-", ErrorCode.MALFORMED, "empty line").toResponse());
    }

    @Test
    void theCommandMustBeAField() {
        assertThrows(IllegalArgumentException.class, () -> new ErrorResponse("", ErrorCode.INTERNAL, "m"));
        assertThrows(IllegalArgumentException.class, () -> new ErrorResponse("a\tb", ErrorCode.INTERNAL, "m"));
    }
}
