"""Card placement on the table: tidy for 0-4 digits, inside the table, never overlapping."""

from __future__ import annotations

import pytest

from wildwest.ui.table.layout import SCENE_HEIGHT, SCENE_WIDTH, Box, layout


def overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def inside(box: Box) -> bool:
    return box.x >= 0 and box.right <= SCENE_WIDTH and box.y >= 0 and box.bottom <= SCENE_HEIGHT


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4])
def test_every_box_is_on_the_table_and_cards_never_overlap(count):
    """Piles, face card and digits stay inside the scene and apart from each other."""
    lay = layout(count)
    cards = [lay.face_pile, lay.digit_pile, lay.face_card, *lay.digits]
    assert all(inside(box) for box in [*cards, lay.number, lay.multiplier, lay.banner])
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            assert not overlaps(a, b)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_digits_read_left_to_right_evenly_spaced_right_of_the_face_card(count):
    """Digits sit in one row, left to right, equal gaps, to the right of the face card."""
    lay = layout(count)
    xs = [box.x for box in lay.digits]
    assert xs == sorted(xs) and lay.digits[0].x > lay.face_card.right
    gaps = {round(b.x - a.right, 6) for a, b in zip(lay.digits, lay.digits[1:], strict=False)}
    assert len(gaps) <= 1
    assert len({box.y for box in lay.digits}) == 1


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_number_is_centred_under_its_digits(count):
    """The big number sits under the digit cards, centred on them (within 40 units)."""
    lay = layout(count)
    row_centre = (lay.digits[0].x + lay.digits[-1].right) / 2
    assert abs(lay.number.center_x - row_centre) <= 40
    assert lay.number.y >= lay.digits[0].bottom


def test_more_than_four_digits_is_refused():
    """A turn never has more than 4 digit cards."""
    with pytest.raises(ValueError):
        layout(5)
