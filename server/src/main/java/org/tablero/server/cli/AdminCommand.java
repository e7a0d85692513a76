package org.tablero.server.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.Callable;
import org.tablero.protocol.Wire;
import org.tablero.server.Platform;
import org.tablero.server.command.ServiceException;
import org.tablero.server.user.PasswordHasher;
import org.tablero.server.user.User;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code admin}: user administration straight on the database. With the embedded database the
 * server must be stopped first (the database files are locked while it runs).
 */
@Command(name = "admin", mixinStandardHelpOptions = true,
        description = "Administers users, AI profiles, opening books and historical games directly in the database.",
        subcommands = {AdminCommand.ListUsers.class, AdminCommand.CreateUser.class, AdminCommand.SetRole.class,
            AdminCommand.Disable.class, AdminCommand.Enable.class, AdminCommand.ResetPassword.class,
            AdminCommand.DeleteUser.class, ProfileCommands.ListProfiles.class, ProfileCommands.CreateProfile.class,
            ProfileCommands.UpdateProfile.class, ProfileCommands.CloneProfile.class, ProfileCommands.ImportBook.class,
            ProfileCommands.ImportGames.class})
public final class AdminCommand implements Runnable {

    @Override
    public void run() {
        System.err.println("name an admin command; see admin --help");
    }

    /** Base of the admin commands: opens the platform, runs, reports refusals as exit code 1. */
    abstract static class Base implements Callable<Integer> {
        @Mixin
        DatabaseOptions database;

        @Override
        public Integer call() {
            try (Platform platform = new Platform(database.toConfig(), PasswordHasher.DEFAULT_COST, Clock.systemUTC())) {
                run(platform);
                return 0;
            } catch (ServiceException e) {
                System.err.println("refused (" + e.code() + "): " + e.getMessage());
                return 1;
            } catch (IllegalArgumentException e) {
                System.err.println("refused: " + e.getMessage());
                return 1;
            }
        }

        abstract void run(Platform platform);
    }

    @Command(name = "list-users", description = "Lists every user: nick, role, human or ai, enabled or disabled.")
    static final class ListUsers extends Base {
        @Override
        void run(Platform platform) {
            for (User u : platform.users().listAll()) {
                System.out.printf("%-20s %-6s %-5s %s%n", u.nick(), u.role().dbName(), u.human() ? "human" : "ai",
                        u.disabled() ? "disabled" : "enabled");
            }
        }
    }

    @Command(name = "create-user", description = "Creates a human user; the password is read from standard input.")
    static final class CreateUser extends Base {
        @Parameters(index = "0", description = "Nick ([A-Za-z0-9_-]{2,20}).")
        String nick;

        @Option(names = "--admin", description = "Give the user the admin role.")
        boolean admin;

        @Override
        void run(Platform platform) {
            if (!Wire.isValidNick(nick)) {
                throw new IllegalArgumentException("a nick is 2 to 20 of A-Z a-z 0-9 _ -");
            }
            User user = platform.users().register(nick, readPassword(), admin ? User.Role.ADMIN : User.Role.PLAYER);
            System.out.println("created " + user.nick() + " (" + user.role().dbName() + ")");
        }
    }

    @Command(name = "set-role", description = "Sets a user's role: player or admin.")
    static final class SetRole extends Base {
        @Parameters(index = "0")
        String nick;

        @Parameters(index = "1", description = "player or admin")
        String role;

        @Override
        void run(Platform platform) {
            platform.users().setRole(nick, User.Role.fromDbName(role));
            System.out.println(nick + " is now " + role);
        }
    }

    @Command(name = "disable", description = "Disables a user: it can no longer log in or be challenged.")
    static final class Disable extends Base {
        @Parameters(index = "0")
        String nick;

        @Override
        void run(Platform platform) {
            platform.users().setDisabled(nick, true);
            System.out.println(nick + " disabled");
        }
    }

    @Command(name = "enable", description = "Enables a disabled user again.")
    static final class Enable extends Base {
        @Parameters(index = "0")
        String nick;

        @Override
        void run(Platform platform) {
            platform.users().setDisabled(nick, false);
            System.out.println(nick + " enabled");
        }
    }

    @Command(name = "delete-user", description = "Deletes a user that has no games or challenges (disable the others).")
    static final class DeleteUser extends Base {
        @Parameters(index = "0")
        String nick;

        @Override
        void run(Platform platform) {
            platform.users().delete(nick);
            System.out.println(nick + " deleted");
        }
    }

    @Command(name = "reset-password", description = "Sets a new password, read from standard input.")
    static final class ResetPassword extends Base {
        @Parameters(index = "0")
        String nick;

        @Override
        void run(Platform platform) {
            platform.users().resetPassword(nick, readPassword());
            System.out.println("password of " + nick + " reset");
        }
    }

    /** One line from standard input, so passwords never appear in the process list or shell history. */
    static String readPassword() {
        try {
            var console = System.console();
            String password = console != null
                    ? new String(console.readPassword("password: "))
                    : new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            if (password == null || !Wire.isValidPassword(password)) {
                throw new IllegalArgumentException("a password is 6 to 128 characters without TAB, CR or LF");
            }
            return password;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the password", e);
        }
    }
}
