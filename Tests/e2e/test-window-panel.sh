#!/usr/bin/env bash
# The parameter panel under Xvfb: P docks it at the right and the content gives way (the cells left of it keep
# clear of it); a click alone on the itemWidth field changes nothing; a real drag of it (30 points left, one move
# a frame) sets itemWidth to 180 − 30 × 990/250 ≈ 61 (the field sweeps 10…1000 over 250 points), seen in the
# trace written at exit and in the columns of F12 screenshots (polled, no speed assumed); keys typed while the
# panel has focus do not reach the playground (Q does not quit); Esc gives the keys back (the panel stays), then
# Q quits.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)

mkdir "$WORK/cwd"
cd "$WORK/cwd"
export XDG_STATE_HOME=$WORK/state        # the panel's remembered width: the default, and not the user's
start_app --items 60 --size 1280x800 --autoplay 0 --trace "$WORK/trace.json"
win=$(wait_window 'Layout Playground - grid')

# Which of the columns along the row y = 95, x < 880, are background (the gaps between cells): a string of B
# (background) and C (cell), one letter per 4 points.
columns() {
  python3 -c "
import sys; sys.path.insert(0, '$HERE')
import pngpixel
row = pngpixel.rows(sys.argv[1], 95)[95]
out = ''
for x in range(0, 880, 4):
    r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
    out += 'B' if abs(r - 30) + abs(g - 32) + abs(b - 38) < 24 else 'C'
print(out)
" "$1"
}
px() { python3 "$HERE/pngpixel.py" "$1" "$2" "$3"; }

# shoot : F12, waits for the new screenshot, prints its path (run in a subshell: counts the lines it finds).
shoot() {
  local had
  had=$(grep -c '^screenshot: ' "$WORK/app.log" || true)
  key F12 >&2
  local deadline=$(( $(date +%s) + 20 ))
  while [ "$(grep -c '^screenshot: ' "$WORK/app.log" || true)" -le "$had" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then echo "no screenshot after F12; log:" >&2; cat "$WORK/app.log" >&2; exit 1; fi
    sleep 0.1
  done
  grep '^screenshot: ' "$WORK/app.log" | sed -n "$((had + 1))p" | cut -d' ' -f2-
}

xdotool mousemove --window "$win" 400 400
key p
wait_settled "j['panel']['open']"
# Wait for the docked panel: its column (x ≥ 900 at the default 380-point width) turns ImGui's near-black (15, 15, 15).
before=""
for i in $(seq 1 50); do
  shot=$(shoot)
  read -r r g b <<<"$(px "$shot" 1200 445)"
  if [ "$r" -lt 25 ] && [ "$g" -lt 25 ]; then before=$shot; break; fi
  sleep 0.2   # between polls: ImGui places the panel over a frame or two
done
check '[ -n "$before" ]' "the panel shows in the right column"
cols_before=$(columns "$before")
check '[[ "$cols_before" == *B* && "$cols_before" == *C* ]]' "cells and gaps along the row before: $cols_before"
# Docked: the content ends where the panel begins (no cell under x = 896…899).
read -r r g b <<<"$(px "$before" 897 95)"
check '[ "$(( (r - 30) * (r - 30) + (g - 32) * (g - 32) ))" -lt 300 ]' "the content gives way to the panel (got $r $g $b at x 897)"

# The Layout section's first row is itemWidth: a drag field spanning x ≈ 908…1080 at y ≈ 180 (below the buttons' two rows) (DejaVu Sans 14,
# ImGui 1.86's default style). A click alone (no motion) changes nothing.
# ImGui sees the pointer over the field for a frame (the move handled), then the click (the release handled).
sent motion 1 xdotool mousemove --window "$win" 1050 180
click 1050 180
# A real drag: press at the field's middle, 30 points left in steps of 3, one every 16 ms, release.
drag "$win" 990 180 960 180 10

# Poll: the layout animates to the new columns; screenshots until the gaps moved (at most 20 tries).
wait_settled
after=""
for i in $(seq 1 20); do
  shot=$(shoot)
  if [ "$(columns "$shot")" != "$cols_before" ]; then after=$shot; break; fi
  sleep 0.3   # between polls: the panel's last value may come a frame after the release
done
if [ -z "$after" ] && [ -n "${E2E_KEEP:-}" ]; then cp "$before" "$shot" "$E2E_KEEP"/; fi
check '[ -n "$after" ]' "the columns left of the panel changed after dragging itemWidth (before: $cols_before)"

# Keyboard focus is in the panel (the field was clicked): Q must not quit.
key q
check '[ "$(state "j[\"quitting\"]")" = False ] && kill -0 "$APP_PID"' "Q typed into the focused panel did not quit the app"
key Escape   # leaves the panel: the keys are the playground's again, the panel stays
check '[ "$(state "j[\"quitting\"] or j[\"panel\"][\"keyboard\"] or not j[\"panel\"][\"open\"]")" = False ] && kill -0 "$APP_PID"' "Esc gave the keys back, kept the panel and did not quit"
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"
if [ -n "${E2E_KEEP:-}" ]; then cp "$before" "$E2E_KEEP"/panel-before.png; cp "$after" "$E2E_KEEP"/panel-after.png; cp "$WORK/trace.json" "$E2E_KEEP"/; fi
check '! grep -qi "warning\|error" "$WORK/app.log"' "no warnings: $(cat "$WORK/app.log")"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
final = json.load(open(sys.argv[1]))["final"]
w = float(final["params"].get("itemWidth", "nan"))
# 30 points at 990/250 points per point: 180 - 118.8 = 61.2; a 3-point step either way is 12.
assert abs(w - 61.2) <= 12.5, final["params"]
PY' "itemWidth is what the drag set (about 61)"
