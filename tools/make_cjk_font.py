#!/usr/bin/env python3
"""Cut Noto Sans CJK SC down to the characters Two Rivers draws in Chinese.

    python tools/make_cjk_font.py [--source FONT.ttc] [--check]

The window draws Simplified Chinese with `assets/fonts/NotoSansCJKsc-TwoRivers.otf`
(docs/i18n.md). The whole font is about 20 MB, a quarter of what the
executable may weigh, so this script keeps only the glyphs the game needs:
every character of the Chinese catalogue (`game/locale/zh_CN/LC_MESSAGES/
tworivers.po`, which holds the lessons too), the language's own name in the
settings, and printable ASCII (cell names, numbers, players' names typed in
Latin letters). Run it again whenever the Chinese catalogue changes; a test
fails while a character of the catalogue is missing from the font.

The source is Debian's `fonts-noto-cjk` package (`apt-get install
fonts-noto-cjk`), the bold weight, as the interface's other font (DejaVu Sans
Condensed Bold) is bold. Noto Sans CJK is under the SIL Open Font License 1.1
(`assets/fonts/LICENSE-NotoSansCJK.txt`), which allows a subset to be shipped
under a name of its own (its Reserved Font Name, "Source", is not in the subset's name). Needs
fontTools (the `test` extra). `--check` only says whether the committed font
covers the catalogue (exit 1 if not).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUTPUT = ROOT / "assets" / "fonts" / "NotoSansCJKsc-TwoRivers.otf"
SOURCES = (
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
    Path("/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Bold.ttc"),
)
FAMILY = "Noto Sans CJK SC"
# Always kept: printable ASCII, and the few signs the window draws around texts.
EXTRA = "".join(chr(c) for c in range(0x20, 0x7F)) + "—–…·×“”‘’«»•→←↑↓⚠✓" + "简体中文"


def needed_characters() -> set[str]:
    """Every character the Chinese catalogue's translations use, and EXTRA."""
    from game.locale.catalogues import read_catalogue

    chars = set(EXTRA)
    for message in read_catalogue("zh_CN"):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            chars.update(text or "")
    return {c for c in chars if c.isprintable() or c == " "}


def _sc_font(path: Path):
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(path))
    for font in collection.fonts:
        names = {record.toUnicode() for record in font["name"].names if record.nameID in (1, 16)}
        if FAMILY in names:
            return font
    raise SystemExit(f"{path}: no {FAMILY} in this collection")


def make(source: Path, output: Path = OUTPUT) -> tuple[int, int]:
    """Write the subset; (characters kept, bytes)."""
    from fontTools import subset

    font = _sc_font(source)
    cmap = font.getBestCmap()
    chars = sorted(c for c in needed_characters() if ord(c) in cmap)
    options = subset.Options()
    options.layout_features = ["kern", "palt", "vert", "locl"]
    options.name_IDs = ["*"]
    options.name_legacy = True
    options.name_languages = ["*"]
    options.hinting = False
    options.desubroutinize = False
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same characters give the same bytes (no date inside)
    font.save(str(output))
    return len(chars), output.stat().st_size


def missing_from(font_path: Path = OUTPUT) -> set[str]:
    """The needed characters the font at `font_path` lacks (a space has no glyph to miss)."""
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(font_path)).getBestCmap()
    return {c for c in needed_characters() if ord(c) not in cmap and not c.isspace()}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="Noto Sans CJK (.ttc) to cut from")
    parser.add_argument("--check", action="store_true", help="only check the committed font")
    args = parser.parse_args(argv)
    if args.check:
        missing = missing_from()
        if missing:
            print(f"{OUTPUT.name} lacks {len(missing)} characters: {''.join(sorted(missing))}")
            return 1
        print(f"{OUTPUT.name} covers the Chinese catalogue")
        return 0
    source = args.source or next((p for p in SOURCES if p.exists()), None)
    if source is None:
        print("Noto Sans CJK not found: apt-get install fonts-noto-cjk, or pass --source", file=sys.stderr)
        return 1
    count, size = make(source)
    print(f"{OUTPUT.relative_to(ROOT)}: {count} characters, {size / 1024:.0f} KB (from {source})")
    lost = missing_from()
    if lost:
        print(f"not in the source font: {''.join(sorted(lost))}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
