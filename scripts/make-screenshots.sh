#!/usr/bin/env bash
# Makes the pictures in docs/screenshots/: every layout at 1280×800 and 800×600 (`playground render`, photos loaded,
# no chrome), and the window's help (H), inspector (I) and tuning panel (P) at both sizes (F12 in a real window under
# Xvfb). Each is kept small: 640 wide for the README's, palette PNGs (ffmpeg palettegen, 256 colours). Run by hand
# after a visual change: `bash scripts/make-screenshots.sh [BINARY]`; needs ffmpeg, xvfb-run and xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-.build/debug/playground}")
OUT=docs/screenshots
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# small IN OUT WIDTH : a palette PNG of IN, WIDTH pixels wide.
small() {
  ffmpeg -v error -y -i "$1" -vf "scale=$3:-1:flags=lanczos,split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=bayer:bayer_scale=3" \
    -frames:v 1 "$2"
}

# Offsets that show each layout at its most telling: rotating mid-turn (π/4), coverflow on its sixth item.
declare -A offset=([grid]=0,0 [waterfall]=0,0 [rotating]=116.25,0 [cards]=0,0 [coverflow]=600,0)
for layout in grid waterfall rotating cards coverflow; do
  for size in 1280x800 800x600; do
    "$BIN" render --layout "$layout" --size "$size" --offset "${offset[$layout]}" --out "$TMP/$layout-$size.png"
    small "$TMP/$layout-$size.png" "$OUT/$layout-$size.png" "${size%x*}"
  done
  small "$TMP/$layout-1280x800.png" "$OUT/$layout.png" 640
done

# The window: help, inspector and tuning panel (P), at both sizes, in rotating (page dots, turned cells).
cat >"$TMP/window.sh" <<'SH'
set -euo pipefail
BIN=$1 SIZE=$2 DIR=$3
cd "$DIR"
"$BIN" run --size "$SIZE" --layout rotating --autoplay 0 >"$DIR/app.log" 2>&1 &
pid=$!
win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Layout Playground - rotating$' | head -1)
shot() {  # shot NAME: F12, then wait for the file it names
  sleep 4.5                  # the previous shot's "Saved …" message leaves the HUD after 4 s
  local before; before=$(grep -c '^screenshot: ' "$DIR/app.log" || true)
  xdotool key --window "$win" F12
  for _ in $(seq 300); do
    [ "$(grep -c '^screenshot: ' "$DIR/app.log" || true)" -gt "$before" ] && break
    sleep 0.1
  done
  mv "$(grep '^screenshot: ' "$DIR/app.log" | tail -1 | cut -d' ' -f2-)" "$DIR/$1"
}
sleep 3                      # the photos decode in the background
xdotool key --window "$win" End
sleep 1
xdotool key --window "$win" Home
sleep 2
shot window.png
xdotool key --window "$win" h
sleep 0.5
shot help.png
xdotool key --window "$win" h i
sleep 0.5
shot inspector.png
xdotool key --window "$win" i p
sleep 0.5
shot panel.png
xdotool key --window "$win" p q
wait "$pid"
SH
for size in 1280x800 800x600; do
  mkdir -p "$TMP/$size"
  xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" bash "$TMP/window.sh" "$BIN" "$size" "$TMP/$size"
  for name in window help inspector panel; do small "$TMP/$size/$name.png" "$OUT/$name-$size.png" "${size%x*}"; done
done
du -ch "$OUT"/*.png | tail -1
