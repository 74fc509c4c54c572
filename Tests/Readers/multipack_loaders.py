#!/usr/bin/env python3
"""An independent reader of paged sprite sheets, following what two game loaders read:

- PixiJS v8 (`spritesheetAsset` + `Spritesheet`): load the given JSON-hash atlas; its image is
  `meta.image` joined to the atlas's folder; `meta.related_multi_packs`, when it is an array,
  names further atlases: every string item is joined to the folder of the first atlas and loaded
  (with multi-pack loading switched off for them); non-string items are skipped. Textures are the
  keys of `frames`, each cut from its sheet at `frame` {x, y, w, h}.
- Phaser 3 (`MultiAtlasFile` + `Parsers.JSONArray`): `textures` must be an array; texture i loads
  `textures[i].image` relative to the loader's path (here: the multiatlas's folder) and takes
  the frames of the array `textures[i].frames`, each named by `filename`, cut at `frame`, with
  `rotated`, `trimmed`, `sourceSize` and `spriteSourceSize` read as given.

usage: multipack_loaders.py pixi ATLAS.json | phaser MULTIATLAS.json
Prints one line per frame: "<name> <image file> <x> <y> <w> <h> <image width> <image height>",
sorted by name. Exit 1 with a message when a field the loader reads is missing or has the wrong
type, an image is missing or not a PNG, a frame lies outside its image, or two frames share a name.
"""
import json
import os
import struct
import sys


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def png_size(path):
    try:
        with open(path, "rb") as f:
            head = f.read(24)
    except OSError as error:
        fail("%s: cannot be read (%s)" % (path, error))
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        fail("%s: not a PNG" % path)
    return struct.unpack(">II", head[16:24])


def rect(value, where):
    if not isinstance(value, dict) or not all(isinstance(value.get(k), int) for k in "xywh"):
        fail("%s: frame must hold whole numbers x, y, w, h" % where)
    return value["x"], value["y"], value["w"], value["h"]


def add(frames, name, image, r, size, where):
    x, y, w, h = r
    if x < 0 or y < 0 or x + w > size[0] or y + h > size[1]:
        fail("%s: frame %s %r lies outside its %dx%d image" % (where, name, r, size[0], size[1]))
    if name in frames:
        fail("%s: two frames are named %s" % (where, name))
    frames[name] = (os.path.basename(image), x, y, w, h, size[0], size[1])


def pixi_sheet(path, frames):
    data = json.load(open(path))
    meta = data.get("meta")
    if not isinstance(meta, dict) or not isinstance(meta.get("image"), str):
        fail("%s: meta.image is missing" % path)
    image = os.path.join(os.path.dirname(path), meta["image"])
    size = png_size(image)
    if not isinstance(data.get("frames"), dict):
        fail("%s: frames must be an object (JSON hash)" % path)
    for name, frame in data["frames"].items():
        add(frames, name, image, rect(frame.get("frame"), path), size, path)
    return meta


def pixi(path):
    frames = {}
    meta = pixi_sheet(path, frames)
    packs = meta.get("related_multi_packs")
    if isinstance(packs, list):
        base = os.path.dirname(path)
        for item in packs:
            if isinstance(item, str):
                pixi_sheet(os.path.join(base, item), frames)
    return frames


def phaser(path):
    data = json.load(open(path))
    textures = data.get("textures")
    if not isinstance(textures, list):
        fail("%s: textures must be an array" % path)
    frames = {}
    for i, texture in enumerate(textures):
        where = "%s: textures[%d]" % (path, i)
        if not isinstance(texture.get("image"), str) or not isinstance(texture.get("frames"), list):
            fail("%s: image and frames (an array) are required" % where)
        image = os.path.join(os.path.dirname(path), texture["image"])
        size = png_size(image)
        for frame in texture["frames"]:
            if not isinstance(frame.get("filename"), str):
                fail("%s: a frame has no filename" % where)
            for key, kind in (("rotated", bool), ("trimmed", bool), ("sourceSize", dict), ("spriteSourceSize", dict)):
                if not isinstance(frame.get(key), kind):
                    fail("%s: frame %s: %s is missing or of the wrong type" % (where, frame["filename"], key))
            add(frames, frame["filename"], image, rect(frame.get("frame"), where), size, where)
    return frames


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("pixi", "phaser"):
        fail("usage: multipack_loaders.py pixi ATLAS.json | phaser MULTIATLAS.json")
    frames = pixi(sys.argv[2]) if sys.argv[1] == "pixi" else phaser(sys.argv[2])
    for name in sorted(frames):
        print(name, *frames[name])


if __name__ == "__main__":
    main()
