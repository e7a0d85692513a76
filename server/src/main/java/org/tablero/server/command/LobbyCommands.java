package org.tablero.server.command;

import java.util.List;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.PoolEntry;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Response;
import org.tablero.server.lobby.LobbyService;

/** queryClientPool. */
public final class LobbyCommands {

    private final LobbyService lobby;
    /** The answer made of the lobby's last pool; the same object is encoded once for every asker ({@code net}). */
    private volatile Answer last;

    private record Answer(List<LobbyService.PoolMember> members, ClientPoolAnswer answer) {
    }

    public LobbyCommands(LobbyService lobby) {
        this.lobby = lobby;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(QueryClientPool.class, this::clientPool)
                .atOnce(QueryClientPool.class, (s, r) -> lobby.clientPoolAtOnce()
                        .flatMap(members -> Optional.ofNullable(last).filter(a -> a.members() == members))
                        .map(Answer::answer));
    }

    private Response clientPool(Session session, QueryClientPool r) {
        List<LobbyService.PoolMember> members = lobby.clientPool();
        Answer answer = last;
        if (answer == null || answer.members() != members) {
            answer = new Answer(members, new ClientPoolAnswer(members.stream()
                    .map(m -> new PoolEntry(m.nick(), m.online(), m.human(), m.games().stream().map(GameKind::wireName).toList()))
                    .toList()));
            last = answer;
        }
        return answer.answer();
    }
}
