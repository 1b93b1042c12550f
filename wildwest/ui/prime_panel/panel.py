"""The prime reference panel (a dock): the built-in "FactorZ", and more.

Five tabs, each usable with the keyboard alone (Alt + the underlined letter)
and a screen reader (where the five names do not fit the panel's width, a drop-down list
of them takes the tabs' place: :meth:`PrimePanel.fit_sections`):

- **Primes**: every prime up to 9 973, who holds it (colour and initials), search and filters;
- **Factor**: the factor checker, with a division ladder, a factor tree and the index form;
- **Tests**: the quick divisibility tests for the number on the table or in the checker;
- **Sieve**: the sieve of Eratosthenes on a hundred square, step by step;
- **Map**: 1 to 10 000, zoomable, with the held primes marked.

In Challenge mode, while a player answers, nothing here answers a question about a
number (setting ``reference/lock_checker_in_challenge``, RULES.md "The checker lock"):
the checker and the tests are locked, the prime list cannot be searched (it still
scrolls), and the sieve and the map are covered by a note. Object names ``primePanel``,
``factorCheckInput`` and ``factorCheckResult`` are part of the automation contract.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QComboBox, QDockWidget, QTabWidget, QVBoxLayout, QWidget

from wildwest.present.translate import translate
from wildwest.present.view_state import PanelView
from wildwest.ui.look.widgets import full_tabs_width, plain

if TYPE_CHECKING:
    # The tabs' modules load when the panel is built (after the first paint) or a tab is
    # first shown, keeping start-up light.
    from wildwest.ui.prime_panel.checker import CheckerPage
    from wildwest.ui.prime_panel.prime_list import PrimeListModel, PrimeListPage
    from wildwest.ui.prime_panel.sieve import MapPage, SievePage
    from wildwest.ui.prime_panel.tests_page import DivisibilityPage


class LazyTab(QWidget):
    """A tab whose page is built the first time it is shown, so start-up only pays for what
    is on screen (the panel starts behind the turn log)."""

    def __init__(
        self,
        build: Callable[[], QWidget],
        tab_bar: QWidget,
        parent: QWidget | None = None,
        *,
        on_show: bool = True,
    ) -> None:
        """``on_show``: built the first time it is shown (else only by :meth:`ensure`)."""
        super().__init__(parent)
        self._build = build
        self._on_show = on_show
        self._tab_bar = tab_bar
        self.page: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        if self.page is None:
            page = self._build()
            if self.page is not None:  # the build showed this tab already (it built it)
                return self.page
            self.page = page
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self.page)
            self.page.show()  # at once, not on the layout's next event-loop turn
            self._restore_tab_order(self.page)
        return self.page

    def _restore_tab_order(self, page: QWidget) -> None:
        """A late child joins the end of the window's Tab order: move its controls back here,
        in the page's own order (its widgets as made: the pages set no Tab order of their
        own). Not by walking the focus chain from Python: see MainWindow.focusNextPrevChild
        for the wrapper cycles that makes."""
        controls = [
            widget
            for widget in page.findChildren(QWidget)
            if page.isAncestorOf(widget)  # not a drop-down's list, a window of its own
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]
        previous = self._tab_bar  # only the page on show takes focus, so right after the tabs
        for control in controls:
            QWidget.setTabOrder(previous, control)
            previous = control

    def showEvent(self, event: QShowEvent) -> None:
        if self._on_show:
            self.ensure()
        super().showEvent(event)


class PrimePanel(QDockWidget):
    """The "Prime reference" dock: it shows the :class:`PanelView` it is given."""

    PRIMES, FACTOR, TESTS, SIEVE, MAP = range(5)
    least_height_changed = Signal()
    """The panel needs another least height (a page built, a wrapped text's lines): the
    window gives the docks their heights again."""

    def __init__(self, parent: QWidget | None = None, *, deferred: bool = False) -> None:
        """``deferred``: build the contents only when the dock is first shown or
        :meth:`ensure_built` is called (the app does that right after its first
        paint), so start-up pays only for what is on screen."""
        super().__init__(translate("PrimePanel", "Prime reference"), parent)
        self.setObjectName("primePanel")
        self.setAccessibleName(translate("PrimePanel", "Prime reference"))
        self._view = PanelView()
        self.lock_note: str | None = None
        self._turn_number: int | None = None
        self._checker_number: int | None = None
        self._follow_checker = False
        self._built_contents = False
        self._build_tabs()
        if deferred:
            self.visibilityChanged.connect(self._shown)
        else:
            self.ensure_built()

    def _build_tabs(self) -> None:
        """The five tabs, their pages still empty: made with the panel, before the window is
        on screen, because a tab bar that gets its current tab later tells a screen reader
        its selection changed, and Orca then moves its focus to that tab (away from where
        the pupil is, and over what was being said)."""
        sections = translate("PrimePanel", "Prime reference sections")
        # Where the five names do not fit side by side, this list of them stands in for the
        # tabs (fit_sections): one line, every name in full. Made first: first in Tab order.
        self.section_choice = QComboBox()
        self.section_choice.setObjectName("primeSectionChoice")
        self.section_choice.setAccessibleName(sections)
        self.section_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.section_choice.setMinimumContentsLength(4)
        self.section_choice.hide()
        self._shortcuts: list[QShortcut] = []
        self.tabs = QTabWidget()
        self.tabs.setObjectName("primeTabs")
        self.tabs.setAccessibleName(sections)
        self.tabs.setDocumentMode(True)
        self.tabs.setUsesScrollButtons(True)
        builders: tuple[tuple[Callable[[], QWidget], str, str], ...] = (
            (
                self._build_primes,
                translate("PrimePanel", "Pr&imes"),
                translate("PrimePanel", "Every prime up to 9 973 and who holds it"),
            ),
            (
                self._build_factor,
                translate("PrimePanel", "F&actor"),
                translate("PrimePanel", "The factor checker: ladder, tree and index form"),
            ),
            (
                self._build_tests,
                translate("PrimePanel", "T&ests"),
                translate("PrimePanel", "Quick divisibility tests"),
            ),
            (
                self._build_sieve,
                translate("PrimePanel", "&Sieve"),
                translate("PrimePanel", "The sieve of Eratosthenes on a hundred square"),
            ),
            (
                self._build_map,
                translate("PrimePanel", "&Map"),
                translate("PrimePanel", "A map of 1 to 10 000 with the held primes"),
            ),
        )
        for build, title, tip in builders:
            # The checker's page is built with the panel (ensure_built), the others on show.
            on_show = build != self._build_factor
            tab = LazyTab(self._once_built(build), self.tabs.tabBar(), on_show=on_show)
            index = self.tabs.addTab(tab, title)
            self.tabs.setTabToolTip(index, tip)
            tab.setAccessibleName(tip)
            self.section_choice.addItem(plain(title))
            self.section_choice.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
            # Alt + the letter still opens the section while the list stands in for the tabs
            # (the hidden tab bar's own shortcuts are off then).
            shortcut = QShortcut(QKeySequence.mnemonic(title), self)
            shortcut.setEnabled(False)
            shortcut.activated.connect(lambda i=index: self._open_section(i))
            self._shortcuts.append(shortcut)
        self.tabs.setCurrentIndex(self.FACTOR)
        self.section_choice.setCurrentIndex(self.FACTOR)
        self.section_choice.currentIndexChanged.connect(self.tabs.setCurrentIndex)
        self.tabs.currentChanged.connect(self.section_choice.setCurrentIndex)
        holder = QWidget()
        holder.setObjectName("primePanelBody")
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.section_choice)
        layout.addWidget(self.tabs)
        self.setWidget(holder)
        self.tabs.installEventFilter(self)
        self._least_height = 0

    def _once_built(self, build: Callable[[], QWidget]) -> Callable[[], QWidget]:
        """``build``, after the checker and the prime list it may need (a tab shown first)."""

        def built_first() -> QWidget:
            self.ensure_built()
            return build()

        return built_first

    def _build_factor(self) -> QWidget:
        return self.checker_page

    @property
    def built(self) -> bool:
        return self._built_contents

    def _shown(self, visible: bool) -> None:
        if visible:
            self.ensure_built()

    def ensure_built(self) -> None:
        """Build the checker and the prime list (once); the other pages follow when shown."""
        if self._built_contents:
            return
        self._built_contents = True
        from wildwest.ui.prime_panel.checker import CheckerPage
        from wildwest.ui.prime_panel.prime_list import PrimeListModel

        self.model: PrimeListModel = PrimeListModel(self)
        # The checker is built at once: its field and result are the automation contract.
        self.checker_page: CheckerPage = CheckerPage(self._holder)
        factor = self.tabs.widget(self.FACTOR)
        assert isinstance(factor, LazyTab)
        factor.ensure()

        # The automation contract: the checker's field and result, reachable from the dock.
        self.input = self.checker_page.input
        self.result = self.checker_page.result

        self.checker_page.number_checked.connect(self._checker_number_changed)
        self.model.holders_changed.connect(self.checker_page.refresh_holders)
        self._show(self._view, new_game=True, new_turn=False)  # a new model starts afresh
        self.fit_sections()  # the tabs were laid out before: the list may stand in now

    # ------------------------------------------------------------ the tabs' width

    def tabs_width(self) -> int:
        """The width the panel needs to show its five tab names in full (0 before it is
        built): what :meth:`MainWindow.fit_docks` gives it where the window has room."""
        if not self._built_contents:
            return 0
        return full_tabs_width(self.tabs.tabBar()) + self._around()

    def _around(self) -> int:
        """The dock's own frame, left and right of its contents."""
        body = self.widget()
        return max(0, self.width() - body.width()) if body is not None else 0

    @property
    def compact(self) -> bool:
        """The drop-down list of sections stands in for the tabs."""
        return self._built_contents and not self.section_choice.isHidden()

    def fit_sections(self) -> None:
        """Tabs where their five names fit the panel's width; else the drop-down list."""
        if not self._built_contents:
            return
        compact = self.tabs.width() < full_tabs_width(self.tabs.tabBar())
        if compact == self.compact:
            return
        had_focus = self.tabs.tabBar().hasFocus() or self.section_choice.hasFocus()
        self.tabs.tabBar().setVisible(not compact)
        self.section_choice.setVisible(compact)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(compact)
        if had_focus:
            (self.section_choice if compact else self.tabs.tabBar()).setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tabs and event.type() == QEvent.Type.Resize:
            self.fit_sections()
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # what it holds changed its sizes
            body = self.widget()
            least = body.minimumSizeHint().height() if body is not None else 0
            if least != self._least_height:
                self._least_height = least
                self.least_height_changed.emit()
        return super().event(event)

    def _open_section(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)
        self.section_choice.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # ------------------------------------------------------------ the pages

    def page(self, index: int) -> QWidget:
        """The page of tab ``index``, built now if it has not been shown yet."""
        tab = self.tabs.widget(index)
        assert tab is not None, f"no tab {index}"
        return tab.ensure() if isinstance(tab, LazyTab) else tab

    def _built(self, index: int) -> QWidget | None:
        tab = self.tabs.widget(index)
        return tab.page if isinstance(tab, LazyTab) else tab

    @property
    def primes_page(self) -> PrimeListPage:
        from wildwest.ui.prime_panel.prime_list import PrimeListPage

        page = self.page(self.PRIMES)
        assert isinstance(page, PrimeListPage)
        return page

    @property
    def tests_page(self) -> DivisibilityPage:
        from wildwest.ui.prime_panel.tests_page import DivisibilityPage

        page = self.page(self.TESTS)
        assert isinstance(page, DivisibilityPage)
        return page

    @property
    def sieve_page(self) -> SievePage:
        from wildwest.ui.prime_panel.sieve import SievePage

        page = self.page(self.SIEVE)
        assert isinstance(page, SievePage)
        return page

    @property
    def map_page(self) -> MapPage:
        from wildwest.ui.prime_panel.sieve import MapPage

        page = self.page(self.MAP)
        assert isinstance(page, MapPage)
        return page

    def _build_primes(self) -> QWidget:
        from wildwest.ui.prime_panel.prime_list import PrimeListPage

        page = PrimeListPage(self.model)
        page.set_locked(self._tool_note("search"))
        return page

    def _tool_note(self, tool: str) -> str | None:
        """What ``tool`` (search, sieve or map) says while the checker lock is on."""
        tools = self._view.locked_tools
        return None if tools is None else str(getattr(tools, tool))

    def _build_tests(self) -> QWidget:
        from wildwest.ui.prime_panel.tests_page import DivisibilityPage

        page = DivisibilityPage()
        page.set_turn_number(self._turn_number)
        page.set_checker_number(self._checker_number)
        if self._follow_checker:
            page.follow_checker()
        page.set_locked(self.lock_note)
        return page

    def _build_sieve(self) -> QWidget:
        from wildwest.ui.prime_panel.sieve import SievePage

        page = SievePage(self.model)
        page.set_locked(self._tool_note("sieve"))
        return page

    def _build_map(self) -> QWidget:
        from wildwest.ui.prime_panel.sieve import MapPage

        page = MapPage(self.model)
        page.set_locked(self._tool_note("map"))
        return page

    def _tests(self) -> DivisibilityPage | None:
        page = self._built(self.TESTS)
        if page is None:
            return None
        from wildwest.ui.prime_panel.tests_page import DivisibilityPage

        return page if isinstance(page, DivisibilityPage) else None

    # ------------------------------------------------------------ reactions

    def _holder(self, prime: int) -> tuple[int, str] | None:
        seat = self.model.holder_of(prime)
        return None if seat is None else (seat, self.model.players[seat])

    def _checker_number_changed(self, number: int | None) -> None:
        self._checker_number = number
        if number is not None:
            self._follow_checker = True
        tests = self._tests()
        if tests is not None:
            tests.set_checker_number(number)
            if number is not None:
                tests.follow_checker()

    def show_view(self, view: PanelView, new_game: bool) -> None:
        """The game as the panel needs it, after a change (kept until the panel is built);
        ``new_game``: the view state's, another game than the last view's."""
        new_turn = view.number.answering and view.number != self._view.number
        self._view = view
        if self._built_contents:
            if new_game:
                # A new game starts with an empty checker, not the last game's number.
                self.checker_page.input.clear()
                self._checker_number = None
                self._follow_checker = False
            self._show(view, new_game=new_game, new_turn=new_turn)

    def _show(self, view: PanelView, *, new_game: bool, new_turn: bool) -> None:
        self.model.show_view(view, new_game)
        self._turn_number = view.number.number
        tests = self._tests()
        if new_turn:
            self._follow_checker = False
            if tests is not None:
                tests.follow_turn()
        if tests is not None:
            tests.set_turn_number(self._turn_number)
        self.lock_note = view.lock_note
        self.checker_page.set_locked(view.lock_note)
        if tests is not None:
            tests.set_locked(view.lock_note)
        for index, tool in ((self.PRIMES, "search"), (self.SIEVE, "sieve"), (self.MAP, "map")):
            page = self._built(index)
            if page is not None:
                page.set_locked(self._tool_note(tool))  # type: ignore[attr-defined]

    @property
    def is_locked(self) -> bool:
        return self.lock_note is not None
