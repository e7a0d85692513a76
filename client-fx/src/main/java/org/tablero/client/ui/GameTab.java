package org.tablero.client.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.tablero.client.Session;
import org.tablero.client.export.GameRecord;
import org.tablero.client.export.PgnExport;
import org.tablero.client.export.SgfExport;
import org.tablero.client.game.FenBoard;
import org.tablero.client.game.GoBoardPosition;
import org.tablero.client.game.LocalGame;
import org.tablero.client.model.MatchModel;
import org.tablero.client.model.ScoringStatus;
import org.tablero.engines.chess.ChessGameState;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.GoGameState;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.AnswerScore;
import org.tablero.protocol.MarkDead;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Resign;
import org.tablero.protocol.SendMovement;

/**
 * One match in a tab: the board, the players and whose turn it is, the moves, the result, and
 * the actions of the game (resign, draw offers in chess, pass and scoring in Go, export when it
 * is over). Moves are checked with the shared rules ({@link LocalGame}) before they are sent.
 */
public final class GameTab extends Tab {

    private final Session session;
    private final MatchModel match;
    private final Side me;
    private final LocalGame local;
    private final ChessBoardView chessBoard;
    private final GoBoardView goBoard;
    private final Label turn = new Label();
    private final Label whiteName = new Label();
    private final Label blackName = new Label();
    private final Label captures = new Label();
    private final Label drawText = new Label();
    private final GameClocks clocks;
    private final HBox drawOffer;
    private final ScoringPanel scoringPanel;
    private final GroupAnalysisControl analysis;
    private final Button pass = new Button("Pass");
    private final Button offerDraw = new Button("Offer draw");
    private final Button resign = new Button("Resign");
    private final Button export = new Button();
    private boolean busy;

    public GameTab(Session session, MatchModel match) {
        this.session = session;
        this.match = match;
        this.me = match.sideOf(session.nick()).orElse(null);
        this.local = new LocalGame(match.kind(), match.initialPosition());
        setText(match.title());
        setId("game-" + match.id());
        boolean chess = match.kind() == GameKind.CHESS;
        chessBoard = chess ? new ChessBoardView() : null;
        goBoard = chess ? null : new GoBoardView();
        analysis = chess ? null : new GroupAnalysisControl(session, match, goBoard);
        scoringPanel = new ScoringPanel(this::answerScore);
        clocks = new GameClocks(match);
        setOnClosed(e -> clocks.stop());

        Button acceptDraw = new Button("Accept draw");
        acceptDraw.setId("acceptDraw");
        acceptDraw.getStyleClass().add("primary");
        acceptDraw.setOnAction(e -> act(new AnswerDraw(match.id(), true), "Draw accepted."));
        Button refuseDraw = new Button("Decline");
        refuseDraw.setId("refuseDraw");
        refuseDraw.setOnAction(e -> act(new AnswerDraw(match.id(), false), "Draw declined."));
        drawText.setWrapText(true);
        drawOffer = new HBox(8, drawText, acceptDraw, refuseDraw);
        drawOffer.setAlignment(Pos.CENTER_LEFT);
        drawOffer.getStyleClass().add("notice");

        setContent(layout(chess));
        wireBoard();
        match.positionProperty().addListener((o, a, b) -> update());
        match.resultProperty().addListener((o, a, b) -> update());
        match.statusProperty().addListener((o, a, b) -> update());
        update();
    }

    public MatchModel match() {
        return match;
    }

    /** The chess board, or null in a Go tab. */
    public ChessBoardView chessBoard() {
        return chessBoard;
    }

    /** The Go board, or null in a chess tab. */
    public GoBoardView goBoard() {
        return goBoard;
    }

    private BorderPane layout(boolean chess) {
        StackPane boardPane = new StackPane(chess ? chessBoard : goBoard);
        boardPane.getStyleClass().add("board-pane");
        boardPane.setPadding(new Insets(12));

        whiteName.setText("○  " + match.white());
        blackName.setText("●  " + match.black());
        whiteName.getStyleClass().add("player");
        blackName.getStyleClass().add("player");
        turn.setId("gameStatus");
        turn.getStyleClass().add("game-status");
        turn.setWrapText(true);
        captures.setId("captures");
        VBox players = new VBox(6, playerRow(blackName, Side.BLACK), playerRow(whiteName, Side.WHITE), turn);
        if (!chess) {
            players.getChildren().add(captures);
        }
        players.getStyleClass().add("card");

        Side first = match.kind() == GameKind.CHESS
                ? FenBoard.parse(match.initialPosition()).sideToMove()
                : GoBoardPosition.parse(match.initialPosition()).sideToMove();
        String[] fen = match.initialPosition().split(" ");
        int firstNumber = chess && fen.length > 5 ? Integer.parseInt(fen[5]) : 1;
        MoveListView moves = new MoveListView(match.kind(), match.moves(), first, firstNumber);
        VBox.setVgrow(moves, Priority.ALWAYS);

        pass.setId("pass");
        offerDraw.setId("offerDraw");
        resign.setId("resign");
        resign.getStyleClass().add("danger");
        export.setId("export");
        export.setText(chess ? "Export PGN…" : "Export SGF…");
        pass.setOnAction(e -> sendMove("pass", Optional.empty()));
        offerDraw.setOnAction(e -> act(new OfferDraw(match.id()), "Draw offered."));
        resign.setOnAction(e -> confirmResign());
        export.setOnAction(e -> exportToFile());
        FlowPane actions = new FlowPane(8, 8);
        actions.getChildren().addAll(chess ? List.of(offerDraw, resign, export) : List.of(pass, resign, export, analysis.button()));

        VBox side = new VBox(12, players, drawOffer, scoringPanel, moves, actions);
        if (!chess) {
            side.getChildren().add(analysis.result());
        }
        side.setPadding(new Insets(12, 12, 12, 0));
        side.setPrefWidth(310);
        side.setMinWidth(260);
        drawOffer.managedProperty().bind(drawOffer.visibleProperty());
        scoringPanel.setVisible(false);
        drawOffer.setVisible(false);
        scoringPanel.managedProperty().bind(scoringPanel.visibleProperty());
        BorderPane root = new BorderPane(boardPane);
        root.setRight(side);
        root.getStyleClass().add("game-view");
        return root;
    }

    private void wireBoard() {
        if (chessBoard != null) {
            chessBoard.setLegalMoves(from -> local.state()
                    .map(s -> org.tablero.client.game.ChessMoveFinder.movesFrom(s, from))
                    .orElse(java.util.Map.of()));
            chessBoard.setOnMove(c -> sendMove(c.san(), Optional.of(c.after().position())));
        } else {
            goBoard.setLegal(v -> tryGo(v).isPresent());
            goBoard.setOnPlay(v -> sendMove(v, tryGo(v).map(GameState::position)));
            goBoard.setOnToggleDead(this::toggleDead);
        }
    }

    private Optional<GameState> tryGo(String vertex) {
        Optional<GameState> s = local.state();
        if (s.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(s.get().play(vertex));
        } catch (RulesException e) {
            return Optional.empty();
        }
    }

    /** Shows the model's current state; called on every change of the match. */
    private HBox playerRow(Label name, Side side) {
        javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(8, name, gap, clocks.label(side));
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private void update() {
        Optional<GameState> state = local.sync(match.moveTexts());
        boolean over = match.isOver();
        Side toMove = match.sideToMove();
        boolean myTurn = !over && me == toMove && !busy;
        Optional<ScoringStatus> scoring = match.scoring();

        blackName.getStyleClass().remove("to-move");
        whiteName.getStyleClass().remove("to-move");
        if (!over && scoring.isEmpty()) {
            (toMove == Side.WHITE ? whiteName : blackName).getStyleClass().add("to-move");
        }
        turn.getStyleClass().removeAll("finished", "mine");
        if (over) {
            turn.setText(Describe.result(match.result()) + "  (" + match.result() + ")");
            turn.getStyleClass().add("finished");
        } else if (scoring.isPresent()) {
            turn.setText("Both players passed: agree on the dead stones.");
        } else if (me == null) {
            turn.setText(match.player(toMove) + " to move");
        } else if (me == toMove) {
            turn.setText("Your move" + (state.isEmpty() && local.problem() != null ? " — " + local.problem() : ""));
            turn.getStyleClass().add("mine");
        } else {
            turn.setText("Waiting for " + match.player(toMove) + "…");
        }

        if (chessBoard != null) {
            updateChess(myTurn);
            Optional<Side> offer = match.drawOffer();
            drawOffer.setVisible(!over && offer.isPresent() && me != null && offer.get() != me);
            drawText.setText(offer.map(s -> match.player(s) + " offers a draw.").orElse(""));
            offerDraw.setDisable(over || me == null || offer.filter(s -> s == me).isPresent());
            offerDraw.setText(offer.filter(s -> s == me).isPresent() ? "Draw offered" : "Offer draw");
        } else {
            updateGo(myTurn && scoring.isEmpty(), scoring, over);
            drawOffer.setVisible(false);
        }
        resign.setDisable(over || me == null);
        export.setDisable(!over);
    }

    private void updateChess(boolean myTurn) {
        FenBoard board = FenBoard.parse(match.position());
        String[] last = null;
        String check = null;
        Optional<GameState> state = local.state();
        if (state.isPresent() && state.get() instanceof ChessGameState chess) {
            last = chess.lastMove().map(m -> new String[] {m.from(), m.to()}).orElse(null);
            check = chess.inCheck() ? board.kingOf(board.sideToMove()) : null;
        } else if (!match.moves().isEmpty()) {
            // Without the local rules the boards before and after the last move still show it.
            var moves = match.moves();
            String before = moves.size() > 1 ? moves.get(moves.size() - 2).positionAfter() : match.initialPosition();
            last = FenBoard.lastMove(FenBoard.parse(before), board);
        }
        chessBoard.show(board, last, check);
        chessBoard.setPlayer(me == null ? Side.WHITE : me, myTurn && state.isPresent());
    }

    private void updateGo(boolean myTurn, Optional<ScoringStatus> scoring, boolean over) {
        GoBoardPosition pos = GoBoardPosition.parse(match.position());
        var moves = match.moves();
        String last = moves.isEmpty() ? null : moves.get(moves.size() - 1).move();
        goBoard.show(pos, last);
        goBoard.setPlayer(me, myTurn);
        Set<String> dead = scoring.map(ScoringStatus::dead).orElse(Set.of());
        Side[][] territory = null;
        if (scoring.isPresent() && !over && local.state().orElse(null) instanceof GoGameState go) {
            // The territory the proposal gives, from the shared scoring code.
            territory = go.ownership(dead);
        }
        goBoard.setScoring(scoring.isPresent() && !over, dead, territory);
        captures.setText("Captures — Black: " + pos.captures(Side.BLACK) + "   White: " + pos.captures(Side.WHITE)
                + (last != null && last.equalsIgnoreCase("pass") ? "   (last move: pass)" : ""));
        scoringPanel.setVisible(scoring.isPresent() && !over);
        scoring.ifPresent(s -> scoringPanel.show(s, me));
        pass.setDisable(!myTurn);
    }

    private void sendMove(String move, Optional<String> claimedPosition) {
        busy = true;
        update();
        session.connection().request(new SendMovement(match.id(), move, claimedPosition), Ok.class)
                .whenComplete((ok, failure) -> Platform.runLater(() -> {
                    busy = false;
                    if (failure == null) {
                        List<String> d = ok.details();
                        match.applyOwnMove(Integer.parseInt(d.get(1)), d.get(2), d.get(3), d.get(4));
                        session.say("Played " + d.get(2) + ".");
                    } else {
                        session.report(failure);
                    }
                    update();
                    session.poller().pollNow();
                }));
    }

    private void act(org.tablero.protocol.Request request, String done) {
        session.connection().request(request, Ok.class).whenComplete((ok, failure) -> Platform.runLater(() -> {
            if (failure == null) {
                List<String> d = ok.details();
                String result = d.isEmpty() ? "*" : d.get(d.size() - 1);
                if (!"*".equals(result) && !(request instanceof MarkDead)) {
                    match.setResult(result);
                }
                session.say(done);
            } else {
                session.report(failure);
            }
            session.poller().pollNow();
        }));
    }

    private void confirmResign() {
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, "Resign this game against "
                + match.player(me == null ? Side.WHITE : me.opponent()) + "?", ButtonType.CANCEL, ButtonType.OK);
        confirm.setHeaderText("Resign?");
        if (getTabPane() != null && getTabPane().getScene() != null) {
            confirm.initOwner(getTabPane().getScene().getWindow());
        }
        confirm.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> act(new Resign(match.id()), "You resigned."));
    }

    private void answerScore(boolean accept) {
        act(new AnswerScore(match.id(), accept), accept ? "You agreed to the score." : "Scoring refused; play resumes.");
    }

    private void toggleDead(String vertex) {
        Set<String> dead = new TreeSet<>(match.scoring().map(ScoringStatus::dead).orElse(Set.of()));
        if (dead.contains(vertex)) {
            // Unmarking takes the whole chain back, since the server marks chains, not stones.
            dead.removeAll(chainOf(vertex));
        } else {
            dead.add(vertex);
        }
        act(new MarkDead(match.id(), List.copyOf(dead)), "Dead stones proposed.");
    }

    private Set<String> chainOf(String vertex) {
        Optional<GameState.Scoring> scoring = local.state().flatMap(GameState::scoring);
        if (scoring.isPresent()) {
            try {
                return scoring.get().normaliseDead(Set.of(vertex));
            } catch (RulesException e) {
                return Set.of(vertex);
            }
        }
        return Set.of(vertex);
    }

    /** The finished game as PGN (chess) or SGF (Go). */
    public String exportText() {
        GameRecord record = new GameRecord(match.id(), match.white(), match.black(), match.created(), match.result(),
                match.initialPosition(), match.moveTexts());
        return match.kind() == GameKind.CHESS ? PgnExport.write(record) : SgfExport.write(record);
    }

    private void exportToFile() {
        boolean chess = match.kind() == GameKind.CHESS;
        FileChooser chooser = new FileChooser();
        chooser.setTitle(chess ? "Export PGN" : "Export SGF");
        String ext = chess ? "pgn" : "sgf";
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(ext.toUpperCase() + " files", "*." + ext));
        chooser.setInitialFileName("tablero-" + match.id() + "-" + match.white() + "-" + match.black() + "." + ext);
        var file = chooser.showSaveDialog(getTabPane() == null ? null : getTabPane().getScene().getWindow());
        if (file == null) {
            return;
        }
        try {
            Files.writeString(file.toPath(), exportText(), StandardCharsets.UTF_8);
            session.say("Saved " + file.getName() + ".");
        } catch (IOException e) {
            session.say("Could not save " + file.getName() + ": " + e.getMessage());
        }
    }
}
