#!/usr/bin/env bash
# npm start: from a fresh checkout to the storefront on one port.
#   pnpm (installed if missing) → dependencies → build the apps whose sources changed →
#   publish + promote each remote build in the registry → migrate + seed → serve the edge.
# Every step skips work already done, so a second run takes a few seconds.
# Env: PORT (8080), DATA_DIR (.data), DATABASE_URL, API_URL, SESSION_SECRET, HOST — see README.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
CACHE="$ROOT/node_modules/.cache/shop-start"
export PORT="${PORT:-8080}"
DATA_DIR="${DATA_DIR:-.data}"
case "$DATA_DIR" in /*) ;; *) DATA_DIR="$ROOT/$DATA_DIR" ;; esac
export DATA_DIR  # absolute, so the registry, the API and the edge agree whatever their cwd
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_nodedir="${npm_config_nodedir:-/usr}"

started=$(date +%s%N)
step() { printf '› %-10s %s\n' "$1" "$2"; }
elapsed() { echo "$(( ($(date +%s%N) - started) / 1000000 ))ms"; }
# sha256 of the named files' paths and contents (portable: no git needed).
hash_files() { xargs -0 -r sha256sum | sha256sum | cut -c1-64; }

# --- Node and pnpm -----------------------------------------------------------------------------
if ! command -v node >/dev/null || ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=9)?0:1)'; then
  echo "npm start needs Node.js 20.9 or newer (found: $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi
if ! command -v pnpm >/dev/null; then
  step pnpm "installing pnpm@10"
  if ! npm install -g pnpm@10 >/dev/null 2>&1; then
    # No rights to the global prefix: keep pnpm inside the checkout instead.
    npm install --prefix "$CACHE/pnpm" pnpm@10 >/dev/null
    export PATH="$CACHE/pnpm/node_modules/.bin:$PATH"
  fi
fi

# --- Dependencies (skipped while the lockfile and manifests are what was last installed) --------
mkdir -p "$CACHE"
deps_hash=$( { node -v; find package.json shell remotes shared deploy -maxdepth 2 -name package.json -print0 | sort -z | hash_files; sha256sum pnpm-lock.yaml pnpm-workspace.yaml; } | sha256sum | cut -c1-64)
if [[ -f node_modules/.modules.yaml && -f "$CACHE/deps.hash" && "$(cat "$CACHE/deps.hash")" == "$deps_hash" ]]; then
  step deps "up to date"
else
  step deps "pnpm install --frozen-lockfile"
  pnpm install --frozen-lockfile --config.confirmModulesPurge=false
  echo "$deps_hash" > "$CACHE/deps.hash"
fi

# --- Builds (an app is rebuilt only when its sources, shared/ or the lockfile changed) ----------
bash deploy/scripts/build-apps.sh

# --- Registry: publish each remote build under its version and make it live ---------------------
step registry "publishing to $DATA_DIR/registry"
"$ROOT/node_modules/.bin/tsx" deploy/registry/src/cli.ts release | sed 's/^/             /'

# --- Database and edge ---------------------------------------------------------------------------
step serve "migrate, seed, listen on port $PORT (ready after $(elapsed) of preparation)"
exec "$ROOT/node_modules/.bin/tsx" deploy/edge/src/server.ts --seed
