"""The one translation function every player-visible text goes through.

    from game.client.i18n import _, N_, ngettext
    label = _("New game")

Catalogues are gettext `.mo` files under `game/locale/<lang>/LC_MESSAGES/
tworivers.mo`; `game/locale/tworivers.pot` is the template made by
`python -m game.locale.extract`. Without a catalogue for the language the
English text is shown. `N_` marks a text for extraction where it is defined
and translated later (module-level tables).
"""

from __future__ import annotations

import gettext
import os
import re

from game.resources import resource_path

DOMAIN = "tworivers"
LOCALE_DIR = resource_path("game", "locale")  # the same from source and in the executable

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = ""  # the catalogue in use ("" for English)


def shipped_languages() -> set[str]:
    """The languages the game has a catalogue for (folders of `LOCALE_DIR`)."""
    try:
        entries = os.listdir(LOCALE_DIR)
    except OSError:
        return set()
    return {name for name in entries if _LANGUAGE_NAME.fullmatch(name)
            and (LOCALE_DIR / name / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()}


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

            found = locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage())
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
    if languages:
        try:
            _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=languages[:1], fallback=True)
            _language = languages[0]
        except Exception:  # a damaged catalogue: English rather than no window
            _translation = gettext.NullTranslations()


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
    args = reason.args  # type: ignore[attr-defined]
    if message == "seat {seat}" and names is not None and 0 <= args.get("seat", -1) < len(names):
        return str(names[args["seat"]])
    plural = reason.plural  # type: ignore[attr-defined]
    template = (n_in_context(context, message, plural, reason.count)  # type: ignore[attr-defined]
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
