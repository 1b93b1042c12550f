"""The class folder's outbox in the app: every pupil's turns and games go to the class folder.

:class:`ClassOutbox` is what :class:`~wildwest.services.files_and_records.FilesAndRecords`
tells of each game started, each person's turn scored (with the first answer typed), each
game over and each real-cards turn taken back, beside the learning records. It hands them
to a :class:`~wildwest.persistence.class_folder.ClassFolderWriter`, which keeps them in
the computer's outbox and copies them to the class folder on its own threads: nothing the
game does waits for a disk or a network.

* **Started late, never in the way.** Nothing is loaded or opened until :meth:`start`,
  which the app calls after the window's first paint (start-up is no slower); even then
  the writer opens its outbox on a thread of its own. What happens before it is ready
  waits in memory (at most :data:`MAX_PENDING` calls) and follows in order.
* **The folder is a setting** (``class/folder``): when the teacher chooses another one
  the writer is closed and a new one started, on a thread (closing waits for the old
  folder at most two seconds). Empty: no class folder, nothing is written anywhere. A
  copy of the app that keeps no records (``data_folder`` ``None``: another copy has the
  data folder) writes nothing to the class folder either.
* **What waits is said calmly**: :attr:`ClassOutbox.waiting_changed` carries one line for
  the status bar ("3 turns waiting for the class folder") while turns wait because the
  folder cannot be reached (a stick at another computer, a server down), and ``""`` once
  they have gone. Turns that wait the second it takes to copy them are not mentioned.
* :meth:`close` at exit: the writer tries once more and stops (at most two seconds);
  what did not go waits in the outbox for the next start.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from wildwest import engine
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import CLASS_FOLDER

if TYPE_CHECKING:  # the writer (sqlite3, threads) loads when the outbox starts
    from wildwest.persistence.class_folder import ClassFolderWriter, OutboxStatus

log = logging.getLogger(__name__)

MAX_PENDING = 5_000
"""Calls kept while the writer is being started (a resumed game's start, a few turns)."""

Call = Callable[["ClassFolderWriter"], object]


def first_answer(actions: Sequence[engine.Action]) -> str | None:
    """The first answer typed on the last turn: the first ``Submit`` since the last draw
    (``Draw``, or the cards of a real-cards turn), or ``None`` (Auto, or given up at once).
    The engine's turn record keeps only the last answer; the moves keep every one, across
    a save and a reopening too.

    >>> from wildwest.engine import Draw, GiveUp, Submit, TakeHint
    >>> first_answer([Draw(), Submit("2 x 9"), Draw(), Submit("3 3"), TakeHint(), Submit("3 7")])
    '3 3'
    >>> first_answer([Draw(), GiveUp()]) is None
    True
    """
    first = None
    for action in reversed(actions):
        if isinstance(action, engine.Draw | engine.PlayCards):
            break
        if isinstance(action, engine.Submit):
            first = action.text
    return first


class ClassOutbox(QObject):
    """This computer's way to the class folder (see the module). Owned by the window."""

    waiting_changed = Signal(str)
    """The status bar's line while turns wait for a class folder that cannot be reached;
    ``""`` when none wait (or they are only on their way)."""
    ready = Signal()
    """A writer is running for the class folder now set (after :meth:`start`, or a change)."""
    _started = Signal(object, int)
    _status_arrived = Signal(object)

    def __init__(
        self, settings: Settings, data_folder: Path | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data_folder = data_folder
        self.writer: ClassFolderWriter | None = None
        """The writer running now (``None`` before :meth:`start`, without a class folder, or
        while one is being started)."""
        self._running = False
        self._closed = False
        self._generation = 0
        """Which start a writer arriving from its thread belongs to (a later one wins)."""
        self._pending: list[Call] = []
        self._line = ""
        self._status: OutboxStatus | None = None
        self._threads: list[threading.Thread] = []
        queued = Qt.ConnectionType.QueuedConnection
        self._started.connect(self._writer_started, queued)
        self._status_arrived.connect(self._on_status, queued)
        settings.changed.connect(self._setting_changed)

    # ------------------------------------------------------------ starting and stopping

    @property
    def folder(self) -> str:
        """The class folder set now ("" for none)."""
        return self.settings.get(CLASS_FOLDER)

    @property
    def active(self) -> bool:
        """Entries are kept for a class folder (one is set and this copy keeps records)."""
        return bool(self.folder) and self.data_folder is not None and not self._closed

    def start(self) -> None:
        """Start the writer for the class folder set now (on a thread; never waits). The app
        calls this after the window's first paint; calling it again does nothing."""
        if self._running or self._closed:
            return
        self._running = True
        self._restart(None)

    def _setting_changed(self, key: str, _value: object) -> None:
        if key == CLASS_FOLDER.key and self._running and not self._closed:
            old, self.writer = self.writer, None
            self._restart(old)

    def _restart(self, old: ClassFolderWriter | None) -> None:
        """Close ``old`` and start a writer for the folder set now, one after the other on a
        thread (two writers never share the outbox)."""
        self._generation += 1
        generation = self._generation
        folder, data = self.folder, self.data_folder
        self._set_line("")
        if not folder or data is None:
            self._pending.clear()  # nothing to write them to
            if old is not None:
                self._in_thread(old.close)
            return

        def run() -> None:
            if old is not None:
                old.close()
            from wildwest.persistence.class_folder import ClassFolderWriter

            writer = ClassFolderWriter.start(data, Path(folder), on_status=self._relay)
            try:
                self._started.emit(writer, generation)
            except RuntimeError:  # the app closed meanwhile
                writer.close()

        self._in_thread(run)

    def _in_thread(self, work: Callable[[], object]) -> None:
        thread = threading.Thread(target=work, name="class-outbox-start", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _relay(self, status: OutboxStatus) -> None:
        """The writer's status callback (on its threads): over to the window's thread."""
        with contextlib.suppress(RuntimeError):  # the outbox is gone (the app is closing)
            self._status_arrived.emit(status)

    def _writer_started(self, writer: ClassFolderWriter, generation: int) -> None:
        if self._closed or generation != self._generation:
            self._in_thread(writer.close)  # a later folder was chosen meanwhile
            return
        self.writer = writer
        log.info("class folder %s: this computer is %s", self.folder, writer.identity.id)
        pending, self._pending = self._pending, []
        for call in pending:
            call(writer)
        self._on_status(writer.status())
        self.ready.emit()

    def close(self) -> None:
        """The app is closing: the writer tries once more and stops (at most two seconds)."""
        if self._closed:
            return
        self._closed = True
        self._generation += 1
        for thread in self._threads:
            thread.join(2.5)  # a writer being started (or an old one closing)
        writer, self.writer = self.writer, None
        if writer is not None:
            writer.close()
        elif self._pending:
            kept = len(self._pending)
            log.warning("%d class folder entries were not kept: closed before starting", kept)

    # ------------------------------------------------------------ status

    def status(self) -> OutboxStatus | None:
        """What the writer is doing (``None`` when none runs)."""
        return self._status if self.writer is not None else None

    def _on_status(self, status: OutboxStatus) -> None:
        if self._closed:
            return
        from wildwest.present.class_view import waiting_line  # (start-up: loaded late)

        self._status = status
        # Only turns that wait because the folder cannot be reached are said: the second it
        # takes to copy a turn is nobody's business.
        self._set_line(waiting_line(status.waiting_turns) if status.problem is not None else "")

    def _set_line(self, line: str) -> None:
        if line != self._line:
            self._line = line
            self.waiting_changed.emit(line)

    # ------------------------------------------------------------ what the game records

    def _call(self, call: Call) -> None:
        if not self.active:
            return
        if self.writer is not None:
            call(self.writer)
        elif len(self._pending) < MAX_PENDING:
            self._pending.append(call)
        else:
            log.warning("a class folder entry was not kept: the writer has not started yet")

    def game_started(self, state: engine.GameState, game_id: str) -> None:
        """A game with a person in it started (or was reopened): its seats and its deal."""
        self._call(lambda writer: writer.game_started(state, game_id))

    def turn_scored(
        self,
        state: engine.GameState,
        turn: engine.TurnRecord,
        game_id: str,
        *,
        seconds: float | None,
        method: str,
        slips: int,
        first_answer: str | None,
    ) -> None:
        """A person's turn was scored (``state``: the game after it)."""
        self._call(
            lambda writer: writer.turn_scored(
                state,
                turn,
                game_id,
                seconds=seconds,
                method=method,
                slips=slips,
                first_answer=first_answer,
            )
        )

    def game_over(self, state: engine.GameState, game_id: str) -> None:
        self._call(lambda writer: writer.game_over(state, game_id))

    def retract_turn(self, pupil: str, game_id: str) -> None:
        """A real-cards turn was undone: the class folder forgets it too."""
        self._call(lambda writer: writer.retract_turn(pupil, game_id))

    def retract_game(self, game_id: str) -> None:
        """The end of a game was undone (its last turn): it goes on."""
        self._call(lambda writer: writer.retract_game(game_id))

    # ------------------------------------------------------------ the teacher's

    def forget_pupil(self, name: str, marks: Mapping[str, int]) -> bool:
        """The teacher removes ``name``'s records from the class (every computer's, as the
        merge sees them); False when no writer runs to say so."""
        if self.writer is None:
            return False
        return self.writer.forget_pupil(name, marks) is not None

    def retract(self, entry_id: str) -> bool:
        """Take back an entry of this computer's (a removal the teacher regrets)."""
        if self.writer is None:
            return False
        return self.writer.retract(entry_id) is not None

    def send_now(self) -> None:
        """Try the class folder at once (the teacher is looking)."""
        if self.writer is not None:
            self.writer.retry_now()
