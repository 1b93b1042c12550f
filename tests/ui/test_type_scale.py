"""The type scale's roles: widgets with a role follow the text size (issue 31 keeps them in
a list of their own, so a change never has Python wrap every widget Qt made)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from shiboken6 import delete

from tests.ui.deals import WORKED
from wildwest.persistence.settings_schema import DISPLAY_TEXT_SCALE
from wildwest.ui.look.type_scale import ROLE_PROPERTY, role_size, set_role, widgets_with_roles


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_widgets_with_a_role_follow_the_text_size(make_window, scale):
    """A heading and an action button keep their role's size, times the new text size."""
    window = make_window(dict(WORKED), "practice")
    panel = window.turn_panel
    window.settings.set_value(DISPLAY_TEXT_SCALE, scale)
    QApplication.processEvents()
    body = QApplication.font().pointSizeF()
    for widget in (panel.turn_label, panel.draw_button):
        role = widget.property(ROLE_PROPERTY)
        assert widget.font().pointSizeF() == pytest.approx(role_size(body, role), abs=0.01)


def test_the_widgets_with_roles_are_the_living_ones(qtbot):
    """Every widget given a role is listed until it is deleted, then never again."""
    holder = QWidget()
    qtbot.addWidget(holder)
    kept, gone = QLabel("kept", holder), QLabel("gone", holder)
    set_role(kept, "heading")
    set_role(gone, "title")
    set_role(gone, "display")  # a second role: listed once
    listed = widgets_with_roles()
    assert kept in listed and listed.count(gone) == 1
    delete(gone)
    listed = widgets_with_roles()
    assert kept in listed and all(widget is not gone for widget in listed)
