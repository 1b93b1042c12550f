"""Issue 29's "done when", at the API level: three computers (three processes, three data
folders) record games into one class folder, and one class view and one export show all
three pupils' games, mistakes and progress, and the class game's standings."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from wildwest.persistence.class_folder import (
    ClassFolderReader,
    csv_bytes,
    read_class_list,
    save_class_list,
    write_table,
)
from wildwest.present.class_view import class_game_view, pupil_table, turn_table

ROOT = Path(__file__).resolve().parents[2]

COMPUTER = """
import sys
from pathlib import Path
sys.path.insert(0, {root!r})
from tests.persistence.class_folder_helpers import play
from wildwest.persistence.class_folder import ClassFolderWriter

data, folder, pupil, seed = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
with ClassFolderWriter.start(data, folder, fingerprint=(data.name * 4, "")) as writer:
    play(writer, (pupil, "Dusty Dan"), seed=4821, game_id=f"{{seed + 100:032x}}")
    play(writer, (pupil,  "Sam"), seed=seed)
    assert writer.flush(30), writer.status()
print(writer.identity.id)
"""


def test_three_computers_one_class_view_and_one_export(tmp_path):
    """Ann, Ben and Cy play on three computers (each its own process and data folder); the
    teacher's class view merges all three; the class game (deal 4821) has three games."""
    folder = tmp_path / "class"
    folder.mkdir()
    save_class_list(folder, ["Ann", "Ben", "Cy", "Dee"], computer="t", computer_name="Teacher")
    script = COMPUTER.format(root=str(ROOT))
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(tmp_path / f"pc{n}"), str(folder), pupil, str(n)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n, pupil in enumerate(("Ann", "Ben", "Cy"), start=1)
    ]
    ids = []
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        ids.append(out.strip())
    assert len(set(ids)) == 3

    reader = ClassFolderReader.open(folder, tmp_path / "teacher")
    result = reader.refresh()
    assert result.reachable and result.problems == ()
    class_list, _ = read_class_list(folder)
    report = reader.stats.report(datetime.now(UTC).date(), class_list.names)
    by_name = {p.name: p for p in report.pupils}
    assert set(by_name) == {"Ann", "Ben", "Cy", "Dee", "Dusty Dan", "Sam"}
    for pupil in ("Ann", "Ben", "Cy"):
        figures = by_name[pupil]
        assert figures.games == 2 and figures.turns == 14 and figures.computers == 1
        assert sum(count for _, count in figures.mistakes) > 0
        assert figures.weeks and figures.weeks[-1].turns == 14
    assert report.not_played_this_week == ("Dee",)
    assert set(report.not_on_list) == {"Dusty Dan", "Sam"}

    [game] = reader.stats.class_games(4821)
    assert len(game.games) == 3 and all(g.ended for g in game.games)
    view = class_game_view(game, reader.computer_names())
    assert view.title == "Class game: deal 4821" and len(view.rows) == 3
    assert len(view.answer_key.turns) == 14

    turns = turn_table(reader.turns(), reader.computer_names())
    write_table(tmp_path / "turns.csv", turns.header, turns.rows)
    rows = list(csv.reader(io.StringIO((tmp_path / "turns.csv").read_text("utf-8-sig"))))
    assert rows[0][:3] == ["Date", "Computer", "Pupil"] and len(rows) == 1 + 6 * 14
    assert {row[2] for row in rows[1:]} == {"Ann", "Ben", "Cy", "Dusty Dan", "Sam"}
    pupils = pupil_table(report)
    text = csv_bytes(pupils.header, pupils.rows).decode("utf-8-sig")
    assert text.count("\n") == 1 + len(report.pupils)
