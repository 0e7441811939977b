#!/usr/bin/env bash
# The real window under Xvfb: wheel and drag scroll the grid, Q quits with status 0, the trace shows the motion.
source "$(dirname "$0")/lib.sh"

start_app --trace "$WORK/trace.json"
win=$(wait_window 'Layout Playground - grid')
check '[ -n "$win" ]' "window found"
geometry=$(xwininfo -id "$win" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
check '[ "$geometry" = "1280x800" ]' "window is 1280x800 (got $geometry)"

xdotool mousemove --window "$win" 640 400
sleep 0.5
xdotool click --repeat 4 --delay 80 5     # four notches toward the user: scroll down
sleep 0.6
drag "$win" 640 600 640 300 15            # drag up by 300 points: content moves down
sleep 0.6
xdotool key q
wait_exit 15
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"

check '[ -s "$WORK/trace.json" ]' "trace written"
frames=$(json "$WORK/trace.json" 'len(j["frames"])')
wheel_max=$(json "$WORK/trace.json" 'max(f["contentOffset"][1] for f in j["frames"] if f["phase"] != "dragging")')
final_y=$(json "$WORK/trace.json" 'j["final"]["contentOffset"][1]')
dragged=$(json "$WORK/trace.json" 'any(f["phase"] == "dragging" for f in j["frames"])')
echo "frames=$frames wheel_max=$wheel_max final_y=$final_y dragged=$dragged"
check '[ "$frames" -gt 10 ]' "trace has frames"
check '[ "$dragged" = True ]' "a drag was seen"
# The wheel alone moved the content 4 notches × 53 points = 212; the drag added about 300 more.
check 'python3 -c "import sys; sys.exit(0 if $final_y >= 212 + 250 else 1)"' "content moved by wheel and drag (final y $final_y)"
check '[ "$(json "$WORK/trace.json" "j[\"final\"][\"layout\"]")" = grid ]' "final layout is grid"
