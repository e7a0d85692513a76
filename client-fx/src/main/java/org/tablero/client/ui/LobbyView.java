package org.tablero.client.ui;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.tablero.client.Session;
import org.tablero.client.model.MatchModel;
import org.tablero.client.model.OutgoingChallenge;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PoolEntry;

/**
 * The lobby: who is there (online, human or AI, what they play), the challenges waiting for an
 * answer, the challenges this user made and the user's games.
 */
public final class LobbyView extends HBox {

    private final Session session;
    private final TableView<PoolEntry> players = new TableView<>();

    public LobbyView(Session session) {
        this.session = session;
        getStyleClass().add("lobby");
        setSpacing(16);

        VBox left = section("Players", playersTable(), challengeButton());
        VBox right = new VBox(16,
                section("Challenges for you", incomingList()),
                section("Your challenges", outgoingList()),
                section("Your games", gamesList()));
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPrefWidth(420);
        right.setPrefWidth(440);
        getChildren().addAll(left, right);
    }

    private TableView<PoolEntry> playersTable() {
        players.setId("players");
        players.setItems(session.lobby().pool());
        players.setPlaceholder(new Label("Nobody here yet."));
        TableColumn<PoolEntry, String> nick = new TableColumn<>("Player");
        nick.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().nick()));
        nick.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("online", "offline");
                if (empty || item == null || getTableRow() == null || getTableRow().getItem() == null) {
                    setText(null);
                    return;
                }
                PoolEntry p = getTableRow().getItem();
                setText("● " + item + (item.equalsIgnoreCase(session.nick()) ? "  (you)" : ""));
                getStyleClass().add(p.online() ? "online" : "offline");
            }
        });
        TableColumn<PoolEntry, String> kind = new TableColumn<>("Type");
        kind.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().human() ? "Human" : "AI"));
        TableColumn<PoolEntry, String> status = new TableColumn<>("Status");
        status.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().online() ? "online" : "offline"));
        TableColumn<PoolEntry, String> games = new TableColumn<>("Plays");
        games.setCellValueFactory(c -> new ReadOnlyStringWrapper(String.join(", ", c.getValue().games())));
        players.getColumns().add(nick);
        players.getColumns().add(kind);
        players.getColumns().add(status);
        players.getColumns().add(games);
        players.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        players.setRowFactory(t -> {
            TableRow<PoolEntry> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    openChallengeDialog(row.getItem().nick());
                }
            });
            return row;
        });
        VBox.setVgrow(players, Priority.ALWAYS);
        return players;
    }

    private HBox challengeButton() {
        Button challenge = new Button("New challenge…");
        challenge.setId("newChallenge");
        challenge.getStyleClass().add("primary");
        challenge.setOnAction(e -> {
            PoolEntry selected = players.getSelectionModel().getSelectedItem();
            openChallengeDialog(selected == null ? null : selected.nick());
        });
        HBox box = new HBox(challenge);
        box.setAlignment(Pos.CENTER_RIGHT);
        return box;
    }

    private void openChallengeDialog(String opponent) {
        ChallengeDialog dialog = new ChallengeDialog(session.lobby().pool(), session.nick(), opponent);
        if (getScene() != null) {
            dialog.initOwner(getScene().getWindow());
        }
        dialog.showAndWait().ifPresent(this::sendChallenge);
    }

    private void sendChallenge(Challenge c) {
        session.say("Challenging " + c.opponent() + "…");
        session.connection().request(c, Ok.class).thenAccept(ok -> Platform.runLater(() -> {
            long id = Long.parseLong(ok.details().get(0));
            session.lobby().addOutgoing(id, c.opponent(), c.game(), c.colour().wire(), c.options());
            session.say("Challenge sent to " + c.opponent() + ".");
            session.poller().pollNow();
        })).exceptionally(session::report);
    }

    private ListView<ChallengedBy> incomingList() {
        ListView<ChallengedBy> list = new ListView<>(session.lobby().incoming());
        list.setId("incoming");
        list.setPlaceholder(new Label("No challenges waiting."));
        list.setPrefHeight(150);
        list.setCellFactory(l -> new IncomingCell());
        return list;
    }

    private void answer(ChallengedBy c, boolean accept) {
        session.connection().request(new ChallengedByAnswer(c.challengeId(), accept), Ok.class).thenAccept(ok ->
                Platform.runLater(() -> {
                    session.lobby().removeIncoming(c.challengeId());
                    if (accept) {
                        session.say("Challenge from " + c.challenger() + " accepted; the game is open.");
                        session.openWhenKnown(Long.parseLong(ok.details().get(0)));
                    } else {
                        session.say("Challenge from " + c.challenger() + " declined.");
                    }
                })).exceptionally(session::report);
    }

    private ListView<OutgoingChallenge> outgoingList() {
        ListView<OutgoingChallenge> list = new ListView<>(session.lobby().outgoing());
        list.setId("outgoing");
        list.setPlaceholder(new Label("You have not challenged anyone in this session."));
        list.setPrefHeight(120);
        list.setOnMouseClicked(e -> {
            OutgoingChallenge o = list.getSelectionModel().getSelectedItem();
            if (e.getClickCount() == 2 && o != null) {
                o.matchId().ifPresent(session::openWhenKnown);
            }
        });
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(OutgoingChallenge o, boolean empty) {
                super.updateItem(o, empty);
                getStyleClass().removeAll("state-waiting", "state-accepted", "state-refused");
                if (empty || o == null) {
                    setText(null);
                    return;
                }
                String state = switch (o.state()) {
                    case WAITING -> "waiting for an answer";
                    case ACCEPTED -> "accepted";
                    case REFUSED -> "declined";
                };
                // A challenge from an earlier session is known only by its answer: no game to name.
                String game = o.game().equals("?") ? "" : " · " + Describe.game(o.game(), o.options());
                setText("→ " + o.opponent() + game + " · " + state);
                getStyleClass().add("state-" + o.state().name().toLowerCase());
            }
        });
        return list;
    }

    private ListView<MatchModel> gamesList() {
        ListView<MatchModel> list = new ListView<>(session.matches().matches());
        list.setId("games");
        list.setPlaceholder(new Label("No games yet: challenge someone."));
        list.setPrefHeight(160);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(MatchModel m, boolean empty) {
                super.updateItem(m, empty);
                setText(empty || m == null ? null : m.title() + " · " + Describe.state(m, session.nick()));
            }
        });
        list.setOnMouseClicked(e -> {
            MatchModel m = list.getSelectionModel().getSelectedItem();
            if (e.getClickCount() == 2 && m != null) {
                session.openWhenKnown(m.id());
            }
        });
        // Rows show the state of each game; refresh them when a poll changes a game.
        session.matches().matches().forEach(m -> watch(list, m));
        session.matches().matches().addListener((javafx.collections.ListChangeListener<MatchModel>) ch -> {
            while (ch.next()) {
                ch.getAddedSubList().forEach(m -> watch(list, m));
            }
        });
        Region filler = new Region();
        VBox.setVgrow(filler, Priority.ALWAYS);
        return list;
    }

    private static void watch(ListView<MatchModel> list, MatchModel m) {
        m.positionProperty().addListener((o, a, b) -> list.refresh());
        m.resultProperty().addListener((o, a, b) -> list.refresh());
    }

    private static VBox section(String title, javafx.scene.Node... content) {
        Label heading = new Label(title);
        heading.getStyleClass().add("section-title");
        VBox box = new VBox(8, heading);
        box.getChildren().addAll(content);
        box.getStyleClass().add("card");
        return box;
    }
    /** One waiting challenge with its two answers; the controls are made once and reused as the list scrolls. */
    private final class IncomingCell extends ListCell<ChallengedBy> {
        private final Label text = new Label();
        private final Button accept = new Button("Accept");
        private final Button refuse = new Button("Decline");
        private final HBox row = new HBox(8, text, accept, refuse);

        IncomingCell() {
            // A zero preferred width lets the list, not the text, decide the width: the text wraps
            // and the buttons stay in view instead of scrolling off to the right.
            setPrefWidth(0);
            text.setMinWidth(0);
            text.setPrefWidth(1);
            text.setWrapText(true);
            text.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(text, Priority.ALWAYS);
            accept.getStyleClass().add("primary");
            accept.setMinWidth(Region.USE_PREF_SIZE);
            refuse.setMinWidth(Region.USE_PREF_SIZE);
            row.setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected void updateItem(ChallengedBy c, boolean empty) {
            super.updateItem(c, empty);
            setText(null);
            if (empty || c == null) {
                setGraphic(null);
                return;
            }
            text.setText(c.challenger() + " invites you to " + Describe.game(c.game(), c.options()) + " — you play " + c.yourColour());
            accept.setId("accept-" + c.challengeId());
            refuse.setId("refuse-" + c.challengeId());
            accept.setOnAction(e -> answer(c, true));
            refuse.setOnAction(e -> answer(c, false));
            setGraphic(row);
        }
    }
}
