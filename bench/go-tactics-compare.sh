#!/usr/bin/env bash
# Compares two verbose regression logs of bench/go-tactics.sh (JAVA_OPTS=-Dregress.verbose=true)
# test by test: every test whose answer differs, as "N command | BEFORE -> AFTER | expected",
# then the tests gained and lost and each log's count of passes. The way a trial is judged
# against main: at a node budget on one thread the answers are repeatable, so every line is
# the trial's doing.
# Usage: bench/go-tactics-compare.sh BEFORE.log AFTER.log   (each log of one regression file:
# test numbers are only unique within a file)
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 BEFORE.log AFTER.log" >&2
    exit 2
fi
awk '
    # "  PASS 20 owl_attack B3: got [=20 0] expected [1 E2] 0.00s"
    $1 == "PASS" || $1 == "FAIL" {
        n = $2
        line = $0
        got = line; sub(/.*: got \[/, "", got); sub(/\] expected \[.*/, "", got)
        want = line; sub(/.*\] expected \[/, "", want); sub(/\][^]]*$/, "", want)
        command = line; sub(/^ *(PASS|FAIL) [0-9]+ /, "", command); sub(/: got \[.*/, "", command)
        if (FILENAME == ARGV[1]) {
            beforeResult[n] = $1; beforeGot[n] = got; expected[n] = want; name[n] = command
            beforePass += $1 == "PASS"
        } else {
            afterResult[n] = $1; afterGot[n] = got; name[n] = command
            if (!(n in expected)) expected[n] = want
            afterPass += $1 == "PASS"
        }
        seen[n] = 1
    }
    END {
        count = 0
        for (n in seen) keys[++count] = n + 0
        # insertion sort: a regression file has a few hundred tests at most
        for (i = 2; i <= count; i++) {
            k = keys[i]
            for (j = i - 1; j >= 1 && keys[j] > k; j--) keys[j + 1] = keys[j]
            keys[j + 1] = k
        }
        gained = ""; lost = ""
        for (i = 1; i <= count; i++) {
            n = keys[i]
            b = (n in beforeResult) ? beforeResult[n] " " beforeGot[n] : "absent"
            a = (n in afterResult) ? afterResult[n] " " afterGot[n] : "absent"
            if (b != a) printf "%s %s | %s -> %s | expected %s\n", n, name[n], b, a, expected[n]
            if (beforeResult[n] != "PASS" && afterResult[n] == "PASS") gained = gained " " n
            if (beforeResult[n] == "PASS" && afterResult[n] != "PASS") lost = lost " " n
        }
        printf "gained:%s\nlost:%s\n", (gained == "" ? " none" : gained), (lost == "" ? " none" : lost)
        printf "passed: %d before, %d after\n", beforePass, afterPass
    }
' "$1" "$2"
