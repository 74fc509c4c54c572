#!/usr/bin/env python3
"""Draws the sample catalog's PNGs (run from this folder): a 20-pt disc at @2x and @3x, its dark
variant (a 14-pt square at @3x) and an 18-pt nine-slice panel at @2x (a 6-px green border)."""
import struct, zlib

def png(path, w, h, px):
    raw = b''.join(b'\x00' + b''.join(bytes(px(x, y)) for x in range(w)) for y in range(h))
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))

def disc(s, square=False):
    n = 20 * s
    def px(x, y):
        c = (n - 1) / 2
        inside = (abs(x - c) <= 7 * s and abs(y - c) <= 7 * s) if square else ((x - c) ** 2 + (y - c) ** 2 <= (8 * s) ** 2)
        return (0, 0, 0, 255) if inside else (0, 0, 0, 0)
    return n, n, px

for s in (2, 3):
    png(f'Assets.xcassets/Icons/play.imageset/play@{s}x.png', *disc(s))
png('Assets.xcassets/Icons/play.imageset/play-dark@3x.png', *disc(3, True))
png('Assets.xcassets/panel.imageset/panel_2x.png', 36, 36,
    lambda x, y: (0x20, 0x80, 0x40, 255) if x < 6 or y < 6 or x >= 30 or y >= 30 else (0xC0, 0xF0, 0xD0, 255))
