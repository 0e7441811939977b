"""wait_state's poller (lib.sh): waits until a Python expression over the window's status snapshot (`run
--status-file`, docs/status-file.md; the snapshot is bound to j) is true.

usage: waitstate.py STATUS-FILE EXPR SECONDS APP-PID

Exits 0 as soon as EXPR holds. Exits 1 with the expression and the last snapshot when SECONDS pass (a bound for a
hang, not a speed goal), or when the app has exited and its last snapshot does not satisfy EXPR (no use waiting for
a process that is gone). The file is replaced atomically by the app (a rename), so every read is a whole snapshot.
"""
import json
import os
import sys
import time

POLL = 0.02  # s between reads: the file is a few hundred bytes; the app writes it at most once a frame (16.7 ms)


def alive(pid):
    """Whether process `pid` runs (a zombie, exited but not yet reaped by the test's shell, does not)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


def main():
    path, expr, limit, pid = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
    code = compile(expr, "<wait_state>", "eval")
    deadline = time.monotonic() + limit
    text = None
    while True:
        running = alive(pid)  # before the read: a snapshot read after the app ended is its last
        try:
            with open(path) as f:
                new = f.read()
        except FileNotFoundError:
            new = None
        if new is not None and new != text:
            text = new
            if eval(code, {}, {"j": json.loads(text)}):
                return 0
        if not running:
            why = "the app exited"
            break
        if time.monotonic() > deadline:
            why = "not true after %g s" % limit
            break
        time.sleep(POLL)
    sys.stderr.write("wait_state: %s: %s\nlast status: %s" % (why, expr, text or "(no status file yet)\n"))
    return 1


sys.exit(main())
