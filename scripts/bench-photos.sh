#!/usr/bin/env bash
# The photo figures of docs/benchmarks.md ("Photos"), measured side by side in one run (about 7 minutes, plus
# making the photos once: scripts/make-real-photos.py, 60 12 MP JPEGs from scikit-image's sample photographs, every
# 4th stored sideways with EXIF Orientation 6, and the 15000×15000 PNG bomb, in $PHOTOS, default /tmp/lp-real-photos).
#
#   PLAYGROUND=.build/release/playground bash scripts/bench-photos.sh
#
# 1. First screen, 1280×800 grid (`render`, software renderer: start, header pass, the visible photos decoded by
#    the app's two workers, one frame drawn and saved), three ways: without the thumbnail cache; with an empty cache
#    (thumbnails written); again with the filled cache (the second start). Wall time and peak RSS (/usr/bin/time).
# 2. The decode limit for the same photos: libjpeg-turbo itself (the system's libturbojpeg through ctypes),
#    decoding exactly the files the app decoded at exactly the DCT scale it chose (from LAYOUT_PLAYGROUND_DECODE_LOG),
#    file read included, split over two processes. Both the app and the limit run under SCHED_IDLE (the app's
#    workers' own policy; `chrt --idle 0` for the limit), so other load on the machine slows both alike.
# 3. The app's fixed cost: the same render over 30 tiny JPEGs (start, SDL, headers, drawing, PNG) — what the first
#    screen costs beyond decoding.
# 4. Peak RSS while all 60 photos load (`bench`: a scripted scroll through the whole grid, no thumbnail cache).
# 5. Peak RSS drawing the PNG bomb in a 1280×800 grid, against a one-small-PNG folder.
# 6. Startup (headers only: `dump`) of a 10,000-photo folder: hard links to the 60 photos (so the page cache holds
#    them: this measures the header parsing and the syscalls, not the disk).
# 7. Scrolling a 2,000-photo folder (hard links again) in real time (`bench --live-images`, the window's loader:
#    two workers, prefetch, cancellation; 1280×800 grid, 10 s): the sustained decode rate and how long a cell shows
#    its placeholder, at 3000 and 1000 points/s without the thumbnail cache, then at 3000 points/s with an empty
#    cache (thumbnails written) and once more with what that run wrote; then every photo's thumbnail written by a
#    `bench` pass through the whole grid (about 2 minutes) and the scroll at 3000 and 6000 points/s from that cache.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${PLAYGROUND:-.build/release/playground}")
PHOTOS=${PHOTOS:-/tmp/lp-real-photos}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 scripts/make-real-photos.py "$PHOTOS" --count 60 --bomb >/dev/null
mkdir -p "$WORK/photos" "$WORK/bomb" "$WORK/small" "$WORK/tiny" "$WORK/big" "$WORK/p2000"
for f in "$PHOTOS"/photo-00[0-5][0-9].jpg; do ln "$f" "$WORK/photos/" 2>/dev/null || cp "$f" "$WORK/photos/"; done
cp "$PHOTOS/bomb.png" "$WORK/bomb/"
cp Tests/Fixtures/solid/01-red.png "$WORK/small/"
python3 - "$WORK/tiny" <<'PY'
import sys
from PIL import Image
for i in range(30):
    Image.new("RGB", (64, 48), (i * 8, 100, 200 - i * 5)).save(f"{sys.argv[1]}/tiny-{i:02d}.jpg", quality=90)
PY
files=("$PHOTOS"/photo-00[0-5][0-9].jpg)
for ((i = 0; i < 10000; i++)); do ln "${files[i % ${#files[@]}]}" "$WORK/big/p$(printf %05d $i).jpg"; done
for ((i = 0; i < 2000; i++)); do ln "${files[i % ${#files[@]}]}" "$WORK/p2000/p$(printf %04d $i).jpg"; done

# One timed run: prints "seconds peakKiB"; the decode log goes to $WORK/$name.log.
timed() {
  local name=$1; shift
  LAYOUT_PLAYGROUND_DECODE_LOG=1 /usr/bin/time -f "%e %M" -o "$WORK/$name.time" chrt --idle 0 "$@" \
    >/dev/null 2>"$WORK/$name.log"
  cat "$WORK/$name.time"
}
render() { echo "$BIN render --layout grid --size 1280x800 --renderer software --out $WORK/out.png --images"; }

export XDG_CACHE_HOME=$WORK/cache
# Warm the page cache and the binary once (not measured): every run below reads the photos from memory.
cat "$WORK"/photos/*.jpg >/dev/null
timed warmup $(render) "$WORK/tiny" --no-thumbnail-cache >/dev/null
fixed=$(timed fixed $(render) "$WORK/tiny" --no-thumbnail-cache)
nocache=$(timed nocache $(render) "$WORK/photos" --no-thumbnail-cache)
cold=$(timed cold $(render) "$WORK/photos")
warm=$(timed warm $(render) "$WORK/photos")
rss60=$(timed rss60 "$BIN" bench --layout grid --size 1280x800 --renderer software --frames 300 \
  --images "$WORK/photos" --no-thumbnail-cache)
bomb=$(timed bomb $(render) "$WORK/bomb" --no-thumbnail-cache)
small=$(timed small $(render) "$WORK/small" --no-thumbnail-cache)
headers=$(timed headers "$BIN" dump --layout grid --size 1280x800 --images "$WORK/big")

live() {  # bench --live-images over the 2,000 photos at $1 points/s, labelled $2, then its other arguments
  local speed=$1 label=$2; shift 2
  echo "scrolling 2,000 photos at $speed points/s, $label:"
  chrt --idle 0 "$BIN" bench --live-images --scroll-speed "$speed" --frames 600 --layout grid --size 1280x800 \
    --images "$WORK/p2000" "$@" | tail -n +2 | sed 's/^/  /'
}
export XDG_CACHE_HOME=$WORK/live-cache
livefigures=$(live 3000 "no thumbnail cache" --no-thumbnail-cache; live 1000 "no thumbnail cache" --no-thumbnail-cache
  live 3000 "empty thumbnail cache"; live 3000 "the thumbnails the previous run wrote"
  chrt --idle 0 "$BIN" bench --frames 2700 --layout grid --size 1280x800 --renderer software --images "$WORK/p2000" \
    >/dev/null
  live 3000 "every thumbnail in the cache"; live 6000 "every thumbnail in the cache")
export XDG_CACHE_HOME=$WORK/cache

limit() {  # the decode limit for the files and scales in decode log $1: seconds
  chrt --idle 0 python3 scripts/jpeg-decode-limit.py "$WORK/photos" "$1"
}
limitNocache=$(limit "$WORK/nocache.log")
limitCold=$(limit "$WORK/cold.log")

python3 - "$WORK" "$fixed" "$nocache" "$cold" "$warm" "$rss60" "$bomb" "$small" "$headers" \
  "$limitNocache" "$limitCold" <<'PY'
import re, sys
work = sys.argv[1]
fixed, nocache, cold, warm, rss60, bomb, small, headers, lim_n, lim_c = ([float(x) for x in a.split()] for a in sys.argv[2:])
def count(name, pattern):
    return sum(1 for l in open(f"{work}/{name}.log") if re.search(pattern, l))
def scales(name):
    s = {}
    for l in open(f"{work}/{name}.log"):
        m = re.search(r"JPEG at (\d+/\d+): (\d+×\d+)", l)
        if m: s[m[1] + " → " + m[2]] = s.get(m[1] + " → " + m[2], 0) + 1
    return ", ".join(f"{n}× {k}" for k, n in sorted(s.items()))
n = count("nocache", r"^decode ")
print(f"first screen: {n} photos decoded (12 MP, {count('nocache', 'orientation 6')} with orientation 6)")
print(f"  scales without cache: {scales('nocache')}; with an empty cache: {scales('cold')}")
print(f"fixed cost (30 tiny JPEGs): {fixed[0]:.2f} s, {fixed[1] / 1024:.0f} MiB")
def row(label, run, lim=None):
    extra = f"; decode limit {lim[0]:.2f} s ({int(lim[1])} decodes), ratio {run[0] / lim[0]:.2f}, " \
            f"beyond the fixed cost {(run[0] - fixed[0]) / lim[0]:.2f}" if lim else ""
    print(f"{label}: {run[0]:.2f} s, peak {run[1] / 1024:.0f} MiB{extra}")
row("first screen, no thumbnail cache", nocache, lim_n)
row("first start, empty cache (thumbnails written)", cold, lim_c)
row("second start, from the thumbnail cache", warm)
print(f"  second start vs first: {cold[0] / warm[0]:.2f}× faster ({(cold[0] - fixed[0]) / max(warm[0] - fixed[0], 1e-3):.1f}× beyond the fixed cost); "
      f"vs no cache: {nocache[0] / warm[0]:.2f}×; thumbnails read: {count('warm', 'thumbnail [a-z-]+ →')}")
print(f"60 photos loaded (bench scroll, {count('rss60', '^decode .*JPEG')} decodes): peak {rss60[1] / 1024:.0f} MiB")
print(f"PNG bomb 15000×15000 drawn: peak {bomb[1] / 1024:.0f} MiB in {bomb[0]:.2f} s (one small PNG: {small[1] / 1024:.0f} MiB)")
print(f"10,000-photo folder, headers (dump): {headers[0]:.2f} s, peak {headers[1] / 1024:.0f} MiB")
PY
echo "$livefigures"
