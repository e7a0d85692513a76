#!/usr/bin/env bash
# Chess strength of Tablero's strongest profile against Debian's Stockfish 15.1 limited with
# UCI_LimitStrength / UCI_Elo. Both engines run as UCI subprocesses driven by our own UCI client
# (org.tablero.engines.chess.uci.client.UciClient, the code the server uses for external engines);
# games are adjudicated by our chess rules (MatchRunner). Openings: 25 balanced lines, each played
# with both colours. Prints one line per game, then wins/draws/losses, score and Elo +/- 95% error.
#
# Usage: bench/chess-strength.sh [GAMES] [ELO] [TC] [MAX_MINUTES] [THREADS] [CONCURRENCY]
#   GAMES        default 200
#   ELO          Stockfish UCI_Elo, default 2000 (Stockfish accepts 1320..3190)
#   TC           base+increment in seconds, default 10+0.1
#   MAX_MINUTES  stop starting new games after this long, default unlimited
#   THREADS      Tablero's Threads option, default 1
#   CONCURRENCY  games played at once, each by its own pair of processes, default 1; at most one per
#                core (times THREADS) or the engines steal each other's time
# The full run of the issue: bench/chess-strength.sh 200 2000 10+0.1
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JAR="$ROOT/engines/target/tablero-engines.jar"
JAVA="${JAVA:-java}"
GAMES="${1:-200}"
ELO="${2:-2000}"
TC="${3:-10+0.1}"
MAX_MINUTES="${4:-1000000}"
THREADS="${5:-1}"
CONCURRENCY="${6:-1}"

if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
    echo "stockfish not found; installing the Debian package" >&2
    apt-get update -qq && apt-get install -y -qq stockfish >/dev/null
fi
STOCKFISH="$(command -v stockfish || echo /usr/games/stockfish)"

if [ ! -f "$JAR" ]; then
    echo "building $JAR" >&2
    (cd "$ROOT" && mvn -q -o -pl engines -DskipTests package || mvn -q -pl engines -DskipTests package)
fi

echo "Tablero (profile strongest, Threads $THREADS) vs Stockfish UCI_Elo $ELO, $GAMES games at $TC s, $CONCURRENCY at once"
echo "machine: nproc=$(nproc); CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
trap 'echo "load average after: $(cut -d" " -f1-3 /proc/loadavg)"' EXIT
"$JAVA" -cp "$JAR" org.tablero.engines.chess.uci.match.MatchMain \
    --first "$JAVA -jar $JAR uci --profile strongest" \
    --first-option "Threads=$THREADS" --first-option "Hash=64" \
    --second "$STOCKFISH" \
    --second-option "UCI_LimitStrength=true" --second-option "UCI_Elo=$ELO" \
    --second-option "Threads=1" --second-option "Hash=16" \
    --games "$GAMES" --tc "$TC" --max-minutes "$MAX_MINUTES" --concurrency "$CONCURRENCY"
