"""Pictures the card table draws once and copies (card_table.DevicePictures, issue 31): the
slots' dashed outlines and the piles' stacked backs."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from wildwest.ui.table.card_table import DevicePictures

AREA = QRectF(-2, -2, 64, 84)


def outline(on: QPainter) -> None:
    """A dashed, antialiased outline, as a slot's (the costly kind of picture)."""
    on.setRenderHint(QPainter.RenderHint.Antialiasing)
    on.setPen(QPen(QColor(207, 232, 213, 150), 3, Qt.PenStyle.DashLine))
    on.setBrush(QColor(255, 255, 255, 18))
    on.drawRoundedRect(QRectF(0, 0, 60, 80), 14, 14)


def canvas(ratio: float = 1.0) -> QImage:
    size = round(300 * ratio), round(240 * ratio)
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#2e6b45"))
    return image


def painted(ratio: float, scale: float, at: QPointF, draw: Callable[[QPainter], None]) -> QImage:
    image = canvas(ratio)
    painter = QPainter(image)
    painter.translate(20, 30)  # whole device pixels, as a cached item's picture is placed
    painter.scale(scale, scale)
    draw(painter)
    painter.end()
    return image


def largest_difference(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q:
                worst = max(worst, *(abs((p >> k & 255) - (q >> k & 255)) for k in (0, 8, 16)))
    return worst


@pytest.mark.parametrize(("ratio", "scale"), [(1.0, 1.0), (1.0, 1.5), (2.0, 1.0), (1.0, 0.5)])
def test_a_copied_picture_matches_the_one_drawn_in_place(qapp, ratio, scale):
    """Copied at the device's resolution, the picture has the pixels it has drawn where it
    goes (within the rounding of drawing it on its own), at any scale and pixel ratio."""
    pictures = DevicePictures()
    at = QPointF(10, 4)

    def in_place(painter: QPainter) -> None:
        painter.save()
        painter.translate(at)
        outline(painter)
        painter.restore()

    direct = painted(ratio, scale, at, in_place)
    copied = painted(ratio, scale, at, lambda p: pictures.draw(p, ("slot",), AREA, outline, at))
    assert len(pictures) == 1
    assert largest_difference(direct, copied) <= 3
    assert largest_difference(direct, canvas(ratio)) > 100  # something was drawn at all


def test_one_picture_serves_every_copy_and_the_oldest_goes(qapp):
    """The same key at the same size is drawn once however often it is copied; new keys or
    sizes make new pictures, the oldest let go past the limit; clear() forgets them all."""
    calls: list[str] = []

    def counted(on: QPainter) -> None:
        calls.append("drawn")
        outline(on)

    pictures = DevicePictures(limit=3)
    image = canvas()
    painter = QPainter(image)
    for i in range(5):
        pictures.draw(painter, ("slot",), AREA, counted, QPointF(i * 3.0, -i * 3.0))
    assert (len(pictures), len(calls)) == (1, 1)
    painter.scale(1.25, 1.25)  # the window was resized: the table is scaled anew
    pictures.draw(painter, ("slot",), AREA, counted)
    assert (len(pictures), len(calls)) == (2, 2)
    for key in ("a", "b", "c"):
        pictures.draw(painter, (key,), AREA, counted)
    assert len(pictures) == 3
    pictures.draw(painter, ("a",), AREA, counted)  # kept: not drawn again
    assert len(calls) == 5
    pictures.draw(painter, ("slot",), AREA, counted)  # let go: drawn again
    assert len(calls) == 6
    painter.end()
    pictures.clear()
    assert len(pictures) == 0


def test_a_turned_or_uneven_painter_draws_in_place(qapp):
    """A picture copied under a turn or an uneven scale would not line up: it is drawn in
    place instead, and nothing is kept."""
    pictures = DevicePictures()
    for turn in (lambda p: p.rotate(10), lambda p: p.scale(1.0, 2.0)):
        image = canvas()
        painter = QPainter(image)
        painter.translate(100, 50)
        turn(painter)
        pictures.draw(painter, ("slot",), AREA, outline)
        painter.end()
        assert len(pictures) == 0
        assert largest_difference(image, canvas()) > 100


def test_the_table_draws_each_slot_outline_and_pile_back_once(make_window, qtbot):
    """The first paint of a game's table: five slots and two piles of stacked backs come
    from at most three pictures (the face card's slot may be another size), and a deck
    changed (four colours) forgets them."""
    from wildwest.engine import shuffled_deal

    window = make_window(shuffled_deal(["Ann", "Ben"], seed=4821).to_dict(), "practice")
    table = window.table
    qtbot.waitUntil(lambda: len(table.pictures) >= 2)
    assert len(table.pictures) <= 3
    table._art.set_variant(True, False)
    assert len(table.pictures) == 0
