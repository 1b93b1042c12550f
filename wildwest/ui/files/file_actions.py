"""The File menu: save, open, Open Recent, printing, the records window, and start-up questions.

:class:`FileActions` owns the menu's actions and the dialogs; the work is done
by the :class:`~wildwest.controller.session.Session`, which answers with a
one-line message when something cannot be done. File dialogs and message boxes
are Qt's static functions (tests replace them); the start-up questions are in
:mod:`wildwest.ui.dialogs.questions`.
"""

from __future__ import annotations

import logging
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from wildwest.controller.session import Session
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.ui.dialogs import questions
from wildwest.ui.files import export_folder
from wildwest.ui.look.widgets import literal

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


def with_suffix(path: str, suffix: str) -> str:
    """``path`` ending in ``suffix``: ``game`` and ``Mr. Smith's class`` get it added."""
    return path if path.lower().endswith(suffix.lower()) else path + suffix


# ---------------------------------------------------------------- the File menu


class FileActions(QObject):
    """The File menu of ``window`` and what its entries do."""

    def __init__(self, window: QMainWindow, session: Session) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.records_window: RecordsWindow | None = None
        self.preview: QPrintPreviewDialog | None = None
        self._printer: QPrinter | None = None

        self.menu = QMenu(translate("FileActions", "&File"), window)
        self.menu.setObjectName("fileMenu")
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
            lambda: self.save_pdf("score"),
            None,
            "scorePdfAction",
        )
        self.deal_pdf_action = self._action(
            translate("FileActions", "&Deal sheet with answer key…"),
            lambda: self.save_pdf("deal"),
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

        session.message.connect(self._status)
        # Held-back learning records (a full disk): the status bar says so until they are
        # written, coming back whenever another message has had its turn.
        self._held_back = ""
        session.records_waiting.connect(self._records_waiting)
        window.statusBar().messageChanged.connect(self._message_gone)
        session.records_changed.connect(self._refresh_records)
        self._has_game = False
        self.show_game(False)  # Open Recent fills itself when it opens (files may have gone)

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

    def show_game(self, has_game: bool) -> None:
        """Whether there is a game to save and print (from the window's view state)."""
        self._has_game = has_game
        for action in (
            self.save_action,
            self.save_as_action,
            self.print_action,
            self.print_deal_action,
            self.score_pdf_action,
            self.deal_pdf_action,
        ):
            action.setEnabled(has_game)
        self.pdf_menu.setEnabled(has_game)

    def show_real_cards(self, real: bool, has_cards: bool) -> None:
        """A game with real cards (Save the cards as a deal file is there), and whether any
        turn has been entered yet (it can be saved)."""
        self.save_deal_action.setVisible(real)
        self.save_deal_action.setEnabled(has_cards)

    # ------------------------------------------------------------ messages

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_MS)

    def _records_waiting(self, text: str) -> None:
        bar = self.window.statusBar()
        was, self._held_back = self._held_back, text
        if text:
            bar.showMessage(text)
        elif was and bar.currentMessage() == was:
            bar.clearMessage()

    def _message_gone(self, text: str) -> None:
        if not text and self._held_back:
            self.window.statusBar().showMessage(self._held_back)

    def _warn(self, text: str) -> None:
        questions.warn(self.window, text)

    # ------------------------------------------------------------ save and open

    def save(self) -> bool:
        """Save to the current file (Save As the first time); True if saved."""
        current = self.session.current_file
        if current is None:
            return self.save_as()
        problem = self.session.save(current)
        if problem:
            self._warn(problem)
            return False
        return True

    def save_as(self) -> bool:
        if not self._has_game:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("FileActions", "Save the game"),
            str(self.session.suggested_path()),
            translate("FileActions", GAME_FILTER),
        )
        if not path:
            return False
        problem = self.session.save(with_suffix(path, ".wwgame"))
        if problem:
            self._warn(problem)
            return False
        return True

    def save_deal(self) -> bool:
        """Save the cards entered so far as a deal file, where the teacher chooses."""
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("FileActions", "Save the cards as a deal file"),
            str(self.session.suggested_deal_path()),
            translate("FileActions", DEAL_FILTER),
        )
        if not path:
            return False
        problem = self.session.export_deal(with_suffix(path, ".json"))
        if problem:
            self._warn(problem)
            return False
        return True

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("FileActions", "Open a saved game"),
            str(self.session.open_folder()),
            translate("FileActions", GAME_FILTER),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open ``path``; a bad file gets a message and the game being played is kept."""
        problem = self.session.open(path)
        if problem:
            self._warn(self._kept(problem))
            return False
        return True

    def _kept(self, problem: str) -> str:
        if self._has_game:
            return arg(
                translate("FileActions", "%1.\n\nThe game you were playing is still here."), problem
            )
        return f"{problem}."

    def _fill_recent(self) -> None:
        """Fill Open Recent as it opens: files that are gone are taken off (a status line says
        so); files that cannot be reached now (an unplugged USB stick) are greyed out."""
        self.session.prune_recent()
        self.recent_menu.clear()
        entries = self.session.recent_entries()
        for number, entry in enumerate(entries, start=1):
            name = literal(entry.name)
            action = self.recent_menu.addAction(f"&{number} {name}")
            action.setToolTip(str(entry.path) if entry.usable else f"{entry.name} {entry.note}")
            action.setStatusTip(str(entry.path))
            action.setEnabled(entry.usable)
            path = str(entry.path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not entries:
            empty = self.recent_menu.addAction(translate("FileActions", "No saved games yet"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(translate("FileActions", "&Clear the list"))
            clear.triggered.connect(self.session.clear_recent)

    def open_recent(self, path: str) -> bool:
        problem = self.session.open_recent(path)
        if problem:
            self._warn(self._kept(problem))
            return False
        return True

    # ------------------------------------------------------------ printing

    def sheet(self, kind: str) -> PrintedSheet | None:
        """The score sheet (``"score"``) or the deal sheet (``"deal"``), ready to print."""
        from wildwest.ui.files.printing import deal_sheet_print, score_sheet_print

        if kind == "deal":
            deal = self.session.deal_sheet()
            return deal_sheet_print(deal) if deal is not None else None
        score = self.session.score_sheet()
        return score_sheet_print(score) if score is not None else None

    def print_score_sheet(self) -> None:
        self.open_preview("score")

    def print_deal_sheet(self) -> None:
        self.open_preview("deal")

    def make_preview(self, kind: str) -> QPrintPreviewDialog | None:
        """A print preview of a sheet (printing, or a PDF printer, from its toolbar)."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from wildwest.ui.files.printing import new_printer, print_sheet

        sheet = self.sheet(kind)
        if sheet is None:
            return None
        if self._printer is None:
            self._printer = new_printer()
        preview = QPrintPreviewDialog(self._printer, self.window)
        preview.setObjectName("printPreview")
        title = (
            translate("FileActions", "Deal sheet")
            if kind == "deal"
            else translate("FileActions", "Score sheet")
        )
        preview.setWindowTitle(arg(translate("FileActions", "%1 — Wild West"), title))
        # Laid out again for each paper size, orientation and margins the preview is set to.
        preview.paintRequested.connect(lambda printer: print_sheet(sheet, printer))
        preview.resize(900, 1000)
        return preview

    def open_preview(self, kind: str) -> None:
        preview = self.make_preview(kind)
        if preview is None:
            return
        if self.preview is not None:
            self.preview.deleteLater()
        self.preview = preview
        preview.setWindowModality(Qt.WindowModality.WindowModal)
        preview.open()

    def pdf_name(self, kind: str) -> str:
        """The PDF's name after the game's, in the folder the last sheet or export went to
        (else Documents: :mod:`~wildwest.ui.files.export_folder`)."""
        stem = Path(self.session.suggested_path()).name.removesuffix(".wwgame")
        label = (
            translate("FileActions", "deal sheet")
            if kind == "deal"
            else translate("FileActions", "score sheet")
        )
        name = arg(translate("FileActions", "%1 - %2.pdf"), stem, label)
        return export_folder.start_path(self.session.settings, name)

    def save_pdf(self, kind: str) -> bool:
        sheet = self.sheet(kind)
        if sheet is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("FileActions", "Save as PDF"),
            self.pdf_name(kind),
            translate("FileActions", PDF_FILTER),
        )
        if not path:
            return False
        path = with_suffix(path, ".pdf")
        from wildwest.ui.files.printing import write_pdf

        problem = write_pdf(sheet, path)
        if problem:
            self._warn(problem)
            return False
        export_folder.remember(self.session.settings, path)
        self._status(arg(translate("FileActions", "Saved %1"), Path(path).name))
        return True

    # ------------------------------------------------------------ records

    def show_records(self) -> RecordsWindow:
        from wildwest.ui.dialogs.records_window import RecordsWindow

        if self.records_window is None:
            self.records_window = RecordsWindow(self.window)
            self.records_window.export_requested.connect(self.export_records)
            self.records_window.player_chosen.connect(self._show_history)
        self.records_window.show_records(self.session.record_rows(), self.session.records_note())
        self.records_window.show()
        self.records_window.raise_()
        self.records_window.activateWindow()
        return self.records_window

    def _refresh_records(self) -> None:
        window = self.records_window
        if window is None or not window.isVisible():
            return
        window.show_records(self.session.record_rows(), self.session.records_note())

    def _show_history(self, name: str) -> None:
        if self.records_window is not None:
            self.records_window.show_history(name, self.session.history(name))

    def export_records(self) -> bool:
        parent = self.records_window if self.records_window is not None else self.window
        name = arg(translate("FileActions", "Wild West records %1.csv"), date.today().isoformat())
        path, _ = QFileDialog.getSaveFileName(
            parent,
            translate("FileActions", "Export records"),
            export_folder.start_path(self.session.settings, name),
            translate("FileActions", CSV_FILTER),
        )
        if not path:
            return False
        path = with_suffix(path, ".csv")
        problem = self.session.export_records(path)
        if problem:
            questions.warn(parent, problem)
            return False
        export_folder.remember(self.session.settings, path)
        return True
