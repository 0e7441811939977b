#!/usr/bin/env bash
# Generates tiny images in every format ImageHeader reads into formats/ next to this script, with sizes that are
# odd and distinct per file (so a swapped width/height shows). The size is in each file name: NAME-WxH.EXT.
# Requires ImageMagick 6 (`convert`) built with WebP support (`convert -list format | grep -i webp`).
# Metadata is stripped, so the output is the same bytes on every run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
command -v convert >/dev/null || { echo "ImageMagick 'convert' not found" >&2; exit 1; }
convert -list format | grep -qi '^ *WEBP' || { echo "ImageMagick lacks WebP support" >&2; exit 1; }
mkdir -p formats
rm -f formats/*

# A small gradient, so the encoders have something to encode.
src() { convert -size "$1" gradient:'#c04020-#2040c0' "${@:2}"; }

# name                     size    ImageMagick output (and options)
src 37x23 -strip -quality 90                                 "JPEG:formats/baseline-37x23.jpg"
src 31x45 -strip -interlace Plane                            "JPEG:formats/progressive-31x45.jpg"
# A comment (COM segment) and a JFIF APP0 before the frame header, so the marker walk has something to skip.
src 29x19 -strip -set comment "LayoutPlayground fixture" -quality 75 "JPEG:formats/comment-29x19.jpg"
src 41x17 -strip                                             "GIF:formats/screen-41x17.gif"
src 19x29 -strip                                             "BMP3:formats/info-19x29.bmp"     # BITMAPINFOHEADER (40)
src 23x11 -strip                                             "BMP:formats/v5-23x11.bmp"        # BITMAPV5HEADER (124)
src 13x7  -strip -type truecolor                             "BMP2:formats/core-13x7.bmp"      # BITMAPCOREHEADER (12)
src 33x21 -strip -quality 80                                 "WEBP:formats/lossy-33x21.webp"   # VP8
src 35x15 -strip -define webp:lossless=true                  "WEBP:formats/lossless-35x15.webp" # VP8L
src 17x39 -strip -alpha set -channel A -evaluate set 50% +channel -quality 80 \
                                                             "WEBP:formats/alpha-17x39.webp"   # VP8X
src 27x13 -strip -compress None                              "TGA:formats/plain-27x13.tga"     # type 2
src 25x9  -strip -compress RLE                               "TGA:formats/rle-25x9.tga"        # type 10

for f in formats/*; do
  printf '%-36s %s\n' "$f" "$(identify -format '%wx%h' "$f")"
done
