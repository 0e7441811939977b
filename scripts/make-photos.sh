#!/usr/bin/env bash
# Makes N photo-like JPEGs (default 300, 1600×1200, quality 85) in DIR (default /tmp/lp-photos) for the frame-time
# measurement in docs/frame-benchmarks.md: plasma fractals (ImageMagick), hue-rotated and numbered, so each file is
# different and decoding costs what a real photo does (about 330 KB each). Not committed: generated on demand.
set -euo pipefail
DIR=${1:-/tmp/lp-photos}
N=${2:-300}
mkdir -p "$DIR"
have=$(find "$DIR" -maxdepth 1 -name 'photo-*.jpg' | wc -l)
if [ "$have" -ge "$N" ]; then echo "$DIR already holds $have photos"; exit 0; fi
base=$(mktemp -d)
trap 'rm -rf "$base"' EXIT
for s in 0 1 2 3; do convert -size 1600x1200 -seed "$s" plasma:fractal -blur 0x1 "$base/base$s.png" & done
wait
make_one() {
  local i=$1
  convert "$base/base$((i % 4)).png" -modulate 100,100,$(( (i * 37) % 200 )) -gravity center -pointsize 260 \
    -fill white -stroke black -strokewidth 6 -annotate 0 "$i" -quality 85 "$DIR/photo-$(printf %03d "$i").jpg"
}
for ((i = 0; i < N; i++)); do
  make_one "$i" &
  if (( i % 2 == 1 )); then wait; fi
done
wait
echo "made $N photos in $DIR"
