"""The rules reference as data (`rules_book`, `rules_diagram`, each game's
`rules_sections`): every rule with an example drawn in the game's own art, searchable in
the reader's language, opened with F1 from a game, laid out without overflow in every
language at 800×500 and 1280×800. Through the real event loop (`driver.py`)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import i18n, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.help_scene import HelpScene  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.games import GAMES  # noqa: E402

from .test_i18n_layout import overflows  # noqa: E402

LANGUAGES = list(i18n.LANGUAGE_NAMES)
# The rules each game must illustrate (issue 30): a section of that id, with a diagram.
ILLUSTRATED = {
    "tigris": ["tiles", "leaders", "kingdoms", "revolts", "wars", "war-attacker", "war-losses", "monuments",
               "treasures", "catastrophes"],
    "yangtze": ["tiles", "chain", "market", "kingdoms", "revolts", "wars", "war-support", "pagodas",
                "peasants"],
}


@pytest.fixture
def language(request, monkeypatch, tmp_path):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", request.param)
    yield request.param
    i18n.set_language("")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def rules_from_a_game(game: str, size=(1024, 640)) -> tuple[Driver, HelpScene]:
    """A new game of `game`, the person to play; F1."""
    d = Driver(size)
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game
    scene = open_session(d.app, Session.new(setup, 2))
    d.frames(2)
    if scene.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    d.key(pygame.K_F1)
    assert isinstance(d.top, HelpScene) and d.top.game == game
    return d, d.top


def shown_ids(scene: HelpScene) -> list[str]:
    return [scene.topics[index].id for _rect, index in scene.rows]


def diagrams(topic) -> list:
    return [p for p in topic.pictures if hasattr(p, "diagram")]


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_diagram_in_the_games_own_pieces(game, data_dir):
    d, scene = rules_from_a_game(game)
    by_id = {topic.id: topic for topic in scene.topics}
    for section in ILLUSTRATED[game]:
        assert section in by_id, f"{game}: no section {section!r}"
        pictures = diagrams(by_id[section])
        assert pictures, f"{game}: {section!r} has no diagram"
        for picture in pictures:
            assert picture.notes, f"{game}: {section!r}'s diagram says nothing"
    # Where a rule changes the board, a "before" and an "after".
    for section in ("revolts", "wars"):
        assert any(len(p.diagram.frames) == 2 for p in diagrams(by_id[section])), (game, section)


def test_f1_in_a_game_then_typing_narrows_the_sections_to_who_attacks(data_dir):
    d, scene = rules_from_a_game("tigris")
    everything = shown_ids(scene)
    assert "war-attacker" in everything and "revolts" in everything
    d.type_text("who attacks")
    assert shown_ids(scene) == ["war-attacker"]
    assert scene.topics[scene.chosen].id == "war-attacker"  # the page shows what was found
    for _letter in "attacks":
        d.key(pygame.K_BACKSPACE)
    wider = shown_ids(scene)  # "who ": more sections again
    assert "war-attacker" in wider and len(wider) > 1
    d.key(pygame.K_ESCAPE)  # the search first
    assert shown_ids(scene) == everything
    d.key(pygame.K_ESCAPE)
    assert d.top is not scene


@pytest.mark.parametrize("language", ["ru"], indirect=True)
def test_the_search_finds_sections_by_words_in_the_readers_language(language):
    """Russian: the black pagoda is «суд», the red «гарнизон» (the book's words)."""
    d, scene = rules_from_a_game("yangtze")
    d.type_text("гарнизон")
    assert shown_ids(scene) == ["pagodas"]
    text = " ".join(scene.topics[scene.chosen].paragraphs)
    assert "суд (чёрная)" in text and "гарнизон (красная)" in text
    d.key(pygame.K_ESCAPE)
    d.type_text("цепочка")
    assert "chain" in shown_ids(scene)
    d.key(pygame.K_ESCAPE)
    d.type_text("pagoda")  # English words are not in a Russian page
    assert shown_ids(scene) == []


@pytest.mark.parametrize(("game", "section", "frame", "cell", "piece"), [
    ("tigris", "war-attacker", 0, (1, 0), ("leader", 2, "lion")),  # Lion's farmer
    ("tigris", "war-losses", 0, (0, 0), ("tile", 1)),  # a temple
    ("yangtze", "pagodas", 1, (1, 0), ("leader", 3, "crossbow")),  # Crossbow's trader
    ("yangtze", "chain", 0, (2, 0), ("tile", 2)),  # a blue tile on the river
])
def test_a_sections_diagram_draws_the_games_pieces_on_its_cells(game, section, frame, cell, piece, data_dir):
    """Choosing a section (a click on its row) draws its diagram: on the cell the data
    names, the screen shows that piece as the game's art draws it."""
    from game.client.registry import presentation_for

    d, scene = rules_from_a_game(game, (1280, 800))
    rect = next(r for r, i in scene.rows if scene.topics[i].id == section)
    d.click(rect.center)
    topic = scene.topics[scene.chosen]
    assert topic.id == section
    index = topic.pictures.index(diagrams(topic)[0])
    d.key(pygame.K_END)  # the diagram whole in view
    d.frames(1)
    place = scene.pictures[index].move(scene.body.left, scene.body.top - scene.scroll)
    assert scene.body.contains(place)
    picture = topic.pictures[index]
    x, y = picture.cell_centre(place, frame, cell)
    art = __import__(f"game.client.{game}.art", fromlist=["art"])
    size = int(picture.pitch(place)) if game == "tigris" else int(2 * picture.pitch(place) / 3 ** 0.5 * 0.96)
    image = art.leader(piece[1], piece[2], size) if piece[0] == "leader" else art.tile(piece[1], size)
    # Some pixel of the piece, a little off its centre (a symbol's line may cross the centre).
    screen = d.app.screen
    found = 0
    for dx, dy in ((0, 0), (size // 5, 0), (0, size // 5), (-size // 5, 0), (0, -size // 5)):
        want = image.get_at((image.get_width() // 2 + dx, image.get_height() // 2 + dy))
        got = screen.get_at((int(x) + dx, int(y) + dy))
        if want.a >= 240 and all(abs(a - b) <= 12 for a, b in zip(want[:3], got[:3], strict=True)):
            found += 1
    assert found >= 3, (game, section, presentation_for(game).name)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_section_lays_out_in_every_language_without_overflow(game, size, language):
    """Every page paged through from its top: no text (a paragraph, a caption, a note under
    a diagram, a title) leaves its place or is shrunk to fit; every note is drawn."""
    d = Driver(size)
    d.click_button(f"game {game}")
    d.click_button("rules")
    scene = d.top
    recorded: list[widgets.DrawnText] = []
    for index in range(len(scene.topics)):
        assert scene.chosen == index
        d.key(pygame.K_HOME)
        while True:
            widgets.drawn_texts = recorded
            try:
                d.point((index % 3, 0))  # the window draws on input
            finally:
                widgets.drawn_texts = None
            if scene.scroll >= scene.most_scroll():
                break
            d.key(pygame.K_PAGEDOWN)
        d.key(pygame.K_DOWN)
    problems = overflows(recorded)
    assert not problems, f"{game} {language} {size}:\n" + "\n".join(problems)
    drawn = {t.text for t in recorded}
    for topic in scene.topics:
        for picture in diagrams(topic):
            for note in picture.notes:
                assert any(text.startswith(note[:6]) for text in drawn), (topic.id, note)


def test_a_section_given_as_data_goes_where_it_says():
    """Another part (a variant's rules) adds a section as data, after the one it names."""
    from game.client.rules_book import Section, ordered
    from game.client.tigris.rules_sections import SECTIONS

    extra = Section("variant-x", "A variant", "variant", ("Text.",), after="wars")
    ids = [s.id for s in ordered([*SECTIONS, extra])]
    assert ids[ids.index("wars") + 1] == "variant-x"
    assert ids[: ids.index("wars") + 1] == [s.id for s in SECTIONS][: ids.index("wars") + 1]


@pytest.mark.parametrize("game", GAMES)
def test_every_diagram_reads_and_its_cells_are_the_games(game):
    """Every frame's tokens parse in the game's colours; ids are unique; arrows, tags and
    rings name cells of their frame (an arrow may start outside: from the hand)."""
    from game.client.registry import presentation_for
    from game.client.rules_diagram import frame_size, parse_rows

    module = __import__(f"game.client.{game}.rules_sections", fromlist=["SECTIONS"])
    art = __import__(f"game.client.{game}.rules_art", fromlist=["x"])
    colours = next(v for k, v in vars(art).items() if k.endswith("DiagramArt")).colours
    ids = [s.id for s in module.SECTIONS]
    assert len(ids) == len(set(ids))
    for section in module.SECTIONS:
        for diagram in section.diagrams:
            for frame in diagram.frames:
                cells = parse_rows(frame.rows, colours)
                cols, rows = frame_size(frame)
                inside = [*(t.cell for t in frame.tags), *frame.rings, *frame.crosses,
                          *(a.end for a in frame.arrows), *(c for g in frame.groups for c in g.cells)]
                for cell in inside:
                    assert cell in cells, (game, section.id, cell)
    assert presentation_for(game).rules_topics()  # and the presentation builds its pages from them


@pytest.mark.parametrize("game", GAMES)
def test_a_diagram_s_tags_keep_off_the_leaders_faces(game, data_dir):
    """Issue 30: a tag ("1", "+1") on a leader's cell sat over the leader's face (its
    dynasty's symbol). Each diagram drawn with and without its tags: nothing inside a tagged
    leader's face differs."""
    import dataclasses

    from game.client.rules_diagram import parse_rows

    d, scene = rules_from_a_game(game)
    rect = pygame.Rect(0, 0, 700, 400)
    checked = 0
    for topic in scene.topics:
        for picture in diagrams(topic):
            bare = dataclasses.replace(picture, diagram=dataclasses.replace(picture.diagram, frames=tuple(
                dataclasses.replace(f, tags=()) for f in picture.diagram.frames)))
            with_tags, without = pygame.Surface(rect.size), pygame.Surface(rect.size)
            picture(with_tags, rect)
            bare(without, rect)
            radius = int(picture.pitch(rect) * 0.3)  # the face: the symbol within the rim
            for index, frame in enumerate(picture.diagram.frames):
                pieces = parse_rows(frame.rows, picture.art.colours)
                for tag in frame.tags:
                    if tag.cell not in pieces or pieces[tag.cell].kind != "leader":
                        continue
                    checked += 1
                    cx, cy = picture.cell_centre(rect, index, tag.cell)
                    for dx in range(-radius, radius + 1, 2):
                        for dy in range(-radius, radius + 1, 2):
                            if dx * dx + dy * dy <= radius * radius:
                                at = (int(cx + dx), int(cy + dy))
                                assert with_tags.get_at(at) == without.get_at(at), (topic.id, tag, at)
    assert checked >= 5
