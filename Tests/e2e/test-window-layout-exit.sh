#!/usr/bin/env bash
# A layout file that passed its check and then calls exit(0) in the window (issue 26, 6): the process ends with
# status 1 and one line saying why, and nothing is lost: the --trace file is written (up to the last complete
# frame) and the --record video is complete and playable, with no temporary file left. The layout exits at its
# 120th rect query outside the check (Tests/Fixtures/layouts/Misbehaving.swift, mode exit-later): a count of
# frames, not a time, so the test does not depend on the machine's speed.
source "$(dirname "$0")/lib.sh"
FIXTURE=$(cd "$(dirname "$0")/../Fixtures/layouts" && pwd)/Misbehaving.swift

cd "$WORK"
LP_MISBEHAVE=exit-later LP_EXIT_AFTER=120 start_app --size 640x400 --autoplay 0 --layout-file "$FIXTURE" \
  --layout-check-timeout 120 --trace "$WORK/trace.json" --record "$WORK/rec.mp4"
wait_exit 240
cat "$WORK/app.log"
check '[ "$APP_STATUS" -eq 1 ]' "exited with status 1 (got $APP_STATUS)"
check 'grep -q "a layout file.s code ended the process (it called exit()); finishing the trace and recordings" "$WORK/app.log"' \
  "one line says the layout ended the process"
check 'grep -q "recorded: $WORK/rec.mp4" "$WORK/app.log"' "the recording was finished"
frames=$(json "$WORK/trace.json" "len(j['frames'])")
layout=$(json "$WORK/trace.json" "j['final']['layout']")
echo "trace: $frames frames, final layout $layout"
check '[ "$frames" -ge 1 ] && [ "$layout" = misbehaving ]' "the trace was written (got $frames frames, layout $layout)"
read -r size nframes < <(ffprobe -v error -count_frames -select_streams v:0 \
  -show_entries stream=width,height,nb_read_frames -of default=nw=1 "$WORK/rec.mp4" |
  awk -F= '/^width/ {w=$2} /^height/ {h=$2} /^nb_read_frames/ {n=$2} END {print w "x" h, n}')
echo "rec.mp4: $size, $nframes frames"
check '[ "$size" = 640x400 ] && [ "$nframes" -ge 1 ]' "the video is playable (got $size, $nframes frames)"
check '! ls -A "$WORK" | grep -q "tmp-"' "no temporary file left ($(ls -A "$WORK"))"
echo "ok"
