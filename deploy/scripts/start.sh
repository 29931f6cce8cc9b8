#!/usr/bin/env bash
# npm start: from a fresh checkout to the storefront on one port.
#   pnpm (installed if missing) → dependencies → build the apps whose sources changed →
#   publish + promote each remote build in the registry → migrate + seed → serve the edge.
# Every step skips work already done, so a second run takes a few seconds.
# Env: PORT (8080), DATA_DIR (.data), DATABASE_URL, API_URL, SESSION_SECRET, HOST — see README.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
export PORT="${PORT:-8080}"
DATA_DIR="${DATA_DIR:-.data}"
case "$DATA_DIR" in /*) ;; *) DATA_DIR="$ROOT/$DATA_DIR" ;; esac
export DATA_DIR  # absolute, so the registry, the API and the edge agree whatever their cwd
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_nodedir="${npm_config_nodedir:-/usr}"

started=$(date +%s%N)
step() { printf '› %-10s %s\n' "$1" "$2"; }
elapsed() { echo "$(( ($(date +%s%N) - started) / 1000000 ))ms"; }

source deploy/scripts/prepare.sh

# --- Registry: publish each remote build under its version and make it live ---------------------
step registry "publishing to $DATA_DIR/registry"
"$ROOT/node_modules/.bin/tsx" deploy/registry/src/cli.ts release | sed 's/^/             /'

# --- Database and edge ---------------------------------------------------------------------------
step serve "migrate, seed, listen on port $PORT (ready after $(elapsed) of preparation)"
exec "$ROOT/node_modules/.bin/tsx" deploy/edge/src/server.ts --seed
