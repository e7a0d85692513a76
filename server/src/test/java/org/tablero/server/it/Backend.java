package org.tablero.server.it;

/** The databases every protocol test runs against. */
public enum Backend {
    EMBEDDED,
    MYSQL
}
