#!/usr/bin/env bash
# Makes the pictures in docs/screenshots/: every layout at 1280×800 and 800×600 (`playground render`, photos loaded,
# no chrome), and a first session in the window at both sizes (F12 in a real window under Xvfb): the window, the
# help (H), the inspector (I) with a cell hovered, the docked tuning panel (P) and its physics lab, a lifted cell, a
# layout file broken from the start, compiling, and fixed. Each is kept small: 640 wide for the README's, palette PNGs (ffmpeg palettegen, 256 colours). Run by hand
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

# The window: a first session (issue 23), at both sizes: the window, the help, the inspector with a cell hovered,
# the docked panel, the physics lab after a fling, a long press lifting a cell; then a layout file that does not
# build at the start, and the same file fixed.
cat >"$TMP/window.sh" <<'SH'
set -euo pipefail
BIN=$1 SIZE=$2 DIR=$3
W=${SIZE%x*} H=${SIZE#*x}
cd "$DIR"
export XDG_STATE_HOME=$DIR/state        # the panel's default width, not the user's remembered one
win=""
start() {  # start ARGS...: the window, waited for
  "$BIN" run --size "$SIZE" "$@" >"$DIR/app.log" 2>&1 &
  pid=$!
  win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Layout Playground - ' | head -1)
}
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
start --layout rotating --autoplay 0
sleep 3                      # the photos decode in the background
xdotool key --window "$win" End
sleep 1
xdotool key --window "$win" Home
sleep 2
shot window.png
xdotool key --window "$win" h
sleep 0.5
shot help.png
xdotool key --window "$win" Escape i
xdotool mousemove --window "$win" $(( W / 2 - 40 )) $(( H / 2 - 40 ))
sleep 0.5
shot inspector.png
xdotool key --window "$win" Escape 1 p
sleep 1
shot panel.png
# A fling on the content, then the panel scrolled to its physics lab.
xdotool mousemove --window "$win" 200 $(( H - 150 )) mousedown 1
for y in $(seq $(( H - 160 )) -20 $(( H - 400 ))); do xdotool mousemove --window "$win" 200 "$y"; sleep 0.016; done
xdotool mouseup 1
sleep 2.5
xdotool mousemove --window "$win" $(( W - 150 )) $(( H / 2 ))
xdotool click --repeat 30 --delay 20 5
sleep 0.5
shot lab.png
xdotool key --window "$win" p Home
sleep 2
xdotool mousemove --window "$win" 100 100 mousedown 1
sleep 1.5                    # past the 0.5 s long press: the cell lifts
xdotool mousemove --window "$win" 102 101
sleep 0.3
xdotool mousemove --window "$win" 140 130
sleep 0.3
xdotool key --window "$win" F12   # no wait: the lift is held only while the button is
sleep 1
xdotool key --window "$win" Escape
xdotool mouseup 1
mv "$(grep '^screenshot: ' "$DIR/app.log" | tail -1 | cut -d' ' -f2-)" "$DIR/lift.png" 2>/dev/null || true
xdotool key --window "$win" q
wait "$pid"

# A layout file that does not build from the start: what is shown and why; then fixed.
"$BIN" new-layout Spiral --dir "$DIR" >/dev/null
cp "$DIR/Spiral.swift" "$DIR/good.swift"
sed -i 's/let swing = max/let swing = maxx/' "$DIR/Spiral.swift"
start --layout-file "$DIR/Spiral.swift" --autoplay 0
sleep 2
shot broken.png
cp "$DIR/good.swift" "$DIR/.Spiral.tmp" && mv -f "$DIR/.Spiral.tmp" "$DIR/Spiral.swift"
for _ in $(seq 600); do grep -q '^compiling ' "$DIR/app.log" && break; sleep 0.05; done
xdotool key --window "$win" F12   # at once: "compiling Spiral.swift…" in the HUD
for _ in $(seq 1200); do grep -q '^reloaded ' "$DIR/app.log" && break; sleep 0.1; done
mv "$(grep '^screenshot: ' "$DIR/app.log" | tail -1 | cut -d' ' -f2-)" "$DIR/compiling.png" 2>/dev/null || true
sleep 1
xdotool key --window "$win" 6
sleep 1
shot fixed.png
xdotool key --window "$win" q
wait "$pid"
SH
names="window help inspector panel lab lift broken compiling fixed"
for size in 1280x800 800x600; do
  mkdir -p "$TMP/$size"
  xvfb-run -a -s "-screen 0 2000x1200x24 -nolisten tcp" bash "$TMP/window.sh" "$BIN" "$size" "$TMP/$size"
  for name in $names; do
    [ -f "$TMP/$size/$name.png" ] && small "$TMP/$size/$name.png" "$OUT/$name-$size.png" "${size%x*}"
  done
done
du -ch "$OUT"/*.png | tail -1
