"""Files and records: saved games, the recovery file and the learning records of one run.

:class:`FilesAndRecords` is a service beside the
:class:`~wildwest.controller.GameController`: it listens to the controller's
``game_changed`` and keeps what the game leaves on disk; widgets never touch files. It

* rewrites the recovery file after every change to a game in progress, and
  removes it when the game ends or nothing would be lost by closing;
* records every scored turn and every finished game in the
  :class:`~wildwest.persistence.records.RecordsStore` (and, with a class folder, hands
  them to the class folder's outbox: :mod:`wildwest.services.class_outbox`);
* saves and opens ``.wwgame`` files, keeps the Open Recent list (settings key
  ``files/recent``) and knows whether the game has unsaved turns;
* pushes what the File menu shows, one frozen
  :class:`~wildwest.present.file_menu.FileMenuView` (``menu_changed``) after every change,
  as the controller pushes the game's view; the Records window's rows, a player's chart
  and the printed sheets are pushed the same way when a view asks for them
  (``watch_records``, ``show_history``, ``make_sheet``).

Views call its intents (:data:`INTENTS`) and listen to its signals (:data:`SIGNALS`);
``tests/test_architecture.py`` checks that they read nothing else. Everything that can
fail returns a one-line message (or emits :attr:`~FilesAndRecords.message`) instead of
raising, and keeps the game that is being played.

Closing the app never asks "save first?": a game in progress with unsaved
turns stays in the recovery file, and the next start offers to resume it. A
clean exit (nothing unsaved in progress) removes the recovery file.
"""

from __future__ import annotations

import dataclasses
import logging
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from wildwest import engine
from wildwest.controller import GameChange, GameController
from wildwest.persistence.files import MAX_SAVED_NAME_BYTES, longest_name, safe_file_name
from wildwest.persistence.instance import SingleInstance
from wildwest.persistence.recent import RecentFiles
from wildwest.persistence.records import (
    DISK_FULL,
    MISTAKE_KINDS,
    RecordsError,
    RecordsStore,
    new_game_id,
)
from wildwest.persistence.savefile import (
    SUFFIX,
    RecoveryFile,
    SavedAs,
    SavedGame,
    SaveFileError,
    display_name,
    load_game,
    save_game,
)
from wildwest.persistence.settings import Settings
from wildwest.present.file_menu import (
    DEAL,
    SCORE,
    FileMenuView,
    HistoryPoint,
    HistoryView,
    RecentItem,
    RecordRow,
    RecordsView,
    SheetJob,
    pdf_path,
    records_path,
    window_title,
)
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.words import day_name, join_words, month_name, say, say_error
from wildwest.services import export_folder
from wildwest.services.class_outbox import first_answer

if TYPE_CHECKING:  # printed sheets are built only when printing
    from wildwest.present.sheets import DealSheet, ScoreSheet
    from wildwest.services.class_outbox import ClassOutbox

log = logging.getLogger(__name__)


# ---------------------------------------------------------------- plain data


@dataclass(frozen=True, slots=True)
class RecoveryOffer:
    """A game left behind by a run that did not end cleanly."""

    saved: SavedGame
    saved_at: datetime
    question: str
    """``Resume the game from today at 10:05? Ann 12, Ben 9 after 6 turns (deal 4821).``"""


class FolderClaim(Enum):
    """What start-up decided about the data folder's lock."""

    OWNED = "owned"
    """This copy holds the lock: it keeps records and a recovery file."""
    SHARED = "shared"
    """Another copy still runs with the folder: this one keeps nothing on disk."""
    QUIT = "quit"


SHARED_MESSAGE = QT_TRANSLATE_NOOP(
    "Session",
    "Another copy of Wild West is using this data folder, so this copy keeps no learning "
    "records and no recovery file",
)


def claim_data_folder(instance: SingleInstance, open_anyway: Callable[[str], bool]) -> FolderClaim:
    """Take the data folder's lock; if another copy holds it, ask ``open_anyway(message)``.

    "Open anyway" takes a lock over when its owner is gone or on another
    computer; if the owner still runs here, this copy runs without files.
    """
    if instance.acquire():
        return FolderClaim.OWNED
    if not open_anyway(instance.busy_message()):
        return FolderClaim.QUIT
    return FolderClaim.OWNED if instance.take_over() else FolderClaim.SHARED


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """``today at 10:05``, ``yesterday at 16:40``, ``Monday 3 March at 09:15``."""
    now = now or datetime.now()
    clock = f"{moment:%H:%M}"
    day = moment.date()
    if day == now.date():
        return arg(translate("Session", "today at %1"), clock)
    if day == now.date() - timedelta(days=1):
        return arg(translate("Session", "yesterday at %1"), clock)
    if day.year != now.year:
        #: when a game was saved: %1 the day of the week, %2 the day of the month, %3 the
        #: month, %4 the year, %5 the time ("Monday 3 March 2025 at 09:15")
        text = translate("Session", "%1 %2 %3 %4 at %5")
        return arg(text, day_name(day), day.day, month_name(day), day.year, clock)
    #: when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month,
    #: %4 the time ("Monday 3 March at 09:15")
    return arg(
        translate("Session", "%1 %2 %3 at %4"), day_name(day), day.day, month_name(day), clock
    )


def scores_text(state: engine.GameState) -> str:
    """``Ann 12, Ben 9 after 6 turns (deal 4821)``; ``Ann and Ben, in the first turn``."""
    played = len(state.turns)
    if played == 0:
        text = arg(translate("Session", "%1, in the first turn"), join_words(list(state.players)))
    else:
        scores = ", ".join(f"{s.name} {s.points}" for s in state.standings())
        #: %1 the scores ("Ann 12, Ben 9")
        text = arg(translate("Session", "%1 after %n turn(s)", None, PLURAL, played), scores)
    if state.real_cards:
        text += translate("Session", " (real cards)")
    elif state.deal.seed is not None:
        text += arg(translate("Session", " (deal %1)"), state.deal.seed)
    return text


def suggested_name(
    state: engine.GameState | None,
    today: date | None = None,
    *,
    room: int = 0,
    longest: int = MAX_SAVED_NAME_BYTES,
) -> str:
    """A file name for Save As: ``Ann Ben Cy - deal 4821.wwgame``, safe on every system and
    short enough for any file system, whatever the names (emoji too), with ``room`` to spare
    and at most ``longest`` (a deep folder on Windows: see ``longest_name``)."""
    #: the name Save As offers for a game file (before ".wwgame")
    game = translate("Session", "Wild West game")
    if state is None:
        return safe_file_name(game, SUFFIX, room=room, longest=longest)
    day = (today or date.today()).isoformat()
    if state.real_cards:
        #: the end of a saved game's file name: %1 the day (2026-03-14)
        tail = arg(translate("Session", " - real cards %1"), day)
    elif state.deal.seed is not None:
        #: the end of a saved game's file name: %1 the deal code
        tail = arg(translate("Session", " - deal %1"), state.deal.seed)
    else:
        tail = f" - {day}"
    return safe_file_name(
        " ".join(state.players) or game, SUFFIX, tail=tail, room=room, longest=longest
    )


def own_game_file(saved: SavedGame) -> Path | None:
    """The save file a recovered game names (``saved_as``) if it is this game's own: a Wild
    West game with the same records id, deal and mode, holding the number of moves the
    recovery file says, and those the first of the game's. Else ``None`` (logged): Save
    then asks where to keep the game, so a recovery file cannot make Save replace another
    file (homework, the records, another game).

    Checked when the game is resumed; Save writes there only as it would after opening
    that file, which is the user's own choice.
    """
    origin = saved.saved_as
    if origin is None:
        return None
    path = Path(origin.path)
    why = ""
    if not path.is_absolute():
        why = "its path is not absolute"
    else:
        try:
            on_disk = load_game(path)
        except SaveFileError as error:
            why = str(error)
        else:
            if saved.game_id is None or on_disk.game_id != saved.game_id:
                why = "it holds another game"
            elif (on_disk.deal, on_disk.mode, on_disk.real_cards) != (
                saved.deal,
                saved.mode,
                saved.real_cards,
            ):
                why = "its deal or mode is not this game's"
            elif (
                len(on_disk.actions) != origin.actions
                or saved.actions[: origin.actions] != on_disk.actions
            ):
                why = "it holds other moves than this game's"
    if why:
        log.warning("the recovered game is not kept in %s: %s", path, why)
        return None
    return path


RECORDS_RETRY_MS = 2000
"""How often records held back (another program had the file) are tried again."""


# ---------------------------------------------------------------- the service


@dataclass(frozen=True, slots=True)
class _Opening:
    """The file a game is being opened from, while the controller restores it."""

    path: Path | None
    saved_actions: int
    game_id: str | None


INTENTS = frozenset(
    {
        "save",
        "open",
        "open_recent",
        "export_deal",
        "export_records",
        "clear_recent",
        "check_recent",
        "watch_records",
        "show_history",
        "make_sheet",
        "sheet_saved",
        "push_menu",
        "shutdown",
    }
)
"""What a view may ask of the service (each returns ``None`` or a one-line message)."""
SIGNALS = frozenset({"message", "menu_changed", "records_shown", "history_shown", "sheet_ready"})
"""What a view may listen to."""


class FilesAndRecords(QObject):
    """Files and records for the game the controller holds. Owned by the main window."""

    message = Signal(str)
    """One line for the status bar (saved, a warning, a file gone from Open Recent…)."""
    menu_changed = Signal(object)
    """A :class:`~wildwest.present.file_menu.FileMenuView`: what the File menu shows now
    (and the window's title), after every change to the game, its file or the records."""
    records_shown = Signal(object)
    """A :class:`~wildwest.present.file_menu.RecordsView`: the Records window's rows, when
    it starts watching (``watch_records(True)``) and after each turn or game recorded."""
    history_shown = Signal(object)
    """A :class:`~wildwest.present.file_menu.HistoryView`, the answer to ``show_history``."""
    sheet_ready = Signal(object)
    """A :class:`~wildwest.present.file_menu.SheetJob`, the answer to ``make_sheet``."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store: RecordsStore,
        recovery_path: Path | None,
        parent: QObject | None = None,
        *,
        class_outbox: ClassOutbox | None = None,
    ) -> None:
        """``class_outbox``: where turns and games also go for the class folder, if
        anywhere (:mod:`wildwest.services.class_outbox`)."""
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.store = store
        self.recent = RecentFiles(settings)
        self.recovery = RecoveryFile(recovery_path) if recovery_path is not None else None
        self.class_outbox = class_outbox
        self._file: Path | None = None
        self._saved_actions = 0
        self._file_ahead = False
        """The file holds moves the game no longer has (real cards: a turn was undone)."""
        self._opening: _Opening | None = None
        self._game_id = new_game_id()
        self._game_recorded = False
        self._recovery_warned = False
        self._recovery_actions = -1  # how many actions the recovery file holds
        self._closed = False
        self._tutorial = ""
        """Learn to play: ``""`` (off), ``starting``, ``on`` or ``ending`` (see begin_tutorial)."""
        self._menu = FileMenuView()
        """The last File menu pushed."""
        self._recent: tuple[RecentItem, ...] = ()
        """Open Recent as last checked (``check_recent``)."""
        self._store_message = store.message
        self._waiting_line = ""
        self._class_line = ""
        self._watching_records = False
        self._game: GameChange | None = None
        """The last change the controller announced: the game as it is now."""
        self._real_deal: Path | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(RECORDS_RETRY_MS)
        self._retry.timeout.connect(self._flush_records)
        controller.replacing.connect(self._keep_unfinished)
        controller.game_changed.connect(self._on_change)
        if class_outbox is not None:
            class_outbox.waiting_changed.connect(self._class_waiting)

    # ------------------------------------------------------------ queries (not for views)

    @property
    def current_file(self) -> Path | None:
        """The file the game was last saved to or opened from."""
        return self._file

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def in_progress(self) -> bool:
        """A game has had a draw and is not over."""
        game = self._game
        return game is not None and bool(game.actions) and not game.state.is_over

    @property
    def unsaved(self) -> bool:
        """True when the game has moves that no save file holds (or the file holds a turn
        that was undone since)."""
        if self._game is None:
            return False
        return self._file_ahead or len(self._game.actions) != self._saved_actions

    @property
    def game_id(self) -> str:
        """The learning records' id of the game (kept in its files, so a game carried on
        later adds to the same game)."""
        return self._game_id

    @property
    def menu(self) -> FileMenuView:
        """The File menu as last pushed (for tests and the app; views listen instead)."""
        return self._menu

    def window_title(self) -> str:
        """``• Ann Ben - deal 4821.wwgame — deal 4821 — Wild West`` (``•``: unsaved turns)."""
        state = self._game.state if self._game is not None else None
        return window_title(
            display_name(self._file) if self._file is not None else None,
            state.deal.seed if state is not None else None,
            unsaved=self.unsaved,
        )

    def _start_folder(self) -> Path:
        """Where Save As and Open start: beside the current file, else beside the last game
        the pupil saved or opened (never the hidden Unfinished games folder), else Documents."""
        if self._file is not None and not self._is_unfinished(self._file):
            return self._file.parent
        for path in self.recent.paths():
            if not self._is_unfinished(path):
                return path.parent
        return export_folder.documents()

    def _is_unfinished(self, path: Path) -> bool:
        folder = self.unfinished_folder
        return folder is not None and path.parent == folder

    def suggested_path(self, folder: Path | None = None) -> Path:
        """Where Save As starts (``folder``, else :meth:`_start_folder`), and the name it offers."""
        folder = self._start_folder() if folder is None else folder
        state = self._game.state if self._game is not None else None
        return folder / suggested_name(state, longest=longest_name(folder))

    # ------------------------------------------------------------ what the File menu shows

    def _menu_view(self) -> FileMenuView:
        game = self._game
        state = game.state if game is not None else None
        real = state is not None and state.real_cards and not self.in_tutorial
        folder = self._start_folder()  # once: each look may ask the system for Documents
        save_path = str(self.suggested_path(folder))
        sheets_folder = export_folder.start_folder(self.settings)
        export_start = str(sheets_folder / Path(save_path).name)
        return FileMenuView(
            title=self.window_title(),
            # Learn to play's game is on the table: the menu stays as for a game (Save says
            # why not), as it always has.
            has_game=game is not None or self.in_tutorial,
            real_cards=real,
            has_cards=real and state is not None and bool(state.turns),
            file=str(self._file) if self._file is not None else "",
            unsaved=self.unsaved,
            save_path=save_path,
            deal_path=str(self.suggested_deal_path(folder)),
            open_folder=str(folder),
            # Sheets and exports start where the last one went, else in Documents.
            score_pdf_path=pdf_path(export_start, SCORE),
            deal_pdf_path=pdf_path(export_start, DEAL),
            records_path=records_path(str(sheets_folder), date.today()),
            recent=self._recent,
            held_back=self._waiting_line,
            class_waiting=self._class_line,
        )

    def _push_menu(self) -> None:
        """Push the File menu if anything it shows changed."""
        menu = self._menu_view()
        if menu != self._menu:
            self._menu = menu
            self.menu_changed.emit(menu)

    def push_menu(self) -> None:
        """Push the File menu as it is now, changed or not (a view that starts listening)."""
        self._menu = self._menu_view()
        self.menu_changed.emit(self._menu)

    # ------------------------------------------------------------ the controller's changes

    def _on_change(self, change: GameChange) -> None:
        if self._closed:
            return
        if self._in_tutorial(change):
            self._push_menu()
            return
        self._game = change
        if change.started:
            opening = self._opening
            self._file = opening.path if opening is not None else None
            self._saved_actions = opening.saved_actions if opening is not None else 0
            self._file_ahead = False
            self._game_id = self._play_id(opening, change.state)
            self._recovery_actions = -1
            # A game that arrives finished (an opened file) was recorded when it was played.
            self._game_recorded = change.state.is_over
            self._tell_class_folder(change)
        if change.undone is not None:
            self._take_back(change)
        self._keep_recovery(change)
        self._record(change)
        if change.result is not None and change.state.real_cards:
            self._keep_real_deal(change.state)
        self._push_menu()

    def _play_id(self, opening: _Opening | None, state: engine.GameState) -> str:
        """The records id of a game starting: its file's (a game carried on later is the
        same game), unless that game was played on from this point before (the records
        hold more of its turns than the file, or its end): then this play is a game of its
        own, with a new id, and the same file played to the end twice counts twice."""
        if opening is None or not opening.game_id:
            return new_game_id()
        people = sum(1 for turn in state.turns if not state.seats[turn.player].is_computer)
        recorded, ended = self.store.game_progress(opening.game_id)
        if (ended and not state.is_over) or recorded > people:
            log.info("game %s was played on from here before: a new play", opening.game_id)
            return new_game_id()
        return opening.game_id

    def _take_back(self, change: GameChange) -> None:
        """A real-cards turn was undone: its records go, a finished game is not finished any
        more, and a file that holds the turn no longer holds this game."""
        undone = change.undone
        assert undone is not None
        outbox = self.class_outbox
        if undone.turn is not None:
            name = change.state.players[undone.turn.player]
            self.store.retract_turn(name, self._game_id)
            if outbox is not None:
                outbox.retract_turn(name, self._game_id)
        if undone.ended and self._game_recorded:
            self.store.retract_game(self._game_id)
            if outbox is not None:
                outbox.retract_game(self._game_id)
            self._game_recorded = False
        self._records_changed()
        if self._saved_actions > len(change.actions):
            self._saved_actions = len(change.actions)
            self._file_ahead = True
        self._recovery_actions = -1

    @property
    def unfinished_folder(self) -> Path | None:
        """Where games replaced before they ended are kept (beside the recovery file)."""
        from wildwest.persistence.unfinished import unfinished_folder  # start-up: on first use

        if self.recovery is None:
            return None
        return unfinished_folder(self.recovery.path.parent)

    def _saved(self, state: engine.GameState, actions: Sequence[engine.Action]) -> SavedGame:
        return SavedGame.from_game(state, actions, self._game_id)

    def _keep_unfinished(self, change: GameChange) -> None:
        """A game in progress is being replaced: if it has unsaved moves, keep it in
        "Unfinished games" and list it under Open Recent, so nothing is lost."""
        state, actions = change.state, change.actions
        if self._closed or self._tutorial or len(actions) == self._saved_actions:
            return
        folder = self.unfinished_folder
        if folder is None:
            self.message.emit(
                translate(
                    "Session", "The unfinished game could not be kept: records are not kept here."
                )
            )
            return
        from wildwest.persistence.unfinished import keep_unfinished

        try:
            path = keep_unfinished(folder, self._saved(state, actions), state=state)
        except SaveFileError as error:
            log.warning("could not keep the unfinished game: %s", error)
            self.message.emit(
                arg(translate("Session", "The unfinished game could not be kept: %1"), error)
            )
            return
        self.add_recent(path)
        self.message.emit(
            arg(
                translate("Session", "The unfinished game was kept: File → Open Recent → %1"),
                path.name,
            )
        )

    def _keep_recovery(self, change: GameChange) -> None:
        """Rewrite the recovery file after every move of a game in progress; remove it
        when the game ends."""
        if self.recovery is None:
            return
        if change.state.is_over:
            self.recovery.discard()
            return
        actions = len(change.actions)
        if not change.actions or actions == self._recovery_actions:
            return
        self._recovery_actions = actions
        saved = self._saved(change.state, change.actions)
        if self._file is not None:
            saved = dataclasses.replace(
                saved, saved_as=SavedAs(str(self._file), self._saved_actions)
            )
        warning = self.recovery.write(saved, state=change.state)
        if warning is not None:
            log.warning(warning)
            if not self._recovery_warned:
                self._recovery_warned = True
                self.message.emit(warning)

    def _record(self, change: GameChange) -> None:
        """Learning records, for people only (never a computer player): every scored turn,
        and the game once it is over (a game of computer players only is not recorded)."""
        state = change.state
        people = [i for i, seat in enumerate(state.seats) if not seat.is_computer]
        turns = [scored for scored in change.scored if scored.turn.player in people]
        outbox = self.class_outbox
        for scored in turns:
            name = state.players[scored.turn.player]
            self.store.record_turn(
                name,
                scored.turn,
                state.mode,
                scored.seconds,
                self._game_id,
                method=scored.method or "typed",
                slips=scored.slips,
            )
            if outbox is not None:
                outbox.turn_scored(
                    state,
                    scored.turn,
                    self._game_id,
                    seconds=scored.seconds,
                    method=scored.method or "typed",
                    slips=scored.slips,
                    first_answer=first_answer(change.actions),
                )
        if turns:
            self._records_changed()
        if change.result is not None and not self._game_recorded and state.turns and people:
            self._game_recorded = True
            players = [state.players[i] for i in people]
            winners = [state.players[i] for i in change.result.winners if i in people]
            self.store.record_game(players, winners, self._game_id)
            if outbox is not None:
                outbox.game_over(state, self._game_id)
            self._records_changed()
        self._watch_records()

    def _tell_class_folder(self, change: GameChange) -> None:
        """A game with a person in it started (or was opened) and goes on: the class folder
        hears of its seats and deal (a class game's standings list it from now on)."""
        state = change.state
        if self.class_outbox is None or state.is_over:
            return
        if any(not seat.is_computer for seat in state.seats):
            self.class_outbox.game_started(state, self._game_id)

    def _class_waiting(self, line: str) -> None:
        """Turns wait for a class folder that cannot be reached (or not any more)."""
        self._class_line = line
        self._push_menu()

    def open_records(self) -> str | None:
        """Open the records file now if the store left it for later (the app's start, once
        its window is up: issue 31). The store's message if that brought one (a damaged
        file moved aside, records not kept): the caller says it with the start's others."""
        before = self._store_message
        self.store.open_now()
        self._store_message = self.store.message
        return self._store_message if self._store_message != before else None

    def _watch_records(self) -> None:
        """Records another program kept us from writing are tried again every few seconds;
        the status bar says so only when they really cannot be kept, and when they are."""
        if self.store.waiting and not self._retry.isActive():
            self._retry.start()
        elif not self.store.waiting:
            self._retry.stop()
        message = self.store.message
        waiting = self._held_back_line() if message and self.store.waiting else ""
        if waiting != self._waiting_line:  # first: the full sentence below shows over it
            self._waiting_line = waiting
            self._push_menu()
        if message != self._store_message:
            self._store_message = message
            self.message.emit(
                say(message)
                if message
                else translate("Session", "The learning records are kept again.")
            )

    def _held_back_line(self) -> str:
        """The status bar's short line while records are held back (the full sentence is
        said once, and in the Records window)."""
        trouble = self.store.trouble
        if trouble is None:
            return translate("Session", "Records held back: file in use")
        if trouble == DISK_FULL:
            return translate("Session", "Records held back: disk full")
        return translate("Session", "Records held back: disk full?")

    def _flush_records(self) -> None:
        if self._closed:
            self._retry.stop()
            return
        self.store.flush()
        self._watch_records()

    # ------------------------------------------------------------ Learn to play

    def begin_tutorial(self) -> None:
        """Learn to play starts next: its game is kept out of the records, the recovery file,
        Unfinished games and saving. The game before it stays this session's game (its file,
        its unsaved turns, the recovery file) until :meth:`end_tutorial` brings it back."""
        self._tutorial = "starting"

    def end_tutorial(self, bring_back: Callable[[], None]) -> None:
        """Learn to play is over: ``bring_back()`` puts the game before it back on the
        controller (or clears it), and the session carries on with that game as it was."""
        if not self._tutorial:
            bring_back()
            return
        self._tutorial = "ending"
        self._opening = _Opening(self._file, self._saved_actions, self._game_id)
        try:
            bring_back()
        finally:
            self._opening = None
            self._tutorial = ""
        self._push_menu()

    @property
    def in_tutorial(self) -> bool:
        return bool(self._tutorial)

    def _in_tutorial(self, change: GameChange) -> bool:
        """Is ``change`` Learn to play's (so nothing is kept)? Another game opened in the
        middle of it (File → Open) ends the tutorial here: the game before the tutorial is
        kept in Unfinished games if it had unsaved turns, and the new one goes on as usual."""
        phase = self._tutorial
        if phase == "starting" and change.started:
            self._tutorial = "on"
            return True
        if phase == "on" and change.started:
            self._tutorial = ""
            if self._game is not None and self.in_progress:
                self._keep_unfinished(self._game)
            return False
        return phase in ("starting", "on")

    # ------------------------------------------------------------ save and open

    def save(self, path: str | Path) -> str | None:
        """Save the game to ``path``; ``None``, or a one-line message saying why not."""
        if self._game is None:
            return translate("Session", "There is no game to save yet.")
        if self._tutorial:
            return translate("Session", "Leave Learn to play first: its game is not saved.")
        state, actions = self._game.state, self._game.actions
        path = Path(path)
        try:
            save_game(path, self._saved(state, actions), state=state)
        except SaveFileError as error:
            return say_error(error)
        self._file = path
        self._saved_actions = len(actions)
        self._file_ahead = False
        self.add_recent(path)
        self._recovery_actions = -1  # the recovery file now names this file
        if self.in_progress:
            self._keep_recovery(self._game)
        self._push_menu()
        self.message.emit(arg(translate("Session", "Saved %1"), display_name(path)))
        return None

    def open(self, path: str | Path) -> str | None:
        """Open a saved game; ``None``, or a one-line message (the current game is kept).

        The school's locks win over the file: a game saved in another mode starts again
        in the locked one (the file is unchanged), and the status bar says so.
        """
        path = Path(path)
        try:
            saved = load_game(path)
        except SaveFileError as error:
            return say_error(error)
        locked = self.controller.locks.saved_game(saved)
        if locked.refused is not None:
            return arg(
                translate("Session", "%1 could not be opened: %2"),
                display_name(path),
                locked.refused,
            )
        kept = not locked.restarted
        problem = self._restore(
            locked.saved,
            _Opening(path if kept else None, len(saved.actions) if kept else 0, saved.game_id),
        )
        if problem:
            return arg(
                translate("Session", "%1 could not be opened: %2"), display_name(path), problem
            )
        self.add_recent(path)
        self.message.emit(locked.note or arg(translate("Session", "Opened %1"), display_name(path)))
        return None

    def _restore(self, saved: SavedGame, opening: _Opening) -> str | None:
        self._opening = opening
        try:
            self.controller.restore(
                saved.deal, saved.mode, saved.actions, real_cards=saved.real_cards
            )
        except engine.WildWestError as error:  # the file was replayed on loading: unexpected
            log.exception("restoring a saved game failed")
            return say_error(error)
        finally:
            self._opening = None
        return None

    # ------------------------------------------------------------ the cards of a real game

    @property
    def real_deals_folder(self) -> Path | None:
        """Where the deals of real-cards games are kept when they end (the data folder)."""
        from wildwest.persistence.deal_files import real_deals_folder  # start-up: on first use

        if self.recovery is None:
            return None
        return real_deals_folder(self.recovery.path.parent)

    def _played_deal(self) -> engine.Deal | str:
        """The deal the real cards entered so far make, or why there is none."""
        state = self._game.state if self._game is not None else None
        if state is None or not state.real_cards:
            return translate(
                "Session", "Only a game played with real cards has cards to save as a deal file."
            )
        if not state.turns:
            return translate("Session", "There are no cards to save yet: nobody has had a turn.")
        return engine.played_deal(state)

    def export_deal(self, path: str | Path) -> str | None:
        """Save the cards entered so far (every scored turn, in order) as a deal file at
        ``path``; ``None``, or a one-line message saying why not."""
        deal = self._played_deal()
        if isinstance(deal, str):
            return deal
        from wildwest.persistence.deal_files import save_deal

        path = Path(path)
        try:
            save_deal(path, deal)
        except SaveFileError as error:
            return say_error(error)
        self.message.emit(
            arg(translate("Session", "The cards were saved as a deal file: %1"), display_name(path))
        )
        return None

    def suggested_deal_path(self, folder: Path | None = None) -> Path:
        """Where Save the cards as a deal file starts (``folder``, else
        :meth:`_start_folder`), and the name it offers."""
        #: the name offered for a deal file: %1 the game's file name (without ".wwgame")
        template = translate("Session", "%1 - cards.json")
        folder = self._start_folder() if folder is None else folder
        state = self._game.state if self._game is not None else None
        # what the template adds beyond ".wwgame", so the deal file's name fits too
        added = unicodedata.normalize("NFD", template.replace("%1", ""))
        extra = max(0, len(added.encode("utf-8")) - len(SUFFIX))
        name = suggested_name(state, room=extra, longest=longest_name(folder))
        return folder / arg(template, name.removesuffix(SUFFIX))

    def _keep_real_deal(self, state: engine.GameState) -> None:
        """A real-cards game ended: keep its cards as a deal file in the data folder."""
        folder = self.real_deals_folder
        if folder is None or not state.turns:
            if state.turns:
                self.message.emit(
                    translate(
                        "Session",
                        "The cards could not be kept here: save them with File → Save the cards "
                        "as a deal file.",
                    )
                )
            return
        from wildwest.persistence.deal_files import keep_real_deal

        try:
            path = keep_real_deal(folder, engine.played_deal(state))
        except SaveFileError as error:
            log.warning("could not keep the deal of a real-cards game: %s", error)
            self.message.emit(
                arg(translate("Session", "The cards could not be kept as a deal file: %1"), error)
            )
            return
        self._real_deal = path
        self.message.emit(
            arg(
                translate("Session", "The cards were saved as a deal file in the %1 folder: %2"),
                folder.name,
                path.name,
            )
        )

    @property
    def last_real_deal(self) -> Path | None:
        """The deal file the last real-cards game that ended was kept in, if any."""
        return self._real_deal

    # ------------------------------------------------------------ Open Recent

    def recent_files(self) -> list[str]:
        return [str(path) for path in self.recent.paths()]

    def _recent_changed(self) -> None:
        """The list changed (a game saved, opened or taken off): the menu's entries follow
        it without looking at the disk; a file new on the list was just used, so it is
        there (``check_recent`` looks again when the menu opens)."""
        known = {item.path: item for item in self._recent}
        self._recent = tuple(
            known.get(str(path)) or RecentItem(display_name(path), str(path), True)
            for path in self.recent.paths()
        )
        self._push_menu()

    def add_recent(self, path: str | Path) -> None:
        self.recent.add(path)
        self._recent_changed()

    def clear_recent(self) -> None:
        """File → Open Recent → Clear the list."""
        for path in self.recent.paths():
            self.recent.remove(path)
        self._recent_changed()

    def prune_recent(self) -> str | None:
        """Take files that are gone off the list; a message naming them (also emitted)."""
        problem = self.recent.prune()
        if problem:
            self.message.emit(problem)
            self._recent_changed()
        return problem

    def check_recent(self) -> None:
        """Open Recent is opening: files that are gone are taken off the list (a status line
        says so), each other file is looked at now (one that cannot be reached, an
        unplugged USB stick, stays listed, greyed out), and the menu is pushed."""
        self.prune_recent()
        self._recent = tuple(
            RecentItem(
                entry.name,
                str(entry.path),
                entry.usable,
                "" if entry.usable else f"{entry.name} {entry.note}",
            )
            for entry in self.recent.entries()
        )
        self._push_menu()

    def open_recent(self, path: str) -> str | None:
        """Open a file from the list; one that is gone is taken off it, one that cannot be
        reached now stays on it; either way a message says so."""
        problem = self.recent.open_problem(path)
        if problem:
            self._recent_changed()
            return problem
        return self.open(path)

    # ------------------------------------------------------------ recovery

    def recovery_offer(self, now: datetime | None = None) -> RecoveryOffer | None:
        """The game a crash (or closing mid-game) left behind, if it can be brought back.

        A recovery file that cannot be used is moved aside, never deleted, with a
        :attr:`message` saying where it went.
        """
        if self.recovery is None or not self.recovery.exists():
            return None
        try:
            saved = self.recovery.load()
            state = saved.to_state()
            saved_at = datetime.fromtimestamp(self.recovery.modified())
            refused = self.controller.locks.saved_game(saved).refused
            if refused is not None:
                raise SaveFileError(refused)
        except (SaveFileError, OSError) as error:
            log.warning("recovery file unusable: %s", error)
            aside = self.recovery.set_aside()
            kept = (
                arg(translate("Session", " (it was kept as %1)"), aside.name)
                if aside is not None
                else ""
            )
            self.message.emit(
                arg(
                    translate(
                        "Session", "The game left open last time could not be brought back: %1%2"
                    ),
                    error,
                    kept,
                )
            )
            return None
        if state.is_over or not saved.actions:
            self.recovery.discard()
            return None
        question = arg(
            translate("Session", "Resume the game from %1? %2."),
            when_text(saved_at, now),
            scores_text(state),
        )
        return RecoveryOffer(saved, saved_at, question)

    def resume(self, offer: RecoveryOffer) -> None:
        """Carry on with the game the recovery file held, in its save file if it had one and
        that file still holds this game (see :func:`own_game_file`); else Save asks where
        to keep it: a path read from a file is never written without the user choosing it."""
        locked = self.controller.locks.saved_game(offer.saved)
        origin = offer.saved.saved_as
        file = own_game_file(offer.saved) if not locked.restarted else None
        opening = _Opening(
            file,
            origin.actions if file is not None and origin is not None else 0,
            offer.saved.game_id if not locked.restarted else None,
        )
        problem = self._restore(locked.saved, opening)
        if problem:
            self.message.emit(
                arg(
                    translate(
                        "Session", "The game left open last time could not be brought back: %1"
                    ),
                    problem,
                )
            )
            return
        if locked.note:
            self.message.emit(locked.note)
        elif origin is not None and file is None and not locked.restarted:
            #: %1 the file the game was saved in before the crash
            text = translate(
                "Session",
                "Welcome back: the game is where it was left. %1 does not hold this game, so "
                "Save asks where to keep it.",
            )
            self.message.emit(arg(text, display_name(Path(origin.path))))
        else:
            self.message.emit(translate("Session", "Welcome back: the game is where it was left."))

    def discard_recovery(self) -> None:
        if self.recovery is not None:
            self.recovery.discard()

    def shutdown(self) -> None:
        """The app is closing: keep the recovery file only if a game in progress has unsaved
        turns (the next start offers it back), and close the records."""
        if self._closed:
            return
        self._closed = True
        self._retry.stop()
        if self.recovery is not None:
            if self.in_progress and self.unsaved:
                log.info("closing with a game in progress: kept in %s", self.recovery.path)
            else:
                self.recovery.discard()
        self.store.flush()
        self.store.close()
        if self.class_outbox is not None:
            self.class_outbox.close()

    # ------------------------------------------------------------ records

    def records_note(self) -> str:
        """Where the records are kept, or why they are not."""
        if self.store.message:
            return say(self.store.message)
        if not self.store.kept or self.store.path is None:
            return translate("Session", "Learning records are kept for this session only")
        return arg(translate("Session", "Learning records are kept in %1"), self.store.path)

    def record_rows(self) -> list[RecordRow]:
        rows = []
        for name in self.store.players():
            s = self.store.summary(name)
            rows.append(
                RecordRow(
                    name=s.name,
                    numbers_met=s.numbers_met,
                    answers=s.answers,
                    right_first_time=s.right_first_time,
                    right_share=s.right_first_time_share,
                    hints=s.hints_used,
                    gave_up=s.gave_up,
                    mean_seconds=s.mean_seconds,
                    primes_found=s.primes_found,
                    games_played=s.games_played,
                    games_won=s.games_won,
                    mistakes=tuple(s.mistakes.get(kind, 0) for kind in MISTAKE_KINDS),
                    ladder_answers=s.ladder_answers,
                )
            )
        return rows

    def history(self, player: str) -> list[HistoryPoint]:
        return [
            HistoryPoint(h.played, h.numbers_met, h.answers, h.right_first_time)
            for h in self.store.history(player)
        ]

    def watch_records(self, on: bool) -> None:
        """The Records window opened (``on``: its rows are pushed now and after every turn
        or game recorded) or closed (nothing is pushed: totalling the records costs)."""
        self._watching_records = on
        if on:
            self.records_shown.emit(self._records_view())

    def _records_view(self) -> RecordsView:
        return RecordsView(tuple(self.record_rows()), self.records_note())

    def _records_changed(self) -> None:
        if self._watching_records:
            self.records_shown.emit(self._records_view())

    def show_history(self, player: str) -> None:
        """A player was chosen in the Records window: their games, for the chart."""
        self.history_shown.emit(HistoryView(player, tuple(self.history(player))))

    def export_records(self, path: str | Path) -> str | None:
        """Write the records as CSV; ``None``, or a one-line message saying why not."""
        try:
            self.store.export_csv(path, lambda text: translate("Records", text))
        except RecordsError as error:
            return say_error(error)
        self.message.emit(
            arg(translate("Session", "Records exported to %1"), display_name(Path(path)))
        )
        self.sheet_saved(path)
        return None

    def sheet_saved(self, path: str | Path) -> None:
        """A sheet or the records were saved as ``path``: the next PDF or export starts in its
        folder (:mod:`~wildwest.services.export_folder`)."""
        export_folder.remember(self.settings, str(path))
        self._push_menu()

    # ------------------------------------------------------------ printing

    def make_sheet(self, kind: str, purpose: str) -> None:
        """Make the score sheet (``kind`` ``"score"``) or the deal sheet (``"deal"``) of the
        game for ``purpose`` (``"preview"`` or ``"pdf"``), and push it (``sheet_ready``)."""
        sheet = self.deal_sheet() if kind == DEAL else self.score_sheet()
        self.sheet_ready.emit(SheetJob(kind, purpose, sheet))

    def score_sheet(self) -> ScoreSheet | None:
        from wildwest.present.sheets import score_sheet

        return score_sheet(self._game.state) if self._game is not None else None

    def deal_sheet(self) -> DealSheet | None:
        """The deal sheet: of the deal, or in a real-cards game of the cards entered so far."""
        from wildwest.present.sheets import deal_sheet

        if self._game is None:
            return None
        state = self._game.state
        if state.real_cards:
            return deal_sheet(engine.played_deal(state), real_cards=True)
        return deal_sheet(state.deal)
