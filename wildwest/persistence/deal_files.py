"""Deal files written by the app: the cards of a game played with real cards.

A deal file is RULES.md "The deal file": JSON text (UTF-8), as ``wildwest deal``
prints it, so ``wildwest replay`` and New game → Deal file read it. When a real-cards
game ends, the session keeps its deal in the ``Real-card deals`` folder of the data
folder, under a name made from the time and the players,
``2026-03-02 10.05 Ann Ben Cy - real cards.json``; a name that is taken is never
replaced (``… (2).json`` and so on, as in :mod:`~wildwest.persistence.unfinished`).
Every write is atomic and refuses what is not a regular file, with a
:class:`~wildwest.persistence.savefile.SaveFileError` saying why.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wildwest.engine import Deal
from wildwest.engine.phrases import fill

from .files import (
    MAX_SAVED_NAME_BYTES,
    atomic_write,
    display_name,
    longest_name,
    safe_file_name,
    target_problem,
)
from .numbered import MAX_SAME_NAME, keep_under_free_name
from .savefile import SaveFileError

log = logging.getLogger(__name__)

DEAL_SUFFIX = ".json"
REAL_DEALS_FOLDER = "Real-card deals"
"""The most deal files kept under one name (same minute and players)."""


def deal_text(deal: Deal) -> str:
    """The deal file's text, as ``wildwest deal`` prints it."""
    return json.dumps(deal.to_dict(), ensure_ascii=False, indent=2) + "\n"


def save_deal(path: str | Path, deal: Deal) -> None:
    """Write ``deal`` to ``path`` atomically; :class:`SaveFileError` says why it could not."""
    path = Path(path)
    name = display_name(path)
    refused = target_problem(path)
    if refused is not None:
        raise SaveFileError(
            fill(
                QCoreApplication.translate("DealFiles", "%1 could not be saved: %2"),
                (name, refused),
            )
        )
    problem = atomic_write(path, deal_text(deal).encode("utf-8"))  # names have no surrogates
    if problem is not None:
        log.warning("saving the deal %s failed: %s", path, problem)
        raise SaveFileError(
            fill(
                QCoreApplication.translate("DealFiles", "%1 could not be saved: %2"),
                (name, problem),
            )
        )
    log.info("saved the deal %s (%d turns)", path, len(deal.face_pile))


def real_deals_folder(data_dir: Path) -> Path:
    """Where the deals of games played with real cards are kept, in the data folder."""
    return data_dir / REAL_DEALS_FOLDER


def real_deal_name(
    deal: Deal, now: datetime | None = None, longest: int = MAX_SAVED_NAME_BYTES
) -> str:
    """``2026-03-02 10.05 Ann Ben Cy - real cards.json``, short enough for a counter, and at
    most ``longest`` with it (see :func:`~wildwest.persistence.files.longest_name`)."""
    stamp = f"{(now or datetime.now()):%Y-%m-%d %H.%M}"
    room = len(f" ({MAX_SAME_NAME})")
    return safe_file_name(
        f"{stamp} {' '.join(deal.players)}",
        DEAL_SUFFIX,
        tail=" - real cards",
        room=room,
        longest=longest,
    )


def keep_real_deal(folder: Path, deal: Deal, now: datetime | None = None) -> Path:
    """Save ``deal`` in ``folder`` under a new name (see the module notes); its path.

    Raises :class:`SaveFileError` with a one-line message if it cannot be kept.
    """
    return keep_under_free_name(
        folder,
        real_deal_name(deal, now, longest_name(folder)),
        DEAL_SUFFIX,
        lambda path: save_deal(path, deal),
        QCoreApplication.translate("DealFiles", "deal files"),
    )
