"""Learn to play's callouts never cover what they point at (issue 27, point 5): at every
step, in normal and in Projector text, the bubble leaves its target (and the ring round it)
in sight, and the number on the table too; the ring is round the whole target as it is
laid out now; "Watch the multiplier" points at the multiplier."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from tests.ui.screens import settle
from wildwest.persistence.settings_schema import DISPLAY_TEXT_SCALE
from wildwest.present.tutorial import STEPS, Until, guide_answer
from wildwest.ui.tutorial.callout import RING


def walk(window):
    """Every callout of Learn to play, the pupil answering right: (callout, target, bubble,
    ring, number) as each is first shown, all in window coordinates."""
    window.controller.set_pace("instant")
    window.learn_to_play()
    seen: set[str] = set()
    for _ in range(300):
        guide = window.tutorial.guide
        index = guide.step
        if not guide.active or index >= len(STEPS):
            return
        settle()
        step = STEPS[index]
        callouts = window.tutorial.callouts
        shown = callouts.shown  # a guide's step may already have given way to the next
        if shown is not None and shown.progress not in seen:
            seen.add(shown.progress)
            target = window.tutorial.target(shown.target)
            number = window.table.item_rect("number")
            on_table = window.pages.currentWidget() is window.pages.game_page
            if number is not None and on_table:
                number = QRect(window.table.mapTo(window, number.topLeft()), number.size())
            else:
                number = None
            yield shown, target, callouts.bubble.geometry(), callouts.ring._target, number
        if step.until is Until.NEXT:
            guide.next()
        elif step.until is Until.DRAW:
            window.controller.draw()
        elif step.until is Until.ANSWER:
            window.controller.submit(guide_answer(int(window.controller.view.table.cards.number)))
    raise AssertionError(f"Learn to play did not end in 300 moves (at step {guide.step})")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_callout_covers_what_it_points_at(make_window, qtbot, scale):
    """Step by step, the bubble and its target's ring (with its halo) do not meet; where the
    number is on the table, the bubble leaves it in sight; the ring is round the target's
    whole rectangle (it covered half of the answer box, from before its row was laid out)."""
    window = make_window()
    window.settings.set_value(DISPLAY_TEXT_SCALE, scale)
    window.resize(window.screen().availableGeometry().size())
    settle()
    checked = 0
    for callout, target, bubble, ring, number in walk(window):
        if target is not None:
            halo = target.adjusted(-RING - 4, -RING - 4, RING + 4, RING + 4)
            assert not bubble.intersects(halo), (callout.progress, bubble, target)
            assert ring == target, callout.progress
            checked += 1
        if number is not None and callout.target.startswith(("table:", "factorInput")):
            assert not bubble.intersects(number), (callout.progress, bubble, number)
    assert checked > 20


def test_watch_the_multiplier_points_at_the_multiplier():
    """It pointed at the scoreboard."""
    step = next(step for step in STEPS if step.id == "guide_6")
    assert step.target == "table:multiplier"
