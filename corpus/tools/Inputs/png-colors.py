"""Prints, for a PNG screenshot (8-bit RGB or RGBA, not interlaced, as
headless Chromium writes), its size and whether each colour given as
RRGGBB occurs in it: `WIDTHxHEIGHT`, then `RRGGBB yes|no` per colour, then
the share of pixels that are not white. Decoded with the standard library
only (zlib and the PNG row filters)."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = row[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + a) & 255
            elif kind == 2:
                row[i] = (row[i] + b) & 255
            elif kind == 3:
                row[i] = (row[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(row)
        previous = row
    return width, height, channels, rows


width, height, channels, rows = pixels(sys.argv[1])
seen, coloured = set(), 0
for row in rows:
    for x in range(0, len(row), channels):
        rgb = bytes(row[x:x + 3])
        seen.add(rgb)
        coloured += rgb != b"\xff\xff\xff"
print(f"{width}x{height}")
for wanted in sys.argv[2:]:
    print(wanted, "yes" if bytes.fromhex(wanted) in seen else "no")
print(f"not white: {100 * coloured // (width * height)}%")
