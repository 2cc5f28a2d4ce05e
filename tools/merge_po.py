"""The translation catalogues after a merge.

Every branch that adds window texts changes the template and the `.po` files, so they
conflict on nearly every merge. During `git merge BRANCH`, once the code's conflicts are
resolved, from the repository root:

    .venv/bin/python tools/merge_po.py BRANCH

takes HEAD's catalogues, extracts the template again from the merged code, updates every
`.po` from it, then fills each entry left untranslated or fuzzy from BRANCH's or HEAD's
catalogue where either holds a checked translation of the same text (id and context).
It prints, per language, how many it filled and how many are still to translate.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from game.locale.catalogues import LANGUAGES, TEMPLATE, po_path, po_text, read_catalogue  # noqa: E402


def _at(ref: str, path: Path) -> bytes | None:
    done = subprocess.run(["git", "show", f"{ref}:{path.relative_to(ROOT).as_posix()}"], cwd=ROOT,
                          capture_output=True)
    return done.stdout if done.returncode == 0 else None


def _complete(string: object) -> bool:
    return bool(string) and (all(string) if isinstance(string, tuple) else True)


def main(branch: str) -> int:
    sources: dict[str, list[Catalog]] = {}
    for language in LANGUAGES:
        path = po_path(language)
        ours, theirs = _at("HEAD", path), _at(branch, path)
        sources[language] = [read_po(io.BytesIO(data)) for data in (theirs, ours) if data]
        if ours is not None:
            path.write_bytes(ours)
    head_template = _at("HEAD", TEMPLATE)
    if head_template is not None:
        TEMPLATE.write_bytes(head_template)
    python = sys.executable
    subprocess.run([python, "-m", "game.locale", "extract"], cwd=ROOT, check=True)
    subprocess.run([python, "-m", "game.locale", "update"], cwd=ROOT, check=True)
    for language in LANGUAGES:
        catalog = read_catalogue(language)
        filled = missing = 0
        for message in catalog:
            if not message.id or (_complete(message.string) and not message.fuzzy):
                continue
            found = next((other for source in sources[language]
                          if (other := source.get(message.id, message.context)) is not None
                          and not other.fuzzy and _complete(other.string)), None)
            if found is None:
                missing += 1
                continue
            message.string = found.string
            message.flags.discard("fuzzy")
            filled += 1
        po_path(language).write_text(po_text(catalog), encoding="utf-8")
        print(f"{language}: {filled} filled from the two sides, {missing} still to translate")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
