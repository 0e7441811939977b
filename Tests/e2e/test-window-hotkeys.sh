#!/usr/bin/env bash
# Hotkeys in the real window: 1–5 and Tab switch layouts; the title follows (xdotool getwindowname) and every
# transition ends (through the trace written on exit).
source "$(dirname "$0")/lib.sh"
start_app --trace "$WORK/trace.json" --autoplay 0
win=$(wait_window 'Layout Playground - grid')
xdotool windowfocus "$win" 2>/dev/null || true
for pair in 2:waterfall 3:rotating 4:cards 5:coverflow 1:grid Tab:waterfall; do
  k=${pair%%:*} name=${pair#*:}
  key "$k"
  wait_title "$name"
  wait_settled "j['layout'] == '$name'"          # the 0.4 s transition has ended
done
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
frames = json.load(open(sys.argv[1]))["frames"]
seen = [f["transition"]["to"] for f in frames if f.get("transition")]
targets = []
for t in seen:
    if not targets or targets[-1] != t: targets.append(t)
assert targets == ["waterfall", "rotating", "cards", "coverflow", "grid", "waterfall"], targets
assert frames[-1]["transition"] is None, "a transition was still running"
# every transition ended: each run of frames with a transition is followed by one without
ends = sum(1 for a, b in zip(frames, frames[1:]) if a.get("transition") and not b.get("transition"))
assert ends >= 6, ends
assert frames[-1]["layout"] == "waterfall"
PY' "six transitions to the right layouts, each finished"
