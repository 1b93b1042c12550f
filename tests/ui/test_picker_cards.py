"""The real-cards picker draws its cards with the game's card art (issue 27, point 4): the
suit's colour (in the four-colour deck too), and the cards picked for this turn numbered in
the order they were picked; keys and screen readers work as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from wildwest.controller import GameSetup
from wildwest.persistence.settings_schema import DISPLAY_FOUR_COLOUR


def picker(make_window, qtbot, packs: int = 1):
    """A real-cards game's card picker on show, its tiles laid out."""
    window = make_window()
    setup = GameSetup(names=("Ann", "Ben"), packs=packs, real_cards=True)
    assert window.controller.start(setup) is None
    window.show_card_picker()
    grid = window.pages.card_picker.grid
    qtbot.waitUntil(lambda: grid.buttons["AS"].isVisible() and grid.buttons["AS"].width() > 0)
    return window, grid


def colour_share(image: QImage, want: QColor, near: int = 60) -> float:
    """The share of the image's pixels within ``near`` of ``want`` in each channel."""
    found = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            total += 1
            if all(
                abs(a - b) <= near
                for a, b in zip(pixel.getRgb()[:3], want.getRgb()[:3], strict=True)
            ):
                found += 1
    return found / max(1, total)


RED = QColor("#b8202e")
BLUE = QColor("#1f5fbf")


def test_the_picker_draws_cards_in_their_suits_colours(make_window, qtbot):
    """Hearts and diamonds are red, spades are not (they were 53 identical brown tiles with
    white text); with the four-colour deck, diamonds are blue."""
    window, grid = picker(make_window, qtbot)
    hearts = grid.buttons["5H"].grab().toImage()
    spades = grid.buttons["5S"].grab().toImage()
    assert colour_share(hearts, RED) > 0.02
    assert colour_share(spades, RED) < 0.002
    diamonds = grid.buttons["5D"].grab().toImage()
    assert colour_share(diamonds, RED) > 0.02 and colour_share(diamonds, BLUE) < 0.002
    window.settings.set_value(DISPLAY_FOUR_COLOUR, True)
    diamonds = grid.buttons["5D"].grab().toImage()
    assert colour_share(diamonds, BLUE) > 0.02 and colour_share(diamonds, RED) < 0.002


def test_the_cards_picked_are_numbered_in_order(make_window, qtbot):
    """Picked Q♥, 2♥, 3♦: they are ringed and numbered 1, 2, 3 (the face card first), and a
    screen reader hears where each was picked."""
    window, grid = picker(make_window, qtbot)
    for code in ("QH", "2H", "3D"):
        qtbot.mouseClick(grid.buttons[code], Qt.MouseButton.LeftButton)
    assert [grid.buttons[c].picked_at for c in ("QH", "2H", "3D", "AS")] == [(1,), (2,), (3,), ()]
    assert "picked as card 2" in grid.buttons["2H"].accessibleName()
    assert grid.buttons["2H"].text() == "2♥"  # the label stays the words a reader needs
    window.controller.remove_last_card()
    assert grid.buttons["3D"].picked_at == ()


def test_a_card_picked_twice_shows_both_places(make_window, qtbot):
    """Two packs: the same card picked as the 2nd and 3rd card shows both numbers."""
    _window, grid = picker(make_window, qtbot, packs=2)
    for code in ("QH", "2H", "2H"):
        qtbot.mouseClick(grid.buttons[code], Qt.MouseButton.LeftButton)
    assert grid.buttons["2H"].picked_at == (2, 3)
    assert "picked as card 2 and 3" in grid.buttons["2H"].accessibleName()


def test_a_picked_last_copy_is_drawn_not_greyed(make_window, qtbot):
    """The last Q♥ of one pack, picked: it can't be picked again, but it is drawn as it is
    (ringed and numbered), not greyed out like a card that is gone."""
    _window, grid = picker(make_window, qtbot)
    qtbot.mouseClick(grid.buttons["QH"], Qt.MouseButton.LeftButton)
    queen = grid.buttons["QH"]
    assert not queen.isEnabled() and queen.picked_at == (1,)
    assert colour_share(queen.grab().toImage(), RED) > 0.01
