#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL server (Debian's package, with-postgres.sh):
# each test file gets its own database cloned from a seeded template (src/test/global-setup.ts).
# Extra arguments go to jest, e.g. `bash scripts/test-pg.sh src/domains/blog`.
# PG_TEST_PACKAGE names another package folder to run jest in (the registry's test:pg uses it).
set -euo pipefail
WITH_POSTGRES="$(cd "$(dirname "$0")" && pwd)/with-postgres.sh"
cd "${PG_TEST_PACKAGE:-$(dirname "$0")/..}"

NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' exec bash "$WITH_POSTGRES" pnpm exec jest "$@"
