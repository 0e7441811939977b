#!/usr/bin/env bash
# A SwiftUI view file, live (docs/swiftui.md, "Views as layouts"): the window opens on the card pager written as a
# ScrollView of a LazyHStack (Examples/swiftui/CardPager.swift), a save by write-and-rename swaps in the new version
# (shorter cards: its pixels have the shape of `render` of that version), a broken save reports the compiler's
# message on the user's own line and keeps the last good layout, and the trace lists each build.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
cd "$WORK"
cp "$REPO/Examples/swiftui/CardPager.swift" CardPager.swift
save() { cp "$1" "$WORK/.$2.tmp" && mv -f "$WORK/.$2.tmp" "$WORK/$2"; }
shape() { python3 "$HERE/pngshape.py" "$1" "$2" 90 540; }

# Version 2: cards 200 points tall instead of 400.
sed -e 's/cardHeight: CGFloat = 400/cardHeight: CGFloat = 200/' CardPager.swift > v2.swift
grep -q "cardHeight: CGFloat = 200" v2.swift
mkdir v2 && cp v2.swift v2/CardPager.swift
"$BIN" render --layout-file CardPager.swift --size 1280x800 --out "$WORK/v1.png" --layout-check-timeout 120
"$BIN" render --layout-file v2/CardPager.swift --size 1280x800 --out "$WORK/expected.png" --layout-check-timeout 120
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) < 0.05)" "$(shape v1.png expected.png)"' "the two versions differ visibly"

# 25 points taller than the render: the HUD's strip under the content (WindowGeometry).
start_app --layout-file CardPager.swift --size 1280x825 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 120
win=$(wait_window 'Layout Playground - cardpager')
xdotool windowfocus "$win" 2>/dev/null || true

save v2.swift CardPager.swift
wait_log "reloaded cardpager from" 1
wait_settled "j['reloads']['installed'] >= 1"
s1=$(shot 1)
d=$(shape "$s1" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the window after the reload has the shape of render's (differs on $d of the pixels)"

# A broken save: the message is on the user's line.
sed 's/spacing: CGFloat = 20, windowWidth/spacing: CGFloat = "twenty", windowWidth/' v2.swift > broken.swift
line=$(grep -n 'spacing: CGFloat = "twenty"' broken.swift | cut -d: -f1)
save broken.swift CardPager.swift
wait_log "warning: CardPager.swift:" 1
check 'grep -q "CardPager.swift:$line:[0-9]*: error: cannot convert value of type .String." "$WORK/app.log"' "the compiler's message names the user's line $line"
check 'kill -0 "$APP_PID"' "the window lives"
check '[ "$(xdotool getwindowname "$win")" = "Layout Playground - cardpager" ]' "the title still names cardpager"
[ -n "${KEEP_SHOTS:-}" ] && cp "$s1" "$KEEP_SHOTS"/
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
reloads = json.load(open(sys.argv[1]))["reloads"]
oks = [r["ok"] for r in reloads]
assert oks[:3] == [True, True, False], reloads
assert "cannot convert" in reloads[2]["error"], reloads[2]
PY' "the trace lists the builds"
