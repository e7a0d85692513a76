package org.tablero.server.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tablero.protocol.Admin;
import org.tablero.protocol.AdminAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Response;
import org.tablero.protocol.Wire;
import org.tablero.server.ai.AiAdminService;
import org.tablero.server.ai.AiProfile;
import org.tablero.server.ai.ChainText;
import org.tablero.server.ai.EngineRegistry;
import org.tablero.server.metrics.Metrics;
import org.tablero.server.user.User;
import org.tablero.server.user.UserService;

/**
 * {@code admin<TAB>action<TAB>args…}: user and AI profile administration, for admin users only.
 * Each action checks its arguments and refuses, with a clear error, what would break something.
 */
public final class AdminCommands {

    /** One action: how many arguments it needs, their names for the usage message, and what it does. */
    private record Action(int args, String usage, Handler handler) {
    }

    @FunctionalInterface
    private interface Handler {
        Response run(User admin, List<String> args);
    }

    private final UserService users;
    private final AiAdminService profiles;
    private final EngineRegistry engines;
    private final Metrics metrics;
    private final Map<String, Action> actions;

    public AdminCommands(UserService users, AiAdminService profiles, EngineRegistry engines, Metrics metrics) {
        this.users = users;
        this.profiles = profiles;
        this.engines = engines;
        this.metrics = metrics;
        this.actions = Map.ofEntries(
                Map.entry("listUsers", new Action(0, "", (a, x) -> listUsers())),
                Map.entry("createUser", new Action(3, "nick password player|admin", (a, x) -> createUser(x))),
                Map.entry("setRole", new Action(2, "nick player|admin", this::setRole)),
                Map.entry("disable", new Action(1, "nick", (a, x) -> setDisabled(a, x.get(0), true))),
                Map.entry("enable", new Action(1, "nick", (a, x) -> setDisabled(a, x.get(0), false))),
                Map.entry("resetPassword", new Action(2, "nick password", (a, x) -> resetPassword(x))),
                Map.entry("deleteUser", new Action(1, "nick", this::deleteUser)),
                Map.entry("listProfiles", new Action(0, "", (a, x) -> listProfiles())),
                Map.entry("createProfile", new Action(4, "nick description chain weights", (a, x) -> createProfile(x))),
                Map.entry("updateProfile", new Action(4, "nick description chain weights", (a, x) -> updateProfile(x))),
                Map.entry("cloneProfile", new Action(2, "fromNick newNick", (a, x) -> cloneProfile(x))),
                Map.entry("engineTypes", new Action(0, "", (a, x) -> engineTypes())),
                Map.entry("stats", new Action(0, "", (a, x) -> stats())));
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(Admin.class, this::admin);
    }

    private Response admin(Session session, Admin r) {
        User admin = CommandDispatcher.userOf(session);
        if (admin.role() != User.Role.ADMIN) {
            throw new ServiceException(ErrorCode.FORBIDDEN, "admin commands are for administrators");
        }
        Action action = actions.get(r.action());
        if (action == null) {
            throw new ServiceException(ErrorCode.UNSUPPORTED, "unknown admin action " + r.action()
                    + "; actions: " + String.join(", ", new java.util.TreeSet<>(actions.keySet())));
        }
        if (r.args().size() < action.args()) {
            throw new ServiceException(ErrorCode.MALFORMED, "admin " + r.action() + " needs " + action.usage());
        }
        try {
            return action.handler().run(admin, r.args().subList(0, action.args()));
        } catch (IllegalArgumentException e) {
            throw new ServiceException(ErrorCode.MALFORMED, e.getMessage());
        }
    }

    private static Ok done(String action, String... details) {
        List<String> fields = new ArrayList<>();
        fields.add(action);
        fields.addAll(List.of(details));
        return new Ok(Admin.COMMAND, fields);
    }

    private Response listUsers() {
        return new AdminAnswer(users.listAll().stream()
                .map(u -> List.of(u.nick(), u.role().dbName(), u.human() ? "human" : "ai", u.disabled() ? "disabled" : "enabled"))
                .toList());
    }

    private Response createUser(List<String> x) {
        if (!Wire.isValidNick(x.get(0))) {
            throw new IllegalArgumentException("a nick is 2 to 20 of A-Z a-z 0-9 _ -");
        }
        if (!Wire.isValidPassword(x.get(1))) {
            throw new IllegalArgumentException("a password is 6 to 128 characters without TAB, CR or LF");
        }
        User user = users.register(x.get(0), x.get(1), role(x.get(2)));
        return done("createUser", user.nick());
    }

    private Response setRole(User admin, List<String> x) {
        User.Role role = role(x.get(1));
        refuseSelf(admin, x.get(0), role == User.Role.ADMIN ? null : "take your own admin role");
        users.setRole(x.get(0), role);
        return done("setRole", x.get(0), role.dbName());
    }

    private Response setDisabled(User admin, String nick, boolean disabled) {
        refuseSelf(admin, nick, disabled ? "disable yourself" : null);
        users.setDisabled(nick, disabled);
        return done(disabled ? "disable" : "enable", nick);
    }

    private Response resetPassword(List<String> x) {
        if (!Wire.isValidPassword(x.get(1))) {
            throw new IllegalArgumentException("a password is 6 to 128 characters without TAB, CR or LF");
        }
        users.resetPassword(x.get(0), x.get(1));
        return done("resetPassword", x.get(0));
    }

    private Response deleteUser(User admin, List<String> x) {
        refuseSelf(admin, x.get(0), "delete yourself");
        users.delete(x.get(0));
        return done("deleteUser", x.get(0));
    }

    private Response listProfiles() {
        List<List<String>> rows = new ArrayList<>();
        for (AiProfile p : profiles.list()) {
            rows.add(List.of(p.nick(), p.description(), ChainText.formatChain(p.engines()), ChainText.formatWeights(p.weights())));
        }
        return new AdminAnswer(rows);
    }

    private Response createProfile(List<String> x) {
        User ai = profiles.create(x.get(0), x.get(1), ChainText.parseChain(x.get(2)), ChainText.parseWeights(x.get(3)));
        return done("createProfile", ai.nick());
    }

    private Response updateProfile(List<String> x) {
        profiles.update(x.get(0), x.get(1), ChainText.parseChain(x.get(2)), ChainText.parseWeights(x.get(3)));
        return done("updateProfile", x.get(0));
    }

    private Response cloneProfile(List<String> x) {
        User ai = profiles.cloneProfile(x.get(0), x.get(1));
        return done("cloneProfile", ai.nick());
    }

    private Response stats() {
        return new AdminAnswer(metrics.snapshot().entrySet().stream().map(e -> List.of(e.getKey(), e.getValue())).toList());
    }

    private Response engineTypes() {
        return new AdminAnswer(engines.types().stream().map(List::of).toList());
    }

    private static User.Role role(String name) {
        try {
            return User.Role.fromDbName(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a role is player or admin, not " + name);
        }
    }

    /** An administrator cannot lock themselves out; {@code what} is null when the change is harmless. */
    private static void refuseSelf(User admin, String nick, String what) {
        if (what != null && admin.nick().equalsIgnoreCase(nick)) {
            throw new ServiceException(ErrorCode.UNSUPPORTED, "you cannot " + what);
        }
    }
}
