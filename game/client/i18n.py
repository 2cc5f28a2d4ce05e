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

from game.resources import resource_path

DOMAIN = "tworivers"
LOCALE_DIR = resource_path("game", "locale")  # the same from source and in the executable

_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(language: str | None) -> None:
    """Use `language` ("de", "pt_BR", …); None or "" follows the environment."""
    global _translation
    languages = [language] if language else None
    if languages is None and not any(
        os.environ.get(v) for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    ):
        _translation = gettext.NullTranslations()
        return
    _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=languages, fallback=True)


def _(text: str) -> str:
    return _translation.gettext(text)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _translation.ngettext(singular, plural, count)


def N_(text: str) -> str:
    """Mark for extraction only; call `_()` on it where it is shown."""
    return text
