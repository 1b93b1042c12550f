"""Where a callout bubble goes: beside what it points at, never off the window or over it.

Plain arithmetic on ``(x, y, width, height)`` rectangles, so it is tested without widgets:

>>> place_bubble((0, 0, 1000, 600), (400, 500, 100, 40), (300, 150))
Placement(x=300, y=338, side='above')
>>> place_bubble((0, 0, 1000, 600), None, (300, 150))
Placement(x=350, y=442, side='none')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Rect = tuple[int, int, int, int]
"""``(x, y, width, height)``."""

GAP = 12
"""Between the bubble and what it points at (room for the arrow's head)."""
MARGIN = 8
"""Between the bubble and the edge of the window."""


@dataclass(frozen=True, slots=True)
class Placement:
    x: int
    y: int
    side: str
    """Where the bubble is, seen from its target: ``below``, ``above``, ``right``, ``left``;
    ``over`` when no side has room (it then keeps to the corner farthest from the target);
    ``none`` with no target (the bubble sits at the bottom of the window)."""


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, max(low, high)))


def overlap(a: Rect, b: Rect) -> int:
    """The area two rectangles share.

    >>> overlap((0, 0, 10, 10), (5, 5, 10, 10)), overlap((0, 0, 10, 10), (20, 0, 5, 5))
    (25, 0)
    """
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0, width) * max(0, height)


def place_bubble(
    area: Rect, target: Rect | None, size: tuple[int, int], avoid: Sequence[Rect] = ()
) -> Placement:
    """The bubble's top-left corner inside ``area`` for a bubble of ``size``: beside the
    target (below, above, right or left of it, centred on it or along the area's edge),
    never over it where any place beside it is free, and covering as little of ``avoid``
    (what the step talks about: the number, the cards, the feedback; the first the most
    important: less of it covered wins over any of the next) as it can; else over the
    area's corner that covers the least of them. The bubble is always inside
    ``area`` (less :data:`MARGIN`) when it is small enough.

    >>> place_bubble((0, 0, 1000, 600), (400, 100, 100, 40), (300, 150), [(350, 150, 200, 200)])
    Placement(x=8, y=152, side='below')
    """
    ax, ay, aw, ah = area
    width, height = size
    low_x, high_x = ax + MARGIN, max(ax + MARGIN, ax + aw - MARGIN - width)
    low_y, high_y = ay + MARGIN, max(ay + MARGIN, ay + ah - MARGIN - height)
    corners = [(x, y) for y in (high_y, low_y) for x in (low_x, high_x)]
    if target is None:
        bottom = (_clamp(ax + (aw - width) // 2, low_x, high_x), high_y)
        spots = [bottom, *corners]
        x, y = min(spots, key=lambda c: covered((c[0], c[1], width, height), avoid))
        return Placement(x, y, "none")
    tx, ty, tw, th = target
    centre_x = _clamp(tx + (tw - width) // 2, low_x, high_x)
    centre_y = _clamp(ty + (th - height) // 2, low_y, high_y)
    tries: list[tuple[str, int, int]] = []
    for x in (centre_x, low_x, high_x):
        tries.append(("below", x, ty + th + GAP))
        tries.append(("above", x, ty - GAP - height))
    for y in (centre_y, low_y, high_y):
        tries.append(("right", tx + tw + GAP, y))
        tries.append(("left", tx - GAP - width, y))
    tries += [("over", x, y) for x, y in corners]
    best: tuple[tuple[int, tuple[int, ...], int], Placement] | None = None
    for rank, (side, raw_x, raw_y) in enumerate(tries):
        x, y = _clamp(raw_x, low_x, high_x), _clamp(raw_y, low_y, high_y)
        bubble = (x, y, width, height)
        on_target = overlap(bubble, target)
        score = (on_target, covered(bubble, avoid), rank)
        if best is None or score < best[0]:
            best = (score, Placement(x, y, "over" if on_target else side))
    assert best is not None
    return best[1]


def covered(bubble: Rect, avoid: Sequence[Rect]) -> tuple[int, ...]:
    """How much of each of ``avoid`` the bubble covers, the most important first (compared
    as a whole: less of the first wins over any of the rest).

    >>> covered((0, 0, 10, 10), [(5, 5, 10, 10), (20, 0, 5, 5)])
    (25, 0)
    """
    return tuple(overlap(bubble, rect) for rect in avoid)


def arrow_line(bubble: Rect, target: Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """From the middle of the bubble's edge nearest the target to the target's nearest edge.

    >>> arrow_line((0, 100, 100, 50), (40, 0, 20, 20))
    ((50, 100), (50, 20))
    """
    bx, by, bw, bh = bubble
    tx, ty, tw, th = target
    if ty + th <= by:  # the target is above
        return (bx + bw // 2, by), (_clamp(bx + bw // 2, tx, tx + tw), ty + th)
    if ty >= by + bh:  # below
        return (bx + bw // 2, by + bh), (_clamp(bx + bw // 2, tx, tx + tw), ty)
    if tx >= bx + bw:  # to the right
        return (bx + bw, by + bh // 2), (tx, _clamp(by + bh // 2, ty, ty + th))
    return (bx, by + bh // 2), (tx + tw, _clamp(by + bh // 2, ty, ty + th))
