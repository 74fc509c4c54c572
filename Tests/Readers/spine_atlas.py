#!/usr/bin/env python3
"""Hands a libGDX/Spine `.atlas` to PyPI SpineAtlas (an independent reader; installed by
scripts/install-deps into .build/test-readers, which must be on PYTHONPATH) and cuts every region
from its page with it.

usage: spine_atlas.py ATLAS DUMP current|legacy
Reads ATLAS in the given layout, writes region n's pixels, as SpineAtlas cuts them, to DUMP/<n>.png
and prints one line per region:
  "<n> <page> <name> <x> <y> <w> <h> <orig w> <orig h> split=<l,r,t,b|-> pad=<l,r,t,b|->"
x, y, w, h, orig are SpineAtlas's. SpineAtlas keeps no `split` or `pad`; those are read from the
region's own lines here, as libGDX reads them (integers after the colon, comma separated).
"""
import os
import sys

from SpineAtlas import CutFrame, ReadAtlasFile
from PIL import Image


def extra_values(path):
    """split and pad of each region, by (page, region name), read line by line."""
    values, page, region = {}, None, None
    for raw in open(path, encoding="utf-8").read().splitlines():
        line = raw.strip()
        if not line:
            page, region = None, None
            continue
        if ":" not in line:
            if page is None:
                page = line
            else:
                region = line
                values[(page, region)] = {}
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        if region is not None and key in ("split", "pad"):
            values[(page, region)][key] = ",".join(v.strip() for v in value.split(","))
    return values


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in ("current", "legacy"):
        sys.exit(__doc__)
    path, dump, layout = sys.argv[1], sys.argv[2], sys.argv[3]
    atlas = ReadAtlasFile(path, verison=(layout == "current"))
    extras = extra_values(path)
    os.makedirs(dump, exist_ok=True)
    n = 0
    for page in atlas.atlas:
        image = Image.open(os.path.join(os.path.dirname(path), page.png)).convert("RGBA")
        if image.size != (page.w, page.h):
            sys.exit("%s: page %s is %dx%d, the atlas says %dx%d" % (path, page.png, image.size[0], image.size[1], page.w, page.h))
        for frame in page.frames:
            CutFrame(image, frame).save(os.path.join(dump, "%d.png" % n))
            extra = extras.get((page.png, frame.name), {})
            print(n, page.png, frame.name, frame.cutx, frame.cuty, frame.cutw, frame.cuth, frame.offw, frame.offh,
                  "split=" + extra.get("split", "-"), "pad=" + extra.get("pad", "-"))
            n += 1


main()
