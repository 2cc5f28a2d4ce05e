"""The log's notation lines in the player's language (no pygame).

The notation itself (`../shared/spec/formats.md`) is the command line's and the records':
it stays exact there, in English. The log only shows it, so there its words (the actions'
keywords, colours, leaders) are said in the language chosen, word for word, and its cells
and numbers as they are: "tile red F4" reads «тайл красный F4». English shows it unchanged.
Colours and leaders are the game's own words (`in_context`: Yellow & Yangtze's farmer is not
Tigris & Euphrates'); the keywords have a context of their own, "notation", and a game whose
words differ there marks its own in "<game>-notation" (`yangtze/words.py`)."""

from __future__ import annotations

from .i18n import NP_, in_context, pgettext

# Every keyword of both games' notation (the spec's tables), each a message of its own.
KEYWORDS = {
    word: word
    for word in (
        NP_("notation", "leader"),
        NP_("notation", "withdraw"),
        NP_("notation", "tile"),
        NP_("notation", "catastrophe"),
        NP_("notation", "swap"),
        NP_("notation", "pass"),
        NP_("notation", "commit"),
        NP_("notation", "war"),
        NP_("notation", "monument"),
        NP_("notation", "no"),
        NP_("notation", "treasure"),
        NP_("notation", "market"),
        NP_("notation", "pagoda"),
        NP_("notation", "build"),
        NP_("notation", "from"),
        NP_("notation", "revolt"),
        NP_("notation", "support"),
        NP_("notation", "none"),
        NP_("notation", "winner"),
        NP_("notation", "lose"),
        NP_("notation", "done"),
    )
}
# The pieces' words, which the games' words already translate (in their contexts).
PIECES = {
    "black", "red", "blue", "green", "yellow",
    "king", "priest", "farmer", "trader", "governor", "soldier", "artisan",
}


def shown_notation(notation: str, context: str | None) -> str:
    """`notation` as the log shows it: its words in the language chosen, the rest as it is."""
    return " ".join(_word(token, context) for token in notation.split(" "))


def _word(token: str, context: str | None) -> str:
    if token in KEYWORDS:
        if context:  # a game's own word where its rule book's differs (Russian: лидер, тайл)
            own_context = context + "-notation"  # (a name, not a text: nothing to extract)
            own = pgettext(own_context, token)
            if own != token:
                return own
        return pgettext("notation", token)
    if token in PIECES:
        return in_context(context, token)
    if "-" in token and all(part in PIECES for part in token.split("-")):  # a monument's colours
        return "-".join(in_context(context, part) for part in token.split("-"))
    return token  # a cell, a count, or a word this table does not know
