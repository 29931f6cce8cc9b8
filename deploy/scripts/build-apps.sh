#!/usr/bin/env bash
# Builds the apps (every one, or the app folders named, e.g. `remotes/catalog`) whose sources
# changed since their last build in this checkout. An app's sources are its own files, shared/
# (compiled into every app), the lockfile and tsconfig.json, tests and the shared jest and ESLint
# configurations left out (deploy/releases/src/build-inputs.ts says the same); a stamp per app keeps
# the hash its build was made from. npm start runs it (start.sh); so does the release tooling when it
# takes a build from the working tree (deploy/releases/src/checkouts.ts): a build made once serves both.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
CACHE="$PWD/node_modules/.cache/shop-start"
step() { printf '› %-10s %s\n' "$1" "$2"; }
# sha256 of the named files' paths and contents (portable: no git needed).
hash_files() { xargs -0 -r sha256sum | sha256sum | cut -c1-64; }

apps=("$@")
if (( ${#apps[@]} == 0 )); then
  # The shell and every remote folder: a new remote is built with the others.
  apps=(shell)
  for dir in remotes/*/; do apps+=("${dir%/}"); done
fi
mkdir -p "$CACHE"

shared_hash=$( { find shared -type f -not -path '*/node_modules/*' -not -path 'shared/jest-preset/*' -not -path 'shared/eslint-config/*' -not -name '*.test.ts' -not -name '*.test.tsx' -print0 | sort -z | hash_files; sha256sum pnpm-lock.yaml tsconfig.json; } | sha256sum | cut -c1-64)
stale=()
declare -A app_hash
for app in "${apps[@]}"; do
  app_hash[$app]=$( { echo "$shared_hash"; find "$app" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -not -name '*.test.ts' -not -name '*.test.tsx' -print0 | sort -z | hash_files; } | sha256sum | cut -c1-64)
  stamp="$CACHE/build-$(basename "$app").hash"
  built="$app/dist/mf-manifest.json"; [[ $app == shell ]] && built="$app/dist/index.html"
  if [[ ! -f $built || ! -f $stamp || "$(cat "$stamp")" != "${app_hash[$app]}" ]]; then stale+=("$app"); fi
done
if (( ${#stale[@]} == 0 )); then
  if (( $# )); then step build "up to date: $*"; else step build "all apps up to date"; fi
  exit 0
fi
step build "${stale[*]}"
filters=()
for app in "${stale[@]}"; do filters+=(--filter "./$app"); done
# Two at a time: webpack is mostly single-threaded, and CI machines have two cores.
pnpm -r --workspace-concurrency=2 --reporter=append-only "${filters[@]}" run build
for app in "${stale[@]}"; do echo "${app_hash[$app]}" > "$CACHE/build-$(basename "$app").hash"; done
