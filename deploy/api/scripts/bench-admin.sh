#!/usr/bin/env bash
# bench:admin (bench-admin.ts says what it measures): on the embedded database, then on a
# throwaway PostgreSQL server (with-postgres.sh) when Debian's server binaries are installed.
# The arguments go to both runs; with --url, --db or --help there is one run, as asked.
# Exit code 1 when a call is over budget (or failed) on either.
set -euo pipefail
cd "$(dirname "$0")/.."

for arg in "$@"; do
  case "$arg" in --url|--url=*|--db|--db=*|--help|-h) exec tsx scripts/bench-admin.ts "$@" ;; esac
done

status=0
tsx scripts/bench-admin.ts "$@" || status=$?
echo
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  # A port nobody listens on: another engineer's test:pg may hold the default one.
  PGPORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  export PGPORT
  bash scripts/with-postgres.sh bash -c 'tsx scripts/bench-admin.ts --url "$DATABASE_URL" "$@"' bench-admin "$@" || status=$?
else
  echo "PostgreSQL: not measured (no server binaries under /usr/lib/postgresql: apt-get install postgresql, as npm test does)"
fi
exit "$status"
