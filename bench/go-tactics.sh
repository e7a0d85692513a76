#!/usr/bin/env bash
# Runs GNU Go's regression files (STS-RV classes 0 and 1, owl) through the Tablero GTP engine
# and prints passed/failed per file, the overall rate and the time per test.
# Each answer must come within LIMIT seconds (default 10) or it counts as failed.
# Usage: bench/go-tactics.sh [--limit SECONDS] [--engine "GTP COMMAND"] [FILE.tst...]
#   (--engine runs another GTP program on the same files, e.g. "/usr/games/gnugo --mode gtp")
#   (default files: ../shared/data/go/gnugo-regression/{STS-RV_0,STS-RV_1,owl}.tst)
#   JAVA=... selects the JVM; -Dregress.verbose=true via JAVA_OPTS prints every test, and
#   -Dtablero.* settings there reach the engine; CLASSES=DIR runs a saved copy of
#   engines/target/classes (a trial build against main's, each at the issue's budget).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JAVA="${JAVA:-java}"
REG="${REG:-$ROOT/../shared/data/go/gnugo-regression}"

CLASSES="${CLASSES:-$ROOT/engines/target/classes}"
if [ ! -d "$CLASSES/org/tablero/engines/go/tactics" ]; then
    if [ "$CLASSES" != "$ROOT/engines/target/classes" ]; then
        echo "CLASSES=$CLASSES holds no engine classes" >&2
        exit 2
    fi
    echo "building engines" >&2
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests compile || mvn -q -pl engines -DskipTests compile)
fi

ARGS=()
FILES=()
while [ $# -gt 0 ]; do
    case "$1" in
        --limit) ARGS+=(--limit "$2"); shift 2 ;;
        --engine) ARGS+=(--engine "$2"); shift 2 ;;
        *) FILES+=("$1"); shift ;;
    esac
done
if [ ${#FILES[@]} -eq 0 ]; then
    FILES=("$REG/STS-RV_0.tst" "$REG/STS-RV_1.tst" "$REG/owl.tst")
fi

# shellcheck disable=SC2086
exec "$JAVA" ${JAVA_OPTS:-} -cp "$CLASSES" org.tablero.engines.go.tactics.regress.RegressionRunner \
    "${ARGS[@]+"${ARGS[@]}"}" "${FILES[@]}"
