package org.tablero.client.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.tablero.client.it.TestServer;
import java.util.Map;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.AnswerScore;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeItem;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.client.BlockingClient;

/**
 * The real client, driven with TestFX on Monocle's headless glass (set by the pom), against a real
 * in-process server; the opponent is a second client speaking the protocol.
 */
class ClientUiTest extends ClientUiHarness {


    @Override
    protected int pollMillis() {
        return 300;
    }


    @Test
    void aWrongPasswordIsShownOnTheLoginForm() throws TimeoutException {
        String nick = server.register(TestServer.nick("ui"), PASSWORD);
        robot.clickOn("#nick").write(nick);
        robot.clickOn("#password").write("wrong-password");
        robot.clickOn("#loginButton");
        waitFor("the refusal", () -> "Wrong nick or password.".equals(robot.lookup("#loginMessage").queryAs(Label.class).getText()));
    }

    @Test
    void registersThenChallengesAndWinsFoolsMateAsBlack() throws Exception {
        String me = TestServer.nick("ann");
        String bob = server.register(TestServer.nick("bob"), PASSWORD);
        // Register through the form: it creates the account and logs straight in.
        robot.clickOn("#nick").write(me);
        robot.clickOn("#password").write(PASSWORD);
        robot.clickOn("#registerButton");
        waitFor("the lobby", () -> robot.lookup("#players").tryQuery().isPresent());
        waitFor("bob in the pool", () -> app.session().lobby().user(bob).isPresent());

        robot.clickOn("#newChallenge");
        robot.clickOn("#challengeOpponent").eraseText(40).write(bob);
        robot.clickOn("#challengeColour").clickOn("black");
        robot.clickOn("#sendChallenge");
        waitFor("the challenge listed", () -> app.session().lobby().outgoing().size() == 1);

        try (BlockingClient opponent = server.login(bob, PASSWORD)) {
            long matchId = acceptFirstChallenge(opponent);
            waitFor("the game tab", () -> app.mainWindow().tabs().getTabs().stream()
                    .anyMatch(t -> ("game-" + matchId).equals(t.getId())));
            GameTab tab = gameTab(matchId);
            ChessBoardView board = tab.chessBoard();

            send(opponent, matchId, "f3");
            waitFor("white's first move", () -> tab.match().moves().size() == 1);
            // A pawn cannot jump three squares: the shared rules refuse it before anything is sent.
            click(board, board.centreOf("e7"));
            click(board, board.centreOf("e4"));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(1, tab.match().moves().size());
            // Click-click.
            click(board, board.centreOf("e7"));
            click(board, board.centreOf("e5"));
            waitFor("black's e5", () -> tab.match().moves().size() == 2);
            assertEquals("e5", tab.match().moves().get(1).move());

            send(opponent, matchId, "g4");
            waitFor("white's g4", () -> tab.match().moves().size() == 3);
            // Drag.
            Point2D from = screen(board, board.centreOf("d8"));
            Point2D to = screen(board, board.centreOf("h4"));
            robot.drag(from, MouseButton.PRIMARY).dropTo(to);
            waitFor("mate", () -> "0-1".equals(tab.match().result()));
            assertEquals("Qh4#", tab.match().moves().get(3).move());
            waitFor("the result shown", () -> robot.lookup("#gameStatus").queryAs(Label.class).getText().startsWith("Black wins"));
            assertTrue(tab.exportText().contains("1. f3 e5 2. g4 Qh4# 0-1"), tab.exportText());
        }
    }

    @Test
    void declinesADrawOfferThenOffersOneThatIsAccepted() throws Exception {
        String me = server.register(TestServer.nick("dan"), PASSWORD);
        String bob = server.register(TestServer.nick("dbob"), PASSWORD);
        logIn(me);
        try (BlockingClient opponent = server.login(bob, PASSWORD)) {
            Ok challenged = (Ok) opponent.send(new Challenge("chess", me, ColourChoice.WHITE, Optional.empty(), Map.of()));
            long challengeId = Long.parseLong(challenged.details().get(0));
            clickWhenShown("#accept-" + challengeId);
            waitFor("the game tab", () -> app.mainWindow().tabs().getTabs().stream().anyMatch(t -> t instanceof GameTab));
            GameTab tab = (GameTab) app.mainWindow().tabs().getTabs().stream().filter(t -> t instanceof GameTab)
                    .findFirst().orElseThrow();
            long matchId = tab.match().id();

            send(opponent, matchId, "e4");
            assertTrue(opponent.send(new OfferDraw(matchId)) instanceof Ok);
            clickWhenShown("#refuseDraw");
            waitFor("the offer gone", () -> tab.match().drawOffer().isEmpty()
                    && robot.lookup("#refuseDraw").match(ClientUiTest::shown).tryQuery().isEmpty());

            robot.clickOn("#offerDraw");
            waitFor("our offer standing", () -> tab.match().drawOffer().isPresent());
            Response accepted = opponent.send(new AnswerDraw(matchId, true));
            assertTrue(accepted instanceof Ok, accepted.lines().toString());
            waitFor("the draw", () -> "1/2-1/2".equals(tab.match().result()));
            waitFor("the result shown", () -> robot.lookup("#gameStatus").queryAs(Label.class).getText().startsWith("Draw"));
        }
    }

    @Test
    void acceptsAGoChallengePlaysPassesAndAgreesTheScore() throws Exception {
        String me = server.register(TestServer.nick("gin"), PASSWORD);
        String bob = server.register(TestServer.nick("gbob"), PASSWORD);
        logIn(me);
        try (BlockingClient opponent = server.login(bob, PASSWORD)) {
            Ok challenged = (Ok) opponent.send(new Challenge("go", me, ColourChoice.WHITE, Optional.empty(),
                    Map.of("size", "9", "komi", "6.5", "rules", "chinese", "time", "5+3")));
            long challengeId = Long.parseLong(challenged.details().get(0));
            clickWhenShown("#accept-" + challengeId);
            waitFor("the Go tab", () -> app.mainWindow().tabs().getTabs().stream()
                    .anyMatch(t -> t instanceof GameTab g && g.match().kind() == org.tablero.engines.game.GameKind.GO));
            GameTab tab = (GameTab) app.mainWindow().tabs().getTabs().stream()
                    .filter(t -> t instanceof GameTab g && g.match().kind() == org.tablero.engines.game.GameKind.GO)
                    .findFirst().orElseThrow();
            long matchId = tab.match().id();
            GoBoardView board = tab.goBoard();
            waitFor("both clocks at five minutes", () -> "5:00".equals(robot.lookup("#whiteClock").queryLabeled().getText())
                    && "5:00".equals(robot.lookup("#blackClock").queryLabeled().getText()));

            click(board, board.centreOf("E5"));
            waitFor("black's E5", () -> tab.match().moves().size() == 1);
            assertEquals("E5", tab.match().moves().get(0).move());
            // An occupied point is refused by the shared rules: nothing is sent.
            send(opponent, matchId, "pass");
            waitFor("white's pass", () -> tab.match().moves().size() == 2);
            click(board, board.centreOf("E5"));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(2, tab.match().moves().size());

            robot.clickOn("#pass");
            waitFor("the scoring step", () -> tab.match().scoring().isPresent()
                    && shown(robot.lookup("#scoringPanel").query()));
            robot.clickOn("#agreeScore");
            waitFor("our acceptance", () -> tab.match().scoring().flatMap(s -> s.acceptedBy()).isPresent());
            Response agreed = opponent.send(new AnswerScore(matchId, true));
            assertTrue(agreed instanceof Ok, agreed.lines().toString());
            waitFor("the result", () -> tab.match().result().startsWith("B+"));
            waitFor("the result shown", () -> robot.lookup("#gameStatus").queryAs(Label.class).getText().startsWith("Black wins by"));
            assertTrue(tab.exportText().contains(";B[ee]"), tab.exportText());
        }
    }

    @Test
    void analysesAGroupOfAFinishedGoGameAndMarksTheVitalPoint() throws Exception {
        String me = server.register(TestServer.nick("gan"), PASSWORD);
        String bob = server.register(TestServer.nick("gab"), PASSWORD);
        logIn(me);
        try (BlockingClient opponent = server.login(bob, PASSWORD); BlockingClient myMoves = server.login(me, PASSWORD)) {
            Ok challenged = (Ok) opponent.send(new Challenge("go", me, ColourChoice.WHITE, Optional.empty(), Map.of("size", "9")));
            Ok accepted = (Ok) myMoves.send(new ChallengedByAnswer(Long.parseLong(challenged.details().get(0)), true));
            long matchId = Long.parseLong(accepted.details().get(0));
            // Black's corner group gets the straight three A1 B1 C1 for eyes: B1 decides it.
            List<String> moves = List.of("A2", "A3", "B2", "B3", "C2", "C3", "D2", "D3", "D1", "E3", "G7", "E2", "G5", "E1");
            for (int i = 0; i < moves.size(); i++) {
                send(i % 2 == 0 ? myMoves : opponent, matchId, moves.get(i));
            }
            assertTrue(opponent.send(new org.tablero.protocol.Resign(matchId)) instanceof Ok);
            robot.interact(() -> app.session().openWhenKnown(matchId));
            waitFor("the Go tab", () -> app.mainWindow().tabs().getTabs().stream()
                    .anyMatch(t -> ("game-" + matchId).equals(t.getId())));
            GameTab tab = gameTab(matchId);
            waitFor("the finished game", () -> tab.match().isOver() && tab.match().moves().size() == moves.size());
            GoBoardView board = tab.goBoard();

            clickWhenShown("#analyse");
            click(board, board.centreOf("A2"));
            waitFor("the verdict", () -> robot.lookup("#analysisResult").queryAs(Label.class).getText().contains("critical"));
            assertEquals("The group at A2 is critical: B1 kills it (K), B1 saves it (S).",
                    robot.lookup("#analysisResult").queryAs(Label.class).getText());
            assertEquals(Map.of("B1", "K/S"), board.hints());
            assertEquals(moves.size(), tab.match().moves().size(), "a click in analysis mode plays nothing");
        }
    }

    private GameTab gameTab(long matchId) {
        return (GameTab) app.mainWindow().tabs().getTabs().stream()
                .filter(t -> ("game-" + matchId).equals(t.getId())).findFirst().orElseThrow();
    }

    private long acceptFirstChallenge(BlockingClient c) throws IOException, TimeoutException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            ChallengesAnswer a = (ChallengesAnswer) c.send(new RefreshChallenges());
            for (ChallengeItem item : a.items()) {
                if (item instanceof ChallengedBy by) {
                    Ok ok = (Ok) c.send(new ChallengedByAnswer(by.challengeId(), true));
                    return Long.parseLong(ok.details().get(0));
                }
            }
            sleep(200);
        }
        throw new TimeoutException("no challenge arrived");
    }

    static void send(BlockingClient c, long matchId, String move) throws IOException {
        Response r = c.send(new SendMovement(matchId, move, Optional.empty()));
        if (!(r instanceof Ok)) {
            throw new AssertionError("the opponent's move " + move + " was refused: " + r.lines());
        }
    }

    /**
     * Clicks a node once it is on screen. List cells re-create their content as polls update the
     * lists, so a node found a moment ago may have left the scene: look it up again then.
     */
    void clickWhenShown(String query) throws TimeoutException {
        waitFor(query + " on screen", () -> {
            var node = robot.lookup(query).match(ClientUiTest::shown).tryQuery();
            if (node.isEmpty()) {
                return false;
            }
            try {
                robot.clickOn(node.get());
                return true;
            } catch (RuntimeException e) {
                return false;
            }
        });
    }

    /** Whether a node is in a scene and it and all its parents are visible. */
    static boolean shown(javafx.scene.Node node) {
        if (node.getScene() == null) {
            return false;
        }
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Boards give points in their own coordinates; the robot clicks on the screen. A board in a tab
     * just opened may not be on screen yet: its tab is selected and the click waits for it.
     */
    void click(javafx.scene.Node board, double[] local) throws TimeoutException {
        robot.interact(() -> app.mainWindow().tabs().getTabs().stream()
                .filter(t -> t.getContent() != null && isAncestor(t.getContent(), board))
                .findFirst().ifPresent(t -> t.getTabPane().getSelectionModel().select(t)));
        waitFor("the board on screen", () -> shown(board) && screen(board, local) != null);
        robot.clickOn(screen(board, local));
    }

    private static boolean isAncestor(javafx.scene.Node ancestor, javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static Point2D screen(javafx.scene.Node node, double[] local) {
        return node.localToScreen(local[0], local[1]);
    }


    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
