"""The rules reference's content as data: each game lists its `Section`s (a title, words
to find it by, short paragraphs, and illustrations: `rules_diagram.Diagram`s drawn in the
game's own art, or pictures drawn in code), and `topics` turns them into the pages the
rules reference shows (`help_scene.py`), translated into the window's language.

The texts are marked for extraction where they are written (`N_`, or `NP_(context, …)`
for an English text both games share but translate differently) and translated here, in
the game's message context first (`i18n.in_context`). A section is added by adding one
to a game's list (`game/client/<game>/rules_sections.py`); `after` places one given
elsewhere (a variant's rules) after the section of that id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .i18n import in_context
from .presentation import Topic
from .rules_diagram import Diagram, DiagramArt, DiagramPicture

Picture = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class Section:
    id: str  # stable, for `after` and the tests ("wars", "war-attacker")
    title: str
    keywords: str  # more words to find it by, in the reader's language (translated too)
    paragraphs: tuple[str, ...]
    diagrams: tuple[Diagram, ...] = ()
    pictures: tuple[Picture, ...] = field(default=())  # drawn in code (the whole map, a row of pieces)
    after: str | None = None  # where a section added from elsewhere goes (None: at the end)


@dataclass(frozen=True)
class FullWidth:
    """A picture drawn in code given a row of its own, `high` pixels (at most the room), for
    one whose labels need the page's whole width (five leaders, named)."""

    draw: Picture
    high: int

    def __call__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.draw(surface, rect)

    def height(self, width: int, room: int | None = None) -> int:
        return self.high if room is None else min(self.high, room)


def ordered(sections: list[Section]) -> list[Section]:
    """The sections in order: each with `after` right after the section it names (in the
    order given), the others as listed."""
    placed = [s for s in sections if s.after is None]
    for section in sections:
        if section.after is not None:
            ids = [s.id for s in placed]
            at = ids.index(section.after) + 1 if section.after in ids else len(placed)
            while at < len(placed) and placed[at].after == section.after:
                at += 1
            placed.insert(at, section)
    return placed


def topic(section: Section, art: DiagramArt, context: str | None) -> Topic:
    def say(text: str) -> str:
        return in_context(context, text) if text else ""

    pictures: list[Picture] = list(section.pictures)
    for diagram in section.diagrams:
        pictures.append(
            DiagramPicture(
                diagram, art, [say(f.caption) for f in diagram.frames], [say(n) for n in diagram.notes]
            )
        )
    return Topic(say(section.title), say(section.keywords), [say(p) for p in section.paragraphs], pictures,
                 id=section.id)


def topics(sections: list[Section], art: DiagramArt, context: str | None) -> list[Topic]:
    return [topic(s, art, context) for s in ordered(sections)]
