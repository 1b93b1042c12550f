"""Games recorded through the class folder's writer, and a class folder that fails on demand,
for the class folder's tests (and the benchmark and the stress script)."""

from __future__ import annotations

import errno
import threading
from pathlib import Path

from wildwest.engine import Draw, GameState, Mode, Submit, apply, new_game, shuffled_deal
from wildwest.persistence.class_folder.folder_io import FolderIO, Listed
from wildwest.persistence.class_folder.writer import ClassFolderWriter

from .games import right_answer


def answer(number: int, turn: int) -> str:
    """A right answer most of the time; every third turn a prime left out."""
    text = right_answer(number)
    if turn % 3 == 2 and " x " in text:
        return text.rsplit(" x ", 1)[0]
    return text


def play(
    writer: ClassFolderWriter,
    names: tuple[str, ...] = ("Ann", "Ben"),
    *,
    seed: int = 1,
    turns: int | None = None,
    game_id: str | None = None,
    mode: Mode = Mode.CHALLENGE,
) -> tuple[GameState, str, list[str]]:
    """Play a seeded game (Challenge: one answer a turn), recording it through ``writer``;
    the game, its id and the ids of the turn entries recorded."""
    game_id = game_id or f"{seed:032x}"
    state = new_game(shuffled_deal(list(names), seed=seed), mode)
    writer.game_started(state, game_id)
    recorded: list[str] = []
    while not state.is_over and (turns is None or len(state.turns) < turns):
        state, _ = apply(state, Draw())
        if mode is not Mode.AUTO:
            assert state.pending is not None
            state, _ = apply(state, Submit(answer(state.pending.number, len(state.turns))))
        entry = writer.turn_scored(state, state.turns[-1], game_id, seconds=5.0)
        assert entry is not None
        recorded.append(entry)
    if state.is_over:
        writer.game_over(state, game_id)
    return state, game_id, recorded


class FlakyFolder(FolderIO):
    """The real file operations, which fail as a broken share does when told to:
    ``error`` fails every operation, ``write_error`` only writes (a read-only or full
    share), and ``hold`` makes writes wait until it is set (a share that hangs)."""

    def __init__(self) -> None:
        self.error: OSError | None = None
        self.write_error: OSError | None = None
        self.hold: threading.Event | None = None
        self.writes = 0

    def _check(self, writing: bool = False) -> None:
        if self.error is not None:
            raise self.error
        if writing and self.write_error is not None:
            raise self.write_error

    def list(self, folder: Path) -> list[Listed]:
        self._check()
        return super().list(folder)

    def read(self, path: Path, limit: int) -> bytes:
        self._check()
        return super().read(path, limit)

    def make_folder(self, folder: Path) -> None:
        self._check(writing=not folder.exists())
        super().make_folder(folder)

    def write_new(self, folder: Path, name: str, data: bytes) -> None:
        if self.hold is not None:
            self.hold.wait(30)
        self._check(writing=True)
        self.writes += 1
        super().write_new(folder, name, data)

    def remove(self, path: Path) -> None:
        self._check(writing=True)
        super().remove(path)


READ_ONLY = OSError(errno.EROFS, "Read-only file system")
FULL = OSError(errno.ENOSPC, "No space left on device")
FAILING = OSError(errno.EIO, "Input/output error")
GONE = FileNotFoundError(errno.ENOENT, "No such file or directory")
