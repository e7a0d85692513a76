package org.tablero.server.db;

import java.sql.SQLException;

/** The database failed or could not be reached; reported to clients as {@code INTERNAL}. */
public final class DatabaseException extends RuntimeException {

    public DatabaseException(SQLException cause) {
        super(cause.getMessage(), cause);
    }

    public SQLException sqlException() {
        return (SQLException) getCause();
    }
}
