#!/usr/bin/env bash
# GNU Go 3.8 level 10 plays 19x19 games against itself, one SGF file a game (GTP printsgf), for
# the shape-pattern training (bench/go-shape-train.sh). Each game has its own random seed, so
# the games differ and a seed replays its game. The games are GNU Go's output, not its pattern
# databases.
# Usage: bench/go-gnugo-games.sh FIRST_SEED LAST_SEED OUTDIR [WORKERS]
#   e.g. bench/go-gnugo-games.sh 1 100 /tmp/gnugo-games 2   (about 2.5 minutes a game per core)
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: bench/go-gnugo-games.sh FIRST_SEED LAST_SEED OUTDIR [WORKERS]" >&2; exit 2; }
FIRST=$1
LAST=$2
OUT=$3
WORKERS=${4:-1}
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
[ -x "$GNUGO" ] || { echo "GNU Go not found (install the Debian package gnugo)" >&2; exit 1; }
mkdir -p "$OUT"

# One game: 200 moves each at most (the game ends at two passes in a row or a resignation), as SGF.
game() {
    local seed=$1
    local file="$OUT/gnugo-$seed.sgf"
    [ -s "$file" ] && return 0
    {
        echo "boardsize 19"
        echo "clear_board"
        echo "komi 7.5"
        echo "set_random_seed $seed"
        for _ in $(seq 1 ${MOVES:-200}); do
            echo "genmove black"
            echo "genmove white"
        done
        echo "quit"
    } | "$GNUGO" --mode gtp --level 10 --chinese-rules --komi 7.5 | awk -v seed="$seed" '
        BEGIN { letters = "ABCDEFGHJKLMNOPQRST"; sgf = "abcdefghijklmnopqrs"; n = 0; passes = 0; done = 0 }
        /^= [A-Za-z]/ { if (done) next
            move = toupper($2); colour = (n % 2 == 0) ? "B" : "W"; n++
            if (move == "RESIGN") { done = 1; result = "RE[" (colour == "B" ? "W" : "B") "+R]"; next }
            if (move == "PASS") { passes++; if (passes == 2) done = 1; body = body ";" colour "[]"; next }
            passes = 0
            x = index(letters, substr(move, 1, 1)); y = 20 - substr(move, 2)
            body = body ";" colour "[" substr(sgf, x, 1) substr(sgf, y, 1) "]" }
        END { printf "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]PB[GNU Go 3.8 level 10]PW[GNU Go 3.8 level 10]GN[seed %s]%s\n%s)\n", seed, result, body }
        ' >"$file.part"
    mv "$file.part" "$file"
    echo "seed $seed: $(grep -o ';[BW]\[[a-s]' "$file" | wc -l) moves"
}

worker() {
    local w=$1
    for ((seed = FIRST + w; seed <= LAST; seed += WORKERS)); do
        game "$seed"
    done
}

echo "== GNU Go self-play: seeds $FIRST-$LAST into $OUT, $WORKERS at a time =="
for ((w = 0; w < WORKERS; w++)); do
    worker "$w" &
done
wait
