"""The Open Recent list: order, its limit, files gone, and files that cannot be reached now."""

from __future__ import annotations

import os

import pytest

from wildwest.persistence.recent import (
    MAX_RECENT,
    RECENT_KEY,
    RecentEntry,
    RecentFiles,
    RecentState,
    check_path,
)
from wildwest.persistence.settings import Settings

from .unprivileged import needs_posix, run_unprivileged, scratch_folder


@pytest.fixture
def recent():
    return RecentFiles(Settings(None))


def make(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}")
    return path


def test_newest_first_without_repeats_and_at_most_eight(recent, tmp_path):
    """Adding puts a file at the top, once; the list keeps the newest MAX_RECENT (8)."""
    files = [make(tmp_path / f"g{i}.wwgame") for i in range(10)]
    for path in files:
        recent.add(path)
    recent.add(files[3])
    assert MAX_RECENT == 8
    assert recent.paths() == [files[3], files[9], files[8], files[7], files[6], files[5],
                              files[4], files[2]]  # fmt: skip
    recent.remove(files[9])
    assert files[9] not in recent.paths() and len(recent.paths()) == 7


def test_entries_a_hand_edited_file_spoiled_are_left_out(tmp_path):
    """Relative paths, empty entries, paths with a NUL and repeats from the settings file are
    not offered."""
    settings = Settings(None)
    good = str(make(tmp_path / "a.wwgame"))
    assert settings.set_value(RECENT_KEY, ["", "relative.wwgame", "/x\x00y", good, good])
    assert RecentFiles(settings).paths() == [tmp_path / "a.wwgame"]


def test_a_file_deleted_from_its_folder_is_taken_off(recent, tmp_path):
    """A file whose folder is still there but which is gone is GONE: prune() takes it off
    with a message, and opening it says so and takes it off."""
    kept, gone = make(tmp_path / "kept.wwgame"), make(tmp_path / "gone.wwgame")
    recent.add(gone)
    recent.add(kept)
    gone.unlink()
    assert [e.state for e in recent.entries()] == [RecentState.READY, RecentState.GONE]
    assert recent.prune() == "gone.wwgame is no longer there, so taken off Open Recent"
    assert recent.paths() == [kept] and recent.prune() is None
    recent.add(gone)
    assert recent.open_problem(gone) == (
        "gone.wwgame is no longer there (moved or deleted), so it was taken off Open Recent"
    )
    assert recent.paths() == [kept]
    assert recent.open_problem(kept) is None


def test_a_file_on_an_unplugged_stick_stays_listed(recent, tmp_path):
    """A file whose folder is missing too (a USB stick that is not plugged in) stays on the
    list, disabled with a note; prune() keeps it and opening it says why, once it is back it
    opens again."""
    stick = tmp_path / "stick"
    game = make(stick / "games" / "ann.wwgame")
    recent.add(game)
    stick.rename(tmp_path / "unplugged")
    [entry] = recent.entries()
    assert entry == RecentEntry(
        game, RecentState.UNREACHABLE, "cannot be reached now (on a drive that is not connected?)"
    )
    assert not entry.usable and entry.name == "ann.wwgame"
    assert recent.prune() is None and recent.paths() == [game]
    assert recent.open_problem(game) == (
        "ann.wwgame cannot be reached now (on a drive that is not connected?); "
        "it stays on Open Recent for when it can be reached again"
    )
    (tmp_path / "unplugged").rename(stick)
    assert recent.open_problem(game) is None and recent.entries()[0].usable


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_or_a_folder_under_a_recent_name_is_gone_without_waiting(recent, tmp_path):
    """Something that is not a file under a listed name is GONE, checked without opening it."""
    fifo, folder = tmp_path / "pipe.wwgame", tmp_path / "folder.wwgame"
    os.mkfifo(fifo)
    folder.mkdir()
    assert check_path(fifo).state is RecentState.GONE
    assert check_path(folder) == RecentEntry(
        folder, RecentState.GONE, "is not a saved game any more"
    )


LOCKED_FOLDER = """
import sys
from pathlib import Path
from wildwest.persistence.recent import RecentFiles
from wildwest.persistence.settings import Settings

folder = Path(sys.argv[1]) / "class 6B"
folder.mkdir()
game = folder / "ann.wwgame"
game.write_text("{}")
recent = RecentFiles(Settings(None))
recent.add(game)
folder.chmod(0o600)  # can no longer be entered: stat() of the file raises PermissionError
print(recent.entries()[0].state.name)
print(recent.prune())
print(recent.open_problem(game))
print(len(recent.paths()))
"""


@pytest.mark.skipif(needs_posix, reason="POSIX file modes")
def test_a_file_in_a_folder_that_can_no_longer_be_entered_does_not_crash(obeying_file_modes):
    """A listed file in a folder the user may no longer enter (EACCES) is "not reachable now":
    no exception, it stays listed, and opening it says why."""
    with scratch_folder() as folder:
        done = run_unprivileged(obeying_file_modes, LOCKED_FOLDER, str(folder))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "UNREACHABLE",
        "None",
        "ann.wwgame cannot be reached now (Permission denied); "
        "it stays on Open Recent for when it can be reached again",
        "1",
    ]


def test_the_list_is_kept_in_the_settings_file(tmp_path):
    """The list is the files/recent setting, written to wildwest.ini and read back."""
    ini = tmp_path / "wildwest.ini"
    game = make(tmp_path / "Ann, Ben - deal 7.wwgame")
    settings = Settings(ini)
    RecentFiles(settings).add(game)
    assert settings.sync() is None
    assert RecentFiles(Settings(ini)).paths() == [game]
