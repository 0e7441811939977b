#!/usr/bin/env bash
# Measures layout-file reloads in the real window (docs/custom-layouts.md, "Figures"): N saves (write and rename,
# as editors save) of a ~100-line layout, each waited for; prints the median and worst of each step and the
# save-to-frame time, the resident memory before and after, and the frame work before and after, against a second
# window on the same layout that is never reloaded (the baseline: the machine's own drift over the same minutes).
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/measure-reloads.sh [SAVES] [BINARY]
set -euo pipefail
saves=${1:-20}
bin=$(realpath "${2:-.build/release/playground}")
work=$(mktemp -d)
trap 'kill "$pid" "$base" 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$work"
"$bin" new-layout Spiral >/dev/null
# Make it a 100-line file: the template plus a comment block.
{ cat Spiral.swift; for i in $(seq 1 $((100 - $(wc -l < Spiral.swift)))); do echo "// padding line $i"; done; } > v.swift
cp v.swift Spiral.swift
mkdir base && cp v.swift base/Spiral.swift
(cd base && exec "$bin" run --layout-file Spiral.swift --size 1280x800 --autoplay 0 --frame-log "$work/base.csv" >"$work/base.log" 2>&1) &
base=$!
"$bin" run --layout-file Spiral.swift --size 1280x800 --autoplay 0 --frame-log "$work/frames.csv" >"$work/app.log" 2>&1 &
pid=$!
timeout 60 xdotool search --sync --onlyvisible --name '^Layout Playground - spiral$' >/dev/null
sleep 2
rss() { awk '/VmRSS/ {print $2}' "/proc/$pid/status"; }
rss0=$(rss)
for i in $(seq 1 "$saves"); do
  # Each save changes the turn a little, so every version differs.
  sed "s/default: \"30\"/default: \"$((20 + i % 40))\"/" v.swift > .tmp.swift && mv -f .tmp.swift Spiral.swift
  until [ "$(grep -c '^reloaded ' "$work/app.log")" -ge "$i" ]; do sleep 0.02; done
  [ "$i" = 10 ] && rss10=$(rss)
done
sleep 1
rss1=$(rss)
for w in $(xdotool search --name '^Layout Playground - spiral$'); do xdotool key --window "$w" q; done
wait "$pid" || true
wait "$base" || true
python3 - "$work/app.log" "$work/frames.csv" "$saves" "$rss0" "${rss10:-$rss0}" "$rss1" "$work/base.csv" <<'PY'
import re, statistics, sys
log, frames, saves, rss0, rss10, rss1, base = sys.argv[1], sys.argv[2], int(sys.argv[3]), *map(int, sys.argv[4:7]), sys.argv[7]
rows = [list(map(int, m)) for m in re.findall(r"compile (\d+) ms, check (\d+) ms, load (\d+) ms, save to frame (\d+) ms", open(log).read())]
assert len(rows) == saves, (len(rows), saves)
for name, col in zip(["compile", "check", "load", "save to frame"], zip(*rows)):
    print(f"{name:14s} median {statistics.median(col):6.0f} ms   worst {max(col):6d} ms")
print(f"RSS: {rss0/1024:.1f} MiB before, {rss1/1024:.1f} MiB after {saves} reloads: "
      f"{(rss1 - rss10) / max(saves - 10, 1):.0f} KiB per reload (after the first 10)")
import csv
def fifths(path, col):
    values = [float(r[col]) for r in csv.DictReader(open(path))]
    n = len(values) // 5
    return statistics.median(values[:n]), statistics.median(values[-n:])
for col in ["workMs", "coreMs"]:
    (a0, a1), (b0, b1) = fifths(frames, col), fifths(base, col)
    print(f"{col}: reloading window {a0:.3f} → {a1:.3f} ms (first → last fifth, medians), "
          f"baseline window {b0:.3f} → {b1:.3f} ms; growth ratio reloading ÷ baseline {(a1 / a0) / (b1 / b0):.3f}")
PY
