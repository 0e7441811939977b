#!/usr/bin/env bash
# Measures what loading a UIKit layout file costs against a native layout file of the same size (docs/uikit.md,
# "Loading UIKit files", Figures): Apple's CircleLayout written twice, Examples/layouts/Circle.swift (native, 69
# lines) and Examples/uikit/CircleLayout.swift (UIKit, 62 lines), each loaded by `dump --layout-file --verbose`
# RUNS times, alternating, so both see the same machine. Prints the median and worst of the compile, the check, the
# rewrite step (UIKit only) and the whole command.
#   scripts/measure-uikit-loading.sh [RUNS] [BINARY]
set -euo pipefail
runs=${1:-20}
bin=$(realpath "${2:-.build/debug/playground}")
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for ((i = 0; i < runs; i++)); do
  for kind in native uikit; do
    file=$root/Examples/layouts/Circle.swift
    [ "$kind" = uikit ] && file=$root/Examples/uikit/CircleLayout.swift
    start=$(date +%s%N)
    line=$("$bin" dump --items 8 --verbose --layout-check-timeout 120 --layout-file "$file" 2>&1 >/dev/null | head -1)
    end=$(date +%s%N)
    echo "$kind $(( (end - start) / 1000000 )) $line" >> "$out"
  done
done
python3 - "$out" <<'PY'
import re, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    kind, total, rest = line.split(" ", 2)
    r = rows.setdefault(kind, {"command": [], "compile": [], "check": [], "rewrite": []})
    r["command"].append(float(total))
    for key, pattern in [("compile", r"compile (\d+) ms"), ("check", r"check (\d+) ms"), ("rewrite", r"rewrite step ([\d.]+) ms")]:
        m = re.search(pattern, rest)
        if m: r[key].append(float(m.group(1)))
print("| | native (Circle.swift) | UIKit (CircleLayout.swift) |")
print("| --- | --- | --- |")
for key in ["rewrite", "compile", "check", "command"]:
    cells = []
    for kind in ["native", "uikit"]:
        v = rows.get(kind, {}).get(key, [])
        cells.append(f"median {statistics.median(v):.0f} ms, worst {max(v):.0f} ms" if v else "—")
    print(f"| {key} | {cells[0]} | {cells[1]} |")
print(f"({len(rows['native']['command'])} runs each)")
PY
