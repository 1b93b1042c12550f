"""What the File menu and the Records window show, as frozen values.

The files-and-records service (:mod:`wildwest.services.files_and_records`) makes a
:class:`FileMenuView` after every change to the game, the file or the records and pushes
it (``menu_changed``), as the controller pushes the game's
:class:`~wildwest.present.view_state.ViewState`; the File menu lays it out and never asks
the service anything back. The Records window gets a :class:`RecordsView` (and a
:class:`HistoryView` for the chart) the same way, and printing a :class:`SheetJob`.

Pure: no Qt, no files; every word through :func:`~wildwest.present.translate.translate`
(the words keep the ``Session`` and ``FileActions`` contexts they were translated in).

>>> window_title("Ann Ben - deal 4821.wwgame", 4821, unsaved=True)
'• Ann Ben - deal 4821.wwgame — deal 4821 — Wild West'
>>> window_title(None, None, unsaved=False)
'Wild West'
>>> pdf_path("/home/ann/Ann Ben.wwgame", "deal")
'/home/ann/Ann Ben - deal sheet.pdf'
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from pathlib import PurePath
from typing import TYPE_CHECKING

from .translate import QT_TRANSLATE_NOOP, arg, translate

if TYPE_CHECKING:  # the sheets are made only when printing
    from .sheets import DealSheet, ScoreSheet

APP_TITLE = QT_TRANSLATE_NOOP("Session", "Wild West")
UNSAVED_MARK = "•"
SCORE = "score"
DEAL = "deal"
"""The two printed sheets (:attr:`SheetJob.kind`)."""
PREVIEW = "preview"
PDF = "pdf"
"""What a sheet is made for (:attr:`SheetJob.purpose`): the print preview, or a PDF file."""


@dataclass(frozen=True, slots=True)
class RecentItem:
    """One game on Open Recent, as it was when the menu last opened."""

    name: str
    """The file's name (control characters shown as ``?``): plain text."""
    path: str
    usable: bool
    """False: it cannot be reached now (an unplugged USB stick): listed, greyed out."""
    note: str = ""
    """The tooltip of an entry that cannot be used: its name and why (else "")."""


@dataclass(frozen=True, slots=True)
class FileMenuView:
    """Everything the File menu shows and where its dialogs start: the whole truth."""

    title: str = ""
    """The window's title: file name, deal code, ``•`` for unsaved turns, the app's name."""
    has_game: bool = False
    """There is a game to save and print."""
    real_cards: bool = False
    """A game with real cards: *Save the cards as a deal file* is there …"""
    has_cards: bool = False
    """… and can be used (a turn has been entered)."""
    file: str = ""
    """The file the game was last saved to or opened from ("" for none)."""
    unsaved: bool = False
    save_path: str = ""
    """Where Save As starts, with the name it offers."""
    deal_path: str = ""
    """Where *Save the cards as a deal file* starts, with the name it offers."""
    open_folder: str = ""
    """Where Open starts."""
    score_pdf_path: str = ""
    deal_pdf_path: str = ""
    """Where *Save sheet as PDF* starts, with the name it offers, for each sheet."""
    records_path: str = ""
    """Where *Export records* starts, with the name it offers."""
    recent: tuple[RecentItem, ...] = ()
    """Open Recent, newest first, as checked when the menu last asked (``check_recent``)."""
    held_back: str = ""
    """While learning records are held back (a full disk): one short line for the status
    bar; "" once they are written."""
    class_waiting: str = ""
    """While turns wait for the class folder because it cannot be reached: one calm line
    for the status bar ("3 turns waiting for the class folder"); "" otherwise."""

    @property
    def waiting_line(self) -> str:
        """The line the status bar keeps while something waits (records first)."""
        return self.held_back or self.class_waiting


# ---------------------------------------------------------------- the Records window


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One player's learning records, totalled (see ``PlayerSummary``)."""

    name: str
    numbers_met: int
    answers: int
    right_first_time: int
    right_share: float | None
    """Right first time as a fraction of answers, or None with no answers (Auto only)."""
    hints: int
    gave_up: int
    mean_seconds: float | None
    primes_found: tuple[int, ...]
    games_played: int
    games_won: int
    mistakes: tuple[int, ...]
    """Answers with each kind of mistake, in the order of the records' mistake kinds."""
    ladder_answers: int = 0
    """Answers given by division ladder (Practice); the others were typed."""


@dataclass(frozen=True, slots=True)
class HistoryPoint:
    """One game of one player, for the progress chart."""

    played: datetime
    numbers_met: int
    answers: int
    right_first_time: int

    @property
    def right_share(self) -> float | None:
        return self.right_first_time / self.answers if self.answers else None


@dataclass(frozen=True, slots=True)
class RecordsView:
    """The Records window's table, and the line saying where the records are kept."""

    rows: tuple[RecordRow, ...] = ()
    note: str = ""


@dataclass(frozen=True, slots=True)
class HistoryView:
    """One player's games, for the chart."""

    name: str
    points: tuple[HistoryPoint, ...] = ()


@dataclass(frozen=True, slots=True)
class SheetJob:
    """A sheet made for printing: which, what for (the preview or a PDF), and the sheet
    (``None`` when there is no game to print)."""

    kind: str
    purpose: str
    sheet: ScoreSheet | DealSheet | None


# ---------------------------------------------------------------- words


def window_title(file_name: str | None, deal_code: int | None, *, unsaved: bool) -> str:
    """``• Ann Ben - deal 4821.wwgame — deal 4821 — Wild West`` (``•``: unsaved turns).

    The app's name comes last: the desktop adds it there when it is missing, so it is
    never written twice."""
    parts = []
    if file_name:
        parts.append(file_name)
    if deal_code is not None:
        parts.append(arg(translate("Session", "deal %1"), deal_code))
    parts.append(translate("Session", APP_TITLE))  # the app's name, translated where it is
    title = " — ".join(parts)
    return f"{UNSAVED_MARK} {title}" if unsaved else title


def pdf_path(save_path: str, kind: str) -> str:
    """Where *Save sheet as PDF* starts: beside the game's suggested file, named after it
    (``Ann Ben - score sheet.pdf``)."""
    game = PurePath(save_path)
    stem = game.name.removesuffix(".wwgame")
    label = (
        translate("FileActions", "deal sheet")
        if kind == DEAL
        else translate("FileActions", "score sheet")
    )
    return str(game.with_name(arg(translate("FileActions", "%1 - %2.pdf"), stem, label)))


def records_path(folder: str, today: date) -> str:
    """Where *Export records* starts: ``Wild West records 2026-03-02.csv`` in ``folder``."""
    name = arg(translate("FileActions", "Wild West records %1.csv"), today.isoformat())
    return str(PurePath(folder) / name)
