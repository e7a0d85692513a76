package org.tablero.server.lobby;

import java.util.List;
import java.util.function.LongFunction;
import org.tablero.engines.game.GameKind;
import org.tablero.server.user.AccountChanges;
import org.tablero.server.user.User;
import org.tablero.server.user.UserService;

/** The client pool: every account that can be challenged, whether it is connected and what it plays. */
public final class LobbyService {

    /** One user as the lobby shows it. */
    public record PoolMember(String nick, boolean online, boolean human, List<GameKind> games) {
    }

    private static final List<GameKind> HUMAN_GAMES = List.of(GameKind.CHESS, GameKind.GO);

    private static final long ACCOUNTS_TTL_NANOS = 1_000_000_000L;

    private record Snapshot(List<User> users, long readAt, long version) {
    }

    private final UserService users;
    private volatile Snapshot accounts;
    private final Presence presence;
    private final LongFunction<List<GameKind>> aiGames;
    private final AccountChanges changes;

    /** @param aiGames what an AI user's engines play */
    public LobbyService(UserService users, Presence presence, LongFunction<List<GameKind>> aiGames, AccountChanges changes) {
        this.users = users;
        this.presence = presence;
        this.aiGames = aiGames;
        this.changes = changes;
    }

    /**
     * Every polling client asks for the pool, so the accounts (which change rarely) are read from
     * the database again only when this server changed one, or after a second (for changes made
     * by other server nodes); who is online is always current.
     */
    public List<PoolMember> clientPool() {
        return accounts().stream()
                .map(u -> new PoolMember(u.nick(), !u.human() || presence.isOnline(u.id()), u.human(), gamesOf(u)))
                .toList();
    }

    private List<User> accounts() {
        Snapshot snapshot = accounts;
        long now = System.nanoTime();
        long version = changes.version();
        if (snapshot == null || snapshot.version() != version || now - snapshot.readAt() > ACCOUNTS_TTL_NANOS) {
            snapshot = new Snapshot(users.listEnabled(), now, version);
            accounts = snapshot;
        }
        return snapshot.users();
    }

    private List<GameKind> gamesOf(User user) {
        return user.human() ? HUMAN_GAMES : aiGames.apply(user.id());
    }
}
