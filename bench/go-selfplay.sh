#!/usr/bin/env bash
# Self-play A/B for Go engine changes too small to see against GNU Go in a few games: engine A
# (a jar and profile parameters) against engine B, both at a fixed playout count and one thread,
# colours alternating, A's seed changed every game (B's fixed, so that games differ). Two
# matches run side by side, one per core, with different seeds; the pooled wins of A are
# printed with their 95% error bar. Fixed playouts make the result independent of machine load.
# Usage: bench/go-selfplay.sh GAMES_PER_MATCH PLAYOUTS SIZE "A params" "B params"
#   params are GtpMain's: "--param fillboard=3"; JAR_A / JAR_B (default the built jar) and
#   JAVA_OPTS_A / JAVA_OPTS_B (e.g. -D properties) set each side's jar and JVM options.
# Example: bench/go-selfplay.sh 20 2000 19 "--param fillboard=3" ""
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:?games per match}
PLAYOUTS=${2:?playouts}
SIZE=${3:?size}
A_PARAMS=${4:-}
B_PARAMS=${5:-}
JAR=engines/target/tablero-engines.jar
JAR_A=${JAR_A:-$JAR}
JAR_B=${JAR_B:-$JAR}
JAVA=${JAVA:-java}
if [ ! -f "$JAR" ]; then
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
OUT=$(mktemp -d "${TMPDIR:-/tmp}/tablero-go-selfplay-XXXXXX")
echo "== Go self-play: A [$A_PARAMS ${JAVA_OPTS_A:-}] vs B [$B_PARAMS ${JAVA_OPTS_B:-}], ${SIZE}x${SIZE}, $PLAYOUTS playouts a move, one thread each =="
echo "machine: nproc=$(nproc); two matches of $GAMES games side by side; logs and SGF in $OUT"
for m in 1 2; do
    A="$JAVA -Xss4m ${JAVA_OPTS_A:-} -cp $JAR_A org.tablero.engines.go.gtp.GtpMain --param playouts=$PLAYOUTS --param seed=$m{game} $A_PARAMS"
    B="$JAVA -Xss4m ${JAVA_OPTS_B:-} -cp $JAR_B org.tablero.engines.go.gtp.GtpMain --param playouts=$PLAYOUTS --param seed=7 $B_PARAMS"
    "$JAVA" -cp "$JAR_A" org.tablero.engines.go.mcts.bench.GoMatch --ours "$A" --theirs "$B" --size "$SIZE" \
        --games "$GAMES" --komi 7.5 --max-minutes 600 --sgf-dir "$OUT/sgf-$m" > "$OUT/match-$m.log" 2>&1 &
done
wait
grep -h "^game " "$OUT"/match-*.log | awk '
    { n++; if ($0 ~ / win /) w++; if ($3 == "ours=B") { nb++; if ($0 ~ / win /) wb++ } }
    END {
        p = n ? w / n : 0; e = n ? 1.96 * sqrt(p * (1 - p) / n) : 0
        printf "A wins %d of %d: %.1f%% +- %.1f%% (95%%); as Black %d of %d, as White %d of %d\n", w, n, 100 * p, 100 * e, wb, nb, w - wb, n - nb
    }'
