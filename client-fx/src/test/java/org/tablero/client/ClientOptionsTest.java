package org.tablero.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClientOptionsTest {

    @Test
    void defaultsToLocalhostOnTheServerPort() {
        assertEquals(new ClientOptions("localhost", 7777, ClientOptions.DEFAULT_POLL_INTERVAL), ClientOptions.parse(List.of()));
    }

    @Test
    void readsHostAndPort() {
        assertEquals(new ClientOptions("example.org", 9000), ClientOptions.parse(List.of("--host", "example.org", "--port", "9000")));
    }

    @Test
    void refusesUnknownArguments() {
        assertThrows(IllegalArgumentException.class, () -> ClientOptions.parse(List.of("--colour", "blue")));
    }

    @Test
    void readsThePollInterval() {
        assertEquals(java.time.Duration.ofMillis(500), ClientOptions.parse(List.of("--poll-ms", "500")).pollInterval());
        assertThrows(IllegalArgumentException.class, () -> ClientOptions.parse(List.of("--poll-ms", "5")));
    }

    @Test
    void tlsIsAskedForWithTlsOrATrustedCertificate() {
        assertEquals(true, ClientOptions.parse(List.of("--tls")).tls());
        ClientOptions pinned = ClientOptions.parse(List.of("--trust-cert", "server.pem"));
        assertEquals(true, pinned.tls());
        assertEquals(java.util.Optional.of(java.nio.file.Path.of("server.pem")), pinned.trustCert());
        assertEquals(false, ClientOptions.parse(List.of()).tls());
    }
}
