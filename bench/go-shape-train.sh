#!/usr/bin/env bash
# Learns the engine's shape table (the `shapes` parameter's ShapeTable) from 19x19 game records,
# e.g. GNU Go's own games from bench/go-gnugo-games.sh. First a table from all but the last
# HOLD_OUT games (by file name, version order) is checked on those: how often the played move
# is the best-rated point; then the table from all games is written to the engine's resources
# (or to OUT).
# Usage: bench/go-shape-train.sh GAMES_DIR [HOLD_OUT] [MIN_SEEN]
#   e.g. bench/go-gnugo-games.sh 1 100 /tmp/gnugo-games 2 && bench/go-shape-train.sh /tmp/gnugo-games 10 3
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bench/go-shape-train.sh GAMES_DIR [HOLD_OUT] [MIN_SEEN]" >&2; exit 2; }
DIR=$1
HOLD_OUT=${2:-10}
MIN_SEEN=${3:-3}
OUT=${OUT:-engines/src/main/resources/org/tablero/engines/go/mcts/shapes19.txt.gz}
JAR=${JAR:-engines/target/tablero-engines.jar}
JAVA=${JAVA:-java}
if [ ! -f "$JAR" ]; then
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
mapfile -t GAMES < <(ls "$DIR"/*.sgf | sort -V)
N=${#GAMES[@]}
[ "$N" -gt "$HOLD_OUT" ] || { echo "$N games: need more than the $HOLD_OUT held out" >&2; exit 1; }
TRAIN=("${GAMES[@]:0:$((N - HOLD_OUT))}")
TEST=("${GAMES[@]:$((N - HOLD_OUT))}")
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "== Shape table: $N games in $DIR, patterns seen at least $MIN_SEEN times =="
echo "-- check: learned from the first $((N - HOLD_OUT)) games, predicting the last $HOLD_OUT"
"$JAVA" -Xmx8g -cp "$JAR" org.tablero.engines.go.mcts.bench.ShapeTraining --out "$TMP/check.txt.gz" \
    --min-seen "$MIN_SEEN" "${TRAIN[@]}"
"$JAVA" -cp "$JAR" org.tablero.engines.go.mcts.bench.ShapeAccuracy "$TMP/check.txt.gz" "${TEST[@]}"
echo "-- the table from all $N games into $OUT"
"$JAVA" -Xmx8g -cp "$JAR" org.tablero.engines.go.mcts.bench.ShapeTraining --out "$OUT" --min-seen "$MIN_SEEN" "${GAMES[@]}"
ls -l "$OUT"
