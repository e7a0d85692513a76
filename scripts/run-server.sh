#!/usr/bin/env bash
# The run command: builds the server when needed and serves on port 7777 with the embedded
# database in ./data. Any option of the server can follow (see --help).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=server/target/tablero-server.jar
if [ ! -f "$jar" ] || [ -n "$(find protocol engines db-migrations server -name '*.java' -newer "$jar" -o -name '*.sql' -newer "$jar" -o -name pom.xml -newer "$jar" | head -1)" ]; then
  scripts/setup-build-deps.sh
  mvn -q -B -ntp -Dstyle.color=never -DskipTests package >&2
fi
exec java -jar "$jar" "$@"
