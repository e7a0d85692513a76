#!/usr/bin/env bash
# GNU Go's own verdict on a line of an owl test: loads test N's position from a GNU Go
# regression file (default owl.tst), plays MOVES alternately from the side the question puts to
# move (the attacker for owl_attack, the owner for owl_defend), then prints GNU Go's owl_attack
# and owl_defend answers on the dragon. Checks whether a move our owl answers with works too:
# after an attack, "owl_defend 0" means GNU Go finds no defence; after a defence,
# "owl_attack 0" means it finds no attack.
# Usage: bench/gnugo-owl-check.sh N [MOVES...]     FILE=... another .tst file, GNUGO=... the binary.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REG="${REG:-$ROOT/../shared/data/go/gnugo-regression}"
FILE="${FILE:-owl.tst}"
GNUGO="${GNUGO:-/usr/games/gnugo}"
N="$1"; shift
cd "$REG"
read -r sgf moves < <(awk -v n="$N" '/^loadsgf/ { l = $2 " " ($3 == "" ? 0 : $3) } $1 == n { print l; exit }' "$FILE")
read -r command vertex < <(awk -v n="$N" '$1 == n { print $2, $3; exit }' "$FILE")
case "$command" in
    owl_attack|owl_defend) ;;
    *) echo "test $N is $command, not an owl question" >&2; exit 1 ;;
esac
load="loadsgf $sgf"
[ "$moves" != 0 ] && load="$load $moves"
owner=$(printf '%s\ncolor %s\n' "$load" "$vertex" | "$GNUGO" --mode gtp | grep -v '^$' | sed -n 2p | awk '{print $2}')
other() { [ "$1" = black ] && echo white || echo black; }
if [ "$command" = owl_attack ]; then c=$(other "$owner"); else c=$owner; fi
mapfile -t answers < <({
    echo "$load"
    for m in "$@"; do echo "play $c $m"; c=$(other "$c"); done
    echo "owl_attack $vertex"
    echo "owl_defend $vertex"
} | "$GNUGO" --mode gtp | grep -v '^$' | tail -2 | sed 's/^[=?] *//')
echo "test $N ($command $vertex, owner $owner) after ${*:-no move}: GNU Go owl_attack ${answers[0]}; owl_defend ${answers[1]}"
