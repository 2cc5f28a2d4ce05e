"""The optional variants as data (their rules are in `variants.py`): which are on, and the
pieces they add. Kept below the state and its helpers (`protocols.py`), which hold them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

# The variants' names in files and on the command line, in their canonical order.
VARIANT_NAMES = ("measured-support", "wonder", "buildings")


@dataclass(frozen=True)
class Variants:
    """Which optional rules a game is played with (each off by default)."""

    measured_support: bool = False
    wonder: bool = False
    buildings: bool = False

    @staticmethod
    def from_names(names: Iterable[str]) -> Variants:
        """The variants named (`ValueError` for an unknown name)."""
        chosen = set()
        for name in names:
            if name not in VARIANT_NAMES:
                raise ValueError(f"unknown variant {name!r} ({', '.join(VARIANT_NAMES)})")
            chosen.add(name)
        if not chosen:
            return NO_VARIANTS  # the one "none" the engine tests for, to take its old paths
        return Variants("measured-support" in chosen, "wonder" in chosen, "buildings" in chosen)

    @property
    def names(self) -> list[str]:
        """The names of those on, in the canonical order."""
        on = (self.measured_support, self.wonder, self.buildings)
        return [name for name, flag in zip(VARIANT_NAMES, on, strict=True) if flag]


NO_VARIANTS = Variants()


class VariantPieces(NamedTuple):
    """The wonder and the buildings: where they stand (-1: in the supply)."""

    wonder: int = -1  # the centre of the built wonder's plus
    wonder_colour: int = -1  # the colour of its five face-down tiles
    buildings: tuple[int, ...] = (-1, -1, -1, -1)  # by colour
    building_mask: int = 0  # the cells under the buildings


NO_PIECES = VariantPieces()
