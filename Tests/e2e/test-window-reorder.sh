#!/usr/bin/env bash
# Mouse-driven drag reorder in the real window: long-press a cell, drag it across three cells and close to the bottom
# edge, release; the order file has the new order; a restart with it shows the same order (through the trace).
source "$(dirname "$0")/lib.sh"
fixtures=$(cd "$(dirname "$0")/../Fixtures/solid" && pwd)
order="$WORK/order.json"

start_app --images "$fixtures" --items 40 --order-file "$order" --trace "$WORK/first.json"
win=$(wait_window 'Layout Playground - grid')
# Grid at 1280×800: item i's center is (100 + 216·(i mod 6), 100 + 190·(i div 6)).
xdotool mousemove --window "$win" 100 100
sent buttonDown 1 xdotool mousedown 1
wait_state "j['reordering']"                           # held still past the 0.5 s long press: the cell lifts
# The moves are the gesture (50 ms apart, as a hand drags), their spacing its content, not a wait.
for x in 150 220 300 380 460 540 620 700 748; do       # across items 1, 2 and 3
  xdotool mousemove --window "$win" "$x" 100
  sleep 0.05
done
for y in 200 350 500 650 760; do                       # toward the bottom edge (auto-scroll zone: last 80 points)
  xdotool mousemove --window "$win" 748 "$y"
  sleep 0.05
done
sleep 0.4                                              # content: 0.4 s in the edge zone, auto-scrolling
xdotool mousemove --window "$win" 748 600              # back out of the edge zone before dropping (in order: the
sent buttonUp 1 xdotool mouseup 1                      # window handles the move before the release)
wait_settled "not j['reordering']"                    # the dropped cell has landed
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "first run exited with status 0 (got $APP_STATUS)"
check '[ -s "$order" ]' "the order file was written"
saved=$(json "$order" '",".join(j["order"])')
echo "saved order: $saved"
check 'python3 - "$order" "$WORK/first.json" <<PY
import json, sys
saved = json.load(open(sys.argv[1]))["order"]
trace = json.load(open(sys.argv[2]))
assert saved[0] != "01-red.png", "item 0 did not move: %r" % saved[:6]
assert len(saved) == 40 and len(set(saved)) == 40, "not a permutation of 40 items"
assert any(f.get("dragging") for f in trace["frames"]), "no frame was dragging"
assert not trace["frames"][-1]["dragging"], "still dragging at exit"
PY' "item 0 moved, the file holds a permutation, the trace saw the drag"

start_app --images "$fixtures" --items 40 --order-file "$order" --trace "$WORK/second.json"
win=$(wait_window 'Layout Playground - grid')
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "second run exited with status 0"
check 'python3 - "$order" "$WORK/second.json" "$fixtures" <<PY
import json, os, sys
saved = json.load(open(sys.argv[1]))["order"]
final = json.load(open(sys.argv[2]))["final"]["order"]
names = sorted(n for n in os.listdir(sys.argv[3]) if n.endswith(".png"))
ids = names + ["item-%d" % k for k in range(len(names), 40)]
assert [ids[i] for i in final] == saved, "restored %r, saved %r" % ([ids[i] for i in final][:6], saved[:6])
PY' "the restart restored the saved order"
