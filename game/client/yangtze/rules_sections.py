"""The rules of Yellow & Yangtze, as data (`rules_book.Section`): short paragraphs and, for
each rule, an example drawn on a few hexes of the board (`rules_diagram`: the cells written
as text, odd rows shifted half a hex right as on the board; k r b g y: black, red, blue,
green, yellow; capitals: leaders, the digit their dynasty: 0 Crossbow, 1 Bull, 2 Vase,
3 Lion). The rulings are `../shared/rules/yellow-yangtze.md`; these say them in a
player's words. Texts both games share in English but translate differently are marked
in the context "yangtze" (`NP_`)."""

from __future__ import annotations

from ..i18n import N_, NP_
from ..rules_book import FullWidth, Section
from ..rules_diagram import Arrow, Diagram, Frame, Group, Tag
from .rules import picture_dynasties, picture_leaders, picture_map, picture_tiles

BEFORE, AFTER = N_("before"), N_("after")

SECTIONS: list[Section] = [
    Section(
        "goal",
        N_("The goal"),
        N_("goal win score points weakest colour yellow wild end"),
        (
            N_(
                "Build kingdoms in the China of the Warring States and score points in five colours: "
                "black, "
                "red, blue, green and yellow."
            ),
            N_(
                "At the end only your weakest of black, red, blue and green counts. Yellow points are "
                "wild: "
                "each is added to your weakest colour. The player whose weakest colour is highest wins."
            ),
            N_(
                "Scores are hidden from the others unless the game uses open scoring; your weakest "
                "colour "
                "is framed in gold on your card."
            ),
        ),
        pictures=(picture_tiles,),
    ),
    Section(
        "board",
        N_("The board"),
        N_("board map hex river yellow yangtze capital qin han wei zhao yan qi chu"),
        (
            N_(
                "Hexes, 18 columns by 12 rows. The Yellow River runs in the north, the Yangtze in the "
                "south: "
                "blue tiles go only on river cells, every other tile only on land."
            ),
            N_(
                "Seven capitals (Qin, Han, Wei, Zhao, Yan, Qi, Chu) start with a black tile. The market "
                "row "
                "of six face-up tiles, the pagodas waiting and the bag are under the board."
            ),
        ),
        pictures=(picture_map,),
    ),
    Section(
        "turn",
        N_("Your turn"),
        N_("turn actions two pass swap refill draw end turn undo market"),
        (
            N_("Take up to two actions, in any order; the same twice is fine:"),
            N_(
                "• place a leader, move one, or take one off the board;\n• place a tile from your hand;\n"
                "• a peasants' revolt (pay two blue tiles: remove any tile);\n"
                "• build a pagoda (pay two green tiles);\n• swap tiles for new ones from the bag."
            ),
            N_(
                "Then press End turn: your leaders score their pagodas, everyone refills to six tiles "
                "and "
                "the market to six. Until then Undo takes back either action."
            ),
        ),
    ),
    Section(
        "tiles",
        N_("Tiles and points"),
        N_("tile tiles points score colour governor kingdom blue chain green market"),
        (
            N_(
                "A tile placed in a kingdom scores 1 point of its colour for the kingdom's leader of "
                "that "
                "colour; if there is none, for its governor; with no governor, nobody scores."
            ),
            N_(
                "Blue: you may place another blue tile beside it, on a river, and so on (the chain), "
                "unless "
                "it caused a war or a pagoda. Green: you may take one tile from the market."
            ),
            N_("A tile may join any number of kingdoms. Press H to see the kingdoms coloured in."),
        ),
        (
            Diagram(
                (
                    Frame((". k K0 . .", ". R1 . . .", ". . . . ."), BEFORE,
                          arrows=(Arrow((0, 3), (0, 1)), Arrow((3, 2), (3, 0))),
                          tags=(Tag((0, 1), "1"), Tag((3, 0), "2"))),
                    Frame((". k K0 g .", "r R1 . . .", ". . . . ."), AFTER,
                          tags=(Tag((0, 1), "1"), Tag((3, 0), "2")), rings=((0, 1), (3, 0))),
                ),
                (
                    N_("1: a red tile beside Bull's soldier: Bull scores 1 red point."),
                    N_("2: this kingdom has no trader: the green tile scores 1 green point for its "
                       "governor's owner, Crossbow."),
                ),
            ),
        ),
    ),
    Section(
        "chain",
        N_("The blue chain"),
        N_("blue chain river farmer another tile same action"),
        (
            N_(
                "A blue tile placed on a river lets you place another blue tile from your hand, in the "
                "same action, on a river cell beside it; then another beside that one, and so on."
            ),
            N_("Each tile of the chain scores on its own. The chain stops at a tile that caused a war or "
               "let a pagoda be built."),
        ),
        (
            Diagram(
                (Frame(("k B0 b b .", ". ~ ~ ~ .", ". . . . ."), arrows=(Arrow((2, 0), (3, 0)),),
                       tags=(Tag((2, 0), "1"), Tag((3, 0), "2"))),),
                (
                    N_("1: a blue tile on the river, in the kingdom of Crossbow's farmer: 1 blue point."),
                    N_("2: in the same action, a second blue tile beside it on the river: 1 more blue point; "
                       "a third could follow beside this one."),
                ),
            ),
        ),
    ),
    Section(
        "market",
        N_("The market"),
        N_("market green tile take pick six face up refill"),
        (
            N_("Six tiles lie face up in the market under the board."),
            N_(
                "After placing a green tile you may take one of them into your hand, even when the tile "
                "caused a war (you take it after the war). The market is refilled to six at the end of "
                "the turn."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("k G0 g .", ". . . ."), tags=(Tag((2, 0), "1"),), rings=((2, 0),)),
                    Frame(("k r y b g r",), N_("the market"), rings=((4, 0),), tags=(Tag((4, 0), "2"),),
                          ground=False),
                ),
                (
                    N_("1: a green tile beside Crossbow's trader: 1 green point."),
                    N_("2: then Crossbow takes one tile of the market into the hand."),
                ),
            ),
        ),
    ),
    Section(
        "leaders",
        NP_("yangtze", "Leaders"),
        N_("leader leaders governor soldier farmer trader artisan dynasty place move withdraw off board"),
        (
            N_(
                "Each player has five leaders: governor (black), soldier (red), farmer (blue), trader "
                "(green) and artisan (yellow), with their dynasty's symbol and a rim in its colour."
            ),
            N_(
                "A leader goes on empty land beside a black tile. It may join kingdoms only if no colour "
                "would then be there twice. A leader on the board can be moved elsewhere: one action "
                "(click it, then a lit cell, or drag it there). A leader with no black tile beside it "
                "goes home."
            ),
            N_(
                "Withdraw (W): as one action, take one of your leaders off the board back to your "
                "supply (click it on the board, then Withdraw, or drag it onto its place in your "
                "tray). Its kingdom may split, but no conflict "
                "starts; off the board it helps as below, and you may place it again later."
            ),
            N_(
                "Off the board a leader helps: the governor +1 in a revolt, the soldier +1 in a war, the "
                "farmer pays one blue of a peasants' revolt, the trader one green of a pagoda."
            ),
        ),
        pictures=(FullWidth(picture_leaders, 90), picture_dynasties),
    ),
    Section(
        "kingdoms",
        N_("Kingdoms"),
        N_("kingdom region connected unite"),
        (
            NP_(
                "yangtze",
                "Tiles and leaders that touch along an edge form a region; a region with at least one "
                "leader is a kingdom. Press H to see the kingdoms coloured in.",
            ),
            NP_(
                "yangtze",
                "A kingdom holds at most one leader of each colour: a second one means a revolt (a "
                "leader placed) or a war (a tile joining kingdoms).",
            ),
        ),
        (
            Diagram(
                (Frame(("k K0 . g .", ". r . g g", ". . . . ."), tags=(Tag((0, 0), "A"), Tag((4, 1), "B"))),),
                (
                    N_("A: tiles and a leader that touch: a kingdom (Crossbow's governor in it)."),
                    N_("B: tiles with no leader: a region, not a kingdom."),
                ),
            ),
        ),
    ),
    Section(
        "revolts",
        NP_("yangtze", "Revolts"),
        N_("revolt attack defend black governor support strength tie commit"),
        (
            NP_(
                "yangtze",
                "Placing a leader into a kingdom that already has a leader of that colour starts a "
                "revolt.",
            ),
            N_(
                "Strength: the black tiles beside each leader (the number on it), plus black tiles "
                "committed "
                "from the hand, plus 1 for a governor off the board. The attacker commits first."
            ),
            N_(
                "The defender wins ties. The loser's leader goes home; the winner scores 1 point of the "
                "leaders' colour. Committed tiles are discarded."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("k R0 . . .", ". k R1 . .", ". . . . ."), BEFORE,
                          arrows=(Arrow((2, 3), (2, 1)),), rings=((2, 1),),
                          tags=(Tag((1, 0), "2"), Tag((2, 1), "1"))),
                    Frame(("k . . . .", ". k R1 . .", ". . . . ."), AFTER,
                          tags=(Tag((2, 1), "+1", "green"),)),
                ),
                (
                    N_("Bull places its soldier beside one black tile (1) in the kingdom of Crossbow's "
                       "soldier, beside two (2): a revolt."),
                    N_("Bull's governor is off the board: +1. Bull, attacking, commits 1 black tile (3); "
                       "Crossbow commits none (2)."),
                    N_("Bull wins: Crossbow's soldier goes home and Bull scores 1 red point."),
                ),
            ),
        ),
    ),
    Section(
        "wars",
        NP_("yangtze", "Wars"),
        N_("war unification kingdoms support red soldier winner tie losses"),
        (
            N_(
                "A tile that joins kingdoms holding two leaders of one colour starts a war (one war "
                "settles "
                "every doubled colour). It scores nothing, and no chain or pagoda follows."
            ),
            N_(
                "A warring kingdom's strength is its red tiles. Then every player, from the left of the "
                "active player and the active player last, may support one kingdom with red tiles from "
                "the hand and the off-board soldier (+1)."
            ),
            N_(
                "The strongest wins; a tie is decided by the active player. Every loser loses its "
                "leaders "
                "of the doubled colours (1 point each to the winner's leader of that colour) and all its "
                "red tiles. The winner must give up as many red tiles as the strongest loser's strength: "
                "first the tiles given to it in support, then red tiles of its own kingdom, which the "
                "active player removes one by one."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("k R0 r g! r R1 k", ". r . . . . ."), BEFORE, arrows=(Arrow((3, 2), (3, 0)),),
                          rings=((3, 0),), tags=(Tag((1, 0), "2"), Tag((5, 0), "1")),
                          crosses=((4, 0), (5, 0), (1, 1))),
                    Frame(("k R0 r g . . k", ". . . . . . ."), AFTER, tags=(Tag((1, 0), "+1", "green"),)),
                ),
                (
                    N_("A green tile joins two kingdoms, each with a soldier: a war. Strength: each "
                       "kingdom's red tiles, 2 and 1, plus the support the players add."),
                    N_("Bull's kingdom, the weaker, loses its soldier and all its red tiles; Crossbow's "
                       "soldier scores 1 red point for the soldier removed."),
                    N_("The winner must give up 1 red tile, as the loser's strength was 1: nobody "
                       "supported it, so the active player removes one of its own red tiles."),
                ),
            ),
        ),
    ),
    Section(
        "war-support",
        N_("War support"),
        N_("war support order left active player last soldier off board tie"),
        (
            N_(
                "Every player may support one warring kingdom, even one with no leader of theirs: from "
                "the player on the active player's left, round the table, the active player last."
            ),
            N_(
                "Support is red tiles from the hand, and the soldier if it is off the board (+1; it comes "
                "back after the war). Tiles given to the winner in support are the first red tiles it "
                "gives up after the war."
            ),
        ),
        (
            Diagram(
                (Frame(("k R0 r g! r R1 k", ". r . . . r ."), arrows=(Arrow((3, 2), (3, 0)),),
                       rings=((3, 0),), tags=(Tag((1, 0), "A"), Tag((5, 0), "B"))),),
                (
                    N_("A and B: 2 red tiles each. Vase, on the left of the active player, supports B with 1 "
                       "red tile; Lion's soldier is off the board: Lion supports A with it (+1): 3 to 3."),
                    N_("A tie: the active player chooses the winner among the tied kingdoms."),
                ),
            ),
        ),
    ),
    Section(
        "pagodas",
        N_("Pagodas"),
        N_("pagoda pagodas triangle three build move supply court garrison granary market workshop"),
        (
            N_(
                "Three tiles of one colour touching each other (around one corner) form a triangle. A "
                "tile that completes one lets you build a pagoda of that colour on it, free, if the "
                "triangle has none."
            ),
            N_(
                "The two-green action builds one on any such triangle. When none of the colour is left "
                "in "
                "the supply, one on the board is moved instead."
            ),
            N_(
                "At the end of your turn each of your leaders scores 1 point for each pagoda of its "
                "colour in its kingdom, whoever built it (and so do the others' leaders at the end of "
                "their turns). A pagoda goes back to the supply when one of its tiles leaves."
            ),
            N_("The pagodas: the court (black), the garrison (red), the granary (blue), the market (green) "
               "and the workshop (yellow)."),
        ),
        (
            Diagram(
                (
                    Frame(("k G0 g g .", ". . . . ."), BEFORE, arrows=(Arrow((-1, 1), (2, 1)),),
                          rings=((2, 1),), tags=(Tag((2, 1), "1"),)),
                    Frame(("k G0 g g .", ". . g . ."), AFTER,
                          groups=(Group("pagoda", ((2, 0), (3, 0), (2, 1)), "g"),),
                          tags=(Tag((1, 0), "+1", "green"),)),
                ),
                (
                    N_("1: the green tile completes a triangle of three green tiles: a green pagoda may be "
                       "built on it."),
                    N_("At the end of Crossbow's turn, its trader scores 1 green point for the green pagoda "
                       "in its kingdom."),
                ),
            ),
        ),
    ),
    Section(
        "peasants",
        N_("Peasants' revolt"),
        N_("peasants revolt blue remove tile farmer"),
        (
            N_(
                "Pay two blue tiles from your hand (or one and your off-board farmer) and remove any one "
                "tile from the board: a capital's, or one under a pagoda, too."
            ),
            N_(
                "Kingdoms may split; leaders left with no black tile beside them go home; the pagoda on "
                "it "
                "goes back to the supply."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("k K0 g g .", ". . g . ."), BEFORE,
                          groups=(Group("pagoda", ((2, 0), (3, 0), (2, 1)), "g"),),
                          crosses=((2, 0),), tags=(Tag((2, 0), "1"),)),
                    Frame(("k K0 . g .", ". . g . ."), AFTER, tags=(Tag((3, 0), "2"),)),
                ),
                (
                    N_("1: paying two blue tiles, a player removes this green tile, though a pagoda stands "
                       "on it."),
                    N_("2: the pagoda goes back to the supply, and these two tiles are cut off from the "
                       "governor's kingdom."),
                ),
            ),
        ),
    ),
    Section(
        "end",
        N_("The end"),
        N_("end game over bag empty final count yellow wild ranking tie"),
        (
            N_("The game ends at once when a player must draw a tile and the bag is empty."),
            N_(
                "Each player's yellow points are added, one at a time, to their weakest colour. The "
                "result "
                "is the weakest of black, red, blue and green; ties look at the next weakest, and so on."
            ),
            N_("Two players may choose the short game: 24 tiles are put out of the game unseen."),
        ),
    ),
]
