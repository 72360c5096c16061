#!/usr/bin/env bash
# Installs, in one apt-get call, every package of tools/debian-packages.txt whose program is missing (as
# root), or prints the one command that does; then fails naming any program still missing. Without their recommended
# packages: the programs need only what they depend on, and a new machine installs half as many packages or fewer
# (measured: docs/contributing/test-runs.md, "Debian packages").
set -euo pipefail
cd "$(dirname "$0")/.."
list=tools/debian-packages.txt

# "program package" for each line of the list whose program is missing.
missing_programs() {
  local program package
  while read -r program package _; do
    case $program in '' | '#'*) continue ;; esac
    # CHROMIUM_PATH names another Chromium, as tools/chromium.sh reads it.
    [ "$package" = chromium ] && program=${CHROMIUM_PATH:-$program}
    [ -e "$program" ] || echo "$program $package"
  done < "$list"
}

mapfile -t packages < <(missing_programs | cut -d ' ' -f 2 | sort -u)
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "Installing Debian's ${packages[*]} for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" > /dev/null
else
  echo "Missing for the tests: ${packages[*]}. Install them, then run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
  exit 1
fi
still=$(missing_programs)
if [ -n "$still" ]; then
  printf 'Installed, yet still missing (program, package):\n%s\n' "$still" >&2
  exit 1
fi
