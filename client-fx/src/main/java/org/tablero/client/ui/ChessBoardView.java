package org.tablero.client.ui;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.tablero.client.game.ChessMoveFinder.Candidate;
import org.tablero.client.game.FenBoard;
import org.tablero.engines.game.Side;

/**
 * A chess board drawn on a canvas with the chess glyphs of the font (DejaVu Sans), turned to the
 * player's colour. Moves are made by click-click or drag; the legal targets, the last move and a
 * king in check are highlighted. Which moves are legal is asked of the function given by the tab
 * (the shared rules), never decided here.
 */
public final class ChessBoardView extends CanvasRegion {

    private static final Color LIGHT = Color.web("#eedcbc");
    private static final Color DARK = Color.web("#b48a63");
    private static final Color LAST_MOVE = Color.web("#f6d55c", 0.55);
    private static final Color SELECTED = Color.web("#5b8c51", 0.55);
    private static final Color TARGET = Color.web("#2d4a2a", 0.28);
    private static final String GLYPHS = "KQRBNP";
    /** The filled glyphs ♚♛♜♝♞♟; drawn white or black so both sides share one clean shape. */
    private static final String SOLID = "\u265A\u265B\u265C\u265D\u265E\u265F";
    /** The outline glyphs ♔♕♖♗♘♙, drawn over a white body for the white pieces. */
    private static final String OUTLINE = "\u2654\u2655\u2656\u2657\u2658\u2659";

    private FenBoard board;
    private String[] lastMove;
    private String checkSquare;
    private boolean flipped;
    private Side mySide;
    private boolean interactive;
    private Function<String, Map<String, List<Candidate>>> legalFrom = from -> Map.of();
    private Consumer<Candidate> onMove = c -> { };

    private String selected;
    private Map<String, List<Candidate>> targets = Map.of();
    private double dragX = -1;
    private double dragY = -1;
    private boolean dragging;

    public ChessBoardView() {
        getStyleClass().add("chess-board");
        canvas.setOnMousePressed(this::pressed);
        canvas.setOnMouseDragged(this::dragged);
        canvas.setOnMouseReleased(this::released);
    }

    /** Shows a position; {@code lastMove} is {from, to} or null, {@code checkSquare} the king in check or null. */
    public void show(FenBoard position, String[] last, String check) {
        this.board = position;
        this.lastMove = last;
        this.checkSquare = check;
        clearSelection();
        redraw();
    }

    /** Puts {@code side} at the bottom and lets it move its pieces when {@code interactive}. */
    public void setPlayer(Side side, boolean interactive) {
        this.mySide = side;
        this.flipped = side == Side.BLACK;
        this.interactive = interactive;
        if (!interactive) {
            clearSelection();
        }
        redraw();
    }

    public void setLegalMoves(Function<String, Map<String, List<Candidate>>> legalFrom) {
        this.legalFrom = legalFrom;
    }

    public void setOnMove(Consumer<Candidate> onMove) {
        this.onMove = onMove;
    }

    /** The on-screen centre of a square, for tests and tooling that click squares. */
    public double[] centreOf(String square) {
        double s = squareSize();
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        int col = flipped ? 7 - file : file;
        int row = flipped ? rank : 7 - rank;
        return new double[] {originX() + (col + 0.5) * s, originY() + (row + 0.5) * s};
    }

    private double squareSize() {
        return Math.floor(Math.min(canvas.getWidth(), canvas.getHeight()) / 8);
    }

    private double originX() {
        return Math.floor((canvas.getWidth() - 8 * squareSize()) / 2);
    }

    private double originY() {
        return Math.floor((canvas.getHeight() - 8 * squareSize()) / 2);
    }

    private String squareAt(double x, double y) {
        double s = squareSize();
        int col = (int) Math.floor((x - originX()) / s);
        int row = (int) Math.floor((y - originY()) / s);
        if (col < 0 || col > 7 || row < 0 || row > 7) {
            return null;
        }
        return FenBoard.square(flipped ? 7 - col : col, flipped ? row : 7 - row);
    }

    private void pressed(MouseEvent e) {
        String sq = squareAt(e.getX(), e.getY());
        if (!interactive || board == null || sq == null) {
            return;
        }
        if (selected != null && targets.containsKey(sq)) {
            choose(targets.get(sq), e);
            return;
        }
        char piece = board.at(sq);
        if (piece != 0 && FenBoard.colourOf(piece) == mySide && !sq.equals(selected)) {
            selected = sq;
            targets = legalFrom.apply(sq);
        } else if (sq.equals(selected)) {
            // A second press on the selected piece keeps it, so a click-click can start over it.
            dragging = false;
        } else {
            clearSelection();
        }
        redraw();
    }

    private void dragged(MouseEvent e) {
        if (selected != null) {
            dragging = true;
            dragX = e.getX();
            dragY = e.getY();
            redraw();
        }
    }

    private void released(MouseEvent e) {
        if (!dragging) {
            return;
        }
        dragging = false;
        String sq = squareAt(e.getX(), e.getY());
        if (sq != null && targets.containsKey(sq)) {
            choose(targets.get(sq), e);
        } else {
            redraw();
        }
    }

    private void choose(List<Candidate> moves, MouseEvent e) {
        if (moves.size() == 1) {
            Candidate c = moves.get(0);
            clearSelection();
            onMove.accept(c);
            return;
        }
        ContextMenu promotion = new ContextMenu();
        promotion.setId("promotionMenu");
        for (Candidate c : moves) {
            int index = "qrbn".indexOf(c.promotion());
            String name = new String[] {"Queen", "Rook", "Bishop", "Knight"}[index];
            MenuItem item = new MenuItem(SOLID.charAt(index + 1) + "  " + name);
            item.setId("promote-" + c.promotion());
            item.setOnAction(a -> {
                clearSelection();
                onMove.accept(c);
            });
            promotion.getItems().add(item);
        }
        dragging = false;
        promotion.show(canvas, e.getScreenX(), e.getScreenY());
    }

    private void clearSelection() {
        selected = null;
        targets = Map.of();
        dragging = false;
    }

    @Override
    protected void draw(GraphicsContext g, double width, double height) {
        double s = squareSize();
        double ox = originX();
        double oy = originY();
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 8; col++) {
                int file = flipped ? 7 - col : col;
                int rank = flipped ? row : 7 - row;
                String sq = FenBoard.square(file, rank);
                double x = ox + col * s;
                double y = oy + row * s;
                g.setFill((file + rank) % 2 == 0 ? DARK : LIGHT);
                g.fillRect(x, y, s, s);
                if (lastMove != null && (sq.equals(lastMove[0]) || sq.equals(lastMove[1]))) {
                    g.setFill(LAST_MOVE);
                    g.fillRect(x, y, s, s);
                }
                if (sq.equals(selected)) {
                    g.setFill(SELECTED);
                    g.fillRect(x, y, s, s);
                }
                if (sq.equals(checkSquare)) {
                    g.setFill(new RadialGradient(0, 0, x + s / 2, y + s / 2, s * 0.62, false, CycleMethod.NO_CYCLE,
                            new Stop(0, Color.web("#ff2a1a", 0.95)), new Stop(0.55, Color.web("#e0301e", 0.6)),
                            new Stop(1, Color.web("#e0301e", 0))));
                    g.fillRect(x, y, s, s);
                }
                drawCoordinates(g, file, rank, col, row, x, y, s);
            }
        }
        if (board == null) {
            return;
        }
        for (int rank = 0; rank < 8; rank++) {
            for (int file = 0; file < 8; file++) {
                char p = board.at(file, rank);
                String sq = FenBoard.square(file, rank);
                if (p != 0 && !(dragging && sq.equals(selected))) {
                    double[] c = centreOf(sq);
                    drawPiece(g, p, c[0], c[1], s);
                }
            }
        }
        for (String t : targets.keySet()) {
            double[] c = centreOf(t);
            g.setFill(TARGET);
            if (board.at(t) != 0) {
                g.setStroke(TARGET);
                g.setLineWidth(s * 0.08);
                g.strokeOval(c[0] - s * 0.44, c[1] - s * 0.44, s * 0.88, s * 0.88);
            } else {
                g.fillOval(c[0] - s * 0.15, c[1] - s * 0.15, s * 0.3, s * 0.3);
            }
        }
        if (dragging && selected != null) {
            drawPiece(g, board.at(selected), dragX, dragY, s * 1.08);
        }
    }

    private void drawCoordinates(GraphicsContext g, int file, int rank, int col, int row, double x, double y, double s) {
        g.setFont(Font.font("DejaVu Sans", FontWeight.BOLD, Math.max(9, s * 0.16)));
        g.setFill((file + rank) % 2 == 0 ? LIGHT : DARK);
        if (row == 7) {
            g.setTextAlign(TextAlignment.RIGHT);
            g.setTextBaseline(VPos.BOTTOM);
            g.fillText(String.valueOf((char) ('a' + file)), x + s - 3, y + s - 2);
        }
        if (col == 0) {
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.TOP);
            g.fillText(String.valueOf((char) ('1' + rank)), x + 3, y + 2);
        }
    }

    static void drawPiece(GraphicsContext g, char piece, double cx, double cy, double s) {
        int index = GLYPHS.indexOf(Character.toUpperCase(piece));
        String solid = String.valueOf(SOLID.charAt(index));
        boolean white = Character.isUpperCase(piece);
        g.setFont(Font.font("DejaVu Sans", s * 0.8));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        // A soft shadow lifts the piece off the board.
        g.setFill(Color.color(0, 0, 0, 0.25));
        g.fillText(solid, cx + s * 0.02, cy + s * 0.035);
        if (white) {
            // The solid glyph makes the body opaque; the outline glyph on top draws its details.
            g.setFill(Color.web("#fbf8f0"));
            g.fillText(solid, cx, cy);
            g.setFill(Color.web("#1e1c1a"));
            g.fillText(String.valueOf(OUTLINE.charAt(index)), cx, cy);
        } else {
            g.setFill(Color.web("#1e1c1a"));
            g.fillText(solid, cx, cy);
        }
    }
}
