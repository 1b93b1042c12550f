"""Card pictures: one shared ``QSvgRenderer`` per deck variant, and a pixmap cache.

The deck is one SVG sprite sheet (``resources/cards/deck*.svg``) with a group
per card, its id the card code (``KS``, ``10H``, ``JK``, ``JK2``, ``back``).
Pixmaps are rendered at the exact device size (device pixel ratio included)
and cached, so drawing stays crisp on any screen and cheap while resizing.

The face cards' banner words ("2 DIGITS", the paths marked ``class="digits-2"``)
are redrawn in the player's language before the deck is parsed: the translated
words go through the same stroke font the generator drew them with
(:mod:`~wildwest.ui.table.stroke_font`), so the cards look the same in every
language. Only path numbers made from our own glyphs go into the SVG; a word
with a letter the font lacks becomes an escaped ``<text>`` in a system font.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QByteArray, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from wildwest.present.words import digits_banner
from wildwest.resources import resource_path
from wildwest.ui.table.stroke_font import can_draw, num, stroke_text, text_metrics, text_width

CARD_ASPECT = 350 / 250
"""Height / width of every card."""
_CACHE_LIMIT = 24
"""Pixmaps kept: a turn shows at most 7 cards, so this covers a few sizes while resizing
without holding every card of a game in memory."""
_WIDTH_STEP = 8  # render widths rounded up to a multiple of this, so resizing reuses pixmaps


BANNER_X, BANNER_TOP, BANNER_HEIGHT, BANNER_WIDTH = 125.0, 290.0, 18.0, 86.0
"""Centre, ink top, capital height and widest width of the banner words, in card units
(``build_scripts/make_cards.py`` draws the English words with the same numbers)."""
_BANNER = re.compile(r' class="digits-(\d)"/>')
_PATH_START = '<path d="'
_BANNER_COLOUR = re.compile(r'stroke="(#[0-9a-fA-F]{6})"')
_STROKE_WIDTH = re.compile(r' stroke-width="[0-9.]+"')


def deck_file(four_colour: bool, letters: bool) -> str:
    name = "deck" + ("-4colour" if four_colour else "") + ("-letters" if letters else "")
    return str(resource_path("cards", f"{name}.svg"))


def banner_element(words: str, attributes: str) -> str:
    """The banner's ``words`` as an SVG element in place of a generated one (``attributes``:
    the generated path's, after its ``d``)."""
    if can_draw(words):
        # Condensed to half width at most; a longer word is drawn smaller as well.
        squeezed = text_width(words, BANNER_HEIGHT, condense=0.5)
        height = BANNER_HEIGHT * min(1.0, BANNER_WIDTH / squeezed) if squeezed else BANNER_HEIGHT
        top = BANNER_TOP + (BANNER_HEIGHT - height) / 2
        d = stroke_text(words, BANNER_X, top, height, max_width=BANNER_WIDTH)
        stroke = f' stroke-width="{num(text_metrics(height, 0.16).stroke)}"'
        return f'<path d="{d}"{_STROKE_WIDTH.sub(stroke, attributes, count=1)}/>'
    colour = _BANNER_COLOUR.search(attributes)
    size = min(BANNER_HEIGHT * 1.1, BANNER_WIDTH / (0.75 * max(1, len(words))))
    return (
        f'<text x="{num(BANNER_X)}" y="{num(BANNER_TOP + (BANNER_HEIGHT + size * 0.72) / 2)}" '
        f'font-family="sans-serif" font-weight="bold" font-size="{num(size)}" '
        f'text-anchor="middle" fill="{colour.group(1) if colour else "#ffffff"}">'
        f"{escape(words)}</text>"
    )


def deck_svg(four_colour: bool, letters: bool, banner: Callable[[int], str]) -> bytes:
    """The deck's SVG with the banner words ``banner(count)`` in place of the English ones."""
    with open(deck_file(four_colour, letters), encoding="utf-8") as file:
        svg = file.read()
    elements: dict[tuple[int, str], str] = {}
    pieces: list[str] = []
    done = 0
    for match in _BANNER.finditer(svg):
        start = svg.rfind(_PATH_START, done, match.start())
        attributes = svg.find('"', start + len(_PATH_START)) + 1
        if start < 0 or attributes > match.start():
            continue  # not a generated banner path: leave it
        key = (int(match.group(1)), svg[attributes : match.end() - 2])
        if key not in elements:
            elements[key] = banner_element(" ".join(banner(key[0]).split()), key[1])
        pieces += [svg[done:start], elements[key]]
        done = match.end()
    pieces.append(svg[done:])
    return "".join(pieces).encode("utf-8")


class CardArt(QObject):
    """The one place card images come from. ``changed`` fires when the deck variant changes."""

    changed = Signal()

    def __init__(
        self, parent: QObject | None = None, banner: Callable[[int], str] = digits_banner
    ) -> None:
        super().__init__(parent)
        self._four_colour = False
        self._letters = False
        self._banner = banner
        self._renderer = QSvgRenderer(QByteArray(deck_svg(False, False, banner)), self)
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
        self._renderer.load(QByteArray(deck_svg(four_colour, letters, self._banner)))
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
