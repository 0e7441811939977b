#!/usr/bin/env bash
# What a window at rest costs (issue 37, docs/benchmarks.md "An idle window"): starts `BINARY run` with a status
# file, waits until it is settled (nothing moving, every visible image drawn), waits one more second, then reads the
# process's CPU time (user + system, all threads: /proc/PID/stat fields 14 and 15) over SECONDS of rest.
#
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/measure-idle.sh .build/release/playground 10 -- --layout grid
set -euo pipefail
bin=${1:?usage: measure-idle.sh BINARY [SECONDS] [-- run options]}
seconds=${2:-10}
shift $(( $# >= 2 ? 2 : 1 ))
[ "${1:-}" = "--" ] && shift
dir=$(mktemp -d)
"$bin" run --status-file "$dir/status.json" "$@" >"$dir/out.txt" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 1 600); do
    if [ -f "$dir/status.json" ] && grep -q '"settled":true' "$dir/status.json"; then break; fi
    sleep 0.1
done
grep -q '"settled":true' "$dir/status.json" || { echo "the window never settled" >&2; cat "$dir/out.txt" >&2; exit 1; }
sleep 1
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
sleep "$seconds"
after=$(ticks)
awk -v t=$(( after - before )) -v hz="$hz" -v s="$seconds" \
    'BEGIN { printf "at rest: %.2f s of CPU in %d s: %.2f %% of a core\n", t / hz, s, 100 * t / hz / s }'
