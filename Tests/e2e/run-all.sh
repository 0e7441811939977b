#!/usr/bin/env bash
# Runs every Tests/e2e/test-*.sh, each in its own Xvfb server, and prints "N passed, N failed".
# PLAYGROUND names the binary under test.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PLAYGROUND=${PLAYGROUND:-.build/debug/playground}
export PLAYGROUND=$(realpath "$PLAYGROUND")
# The photos' thumbnails go to a folder of this run, never the user's ~/.cache/thumbnails.
export XDG_CACHE_HOME=$(mktemp -d)
# The saved item orders (per images folder) go to a folder of each test, never the user's ~/.local/state: one test's
# saved order must not be restored by the next.
STATE_ROOT=$(mktemp -d)
trap 'rm -rf "$XDG_CACHE_HOME" "$STATE_ROOT"' EXIT
passed=0
failed=0
for t in Tests/e2e/test-*.sh; do
  name=$(basename "$t" .sh)
  start=$(date +%s)
  log=$(mktemp)
  export XDG_STATE_HOME="$STATE_ROOT/$name"
  if timeout 300 xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" bash "$t" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "e2e: ✔ $name ($(( $(date +%s) - start )) s)"
  else
    failed=$((failed + 1))
    echo "e2e: ✘ $name ($(( $(date +%s) - start )) s)"
    sed 's/^/    /' "$log"
  fi
  rm -f "$log"
done
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
