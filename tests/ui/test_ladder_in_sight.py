"""The division ladder on a short window in Projector text (issue 27, point 6): after a
wrong try the small primes' buttons, the step's words and its boxes stay in full view (they
slid out of the ladder's box), the rungs drawn so far scroll above them, and the cards keep
the height they need to be read."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tests.ui.screens import in_sight, settle
from wildwest.persistence.settings_schema import DISPLAY_TEXT_SCALE
from wildwest.ui.table.layout import rank_pixels

DEAL = {
    "players": ["Anna-Lena", "Ben"],
    "face_pile": ["KD", "JS"],
    "digit_pile": ["9D", "9C", "6D", "2S", "3S", "5S"],
}
"""Anna-Lena draws 9962 = 2 × 17 × 293 (as in the layout sweep's ladder)."""


@pytest.fixture
def ladder_window(make_window):
    window = make_window(DEAL, "practice")
    window.settings.set_value(DISPLAY_TEXT_SCALE, 2.0)
    window.resize(1024, 600)
    window.controller.draw()
    window.turn_panel.ladder_switch.click()
    settle()
    return window


def test_after_a_wrong_try_the_small_primes_and_the_step_stay_in_view(ladder_window):
    """3 does not divide 9962: the small primes, the prime's box and its buttons and the
    step's words are all whole in the ladder's box."""
    window = ladder_window
    window.controller.ladder_try(3)
    settle()
    ladder = window.turn_panel.ladder
    for widget in (ladder.primes_row, ladder.try_row, ladder.step_label, ladder.tried_label):
        assert in_sight(widget), widget.objectName()
    for button in ladder.primes_row.findChildren(QWidget):
        if button.isVisibleTo(ladder):
            assert in_sight(button), button.objectName()


def test_with_the_quotient_asked_its_box_is_whole_and_the_cards_readable(ladder_window):
    """2 divides: the quotient's box and Write it are whole (Write it was cut at the box's
    bottom), and the table keeps the height its cards need to be read."""
    window = ladder_window
    controller = window.controller
    controller.ladder_try(3)
    controller.ladder_try(2)
    controller.ladder_quotient("4980")  # wrong: the box keeps it
    settle()
    ladder = window.turn_panel.ladder
    assert in_sight(ladder.quotient_row) and in_sight(ladder.write_button)
    assert in_sight(ladder.step_label)
    assert rank_pixels(window.table.shown_scale()) >= window.docks.drawer.least_rank()
