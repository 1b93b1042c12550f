"""Widgets that fit what they show: scoreboard columns that wrap rather than scroll, boxes and
buttons that keep their size when they take the focus, and an answer row that lays itself
out again when a button comes or goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLineEdit, QPushButton, QTableView, QVBoxLayout, QWidget

from wildwest.ui.game.turn_panel import answer_row
from wildwest.ui.look.shared_columns import NARROWEST, SharedColumns, cell_width
from wildwest.ui.look.theme import DARK, HIGH_CONTRAST, LIGHT, style_sheet
from wildwest.ui.look.widgets import fit_rows

ROWS = (("Player 1", "3", "2, 3, 7"), ("Sheriff Sam (computer)", "2", "5, 11, 13, 17, 19"))
PLAYER, POINTS, PRIMES = range(3)


def scoreboard(qtbot, width: int) -> QTableView:
    model = QStandardItemModel(0, 3)
    model.setHorizontalHeaderLabels(["Player", "Points", "Primes"])
    for row in ROWS:
        model.appendRow([QStandardItem(text) for text in row])
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 2)  # the largest text size
    view.setFont(font)
    view.horizontalHeader().setFont(font)
    SharedColumns(view, wrapping=(PRIMES, PLAYER))
    qtbot.addWidget(view)
    view.resize(width, 400)
    view.show()
    qtbot.waitExposed(view)
    return view


def one_line(view: QTableView, column: int) -> int:
    """The column's width on one line (a cell is painted inside its grid line)."""
    model = view.model()
    heading = view.horizontalHeader().sectionSizeFromContents(column).width()
    grid = 1 if view.showGrid() else 0
    cells = [cell_width(view, model.index(r, column)) + grid for r in range(model.rowCount())]
    return max(heading, *cells)


def longest_word(view: QTableView, column: int) -> int:
    model = view.model()
    heading = view.horizontalHeader().sectionSizeFromContents(column).width()
    grid = 1 if view.showGrid() else 0
    words = [
        cell_width(view, model.index(r, column), NARROWEST) + grid for r in range(model.rowCount())
    ]
    return max(heading, *words)


def test_a_narrow_scoreboard_wraps_its_words_instead_of_cutting_or_scrolling(qtbot):
    """Too narrow for every column on one line: the columns fill the view exactly, none is
    narrower than its longest word, every cell's wrapped text fits its row, and no scroll
    bar comes up sideways."""
    wide = scoreboard(qtbot, 2000)
    needs = sum(one_line(wide, column) for column in range(3))
    view = scoreboard(qtbot, needs * 2 // 3)
    widths = [view.columnWidth(column) for column in range(3)]
    assert sum(widths) == view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()
    model = view.model()
    for column in range(3):
        assert widths[column] >= longest_word(view, column)
        for row in range(model.rowCount()):
            index = model.index(row, column)
            assert cell_width(view, index, widths[column]) <= widths[column]
            option_height = view.sizeHintForRow(row)
            assert view.rowHeight(row) >= option_height
    assert view.rowHeight(1) > view.rowHeight(0) or widths[PRIMES] < one_line(view, PRIMES)


def test_the_primes_wrap_before_the_names_do(qtbot):
    """A little too narrow: the primes column gives up width and the names stay on one line;
    only when the primes are down to their longest number do the names wrap."""
    wide = scoreboard(qtbot, 2000)
    needs = [one_line(wide, column) for column in range(3)]
    spare = needs[PRIMES] - longest_word(wide, PRIMES)
    view = scoreboard(qtbot, sum(needs) - spare // 2 + view_frame(wide))
    assert view.columnWidth(PLAYER) == needs[PLAYER]
    assert view.columnWidth(PRIMES) < needs[PRIMES]
    tight = scoreboard(qtbot, sum(needs) - spare - 40 + view_frame(wide))
    assert tight.columnWidth(PRIMES) == longest_word(tight, PRIMES)
    assert tight.columnWidth(PLAYER) < needs[PLAYER]


def view_frame(view: QTableView) -> int:
    return view.width() - view.viewport().width()


def test_rows_added_later_are_as_tall_as_their_words_and_the_rows_before_keep_theirs(qtbot):
    """A new row (a turn in the log) is as tall as its wrapped cells, the rows before keep
    fitting theirs, and when the columns change every row is sized again."""
    view = scoreboard(qtbot, 320)
    model = view.model()

    def fits(row: int) -> bool:  # as resizeRowToContents makes it (at least a row's least)
        least = view.verticalHeader().minimumSectionSize()
        return view.rowHeight(row) == max(view.sizeHintForRow(row), least)

    assert isinstance(model, QStandardItemModel)
    for text in ("Ann", "2", "3"), ("Bartholomew Featherstonehaugh", "9", "2, 3, 5, 7, 11, 13"):
        model.appendRow([QStandardItem(cell) for cell in text])
        qtbot.waitUntil(lambda: view.rowHeight(model.rowCount() - 1) > 0)
        for row in range(model.rowCount()):
            assert fits(row), (text, row)
    view.resize(700, 400)  # wider: the columns change, and every row's height with them
    qtbot.waitUntil(lambda: all(fits(r) for r in range(model.rowCount())))


class CountingModel(QStandardItemModel):
    """Counts, by row, the times a view asks a cell for anything."""

    def __init__(self) -> None:
        super().__init__(0, 3)
        self.asked: dict[int, int] = {}

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # type: ignore[no-untyped-def]
        self.asked[index.row()] = self.asked.get(index.row(), 0) + 1
        return super().data(index, role)


def test_a_growing_log_sizes_each_new_row_once_and_every_row_when_the_columns_change(qtbot):
    """The turn log's columns (``rows_grow``): a new row is sized as it comes and the rows
    before are not asked again, however long the log; a change of the columns' widths or of
    the font sizes every row again (issue 31: every turn used to measure every row)."""
    model = CountingModel()
    model.setHorizontalHeaderLabels(["Player", "Points", "Primes"])
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    fit_rows(view, by_contents=False)
    SharedColumns(view, wrapping=(PRIMES, PLAYER), rows_grow=True)
    qtbot.addWidget(view)
    view.resize(200, 2000)  # every row on show; the long name wraps
    view.show()
    qtbot.waitExposed(view)

    def fits(row: int) -> bool:
        least = view.verticalHeader().minimumSectionSize()
        return view.rowHeight(row) == max(view.sizeHintForRow(row), least)

    def widths() -> list[int]:
        return [view.columnWidth(column) for column in range(model.columnCount())]

    names = ("Ann", "Bartholomew Featherstonehaugh", "Cy", "Di")
    same_widths = 0
    for turn in range(24):
        cells = (names[turn % 4], str(turn), ", ".join(["2", "3", "5"][: 1 + turn % 3]))
        model.asked.clear()
        widths_before = widths()
        model.appendRow([QStandardItem(text) for text in cells])
        view.scrollToBottom()
        new = model.rowCount() - 1
        assert fits(new), turn
        if widths() == widths_before:  # (a wider cell resizes the columns, and every row)
            same_widths += 1
            before = sum(times for row, times in model.asked.items() if row < new)
            assert before == 0, f"turn {turn}: the rows before were asked {before} times"
    assert same_widths >= 20
    assert all(fits(row) for row in range(model.rowCount()))
    heights = [view.rowHeight(row) for row in range(model.rowCount())]
    view.resize(800, 2000)  # wider: the names unwrap, and every row is sized again
    qtbot.waitUntil(lambda: all(fits(r) for r in range(model.rowCount())))
    assert [view.rowHeight(row) for row in range(model.rowCount())] != heights
    bigger = QFont(view.font())
    bigger.setPointSizeF(bigger.pointSizeF() * 2)
    view.setFont(bigger)
    fit_rows(view, by_contents=False)
    qtbot.waitUntil(lambda: all(fits(r) for r in range(model.rowCount())))


@pytest.mark.parametrize("theme", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda t: t.name)
def test_a_box_or_button_is_the_same_size_with_the_focus_as_without(qtbot, theme):
    """The focused border is thicker: the padding makes up for it, so taking the focus
    never makes a box or button outgrow the room its row gave it (a squeezed answer box)."""
    holder = QWidget()
    holder.setStyleSheet(style_sheet(theme, 1.5))
    layout = QVBoxLayout(holder)
    field, button, other = QLineEdit(), QPushButton("Check"), QPushButton("Other")
    for widget in (field, button, other):
        layout.addWidget(widget)
    qtbot.addWidget(holder)
    holder.show()
    qtbot.waitExposed(holder)
    holder.activateWindow()
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    before = field.sizeHint(), button.sizeHint()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    assert field.sizeHint() == before[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert button.sizeHint() == before[1]


def test_the_answer_row_puts_its_buttons_under_the_box_when_a_button_comes_in(qtbot):
    """The row is laid out again when a button is shown at the same width: the buttons go
    under the box instead of squeezing it (and come back beside it when it goes)."""
    field = QLineEdit()
    field.setPlaceholderText("e.g. 2^2 × 3 × 5   or   none")
    buttons = (QPushButton("Check"), QPushButton("Hint 1"), QPushButton("Give up"))
    for button in buttons[1:]:
        button.hide()
    row = answer_row(field, buttons)
    qtbot.addWidget(row)
    row.show()
    qtbot.waitExposed(row)
    narrow_needed = row.needed()
    for button in buttons[1:]:
        button.show()
    wide_needed = row.needed()
    for button in buttons[1:]:
        button.hide()
    row.resize((narrow_needed + wide_needed) // 2, row.height())
    qtbot.waitUntil(lambda: row.is_wide)
    for button in buttons[1:]:
        button.show()
    qtbot.waitUntil(lambda: not row.is_wide)
    buttons[2].hide()
    buttons[1].hide()
    qtbot.waitUntil(lambda: row.is_wide)


def test_a_wrapped_label_keeps_its_lines_and_gives_them_back(qtbot):
    """WrappedLabel is as tall as its lines at its width, also after a shorter text: QLabel
    never measures itself less tall than its least height, so the label that once held three
    lines stayed three lines tall (the divisibility page's heading, issue 26)."""
    from wildwest.ui.look.widgets import WrappedLabel

    holder = QWidget()
    qtbot.addWidget(holder)
    label = WrappedLabel("word " * 60)
    QVBoxLayout(holder).addWidget(label)
    holder.resize(200, 400)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.waitUntil(lambda: label.minimumHeight() == label.heightForWidth(label.width()) > 0)
    tall = label.minimumHeight()
    label.setText("word")
    one_line = label.fontMetrics().height()
    assert label.minimumHeight() < tall and label.minimumHeight() <= one_line + 2
