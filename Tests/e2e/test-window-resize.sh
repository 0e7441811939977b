#!/usr/bin/env bash
# Resizing the window under Xvfb (xdotool windowsize): the core lays out again for the new size and keeps the anchor
# item (the cell nearest the viewport's center) centered, as far as the offset range allows; the drawable follows.
# The layout's viewport is the window less the HUD's 25-point strip at the bottom (WindowGeometry).
source "$(dirname "$0")/lib.sh"

mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --trace "$WORK/trace.json"
win=$(wait_window 'Layout Playground - grid')
xdotool mousemove --window "$win" 640 400
wheel 6                                   # six notches down: 6 × 53 = 318 points
wait_settled
check '[ "$(state "j[\"contentOffset\"] == [0, 318]")" = True ]' "six notches scrolled 318 points (got $(state "j['contentOffset']"))"
xdotool windowsize "$win" 700 500
wait_settled "j['window'] == [700, 500] and j['viewport'] == [700, 475]"
check '[ "$(window_size "$win")" = "700x500" ]' "window is 700x500 (got $(window_size "$win"))"
shot=$(shot 1)
check '[ "$(png_size "$shot")" = "700x500" ]' "the drawable follows the window (screenshot $(png_size "$shot"))"
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"

# Where the anchor item should be: found with dump at the old size and offset, centered at the new size.
"$BIN" dump --size 1280x775 --offset 0,318 >"$WORK/before.json"
"$BIN" dump --size 700x475 --all >"$WORK/after.json"
expected=$(python3 - "$WORK/before.json" "$WORK/after.json" <<'PY'
import json, sys
before, after = (json.load(open(p)) for p in sys.argv[1:3])
cx, cy = 640, 318 + 387.5
cells = [i for i in before["items"] if i["category"] == "cell"]
anchor = min(cells, key=lambda i: ((i["center"][0] - cx) ** 2 + (i["center"][1] - cy) ** 2, i["item"]))
a = next(i for i in after["items"] if i["category"] == "cell" and i["item"] == anchor["item"])
w, h = after["size"]; cw, ch = after["contentSize"]
clamp = lambda v, hi: min(max(v, 0), max(0, hi))
print(anchor["item"], clamp(a["center"][0] - w / 2, cw - w), clamp(a["center"][1] - h / 2, ch - h))
PY
)
read -r anchor ex ey <<<"$expected"
got=$(json "$WORK/trace.json" '"%s %s" % tuple(j["final"]["contentOffset"])')
read -r gx gy <<<"$got"
echo "anchor item $anchor: expected offset $ex,$ey; final offset $gx,$gy"
check 'python3 -c "import sys; sys.exit(0 if abs($gx - $ex) < 0.5 and abs($gy - $ey) < 0.5 else 1)"' \
  "anchor item $anchor centered after the resize (expected $ex,$ey, got $gx,$gy)"
check 'python3 -c "import sys; sys.exit(0 if $gy != 318 else 1)"' "the offset changed with the layout"
