#!/usr/bin/env bash
# Search speed of the Tablero chess engine with 1 and 2 threads (Lazy SMP), through UCI.
# One engine process per thread count. It is first warmed up (every position searched for WARM_MS:
# until the JIT has compiled the search, a measurement times the compiler, and with two search
# threads on two cores the compiler takes time from them). Then, per position, after ucinewgame:
#   - "go depth DEPTH": nodes and time when DEPTH completes (time to depth);
#   - "go movetime NPS_MS": nodes/s over the whole search, all threads busy all the time (at a
#     fixed depth a short search is mostly start-up, so its nodes/s says little).
# Prints a table and, per position, the 2-thread / 1-thread ratios. Wall-clock numbers: run it on
# an idle machine (the load average is printed before and after).
# Usage: bench/chess-nps.sh [DEPTH] [NPS_MS] [WARM_MS]   (defaults 16, 5000, 2000)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JAR="${JAR:-$ROOT/engines/target/tablero-engines.jar}"
JAVA="${JAVA:-java}"
DEPTH="${1:-16}"
NPS_MS="${2:-5000}"
WARM_MS="${3:-2000}"

if [ ! -f "$JAR" ]; then
    echo "building $JAR" >&2
    (cd "$ROOT" && mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package)
fi

POSITIONS=(
  "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "middlegame|r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8"
  "endgame|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)

# run_engine THREADS -> prints, per position, "name depthNodes depthTimeMs movetimeNodes movetimeMs"
run_engine() {
    local threads="$1"
    coproc ENGINE { "$JAVA" -jar "$JAR" uci; }
    local in="${ENGINE[1]}" out="${ENGINE[0]}"
    # go ARGS -> sets LAST to the last "info depth" line before bestmove, DEPTH_LINE to the one at $DEPTH
    go() {
        echo "go $*" >&"$in"
        LAST="" DEPTH_LINE=""
        local line
        while IFS= read -r -t 600 line <&"$out"; do
            case "$line" in
                "info depth $DEPTH "*) DEPTH_LINE="$line"; LAST="$line" ;;
                "info depth "*) LAST="$line" ;;
                bestmove*) return 0 ;;
            esac
        done
        echo "engine stopped answering" >&2
        exit 1
    }
    field() { awk -v k="$1" '{ for (i = 1; i < NF; i++) if ($i == k) { print $(i+1); exit } }' <<< "$2"; }
    {
        echo "uci"
        echo "setoption name Threads value $threads"
        echo "setoption name Hash value 64"
    } >&"$in"
    for entry in "${POSITIONS[@]}"; do
        echo "position fen ${entry#*|}" >&"$in"
        go movetime "$WARM_MS"
    done
    for entry in "${POSITIONS[@]}"; do
        name="${entry%%|*}"; fen="${entry#*|}"
        printf 'ucinewgame\nposition fen %s\n' "$fen" >&"$in"
        go depth "$DEPTH"
        local dn dt
        dn="$(field nodes "$DEPTH_LINE")"; dt="$(field time "$DEPTH_LINE")"
        printf 'ucinewgame\nposition fen %s\n' "$fen" >&"$in"
        go movetime "$NPS_MS"
        echo "$name ${dn:-0} ${dt:-0} $(field nodes "$LAST") $(field time "$LAST")"
    done
    echo "quit" >&"$in"
    wait "$ENGINE_PID" 2>/dev/null || true
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
mapfile -t ONE < <(run_engine 1)
mapfile -t TWO < <(run_engine 2)
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"

printf "%-11s %7s %14s %12s %16s\n" position threads "nodes@d$DEPTH" "ms@d$DEPTH" "nodes/s(${NPS_MS}ms)"
for i in "${!ONE[@]}"; do
    read -r name n1 t1 m1 mt1 <<< "${ONE[$i]}"
    read -r _ n2 t2 m2 mt2 <<< "${TWO[$i]}"
    s1=$(( mt1 > 0 ? m1 * 1000 / mt1 : 0 )); s2=$(( mt2 > 0 ? m2 * 1000 / mt2 : 0 ))
    printf "%-11s %7s %14s %12s %16s\n" "$name" 1 "$n1" "$t1" "$s1"
    printf "%-11s %7s %14s %12s %16s\n" "$name" 2 "$n2" "$t2" "$s2"
    awk -v a="$s1" -v b="$s2" -v t1="$t1" -v t2="$t2" -v nm="$name" \
        'BEGIN { printf "%-11s nps ratio 2T/1T = %.2f, time-to-depth ratio 2T/1T = %.2f\n", nm, (a > 0 ? b / a : 0), (t1 > 0 ? t2 / t1 : 0) }'
done
