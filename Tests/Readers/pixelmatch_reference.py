#!/usr/bin/env python3
"""The reference the diff kernel is held to: PyPI `pixelmatch` (the Python port of mapbox/pixelmatch).

usage: pixelmatch_reference.py A.rgba B.rgba WIDTH HEIGHT OUT.rgba THRESHOLD INCLUDE_AA ALPHA AA_RGB DIFF_RGB DIFF_MASK
  A/B: raw straight-alpha RGBA8 rows; OUT: the diff image written the same way (zeros where nothing is drawn);
  AA_RGB/DIFF_RGB: r,g,b; INCLUDE_AA/DIFF_MASK: 0 or 1. Prints the count of differing pixels.
"""
import sys
from pixelmatch import pixelmatch

a_path, b_path, w, h, out_path, threshold, include_aa, alpha, aa, diff, mask = sys.argv[1:12]
a = list(open(a_path, "rb").read())
b = list(open(b_path, "rb").read())
width, height = int(w), int(h)
out = [0] * (width * height * 4)
count = pixelmatch(a, b, width, height, out, threshold=float(threshold), includeAA=include_aa == "1",
                   alpha=float(alpha), aa_color=tuple(int(v) for v in aa.split(",")),
                   diff_color=tuple(int(v) for v in diff.split(",")), diff_mask=mask == "1")
open(out_path, "wb").write(bytes(out))
print(count)
