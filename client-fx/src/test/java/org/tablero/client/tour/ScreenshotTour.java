package org.tablero.client.tour;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.tablero.client.ClientApp;
import org.tablero.client.ClientOptions;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeItem;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.Login;
import org.tablero.protocol.Ok;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.Register;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.client.BlockingClient;

/**
 * Prepares two players with a chess game and a Go game in progress on a running server (through
 * the protocol), opens the real client as one of them and saves PNGs of the lobby, the chess game,
 * the Go game and, when that user is an administrator, the Administration tab. Run by
 * {@code scripts/screenshots.sh}: {@code ScreenshotTour HOST PORT OUT_DIR}.
 */
public final class ScreenshotTour {

    private static final String PASSWORD = "tablero-demo";
    private static final List<String> CHESS = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
            "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Na5", "Bc2", "c5", "d4", "Qc7");
    private static final List<String> GO = List.of("E5", "C4", "G4", "D6", "F7", "C6", "D3", "C3", "G6", "F3", "F4",
            "E3", "E4", "D4", "D7", "C7", "E6", "B5", "G3", "F2", "G2", "D2", "pass", "E2", "H5", "F1", "B4");

    private ScreenshotTour() {
    }

    public static void main(String[] args) throws Exception {
        String host = args[0];
        int port = Integer.parseInt(args[1]);
        Path out = Path.of(args[2]);
        Files.createDirectories(out);
        String ann = "ann";
        String bob = "bob";
        try (BlockingClient a = player(host, port, ann); BlockingClient b = player(host, port, bob)) {
            long chess = game(a, b, new Challenge("chess", bob, ColourChoice.WHITE, Optional.empty(), Map.of()));
            play(a, b, chess, CHESS);
            long go = game(b, a, new Challenge("go", ann, ColourChoice.WHITE, Optional.empty(),
                    Map.of("size", "9", "komi", "6.5", "rules", "chinese")));
            // ann plays black in the Go game: she moves first.
            play(a, b, go, GO);
            // A waiting challenge, so the lobby shows one.
            ok(b.send(new Challenge("chess", ann, ColourChoice.RANDOM, Optional.empty(), Map.of("time", "15+10"))));
            tour(host, port, ann, PASSWORD, out, chess, go);
            System.exit(0);
        }
    }

    private static void tour(String host, int port, String nick, String password, Path out, long chess, long go) throws Exception {
        CompletableFuture<Stage> stageReady = new CompletableFuture<>();
        Platform.startup(() -> stageReady.complete(new Stage()));
        Stage stage = stageReady.get(30, TimeUnit.SECONDS);
        ClientApp app = new ClientApp();
        onFx(() -> {
            app.start(stage, new ClientOptions(host, port, Duration.ofMillis(300)));
            stage.setWidth(1280);
            stage.setHeight(820);
        });
        onFx(() -> ((javafx.scene.control.TextField) stage.getScene().lookup("#nick")).setText(nick));
        onFx(() -> ((javafx.scene.control.TextField) stage.getScene().lookup("#password")).setText(password));
        save(stage.getScene(), out.resolve("login.png"));
        onFx(() -> ((javafx.scene.control.Button) stage.getScene().lookup("#loginButton")).fire());
        waitUntil(() -> app.mainWindow() != null && app.session().lobby().pool().size() >= 2
                && !app.session().lobby().incoming().isEmpty() && app.session().matches().matches().size() >= 2);
        pause(800);
        onFx(() -> app.mainWindow().tabs().getSelectionModel().select(0));
        pause(300);
        save(stage.getScene(), out.resolve("lobby.png"));
        onFx(() -> app.session().openWhenKnown(chess));
        waitUntil(() -> app.mainWindow().tabs().getTabs().size() >= 2);
        pause(800);
        save(stage.getScene(), out.resolve("chess.png"));
        onFx(() -> app.session().openWhenKnown(go));
        waitUntil(() -> app.mainWindow().tabs().getTabs().size() >= 3);
        pause(800);
        save(stage.getScene(), out.resolve("go.png"));
        admin(app, stage, out);
        onFx(app::stop);
    }

    /**
     * The Administration tab, when the tour's user is an administrator: the protocol cannot make
     * one, so it is only there when the script created the user with the server's
     * {@code admin create-user --admin} before starting the server.
     */
    private static void admin(ClientApp app, Stage stage, Path out) throws Exception {
        // The role probe is the first request after login, so it has long been answered by now.
        if (app.mainWindow().adminView() == null) {
            System.out.println("admin.png not saved: the user is not an administrator");
            return;
        }
        onFx(() -> app.mainWindow().tabs().getSelectionModel().select(app.mainWindow().tabs().getTabs().stream()
                .filter(t -> "adminTab".equals(t.getId())).findFirst().orElseThrow()));
        waitUntil(() -> !app.mainWindow().adminView().users().rows().isEmpty());
        pause(500);
        save(stage.getScene(), out.resolve("admin.png"));
        // One AI profile so that its table is not empty; TAKEN when an earlier run made it: fine.
        app.session().admin().createProfile("rando", "Plays any legal move", "random", "")
                .exceptionally(e -> null).get(30, TimeUnit.SECONDS);
        onFx(() -> app.mainWindow().adminView().getSelectionModel().select(1));
        waitUntil(() -> !app.mainWindow().adminView().profiles().rows().isEmpty());
        pause(500);
        save(stage.getScene(), out.resolve("admin-profiles.png"));
    }

    private static BlockingClient player(String host, int port, String nick) throws IOException {
        BlockingClient c = BlockingClient.connect(host, port, Duration.ofSeconds(20));
        c.send(new Register(nick, PASSWORD)); // TAKEN when the account exists from an earlier run: fine.
        Response r = c.send(new Login("1", nick, PASSWORD));
        if (!r.lines().get(0).startsWith("loginAnswer\tOK")) {
            throw new IllegalStateException("cannot log in " + nick + ": " + r.lines());
        }
        return c;
    }

    /** {@code from} challenges, the other accepts; returns the match id. */
    private static long game(BlockingClient from, BlockingClient to, Challenge challenge) throws IOException {
        long id = Long.parseLong(ok(from.send(challenge)).details().get(0));
        ChallengesAnswer waiting = (ChallengesAnswer) to.send(new RefreshChallenges());
        for (ChallengeItem item : waiting.items()) {
            if (item instanceof ChallengedBy by && by.challengeId() == id) {
                return Long.parseLong(ok(to.send(new ChallengedByAnswer(id, true))).details().get(0));
            }
        }
        throw new IllegalStateException("challenge " + id + " did not arrive");
    }

    /** Plays the moves alternately, {@code first} moving first. */
    private static void play(BlockingClient first, BlockingClient second, long match, List<String> moves) throws IOException {
        for (int i = 0; i < moves.size(); i++) {
            ok((i % 2 == 0 ? first : second).send(new SendMovement(match, moves.get(i), Optional.empty())));
        }
    }

    private static Ok ok(Response r) {
        if (!(r instanceof Ok ok)) {
            throw new IllegalStateException("refused: " + r.lines());
        }
        return ok;
    }

    private static void save(Scene scene, Path file) throws Exception {
        CompletableFuture<WritableImage> shot = new CompletableFuture<>();
        Platform.runLater(() -> shot.complete(scene.snapshot(null)));
        WritableImage image = shot.get(30, TimeUnit.SECONDS);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage png = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getPixelReader().getPixels(0, y, w, 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0, w);
            png.setRGB(0, y, w, 1, row, 0, w);
        }
        ImageIO.write(png, "png", file.toFile());
        System.out.println("saved " + file);
    }

    private interface FxTask {
        void run() throws Exception;
    }

    private static void onFx(FxTask task) throws Exception {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                task.run();
                done.complete(null);
            } catch (Exception | Error e) {
                done.completeExceptionally(e);
            }
        });
        done.get(30, TimeUnit.SECONDS);
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            CompletableFuture<Boolean> f = new CompletableFuture<>();
            Platform.runLater(() -> f.complete(condition.getAsBoolean()));
            if (f.get(30, TimeUnit.SECONDS)) {
                return;
            }
            pause(200);
        }
        throw new IllegalStateException("the client did not get there in 30 s");
    }

    private static void pause(long ms) throws InterruptedException {
        Thread.sleep(ms);
    }

}
