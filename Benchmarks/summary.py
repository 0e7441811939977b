#!/usr/bin/env python3
"""Turns the text output of `make bench` into the tables of docs/benchmarks.md.

    make bench BENCH_ARGS=--no-progress | tee /tmp/bench.txt
    python3 Benchmarks/summary.py /tmp/bench.txt

Reads the wall-clock p50 and p99 of every query/<layout>/<n> and bruteForce/<layout>/<n> benchmark, the waterfall's
prepare time and its memory figures, and prints the ratios the issue's Scale budget asks for (all from the same run).
"""
import re
import sys

NAMES = re.compile(r"^(query|bruteForce|prepare|memory)/\S+$")
UNITS = {"(ns)": 1e-3, "(μs)": 1.0, "(ms)": 1e3, "(s)": 1e6}  # to microseconds


def rows(path):
    """{benchmark: {metric label: [p0, p25, p50, p75, p90, p99, p100]}}"""
    found, current = {}, None
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if NAMES.match(line):
            current = found.setdefault(line, {})
        elif current is not None and line.startswith("│"):
            cells = [c.strip() for c in line.split("│") if c.strip()]
            try:
                current[cells[0]] = [float(c) for c in cells[1:8]]
            except ValueError:
                pass  # the header row
    return found


def wall(found, name):
    """(p50, p99) wall clock in microseconds."""
    for label, values in found[name].items():
        if label.startswith("Time (wall clock)"):
            scale = next(s for u, s in UNITS.items() if u in label)
            return values[2] * scale, values[5] * scale
    raise KeyError(name)


def main(path):
    found = rows(path)
    layouts = [m.group(1) for m in (re.match(r"query/(\w+)/1000$", n) for n in found) if m]
    print("| layout | query 1k p50 µs | p99 | query 1M p50 µs | p99 | 1M / 1k p50 | p99 | brute 1M p50 ms | p99 |"
          " brute / query (1M p50) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in layouts:
        small, large = wall(found, f"query/{name}/1000"), wall(found, f"query/{name}/1000000")
        brute = wall(found, f"bruteForce/{name}/1000000")
        print(f"| {name} | {small[0]:.3f} | {small[1]:.3f} | {large[0]:.3f} | {large[1]:.3f} "
              f"| {large[0] / small[0]:.2f} | {large[1] / small[1]:.2f} | {brute[0] / 1e3:.1f} | {brute[1] / 1e3:.1f} "
              f"| {brute[0] / large[0]:,.0f} |")
    if "prepare/waterfall/1000000" in found:
        p50, p99 = wall(found, "prepare/waterfall/1000000")
        print(f"\nprepare/waterfall/1000000: p50 {p50 / 1e3:.1f} ms, p99 {p99 / 1e3:.1f} ms")
    for label, values in found.get("memory/waterfall/1000000", {}).items():
        print(f"memory/waterfall/1000000 {label}: p50 {values[2]:g}")


if __name__ == "__main__":
    main(sys.argv[1])
