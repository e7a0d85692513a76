package org.tablero.server.user;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.DatabaseException;
import org.tablero.server.db.Jdbc;

/** Accounts: registration, authentication and the administration of users. */
public final class UserService {

    /** Why a login was refused; the wording is what {@code loginAnswer WRONG} carries. */
    public enum LoginFailure {
        WRONG_CREDENTIALS("wrong nick or password"),
        DISABLED("account disabled");

        private final String reason;

        LoginFailure(String reason) {
            this.reason = reason;
        }

        public String reason() {
            return reason;
        }
    }

    /** The outcome of a login: the user, or why not. */
    public record LoginResult(Optional<User> user, LoginFailure failure) {
        static LoginResult ok(User user) {
            return new LoginResult(Optional.of(user), null);
        }

        static LoginResult refused(LoginFailure failure) {
            return new LoginResult(Optional.empty(), failure);
        }
    }

    private final Jdbc jdbc;
    private final UserRepository users;
    private final PasswordHasher hasher;
    private final Clock clock;
    private final AccountChanges changes;

    public UserService(Jdbc jdbc, UserRepository users, PasswordHasher hasher, Clock clock, AccountChanges changes) {
        this.jdbc = jdbc;
        this.users = users;
        this.hasher = hasher;
        this.clock = clock;
        this.changes = changes;
    }

    /** Creates a human account; {@code TAKEN} when the nick (compared without case) exists. */
    public User register(String nick, String password, User.Role role) {
        String hash = hasher.hash(password);
        try {
            User user = jdbc.inTransaction(c -> users.insert(c, nick, hash, role, true, clock.instant()));
            changes.changed();
            return user;
        } catch (DatabaseException e) {
            if (Jdbc.isDuplicateKey(e.sqlException())) {
                throw new ServiceException(ErrorCode.TAKEN, "nick " + nick + " is taken");
            }
            throw e;
        }
    }

    /** Checks a nick and password; unknown nicks cost as much time as wrong passwords. */
    public LoginResult login(String nick, String password) {
        Optional<UserRepository.Credentials> found = jdbc.read(c -> users.findCredentials(c, nick));
        if (found.isEmpty() || found.get().passwordHash() == null) {
            hasher.verifyDecoy(password);
            return LoginResult.refused(LoginFailure.WRONG_CREDENTIALS);
        }
        if (!hasher.verify(password, found.get().passwordHash())) {
            return LoginResult.refused(LoginFailure.WRONG_CREDENTIALS);
        }
        User user = found.get().user();
        return user.disabled() ? LoginResult.refused(LoginFailure.DISABLED) : LoginResult.ok(user);
    }

    public Optional<User> findByNick(String nick) {
        return jdbc.read(c -> users.findByNick(c, nick));
    }

    public List<User> listEnabled() {
        return jdbc.read(users::listEnabled);
    }

    public List<User> listAll() {
        return jdbc.read(users::listAll);
    }

    public void setRole(String nick, User.Role role) {
        User user = existing(nick);
        jdbc.inTransaction(c -> users.updateRole(c, user.id(), role));
        changes.changed();
    }

    public void setDisabled(String nick, boolean disabled) {
        User user = existing(nick);
        jdbc.inTransaction(c -> users.updateDisabled(c, user.id(), disabled));
        changes.changed();
    }

    public void resetPassword(String nick, String password) {
        User user = existing(nick);
        if (!user.human()) {
            throw new ServiceException(ErrorCode.UNSUPPORTED, nick + " is an AI user and has no password");
        }
        String hash = hasher.hash(password);
        jdbc.inTransaction(c -> users.updatePasswordHash(c, user.id(), hash));
    }

    /** Deletes a user that never played nor challenged; others must be disabled instead. */
    public void delete(String nick) {
        User user = existing(nick);
        jdbc.inTransaction(c -> {
            if (users.hasGames(c, user.id())) {
                throw new ServiceException(ErrorCode.UNSUPPORTED, nick + " has games or challenges; disable the account instead");
            }
            users.delete(c, user.id());
            return null;
        });
        changes.changed();
    }

    private User existing(String nick) {
        return findByNick(nick).orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_USER, "no user " + nick));
    }
}
