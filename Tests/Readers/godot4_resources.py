#!/usr/bin/env python3
"""Parses Bezel's Godot 4 files (`--format godot`: UNIT/godot/**/*.tres and *.tscn) with PyPI
godot-parser (an independent reader of Godot's text resource format; installed by
scripts/install-deps into .build/test-readers, which must be on PYTHONPATH) and resolves every
`ext_resource` path as Godot does: relative to the file that names it.

usage: godot4_resources.py UNIT
Prints one line per file, paths relative to UNIT, sorted:
  atlas <file> <image> <x> <y> <w> <h> filter_clip=<true|false>
  stylebox <file> <image> <x> <y> <w> <h> margins=<l,t,r,b> content=<l,t,r,b|->
  scene <file> <node name> <node type> toggle=<true|false> filter=<texture_filter|-> <property>=<resource> ...
Exit 1 when a file is not `format=3`, `load_steps` is not its resources + 1, an `ExtResource`
names no `ext_resource`, or a resolved path does not exist.
"""
import os
import sys

import godot_parser


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def load(unit, rel):
    parsed = godot_parser.load(os.path.join(unit, rel))
    head = parsed.get_sections()[0].header
    externals = {}
    for ext in parsed.get_ext_resources():
        target = os.path.normpath(os.path.join(os.path.dirname(rel), ext.header["path"]))
        if not os.path.exists(os.path.join(unit, target)):
            fail("%s: ext_resource %s: no such file" % (rel, ext.header["path"]))
        externals[ext.header["id"]] = target
    if head["format"] != 3:
        fail("%s: format=%s" % (rel, head["format"]))
    if head["load_steps"] != len(externals) + 1:
        fail("%s: load_steps=%s with %d resources" % (rel, head["load_steps"], len(externals)))
    return head, parsed, externals


def resolve(rel, externals, value):
    if not isinstance(value, godot_parser.ExtResource) or value.id not in externals:
        fail("%s: %r names no ext_resource" % (rel, value))
    return externals[value.id]


def describe(unit, rel):
    head, parsed, externals = load(unit, rel)
    if head.name == "gd_scene":
        node = parsed.get_nodes()[0]
        props = {k: v for k, v in node.properties.items() if k.startswith("texture_") and k != "texture_filter"}
        textures = " ".join("%s=%s" % (k, resolve(rel, externals, v)) for k, v in props.items())
        toggle = "true" if node.properties.get("toggle_mode") is True else "false"
        texture_filter = node.properties.get("texture_filter", "-")
        return "scene %s %s %s toggle=%s filter=%s %s" % (rel, node.header["name"], node.header["type"], toggle, texture_filter, textures)
    res = parsed.find_section("resource").properties
    if head["type"] == "AtlasTexture":
        r = res["region"].args
        return "atlas %s %s %d %d %d %d filter_clip=%s" % (
            rel, resolve(rel, externals, res["atlas"]), *r, "true" if res.get("filter_clip") is True else "false")
    if head["type"] == "StyleBoxTexture":
        r = res["region_rect"].args
        sides = lambda prefix: ",".join("%g" % res[prefix + s] for s in ("left", "top", "right", "bottom"))
        content = sides("content_margin_") if "content_margin_left" in res else "-"
        return "stylebox %s %s %d %d %d %d margins=%s content=%s" % (
            rel, resolve(rel, externals, res["texture"]), *r, sides("texture_margin_"), content)
    fail("%s: unexpected resource type %s" % (rel, head["type"]))


def main():
    if len(sys.argv) != 2:
        fail(__doc__)
    unit = sys.argv[1]
    files = []
    for folder, _, names in os.walk(os.path.join(unit, "godot")):
        files += [os.path.relpath(os.path.join(folder, n), unit) for n in names if n.endswith((".tres", ".tscn"))]
    for rel in sorted(files):
        print(describe(unit, rel))


main()
