package org.tablero.client.ui;

import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.tablero.client.game.GoBoardPosition;
import org.tablero.engines.game.Side;

/**
 * A Go board on a canvas: wood, grid, star points, coordinates, shaded stones, the last move
 * marked, a preview stone under the mouse where the rules allow a move, and during scoring the
 * dead stones and the territory. Clicks become moves (or dead-stone marks while scoring).
 */
public final class GoBoardView extends CanvasRegion {

    private static final Color LINE = Color.web("#3a2812");

    private GoBoardPosition position;
    private String lastMove;
    private Set<String> dead = Set.of();
    private Side[][] territory;
    private Side mySide;
    private boolean interactive;
    private boolean scoring;
    private Predicate<String> legal = v -> false;
    private Consumer<String> onPlay = v -> { };
    private Consumer<String> onToggleDead = v -> { };
    private boolean analysing;
    private Consumer<String> onAnalyse = v -> { };
    private Map<String, String> hints = Map.of();
    private String hover;
    private final long grainSeed = 7;

    public GoBoardView() {
        getStyleClass().add("go-board");
        canvas.setOnMouseMoved(this::moved);
        canvas.setOnMouseExited(e -> {
            hover = null;
            redraw();
        });
        canvas.setOnMouseClicked(this::clicked);
    }

    public void show(GoBoardPosition pos, String last) {
        this.position = pos;
        this.lastMove = last;
        redraw();
    }

    /** The player's colour; stones may be placed when {@code interactive}. */
    public void setPlayer(Side side, boolean interactive) {
        this.mySide = side;
        this.interactive = interactive;
        redraw();
    }

    /** Scoring mode: clicks mark and unmark dead chains instead of playing; {@code owner} is [row][col] or null. */
    public void setScoring(boolean scoring, Set<String> deadStones, Side[][] owner) {
        this.scoring = scoring;
        this.dead = Set.copyOf(deadStones);
        this.territory = owner;
        redraw();
    }

    public void setLegal(Predicate<String> legal) {
        this.legal = legal;
    }

    public void setOnPlay(Consumer<String> onPlay) {
        this.onPlay = onPlay;
    }

    public void setOnToggleDead(Consumer<String> onToggleDead) {
        this.onToggleDead = onToggleDead;
    }

    /** Analysis mode: a click on a stone asks about its group instead of playing. */
    public void setAnalysing(boolean analysing) {
        this.analysing = analysing;
        redraw();
    }

    public void setOnAnalyse(Consumer<String> onAnalyse) {
        this.onAnalyse = onAnalyse;
    }

    /** Short labels drawn on points, such as the killing and saving moves of an analysis; empty clears them. */
    public void setHints(Map<String, String> hints) {
        this.hints = Map.copyOf(hints);
        redraw();
    }

    public Map<String, String> hints() {
        return hints;
    }

    private int size() {
        return position == null ? 19 : position.size();
    }

    private double cell() {
        // One cell of margin on each side leaves room for the coordinates.
        return Math.min(canvas.getWidth(), canvas.getHeight()) / (size() + 1);
    }

    private double boardLeft() {
        return (canvas.getWidth() - cell() * (size() + 1)) / 2;
    }

    private double boardTop() {
        return (canvas.getHeight() - cell() * (size() + 1)) / 2;
    }

    /** The on-screen point of a vertex, for tests and tooling that click the board. */
    public double[] centreOf(String vertex) {
        int[] p = GoBoardPosition.point(vertex);
        double c = cell();
        return new double[] {boardLeft() + c * (p[0] + 1), boardTop() + c * (size() - p[1])};
    }

    private String vertexAt(double x, double y) {
        double c = cell();
        int col = (int) Math.round((x - boardLeft()) / c) - 1;
        int rowFromTop = (int) Math.round((y - boardTop()) / c) - 1;
        int n = size();
        if (col < 0 || col >= n || rowFromTop < 0 || rowFromTop >= n) {
            return null;
        }
        return GoBoardPosition.vertex(col, n - 1 - rowFromTop);
    }

    private void moved(MouseEvent e) {
        String v = vertexAt(e.getX(), e.getY());
        if (v == null ? hover != null : !v.equals(hover)) {
            hover = v;
            redraw();
        }
    }

    private void clicked(MouseEvent e) {
        String v = vertexAt(e.getX(), e.getY());
        if (v == null || position == null) {
            return;
        }
        int[] p = GoBoardPosition.point(v);
        if (analysing) {
            if (position.stone(p[0], p[1]).isPresent()) {
                onAnalyse.accept(v);
            }
        } else if (scoring) {
            if (position.stone(p[0], p[1]).isPresent()) {
                onToggleDead.accept(v);
            }
        } else if (interactive && position.stone(p[0], p[1]).isEmpty() && legal.test(v)) {
            hover = null;
            onPlay.accept(v);
        }
    }

    @Override
    protected void draw(GraphicsContext g, double width, double height) {
        int n = size();
        double c = cell();
        double left = boardLeft();
        double top = boardTop();
        double side = c * (n + 1);
        drawWood(g, left, top, side);
        g.setStroke(LINE);
        for (int i = 0; i < n; i++) {
            g.setLineWidth(i == 0 || i == n - 1 ? Math.max(1.5, c / 22) : Math.max(1, c / 40));
            double at = c * (i + 1);
            g.strokeLine(left + c, top + at, left + c * n, top + at);
            g.strokeLine(left + at, top + c, left + at, top + c * n);
        }
        g.setFill(LINE);
        for (int[] star : starPoints(n)) {
            double r = Math.max(2.5, c * 0.1);
            g.fillOval(left + c * (star[0] + 1) - r, top + c * (n - star[1]) - r, 2 * r, 2 * r);
        }
        drawCoordinates(g, n, c, left, top);
        if (position == null) {
            return;
        }
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                double x = left + c * (col + 1);
                double y = top + c * (n - row);
                Optional<Side> stone = position.stone(col, row);
                String v = GoBoardPosition.vertex(col, row);
                boolean isDead = dead.contains(v);
                if (stone.isPresent()) {
                    drawStone(g, stone.get(), x, y, c * 0.48, isDead ? 0.45 : 1.0);
                    if (isDead) {
                        drawCross(g, stone.get(), x, y, c);
                    }
                }
                Side owner = territory == null ? null : territory[row][col];
                if (scoring && owner != null && (stone.isEmpty() || isDead)) {
                    double t = c * 0.32;
                    g.setFill(owner == Side.BLACK ? Color.web("#111111", 0.85) : Color.web("#ffffff", 0.92));
                    g.fillRect(x - t / 2, y - t / 2, t, t);
                    g.setStroke(Color.web("#000000", 0.5));
                    g.setLineWidth(0.8);
                    g.strokeRect(x - t / 2, y - t / 2, t, t);
                }
            }
        }
        int[] last = GoBoardPosition.point(lastMove);
        if (last != null && last[0] < n && last[1] < n) {
            Optional<Side> s = position.stone(last[0], last[1]);
            if (s.isPresent()) {
                double x = left + c * (last[0] + 1);
                double y = top + c * (n - last[1]);
                g.setStroke(s.get() == Side.BLACK ? Color.web("#f4f4f4") : Color.web("#1a1a1a"));
                g.setLineWidth(Math.max(1.5, c / 16));
                double r = c * 0.2;
                g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            }
        }
        drawHints(g, n, c, left, top);
        int[] h = GoBoardPosition.point(hover);
        if (h != null && interactive && !scoring && !analysing && mySide != null && position.stone(h[0], h[1]).isEmpty()
                && legal.test(hover)) {
            drawStone(g, mySide, left + c * (h[0] + 1), top + c * (n - h[1]), c * 0.48, 0.5);
        }
    }

    private void drawHints(GraphicsContext g, int n, double c, double left, double top) {
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(Font.font("System", FontWeight.BOLD, Math.max(9, c * 0.3)));
        for (Map.Entry<String, String> hint : hints.entrySet()) {
            int[] p = GoBoardPosition.point(hint.getKey());
            if (p == null || p[0] >= n || p[1] >= n) {
                continue;
            }
            double x = left + c * (p[0] + 1);
            double y = top + c * (n - p[1]);
            double r = c * 0.42;
            g.setFill(Color.web("#b3261e", 0.88));
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setFill(Color.WHITE);
            g.fillText(hint.getValue(), x, y);
        }
    }

    private void drawWood(GraphicsContext g, double left, double top, double side) {
        g.setFill(Color.color(0, 0, 0, 0.25));
        g.fillRoundRect(left + 3, top + 5, side, side, 8, 8);
        g.setFill(new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#e8c17a")), new Stop(0.45, Color.web("#dcae62")), new Stop(1, Color.web("#cf9e52"))));
        g.fillRoundRect(left, top, side, side, 8, 8);
        // Faint grain: wavy streaks in a fixed pattern, so the board looks the same every time.
        Random r = new Random(grainSeed);
        for (int i = 0; i < 70; i++) {
            double y0 = top + r.nextDouble() * side;
            double amp = 2 + r.nextDouble() * 6;
            double phase = r.nextDouble() * Math.PI * 2;
            g.setStroke(Color.web(r.nextBoolean() ? "#a8763a" : "#f3d398", 0.10 + r.nextDouble() * 0.12));
            g.setLineWidth(0.6 + r.nextDouble() * 1.6);
            g.beginPath();
            for (double x = 0; x <= side; x += side / 40) {
                double y = y0 + amp * Math.sin(phase + x / side * 5.0);
                y = Math.max(top + 1, Math.min(top + side - 1, y));
                if (x == 0) {
                    g.moveTo(left + x, y);
                } else {
                    g.lineTo(left + x, y);
                }
            }
            g.stroke();
        }
    }

    private void drawCoordinates(GraphicsContext g, int n, double c, double left, double top) {
        g.setFill(Color.web("#4a3418"));
        g.setFont(Font.font("DejaVu Sans", Math.max(8, c * 0.34)));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int i = 0; i < n; i++) {
            String letter = String.valueOf(GoBoardPosition.COLUMNS.charAt(i));
            double x = left + c * (i + 1);
            g.fillText(letter, x, top + c * 0.45);
            g.fillText(letter, x, top + c * (n + 0.55));
            String number = Integer.toString(n - i);
            double y = top + c * (i + 1);
            g.fillText(number, left + c * 0.45, y);
            g.fillText(number, left + c * (n + 0.55), y);
        }
    }

    static void drawStone(GraphicsContext g, Side side, double x, double y, double r, double alpha) {
        g.setGlobalAlpha(alpha);
        g.setFill(Color.color(0, 0, 0, 0.35));
        g.fillOval(x - r + r * 0.08, y - r + r * 0.14, 2 * r, 2 * r);
        RadialGradient shade = side == Side.BLACK
                ? new RadialGradient(0, 0, x - r * 0.35, y - r * 0.4, r * 1.4, false, CycleMethod.NO_CYCLE,
                        new Stop(0, Color.web("#6b6b6b")), new Stop(0.35, Color.web("#2a2a2a")), new Stop(1, Color.web("#050505")))
                : new RadialGradient(0, 0, x - r * 0.35, y - r * 0.4, r * 1.5, false, CycleMethod.NO_CYCLE,
                        new Stop(0, Color.web("#ffffff")), new Stop(0.55, Color.web("#ece9e2")), new Stop(1, Color.web("#b9b5ad")));
        g.setFill(shade);
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        g.setGlobalAlpha(1);
    }

    private static void drawCross(GraphicsContext g, Side side, double x, double y, double c) {
        double d = c * 0.18;
        g.setStroke(side == Side.BLACK ? Color.web("#ffffff") : Color.web("#c0392b"));
        g.setLineWidth(Math.max(1.5, c / 14));
        g.strokeLine(x - d, y - d, x + d, y + d);
        g.strokeLine(x - d, y + d, x + d, y - d);
    }

    /** Star points (hoshi) as column, row from 0. */
    static int[][] starPoints(int n) {
        if (n < 9) {
            return new int[0][];
        }
        int edge = n >= 13 ? 3 : 2;
        int far = n - 1 - edge;
        int mid = n / 2;
        if (n % 2 == 0) {
            return new int[][] {{edge, edge}, {edge, far}, {far, edge}, {far, far}};
        }
        if (n < 19) {
            return new int[][] {{edge, edge}, {edge, far}, {far, edge}, {far, far}, {mid, mid}};
        }
        return new int[][] {{edge, edge}, {edge, far}, {far, edge}, {far, far}, {mid, mid},
                {edge, mid}, {far, mid}, {mid, edge}, {mid, far}};
    }
}
