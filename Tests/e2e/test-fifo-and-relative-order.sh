#!/usr/bin/env bash
# Issue 15 in the real window: a photos folder holding a named pipe named like an image (it hung the start while the
# headers were read), a folder named like an image and a file whose name is not UTF-8 (Latin-1), given by relative
# paths, with a relative order file (`--order-file order.json`, which lost every reorder). The window opens, one
# warning each for the pipe and the folder, a keyboard reorder (Return, Ctrl+Right) is saved to ./order.json, and a
# restart restores it. Nothing waits a fixed time: each step polls for its outcome.
source "$(dirname "$0")/lib.sh"
fixtures=$(cd "$(dirname "$0")/../Fixtures/solid" && pwd)
cd "$WORK"
mkdir photos
cp "$fixtures"/0[1-4]-*.png photos/
cp "$fixtures/05-magenta.png" "photos/$(printf 'caf\351.png')"   # "café.png" in Latin-1: not UTF-8
mkfifo photos/x.jpg
mkdir photos/holiday.png

start_app --images photos --order-file order.json --autoplay 0
win=$(wait_window 'Layout Playground - grid')
xdotool windowfocus "$win" 2>/dev/null || true
xdotool mousemove --window "$win" 640 780   # below the cells: the pointer over the window gives it the keys
key Return
key ctrl+Right
wait_file "$WORK/order.json" 60 >/dev/null
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "first run exited with status 0 (got $APP_STATUS)"
cat "$WORK/app.log"
check '[ "$(grep -c "skipping x.jpg: a named pipe (FIFO), not a file" "$WORK/app.log")" -eq 1 ]' "one warning for the pipe"
check '[ "$(grep -c "skipping holiday.png: a folder" "$WORK/app.log")" -eq 1 ]' "one warning for the folder"
check '! grep -q "cannot save\|NSCocoaErrorDomain\|Error Domain" "$WORK/app.log"' "the order was saved, no error dump"
check '[ "$(grep -c warning "$WORK/app.log")" -eq 2 ]' "no other warning (the Latin-1 name loads)"
saved=$(json "$WORK/order.json" '",".join(j["order"])')
echo "saved order: $saved"
check 'python3 - "$WORK/order.json" <<PY
import json, sys
saved = json.load(open(sys.argv[1]))["order"]
default = ["01-red.png", "02-green.png", "03-blue.png", "04-yellow.png", "caf\\\\xE9.png"]
assert sorted(saved) == sorted(default), "not a permutation of the five images: %r" % saved
assert saved != default, "the order did not change: %r" % saved
PY' "the reorder was saved to ./order.json, the Latin-1 name escaped"

start_app --images photos --order-file order.json --autoplay 0 --trace second.json
win=$(wait_window 'Layout Playground - grid')
xdotool key --window "$win" q 2>/dev/null || xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "second run exited with status 0"
check 'python3 - "$WORK/order.json" "$WORK/second.json" <<PY
import json, sys
saved = json.load(open(sys.argv[1]))["order"]
final = json.load(open(sys.argv[2]))["final"]["order"]
ids = ["01-red.png", "02-green.png", "03-blue.png", "04-yellow.png", "caf\\\\xE9.png"]
assert [ids[i] for i in final] == saved, "restored %r, saved %r" % ([ids[i] for i in final], saved)
PY' "the restart restored the saved order"
