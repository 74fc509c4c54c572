#!/usr/bin/env python3
"""An independent PNG reader for Bezel's decoder tests: the straight-alpha RGBA8 of PNG files, read
with pypng (Debian's python3-png) and reduced to 8 bits here, without gamma or sBIT handling.

usage: png_rgba8.py FILE...
Prints "<sha256 of the RGBA8 bytes>  <file name>" per file, rows top to bottom, 4 bytes a pixel.

pypng's `read()` gives the stored samples (deinterlaced, palette indices unexpanded); this script
does the rest as the PNG specification says: palette entries (with their tRNS alpha), the tRNS
key colour of grey and RGB images compared on the stored samples, grey of 1-4 bits scaled to
0-255 (v * 255 / (2^depth - 1)), 16-bit samples rounded to 8 bits as (v * 255 + 32895) >> 16.
Exit 4 when pypng is missing.
"""
import hashlib
import os
import sys

try:
    import png
except ImportError:
    print("pypng is not installed (apt-get install python3-png)", file=sys.stderr)
    sys.exit(4)


def to8(value, depth):
    if depth == 16:
        return (value * 255 + 32895) >> 16
    return value * 255 // ((1 << depth) - 1)


def rgba8(path):
    width, height, rows, info = png.Reader(filename=path).read()
    depth, planes = info["bitdepth"], info["planes"]
    palette = info.get("palette")
    key = info.get("transparent")
    if key is not None and not isinstance(key, tuple):
        key = (key,)
    out = bytearray()
    for row in rows:
        row = list(row)
        for x in range(width):
            px = row[x * planes:(x + 1) * planes]
            if palette is not None:
                entry = palette[px[0]]
                out += bytes(entry[:3]) + bytes([entry[3] if len(entry) == 4 else 255])
                continue
            alpha = 255
            if info["alpha"]:
                alpha = to8(px[-1], depth)
                px = px[:-1]
            elif key is not None and tuple(px) == tuple(key):
                alpha = 0
            colour = [to8(v, depth) for v in px]
            if len(colour) == 1:
                colour *= 3
            out += bytes(colour) + bytes([alpha])
    assert len(out) == width * height * 4
    return bytes(out)


for path in sys.argv[1:]:
    print(f"{hashlib.sha256(rgba8(path)).hexdigest()}  {os.path.basename(path)}")
