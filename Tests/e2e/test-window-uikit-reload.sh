#!/usr/bin/env bash
# A UIKit layout file, live (docs/uikit.md, "Loading UIKit files"): the window opens on the UIKit template (a
# UICollectionViewFlowLayout subclass), a save by write-and-rename swaps in the new version (its pixels have the
# shape of `render` of that version), a companion file saved beside it (Carousel+Playground.swift, makeLayout)
# rebuilds the group, a broken save written with @objc reports the compiler's message on the user's own line and
# column and keeps the last good layout, and the trace lists each build with what the rewrite step changed.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK"
"$BIN" new-layout --uikit Carousel --dir "$WORK" >/dev/null
save() { cp "$1" "$WORK/.$2.tmp" && mv -f "$WORK/.$2.tmp" "$WORK/$2"; }
shape() { python3 "$HERE/pngshape.py" "$1" "$2" 90 540; }

# Version 2: smaller items, written with Objective-C habits the playground rewrites (@objc, dynamic).
sed -e 's/CGSize(width: 220, height: 300)/CGSize(width: 140, height: 180)/' \
    -e 's/^    let sideScale: CGFloat = 0.8/    @objc dynamic var sideScale: CGFloat = 0.8/' Carousel.swift > v2.swift
grep -q "@objc dynamic var sideScale" v2.swift
mkdir v2 && cp v2.swift v2/Carousel.swift
"$BIN" render --layout-file Carousel.swift --size 800x600 --out "$WORK/v1.png" --layout-check-timeout 60
"$BIN" render --layout-file v2/Carousel.swift --size 800x600 --out "$WORK/expected.png" --layout-check-timeout 60
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) < 0.05)" "$(shape v1.png expected.png)"' "the two versions differ visibly"

# 25 points taller than the render: the HUD's strip under the content (WindowGeometry); the viewport is 800×600.
start_app --layout-file Carousel.swift --size 800x625 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 60
win=$(wait_window 'Layout Playground - carousel')
xdotool windowfocus "$win" 2>/dev/null || true

save v2.swift Carousel.swift
wait_log "reloaded carousel from" 1
wait_settled "j['reloads']['installed'] >= 1"   # the 0.4 s switch to the new version has ended
s1=$(shot 1)
d=$(shape "$s1" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the window after the reload has the shape of render's (differs on $d of the pixels)"

# A companion saved beside the main file rebuilds the group (its makeLayout now makes the layout).
printf 'import UIKit\nfunc makeLayout() -> UICollectionViewLayout { Carousel() }\n' > companion.swift
save companion.swift Carousel+Playground.swift
wait_log "reloaded carousel from" 2

# A broken save: the message is on the user's line and column, after the blanked @objc.
sed 's/^    let sideAlpha: CGFloat = 0.5/    @objc let sideAlpha: CGFloat = "half"/' v2.swift > broken.swift
line=$(grep -n 'sideAlpha: CGFloat = "half"' broken.swift | cut -d: -f1)
save broken.swift Carousel.swift
wait_log "warning: Carousel.swift:" 1
check 'grep -q "Carousel.swift:$line:36: error: cannot convert value of type .String." "$WORK/app.log"' "the compiler's message names the user's line $line, column 36"
check 'kill -0 "$APP_PID"' "the window lives"
check '[ "$(xdotool getwindowname "$win")" = "Layout Playground - carousel" ]' "the title still names carousel"
[ -n "${KEEP_SHOTS:-}" ] && cp "$s1" "$KEEP_SHOTS"/
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
reloads = json.load(open(sys.argv[1]))["reloads"]
oks = [r["ok"] for r in reloads]
assert oks[:4] == [True, True, True, False], reloads
assert "rewrites" not in reloads[0], reloads[0]
assert any("@objc removed" in w for w in reloads[1]["rewrites"]), reloads[1]
assert any("dynamic removed" in w for w in reloads[1]["rewrites"]), reloads[1]
assert "cannot convert" in reloads[3]["error"], reloads[3]
PY' "the trace lists the builds and what the rewrite changed"
