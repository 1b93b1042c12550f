"""Whole-window screens that take the table's place: the new-game screen and game over."""
