#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find.
#   tools (pnpm, Debian's chromium and PostgreSQL when missing) → dependencies → typecheck → lint →
#   jest in every package (unit, component, the API on a PostgreSQL server) → the API tests whose
#   outcome can differ on PGlite (deploy/api/scripts/pglite-tests.txt) → the registry's store on PostgreSQL
#   → three edges behind HAProxy on one PostgreSQL (faults included) → Playwright end to end against the shop started as `npm start` starts it, with the remotes the
#   lock names (deploy/remotes.lock.json), and again on the remotes as they are when a change is not
#   released yet → the smoke suite across the previous release (N-1) → the matrix of versions the
#   end-to-end runs met. README.md, "The test suite's time", says what each stage costs.
# Checks after the install all run even when one fails; the summary lists each, and the exit
# code is non-zero if any failed. .ci/run calls this script.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_nodedir="${npm_config_nodedir:-/usr}"

started=$(date +%s)
summary=()
failed=0

# Each check's test runners add their counts here (TEST_COUNTS_FILE: the jest preset's setup, the
# e2e counts reporter), so the summary shows what every stage ran beside its time.
COUNTS_DIR="$ROOT/.data/test-counts"

# Runs one named check, times it and records PASS/FAIL without stopping the script.
check() {
  local name=$1; shift
  local t0=$(date +%s) result=PASS
  echo
  echo "━━ $name: $*"
  counting "$name" "$@" || result=FAIL
  record "$result" "$name" "$t0"
}

# Runs a check's command with its counts file emptied first.
counting() {
  local name=$1; shift
  rm -f "$COUNTS_DIR/$name.jsonl" "$COUNTS_DIR/$name.failures"
  TEST_COUNTS_FILE="$COUNTS_DIR/$name.jsonl" "$@"
}

# Adds a check's line to the summary: PASS or FAIL, its name, its time from t0, what it counted
# and a note.
record() {
  local result=$1 name=$2 t0=$3 note=${4:-}
  [[ $result == PASS ]] || failed=1
  summary+=("$result  $name ($(( $(date +%s) - t0 ))s$(counted "$COUNTS_DIR/$name.jsonl")$note)")
  # The end-to-end runs name the tests that failed or passed only on their retry (counts-reporter.ts).
  if [[ -s $COUNTS_DIR/$name.failures ]]; then
    while IFS= read -r line; do summary+=("        $line"); done < "$COUNTS_DIR/$name.failures"
  fi
}

# Starts a check in the background, its output kept until `joined` prints it: for a check that
# takes a core the checks started meanwhile leave idle.
declare -A beside_pid beside_log beside_t0
beside() {
  local name=$1; shift
  beside_log[$name]=$(mktemp) beside_t0[$name]=$(date +%s)
  counting "$name" "$@" > "${beside_log[$name]}" 2>&1 &
  beside_pid[$name]=$!
}

# Waits for a check started with `beside` and records it as `check` does, timed from its start.
joined() {
  local name=$1 result=PASS
  echo
  echo "━━ $name (ran in the background since it started)"
  wait "${beside_pid[$name]}" || result=FAIL
  cat "${beside_log[$name]}"
  rm -f "${beside_log[$name]}"
  record "$result" "$name" "${beside_t0[$name]}" ", in the background"
}

# ", 1079 tests, 4321 assertions" from a counts file of JSON lines {"tests":n,"assertions":m}, or nothing.
counted() {
  [[ -s $1 ]] || return 0
  awk -F'[:,}]' '{ tests += $2; assertions += $4 } END { printf ", %d tests, %d assertions", tests, assertions }' "$1"
}

# --- Tools ---------------------------------------------------------------------------------------
if ! command -v pnpm >/dev/null; then
  echo "━━ installing pnpm@10"
  npm install -g pnpm@10 || { npm install --prefix "$ROOT/node_modules/.cache/shop-start/pnpm" pnpm@10 && export PATH="$ROOT/node_modules/.cache/shop-start/pnpm/node_modules/.bin:$PATH"; }
fi
source deploy/scripts/debian-packages.sh
install_debian_packages 'chromium:/usr/bin/chromium' 'chromium-headless-shell:/usr/bin/chromium-headless-shell' \
  'postgresql:/usr/lib/postgresql/*/bin/initdb' 'haproxy:/usr/sbin/haproxy'

mkdir -p "$COUNTS_DIR"
echo "━━ pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile --config.confirmModulesPurge=false

# --- Checks --------------------------------------------------------------------------------------
# One TypeScript program and one ESLint run over every package (package.json): each file once.
# tsc holds one core and ESLint spreads over both, so the typecheck runs beside the lint.
beside typecheck pnpm typecheck
check lint pnpm lint
joined typecheck
# jest everywhere; the e2e package's `test` is the Playwright run below, so it is left out here.
# The API's whole suite runs on a throwaway PostgreSQL server, where it takes half its time on
# PGlite and leaves a core part idle, beside the other packages' suites: two at a time, in no
# topological order, since no package's tests need another's first. Then the API tests whose
# outcome can differ on PGlite run there (deploy/api/scripts/pglite-tests.txt says which, and why),
# alone: their fuzz suite holds every reply to a 5 s bound, which a generated image broke (6-7 s)
# when they ran beside the N-1 runs' builds.
# The shell's suite, the longest after the API's and the edge's, starts at once too: pnpm takes the
# packages by path, and started last it ran alone at the stage's end with a core idle.
# Runs one package's script in the background, its lines prefixed as pnpm -r prefixes them.
in_background() {
  local package=$1 script=$2 folder=$3
  ( pnpm --filter "$package" "$script" 2>&1 | sed -u "s|^|$folder $script: |" ) &
}
jest_everywhere() {
  in_background @shop/api test:pg deploy/api
  local api=$! others=0
  in_background @shop/shell test shell
  local shell=$!
  pnpm -r --no-sort --workspace-concurrency=2 --filter '!@shop/e2e' --filter '!@shop/api' --filter '!@shop/shell' test || others=$?
  wait "$shell" || others=1
  wait "$api" && (( others == 0 ))
}
check jest jest_everywhere
check api-pglite pnpm --filter @shop/api test:pglite
check registry-postgres pnpm --filter @shop/registry test:pg
# The shop on three edges behind HAProxy, on a PostgreSQL server of its own that one test restarts:
# shoppers alternating edges, races, an edge killed mid-order (deploy/edge/src/scale).
check scale pnpm --filter @shop/edge test:scale
# Each Playwright run adds its row (shell commit × remote versions, result) to the matrix file.
export E2E_MATRIX_FILE="$ROOT/.data/e2e-matrix.jsonl"
rm -f "$E2E_MATRIX_FILE"
check e2e-lock env E2E_REMOTES=lock pnpm --filter @shop/e2e test
# Remote changes no release carries yet are not in the lock's builds: the suite runs again on the
# remotes as npm start builds them, so a change is tested before `pnpm release` pins it.
# A failure to tell is a failed check, not the end of the script (set -e would stop it before the summary).
if ! unreleased=$("$ROOT/node_modules/.bin/tsx" deploy/releases/src/cli.ts unreleased); then
  summary+=("FAIL  unreleased (pnpm releases unreleased)"); failed=1; unreleased=
fi
unreleased=${unreleased//$'\n'/ }
if [[ -n "$unreleased" ]]; then
  echo "Not in the lock yet: $unreleased"
  check e2e-unreleased pnpm --filter @shop/e2e test
fi
check e2e-previous-release pnpm --filter @shop/e2e test:previous-release

echo
echo "━━ Versions the end-to-end runs met (shell commit × remote version @ the commit it was built from)"
"$ROOT/node_modules/.bin/tsx" deploy/releases/src/cli.ts matrix "$E2E_MATRIX_FILE" | sed 's/^/  /' || true

echo
echo "━━ Summary ($(( $(date +%s) - started ))s)"
printf '  %s\n' "${summary[@]}"
if (( failed )); then
  echo "npm test: FAILED"
  exit 1
fi
echo "npm test: all checks passed"
