#!/usr/bin/env bash
# Measures what `run --status-file` costs the window (docs/status-file.md, "Cost"): the same scripted session
# (three flings, wheel notches, End, a zoom in and out, two layout switches) run ROUNDS times without and with the
# status file, alternately (so the machine's drift falls on both), each with --frame-log; prints each variant's
# frame work (mean, median, p99 in ms) and how many snapshots the status file got, per frame and per second.
# The session's pauses are fixed: it is a measurement, not a test (it checks nothing).
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/measure-status-file.sh [ROUNDS] [BINARY]
set -euo pipefail
rounds=${1:-3}
bin=$(realpath "${2:-.build/debug/playground}")
fixtures=$(realpath "$(dirname "$0")/../Tests/Fixtures/solid")
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
pid=
wrap=""   # a command the app runs under (strace, for the count of snapshots)

session() {  # session NAME [ARGS...] : one scripted session, frames in $work/NAME.csv
  local name=$1
  shift
  $wrap "$bin" run --images "$fixtures" --items 600 --autoplay 0 --order-file "$work/order.json" \
    --frame-log "$work/$name.csv" "$@" >"$work/$name.log" 2>&1 &
  pid=$!
  local win
  win=$(timeout 60 xdotool search --sync --onlyvisible --name '^Layout Playground - grid$' | head -1)
  xdotool mousemove --window "$win" 640 400
  sleep 1
  for _ in 1 2 3; do
    xdotool mousemove --window "$win" 640 650 mousedown 1 \
      mousemove --window "$win" 640 550 sleep 0.016 mousemove --window "$win" 640 450 sleep 0.016 \
      mousemove --window "$win" 640 350 sleep 0.016 mousemove --window "$win" 640 250 mouseup 1
    sleep 1.5
  done
  xdotool click --repeat 6 --delay 80 4
  sleep 1
  xdotool key --window "$win" End
  sleep 1
  xdotool mousemove --window "$win" 532 325 click 1
  sleep 0.8
  xdotool click 1
  sleep 0.8
  xdotool key --window "$win" 2
  sleep 1
  xdotool key --window "$win" 1
  sleep 1
  xdotool key --window "$win" q
  wait "$pid" || true
  pid=
}

for r in $(seq 1 "$rounds"); do
  session "without-$r"
  session "with-$r" --status-file "$work/status-$r.json"
done
# The snapshots written in one more session: each is a rename of the status file's temporary (strace counts them).
if command -v strace >/dev/null; then
  wrap="strace -f -qq -e trace=rename,renameat,renameat2 -o $work/renames.txt"
  session "traced" --status-file "$work/status-traced.json"
  wrap=""
  writes=$(grep -c 'status-traced.json' "$work/renames.txt" || true)
else
  writes=""
fi
python3 - "$work" "$rounds" "$writes" <<'PY'
import csv, statistics, sys
work, rounds, writes = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def frames(name):
    return list(csv.DictReader(open("%s/%s.csv" % (work, name))))
for variant in ("without", "with"):
    work_ms, n, seconds = [], 0, 0.0
    for r in range(1, rounds + 1):
        rows = frames("%s-%d" % (variant, r))
        work_ms += [float(row["workMs"]) for row in rows]
        n += len(rows)
        seconds += float(rows[-1]["t"]) - float(rows[0]["t"])
    work_ms.sort()
    p99 = work_ms[int(0.99 * (len(work_ms) - 1))]
    print("%-8s %5d frames in %5.1f s: work mean %.2f ms, median %.2f ms, p99 %.2f ms"
          % (variant, n, seconds, statistics.mean(work_ms), statistics.median(work_ms), p99))
if writes:
    rows = frames("traced")
    span = float(rows[-1]["t"]) - float(rows[0]["t"])
    print("status file: %s snapshots in %d frames (%.0f %%), %.1f a second over the session (strace'd run)"
          % (writes, len(rows), 100.0 * int(writes) / len(rows), int(writes) / span))
PY
