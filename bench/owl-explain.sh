#!/usr/bin/env bash
# Explains one owl answer (see OwlExplain): the dragon, its search region, the root result and
# the result after each root move, for test N of a GNU Go regression file (default owl.tst).
# Usage: bench/owl-explain.sh N [PLAYED...]      NODES=... (default 300000) per search,
#        SIEGE=L the second reading, which besieges enemy chains of up to L liberties,
#        KO=owner|attacker the ko searches' reading, that side winning every ko,
#        FILE=... another .tst file in the regression directory,
#        JAVA_OPTS=... options for the JVM (a -Dtablero... setting to try),
#        CLASSES=DIR a saved copy of engines/target/classes (a trial build).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REG="${REG:-$ROOT/../shared/data/go/gnugo-regression}"
FILE="${FILE:-owl.tst}"
CLASSES="${CLASSES:-$ROOT/engines/target/classes}"
N="$1"; shift
if [ ! -f "$CLASSES/org/tablero/engines/go/tactics/OwlExplain.class" ]; then
    if [ "$CLASSES" != "$ROOT/engines/target/classes" ]; then
        echo "CLASSES=$CLASSES holds no engine classes" >&2
        exit 2
    fi
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests compile || mvn -q -pl engines -DskipTests compile)
fi
cd "$REG"
read -r sgf moves < <(awk -v n="$N" '/^loadsgf/ { l = $2 " " ($3 == "" ? 0 : $3) } $1 == n { print l; exit }' "$FILE")
read -r command vertex < <(awk -v n="$N" '$1 == n { print $2, $3; exit }' "$FILE")
expected=$(awk -v n="$N" 'f { print; exit } $1 == n { f = 1 }' "$FILE")
case "$command" in
    owl_attack) kind=attack ;;
    owl_defend) kind=defend ;;
    *) echo "test $N is $command, not an owl question" >&2; exit 1 ;;
esac
echo "test $N: loadsgf $sgf $moves; $command $vertex; expected $expected"
exec "${JAVA:-java}" ${JAVA_OPTS:-} -cp "$CLASSES" org.tablero.engines.go.tactics.OwlExplain \
    --nodes "${NODES:-300000}" --siege "${SIEGE:-0}" ${KO:+--ko "$KO"} "$sgf" "$moves" "$vertex" "$kind" "$@"
