#!/usr/bin/env bash
# Go strength: our MCTS engine (GTP, through our own GtpClient match runner) against GNU Go 3.8
# --level 10 with Chinese rules, positional superko, capture-all-dead and komi 7.5; colours
# alternate; each game is scored by our rules and cross-checked with GNU Go's final_score.
# Usage: bench/go-strength.sh [games, default 20] [ms per move, default 1000] [size, default 9]
#                             [threads, default 1] [max minutes, default 14]
# OURS_PARAMS adds profile parameters to our engine, e.g. OURS_PARAMS="--param corner_prior=40".
# MAX_PLIES=N stops each game after N plies and takes GNU Go's estimate_score of the position as
# the result: an opening benchmark; the summary adds our mean margin with its 95% error bar.
# The full target runs: bench/go-strength.sh 200 1000 9 1 600   and   OURS_PARAMS="--param owl=10 --param shapes=100" bench/go-strength.sh 100 5000 19 2 1200 (go19-strong)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-20}
MOVETIME=${2:-1000}
SIZE=${3:-9}
THREADS=${4:-1}
MINUTES=${5:-14}
JAR=${JAR:-engines/target/tablero-engines.jar}
JAVA=${JAVA:-java}
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
if [ ! -x "$GNUGO" ]; then
    echo "GNU Go not found (install the Debian package gnugo)" >&2
    exit 1
fi
if [ ! -f "$JAR" ]; then
    echo "building $JAR ..."
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
echo "== Go strength: Tablero MCTS vs GNU Go level 10, ${SIZE}x${SIZE}, ${MOVETIME} ms per move, ${THREADS} thread(s) =="
echo "machine: nproc=$(nproc); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
OURS="$JAVA -Xss4m -cp $JAR org.tablero.engines.go.gtp.GtpMain --param movetime=$MOVETIME --param threads=$THREADS ${OURS_PARAMS:-}"
THEIRS="$GNUGO --mode gtp --level 10 --chinese-rules --positional-superko --capture-all-dead --komi 7.5"
SGF_DIR=${SGF_DIR:-${TMPDIR:-/tmp}/tablero-go-strength-$(date +%Y%m%d-%H%M%S)}
echo "ours:   $OURS"
echo "theirs: $THEIRS"
"$JAVA" -cp "$JAR" org.tablero.engines.go.mcts.bench.GoMatch --ours "$OURS" --theirs "$THEIRS" \
    --size "$SIZE" --games "$GAMES" --komi 7.5 --max-minutes "$MINUTES" --sgf-dir "$SGF_DIR" \
    ${MAX_PLIES:+--max-plies "$MAX_PLIES"}
echo "games saved as SGF in $SGF_DIR (our moves commented with our search's report)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg) (other processes on these $(nproc) cores slow our engine down)"
