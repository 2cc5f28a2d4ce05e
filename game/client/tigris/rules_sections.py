"""The rules of Tigris & Euphrates, as data (`rules_book.Section`): short paragraphs and,
for each rule, an example drawn on a few cells of the board (`rules_diagram`: the cells
written as text; k r b g: black, red, blue, green; capitals: leaders, the digit their
dynasty: 0 Bull, 1 Lion, 2 Archer, 3 Potter). The rulings are
`../shared/rules/tigris-euphrates.md`; these say them in a player's words."""

from __future__ import annotations

from ..i18n import N_
from ..rules_book import Section
from ..rules_diagram import Arrow, Diagram, Frame, Group, Tag
from .rules import picture_board, picture_leaders, picture_pieces, picture_tiles

BEFORE, AFTER = N_("before"), N_("after")

SECTIONS: list[Section] = [
    Section(
        "goal",
        N_("The goal"),
        N_("goal win score points weakest colour end"),
        (
            N_("Build kingdoms and score points in four colours: black, red, blue and green."),
            N_(
                "At the end only your weakest colour counts, with your treasures added to it: the player "
                "whose weakest colour is highest wins. Keep all four growing."
            ),
            N_(
                "Your score is hidden from the others unless the game uses open scoring; in the game "
                "your "
                "weakest colour is marked in gold."
            ),
        ),
        pictures=(picture_tiles,),
    ),
    Section(
        "boards",
        N_("The boards"),
        N_("board boards standard advanced map rivers temples"),
        (
            N_(
                "The standard board is the one the rulebook teaches with. The advanced board (the other "
                "side) has its rivers and temples placed for more conflict."
            ),
            N_("Temples with a dark border are the corner temples whose treasures are taken first."),
        ),
        pictures=(picture_board("standard"), picture_board("advanced")),
    ),
    Section(
        "turn",
        N_("Your turn"),
        N_("turn actions two pass swap refill draw end turn undo"),
        (
            N_("Take two actions, one after the other, in any order; the same twice is fine:"),
            N_(
                "• place a leader (or move one already on the board);\n• place a tile from your hand;\n"
                "• place a catastrophe;\n• swap any of your tiles for new ones from the bag."
            ),
            N_(
                "Then press End turn: you refill your hand to six tiles and the next player goes. Until "
                "you do, Undo takes back either action (unless tiles were drawn or another player "
                "decided meanwhile)."
            ),
        ),
        pictures=(picture_pieces,),
    ),
    Section(
        "tiles",
        N_("Tiles and points"),
        N_("tile tiles settlement temple farm market points score colour king"),
        (
            N_(
                "A tile placed in a kingdom scores 1 point of its colour for that kingdom's leader of "
                "the same colour. If the kingdom has none, its king scores instead; with no king, "
                "nobody does."
            ),
            N_("Farms (blue) go only on rivers; the other tiles only on land."),
            N_("A tile may join two kingdoms (a war follows if they hold rival leaders), never three."),
        ),
        (
            Diagram(
                (
                    Frame((". r K0 . ~", ". R1 . . ~", ". . . . ~"), BEFORE,
                          arrows=(Arrow((0, 2), (0, 1)), Arrow((3, 2), (3, 0))),
                          tags=(Tag((0, 1), "1"), Tag((3, 0), "2"))),
                    Frame((". r K0 g ~", "r R1 . . ~", ". . . . ~"), AFTER,
                          tags=(Tag((0, 1), "1"), Tag((3, 0), "2")), rings=((0, 1), (3, 0))),
                ),
                (
                    N_("1: a red tile beside Lion's priest: Lion scores 1 red point."),
                    N_("2: this kingdom has no trader: the green tile scores 1 green point for its king's "
                       "owner, Bull."),
                ),
            ),
        ),
    ),
    Section(
        "leaders",
        N_("Leaders"),
        N_("leader leaders king priest farmer trader dynasty place move withdraw"),
        (
            N_(
                "Each player has four leaders, one of each colour, with their dynasty's symbol and a "
                "rim in their dynasty's colour."
            ),
            N_(
                "A leader goes on empty land beside a temple (red tile). It may not join two kingdoms. "
                "A leader on the board can be moved elsewhere: one action."
            ),
            N_(
                "Withdraw (W): as one action, take one of your leaders off the board back to your "
                "supply (click it on the board, then Withdraw, or drag it onto its place in your "
                "tray). Its kingdom may split, but no conflict "
                "starts; you may place it again later."
            ),
            N_("A leader whose last temple is lost goes home."),
        ),
        (
            Diagram(
                (Frame((". . . ~ .", ". r B0 ~ .", ". . . ~ ."), rings=((1, 0), (0, 1), (1, 2)),
                       arrows=(Arrow((2, 3), (2, 1),),), tags=(Tag((2, 1), "1"), Tag((3, 1), "2", "red"))),),
                (
                    N_("1: Bull's farmer goes beside the temple; the rings show the other cells it could "
                       "take."),
                    N_("2: never on a river, and never where it would join two kingdoms."),
                ),
            ),
        ),
        pictures=(picture_leaders,),
    ),
    Section(
        "kingdoms",
        N_("Kingdoms"),
        N_("kingdom region connected unite"),
        (
            N_(
                "Tiles and leaders that touch along an edge form a region; a region with at least one "
                "leader is a kingdom. Press H to see the kingdoms coloured in."
            ),
            N_("A kingdom holds at most one leader of each colour: a second one means a revolt or a war."),
        ),
        (
            Diagram(
                (Frame(("k r . g .", ". K0 . g g", ". . . . ."),
                        tags=(Tag((0, 0), "A"), Tag((4, 1), "B"))),),
                (
                    N_("A: tiles and a leader that touch: a kingdom (Bull's king in it)."),
                    N_("B: tiles with no leader: a region, not a kingdom; a tile between them would join "
                       "it."),
                ),
            ),
        ),
    ),
    Section(
        "revolts",
        N_("Revolts"),
        N_("revolt attack defend red temples support strength tie"),
        (
            N_(
                "Placing a leader into a kingdom that already has a leader of that colour starts a "
                "revolt."
            ),
            N_(
                "Each side's strength is the temples beside its leader (the red badge on the leader), "
                "plus the red tiles it commits from its hand: first the attacker, then the defender."
            ),
            N_(
                "The defender wins ties. The loser's leader goes home; the winner scores 1 red point. "
                "Committed tiles are discarded."
            ),
        ),
        (
            Diagram(
                (
                    Frame((". r R1 k .", ". . R0 r .", ". . r . ."), BEFORE,
                          arrows=(Arrow((-1, 1), (2, 1)),), rings=((2, 1),),
                          tags=(Tag((2, 0), "1"), Tag((2, 1), "2"))),
                    Frame((". r . k .", ". . R0 r .", ". . r . ."), AFTER,
                          tags=(Tag((2, 1), "+1", "green"),), crosses=()),
                ),
                (
                    N_("Bull places its priest beside two temples (strength 2) in a kingdom where Lion's "
                       "priest has one (1): a revolt."),
                    N_("Bull, attacking, commits 1 red tile from the hand (3); Lion then commits 1 (2)."),
                    N_("Bull wins: Lion's priest goes home and Bull scores 1 red point. The committed tiles "
                       "are discarded."),
                ),
            ),
        ),
    ),
    Section(
        "wars",
        N_("Wars"),
        N_("war unite two kingdoms rival leaders support tiles removed"),
        (
            N_(
                "A tile that joins two kingdoms with leaders of the same colour starts a war for each "
                "such pair (the active player chooses the order)."
            ),
            N_(
                "Each side's strength is its tiles of the war's colour on its side of the new kingdom, "
                "plus tiles of that colour committed from its hand. The defender wins ties."
            ),
            N_(
                "The loser's leader and its side's tiles of that colour are removed (temples with a "
                "treasure or beside another leader stay). The winner scores 1 point per piece removed."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("r K0 k k! k K1 r", ". k . . . . ."), BEFORE, arrows=(Arrow((3, 2), (3, 0)),),
                          rings=((3, 0),), tags=(Tag((1, 0), "2"), Tag((5, 0), "1")),
                          crosses=((4, 0), (5, 0))),
                    Frame(("r K0 k k . . r", ". k . . . . ."), AFTER, tags=(Tag((1, 0), "+2", "green"),)),
                ),
                (
                    N_("A black tile joins two kingdoms, each with a king: a war for black. The tile scores "
                       "nothing and carries the unification marker."),
                    N_("Strength: the black tiles on each side (Bull 2, Lion 1), plus black tiles committed "
                       "from the hand, the attacker first. Ties go to the defender."),
                    N_("Lion loses: its king and the black tile on its side leave the board; Bull scores 1 "
                       "black point for each: 2."),
                ),
            ),
        ),
    ),
    Section(
        "war-attacker",
        N_("Who attacks in a war"),
        N_("war attacker defender third player turn order who attacks"),
        (
            N_("In a war the attacker is the active player, if one of the two rival leaders is theirs."),
            N_(
                "If not (a third player's tile joined the kingdoms), the attacker is the first player "
                "after the active one, in turn order, who owns one of the two leaders; the other owner "
                "defends."
            ),
        ),
        (
            Diagram(
                (Frame(("r B1 b k! b B3 r", ". . ~ . ~ . ."), arrows=(Arrow((3, 2), (3, 0)),),
                       rings=((3, 0),), tags=(Tag((3, 0), "1"), Tag((1, 0), "2"), Tag((5, 0), "3"))),),
                (
                    N_("Turn order: Archer, Potter, Lion, Bull."),
                    N_("1: Archer places a tile that joins Lion's kingdom (2) and Potter's (3), each with a "
                       "farmer: a war for blue."),
                    N_("Archer owns neither farmer. The first player after Archer who owns one is Potter: "
                       "Potter attacks, Lion defends."),
                    N_("Had the tile been Lion's, Lion would attack."),
                ),
            ),
        ),
    ),
    Section(
        "war-losses",
        N_("War losses"),
        N_("war red temples lost removed treasure stay points support commit"),
        (
            N_(
                "The winner scores 1 point of the war's colour for the losing leader and for each tile "
                "removed; not for the tiles committed from the hands, which are discarded."
            ),
            N_(
                "In a war for red, the losing side keeps its temples that hold a treasure or stand beside "
                "another leader: they are needed there."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("r R0 r r! r R1 r*", "r . . . r K1 ."), BEFORE, arrows=(Arrow((3, 2), (3, 0)),),
                          rings=((3, 0),), tags=(Tag((3, 0), "1"),), crosses=((4, 0), (5, 0))),
                    Frame(("r R0 r r . . r*", "r . . . r K1 ."), AFTER,
                          tags=(Tag((6, 0), "2"), Tag((4, 1), "2"), Tag((1, 0), "+2", "green"))),
                ),
                (
                    N_("1: Bull's red tile starts a war for red: 3 temples a side. Bull, attacking, "
                       "commits 1 more from the hand and wins, 4 to 3."),
                    N_("2: Lion's priest leaves with its temples, but for the one with a treasure and the "
                       "one beside Lion's king."),
                    N_("Bull scores 2 red points: the priest and one temple."),
                ),
            ),
        ),
    ),
    Section(
        "monuments",
        N_("Monuments"),
        N_("monument square four build end of turn points"),
        (
            N_(
                "Four tiles of one colour in a square may be turned face down to build a monument that "
                "carries that colour and another one."
            ),
            N_(
                "At the end of your turn, each of your leaders in a kingdom with a monument of its "
                "colour scores 1 point of that colour."
            ),
            N_(
                "A red monument turns temples face down: leaders beside no other temple go home. The "
                "window warns you on the monument's button."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("r r K0 .", "r r r B0", ". . . ."), BEFORE, arrows=(Arrow((1, 3), (1, 1)),),
                          rings=((1, 1),), tags=(Tag((1, 1), "1"),)),
                    Frame(("r_ r_ K0 .", "r_ r_ r B0", ". . . ."), AFTER,
                          groups=(Group("monument", ((0, 0), (1, 0), (0, 1), (1, 1)), "rb"),),
                          tags=(Tag((3, 1), "+1", "blue"),)),
                ),
                (
                    N_("1: the red tile completes a square of four: they turn face down and a red and blue "
                       "monument stands on them."),
                    N_("At the end of Bull's turn its farmer, in the kingdom with a blue monument, scores 1 "
                       "blue point. The king stays: it still has a temple beside it."),
                ),
            ),
        ),
    ),
    Section(
        "treasures",
        N_("Treasures"),
        N_("treasure treasures trader corner special wild"),
        (
            N_(
                "Each starting temple holds a treasure. When a kingdom holds two or more, its trader's "
                "player takes all but one of them, the corner temples' (special border) first."
            ),
            N_(
                "At the end each treasure is a point of any colour, added where it helps most: to your "
                "weakest colours."
            ),
        ),
        (
            Diagram(
                (
                    Frame(("r* k k k r*", "G0 . . . ."), BEFORE, arrows=(Arrow((2, 2), (2, 0)),),
                          rings=((2, 0),), tags=(Tag((2, 0), "1"),)),
                    Frame(("r k k k r*", "G0 . . . ."), AFTER, tags=(Tag((0, 1), "+1", "green"),)),
                ),
                (
                    N_("1: a tile joins two temples with treasures into one kingdom, with Bull's trader in "
                       "it."),
                    N_("Bull takes one of the two treasures; one stays on the board."),
                ),
            ),
        ),
        pictures=(picture_pieces,),
    ),
    Section(
        "catastrophes",
        N_("Catastrophes"),
        N_("catastrophe destroy block"),
        (
            N_(
                "Each player has two. A catastrophe goes on any cell without a leader, a treasure, a "
                "monument or another catastrophe, destroys the tile there and blocks the cell for good."
            ),
            N_("It can split a kingdom in two, and leaders left without a temple go home."),
        ),
        (
            Diagram(
                (
                    Frame(("g k r K0 k", ". . . . ."), BEFORE, arrows=(Arrow((2, 2), (2, 0)),),
                          rings=((2, 0),), tags=(Tag((2, 0), "1"),), crosses=((3, 0),)),
                    Frame(("g k x . k", ". . . . ."), AFTER, tags=(Tag((3, 0), "2", "red"),)),
                ),
                (
                    N_("1: a catastrophe on the temple destroys it and blocks the cell for good."),
                    N_("2: the king, beside no temple now, goes home; the tiles fall apart into two "
                       "regions."),
                ),
            ),
        ),
    ),
    Section(
        "end",
        N_("The end of the game"),
        N_("end game over bag treasures ranking tie"),
        (
            N_(
                "The game ends when only one or two treasures are left on the board, or when the bag "
                "cannot refill a hand."
            ),
            N_(
                "Add your treasures to your weakest colours; the highest weakest colour wins. A tie is "
                "settled by the second weakest colour, then the third, then the strongest."
            ),
        ),
    ),
]
