"""The teacher's side of the class folder: reads off the window's thread, what is pushed,
removing a pupil and bringing them back, the class list, and a folder that goes away."""

from __future__ import annotations

import shutil
import threading

import pytest

from tests.services.classroom import Computer
from wildwest.controller import GameSetup
from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import CLASS_FOLDER
from wildwest.services import classroom as classroom_module
from wildwest.services.classroom import Classroom

DEAL = shuffled_deal(["Ann", "Ben"], seed=4821)


@pytest.fixture(autouse=True)
def _application(qapp):
    return qapp


@pytest.fixture
def room(qtbot, tmp_path):
    """A computer that has played a whole Practice game into the class folder, and the
    teacher's classroom on the same computer."""
    (tmp_path / "class").mkdir()
    computer = Computer(tmp_path / "data", tmp_path / "class")
    computer.start(qtbot)
    computer.new_game(GameSetup.from_deal(DEAL, "practice"))
    while not computer.controller.state.is_over:
        computer.turn(wrong_first=True)
    computer.flush()
    classroom = Classroom(computer.settings, computer.outbox, computer.data)
    yield computer, classroom
    classroom.close()
    computer.close()


def read(qtbot, classroom: Classroom) -> None:
    with qtbot.waitSignal(classroom.class_changed, timeout=20_000):
        classroom.watch_class(True)


def test_the_folder_is_read_on_another_thread(qtbot, room, monkeypatch):
    """A read never runs on the window's thread: the reader is opened and refreshed by the
    classroom's worker, and what it found arrives as a pushed value."""
    _computer, classroom = room
    threads: list[str] = []
    real = classroom_module._read

    def spy(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(classroom_module, "_read", spy)
    read(qtbot, classroom)
    assert threads == ["class-view"]
    assert [row.name for row in classroom.view.pupils] == ["Ann", "Ben"]


def test_a_removed_pupil_leaves_the_class_and_comes_back(qtbot, room):
    """Remove from the class: the removal goes in this computer's own journal and the next
    read hides the pupil everywhere; Bring back undoes it."""
    _computer, classroom = room
    read(qtbot, classroom)
    with qtbot.waitSignal(classroom.message, timeout=20_000) as said:
        classroom.remove_pupil("Ann")
    assert said.args[0] == "Ann's records were removed from the class."
    qtbot.waitUntil(lambda: [row.name for row in classroom.view.pupils] == ["Ben"], timeout=20_000)
    (removal,) = classroom.view.removals
    assert removal.text.startswith("Ann, removed ")
    classroom.bring_back(removal.entry)
    qtbot.waitUntil(
        lambda: [row.name for row in classroom.view.pupils] == ["Ann", "Ben"], timeout=20_000
    )
    assert classroom.view.removals == ()


def test_the_class_list_is_saved_read_and_imported(qtbot, room, tmp_path):
    """Saved names come back as the list in force (tidied, repeats left out); a CSV file's
    names are found (with what was left out) without being saved."""
    _computer, classroom = room
    with qtbot.waitSignal(classroom.class_list_changed, timeout=20_000) as pushed:
        classroom.save_class_list(["Ann", " ann ", "Ben", "Dee"])
    assert pushed.args[0].names == ("Ann", "Ben", "Dee")
    assert pushed.args[0].note.startswith("3 names, saved by ")
    source = tmp_path / "names.csv"
    source.write_bytes(b"Name\nEve;5B\n=1+1\n\x01bad\n")
    with qtbot.waitSignal(classroom.names_imported, timeout=20_000) as found:
        classroom.import_class_list(str(source))
    assert found.args[0].names == ("Eve", "=1+1")
    assert found.args[0].note == "names.csv: 2 names" and len(found.args[0].problems) == 1
    read(qtbot, classroom)
    assert classroom.view.not_played == "Not played this week: Dee"


def test_a_vanished_folder_keeps_the_figures_and_says_why(qtbot, room, tmp_path):
    """The share goes away: the class view keeps the figures it had and says the folder
    cannot be read now, with the reason; a file it cannot use is listed, not run."""
    _computer, classroom = room
    read(qtbot, classroom)
    shutil.move(tmp_path / "class", tmp_path / "away")
    with qtbot.waitSignal(classroom.class_changed, timeout=20_000):
        classroom.refresh_now()
    view = classroom.view
    assert view.status.startswith("The class folder cannot be read now (the class folder")
    assert [row.name for row in view.pupils] == ["Ann", "Ben"]
    shutil.move(tmp_path / "away", tmp_path / "class")
    computers = tmp_path / "class" / "computers"
    stranger = computers / "0123456789abcdef"
    stranger.mkdir()
    (stranger / "0-20260302T100000Z-00.wwj").write_bytes(b"=cmd|'/C calc'!A0\n<b>x</b>\n")
    with qtbot.waitSignal(classroom.class_changed, timeout=20_000):
        classroom.refresh_now()
    assert classroom.view.status.startswith("Read at")
    assert len(classroom.view.problems) == 1 and "0123456789abcdef" in classroom.view.problems[0]


def test_without_a_class_folder_the_windows_say_so(qtbot, room):
    """No class folder (the teacher chose none): the class view says to choose one."""
    computer, classroom = room
    computer.settings.set_value(CLASS_FOLDER, "")
    with qtbot.waitSignal(classroom.class_changed, timeout=5_000):
        classroom.watch_class(True)
    assert classroom.view.status == "Choose the class folder first (File → Class → Class folder…)."
    assert classroom.view.pupils == ()
