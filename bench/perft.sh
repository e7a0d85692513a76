#!/usr/bin/env bash
# Perft speed of the Tablero chess engine against Stockfish, both driven through UCI.
#
# Timing: wall time from writing `go perft N` to reading the `Nodes searched:` line, measured the
# same way for both engines. Each engine is started and asked `isready` first, so process and JVM
# start-up are excluded; the JIT is NOT warmed beforehand: the runs go in order (startpos perft 6,
# then Kiwipete perft 5) in one fresh process, so the first run includes JIT compilation.
# The machine is shared (2 cores), so the whole measurement is repeated REPEATS times (default 3),
# alternating the engines, each time with fresh processes, and the best time of each engine for
# each position is kept; every single time is printed too.
# Usage: bench/perft.sh [REPEATS]   (from the repository root or anywhere)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JAR="$ROOT/engines/target/tablero-engines.jar"
JAVA="${JAVA:-java}"

if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
    echo "stockfish not found; installing the Debian package" >&2
    apt-get update -qq && apt-get install -y -qq stockfish >/dev/null
fi
STOCKFISH="$(command -v stockfish || echo /usr/games/stockfish)"

if [ ! -f "$JAR" ]; then
    echo "building $JAR" >&2
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests package || mvn -q -pl engines -DskipTests package)
fi

START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POSITIONS=("startpos|$START|6" "kiwipete|$KIWIPETE|5")

now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }

# run_engine NAME CMD... : prints "label nodes seconds" per position.
run_engine() {
    local name="$1"; shift
    coproc ENGINE { "$@" 2>/dev/null; }
    local line
    echo "uci" >&"${ENGINE[1]}"
    echo "isready" >&"${ENGINE[1]}"
    while read -r -t 60 line <&"${ENGINE[0]}"; do [[ "$line" == readyok* ]] && break; done
    for spec in "${POSITIONS[@]}"; do
        IFS='|' read -r label fen depth <<<"$spec"
        echo "position fen $fen" >&"${ENGINE[1]}"
        echo "isready" >&"${ENGINE[1]}"
        while read -r -t 60 line <&"${ENGINE[0]}"; do [[ "$line" == readyok* ]] && break; done
        local t0 t1 nodes=""
        t0=$(now)
        echo "go perft $depth" >&"${ENGINE[1]}"
        while read -r -t 600 line <&"${ENGINE[0]}"; do
            if [[ "$line" == "Nodes searched:"* ]]; then nodes="${line##*: }"; break; fi
        done
        t1=$(now)
        echo "$name $label $depth ${nodes:-?} $(calc "$t1 - $t0")"
    done
    echo "quit" >&"${ENGINE[1]}"
    wait "$ENGINE_PID" 2>/dev/null || true
}

echo "machine: nproc=$(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "java:    $("$JAVA" -version 2>&1 | head -1)"
echo "stockfish: $(echo quit | "$STOCKFISH" 2>/dev/null | head -1)"
echo "timing: wall time from 'go perft N' to 'Nodes searched', start-up excluded, JIT not pre-warmed"
echo

REPEATS="${1:-3}"
ALL_OURS=""; ALL_THEIRS=""
for ((r = 1; r <= REPEATS; r++)); do
    ALL_OURS+="$(run_engine tablero "$JAVA" -jar "$JAR" uci)"$'\n'
    ALL_THEIRS+="$(run_engine stockfish "$STOCKFISH")"$'\n'
done
echo "every run (engine position depth nodes seconds):"
printf '%s%s' "$ALL_OURS" "$ALL_THEIRS" | sed '/^$/d; s/^/  /'
echo
# best (minimum) time per engine and position; the node counts of all runs must agree
best() { sed '/^$/d' | sort -k2,2 -k5,5g | awk '!seen[$2]++'; }
OURS="$(best <<<"$ALL_OURS")"
THEIRS="$(best <<<"$ALL_THEIRS")"

echo "best of $REPEATS:"
printf '%-10s %5s %12s %6s %10s %12s %7s\n' position depth nodes agree "ours(s)" "stockfish(s)" ratio
total_ours=0; total_sf=0; status=0
while read -r _ label depth nodes secs; do
    read -r _ _ _ sf_nodes sf_secs < <(grep " $label " <<<"$THEIRS")
    agree=yes; [ "$nodes" = "$sf_nodes" ] || { agree=NO; status=1; }
    if printf '%s%s' "$ALL_OURS" "$ALL_THEIRS" | awk -v l="$label" -v n="$nodes" '$2 == l && $4 != n { bad = 1 } END { exit !bad }'; then
        agree=NO; status=1
    fi
    ratio=$(calc "$secs / $sf_secs")
    printf '%-10s %5s %12s %6s %10.3f %12.3f %7.2f\n' "$label" "$depth" "$nodes" "$agree" "$secs" "$sf_secs" "$ratio"
    total_ours=$(calc "$total_ours + $secs"); total_sf=$(calc "$total_sf + $sf_secs")
done <<<"$OURS"
printf '%-10s %5s %12s %6s %10.3f %12.3f %7.2f\n' total "" "" "" "$total_ours" "$total_sf" "$(calc "$total_ours / $total_sf")"
echo "target: total ratio <= 2.00"
exit $status
