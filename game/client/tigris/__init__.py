"""How the window shows Tigris & Euphrates: the board and its pieces, the
player's tray, one panel per kind of decision, what each event looks and
sounds like, the words for the log, the hover preview and cards, and the
rules reference. The shell (`game/client/`) finds it by the game's name
(`presentation.py` here holds the object it asks) and never asks which
game it is.

Kept free of imports so that `words` (no pygame) can be used alone.
"""
