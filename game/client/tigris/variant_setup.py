"""The variants on the new-game screen: one switch per variant, in a second row of options,
each explained in the explanation box like the other options. The choice is the set-up's
`options["variants"]` (the engine's names, in the engine's order), kept in the settings and
in the game's record like any option of a new game."""

from __future__ import annotations

from functools import partial

from game.engine.tigris.variants import VARIANT_NAMES

from ..i18n import _
from ..presentation import SetupOption
from .variant_words import SHORT_TITLES, VARIANT_ABOUT, canonical


def chosen(setup) -> tuple[str, ...]:
    return canonical(setup.options.get("variants"))


def fit(setup) -> None:
    """Keep only known variant names, in the engine's order; none: no option at all."""
    names = chosen(setup)
    if names:
        setup.options["variants"] = list(names)
    else:
        setup.options.pop("variants", None)


def switch(setup, name: str) -> None:
    """Turn one variant on or off, the others as they are."""
    names = set(chosen(setup)) ^ {name}
    setup.options["variants"] = [n for n in VARIANT_NAMES if n in names]
    fit(setup)


def setup_options(setup) -> list[SetupOption]:
    names = chosen(setup)
    options = []
    for name in VARIANT_NAMES:
        on = name in names
        title = _(SHORT_TITLES[name])
        label = (_("{variant}: on") if on else _("{variant}: off")).format(variant=title)
        state = _("On.") if on else _("Off.")
        about = " ".join([_(VARIANT_ABOUT[name]), state, _("An optional rule; click to switch.")])
        options.append(SetupOption(f"variant {name}", label, state, about,
                                   partial(switch, name=name), selected=on, row=1))
    return options
