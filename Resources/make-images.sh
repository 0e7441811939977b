#!/usr/bin/env bash
# Generates the 24 bundled sample images 01.png … 24.png next to this script, numbered 0 … 23 as UIKit numbers
# items (image NN.png is item NN − 1; issue 23: the inspector counted from 0 and "#2" sat on "3").
# Requires ImageMagick 6 (`convert`) and DejaVu Sans Bold. Deterministic:
# no randomness, metadata stripped, no date/time chunks.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[[ -f "$FONT" ]] || { echo "missing font: $FONT" >&2; exit 1; }
command -v convert >/dev/null || { echo "ImageMagick 'convert' not found" >&2; exit 1; }

# Aspect-ratio cycle: portrait, landscape, square, panorama, tall, slightly landscape.
SIZES=(240x360 360x240 300x300 480x160 200x400 320x280)

# hsl H(0-360) S(0-1) L(0-1) -> "#rrggbb"
hsl() {
  awk -v h="$1" -v s="$2" -v l="$3" 'BEGIN {
    c = (1 - ((2*l - 1) < 0 ? -(2*l - 1) : (2*l - 1))) * s
    hp = h / 60; m2 = hp - 2*int(hp/2); x = c * (1 - ((m2 - 1) < 0 ? -(m2 - 1) : (m2 - 1)))
    if (hp < 1) { r=c; g=x; b=0 } else if (hp < 2) { r=x; g=c; b=0 }
    else if (hp < 3) { r=0; g=c; b=x } else if (hp < 4) { r=0; g=x; b=c }
    else if (hp < 5) { r=x; g=0; b=c } else { r=c; g=0; b=x }
    m = l - c/2
    printf "#%02x%02x%02x\n", int((r+m)*255+0.5), int((g+m)*255+0.5), int((b+m)*255+0.5)
  }'
}

OUTOPTS=(-strip -colors 64 -depth 8 -define png:exclude-chunks=date,time)

for i in $(seq 1 24); do
  size=${SIZES[$(( (i - 1) % 6 ))]}
  w=${size%x*}; h=${size#*x}
  hue=$(( (i - 1) * 15 ))
  base=$(hsl "$hue" 0.80 0.55)
  light=$(hsl "$hue" 0.85 0.72)
  dark=$(hsl "$hue" 0.75 0.38)
  min=$(( w < h ? w : h ))
  # Big number: limited by height, and by width depending on digit count.
  n=$(( i - 1 ))              # the number drawn: the item index, from 0
  if (( n < 10 )); then wf=90; else wf=58; fi
  pt=$(( h * 70 / 100 )); (( w * wf / 100 < pt )) && pt=$(( w * wf / 100 ))
  sh=$(( min / 50 + 2 ))      # shadow offset
  sw=$(( min / 60 + 2 ))      # outline width
  out=$(printf '%02d.png' "$i")

  # Background: rotate through four styles so neighbours differ in pattern too.
  case $(( (i - 1) % 4 )) in
    0) bg=(-size "$size" "gradient:$light-$dark") ;;                       # vertical
    1) bg=(-size "$size" -define gradient:angle=135 "gradient:$light-$dark") ;;  # diagonal
    2) # circles
       r1=$(( min / 3 )); r2=$(( min / 5 ))
       bg=(-size "$size" "xc:$base" -fill "$light"
           -draw "circle $(( w / 4 )),$(( h / 4 )) $(( w / 4 + r1 )),$(( h / 4 ))"
           -fill "$dark"
           -draw "circle $(( w * 3 / 4 )),$(( h * 3 / 4 )) $(( w * 3 / 4 + r2 )),$(( h * 3 / 4 ))") ;;
    3) # diagonal stripes
       step=$(( min / 5 )); draw=""
       for (( x = -h; x < w; x += 2 * step )); do
         draw+="polygon $x,$h $(( x + step )),$h $(( x + step + h )),0 $(( x + h )),0 "
       done
       bg=(-size "$size" "xc:$base" -fill "$light" -draw "$draw") ;;
  esac

  convert "${bg[@]}" \
    -font "$FONT" -pointsize "$pt" -gravity center \
    -fill '#000000a0' -annotate "+${sh}+${sh}" "$n" \
    -fill white -stroke '#202020' -strokewidth "$sw" -annotate +0+0 "$n" \
    -stroke none -annotate +0+0 "$n" \
    "${OUTOPTS[@]}" "PNG8:$out"
  echo "$out  ${size}  hue=${hue}"
done
