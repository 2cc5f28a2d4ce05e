"""The translation catalogues, made with Babel: extract, update, compile, check.

    python -m game.locale extract     write the template game/locale/tworivers.pot
    python -m game.locale update      merge the template into every <lang>/LC_MESSAGES/tworivers.po
    python -m game.locale compile     write tworivers.mo beside every .po (what the game reads)
    python -m game.locale check       exit 1 when the template is out of date

Texts come from three places (docs/i18n.md):

* the window, `game/client/**.py`: literals passed to `_()`, `N_()` and
  `ngettext()`;
* the engine's reasons why an action is illegal (`game/engine/`, mostly `explain.py`)
  and the lessons' narration (`game/lessons/`): literals passed to `_r()`,
  `_rn()`, `said()`, `said_n()`, `_msg()` and `_msgs()` (data only: the engine never translates,
  `game/engine/explanation.py`); Yellow & Yangtze's in the context "yangtze"
  (`GAME_CONTEXTS`);
* the lessons, every `*.toml` under `levels/`: their titles, summaries,
  names, step texts, hints and tips (`extract_lessons`), each as the game
  shows it (lines of a paragraph joined), so rewrapping a lesson's lines
  does not lose its translation.

The `.po` files are the sources kept in git; the `.mo` files are made by
`dev.py` (and by the tests and the build) and never committed. Babel is a
development and build tool only: the game reads `.mo` files with the
standard library's `gettext`.
"""

from __future__ import annotations

import io
import re
import sys
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from game.games import GAMES

ROOT = Path(__file__).resolve().parent.parent.parent
LOCALE_DIR = Path(__file__).resolve().parent
DOMAIN = "tworivers"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
LANGUAGES = ("ru", "pl", "zh_CN")  # the catalogues the game ships

# (folder, glob, method, keywords)
PYTHON_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                   "npgettext": ((1, "c"), 2, 3),
                   "NP_": ((1, "c"), 2)}
ENGINE_KEYWORDS = {"_r": None, "_rn": (1, 2), "said": (2,), "said_n": (2, 3),
                   "_msg": None, "_msgs": (1, 2)}  # the last two: game/lessons/yangtze/
# Every game's engine and lesson narration but the first's (whose sentences came first and
# have no context), whose sentences and words the window asks in the game's message context
# (`i18n.explained`): a sentence both games' engines say ("{cell} already holds a {colour}
# tile") needs Russian «тайл» in one game and «жетон» in the other.
GAME_CONTEXTS = {f"game/{layer}/{game}/": game for game in GAMES[1:] for layer in ("engine", "lessons")}
# A date of no meaning, so the template changes only when a text does.
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def _sources() -> list[tuple[Path, str, dict]]:
    """(file, method, keywords) of every file texts are taken from, in a fixed order."""
    found: list[tuple[Path, str, dict]] = []
    for path in sorted((ROOT / "game" / "client").rglob("*.py")):
        found.append((path, "python", PYTHON_KEYWORDS))
    for folder in ("engine", "lessons"):
        for path in sorted((ROOT / "game" / folder).rglob("*.py")):
            found.append((path, "python", ENGINE_KEYWORDS))
    for path in sorted((ROOT / "levels").rglob("*.toml")):
        found.append((path, "lessons", {"pgettext": ((1, "c"), 2)}))
    return found


def tidy(text: str) -> str:
    """A lesson text as the game shows it (`game.lessons.lesson._tidy`, repeated here so
    that extraction needs no game import)."""
    paragraphs = []
    for block in text.strip().split("\n\n"):
        lines = [line.strip() for line in block.splitlines()]
        if any(lines):
            paragraphs.append(" ".join(line for line in lines if line))
    return "\n\n".join(paragraphs)


LESSON_FIELDS = ("text", "miss", "after")


# (line, function, message, comments): the function is None for a plain gettext, "pgettext"
# with a (context, message) pair.
LessonMessage = tuple[int, str | None, str | tuple[str, str], list[str]]


def extract_lessons(fileobj, keywords, comment_tags, options) -> Iterator[LessonMessage]:
    """A Babel extraction method for lesson files (docs/lessons.md): every text a
    learner reads, with a comment saying which field it is. Line numbers are those of
    the lesson's start (TOML does not keep them): the comment names the field."""
    data = tomllib.loads(fileobj.read().decode("utf-8"))

    def found(value, where: str) -> Iterator[LessonMessage]:
        if isinstance(value, str) and value.strip():
            yield 1, None, tidy(value), [where]

    title = data.get("title")
    if data.get("game") == "yangtze" and isinstance(title, str) and title.strip():
        # Yellow & Yangtze's titles in its own words ("Revolts" is «Мятежи» here, not the
        # first game's «Внутренние конфликты»): the lessons menu asks with this context.
        yield 1, "pgettext", ("yangtze", tidy(title)), ["lesson title"]
    else:
        yield from found(title, "lesson title")
    yield from found(data.get("summary"), "lesson summary")
    # A challenge's (`levels/<game>/challenges/`, docs/challenges.md): its goal said and its hint.
    yield from found(data.get("description"), "challenge description")
    yield from found(data.get("hint"), "challenge hint")
    for name in data.get("names", []) if isinstance(data.get("names"), list) else []:
        yield from found(name, "a player's name in the lesson")
    tips = data.get("tips", {})
    if isinstance(tips, dict):
        for key, value in tips.items():
            yield from found(value, f"tip ({key})")
    steps = data.get("steps", [])
    for number, step in enumerate(steps if isinstance(steps, list) else [], start=1):
        if not isinstance(step, dict):
            continue
        for key in LESSON_FIELDS:
            yield from found(step.get(key), f"step {number}: {key}")
        for hint in step.get("hints", []) if isinstance(step.get("hints"), list) else []:
            yield from found(hint, f"step {number}: hint")
        wrong = step.get("wrong", {})
        if isinstance(wrong, dict):
            for action, words in wrong.items():
                yield from found(words, f"step {number}: for the move {action}")


def template() -> Catalog:
    """Every text of the game, in source order (a text found twice keeps every place)."""
    catalog = Catalog(project="Two Rivers", version="0.1", creation_date=FIXED_DATE,
                      revision_date=FIXED_DATE, msgid_bugs_address="", charset="utf-8",
                      fuzzy=False)
    for path, method, keywords in _sources():
        where = path.relative_to(ROOT).as_posix()
        extractor = extract_lessons if method == "lessons" else method
        with path.open("rb") as handle:
            # Babel annotates a method's results as extract()'s own (line, message, comments,
            # context), but it reads them as (line, function, message, comments), as made here.
            messages = list(extract(extractor, handle,  # type: ignore[arg-type]
                                    keywords=keywords or {},
                                    comment_tags=("TRANSLATORS:",)))
        file_context = next((context for start, context in GAME_CONTEXTS.items() if where.startswith(start)),
                            None)
        for lineno, message, comments, context in messages:
            context = context or file_context
            flags = ("python-brace-format",) if "{" in (message if isinstance(message, str)
                                                        else message[0]) else ()
            existing = catalog.get(message if isinstance(message, str) else message[0], context)
            if existing is not None:
                existing.locations.append((where, lineno))
                for comment in comments:
                    if comment not in existing.auto_comments:
                        existing.auto_comments.append(comment)
                continue
            catalog.add(message, None, [(where, lineno)], auto_comments=comments, flags=flags,
                        context=context)
    return catalog


TEMPLATE_COMMENT = """\
# Two Rivers: the texts of the game, made by `python -m game.locale extract`
# (do not edit by hand; docs/i18n.md)."""
CATALOGUE_COMMENT = """\
# Two Rivers: the texts of the game in {language} (docs/i18n.md, docs/glossary-{language}.md).
# The template is merged in by `python -m game.locale update`."""


def po_text(catalog: Catalog, template: bool = False) -> str:
    catalog.header_comment = TEMPLATE_COMMENT if template else \
        CATALOGUE_COMMENT.format(language=catalog.locale_identifier)
    catalog.msgid_bugs_address = "the project's issues"
    catalog.last_translator = "the Two Rivers project"
    catalog.language_team = "the Two Rivers project"
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, include_previous=False, include_lineno=False,
             sort_output=False, ignore_obsolete=True)
    # Babel writes its own version into the header; a new Babel release must not change the
    # files we commit, so the line names the project's tool instead.
    return GENERATED_BY.sub(r'\1"Generated-By: python -m game.locale\\n"', out.getvalue().decode("utf-8"))


GENERATED_BY = re.compile(r'(^|\n)"Generated-By: [^"\n]*"')


def _messages(catalog: Catalog) -> list[tuple[object, ...]]:
    """What a catalogue says, without its header: each message's id, context, places,
    flags and comments, in order."""
    return [(m.id, m.context, sorted({path for path, _ in m.locations}), sorted(m.flags),
             list(m.auto_comments)) for m in catalog if m.id]


def extract_template() -> int:
    catalog = template()
    TEMPLATE.write_text(po_text(catalog, template=True), encoding="utf-8")
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(catalog)} texts")
    return 0


def template_is_current() -> bool:
    """The committed template holds the messages the sources hold now (its header, which
    names tool versions and dates, is not compared)."""
    if not TEMPLATE.exists():
        return False
    with TEMPLATE.open("rb") as handle:
        committed = read_po(handle)
    return _messages(committed) == _messages(template())


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def read_catalogue(language: str) -> Catalog:
    with po_path(language).open("rb") as handle:
        return read_po(handle, locale=language, domain=DOMAIN)


def update() -> int:
    """Merge the template into every catalogue: new texts arrive untranslated, changed
    ones fuzzy (a test fails until a translator has looked at them)."""
    with TEMPLATE.open("rb") as handle:
        pot = read_po(handle)
    for language in LANGUAGES:
        path = po_path(language)
        if path.exists():
            catalog = read_catalogue(language)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=language, domain=DOMAIN, project="Two Rivers", version="0.1",
                              creation_date=FIXED_DATE, fuzzy=False)
        catalog.update(pot, update_header_comment=False, update_creation_date=False)
        catalog.revision_date = FIXED_DATE
        catalog.fuzzy = False
        path.write_text(po_text(catalog), encoding="utf-8")
        missing = sum(1 for m in catalog if m.id and (not m.string or m.fuzzy
                      or (isinstance(m.string, tuple) and not all(m.string))))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} texts, {missing} to translate")
    return 0


def compile_catalogues(quiet: bool = False) -> int:
    """Write every `.mo` from its `.po` (untranslated and fuzzy texts stay English)."""
    for language in LANGUAGES:
        path = po_path(language)
        if not path.exists():
            continue
        catalog = read_catalogue(language)
        with mo_path(language).open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        if not quiet:
            print(f"{mo_path(language).relative_to(ROOT)}: compiled")
    return 0


def compile_if_stale() -> None:
    """Compile the catalogues whose `.mo` is missing or older than the `.po` (the set-up
    and the tests call this; quick when nothing changed)."""
    for language in LANGUAGES:
        po, mo = po_path(language), mo_path(language)
        if po.exists() and (not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime):
            compile_catalogues(quiet=True)
            return


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "extract":
        return extract_template()
    if command == "update":
        return update()
    if command == "compile":
        return compile_catalogues()
    if command == "check":
        if not template_is_current():
            print(f"{TEMPLATE.relative_to(ROOT)}: out of date; run `python -m game.locale extract`",
                  file=sys.stderr)
            return 1
        return 0
    print(__doc__)
    return 2
