"""Where things go on the card table: pure arithmetic, no Qt widgets.

The table is laid out in fixed scene units (:data:`SCENE_WIDTH` ×
:data:`SCENE_HEIGHT`); the view scales the whole scene to the window, so the
layout is the same at 1024×600 and on a 4K projector.
"""

from __future__ import annotations

from dataclasses import dataclass

SCENE_WIDTH = 1600.0
SCENE_HEIGHT = 900.0
CARD_ASPECT = 350 / 250

PILE_WIDTH = 150.0
PLAYED_WIDTH = 210.0
MARGIN = 40.0
GAP = 26.0


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def center_x(self) -> float:
        return self.x + self.width / 2

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def right(self) -> float:
        return self.x + self.width


@dataclass(frozen=True, slots=True)
class TableLayout:
    face_pile: Box
    digit_pile: Box
    face_card: Box
    digits: tuple[Box, ...]
    number: Box
    """Where the big number goes (under the digits)."""
    multiplier: Box
    """The multiplier badge (under the face card)."""
    banner: Box
    """Whose turn it is, across the top."""


def card_box(x: float, y: float, width: float) -> Box:
    return Box(x, y, width, width * CARD_ASPECT)


def layout(digit_count: int) -> TableLayout:
    """Positions for a turn with ``digit_count`` (0 to 4) digit cards, centred in their area.

    >>> [round(b.x) for b in layout(2).digits], [round(b.x) for b in layout(4).digits]
    ([540, 776], [540, 776, 1012, 1248])
    """
    if not 0 <= digit_count <= 4:
        raise ValueError("a turn has 0 to 4 digit cards")
    top = 175.0
    face_pile = card_box(MARGIN, top, PILE_WIDTH)
    digit_pile = card_box(MARGIN, face_pile.bottom + 90, PILE_WIDTH)
    face_card = card_box(MARGIN + PILE_WIDTH + 70, top, PLAYED_WIDTH)
    area_left = face_card.right + 70
    area_right = SCENE_WIDTH - MARGIN
    step = PLAYED_WIDTH + GAP
    row_width = digit_count * PLAYED_WIDTH + max(0, digit_count - 1) * GAP
    full_width = 4 * PLAYED_WIDTH + 3 * GAP
    # Digits start just right of the face card and read left to right, like on a real table.
    left = area_left
    digits = tuple(card_box(left + i * step, top, PLAYED_WIDTH) for i in range(digit_count))
    centre = left + (row_width if digit_count else full_width) / 2
    number_width = max(600.0, row_width)
    number_x = max(area_left - 60, min(centre - number_width / 2, area_right - number_width))
    number = Box(number_x, face_card.bottom + 40, number_width, 230)
    multiplier = Box(face_card.x - 30, face_card.bottom + 40, face_card.width + 60, 230)
    banner = Box(MARGIN, 30, SCENE_WIDTH - 2 * MARGIN, 90)
    return TableLayout(face_pile, digit_pile, face_card, digits, number, multiplier, banner)
