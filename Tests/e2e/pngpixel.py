#!/usr/bin/env python3
"""Prints the R G B of pixel (x, y) of an 8-bit RGB or RGBA PNG (no imaging library needed); given more points, one
line each, from one decode (the rows are unfiltered in pure Python: about a second per million pixels here).

    python3 Tests/e2e/pngpixel.py shot.png 640 400            # → 255 0 0
    python3 Tests/e2e/pngpixel.py shot.png 640 400 10 20      # → 255 0 0 (newline) 30 32 38
"""
import struct
import sys
import zlib


def rows(path, last=None):
    """The RGB rows of the PNG at `path` (up to row `last`), as bytearrays of 3 bytes per pixel."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "only 8-bit RGB/RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    previous = bytearray(stride)
    result = []
    for row in range(height if last is None else last + 1):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            corner = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        previous = line
        result.append(line if bpp == 3 else bytearray(b for j, b in enumerate(line) if j % 4 != 3))
    return result


def pixel(path, x, y):
    return tuple(rows(path, last=y)[y][x * 3:x * 3 + 3])


if __name__ == "__main__":
    points = [(int(x), int(y)) for x, y in zip(sys.argv[2::2], sys.argv[3::2])]
    decoded = rows(sys.argv[1], last=max(y for _, y in points))
    for x, y in points:
        print(*decoded[y][x * 3:x * 3 + 3])
