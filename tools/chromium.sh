#!/usr/bin/env bash
# Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) as the tests, the benchmark and the
# screenshots launch it (tools/local-browser.cjs): every --disable-features it is given is merged into
# one, and so is every --enable-features. Chromium keeps only the last of each, and Playwright (or
# chrome-launcher) passes its own list before ours, so either list alone would drop the other.
set -euo pipefail
disable='' enable='' args=()
for arg in "$@"; do
  case $arg in
    --disable-features=) ;;
    --disable-features=*) disable+=${disable:+,}${arg#*=} ;;
    --enable-features=) ;;
    --enable-features=*) enable+=${enable:+,}${arg#*=} ;;
    *) args+=("$arg") ;;
  esac
done
[ -n "$disable" ] && args+=("--disable-features=$disable")
[ -n "$enable" ] && args+=("--enable-features=$enable")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
