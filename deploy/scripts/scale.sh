#!/usr/bin/env bash
# pnpm scale: the storefront on several edges behind a balancer, on one PostgreSQL server.
#   Debian's postgresql and haproxy (installed if missing) → what npm start prepares (pnpm,
#   dependencies, builds) → deploy/edge/src/scale/cli.ts: PostgreSQL in $DATA_DIR/postgres,
#   the builds published, N edges, HAProxy on PORT. See README.md "Running on several machines".
# Arguments go to the CLI (--edges N, --help).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_nodedir="${npm_config_nodedir:-/usr}"
step() { printf '› %-10s %s\n' "$1" "$2"; }

missing=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[[ -x /usr/sbin/haproxy ]] || missing+=(haproxy)
if (( ${#missing[@]} )); then
  step packages "installing Debian's ${missing[*]}"
  as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

source deploy/scripts/prepare.sh

exec "$ROOT/node_modules/.bin/tsx" deploy/edge/src/scale/cli.ts "$@"
