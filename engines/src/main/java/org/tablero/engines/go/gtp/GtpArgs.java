package org.tablero.engines.go.gtp;

import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Reads GTP command arguments, failing with the standard GTP error texts, and writes GNU Go's vertices. */
final class GtpArgs {

    private GtpArgs() {
    }

    static String timeArgs(String[] a, int count) throws GtpFailure {
        need(a, count);
        for (String s : a) {
            integer(s);
        }
        return "";
    }

    static void need(String[] a, int n) throws GtpFailure {
        if (a.length < n) {
            throw new GtpFailure("syntax error");
        }
    }

    static int integer(String s) throws GtpFailure {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new GtpFailure("syntax error");
        }
    }

    static int colour(String s) throws GtpFailure {
        int c = Stone.parse(s);
        if (c < 0) {
            throw new GtpFailure("invalid color");
        }
        return c;
    }

    /** A vertex as GNU Go prints it: a pass as PASS, since its regression patterns are case-sensitive. */
    static String gnuGoVertex(int size, int p) {
        return p == Vertex.PASS ? "PASS" : Vertex.format(size, p);
    }

    static int vertex(int size, String s) throws GtpFailure {
        int p = Vertex.parse(size, s);
        if (p < 0) {
            throw new GtpFailure("invalid coordinate");
        }
        return p;
    }
}
