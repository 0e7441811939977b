#!/usr/bin/env bash
# Hotkeys in the real window: 1–5 and Tab switch layouts; the title follows (xdotool getwindowname) and every
# transition ends (through the trace written on exit).
source "$(dirname "$0")/lib.sh"
start_app --trace "$WORK/trace.json" --autoplay 0
win=$(wait_window 'Layout Playground - grid')
xdotool windowfocus "$win" 2>/dev/null || true
sleep 0.3
expect_title() {
  local want="Layout Playground - $1" got=""
  local deadline=$(( $(date +%s) + 30 ))       # a bound for a hang, not a speed goal (was 2.5 s)
  while [ "$(date +%s)" -lt "$deadline" ]; do
    got=$(xdotool getwindowname "$win")
    [ "$got" = "$want" ] && return 0
    sleep 0.05
  done
  echo "title is '$got', expected '$want'" >&2
  return 1
}
for pair in 2:waterfall 3:rotating 4:cards 5:coverflow 1:grid Tab:waterfall; do
  key=${pair%%:*} name=${pair#*:}
  xdotool key --window "$win" "$key" 2>/dev/null || xdotool key "$key"
  expect_title "$name"
  sleep 0.6                                    # let the 0.4 s transition finish
done
xdotool key q
wait_exit 15
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
