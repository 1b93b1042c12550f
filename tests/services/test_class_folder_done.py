"""Issue 29's "done when", through the real game: three computers (three data folders) point
at one class folder and pupils play on each through the controller and the files and
records, as the app wires them; the teacher's class view and one export show all three
pupils' games, mistakes and progress, and the class game shows the deal code's standings
from all three computers."""

from __future__ import annotations

import csv
import io
import re

import pytest

from tests.services.classroom import Computer
from wildwest.controller import GameSetup
from wildwest.services.classroom import Classroom

DEAL_CODE = "4821"
PUPILS = ("Ann", "Ben", "Cy")


@pytest.fixture(autouse=True)
def _application(qapp):
    return qapp


def class_game(pupil: str) -> GameSetup:
    """The class game: the deal code the teacher gave, the pupil against a computer player."""
    return GameSetup(
        names=(pupil, ""),
        seats=("", "greenhorn"),
        mode="practice",
        deal_source="code",
        deal_code=DEAL_CODE,
    )


def own_game(pupil: str, seed: int) -> GameSetup:
    return GameSetup(
        names=(pupil, "Partner"), mode="practice", deal_source="code", deal_code=str(seed)
    )


def rows(path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))


def test_three_computers_one_class_view_one_export_and_the_class_game(qtbot, tmp_path):
    """Ann, Ben and Cy each play the class game (deal 4821) and a game of their own on three
    computers, Ann and Cy with wrong first answers and hints; the teacher's class view (a
    fourth data folder) has every pupil's games, mistakes and week, the exports have every
    turn and every pupil, and the class game's standings have all three games."""
    folder = tmp_path / "class"
    folder.mkdir()
    computers = [Computer(tmp_path / f"pc{n}", folder) for n, _ in enumerate(PUPILS, start=1)]
    teacher = Computer(tmp_path / "teacher", folder)
    classroom = Classroom(teacher.settings, teacher.outbox, teacher.data)
    try:
        for computer in (*computers, teacher):
            computer.start(qtbot)
        for n, (computer, pupil) in enumerate(zip(computers, PUPILS, strict=True), start=1):
            careless = pupil != "Ben"
            computer.new_game(class_game(pupil))
            while not computer.controller.state.is_over:
                computer.turn(wrong_first=careless, hint=careless and n == 3)
            computer.new_game(own_game(pupil, 100 + n))
            computer.finish()
            computer.flush()

        with qtbot.waitSignal(classroom.class_changed, timeout=20_000):
            classroom.watch_class(True)
        view = classroom.view
        assert view is not None and view.read and view.problems == ()
        by_name = {row.name: row for row in view.pupils}
        for pupil in PUPILS:
            assert by_name[pupil].games == 2 and by_name[pupil].turns > 0
            assert by_name[pupil].played_this_week
        assert by_name["Ann"].mistakes > 0 and by_name["Cy"].mistakes > 0
        assert by_name["Ben"].mistakes == 0 and by_name["Ben"].right_first_time == "100\u00a0%"
        assert "Partner" in by_name  # a person's name on another computer's second seat
        details = {detail.name: detail for detail in view.details}
        assert details["Ann"].weeks and details["Ann"].weeks[-1].turns == by_name["Ann"].turns
        assert any(count for _, count in details["Cy"].mistakes)
        assert view.common_mistakes and view.not_played == ""
        assert view.status.startswith("Read at") and view.status.endswith("from 3 computers")

        turns_file, pupils_file = tmp_path / "turns.csv", tmp_path / "pupils.csv"
        for export, path in (
            (classroom.export_turns, turns_file),
            (classroom.export_pupils, pupils_file),
        ):
            with qtbot.waitSignal(classroom.message, timeout=20_000) as said:
                export(str(path))
            assert "exported" in said.args[0]
        turns = rows(turns_file)
        header = turns[0]
        assert header[:3] == ["Date", "Computer", "Pupil"]
        pupil_column, mistakes_column = header.index("Pupil"), header.index("Mistakes")
        played = {row[pupil_column] for row in turns[1:]}
        assert set(PUPILS) <= played
        assert len(turns) - 1 == sum(row.turns for row in view.pupils)
        assert any(row[mistakes_column] for row in turns[1:] if row[pupil_column] == "Cy")
        pupils = {row[0]: row for row in rows(pupils_file)[1:]}
        assert set(PUPILS) <= set(pupils) and pupils["Ben"][1] == "2"

        with qtbot.waitSignal(classroom.class_game_changed, timeout=20_000):
            classroom.watch_game(int(DEAL_CODE))
        game = classroom.game
        assert game is not None and len(game.games) == 1
        (setup,) = game.games
        assert setup.title == "Class game: deal 4821" and len(setup.rows) == 3
        assert {row.computer for row in setup.rows} == {view_name(c) for c in computers}
        assert all(row.state == "finished" for row in setup.rows)
        for pupil in PUPILS:
            assert sum(f"{pupil} " in row.players for row in setup.rows) == 1
        assert all("(Greenhorn)" in row.players for row in setup.rows)
        assert setup.answer_key.turns and setup.rows[0].place == 1
        assert set(view.deal_codes) == {101, 102, 103, 4821}
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", turns[1][0])
    finally:
        classroom.close()
        for computer in (*computers, teacher):
            computer.close()


def view_name(computer: Computer) -> str:
    """The computer's name as the class folder knows it (each data folder is a computer)."""
    writer = computer.outbox.writer
    assert writer is not None
    return writer.identity.name
