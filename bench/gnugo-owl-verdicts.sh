#!/usr/bin/env bash
# GNU Go's verdict on every owl answer of ours that failed with a move: for each FAIL line of a
# verbose regression log (bench/go-tactics.sh with JAVA_OPTS=-Dregress.verbose=true) where we
# answered an owl_attack or owl_defend with a move the file does not list, plays that move and
# asks GNU Go (bench/gnugo-owl-check.sh) whether the other side still succeeds. "agrees" means
# GNU Go finds no answer to our move either (the file just prefers another move); "refutes"
# gives GNU Go's answer (its code first: 2 or 3 is a ko), a line to read with
# bench/owl-explain.sh. Answers "0" (no move) are not checked: the file's move is GNU Go's own.
# Usage: bench/gnugo-owl-verdicts.sh LOG        FILE=... the .tst file the log ran (default owl.tst).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LOG="$1"
agree=0
refute=0
while read -r n command move; do
    verdict=$(bash "$ROOT/bench/gnugo-owl-check.sh" "$n" "$move")
    if [ "$command" = owl_attack ]; then
        answer=$(sed 's/.*owl_defend \(.*\)$/\1/' <<<"$verdict")
    else
        answer=$(sed 's/.*owl_attack \([^;]*\);.*/\1/' <<<"$verdict")
    fi
    if [ "$answer" = 0 ]; then
        agree=$((agree + 1))
        echo "$n $command: our $move, GNU Go agrees"
    else
        refute=$((refute + 1))
        echo "$n $command: our $move, GNU Go refutes with $answer"
    fi
done < <(awk '$1 == "FAIL" && ($3 == "owl_attack" || $3 == "owl_defend") && $7 ~ /^[123]$/ {
        move = $8; sub(/\]$/, "", move)
        if (move != "PASS") print $2, $3, move
    }' "$LOG")
echo "moves GNU Go agrees with: $agree, refutes: $refute"
