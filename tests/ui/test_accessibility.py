"""Screen readers (issue 18): what is said, where the focus goes, names and Alt-keys, and
the cards on the table as accessible objects. The real stack (Orca, AT-SPI) is checked
by ``build_scripts/a11y_check.py``; these tests keep the rules it relies on."""

from __future__ import annotations

import gc
import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tests.play import right
from tests.ui.alt_keys import mnemonic
from tests.ui.deals import WORKED, two_players
from wildwest.engine import Level, Seat, shuffled_deal

NAME = QAccessible.Text.Name


def spoken_name(widget: QWidget) -> str:
    """What a screen reader calls ``widget`` (its accessible name)."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(NAME)


def active(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def tab_ring(window, start: QWidget, limit: int = 80) -> list[QWidget]:
    """The Tab stops from ``start`` round to it again (fails if Tab never comes back)."""
    start.setFocus()
    stops = [start]
    for _ in range(limit):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is start:
            return stops
        stops.append(now)
    raise AssertionError(f"Tab never came back to {start.objectName()}: a keyboard trap")


def letters_on(page: QWidget) -> list[str]:
    return [
        letter
        for widget in page.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QLabel)
        and widget.isVisibleTo(page)
        and (letter := mnemonic(widget.text()))
    ]


# ---------------------------------------------------------------- speech


def test_the_lines_of_one_action_are_said_once_together_in_order(qtbot, make_window):
    """A draw's cards and number, then a scored turn and the game's end: each action is
    one utterance, every line once, in the order it happened."""
    window = make_window(dict(WORKED), "practice")
    speaker = window.speaker
    before = len(speaker.said)
    window.controller.draw()
    qtbot.waitUntil(lambda: len(speaker.said) > before)
    drawn = speaker.said[-1]
    assert drawn.count("King of spades") == 1 and drawn.count("The number is 3105") == 1
    window.turn_panel.factor_input.setText("3 x 3 x 3 x 5 x 23")
    window.turn_panel.submit_button.click()
    count = len(speaker.said)
    qtbot.waitUntil(lambda: len(speaker.said) > count)
    scored = speaker.said[-1]
    assert scored.count("Ann scores") == 1
    assert len(speaker.said) == count + 1  # one utterance for the whole action


def test_lines_held_wait_until_released_then_go_as_one_utterance(qtbot, make_window):
    """While the speaker is held (the app's start, until its first paint: issue 31) lines
    wait and the focus stays where it is; released, the lines are said together, once,
    and the focus moves."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    speaker, button = window.speaker, window.turn_panel.draw_button
    window.docks.scoreboard_view.setFocus()
    qtbot.waitUntil(window.docks.scoreboard_view.hasFocus)
    before = len(speaker.said)
    speaker.hold()
    speaker.say("First line.")
    speaker.move_focus(button)
    speaker.say("Second line.")
    QApplication.processEvents()  # a zero timer would have fired here
    assert len(speaker.said) == before and not button.hasFocus()
    speaker.release()
    qtbot.waitUntil(lambda: len(speaker.said) > before)
    assert list(speaker.said)[before:] == ["First line. Second line."]
    qtbot.waitUntil(button.hasFocus)


def test_a_line_is_lent_to_the_new_focus_before_it_moves(qtbot, make_window, focus_log):
    """Orca 43 reads the new focus's description, and speaks a change of the focused
    object's description: a draw's line is lent to the answer box before the focus lands
    there (said once, with it); a wrong answer's line to the box where it is; the box gets
    its own description back when the focus comes back to it (not the old line again)."""
    window = make_window(dict(WORKED), "practice")
    window.speaker.reader_active = lambda: True  # as when a screen reader listens
    window.speaker.lend = True  # as on the AT-SPI bridge (Linux)
    active(qtbot, window)
    box = window.turn_panel.factor_input
    own = box.accessibleDescription()
    seen: list[str] = []
    focus_log.clear()
    window.controller.draw()
    qtbot.waitUntil(box.hasFocus)
    seen.append(box.accessibleDescription())
    assert "The number is 3105" in seen[0] and seen[0] == window.speaker.said[-1]
    window.controller.submit("3 x 5")
    qtbot.waitUntil(lambda: box.accessibleDescription() != seen[0])
    assert box.accessibleDescription() == window.speaker.said[-1]
    window.turn_panel.hint_button.setFocus()
    assert box.accessibleDescription() != own  # not at once: the reader may be on it still
    box.setFocus()
    assert box.accessibleDescription() == own  # back on it (Tab round): its own, at once


def test_the_window_name_stays_put_while_its_title_changes(make_window):
    """A screen reader says every change of the window's name ("•" for unsaved): the
    accessible name is fixed, the title may change."""
    window = make_window(dict(WORKED), "practice", show=False)
    window.setWindowTitle("• Wild West — deal 7")
    assert spoken_name(window) == "Wild West"


def test_read_the_cards_says_the_cards_and_the_number(qtbot, make_window):
    """Game → Read the cards (Ctrl+I) says the face card, each digit card and the number."""
    window = make_window(dict(WORKED), "practice")
    window.controller.draw()
    assert window.game_actions.read_action.shortcut().toString() == "Ctrl+I"
    window.game_actions.read_action.trigger()
    said = window.announcements[-1]
    assert said.startswith("King of spades, asks for 4 digits. Three of spades, matches.")
    assert "The number is 3105" in said


# ---------------------------------------------------------------- focus


def test_draw_and_a_score_move_the_focus_once(qtbot, make_window, focus_log):
    """Draw → the answer box, a right answer → Draw: one move each, never through the
    buttons being switched off (a screen reader would read each and stop talking)."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    panel = window.turn_panel
    panel.draw_button.setFocus()
    focus_log.clear()
    QTest.keyClick(panel.draw_button, Qt.Key.Key_Return)
    qtbot.waitUntil(panel.factor_input.hasFocus)
    assert [w for w in focus_log if w is not None] == [panel.factor_input]
    focus_log.clear()
    QTest.keyClicks(panel.factor_input, "3 x 3 x 3 x 5 x 23")
    QTest.keyClick(panel.factor_input, Qt.Key.Key_Return)
    qtbot.waitUntil(panel.draw_button.hasFocus)
    assert [w for w in focus_log if w is not None] == [panel.draw_button]


def test_the_game_end_after_a_computer_turn_focuses_the_results_at_once(
    qtbot, make_window, focus_log, quick_paces
):
    """A computer player's last turn ends the game: the focus goes from Skip ahead straight
    to See the results."""
    deal = shuffled_deal(["Ann", "Dusty Dan"], seed=7, seats=[Seat(), Seat(Level.SHERIFF)])
    data = deal.to_dict()
    data["face_pile"] = data["face_pile"][:2]
    window = make_window(data, "practice")
    active(qtbot, window)
    window.controller.set_pace("fast")
    panel = window.turn_panel
    window.controller.draw()
    panel.factor_input.setText(right(window.controller.state.pending.number))
    panel.submit_button.click()
    qtbot.waitUntil(panel.next_button.hasFocus)
    focus_log.clear()
    qtbot.waitUntil(panel.results_button.hasFocus, timeout=20_000)
    assert [w for w in focus_log if w is not None] == [panel.results_button]


def test_the_answer_box_is_renamed_for_a_computer_turn_only_once_the_focus_left_it(
    qtbot, make_window
):
    """Orca says a focused widget's new name: the answer box becomes "The computer player's
    answer" only after the focus moved on to Skip ahead (and is named back for the pupil)."""
    deal = shuffled_deal(["Ann", "Dusty Dan"], seed=7, seats=[Seat(), Seat(Level.SHERIFF)])
    window = make_window(deal.to_dict(), "practice")
    active(qtbot, window)
    panel = window.turn_panel
    box = panel.factor_input
    renamed: list[tuple[str, bool]] = []
    rename = box.setAccessibleName

    def watched(text: str) -> None:
        renamed.append((text, box.hasFocus() or QApplication.focusWidget() is None))
        rename(text)

    box.setAccessibleName = watched
    window.controller.draw()
    qtbot.waitUntil(box.hasFocus)
    box.setText(right(window.controller.state.pending.number))
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(panel.next_button.hasFocus)
    qtbot.waitUntil(lambda: spoken_name(box) == "The computer player's answer")
    assert renamed and all(not focused for _text, focused in renamed), renamed


def test_a_rename_waiting_for_the_focus_to_leave_goes_with_its_widget(qtbot):
    """A box renamed while it has the focus waits for the focus to leave; if its window is
    deleted first, the next focus change anywhere renames nothing (it raised "Internal C++
    object already deleted" in whatever came next)."""
    from wildwest.ui.accessibility.speech import rename_unheard

    def window_with_boxes() -> tuple[QWidget, QLineEdit, QLineEdit]:
        window = QWidget()
        layout = QVBoxLayout(window)
        boxes = QLineEdit(), QLineEdit()
        for box in boxes:
            layout.addWidget(box)
        window.show()
        qtbot.waitExposed(window)
        active(qtbot, window)
        return window, *boxes

    first, box, _other = window_with_boxes()
    box.setFocus()
    rename_unheard(box, "Renamed later")
    gone: list[bool] = []
    box.destroyed.connect(lambda: gone.append(True))
    first.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert gone
    second, one, two = window_with_boxes()
    qtbot.addWidget(second)
    one.setFocus()
    two.setFocus()
    assert two.hasFocus()


def test_the_final_standings_are_one_tab_stop(qtbot, make_window):
    """Game over: Tab leaves the standings for the buttons (no trap in its cells), and the
    focus starts on Play again, never on the table's hidden See the results."""
    window = make_window(dict(WORKED), "auto")
    active(qtbot, window)
    for _ in range(2):
        window.controller.draw()
    window.turn_panel.results_button.click()
    over = window.pages.game_over_view
    assert over.play_again.hasFocus()
    ring = tab_ring(window, over.standings)
    assert over.play_again in ring and over.new_game in ring
    assert all(w.isVisible() for w in ring)


def test_the_new_game_screen_starts_on_the_first_name_and_every_stop_is_named(qtbot, make_window):
    """New game: the focus starts in the first name box; every Tab stop has a name and is
    on show (no unnamed scroll area or empty dock tab list); Start game is the default
    button only while the screen is on show."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.show_new_game()
    view = window.pages.new_game_view
    assert view.name_edits[0].hasFocus()
    assert view.start_button.isDefault()
    for stop in tab_ring(window, view.name_edits[0]):
        assert stop.isVisible(), stop.objectName()
        assert spoken_name(stop), f"unnamed Tab stop {type(stop).__name__} {stop.objectName()}"
    view.cancel_button.click()
    assert not view.start_button.isDefault()


def test_tab_skips_a_dock_behind_another_docks_tab(qtbot, make_window):
    """The prime reference behind the turn log's tab: Tab never reaches its controls."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.docks.turn_log_dock.raise_()
    qtbot.waitUntil(lambda: window.docks.prime_panel.property("wwDockSeen") is False)
    window.controller.draw()
    ring = tab_ring(window, window.turn_panel.factor_input)
    assert not [w.objectName() for w in ring if window.docks.prime_panel.isAncestorOf(w)]
    assert window.docks.turn_log_view in ring


def test_tabbing_past_a_dock_behind_a_tab_deletes_no_widget(qtbot, make_window):
    """Tab and Shift+Tab round the window, each dock behind the other in turn, then a full
    garbage collection: every widget Qt holds is still there (a walk of the focus chain
    from Python once left cycles of wrappers whose collection deleted the tables' headers,
    and the game crashed a few turns later)."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.draw()
    window.docks.prime_panel.raise_()
    window.docks.prime_panel.ensure_built()  # built before counting: no widget comes later
    gc.collect()
    widgets = len(window.findChildren(QWidget))
    headers = len(window.findChildren(QHeaderView))
    for front, behind in (
        (window.docks.turn_log_dock, window.docks.prime_panel),
        (window.docks.prime_panel, window.docks.turn_log_dock),
    ):
        front.raise_()
        qtbot.waitUntil(lambda dock=behind: dock.property("wwDockSeen") is False)
        for keys in (tab_round, tab_and_back_from_each_stop):
            keys(window, behind)
            gc.collect()  # no wrapper of ours is left to hold anything up
            assert len(window.findChildren(QHeaderView)) == headers
            assert len(window.findChildren(QWidget)) == widgets


def tab_round(window, behind: QWidget) -> None:
    """Tab once round the window: no stop in ``behind``."""
    assert not [
        w.objectName()
        for w in tab_ring(window, window.turn_panel.factor_input)
        if behind.isAncestorOf(w)
    ]


def tab_and_back_from_each_stop(window, behind: QWidget) -> None:
    """From each Tab stop, Tab and Shift+Tab once: neither lands in ``behind``."""
    for stop in tab_ring(window, window.turn_panel.factor_input):
        for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            stop.setFocus()
            QTest.keyClick(stop, key)
            assert not behind.isAncestorOf(QApplication.focusWidget())


def test_every_alt_key_is_used_once_on_the_table_and_game_over(qtbot, make_window):
    """The table page (with the turn panel) and the game-over screen: no Alt+letter twice,
    none taken from the menu bar."""
    window = make_window(dict(WORKED), "practice")
    menus = {mnemonic(a.text()) for a in window.findChild(QMenuBar).actions() if a.text()}
    window.controller.draw()
    for page in (window.pages.game_page, window.pages.game_over_view):
        letters = letters_on(page)
        assert len(letters) == len(set(letters)), letters
        assert not set(letters) & menus


# ---------------------------------------------------------------- names


def test_changing_labels_read_as_they_show(qtbot, make_window):
    """Whose turn, what to do, the feedback and the deal code are read as their text (no
    fixed name over it); the Hint button is named as it reads."""
    window = make_window(dict(WORKED), "practice")
    panel = window.turn_panel
    window.controller.draw()
    window.controller.take_hint("")
    for label in (panel.turn_label, panel.prompt_label, window.status.deal_label):
        assert spoken_name(label) == label.text()
    assert spoken_name(panel.feedback_label) == panel.feedback_label.text()
    assert panel.hint_button.text().replace("&", "") == spoken_name(panel.hint_button)
    assert spoken_name(panel.hint_button) != "Hint"


def test_the_factor_checker_result_reads_its_answer(qtbot, make_window):
    """The checker's result is read as what it says (the factors), not "Factor checker
    result"."""
    window = make_window(dict(WORKED), "practice")
    panel = window.docks.prime_panel
    panel.ensure_built()
    panel.input.setText("3105")
    qtbot.waitUntil(lambda: "23" in panel.result.text())
    assert spoken_name(panel.result) == panel.result.text()


def test_scoreboard_cells_hold_one_value_and_the_row_a_summary(qtbot, make_window):
    """Each scoreboard cell is read as its own value; the row's sentence is the first
    cell's description (and every cell's tooltip)."""
    window = make_window(dict(WORKED), "auto")
    window.controller.draw()
    model = window.findChild(QTableView, "scoreboardView").model()
    text = Qt.ItemDataRole.AccessibleTextRole
    described = Qt.ItemDataRole.AccessibleDescriptionRole
    ann = [model.index(0, c).data(text) for c in range(3)]
    assert ann == ["Ann", "12", "3, 5, 23"]  # RULES.md: 3 primes × 4
    assert model.index(0, 0).data(described).startswith("Ann: 12 points, holds 3, 5, 23")
    assert model.index(0, 1).data(described) is None
    ben = model.index(1, 0).data(text)
    assert ben == "Ben (their turn)"


# ---------------------------------------------------------------- the cards


def test_the_cards_are_the_tables_accessible_children_in_reading_order(qtbot, make_window):
    """The card table's viewport has one accessible child per card, then the number and
    the multiplier, in reading order, over where each is drawn."""
    window = make_window(dict(WORKED), "practice")
    window.controller.draw()
    viewport = window.table.viewport()
    face = QAccessible.queryAccessibleInterface(viewport)
    names = [face.child(i).text(NAME) for i in range(face.childCount())]
    shown = [n for n in names if n]
    assert shown == [
        "King of spades, asks for 4 digits",
        "Three of spades, matches",
        "Ace of hearts (digit 1)",
        "Ten of spades (digit 0), matches",
        "Five of spades, matches",
        "The number is 3105",
        "3 suit matches: times 4",
    ]
    assert spoken_name(viewport) == "Cards on the table"
    first = window.table.spoken.labels[0]
    assert first.geometry().intersects(viewport.rect()) and first.width() > 10


def test_the_cards_children_follow_the_table(qtbot, make_window):
    """A new game with no cards down says nothing; the next turn's cards replace the last."""
    deal = two_players(["JS", "QH"], ["AS", "2D", "AH", "2H", "3C"])
    window = make_window(deal, "auto")
    assert window.table.spoken.words == []
    window.controller.draw()
    assert window.table.spoken.words[0] == "Jack of spades, asks for 2 digits"
    window.controller.draw()
    assert window.table.spoken.words[0] == "Queen of hearts, asks for 3 digits"
    assert window.table.spoken.words[-2] == "The number is 123"


# ---------------------------------------------------------------- every screen


def shown_letters(top: QWidget) -> list[tuple[str, str]]:
    """The Alt+letters on show in ``top``, each with its text (buttons, labels and tab
    bars; a tab bar's letters work only while it is on show, a hidden page's not at all)."""
    letters = [
        (letter, widget.text())
        for widget in top.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QLabel)
        and widget.isVisible()
        and (letter := mnemonic(widget.text()))
    ]
    for bar in top.findChildren(QTabBar):
        if bar.isVisible():
            texts = [bar.tabText(i) for i in range(bar.count())]
            letters += [(m, text) for text in texts if (m := mnemonic(text))]
    return letters


def check_ring(window: QWidget, start: QWidget, screen: str) -> list[QWidget]:
    """Tab from ``start`` round again: no trap, each stop named and on show, and a table is
    one stop (its cells are walked with the arrow keys)."""
    ring = tab_ring(window, start, limit=120)
    for stop in ring:
        where = f"{screen}: {type(stop).__name__} {stop.objectName()!r}"
        assert stop.isVisible(), f"{where} is in the Tab order but not on show"
        assert spoken_name(stop).strip(), f"{where} is an unnamed Tab stop"
        if isinstance(stop, QAbstractItemView):  # Tab would walk its cells (a trap)
            assert not stop.tabKeyNavigation(), f"{where}: Tab walks its cells"
    return ring


def check_letters(top: QWidget, screen: str, menus: set[str | None] = frozenset()) -> None:
    found = shown_letters(top)
    letters = [letter for letter, _text in found]
    twice = [(x, t) for x, t in found if letters.count(x) > 1]
    assert not twice, f"{screen}: an Alt-key twice: {twice}"
    taken = [(x, t) for x, t in found if x in menus]
    assert not taken, f"{screen}: a menu's Alt-key on the screen: {taken}"


def menu_letters(window) -> set[str | None]:
    return {mnemonic(a.text()) for a in window.findChild(QMenuBar).actions() if a.text()}


@pytest.fixture(params=["en", "de", "fr", "es"])
def language(request, qapp):
    """Each shipped language (its translators pick the Alt-letters), English again after."""
    from wildwest.ui.window.language import install, uninstall

    assert install(request.param) is None
    yield request.param
    uninstall()


@pytest.mark.parametrize("tab", range(5), ids=["primes", "factor", "tests", "sieve", "map"])
def test_each_prime_panel_page_tabs_round_named_and_its_alt_keys_once(
    qtbot, make_window, tab, language
):
    """The table with each prime reference page raised, in each language: Tab comes round,
    every stop named and on show; no Alt+letter twice on the window, none a menu's."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.draw()
    panel = window.docks.prime_panel
    panel.ensure_built()
    panel.show()
    panel.raise_()
    panel.tabs.setCurrentIndex(tab)
    page = panel.page(tab)
    qtbot.waitUntil(page.isVisible)
    ring = check_ring(window, window.turn_panel.factor_input, f"prime panel page {tab}")
    assert panel.tabs.tabBar() in ring
    assert any(page.isAncestorOf(w) for w in ring), "Tab never reaches the page on show"
    # The page (built late, so last in Qt's order) is Tabbed to right after its tabs.
    after_tabs = ring[ring.index(panel.tabs.tabBar()) + 1 :]
    on_page = [w for w in ring if page.isAncestorOf(w)]
    assert after_tabs[: len(on_page)] == on_page
    check_letters(window, f"prime panel page {tab} ({language})", menu_letters(window))


def test_building_the_prime_panel_keeps_its_tab_and_the_focus(qtbot, tmp_path):
    """The app's deferred panel has its tabs (Factor current) before the window shows, so
    building its pages after the first paint changes no tab (a tab bar's selection change
    makes Orca 43 move to that tab, over the welcome) and the focus stays where it was."""
    from tests.ui.test_prime_panel import start_game
    from wildwest.app import _assemble
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    window = _assemble(
        resolve_paths(tmp_path), Settings(None), keep_files=False, first_paint_first=True
    )
    qtbot.addWidget(window)
    panel = window.docks.prime_panel
    assert not panel.built and panel.tabs.currentIndex() == panel.FACTOR
    changes: list[int] = []
    panel.tabs.currentChanged.connect(changes.append)
    start_game(window.controller, shuffled_deal(["Ann", "Ben"], seed=1))
    window.show()
    active(qtbot, window)
    draw = window.turn_panel.draw_button
    draw.setFocus()
    qtbot.waitUntil(lambda: panel.built)
    assert changes == [] and panel.tabs.currentIndex() == panel.FACTOR
    assert draw.hasFocus()


def dialog_ring(qtbot, dialog: QWidget, screen: str) -> list[QWidget]:
    qtbot.waitExposed(dialog)
    active(qtbot, dialog)
    start = dialog.focusWidget() or dialog.nextInFocusChain()
    ring = check_ring(dialog, start, screen)
    check_letters(dialog, screen)
    return ring


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_records_and_the_rules_tab_round_named(qtbot, make_window):
    """Records (Ctrl+Shift+R) and Help → Rules (F1): Tab comes round, each stop named and on
    show, no Alt+letter twice."""
    from PySide6.QtWidgets import QDialog

    window = make_window(dict(WORKED), "practice")
    window.controller.draw()
    window.controller.submit(right(3105))
    records = window.file_actions.show_records()
    ring = dialog_ring(qtbot, records, "Records")
    assert len([w for w in ring if isinstance(w, QTableView)]) <= 1
    records.close()
    window.help_actions.show_rules()
    rules = window.findChild(QDialog, "rulesDialog")
    assert rules is not None
    dialog_ring(qtbot, rules, "Help → Rules")
    rules.close()


def test_the_card_picker_tabs_round_named_and_its_alt_keys_once(qtbot, make_window):
    """A game with real cards: the card picker's Tab ring (codes box, the grid as one stop,
    the buttons) is named and on show, no Alt+letter twice or a menu's."""
    from wildwest.controller import GameSetup

    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.start(GameSetup(names=("Ann", "Ben"), packs=1, real_cards=True))
    window.show_card_picker()
    picker = window.pages.card_picker
    qtbot.waitUntil(picker.isVisible)
    picker.focus_entry()
    start = QApplication.focusWidget()
    assert start is not None and picker.isAncestorOf(start)
    ring = check_ring(window, start, "the card picker")
    cards = [w for w in ring if w.objectName().startswith("card_")]
    assert len(cards) <= 1, "the grid of cards is one Tab stop"
    check_letters(window.pages.currentWidget(), "the card picker", menu_letters(window))


def test_the_ladder_tabs_round_named_and_its_alt_keys_once(qtbot, make_window):
    """Answering by the division ladder: every Tab stop named and on show, the focus in the
    ladder, no Alt+letter twice on the table."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.draw()
    window.turn_panel.ladder_switch.click()
    qtbot.waitUntil(window.turn_panel.ladder.isVisible)
    focus = QApplication.focusWidget()
    assert focus is not None and window.turn_panel.ladder.isAncestorOf(focus)
    check_ring(window, focus, "the ladder")
    check_letters(window.pages.game_page, "the ladder", menu_letters(window))


def test_learn_to_play_tabs_round_named(qtbot, make_window):
    """Learn to play: the callout's buttons and the table are reached by Tab, every stop
    named and on show, no Alt+letter twice."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.set_pace("instant")
    window.learn_to_play()
    qtbot.waitUntil(lambda: window.tutorial.guide.active)
    focus = QApplication.focusWidget() or window.turn_panel.draw_button
    check_ring(window, focus, "Learn to play")
    check_letters(window, "Learn to play", menu_letters(window))


def test_the_card_picker_says_each_pick_and_what_to_pick_next(qtbot, make_window):
    """Real cards: opening the picker says whose cards to pick; each card picked in the
    grid (Enter) is said in words with what comes next, the number once it is whole; the
    preview and the status read as they show, in words."""
    from wildwest.controller import GameSetup

    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.start(GameSetup(names=("Ann", "Ben"), packs=1, real_cards=True))
    window.show_card_picker()
    picker = window.pages.card_picker
    qtbot.waitUntil(lambda: "Which cards did Ann turn over?" in window.speaker.said[-1])
    assert "Pick the face card" in window.speaker.said[-1]
    for code in ("KS", "3S", "AH", "10S", "5S"):
        button = picker.grid.buttons[code]
        button.setFocus()
        count = len(window.speaker.said)
        QTest.keyClick(button, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=count: len(window.speaker.said) > n)
    said = window.speaker.said[-1]
    assert said.startswith("King of spades, asks for 4 digits: Three of spades, Ace of hearts")
    assert "The number is 3105." in said and said.endswith("press Confirm.")
    assert spoken_name(picker.preview).startswith("King of spades, asks for 4 digits")
    assert spoken_name(picker.status) == "Check the cards, then press Confirm."
    count = len(window.speaker.said)
    QTest.keyClicks(picker.codes, " ")  # typing is echoed by the reader, not said again
    assert len(window.speaker.said) == count


def test_the_last_callout_finishes_with_alt_i_not_the_file_menu(qtbot, make_window):
    """Learn to play's last step: Finish takes Alt+I (Alt+F is the File menu, Alt+N New
    game… on the results page), Next Alt+X; Leave has no Alt-key (each of its letters is
    another's on the table), Esc leaves."""
    from wildwest.present.tutorial import STEPS, callout

    last, first = callout(len(STEPS) - 1), callout(0)
    assert last is not None and first is not None
    assert mnemonic(last.next_button or "") == "i" and mnemonic(first.next_button or "") == "x"
    window = make_window(dict(WORKED), "practice")
    window.learn_to_play()
    qtbot.waitUntil(lambda: window.tutorial.guide.active)
    assert mnemonic(window.tutorial.callouts.bubble.leave_button.text()) is None


def test_the_ladder_says_its_first_step_when_switched_on_and_each_step_after(qtbot, make_window):
    """Answer by ladder (Alt+L): the reader hears what to do first ("Try a prime on 3105"),
    then each step checked, with the focus in the box that comes next."""
    window = make_window(dict(WORKED), "practice")
    active(qtbot, window)
    window.controller.draw()
    panel = window.turn_panel
    count = len(window.speaker.said)
    panel.ladder_switch.click()
    qtbot.waitUntil(lambda: len(window.speaker.said) > count)
    assert window.speaker.said[-1].endswith("Try a prime on 3105.")
    box = QApplication.focusWidget()
    assert box is not None and box.objectName() == "ladderPrimeInput"
    count = len(window.speaker.said)
    QTest.keyClicks(box, "3")
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.speaker.said) > count)
    assert window.speaker.said[-1].startswith("Yes: 3 divides 3105")
    qtbot.waitUntil(lambda: QApplication.focusWidget().objectName() == "ladderQuotientInput")


def test_a_line_for_a_focus_already_moved_waits_for_the_reader(qtbot, make_window, focus_log):
    """The ladder moves the focus to the quotient box itself: the step's line is lent to
    it only once the reader has read the new focus (lent at once, Orca 43 read it twice:
    with the focus, then as a change)."""
    from wildwest.ui.accessibility import speech

    window = make_window(dict(WORKED), "practice")
    window.speaker.reader_active = lambda: True
    window.speaker.lend = True
    active(qtbot, window)
    window.controller.draw()
    count = len(window.speaker.said)
    window.turn_panel.ladder_switch.click()
    qtbot.waitUntil(lambda: len(window.speaker.said) > count)  # after the focus settled
    assert window.speaker.said[-1].endswith("Try a prime on 3105.")
    box = QApplication.focusWidget()
    lent: list[tuple[float, bool]] = []
    quotient = window.turn_panel.ladder.quotient_input
    describe = quotient.setAccessibleDescription
    moved: list[float] = []
    focus_log.clear()

    def watched(text: str) -> None:
        lent.append((time.monotonic(), quotient.hasFocus()))
        describe(text)

    def arrived(_old, new) -> None:
        if new is quotient:
            moved.append(time.monotonic())

    quotient.setAccessibleDescription = watched
    QApplication.instance().focusChanged.connect(arrived)
    QTest.keyClicks(box, "3")
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Yes: 3 divides 3105" in quotient.accessibleDescription(), timeout=4000)
    QApplication.instance().focusChanged.disconnect(arrived)
    assert moved and lent
    when, focused = lent[0]
    assert not focused or when - moved[0] >= speech.FOCUS_SETTLE_MS / 1000 - 0.05
