package org.tablero.engines.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The GTP client driving our own front-end ({@link GtpMain}) as a subprocess. */
class GtpClientTest {

    @Test
    void drivesASubprocess() throws IOException {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
                GtpMain.class.getName(), "--profile", "default");
        try (GtpClient client = new GtpClient(command)) {
            assertEquals("Tablero", client.sendOk("name"));
            client.sendOk("boardsize 9");
            client.sendOk("play black C3");
            assertEquals("C3", client.sendOk("list_stones black"));
            GtpClient.Response r = client.send("play white C3");
            assertFalse(r.success());
            assertEquals("illegal move", r.text());
            assertThrows(IOException.class, () -> client.sendOk("play white C3"));
            String board = client.sendOk("showboard");
            assertEquals(10, board.split("\n").length);
        }
    }
}
