package org.tablero.client.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.client.model.Responses;
import org.tablero.protocol.AdminAnswer;

/** Reading the rows of the admin listings, from wire lines in {@code admin-answers.txt}. */
class AdminRowsTest {

    @Test
    void readsUsersWithRoleKindAndState() {
        List<AdminUser> users = rows("users").stream().map(AdminUser::of).toList();
        assertEquals(4, users.size());
        assertEquals(new AdminUser("root", "admin", true, true), users.get(0));
        assertTrue(users.get(0).admin());
        assertFalse(users.get(1).admin());
        assertFalse(users.get(2).enabled());
        assertFalse(users.get(3).human());
    }

    @Test
    void readsProfilesKeepingTheServersText() {
        List<AiProfileRow> profiles = rows("profiles").stream().map(AiProfileRow::of).toList();
        assertEquals(new AiProfileRow("rnd", "-", "random", "-"), profiles.get(0));
        assertEquals("Plays hard, thinks long", profiles.get(1).description());
        assertEquals("book > alphabeta(depth=8,threads=2,sorter=standard) > random", profiles.get(1).chain());
        assertEquals("material=1.0,mobility=0.25", profiles.get(1).weights());
    }

    @Test
    void readsStats() {
        List<StatRow> stats = rows("stats").stream().map(StatRow::of).toList();
        assertEquals(List.of(new StatRow("connections.open", "4"), new StatRow("moves.latency.p99_ms", "12.5"),
                new StatRow("users.online", "2")), stats);
        assertTrue(rows("empty").isEmpty());
    }

    @Test
    void refusesRowsItCannotRead() {
        List<String> badKind = rows("bad-user").get(0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AdminUser.of(badKind)).getMessage().contains("robot"));
        List<String> shortRow = rows("short-profile").get(0);
        assertThrows(IllegalArgumentException.class, () -> AiProfileRow.of(shortRow));
        assertThrows(IllegalArgumentException.class, () -> StatRow.of(List.of("only-a-name")));
    }

    private static List<List<String>> rows(String name) {
        return Responses.named("/org/tablero/client/admin/admin-answers.txt", name, AdminAnswer.class).rows();
    }
}
