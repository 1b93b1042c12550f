"""What the card table paints again when a turn changes it (issue 31: a draw within a frame)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QApplication

from wildwest.engine import shuffled_deal
from wildwest.ui.table import card_table
from wildwest.ui.table.card_table import PileCount, PileItem, pile_layers


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often each kind of pile part is painted (its cached picture drawn again)."""
    counts: Counter[str] = Counter()
    for cls in (PileItem, PileCount):
        paint = cls.paint

        def counted(self, *args, _paint=paint, _name=cls.__name__):  # type: ignore[no-untyped-def]
            counts[_name] += 1
            return _paint(self, *args)

        monkeypatch.setattr(cls, "paint", counted)
    return counts


def test_a_draw_paints_the_piles_counts_again_not_their_stacked_cards(make_window, painted):
    """A draw changes how many cards each pile has left: the count under it is drawn again,
    and the stacked backs only when their number changes (every sixth card), not every draw
    (about 1 ms a pile). (The first turn sizes the table: everything is drawn then.)"""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=4821).to_dict(), "practice")
    table = window.table
    piles = (table.face_pile, table.digit_pile)

    def settle() -> None:
        for _ in range(3):
            QApplication.processEvents()

    stacks_changed = 0
    for turn in range(8):
        before = [pile.count for pile in piles]
        painted.clear()
        window.controller.draw()
        settle()
        if turn:
            stacks = [
                pile_layers(p.count) != pile_layers(n) for p, n in zip(piles, before, strict=True)
            ]
            assert painted["PileCount"] == 2
            assert painted["PileItem"] == sum(stacks)
            stacks_changed += sum(stacks)
        window.controller.give_up()
        settle()
    assert stacks_changed < 2 * 7, "most draws leave the stacks as they were"


def test_the_stack_shows_up_to_four_backs_and_none_when_empty():
    """The stacked backs: one per six cards (at least one), at most four; none when empty."""
    assert [pile_layers(n) for n in (0, 1, 5, 6, 12, 18, 80)] == [0, 1, 1, 2, 3, 4, 4]
    assert card_table.PileItem is PileItem
