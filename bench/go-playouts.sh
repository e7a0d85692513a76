#!/usr/bin/env bash
# Go playout speed: uniformly random playouts per second from an empty 9x9 and 19x19 board on one
# thread (targets: 100,000/s on 9x9 and 20,000/s on 19x19). Builds the engines jar if it is missing.
# Usage: bench/go-playouts.sh [measured seconds per size, default 10] [warm-up seconds, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=${JAR:-engines/target/tablero-engines.jar}
MEASURE=${1:-10}
WARMUP=${2:-3}
if [ ! -f "$JAR" ]; then
    echo "building $JAR ..."
    mvn -q -o -pl engines -am -DskipTests package || mvn -q -pl engines -am -DskipTests package
fi
JAVA=${JAVA:-java}
echo "== Go random playouts =="
echo "machine: nproc=$(nproc); CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$JAVA" -version 2>&1 | head -1)"
echo "command: $JAVA -cp $JAR org.tablero.engines.go.bench.PlayoutBench $MEASURE $WARMUP 9 19"
"$JAVA" -cp "$JAR" org.tablero.engines.go.bench.PlayoutBench "$MEASURE" "$WARMUP" 9 19
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg) (other processes on these $(nproc) cores slow the figures down)"
