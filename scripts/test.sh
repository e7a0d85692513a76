#!/usr/bin/env bash
# The test command: sets up what the tests need, then builds and runs every test of every module
# against the embedded database and against MySQL/MariaDB on 127.0.0.1:3306.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-test-deps.sh
export PATH="$PATH:/usr/games"
exec mvn -B -ntp verify \
  -Dtablero.test.mysql.url='jdbc:mysql://127.0.0.1:3306/tablero_test?user=tablero&password=tablero' "$@"
