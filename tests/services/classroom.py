"""Classroom computers in one process, for the class folder's tests: each a data folder,
settings naming the class folder, a controller, the files and records and the class
folder's outbox, wired as the app wires them (``app._assemble``)."""

from __future__ import annotations

from pathlib import Path

from tests.play import right
from wildwest.controller import GameController, GameSetup
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import CLASS_FOLDER
from wildwest.services.class_outbox import ClassOutbox
from wildwest.services.files_and_records import FilesAndRecords


def wrong(number: int) -> str:
    """A wrong answer to ``number``: a prime that does not divide it (a factor for 0 or 1)."""
    if number < 2:
        return "2"
    return str(next(p for p in (2, 3, 5, 7, 11, 13) if number % p))


class Computer:
    """One computer of the class (``data``: its own data folder)."""

    def __init__(self, data: Path, class_folder: Path | None, *, keeps_records: bool = True):
        self.data = data
        self.settings = Settings(None)
        if class_folder is not None:
            assert self.settings.set_value(CLASS_FOLDER, str(class_folder))
        self.controller = GameController(pace="instant")
        self.store = RecordsStore.open(data / "records.sqlite3")
        self.outbox = ClassOutbox(self.settings, data if keeps_records else None)
        self.files = FilesAndRecords(
            self.controller,
            self.settings,
            self.store,
            data / "recovery.wwgame",
            class_outbox=self.outbox,
        )

    def start(self, qtbot) -> None:
        """Start the outbox as the app does after its first paint, and wait for the writer."""
        self.outbox.start()
        qtbot.waitUntil(lambda: self.outbox.writer is not None, timeout=10_000)

    def new_game(self, setup: GameSetup) -> None:
        problem = self.controller.start(setup)
        assert problem is None, problem

    def turn(self, *, wrong_first: bool = False, hint: bool = False) -> None:
        """One turn: a computer player's step, or draw and (outside Auto) answer right,
        after a wrong first answer or a hint if asked."""
        state = self.controller.state
        assert state is not None
        if state.computer_to_play:
            self.controller.skip_ahead()
            return
        self.controller.draw()
        state = self.controller.state
        if state is None or state.pending is None:
            return  # Auto: scored on the draw
        number = state.pending.number
        if wrong_first:
            self.controller.submit(wrong(number))
        if hint:
            self.controller.take_hint()
        self.controller.submit(right(number))

    def finish(self) -> None:
        while self.controller.state is not None and not self.controller.state.is_over:
            self.turn()

    def flush(self) -> None:
        writer = self.outbox.writer
        assert writer is not None
        assert writer.flush(30), writer.status()

    def close(self) -> None:
        self.files.shutdown()
