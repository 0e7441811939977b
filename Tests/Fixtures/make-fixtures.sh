#!/usr/bin/env bash
# Generates solid-colour golden-pixel fixtures into solid/ next to this script.
# Requires ImageMagick 6 (`convert`). Output: opaque 8-bit truecolor RGB PNGs,
# metadata stripped, no date/time chunks -> byte-for-byte deterministic.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
command -v convert >/dev/null || { echo "ImageMagick 'convert' not found" >&2; exit 1; }
mkdir -p solid

# name        size      R   G   B
FIXTURES=(
  "01-red     100x100  255   0   0"
  "02-green   100x100    0 255   0"
  "03-blue    100x100    0   0 255"
  "04-yellow  100x100  255 255   0"
  "05-magenta 200x100  255   0 255"
  "06-cyan    100x200    0 255 255"
  "07-white   150x100  255 255 255"
  "08-orange  100x150  255 128   0"
)

for f in "${FIXTURES[@]}"; do
  read -r name size r g b <<<"$f"
  convert -size "$size" "xc:rgb($r,$g,$b)" -alpha off -depth 8 -strip \
    -define png:exclude-chunks=date,time "PNG24:solid/$name.png"
  echo "solid/$name.png  $size  rgb($r,$g,$b)"
done
