"""Work put off until a widget has painted (ui/look/widgets.py, issue 31): the app's start
runs what its first screen does not need just after that screen's paint."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from wildwest.ui.look.widgets import after_next_paint


def test_works_run_after_the_next_paint_in_order_once(qtbot):
    """Nothing runs before the widget paints; then every work asked for runs once, in the
    order asked, and a later paint runs none of them again."""
    label = QLabel("Wild West")
    qtbot.addWidget(label)
    ran: list[str] = []
    after_next_paint(label, lambda: ran.append("first"))
    after_next_paint(label, lambda: ran.append("second"))
    QApplication.processEvents()
    assert ran == []  # not shown: not painted
    label.show()
    qtbot.waitUntil(lambda: len(ran) == 2)
    assert ran == ["first", "second"]
    label.repaint()
    QApplication.processEvents()
    assert ran == ["first", "second"]
    after_next_paint(label, lambda: ran.append("third"))  # a new wait, after that paint
    label.update()
    qtbot.waitUntil(lambda: len(ran) == 3)


def test_the_answer_box_gets_its_clear_button_after_the_panels_first_paint(qtbot):
    """At the app's start the answer box's clear button (its icon looked up in the desktop's
    icon theme) waits for the turn panel's first paint; scripts and tests get it at once."""
    from wildwest.ui.game.turn_panel import TurnPanel

    at_once = TurnPanel()
    qtbot.addWidget(at_once)
    assert at_once.factor_input.isClearButtonEnabled()

    later = TurnPanel(deferred=True)
    qtbot.addWidget(later)
    QApplication.processEvents()
    assert not later.factor_input.isClearButtonEnabled()  # not painted yet
    size = later.factor_input.sizeHint()
    later.show()
    qtbot.waitUntil(later.factor_input.isClearButtonEnabled)
    assert later.factor_input.sizeHint() == size  # the button takes no room: nothing moves
