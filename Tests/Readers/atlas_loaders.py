#!/usr/bin/env python3
"""An independent reader of one-page atlases, following what the loaders read:

- atlasxml (Phaser 3 `Parsers.AtlasXML`, Starling `TextureAtlas`, HaxeFlixel `fromSparrow`): the
  first `TextureAtlas` element; its image is the `imagePath` attribute joined to the XML's folder
  (Starling's asset manager; Phaser takes the image URL from the caller, the same file here); one
  frame per `SubTexture`: `name`, and `x`, `y`, `width`, `height` read with parseInt; `frameX`,
  `frameY`, `frameWidth`, `frameHeight` (trimming) and `rotated` are not allowed here, since Bezel
  never trims or rotates, and a sprite would be placed elsewhere than its frame says.
- jsonarray (Phaser 3 `Parsers.JSONArray`): `frames` must be an array; per item `filename`,
  `frame` {x, y, w, h}; `trimmed` and `rotated` must be false; the image is `meta.image` joined to
  the JSON's folder.

usage: atlas_loaders.py atlasxml ATLAS.xml | jsonarray ATLAS.json
Prints one line per frame, "<name> <image file> <x> <y> <w> <h> <image width> <image height>",
sorted by name, as multipack_loaders.py does. Exit 1 with a message on anything a loader would
reject or misplace.
"""
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

from multipack_loaders import add, fail, png_size, rect


def atlas_xml(path):
    root = ElementTree.parse(path).getroot()
    atlas = root if root.tag == "TextureAtlas" else root.find(".//TextureAtlas")
    if atlas is None or not atlas.get("imagePath"):
        fail("%s: no TextureAtlas element with an imagePath" % path)
    image = os.path.join(os.path.dirname(path), atlas.get("imagePath"))
    size = png_size(image)
    frames = {}
    for sub in atlas.iter("SubTexture"):
        for trim in ("frameX", "frameY", "frameWidth", "frameHeight", "rotated"):
            if sub.get(trim) is not None:
                fail("%s: %s has %s" % (path, sub.get("name"), trim))
        try:
            r = tuple(int(sub.get(k)) for k in ("x", "y", "width", "height"))
        except (TypeError, ValueError):
            fail("%s: %s needs whole x, y, width, height" % (path, sub.get("name")))
        add(frames, sub.get("name"), image, r, size, path)
    return frames


def json_array(path):
    data = json.load(open(path))
    if not isinstance(data.get("frames"), list):
        fail("%s: frames must be an array (JSON array)" % path)
    image = os.path.join(os.path.dirname(path), data.get("meta", {}).get("image", ""))
    size = png_size(image)
    frames = {}
    for item in data["frames"]:
        if not isinstance(item.get("filename"), str):
            fail("%s: a frame has no filename" % path)
        if item.get("trimmed") is not False or item.get("rotated") is not False:
            fail("%s: %s must be untrimmed and unrotated" % (path, item["filename"]))
        add(frames, item["filename"], image, rect(item.get("frame"), path), size, path)
    return frames


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("atlasxml", "jsonarray"):
        fail(__doc__)
    frames = (atlas_xml if sys.argv[1] == "atlasxml" else json_array)(sys.argv[2])
    for name in sorted(frames):
        print(name, *frames[name])
