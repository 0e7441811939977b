#!/usr/bin/env bash
# A hosted view controller whose data source changes itself (Tests/Fixtures/hosted-updates; docs/hosting.md,
# docs/devices.md): its iOS 17 trait-change registrations run when the device turns and when the layout direction
# changes, and each performs a batch update on its collection view.
# 1. R (iPhone 16 → landscape): the vertical size class becomes compact; the controller inserts one item in a batch
#    that adds up; the window shows 13 items, the new one animated in at the front (its batch, not a new count).
# 2. R again (portrait): it deletes that item; 12 items.
# 3. L (right-to-left): it adds two numbers but tells the collection view of one insert: UIKit's consistency check
#    fails. The window carries on: UIKit's exception text is one line (a notice in the status file, the HUD and the
#    trace) and the collection view reloads, so all 14 numbers of the data source are shown (nothing lost).
# Screenshots after each step go to $E2E_SHOTS when it is set (to look at them).
source "$(dirname "$0")/lib.sh"
# The session's saved order (OrderStore: per images folder) stays in this test's folder: the adopted counts must not
# become the next session's order.
export XDG_STATE_HOME="$WORK/state"
FIXTURE=$(cd "$E2E_DIR/../Fixtures/hosted-updates" && pwd)
mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --layout-file "$FIXTURE" --device iphone-16 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 60
win=$(wait_window 'Layout Playground - hosted-updates')
xdotool windowfocus "$win" 2>/dev/null || true
wait_settled "j['device'] == 'iphone-16' and j['viewport'] == [393, 852]"
keep() { if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS"; cp "$1" "$E2E_SHOTS/$2.png"; fi; }
keep "$(shot 1)" 1-portrait-12

v0=$(state "j['orderVersion']")
key r
wait_log "shelf: landscape, inserted 100: 13 numbers" 1
wait_settled "j['device'] == 'iphone-16-landscape' and j['viewport'] == [852, 393] and j['orderVersion'] > $v0"
keep "$(shot 2)" 2-landscape-13

v1=$(state "j['orderVersion']")
key r
wait_log "shelf: portrait, deleted 100: 12 numbers" 1
wait_settled "j['device'] == 'iphone-16' and j['orderVersion'] > $v1"
keep "$(shot 3)" 3-portrait-12

v2=$(state "j['orderVersion']")
key l
wait_log "shelf: layout direction changed, added 2, told 1: 14 numbers" 1
wait_settled "j['layoutDirection'] == 'rightToLeft' and j['orderVersion'] > $v2 and any(n['state'] == 'exception' for n in j.get('notices', []))"
keep "$(shot 4)" 4-rtl-14
reason="Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (14) must be equal to the number of items contained in that section before the update (12), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
check '[ "$(state "[n for n in j[\"notices\"] if n[\"state\"] == \"exception\"] == [{\"symbol\": \"NSInternalInconsistencyException\", \"state\": \"exception\", \"message\": \"$reason\"}]")" = True ]' \
  "the status file has UIKit's exception, one line (got $(state "j.get('notices')"))"
key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0 (got $APP_STATUS)"
check 'python3 - "$WORK/trace.json" "$reason" <<PY
import json, sys
trace = json.load(open(sys.argv[1]))
# The hosted batches were animated as batches (Playground+HostedBatch.swift): the inserted number is a new item
# (identity 12) at the place the data source inserted it (0), the others keep theirs; the delete takes it away again.
orders = [f["order"] for f in trace["frames"] if "order" in f]
assert [12] + list(range(12)) in orders, orders
after = orders[orders.index([12] + list(range(12))) + 1:]
assert after and after[0] == list(range(12)), orders
order = trace["final"]["order"]
assert len(order) == 14 and sorted(order) == list(range(14)), order
exceptions = [n for n in trace.get("notices", []) if n["state"] == "exception"]
assert exceptions == [{"symbol": "NSInternalInconsistencyException", "state": "exception", "message": sys.argv[2]}], exceptions
PY' "the trace holds the exception and all 14 items of the data source"
