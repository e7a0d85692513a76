package org.tablero.client.ui;

/** A clock's time left as players read it: {@code 4:05}, {@code 1:02:03}, {@code 0:09.4} under ten seconds. */
final class ClockText {

    private ClockText() {
    }

    static String format(long millis) {
        long ms = Math.max(0, millis);
        long seconds = ms / 1000;
        if (seconds < 10) {
            return String.format(java.util.Locale.ROOT, "0:%02d.%d", seconds, (ms % 1000) / 100);
        }
        long h = seconds / 3600;
        long m = seconds % 3600 / 60;
        long s = seconds % 60;
        return h > 0 ? String.format(java.util.Locale.ROOT, "%d:%02d:%02d", h, m, s)
                : String.format(java.util.Locale.ROOT, "%d:%02d", m, s);
    }
}
