package org.tablero.server.lobby;

import java.util.List;
import java.util.function.LongFunction;
import org.tablero.engines.game.GameKind;
import org.tablero.server.user.User;
import org.tablero.server.user.UserService;

/** The client pool: every account that can be challenged, whether it is connected and what it plays. */
public final class LobbyService {

    /** One user as the lobby shows it. */
    public record PoolMember(String nick, boolean online, boolean human, List<GameKind> games) {
    }

    private static final List<GameKind> HUMAN_GAMES = List.of(GameKind.CHESS, GameKind.GO);

    private final UserService users;
    private final Presence presence;
    private final LongFunction<List<GameKind>> aiGames;

    /** @param aiGames what an AI user's engines play */
    public LobbyService(UserService users, Presence presence, LongFunction<List<GameKind>> aiGames) {
        this.users = users;
        this.presence = presence;
        this.aiGames = aiGames;
    }

    public List<PoolMember> clientPool() {
        return users.listEnabled().stream()
                .map(u -> new PoolMember(u.nick(), !u.human() || presence.isOnline(u.id()), u.human(), gamesOf(u)))
                .toList();
    }

    private List<GameKind> gamesOf(User user) {
        return user.human() ? HUMAN_GAMES : aiGames.apply(user.id());
    }
}
