#!/usr/bin/env bash
# A click in the window on a hosted controller's item is the app's tap (Tests/Fixtures/hosted-tap; docs/hosting.md,
# "A click is the app's tap"): the controller hears didHighlight, didUnhighlight, shouldSelect and didSelect in
# UIKit's order and deletes the item; the window then shows 11 items, and nothing zooms (tap-to-zoom is a bare
# layout's). Screenshots go to $E2E_SHOTS when it is set.
source "$(dirname "$0")/lib.sh"
export XDG_STATE_HOME="$WORK/state"
FIXTURE=$(cd "$E2E_DIR/../Fixtures/hosted-tap" && pwd)
mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --layout-file "$FIXTURE" --size 600x500 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 60
win=$(wait_window 'Layout Playground - hosted-tap')
xdotool windowfocus "$win" 2>/dev/null || true
wait_settled "j['window'] == [600, 500]"
keep() { if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS"; cp "$1" "$E2E_SHOTS/$2.png"; fi; }
keep "$(shot 1)" 1-twelve

v0=$(state "j['orderVersion']")
# The first item: (10, 10, 100, 100) in the content, at the viewport's top-left (below the window's top bar).
click 60 85
wait_log "tap: didHighlight didUnhighlight shouldSelect didSelect; removed 1: 11 numbers" 1
wait_settled "j['orderVersion'] > $v0"
keep "$(shot 2)" 2-eleven
check '[ "$(state "j.get(\"zoomedItem\")")" = None ]' "nothing zoomed (got $(state "j.get('zoomedItem')"))"
key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0 (got $APP_STATUS)"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
order = json.load(open(sys.argv[1]))["final"]["order"]
assert len(order) == 11, order
PY' "the trace's final order has the 11 items left"
