"""The side panels (docks): the scoreboard, the turn log and the prime reference, and how
they fit the window: as wide as the type needs, the scoreboard as tall as its rows, names
on the tabs of panels that share a place, and Tab never reaching a panel behind another's
tab. The panels make way for the whole-window screens and come back with the table, and
fold into a drawer when the cards need their room (:mod:`.drawer`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QMainWindow,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_FOLD_PANELS
from wildwest.present.translate import translate
from wildwest.present.view_state import TurnScored, ViewEvent, ViewState
from wildwest.ui.game.models import ScoreboardModel, TurnLogModel
from wildwest.ui.look.shared_columns import SharedColumns
from wildwest.ui.look.theme import DOCK_SEPARATOR, ThemeManager
from wildwest.ui.look.widgets import (
    after_next_paint,
    fit_rows,
    full_tabs_width,
    python_viewport,
)
from wildwest.ui.prime_panel.panel import PrimePanel
from wildwest.ui.table.layout import best_scale, rank_pixels
from wildwest.ui.window.drawer import PanelDrawer
from wildwest.ui.window.pages import Pages
from wildwest.ui.window.screen_fit import ScreenFit

QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's largest widget size (for lifting a fixed size)."""
SEEN = "wwDockSeen"
"""Dock property: its tab is the one on show (the last ``visibilityChanged``)."""


def style_table(view: QTableView) -> None:
    """A read-only table a row at a time, one Tab stop (the arrows walk its cells)."""
    python_viewport(view)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.setTabKeyNavigation(False)
    view.horizontalHeader().setHighlightSections(False)


class Docks(QObject):
    """The window's side panels, built and fitted: ``scoreboardDock`` (``scoreboardView``),
    ``turnLogDock`` (``turnLog``) and the ``primePanel`` tabbed with the turn log."""

    def __init__(
        self,
        window: QMainWindow,
        *,
        pages: Pages,
        theme: ThemeManager,
        fit: ScreenFit,
        deferred: bool,
        settings: Settings,
    ) -> None:
        """``deferred``: the prime panel builds its contents after the table's first paint."""
        super().__init__(window)
        self.window = window
        self.pages = pages
        self.theme = theme
        self.fit_screen = fit
        self._hidden: list[QDockWidget] | None = None
        """The panels put away while a whole-window screen shows (None: none put away)."""
        self._due = False
        self._showing = False
        """A view is being shown (:meth:`show_view`): the scoreboard's rows that change height
        then are fitted in the same frame, not soon."""
        self._rows_resized = False
        self.scoreboard_model = ScoreboardModel(window)
        self.turn_log_model = TurnLogModel(window)
        self._build_scoreboard()
        self._build_turn_log()
        self.prime_panel = prime_panel = PrimePanel(window, deferred=deferred)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard_dock)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.turn_log_dock)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, prime_panel)
        window.tabifyDockWidget(self.turn_log_dock, prime_panel)
        self.turn_log_dock.raise_()
        self.scoreboard_dock.topLevelChanged.connect(
            lambda _floating: self._docked_or_floated(self.scoreboard_dock)
        )
        for dock in (self.turn_log_dock, prime_panel):
            dock.topLevelChanged.connect(lambda _floating, d=dock: self._docked_or_floated(d))
            self._fit_title(dock)
            dock.visibilityChanged.connect(lambda on, d=dock: self._dock_seen(d, on))
        prime_panel.least_height_changed.connect(self._panel_least_changed)
        window.resizeDocks([self.scoreboard_dock], [380], Qt.Orientation.Horizontal)
        self._default_state = window.saveState()
        self.settings = settings
        self.drawer = PanelDrawer(window, self.all, settings, room=self._room, table=self._table)
        """Where the panels fold when the cards need their room."""
        self.drawer.panels_moved.connect(self._panels_moved)
        settings.changed.connect(self._setting_changed)
        if deferred:  # the table on screen: then what the first paint did not need
            after_next_paint(pages.table.viewport(), self.prime_panel.ensure_built)

    @property
    def all(self) -> tuple[QDockWidget, QDockWidget, QDockWidget]:
        """The scoreboard, the turn log and the prime panel."""
        return (self.scoreboard_dock, self.turn_log_dock, self.prime_panel)

    def _build_scoreboard(self) -> None:
        view = self.scoreboard_view = QTableView()
        view.setObjectName("scoreboardView")
        view.setAccessibleName(translate("MainWindow", "Scoreboard"))
        view.setModel(self.scoreboard_model)
        style_table(view)
        # Every name and number in full: in a narrow panel (large text, a long name) names
        # and primes wrap onto more lines instead of hiding or scrolling sideways.
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._scoreboard_columns = SharedColumns(
            view, wrapping=(ScoreboardModel.PRIMES, ScoreboardModel.PLAYER)
        )
        self.scoreboard_dock = self._dock(
            translate("MainWindow", "Scoreboard"), "scoreboardDock", view
        )
        # Its columns say what it is: no title bar, so 14 players fit beside a netbook's table
        # (View → Scoreboard still hides and shows it).
        self.scoreboard_dock.setTitleBarWidget(QWidget(self.scoreboard_dock))
        view.verticalHeader().sectionResized.connect(self._scoreboard_rows_resized)

    def _build_turn_log(self) -> None:
        view = self.turn_log_view = QTableView()
        view.setObjectName("turnLog")
        view.setAccessibleName(translate("MainWindow", "Turn log"))
        view.setModel(self.turn_log_model)
        style_table(view)
        # Every column as wide as what it shows, the factorisation (what the log teaches)
        # whole; in a narrow panel the names wrap, then the notes, the cards, the primes, the
        # multiplier, the turn's number, the points and the number go (the row's tooltip has
        # them), so the log never scrolls sideways (issue 27).
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        log = TurnLogModel
        self._log_columns = SharedColumns(
            view,
            rows_grow=True,
            wrapping=(log.PLAYER,),
            dropping=(
                log.NOTES,
                log.CARDS,
                log.PRIMES,
                log.MULTIPLIER,
                log.TURN,
                log.POINTS,
                log.NUMBER,  # the last: the factorisation says it too
            ),
        )
        self.turn_log_dock = self._dock(translate("MainWindow", "Turn log"), "turnLogDock", view)

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(widget)
        dock.setWidget(holder)
        return dock

    def show_view(self, view: ViewState) -> None:
        """The scores, the turn log and the prime panel after a change. A scoreboard row that
        grows (primes held wrap onto more lines) makes the scoreboard taller in the same
        frame: fitted soon, the turn's frame was painted twice (issue 31)."""
        self._showing, self._rows_resized = True, False
        try:
            self.scoreboard_model.show_rows(view.scores, view.new_game)
        finally:
            self._showing = False
        if self._rows_resized:
            self.fit_scoreboard()
        self.turn_log_model.show_rows(view.log, view.new_game)
        self.prime_panel.show_view(view.panel, view.new_game)

    def _scoreboard_rows_resized(self, *_args: object) -> None:
        """A scoreboard row changed height: the scoreboard fits it (now while a view is being
        shown, else once the current burst of row resizes is over)."""
        if self._showing:
            self._rows_resized = True
        else:
            self.fit_soon()

    def fit_scoreboard(self) -> None:
        """The scoreboard as tall as its rows now (only its height: the scores changed)."""
        dock = self.scoreboard_dock
        if (
            self.pages.currentWidget() is not self.pages.game_page
            or dock.isFloating()
            or dock.isHidden()
        ):
            self.fit_soon()  # the whole fit, as for any other change
            return
        self._fit_heights()

    def happened(self, event: ViewEvent) -> None:
        """A turn scored: the turn log shows its new row."""
        if isinstance(event, TurnScored):
            self.turn_log_view.scrollToBottom()

    # ------------------------------------------------------------ Tab and the tabs

    @staticmethod
    def _dock_seen(dock: QDockWidget, seen: bool) -> None:
        """Remember whether ``dock``'s tab is the one on show (Qt leaves the controls of a
        dock behind another's tab "visible", so Tab would reach them)."""
        dock.setProperty(SEEN, seen)

    def behind(self) -> list[QDockWidget]:
        """The docks on show but behind another dock's tab."""
        return [
            dock
            for dock in (self.turn_log_dock, self.prime_panel)
            if dock.property(SEEN) is False and dock.isVisible() and not dock.isFloating()
        ]

    def tab_walk(self, walk: Callable[[], bool]) -> bool:
        """Qt's own Tab walk (``walk``: the window's ``focusNextPrevChild``), skipping the
        controls of a dock behind another dock's tab (Qt counts them as on show).

        Qt's own walk does the skipping, with those controls taking no focus while it runs:
        walking the focus chain from Python would ask each widget for its neighbours and
        focus proxy, and PySide ties a returned widget's wrapper to the one it came from.
        A viewport's focus proxy is its own view, so those ties made cycles of wrappers,
        and when the garbage collector broke one it deleted a table's header that Qt still
        used (a crash a few turns later)."""
        behind = self.behind()
        start = QApplication.focusWidget()
        if not behind or start is None or not self.window.isAncestorOf(start):
            return walk()
        # Parents before children (findChildren's order); put back children first, so a
        # control whose focus proxy is its parent (a viewport, a spin box's line edit: Qt
        # passes a policy on to the proxy) leaves the parent with the parent's own policy.
        held = [(w, w.focusPolicy()) for dock in behind for w in dock.findChildren(QWidget)]
        for widget, _policy in held:
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        try:
            return walk()
        finally:
            for widget, policy in reversed(held):
                widget.setFocusPolicy(policy)

    def _tabs_focus(self, on: bool) -> None:
        """The docks' tab bars are Tab stops only while the docks are on show (Qt keeps an
        empty one on show when every dock is hidden)."""
        policy = Qt.FocusPolicy.TabFocus if on else Qt.FocusPolicy.NoFocus
        for bar in self._window_tab_bars():
            bar.setFocusPolicy(policy)

    def _on_game_page(self) -> bool:
        return self.pages.currentWidget() is self.pages.game_page

    def make_way(self) -> None:
        """A whole-window screen comes (or is on show): the panels on show go, and come back
        with the table's page (:meth:`come_back`). Panels shown while it is on show (a
        window layout restored, Reset panels) go too."""
        self.drawer.set_game_page(False)
        hidden = self._hidden if self._hidden is not None else []
        for dock in self.all:
            if not dock.isHidden():
                dock.hide()
                if dock not in hidden:
                    hidden.append(dock)
        self._hidden = hidden
        self._tabs_focus(False)

    def come_back(self) -> None:
        """The table's page is back: so are the panels that made way for another page."""
        self.drawer.set_game_page(True)
        if self._hidden is not None:
            for dock in self._hidden:
                dock.show()
            self._hidden = None
            self._tabs_focus(True)
            QTimer.singleShot(0, self, self.fit)

    def restored(self) -> None:
        """The window's saved layout was put back (it shows the panels it saved): on a
        whole-window page they make way at once."""
        if not self._on_game_page():
            self.make_way()

    def reset(self) -> None:
        """View → Reset panels: every panel back where it started, and on show (beside the
        table, or in the drawer if the cards need the room; folding turned back on)."""
        self.drawer.unfold()
        self._hidden = None
        self.window.restoreState(self._default_state)
        for dock in self.all:
            dock.show()
        self.turn_log_dock.raise_()
        if not self.settings.is_locked(DISPLAY_FOLD_PANELS):
            self.settings.set_value(DISPLAY_FOLD_PANELS, True)
        if self._on_game_page():
            self._tabs_focus(True)
            self.room_changed()
        else:
            self.make_way()

    def before_saving(self) -> None:
        """The window is closing and saves its layout: the panels are put back as the
        table's page shows them unfolded, so the next start does not find them hidden."""
        self.drawer.unfold()
        if self._hidden is not None:
            for dock in self._hidden:
                dock.show()
            self._hidden = None

    def _panels_moved(self) -> None:
        """The panels folded or came back: they fit again, and the turn panel takes its
        height on the page's new width, once laid out."""
        self.fit_soon()
        QTimer.singleShot(0, self.pages, self.pages.fit_turn_panel)

    def _setting_changed(self, key: str, _value: object) -> None:
        if key == DISPLAY_FOLD_PANELS.key:
            self.room_changed()

    def room_changed(self) -> None:
        """The window's size or the text size changed: the panels fit again (and may come
        back from their drawer)."""
        self.fit_soon()

    def _table(self) -> tuple[int, float]:
        """The card table's height as the turn panel leaves it now, and the cards' rank
        height at that height (worked out afresh: a window still being resized may not have
        laid the page out yet)."""
        page = self.pages.game_page
        panel = self.pages.turn_panel_height()
        height = page.height() - page.handleWidth() - (panel or 0)
        return height, rank_pixels(best_scale(page.width(), height)[0])

    def _room(self) -> tuple[int, int, int]:
        """The window's width, the docked panels' width with the separator, and the height
        of the table's page (for :meth:`PanelDrawer.decide`)."""
        window = self.window
        separator = DOCK_SEPARATOR
        height = self.pages.height()
        if height <= 0:
            menu, status = window.menuWidget(), window.statusBar()
            height = window.height() - (menu.sizeHint().height() if menu else 0)
            height -= status.sizeHint().height()
        return self.fit_screen.usable_width(), self._dock_width() + separator, height

    # ------------------------------------------------------------ fitting

    def fit_rows_to_type(self) -> None:
        """The type scale changed: rows as tall as the text (then :meth:`fit`)."""
        fit_rows(self.turn_log_view, by_contents=False)  # its columns size each new row
        fit_rows(self.scoreboard_view)
        self._scoreboard_columns.fit()
        self._log_columns.fit()

    def fit(self) -> None:
        """Side panels as wide as the type needs, and the scoreboard as tall as its rows.

        Panels that share a place show their names on the tabs under them, so their own
        title bars go (a netbook keeps that room for what they show); a floating panel
        gets its title bar back.
        """
        if self.pages.currentWidget() is not self.pages.game_page:
            self.fit_screen.back_on_screen()
            return
        self.drawer.decide()
        for dock in (self.turn_log_dock, self.prime_panel):
            self._fit_title(dock)
        width = self._dock_width()
        self._fit_dock_tabs(width)
        for dock in self.all:
            # Docked panels keep this width whatever tab is on show, so the card table never
            # changes size when a tab is switched; floating, they size freely.
            if dock.isFloating():
                dock.setMinimumWidth(0)
                dock.setMaximumWidth(QWIDGETSIZE_MAX)
            else:
                dock.setFixedWidth(width)
        self.fit_screen.back_on_screen()
        if self.scoreboard_dock.isFloating() or self.scoreboard_dock.isHidden():
            self.scoreboard_dock.setMinimumHeight(0)
            self.scoreboard_dock.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        self._fit_heights()

    def _fit_heights(self) -> None:
        """The scoreboard as tall as its rows and never taller: the panels under it share
        the rest (both sizes given at once, so the dock area does not share out the
        difference itself)."""
        view = self.scoreboard_view
        rows = self.scoreboard_model.rowCount()
        view.resizeRowsToContents()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(row) for row in range(rows))
        if rows < 2:
            height += (2 - rows) * view.fontMetrics().height() * 2
        holder = view.parentWidget()
        if holder is not None and holder.layout() is not None:
            margins = holder.layout().contentsMargins()  # type: ignore[union-attr]
            height += margins.top() + margins.bottom()
        wanted = max(height + 2, self.scoreboard_dock.minimumSizeHint().height())
        self.scoreboard_dock.setMaximumHeight(wanted)
        below = [d for d in (self.turn_log_dock, self.prime_panel) if not d.isFloating()]
        if below and not self.scoreboard_dock.isFloating():
            # Measured on the panel on show (the one behind its tab keeps an old height), which
            # never gets less than its least height: a page shown for the first time brings
            # its own (the map's wrapped words).
            shown = [d for d in below if d.isVisible() and d.property(SEEN) is not False]
            shown = shown or below
            column = self.scoreboard_dock.height() + max(d.height() for d in shown)
            least = max(d.minimumSizeHint().height() for d in shown)
            rest = max(least, column - wanted)
            self.window.resizeDocks(
                [self.scoreboard_dock, below[0]], [wanted, rest], Qt.Orientation.Vertical
            )
        else:
            self.window.resizeDocks([self.scoreboard_dock], [wanted], Qt.Orientation.Vertical)

    def _dock_width(self) -> int:
        """The side panels' width: 380 px times the text size, at most 42 % of the window;
        wider where the prime panel's five tab names need it and the window has room for
        them (at most half of it, and never so wide that the table's page has less than its
        least width). Where they do not fit even so, the panel shows its list of sections
        instead, and the panels keep their usual width."""
        room = self.fit_screen.usable_width()
        usual = min(round(380 * max(1.0, self.theme.scale)), max(300, int(room * 0.42)))
        separator = DOCK_SEPARATOR
        page = self.pages.minimumSizeHint().width()
        widest = max(usual, min(room // 2, room - page - separator))
        tabs = self.prime_panel.tabs_width()
        return tabs if usual < tabs <= widest else usual

    def _dock_tab_bars(self) -> list[QTabBar]:
        """The tab bars under the panels that share a place (Qt's own, one per place)."""
        return [bar for bar in self._window_tab_bars() if bar.count() > 1 and not bar.isHidden()]

    def _window_tab_bars(self) -> list[QTabBar]:
        """Qt's tab bars under the panels that share a place (the window's own children). Only
        the window's children are looked through: all its widgets would hand Python every
        object Qt made for them, which it wraps one by one (issue 31)."""
        return self.window.findChildren(QTabBar, "", Qt.FindChildOption.FindDirectChildrenOnly)

    def _fit_dock_tabs(self, width: int) -> None:
        """The panels' names on the tabs under them in the body text's size, or smaller where
        even the widest panels are too narrow for them (never below the Normal text size)."""
        body = QApplication.font()
        least = body.pointSizeF() / max(1.0, self.theme.scale)
        for bar in self._dock_tab_bars():
            wanted = QFont(body)
            needed = full_tabs_width(bar) + 2
            if bar.font().pointSizeF() > 0:  # measured in the font it has: scale to the body's
                needed = round(needed * body.pointSizeF() / bar.font().pointSizeF())
            if needed > width and body.pointSizeF() > 0:
                size = body.pointSizeF() * width / needed
                wanted.setPointSizeF(max(least, size - 0.25))
            if bar.font() != wanted:
                bar.setFont(wanted)

    def _panel_least_changed(self) -> None:
        """The prime panel needs another least height: if it is on show (not behind the turn
        log's tab) and now has less, the docks' heights again."""
        panel = self.prime_panel
        if panel not in self.behind() and panel.height() < panel.minimumSizeHint().height():
            self.fit_soon()

    def fit_soon(self, *_args: object) -> None:
        """Fit the docks once the current burst of row resizes is over."""
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        self._due = False
        self.fit()

    def _docked_or_floated(self, dock: QDockWidget) -> None:
        """A floated panel sizes freely at once; docked again, it takes the panels' width."""
        if dock.isFloating():
            dock.setMinimumSize(0, 0)
            dock.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
        if dock is self.scoreboard_dock:  # a title bar only to move it by while it floats
            floating = dock.isFloating()
            if floating and dock.titleBarWidget() is not None:
                dock.setTitleBarWidget(None)  # type: ignore[arg-type]
            elif not floating and dock.titleBarWidget() is None:
                dock.setTitleBarWidget(QWidget(dock))
        else:
            self._fit_title(dock)
        self.fit_soon()

    def _fit_title(self, dock: QDockWidget) -> None:
        tabbed = not dock.isFloating() and bool(self.window.tabifiedDockWidgets(dock))
        has_own = dock.titleBarWidget() is not None
        if tabbed and not has_own:
            dock.setTitleBarWidget(QWidget(dock))
        elif not tabbed and has_own:
            dock.setTitleBarWidget(None)  # type: ignore[arg-type]
