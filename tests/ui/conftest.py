"""Fixtures for the UI tests: a main window on a fixed deal, offscreen, in memory only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS


@pytest.fixture
def make_window(qtbot, tmp_path) -> Callable[..., Any]:
    """Build a main window with create_main_window(); settings in memory, data in tmp_path."""
    from wildwest.app import create_main_window

    def make(deal: dict[str, Any] | None = None, mode: str = "auto", show: bool = True):
        window = create_main_window(deal, mode, data_dir=tmp_path)
        window.settings.set_value(DISPLAY_ANIMATIONS, False)
        qtbot.addWidget(window)
        if show:
            window.resize(1280, 800)
            window.show()
            qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def three_player_deal() -> dict[str, Any]:
    """Deal code 4821 for Ann, Ben and Cy: a whole two-pack game."""
    return shuffled_deal(["Ann", "Ben", "Cy"], seed=4821).to_dict()


@pytest.fixture(autouse=True)
def _application(qapp):
    """Every UI test runs with pytest-qt's QApplication (pixmaps and fonts need one); the
    look it leaves is put back by tests/look_guard.py, as for every test with Qt."""
    return qapp


QUICK_FOCUS_SETTLE_MS = 150
QUICK_GIVE_BACK_MS = 200


@pytest.fixture(autouse=True)
def _quick_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    """The speaker's waits for a screen reader (1.5 s for the focus to settle, 2 s before a
    description is given back) a tenth as long: the tests check the order and the waiting,
    not the length, and wait on what is said rather than on the clock."""
    from wildwest.ui.accessibility import speech

    monkeypatch.setattr(speech, "FOCUS_SETTLE_MS", QUICK_FOCUS_SETTLE_MS)
    monkeypatch.setattr(speech, "GIVE_BACK_MS", QUICK_GIVE_BACK_MS)


@pytest.fixture
def focus_log(qapp):
    """Every widget the keyboard focus lands on, in order, while the test runs (``None``
    where it was let go: a screen reader hears nothing of that)."""
    log: list[Any] = []

    def moved(_old: Any, new: Any) -> None:
        log.append(new)

    qapp.focusChanged.connect(moved)
    yield log
    qapp.focusChanged.disconnect(moved)
