package org.tablero.server.ai;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.tablero.engines.spi.Engine;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Wire;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.DatabaseException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.user.AccountChanges;
import org.tablero.server.user.User;
import org.tablero.server.user.UserRepository;

/**
 * Creating and changing AI users. Every engine spec is built once before it is stored, so an
 * unknown engine type or a parameter an engine refuses never reaches the database.
 */
public final class AiAdminService {

    private final Jdbc jdbc;
    private final UserRepository users;
    private final AiProfileRepository profiles;
    private final EngineRegistry registry;
    private final Clock clock;
    private final AccountChanges changes;

    public AiAdminService(Jdbc jdbc, UserRepository users, AiProfileRepository profiles, EngineRegistry registry, Clock clock,
            AccountChanges changes) {
        this.jdbc = jdbc;
        this.users = users;
        this.profiles = profiles;
        this.registry = registry;
        this.clock = clock;
        this.changes = changes;
    }

    /** Creates an AI user with its profile. */
    public User create(String nick, String description, List<EngineSpec> engines, Map<String, Double> weights) {
        if (!Wire.isValidNick(nick)) {
            throw new ServiceException(ErrorCode.MALFORMED, "a nick is 2 to 20 of A-Z a-z 0-9 _ -");
        }
        validate(engines, weights);
        try {
            User created = jdbc.inTransaction(c -> {
                User user = users.insert(c, nick, null, User.Role.PLAYER, false, clock.instant());
                profiles.insert(c, user.id(), description);
                profiles.replace(c, user.id(), description, engines, weights);
                return user;
            });
            changes.changed();
            return created;
        } catch (DatabaseException e) {
            if (Jdbc.isDuplicateKey(e.sqlException())) {
                throw new ServiceException(ErrorCode.TAKEN, "nick " + nick + " is taken");
            }
            throw e;
        }
    }

    /** Replaces an AI user's chain and weights. */
    public void update(String nick, String description, List<EngineSpec> engines, Map<String, Double> weights) {
        validate(engines, weights);
        AiProfile profile = profileOf(nick);
        jdbc.inTransaction(c -> {
            profiles.replace(c, profile.userId(), description, engines, weights);
            return null;
        });
    }

    /** A new AI user with a copy of another's profile. */
    public User cloneProfile(String from, String nick) {
        AiProfile source = profileOf(from);
        return create(nick, source.description(), source.engines(), source.weights());
    }

    public AiProfile profileOf(String nick) {
        User user = jdbc.read(c -> users.findByNick(c, nick))
                .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_USER, "no user " + nick));
        return jdbc.read(c -> profiles.find(c, user.id()))
                .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_USER, nick + " is not an AI user"));
    }

    public List<AiProfile> list() {
        return jdbc.read(c -> {
            List<AiProfile> out = new java.util.ArrayList<>();
            for (long id : profiles.listIds(c)) {
                profiles.find(c, id).ifPresent(out::add);
            }
            return out;
        });
    }

    private void validate(List<EngineSpec> engines, Map<String, Double> weights) {
        if (engines.isEmpty()) {
            throw new ServiceException(ErrorCode.MALFORMED, "a profile needs at least one engine");
        }
        for (Map.Entry<String, Double> w : weights.entrySet()) {
            if (!w.getKey().matches("[a-z][a-z0-9_.]{0,39}") || w.getValue().isNaN() || w.getValue().isInfinite()) {
                throw new ServiceException(ErrorCode.MALFORMED, "bad weight " + w.getKey() + "=" + w.getValue());
            }
        }
        for (EngineSpec spec : engines) {
            try (Engine engine = registry.build(spec, weights)) {
                engine.name();
            } catch (IllegalArgumentException e) {
                throw new ServiceException(ErrorCode.MALFORMED, e.getMessage());
            }
        }
    }
}
