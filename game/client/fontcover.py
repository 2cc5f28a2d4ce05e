"""Which characters a font file has: its character map, read from the file.

pygame-ce's `Font.metrics` gives a missing character the metrics of the
font's "missing glyph" box, so it cannot tell whether a title in Cinzel
would show Cyrillic as boxes. This reads the font's `cmap` table (the
formats 4 and 12 every TrueType/OpenType font has) once per file; no pygame,
no fontTools (a development tool only). Tests check it against fontTools.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path


@cache
def characters(path: str | Path) -> frozenset[int]:
    """The code points `path` (a .ttf or .otf) maps to a glyph."""
    data = Path(path).read_bytes()
    tables = struct.unpack_from(">H", data, 4)[0]
    offset = None
    for i in range(tables):
        tag, _checksum, where, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            offset = where
            break
    if offset is None:
        return frozenset()
    count = struct.unpack_from(">H", data, offset + 2)[0]
    best: tuple[int, int] | None = None  # (preference, subtable offset)
    for i in range(count):
        platform, encoding, where = struct.unpack_from(">HHI", data, offset + 4 + 8 * i)
        fmt = struct.unpack_from(">H", data, offset + where)[0]
        rank = {(3, 10, 12): 0, (0, 4, 12): 1, (0, 6, 12): 1, (3, 1, 4): 2, (0, 3, 4): 3}.get(
            (platform, encoding, fmt), 9 if fmt in (4, 12) else None)
        if rank is not None and (best is None or rank < best[0]):
            best = (rank, offset + where)
    if best is None:
        return frozenset()
    return frozenset(_read(data, best[1]))


def _read(data: bytes, at: int) -> set[int]:
    fmt = struct.unpack_from(">H", data, at)[0]
    found: set[int] = set()
    if fmt == 12:
        groups = struct.unpack_from(">I", data, at + 12)[0]
        for g in range(groups):
            start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
            if glyph or start:
                found.update(range(start, end + 1))
        return found
    # Format 4: segments of (end, start, delta, range offset).
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    offsets_at = at + 16 + 6 * segments
    offsets = struct.unpack_from(f">{segments}H", data, offsets_at)
    for s in range(segments):
        for code in range(starts[s], ends[s] + 1):
            if code == 0xFFFF:
                continue
            if offsets[s] == 0:
                glyph = (code + deltas[s]) & 0xFFFF
            else:
                where = offsets_at + 2 * s + offsets[s] + 2 * (code - starts[s])
                glyph = struct.unpack_from(">H", data, where)[0]
                if glyph:
                    glyph = (glyph + deltas[s]) & 0xFFFF
            if glyph:
                found.add(code)
    return found


def covers(path: str | Path, text: str) -> bool:
    """Whether the font at `path` has every character of `text` (spaces and control
    characters aside)."""
    have = characters(str(path))
    return all(ord(ch) in have for ch in text if ch.isprintable() and not ch.isspace())
