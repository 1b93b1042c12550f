"""The Records window: its model (qtmodeltester), live updates, the chart and Export to CSV."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from wildwest.engine import shuffled_deal
from wildwest.persistence.records import MISTAKE_KINDS
from wildwest.present.file_menu import HistoryPoint, RecordRow
from wildwest.ui.dialogs import questions
from wildwest.ui.dialogs.records_window import (
    NameRole,
    RecordsChart,
    RecordsModel,
    RecordsSortProxy,
    SortRole,
)

from .test_files import play_turns

# The offscreen platform cannot raise a window (Records… raises it when already open).
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def row(name: str, **values) -> RecordRow:
    fields = {
        "numbers_met": 10,
        "answers": 8,
        "right_first_time": 6,
        "right_share": 0.75,
        "hints": 2,
        "gave_up": 1,
        "mean_seconds": 21.4,
        "primes_found": (2, 3, 5, 7),
        "games_played": 3,
        "games_won": 1,
        "mistakes": (1, 0, 2, 0, 0, 0, 0, 1),
    }
    fields.update(values)
    return RecordRow(name=name, **fields)


ROWS = [
    row("Ann"),
    row("ben", answers=0, right_first_time=0, right_share=None, mean_seconds=None),
    row("Cy", right_share=0.5, mistakes=(0, 0, 0, 3, 1, 0, 2, 0)),
]


def test_the_records_model_passes_the_model_tester(qtmodeltester):
    """RecordsModel is a well-behaved table model, empty and filled."""
    model = RecordsModel()
    qtmodeltester.check(model)
    model.set_rows(ROWS)
    qtmodeltester.check(model)
    proxy = RecordsSortProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)


def test_the_records_model_shows_friendly_values_and_sorts_by_number():
    """Cells read "75% (6)", "21 s", "—" for nothing yet; mistakes have friendly headers; sorting
    uses the numbers behind the text."""
    model = RecordsModel()
    model.set_rows(ROWS)
    assert model.columnCount() == 10 + len(MISTAKE_KINDS)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:4] == ["Player", "Numbers met", "Answers", "Right first time"]
    assert "Mistake:\nnot prime" in headers and "Mistake:\ndoes not divide" in headers

    def cell(r: int, c: int, role=Qt.ItemDataRole.DisplayRole):
        return model.index(r, c).data(role)

    assert cell(0, RecordsModel.RIGHT) == "75% (6)"
    assert cell(0, RecordsModel.TIME) == "21 s"
    assert cell(1, RecordsModel.RIGHT) == "—" and cell(1, RecordsModel.TIME) == "—"
    assert cell(0, RecordsModel.PRIMES) == 4
    assert cell(0, RecordsModel.PRIMES, Qt.ItemDataRole.ToolTipRole) == "Ann has found 2, 3, 5, 7"
    assert cell(0, RecordsModel.RIGHT, Qt.ItemDataRole.ToolTipRole) == (
        "6 of 8 answers right first time"
    )
    one = RecordsModel()
    one.set_rows((replace(ROWS[0], answers=1, right_first_time=1),))
    assert one.index(0, RecordsModel.RIGHT).data(Qt.ItemDataRole.ToolTipRole) == (
        "1 of 1 answer right first time"  # issue 26: "1 of 1 answers"
    )
    assert cell(2, RecordsModel.MISTAKES + 3) == 3
    assert cell(1, 0, NameRole) == "ben"
    assert model.index(5, 0).data() is None
    assert model.rowCount(model.index(0, 0)) == 0

    proxy = RecordsSortProxy()
    proxy.setSourceModel(model)
    proxy.sort(RecordsModel.RIGHT, Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["Ann", "Cy", "ben"]
    proxy.sort(RecordsModel.PLAYER, Qt.SortOrder.AscendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["Ann", "ben", "Cy"]
    assert proxy.index(0, RecordsModel.RIGHT).data(SortRole) == 0.75


def test_the_chart_draws_a_bar_per_game_and_says_it_in_words(qtbot):
    """The chart summarises each game (or "Auto only") for screen readers and paints bars."""
    chart = RecordsChart()
    qtbot.addWidget(chart)
    chart.resize(520, 260)
    assert chart.summary() == "Choose a player to see their progress."
    chart.set_history("Ann", [])
    assert chart.summary() == "Ann has no games yet."
    points = [
        HistoryPoint(datetime(2025, 3, 3, 10), 7, 7, 4),
        HistoryPoint(datetime(2025, 3, 4, 10), 7, 0, 0),
        HistoryPoint(datetime(2025, 3, 5, 10), 7, 7, 7),
    ]
    chart.set_history("Ann", points)
    assert chart.summary() == (
        "Ann, game by game: 3 Mar: 57% right first time (4 of 7); 4 Mar: Auto only; "
        "5 Mar: 100% right first time (7 of 7)."
    )
    assert chart.accessibleDescription() == chart.summary()
    image = chart.grab().toImage()
    green = sum(
        1
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
        if image.pixelColor(x, y).name() == "#3f8f4a"
    )
    assert green > 100


@pytest.fixture
def played(qtbot, make_window):
    """A window (data in tmp) after a whole Practice game and two turns of the next."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=8, packs=1).to_dict(), "practice")
    while not window.controller.state.is_over:
        play_turns(qtbot, window, 1)
    window.controller.play_again()
    play_turns(qtbot, window, 2, wrong_first=True)
    return window


def test_records_window_shows_every_player_and_updates_live(qtbot, played):
    """Records… lists each player with the turns and games recorded; a turn played while it is
    open shows at once; the chart shows the chosen player's games."""
    records = played.file_actions.show_records()
    qtbot.waitExposed(records)
    proxy = records.table.model()
    names = [proxy.index(r, 0).data() for r in range(proxy.rowCount())]
    assert names == ["Ann", "Ben"]
    store = played.files_and_records.store
    ann = store.summary("Ann")
    column = RecordsModel.MET
    assert proxy.index(0, column).data() == ann.numbers_met
    assert proxy.index(0, RecordsModel.GAMES).data() == 1
    assert records.chosen_player() == "Ann"
    assert records.chart.summary().startswith("Ann, game by game: ")
    assert records.chart.summary().count("right first time") == 2
    assert records.note.text().startswith("Learning records are kept in ")

    before = proxy.index(0, column).data() + proxy.index(1, column).data()
    play_turns(qtbot, played, 1)
    after = proxy.index(0, column).data() + proxy.index(1, column).data()
    assert after == before + 1
    records.table.selectRow(1)
    assert records.chart.summary().startswith("Ben, game by game: ")
    records.close()


def test_the_records_window_without_records_says_how_to_get_some(qtbot, make_window):
    """No records yet: a sentence instead of an empty table, and nothing to export."""
    window = make_window()
    records = window.file_actions.show_records()
    assert records.empty.isVisible() and not records.split.isVisible()
    assert not records.export_button.isEnabled()
    records.close()


def test_export_to_csv_writes_the_records(qtbot, played, monkeypatch, tmp_path):
    """Export to CSV writes a spreadsheet file (BOM, header row, a row per player)."""
    target = tmp_path / "class 5b"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    records = played.file_actions.show_records()
    qtbot.mouseClick(records.export_button, Qt.MouseButton.LeftButton)
    written = target.with_suffix(".csv")
    text = written.read_bytes().decode("utf-8")
    assert text.startswith('\ufeff"Name","Numbers met","Answers"')  # text cells quoted
    lines = text.strip().splitlines()
    assert [line.split(",")[0] for line in lines[1:]] == ['"Ann"', '"Ben"']
    assert played.statusBar().currentMessage() == "Records exported to class 5b.csv"
    records.close()


def test_an_export_that_fails_says_why(qtbot, played, monkeypatch, tmp_path):
    """Export into a folder that is not there: a message with the reason, no file."""
    target = tmp_path / "missing" / "records.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    shown: list[str] = []
    monkeypatch.setattr(questions, "warn", lambda _parent, text: shown.append(text))
    assert not played.file_actions.export_records()
    assert len(shown) == 1 and shown[0].startswith("records.csv could not be saved")
    assert not target.exists()


def test_records_model_reset_keeps_indexes_valid():
    """set_rows resets the model: no stale rows, and a fresh index is valid."""
    model = RecordsModel()
    model.set_rows(ROWS)
    model.set_rows(ROWS[:1])
    assert model.rowCount() == 1
    assert model.index(0, 0).isValid() and not model.index(1, 0).isValid()
    assert model.index(0, 0).data() == "Ann"


def test_the_player_column_stays_in_view_when_the_table_scrolls_sideways(qtbot):
    """On a narrow screen the twenty columns scroll; the names never scroll away, and
    choosing a row in the pinned names chooses it in the table (issue 11, item 14)."""
    from wildwest.ui.dialogs.records_window import RecordsWindow

    window = RecordsWindow()
    qtbot.addWidget(window)
    window.resize(600, 420)
    window.show()
    qtbot.waitExposed(window)
    window.show_records([*ROWS, row("Devendra Ramaswamy")], "Learning records are kept here")
    table = window.table
    bar = table.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > table.columnWidth(0))  # it does scroll
    bar.setValue(bar.maximum())
    pinned = table.frozen
    assert pinned.isVisible() and pinned.x() <= table.frameWidth()
    assert pinned.viewport().width() == table.columnWidth(0)
    names = [pinned.model().index(r, 0).data() for r in range(pinned.model().rowCount())]
    assert names == ["Ann", "ben", "Cy", "Devendra Ramaswamy"]
    for r, name in enumerate(names):
        cell = pinned.visualRect(pinned.model().index(r, 0))
        assert pinned.viewport().rect().contains(cell)
        assert pinned.fontMetrics().horizontalAdvance(name) < cell.width()
    assert [c for c in range(1, table.model().columnCount()) if not pinned.isColumnHidden(c)] == []

    pinned.selectRow(2)
    assert window.chosen_player() == "Cy"
    table.sortByColumn(RecordsModel.PLAYER, Qt.SortOrder.DescendingOrder)
    assert pinned.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert pinned.model().index(0, 0).data() == "Devendra Ramaswamy"

    table.setCurrentIndex(table.model().index(0, 3))  # a key move to a cell under the pin
    bar.setValue(bar.maximum())
    table.scrollTo(table.model().index(0, 1))
    assert table.visualRect(table.model().index(0, 1)).left() >= table.columnWidth(0)


def test_records_that_cannot_be_read_never_break_the_window(qtbot, played, monkeypatch, tmp_path):
    """Issue 28: a name stored as a BLOB made Records and Export fail every time, and a turn
    time that is not an ISO date the pupil's chart. With those (and a million-character
    name, text where numbers belong) in the file, Records lists the pupils it can read,
    the chart shows Ann's readable games, and Export writes them."""
    from PySide6.QtWidgets import QFileDialog

    from tests.persistence.test_records import _hostile_rows

    store = played.files_and_records.store
    store.flush()
    _hostile_rows(store.path)
    records = played.file_actions.show_records()
    qtbot.waitExposed(records)
    proxy = records.table.model()
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["Ann", "Ben"]
    assert records.chosen_player() == "Ann"
    assert records.chart.summary().startswith("Ann, game by game: ")
    target = tmp_path / "class.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert played.file_actions.export_records()
    assert target.read_bytes().count(b"\r\n") == 3  # the header, Ann and Ben
    records.close()
