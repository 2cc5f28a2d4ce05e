#!/usr/bin/env python3
"""Cut the titles' display faces for the scripts Cinzel lacks: Cyrillic and Chinese.

    python tools/make_titles_font.py [--source OldStandard-Bold.ttf] [--cjk-source NotoSerifCJK-Bold.ttc]

Writes `assets/fonts/TwoRiversTitles-Cyrillic.ttf` and
`assets/fonts/NotoSerifCJKsc-TwoRivers-Titles.otf`.

Cinzel, the display font of titles and banners, has no Cyrillic, so Russian
titles fell back to the plain interface font. Old Standard (Alexey Kryukov), a
revival of the serif of Russian books around 1900, is their display face. The
whole file is 380 KB and the executable must stay under 80 MB, so this keeps
only what a Russian title can hold: printable ASCII, Latin-1 and Latin
Extended-A (names typed by players), the Cyrillic block and common punctuation.

The source is Debian's `fonts-oldstandard` package (`apt-get install
fonts-oldstandard`, or `apt-get download` and `dpkg -x`). Old Standard is under
the SIL Open Font License (`assets/fonts/LICENSE-OldStandard.txt`), and
"Old Standard" is a Reserved Font Name: a modified version (this subset) must
not carry it, so the subset's names say "Two Rivers Titles". Needs fontTools
(the `test` extra).

Chinese titles take Noto Serif CJK SC Bold (a Song/Ming face, the display
counterpart of the interface's Noto Sans), from the same Debian package as the
interface's Chinese font (`fonts-noto-cjk`), cut to the characters of the
Chinese catalogue as `tools/make_cjk_font.py` cuts the Sans (its list of
characters is reused; that script and its font are not touched). Run this
again when the Chinese catalogue changes: a title with a character the subset
lacks is drawn in the interface font meanwhile. SIL Open Font License 1.1
(`assets/fonts/LICENSE-NotoSerifCJK.txt`); its Reserved Font Name, "Source",
is not in the subset's name.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "assets" / "fonts" / "TwoRiversTitles-Cyrillic.ttf"
SOURCES = (
    Path("/usr/share/fonts/truetype/fonts-oldstandard/OldStandard-Bold.ttf"),
    Path("/tmp/fontdl/os/usr/share/fonts/truetype/fonts-oldstandard/OldStandard-Bold.ttf"),
)
FAMILY = "Two Rivers Titles"
CJK_OUTPUT = ROOT / "assets" / "fonts" / "NotoSerifCJKsc-TwoRivers-Titles.otf"
CJK_SOURCES = (
    Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"),
    Path("/tmp/fontdl/cjk/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"),
)
CJK_FAMILY = "Noto Serif CJK SC"
RANGES = ((0x20, 0x7E), (0xA0, 0x17F), (0x400, 0x45F), (0x2010, 0x2027), (0x2030, 0x203A), (0x2116, 0x2116))


def make(source: Path, output: Path = OUTPUT) -> tuple[int, int]:
    """Write the subset, renamed; (characters kept, bytes)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(source))
    cmap = font.getBestCmap()
    codes = [c for low, high in RANGES for c in range(low, high + 1) if c in cmap]
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl"]
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            names.setName(FAMILY if record.nameID != 4 else f"{FAMILY} Bold", record.nameID,
                          record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 6):
            names.setName("TwoRiversTitles-Bold", record.nameID, record.platformID, record.platEncID,
                          record.langID)
    font.recalcTimestamp = False  # the same characters give the same bytes (no date inside)
    font.save(str(output))
    return len(codes), output.stat().st_size


def make_cjk(source: Path, output: Path = CJK_OUTPUT) -> tuple[int, int]:
    """Write the Chinese titles' subset; (characters kept, bytes)."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "tools"))
    from make_cjk_font import needed_characters

    font = next((f for f in TTCollection(str(source)).fonts
                 if CJK_FAMILY in {r.toUnicode() for r in f["name"].names if r.nameID in (1, 16)}), None)
    if font is None:
        raise SystemExit(f"{source}: no {CJK_FAMILY} in this collection")
    cmap = font.getBestCmap()
    codes = sorted(ord(c) for c in needed_characters() if ord(c) in cmap)
    options = subset.Options()
    options.layout_features = ["kern", "palt", "locl"]
    options.name_IDs = ["*"]
    options.name_legacy = True
    options.name_languages = ["*"]
    options.hinting = False
    options.desubroutinize = False
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same characters give the same bytes (no date inside)
    font.save(str(output))
    return len(codes), output.stat().st_size


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="OldStandard-Bold.ttf to cut from")
    parser.add_argument("--cjk-source", type=Path, help="NotoSerifCJK-Bold.ttc to cut from")
    args = parser.parse_args(argv)
    cjk = args.cjk_source or next((p for p in CJK_SOURCES if p.exists()), None)
    if cjk is None:
        print("Noto Serif CJK not found: apt-get install fonts-noto-cjk, or pass --cjk-source",
              file=sys.stderr)
        return 1
    count, size = make_cjk(cjk)
    print(f"{CJK_OUTPUT.relative_to(ROOT)}: {count} characters, {size / 1024:.0f} KB (from {cjk})")
    source = args.source or next((p for p in SOURCES if p.exists()), None)
    if source is None:
        print("Old Standard not found: apt-get install fonts-oldstandard, or pass --source", file=sys.stderr)
        return 1
    count, size = make(source)
    print(f"{OUTPUT.relative_to(ROOT)}: {count} characters, {size / 1024:.0f} KB (from {source})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
