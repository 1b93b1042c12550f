"""Colours, badges and the key shared by the prime panel's views.

Every player has a colour AND a short mark (their initials), so who holds a
prime never depends on colour alone. The other colours come from the
application palette, so the light, dark and high-contrast themes all work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from wildwest.present.translate import arg, translate

PLAYER_COLOURS: tuple[str, ...] = (
    "#e69f00",  # orange      (the first seven are the Okabe–Ito colour-blind-safe set)
    "#56b4e9",  # sky blue
    "#009e73",  # green
    "#f0e442",  # yellow
    "#0072b2",  # blue
    "#d55e00",  # vermilion
    "#cc79a7",  # pink
    "#8c564b",  # brown
    "#17becf",  # cyan
    "#bcbd22",  # olive
    "#9467bd",  # purple
    "#7f7f7f",  # grey
    "#2ca02c",  # leaf green
    "#ff9896",  # salmon
)
STAR = "★"


def player_colour(player: int) -> QColor:
    return QColor(PLAYER_COLOURS[player % len(PLAYER_COLOURS)])


def ink_for(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    r, g, b = background.redF(), background.greenF(), background.blueF()
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#000000") if luminance > 0.42 else QColor("#ffffff")


def blend(a: QColor, b: QColor, amount: float) -> QColor:
    """``amount`` of ``b`` mixed into ``a`` (0 → a, 1 → b)."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


@dataclass(frozen=True, slots=True)
class Tones:
    """The colours the painted views use, read from a palette."""

    base: QColor
    text: QColor
    muted: QColor
    accent: QColor
    ink_accent: QColor
    """The accent dark enough (or light enough) to write text in."""
    good: QColor
    bad: QColor
    border: QColor
    highlight: QColor
    prime_fill: QColor
    """Background of a prime nobody holds (in the sieve and the map)."""
    number_fill: QColor
    """Background of a prime of the last number."""
    dark: bool


_TONES: dict[int, Tones] = {}


def tones(palette: QPalette) -> Tones:
    """The painted views' colours for ``palette`` (worked out once per palette)."""
    key = palette.cacheKey()
    found = _TONES.get(key)
    if found is None:
        if len(_TONES) > 64:
            _TONES.clear()
        found = _TONES[key] = _tones(palette)
    return found


def _tones(palette: QPalette) -> Tones:
    role = QPalette.ColorRole
    base = palette.color(role.Base)
    text = palette.color(role.Text)
    dark = base.lightness() < 128
    accent = palette.color(role.Link)
    contrast = text == QColor("#ffffff") and base == QColor("#000000")
    return Tones(
        base=base,
        text=text,
        muted=palette.color(role.PlaceholderText),
        accent=accent,
        ink_accent=accent if dark or contrast else accent.darker(165),
        good=QColor("#00ff66" if contrast else "#8fd19e" if dark else "#1f6b35"),
        bad=QColor("#ff6666" if contrast else "#ff9b8f" if dark else "#a3261c"),
        border=text if contrast else blend(base, text, 0.35),
        highlight=palette.color(role.Highlight),
        prime_fill=blend(base, text, 0.3 if dark else 0.22),
        number_fill=blend(base, accent, 0.75 if dark else 0.6),
        dark=dark,
    )


def scroll_area(name: str, content: QWidget, *, sideways: bool) -> QScrollArea:
    """A frameless scroll area around a page's content (sideways: a horizontal bar if needed)."""
    area = QScrollArea()
    area.setObjectName(name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(
        Qt.ScrollBarPolicy.ScrollBarAsNeeded if sideways else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    )
    area.setWidget(content)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area


def bold(font: QFont, scale: float = 1.0) -> QFont:
    result = QFont(font)
    result.setBold(True)
    if scale != 1.0:
        size = font.pointSizeF()
        if size > 0:
            result.setPointSizeF(size * scale)
        else:
            result.setPixelSize(max(6, round(font.pixelSize() * scale)))
    return result


def scaled(font: QFont, scale: float) -> QFont:
    result = QFont(font)
    size = font.pointSizeF()
    if size > 0:
        result.setPointSizeF(max(5.0, size * scale))
    else:
        result.setPixelSize(max(6, round(font.pixelSize() * scale)))
    return result


def paint_badge(painter: QPainter, rect: QRectF, mark: str, colour: QColor, font: QFont) -> None:
    """A player's mark on their colour: a rounded tag, readable without the colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(160), 1))
    painter.setBrush(colour)
    radius = min(rect.height(), rect.width()) * 0.3
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(ink_for(colour))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()


def paint_star(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """A five-pointed star: the sign for "a prime of the last number"."""
    import math

    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() - r * math.sin(angle)))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(170), max(1.0, radius * 0.12)))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(points))
    painter.restore()


def legend_text(players: Sequence[str], marks: Sequence[str], number: int | None = None) -> str:
    """The key in words, for screen readers."""
    if not players:
        return translate("Style", "No game yet.")
    words = [
        arg(translate("Style", "%1 is %2"), mark, name)
        for name, mark in zip(players, marks, strict=True)
    ]
    if number is not None:
        words.append(arg(translate("Style", "a star marks the primes of %1"), number))
    #: %1 the marks, "A is Ann; B is Ben; a star marks the primes of 360"
    return arg(translate("Style", "Key: %1."), "; ".join(words))
