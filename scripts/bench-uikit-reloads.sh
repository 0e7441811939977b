#!/usr/bin/env bash
# UIKit-API layout against a native layout of the same size, reloaded in the window (docs/benchmarks.md, "UIKit vs
# native"; issue 24, goal 4). Apple's CircleLayout written both ways: Examples/layouts/Circle.swift (native) and
# Examples/uikit/CircleLayout.swift (UIKit). One window each, side by side, SAVES saves alternating between them (a
# write-and-rename, as editors save, with a changed comment line so each save is a new text); each save waits for the
# window's `reloaded` line, whose "save to frame" is from the save's last inotify event to the first presented frame
# of the new layout. Then `dump --layout-file` of each, alternating, DUMPS times. About 2 minutes.
#
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/bench-uikit-reloads.sh [BINARY] [SAVES] [DUMPS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(realpath "${1:-$root/.build/release/playground}")
saves=${2:-20}
dumps=${3:-10}
work=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"' EXIT
echo "load before: $(uptime)"
mkdir -p "$work/native" "$work/uikit"
cp "$root/Examples/layouts/Circle.swift" "$work/native/Circle.swift"
cp "$root/Examples/uikit/CircleLayout.swift" "$work/uikit/CircleLayout.swift"
declare -A file=([native]=Circle.swift [uikit]=CircleLayout.swift)
declare -A title=([native]=circle [uikit]=circlelayout)
for k in native uikit; do cp "$work/$k/${file[$k]}" "$work/$k/original.swift"; done

for k in native uikit; do
  (cd "$work/$k" && TMPDIR=$work/$k XDG_CACHE_HOME=$work/$k/cache exec "$bin" run --layout-file "${file[$k]}" \
    --size 640x400 --autoplay 0 >app.log 2>&1) &
  pids+=($!)
done
for k in native uikit; do
  timeout 120 xdotool search --sync --onlyvisible --name "^Layout Playground - ${title[$k]}\$" >/dev/null
done
sleep 2
save() {  # save KIND N: version N of its file, then wait for its Nth reload
  local k=$1 n=$2 dir=$work/$1
  { cat "$dir/original.swift"; echo "// save $n"; } > "$dir/.tmp.swift"
  mv -f "$dir/.tmp.swift" "$dir/${file[$k]}"
  until [ "$(grep -c '^reloaded ' "$dir/app.log")" -ge "$n" ]; do
    grep -q '^error' "$dir/app.log" && { echo "reload failed in $k:"; cat "$dir/app.log"; exit 1; }
    sleep 0.01
  done
}
for i in $(seq 1 "$saves"); do save native "$i"; save uikit "$i"; done
for k in native uikit; do
  w=$(xdotool search --name "^Layout Playground - ${title[$k]}\$" | head -1)
  xdotool key --window "$w" q
done
for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
pids=()
: > "$work/dump.txt"
for i in $(seq 1 "$dumps"); do
  for k in native uikit; do
    t0=$(date +%s%N)
    "$bin" dump --items 8 --layout-file "$work/$k/original.swift" >/dev/null 2>&1 || true
    echo "$k $(( ($(date +%s%N) - t0) / 1000000 ))" >> "$work/dump.txt"
  done
done
echo "load after:  $(uptime)"
python3 - "$work" <<'PY'
import re, statistics as st, sys
w = sys.argv[1]
def reloads(k):
    return [list(map(int, m)) for m in re.findall(r"compile (\d+) ms, check (\d+) ms, load (\d+) ms, save to frame (\d+) ms",
                                                    open(f"{w}/{k}/app.log").read())]
rows = {k: reloads(k) for k in ["native", "uikit"]}
med = {k: [st.median(c) for c in zip(*rows[k])] for k in rows}
for k in ["native", "uikit"]:
    m = med[k]
    print(f"{k:6s} {len(rows[k])} saves: compile {m[0]:.0f}, check {m[1]:.0f}, load {m[2]:.0f}, save to frame median "
          f"{m[3]:.0f} ms (worst {max(r[3] for r in rows[k])})")
print(f"save to frame, UIKit ÷ native: {med['uikit'][3] / med['native'][3]:.2f}×; compile {med['uikit'][0] / med['native'][0]:.2f}×")
d = {}
for line in open(f"{w}/dump.txt"):
    k, v = line.split()
    d.setdefault(k, []).append(float(v))
print(f"dump --layout-file: native median {st.median(d['native']):.0f} ms, UIKit {st.median(d['uikit']):.0f} ms: "
      f"{st.median(d['uikit']) / st.median(d['native']):.2f}×")
PY
