"""Translations of the window's texts (gettext). See `extract.py`."""
