"""Card pictures: one shared ``QSvgRenderer`` per deck variant, and a pixmap cache.

The deck is one SVG sprite sheet (``resources/cards/deck*.svg``) with a group
per card, its id the card code (``KS``, ``10H``, ``JK``, ``JK2``, ``back``).
Pixmaps are rendered at the exact device size (device pixel ratio included)
and cached, so drawing stays crisp on any screen and cheap while resizing.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from wildwest.resources import resource_path

CARD_ASPECT = 350 / 250
"""Height / width of every card."""
_CACHE_LIMIT = 24
"""Pixmaps kept: a turn shows at most 7 cards, so this covers a few sizes while resizing
without holding every card of a game in memory."""
_WIDTH_STEP = 8  # render widths rounded up to a multiple of this, so resizing reuses pixmaps


def deck_file(four_colour: bool, letters: bool) -> str:
    name = "deck" + ("-4colour" if four_colour else "") + ("-letters" if letters else "")
    return str(resource_path("cards", f"{name}.svg"))


class CardArt(QObject):
    """The one place card images come from. ``changed`` fires when the deck variant changes."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._four_colour = False
        self._letters = False
        self._renderer = QSvgRenderer(deck_file(False, False), self)
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()

    @property
    def renderer(self) -> QSvgRenderer:
        return self._renderer

    @property
    def variant(self) -> tuple[bool, bool]:
        return self._four_colour, self._letters

    def set_variant(self, four_colour: bool, letters: bool) -> None:
        """Switch to the four-colour deck and/or suit letters in the corners."""
        if (four_colour, letters) == self.variant:
            return
        self._four_colour, self._letters = four_colour, letters
        self._renderer.load(deck_file(four_colour, letters))
        self._cache.clear()
        self.changed.emit()

    def has_card(self, code: str) -> bool:
        return self._renderer.elementExists(code)

    def image(self, code: str, width: int) -> QImage:
        """The card drawn ``width`` pixels wide on a transparent background (uncached)."""
        height = round(width * CARD_ASPECT)
        image = QImage(QSize(width, height), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, code, QRectF(0, 0, width, height))
        painter.end()
        return image

    def pixmap(self, code: str, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A cached pixmap at least ``width`` logical pixels wide for this screen's pixel ratio."""
        device_width = max(8, int(width * device_pixel_ratio + 0.999))
        device_width = -(-device_width // _WIDTH_STEP) * _WIDTH_STEP
        key = (code, device_width, round(device_pixel_ratio, 3))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self.image(code, device_width))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._cache[key] = pixmap
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap
