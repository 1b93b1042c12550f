"""Unfinished games: a game in progress that another game replaces is kept here, not lost.

The folder is ``Unfinished games`` in the data folder (beside the records and
the recovery file). Each game gets a file of its own, named from the time and
the players, ``2026-03-02 10.05 Ann Ben - deal 4821.wwgame``:

* the name is safe on every system (:func:`~wildwest.persistence.files.safe_file_name`:
  at most 255 bytes in UTF-8 and UTF-16, none of the characters Windows
  forbids); long names are shortened, the time and the deal code kept;
* a file that is already there is never replaced: the next free name of
  ``… (2).wwgame``, ``… (3).wwgame`` … up to :data:`MAX_SAME_NAME` is taken,
  reserved with an exclusive create so two copies of the app cannot pick the
  same one.
"""

from __future__ import annotations

import logging
import os
from datetime import datetime
from pathlib import Path

from wildwest.engine import Deal, GameState

from .files import display_name, safe_file_name
from .savefile import SUFFIX, SavedGame, SaveFileError, save_game

log = logging.getLogger(__name__)

UNFINISHED_FOLDER = "Unfinished games"
MAX_SAME_NAME = 999
"""The most unfinished games kept under one name (same minute, players and deal)."""
_COUNTER_ROOM = len(f" ({MAX_SAME_NAME})")


def unfinished_folder(data_dir: Path) -> Path:
    """The folder for unfinished games in the data folder ``data_dir``."""
    return data_dir / UNFINISHED_FOLDER


def unfinished_name(deal: Deal, now: datetime | None = None) -> str:
    """``2026-03-02 10.05 Ann Ben - deal 4821.wwgame`` (``- hand-made deal`` without a code),
    short enough to take a counter such as ``" (2)"``."""
    stamp = f"{(now or datetime.now()):%Y-%m-%d %H.%M}"
    tail = f" - deal {deal.seed}" if deal.seed is not None else " - hand-made deal"
    return safe_file_name(
        f"{stamp} {' '.join(deal.players)}", SUFFIX, tail=tail, room=_COUNTER_ROOM
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
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveFileError(f"the folder {folder} cannot be made ({reason})") from None
    first = unfinished_name(saved.deal, now)
    stem = first.removesuffix(SUFFIX)
    for count in range(1, MAX_SAME_NAME + 1):
        path = folder / (first if count == 1 else f"{stem} ({count}){SUFFIX}")
        try:
            handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        except OSError as error:
            reason = error.strerror or type(error).__name__
            raise SaveFileError(f"{display_name(path)} could not be saved: {reason}") from None
        os.close(handle)
        try:
            save_game(path, saved, state=state)
        except SaveFileError:
            _drop_reservation(path)
            raise
        log.info("kept an unfinished game as %s", path)
        return path
    raise SaveFileError(
        f"{display_name(folder / first)} could not be saved: there are already "
        f"{MAX_SAME_NAME} unfinished games with that name"
    )


def _drop_reservation(path: Path) -> None:
    """Remove the empty file made to reserve the name (only if it is still empty)."""
    try:
        if path.stat().st_size == 0:
            path.unlink()
    except OSError as error:
        log.warning("cannot remove the empty %s: %s", path, error)
