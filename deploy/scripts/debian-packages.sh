# Sourced by test.sh (npm test) and scale.sh (pnpm scale): installs the Debian packages that are
# missing, with apt-get, as root or through sudo. Never a downloaded browser.
#   install_debian_packages 'chromium:/usr/bin/chromium' 'postgresql:/usr/lib/postgresql/*/bin/initdb'
# Each argument is a package and the file (a glob) that shows it installed.
install_debian_packages() {
  local entry missing=()
  for entry in "$@"; do
    compgen -G "${entry#*:}" >/dev/null || missing+=("${entry%%:*}")
  done
  (( ${#missing[@]} )) || return 0
  echo "━━ installing Debian packages: ${missing[*]}"
  as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}
