"""Where things go on the card table: pure arithmetic, no Qt widgets.

The table is laid out in fixed scene units; the view scales the whole scene to the window,
so the layout is the same at 1024×600 and on a 4K projector. There are two arrangements:

- *tall* (:data:`SCENE_WIDTH` × :data:`SCENE_HEIGHT`, 16:9): the piles on the left, the
  face card and the digits in a row, and the number under the digits;
- *wide* (:data:`WIDE_WIDTH` × :data:`WIDE_HEIGHT`, about 6:1): everything in one row,
  piles, multiplier, face card, digits and the number after them, for a table that is much
  wider than it is tall (a netbook in large text: the turn panel needs the height).

The view takes the one that draws the cards bigger (:func:`best_scale`), and the window
keeps the table at least as tall as a readable card needs (:func:`least_rank_pixels`,
:func:`readable_height`).
"""

from __future__ import annotations

from dataclasses import dataclass

SCENE_WIDTH = 1600.0
SCENE_HEIGHT = 900.0
WIDE_WIDTH = 2600.0
WIDE_TOP = 140.0
"""The cards' row in the wide arrangement: a thinner band above it for whose turn it is and
the STEAL! ribbon (drawn smaller there, :data:`WIDE_RIBBON`)."""
WIDE_HEIGHT = 444.0
"""The cards' row and 10 units under it (a played card is 294 units high)."""
WIDE_RIBBON = 0.8
"""The STEAL! ribbon's size in the wide arrangement (it rests above the cards' stars)."""
CARD_ASPECT = 350 / 250

PILE_WIDTH = 150.0
PLAYED_WIDTH = 210.0
MARGIN = 40.0
GAP = 26.0
TOP = 175.0
"""Where the cards' row starts (under the banner and the STEAL! ribbon)."""
NUMBER_HEIGHT = 230.0
BADGE_WIDTH = PLAYED_WIDTH + 60
RANK_HEIGHT = PLAYED_WIDTH * 62 / 250
"""The capital height of a played card's corner index (its rank: ``10``, ``Q``), in scene
units: the card art's index letters are 62 units high on a card 250 wide."""
NUMBER_PIXEL_SIZE = 170.0
"""The big number's type size, in scene units (its digits are about 0.7 of it high)."""


# ---------------------------------------------------------------- how big is readable


def least_rank_pixels(screen_width: int, text_scale: float) -> float:
    """The least height, in pixels, of a played card's rank (its corner index) for a pupil
    to read it where a screen of ``screen_width`` pixels with text size ``text_scale`` is
    read from; the number's digits are drawn 2.3 times as high (:data:`NUMBER_PIXEL_SIZE`).

    Comfortable reading wants a capital letter about 17 minutes of arc high (three times
    the 5′ letter of 20/20 vision). *Normal* text is for a pupil at their own screen,
    about 50 cm away: 17′ there is 2.5 mm, and the screens Wild West runs on (a 10" netbook
    at 1024 pixels, a 13" laptop at 1366, a 15.6" one at 1920) have pixels of 0.18 to
    0.22 mm, so 12 px. *Projector* text is for the back row of a classroom, about 7 m from
    an image about 2.5 m wide whatever its resolution: 17′ at 7 m is 35 mm, 1.4 % of the
    image's width, so 14 px at 1024, 19 px at 1366 and 27 px at 1920. *Large* and *Larger*
    are for the rows between (a screen or board 3 to 5 m away): the share of the width
    grows with the text size, and never below the 12 px of a screen at arm's length.

    >>> [round(least_rank_pixels(w, 2.0), 1) for w in (1024, 1366, 1920)]
    [14.3, 19.1, 26.9]
    >>> [round(least_rank_pixels(w, s), 1) for w, s in ((1024, 1.0), (1920, 1.5))]
    [12.0, 13.4]
    """
    return max(12.0, 0.014 * (text_scale - 1.0) * screen_width)


def rank_pixels(scale: float) -> float:
    """A played card's rank height on screen at ``scale`` pixels per scene unit."""
    return RANK_HEIGHT * scale


def arrangement_size(wide: bool) -> tuple[float, float]:
    """The scene's width and height in the ``wide`` or the tall arrangement."""
    return (WIDE_WIDTH, WIDE_HEIGHT) if wide else (SCENE_WIDTH, SCENE_HEIGHT)


VIEW_MARGIN = 4
"""Pixels of a table's width and height that Qt's ``fitInView`` keeps free (2 each side)."""


def best_scale(width: float, height: float) -> tuple[float, bool]:
    """The scale (pixels per scene unit) a table of ``width`` × ``height`` pixels draws the
    cards at, and whether the wide arrangement is the one that does it.

    >>> best_scale(1604, 904), best_scale(1020, 236)
    ((1.0, False), (0.39076923076923076, True))
    """
    width, height = width - VIEW_MARGIN, height - VIEW_MARGIN
    tall = min(width / SCENE_WIDTH, height / SCENE_HEIGHT)
    wide = min(width / WIDE_WIDTH, height / WIDE_HEIGHT)
    return (wide, True) if wide > tall else (tall, False)


def readable_height(width: float, rank: float) -> float | None:
    """The least height a table ``width`` pixels wide needs for ranks ``rank`` pixels high
    (``None``: no height does it at that width).

    >>> readable_height(1020, 14.3), readable_height(400, 14.3)
    (125.9, None)
    """
    scale = rank / RANK_HEIGHT
    heights = [
        scale * h + VIEW_MARGIN
        for w, h in (arrangement_size(False), arrangement_size(True))
        if scale * w + VIEW_MARGIN <= width
    ]
    return round(min(heights), 1) if heights else None


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle on the table, in scene units."""

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
    """Where each thing on the card table goes, in one arrangement (narrow or wide)."""

    face_pile: Box
    digit_pile: Box
    face_card: Box
    digits: tuple[Box, ...]
    number: Box
    """Where the big number goes (under the digits; after them, wide)."""
    multiplier: Box
    """The multiplier badge (under the face card; before it, wide)."""
    banner: Box
    """Whose turn it is, across the top."""
    width: float = SCENE_WIDTH
    """The scene's width in this arrangement."""
    height: float = SCENE_HEIGHT


def card_box(x: float, y: float, width: float) -> Box:
    return Box(x, y, width, width * CARD_ASPECT)


def layout(digit_count: int, wide: bool = False) -> TableLayout:
    """Positions for a turn with ``digit_count`` (0 to 4) digit cards, in the tall or the
    ``wide`` arrangement.

    >>> [round(b.x) for b in layout(2).digits], [round(b.x) for b in layout(4).digits]
    ([540, 776], [540, 776, 1012, 1248])
    >>> wide = layout(3, wide=True)
    >>> [round(b.x) for b in wide.digits], round(wide.number.x), wide.number.right <= wide.width
    ([990, 1226, 1462], 1712, True)
    """
    if not 0 <= digit_count <= 4:
        raise ValueError("a turn has 0 to 4 digit cards")
    if wide:
        return _wide_layout(digit_count)
    top = TOP
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
    number = Box(number_x, face_card.bottom + 40, number_width, NUMBER_HEIGHT)
    multiplier = Box(face_card.x - 30, face_card.bottom + 40, BADGE_WIDTH, NUMBER_HEIGHT)
    banner = Box(MARGIN, 30, SCENE_WIDTH - 2 * MARGIN, 90)
    return TableLayout(face_pile, digit_pile, face_card, digits, number, multiplier, banner)


def _wide_layout(digit_count: int) -> TableLayout:
    """One row: the piles side by side, the multiplier, the face card, the digits, and the
    number just after the last digit (where the eye goes next)."""
    top = WIDE_TOP
    face_pile = card_box(MARGIN, top, PILE_WIDTH)
    digit_pile = card_box(face_pile.right + 40, top, PILE_WIDTH)
    multiplier = Box(digit_pile.right + 30, top, BADGE_WIDTH, NUMBER_HEIGHT)
    face_card = card_box(multiplier.right + 30, top, PLAYED_WIDTH)
    step = PLAYED_WIDTH + GAP
    left = face_card.right + 70
    digits = tuple(card_box(left + i * step, top, PLAYED_WIDTH) for i in range(digit_count))
    end = digits[-1].right if digits else left + 2 * step
    number_width = 600.0
    number_x = min(end + 40, WIDE_WIDTH - MARGIN - number_width)
    # The number's middle level with the cards' middle.
    number = Box(
        number_x, top + (face_card.height - NUMBER_HEIGHT) / 2, number_width, NUMBER_HEIGHT
    )
    banner = Box(MARGIN, 8, WIDE_WIDTH - 2 * MARGIN, 90)
    return TableLayout(
        face_pile,
        digit_pile,
        face_card,
        digits,
        number,
        multiplier,
        banner,
        WIDE_WIDTH,
        WIDE_HEIGHT,
    )
