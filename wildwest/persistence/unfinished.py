"""Unfinished games: a game in progress that another game replaces is kept here, not lost.

The folder is ``Unfinished games`` in the data folder (beside the records and
the recovery file). Each game gets a file of its own, named from the time and
the players, ``2026-03-02 10.05 Ann Ben - deal 4821.wwgame``:

* the name is safe on every system (:func:`~wildwest.persistence.files.safe_file_name`:
  at most 255 bytes in UTF-8 and UTF-16, none of the characters Windows
  forbids, no device name such as ``CON``); long names are shortened, the time
  and the deal code kept, and shortened further in a deep folder on Windows so
  that the whole path stays within ``MAX_PATH`` (:func:`~wildwest.persistence.files.longest_name`);
* a file that is already there is never replaced: the next free name of
  ``… (2).wwgame``, ``… (3).wwgame`` … up to :data:`MAX_SAME_NAME` is taken,
  reserved with an exclusive create so two copies of the app cannot pick the
  same one.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wildwest.engine import Deal, GameState

from .files import MAX_SAVED_NAME_BYTES, longest_name, safe_file_name
from .numbered import MAX_SAME_NAME, keep_under_free_name
from .savefile import SUFFIX, SavedGame, save_game

log = logging.getLogger(__name__)

UNFINISHED_FOLDER = "Unfinished games"
"""The most unfinished games kept under one name (same minute, players and deal)."""
_COUNTER_ROOM = len(f" ({MAX_SAME_NAME})")


def unfinished_folder(data_dir: Path) -> Path:
    """The folder for unfinished games in the data folder ``data_dir``."""
    return data_dir / UNFINISHED_FOLDER


def unfinished_name(
    deal: Deal, now: datetime | None = None, longest: int = MAX_SAVED_NAME_BYTES
) -> str:
    """``2026-03-02 10.05 Ann Ben - deal 4821.wwgame`` (``- hand-made deal`` without a code),
    short enough to take a counter such as ``" (2)"``, and at most ``longest`` with it."""
    stamp = f"{(now or datetime.now()):%Y-%m-%d %H.%M}"
    tail = f" - deal {deal.seed}" if deal.seed is not None else " - hand-made deal"
    return safe_file_name(
        f"{stamp} {' '.join(deal.players)}",
        SUFFIX,
        tail=tail,
        room=_COUNTER_ROOM,
        longest=longest,
    )


def keep_unfinished(
    folder: Path,
    saved: SavedGame,
    *,
    state: GameState | None = None,
    now: datetime | None = None,
) -> Path:
    """Save ``saved`` in ``folder`` under a new name (see the module notes); its path.

    ``state`` is the state the actions lead to, if known (see ``save_game``).
    Raises :class:`SaveFileError` with a one-line message if it cannot be kept.
    """
    path = keep_under_free_name(
        folder,
        unfinished_name(saved.deal, now, longest_name(folder)),
        SUFFIX,
        lambda path: save_game(path, saved, state=state),
        QCoreApplication.translate("Unfinished", "unfinished games"),
    )
    log.info("kept an unfinished game as %s", path)
    return path
