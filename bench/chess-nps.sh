#!/usr/bin/env bash
# Search speed of the Tablero chess engine with 1 and 2 threads (Lazy SMP), through UCI.
# For each fixed position the engine (a fresh process per thread count, warmed by a short search
# first) searches to a fixed depth; the last info line gives nodes, time and nodes/s. Prints a
# table and, per position, the 2-thread / 1-thread ratios of nodes/s and of time-to-depth.
# Usage: bench/chess-nps.sh [DEPTH]   (default 13)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JAR="$ROOT/engines/target/tablero-engines.jar"
JAVA="${JAVA:-java}"
DEPTH="${1:-13}"

if [ ! -f "$JAR" ]; then
    echo "building $JAR" >&2
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests package || mvn -q -pl engines -DskipTests package)
fi

POSITIONS=(
  "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "middlegame|r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8"
  "endgame|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)

# search THREADS FEN -> prints "nodes timeMs nps" of the last info line at DEPTH
search() {
    local threads="$1" fen="$2"
    {
        echo "uci"
        echo "setoption name Threads value $threads"
        echo "setoption name Hash value 64"
        echo "position startpos"
        echo "go depth 9"
        sleep 0.2
        echo "isready"
        sleep 3
        echo "ucinewgame"
        echo "position fen $fen"
        echo "go depth $DEPTH"
        # Wait for the bestmove of this search before quitting (up to 5 minutes).
        for _ in $(seq 1 600); do sleep 0.5; [ -f /tmp/chess-nps.done.$$ ] && break; done
        echo "quit"
    } | "$JAVA" -jar "$JAR" uci | awk -v d="$DEPTH" -v done="/tmp/chess-nps.done.$$" '
        /^info depth/ { for (i = 1; i < NF; i++) { if ($i == "depth") dep = $(i+1); if ($i == "nodes") n = $(i+1); if ($i == "time") t = $(i+1); if ($i == "nps") s = $(i+1) }
                        if (dep == d) { last = n " " t " " s } }
        /^bestmove/ { if (last != "") { print last; system("touch " done); exit } }'
    rm -f /tmp/chess-nps.done.$$
}

printf "%-11s %7s %12s %9s %10s\n" position threads nodes time_ms nodes/s
for entry in "${POSITIONS[@]}"; do
    name="${entry%%|*}"; fen="${entry#*|}"
    read -r n1 t1 s1 < <(search 1 "$fen")
    read -r n2 t2 s2 < <(search 2 "$fen")
    printf "%-11s %7s %12s %9s %10s\n" "$name" 1 "$n1" "$t1" "$s1"
    printf "%-11s %7s %12s %9s %10s\n" "$name" 2 "$n2" "$t2" "$s2"
    awk -v a="$s1" -v b="$s2" -v t1="$t1" -v t2="$t2" -v nm="$name" \
        'BEGIN { printf "%-11s nps ratio 2T/1T = %.2f, time-to-depth ratio 2T/1T = %.2f\n", nm, b / a, t2 / t1 }'
done
