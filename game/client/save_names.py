"""A save's file name from its name: safe on Windows, macOS and Linux."""

from __future__ import annotations

import re
import unicodedata

# Characters no file name may hold on Windows, macOS or Linux (and the path separators).
_FORBIDDEN = set('<>:"/\\|?*')
# Names Windows keeps for devices, whatever the extension ("con.toml" cannot be created).
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
# A file name's stem in bytes (UTF-8): with "-9999.toml" well under the 255 bytes every
# common file system allows.
SLUG_BYTES = 96


def slug(name: str) -> str:
    """A save's file name (without ".toml") from its name: letters and digits of any
    script kept (lower case, NFC), every run of anything else one "-"; no character any of
    Windows, macOS or Linux forbids, no reserved device name, no trailing dot or space,
    at most `SLUG_BYTES` bytes. Two names may give one slug: `save_path_for` numbers them."""
    text = unicodedata.normalize("NFC", name.strip()).lower()
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch in _FORBIDDEN or category[0] not in "LNM" and ch not in "_-":
            kept.append("-")
        else:
            kept.append(ch)
    text = re.sub(r"-+", "-", "".join(kept)).strip("-")
    while len(text.encode("utf-8")) > SLUG_BYTES:
        text = text[:-1]
    text = text.rstrip("-. ")
    if text.split(".")[0] in _RESERVED:
        text = "game-" + text
    return text or "game"
