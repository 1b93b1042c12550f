"""A readable card table (issue 27): on the table's screens, a played card's rank and the
number are at least a stated size in pixels at each screen size and text size.

The sizes (:data:`LEAST_RANK`, in pixels: a capital's height) come from the distance the
table is read from. A capital about 17 minutes of arc high reads comfortably (three times the
5′ letter of 20/20 vision):

- *Normal* text (1.0): a pupil at their own screen, about 50 cm away: 2.5 mm, which is
  12 px on the screens Wild West runs on (a 10" netbook at 1024, a 13" laptop at 1366, a
  15.6" screen at 1920: pixels of 0.18 to 0.22 mm).
- *Projector* text (2.0): the back row of a classroom, about 7 m from an image about 2.5 m
  wide: 35 mm, 1.4 % of the image's width whatever its resolution: 14.3 px at 1024,
  19.1 px at 1366 and 26.9 px at 1920.
- *Large* (1.25) and *Larger* (1.5) text: the rows between, the share of the width growing
  with the text size (0.35 % and 0.7 %), never less than the 12 px at arm's length.

The number, which everyone in the room factors, is at least twice the least rank.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

LEAST_RANK: dict[tuple[tuple[int, int], float], float] = {
    ((1024, 600), 1.0): 12.0,
    ((1024, 600), 1.25): 12.0,
    ((1024, 600), 1.5): 12.0,
    ((1024, 600), 2.0): 14.3,
    ((1366, 768), 1.0): 12.0,
    ((1366, 768), 1.25): 12.0,
    ((1366, 768), 1.5): 12.0,
    ((1366, 768), 2.0): 19.1,
    ((1920, 1080), 1.0): 12.0,
    ((1920, 1080), 1.25): 12.0,
    ((1920, 1080), 1.5): 13.4,
    ((1920, 1080), 2.0): 26.9,
}
"""The least height of a played card's rank, in pixels, by screen size and text size."""
INDEX_SHARE = 62 / 250
"""A card's corner index (its rank) is 62 units high on a card 250 wide (the card art)."""
PLAYED_CARD_WIDTH = 210
"""A played card's width on the table, in scene units."""
TABLE_SCREENS = ("table-steal", "table-answer", "table-ladder", "real-cards-table")
"""The screens on which the table is the page on show (not under a whole-window screen)."""


def check_readable_table(window: QWidget, size: tuple[int, int], scale: float) -> list[str]:
    """The played cards' rank and the number on ``window``'s card table, against the least
    for ``size`` and ``scale``: one line per size that is too small."""
    from wildwest.ui.table.card_table import CardTable

    table = window.findChild(CardTable, "cardTable")
    if table is None or not table.isVisible():
        return ["cardTable: not on show"]
    least = LEAST_RANK[(size, scale)]
    shown = table.shown_scale()  # on-screen pixels per scene unit
    rank = PLAYED_CARD_WIDTH * shown * INDEX_SHARE
    number = QFontMetricsF(table.number.font).capHeight() * shown
    problems = []
    if rank < least:
        problems.append(
            f"cardTable: a card's rank is {rank:.1f} px high, {least:.1f} px are needed "
            f"(the table is {table.width()}×{table.height()} px)"
        )
    if number < 2 * least:
        problems.append(
            f"cardTable: the number is {number:.1f} px high, {2 * least:.1f} px are needed"
        )
    return problems
