#!/usr/bin/env bash
# A user's layout file, live: the window opens on it, a save by write-and-rename (as vim, emacs and VS Code save)
# swaps in the new version (its pixels equal `render` of that version), a broken save shows the compiler's errors
# over the window and keeps the last good layout, a trapping save is refused and the window lives, a deleted file
# keeps its layout; hotkey 6 reaches it after the five built-ins. Every wait polls for an outcome.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK"
"$BIN" new-layout Spiral --dir "$WORK" >/dev/null
# save FILE.swift: the new text arrives by rename over the old file.
save() { cp "$1" "$WORK/.Spiral.swift.tmp" && mv -f "$WORK/.Spiral.swift.tmp" "$WORK/Spiral.swift"; }
px() { python3 "$HERE/pngpixel.py" "$1" "$2" "$3"; }

# Version 2: smaller items, more turn (same name). The test has power only if the two versions look different.
sed -e 's/default: "180"/default: "120"/' -e 's/default: "30"/default: "50"/' Spiral.swift > v2.swift
"$BIN" render --layout-file Spiral.swift --size 800x575 --offset 0,0 --out "$WORK/v1.png"
"$BIN" render --layout-file v2.swift --size 800x575 --offset 0,0 --out "$WORK/expected.png"
# shape A B : the fraction of pixels (rows 90–540: below the error overlay, above the HUD) where one of A and B
# shows content and the other background.
shape() { python3 "$HERE/pngshape.py" "$1" "$2" 90 540; }
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) < 0.05)" "$(shape v1.png expected.png)"' "the two versions differ visibly"

start_app --layout-file Spiral.swift --size 800x600 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 60
win=$(wait_window 'Layout Playground - spiral')
xdotool windowfocus "$win" 2>/dev/null || true

save v2.swift
wait_log "reloaded spiral from" 1
wait_settled "j['reloads']['installed'] >= 1"   # the 0.4 s switch to the new version has ended
s1=$(shot 1)
d=$(shape "$s1" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the window after the reload has the shape of render's (differs on $d of the pixels)"

# A broken save: the errors show over the window, the last good layout stays.
sed 's/let swing = max/let swing = maxx/' v2.swift > broken.swift
save broken.swift
wait_log "warning: Spiral.swift:" 1
check 'grep -q "Spiral.swift:[0-9]*:[0-9]*: error: cannot find .maxx. in scope" "$WORK/app.log"' "the compiler's FILE:LINE:COL message is reported"
wait_settled "j['reloads']['failed'] >= 1"      # the errors show over the window from this frame
s2=$(shot 2)
read -r r g b <<<"$(px "$s2" 400 20)"
check '[ "$r" -gt $(( g + 12 )) ]' "the error overlay (reddish) covers the top of the window, got $r $g $b"
d=$(shape "$s2" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the last good layout stays under the overlay (differs on $d)"
check '[ "$(xdotool getwindowname "$win")" = "Layout Playground - spiral" ]' "the title still names spiral"

# A save that traps in attributes(in:) is refused; the window lives.
python3 - "$WORK/v2.swift" "$WORK/trap.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
old = "guard itemCount > 0 else { return [] }"
assert old in text
open(sys.argv[2], "w").write(text.replace(old, old + "\n        _ = [Int]()[itemCount]"))
PY
save trap.swift
# The trap's own text, with the file and line the runtime gives (issue 32: the author's message is kept).
wait_log "Fatal error: Index out of range)" 1
check 'grep -qF "attributes(in:) trapped (" "$WORK/app.log"' "the trap names the call that trapped"
check 'kill -0 "$APP_PID"' "the window survives a trapping layout"

# Deleted: the last good layout stays; hotkeys 1 then 6 come back to it.
rm -f "$WORK/Spiral.swift"
wait_state "j['reloads']['deleted'] >= 1"
key 1
wait_settled "j['layout'] == 'grid'"
key 6
wait_settled "j['layout'] == 'spiral'"
wait_title spiral   # hotkey 6 shows the user layout
[ -n "${KEEP_SHOTS:-}" ] && cp "$s1" "$s2" "$KEEP_SHOTS"/
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
reloads = json.load(open(sys.argv[1]))["reloads"]
oks = [r["ok"] for r in reloads]
assert oks[:4] == [True, True, False, False], reloads
assert reloads[1]["layout"] == "spiral" and reloads[1]["compileMs"] > 0, reloads[1]
assert "cannot find" in reloads[2]["error"] and "trapped" in reloads[3]["error"], reloads
PY' "the trace lists the four builds"
