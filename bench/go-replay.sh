#!/usr/bin/env bash
# A/B exactness check for Go search speed work: runs the SearchReplay record (fixed-seed one-thread
# searches, priors, heavy-playout and ladder hashes) against two engine jars and diffs the records.
# Usage: bench/go-replay.sh BASE_JAR [NEW_JAR, default engines/target/tablero-engines.jar] [playouts] [policy games]
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=$1
NEW=${2:-engines/target/tablero-engines.jar}
SRC=engines/src/test/java/org/tablero/engines/go/mcts/SearchReplay.java
OUT=$(mktemp -d)
for side in base new; do
    jar=$BASE; [ "$side" = new ] && jar=$NEW
    mkdir -p "$OUT/$side"
    javac -nowarn -cp "$jar" -d "$OUT/$side" "$SRC"
    start=$(date +%s%N)
    java -cp "$jar:$OUT/$side" org.tablero.engines.go.mcts.SearchReplay "${3:-3000}" "${4:-300}" > "$OUT/$side.txt"
    echo "$side: $(wc -l < "$OUT/$side.txt") lines in $(( ($(date +%s%N) - start) / 1000000 )) ms"
done
if diff "$OUT/base.txt" "$OUT/new.txt"; then
    echo "IDENTICAL ($OUT/new.txt)"
else
    echo "DIFFERENT"
    exit 1
fi
