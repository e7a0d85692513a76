package org.tablero.engines.go.sgf;

/** SGF text that cannot be read, or a game record that does not describe a legal game. */
public class SgfException extends Exception {

    public SgfException(String message) {
        super(message);
    }
}
