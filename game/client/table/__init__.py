"""The table's view parts: the scenes that show a game in play compose them.

`table_scene.TableScene` composes the turn controller (`game/client/turn/`)
and the parts, each in its own module: the top bar (`top_bar.py`), the seat
column (`seats.py`: seat cards or a lesson's compact rows), the bottom bar
and tray (`bottom_bar.py`), the hot seat's curtain (`curtain.py`), banners and
where messages go (`banners.py`); the log view is `log_view.py`, the "since
your last turn" card `summary.py`. A mode (`mode.py`) fills the slot below the
seats (the game's log, a lesson's text) and says what else differs.
"""
