#!/usr/bin/env bash
# Frame times of the real window while 300 photos load (docs/frame-benchmarks.md): makes the photos if needed
# (scripts/make-photos.sh), opens the window under Xvfb with --images and --frame-log, scrolls for about 12 s with
# xdotool (wheel notches down through the whole grid, then drags back up), quits, and summarizes the frame log.
#
#   PLAYGROUND=.build/release/playground RENDERER=auto LAYOUT=grid bash scripts/measure-photo-load.sh
#   CONTROL=1 bash scripts/measure-photo-load.sh   # the same scroll over the 24 small bundled images (300 items)
set -euo pipefail
cd "$(dirname "$0")/.."
export BIN=$(realpath "${PLAYGROUND:-.build/release/playground}")
export PHOTOS=${PHOTOS:-/tmp/lp-photos}
export LAYOUT=${LAYOUT:-grid}
export RENDERER=${RENDERER:-auto}
export LOG=${LOG:-/tmp/lp-frames-$LAYOUT-$RENDERER.csv}
if [ -n "${CONTROL:-}" ]; then
  export IMAGE_ARGS="--items 300"
  export LOG=${LOG%.csv}-control.csv
else
  export IMAGE_ARGS="--images $PHOTOS"
  bash scripts/make-photos.sh "$PHOTOS" 300 >/dev/null
fi

xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" bash -c '
  set -euo pipefail
  "$BIN" run --layout "$LAYOUT" $IMAGE_ARGS --renderer "$RENDERER" --frame-log "$LOG" >/tmp/lp-measure.log 2>&1 &
  app=$!
  win=$(timeout 30 xdotool search --sync --onlyvisible --name "^Layout Playground - $LAYOUT\$" | head -1)
  xdotool mousemove --window "$win" 640 400
  end=$(( $(date +%s) + 9 ))
  while [ "$(date +%s)" -lt "$end" ]; do xdotool click --repeat 5 --delay 40 5; done
  for i in 1 2 3; do
    xdotool mousemove --window "$win" 640 200 mousedown 1
    for y in 260 340 440 560 700; do xdotool mousemove --window "$win" 640 $y; sleep 0.016; done
    xdotool mouseup 1
    sleep 0.8
  done
  xdotool key q
  wait $app
'
python3 - "$LOG" ${CONTROL:+control} <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
def pct(xs, p):
    xs = sorted(xs); return xs[max(0, min(len(xs), -(-len(xs) * p // 100)) - 1)]
iv = [float(r["intervalMs"]) for r in rows[2:]]   # from the third frame: the first is startup (GL, fonts)
wk = [float(r["workMs"]) for r in rows[1:]]
total = 24 if len(sys.argv) > 2 else 300
done = next((float(r["t"]) for r in rows if int(r["decoded"]) + int(r["failed"]) >= total), None)
print(f"frames {len(rows)}; first frame {float(rows[0]['workMs']):.1f} ms (startup)")
print(f"interval ms: median {pct(iv, 50):.2f}  p99 {pct(iv, 99):.2f}  max {max(iv):.2f}  over 33 ms: {sum(x > 33 for x in iv)}")
print(f"work ms:     median {pct(wk, 50):.2f}  p99 {pct(wk, 99):.2f}  max {max(wk):.2f}")
print(f"uploads: {sum(int(r['uploads']) for r in rows)} in all, at most {max(int(r['uploads']) for r in rows)} in a frame")
print(f"all {total} decoded at t = {done:.2f} s" if done is not None else f"decoded {rows[-1]['decoded']} of {total} by the end")
PY
