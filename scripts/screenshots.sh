#!/usr/bin/env bash
# Saves screenshots of the client: builds what is missing, starts a server on a free port with an
# embedded database in a temporary directory, prepares two players (ann, bob) with a chess game and
# a Go game in progress through the protocol, opens the real client as ann and writes
#   screenshots/login.png  screenshots/lobby.png  screenshots/chess.png  screenshots/go.png
# The client runs in a real window on an X display started by xvfb-run (the script installs the
# Debian packages xvfb, libgtk-3-0 and fonts-dejavu-core when missing); each scene is saved with
# JavaFX's snapshot API. TABLERO_SCREENSHOT_DISPLAY=headless uses JavaFX's headless Monocle
# platform instead, which needs no display and no GTK.
# Needs: a JDK 17+ and Maven (installed by scripts/setup-build-deps.sh when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-screenshots}"
mkdir -p "$out"
mode="${TABLERO_SCREENSHOT_DISPLAY:-xvfb}"
scripts/setup-build-deps.sh
packages=(fonts-dejavu-core)
[ "$mode" = xvfb ] && packages+=(xvfb libgtk-3-0)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "screenshots: installing ${missing[*]}" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

mvn_offline=(-q -B -ntp)
if [ -d "$HOME/.m2/repository/org/testfx/openjfx-monocle" ]; then mvn_offline+=(-o); fi

jar=server/target/tablero-server.jar
if [ ! -f "$jar" ] || [ -n "$(find protocol engines db-migrations server -name '*.java' -newer "$jar" -o -name '*.sql' -newer "$jar" | head -1)" ]; then
  echo "screenshots: building the server" >&2
  mvn "${mvn_offline[@]}" -DskipTests -pl server -am package
fi
echo "screenshots: compiling the client and its test tools" >&2
mvn "${mvn_offline[@]}" -pl client-fx -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/tour-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="client-fx/target/test-classes:client-fx/target/classes:$(cat client-fx/target/tour-classpath.txt)"

data="$(mktemp -d -t tablero-shots-XXXXXX)"
log="$data/server.log"
# ann is an administrator, so that the tour can show the admin view too.
echo tablero-demo | java -jar "$jar" admin create-user --admin --data-dir "$data/db" ann >/dev/null
java -jar "$jar" --port 0 --data-dir "$data/db" >"$log" 2>&1 &
server_pid=$!
cleanup() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
port=""
for _ in $(seq 1 120); do
  port="$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$log" | head -1)"
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$log" >&2; echo "screenshots: the server did not start" >&2; exit 1; }
  sleep 0.5
done
[ -n "$port" ] || { cat "$log" >&2; echo "screenshots: the server did not say it was listening" >&2; exit 1; }
echo "screenshots: server on port $port" >&2

if [ "$mode" = xvfb ]; then
  xvfb-run -a -s "-screen 0 1400x900x24" java -cp "$cp" org.tablero.client.tour.ScreenshotTour 127.0.0.1 "$port" "$out"
else
  java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 -Dprism.order=sw -Djava.awt.headless=true \
    -cp "$cp" org.tablero.client.tour.ScreenshotTour 127.0.0.1 "$port" "$out"
fi
ls -l "$out"/*.png
