package org.tablero.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablero.server.ServerMain;
import picocli.CommandLine;

/** The admin CLI on an embedded database, as an operator runs it. */
class AdminCliTest {

    @TempDir
    Path data;

    private record Run(int exit, String out, String err) {
    }

    private Run admin(String stdin, String... args) {
        InputStream oldIn = System.in;
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            String[] all = new String[args.length + 3];
            all[0] = "admin";
            System.arraycopy(args, 0, all, 1, args.length);
            all[args.length + 1] = "--data-dir";
            all[args.length + 2] = data.toString();
            int exit = new CommandLine(new ServerMain()).execute(all);
            return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setIn(oldIn);
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void usersAndProfilesAreAdministeredAndBadInputIsRefused() throws Exception {
        assertEquals(0, admin("s3cret-pass\n", "create-user", "root_admin", "--admin").exit());
        assertEquals(1, admin("s3cret-pass\n", "create-user", "root_admin").exit(), "taken");
        assertEquals(1, admin("short\n", "create-user", "other").exit(), "password too short");
        assertEquals(0, admin("", "create-profile", "dicey", "--description", "Plays at random", "--chain", "random").exit());
        assertEquals(1, admin("", "create-profile", "Randy", "--description", "x", "--chain", "random").exit(), "seeded AI");
        Run refused = admin("", "create-profile", "bad", "--description", "x", "--chain", "teleport");
        assertEquals(1, refused.exit());
        assertTrue(refused.err().contains("unknown engine type teleport"), refused.err());
        assertEquals(0, admin("", "clone-profile", "dicey", "dicey2").exit());

        Run users = admin("", "list-users");
        assertTrue(users.out().lines().anyMatch(l -> l.matches("root_admin\\s+admin\\s+human\\s+enabled")), users.out());
        assertTrue(users.out().lines().anyMatch(l -> l.matches("dicey2\\s+player\\s+ai\\s+enabled")), users.out());
        assertTrue(admin("", "list-profiles").out().lines().anyMatch(l -> l.equals("dicey\tPlays at random\trandom\t-")));

        Path pgn = data.resolve("games.pgn");
        Files.writeString(pgn, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        Run book = admin("", "import-book", "main", pgn.toString());
        assertEquals("imported 1 games, 7 positions", book.out().strip());
        assertEquals("imported 1 games, 7 positions", admin("", "import-games", pgn.toString()).out().strip());
    }
}
