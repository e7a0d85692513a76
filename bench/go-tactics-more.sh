#!/usr/bin/env bash
# Runs GNU Go 3.8's other owl, life-and-death, semeai, unconditional-status and tactical reading
# regression files, which are not in ../shared (owl1.tst, ld_owl.tst, STS-RV_e.tst,
# STS-RV_Misc.tst, semeai.tst, unconditional.tst, reading.tst, capture.tst), through
# bench/go-tactics.sh: the check that the solver does as well on problems it was never tuned on.
# The files come from GNU Go 3.8's source as Debian ships it (gnugo_3.8.orig.tar.gz from
# deb.debian.org), fetched once into target/gnugo-3.8 and checked by its SHA-256.
# Usage: bench/go-tactics-more.sh [--limit SECONDS] [--engine "GTP COMMAND"] [FILE.tst...]
#   FILE names a file of GNU Go's regression directory (default: the eight above);
#   --engine "/usr/games/gnugo --mode gtp" scores GNU Go itself on the same files.
#   JAVA_OPTS and CLASSES as for bench/go-tactics.sh (e.g. -Dregress.verbose=true).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE="$ROOT/target/gnugo-3.8"
TARBALL_URL="http://deb.debian.org/debian/pool/main/g/gnugo/gnugo_3.8.orig.tar.gz"
TARBALL_SHA256="da68d7a65f44dcf6ce6e4e630b6f6dd9897249d34425920bfdd4e07ff1866a72"

if [ ! -f "$CACHE/regression/owl1.tst" ]; then
    mkdir -p "$ROOT/target"
    tarball="$ROOT/target/gnugo_3.8.orig.tar.gz"
    echo "fetching $TARBALL_URL" >&2
    curl -fsS --retry 3 -o "$tarball" "$TARBALL_URL"
    echo "$TARBALL_SHA256  $tarball" | sha256sum -c --quiet -
    # Only the regression files and their games are needed.
    tar -xzf "$tarball" -C "$ROOT/target" gnugo-3.8/regression
    rm -f "$tarball"
fi

ARGS=()
FILES=()
while [ $# -gt 0 ]; do
    case "$1" in
        --limit|--engine) ARGS+=("$1" "$2"); shift 2 ;;
        *) FILES+=("$CACHE/regression/$1"); shift ;;
    esac
done
if [ ${#FILES[@]} -eq 0 ]; then
    for f in owl1 ld_owl STS-RV_e STS-RV_Misc semeai unconditional reading capture; do
        FILES+=("$CACHE/regression/$f.tst")
    done
fi

REG="$CACHE/regression" exec bash "$ROOT/bench/go-tactics.sh" "${ARGS[@]+"${ARGS[@]}"}" "${FILES[@]}"
