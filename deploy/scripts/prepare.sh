# Sourced by start.sh (npm start) and scale.sh (pnpm scale): from a fresh checkout to built apps.
#   pnpm (installed if missing) → dependencies → build the apps whose sources changed.
# Every step skips work already done. Expects ROOT (the checkout) and `step`; leaves CACHE set.
CACHE="$ROOT/node_modules/.cache/shop-start"
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
