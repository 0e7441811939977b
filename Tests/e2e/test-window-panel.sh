#!/usr/bin/env bash
# The parameter panel under Xvfb: P opens it; dragging grid's itemWidth slider with xdotool relayouts the content,
# seen in F12 screenshots (polled until the cells' columns change, no speed assumed); keys typed while the panel
# has focus do not reach the playground (Q does not quit); P hides it, then Q quits.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)

mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --items 60 --size 1280x800
win=$(wait_window 'Layout Playground - grid')

# Which of the columns along the row y = 95, left of the panel, are background (the gaps between cells): a string
# of B (background) and C (cell), one letter per 4 points.
columns() {
  python3 -c "
import sys; sys.path.insert(0, '$HERE')
import pngpixel
rows = pngpixel.rows(sys.argv[1], 95)
row = rows[95]
out = ''
for x in range(0, 800, 4):
    r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
    out += 'B' if abs(r - 30) + abs(g - 32) + abs(b - 38) < 24 else 'C'
print(out)
" "$1"
}

# shoot : F12, waits for the new screenshot, prints its path (run in a subshell: counts the lines it finds).
shoot() {
  local had
  had=$(grep -c '^screenshot: ' "$WORK/app.log" || true)
  xdotool key F12
  local deadline=$(( $(date +%s) + 20 ))
  while [ "$(grep -c '^screenshot: ' "$WORK/app.log" || true)" -le "$had" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then echo "no screenshot after F12; log:" >&2; cat "$WORK/app.log" >&2; exit 1; fi
    sleep 0.1
  done
  grep '^screenshot: ' "$WORK/app.log" | sed -n "$((had + 1))p" | cut -d' ' -f2-
}

xdotool mousemove --window "$win" 400 400
xdotool key p
sleep 0.5
before=$(shoot)
cols_before=$(columns "$before")
check '[[ "$cols_before" == *B* && "$cols_before" == *C* ]]' "cells and gaps along the row before: $cols_before"

# The panel is 430 points wide at the right (x 840…1270); its first row of the Layout section is itemWidth, a slider
# spanning x ≈ 848…1046 at y ≈ 115 (ImGui 1.86's default font and style). Drag it from its middle to near its left
# end (itemWidth 180 → about 60).
xdotool mousemove --window "$win" 1000 115
sleep 0.3
drag "$win" 1000 115 856 115 12

# Poll: the layout animates to the new columns; screenshots until the gaps moved (at most 20 tries).
after=""
for i in $(seq 1 20); do
  shot=$(shoot)
  if [ "$(columns "$shot")" != "$cols_before" ]; then after=$shot; break; fi
  sleep 0.3
done
if [ -z "$after" ] && [ -n "${E2E_KEEP:-}" ]; then cp "$before" "$shot" "$E2E_KEEP"/; fi
check '[ -n "$after" ]' "the columns left of the panel changed after dragging itemWidth (before: $cols_before)"

# Keyboard focus is in the panel (the slider was clicked): Q must not quit, Space must not reach autoplay.
xdotool key q
sleep 0.5
check 'kill -0 "$APP_PID"' "Q typed into the focused panel did not quit the app"
xdotool key p     # P (the window's key) hides the panel
sleep 0.3
xdotool key q
wait_exit 15
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"
check '! grep -qi "warning\|error" "$WORK/app.log"' "no warnings: $(cat "$WORK/app.log")"
if [ -n "${E2E_KEEP:-}" ]; then cp "$before" "$E2E_KEEP"/panel-before.png; cp "$after" "$E2E_KEEP"/panel-after.png; fi
