"""The one translation function every player-visible text goes through.

    from game.client.i18n import _, N_, ngettext
    label = _("New game")

Catalogues are gettext `.mo` files under `game/locale/<lang>/LC_MESSAGES/
tworivers.mo`; `game/locale/tworivers.pot` is the template made by
`python -m game.locale.extract`. A source checkout keeps only the `.po` files
in git: where a language's `.mo` is missing or older than its `.po`, the
catalogue is read from the `.po` itself (`read_po`, the same catalogue
`msgfmt` would make; nothing is written). Without a catalogue for the
language the English text is shown. `N_` marks a text for extraction where it is defined
and translated later (module-level tables).
"""

from __future__ import annotations

import gettext
import os
import re
from typing import Any

from game.resources import resource_path

DOMAIN = "tworivers"
LOCALE_DIR = resource_path("game", "locale")  # the same from source and in the executable

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = ""  # the catalogue in use ("" for English)


_broken: set[str] = set()  # languages whose catalogue could not be read: never offered again


def shipped_languages() -> set[str]:
    """The languages the game has a catalogue for (folders of `LOCALE_DIR` holding a `.mo`,
    or in a source checkout its `.po`), less any whose catalogue could not be read."""
    try:
        entries = os.listdir(LOCALE_DIR)
    except OSError:
        return set()
    found = set()
    for name in entries:
        if _LANGUAGE_NAME.fullmatch(name) and name not in _broken:
            folder = LOCALE_DIR / name / "LC_MESSAGES"
            if (folder / f"{DOMAIN}.mo").is_file() or (folder / f"{DOMAIN}.po").is_file():
                found.add(name)
    return found


def offered_languages() -> list[str]:
    """The languages Settings offers, in `LANGUAGE_NAMES` order: English and every one the
    game can load."""
    shipped = shipped_languages()
    return [name for name in LANGUAGE_NAMES if name == "en" or name in shipped]


_LANGUAGE_NAME = re.compile(r"[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})?(@[A-Za-z0-9]{1,16})?")


# The languages Settings offers, each named in itself; "en" is English chosen on purpose
# ("" follows the system).
LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "pl": "Polski", "zh_CN": "简体中文"}


def system_languages() -> list[str]:
    """The system's languages, best first: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`
    (Linux, macOS from a terminal), else the user's interface language (Windows) or the
    locale Python finds."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value and value not in ("C", "POSIX"):
            return [name for name in value.split(":") if name]
    found = None
    try:
        if os.name == "nt":
            import ctypes
            import locale

            # ctypes.windll exists on Windows only; mypy checks as on Linux
            language = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            found = locale.windows_locale.get(language)
        else:
            import locale

            found = locale.getlocale(locale.LC_MESSAGES)[0] or locale.getlocale()[0]
    except (AttributeError, OSError, ValueError):
        found = None
    return [found] if found else []


def _wanted_languages(language: str | None) -> list[str]:
    """Shipped languages to try, best first: `language`, else the system's. A name the
    game does not ship is never looked up, so a setting or variable cannot point gettext
    at another folder. Chinese of any region is shown in the Simplified catalogue."""
    names = [language] if language else system_languages()
    shipped = shipped_languages()
    wanted: list[str] = []
    for name in names:
        if name.split("_")[0] == "en":
            break  # English is wanted before any catalogue
        base = name.split(".")[0].split("@")[0]
        for candidate in (name, base, base.split("_")[0], "zh_CN" if base.startswith("zh") else ""):
            if candidate in shipped and candidate not in wanted:
                wanted.append(candidate)
    return wanted


def set_language(language: str | None) -> None:
    """Use `language` ("ru", "zh_CN", …) when the game ships it; "en" for English; None or ""
    (or a language the game does not ship) follows the system, else English."""
    global _translation, _language
    if language == "en":
        languages: list[str] = []
    else:
        languages = _wanted_languages(language if language in shipped_languages() else None)
    _translation = gettext.NullTranslations()
    _language = ""
    for name in languages:
        try:
            _translation = load_catalogue(name)
            _language = name
            return
        except Exception:  # a damaged catalogue: the next language, else English, never no window
            _broken.add(name)
            _translation = gettext.NullTranslations()


def load_catalogue(language: str) -> gettext.NullTranslations:
    """`language`'s catalogue: its `.mo`, or its `.po` where the `.mo` is missing or older
    (a source checkout where `python -m game.locale compile` has not run since the last
    change). Raises OSError or ValueError when neither can be read."""
    folder = LOCALE_DIR / language / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if po.is_file() and (not mo.is_file() or mo.stat().st_mtime < po.stat().st_mtime):
        return read_po(po)
    with open(mo, "rb") as handle:
        return gettext.GNUTranslations(handle)


class PoTranslations(gettext.GNUTranslations):
    """A catalogue read from a `.po` file: a `gettext.GNUTranslations` holding exactly the
    entries `msgfmt` (or Babel's `write_mo`) would compile, looked up the same way."""

    def __init__(self, catalog: dict, header: str) -> None:
        gettext.NullTranslations.__init__(self)
        self._catalog = catalog
        self._charset = "utf-8"
        self._info = {}
        self.plural = lambda n: int(n != 1)  # noqa: E731  (gettext's own default)
        for line in header.splitlines():
            key, sep, value = line.partition(":")
            if sep:
                self._info[key.strip().lower()] = value.strip()
        forms = self._info.get("plural-forms")
        if forms:
            self.plural = gettext.c2py(forms.split(";")[1].split("plural=")[1])

    @property
    def messages(self) -> dict:
        """The entries read, keyed as gettext looks them up: a message (after its context and
        \\x04, if any), or (message, plural form's index); the header under ""."""
        return self._catalog


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
            "\\": "\\", '"': '"', "'": "'", "?": "?"}
_ESCAPE = re.compile(r'\\([0-7]{1,3}|x[0-9A-Fa-f]+|.)')


def _unquote(text: str, where: str) -> str:
    """The string a PO line's `"…"` holds, its C escapes undone."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string")

    def undo(match: re.Match) -> str:
        code = match.group(1)
        if code in _ESCAPES:
            return _ESCAPES[code]
        if code[0] in "01234567":
            return chr(int(code, 8))
        if code[0] == "x":
            return chr(int(code[1:], 16))
        raise ValueError(f"{where}: unknown escape \\{code}")

    return _ESCAPE.sub(undo, text[1:-1])


def read_po(path) -> PoTranslations:
    """Read a `.po` file into the catalogue `msgfmt` would make of it: fuzzy and untranslated
    entries left out (the header kept), obsolete (`#~`) ones ignored, a context joined to its
    message by \\x04, each plural form under (message, index), an empty form of a translated
    plural filled with the English as Babel's `write_mo` does."""
    catalog: dict = {}
    header = ""
    entry: dict = {}
    fuzzy = False
    field = None

    def finish() -> None:
        nonlocal header, entry, fuzzy, field
        if "msgid" in entry:
            msgid = entry["msgid"]
            key = entry["msgctxt"] + "\x04" + msgid if "msgctxt" in entry else msgid
            if "msgid_plural" in entry:
                forms = [entry[f] for f in entry["plural_forms"]]
                if any(forms) and not fuzzy:
                    for i, form in enumerate(forms):
                        catalog[(key, i)] = form or (msgid if i == 0 else entry["msgid_plural"])
            elif msgid == "" and "msgctxt" not in entry:
                header = entry.get("msgstr", "")
                catalog[""] = header
            elif entry.get("msgstr") and not fuzzy:
                catalog[key] = entry["msgstr"]
        entry, fuzzy, field = {}, False, None

    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            where = f"{path}:{number}"
            if not line:
                finish()
            elif line.startswith("#"):
                if any(name.startswith("msgstr") for name in entry):
                    finish()  # a comment after a translation starts the next entry
                if line.startswith("#,"):
                    fuzzy = fuzzy or "fuzzy" in [flag.strip() for flag in line[2:].split(",")]
            elif line.startswith('"'):
                if field is None:
                    raise ValueError(f"{where}: a string outside an entry")
                entry[field] += _unquote(line, where)
            else:
                keyword, _sep, rest = line.partition(" ")
                if keyword in ("msgctxt", "msgid") and any(name.startswith("msgstr") for name in entry):
                    finish()
                if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not re.fullmatch(
                        r"msgstr\[\d+\]", keyword):
                    raise ValueError(f"{where}: unknown keyword {keyword!r}")
                if keyword.startswith("msgstr["):
                    entry.setdefault("plural_forms", []).append(keyword)
                field = keyword
                entry[field] = _unquote(rest, where)
    finish()
    return PoTranslations(catalog, header)


def current_language() -> str:
    """The catalogue the window speaks ("ru", "zh_CN", …), or "" for English."""
    return _language


def _(text: str) -> str:
    return _translation.gettext(text)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _translation.ngettext(singular, plural, count)


def pgettext(context: str, text: str) -> str:
    """`_()` for a word that differs between the games (context "yangtze": Yellow &
    Yangtze's own words, as its rule book says them — "farmer" is «пахарь» in Tigris &
    Euphrates but «земледелец» here)."""
    return _translation.pgettext(context, text)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return _translation.npgettext(context, singular, plural, count)


def in_context(context: str | None, text: str) -> str:
    """`_()` in a game's own words: the catalogue's text in `context` (a game's message
    context, `GamePresentation.context`) where it has one, else the shared text. A text in
    the context is known by being translated at all (gettext gives back the English for a
    text it lacks), so a context entry never needs to repeat every shared text."""
    if context:
        found = _translation.pgettext(context, text)
        if found != text:
            return found
    return _(text)


def n_in_context(context: str | None, singular: str, plural: str, count: int) -> str:
    """`ngettext()` in a game's own words, as `in_context`."""
    if context:
        found = _translation.npgettext(context, singular, plural, count)
        if found != (singular if count == 1 else plural):
            return found
    return ngettext(singular, plural, count)


def listing(items) -> str:
    """Items one after another with the language's list separator (the catalogue's ", ":
    the enumeration comma "、" in Chinese)."""
    return _(", ").join(items)


def decimal(value: float) -> str:
    """A number as text with the language's decimal separator (0.5 → "0,5" in Russian and
    Polish): the catalogue's "{whole}.{fraction}"."""
    text = f"{value:g}"
    if "." not in text or "e" in text:
        return text
    whole, fraction = text.split(".", 1)
    return _("{whole}.{fraction}").format(whole=whole, fraction=fraction)


def N_(text: str) -> str:
    """Mark for extraction only; call `_()` on it where it is shown."""
    return text


def NP_(context: str, text: str) -> str:
    """Mark for extraction with a context only; call `pgettext()` on it where it is shown."""
    return text


def explained(reason: str, names: list[str] | None = None, context: str | None = None) -> str:
    """The engine's sentence (`game.engine.explanation.Explanation`) in the chosen
    language: its message and every word in it through the catalogue, numbers in the
    right plural form. `names`: the seats' names, for the engine's "seat 2". `context`:
    the game's message context (`GamePresentation.context`), so that Yellow & Yangtze's
    reasons and lessons say its own words («земледелец», «тайл») where the catalogue has
    them. Text that is not an Explanation (from an older engine, a file) is shown as it is."""
    message = getattr(reason, "message", None)
    if message is None:
        return str(reason)
    explanation: Any = reason  # an Explanation, known by its message (duck-typed, see above)
    args = explanation.args
    if message == "seat {seat}" and names is not None and 0 <= args.get("seat", -1) < len(names):
        return str(names[args["seat"]])
    plural = explanation.plural
    template = (n_in_context(context, message, plural, explanation.count)
                if plural is not None else in_context(context, message))
    if not args:
        return template
    values = {}
    for key, value in args.items():
        if isinstance(value, tuple | list):
            values[key] = _(", ").join(explained(v, names, context) for v in value)
        else:
            values[key] = explained(value, names, context) if hasattr(value, "message") else str(value)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a damaged translation: the English sentence
        return str(reason)
