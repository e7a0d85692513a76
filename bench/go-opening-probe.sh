#!/usr/bin/env bash
# Opening probe: our engine's moves in the first plies of 19x19 openings, with several sets of
# profile parameters, rated by GNU Go 3.8's top_moves on the same positions (GNU Go's own games,
# random seeds FIRST_SEED onwards). A proxy to compare opening knowledge in minutes; games
# against GNU Go decide.
# Usage: [FROM=1] [FIRST_SEED=1] bench/go-opening-probe.sh OPENINGS PLIES PLAYOUTS "PARAMS A" ["PARAMS B"...]
#   e.g. FROM=11 bench/go-opening-probe.sh 4 30 8000 "owl=10" "owl=10 rave_equivalence=500"
# GNU Go's first moves come from its fuseki database, which lists one or two moves: FROM=11 skips them.
# Each engine searches a fixed number of playouts on one thread with its fixed seed, so a run repeats.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 4 ] || { echo "usage: bench/go-opening-probe.sh OPENINGS PLIES PLAYOUTS \"PARAMS A\" [\"PARAMS B\"...]" >&2; exit 2; }
OPENINGS=$1
PLIES=$2
PLAYOUTS=$3
shift 3
JAR=${JAR:-engines/target/tablero-engines.jar}
JAVA=${JAVA:-java}
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
[ -x "$GNUGO" ] || { echo "GNU Go not found (install the Debian package gnugo)" >&2; exit 1; }
if [ ! -f "$JAR" ]; then
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
echo "== Opening probe: ${OPENINGS} GNU Go openings (seeds from ${FIRST_SEED:-1}), plies ${FROM:-1}-${PLIES}, ${PLAYOUTS} playouts a move, one thread =="
echo "machine: nproc=$(nproc); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
ENGINES=()
for params in "$@"; do
    cmd="$JAVA -Xss4m -cp $JAR org.tablero.engines.go.gtp.GtpMain --param playouts=$PLAYOUTS --param threads=1"
    for p in $params; do
        cmd="$cmd --param $p"
    done
    ENGINES+=(--ours "$cmd")
done
"$JAVA" -cp "$JAR" org.tablero.engines.go.mcts.bench.OpeningProbe \
    --judge "$GNUGO --mode gtp --level 10 --chinese-rules --komi 7.5 --seed 1" \
    --from "${FROM:-1}" --plies "$PLIES" --selfplay "$OPENINGS" --first-seed "${FIRST_SEED:-1}" "${ENGINES[@]}"
