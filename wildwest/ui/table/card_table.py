"""The card table: a ``QGraphicsView`` on a felt background, scaled to the window.

Items are created once and updated (card items are keyed by slot, not rebuilt
per turn). The view is passive: :meth:`CardTable.show_view` lays out a
:class:`~wildwest.present.view_state.TableView` as it is, at once; the motion
comes after, from the events: :meth:`CardTable.deal_in` flies the cards now on
the table in from the piles, :meth:`CardTable.pop_steal` makes the STEAL! banner
pop. Skipping an animation only jumps to what is already shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import CardsDrawn, DrawnCards, TableView, TurnScored, ViewEvent
from wildwest.ui.accessibility.cards import SpokenCards
from wildwest.ui.look.theme import TablePalette
from wildwest.ui.look.widgets import python_viewport
from wildwest.ui.table import layout as table_layout
from wildwest.ui.table.card_art import CardArt
from wildwest.ui.table.layout import SCENE_HEIGHT, SCENE_WIDTH, Box

if TYPE_CHECKING:  # the animations' classes are built by PySide when first named (issue 31)
    from PySide6.QtCore import (
        QParallelAnimationGroup,
        QPropertyAnimation,
        QSequentialAnimationGroup,
    )

DISPLAY_FAMILIES = ["Rockwell", "Georgia", "DejaVu Serif", "Times New Roman", "serif"]
GOLD = QColor("#e8b84a")


def display_font(pixel_size: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setFamilies(DISPLAY_FAMILIES)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def _device_ratio(painter: QPainter) -> float:
    """The pixel ratio of whatever is being painted on (a screen, an image, a printer)."""
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _paint_scale(painter: QPainter) -> float:
    """How many logical pixels one scene unit covers right now."""
    transform = painter.worldTransform()
    return math.hypot(transform.m11(), transform.m12())


def draw_card(painter: QPainter, art: CardArt, code: str, rect: QRectF, shadow: QColor) -> None:
    """A card picture with a soft shadow, from a pixmap at the painter's device resolution."""
    path = QPainterPath()
    path.addRoundedRect(rect.translated(rect.width() * 0.024, rect.width() * 0.033), 14, 14)
    painter.fillPath(path, shadow)
    pixmap = art.pixmap(code, rect.width() * _paint_scale(painter), _device_ratio(painter))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


_EVEN = (
    QTransform.TransformationType.TxNone,
    QTransform.TransformationType.TxTranslate,
    QTransform.TransformationType.TxScale,
)
"""Transforms a picture can be copied under (no turn, shear or perspective)."""


class DevicePictures:
    """Pictures drawn once at the device's resolution, then copied wherever they go.

    A table shows the same picture more than once: the five dashed card slots, and each
    pile's stacked backs with their shadows. Drawing one with antialiasing took about
    0.4 ms, each time, at the first paint (issue 31); a copy of the same pixels is cheap. A
    picture is kept by its key and its size on the device, the last :attr:`limit` of them
    (a window resized to another size makes new ones)."""

    def __init__(self, limit: int = 8) -> None:
        self.limit = limit
        self._pixmaps: dict[tuple[object, ...], QPixmap] = {}

    def __len__(self) -> int:
        return len(self._pixmaps)

    def clear(self) -> None:
        """Forget every picture (the cards' art changed)."""
        self._pixmaps.clear()

    def draw(
        self,
        painter: QPainter,
        key: tuple[object, ...],
        area: QRectF,
        paint: Callable[[QPainter], None],
        at: QPointF | None = None,
    ) -> None:
        """Draw the picture ``paint`` draws inside ``area`` (item units), its origin ``at``
        (default the item's origin). Only ``key`` (with the size on the device) tells
        pictures apart. Under a turn or uneven scale ``paint`` draws on ``painter`` itself."""
        origin = QPointF() if at is None else at
        transform = painter.worldTransform()
        ratio = _device_ratio(painter)
        scale = transform.m11() * ratio
        even = transform.type() in _EVEN and math.isclose(transform.m11(), transform.m22())
        if not even or scale <= 0:
            painter.save()
            painter.translate(origin)
            paint(painter)
            painter.restore()
            return
        width, height = math.ceil(area.width() * scale), math.ceil(area.height() * scale)
        full_key = (*key, width, height, round(scale, 4))
        pixmap = self._pixmaps.pop(full_key, None)
        if pixmap is None:
            image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            drawing = QPainter(image)
            drawing.scale(scale, scale)
            drawing.translate(-area.topLeft())
            paint(drawing)
            drawing.end()
            pixmap = QPixmap.fromImage(image)
            while len(self._pixmaps) >= self.limit:
                del self._pixmaps[next(iter(self._pixmaps))]
        self._pixmaps[full_key] = pixmap  # the newest last
        pixmap.setDevicePixelRatio(ratio)
        corner = transform.map(origin + area.topLeft())  # logical pixels of the device
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(
            QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), pixmap
        )
        painter.restore()


class TableItem(QGraphicsObject):
    """Base of everything on the table: themed by a :class:`TablePalette`, cached on the device.

    The device-coordinate cache means an unchanged item is redrawn by copying a
    pixmap, so repaints (and animations of other items) stay cheap.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._palette = TablePalette()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_palette(self, palette: TablePalette) -> None:
        self._palette = palette
        self.update()


class CardItem(TableItem):
    """One card on the table, drawn from the shared card art at the device's resolution."""

    def __init__(self, art: CardArt, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._width = width
        self._code = "back"
        self._marked = False

    def boundingRect(self) -> QRectF:
        pad = self._width * 0.12
        return QRectF(-pad, -pad * 2.2, self._width + 2 * pad, self.height + 3.2 * pad)

    @property
    def height(self) -> float:
        return self._width * table_layout.CARD_ASPECT

    @property
    def code(self) -> str:
        return self._code

    def set_card(self, code: str, width: float | None = None) -> None:
        if width is not None and width != self._width:
            self.prepareGeometryChange()
            self._width = width
        self._code = code
        self.update()

    def set_marked(self, marked: bool) -> None:
        """Mark a card that matches the face card's suit (a star and a raised gold edge)."""
        if marked != self._marked:
            self._marked = marked
            self.update()

    @property
    def marked(self) -> bool:
        return self._marked

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        card = QRectF(0, 0, self._width, self.height)
        if self._marked:
            glow = QPainterPath()
            glow.addRoundedRect(card.adjusted(-9, -9, 9, 9), 20, 20)
            painter.fillPath(glow, self._palette.accent)
        draw_card(painter, self._art, self._code, card, QColor(0, 0, 0, 70))
        if self._marked:
            _draw_star(
                painter,
                QPointF(self._width / 2, -self._width * 0.1),
                self._width * 0.11,
                self._palette.accent,
            )


def _star_polygon(center: QPointF, radius: float, points: int = 5) -> QPolygonF:
    corners = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / points
        corners.append(QPointF(center.x() + r * math.cos(angle), center.y() + r * math.sin(angle)))
    return QPolygonF(corners)


def _draw_star(painter: QPainter, center: QPointF, radius: float, colour: QColor) -> None:
    painter.setPen(QPen(QColor("#3b2412"), max(1.5, radius * 0.12)))
    painter.setBrush(colour)
    painter.drawPolygon(_star_polygon(center, radius))


def pile_layers(count: int) -> int:
    """How many backs a pile of ``count`` cards shows stacked (none when it is empty)."""
    return min(4, max(1, count // 6 + 1)) if count else 0


class PileItem(TableItem):
    """A face-down pile: a few stacked backs, its name, and how many cards are left (a
    :class:`PileCount` of its own: the count changes every draw, the stack every sixth)."""

    def __init__(self, art: CardArt, box: Box, label: str, pictures: DevicePictures) -> None:
        super().__init__()
        self._art, self._box, self._label = art, box, label
        self._pictures = pictures
        self._count = 0
        self.setPos(box.x, box.y)
        self.left = PileCount(self, box.width, box.height)

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -12, self._box.width + 24, self._box.height + 110)

    def set_box(self, box: Box) -> None:
        """The table's arrangement changed: the pile's new place (same size)."""
        self._box = box
        self.setPos(box.x, box.y)

    def set_count(self, count: int) -> None:
        if count != self._count:
            if pile_layers(count) != pile_layers(self._count):
                self.update()  # the stack itself changes: its cached picture is drawn again
            self._count = count
            self.left.set_count(count)

    @property
    def count(self) -> int:
        return self._count

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        width, height = self._box.width, self._box.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layers = pile_layers(self._count)
        if layers == 0:
            pen = QPen(self._palette.slot, 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, width, height), 12, 12)
        shadow = QColor(0, 0, 0, 50)
        card = QRectF(0, 0, width, height)

        def back(on: QPainter) -> None:
            on.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw_card(on, self._art, "back", card, shadow)

        area = card.adjusted(-1, -1, width * 0.03 + 1, width * 0.04 + 1)  # with its shadow
        key = ("back", *self._art.variant)
        for i in range(layers - 1, -1, -1):  # one back with its shadow, copied per layer
            self._pictures.draw(painter, key, area, back, QPointF(i * 3.0, -i * 3.0))
        painter.setPen(self._palette.ink)
        painter.setFont(fitted_font(self._label, width + 20, 28, 16))  # a longer word shrinks
        painter.drawText(
            QRectF(-20, height + 10, width + 40, 36), Qt.AlignmentFlag.AlignHCenter, self._label
        )


class PileCount(TableItem):
    """``12 left`` (or ``empty``) under a pile, drawn and cached on its own (issue 31: the
    whole pile's picture was drawn again at every draw for it, about 1 ms a pile)."""

    def __init__(self, pile: PileItem, width: float, height: float) -> None:
        super().__init__(pile)
        self._count = 0
        self._box = QRectF(-20, height + 46, width + 40, 34)

    def boundingRect(self) -> QRectF:
        return self._box

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self._palette.ink)
        painter.setFont(display_font(24, bold=False))
        left = (
            arg(translate("PileItem", "%1 left"), self._count)
            if self._count
            else translate("PileItem", "empty")
        )
        painter.drawText(self._box, Qt.AlignmentFlag.AlignHCenter, left)


class SlotItem(TableItem):
    """A dashed outline where a card will go, with a short hint inside."""

    def __init__(self, box: Box, pictures: DevicePictures, text: str = "") -> None:
        super().__init__()
        self._box = box
        self._pictures = pictures
        self._text = text
        self.setPos(box.x, box.y)

    def set_text(self, text: str) -> None:
        self._text = text
        self.update()

    def set_box(self, box: Box) -> None:
        self.prepareGeometryChange()
        self._box = box
        self.setPos(box.x, box.y)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._box.width + 4, self._box.height + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        colour = QColor(self._palette.slot)
        colour.setAlpha(150)
        width, height = self._box.width, self._box.height

        def outline(on: QPainter) -> None:
            on.setRenderHint(QPainter.RenderHint.Antialiasing)
            on.setPen(QPen(colour, 3, Qt.PenStyle.DashLine))
            on.setBrush(QColor(255, 255, 255, 18))
            on.drawRoundedRect(QRectF(0, 0, width, height), 14, 14)

        self._pictures.draw(painter, ("slot", colour.rgba()), self.boundingRect(), outline)
        if self._text:
            painter.setPen(colour)
            painter.setFont(display_font(26, bold=False))
            painter.drawText(
                QRectF(12, 0, self._box.width - 24, self._box.height),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self._text,
            )


class TextItem(TableItem):
    """Centred text in a box, with an optional outline so it reads on any felt."""

    def __init__(self, box: Box, pixel_size: float, bold: bool = True) -> None:
        super().__init__()
        self._box = box
        self._text = ""
        self._font = display_font(pixel_size, bold)
        self._colour: QColor | None = None
        self._align = Qt.AlignmentFlag.AlignCenter
        self.setPos(box.x, box.y)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._box.width, self._box.height)

    def set_box(self, box: Box) -> None:
        """The table's arrangement changed: the text's new box."""
        self.prepareGeometryChange()
        self._box = box
        self.setPos(box.x, box.y)

    def text_rect(self) -> QRectF:
        """Where the words are drawn, in scene units (for a callout's ring round them)."""
        if not self._text:
            return QRectF()
        flags = int(self._align) | int(Qt.TextFlag.TextWordWrap)
        shown = QFontMetricsF(self._font).boundingRect(self.boundingRect(), flags, self._text)
        return shown.translated(self.pos())

    @property
    def font(self) -> QFont:
        return self._font

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        if text != self._text or colour != self._colour:
            self._text, self._colour = text, colour
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        rect = self.boundingRect()
        painter.setPen(QColor(0, 0, 0, 120))
        flags = int(self._align) | int(Qt.TextFlag.TextWordWrap)
        painter.drawText(rect.translated(3, 4), flags, self._text)
        painter.setPen(self._colour or self._palette.ink)
        painter.drawText(rect, flags, self._text)


class BadgeItem(TableItem):
    """The multiplier: a sheriff's star with ×N and the number of suit matches under it."""

    def __init__(self, box: Box) -> None:
        super().__init__()
        self._box = box
        self._multiplier = 0
        self._caption = ""
        self.setPos(box.x, box.y)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._box.width, self._box.height)

    def set_box(self, box: Box) -> None:
        """The table's arrangement changed: the badge's new place (same size)."""
        self._box = box
        self.setPos(box.x, box.y)

    def set_value(self, multiplier: int, caption: str) -> None:
        self._multiplier, self._caption = multiplier, caption
        self.update()

    @property
    def multiplier(self) -> int:
        return self._multiplier

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._multiplier:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self._box.width
        center = QPointF(width / 2, 78)
        radius = 78.0
        colour = self._palette.accent if self._multiplier > 1 else QColor("#9aa39c")
        _draw_star(painter, center, radius, colour)
        painter.setBrush(QColor("#3b2412"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(center, radius * 0.42, radius * 0.42)
        painter.setPen(QColor("#fdf3dc"))
        painter.setFont(display_font(40))
        painter.drawText(
            QRectF(center.x() - 50, center.y() - 30, 100, 60),
            Qt.AlignmentFlag.AlignCenter,
            f"×{self._multiplier}",
        )
        painter.setPen(self._palette.ink)
        font = display_font(24, bold=False)
        if QFontMetricsF(font).horizontalAdvance(self._caption) > width:  # shrink, then wrap
            font = fitted_font(self._caption, width, 24, 16)
            font.setBold(False)
        painter.setFont(font)
        painter.drawText(
            QRectF(-20, 164, width + 40, 66),
            Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
            self._caption,
        )


def fitted_font(text: str, width: float, largest: float, smallest: float) -> QFont:
    """The largest display font (``largest`` down to ``smallest`` pixels) whose one line of
    ``text`` fits ``width`` scene units; below that the caller wraps."""
    size = largest
    while size > smallest:
        font = display_font(size)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font
        size -= 2
    return display_font(smallest)


class StealBanner(QGraphicsObject):
    """STEAL! across the top of the table: the word on a red ribbon with golden rays behind
    it, and under it who took what from whom, always in full (the text shrinks to fit, then
    wraps). It pops in, the rays spin and sparkle for a moment, and it stays until the next
    draw."""

    WIDTH = SCENE_WIDTH - 120.0
    HEIGHT = 120.0
    TITLE = QT_TRANSLATE_NOOP("StealBanner", "STEAL!")
    TITLE_WIDTH = 360.0
    REST = QPointF(SCENE_WIDTH / 2, 8 + HEIGHT / 2)
    """Where it stays: a strip across the top, clear of the cards and the number."""
    CENTRE = QPointF(SCENE_WIDTH / 2, SCENE_HEIGHT / 2)

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._grow = 1.0
        self._spin = 1.0
        self.rest_at = self.REST
        """Where it stays in the table's arrangement now (see :meth:`place`)."""
        self.centre_at = self.CENTRE
        self.rest_size = 1.0
        """Its size at rest in the arrangement now (smaller in the wide one)."""
        self.setZValue(20)
        self.setPos(self.REST)

    def place(self, width: float, height: float, size: float = 1.0) -> None:
        """The table's arrangement is ``width`` × ``height`` scene units: its strip across
        the top (the ribbon ``size`` times as big) and the middle it pops from are there."""
        self.rest_size = size
        self.rest_at = QPointF(width / 2, 8 + self.HEIGHT * size / 2)
        self.centre_at = QPointF(width / 2, height / 2)
        self.rest()

    def boundingRect(self) -> QRectF:
        return QRectF(
            -self.WIDTH / 2 - 20, -self.HEIGHT / 2 - 20, self.WIDTH + 40, self.HEIGHT + 40
        )

    def _get_grow(self) -> float:
        return self._grow

    def _set_grow(self, value: float) -> None:
        self._grow = value
        self.setScale(value)

    grow = Property(float, _get_grow, _set_grow)

    def _get_spin(self) -> float:
        return self._spin

    def _set_spin(self, value: float) -> None:
        self._spin = value
        self.update()

    spin = Property(float, _get_spin, _set_spin)
    """0 → 1 while the rays turn and the sparkles fly (the celebration)."""

    def begin_celebration(self) -> None:
        """Small, in the middle of the table, rays still: where the celebration starts."""
        self.setPos(self.centre_at)
        self._set_grow(0.2)
        self._set_spin(0.0)

    def rest(self) -> None:
        """In its strip at full size, the celebration over (where an animation ends)."""
        self.setPos(self.rest_at)
        self._set_grow(self.rest_size)
        self._set_spin(1.0)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        """Who took what from whom: ``Ben takes 3 and 5 from Ann`` (shown under STEAL!)."""
        self._text = text
        self.setVisible(bool(text))
        self.update()

    def detail_layout(self) -> tuple[QFont, QRectF, int]:
        """The details' font, box and text flags: one line if it fits at 34 px or more,
        else wrapped (two names of 24 letters and their primes still fit)."""
        left = -self.WIDTH / 2 + self.TITLE_WIDTH
        box = QRectF(left, -self.HEIGHT / 2 + 6, self.WIDTH / 2 - left - 30, self.HEIGHT - 12)
        font = fitted_font(self._text, box.width(), 54, 30)
        flags = int(Qt.AlignmentFlag.AlignCenter)
        if QFontMetricsF(font).horizontalAdvance(self._text) > box.width():
            flags |= int(Qt.TextFlag.TextWordWrap)
        return font, box, flags

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._spin < 1.0:  # the celebration: rays and sparkles, gone once it settles
            self._paint_rays(painter)
        ribbon = QRectF(-self.WIDTH / 2, -self.HEIGHT / 2, self.WIDTH, self.HEIGHT)
        path = QPainterPath()
        path.addRoundedRect(ribbon, 26, 26)
        gradient = QLinearGradient(ribbon.topLeft(), ribbon.bottomLeft())
        gradient.setColorAt(0, QColor("#c42a33"))
        gradient.setColorAt(1, QColor("#6e0d14"))
        painter.fillPath(path, gradient)
        painter.setPen(QPen(GOLD, 7))
        painter.drawPath(path)
        title = QRectF(-self.WIDTH / 2 + 96, -self.HEIGHT / 2, self.TITLE_WIDTH - 96, self.HEIGHT)
        banner = translate("StealBanner", self.TITLE)
        painter.setFont(fitted_font(banner, title.width(), 84, 40))
        painter.setPen(QColor(0, 0, 0, 110))
        painter.drawText(title.translated(4, 5), Qt.AlignmentFlag.AlignCenter, banner)
        painter.setPen(GOLD)
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, banner)
        _draw_star(painter, QPointF(-self.WIDTH / 2 + 54, 0), 32, GOLD)
        font, box, flags = self.detail_layout()
        painter.setFont(font)
        painter.setPen(QColor("#fff4d6"))
        painter.drawText(box, flags, self._text)

    def _paint_rays(self, painter: QPainter) -> None:
        """Golden rays behind the ribbon, and sparkles flying out while ``spin`` runs."""
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        rays = 18
        reach = self.WIDTH / 2 + 10
        turn = self._spin * math.pi / 3
        for i in range(rays):
            angle = turn + i * 2 * math.pi / rays
            spread = math.pi / rays / 2
            points = [
                QPointF(0, 0),
                QPointF(reach * math.cos(angle - spread), reach * 0.32 * math.sin(angle - spread)),
                QPointF(reach * math.cos(angle + spread), reach * 0.32 * math.sin(angle + spread)),
            ]
            painter.setBrush(QColor(232, 184, 74, 70 if i % 2 else 40))
            painter.drawPolygon(QPolygonF(points))
        if 0.0 < self._spin < 1.0:
            for i in range(14):
                angle = i * 2 * math.pi / 14 + 0.3
                distance = 120 + self._spin * (self.WIDTH / 2 - 80)
                centre = QPointF(distance * math.cos(angle), distance * 0.3 * math.sin(angle) - 10)
                colour = QColor(GOLD)
                colour.setAlphaF(max(0.0, 1.0 - self._spin))
                _draw_star(painter, centre, 16 * (1.2 - self._spin), colour)
        painter.restore()


def _rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.width, box.height)


def _factors_box(number: Box) -> Box:
    """Where the factors go: a line across the foot of the number's box."""
    return Box(number.x, number.bottom - 40, number.width, 80)


class CardTable(QGraphicsView):
    """The table. ``skip_requested`` fires when a pupil clicks to hurry the animation."""

    skip_requested = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        python_viewport(self)
        self.setObjectName("cardTable")
        self.setAccessibleName(translate("CardTable", "Card table"))
        self._art = art
        self._palette = TablePalette()
        self._animate = True
        self._animation: QSequentialAnimationGroup | QParallelAnimationGroup | None = None
        self._cards: DrawnCards | None = None
        self._scene = QGraphicsScene(0, 0, SCENE_WIDTH, SCENE_HEIGHT, self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt (a radial gradient, about 0.7 ms over the whole view) is drawn where it
        # shows at each paint, not cached: a picture of the whole view cost 6 MiB of peak
        # memory (issue 31's memory goal; measured under X11, a whole 4-player game).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(240, 135)

        self._wide = False
        """The wide arrangement is on (see :func:`~wildwest.ui.table.layout.best_scale`)."""
        self._layout = table_layout.layout(4)
        lay = self._layout
        self.pictures = DevicePictures()
        """The slots' outlines and the piles' backs, drawn once and copied (issue 31)."""
        pictures = self.pictures
        self.face_pile = PileItem(art, lay.face_pile, translate("CardTable", "Face pile"), pictures)
        self.digit_pile = PileItem(
            art, lay.digit_pile, translate("CardTable", "Digit pile"), pictures
        )
        self.face_slot = SlotItem(lay.face_card, pictures, translate("CardTable", "Face card"))
        self.digit_slots = [SlotItem(box, pictures) for box in lay.digits]
        self.face_card = CardItem(art, lay.face_card.width)
        self.digit_cards = [CardItem(art, box.width) for box in lay.digits]
        self.banner = TextItem(lay.banner, 64)
        self.number = TextItem(lay.number, table_layout.NUMBER_PIXEL_SIZE)
        self.factors = TextItem(_factors_box(lay.number), 44, bold=False)
        self.badge = BadgeItem(lay.multiplier)
        self.steal = StealBanner()
        for item in (
            self.face_pile,
            self.digit_pile,
            self.face_slot,
            *self.digit_slots,
            self.face_card,
            *self.digit_cards,
            self.banner,
            self.number,
            self.factors,
            self.badge,
            self.steal,
        ):
            self._scene.addItem(item)
        for card in (self.face_card, *self.digit_cards):
            card.setZValue(5)
            card.hide()
        self.steal.hide()
        art.changed.connect(self._redraw_cards)
        self.setAccessibleDescription(translate("CardTable", "No game yet."))
        self.spoken = SpokenCards(self.viewport())
        """The cards as accessible labels, in reading order (issue 18)."""

    # ------------------------------------------------------------ appearance

    def set_animations(self, enabled: bool) -> None:
        self._animate = enabled
        if not enabled:
            self.skip_animation()

    def _redraw_cards(self) -> None:
        """The deck changed (four colours, suit letters): drop every item's cached picture."""
        self.pictures.clear()
        for item in self._scene.items():
            item.update()
        self.resetCachedContent()

    def set_palette(self, palette: TablePalette) -> None:
        self._palette = palette
        for item in self._scene.items():
            if isinstance(item, TableItem):
                item.set_palette(palette)
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        area = QRectF(self.viewport().rect())
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0, self._palette.felt)
        gradient.setColorAt(1, self._palette.felt_edge)
        painter.fillRect(area, QBrush(gradient))
        rim = max(6.0, min(area.width(), area.height()) * 0.018)
        painter.setPen(QPen(self._palette.rim, rim))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(area.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2))
        painter.restore()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        _scale, wide = table_layout.best_scale(size.width(), size.height())
        if wide != self._wide:
            self._arrange(wide)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._place_spoken()  # the cards' accessible labels follow the cards

    def _lay(self, count: int) -> table_layout.TableLayout:
        """Where things go for ``count`` digits in the arrangement on now."""
        return table_layout.layout(count, self._wide)

    def _arrange(self, wide: bool) -> None:
        """Change to the wide or the tall arrangement: the scene's size and every item's
        place (the cards on the table land in their new places at once)."""
        self.skip_animation()
        self._wide = wide
        self._layout = lay = self._lay(4)
        self._scene.setSceneRect(0, 0, lay.width, lay.height)
        self.face_pile.set_box(lay.face_pile)
        self.digit_pile.set_box(lay.digit_pile)
        self.face_slot.set_box(lay.face_card)
        self.banner.set_box(lay.banner)
        self.badge.set_box(lay.multiplier)
        self.steal.place(lay.width, lay.height, table_layout.WIDE_RIBBON if wide else 1.0)
        cards = self._cards
        count = len(cards.digit_codes) if cards is not None else 4
        self._place_number(self._lay(count))
        if cards is not None:
            self._place(cards)
        else:
            self._place_slots(4, show=self.face_slot.isVisible())
        self.resetCachedContent()

    def _place_number(self, lay: table_layout.TableLayout) -> None:
        """The number and its factors under it, where ``lay`` puts the number."""
        self.number.set_box(lay.number)
        self.factors.set_box(_factors_box(lay.number))

    @property
    def art(self) -> CardArt:
        """The card pictures (the card picker draws its cards with them too)."""
        return self._art

    def shown_scale(self) -> float:
        """Pixels on screen per scene unit now."""
        return math.hypot(self.transform().m11(), self.transform().m12())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.is_animating:
            self.skip_animation()
            self.skip_requested.emit()
        super().mousePressEvent(event)

    # ------------------------------------------------------------ animation

    @property
    def is_animating(self) -> bool:
        return (
            self._animation is not None and self._animation.state() == self._animation.State.Running
        )

    def item_rect(self, name: str) -> QRect | None:
        """Where a table item is, in this widget's coordinates, for Learn to play's callouts
        (``face_card``, ``digits``, ``number``, ``multiplier``, ``steal``, ``piles``, and
        ``content``: the piles, the cards, the multiplier and the number together): the
        place a card lands, not where a flying card is now; the number's and the ribbon's
        own words, not their boxes. ``None`` before any cards are down."""
        cards = self._cards
        if cards is None:
            return None
        lay = self._lay(len(cards.digit_codes))
        first, last = lay.digits[0], lay.digits[len(cards.digit_codes) - 1]
        digits = QRectF(first.x, first.y, last.right - first.x, first.height)
        number = self.number.text_rect().united(self.factors.text_rect())
        if number.isEmpty():
            number = _rect(lay.number)
        number = number.adjusted(-16, -8, 16, 8)  # the ring round it clear of its figures
        piles = _rect(lay.face_pile).united(_rect(lay.digit_pile)).adjusted(-20, 0, 20, 110)
        steal = self.steal.sceneBoundingRect() if self.steal.isVisible() else digits
        boxes = {
            "face_card": _rect(lay.face_card),
            "digits": digits,
            "number": number,
            "multiplier": _rect(lay.multiplier),
            "steal": steal,
            "piles": piles,
        }
        boxes["content"] = piles.united(boxes["face_card"]).united(digits).united(number)
        boxes["content"] = boxes["content"].united(boxes["multiplier"])
        box = boxes.get(name)
        if box is None:
            return None
        return self.mapFromScene(box).boundingRect().intersected(self.rect())

    def skip_animation(self) -> None:
        """Jump every running animation to its end (cards land in place at once)."""
        if self._animation is not None:
            animation = self._animation
            self._animation = None
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()

    def _fly(self, item: CardItem, start: QPointF, end: QPointF, ms: int) -> QPropertyAnimation:
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation

        item.setPos(start)
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        return animation

    # ------------------------------------------------------------ drawing the game

    def show_view(self, view: TableView) -> None:
        """Lay out the table as ``view`` says, with no animation."""
        self.face_pile.set_count(view.face_left)
        self.digit_pile.set_count(view.digits_left)
        self.banner.set_text(view.banner)
        if view.cards is None:
            self._cards = None
            self._clear(view.hint)
        elif view.cards != self._cards:
            self._cards = view.cards
            self._place(view.cards)
        self.factors.set_text(view.factors)
        if view.steal:
            self.banner.hide()
            self.steal.set_text(view.steal)
            self.steal.rest()
            self.steal.show()
        else:
            self.steal.set_text("")
            self.steal.hide()
            self.banner.show()
        self.setAccessibleDescription(view.description)
        self._place_spoken()

    def _place_spoken(self) -> None:
        """The cards' accessible labels over where the cards are drawn."""
        cards = self._cards
        if cards is None:
            self.spoken.show_words((), ())
            return
        lay = self._lay(len(cards.digit_codes))
        boxes = [lay.face_card, *lay.digits, lay.number, lay.multiplier]
        places = [self.mapFromScene(_rect(b)).boundingRect() for b in boxes]
        self.spoken.show_words(cards.words, places)

    def _clear(self, hint: str) -> None:
        """No cards down yet: empty slots and a hint."""
        self.skip_animation()
        for card in (self.face_card, *self.digit_cards):
            card.hide()
            card.set_marked(False)
        self._place_slots(4, show=True)
        self.face_slot.set_text(hint or translate("CardTable", "Face card"))
        self.number.set_text("")
        self.badge.set_value(0, "")

    def _place_slots(self, count: int, show: bool) -> None:
        boxes = self._lay(count).digits
        for i, slot in enumerate(self.digit_slots):
            if i < count:
                slot.set_box(boxes[i])
            slot.setVisible(show and i < count)
        self.face_slot.setVisible(show)

    def _place(self, cards: DrawnCards) -> None:
        """A turn's face card and digits, in their places."""
        self.skip_animation()
        count = len(cards.digit_codes)
        lay = self._lay(count)
        self._place_slots(count, show=False)
        self.face_card.set_card(cards.face_code)
        self.face_card.set_marked(False)
        self.face_card.setPos(QPointF(lay.face_card.x, lay.face_card.y))
        self.face_card.show()
        for i, card in enumerate(self.digit_cards):
            if i < count:
                card.set_card(cards.digit_codes[i])
                card.set_marked(cards.matching[i])
                card.setPos(QPointF(lay.digits[i].x, lay.digits[i].y))
                card.show()
            else:
                card.hide()
                card.set_marked(False)
        self._place_number(lay)
        self.number.set_text(cards.number)
        self.badge.set_value(cards.multiplier, cards.caption)

    def happened(self, event: ViewEvent) -> None:
        """What just happened, animated: cards drawn fly in, a steal's banner pops."""
        if isinstance(event, CardsDrawn):
            self.deal_in()
        elif isinstance(event, TurnScored) and event.breakdown.steal:
            self.pop_steal()

    def deal_in(self) -> None:
        """Fly the cards now on the table in from the piles (if animations are on)."""
        from PySide6.QtCore import QPauseAnimation, QSequentialAnimationGroup

        cards = self._cards
        if cards is None or not self._animate:
            return
        self.skip_animation()
        count = len(cards.digit_codes)
        lay = self._lay(count)
        group = QSequentialAnimationGroup(self)
        pile = QPointF(self._layout.face_pile.x, self._layout.face_pile.y)
        face_target = QPointF(lay.face_card.x, lay.face_card.y)
        group.addAnimation(self._fly(self.face_card, pile, face_target, 260))
        digit_pile = QPointF(self._layout.digit_pile.x, self._layout.digit_pile.y)
        for card, box in zip(self.digit_cards[:count], lay.digits, strict=False):
            card.setPos(digit_pile)
            group.addAnimation(QPauseAnimation(40, group))
            group.addAnimation(self._fly(card, digit_pile, QPointF(box.x, box.y), 220))
        self._animation = group
        group.finished.connect(self._animation_done)
        group.start()

    def _animation_done(self) -> None:
        self._animation = None

    def pop_steal(self) -> None:
        """Celebrate the STEAL! banner now on the table: it pops in, then its rays turn and
        sparkles fly (if animations are on; never blocking, skipped by Esc or a click)."""
        from PySide6.QtCore import (
            QEasingCurve,
            QParallelAnimationGroup,
            QPropertyAnimation,
            QSequentialAnimationGroup,
        )

        if not self._animate or not self.steal.isVisible():
            return
        self.skip_animation()
        banner = self.steal
        group = QSequentialAnimationGroup(self)
        pop = QPropertyAnimation(banner, b"grow", group)
        pop.setStartValue(0.2)
        pop.setEndValue(1.05 * banner.rest_size)
        pop.setDuration(420)
        pop.setEasingCurve(QEasingCurve.Type.OutBack)
        sparkle = QPropertyAnimation(banner, b"spin", group)
        sparkle.setStartValue(0.0)
        sparkle.setEndValue(1.0)
        sparkle.setDuration(1100)
        sparkle.setEasingCurve(QEasingCurve.Type.OutQuad)
        settle = QParallelAnimationGroup(group)
        move = QPropertyAnimation(banner, b"pos", settle)
        move.setStartValue(banner.centre_at)
        move.setEndValue(banner.rest_at)
        shrink = QPropertyAnimation(banner, b"grow", settle)
        shrink.setStartValue(1.05 * banner.rest_size)
        shrink.setEndValue(banner.rest_size)
        for part in (move, shrink):
            part.setDuration(380)
            part.setEasingCurve(QEasingCurve.Type.InOutCubic)
            settle.addAnimation(part)
        group.addAnimation(pop)
        group.addAnimation(sparkle)
        group.addAnimation(settle)
        banner.begin_celebration()
        self._animation = group
        group.finished.connect(self._animation_done)
        group.start()
