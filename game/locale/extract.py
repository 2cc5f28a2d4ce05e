"""Write the gettext template `game/locale/tworivers.pot` from the sources.

    python -m game.locale.extract [--check]

Collects every literal passed to `_()`, `N_()` and `ngettext()` in
`game/client/` (the one translation function and its helpers, see
`game/client/i18n.py`). A translator copies the template to
`game/locale/<lang>/LC_MESSAGES/tworivers.po`, translates it, and compiles
it to `tworivers.mo` (`msgfmt`). `--check` exits 1 when the template is out
of date (a test runs it).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = [ROOT / "game" / "client"]
TEMPLATE = Path(__file__).resolve().parent / "tworivers.pot"

HEADER = '''# Two Rivers: the texts of the game window.
# Made by `python -m game.locale.extract`; do not edit by hand.
msgid ""
msgstr ""
"Project-Id-Version: two-rivers\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
'''


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def messages() -> dict[tuple[str, str | None], list[str]]:
    """(msgid, plural or None) -> the places it occurs, in source order."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            where = path.relative_to(ROOT).as_posix()
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                    continue
                args = node.args
                literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args]
                if node.func.id in ("_", "N_") and args and literal[0]:
                    key = (args[0].value, None)
                elif node.func.id == "ngettext" and len(args) >= 2 and literal[0] and literal[1]:
                    key = (args[0].value, args[1].value)
                else:
                    continue
                found.setdefault(key, []).append(f"{where}:{node.lineno}")
    return found


def template() -> str:
    parts = [HEADER]
    for (msgid, plural), places in sorted(messages().items(), key=lambda item: item[1][0]):
        parts.append("")
        parts.append("#: " + " ".join(sorted(set(p.rsplit(":", 1)[0] for p in places))))
        if "{" in msgid:
            parts.append("#, python-brace-format")
        parts.append(f"msgid {_quote(msgid)}")
        if plural is None:
            parts.append('msgstr ""')
        else:
            parts.append(f"msgid_plural {_quote(plural)}")
            parts.append('msgstr[0] ""')
            parts.append('msgstr[1] ""')
    return "\n".join(parts) + "\n"


def main(argv: list[str]) -> int:
    text = template()
    if "--check" in argv:
        current = TEMPLATE.read_text(encoding="utf-8") if TEMPLATE.exists() else ""
        if current != text:
            print(f"{TEMPLATE}: out of date; run `python -m game.locale.extract`", file=sys.stderr)
            return 1
        return 0
    TEMPLATE.write_text(text, encoding="utf-8")
    print(f"{TEMPLATE}: {len(messages())} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
