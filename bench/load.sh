#!/usr/bin/env bash
# Load benchmark: N clients connect to a real server on MySQL/MariaDB, log in, poll on the
# client's schedule (refreshMatchesLastMovement + refreshChallenges every second, queryClientPool
# every 30 s) while pairs of them play chess, pacing their moves to MOVES_PER_SECOND in total;
# prints commands/s, moves offered and committed per second, latency percentiles, errors, and
# checks that every acknowledged move is in the database.
#   bench/load.sh [CLIENTS] [PAIRS] [SECONDS] [MOVES_PER_SECOND] [WARMUP_SECONDS]    defaults: 5000 100 60 200 10
# Everything runs for WARMUP_SECONDS before the SECONDS measured (games start, both JVMs compile
# their paths); logins are measured from the start.
# SERVER_JAVA_OPTS and LOAD_JAVA_OPTS (JVM options of the server and of the generator) are printed
# with the figures; e.g. SERVER_JAVA_OPTS=-XX:+UseZGC for a collector without long pauses.
# Bench users get a cheap Argon2 cost (64 KiB, 1 pass) so that 5,000 logins take seconds; the
# production cost is measured separately as the login latency of the protocol tests.
set -euo pipefail
cd "$(dirname "$0")/.."
clients=${1:-5000}
pairs=${2:-100}
seconds=${3:-60}
moves_per_second=${4:-200}
warmup=${5:-10}

scripts/setup-test-deps.sh >/dev/null
db=tablero_test_load
mysql -utablero -ptablero -h127.0.0.1 -e "DROP DATABASE IF EXISTS $db; CREATE DATABASE $db CHARACTER SET utf8mb4"
url="jdbc:mysql://127.0.0.1:3306/$db?user=tablero&password=tablero"

mvn -q -B -ntp -DskipTests package dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test
cp="server/target/test-classes:server/target/classes:$(cat server/target/classpath.txt)"

log=$(mktemp)
server_opts=${SERVER_JAVA_OPTS:-}
load_opts=${LOAD_JAVA_OPTS:-}
# shellcheck disable=SC2086
java $server_opts -jar server/target/tablero-server.jar --port 0 --bind 127.0.0.1 --db-url "$url" --db-user "" \
  --max-connections-per-address $((clients + 100)) --idle-timeout 600 >"$log.out" 2>"$log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do grep -q "listening on" "$log.out" 2>/dev/null && break; sleep 0.5; done
port=$(sed -n 's/^listening on //p' "$log.out")
[ -n "$port" ] || { echo "the server did not start:"; cat "$log"; exit 1; }

echo "server pid $server on port $port, MySQL database $db; JVM options: server '${server_opts}', generator '${load_opts}'"
echo "machine: nproc=$(nproc); java: $(java -version 2>&1 | head -1); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
# shellcheck disable=SC2086
java -Xss256k $load_opts -cp "$cp" org.tablero.server.load.LoadGenerator --port "$port" --db-url "$url" \
  --clients "$clients" --pairs "$pairs" --seconds "$seconds" --warmup "$warmup" --poll-ms 1000 --moves-per-second "$moves_per_second" \
  --server-pid "$server" --db-pid "$( (pgrep -x mariadbd || pgrep -x mysqld || true) | head -1)" \
  || status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
