"""The teacher's side of the class folder: the class view, the class game and the class list.

:class:`Classroom` reads the class folder **off the window's thread** (one worker thread
owns the :class:`~wildwest.persistence.class_folder.ClassFolderReader`, which merges every
computer's journal incrementally with a cache in this computer's data folder), and pushes
what the windows show as frozen values made outside Qt
(:mod:`wildwest.present.class_view`), as the controller pushes the game's view:

* ``class_changed`` — a :class:`~wildwest.present.class_view.ClassViewState` (every pupil,
  the class, what was skipped and why), after each read while the class view is open
  (:meth:`Classroom.watch_class`);
* ``class_game_changed`` — a :class:`~wildwest.present.class_view.ClassGameState`, the
  standings of every game played with the deal code the teacher gave
  (:meth:`Classroom.watch_game`), as results arrive;
* ``class_list_changed`` — the class list (the new-game screen offers its names; the
  teacher's list edits it), read on :meth:`Classroom.check_class_list`;
* ``message`` — one line when an export, a removal or a save is done, or why not.

**Watching.** While a window is open the folder is read when it changes (a
``QFileSystemWatcher`` on the class folder, ``computers/`` and each computer's folder) and
every :data:`POLL_GAME_MS` (the class game) or :data:`POLL_VIEW_MS` (the class view)
anyway: change notifications do not cross a network share. A read that finds nothing new
costs a listing of the folders; reads never pile up (one waits at most).

**The teacher's intents** go through the worker too: exports per turn and per pupil
(CSV with the one spreadsheet guard), removing a pupil's records from the class (a removal
in this computer's own journal, through the :class:`~wildwest.services.class_outbox.ClassOutbox`:
no other computer's file is touched) and taking it back, saving the class list and reading
one from a CSV file. Nothing here raises: what cannot be done comes back as a message.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import CLASS_FOLDER
from wildwest.present.translate import PLURAL, arg, translate
from wildwest.present.words import say, say_error

if TYPE_CHECKING:  # the reader (sqlite3) and the words load when the class folder is read
    from PySide6.QtCore import QFileSystemWatcher

    from wildwest.persistence.class_folder import ClassFolderReader, ClassList, Identity
    from wildwest.present.class_view import ClassGameState, ClassListView, ClassViewState
    from wildwest.services.class_outbox import ClassOutbox

log = logging.getLogger(__name__)

POLL_VIEW_MS = 20_000
"""How often the class view reads the folder when nothing says it changed."""
POLL_GAME_MS = 5_000
"""How often the class game reads it (results should reach the projector soon)."""
SETTLE_MS = 400
"""A change seen by the watcher is read this long after the last one (a file being
renamed into place makes several)."""
AFTER_REMOVAL_MS = 1_500
"""A read this long after a removal (the outbox sends it at once)."""
MAX_WATCHED = 256
"""The most folders watched for changes (a class's computers; polling covers the rest)."""


@dataclass(slots=True)
class _Reading:
    """What the worker keeps between jobs: the reader, and what the last read found."""

    folder: str = ""
    reader: ClassFolderReader | None = None
    read_at: datetime | None = None
    class_list: ClassList | None = None
    list_folder: str = ""
    list_notes: tuple[object, ...] = ()
    folders: list[str] = field(default_factory=list)


class _Worker:
    """One thread that owns the reader; jobs run in order, their answers go back to the
    window's thread (``post``)."""

    def __init__(self, post: Callable[[Callable[[], None]], None]) -> None:
        self._post = post
        self._jobs: queue.SimpleQueue[Callable[[_Reading], Callable[[], None] | None] | None]
        self._jobs = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.state = _Reading()

    def submit(self, job: Callable[[_Reading], Callable[[], None] | None]) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="class-view", daemon=True)
            self._thread.start()
        self._jobs.put(job)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                break
            try:
                answer = job(self.state)
            except Exception:  # a bug must not stop the class view's reads
                log.exception("reading the class folder failed")
                continue
            if answer is not None:
                try:
                    self._post(answer)
                except RuntimeError:  # the app is closing
                    break
        reader = self.state.reader
        if reader is not None:
            reader.close()  # keeps the tallies for the next opening

    def stop(self, timeout: float) -> None:
        if self._thread is not None:
            self._jobs.put(None)
            self._thread.join(timeout)


class Classroom(QObject):
    """The class folder, read for the teacher (see the module). Owned by the window."""

    class_changed = Signal(object)
    class_game_changed = Signal(object)
    class_list_changed = Signal(object)
    names_imported = Signal(object)
    """A :class:`~wildwest.present.class_view.ClassListView` of the names found in a CSV
    file (not saved: the teacher looks at them first)."""
    message = Signal(str)
    _answer = Signal(object)

    def __init__(
        self,
        settings: Settings,
        outbox: ClassOutbox | None,
        data_folder: Path | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.outbox = outbox
        self.data_folder = data_folder
        self._worker = _Worker(self._answer.emit)
        self._answer.connect(self._run_answer, Qt.ConnectionType.QueuedConnection)
        self._watching_class = False
        self._deal_code: int | None = None
        self._watching_game = False
        self._reading = False
        self._read_again = False
        self._closed = False
        self.view: ClassViewState | None = None
        """The class view as last pushed (for tests and the windows' first show)."""
        self.game: ClassGameState | None = None
        self.class_list: ClassListView | None = None
        self._watcher: QFileSystemWatcher | None = None
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.refresh_now)
        self._poll = QTimer(self)
        self._poll.timeout.connect(self.refresh_now)
        settings.changed.connect(self._setting_changed)

    @property
    def folder(self) -> str:
        return self.settings.get(CLASS_FOLDER)

    def _run_answer(self, answer: Callable[[], None]) -> None:
        if not self._closed:
            answer()

    # ------------------------------------------------------------ intents

    def watch_class(self, on: bool) -> None:
        """The class view opened (``on``: read now, then whenever the folder changes) or
        closed."""
        self._watching_class = on
        self._watching_changed()

    def watch_game(self, deal_code: int | None) -> None:
        """The class game window shows ``deal_code`` (``None``: it closed, or no code yet)."""
        self._deal_code = deal_code
        self._watching_game = deal_code is not None
        self._watching_changed()

    def _watching_changed(self) -> None:
        watching = self._watching_class or self._watching_game
        if not watching:
            self._poll.stop()
            self._drop_watcher()
            return
        self._poll.start(POLL_GAME_MS if self._watching_game else POLL_VIEW_MS)
        self.refresh_now()

    def refresh_now(self) -> None:
        """Read what is new in the class folder now (one read waits at most)."""
        if self._closed:
            return
        if self._reading:
            self._read_again = True
            return
        folder = self.folder
        if not folder:
            self._push_nothing()
            return
        self._reading = True
        today = date.today()
        code = self._deal_code
        status = self.outbox.status() if self.outbox is not None else None
        # This computer's own turns are mentioned only while they wait for a folder that
        # cannot be reached (not for the second it takes to copy them).
        waiting = status is not None and status.problem is not None
        outbox = (status.waiting_turns, status.problem) if waiting and status else None
        data = self.data_folder

        def job(reading: _Reading) -> Callable[[], None]:
            view, game, names = _read(
                reading, folder, data, today=today, deal_code=code, outbox=outbox
            )
            folders = list(reading.folders)
            return lambda: self._read_done(view, game, names, folders)

        self._worker.submit(job)

    def _read_done(
        self,
        view: ClassViewState,
        game: ClassGameState | None,
        names: ClassListView | None,
        folders: list[str],
    ) -> None:
        self._reading = False
        self.view = view
        self.class_changed.emit(view)
        if game is not None:
            self.game = game
            self.class_game_changed.emit(game)
        if names is not None:
            self._show_class_list(names)
        if self._watching_class or self._watching_game:
            self._watch(folders)
        if self._read_again:
            self._read_again = False
            self.refresh_now()

    def _push_nothing(self) -> None:
        from wildwest.present.class_view import ClassGameState, ClassViewState

        line = _no_folder()
        self.view = ClassViewState(status=line)
        self.class_changed.emit(self.view)
        self.game = ClassGameState(self._deal_code, line)
        self.class_game_changed.emit(self.game)

    def check_class_list(self) -> None:
        """Read the class list (off the window's thread) and push it: the new-game screen is
        showing, or the class folder was chosen."""
        folder = self.folder
        if not folder or self._closed:
            return

        def job(reading: _Reading) -> Callable[[], None] | None:
            names = _read_list(reading, folder)
            return (lambda: self._show_class_list(names)) if names is not None else None

        self._worker.submit(job)

    def _show_class_list(self, names: ClassListView) -> None:
        if names != self.class_list:
            self.class_list = names
            self.class_list_changed.emit(names)

    def _setting_changed(self, key: str, _value: object) -> None:
        if key != CLASS_FOLDER.key or self._closed:
            return
        self._drop_watcher()
        self.class_list = None
        if self.folder:
            self.check_class_list()
        else:
            from wildwest.present.class_view import ClassListView

            self._show_class_list(ClassListView())
        if self._watching_class or self._watching_game:
            self.refresh_now()

    # ------------------------------------------------------------ the teacher's intents

    def export_turns(self, path: str) -> None:
        """Every turn of the class (date, computer, pupil, number, answer, right or not,
        kinds of mistake, hints, seconds, game) as CSV at ``path``."""
        self._export(path, turns=True)

    def export_pupils(self, path: str) -> None:
        """One row per pupil (the class view's table and the Records export's columns)."""
        self._export(path, turns=False)

    def _export(self, path: str, *, turns: bool) -> None:
        folder, data, today = self.folder, self.data_folder, date.today()

        def job(reading: _Reading) -> Callable[[], None]:
            message = _export(reading, folder, data, today, path, turns=turns)
            return lambda: self.message.emit(message)

        if folder:
            self._worker.submit(job)

    def remove_pupil(self, name: str) -> None:
        """The teacher removes ``name``'s records from the class (every computer's, as the
        merge sees them; it can be taken back)."""
        folder, data, outbox = self.folder, self.data_folder, self.outbox
        if not folder or outbox is None or outbox.writer is None:
            self.message.emit(_no_writer())
            return

        def job(reading: _Reading) -> Callable[[], None]:
            reader = _reader(reading, folder, data)
            marks = reader.marks(name)
            return lambda: self._removed(name, marks)

        self._worker.submit(job)

    def _removed(self, name: str, marks: dict[str, int]) -> None:
        outbox = self.outbox
        if outbox is None or not outbox.forget_pupil(name, marks):
            self.message.emit(_no_writer())
            return
        outbox.send_now()
        self.message.emit(
            arg(translate("ClassView", "%1's records were removed from the class."), name)
        )
        QTimer.singleShot(AFTER_REMOVAL_MS, self, self.refresh_now)

    def bring_back(self, removal: str) -> None:
        """Take back a removal (its entry id, from the class view's removals)."""
        outbox = self.outbox
        if outbox is None or not outbox.retract(removal):
            self.message.emit(_no_writer())
            return
        outbox.send_now()
        self.message.emit(translate("ClassView", "The records are back in the class."))
        QTimer.singleShot(AFTER_REMOVAL_MS, self, self.refresh_now)

    def save_class_list(self, names: Sequence[str]) -> None:
        """Save ``names`` as the class list (a new revision in the class folder)."""
        folder, data = self.folder, self.data_folder
        identity = self.outbox.writer.identity if self.outbox and self.outbox.writer else None
        if not folder:
            self.message.emit(_no_folder())
            return
        kept = tuple(names)

        def job(reading: _Reading) -> Callable[[], None]:
            message, shown = _save_list(reading, folder, data, identity, kept)
            return lambda: self._list_saved(message, shown)

        self._worker.submit(job)

    def _list_saved(self, message: str, names: ClassListView | None) -> None:
        if names is not None:
            self._show_class_list(names)
        self.message.emit(message)

    def import_class_list(self, path: str) -> None:
        """Read the names in a CSV or text file (one a line): pushed as ``names_imported``
        for the teacher to look at and save."""

        def job(_reading: _Reading) -> Callable[[], None]:
            found = _import_list(path)
            return lambda: self.names_imported.emit(found)

        self._worker.submit(job)

    # ------------------------------------------------------------ watching

    def _watch(self, folders: list[str]) -> None:
        """Watch the folders the last read found (the class folder, ``computers/`` and each
        computer's), adding those that are new."""
        if self._watcher is None:
            from PySide6.QtCore import QFileSystemWatcher  # PySide builds it when first named

            self._watcher = QFileSystemWatcher(self)
            self._watcher.directoryChanged.connect(self._changed)
        watched = set(self._watcher.directories())
        new = [folder for folder in folders if folder not in watched][
            : max(0, MAX_WATCHED - len(watched))
        ]
        if new:
            self._watcher.addPaths(new)

    def _drop_watcher(self) -> None:
        if self._watcher is not None:
            self._watcher.directoryChanged.disconnect(self._changed)
            self._watcher.deleteLater()
            self._watcher = None

    def _changed(self, _folder: str) -> None:
        self._settle.start()

    def close(self) -> None:
        """The app is closing: the reader keeps its tallies for next time."""
        if self._closed:
            return
        self._closed = True
        self._poll.stop()
        self._settle.stop()
        self._drop_watcher()
        self._worker.stop(3.0)


# ---------------------------------------------------------------- on the worker's thread


def _no_writer() -> str:
    return translate(
        "ClassView",
        "This computer cannot write to the class folder now, so nothing was changed.",
    )


def _no_folder() -> str:
    return translate("ClassView", "Choose the class folder first (File → Class → Class folder…).")


def _reader(reading: _Reading, folder: str, data: Path | None) -> ClassFolderReader:
    """The reader of ``folder``, opened the first time (another folder: a new reader)."""
    from wildwest.persistence.class_folder import ClassFolderReader

    if reading.reader is not None and reading.folder != folder:
        reading.reader.close()
        reading.reader = None
        reading.read_at = None
    if reading.reader is None:
        reading.reader = ClassFolderReader.open(Path(folder), data)
        reading.folder = folder
    return reading.reader


def _read_list(reading: _Reading, folder: str) -> ClassListView | None:
    """The class list in force (the last one read when the folder cannot be read now)."""
    from wildwest.persistence.class_folder import read_class_list
    from wildwest.persistence.class_folder.reader import LocalTime
    from wildwest.present.class_view import class_list_view

    found: ClassList
    notes: tuple[object, ...]
    try:
        found, notes = read_class_list(Path(folder))
    except OSError as error:
        log.info("the class list cannot be read now: %s", error)
        if reading.class_list is None or reading.list_folder != folder:
            return None
        found, notes = reading.class_list, reading.list_notes
    else:
        reading.class_list, reading.list_folder, reading.list_notes = found, folder, notes
    tz = reading.reader.tz if reading.reader is not None else LocalTime()
    return class_list_view(found.names, found.revision, found.written, found.computer, notes, tz=tz)


def _read(
    reading: _Reading,
    folder: str,
    data: Path | None,
    *,
    today: date,
    deal_code: int | None,
    outbox: tuple[int, object | None] | None,
) -> tuple[ClassViewState, ClassGameState | None, ClassListView | None]:
    """One read of the class folder: what the class view, the class game and the class list
    show now."""
    from wildwest.present.class_view import class_game_state, class_view_state

    reader = _reader(reading, folder, data)
    result = reader.refresh()
    now = datetime.now(UTC)
    if result.reachable:
        reading.read_at = now
        reading.folders = _folders(Path(folder), reader)
    names = _read_list(reading, folder) if result.reachable else None
    listed = reading.class_list is not None and reading.list_folder == folder
    roster = reading.class_list.names if listed and reading.class_list is not None else ()
    stats = reader.stats
    computers = reader.computer_names()
    view = class_view_state(
        folder,
        stats.report(today, roster),
        roster=roster,
        reachable=result.reachable,
        why=result.why,
        read_at=reading.read_at,
        turns=stats.turn_count,
        computers=len(computers),
        problems=[(problem.computer, problem.message) for problem in reader.problems()],
        removals=reader.removals(),
        outbox=outbox,
        deal_codes=stats.deal_codes(),
        tz=reader.tz,
    )
    game = None
    if deal_code is not None:
        game = class_game_state(
            deal_code,
            stats.class_games(deal_code),
            computers,
            read_at=reading.read_at,
            tz=reader.tz,
        )
    return view, game, names


def _folders(folder: Path, reader: ClassFolderReader) -> list[str]:
    """The folders to watch: the class folder, ``computers/``, each computer's folder and
    the class list's."""
    from wildwest.persistence.class_folder.roster import LIST_FOLDER
    from wildwest.persistence.class_folder.writer import COMPUTERS

    found = [str(folder), str(folder / COMPUTERS), str(folder / LIST_FOLDER)]
    found += [str(folder / COMPUTERS / computer) for computer in reader.computer_names()]
    return found[:MAX_WATCHED]


def _export(
    reading: _Reading, folder: str, data: Path | None, today: date, path: str, *, turns: bool
) -> str:
    from wildwest.persistence.class_folder import ExportError, write_table
    from wildwest.persistence.files import display_name
    from wildwest.present.class_view import pupil_table, turn_table

    reader = _reader(reading, folder, data)
    reader.refresh()
    if turns:
        table = turn_table(reader.turns(), reader.computer_names(), reader.tz)
    else:
        roster = reading.class_list.names if reading.class_list is not None else ()
        table = pupil_table(reader.stats.report(today, roster))
    try:
        write_table(path, table.header, table.rows)
    except ExportError as error:
        return say_error(error)
    written = len(table.rows)
    #: %1 "312 rows", %2 the file
    return arg(
        translate("ClassView", "%1 exported to %2"),
        translate("ClassView", "%n row(s)", None, PLURAL, written),
        display_name(Path(path)),
    )


def _save_list(
    reading: _Reading,
    folder: str,
    data: Path | None,
    identity: Identity | None,
    names: tuple[str, ...],
) -> tuple[str, ClassListView | None]:
    from wildwest.persistence.class_folder import load_identity, save_class_list

    if identity is None:
        if data is None:
            return _no_writer(), None
        identity = load_identity(data)
    try:
        saved = save_class_list(
            Path(folder), names, computer=identity.id, computer_name=identity.name
        )
    except OSError as error:
        from wildwest.persistence.class_folder.writer import why_unreachable

        #: the class list could not be saved: %1 why ("the class folder is read-only")
        return arg(
            translate("ClassView", "The class list could not be saved: %1"),
            say(why_unreachable(error)),
        ), None
    reading.class_list, reading.list_folder, reading.list_notes = saved, folder, ()
    shown = _read_list(reading, folder)
    return translate("ClassView", "The class list was saved."), shown


def _import_list(path: str) -> ClassListView:
    from wildwest.persistence.class_folder import import_names
    from wildwest.persistence.class_folder.roster import MAX_IMPORT_BYTES
    from wildwest.persistence.files import NotAFileError, read_regular
    from wildwest.present.class_view import ClassListView

    try:
        data = read_regular(Path(path), MAX_IMPORT_BYTES)
    except OSError as error:
        if isinstance(error, NotAFileError):
            reason = translate("ClassView", "it is not a file")
        else:
            reason = error.strerror or type(error).__name__
        #: %1 the file, %2 why
        line = arg(translate("ClassView", "%1 could not be read: %2"), Path(path).name, reason)
        return ClassListView((), "", (line,))
    found = import_names(data)
    count = len(found.names)
    note = arg(
        translate("ClassView", "%1: %2"),
        Path(path).name,
        translate("ClassView", "%n name(s)", None, PLURAL, count),
    )
    return ClassListView(found.names, note, tuple(say(problem) for problem in found.problems))
