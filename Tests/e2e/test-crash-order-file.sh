#!/usr/bin/env bash
# Crash safety: SIGKILL the app 200+ times while it commits reorders (Ctrl+arrow moves every 10 ms, each written to
# the order file atomically); after every kill the file must be a complete order file whose items are a permutation
# of the loaded items: the old order or the new one, never partial or empty. Runs `playground replay --order-file`,
# the same OrderStore and AtomicFile code as the window, headless so it can be killed 200 times in a minute.
source "$(dirname "$0")/lib.sh"
KILLS=${KILLS:-210}
order="$WORK/state/order.json"
script="$WORK/moves.json"
python3 - "$script" <<'PY'
import json, sys
events = [{"t": 0.0, "type": "key", "key": "return"}]
keys = ["right", "right", "down", "left", "up", "right"]
for i in range(3000):
    events.append({"t": 0.01 + i * 0.01, "type": "key", "key": keys[i % len(keys)], "modifiers": ["ctrl"]})
json.dump({"layout": "grid", "size": [800, 600], "items": 12, "fps": 100, "until": 30, "events": events},
          open(sys.argv[1], "w"))
PY
fixtures=$(cd "$(dirname "$0")/../Fixtures/solid" && pwd)
complete=0
changed=0
previous=""
for ((i = 1; i <= KILLS; i++)); do
  "$BIN" replay "$script" --images "$fixtures" --order-file "$order" >/dev/null 2>"$WORK/err.log" &
  pid=$!
  sleep "0.$(printf "%02d" $(( RANDOM % 15 + 4 )))"
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  [ -f "$order" ] || continue   # killed before the first write
  python3 - "$order" "$fixtures" <<'PY' || { echo "after kill $i:"; cat "$order"; cat "$WORK/err.log"; exit 1; }
import json, os, sys
text = open(sys.argv[1]).read()
order = json.loads(text)["order"]
names = sorted(n for n in os.listdir(sys.argv[2]) if n.endswith(".png"))
expected = set(names + ["item-%d" % k for k in range(len(names), 12)])
assert sorted(order) == sorted(expected), "not a permutation: %r" % order
PY
  complete=$((complete + 1))
  now=$(md5sum "$order" | cut -d' ' -f1)
  [ "$now" != "$previous" ] && changed=$((changed + 1))
  previous=$now
done
leftovers=$(find "$WORK/state" -name '.order.json.tmp-*' | wc -l)
echo "kills=$KILLS complete_files_checked=$complete changed_between_kills=$changed stale_temporaries=$leftovers"
# The kills must land while the app is writing: the file changes between most kills.
check '[ "$changed" -ge $((KILLS / 2)) ]' "the order file changed between most kills ($changed of $KILLS)"
check '[ "$leftovers" -le 1 ]' "stale temporary files are cleaned up at start ($leftovers left)"
