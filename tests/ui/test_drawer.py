"""The cards grow first (issue 27, points 1 and 7): at a large text size on a small window
the side panels fold into a drawer before the card table shrinks to a strip; the drawer
opens and closes from the menu bar and by keys; and with no game the new-game screen has
the window, whatever layout was saved."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.screens import settle
from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import DISPLAY_FOLD_PANELS, DISPLAY_TEXT_SCALE
from wildwest.ui.table.layout import rank_pixels

NAMES = ["Devendra", "Maximilian", "Anna-Lena", "Oluwaseun", "Bartholomew", "Anastasia"]


def netbook_at_projector_size(make_window, qtbot):
    """A Practice game of six on a 1024 × 600 window in Projector text, a number drawn."""
    window = make_window(shuffled_deal(NAMES, seed=4821).to_dict(), "practice")
    window.settings.set_value(DISPLAY_TEXT_SCALE, 2.0)
    window.resize(1024, 600)
    window.controller.draw()
    qtbot.waitUntil(lambda: window.docks.drawer.folded)
    settle()
    return window


def test_at_projector_text_on_a_netbook_the_panels_fold_and_the_cards_grow(make_window, qtbot):
    """The table was a strip 130 px high beside the full-width scoreboard and turn log:
    now the panels fold away, and a card's rank is as big as the back row needs."""
    window = netbook_at_projector_size(make_window, qtbot)
    docks = window.docks
    assert all(dock.isHidden() for dock in docks.all)
    assert docks.drawer.button.isVisible()
    rank = rank_pixels(window.table.shown_scale())
    assert rank >= docks.drawer.least_rank()
    assert window.table.width() > 0.9 * window.width()


def test_normal_text_keeps_the_panels_beside_the_table(make_window, qtbot):
    """Where the cards have the room, nothing folds and the drawer's button is not shown."""
    window = make_window(shuffled_deal(NAMES, seed=4821).to_dict(), "practice")
    window.resize(1280, 800)
    window.controller.draw()
    settle()
    assert not window.docks.drawer.folded
    assert all(not dock.isHidden() for dock in window.docks.all)
    assert not window.docks.drawer.button.isVisible()


def test_the_drawer_opens_and_closes_by_button_and_key_with_the_focus(make_window, qtbot):
    """The Side panels button and F6 open the drawer (the focus goes into the scoreboard,
    which a screen reader then reads) and close it (the focus goes back where it was)."""
    window = netbook_at_projector_size(make_window, qtbot)
    drawer = window.docks.drawer
    window.turn_panel.factor_input.setFocus()
    qtbot.waitUntil(window.turn_panel.factor_input.hasFocus)
    assert drawer.button.accessibleName() == "Side panels, closed"
    qtbot.mouseClick(drawer.button, Qt.MouseButton.LeftButton)
    assert drawer.is_open and drawer.button.isChecked()
    assert not window.docks.scoreboard_dock.isHidden()
    assert drawer.button.accessibleName() == "Side panels, open"
    qtbot.waitUntil(window.docks.scoreboard_view.hasFocus)
    drawer.action.trigger()  # F6
    assert not drawer.is_open and window.docks.scoreboard_dock.isHidden()
    qtbot.waitUntil(window.turn_panel.factor_input.hasFocus)
    assert drawer.action.shortcut().toString() == "F6"
    drawer.action.trigger()
    assert drawer.is_open


def test_folding_can_be_turned_off_and_reset_panels_turns_it_back_on(make_window, qtbot):
    """View → Fold the side panels for bigger cards, off: the panels are beside the table
    again (the setting is remembered); Reset panels: back as they began, folding on."""
    window = netbook_at_projector_size(make_window, qtbot)
    fold = window.view_actions.toggles[DISPLAY_FOLD_PANELS]
    assert fold.isChecked()
    fold.trigger()
    assert window.settings.get(DISPLAY_FOLD_PANELS) is False
    qtbot.waitUntil(lambda: not window.docks.drawer.folded)
    assert all(not dock.isHidden() for dock in window.docks.all)
    window.view_actions.reset_action.trigger()
    assert window.settings.get(DISPLAY_FOLD_PANELS) is True
    qtbot.waitUntil(lambda: window.docks.drawer.folded)


def test_panels_folded_at_closing_are_saved_on_show(make_window, qtbot):
    """Closed while folded, the window saves its panels on show, so a start on a bigger
    screen does not find them hidden for good."""
    window = netbook_at_projector_size(make_window, qtbot)
    window.close()
    from wildwest.persistence.settings_schema import WINDOW_STATE

    saved = window.settings.get(WINDOW_STATE)
    again = make_window(shuffled_deal(NAMES, seed=4821).to_dict(), "practice", show=False)
    again.settings.set_value(WINDOW_STATE, saved)
    again.screen_fit.restore()
    assert all(not dock.isHidden() for dock in again.docks.all)


def test_with_no_game_the_new_game_screen_has_the_window(make_window, qtbot):
    """Point 7: started with no game after a session whose layout was saved, the empty
    scoreboard, turn log and prime reference stood beside the new-game form and squeezed
    it; Reset panels showed them again. With no game the form has the window."""
    from wildwest.persistence.settings_schema import WINDOW_STATE

    played = make_window(shuffled_deal(NAMES, seed=4821).to_dict(), "practice")
    settle()
    saved = bytes(played.saveState().data())
    window = make_window(show=False)
    window.settings.set_value(WINDOW_STATE, saved)
    window.screen_fit.restore()
    window.show_new_game()
    window.show()
    qtbot.waitExposed(window)
    settle()
    assert window.pages.currentWidget() is window.pages.new_game_view
    assert all(not dock.isVisible() for dock in window.docks.all)
    window.view_actions.reset_action.trigger()
    settle()
    assert all(not dock.isVisible() for dock in window.docks.all)
    # The panels come back with a game's table.
    window.controller.start(window.pages.new_game_view.setup())
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.pages.game_page)
    settle()
    assert all(dock.isVisible() for dock in window.docks.all)
