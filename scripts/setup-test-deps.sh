#!/usr/bin/env bash
# Installs and starts what the test suite needs, on a fresh Debian machine or this one:
#   - a MySQL-compatible server on 127.0.0.1:3306 (MariaDB from Debian when none answers),
#     with a database `tablero_test` and a user tablero/tablero allowed on tablero_test*;
#   - GNU Go and Stockfish, the external programs the engine tests and benchmarks play against;
#   - the DejaVu fonts, whose chess glyphs the client draws its pieces with (its UI tests check them).
# Safe to run again: it only does what is missing.
set -euo pipefail

log() { printf 'setup: %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=no
apt_install() {
  if [ "$apt_updated" = no ]; then
    log "apt-get update"
    as_root apt-get update -qq
    apt_updated=yes
  fi
  log "installing $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_program() { # program package
  if ! command -v "$1" >/dev/null 2>&1 && [ ! -x "/usr/games/$1" ]; then
    apt_install "$2"
  fi
}

mysql_admin() { # runs SQL as an administrator: over the local socket first, then root over TCP
  mysql -uroot -e "$1" 2>/dev/null || mysql -uroot -h127.0.0.1 -P3306 -e "$1"
}

mysql_alive() {
  mysqladmin -h127.0.0.1 -P3306 -uping_nobody ping 2>&1 | grep -q -e 'is alive' -e 'Access denied'
}

ensure_mysql() {
  if ! command -v mysqladmin >/dev/null 2>&1; then
    apt_install mariadb-server mariadb-client
  fi
  if ! mysql_alive; then
    if [ -x /usr/sbin/mariadbd ] || [ -x /usr/sbin/mysqld ]; then
      log "starting the MySQL-compatible server"
      as_root mkdir -p /run/mysqld
      as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
      daemon=/usr/sbin/mariadbd; [ -x "$daemon" ] || daemon=/usr/sbin/mysqld
      as_root start-stop-daemon --start --oknodo --background --exec "$daemon" -- --user=mysql
    else
      log "no MySQL-compatible server is installed and none answers on 127.0.0.1:3306"; exit 1
    fi
    for _ in $(seq 1 60); do mysql_alive && break; sleep 0.5; done
    mysql_alive || { log "the database server did not start"; exit 1; }
  fi
  mysql_admin "CREATE DATABASE IF NOT EXISTS tablero_test CHARACTER SET utf8mb4;
    CREATE USER IF NOT EXISTS 'tablero'@'127.0.0.1' IDENTIFIED BY 'tablero';
    CREATE USER IF NOT EXISTS 'tablero'@'localhost' IDENTIFIED BY 'tablero';
    GRANT ALL PRIVILEGES ON \`tablero\\_test%\`.* TO 'tablero'@'127.0.0.1';
    GRANT ALL PRIVILEGES ON \`tablero\\_test%\`.* TO 'tablero'@'localhost';
    FLUSH PRIVILEGES;"
  log "MySQL-compatible server ready on 127.0.0.1:3306 (database tablero_test, user tablero)"
}

"$(dirname "$0")/setup-build-deps.sh"
ensure_mysql
ensure_program gnugo gnugo
ensure_program stockfish stockfish
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || apt_install fonts-dejavu-core
