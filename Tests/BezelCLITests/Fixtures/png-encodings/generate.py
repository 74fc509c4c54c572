#!/usr/bin/env python3
"""Writes the PNG encodings `bezel diff` is checked with (Tests/BezelCLITests/PNGEncodingTests.swift).

One 13 x 11 image pattern in every PNG colour type and bit depth (grey 1/2/4/8/16, RGB 8/16,
palette 1/2/4/8, grey-alpha 8/16, RGBA 8/16), each also with a tRNS chunk where the type allows
one (grey, RGB, palette), each plain and Adam7-interlaced: <name>.png and i<name>.png. Beside them
<name>.rgba8.png, the same pixels as 8-bit RGBA, not interlaced: what every reader must agree
the encoding holds. The samples of 16-bit encodings are not multiples of 257, so the 8-bit
version is the rounding (v * 255 + 32895) >> 16; low-bit grey is scaled by v * 255 / (2^d - 1).
Rows use filters None, Sub, Up, Average and Paeth in turn.

Also bomb.png: a valid 1-bit grey PNG of 16384 x 16384 black pixels, 32 KB on disk.

A small encoder of its own (zlib and struct only), independent of libpng. Run it from this folder:
    /usr/bin/python3 generate.py
"""
import struct
import zlib

W, H = 13, 11
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for v in samples:
        acc, bits = (acc << depth) | v, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(rows, bpp):
    out, prior = bytearray(), bytes(len(rows[0])) if rows else b""
    for n, row in enumerate(rows):
        kind = n % 5
        out.append(kind)
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prior[i]
            c = prior[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((x - pred) & 0xFF)
        prior = row
    return bytes(out)


def encode(pixels, colour, depth, interlaced, palette=None, trns=None):
    """pixels: H rows of W tuples of samples (palette indices for colour type 3)."""
    bpp = max(1, CHANNELS[colour] * depth // 8)
    if interlaced:
        data = b""
        for x0, y0, dx, dy in ADAM7:
            rows = [pack_row([s for px in pixels[y][x0::dx] for s in px], depth) for y in range(y0, H, dy)]
            if rows and rows[0]:
                data += filtered(rows, bpp)
    else:
        data = filtered([pack_row([s for px in row for s in px], depth) for row in pixels], bpp)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, depth, colour, 0, 0, int(interlaced)))
    if palette is not None:
        png += chunk(b"PLTE", bytes(c for entry in palette for c in entry))
    if trns is not None:
        png += chunk(b"tRNS", trns)
    return png + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def to8(v, depth):
    return (v * 255 + 32895) >> 16 if depth == 16 else v * 255 // ((1 << depth) - 1)


def sample(i, depth, salt):
    """A sample for pixel i that exercises the whole range (16-bit: not multiples of 257)."""
    return (i * 40503 + salt * 7919 + 13) % (1 << depth)


def variants():
    """(name, colour, depth, pixels, palette, trns, rgba8 rows)."""
    for depth in (1, 2, 4, 8, 16):
        px = [[(sample(y * W + x, depth, 1),) for x in range(W)] for y in range(H)]
        key = px[0][1][0]
        for with_trns in (False, True):
            ref = [[(to8(p[0], depth),) * 3 + (0 if with_trns and p[0] == key else 255,) for p in row] for row in px]
            yield f"g{depth:02}{'t' if with_trns else ''}", 0, depth, px, None, struct.pack(">H", key) if with_trns else None, ref
    for depth in (8, 16):
        px = [[tuple(sample(y * W + x, depth, c) for c in (2, 3, 4)) for x in range(W)] for y in range(H)]
        for y in range(0, H, 3):  # several pixels of the key colour
            px[y][5] = px[1][2]
        key = px[1][2]
        for with_trns in (False, True):
            ref = [[tuple(to8(v, depth) for v in p) + (0 if with_trns and p == key else 255,) for p in row] for row in px]
            yield f"c{depth:02}{'t' if with_trns else ''}", 2, depth, px, None, struct.pack(">HHH", *key) if with_trns else None, ref
        for colour, name, n in ((4, "ga", 2), (6, "rgba", 4)):
            px = [[tuple(sample(y * W + x, depth, c + 5) for c in range(n)) for x in range(W)] for y in range(H)]
            ref = [[(tuple(to8(v, depth) for v in p[:-1]) * (3 if n == 2 else 1)) + (to8(p[-1], depth),) for p in row] for row in px]
            yield f"{name}{depth:02}", colour, depth, px, None, None, ref
    for depth in (1, 2, 4, 8):
        count = 1 << depth
        palette = [((k * 97 + 11) % 256, (k * 53 + 200) % 256, (k * 29 + 70) % 256) for k in range(count)]
        alphas = bytes((k * 71 + 9) % 256 for k in range(max(1, count - 1)))  # the last entry keeps alpha 255
        px = [[(sample(y * W + x, 8, 9) % count,) for x in range(W)] for y in range(H)]
        for with_trns in (False, True):
            def rgba(i):
                return palette[i] + ((alphas[i] if i < len(alphas) else 255) if with_trns else 255,)
            ref = [[rgba(p[0]) for p in row] for row in px]
            yield f"p{depth:02}{'t' if with_trns else ''}", 3, depth, px, palette, alphas if with_trns else None, ref


def bomb():
    side = 16384
    raw = (b"\x00" * (1 + side // 8)) * side
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0))
    return png + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


for name, colour, depth, px, palette, trns, ref in variants():
    for interlaced in (False, True):
        with open(("i" if interlaced else "") + name + ".png", "wb") as f:
            f.write(encode(px, colour, depth, interlaced, palette, trns))
    with open(name + ".rgba8.png", "wb") as f:
        f.write(encode(ref, 6, 8, False))
with open("bomb.png", "wb") as f:
    f.write(bomb())
