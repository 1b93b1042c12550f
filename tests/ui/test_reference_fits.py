"""The prime reference on a netbook in normal text (issue 27, point 8): the sieve's
explanation and the map's zoom hint are in sight, in English and in German."""

from __future__ import annotations

import pytest

from tests.ui.screens import in_sight, settle
from wildwest.engine import shuffled_deal
from wildwest.ui.window.language import install, uninstall

NAMES = ["Devendra", "Maximilian", "Anna-Lena", "Oluwaseun", "Bartholomew", "Anastasia"]


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    if request.param != "en":
        assert install(request.param) is None
    yield request.param
    if request.param != "en":
        uninstall()


def panel_page(make_window, tab: int):
    """A six-player game's window at 1024 × 600, the prime reference on show at ``tab``."""
    window = make_window(shuffled_deal(NAMES, seed=4821).to_dict(), "practice")
    window.resize(1024, 600)
    window.controller.draw()
    panel = window.docks.prime_panel
    panel.show()
    panel.raise_()
    panel.tabs.setCurrentIndex(tab)
    settle()
    return window, panel


def test_the_sieves_explanation_is_in_sight(make_window, language):
    """Three steps on, what the step did is in sight above the square (it was under the
    square, out of sight on a netbook)."""
    _window, panel = panel_page(make_window, 3)
    page = panel.sieve_page
    for _ in range(3):
        page.step_button.click()
    settle()
    assert page.message.text()
    assert in_sight(page.message)
    assert page.message.y() < page.square.y()


def test_the_maps_zoom_hint_is_in_sight(make_window, language):
    """What zooming in shows comes first in the key's strip, in sight (it was at the end,
    out of sight to the right), and how to zoom is under the map in full."""
    from PySide6.QtCore import QPoint

    _window, panel = panel_page(make_window, 4)
    page = panel.map_page
    legend, strip = page.legend, page.legend_strip
    hint = legend._items()[0][1]
    zoom = "Zoom in to see who holds" if language == "en" else "Zoom"
    assert hint.startswith(zoom)
    width = legend.fontMetrics().horizontalAdvance(hint)
    start = legend.mapTo(strip.viewport(), QPoint(0, 0)).x()
    assert start + width <= strip.viewport().width()  # whole, at the strip's start
    assert in_sight(page.info) and "zoom" in page.info.text().casefold()
