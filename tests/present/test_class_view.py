"""The class view's words and tables (issue 29): what the status bar says, the misses line,
the exports' rows (with the spreadsheet guard), and a class game with its answer key."""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime, timedelta, timezone

from wildwest import engine
from wildwest.engine import Feedback, Mode
from wildwest.engine.class_stats import ClassGame, ClassStats, GameStanding, turn_fact
from wildwest.engine.phrases import Phrase
from wildwest.persistence.class_folder.export import csv_bytes
from wildwest.persistence.spreadsheet import FORMULA_STARTS, safe_cell
from wildwest.present import class_view
from wildwest.present.class_view import (
    class_game_view,
    common_mistake_lines,
    misses_line,
    not_played_line,
    outbox_line,
    pupil_table,
    turn_table,
    waiting_line,
)

AT = datetime(2026, 3, 2, 23, 30, tzinfo=UTC)
HOSTILE_TURN = turn_fact(
    "c", "=SUM(A1)", 9, first="9", mistakes=(Feedback.NOT_PRIME,), at=AT, seconds=12.25, hints=2
)
"""A pupil whose name is a formula, with a mistake, hints and a time (the exports' cells)."""


def test_the_status_bar_line_is_calm_and_counted():
    """Nothing when nothing waits; "1 turn" / "3 turns" otherwise; the teacher's line adds why."""
    assert waiting_line(0) == "" and waiting_line(1) == "1 turn waiting for the class folder"
    reason = Phrase("the class folder is full", context="ClassFolder")
    assert (
        outbox_line(3, reason) == "3 turns waiting for the class folder: the class folder is full"
    )
    assert outbox_line(0, reason) == ""


def test_a_pupil_s_misses_in_one_line():
    """The most missed primes first, at most three of each kind."""
    stats = ClassStats()
    for n, (number, first) in enumerate([(77, "7"), (91, "13"), (3105, "3 × 5 × 23"), (26, "2")]):
        stats.add_turn(turn_fact(f"e{n}", "Ann", number, first=first, at=AT))
    # 11 was missed every time it came up (1 of 1); 7 and 13 once in two
    assert misses_line(stats.pupil("ann")) == "misses 11, 7 and 13; does not split 3"
    assert misses_line(ClassStats().pupil("nobody")) == ""


def class_of_three() -> ClassStats:
    stats = ClassStats()
    stats.add_turns(
        [
            turn_fact("a", "Ann", 76, first="2 × 19", mistakes=(Feedback.REPEAT_MISSING,), at=AT),
            turn_fact("b", "Ben", 76, first="2 × 19", mistakes=(Feedback.REPEAT_MISSING,), at=AT),
            HOSTILE_TURN,
        ]
    )
    return stats


def test_the_class_lines():
    """Who has not played this week and the commonest mistakes, in words."""
    report = class_of_three().report(date(2026, 3, 10), roster=("Ann", "Ben", "Dee"))
    assert not_played_line(report) == "Not played this week: Ann, Ben and Dee"
    assert common_mistake_lines(report) == (
        "repeated prime missing: 2 of 3 pupils",
        "not prime: 1 of 3 pupils",
    )


def test_the_turn_export_has_the_issue_s_columns_in_the_teacher_s_time():
    """Date (in the teacher's time zone), computer, pupil, number, answer, right or not, kind
    of mistake, hints, seconds; a hostile name is a plain cell once guarded."""
    facts = [HOSTILE_TURN]
    table = turn_table(facts, {"pc": "PC-12"}, timezone(timedelta(hours=1)))
    assert table.header == (
        "Date",
        "Computer",
        "Pupil",
        "Mode",
        "Number",
        "Answer",
        "Right first time",
        "Mistakes",
        "Hints",
        "Seconds",
        "Game",
    )
    assert table.rows[0] == (
        "2026-03-03 00:30",
        "PC-12",
        "=SUM(A1)",
        "Practice",
        9,
        "",
        "no",
        "not prime",
        2,
        12.2,
        "g",
    )
    rows = list(csv.reader(io.StringIO(csv_bytes(table.header, table.rows).decode("utf-8-sig"))))
    assert rows[1][2] == "'=SUM(A1)" and rows[1][4] == "9"


def test_the_pupil_export_matches_the_records_window_s_columns():
    """The first columns are the Records export's words; every pupil on the list is a row."""
    report = class_of_three().report(date(2026, 3, 2), roster=("Ann", "Ben", "Dee", "=SUM(A1)"))
    table = pupil_table(report)
    assert table.header[:3] == ("Name", "Games played", "Games won")
    assert table.header[-2:] == ("Primes missed most", "Last played")
    assert [row[0] for row in table.rows] == ["=SUM(A1)", "Ann", "Ben", "Dee"]
    assert table.rows[3][3] == 0 and table.rows[3][-1] == ""
    assert all(len(row) == len(table.header) for row in table.rows)


def test_every_cell_that_could_start_a_formula_is_guarded():
    """The class view's exports use the one guard (persistence/spreadsheet.py): leading
    spaces, tabs and full-width signs too, and a formula after a separator inside a cell."""
    for text in ("=1", "+1", "-1", "@A", "\t=1", "\r=1", "  =1", "＝1", "x;=cmd"):
        guarded = safe_cell(text)
        assert guarded != text
        assert guarded.lstrip(" ")[:1] not in FORMULA_STARTS
    for text in ("Ann", "1 + 1", "Zoë"):
        assert safe_cell(text) == text
    (line,) = csv_bytes(["x"], []).decode("utf-8-sig").splitlines()
    assert line == '"x"'


def test_a_class_game_s_standings_and_answer_key():
    """Best game first (ties share a place), seats best first, computer players named with
    their level, removed pupils shown as removed, and the answer key of the deal code."""

    def standing(game, players, levels, scores, *, ended=True, turns=14):
        return GameStanding(game, "pc", AT, players, levels, scores, turns, ended, (0,))

    game = ClassGame(
        4821,
        2,
        1,
        (True, False, "all"),
        (
            standing("g1", ("Ann", "Dusty Dan"), ("", "deputy"), (20, 25)),
            standing("g2", ("Ben", ""), ("", ""), (25, 3)),
            standing("g3", ("Cy", "Dee"), ("", ""), (4, 9), ended=False, turns=6),
        ),
    )
    view = class_game_view(game, {"pc": "PC-12"})
    assert view.title == "Class game: deal 4821" and view.setup == "2 players, 1 pack"
    assert [(r.place, r.players, r.state) for r in view.rows] == [
        (1, "Dusty Dan (Deputy) 25, Ann 20", "finished"),
        (1, "Ben 25, (removed) 3", "finished"),
        (3, "Dee 9, Cy 4", "in progress (6 turns)"),
    ]
    deal = engine.shuffled_deal(["Player 1", "Player 2"], seed=4821)
    played = engine.play_out(engine.new_game(deal, Mode.AUTO))
    assert [int(t.number) for t in view.answer_key.turns] == [t.number for t in played.turns]


def test_mistake_labels_are_the_records_window_s_words():
    """The class view says each kind of mistake as the pupil's Records window does (one
    translation for both)."""
    from wildwest.persistence.records import MISTAKE_LABELS

    assert class_view.MISTAKE_LABELS == MISTAKE_LABELS
