package org.tablero.server.db;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * Instants as DATETIME(3) in UTC. Converting through LocalDateTime keeps the JVM's and the
 * database's time zones out of the picture on both H2 and MySQL.
 */
public final class SqlTime {

    private SqlTime() {
    }

    public static LocalDateTime toSql(Instant instant) {
        return LocalDateTime.ofInstant(instant.truncatedTo(ChronoUnit.MILLIS), ZoneOffset.UTC);
    }

    public static Instant read(ResultSet rs, String column) throws SQLException {
        LocalDateTime value = rs.getObject(column, LocalDateTime.class);
        return value == null ? null : value.toInstant(ZoneOffset.UTC);
    }

    /** For callers that only have a Timestamp API at hand. */
    public static Timestamp timestamp(Instant instant) {
        return Timestamp.valueOf(toSql(instant));
    }
}
