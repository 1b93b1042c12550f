"""The window fits the screen it opens on, and the panels keep still while a pupil works."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from wildwest.persistence.settings_schema import DISPLAY_TEXT_SCALE, WINDOW_GEOMETRY, WINDOW_STATE


def test_a_first_window_on_a_small_screen_opens_maximised_inside_the_screen(make_window):
    window = make_window(show=False)
    window.settings.set_value(WINDOW_GEOMETRY, b"")
    window.screen_fit.restore()
    window.show()
    area = window.screen().availableGeometry()
    assert window.windowState() & Qt.WindowState.WindowMaximized  # offscreen screen is 800x600
    assert window.width() <= area.width() and window.height() <= area.height()


def test_a_saved_window_bigger_than_the_screen_is_refitted(make_window):
    window = make_window()
    window.resize(3000, 2000)  # saved on a big monitor, opened on a small one
    saved = bytes(window.saveGeometry().data())
    again = make_window(show=False)
    again.settings.set_value(WINDOW_GEOMETRY, saved)
    again.screen_fit.restore()
    area = again.screen().availableGeometry()
    assert again.width() <= area.width() and again.height() <= area.height()


def test_broken_saved_geometry_is_ignored(make_window):
    window = make_window(show=False)
    window.settings.set_value(WINDOW_GEOMETRY, b"\x00not a geometry")
    window.settings.set_value(WINDOW_STATE, b"junk")
    window.screen_fit.restore()
    area = window.screen().availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("tab", range(5))
def test_switching_prime_panel_tabs_never_moves_the_card_table(
    make_window, three_player_deal, tab, scale
):
    window = make_window(three_player_deal, "practice")
    window.settings.set_value(DISPLAY_TEXT_SCALE, scale)
    QApplication.processEvents()
    window.docks.prime_panel.raise_()  # it shares its place with the turn log, which is in front
    tabs = window.docks.prime_panel.tabs
    tabs.setCurrentIndex(0)
    QApplication.processEvents()
    before = window.table.geometry(), window.docks.prime_panel.geometry()
    tabs.setCurrentIndex(tab)
    QApplication.processEvents()
    tabs.setCurrentIndex(0)
    QApplication.processEvents()
    assert (window.table.geometry(), window.docks.prime_panel.geometry()) == before
    tabs.setCurrentIndex(tab)
    QApplication.processEvents()
    assert window.table.geometry() == before[0]


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_floated_scoreboard_gets_a_title_bar_to_move_it_by(make_window, qtbot, three_player_deal):
    window = make_window(three_player_deal, "auto")
    dock = window.docks.scoreboard_dock
    assert dock.titleBarWidget() is not None  # docked: no title bar, its columns say it all
    dock.setFloating(True)
    assert dock.titleBarWidget() is None and dock.maximumWidth() > 10_000
    dock.setFloating(False)
    assert dock.titleBarWidget() is not None
    qtbot.waitUntil(lambda: dock.maximumWidth() == dock.minimumWidth())  # docked width again


def test_a_fit_still_pending_when_the_window_goes_is_dropped(qtbot, tmp_path, three_player_deal):
    """A queued fit of a closed and deleted window must not run against its dead widgets."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from wildwest.app import create_main_window

    window = create_main_window(three_player_deal, "auto", data_dir=tmp_path)
    window.show()
    qtbot.waitExposed(window)
    window.docks.fit_soon()  # queued for the next turn of the event loop
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()  # pytest-qt fails the test on any exception raised here


def test_the_turn_log_columns_grow_with_the_turns_played_on_screen(make_window, qtbot):
    """Found in a window already on screen: a long name and ×1 elided in the turn log after
    the first turns, because its columns were sized only for the rows it was shown with."""
    from wildwest.engine import shuffled_deal

    deal = shuffled_deal(["Ann", "Bartholomew Smith", "Cy"], seed=11).to_dict()
    window = make_window(deal, "auto")
    window.resize(1024, 600)
    for _ in range(3):
        window.controller.draw()
    view = window.docks.turn_log_view
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: window.docks.turn_log_model.rowCount() == 3)
    from wildwest.ui.game.models import TurnLogModel

    short = [
        column
        for column in range(header.count())
        if not view.isColumnHidden(column)
        and column != TurnLogModel.PLAYER  # names wrap (issue 27): the rows grow instead
        and header.sectionSize(column) < view.sizeHintForColumn(column)
    ]
    assert short == []
    assert header.length() <= view.viewport().width()  # never sideways


def test_a_page_put_away_never_widens_the_table_beside_the_panels(make_window, qtbot):
    """Found with real cards: after game over in the largest type, the next game's table and
    panels made a 1024-wide window 1133 wide, because the game-over page put away still counted
    towards the smallest width of the window's pages."""
    from wildwest.engine import shuffled_deal

    names = ["Devendra", "Maximilian", "Anna-Lena", "Bartholomew", "Jean-Baptiste", "Cy", "Wil"]
    window = make_window(shuffled_deal(names, seed=5, packs=1).to_dict(), "auto")
    window.settings.set_value(DISPLAY_TEXT_SCALE, 2.0)
    window.resize(1024, 600)
    while not window.controller.view.over:
        window.controller.draw()
    window.turn_panel.results_button.click()
    over = window.pages.game_over_view
    qtbot.waitUntil(over.isVisible)
    # Its buttons wrap now, so the page is narrow in English: make it as wide as it was then.
    over.headline.setMinimumWidth(window.pages.game_page.minimumSizeHint().width() + 200)
    assert over.minimumSizeHint().width() > window.pages.game_page.minimumSizeHint().width()
    window.controller.play_again()
    qtbot.waitUntil(window.pages.game_page.isVisible)
    QApplication.processEvents()
    assert window.pages.minimumSizeHint() == window.pages.game_page.minimumSizeHint()
    assert window.width() == 1024


def test_the_status_bar_leaves_out_what_does_not_fit_and_says_it_in_its_tooltip(
    make_window, qtbot, three_player_deal
):
    """On a window too narrow for the turn, the mode and the deal side by side (the largest
    text on a netbook, a long language), what does not fit makes way (the turn stays), so the status
    bar never makes the window wider than the screen; its tooltip still says them."""
    window = make_window(three_player_deal, "practice")
    labels = (window.status.progress_label, window.status.mode_label, window.status.deal_label)
    assert all(label.text() for label in labels)
    widths = [label.sizeHint().width() for label in labels]
    window.resize(sum(widths) + 200, 600)
    qtbot.waitUntil(lambda: all(label.isVisibleTo(window) for label in labels))
    assert window.statusBar().toolTip() == ""
    window.status.mode_label.setText(window.status.mode_label.text() * 6)  # far too long to fit
    window.status.fit()
    assert window.status.progress_label.isVisibleTo(window)
    assert not window.status.mode_label.isVisibleTo(window)
    assert window.status.mode_label.text() in window.statusBar().toolTip()


def _geometries(window) -> dict[str, tuple[int, int, int, int]]:
    """Where each named widget of ``window`` is, and its size (window coordinates)."""
    from PySide6.QtWidgets import QWidget

    places = {}
    for widget in window.findChildren(QWidget):
        if widget.objectName() and widget.isVisible():
            corner = widget.mapTo(window, widget.rect().topLeft())
            places[widget.objectName()] = (corner.x(), corner.y(), widget.width(), widget.height())
    return places


def _practice_game(window):
    """Play the interaction benchmark's whole Practice game in ``window``: each draw, then
    the right answer; yields after each, before any event is handled."""
    from wildwest.engine import prime_factors
    from wildwest.present.words import none_word

    controller = window.controller
    while not controller.view.over:
        controller.draw()
        yield "draw"
        number = controller.view.panel.number.number
        assert number is not None
        controller.submit(" x ".join(map(str, prime_factors(number))) or none_word())
        yield "answer"


BENCH_PLAYERS, BENCH_SEED = ["Ann", "Ben", "Cy", "Di"], 7


def test_every_turn_is_laid_out_before_its_frame_is_painted(make_window):
    """Issue 31: a turn's layout requests were handled after its first paint (the turn panel's
    feedback got its height, the scoreboard its grown rows' room, then all was painted again).
    Here nothing moves once a draw's or an answer's own code is done, in every turn of a whole
    Practice game (the interaction benchmark's: its primes wrap in the scoreboard late on)."""
    from PySide6.QtWidgets import QApplication

    from wildwest.engine import shuffled_deal

    window = make_window(shuffled_deal(BENCH_PLAYERS, seed=BENCH_SEED).to_dict(), "practice")
    QApplication.processEvents()
    grown, height = 0, window.docks.scoreboard_dock.height()
    for _step in _practice_game(window):
        laid_out = _geometries(window)
        for _ in range(3):
            QApplication.processEvents()
        assert _geometries(window) == laid_out
        grown += window.docks.scoreboard_dock.height() > height
        height = window.docks.scoreboard_dock.height()
    assert grown, "the scoreboard grew in some turn (primes held wrapped onto more lines)"


def test_the_table_keeps_its_size_when_a_turn_is_scored(make_window):
    """Issue 31: the card table grew when a scored turn's answer box went and shrank again at
    the next draw, so the whole table was painted afresh twice a turn. A scored turn's panel
    keeps its height (its explanation gets the room): the table never grows then, and in
    most turns it keeps its size from draw to draw."""
    from PySide6.QtWidgets import QApplication

    from wildwest.engine import shuffled_deal

    window = make_window(shuffled_deal(BENCH_PLAYERS, seed=BENCH_SEED).to_dict(), "practice")
    QApplication.processEvents()
    table = window.table
    heights = [table.height()]
    for step in _practice_game(window):
        QApplication.processEvents()
        heights.append(table.height())
        if step == "answer":
            assert heights[-1] <= heights[-2]
    changes = sum(a != b for a, b in pairwise(heights))
    assert changes <= len(heights) // 4, heights
