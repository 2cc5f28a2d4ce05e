"""Write the application icon files from the game's own art code
(`game/client/icon.py`): a PNG, a Windows .ico and a macOS .icns.

    python build/make_icon.py OUTPUT_FOLDER

The spec (`two_rivers.spec`) runs this at every build, into PyInstaller's
work folder, so the icon files are never stale and never committed. Both
container formats hold PNG images (Windows Vista and later, macOS 10.7 and
later read them), which pygame can write; no image library is needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns image types that hold PNG data, by their pixel size.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024))
PNG_SIZE = 256


def png_bytes(size: int) -> bytes:
    import pygame

    from game.client.icon import draw_icon

    out = io.BytesIO()
    pygame.image.save(draw_icon(size), out, "icon.png")
    return out.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file: a directory of entries, then each image (PNG) in turn."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the format
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An .icns file: "icns", the total length, then (type, length, PNG) blocks."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = images[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icons(folder: Path) -> dict[str, Path]:
    """Write two_rivers.png, .ico and .icns into `folder`; their paths by suffix."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES} | {PNG_SIZE})
    images = {size: png_bytes(size) for size in sizes}
    paths = {
        "png": folder / "two_rivers.png",
        "ico": folder / "two_rivers.ico",
        "icns": folder / "two_rivers.icns",
    }
    paths["png"].write_bytes(images[PNG_SIZE])
    paths["ico"].write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(images))
    return paths


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python build/make_icon.py OUTPUT_FOLDER", file=sys.stderr)
        return 2
    try:
        paths = write_icons(Path(argv[0]))
    except OSError as error:
        reason = error.strerror or error
        print(f"make_icon.py: cannot write the icons into {argv[0]}: {reason}", file=sys.stderr)
        return 2
    for path in paths.values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # this checkout's `game`, ahead of any installed copy
    sys.exit(main(sys.argv[1:]))
