#!/usr/bin/env bash
# The cost meter in a screenshot (docs/benchmarks.md, "The cost meter"): the window with a deliberately O(n) UIKit
# layout (Examples/uikit/bench/LinearScanLayout.swift), the panel open (P), F12 pressed while a wheel scroll runs.
#
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/screenshot-cost-meter.sh BINARY OUT.png [ITEMS]
set -euo pipefail
bin=$(realpath "${1:?usage: screenshot-cost-meter.sh BINARY OUT.png [ITEMS]}")
out=$(realpath -m "${2:?}")
items=${3:-200000}
layout=$(realpath "$(dirname "$0")/../Examples/uikit/bench/LinearScanLayout.swift")
dir=$(mktemp -d)
cd "$dir"
"$bin" run --layout-file "$layout" --items "$items" --size 1400x860 --status-file "$dir/status.json" >"$dir/out.txt" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 1 600); do
    grep -q '"settled":true' "$dir/status.json" 2>/dev/null && break
    sleep 0.1
done
win=$(timeout 30 xdotool search --sync --onlyvisible --pid "$pid" | head -1)
xdotool mousemove --window "$win" 400 400
xdotool key --window "$win" p
sleep 1
# A wheel scroll for about 3 s, with F12 near its end (the meter's hitch rate covers the last 5 s of scrolling).
xdotool click --repeat 60 --delay 50 5 &
clicks=$!
sleep 2.6
xdotool key --window "$win" F12
wait "$clicks"
for _ in $(seq 1 100); do
    shot=$(ls "$dir"/*.png 2>/dev/null | head -1 || true)
    [ -n "$shot" ] && break
    sleep 0.1
done
[ -n "${shot:-}" ] || { echo "no screenshot was saved" >&2; cat "$dir/out.txt" >&2; exit 1; }
sleep 0.5
cp "$shot" "$out"
echo "saved $out"
