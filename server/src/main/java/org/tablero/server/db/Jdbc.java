package org.tablero.server.db;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Runs units of work on pooled connections. Repositories take the {@link Connection} they work on,
 * so a service composes several of them inside one transaction.
 */
public final class Jdbc {

    /** SQLState class of deadlocks and serialization failures: the whole transaction may be retried. */
    private static final String TRANSACTION_ROLLBACK = "40";
    private static final int ATTEMPTS = 3;

    private final DataSource dataSource;

    public Jdbc(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A piece of JDBC work. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} in auto-commit mode: for single statements and reads. */
    public <T> T read(Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /**
     * Runs {@code work} in one transaction, committed when it returns and rolled back when it
     * throws. A transaction the database aborted as a deadlock victim is run again.
     */
    public <T> T inTransaction(Work<T> work) {
        for (int attempt = 1; ; attempt++) {
            try (Connection connection = dataSource.getConnection()) {
                return runInTransaction(connection, work);
            } catch (SQLException e) {
                if (attempt >= ATTEMPTS || !isRetryable(e)) {
                    throw new DatabaseException(e);
                }
            }
        }
    }

    private static <T> T runInTransaction(Connection connection, Work<T> work) throws SQLException {
        connection.setAutoCommit(false);
        try {
            T result = work.run(connection);
            connection.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            rollbackQuietly(connection, e);
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    private static void rollbackQuietly(Connection connection, Exception cause) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            cause.addSuppressed(rollbackFailure);
        }
    }

    private static boolean isRetryable(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith(TRANSACTION_ROLLBACK);
    }

    /** True when {@code e} is a violation of a unique or primary key. */
    public static boolean isDuplicateKey(SQLException e) {
        String state = e.getSQLState();
        // 23000 on MySQL/MariaDB, 23505 on H2 and standard SQL.
        return state != null && (state.equals("23505") || (state.equals("23000") && e.getErrorCode() == 1062));
    }
}
