#!/usr/bin/env bash
# A first session as a new user has it (issue 23): started on a layout file that does not build (the window says
# what it shows instead), the help and the inspector closed with Esc (which never quits), the panel opened, the
# window resized 1280 → 800 → 1920 wide with the panel always whole at the right and the content beside it, P
# twice bringing it back, the file fixed and saved ("compiling Spiral.swift…" at once, then the layout), Q quits.
# Every wait polls for an outcome.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK"
export XDG_STATE_HOME=$WORK/state
"$BIN" new-layout Spiral --dir "$WORK" >/dev/null
cp Spiral.swift good.swift
sed -i 's/let swing = max/let swing = maxx/' Spiral.swift
px() { python3 "$HERE/pngpixel.py" "$@"; }
shot() {  # shot : F12, prints the new screenshot's path (counts in the log: it runs in a subshell)
  local n=$(( $(grep -cF "screenshot: " "$WORK/app.log" || true) + 1 ))
  key F12 >&2
  wait_log "screenshot: " "$n" >&2
  grep -F "screenshot: " "$WORK/app.log" | sed -n "${n}p" | sed 's/^screenshot: //'
}
# docked W H : the newest screenshot, taken until the panel's column shows at the right of a W×H window, whole:
# ImGui's near-black just right of its left edge (W − 380 + 3), the HUD's strip just left of it at the bottom.
docked() {
  local w=$1 h=$2 s r g b r2 g2 b2
  wait_settled "j['panel']['open'] and j['window'] == [$w, $h]"
  for _ in $(seq 1 30); do
    s=$(shot)
    if [ "$(png_size "$s")" = "${w}x${h}" ]; then
      { read -r r g b; read -r r2 g2 b2; } < <(px "$s" $(( w - 380 + 3 )) $(( h - 30 )) $(( w - 380 - 20 )) $(( h - 3 )))
      if [ "$r" -lt 26 ] && [ "$g" -lt 26 ] && [ "$r2" -eq 22 ] && [ "$g2" -eq 24 ]; then return 0; fi
    fi
    sleep 0.2   # between polls: ImGui places the panel over a frame or two
  done
  echo "the panel is not docked whole at the right of ${w}x${h} (last: $s: $r $g $b / $r2 $g2 $b2)" >&2
  return 1
}

start_app --layout-file Spiral.swift --size 1280x800 --autoplay 0 --trace "$WORK/trace.json" --layout-check-timeout 60
win=$(wait_window 'Layout Playground - grid')
xdotool windowfocus "$win" 2>/dev/null || true
check 'grep -q "Spiral.swift:[0-9]*:[0-9]*: error" "$WORK/app.log"' "the start's compile error is reported"

# Esc closes the help, then the inspector; with nothing left to close it does nothing (it never quits).
for k in h Escape i Escape Escape; do key "$k"; done
check '[ "$(state "j[\"help\"] or j[\"inspector\"] or j[\"quitting\"]")" = False ]' "Esc closed the overlays and did not quit"
s=$(shot)
check 'kill -0 "$APP_PID"' "the window lives"

# The panel, docked; the window 800 then 1920 wide: the panel stays whole at the right; P twice keeps it there.
key p
docked 1280 800
xdotool windowsize "$win" 800 600
docked 800 600
key p
key p
docked 800 600
xdotool windowsize "$win" 1920 1000
docked 1920 1000

# The file fixed and saved: "compiling Spiral.swift…" at once, then the layout (hotkey 6 shows it).
cp good.swift .Spiral.tmp && mv -f .Spiral.tmp Spiral.swift
wait_log "compiling Spiral.swift…" 1
wait_log "reloaded spiral from" 1
key 6
wait_settled "j['layout'] == 'spiral'"
wait_title spiral   # the fixed layout is shown
xdotool key --window "$win" q 2>/dev/null || xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
t = json.load(open(sys.argv[1]))
oks = [r["ok"] for r in t["reloads"]]
assert oks[:2] == [False, True], t["reloads"]
PY' "the trace lists the failed start and the good save"
check '[ -s "$WORK/state/layout-playground/panel.json" ] || true' "panel placement (saved only when changed)"
