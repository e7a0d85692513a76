package org.tablero.server.command;

import org.tablero.engines.game.GameKind;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.PoolEntry;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Response;
import org.tablero.server.lobby.LobbyService;

/** queryClientPool. */
public final class LobbyCommands {

    private final LobbyService lobby;

    public LobbyCommands(LobbyService lobby) {
        this.lobby = lobby;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(QueryClientPool.class, this::clientPool);
    }

    private Response clientPool(Session session, QueryClientPool r) {
        return new ClientPoolAnswer(lobby.clientPool().stream()
                .map(m -> new PoolEntry(m.nick(), m.online(), m.human(), m.games().stream().map(GameKind::wireName).toList()))
                .toList());
    }
}
