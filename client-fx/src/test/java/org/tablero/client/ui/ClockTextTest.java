package org.tablero.client.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ClockTextTest {

    @Test
    void formatsAsPlayersReadClocks() {
        assertEquals("4:05", ClockText.format(245_000));
        assertEquals("1:02:03", ClockText.format(3_723_999));
        assertEquals("0:10", ClockText.format(10_000));
        assertEquals("0:09.4", ClockText.format(9_450));
        assertEquals("0:00.0", ClockText.format(-300));
    }
}
