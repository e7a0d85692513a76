package org.tablero.client.ui;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;

/** A region drawn on a canvas that fills it, redrawn whenever it is resized or its content changes. */
abstract class CanvasRegion extends Region {

    protected final Canvas canvas = new Canvas();

    CanvasRegion() {
        getChildren().add(canvas);
        setMinSize(200, 200);
        setPrefSize(560, 560);
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
        }
        redraw();
    }

    /** Draws everything again. */
    final void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (canvas.getWidth() > 0 && canvas.getHeight() > 0) {
            draw(g, canvas.getWidth(), canvas.getHeight());
        }
    }

    protected abstract void draw(GraphicsContext g, double width, double height);
}
