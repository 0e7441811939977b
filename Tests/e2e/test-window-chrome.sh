#!/usr/bin/env bash
# The window's chrome under Xvfb: F12 saves a PNG of the window's size in the working directory and names it on
# stdout; H, F1 and I toggle the help and the inspector (screenshots of each); Q quits with status 0.
source "$(dirname "$0")/lib.sh"

mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app
win=$(wait_window 'Layout Playground - grid')
size=$(window_size "$win")
xdotool mousemove --window "$win" 640 400

first=$(shot 1)
check '[ "$(png_size "$first")" = "$size" ]' "screenshot $first is the window's size $size (got $(png_size "$first"))"

key h                       # help on
check '[ "$(state "j[\"help\"]")" = True ]' "H shows the help"
shot 2 >/dev/null           # the help overlay (a name already taken this second gets -2)
key F1 i                    # help off, inspector on
check '[ "$(state "j[\"help\"] or not j[\"inspector\"]")" = False ]' "F1 hides the help, I shows the inspector"
wheel 3
shot 3 >/dev/null           # the inspector, mid-scroll (or at rest on a slow machine: only the file is checked)
key i                       # inspector off
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"

shots=$(ls "$WORK"/cwd/playground-*.png | wc -l)
check '[ "$shots" -eq 3 ]' "three screenshots in the working directory (got $shots)"
for f in "$WORK"/cwd/playground-*.png; do
  check '[[ "$(basename "$f")" =~ ^playground-[0-9]{8}-[0-9]{6}(-[0-9]+)?\.png$ ]]' "name $(basename "$f")"
  check 'grep -qxF "screenshot: $f" "$WORK/app.log"' "stdout names $f"
  check '[ "$(png_size "$f")" = "$size" ]' "$f is $size"
done
check '[ "$(grep -c "^screenshot: " "$WORK/app.log")" -eq 3 ]' "one stdout line per screenshot"
check '! grep -qi "warning\|error" "$WORK/app.log"' "no warnings: $(cat "$WORK/app.log")"
if [ -n "${E2E_KEEP:-}" ]; then cp "$WORK"/cwd/playground-*.png "$E2E_KEEP"/; fi
