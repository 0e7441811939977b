#!/usr/bin/env python3
"""Compares where content is (pixels that are not the window's background) in two PNGs of the same size, over the
rows TOP..BOTTOM (exclusive): prints the fraction of pixels where one shows content and the other background.
Photos may still be loading in a window (a cell shows its placeholder colour, then the photo), so the shape of the
content is compared, not its colours.

    python3 Tests/e2e/pngshape.py shot.png expected.png 90 540   # → 0.0012
"""
import sys
from pngpixel import rows

BACKGROUND = (30, 32, 38)   # DrawListRenderer's clear colour
TOLERANCE = 6


def mask(path, top, bottom):
    out = []
    for line in rows(path)[top:bottom]:
        out.append([max(abs(line[i] - BACKGROUND[0]), abs(line[i + 1] - BACKGROUND[1]),
                        abs(line[i + 2] - BACKGROUND[2])) > TOLERANCE for i in range(0, len(line), 3)])
    return out


if __name__ == "__main__":
    a, b = sys.argv[1], sys.argv[2]
    top, bottom = int(sys.argv[3]), int(sys.argv[4])
    ma, mb = mask(a, top, bottom), mask(b, top, bottom)
    assert len(ma) == len(mb) and len(ma[0]) == len(mb[0]), "sizes differ"
    differ = sum(x != y for ra, rb in zip(ma, mb) for x, y in zip(ra, rb))
    print("%.4f" % (differ / (len(ma) * len(ma[0]))))
