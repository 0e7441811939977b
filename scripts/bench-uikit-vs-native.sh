#!/usr/bin/env bash
# The table of issue 37 (docs/benchmarks.md, "UIKit layouts against native ones"): a plain UICollectionViewFlowLayout
# subclass (Examples/uikit/bench/PlainFlowLayout.swift, items of 100 × 50) against the built-in grid of the same
# shape, `bench --frames 60` at 1,000, 100,000 and 1,000,000 items, for each binary given, alternating in one run.
# Peak memory is the process's maximum resident set (/usr/bin/time -f %M). The 1-minute load average is recorded
# before each run and printed beside each row (the machine may be shared: compare within a run).
#
#   scripts/bench-uikit-vs-native.sh BEFORE_BINARY AFTER_BINARY [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-60}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for items in 1000 100000 1000000; do
    for bin in "$@"; do
        tag=$(echo "$bin" | md5sum | cut -c1-8)
        for layout in grid uikit; do
            if [ "$layout" = grid ]; then
                args=(--layout grid --param itemWidth=100 --param itemHeight=50)
            else
                args=(--layout-file Examples/uikit/bench/PlainFlowLayout.swift)
            fi
            cut -d' ' -f1 /proc/loadavg >"$out/$tag-$layout-$items.load"
            /usr/bin/time -f %M -o "$out/$tag-$layout-$items.mem" \
                "$bin" bench "${args[@]}" --items "$items" --frames "$frames" --json >"$out/$tag-$layout-$items.json"
        done
    done
done
python3 - "$out" "$@" <<'PY'
import hashlib, json, subprocess, sys
out, bins = sys.argv[1], sys.argv[2:]
def tag(b): return subprocess.run(["md5sum"], input=(b + "\n").encode(), capture_output=True).stdout.decode()[:8]
print("| binary | items | grid query µs (median / p99) | UIKit flow query µs (median / p99) | ratio (median / p99) | UIKit prepare ms | peak MB grid / UIKit | load (grid / UIKit run) |")
print("|---|---|---|---|---|---|---|---|")
for b in bins:
    for items in (1000, 100000, 1000000):
        g = json.load(open(f"{out}/{tag(b)}-grid-{items}.json"))
        u = json.load(open(f"{out}/{tag(b)}-uikit-{items}.json"))
        gm = int(open(f"{out}/{tag(b)}-grid-{items}.mem").read().split()[-1]) / 1000
        um = int(open(f"{out}/{tag(b)}-uikit-{items}.mem").read().split()[-1]) / 1000
        gq, uq = g["queryUs"], u["queryUs"]
        gl = open(f"{out}/{tag(b)}-grid-{items}.load").read().strip()
        ul = open(f"{out}/{tag(b)}-uikit-{items}.load").read().strip()
        print(f"| {b} | {items:,} | {gq['median']:.1f} / {gq['p99']:.1f} | {uq['median']:.1f} / {uq['p99']:.1f} | "
              f"{uq['median'] / gq['median']:.2f} / {uq['p99'] / gq['p99']:.2f} | {u['prepareMs']:.2f} | {gm:.0f} / {um:.0f} | {gl} / {ul} |")
PY
