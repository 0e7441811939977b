#!/usr/bin/env bash
# Issue 37's deciding photo figure, "photos first screen", measured in the real window (docs/benchmarks.md,
# "Photos first screen, in the window"): the window opens under Xvfb at 1280×800 on a folder of exactly the 30 photos
# its grid shows (12 MP JPEGs from scripts/make-real-photos.py, every 4th sideways), no thumbnail cache, nothing
# touched; its frame log (`run --frame-log`) gives the time from the start of the first frame to the end of the frame
# that drew the last of the 30 photos (the last frame that made a texture once all 30 were decoded). The limit is
# libjpeg-turbo itself (the system's libturbojpeg through ctypes) decoding exactly the files the window decoded at
# exactly the DCT scale it chose (from LAYOUT_PLAYGROUND_DECODE_LOG), file read included, over two processes, in the
# same round. ROUNDS rounds (default 3), window and limit alternating; BUSY=1 runs two CPU-bound processes
# (`while :; do :; done`, nice 0) beside both, the issue's "beside two CPU-bound processes" condition.
#
#   PLAYGROUND=.build/release/playground bash scripts/measure-photos-window.sh
#   BUSY=1 PLAYGROUND=.build/release/playground bash scripts/measure-photos-window.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export BIN=$(realpath "${PLAYGROUND:-.build/release/playground}")
PHOTOS=${PHOTOS:-/tmp/lp-real-photos}
ROUNDS=${ROUNDS:-3}
WORK=$(mktemp -d)
busy=()
cleanup() { for p in "${busy[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT
python3 scripts/make-real-photos.py "$PHOTOS" --count 60 >/dev/null
mkdir -p "$WORK/photos"
for f in "$PHOTOS"/photo-00[0-2][0-9].jpg; do ln "$f" "$WORK/photos/" 2>/dev/null || cp "$f" "$WORK/photos/"; done
cat "$WORK"/photos/*.jpg >/dev/null     # the page cache holds them: this measures decoding and drawing, not the disk
export WORK XDG_CACHE_HOME=$WORK/cache

if [ -n "${BUSY:-}" ]; then
  for i in 1 2; do sh -c 'while :; do :; done' & busy+=($!); done
fi

window() {  # one window run: $WORK/frames-$1.csv and $WORK/decode-$1.log
  xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" bash -c '
    set -euo pipefail
    LAYOUT_PLAYGROUND_DECODE_LOG=1 "$BIN" run --layout grid --size 1280x800 --images "$WORK/photos" \
      --no-thumbnail-cache --frame-log "$WORK/frames-$0.csv" >/dev/null 2>"$WORK/decode-$0.log" &
    app=$!
    win=$(timeout 60 xdotool search --sync --onlyvisible --name "^Layout Playground - grid\$" | head -1)
    for i in $(seq 1 300); do   # at most 30 s: until all 30 photos are decoded (the log says so), then 1 s more
      [ "$(grep -c "^decode " "$WORK/decode-$0.log" || true)" -ge 30 ] && break
      sleep 0.1
    done
    sleep 1
    xdotool key --window "$win" q
    wait $app
  ' "$1"
}

limit() {  # the decode limit for the files and scales in decode log $1: "seconds decodes"
  python3 scripts/jpeg-decode-limit.py "$WORK/photos" "$1"
}

echo "photos first screen in the window, 30 photos of 12 MP, 1280×800 grid, no thumbnail cache${BUSY:+, beside two CPU-bound processes}"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r = 1; r <= ROUNDS; r++)); do
  window "$r"
  lim=$(limit "$WORK/decode-$r.log")
  python3 - "$WORK/frames-$r.csv" "$r" $lim <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
rnd, lim, decodes = sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
t0 = float(rows[0]["t"])
full = next((i for i, r in enumerate(rows) if int(r["decoded"]) + int(r["failed"]) >= 30), None)
if full is None:
    print(f"round {rnd}: the 30 photos were not all decoded ({rows[-1]['decoded']} of 30); limit {lim:.2f} s"); sys.exit()
last = max(i for i, r in enumerate(rows) if int(r["uploads"]) > 0)   # the frame that drew the last photo
end = float(rows[last]["t"]) + float(rows[last]["workMs"]) / 1000 - t0
first = float(rows[0]["workMs"]) / 1000
later = [float(r["intervalMs"]) for r in rows[2:last + 1]]   # from the second frame's end: the first is startup
print(f"round {rnd}: last photo drawn {end:.2f} s after the first frame began (first frame {first * 1000:.0f} ms); "
      f"limit {lim:.2f} s ({decodes} decodes): {end / lim:.2f}×; from the first frame's end {(end - first) / lim:.2f}×; "
      f"longest frame interval after the first frame while loading {max(later) if later else 0:.1f} ms, over 33 ms: "
      f"{sum(x > 33 for x in later)}")
PY
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
