package org.tablero.server.lobby;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
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

    /** The pool as last built, from these accounts and this presence version. */
    private record Pool(List<User> accounts, long presenceVersion, List<PoolMember> members) {
    }

    private final UserService users;
    private volatile Snapshot accounts;
    private final Presence presence;
    private final LongFunction<List<GameKind>> aiGames;
    private final AccountChanges changes;
    private volatile Pool pool;
    private final Object accountsLock = new Object();
    private final AtomicBoolean refreshing = new AtomicBoolean();

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
        // Every client asks every 30 s, thousands of users each time: the pool is built again only
        // when the accounts or who is online changed, and callers may reuse what they made of the
        // same list (it is the same object until then).
        long presenceVersion = presence.version();
        List<User> accounts = accounts();
        Pool built = pool;
        if (built == null || built.accounts() != accounts || built.presenceVersion() != presenceVersion) {
            synchronized (this) {
                // One worker builds; the others asking meanwhile take what it built.
                built = pool;
                if (built == null || built.accounts() != accounts || built.presenceVersion() != presenceVersion) {
                    built = new Pool(accounts, presenceVersion, accounts.stream()
                            .map(u -> new PoolMember(u.nick(), !u.human() || presence.isOnline(u.id()), u.human(), gamesOf(u)))
                            .toList());
                    pool = built;
                }
            }
        }
        return built.members();
    }

    /** The pool if it can be told without waiting: built already from accounts read in the last second and who is online now. */
    public Optional<List<PoolMember>> clientPoolAtOnce() {
        Pool built = pool;
        Snapshot snapshot = accounts;
        boolean current = built != null && snapshot != null && built.accounts() == snapshot.users()
                && built.presenceVersion() == presence.version() && snapshot.version() == changes.version()
                && (System.nanoTime() - snapshot.readAt() <= ACCOUNTS_TTL_NANOS || refreshing.get());
        return current ? Optional.of(built.members()) : Optional.empty();
    }

    private List<User> accounts() {
        Snapshot snapshot = accounts;
        if (current(snapshot)) {
            return snapshot.users();
        }
        if (snapshot != null && snapshot.version() == changes.version()) {
            // Only old (another node may have changed an account): one worker reads the accounts
            // again while the others answer with those held, rather than all wait for the read.
            if (!refreshing.compareAndSet(false, true)) {
                return snapshot.users();
            }
            try {
                return reload();
            } finally {
                refreshing.set(false);
            }
        }
        // This node changed an account: everyone waits for the read, so that the change shows.
        return reload();
    }

    private List<User> reload() {
        Snapshot snapshot;
        synchronized (accountsLock) {
            // One worker reads the accounts; those that asked meanwhile take what it read.
            snapshot = accounts;
            if (current(snapshot)) {
                return snapshot.users();
            }
            long now = System.nanoTime();
            long version = changes.version();
            List<User> read = users.listEnabled();
            // Unchanged accounts keep their list object, so the pool built from them is reused.
            snapshot = new Snapshot(snapshot != null && snapshot.users().equals(read) ? snapshot.users() : read, now, version);
            accounts = snapshot;
            return snapshot.users();
        }
    }

    private boolean current(Snapshot snapshot) {
        return snapshot != null && snapshot.version() == changes.version()
                && System.nanoTime() - snapshot.readAt() <= ACCOUNTS_TTL_NANOS;
    }

    private List<GameKind> gamesOf(User user) {
        return user.human() ? HUMAN_GAMES : aiGames.apply(user.id());
    }
}
