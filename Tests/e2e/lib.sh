# Shared helpers for the end-to-end tests (sourced). Each test runs inside its own Xvfb (see run-all.sh).
set -euo pipefail
BIN=${PLAYGROUND:?set PLAYGROUND to the playground binary}
WORK=$(mktemp -d)
trap 'if [ -n "${APP_PID:-}" ]; then kill "$APP_PID" 2>/dev/null || true; fi; rm -rf "$WORK"' EXIT

E2E_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# The window's state (`run --status-file`, docs/status-file.md): the tests wait for states in it, never fixed times.
STATUS="$WORK/status.json"

# start_app ARGS... : starts the app in the background (APP_PID), output in $WORK/app.log, its state in $STATUS.
start_app() {
  rm -f "$STATUS"
  "$BIN" run --status-file "$STATUS" "$@" >"$WORK/app.log" 2>&1 &
  APP_PID=$!
}

# wait_window TITLE : waits (≤ 60 s: a bound on a hang, not a speed goal) for a visible window titled exactly TITLE,
# then for the window loop's first status snapshot (its first frame drawn); prints the window's id. xdotool exits
# with an X error (BadWindow, X_QueryTree) when a window it walks goes away during its search (a short-lived window
# of the app or of SDL's setup): that search is tried again until the bound.
wait_window() {
  local id="" deadline=$((SECONDS + 60))
  while [ -z "$id" ] && [ "$SECONDS" -lt "$deadline" ]; do
    id=$(timeout $((deadline - SECONDS)) xdotool search --sync --onlyvisible --name "^$1\$" 2>/dev/null | head -1) || true
    [ -n "$id" ] || sleep 0.2
  done
  [ -n "$id" ] || {
    echo "no window titled '$1' appeared; app log:" >&2
    cat "$WORK/app.log" >&2
    return 1
  }
  wait_state True >&2
  echo "$id"
}

# state EXPR : a Python expression over the window's last status snapshot (bound to j), printed.
state() {
  json "$STATUS" "$1"
}

# wait_state EXPR [SECONDS] : waits until the Python expression EXPR over the window's status snapshot (j) is true.
# SECONDS (default 90) bounds a hang; it is not a speed goal. Fails with the last snapshot and the app log when it
# passes, or as soon as the app has exited without EXPR holding.
wait_state() {
  python3 "$E2E_DIR/waitstate.py" "$STATUS" "$1" "${2:-90}" "$APP_PID" || {
    echo "app log:" >&2
    cat "$WORK/app.log" >&2
    return 1
  }
}

# wait_settled [EXPR] : waits until the window is settled (no motion, press, switch, zoom or item animation, every
# wanted image drawn) and EXPR, if given, holds too.
wait_settled() {
  wait_state "j['settled'] and (${1:-True})"
}

# sent KIND N COMMAND... : runs COMMAND (an xdotool call), then waits until the window has taken N more SDL events
# of KIND (keyDown, keyUp, buttonDown, buttonUp, wheel, motion) than before it. Events reach the window in order, so
# when the last is counted every earlier one has been handled, and the snapshot that counts it shows its effect (a
# switch started, a zoom begun): a wait for rest after it cannot see the state from before the input.
sent() {
  local kind=$1 n=$2 before
  shift 2
  before=$(input_count "$kind")
  "$@"
  wait_state "j['input']['$kind'] >= $before + $n"
}

# input_count KIND : the window's count of SDL events of KIND in its last snapshot (read with sed from the one-line
# JSON, whose key order is a contract: a Python start costs ~0.1 s here, and `sent` reads it before every input).
input_count() {
  local n
  n=$(sed -n 's/.*"input":{[^}]*"'"$1"'":\([0-9]*\).*/\1/p' "$STATUS")
  [ -n "$n" ] || { echo "no input count '$1' in $STATUS: $(cat "$STATUS")" >&2; return 1; }
  echo "$n"
}

# key KEY... : presses and releases each KEY in window $win (a chord such as ctrl+Right is one press per key in
# it); waits until the window has taken them.
key() {
  local k plus n=0
  for k in "$@"; do
    plus=${k//[^+]/}
    n=$(( n + ${#plus} + 1 ))
  done
  sent keyDown "$n" keys_to_window "$@"
}
keys_to_window() {
  xdotool key --window "$win" "$@" 2>/dev/null || xdotool key "$@"
}

# click X Y : moves the pointer to window point X,Y of $win and clicks the left button; waits until the window has
# taken the release.
click() {
  sent buttonUp 1 xdotool mousemove --window "$win" "$1" "$2" click 1
}

# wheel N [BUTTON] : N wheel notches (button 5, down, by default; 4 is up), 80 ms apart as a hand turns it; waits
# until the window has taken them.
wheel() {
  sent wheel "$1" xdotool click --repeat "$1" --delay 80 "${2:-5}"
}

# wait_exit SECONDS : waits for the app to exit; sets APP_STATUS. Fails if it is still running.
wait_exit() {
  local deadline=$(( $(date +%s) + $1 ))
  while kill -0 "$APP_PID" 2>/dev/null; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "app still running after $1 s" >&2
      return 1
    fi
    sleep 0.1
  done
  set +e
  wait "$APP_PID"
  APP_STATUS=$?
  set -e
}

# wait_title NAME : waits (≤ 30 s: a bound for a hang) until X names window $win "Layout Playground - NAME".
wait_title() {
  local want="Layout Playground - $1" got="" deadline=$(( $(date +%s) + 30 ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    got=$(xdotool getwindowname "$win")
    [ "$got" = "$want" ] && return 0
    sleep 0.05
  done
  echo "the window's title is '$got', expected '$want'" >&2
  return 1
}

# drag WINDOW X0 Y0 X1 Y1 STEPS : a mouse drag with the left button, in window coordinates, one move every 16 ms;
# waits until the window has taken the release. One xdotool process runs the whole drag (chained commands), so the
# moves are evenly spaced: a process started per move arrived 5–30 ms late at random under load, and the velocity
# tracker rightly saw a jerky drag. The sleeps inside the chain are the gesture's content (its speed), not waits.
drag() {
  local w=$1 x0=$2 y0=$3 x1=$4 y1=$5 steps=$6 i
  local chain=(mousemove --window "$w" "$x0" "$y0" sleep 0.05 mousedown 1)
  for ((i = 1; i <= steps; i++)); do
    chain+=(mousemove --window "$w" $(( x0 + (x1 - x0) * i / steps )) $(( y0 + (y1 - y0) * i / steps )) sleep 0.016)
  done
  sent buttonUp 1 xdotool "${chain[@]}" mouseup 1
}

# json FILE EXPR : evaluates a Python expression over the JSON in FILE (bound to j) and prints it.
json() {
  python3 -c "import json,sys; j=json.load(open(sys.argv[1])); print($2)" "$1"
}

# check CONDITION MESSAGE : fails the test with MESSAGE when the shell condition is false.
check() {
  if ! eval "$1"; then
    echo "FAILED: $2" >&2
    exit 1
  fi
}

# png_size FILE : prints a PNG's WIDTHxHEIGHT (from its IHDR chunk).
png_size() {
  python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d' % struct.unpack('>II', d[16:24]))" "$1"
}

# window_size WINDOW : prints the window's WIDTHxHEIGHT as X sees it.
window_size() {
  xwininfo -id "$1" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}'
}

# wait_file PATTERN SECONDS : waits until a file matches the glob PATTERN; prints the first match.
wait_file() {
  local deadline=$(( $(date +%s) + $2 )) f
  while true; do
    for f in $1; do
      if [ -s "$f" ]; then echo "$f"; return 0; fi
    done
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "no file matching $1 after $2 s; app log:" >&2
      cat "$WORK/app.log" >&2
      return 1
    fi
    sleep 0.1
  done
}

# wait_log TEXT N : waits (≤ 90 s) until the app's log holds TEXT at least N times; prints the log and fails otherwise.
wait_log() {
  local deadline=$(( $(date +%s) + 90 ))
  until [ "$(grep -cF -- "$1" "$WORK/app.log" || true)" -ge "$2" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then echo "no '$1' (x$2) in the app log:" >&2; cat "$WORK/app.log" >&2; return 1; fi
    sleep 0.1
  done
}

# shot N : takes the window's screenshot number N (F12, window $win) and prints its path (the N-th `screenshot:`
# line: names taken within one second get -2, -3…, which sort before the plain name, so `ls` order is not theirs).
shot() {
  key F12 >&2
  wait_log "screenshot: " "$1"
  grep -F "screenshot: " "$WORK/app.log" | sed -n "$1p" | sed 's/^screenshot: //'
}
