"""The side panels' drawer: where the scoreboard, the turn log and the prime reference go
when the cards need their room (issue 27).

At a large text size on a small screen (a netbook driving a projector) the turn panel
needs much of the window's height, and with the side panels beside it the card table was
left a strip 130 px high. The cards grow first: when a played card's rank, with the panels
beside the table, would be smaller than a pupil at that distance can read
(:func:`~wildwest.ui.table.layout.least_rank_pixels`), and folding them away makes it
bigger, the docked panels fold into a drawer. The window's menu bar then has a *Side
panels* button (and View → Side panels drawer, F6) that opens the drawer: the panels come
back beside the table, as they were, until it is closed again. The panels unfold by
themselves once the window has the room again (a bigger window, smaller text).

View → *Fold the side panels for bigger cards* (``display/fold_panels``, on by default)
turns the folding off; View → Reset panels turns it back on. A floating panel is its own
window and never folds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QMainWindow,
    QToolButton,
    QWidget,
)

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_FOLD_PANELS, DISPLAY_TEXT_SCALE
from wildwest.present.translate import translate
from wildwest.ui.table.layout import best_scale, least_rank_pixels, rank_pixels

DRAWER_KEY = "F6"
"""Opens and closes the drawer (View → Side panels drawer)."""
TYPICAL_PANEL_LINES = 12
"""How many lines of body text the turn panel under the table is taken to need when the
drawer decides (a turn's name and Draw, the prompt, the answer box and its buttons, and
a few lines of feedback): the same for every turn, so the panels never fold and unfold
as one turn's feedback is longer than the last's."""
PANEL_FRAME = 2
"""The turn panel's frame, each side, in pixels, as the drawer counts it: the Windows
style's default frame (Fusion's is 1, so there the drawer counts 2 px more than the panel
has). Asking the style would have PySide build its class, with hundreds of named
constants, at start-up (issue 31)."""
UNFOLD_MARGIN = 1.1
"""Folded panels come back only when, beside the table, the cards would be this much
bigger than the least (a window resized by a pixel does not fold and unfold them)."""


def fold_wanted(
    *,
    folded: bool,
    full_width: int,
    panels_width: int,
    table_height: int,
    least_rank: float,
) -> bool:
    """Whether the panels should be folded away: the rank of a played card on a table
    ``table_height`` high, with the panels (``panels_width``) beside it in a window
    ``full_width`` wide, is below ``least_rank`` and folding them makes it bigger; once
    folded, they stay so until beside the table the rank would be :data:`UNFOLD_MARGIN`
    times the least.

    >>> fold_wanted(folded=False, full_width=1024, panels_width=440, table_height=236,
    ...             least_rank=16.4)
    True
    >>> fold_wanted(folded=False, full_width=1920, panels_width=760, table_height=680,
    ...             least_rank=30.7)
    False
    """
    beside = rank_pixels(best_scale(full_width - panels_width, table_height)[0])
    alone = rank_pixels(best_scale(full_width, table_height)[0])
    if folded:
        return beside < least_rank * UNFOLD_MARGIN
    return beside < least_rank and alone > beside


class PanelDrawer(QObject):
    """Folds ``docks`` into a drawer when the cards need their room, and opens and closes
    it: ``sidePanelsButton`` in the menu bar's corner, ``sidePanelsAction`` (F6)."""

    panels_moved = Signal()
    """The panels folded or unfolded, or the drawer opened or closed: the table's page has
    another width."""

    def __init__(
        self,
        window: QMainWindow,
        docks: Sequence[QDockWidget],
        settings: Settings,
        *,
        room: Callable[[], tuple[int, int, int]],
        table: Callable[[], tuple[int, float]],
    ) -> None:
        """``room()``: the window's width, the docked panels' width (with the separator) and
        the height of the page the table is on; ``table()``: the card table's height and its
        cards' rank height now."""
        super().__init__(window)
        self.window = window
        self.docks = tuple(docks)
        self.settings = settings
        self._room = room
        self._table = table
        self._check_due = False
        self.folded = False
        """The panels are folded into the drawer (open or closed)."""
        self._away: list[QDockWidget] = []
        """The panels the drawer holds (shown while it is open)."""
        self._game_page = True
        self._folded_in: tuple[int, int, float] | None = None
        """The window's size and the text size when the panels folded: they come back only
        in another (so they never fold and unfold from one turn to the next)."""
        self._focus_before: QWidget | None = None
        self.action = QAction(translate("MainWindow", "Side panels &drawer"), window)
        self.action.setObjectName("sidePanelsAction")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(DRAWER_KEY))
        self.action.setEnabled(False)
        self.action.triggered.connect(self.set_open)
        window.addAction(self.action)
        button = self.button = QToolButton()
        button.setObjectName("sidePanelsButton")
        #: the menu bar's button that opens the folded side panels (scoreboard, turn log…)
        button.setText(translate("MainWindow", "Side panels"))
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tip = translate(
            "MainWindow",
            "The scoreboard, the turn log and the prime reference, folded away so the cards"
            " are bigger. F6 opens and closes them.",
        )
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.clicked.connect(self.set_open)
        window.menuBar().setCornerWidget(button, Qt.Corner.TopRightCorner)
        button.hide()
        self._button_alive = True
        button.destroyed.connect(self._button_gone)  # the menu bar goes before the panels
        for dock in self.docks:
            dock.toggleViewAction().toggled.connect(
                lambda shown, d=dock: self._dock_toggled(d, shown)
            )

    # ------------------------------------------------------------ deciding

    def decide(self) -> None:
        """Fold or unfold the panels as the room says (on the table's page only); folded,
        they come back only once the window's size or the text size is another than when
        they folded, never between two turns."""
        if not self._game_page:
            return
        if not self.folded and self._wanted():
            self._fold()
        elif self.folded and not self.settings.get(DISPLAY_FOLD_PANELS):
            self.unfold()  # folding turned off: the panels come back at once
        elif self.folded and self._folded_in != self._room_key() and not self._wanted():
            self.unfold()

    def _room_key(self) -> tuple[int, int, float]:
        window = self.window
        return window.width(), window.height(), self.settings.get(DISPLAY_TEXT_SCALE)

    def check_table(self, *_args: object) -> None:
        """The turn panel has taken its height: once the window has laid it out, if the
        table's cards are too small to read and would be bigger with the panels folded away,
        they fold (a turn's answer box can need more than the estimate allowed for)."""
        if not self._check_due:
            self._check_due = True
            QTimer.singleShot(0, self, self._check_now)

    def _check_now(self) -> None:
        self._check_due = False
        if self.folded or not self._game_page or not self.settings.get(DISPLAY_FOLD_PANELS):
            return
        height, rank = self._table()
        if rank >= self.least_rank() or not any(
            not d.isHidden() and not d.isFloating() for d in self.docks
        ):
            return
        width, _panels, _page = self._room()
        if rank_pixels(best_scale(width, height)[0]) > rank:
            self._fold()

    def _wanted(self) -> bool:
        if not self.settings.get(DISPLAY_FOLD_PANELS):
            return False
        docked = [d for d in self.docks if not d.isFloating()]
        if not self.folded and not any(not d.isHidden() for d in docked):
            return False  # nothing beside the table to make room from
        width, panels, page_height = self._room()
        return fold_wanted(
            folded=self.folded,
            full_width=width,
            panels_width=panels,
            table_height=page_height - typical_panel_height(),
            least_rank=self.least_rank(),
        )

    def least_rank(self) -> float:
        """The least rank height readable on the window's screen at the text size set
        (:func:`~wildwest.ui.table.layout.least_rank_pixels`)."""
        screen = self.window.screen()
        width = screen.geometry().width() if screen is not None else self.window.width()
        return least_rank_pixels(width, self.settings.get(DISPLAY_TEXT_SCALE))

    def _fold(self) -> None:
        self.folded = True
        self._folded_in = self._room_key()
        self._away = [d for d in self.docks if not d.isFloating() and not d.isHidden()]
        for dock in self._away:
            dock.hide()
        self._show_button()
        self.panels_moved.emit()

    def unfold(self) -> None:
        """The panels back beside the table (all that the drawer holds)."""
        if not self.folded:
            return
        self.folded = False
        away, self._away = self._away, []
        for dock in away:
            dock.show()
        self._show_button()
        self.panels_moved.emit()

    # ------------------------------------------------------------ the drawer

    @property
    def is_open(self) -> bool:
        """The drawer is open: a panel it holds is on show."""
        return self.folded and any(not d.isHidden() for d in self._away)

    def set_open(self, opened: bool) -> None:
        """Open the drawer (the panels beside the table, the focus in the first) or close it
        (the focus back where it was)."""
        if not self.folded or opened == self.is_open:
            self._show_button()
            return
        if opened:
            self._focus_before = QApplication.focusWidget()
            for dock in self._away:
                dock.show()
            first = next((d for d in self._away if not d.isHidden()), None)
            if first is not None:
                view = first.findChild(QAbstractItemView)
                (view or first).setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            shown = [d for d in self._away if not d.isHidden()]
            focus = QApplication.focusWidget()
            leaving = focus is not None and any(d.isAncestorOf(focus) for d in shown)
            for dock in shown:
                dock.hide()
            before = self._focus_before
            if leaving and before is not None and before.isVisible():
                before.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_button()
        self.panels_moved.emit()

    def reveal(self, dock: QDockWidget) -> None:
        """Learn to play points at a panel: open the drawer if it holds it."""
        if self.folded and dock in self._away and dock.isHidden():
            self.set_open(True)

    def set_game_page(self, on: bool) -> None:
        """The table's page is on show (the drawer's button is only there then)."""
        self._game_page = on
        self._show_button()

    def _dock_toggled(self, dock: QDockWidget, shown: bool) -> None:
        """View → a panel while folded: a panel shown is in the drawer (which is open)."""
        if self.folded and shown and dock not in self._away and not dock.isFloating():
            self._away.append(dock)
        self._show_button()

    def _button_gone(self, *_args: object) -> None:
        self._button_alive = False

    def _show_button(self) -> None:
        if not self._button_alive:
            return
        on = self.folded and self._game_page
        opened = self.is_open
        self.button.setVisible(on)
        self.button.setChecked(opened)
        self.action.setEnabled(on)
        self.action.setChecked(opened)
        self.button.setAccessibleName(
            translate("MainWindow", "Side panels, open")
            if opened
            else translate("MainWindow", "Side panels, closed")
        )


def typical_panel_height() -> int:
    """The turn panel's height the drawer decides by: :data:`TYPICAL_PANEL_LINES` lines of
    the body text, and room for the panel's margins and Draw button's padding."""
    return (
        TYPICAL_PANEL_LINES * QFontMetrics(QApplication.font()).lineSpacing() + 40 + 2 * PANEL_FRAME
    )
