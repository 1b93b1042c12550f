"""The File menu: save, open, Open Recent, printing, the records window, and start-up questions.

:class:`FileActions` owns the menu's actions and the dialogs. It lays out what the
files-and-records service pushes (:class:`~wildwest.present.file_menu.FileMenuView`:
what is enabled, where the dialogs start, Open Recent, what waits) and sends it intents
(save, open, export…); the service does the work and answers with a one-line message when
something cannot be done. It never asks the service anything back. File dialogs and
message boxes are Qt's static functions (tests replace them); the start-up questions are
in :mod:`wildwest.ui.dialogs.questions`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from wildwest.present.file_menu import (
    DEAL,
    PDF,
    PREVIEW,
    SCORE,
    FileMenuView,
    HistoryView,
    RecordsView,
    SheetJob,
)
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.services.files_and_records import FilesAndRecords
from wildwest.ui.look.widgets import EntriesLater, literal, with_suffix

if TYPE_CHECKING:
    # Printing (QtPrintSupport) and the records window load the first time they are
    # used: importing them costs more at start-up than everything on the first screen.
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from wildwest.ui.dialogs.records_window import RecordsWindow
    from wildwest.ui.files.printing import PrintedSheet

log = logging.getLogger(__name__)

GAME_FILTER = QT_TRANSLATE_NOOP("FileActions", "Wild West games (*.wwgame);;All files (*)")
PDF_FILTER = QT_TRANSLATE_NOOP("FileActions", "PDF documents (*.pdf)")
CSV_FILTER = QT_TRANSLATE_NOOP("FileActions", "CSV spreadsheets (*.csv)")
DEAL_FILTER = QT_TRANSLATE_NOOP("FileActions", "Deal files (*.json);;All files (*)")
STATUS_MS = 10_000


# ---------------------------------------------------------------- the File menu


class FileActions(EntriesLater):
    """The File menu of ``window`` and what its entries do (its entries made by
    :meth:`fill`, at once or just after the window's first paint)."""

    def __init__(
        self, window: QMainWindow, files_and_records: FilesAndRecords, *, later: bool = False
    ) -> None:
        super().__init__(window)
        self.files_and_records = files_and_records
        """Where the menu sends intents; it only listens to what comes back."""
        self.records_window: RecordsWindow | None = None
        self.preview: QPrintPreviewDialog | None = None
        self._printer: QPrinter | None = None
        self._menu = FileMenuView()
        """What the service last pushed: what the menu shows now."""

        self.menu = QMenu(translate("FileActions", "&File"), window)
        self.menu.setObjectName("fileMenu")
        files_and_records.message.connect(self._status)
        # What waits (records held back, turns for the class folder): the status bar says
        # so until it is written, coming back whenever another message has had its turn.
        self._held_back = ""
        window.statusBar().messageChanged.connect(self._message_gone)
        files_and_records.menu_changed.connect(self.show_menu)
        files_and_records.records_shown.connect(self._show_records_view)
        files_and_records.history_shown.connect(self._show_history)
        files_and_records.sheet_ready.connect(self._sheet_ready)
        self.fill_now_or_later(later)

    def _make_entries(self) -> None:
        self.open_action = self._action(
            translate("FileActions", "&Open…"),
            self.open_file,
            QKeySequence.StandardKey.Open,
            "openAction",
        )
        self.recent_menu = QMenu(translate("FileActions", "Open &Recent"), self.menu)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = self._action(
            translate("FileActions", "&Save"),
            self.save,
            QKeySequence.StandardKey.Save,
            "saveAction",
        )
        self.save_as_action = self._action(
            translate("FileActions", "Save &As…"),
            self.save_as,
            QKeySequence("Ctrl+Shift+S"),
            "saveAsAction",
        )
        self.save_deal_action = self._action(
            translate("FileActions", "Save the &cards as a deal file…"),
            self.save_deal,
            None,
            "saveDealAction",
        )
        self.save_deal_action.setVisible(False)
        self.print_action = self._action(
            translate("FileActions", "&Print score sheet…"),
            self.print_score_sheet,
            None,
            "printAction",
        )
        self.print_deal_action = self._action(
            translate("FileActions", "Print &deal sheet…"),
            self.print_deal_sheet,
            None,
            "printDealAction",
        )
        self.pdf_menu = QMenu(translate("FileActions", "Save sheet as P&DF"), self.menu)
        self.pdf_menu.setObjectName("pdfMenu")
        self.score_pdf_action = self._action(
            translate("FileActions", "&Score sheet…"),
            lambda: self.save_pdf(SCORE),
            None,
            "scorePdfAction",
        )
        self.deal_pdf_action = self._action(
            translate("FileActions", "&Deal sheet with answer key…"),
            lambda: self.save_pdf(DEAL),
            None,
            "dealPdfAction",
        )
        self.pdf_menu.addAction(self.score_pdf_action)
        self.pdf_menu.addAction(self.deal_pdf_action)
        self.records_action = self._action(
            translate("FileActions", "&Records…"),
            self.show_records,
            QKeySequence("Ctrl+Shift+R"),
            "recordsAction",
        )
        self.export_action = self._action(
            translate("FileActions", "&Export records…"),
            self.export_records,
            None,
            "exportRecordsAction",
        )

        self.menu.addAction(self.open_action)
        self.menu.addMenu(self.recent_menu)
        self.menu.addSeparator()
        self.menu.addAction(self.save_action)
        self.menu.addAction(self.save_as_action)
        self.menu.addAction(self.save_deal_action)
        self.menu.addSeparator()
        self.menu.addAction(self.print_action)
        self.menu.addAction(self.print_deal_action)
        self.menu.addMenu(self.pdf_menu)
        self.menu.addSeparator()
        self.menu.addAction(self.records_action)
        self.menu.addAction(self.export_action)
        self.show_menu(self._menu)  # Open Recent fills itself when it opens (files may have gone)

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
        name: str = "",
    ) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def show_menu(self, menu: FileMenuView) -> None:
        """Lay out what the service pushed: what can be used, and what waits."""
        self._menu = menu
        self._waiting(menu.waiting_line)
        if not self.filled:
            return  # filling the menu shows it
        for action in (
            self.save_action,
            self.save_as_action,
            self.print_action,
            self.print_deal_action,
            self.score_pdf_action,
            self.deal_pdf_action,
        ):
            action.setEnabled(menu.has_game)
        self.pdf_menu.setEnabled(menu.has_game)
        # A game with real cards has Save the cards as a deal file, usable once a turn
        # has been entered.
        self.save_deal_action.setVisible(menu.real_cards)
        self.save_deal_action.setEnabled(menu.has_cards)

    # ------------------------------------------------------------ messages

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_MS)

    def _waiting(self, text: str) -> None:
        bar = self.window.statusBar()
        was, self._held_back = self._held_back, text
        if text == was:
            return
        if text:
            bar.showMessage(text)
        elif was and bar.currentMessage() == was:
            bar.clearMessage()

    def _message_gone(self, text: str) -> None:
        if not text and self._held_back:
            self.window.statusBar().showMessage(self._held_back)

    def _warn(self, text: str) -> None:
        from wildwest.ui.dialogs import questions  # a message box: loaded when one is shown

        questions.warn(self.window, text)

    # ------------------------------------------------------------ save and open

    def save(self) -> bool:
        """Save to the current file (Save As the first time); True if saved."""
        current = self._menu.file
        if not current:
            return self.save_as()
        problem = self.files_and_records.save(current)
        if problem:
            self._warn(problem)
            return False
        return True

    def save_as(self) -> bool:
        if not self._menu.has_game:
            return False
        return bool(
            self._save_where_chosen(
                translate("FileActions", "Save the game"),
                self._menu.save_path,
                translate("FileActions", GAME_FILTER),
                suffix=".wwgame",
                write=self.files_and_records.save,
            )
        )

    def save_deal(self) -> bool:
        """Save the cards entered so far as a deal file, where the teacher chooses."""
        return bool(
            self._save_where_chosen(
                translate("FileActions", "Save the cards as a deal file"),
                self._menu.deal_path,
                translate("FileActions", DEAL_FILTER),
                suffix=".json",
                write=self.files_and_records.export_deal,
            )
        )

    def _save_where_chosen(
        self,
        title: str,
        start: str,
        file_filter: str,
        *,
        suffix: str,
        write: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> str:
        """Ask where to save (a dialog on ``parent``, the window by default, that starts at
        ``start``), then ``write`` there, ``suffix`` added if missing; ``write`` answers
        ``None`` or why not, which is shown. The path written, or ``""``."""
        if parent is None:
            parent = self.window
        from PySide6.QtWidgets import QFileDialog  # built by PySide when first named

        path, _ = QFileDialog.getSaveFileName(parent, title, start, file_filter)
        if not path:
            return ""
        path = with_suffix(path, suffix)
        problem = write(path)
        if problem:
            from wildwest.ui.dialogs import questions

            questions.warn(parent, problem)
            return ""
        return path

    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("FileActions", "Open a saved game"),
            self._menu.open_folder,
            translate("FileActions", GAME_FILTER),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open ``path``; a bad file gets a message and the game being played is kept."""
        problem = self.files_and_records.open(path)
        if problem:
            self._warn(self._kept(problem))
            return False
        return True

    def _kept(self, problem: str) -> str:
        if self._menu.has_game:
            return arg(
                translate("FileActions", "%1.\n\nThe game you were playing is still here."), problem
            )
        return f"{problem}."

    def _fill_recent(self) -> None:
        """Fill Open Recent as it opens: the service looks at each file now (those that are
        gone are taken off, with a status line) and pushes the list; files that cannot be
        reached now (an unplugged USB stick) are greyed out."""
        self.files_and_records.check_recent()
        self.recent_menu.clear()
        entries = self._menu.recent
        for number, entry in enumerate(entries, start=1):
            action = self.recent_menu.addAction(f"&{number} {literal(entry.name)}")
            action.setToolTip(entry.path if entry.usable else entry.note)
            action.setStatusTip(entry.path)
            action.setEnabled(entry.usable)
            path = entry.path
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not entries:
            empty = self.recent_menu.addAction(translate("FileActions", "No saved games yet"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(translate("FileActions", "&Clear the list"))
            clear.triggered.connect(self.files_and_records.clear_recent)

    def open_recent(self, path: str) -> bool:
        problem = self.files_and_records.open_recent(path)
        if problem:
            self._warn(self._kept(problem))
            return False
        return True

    # ------------------------------------------------------------ printing

    def print_score_sheet(self) -> None:
        self.files_and_records.make_sheet(SCORE, PREVIEW)

    def print_deal_sheet(self) -> None:
        self.files_and_records.make_sheet(DEAL, PREVIEW)

    def save_pdf(self, kind: str) -> None:
        """Save sheet as PDF: the service makes the sheet, then the PDF dialog opens."""
        self.files_and_records.make_sheet(kind, PDF)

    def _sheet_ready(self, job: SheetJob) -> None:
        if job.purpose == PDF:
            self._save_pdf(job)
        else:
            self.open_preview(job)

    @staticmethod
    def printed(job: SheetJob) -> PrintedSheet | None:
        """The sheet of ``job`` laid out for the printer, or ``None`` when there is none."""
        from wildwest.present.sheets import DealSheet
        from wildwest.ui.files.printing import deal_sheet_print, score_sheet_print

        sheet = job.sheet
        if sheet is None:
            return None
        if isinstance(sheet, DealSheet):
            return deal_sheet_print(sheet)
        return score_sheet_print(sheet)

    def make_preview(self, job: SheetJob) -> QPrintPreviewDialog | None:
        """A print preview of a sheet (printing, or a PDF printer, from its toolbar)."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from wildwest.ui.files.printing import new_printer, print_sheet

        sheet = self.printed(job)
        if sheet is None:
            return None
        if self._printer is None:
            self._printer = new_printer()
        preview = QPrintPreviewDialog(self._printer, self.window)
        preview.setObjectName("printPreview")
        title = (
            translate("FileActions", "Deal sheet")
            if job.kind == DEAL
            else translate("FileActions", "Score sheet")
        )
        preview.setWindowTitle(arg(translate("FileActions", "%1 — Wild West"), title))
        # Laid out again for each paper size, orientation and margins the preview is set to.
        preview.paintRequested.connect(lambda printer: print_sheet(sheet, printer))
        preview.resize(900, 1000)
        return preview

    def open_preview(self, job: SheetJob) -> None:
        preview = self.make_preview(job)
        if preview is None:
            return
        if self.preview is not None:
            self.preview.deleteLater()
        self.preview = preview
        preview.setWindowModality(Qt.WindowModality.WindowModal)
        preview.open()

    def _save_pdf(self, job: SheetJob) -> bool:
        sheet = self.printed(job)
        if sheet is None:
            return False
        start = self._menu.deal_pdf_path if job.kind == DEAL else self._menu.score_pdf_path

        def write(path: str) -> str | None:
            from wildwest.ui.files.printing import write_pdf

            return write_pdf(sheet, path)

        path = self._save_where_chosen(
            translate("FileActions", "Save as PDF"),
            start,
            translate("FileActions", PDF_FILTER),
            suffix=".pdf",
            write=write,
        )
        if not path:
            return False
        self.files_and_records.sheet_saved(path)  # the next one starts in its folder
        self._status(arg(translate("FileActions", "Saved %1"), Path(path).name))
        return True

    # ------------------------------------------------------------ records

    def show_records(self) -> RecordsWindow:
        from wildwest.ui.dialogs.records_window import RecordsWindow

        if self.records_window is None:
            self.records_window = RecordsWindow(self.window)
            self.records_window.export_requested.connect(self.export_records)
            self.records_window.player_chosen.connect(self.files_and_records.show_history)
            self.records_window.finished.connect(
                lambda _result: self.files_and_records.watch_records(False)
            )
        self.files_and_records.watch_records(True)  # the rows come back at once
        self.records_window.show()
        self.records_window.raise_()
        self.records_window.activateWindow()
        return self.records_window

    def _show_records_view(self, records: RecordsView) -> None:
        window = self.records_window
        if window is not None:
            window.show_records(records.rows, records.note)

    def _show_history(self, history: HistoryView) -> None:
        if self.records_window is not None:
            self.records_window.show_history(history.name, history.points)

    def export_records(self) -> bool:
        return bool(
            self._save_where_chosen(
                translate("FileActions", "Export records"),
                self._menu.records_path,
                translate("FileActions", CSV_FILTER),
                suffix=".csv",
                write=self.files_and_records.export_records,
                parent=self.records_window,
            )
        )
