#!/usr/bin/env python3
"""An independent reader of colour conversions: PyPI ColorAide (installed by scripts/install-deps
into .build/test-readers, which must be on PYTHONPATH) converts each colour to sRGB, mapping it into
the gamut with CSS Color 4's algorithm (ColorAide's "minde-chroma": OKLCh chroma reduction, ΔEOK,
JND 0.02).

usage: coloraide_convert.py < lines
Each input line is "<DTCG colour space> <c1> <c2> <c3>" with DTCG's ranges (hsl and hwb
percentages 0…100); each output line is "<r> <g> <b>", the sRGB channels 0…1 before rounding.
"""
import sys

from coloraide import Color

PERCENT = {"hsl": (1, 2), "hwb": (1, 2)}

for line in sys.stdin:
    parts = line.split()
    if not parts:
        continue
    space, coords = parts[0], [float(v) for v in parts[1:4]]
    for i in PERCENT.get(space, ()):
        coords[i] /= 100
    color = Color(space, coords).convert("srgb")
    if not color.in_gamut():
        color = color.fit(method="minde-chroma")
    print(" ".join("%.9f" % min(1, max(0, c)) for c in color.coords()))
