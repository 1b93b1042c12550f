"""Where a callout bubble goes: always inside the window, beside its target when there is
room, and the arrow runs from the bubble to the target."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from wildwest.ui.tutorial.placement import GAP, MARGIN, arrow_line, overlap, place_bubble

AREA = (0, 30, 1024, 540)


@given(
    st.tuples(st.integers(0, 1000), st.integers(30, 560), st.integers(1, 400), st.integers(1, 300)),
    st.tuples(st.integers(150, 600), st.integers(80, 400)),
)
def test_the_bubble_is_always_inside_the_area(target, size):
    """Wherever the target is and however big the bubble (up to the area less margins), the
    bubble lies wholly inside the area, and off its target when a side had room."""
    bw, bh = size
    spot = place_bubble(AREA, target, (bw, bh))
    ax, ay, aw, ah = AREA
    assert ax + MARGIN <= spot.x and spot.x + bw <= ax + aw - MARGIN
    assert ay + MARGIN <= spot.y and spot.y + bh <= ay + ah - MARGIN
    if spot.side in ("below", "above", "right", "left"):
        assert overlap((spot.x, spot.y, bw, bh), target) == 0


def test_a_target_at_the_bottom_gets_its_bubble_above():
    """The answer box near the bottom: the bubble sits above it, a gap away."""
    spot = place_bubble(AREA, (10, 500, 400, 30), (300, 150))
    assert spot.side == "above" and spot.y + 150 + GAP == 500


def test_a_target_filling_the_area_gets_the_corner_that_covers_least():
    """A target as big as the area (a whole page): the bubble goes over it, in a corner."""
    spot = place_bubble(AREA, (100, 40, 900, 500), (300, 150))
    assert spot.side == "over"
    assert spot.x in (MARGIN, 1024 - MARGIN - 300)


def test_the_arrow_runs_from_the_bubble_to_the_target():
    """The arrow starts on the bubble's edge facing the target and ends on the target."""
    (sx, sy), (ex, ey) = arrow_line((100, 300, 200, 100), (150, 100, 50, 50))
    assert sy == 300 and ey == 150 and 150 <= ex <= 200 and 100 <= sx <= 300
