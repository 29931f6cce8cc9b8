#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (Debian's package): a cluster on PGPORT
# (default 5433) with its unix socket in a temp dir, fsync off, removed on exit. The command gets
# DATABASE_URL (user postgres, trust authentication, 127.0.0.1 only). The API suite (test-pg.sh)
# and bench:admin run on it; the server binaries are installed with apt-get when missing.
#   bash scripts/with-postgres.sh <command> [args…]
set -euo pipefail

PGPORT="${PGPORT:-5433}"

find_bin() {
  # Debian's layout first; /usr/local/bin/postgres may exist on this image but not on a fresh CI machine.
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]]; then echo "$dir"; return 0; fi
  done
  return 1
}

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

if ! PGBIN=$(find_bin); then
  echo "PostgreSQL server binaries not found: installing Debian's postgresql package"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
  PGBIN=$(find_bin) || { echo "postgresql installed but no server binaries under /usr/lib/postgresql/*/bin" >&2; exit 1; }
fi

WORK=$(mktemp -d /tmp/shop-api-pg.XXXXXX)
# root may not run postgres: the cluster belongs to the postgres user when we are root.
if [[ $(id -u) -eq 0 ]]; then
  chown postgres: "$WORK"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_pg "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PGPORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$WORK/server.log" >&2; exit 1; }
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PGPORT (cluster $WORK)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
# Not exec: the trap stops the server when the command ends.
"$@"
