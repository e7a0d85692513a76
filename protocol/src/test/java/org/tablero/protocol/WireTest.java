package org.tablero.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WireTest {

    @Test
    void splitKeepsEmptyFieldsEvenAtTheEnd() {
        assertArrayEquals(new String[] {"a", "", "b", "", ""}, Wire.split("a\t\tb\t\t"));
        assertArrayEquals(new String[] {""}, Wire.split(""));
    }

    @Test
    void dashIsTheEmptyOptional() {
        assertEquals(Optional.empty(), Wire.optional("-"));
        assertEquals(Optional.of("x"), Wire.optional("x"));
        assertEquals(Optional.of("--"), Wire.optional("--"));
        assertEquals("-", Wire.dash(Optional.empty()));
        assertEquals("x", Wire.dash(Optional.of("x")));
    }

    @Test
    void acceptedOrRefused() {
        assertTrue(Wire.accepted("accepted"));
        assertFalse(Wire.accepted("refused"));
        assertEquals("accepted", Wire.accepted(true));
        assertEquals("refused", Wire.accepted(false));
        assertThrows(IllegalArgumentException.class, () -> Wire.accepted("ACCEPTED"));
        assertThrows(IllegalArgumentException.class, () -> Wire.accepted(""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ab", "A_b-9", "abcdefghijklmnopqrst", "--", "__"})
    void validNicks(String nick) {
        assertTrue(Wire.isValidNick(nick));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a", "abcdefghijklmnopqrstu", "a b", "ñandu", "a.b", "a\tb"})
    void invalidNicks(String nick) {
        assertFalse(Wire.isValidNick(nick));
    }

    @Test
    void passwordRule() {
        assertTrue(Wire.isValidPassword("123456"));
        assertTrue(Wire.isValidPassword("x".repeat(128)));
        assertTrue(Wire.isValidPassword("with spaces"));
        assertTrue(Wire.isValidPassword("\uD83D\uDE00".repeat(6)), "six emoji are six characters");
        assertFalse(Wire.isValidPassword("12345"));
        assertFalse(Wire.isValidPassword("x".repeat(129)));
        assertFalse(Wire.isValidPassword("abc\tdef"));
        assertFalse(Wire.isValidPassword("abc\rdef"));
        assertFalse(Wire.isValidPassword("abc\ndef"));
        assertFalse(Wire.isValidPassword(null));
    }

    @Test
    void optionsKeepOrderAndRoundTrip() {
        Map<String, String> options = Wire.parseOptions("size=19,komi=7.5,time=5+3,rules=chinese");
        assertEquals(List.of("size", "komi", "time", "rules"), new ArrayList<>(options.keySet()));
        assertEquals("7.5", options.get("komi"));
        assertEquals("size=19,komi=7.5,time=5+3,rules=chinese", Wire.formatOptions(options));
        assertEquals(Map.of(), Wire.parseOptions("-"));
        assertEquals("-", Wire.formatOptions(Map.of()));
        assertEquals(Map.of("dead", "D4 E5"), Wire.parseOptions("dead=D4 E5"));
        assertThrows(UnsupportedOperationException.class, () -> options.put("a", "b"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"size", "=9", "size=", "a=1,a=2", "a=1,,b=2", "", ",", "a=1,", "A=1", "1a=2",
        "a-b=1", "a=b=c", "a=\u0001"})
    void badOptions(String field) {
        assertThrows(IllegalArgumentException.class, () -> Wire.parseOptions(field));
    }

    @Test
    void optionMapsAreCheckedAndCopied() {
        Map<String, String> source = new LinkedHashMap<>();
        source.put("b", "1");
        source.put("a", "2");
        Map<String, String> copy = Wire.options(source, "options");
        source.put("c", "3");
        assertEquals(List.of("b", "a"), new ArrayList<>(copy.keySet()));
        assertThrows(IllegalArgumentException.class, () -> Wire.options(Map.of("a", "x,y"), "options"));
        assertThrows(IllegalArgumentException.class, () -> Wire.options(Map.of("Bad", "x"), "options"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "42", "9223372036854775807"})
    void goodIds(String field) {
        assertEquals(Long.parseLong(field), Wire.parseId(field, "id"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "+3", "1.5", "99999999999999999999", "9223372036854775808", "", " 1", "1 ",
        "0x1", "１"})
    void badIds(String field) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Wire.parseId(field, "id"));
        assertTrue(e.getMessage().contains("id"));
    }

    @Test
    void countsAllowZero() {
        assertEquals(0, Wire.parseCount("0", "count"));
        assertEquals(Integer.MAX_VALUE, Wire.parseCount("2147483647", "count"));
        assertThrows(IllegalArgumentException.class, () -> Wire.parseCount("2147483648", "count"));
        assertThrows(IllegalArgumentException.class, () -> Wire.parseCount("-0", "count"));
    }

    @Test
    void instantsHaveSecondPrecisionInUtc() {
        Instant t = Instant.parse("2026-11-21T14:05:09Z");
        assertEquals("2026-11-21T14:05:09Z", Wire.formatInstant(t));
        assertEquals(t, Wire.parseInstant("2026-11-21T14:05:09Z"));
        assertEquals("2026-01-02T03:04:05Z", Wire.formatInstant(Instant.parse("2026-01-02T03:04:05Z")));
        assertEquals(t, Wire.instant(Instant.parse("2026-11-21T14:05:09.987Z"), "t"));
        for (String bad : new String[] {"2026-11-21T14:05:09.5Z", "2026-11-21T14:05:09+01:00", "2026-11-21 14:05:09Z",
            "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-11-21T24:00:00Z", "26-11-21T14:05:09Z"}) {
            assertThrows(IllegalArgumentException.class, () -> Wire.parseInstant(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> Wire.instant(Instant.parse("+10000-01-01T00:00:00Z"), "t"));
    }

    @Test
    void fieldsMustTravelAsOneField() {
        assertEquals("a b", Wire.field("a b", "x"));
        assertThrows(IllegalArgumentException.class, () -> Wire.field("", "x"));
        assertThrows(IllegalArgumentException.class, () -> Wire.field("a\tb", "x"));
        assertThrows(IllegalArgumentException.class, () -> Wire.field("a\u007Fb", "x"));
        assertThrows(NullPointerException.class, () -> Wire.field(null, "x"));
        assertThrows(IllegalArgumentException.class, () -> Wire.optionalField(Optional.of("-"), "x"));
    }

    @Test
    void lineControlCharactersSpareTheTabs() {
        assertFalse(Wire.hasControlCharInLine("a\tb\t c"));
        assertTrue(Wire.hasControlCharInLine("a\tb\rc"));
        assertTrue(Wire.hasControlCharInLine("a\u0000"));
        assertTrue(Wire.hasControlCharInLine("\u007F"));
        assertTrue(Wire.hasControlChar("a\tb"));
    }

    @Test
    void saneTypes() {
        assertTrue(Wire.isSaneType("refreshMatchesLastMovement"));
        assertTrue(Wire.isSaneType("a_1"));
        assertFalse(Wire.isSaneType("1a"));
        assertFalse(Wire.isSaneType("a-b"));
        assertFalse(Wire.isSaneType("a".repeat(65)));
        assertTrue(Wire.isSaneType("a".repeat(64)));
    }

    @Test
    void listsUseDashWhenEmpty() {
        assertEquals("-", Wire.list(List.of(), ","));
        assertEquals("chess,go", Wire.list(List.of("chess", "go"), ","));
        assertEquals(List.of("D4", "E5"), Wire.parseList("D4 E5", " ", "v"));
        assertEquals(List.of(), Wire.parseList("-", " ", "v"));
        assertThrows(IllegalArgumentException.class, () -> Wire.parseList("D4  E5", " ", "v"));
    }
}
