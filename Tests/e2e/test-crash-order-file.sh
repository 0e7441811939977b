#!/usr/bin/env bash
# Crash safety: SIGKILL the app 200+ times while it commits reorders (Ctrl+arrow moves every 10 ms, each written to
# the order file atomically); after every kill the file must be a complete order file whose items are a permutation
# of the loaded items: the old order or the new one, never partial or empty. Runs `playground replay --order-file`,
# the same OrderStore and AtomicFile code as the window, headless so it can be killed 200 times in a minute.
#
# Independent of machine speed: each run is killed only after it was seen writing the order file (the file's inode,
# mtime or size changed since the previous run: each atomic write is a new inode), at a random point 0–KILL_WINDOW ms
# after that, while it keeps writing one order per move. A kill that finds the app already gone is not counted (and
# the window shrinks); nothing waits a fixed time for the app to get going.
source "$(dirname "$0")/lib.sh"
KILLS=${KILLS:-210}
SEED=${SEED:-$RANDOM}
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
echo "seed=$SEED"
python3 - "$BIN" "$script" "$fixtures" "$order" "$KILLS" "$SEED" "$WORK/err.log" <<'PY'
import json, os, random, signal, subprocess, sys, time
binary, script, fixtures, order, kills, seed, errlog = sys.argv[1:8]
kills, rng = int(kills), random.Random(int(seed))
names = sorted(n for n in os.listdir(fixtures) if n.endswith(".png"))
expected = sorted(names + ["item-%d" % k for k in range(len(names), 12)])
START_TIMEOUT = 120.0  # s: how long a run may take to write its first order (a generous bound, not a speed goal)
window = 0.1           # s: kills land uniformly in this long after the first write seen

def signature():
    try:
        st = os.stat(order)
        return (st.st_ino, st.st_mtime_ns, st.st_size)
    except FileNotFoundError:
        return None

def check(label):
    text = open(order).read()
    try:
        got = json.loads(text)["order"]
    except Exception as e:
        sys.exit("%s: not a complete order file (%s): %r\n%s" % (label, e, text, open(errlog).read()))
    if sorted(got) != expected:
        sys.exit("%s: not a permutation of the items: %r" % (label, got))

counted = gone = 0
changes_seen = 0
attempt = 0
while counted < kills:
    attempt += 1
    if attempt > 3 * kills:
        sys.exit("only %d of %d kills landed while the app was writing (%d found it gone)" % (counted, kills, gone))
    before = signature()
    with open(errlog, "w") as err:
        app = subprocess.Popen([binary, "replay", script, "--images", fixtures, "--order-file", order],
                               stdout=subprocess.DEVNULL, stderr=err)
    deadline = time.monotonic() + START_TIMEOUT
    while signature() == before:
        if app.poll() is not None:
            sys.exit("run %d exited (status %s) before writing the order file:\n%s"
                     % (attempt, app.returncode, open(errlog).read()))
        if time.monotonic() > deadline:
            app.kill()
            sys.exit("run %d wrote no order file within %.0f s" % (attempt, START_TIMEOUT))
        time.sleep(0.001)
    first = signature()
    time.sleep(rng.uniform(0, window))
    alive = app.poll() is None
    app.send_signal(signal.SIGKILL)
    app.wait()
    check("after kill %d" % attempt)
    if not alive:
        gone += 1
        window /= 2  # the app finished its script sooner than the window: aim earlier
        continue
    counted += 1
    if signature() != first:
        changes_seen += 1  # it wrote again between the first write seen and the kill
leftovers = [n for n in os.listdir(os.path.dirname(order)) if n.startswith(".order.json.tmp-")]
print("kills=%d complete_files_checked=%d kills_finding_app_gone=%d wrote_again_before_kill=%d "
      "stale_temporaries=%d kill_window_ms=%.0f" % (counted, counted + gone, gone, changes_seen, len(leftovers),
                                                      window * 1000))
# A killed writer may leave its temporary file; the next start removes the ones whose process is gone, so at most
# the last run's is left.
if len(leftovers) > 1:
    sys.exit("FAILED: stale temporary files are not cleaned up at start (%d left)" % len(leftovers))
PY
