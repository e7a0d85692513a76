package org.tablero.server.user;

import java.time.Instant;

/** A registered account: a human player, an administrator or an AI profile. */
public record User(long id, String nick, Role role, boolean human, boolean disabled, Instant createdAt) {

    /** What a user may do beyond playing. */
    public enum Role {
        PLAYER("player"),
        ADMIN("admin");

        private final String dbName;

        Role(String dbName) {
            this.dbName = dbName;
        }

        public String dbName() {
            return dbName;
        }

        public static Role fromDbName(String name) {
            for (Role role : values()) {
                if (role.dbName.equals(name)) {
                    return role;
                }
            }
            throw new IllegalArgumentException("unknown role " + name);
        }
    }
}
