"""Where a callout bubble goes: beside what it points at, never off the window or over it.

Plain arithmetic on ``(x, y, width, height)`` rectangles, so it is tested without widgets:

>>> place_bubble((0, 0, 1000, 600), (400, 500, 100, 40), (300, 150))
Placement(x=300, y=338, side='above')
>>> place_bubble((0, 0, 1000, 600), None, (300, 150))
Placement(x=350, y=442, side='none')
"""

from __future__ import annotations

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


def place_bubble(area: Rect, target: Rect | None, size: tuple[int, int]) -> Placement:
    """The bubble's top-left corner inside ``area`` for a bubble of ``size``: below the
    target, else above, right or left of it (the first side with room, centred on it as far
    as the area allows); else over the area's corner that covers the least of it.
    The bubble is always inside ``area`` (less :data:`MARGIN`) when it is small enough."""
    ax, ay, aw, ah = area
    width, height = size
    low_x, high_x = ax + MARGIN, ax + aw - MARGIN - width
    low_y, high_y = ay + MARGIN, ay + ah - MARGIN - height
    if target is None:
        return Placement(
            _clamp(ax + (aw - width) // 2, low_x, high_x), _clamp(high_y, low_y, high_y), "none"
        )
    tx, ty, tw, th = target
    centre_x = _clamp(tx + (tw - width) // 2, low_x, high_x)
    centre_y = _clamp(ty + (th - height) // 2, low_y, high_y)
    tries = (
        ("below", centre_x, ty + th + GAP, ty + th + GAP <= high_y),
        ("above", centre_x, ty - GAP - height, ty - GAP - height >= low_y),
        ("right", tx + tw + GAP, centre_y, tx + tw + GAP <= high_x),
        ("left", tx - GAP - width, centre_y, tx - GAP - width >= low_x),
    )
    for side, x, y, fits in tries:
        if fits:
            return Placement(x, y, side)
    corners = [(x, y) for x in (low_x, max(low_x, high_x)) for y in (low_y, max(low_y, high_y))]
    x, y = min(corners, key=lambda c: overlap((c[0], c[1], width, height), target))
    return Placement(x, y, "over")


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
