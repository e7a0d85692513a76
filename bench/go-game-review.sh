#!/usr/bin/env bash
# Reads back games saved by bench/go-strength.sh with GNU Go 3.8 as the judge: every STEP plies
# (default 20) our search's winning chance (from the SGF comments), GNU Go's estimate_score and
# every dragon of two stones or more GNU Go calls dead or critical (colour, stones, a stone of
# it, status and moves); then how GNU Go's top_moves rate our moves of the first 30 plies.
# Not a measurement but a trace: where a game turned and which group decided it.
# Usage: bench/go-game-review.sh [--step N] GAME.sgf...
set -euo pipefail
cd "$(dirname "$0")/.."
STEP=20
if [ "${1:-}" = "--step" ]; then
    STEP=$2
    shift 2
fi
[ $# -gt 0 ] || { echo "usage: bench/go-game-review.sh [--step N] GAME.sgf..." >&2; exit 2; }
JAR=${JAR:-engines/target/tablero-engines.jar}
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
[ -x "$GNUGO" ] || { echo "GNU Go not found (install the Debian package gnugo)" >&2; exit 1; }
if [ ! -f "$JAR" ]; then
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
for sgf in "$@"; do
    "${JAVA:-java}" -cp "$JAR" org.tablero.engines.go.mcts.bench.GameReview \
        --judge "$GNUGO --mode gtp --chinese-rules --komi 7.5" --sgf "$sgf" --step "$STEP"
done
