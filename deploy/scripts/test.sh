#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find.
#   tools (pnpm, Debian's chromium and PostgreSQL when missing) → dependencies → typecheck → lint →
#   jest in every package (unit, component, API on PGlite) → the API tests whose outcome can differ
#   on a server (deploy/api/scripts/postgres-tests.txt) and the registry's store on real PostgreSQL
#   → Playwright end to end against the shop started as `npm start` starts it, with the remotes the
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
  local t0=$(date +%s) counts="$COUNTS_DIR/$name.jsonl" result=PASS
  echo
  echo "━━ $name: $*"
  rm -f "$counts"
  TEST_COUNTS_FILE=$counts "$@" || { result=FAIL; failed=1; }
  summary+=("$result  $name ($(( $(date +%s) - t0 ))s$(counted "$counts"))")
}

# ", 1079 tests, 4321 assertions" from a counts file of JSON lines {"tests":n,"assertions":m}, or nothing.
counted() {
  [[ -s $1 ]] || return 0
  awk -F'[:,}]' '{ tests += $2; assertions += $4 } END { printf ", %d tests, %d assertions", tests, assertions }' "$1"
}

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi
}

# --- Tools ---------------------------------------------------------------------------------------
if ! command -v pnpm >/dev/null; then
  echo "━━ installing pnpm@10"
  npm install -g pnpm@10 || { npm install --prefix "$ROOT/node_modules/.cache/shop-start/pnpm" pnpm@10 && export PATH="$ROOT/node_modules/.cache/shop-start/pnpm/node_modules/.bin:$PATH"; }
fi
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if (( ${#missing[@]} )); then
  echo "━━ installing Debian packages: ${missing[*]} (never a downloaded browser)"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

mkdir -p "$COUNTS_DIR"
echo "━━ pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile --config.confirmModulesPurge=false

# --- Checks --------------------------------------------------------------------------------------
# One TypeScript program and one ESLint run over every package (package.json): each file once.
check typecheck pnpm typecheck
check lint pnpm lint
# jest everywhere; the e2e package's `test` is the Playwright run below, so it is left out here.
# No package's tests need another's first, so no topological order: the API's suite, the longest,
# starts at once on one side while the other packages' suites run one after another beside it.
check jest pnpm -r --no-sort --workspace-concurrency=2 --filter '!@shop/e2e' test
check api-postgres pnpm --filter @shop/api test:pg
check registry-postgres pnpm --filter @shop/registry test:pg
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
