#!/usr/bin/env bash
# Layout-file reload latency against the compiler's own time, before and after, side by side in one run
# (docs/benchmarks.md, "Layout file reloads"; issue 24, goals 3 and 4). About 5 minutes on the 2-core machine.
#
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/bench-reloads.sh BEFORE_BINARY AFTER_BINARY [SAVES] [PROXY_SAVES]
#
# Rounds, interleaved so that the machine's load falls on every figure alike:
# 1. Saves (write and rename, as editors save) of a 100-line layout (the template, padded), one window per binary on
#    its own copy; each round saves the BEFORE window's file and waits for its "reloaded" line, the same for AFTER,
#    then times a bare `swiftc` of the same file with the app's own flags (`LayoutCompiler.arguments`: -emit-library
#    -parse-as-library -swift-version 5 -Onone, the build's Modules and the numerics shim's module map). The app's
#    "save to frame" is from the save's last inotify event to the first presented frame of the new layout.
# 2. `dump --layout-file` of the same file by each binary, and the bare compile again.
# 3. The UIKit-API proxy (goal 4, from before the UIKit loading work landed; a real UIKit file against a native one of
#    the same size: scripts/bench-uikit-reloads.sh): the AFTER binary's window on the same
#    file with `import Foundation` (and `PlaygroundCore.IndexPath` spelled out) against a window on the native file,
#    PROXY_SAVES saves each; plus bare compiles of both. Rerun with a UIKit-API file in its place once that lands:
#    UIKIT_FILE=path/to/UIKitFile.swift replaces the Foundation file.
# Each binary runs with TMPDIR pointed at a folder of its own, to count the `TemporaryDirectory.*` folders it
# leaves. The load average is printed before and after.
set -euo pipefail
before=$(realpath "$1")
after=$(realpath "$2")
saves=${3:-20}
proxySaves=${4:-10}
work=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"' EXIT
echo "load before: $(uptime)"
modules=$(dirname "$after")/Modules
scratch=$(dirname "$(dirname "$(dirname "$after")")")
map=$scratch/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap
cd "$work"
"$after" new-layout Spiral >/dev/null
{ cat Spiral.swift; for i in $(seq 1 $((100 - $(wc -l < Spiral.swift)))); do echo "// padding line $i"; done; } > v.swift
{ echo "import Foundation"; sed 's/\bIndexPath\b/PlaygroundCore.IndexPath/g' v.swift; } > vf.swift
[ -n "${UIKIT_FILE:-}" ] && cp "$UIKIT_FILE" vf.swift
for d in before after native proxy; do mkdir -p "$d/tmp" "$d/cache"; done
cp v.swift before/Spiral.swift; cp v.swift after/Spiral.swift; cp v.swift native/Spiral.swift
cp vf.swift proxy/Spiral.swift

# version N of file $1 (each save differs: the turn's default)
version() { sed "s/default: \"30\"/default: \"$((20 + $2 % 40))\"/" "$1"; }
save() {  # save $1/Spiral.swift as version $3 of $2, then wait for reload number $4 in $1/app.log
  version "$2" "$3" > "$1/.tmp.swift" && mv -f "$1/.tmp.swift" "$1/Spiral.swift"
  until [ "$(grep -c '^reloaded ' "$1/app.log")" -ge "$4" ]; do
    grep -q '^error\|warning: Spiral' "$1/app.log" && { echo "reload failed in $1:"; cat "$1/app.log"; exit 1; }
    sleep 0.01
  done
}
start() {  # start a window of binary $2 in folder $1
  (cd "$1" && TMPDIR=$work/$1/tmp XDG_CACHE_HOME=$work/$1/cache exec "$2" run --layout-file Spiral.swift \
    --size 640x400 --autoplay 0 >app.log 2>&1) &
  pids+=($!)
}
now() { date +%s.%N; }
bare() {  # a bare compile of file $1; prints seconds
  local t0=$(now)
  swiftc -emit-library -parse-as-library -swift-version 5 -Onone -diagnostic-style llvm -module-name Bare$RANDOM \
    -I "$modules" -o bare.so "$1" -Xcc -fmodule-map-file="$map" >/dev/null 2>&1
  echo "$(now) - $t0" | bc
}
waitWindows() {
  for n in "$@"; do
    until [ "$(xdotool search --onlyvisible --name '^Layout Playground - spiral$' 2>/dev/null | wc -l)" -ge "$n" ]; do sleep 0.2; done
  done
  sleep 2
}

start before "$before"; start after "$after"
waitWindows 2
: > bare.txt
for i in $(seq 1 "$saves"); do
  save before v.swift "$i" "$i"
  save after v.swift "$i" "$i"
  bare v.swift >> bare.txt
done
: > dump.txt
for i in $(seq 1 "$saves"); do
  for b in before after; do
    t0=$(now)
    (cd $b && TMPDIR=$work/$b/tmp XDG_CACHE_HOME=$work/$b/cache "${!b}" dump --layout-file Spiral.swift >/dev/null)
    echo "$b $(echo "$(now) - $t0" | bc)" >> dump.txt
  done
  echo "bare $(bare v.swift)" >> dump.txt
done
for w in $(xdotool search --name '^Layout Playground - spiral$'); do xdotool key --window "$w" q; done
for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
pids=()

start native "$after"; start proxy "$after"
waitWindows 2
: > proxybare.txt
for i in $(seq 1 "$proxySaves"); do
  save native v.swift "$i" "$i"
  save proxy vf.swift "$i" "$i"
  echo "$(bare v.swift) $(bare vf.swift)" >> proxybare.txt
done
for w in $(xdotool search --name '^Layout Playground - spiral$'); do xdotool key --window "$w" q; done
for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
pids=()
echo "load after:  $(uptime)"

python3 - "$work" <<'PY'
import re, statistics as st, sys
w = sys.argv[1]
def reloads(d):
    return [list(map(int, m)) for m in re.findall(r"compile (\d+) ms, check (\d+) ms, load (\d+) ms, save to frame (\d+) ms",
                                                    open(f"{w}/{d}/app.log").read())]
bare = [float(x) * 1000 for x in open(f"{w}/bare.txt").read().split()]
b0 = st.median(bare)
print(f"bare swiftc -emit-library of the layout (ms): median {b0:.0f}, min {min(bare):.0f}, max {max(bare):.0f} ({len(bare)} runs)")
for d in ["before", "after"]:
    rows = reloads(d)
    cols = list(zip(*rows))
    med = [st.median(c) for c in cols]
    print(f"{d:6s} saves {len(rows)}: compile {med[0]:.0f}, check {med[1]:.0f}, load {med[2]:.0f}, "
          f"save to frame median {med[3]:.0f} ms (worst {max(cols[3])}): {med[3] / b0:.2f}× bare")
dumps = {}
for line in open(f"{w}/dump.txt"):
    k, v = line.split()
    dumps.setdefault(k, []).append(float(v) * 1000)
db = st.median(dumps["bare"])
for k in ["before", "after"]:
    m = st.median(dumps[k])
    print(f"dump --layout-file, {k:6s}: median {m:.0f} ms (bare in the same rounds {db:.0f} ms): {m / db:.2f}×")
import glob
for d in ["before", "after"]:
    left = len(glob.glob(f"{w}/{d}/tmp/TemporaryDirectory.*"))
    print(f"TemporaryDirectory.* left in {d}'s TMPDIR after {len(reloads(d))} reloads and {len(dumps[d])} dumps: {left}")
n, p = reloads("native"), reloads("proxy")
pb = [tuple(float(x) * 1000 for x in l.split()) for l in open(f"{w}/proxybare.txt")]
nm, pm = st.median(r[3] for r in n), st.median(r[3] for r in p)
bn, bp = st.median(x[0] for x in pb), st.median(x[1] for x in pb)
print(f"proxy (import Foundation) vs native, after, {len(p)} saves each: save to frame {pm:.0f} vs {nm:.0f} ms: "
      f"{pm / nm:.2f}×; compile {st.median(r[0] for r in p):.0f} vs {st.median(r[0] for r in n):.0f} ms; "
      f"bare compiles {bp:.0f} vs {bn:.0f} ms: {bp / bn:.2f}×")
PY
