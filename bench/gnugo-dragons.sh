#!/usr/bin/env bash
# Our owl dragons against GNU Go's: for every question of a regression file that names a vertex
# (owl_attack, owl_defend, dragon_status), the stones of the dragon there by GNU Go 3.8's
# dragon_stones and by our Dragon (DragonStones), then how often they are the same, ours smaller
# (GNU Go links chains ours does not), ours larger, or neither; and, for each question where
# they differ, the stones only GNU Go's dragon holds (+) and only ours (-). GNU Go's owl reads
# its dragon, ours our Dragon: where they differ, so do the eyes, liberties and escape judged.
# Usage: bench/gnugo-dragons.sh [FILE.tst]     (default owl.tst; REG=DIR the regression
#        directory, CLASSES=DIR a saved copy of engines/target/classes)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REG="${REG:-$ROOT/../shared/data/go/gnugo-regression}"
FILE="${1:-owl.tst}"
GNUGO="${GNUGO:-/usr/games/gnugo}"
CLASSES="${CLASSES:-$ROOT/engines/target/classes}"
if [ ! -f "$CLASSES/org/tablero/engines/go/tactics/DragonStones.class" ]; then
    if [ "$CLASSES" != "$ROOT/engines/target/classes" ]; then
        echo "CLASSES=$CLASSES holds no DragonStones class" >&2
        exit 2
    fi
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests compile || mvn -q -pl engines -DskipTests compile)
fi
cd "$REG"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
awk '/^loadsgf/ { sgf = $2; moves = ($3 == "" ? 0 : $3) }
     $1 ~ /^[0-9]+$/ && ($2 == "owl_attack" || $2 == "owl_defend" || $2 == "dragon_status") && $3 ~ /^[A-T][0-9]+$/ {
         print $1, sgf, moves, $3 }' "$FILE" > "$TMP/questions"
sorted() { tr ' ' '\n' | grep . | sort -k1.1,1.1 -k1.2n | tr '\n' ' ' | sed 's/ $//'; }
while read -r n sgf moves vertex; do
    load="loadsgf $sgf"
    [ "$moves" != 0 ] && load="$load $moves"
    answer=$(printf '%s\ndragon_stones %s\n' "$load" "$vertex" | "$GNUGO" --mode gtp | grep -v '^$' | tail -1)
    case "$answer" in
        "= "*) echo "$n $(sed 's/^= *//' <<<"$answer" | sorted)" ;;
        *) echo "$n -" ;;
    esac
done < "$TMP/questions" > "$TMP/gnugo"
"${JAVA:-java}" -cp "$CLASSES" org.tablero.engines.go.tactics.DragonStones < "$TMP/questions" > "$TMP/ours"
echo "== $FILE: our dragons against GNU Go's dragon_stones"
awk 'NR == FNR { gnu[$1] = $0; next }
     {
         n = $1; split(gnu[n], g, " "); delete inG; delete inO
         for (i = 2; i in g; i++) inG[g[i]] = 1
         for (i = 2; i <= NF; i++) inO[$i] = 1
         plus = ""; minus = ""
         for (s in inG) if (!(s in inO) && s != "-") plus = plus " +" s
         for (s in inO) if (!(s in inG) && s != "-") minus = minus " -" s
         kind = plus == "" && minus == "" ? "same" : minus == "" ? "smaller" : plus == "" ? "larger" : "other"
         count[kind]++; total++
         if (kind != "same") print n, kind ":" plus minus
     }
     END { printf "%d questions: the same %d, ours smaller %d, ours larger %d, other %d\n", total,
               count["same"], count["smaller"], count["larger"], count["other"] }' "$TMP/gnugo" "$TMP/ours"
