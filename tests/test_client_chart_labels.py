"""The statistics charts' markers never sit on the axes' numbers (issue 30): a series at 0
drew its markers over the round numbers under the axis, and the first round's over the
value axis' "0". Drawn at the smallest window's scale and at 1280×800's."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import charts, widgets  # noqa: E402


@pytest.mark.parametrize("s", [0.78, 1.0])
def test_no_marker_covers_a_round_number_or_a_value(s):
    pygame.init()
    surface = pygame.Surface((760, 300))
    rounds = 12
    series = [charts.Series(name, [0.0] * rounds, (200, 120, 60), marker)
              for name, marker in (("Bull", "star"), ("Lion", "square"), ("Archer", "triangle"))]
    widgets.drawn_texts = []
    try:
        plot = charts.line_chart(surface, pygame.Rect(10, 10, 740, 280), series,
                                 [str(r + 1) for r in range(rounds)], s, "Round", marks=[True] * rounds)
        numbers = [t.rect for t in widgets.drawn_texts if t.text.isdigit()]
    finally:
        widgets.drawn_texts = None
    assert len(numbers) >= rounds  # the rounds, and the values' 0 and 1
    # Every point's marker (the three lines drawn a few pixels apart at equal values), at its
    # widest: a star's tips, a won game's gold ring.
    radius = charts.marker_radius(s)
    shift = max(2, int(3 * s))
    markers = []
    for k in range(len(series)):
        dy = (k - 1) * shift
        for i in range(rounds):
            x = plot.left + plot.width * i / (rounds - 1)
            box = pygame.Rect(0, 0, 2 * (radius + 6), 2 * (radius + 6))
            box.center = (round(x), plot.bottom + dy)
            markers.append(box)
    hit = [(n, m) for n in numbers for m in markers if n.colliderect(m)]
    assert not hit, hit[:4]
