#!/usr/bin/env bash
# Go MCTS speed: playouts per second of the full search (tree, RAVE, priors, heavy playouts) on
# 9x9 and 19x19 with 1 and 2 threads. For reference Orego, a Java MCTS, reaches about 16,000/s on
# 9x9 and 3,600/s on 19x19 per thread on this kind of machine.
# Usage: bench/go-mcts-speed.sh [seconds per search, default 2] [searches per row, default 5] [key=value...]
#   the pairs are profile parameters of the engine, e.g. bench/go-mcts-speed.sh 2 5 shapes=100
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=${JAR:-engines/target/tablero-engines.jar}
JAVA=${JAVA:-java}
if [ ! -f "$JAR" ]; then
    echo "building $JAR ..."
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
echo "== Go MCTS playouts per second =="
echo "machine: nproc=$(nproc); CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: $JAVA -cp $JAR org.tablero.engines.go.mcts.bench.MctsSpeedBench ${1:-2} ${2:-5} ${*:3}"
"$JAVA" -cp "$JAR" org.tablero.engines.go.mcts.bench.MctsSpeedBench "${1:-2}" "${2:-5}" "${@:3}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg) (2 threads only help when the second core is free)"
