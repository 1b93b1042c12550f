"""The class view: every pupil of the class, merged from every computer, for the teacher.

It lays out the :class:`~wildwest.present.class_view.ClassViewState` the classroom service
pushes after each read (:meth:`ClassViewWindow.show_class`) and sends intents as signals:
read again, export per turn or per pupil (after the file dialog), remove a pupil's records
from the class (after asking), bring them back, open the class list. Every name and line
from the class folder is shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.class_view import ClassViewState, PupilDetail, PupilRow
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.ui.classroom.tables import KeyRole, SortItem, fill, read_only_table
from wildwest.ui.classroom.week_chart import WeekChart
from wildwest.ui.look.reflow import WrapRow
from wildwest.ui.look.widgets import FittedDialog, WrappedLabel, with_suffix

CSV_FILTER = QT_TRANSLATE_NOOP("ClassView", "CSV spreadsheets (*.csv)")
PUPIL_HEADERS = (
    QT_TRANSLATE_NOOP("ClassView", "Pupil"),
    QT_TRANSLATE_NOOP("ClassView", "Games"),
    QT_TRANSLATE_NOOP("ClassView", "Turns"),
    QT_TRANSLATE_NOOP("ClassView", "Right first time"),
    QT_TRANSLATE_NOOP("ClassView", "Hints"),
    QT_TRANSLATE_NOOP("ClassView", "Mistakes"),
    QT_TRANSLATE_NOOP("ClassView", "Primes missed most"),
    QT_TRANSLATE_NOOP("ClassView", "Last played"),
)


def plain_label(name: str, text: str = "") -> WrappedLabel:
    """A wrapped label for words that may come from the class folder: plain text only."""
    label = WrappedLabel(text)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class TextSizedDialog(FittedDialog):
    """A dialog whose preferred size is ``columns`` average characters by ``lines`` lines of
    its own text (so it grows with the text size, from ``least``); the screen caps it."""

    def __init__(
        self, parent: QWidget | None, columns: int, lines: int, least: tuple[int, int]
    ) -> None:
        super().__init__(parent, *least)
        metrics = self.fontMetrics()  # the window's, scaled with the text
        self._preferred = (
            max(least[0], columns * metrics.averageCharWidth()),
            max(least[1], lines * metrics.lineSpacing()),
        )
        self.resize(*self._preferred)

    def showEvent(self, event: QShowEvent) -> None:
        parent = self.parentWidget()
        first = not self._fitted  # FittedDialog's showEvent fits it the first time
        if first and parent is not None and parent.screen() is not self.screen():
            self.setScreen(parent.screen())  # fit the screen the window is on
        super().showEvent(event)
        if first and parent is not None:
            # Over the middle of the window, inside its screen.
            area = parent.screen().availableGeometry()
            frame = self.frameGeometry()
            frame.moveCenter(parent.frameGeometry().center())
            left = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
            top = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
            self.move(left, top)


class ClassViewWindow(TextSizedDialog):
    """The class view (see the module)."""

    refresh_requested = Signal()
    export_turns_requested = Signal(str)
    export_pupils_requested = Signal(str)
    remove_requested = Signal(str)
    """A pupil's name: remove their records from the class (asked first)."""
    bring_back_requested = Signal(str)
    """A removal's entry id: take it back."""
    class_list_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, 120, 40, (1100, 760))
        self.setObjectName("classViewWindow")
        self.setWindowTitle(translate("ClassView", "Class view — Wild West"))
        self.setModal(False)
        self._view = ClassViewState()
        self._details: dict[str, PupilDetail] = {}
        self._rows: dict[str, PupilRow] = {}

        self.folder_label = plain_label("classFolderLabel")
        self.status_label = plain_label("classStatusLabel")
        self.outbox_label = plain_label("classOutboxLabel")

        self.pupils = read_only_table(
            "classPupilsTable",
            translate("ClassView", "Pupils"),
            [translate("ClassView", header) for header in PUPIL_HEADERS],
        )
        self.pupils.setSortingEnabled(True)
        self.pupils.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.pupils.itemSelectionChanged.connect(self._chosen)
        self.pupil_name = plain_label("classPupilName")
        bold = self.pupil_name.font()
        bold.setBold(True)
        self.pupil_name.setFont(bold)
        self.pupil_summary = plain_label("classPupilSummary")
        self.chart = WeekChart()
        self.pupil_mistakes = plain_label("classPupilMistakes")
        self.pupil_misses = plain_label("classPupilMisses")
        detail = QWidget()
        detail.setObjectName("classPupilDetail")
        self.remove_button = QPushButton(translate("ClassView", "&Remove from the class…"))
        self.remove_button.setObjectName("removePupilButton")
        self.remove_button.clicked.connect(self._remove)
        detail_layout = QVBoxLayout(detail)
        detail_layout.addWidget(WrapRow((self.pupil_name, self.remove_button), stretch=0))
        detail_layout.addWidget(self.pupil_summary)
        detail_layout.addWidget(self.chart, 1)
        for widget in (self.pupil_mistakes, self.pupil_misses):
            detail_layout.addWidget(widget)
        scroll = QScrollArea()
        scroll.setWidget(detail)
        scroll.setWidgetResizable(True)
        scroll.setMinimumHeight(200)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.pupils)
        split.addWidget(scroll)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        self._split = split
        self._split_fitted = False
        pupils_page = QWidget()
        pupils_layout = QVBoxLayout(pupils_page)
        pupils_layout.addWidget(split, 1)

        self.not_played = plain_label("classNotPlayedLabel")
        self.common = plain_label("classCommonMistakesLabel")
        self.not_on_list = plain_label("classNotOnListLabel")
        class_page = QWidget()
        class_layout = QVBoxLayout(class_page)
        for widget in (self.not_played, self.common, self.not_on_list):
            class_layout.addWidget(widget)
        class_layout.addStretch(1)

        self.problems = QListWidget()
        self.problems.setObjectName("classProblemsList")
        self.problems.setAccessibleName(translate("ClassView", "What was skipped and why"))
        self.problems.setWordWrap(True)
        self.removals = QListWidget()
        self.removals.setObjectName("classRemovalsList")
        self.removals.setAccessibleName(translate("ClassView", "Pupils removed from the class"))
        self.removals.itemSelectionChanged.connect(self._removal_chosen)
        self.bring_back_button = QPushButton(translate("ClassView", "&Bring back"))
        self.bring_back_button.setObjectName("bringBackButton")
        self.bring_back_button.clicked.connect(self._bring_back)
        removed_page = QWidget()
        removed_layout = QVBoxLayout(removed_page)
        removed_layout.addWidget(
            plain_label(
                "classRemovedNote",
                translate(
                    "ClassView",
                    "A pupil removed here is hidden from the class view and the exports, on "
                    "every computer's turns until the removal; each computer's own Records "
                    "keep them. Bring back undoes it.",
                ),
            )
        )
        removed_layout.addWidget(self.removals, 1)
        removed_layout.addWidget(WrapRow((self.bring_back_button,), stretch=-1))

        self.tabs = QTabWidget()
        self.tabs.setObjectName("classTabs")
        self.tabs.addTab(pupils_page, translate("ClassView", "&Pupils"))
        self.tabs.addTab(class_page, translate("ClassView", "The c&lass"))
        self.tabs.addTab(self.problems, translate("ClassView", "&Skipped"))
        self.tabs.addTab(removed_page, translate("ClassView", "Re&moved"))

        refresh = QPushButton(translate("ClassView", "Read a&gain"))
        refresh.setObjectName("classRefreshButton")
        refresh.clicked.connect(self.refresh_requested)
        self.export_turns_button = QPushButton(translate("ClassView", "Export &turns…"))
        self.export_turns_button.setObjectName("exportTurnsButton")
        self.export_turns_button.clicked.connect(lambda: self._export(turns=True))
        self.export_pupils_button = QPushButton(translate("ClassView", "Export p&upils…"))
        self.export_pupils_button.setObjectName("exportPupilsButton")
        self.export_pupils_button.clicked.connect(lambda: self._export(turns=False))
        class_list = QPushButton(translate("ClassView", "Class l&ist…"))
        class_list.setObjectName("classListButton")
        class_list.clicked.connect(self.class_list_requested)
        close = QPushButton(translate("ClassView", "&Close"))
        close.setObjectName("classCloseButton")
        close.clicked.connect(self.close)
        buttons = WrapRow(
            (refresh, self.export_turns_button, self.export_pupils_button, class_list, close),
            stretch=-1,
        )

        layout = QVBoxLayout(self)
        for widget in (self.folder_label, self.status_label, self.outbox_label):
            layout.addWidget(widget)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.show_class(self._view)

    # ------------------------------------------------------------ laying out

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The chart's own height took most of a short screen at Projector size and left
        # three rows of pupils: the rows get at least half (the pupil's details scroll).
        # Only as it first opens: a split the teacher moved since stays where it was put.
        total = sum(self._split.sizes())
        if not self._split_fitted and total > 0:
            self._split_fitted = True
            if self._split.sizes()[0] < total // 2:
                self._split.setSizes([total // 2, total - total // 2])

    def show_class(self, view: ClassViewState) -> None:
        """Lay out what the last read found (the pupil chosen stays chosen)."""
        chosen = self.chosen_key()
        self._view = view
        self.folder_label.setText(arg(translate("ClassView", "Class folder: %1"), view.folder))
        self.status_label.setText(view.status)
        self.outbox_label.setText(view.outbox)
        self.outbox_label.setVisible(bool(view.outbox))
        self._rows = {row.key: row for row in view.pupils}
        self._details = {detail.key: detail for detail in view.details}
        fill(self.pupils, [self._pupil_cells(row) for row in view.pupils])
        self.export_turns_button.setEnabled(bool(view.pupils))
        self.export_pupils_button.setEnabled(bool(view.pupils))
        self._choose(chosen)
        self.not_played.setText(
            view.not_played or translate("ClassView", "Everyone has played this week.")
        )
        mistakes = translate("ClassView", "The mistakes most of the class makes:")
        self.common.setText(
            "\n".join((mistakes, *view.common_mistakes))
            if view.common_mistakes
            else translate("ClassView", "No mistakes yet.")
        )
        self.not_on_list.setText(view.not_on_list)
        self.not_on_list.setVisible(bool(view.not_on_list))
        self.problems.clear()
        self.problems.addItems(
            list(view.problems) or [translate("ClassView", "Nothing was skipped.")]
        )
        self.removals.clear()
        for removal in view.removals:
            self.removals.addItem(removal.text)
        self._removal_chosen()

    def _pupil_cells(self, row: PupilRow) -> list[SortItem]:
        name = SortItem(row.name)
        name.setData(KeyRole, row.key)
        if not row.on_list:
            name.setToolTip(translate("ClassView", "Not on the class list"))
        share = -1.0 if row.right_share is None else row.right_share
        return [
            name,
            SortItem(str(row.games), row.games),
            SortItem(str(row.turns), row.turns),
            SortItem(row.right_first_time, share),
            SortItem(str(row.hints), row.hints),
            SortItem(str(row.mistakes), row.mistakes),
            SortItem(row.misses),
            SortItem(row.last_played, row.last_played_at),
        ]

    def chosen_key(self) -> str:
        rows = self.pupils.selectionModel().selectedRows()
        if not rows:
            return ""
        item = self.pupils.item(rows[0].row(), 0)
        return str(item.data(KeyRole)) if item is not None else ""

    def _choose(self, key: str) -> None:
        target = 0
        for row in range(self.pupils.rowCount()):
            item = self.pupils.item(row, 0)
            if item is not None and item.data(KeyRole) == key:
                target = row
        if self.pupils.rowCount():
            self.pupils.selectRow(target)
        self._chosen()

    def _chosen(self) -> None:
        detail = self._details.get(self.chosen_key())
        self.remove_button.setEnabled(detail is not None and self._played(detail.key))
        if detail is None:
            self.pupil_name.setText(translate("ClassView", "Choose a pupil to see their progress."))
            self.pupil_summary.setText("")
            self.chart.show_weeks("", ())
            self.pupil_mistakes.setText("")
            self.pupil_misses.setText("")
            return
        self.pupil_name.setText(
            arg(translate("ClassView", "%1: right first time, week by week"), detail.name)
        )
        self.pupil_summary.setText(detail.summary)
        self.chart.show_weeks(detail.name, detail.weeks)
        kinds = [f"{label}: {count}" for label, count in detail.mistakes if count]
        self.pupil_mistakes.setText(
            "\n".join((translate("ClassView", "Mistakes by kind:"), *kinds))
            if kinds
            else translate("ClassView", "No mistakes yet.")
        )
        self.pupil_misses.setText(
            "\n".join((translate("ClassView", "Primes missed at the first try:"), *detail.misses))
            if detail.misses
            else ""
        )
        self.pupil_misses.setVisible(bool(detail.misses))

    def _played(self, key: str) -> bool:
        row = self._rows.get(key)
        return row is not None and row.turns > 0

    def _removal_chosen(self) -> None:
        self.bring_back_button.setEnabled(bool(self.removals.selectedItems()))

    # ------------------------------------------------------------ intents

    def _export(self, *, turns: bool) -> None:
        title = (
            translate("ClassView", "Export every turn")
            if turns
            else translate("ClassView", "Export every pupil")
        )
        name = (
            translate("ClassView", "Class turns.csv")
            if turns
            else translate("ClassView", "Class pupils.csv")
        )
        path, _ = QFileDialog.getSaveFileName(self, title, name, translate("ClassView", CSV_FILTER))
        if not path:
            return
        path = with_suffix(path, ".csv")
        if turns:
            self.export_turns_requested.emit(path)
        else:
            self.export_pupils_requested.emit(path)

    def _remove(self) -> None:
        detail = self._details.get(self.chosen_key())
        if detail is None:
            return
        question = arg(
            translate(
                "ClassView",
                "Remove %1's records from the class?\n\nEvery turn %1 has played until now, "
                "on every computer, leaves the class view and the exports. Each computer's "
                "own Records keep them, and Bring back (on the Removed tab) undoes this.",
            ),
            detail.name,
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("ClassView", "Remove from the class"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("removePupilQuestion")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() == QMessageBox.StandardButton.Yes:
            self.remove_requested.emit(detail.name)

    def _bring_back(self) -> None:
        row = self.removals.currentRow()
        if 0 <= row < len(self._view.removals):
            self.bring_back_requested.emit(self._view.removals[row].entry)
