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

source deploy/scripts/debian-packages.sh
install_debian_packages 'postgresql:/usr/lib/postgresql/*/bin/initdb' 'haproxy:/usr/sbin/haproxy'

source deploy/scripts/prepare.sh

exec "$ROOT/node_modules/.bin/tsx" deploy/edge/src/scale/cli.ts "$@"
