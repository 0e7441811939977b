#!/usr/bin/env python3
"""Plots a trace's content offset and velocity along one axis against time (matplotlib).

    playground replay Tests/Replays/fling-grid.json --trace /tmp/fling.json
    python3 scripts/plot-trace.py /tmp/fling.json docs/fling.png --axis y --title "grid fling"
"""
import argparse
import json

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("trace")
p.add_argument("out")
p.add_argument("--axis", choices=["x", "y"], default="y")
p.add_argument("--title", default="")
a = p.parse_args()
k = 0 if a.axis == "x" else 1
j = json.load(open(a.trace))
t = [f["t"] for f in j["frames"]]
x = [f["contentOffset"][k] for f in j["frames"]]
v = [f["velocity"][k] for f in j["frames"]]
phases = [f["phase"] for f in j["frames"]]
fig, ax = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
ax[0].plot(t, x)
ax[0].axhline(j["final"]["contentOffset"][k], color="gray", ls=":", label="rest %.1f" % j["final"]["contentOffset"][k])
ax[0].set_ylabel("content offset %s (pt)" % a.axis)
ax[0].legend()
ax[1].plot(t, v, color="C1")
ax[1].set_ylabel("velocity (pt/s)")
ax[1].set_xlabel("t (s)")
for i in range(1, len(t)):  # shade each phase change
    if phases[i] != phases[i - 1]:
        for axis in ax:
            axis.axvline(t[i], color="gray", lw=0.5)
        ax[1].text(t[i], max(v) * 0.9, phases[i], fontsize=7, rotation=90)
fig.suptitle(a.title)
fig.savefig(a.out, dpi=80)
