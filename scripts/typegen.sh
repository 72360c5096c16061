#!/usr/bin/env bash
# Regenerates src/gatsby-types.d.ts (the Queries.* types) from the GraphQL queries.
# Gatsby writes it only while `gatsby develop` runs, so start develop, wait for
# the file to be rewritten, then stop. Commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/gatsby-types.d.ts
TYPEGEN_LOG=${TYPEGEN_LOG:-/tmp/typegen-$$.log}
before=$(stat -c %Y "$out" 2>/dev/null || echo 0)
# Its own process group, so stopping it stops gatsby's workers too.
GATSBY_TELEMETRY_DISABLED=1 setsid node_modules/.bin/gatsby develop --port "${TYPEGEN_PORT:-8799}" > "$TYPEGEN_LOG" 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if grep -q "Compiled successfully\|You can now view" "$TYPEGEN_LOG" && [ "$(stat -c %Y "$out" 2>/dev/null || echo 0)" != "$before" ]; then
    sleep 3
    echo "typegen: wrote $out"
    exit 0
  fi
  if ! kill -0 $pid 2>/dev/null; then cat "$TYPEGEN_LOG"; exit 1; fi
  sleep 1
done
echo "typegen: timed out; see "$TYPEGEN_LOG"" >&2
exit 1
