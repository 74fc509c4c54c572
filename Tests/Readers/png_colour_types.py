#!/usr/bin/env python3
"""Writes, with pypng's writer (Debian's python3-png), one PNG for every colour type x bit depth of
the PNG specification, each plain and Adam7-interlaced, and with a tRNS chunk where the type
allows one: what Bezel's PNG decoder is checked with (Tests/BezelPNGTests/PNGColourTypeTests.swift,
Tests/BezelRasterTests/ImageStoreTests.swift), made at test time instead of kept as files.

usage: png_colour_types.py FOLDER
Writes FOLDER/<name>.png and FOLDER/i<name>.png for each name:
  g01 g02 g04 g08 g16 (grey), g01t … g16t (grey with a transparent grey),
  c08 c16 (RGB), c08t c16t (RGB with a transparent colour),
  p01 p02 p04 p08 (palette), p01t … p08t (palette with alpha in tRNS),
  ga08 ga16 (grey + alpha), rgba08 rgba16 (RGB + alpha).
Each image is 33 x 31 pixels (odd, so rows end inside a byte at low depths and every Adam7 pass
has pixels), its samples spread over the whole range (16-bit samples not multiples of 257), the
transparent key colour present several times. pypng filters no row (filter type None), so each
file's rows are filtered again here, row y of Adam7 pass k (0 when not interlaced) with filter
type (y + k) mod 5 (None, Sub, Up, Average, Paeth, as the PNG specification defines them), and
chunks a decoder must read past are added: gAMA in every file, sBIT in the files without tRNS, bKGD
in those with it. Prints the names written. Exit 4 when pypng is missing.
"""
import io
import os
import struct
import sys
import zlib

try:
    import png
except ImportError:
    print("pypng is not installed (apt-get install python3-png)", file=sys.stderr)
    sys.exit(4)

W, H = 33, 31


def sample(x, y, depth, salt):
    """A sample that walks the whole range of `depth` bits."""
    return ((x * 131 + y * 977 + salt * 7919) * 40503 + 13) % (1 << depth)


def images():
    """(name, writer keywords, rows) for every colour type, bit depth and tRNS variant."""
    for depth in (1, 2, 4, 8, 16):
        rows = [[sample(x, y, depth, 1) for x in range(W)] for y in range(H)]
        key = rows[0][1]
        yield f"g{depth:02}", dict(greyscale=True, bitdepth=depth), rows
        yield f"g{depth:02}t", dict(greyscale=True, bitdepth=depth, transparent=key), rows
    for depth in (8, 16):
        pixels = [[tuple(sample(x, y, depth, c) for c in (2, 3, 4)) for x in range(W)] for y in range(H)]
        for y in range(0, H, 3):
            pixels[y][5] = pixels[1][2]
        key = pixels[1][2]
        rows = [[v for p in row for v in p] for row in pixels]
        yield f"c{depth:02}", dict(greyscale=False, bitdepth=depth), rows
        yield f"c{depth:02}t", dict(greyscale=False, bitdepth=depth, transparent=key), rows
        grey_alpha = [[v for x in range(W) for v in (sample(x, y, depth, 5), sample(x, y, depth, 6))] for y in range(H)]
        yield f"ga{depth:02}", dict(greyscale=True, alpha=True, bitdepth=depth), grey_alpha
        rgba = [[v for x in range(W) for v in (sample(x, y, depth, c) for c in (7, 8, 9, 10))] for y in range(H)]
        yield f"rgba{depth:02}", dict(greyscale=False, alpha=True, bitdepth=depth), rgba
    for depth in (1, 2, 4, 8):
        count = 1 << depth
        rgb = [((k * 97 + 11) % 256, (k * 53 + 200) % 256, (k * 29 + 70) % 256) for k in range(count)]
        rows = [[sample(x, y, 8, 9) % count for x in range(W)] for y in range(H)]
        yield f"p{depth:02}", dict(palette=rgb, bitdepth=depth), rows
        # Alpha for all entries but the last (which keeps 255, as a short tRNS leaves it).
        rgba = [c + ((k * 71 + 9) % 256,) for k, c in enumerate(rgb[:-1])] + [rgb[-1] + (255,)]
        yield f"p{depth:02}t", dict(palette=rgba, bitdepth=depth), rows


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack("!I", len(data)) + body + struct.pack("!I", zlib.crc32(body) & 0xFFFFFFFF)


def chunks(data):
    """(type, data) of every chunk of a PNG file."""
    at, out = 8, []
    while at < len(data):
        length, = struct.unpack("!I", data[at:at + 4])
        out.append((data[at + 4:at + 8], data[at + 8:at + 8 + length]))
        at += 12 + length
    return out


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(kind, line, prior, bpp):
    """`line` (the unfiltered bytes of one row) filtered with filter type `kind`."""
    out = bytearray(len(line))
    for i, x in enumerate(line):
        a = line[i - bpp] if i >= bpp else 0
        b = prior[i] if prior else 0
        c = prior[i - bpp] if prior and i >= bpp else 0
        predictor = (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]
        out[i] = (x - predictor) & 0xFF
    return bytes(out)


def refiltered(idat, width, height, depth, colour_type, interlaced):
    """The image data (pypng's, every row filter type None) with every filter type used."""
    raw = zlib.decompress(idat)
    bits = depth * CHANNELS[colour_type]
    bpp = max(1, bits // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    out, at = bytearray(), 0
    for k, (x0, y0, dx, dy) in enumerate(passes):
        w, h = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if w == 0 or h == 0:
            continue
        stride = (w * bits + 7) // 8
        prior = None
        for y in range(h):
            assert raw[at] == 0, "pypng wrote a filtered row"
            line = raw[at + 1:at + 1 + stride]
            at += 1 + stride
            kind = (y + k) % 5
            out.append(kind)
            out += filtered(kind, line, prior, bpp)
            prior = line
    assert at == len(raw)
    return zlib.compress(bytes(out), 9)


def finished(data, has_trns):
    """A PNG file pypng wrote, its rows refiltered and gAMA, sBIT or bKGD added."""
    parts = chunks(data)
    width, height, depth, colour_type, _, _, interlace = struct.unpack("!IIBBBBB", parts[0][1])
    idat = b"".join(d for t, d in parts if t == b"IDAT")
    significant = depth if depth <= 2 else depth - 1  # fewer significant bits than stored
    sbit = {0: (significant,), 2: (significant,) * 3, 3: (5, 6, 5), 4: (significant,) * 2, 6: (significant,) * 4}[colour_type]
    background = {0: struct.pack("!H", 1), 2: struct.pack("!3H", 1, 2, 3), 3: b"\x01",
                  4: struct.pack("!H", 1), 6: struct.pack("!3H", 1, 2, 3)}[colour_type]
    out = bytearray(data[:8]) + chunk(b"IHDR", parts[0][1]) + chunk(b"gAMA", struct.pack("!I", 45455))
    if not has_trns:
        out += chunk(b"sBIT", bytes(sbit))
    for kind, body in parts[1:]:
        if kind == b"IDAT":
            break
        out += chunk(kind, body)
    if has_trns:
        out += chunk(b"bKGD", background)
    out += chunk(b"IDAT", refiltered(idat, width, height, depth, colour_type, interlace == 1)) + chunk(b"IEND", b"")
    return bytes(out)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, keywords, rows in images():
        for interlaced in (False, True):
            writer = png.Writer(W, H, interlace=interlaced, **keywords)
            path = os.path.join(folder, ("i" if interlaced else "") + name + ".png")
            written = io.BytesIO()
            writer.write(written, rows)
            with open(path, "wb") as f:
                f.write(finished(written.getvalue(), name.endswith("t")))
            print(os.path.basename(path))


if __name__ == "__main__":
    main()
