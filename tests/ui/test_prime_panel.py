"""The prime reference panel: its models by the book, agreement with the engine, the Challenge
lock, bad input, the keyboard and screen readers."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QWidget,
)

from tests.play import follow, start_game, start_seeded
from tests.ui.alt_keys import mnemonic
from wildwest.controller import GameController
from wildwest.engine import PRIMES, correct_answer_text, factorise, parse_deal, shuffled_deal
from wildwest.ui.look.widgets import full_tabs_width
from wildwest.ui.prime_panel.panel import PrimePanel
from wildwest.ui.prime_panel.prime_list import (
    HolderRole,
    InNumberRole,
    MarkRole,
    PrimeFilterProxy,
    PrimeListModel,
)
from wildwest.ui.window.preferences import LOCK_KEY

STEAL_DEAL = {
    "players": ["Ann", "Ben"],
    "face_pile": ["JS", "JH"],
    "digit_pile": ["AS", "2D", "AH", "2H"],
    "rules": {"equal_turns": False},
}
UI_DIR = Path(__file__).resolve().parents[2] / "wildwest" / "ui"


def holders_in(model) -> list[int | None]:
    out = []
    for row in range(model.rowCount()):
        holder = model.index(row).data(HolderRole)
        out.append(None if holder == -1 else holder)
    return out


def assert_agrees(model, state) -> None:
    """Every prime's holder in the model is the engine's holder_of."""
    assert model.rowCount() == len(PRIMES) == 1229
    assert holders_in(model) == [state.holder_of(p) for p in PRIMES]


def panel_of(window) -> PrimePanel:
    panel = window.findChild(QDockWidget, "primePanel")
    assert isinstance(panel, PrimePanel)
    return panel


# ---------------------------------------------------------------- the model, by the book


def test_prime_list_model_passes_qtmodeltester_through_a_game(qtmodeltester):
    """qtmodeltester on the prime list before, during and after a seeded game."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    qtmodeltester.check(model)
    start_seeded(controller, ["Ann", "Ben", "Cy"], 4821)
    qtmodeltester.check(model)
    for _ in range(8):
        controller.draw()
    qtmodeltester.check(model)


def test_prime_filter_proxy_passes_qtmodeltester_with_every_filter(qtmodeltester):
    """qtmodeltester on the proxy with searches and Show choices, while primes change hands."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    proxy = PrimeFilterProxy(model)
    start_game(controller, parse_deal(STEAL_DEAL))
    controller.draw()
    for key in ("free", "held", "player:0", "player:1", "number", "all"):
        proxy.set_holder_filter(key)
        qtmodeltester.check(proxy)
    for text in ("1", "13", "100-200", "banana", ""):
        proxy.set_search(text)
        qtmodeltester.check(proxy)
    proxy.set_holder_filter("player:0")
    qtmodeltester.check(proxy)
    controller.draw()  # Ben steals 2 and 3
    assert proxy.rowCount() == 0
    qtmodeltester.check(proxy)


def test_prime_list_follows_claims_and_steals(qtbot):
    """Ann claims 2 and 3, Ben steals them: the model and the filters agree with the engine."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    proxy = PrimeFilterProxy(model)
    start_game(controller, parse_deal(STEAL_DEAL))
    assert_agrees(model, controller.state)
    controller.draw()
    assert_agrees(model, controller.state)
    assert model.index(0).data(MarkRole) == "A"
    proxy.set_holder_filter("player:0")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["2", "3"]
    with qtbot.waitSignal(model.dataChanged) as changed:
        controller.draw()
    assert_agrees(model, controller.state)
    assert controller.state.holder_of(2) == 1 and controller.state.holder_of(3) == 1
    assert int(HolderRole) in changed.args[2]
    assert proxy.rowCount() == 0
    proxy.set_holder_filter("player:1")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["2", "3"]
    assert "held by Ben (B)" in model.index(0).data(Qt.ItemDataRole.AccessibleTextRole)


def test_prime_list_agrees_with_the_engine_after_every_change_of_seeded_games():
    """Seeded games in every mode: after each state change the list matches holder_of."""
    for seed, mode in ((4821, "auto"), (77, "practice"), (5, "challenge")):
        controller = GameController()
        model = follow(controller, PrimeListModel())
        checks: list[None] = []
        controller.view_changed.connect(
            lambda _view, m=model, c=controller, seen=checks: seen.append(assert_agrees(m, c.state))
        )
        start_seeded(controller, ["Ann", "Ben", "Cy"], seed, mode=mode)
        rng = random.Random(seed)
        while not controller.state.is_over:
            controller.draw()
            state = controller.state
            if state.pending is not None:
                number = state.pending.number
                right = " x ".join(str(p) for p, e in factorise(number) for _ in range(e))
                controller.submit((right or "none") if rng.random() < 0.7 else "2")
                if controller.state.pending is not None:  # Practice: a wrong answer
                    controller.give_up()
        assert len(checks) > 10


def test_data_changed_names_its_roles_and_only_changed_rows(qtbot):
    """A claim signals dataChanged for just the claimed primes, with explicit roles."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    start_game(controller, parse_deal(STEAL_DEAL))
    seen = []
    model.dataChanged.connect(lambda a, b, roles: seen.append((a.row(), b.row(), list(roles))))
    controller.draw()  # 12: Ann claims 2 and 3 (rows 0 and 1)
    assert seen and all(roles for _a, _b, roles in seen)
    rows = {row for a, b, _roles in seen for row in range(a, b + 1)}
    assert rows == {0, 1}
    assert int(HolderRole) in seen[0][2] and int(InNumberRole) in seen[0][2]


def test_a_new_game_resets_the_prime_list(qtbot):
    """New players come in with a model reset, and nobody holds anything."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    start_game(controller, parse_deal(STEAL_DEAL))
    controller.draw()
    with qtbot.waitSignal(model.modelReset):
        start_seeded(controller, ["Cy", "Dee", "Eve"], 3)
    assert model.players == ("Cy", "Dee", "Eve")
    assert holders_in(model) == [None] * 1229


def test_stars_show_only_once_the_number_is_revealed():
    """Practice: the number's primes are starred after scoring, not while the player answers."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    start_game(controller, parse_deal(STEAL_DEAL), "practice")
    controller.draw()
    assert not any(model.index(r).data(InNumberRole) for r in range(model.rowCount()))
    controller.submit("2 x 2 x 3")
    assert [PRIMES[r] for r in range(model.rowCount()) if model.index(r).data(InNumberRole)] == [
        2,
        3,
    ]
    auto = GameController()
    auto_model = follow(auto, PrimeListModel())
    start_game(auto, parse_deal(STEAL_DEAL), "auto")
    auto.draw()  # Auto: scored at once
    assert auto_model.starred() == frozenset({2, 3}) and auto_model.number == 12


# ---------------------------------------------------------------- the panel in the window


def test_the_panel_is_built_from_the_controller_and_settings(qtbot, make_window):
    """The main window builds the PrimePanel: a dock named primePanel with five tabs."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=1).to_dict())
    panel = panel_of(window)
    assert panel.windowTitle() == "Prime reference"
    assert panel.tabs.count() == 5
    assert [panel.tabs.tabText(i) for i in range(5)] == [
        "Pr&imes",
        "F&actor",
        "T&ests",
        "&Sieve",
        "&Map",
    ]


def test_searching_and_filtering_the_prime_list(qtbot, make_window):
    """Typing a number, "starts with 9", a range or nonsense narrows the list and says so."""
    window = make_window(dict(STEAL_DEAL))
    window.controller.draw()
    page = panel_of(window).primes_page
    search = page.findChild(QLineEdit, "primeSearchInput")
    summary = page.findChild(QLabel, "primeListSummary")
    view = page.findChild(QListView, "primeListView")
    combo = page.findChild(QComboBox, "primeFilterCombo")
    assert summary.text() == "1 229 primes"
    qtbot.keyClicks(search, "137")
    assert view.model().rowCount() == sum(1 for p in PRIMES if str(p).startswith("137"))
    assert summary.text() == "2 primes starting with 137 · 137 is a prime"  # 137 and 1373
    search.setText("100-200")
    assert summary.text() == "21 primes from 100 to 200"
    search.clear()
    for end in range(1, len("starts with 9")):  # half-typed: no error, the last results stay
        search.setText("starts with 9"[:end])
        assert "No search" not in summary.text() and view.model().rowCount() == 1229
    assert summary.text().endswith("keep typing…")
    search.setText("starts with 9")
    assert view.model().rowCount() == 127
    search.setText("banana")
    assert view.model().rowCount() == 0 and "try 97" in summary.text()
    search.clear()
    combo.setCurrentIndex(combo.findData("held"))
    assert [view.model().index(r, 0).data() for r in range(view.model().rowCount())] == ["2", "3"]
    assert summary.text() == "2 held primes"
    combo.setCurrentIndex(combo.findData("free"))
    assert view.model().rowCount() == 1227
    combo.setCurrentIndex(combo.findData("player:1"))
    assert view.model().rowCount() == 0 and summary.text() == "No primes held by Ben"
    window.controller.draw()  # Ben steals 2 and 3
    assert view.model().rowCount() == 2
    assert [combo.itemText(i) for i in range(combo.count())][3:5] == ["Held by Ann", "Held by Ben"]


def test_checker_contract_and_bad_input(qtbot, make_window):
    """factorCheckInput/factorCheckResult keep working; bad input gives a message, never raises."""
    window = make_window(None)
    panel = window.findChild(QWidget, "primePanel")
    field = panel.findChild(QLineEdit, "factorCheckInput")
    result = panel.findChild(QLabel, "factorCheckResult")
    for text, expected in (
        ("360", "360 = 2³ × 3² × 5"),
        ("97", "97 is prime"),
        ("1", "1 has no prime factors"),
        ("0", "0 has no prime factors"),
        ("abc", "not a digit"),
        ("-4", "Negative"),
        ("10000000000000", "too big"),
        ("", "Type a number to see its prime factors."),
        ("7" * 5000, "too big"),
        ("x" * 5000, "not a digit"),
        ("1.5", "not a whole number"),
    ):
        field.setText(text)
        assert expected in result.text(), text


def test_checker_agrees_with_the_engine_through_the_ui(qtbot, make_window):
    """A seeded sample of 0–9 999 and of numbers up to 10¹²: the panel shows the engine's answer,
    and its drawings hold the ladder and tree as text."""
    window = make_window(None)
    panel = panel_of(window)
    rng = random.Random(99)
    numbers = [*range(0, 10_000, 7), *(rng.randrange(10**12 + 1) for _ in range(40))]
    numbers += [999_999_999_989, 999_979 * 999_983, 10**12]
    page = panel.checker_page
    for n in numbers:
        panel.input.setText(str(n))
        assert panel.result.text() == correct_answer_text(n)
        page.flush()
        if n >= 2:
            assert page.ladder.accessibleDescription().startswith(f"{n} ÷")
            assert page.details.isVisibleTo(page)
        else:
            assert not page.details.isVisibleTo(page)


def test_the_drawings_are_painted_and_sized(qtbot, make_window):
    """Ladder, tree and index form paint for small, prime and huge numbers without errors."""
    window = make_window(None)
    panel = panel_of(window)
    window.show_new_game()
    window.set_page(1)
    panel.show()
    panel.tabs.setCurrentIndex(PrimePanel.FACTOR)
    page = panel.checker_page
    for text in ("360", "97", "2", str(2**39), "999962000357", "200560490130", "1000000000000"):
        panel.input.setText(text)
        page.flush()
        for view in (page.ladder, page.tree, page.index_form):
            assert view.heightForWidth(300) > 10
            assert not view.grab().isNull()
        rule = page.rule.accessibleDescription()
        assert "Why stop" in rule or "is prime" in rule


def test_the_challenge_lock_engages_while_answering_and_releases_after(qtbot, make_window):
    """Challenge: the checker and the tests lock during ANSWER with a note, and open after."""
    window = make_window(dict(STEAL_DEAL), "challenge")
    panel = panel_of(window)
    field, result = panel.input, panel.result
    field.setText("360")
    window.controller.draw()
    assert panel.is_locked
    assert not field.isEnabled()
    note = panel.findChild(QLabel, "checkerLockNote")
    assert "The checker is locked while Ann answers (Challenge)" in note.text()
    assert "The checker is locked while Ann answers (Challenge)" in result.text()
    assert not panel.checker_page.details.isVisibleTo(panel.checker_page)
    tests_note = panel.tests_page.findChild(QLabel, "divisibilityLockNote")
    assert "locked while Ann answers" in tests_note.text()
    assert panel.tests_page.lines == ()
    window.controller.submit("2 x 2 x 3")
    assert not panel.is_locked and field.isEnabled()
    assert result.text() == "360 = 2³ × 3² × 5"
    qtbot.waitUntil(lambda: panel.checker_page.details.isVisibleTo(panel.checker_page))
    assert panel.checker_page.ladder.accessibleDescription().startswith("360 ÷ 2 = 180")
    window.controller.draw()
    assert "locked while Ben answers" in note.text()


def test_under_the_lock_no_tab_answers_a_question_about_a_number(qtbot, make_window):
    """RULES.md "The checker lock": no search of the prime list by number, no sieve, no
    map while Ann answers; the plain list still scrolls; all open again once scored."""
    window = make_window(dict(STEAL_DEAL), "challenge")
    panel = panel_of(window)
    primes, sieve, map_page = panel.primes_page, panel.sieve_page, panel.map_page
    primes.search.setText("97")
    starting_97 = primes.proxy.rowCount()
    primes.search.setText("9437")
    assert primes.proxy.rowCount() == 1  # open: the search answers "is 9437 prime?"
    window.controller.draw()
    assert not primes.search.isEnabled()
    assert primes.proxy.rowCount() == len(PRIMES)  # the whole list, searched by nothing
    assert primes.summary.text().startswith("Look-up is locked while Ann answers")
    primes.search.setText("97")
    assert primes.proxy.rowCount() == len(PRIMES)
    for page, name, words in (
        (sieve, "sieveLockNote", "sieve"),
        (map_page, "mapLockNote", "prime map"),
    ):
        assert page.cover.locked and not page.cover.content.isVisibleTo(page)
        note = page.findChild(QLabel, name)
        assert f"The {words}" in note.text() and "while Ann answers" in note.text()
        assert note.textFormat() == Qt.TextFormat.PlainText

    window.controller.submit("2 x 2 x 3")
    assert primes.search.isEnabled() and primes.proxy.rowCount() == starting_97  # applies now
    assert "locked" not in primes.summary.text()
    assert not sieve.cover.locked and not map_page.cover.locked


def test_tabs_built_while_locked_start_locked(qtbot, make_window):
    window = make_window(dict(STEAL_DEAL), "challenge")
    panel = panel_of(window)
    window.controller.draw()
    assert panel.sieve_page.cover.locked and panel.map_page.cover.locked
    assert not panel.primes_page.search.isEnabled()


def test_tabs_are_built_when_first_shown_and_catch_up_with_the_game(qtbot, make_window):
    """Only the checker is built at start-up; a tab built later shows the game as it is now."""
    window = make_window(dict(STEAL_DEAL), "challenge")
    panel = panel_of(window)
    assert [panel._built(i) is not None for i in range(5)] == [False, True, False, False, False]
    window.controller.draw()  # Ann is answering 12: locked
    panel.show()
    panel.raise_()
    panel.tabs.setCurrentIndex(PrimePanel.TESTS)
    page = panel.tests_page
    assert panel._built(PrimePanel.TESTS) is page and page.isVisible()
    assert "locked while Ann answers" in page.lock_note.text() and page.lines == ()
    window.controller.submit("2 x 2 x 3")
    assert page.number == 12 and page.lines
    assert panel.map_page.map.note(2).startswith("2 is prime, held by Ann")


def test_the_teacher_can_turn_the_lock_off(qtbot, make_window):
    """With reference/lock_checker_in_challenge off, Challenge never locks; on again, it does."""
    window = make_window(dict(STEAL_DEAL), "challenge")
    panel = panel_of(window)
    window.controller.draw()
    assert panel.is_locked
    window.settings.set_value(LOCK_KEY, False)
    assert not panel.is_locked and panel.input.isEnabled()
    window.settings.set_value(LOCK_KEY, True)
    assert panel.is_locked and not panel.input.isEnabled()


def test_practice_never_locks_and_shows_the_turns_divisibility_tests(qtbot, make_window):
    """Practice: the tests tab follows the number on the table, and the checker stays open."""
    window = make_window(dict(STEAL_DEAL), "practice")
    panel = panel_of(window)
    panel.input.setText("97")
    assert panel.tests_page.number == 97
    window.controller.draw()
    assert not panel.is_locked
    page = panel.tests_page
    assert page.number == 12
    assert page.findChild(QLabel, "divisibilityHeading").text().endswith("for 12")
    assert page.findChild(QLabel, "divisibilitySymbol3").text() == "✓"
    assert page.findChild(QLabel, "divisibilitySymbol5").text() == "✗"
    assert "12" in page.findChild(QLabel, "divisibilityLine3").text()
    page.checker_choice.click()
    assert page.number == 97


def test_sieve_steps_with_buttons_clicks_and_keys(qtbot, make_window):
    """Next step ×5 finds the 25 primes; clicking the next number or Space on it also steps."""
    window = make_window(dict(STEAL_DEAL))
    page = panel_of(window).sieve_page
    square = page.square
    assert page.step == 0
    square.set_cursor(2)
    qtbot.keyClick(square, Qt.Key.Key_Space)
    assert page.step == 1
    centre = square.cell_rect(3).center().toPoint()
    qtbot.mouseClick(square, Qt.MouseButton.LeftButton, pos=centre)
    assert page.step == 2
    qtbot.mouseClick(square, Qt.MouseButton.LeftButton, pos=square.cell_rect(4).center().toPoint())
    assert page.step == 2 and "multiple of 2" in page.cell_note.text()
    while page.step_button.isEnabled():
        page.step_button.click()
    assert square.view.done and len(square.view.circled) == 25
    assert "121" in page.message.text()
    page.back_button.click()
    assert not square.view.done
    page.reset_button.click()
    assert page.step == 0 and not page.reset_button.isEnabled()
    square.set_cursor(1)
    qtbot.keyClick(square, Qt.Key.Key_Down)
    qtbot.keyClick(square, Qt.Key.Key_Right)
    assert square.current == 12


def test_map_zooms_and_tells_what_is_under_the_cursor(qtbot, make_window):
    """The map zooms with the slider; arrow keys move; a held prime says who holds it."""
    window = make_window(dict(STEAL_DEAL))
    window.controller.draw()
    panel = panel_of(window)
    page = panel.map_page
    page.zoom.setValue(20)
    assert page.map.width() == 20 * 100 + 1
    page.map.move_cursor(1)
    qtbot.keyClick(page.map, Qt.Key.Key_Right)
    assert page.map.current == 2
    assert page.info.text() == "2 is prime, held by Ann, a prime of 12"
    qtbot.keyClick(page.map, Qt.Key.Key_Down)
    assert page.map.current == 102 and page.info.text() == "102 is not a prime: 102 = 2 × 3 × 17"
    qtbot.keyClick(page.map, Qt.Key.Key_Minus)
    assert page.zoom.value() < 20
    qtbot.mouseMove(page.map, QPoint(2, 2))
    assert not page.map.grab().isNull()


def test_every_control_has_a_name_for_screen_readers(qtbot, make_window):
    """Every focusable control in the panel has an accessible name or its own text."""
    window = make_window(dict(STEAL_DEAL))
    panel = panel_of(window)
    for index in range(panel.tabs.count()):
        panel.page(index)  # tabs are built the first time they show
    focusable = [
        w
        for w in panel.findChildren(QWidget)
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and not w.objectName().startswith("qt_")
        and w.window() is panel.window()  # not the combo box's popup list
    ]
    assert len(focusable) >= 12
    for w in focusable:
        text = w.text() if isinstance(w, (QAbstractButton, QLabel)) else ""
        name = w.accessibleName() or text
        assert name or type(w).__name__ in ("QTabBar", "QScrollBar", "QToolButton"), (
            type(w).__name__,
            w.objectName(),
        )


def test_every_tab_is_reachable_by_keyboard(qtbot, make_window):
    """Each tab's controls sit in the Tab focus chain; Alt+letter mnemonics pick the tabs."""
    window = make_window(dict(STEAL_DEAL))
    panel = panel_of(window)
    panel.show()
    panel.raise_()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    expected = {
        PrimePanel.PRIMES: ("primeSearchInput", "primeFilterCombo", "primeListView"),
        PrimePanel.FACTOR: ("factorCheckInput", "factorCheckResult"),
        PrimePanel.TESTS: (
            "divisibilityTurnChoice",
            "divisibilityRulesCheck",
        ),
        PrimePanel.SIEVE: ("hundredSquare", "sieveStepButton"),
        PrimePanel.MAP: ("mapZoomSlider", "primeMap"),
    }
    for index, names in expected.items():
        panel.tabs.setCurrentIndex(index)
        chain, widget = [], panel.tabs.tabBar()
        for _ in range(400):
            widget = widget.nextInFocusChain()
            if widget is panel.tabs.tabBar():
                break
            if (
                widget.isVisible()
                and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            ):
                chain.append(widget.objectName() or type(widget).__name__)
        for name in names:
            assert name in chain, (index, name, chain)
    panel.tabs.setCurrentIndex(PrimePanel.FACTOR)
    panel.input.setFocus()
    qtbot.waitUntil(panel.input.hasFocus)
    for letter, index in (("I", 0), ("E", 2), ("S", 3), ("M", 4), ("A", 1)):
        qtbot.keyClick(
            QApplication.focusWidget(),
            getattr(Qt.Key, f"Key_{letter}"),
            Qt.KeyboardModifier.AltModifier,
        )
        assert panel.tabs.currentIndex() == index, letter
    label_for_input = next(
        w for w in panel.findChildren(QLabel) if w.buddy() is panel.input and "&" in w.text()
    )
    assert label_for_input.text() == "Num&ber to factor:"


def window_letters(window, panel) -> set[str]:
    """Alt+letters taken outside the panel: the menu bar and the visible buttons and labels."""
    letters = {mnemonic(a.text()) for a in window.menuBar().actions()}
    for kind in (QAbstractButton, QLabel):
        for w in window.findChildren(kind):
            if isinstance(w, QLabel) and w.buddy() is None:
                continue  # a label's Alt+letter only works with a buddy
            if w.isVisible() and not panel.isAncestorOf(w):
                letters.add(mnemonic(w.text()))
    return letters - {None}


def test_panel_mnemonics_never_clash_with_the_window(qtbot, make_window):
    """On the table and on the game-over page, no Alt+letter of the panel is used twice."""
    window = make_window(dict(STEAL_DEAL))
    panel = panel_of(window)
    panel.show()
    panel.raise_()
    for _page in ("table", "game over"):
        others = window_letters(window, panel)
        tabs = [mnemonic(panel.tabs.tabText(i)) for i in range(panel.tabs.count())]
        assert None not in tabs and len(set(tabs)) == len(tabs)
        for index in range(panel.tabs.count()):
            panel.tabs.setCurrentIndex(index)
            page = panel.page(index)
            own = [
                mnemonic(w.text())
                for kind in (QAbstractButton, QLabel)
                for w in page.findChildren(kind)
                if w.isVisibleTo(page)
                and mnemonic(w.text())
                and not (isinstance(w, QLabel) and w.buddy() is None)
            ]
            letters = tabs + own
            assert len(set(letters)) == len(letters), (index, letters)
            assert not set(letters) & others, (index, set(letters) & others, others)
        while not window.controller.state.is_over:
            window.controller.draw()
        window.findChild(QPushButton, "resultsButton").click()
        qtbot.waitUntil(lambda: window.findChild(QWidget, "gameOverView").isVisible())


# A floating dock is a window of its own; the offscreen platform cannot raise windows.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_dock_hides_shows_and_floats(qtbot, make_window):
    """View menu toggles the panel; floated, it still checks numbers."""
    window = make_window(dict(STEAL_DEAL))
    panel = panel_of(window)
    window.view_actions.prime_action.trigger()
    visible_after_one = panel.isVisible()
    window.view_actions.prime_action.trigger()
    assert panel.isVisible() != visible_after_one
    panel.show()
    panel.setFloating(True)
    panel.resize(900, 700)
    qtbot.waitUntil(lambda: panel.width() == 900)
    panel.input.setText("3105")
    assert panel.result.text() == "3105 = 3³ × 5 × 23"
    panel.tabs.setCurrentIndex(PrimePanel.FACTOR)
    qtbot.waitUntil(lambda: panel.checker_page.width() >= 820)
    assert panel.checker_page.grid.itemAtPosition(0, 2) is not None  # side by side when wide
    panel.setFloating(False)


@pytest.mark.parametrize(
    "path", sorted(UI_DIR.rglob("*.py")), ids=lambda p: p.relative_to(UI_DIR).as_posix()
)
def test_views_never_import_the_engine(path):
    """wildwest/ui/** (every room) reaches the engine only through the controller layer."""
    source = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+wildwest\.engine\b", source, re.MULTILINE)
    assert not re.search(r"^\s*from\s+wildwest\s+import\s+.*\bengine\b", source, re.MULTILINE)


def test_model_index_bounds_are_checked():
    """Out-of-range and wrong-column indexes give None, never an exception."""
    controller = GameController()
    model = follow(controller, PrimeListModel())
    assert model.data(QModelIndex()) is None
    assert model.index(5000).data() is None
    assert model.index(0).data() == "2"
    assert model.rowCount(model.index(0)) == 0


def test_a_deferred_panel_builds_itself_when_first_shown(qtbot):
    """The app builds the panel's contents after its first paint; showing the dock builds it."""
    controller = GameController()
    start_game(controller, shuffled_deal(["Ann", "Ben"], seed=4821))
    controller.draw()
    panel = PrimePanel(deferred=True)
    panel.show_view(controller.view.panel, controller.view.new_game)
    qtbot.addWidget(panel)
    assert not panel.built and panel.findChild(QLineEdit, "factorCheckInput") is None
    panel.show()
    qtbot.waitUntil(lambda: panel.built)
    field = panel.findChild(QLineEdit, "factorCheckInput")
    field.setText("360")
    assert "360 = 2³ × 3² × 5" in panel.findChild(QLabel, "factorCheckResult").text()
    assert panel.model.rowCount() == 1229
    assert panel.model.players == ("Ann", "Ben")


def test_the_app_builds_the_deferred_panel_right_after_its_first_paint(qtbot, tmp_path):
    """With first_paint_first (the app's start-up) the prime panel is built once the table
    painted."""
    from wildwest.app import _assemble
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    window = _assemble(
        resolve_paths(tmp_path), Settings(None), keep_files=False, first_paint_first=True
    )
    qtbot.addWidget(window)
    assert not window.docks.prime_panel.built
    start_game(window.controller, shuffled_deal(["Ann", "Ben"], seed=1))
    window.show()
    qtbot.waitUntil(lambda: window.docks.prime_panel.built)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_panel_too_narrow_for_the_tab_names_lists_the_sections_instead(qtbot, make_window):
    """Where the five names do not fit side by side (a long language, the largest text), a
    drop-down list of them stands in for the tabs: every name in full, the same pages, and
    Alt + the underlined letter still opens a section. Wide enough again, the tabs come back."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=1).to_dict())
    panel = panel_of(window)
    panel.setFloating(True)
    panel.show()
    choice = panel.section_choice
    bar = panel.tabs.tabBar()
    panel.resize(full_tabs_width(bar) + 100, 500)
    qtbot.waitUntil(lambda: not panel.compact)
    assert bar.isVisible() and not choice.isVisible()
    panel.resize(full_tabs_width(bar) // 2, 500)
    qtbot.waitUntil(lambda: panel.compact)
    assert choice.isVisible() and not bar.isVisible()
    assert [choice.itemText(i) for i in range(choice.count())] == [
        "Primes",
        "Factor",
        "Tests",
        "Sieve",
        "Map",
    ]
    choice.setCurrentIndex(PrimePanel.SIEVE)
    assert panel.tabs.currentIndex() == PrimePanel.SIEVE
    panel.tabs.setCurrentIndex(PrimePanel.TESTS)
    assert choice.currentIndex() == PrimePanel.TESTS
    widget, between = choice.nextInFocusChain(), 0  # the list comes first, then the pages
    while widget is not bar and between < 5:
        widget, between = widget.nextInFocusChain(), between + 1
    assert widget is bar
    panel.activateWindow()
    choice.setFocus()
    qtbot.waitUntil(choice.hasFocus)
    qtbot.keyClick(choice, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert panel.tabs.currentIndex() == PrimePanel.MAP
    panel.resize(full_tabs_width(bar) + 100, 500)
    qtbot.waitUntil(lambda: not panel.compact)
    assert bar.isVisible() and not choice.isVisible()
