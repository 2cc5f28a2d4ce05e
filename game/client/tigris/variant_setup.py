"""The variants on the new-game screen: one button stepping through the combinations (a
right click or the left arrow steps back), its explanation saying what each variant on does.
The choice is the set-up's `options["variants"]` (the engine's names), kept in the settings
and in the game's record like any option of a new game."""

from __future__ import annotations

from ..i18n import _
from ..presentation import SetupOption
from .variant_words import CHOICES, canonical, choice_about, choice_label


def chosen(setup) -> tuple[str, ...]:
    return canonical(setup.options.get("variants"))


def fit(setup) -> None:
    """Keep only known variant names, in the engine's order; none: no option at all."""
    names = chosen(setup)
    if names:
        setup.options["variants"] = list(names)
    else:
        setup.options.pop("variants", None)


def step(setup, by: int = 1) -> None:
    """The next (or previous) combination."""
    names = chosen(setup)
    index = CHOICES.index(names) if names in CHOICES else 0
    setup.options["variants"] = list(CHOICES[(index + by) % len(CHOICES)])
    fit(setup)


def setup_option(setup) -> SetupOption:
    names = chosen(setup)
    note = _("Optional rules.")
    return SetupOption(
        "variants",
        choice_label(names),
        note,
        choice_about(names) + " " + _("Click for the next combination, right-click for the previous."),
        step,
        back=lambda s: step(s, -1),
    )
