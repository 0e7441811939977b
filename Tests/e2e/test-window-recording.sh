#!/usr/bin/env bash
# Recording the window: `run --record FILE` records from the first frame, F10 stops; the file is a playable MP4 of
# the window's size, with frames, and no longer than the time it ran (held frames are repeated only for as long as
# they were shown; how much shorter it may be depends on the machine's speed, so that is not asserted).
# Then F10 in a window started without --record, at half size (Shift+F10), and quitting while recording: the file
# named playground-YYYYMMDD-HHMMSS.mp4 in the current folder is complete when the app exits.
source "$(dirname "$0")/lib.sh"

# first_log_line TEXT SECONDS : waits until the app's log has a line containing TEXT; prints it.
first_log_line() {
  local deadline=$(( $(date +%s) + $2 ))
  until grep -q "$1" "$WORK/app.log"; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "no '$1' in the app log after $2 s:" >&2
      cat "$WORK/app.log" >&2
      return 1
    fi
    sleep 0.1
  done
  grep "$1" "$WORK/app.log" | head -1
}

# probe FILE : "WIDTHxHEIGHT FRAMES DURATION" of the first video stream (ffprobe decodes every frame).
probe() {
  ffprobe -v error -count_frames -select_streams v:0 \
    -show_entries stream=width,height,nb_read_frames:format=duration -of default=nw=1 "$1" |
    awk -F= '/^width/ {w=$2} /^height/ {h=$2} /^nb_read_frames/ {n=$2} /^duration/ {d=$2} END {print w "x" h, n, d}'
}

started=$(date +%s.%N)
start_app --size 640x400 --autoplay 0 --record "$WORK/rec.mp4"
win=$(wait_window 'Layout Playground - grid')
first_log_line 'recording: ' 30 >/dev/null
drag "$win" 320 300 320 120 10
sleep 2                                          # two seconds of recording (content, not a speed allowance)
xdotool key --window "$win" F10 2>/dev/null || xdotool key F10
first_log_line "recorded: $WORK/rec.mp4" 120 >/dev/null
elapsed=$(python3 -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$started" "$(date +%s.%N)")
read -r size frames duration < <(probe "$WORK/rec.mp4")
echo "rec.mp4: $size, $frames frames, $duration s"
check '[ "$size" = 640x400 ]' "the video has the window's size (got $size)"
check '[ "$frames" -ge 2 ]' "the video has frames (got $frames)"
check 'python3 -c "import sys; sys.exit(0 if 0 < float(sys.argv[1]) <= float(sys.argv[2]) else 1)" "$duration" "$elapsed"' \
  "the video lasts no longer than the app ran (got $duration s in $elapsed s)"
xdotool key --window "$win" q 2>/dev/null || xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"

# F10 without --record, at half size, then quit while recording.
mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --size 640x400 --autoplay 0
win=$(wait_window 'Layout Playground - grid')
xdotool windowfocus "$win" 2>/dev/null || true
xdotool key --window "$win" shift+F10 2>/dev/null || xdotool key shift+F10
xdotool key --window "$win" F10 2>/dev/null || xdotool key F10
line=$(first_log_line 'recording: ' 30)
check '[[ "$line" == *"(320×200, 60 fps)"* ]]' "Shift+F10 halves the recording (got: $line)"
sleep 1                                          # a second of recording before quitting (content, not a wait)
xdotool key --window "$win" q 2>/dev/null || xdotool key q
wait_exit 120
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0 while recording"
file=$(ls "$WORK"/cwd/playground-*.mp4)
check '[[ "$(basename "$file")" =~ ^playground-[0-9]{8}-[0-9]{6}\.mp4$ ]]' "named playground-YYYYMMDD-HHMMSS.mp4 ($file)"
check 'grep -q "recorded: $file" "$WORK/app.log"' "the path is printed when the file is complete"
read -r size frames duration < <(probe "$file")
echo "$(basename "$file"): $size, $frames frames, $duration s"
check '[ "$size" = 320x200 ] && [ "$frames" -ge 1 ]' "a playable half-size video (got $size, $frames frames)"
check '[ -z "$(ls -A "$WORK/cwd" | grep -v "^playground-.*\.mp4$")" ]' "no temporary file left"
