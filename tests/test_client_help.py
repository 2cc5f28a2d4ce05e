"""The rules reference (`help_scene.py`): every page's whole text and pictures can be
reached at every window size, in every language, in both games, through the event
loop: the wheel over the page, Page Up / Page Down and Home / End scroll it; the
arrow keys choose the topic (from its top)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import i18n, theme, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.help_scene import HelpScene  # noqa: E402
from game.games import GAMES  # noqa: E402

CASES = [
    pytest.param(language, size, id=f"{language}-{size[0]}x{size[1]}")
    for size, languages in (
        ((800, 500), ("en", "ru", "pl", "zh_CN")), ((1024, 640), ("en", "ru")), ((1280, 800), ("en",))
    )
    for language in languages
]


@pytest.fixture
def language(request, monkeypatch, tmp_path):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", request.param)
    yield request.param
    i18n.set_language("")


def open_rules(size, game) -> tuple[Driver, HelpScene]:
    d = Driver(size)
    d.click_button(f"game {game}")
    d.click_button("rules")
    assert isinstance(d.top, HelpScene)
    return d, d.top


def visible_area(scene: HelpScene) -> pygame.Rect:
    return getattr(scene, "body", scene.page)  # the page's body (the old page had none)


def drawn(d: Driver, *key: int) -> list[widgets.DrawnText]:
    """The texts drawn on pressing `key` (or on a pointer move: the window draws on input)."""
    widgets.drawn_texts = []
    try:
        if key:
            d.key(*key)
        else:
            d.point((0, 0))
        return widgets.drawn_texts
    finally:
        widgets.drawn_texts = None


def spills(picture, size: tuple[int, int], rect: pygame.Rect) -> int:
    """How many pixels `picture` draws outside `rect` (on a blank surface the window's size)."""
    blank = (1, 2, 3)
    surface = pygame.Surface(size)
    surface.fill(blank)
    picture(surface, rect)
    surface.fill(blank, rect)
    return size[0] * size[1] - pygame.mask.from_threshold(surface, blank, (1, 1, 1, 255)).count()


def last_line(topic) -> str:
    lines = [line for paragraph in topic.paragraphs for line in paragraph.split("\n") if line.strip()]
    return lines[-1]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("language", "size"), CASES, indirect=["language"])
def test_every_page_can_be_scrolled_to_its_last_line_and_picture(game, language, size):
    """Paging down each page from its top shows every picture whole (inside the page's body,
    none drawing outside its place) and the text's last line, each at some point."""
    d, scene = open_rules(size, game)
    placed: list[tuple[int, pygame.Rect, pygame.Rect]] = []  # each picture drawn, its rect, the clip

    def recorded(index, picture):
        def draw(surface, rect):
            placed.append((index, pygame.Rect(rect), surface.get_clip()))
            picture(surface, rect)
            assert not spills(picture, surface.get_size(), rect), f"a picture leaves its place {rect}"

        if hasattr(picture, "height"):  # a diagram: a row of its own, as high as it says
            draw.height = picture.height
        return draw

    for topic in scene.topics:
        topic.pictures = [recorded(i, picture) for i, picture in enumerate(topic.pictures)]
    for index, topic in enumerate(scene.topics):
        assert scene.chosen == index, (language, topic.title)
        seen: set[int] = set()
        end = last_line(topic)
        shown = []
        d.key(pygame.K_HOME)
        while True:
            placed.clear()
            texts = drawn(d)
            area = visible_area(scene)
            seen |= {i for i, rect, clip in placed if area.contains(rect) and clip.contains(rect)}
            shown += [t for t in texts if t.text.strip() and end.endswith(t.text) and area.contains(t.rect)]
            if scene.scroll >= scene.most_scroll():
                break
            d.key(pygame.K_PAGEDOWN)
        assert shown, f"{game} {language} {size}: {topic.title!r} never shows its last line {end!r}"
        assert seen == set(range(len(topic.pictures))), f"{topic.title!r}: not every picture is seen whole"
        d.key(pygame.K_DOWN)  # the next topic


@pytest.mark.parametrize("game", GAMES)
def test_the_wheel_and_page_keys_scroll_the_page_and_another_topic_starts_at_its_top(game, tmp_path,
                                                                                  monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    d, scene = open_rules((800, 500), game)
    keys = len(scene.topics) - 1  # "Keys and mouse", the longest page
    d.key(pygame.K_UP)
    assert scene.chosen == keys

    def first_line() -> str:
        area = visible_area(scene)
        inside = [t for t in drawn(d) if area.contains(t.rect)]
        return min(inside, key=lambda t: t.rect.top).text

    top = first_line()
    d.scroll(scene.page.center, -1)  # the wheel towards the user: further down
    assert first_line() != top
    d.scroll(scene.page.center, 1)
    assert first_line() == top
    d.scroll(scene.side.center, -1)  # the wheel over the topic list does not move the page
    assert first_line() == top
    d.key(pygame.K_PAGEDOWN)
    assert first_line() != top
    d.key(pygame.K_PAGEUP)
    assert first_line() == top
    d.key(pygame.K_END)
    assert first_line() != top
    d.key(pygame.K_HOME)
    assert first_line() == top
    d.key(pygame.K_END)
    d.key(pygame.K_DOWN)  # the first topic, from its top
    assert scene.chosen == 0
    d.key(pygame.K_UP)
    assert scene.chosen == keys and first_line() == top


def test_a_long_page_shows_that_more_lies_below_and_then_above(tmp_path, monkeypatch):
    """A fade and a gold arrow at the edge that hides more (drawn in the page's body)."""
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    d, scene = open_rules((800, 500), "yangtze")
    d.key(pygame.K_UP)  # "Keys and mouse"
    area = visible_area(scene)

    def gold_near(y: int) -> bool:
        screen = d.app.screen
        return any(
            tuple(screen.get_at((x, yy)))[:3] == tuple(theme.GOLD)[:3]
            for x in range(area.centerx - 4, area.centerx + 5)
            for yy in range(y - 12, y + 12)
        )

    d.frames(1)
    assert gold_near(area.bottom - 8) and not gold_near(area.top + 8)
    d.key(pygame.K_END)
    d.frames(1)
    assert gold_near(area.top + 8) and not gold_near(area.bottom - 8)


def test_the_scroll_bar_drags_and_pages_the_page(tmp_path, monkeypatch):
    """Beside a long page, a bar: dragging its thumb to the bottom shows the last line; a
    click on the track above the thumb pages back up; a short page has no bar to press."""
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    d, scene = open_rules((800, 500), "tigris")
    d.key(pygame.K_UP)  # "Keys and mouse", longer than the page
    bar = scene.bar
    assert scene.most_scroll() > 0 and scene.body.right < bar.track.left < scene.page.right
    thumb = bar.thumb(scene.content_h, scene.body.height, scene.scroll)
    assert thumb.top == bar.track.top and thumb.height < bar.track.height
    d.frames(1)
    assert tuple(d.app.screen.get_at(thumb.center))[:3] == tuple(theme.TEXT_DIM)[:3]  # drawn
    d.drag(thumb.center, (thumb.centerx, bar.track.bottom + 40))
    assert scene.scroll == scene.most_scroll()
    texts = drawn(d)
    end = last_line(scene.topics[scene.chosen])
    assert any(end.endswith(t.text) and scene.body.contains(t.rect) for t in texts if t.text.strip())
    d.drag((thumb.centerx, bar.track.bottom - 2), (thumb.centerx, bar.track.top + 10))  # thumb up
    assert scene.scroll == 0
    d.click((thumb.centerx, bar.track.bottom - 2))  # the track under the thumb: a page down
    assert 0 < scene.scroll <= scene.body.height
    d.click((thumb.centerx, bar.track.top + 1))  # above it: back up
    assert scene.scroll == 0
    d.key(pygame.K_DOWN)  # the first topic
    if scene.most_scroll() == 0:
        d.click((thumb.centerx, bar.track.bottom - 2))
        assert scene.scroll == 0 and scene.chosen == 0


def test_no_break_spaces_are_drawn_as_spaces_and_control_characters_as_escapes():
    """A no-break space (a number joined to its unit, a name typed with one) is drawn as a
    space; it showed as the letters "\\xa0". A control character still shows as an escape."""
    pygame.font.init()
    assert widgets.displayable("2\u00a0s and 3\u202fMB") == "2\u00a0s and 3\u202fMB"
    assert widgets.displayable("a\nb\x00") == "a\\nb\\x00"
    assert widgets.wrap("wait 2\u00a0s", 20, 2000) == ["wait 2\u00a0s"]
