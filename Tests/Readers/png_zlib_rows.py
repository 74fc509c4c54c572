#!/usr/bin/env python3
"""An independent reader of 8-bit RGBA PNG files for Bezel's writer tests, on Python's standard
library only: checks the signature and every chunk's CRC-32, joins the IDAT payloads, inflates them
with Python's zlib module (which also checks the Adler-32), undoes the five row filters as the PNG
specification says, and prints "<sha256 of the RGBA bytes>  <width>x<height>  <file name>" per file
(with --filters, then a line with each row's filter type). Exit 1 on anything it cannot read (an
error message on stderr).

usage: png_zlib_rows.py [--filters] FILE...
"""
import hashlib
import struct
import sys
import zlib


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def unfilter(kind, row, prior):
    if kind == 0:
        return row
    out = bytearray(row)
    for i in range(len(out)):
        a = out[i - 4] if i >= 4 else 0
        b = prior[i]
        c = prior[i - 4] if i >= 4 else 0
        predictor = {1: a, 2: b, 3: (a + b) >> 1, 4: paeth(a, b, c)}[kind]
        out[i] = (out[i] + predictor) & 0xFF
    return out


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("no PNG signature")
    pos, idat, header = 8, bytearray(), None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError("bad CRC in %s" % kind.decode("latin-1"))
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if (depth, colour, interlace) != (8, 6, 0):
        raise ValueError("not 8-bit RGBA without interlacing")
    raw = zlib.decompress(bytes(idat))
    stride = width * 4
    if len(raw) != height * (stride + 1):
        raise ValueError("%d inflated bytes for %dx%d" % (len(raw), width, height))
    prior, pixels = bytes(stride), bytearray()
    filters = [raw[y * (stride + 1)] for y in range(height)]
    for y in range(height):
        start = y * (stride + 1)
        row = unfilter(raw[start], raw[start + 1:start + 1 + stride], prior)
        pixels += row
        prior = row
    return width, height, pixels, filters


status = 0
show_filters = "--filters" in sys.argv[1:]
for path in [a for a in sys.argv[1:] if a != "--filters"]:
    try:
        width, height, pixels, filters = read(path)
        print("%s  %dx%d  %s" % (hashlib.sha256(pixels).hexdigest(), width, height, path))
        if show_filters:
            print("filters: " + " ".join(str(f) for f in filters))
    except (ValueError, zlib.error, struct.error, TypeError) as error:
        print("%s: %s" % (path, error), file=sys.stderr)
        status = 1
sys.exit(status)
