"""The "Sieve" and "Map" tabs: the sieve of Eratosthenes on a hundred square, step by step,
and a zoomable map of 1 to 10 000 with the primes the players hold marked.

Both are painted widgets that work with the mouse and the keyboard (arrow keys
move, Space or Enter picks a square) and say what is under the cursor in a
label a screen reader can read.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.reference.prime_list import MAP_SIZE, PRIMES
from wildwest.present.reference.sieve import (
    PRIME_FLAGS,
    SIEVE_SIZE,
    SieveView,
    map_note,
    sieve_cell_note,
    sieve_step_count,
    sieve_view,
)
from wildwest.present.translate import arg, translate
from wildwest.ui.look.reflow import Reflow
from wildwest.ui.look.widgets import WrappedLabel
from wildwest.ui.prime_panel.key import PlayerKey, fit_strip, key_strip
from wildwest.ui.prime_panel.lock_cover import LockCover
from wildwest.ui.prime_panel.prime_list import PrimeListModel
from wildwest.ui.prime_panel.style import (
    Tones,
    blend,
    bold,
    ink_for,
    paint_badge,
    paint_star,
    player_colour,
    scroll_area,
    tones,
)


def _move(key: int, cursor: int, columns: int, size: int) -> int | None:
    """Where an arrow key (or Home, End, Page Up/Down) takes the cursor on a grid of numbers."""
    step = {
        Qt.Key.Key_Left: -1,
        Qt.Key.Key_Right: 1,
        Qt.Key.Key_Up: -columns,
        Qt.Key.Key_Down: columns,
        Qt.Key.Key_PageUp: -columns * 10,
        Qt.Key.Key_PageDown: columns * 10,
    }.get(Qt.Key(key))
    if step is not None:
        return min(size, max(1, cursor + step))
    if key == Qt.Key.Key_Home:
        return 1
    if key == Qt.Key.Key_End:
        return size
    return None


# ---------------------------------------------------------------- the hundred square


class HundredSquare(QWidget):
    """1 to 100 in a 10 × 10 square: crossed-out numbers get a line through them and
    primes a circle, so nothing depends on colour alone."""

    activated = Signal(int)
    """A square was clicked, or picked with Space/Enter."""
    cursor_moved = Signal(int)

    MAX_CELL = 54

    def __init__(self, model: PrimeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hundredSquare")
        self.setAccessibleName(translate("HundredSquare", "Hundred square"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._model = model
        self.view: SieveView = sieve_view(0)
        self.current = 1
        model.holders_changed.connect(self.update)

    def set_view(self, view: SieveView) -> None:
        self.view = view
        self.setAccessibleDescription(view.message)
        self.update()

    def min_cell(self) -> float:
        """The smallest square: one that shows "100" at 60 % of the panel's text size (never
        smaller than that: the numbers stay readable), at least 26 px."""
        return max(26.0, QFontMetricsF(self._number_font(1.0)).horizontalAdvance("100") + 6)

    def _number_font(self, grow: float) -> QFont:
        """The numbers' font: 60 % of the panel's text, growing with bigger squares up to the
        panel's own text size."""
        return bold(self.font(), max(0.6, min(1.0, 0.6 * grow)))

    def _cell(self) -> float:
        """Squares as big as fit the width (the page scrolls up and down on a short screen,
        so the square is never squeezed below readable squares)."""
        largest = max(self.MAX_CELL, self.min_cell())
        return min(largest, max(self.min_cell(), (self.width() - 2) / 10))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        largest = max(self.MAX_CELL, self.min_cell())
        return round(min(largest, max(self.min_cell(), (width - 2) / 10)) * 10 + 2)

    def sizeHint(self) -> QSize:
        side = round(max(self.MAX_CELL, self.min_cell()) * 10 + 2)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        side = round(self.min_cell() * 10 + 2)
        return QSize(side, side)

    def _origin(self) -> QPointF:
        side = self._cell() * 10
        return QPointF(max(0.0, (self.width() - side) / 2), max(1.0, (self.height() - side) / 2))

    def cell_rect(self, n: int) -> QRectF:
        cell = self._cell()
        origin = self._origin()
        row, column = divmod(n - 1, 10)
        return QRectF(origin.x() + column * cell, origin.y() + row * cell, cell, cell)

    def number_at(self, point: QPointF) -> int | None:
        cell = self._cell()
        origin = self._origin()
        column = int((point.x() - origin.x()) // cell)
        row = int((point.y() - origin.y()) // cell)
        if 0 <= column < 10 and 0 <= row < 10:
            return row * 10 + column + 1
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = tones(self.palette())
        view = self.view
        cell = self._cell()
        grow = max(1.0, cell / self.min_cell())
        font = self._number_font(grow)
        plain = self._number_font(grow)
        plain.setBold(False)
        dim = blend(t.base, t.text, 0.06)
        for n in range(1, SIEVE_SIZE + 1):
            rect = self.cell_rect(n).adjusted(1, 1, -1, -1)
            crossed = n in view.crossed
            circled = n in view.circled
            fill = t.base
            if n in view.newly_crossed:
                fill = blend(t.base, t.bad, 0.16)
            elif crossed:
                fill = dim
            elif circled:
                fill = t.prime_fill
            painter.setPen(QPen(t.border, 1))
            painter.setBrush(fill)
            painter.drawRect(rect)
            painter.setFont(font if circled else plain)
            painter.setPen(t.muted if crossed else t.text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))
            if crossed:
                painter.setPen(QPen(t.bad if n in view.newly_crossed else t.muted, 1.6))
                inset = rect.adjusted(cell * 0.18, cell * 0.18, -cell * 0.18, -cell * 0.18)
                painter.drawLine(inset.bottomLeft(), inset.topRight())
            if circled:
                painter.setPen(QPen(t.ink_accent, 2.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(rect.adjusted(3, 3, -3, -3))
                holder = self._model.holder_of(n)
                if holder is not None and cell >= 30:
                    mark = self._model.marks[holder]
                    small = bold(self.font(), 0.7)
                    width = QFontMetricsF(small).horizontalAdvance(mark) + 5
                    badge = QRectF(rect.right() - width, rect.top(), width, cell * 0.34)
                    paint_badge(painter, badge, mark, player_colour(holder), small)
            if n == view.next_left:
                painter.setPen(QPen(t.ink_accent, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(2, 2, -2, -2))
        if self.hasFocus():
            painter.setPen(QPen(t.text, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.cell_rect(self.current).adjusted(1, 1, -1, -1))
        painter.end()

    def set_cursor(self, n: int) -> None:
        self.current = n
        self.cursor_moved.emit(n)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        n = self.number_at(event.position())
        if n is None:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.set_cursor(n)
        self.activated.emit(n)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated.emit(self.current)
            return
        target = _move(event.key(), self.current, 10, SIEVE_SIZE)
        if target is None:
            super().keyPressEvent(event)
            return
        self.set_cursor(target)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.cursor_moved.emit(self.current)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


class SievePage(QWidget):
    """The "Sieve" tab: the hundred square with Back / Next step / Start again."""

    def __init__(self, model: PrimeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sievePage")
        self.step = 0
        self.square = HundredSquare(model)
        self.message = QLabel()
        self.message.setObjectName("sieveMessage")
        self.message.setWordWrap(True)
        self.cell_note = QLabel()
        self.cell_note.setObjectName("sieveCellNote")
        self.cell_note.setWordWrap(True)
        self.cell_note.hide()
        self.back_button = QPushButton(translate("SievePage", "◀ &Back"))
        self.back_button.setObjectName("sieveBackButton")
        self.back_button.setAccessibleName(translate("SievePage", "Back one step"))
        self.step_button = QPushButton(translate("SievePage", "Ne&xt step ▶"))
        self.step_button.setObjectName("sieveStepButton")
        self.step_button.setAccessibleName(translate("SievePage", "Next step of the sieve"))
        self.reset_button = QPushButton(translate("SievePage", "Start &over"))
        self.reset_button.setObjectName("sieveResetButton")
        self.reset_button.setAccessibleName(translate("SievePage", "Start the sieve again"))
        trio = (self.back_button, self.step_button, self.reset_button)
        buttons = Reflow(
            [(b, 0, i, 1, 1) for i, b in enumerate(trio)],
            [
                (self.back_button, 0, 0, 1, 1),
                (self.step_button, 0, 1, 1, 1),
                (self.reset_button, 1, 0, 1, 2),
            ],
            lambda: sum(b.sizeHint().width() for b in trio) + 24,
            # Narrower still (the largest text in a long language): one under the other.
            narrowest=[(b, i, 0, 1, 1) for i, b in enumerate(trio)],
            narrow_needed=lambda: sum(b.sizeHint().width() for b in trio[:2]) + 18,
        )
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(6, 6, 6, 6)
        # What this step does, and the square pointed at, above the square: on a short
        # panel (a netbook) the square goes on below, and the words are never out of sight
        # under it (issue 27).
        inner.addWidget(self.message)
        inner.addWidget(self.cell_note)
        inner.addWidget(buttons)
        inner.addWidget(self.square)
        inner.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # On a short screen the page scrolls up and down; the square is never squeezed.
        self.cover = LockCover(scroll_area("sieveScroll", content, sideways=False), "sieveLockNote")
        layout.addWidget(self.cover)

        self.step_button.clicked.connect(lambda: self.go_to(self.step + 1))
        self.back_button.clicked.connect(lambda: self.go_to(self.step - 1))
        self.reset_button.clicked.connect(lambda: self.go_to(0))
        self.square.activated.connect(self._picked)
        self.square.cursor_moved.connect(self._pointed)
        self.go_to(0)

    def go_to(self, step: int) -> None:
        self.step = max(0, min(step, sieve_step_count()))
        view = sieve_view(self.step)
        self.square.set_view(view)
        self.message.setText(view.message)
        self.back_button.setEnabled(self.step > 0)
        self.step_button.setEnabled(not view.done)
        self.reset_button.setEnabled(self.step > 0)

    def set_locked(self, note: str | None) -> None:
        """Cover the sieve with ``note`` while the checker lock is on (None: open)."""
        self.cover.set_locked(note)

    def _picked(self, n: int) -> None:
        if n == self.square.view.next_left:
            self.go_to(self.step + 1)
        self._pointed(n)

    def _pointed(self, n: int) -> None:
        self.cell_note.setText(sieve_cell_note(n, self.square.view))
        self.cell_note.show()


# ---------------------------------------------------------------- the map of 1 to 10 000


_CENTRE = Qt.AlignmentFlag.AlignCenter
_PRIMES_BY_ROW: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(((p - 1) % 100, p) for p in PRIMES if (p - 1) // 100 == row) for row in range(100)
)


class PrimeMap(QWidget):
    """1 to 10 000 on a 100 × 100 grid, painted: primes shaded, held primes in their holder's
    colour with their mark once the squares are big enough, the last number's primes starred."""

    pointed = Signal(int)
    """The mouse or the keyboard cursor is on this number."""
    zoom_requested = Signal(int, QPointF)
    """Ctrl + wheel, or + and −: zoom in (1) or out (-1) about a point of this widget."""
    cursor_moved = Signal(QRect)

    COLUMNS = 100

    def __init__(self, model: PrimeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("primeMap")
        self.setAccessibleName(translate("PrimeMap", "Map of the numbers 1 to 10 000"))
        self.setAccessibleDescription(
            translate(
                "PrimeMap",
                "Arrow keys move, Page Up and Page Down jump ten rows, plus and minus zoom.",
            )
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._model = model
        self.cell = 6.0
        self.current = 1
        self.locked = False
        self.setFixedSize(self.sizeHint())
        model.holders_changed.connect(self.update)

    def sizeHint(self) -> QSize:
        side = math.ceil(self.COLUMNS * self.cell) + 1
        return QSize(side, side)

    def set_cell(self, cell: float) -> None:
        if cell == self.cell:
            return
        self.cell = cell
        self.setFixedSize(self.sizeHint())
        self.update()

    def cell_rect(self, n: int) -> QRectF:
        row, column = divmod(n - 1, self.COLUMNS)
        return QRectF(column * self.cell, row * self.cell, self.cell, self.cell)

    def number_at(self, point: QPointF | QPoint) -> int | None:
        column = math.floor(point.x() / self.cell)
        row = math.floor(point.y() / self.cell)
        if 0 <= column < self.COLUMNS and 0 <= row < self.COLUMNS:
            return row * self.COLUMNS + column + 1
        return None

    def note(self, n: int) -> str:
        holder = self._model.holder_of(n)
        name = self._model.players[holder] if holder is not None else ""
        text = map_note(n, name, locked=self.locked)
        if n in self._model.starred():
            text += arg(translate("PrimeMap", ", a prime of %1"), self._model.number)
        return text

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        t = tones(self.palette())
        cell = self.cell
        area = event.rect()
        painter.fillRect(area, t.base)
        last = self.COLUMNS - 1
        rows = range(
            max(0, math.floor(area.top() / cell)), min(last, math.floor(area.bottom() / cell)) + 1
        )
        columns = range(
            max(0, math.floor(area.left() / cell)), min(last, math.floor(area.right() / cell)) + 1
        )
        if cell >= 12:
            self._paint_grid(painter, t, rows, columns)
        if cell >= 30:
            self._paint_composites(painter, t, rows, columns)
        for row in rows:
            for column, p in _PRIMES_BY_ROW[row]:
                if columns.start <= column < columns.stop:
                    self._paint_prime(painter, t, row, column, p)
        if self.hasFocus():
            painter.setPen(QPen(t.text, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.cell_rect(self.current).adjusted(-1, -1, 1, 1))
        painter.end()

    def _paint_grid(self, painter: QPainter, t: Tones, rows: range, columns: range) -> None:
        cell = self.cell
        painter.setPen(QPen(blend(t.base, t.text, 0.12), 1))
        left, right = columns.start * cell, columns.stop * cell
        top, bottom = rows.start * cell, rows.stop * cell
        for row in range(rows.start, rows.stop + 1):
            painter.drawLine(QPointF(left, row * cell), QPointF(right, row * cell))
        for column in range(columns.start, columns.stop + 1):
            painter.drawLine(QPointF(column * cell, top), QPointF(column * cell, bottom))

    def _number_font(self) -> QFont:
        font = bold(self.font(), max(0.55, min(1.0, self.cell / 48)))
        font.setBold(False)
        return font

    def _paint_composites(self, painter: QPainter, t: Tones, rows: range, columns: range) -> None:
        """The numbers that are not prime, faintly (only when the squares are big enough)."""
        cell = self.cell
        painter.setFont(self._number_font())
        painter.setPen(t.muted)
        for row in rows:
            for column in columns:
                n = row * self.COLUMNS + column + 1
                if not PRIME_FLAGS[n]:
                    painter.drawText(QRectF(column * cell, row * cell, cell, cell), _CENTRE, str(n))

    def _paint_prime(self, painter: QPainter, t: Tones, row: int, column: int, p: int) -> None:
        """One prime's square: its holder's colour and mark, its number, a star if starred."""
        cell = self.cell
        inset = 1.0 if cell >= 6 else 0.0
        # Held primes stay at least 5 pixels across, so they show even on the whole-map view.
        grow = max(0.0, (5 - cell) / 2)
        rect = QRectF(column * cell + inset, row * cell + inset, cell - inset, cell - inset)
        holder = self._model.holder_of(p)
        if holder is None:
            painter.fillRect(rect, t.prime_fill)
            colour = t.prime_fill
        else:
            colour = player_colour(holder)
            painter.fillRect(rect.adjusted(-grow, -grow, grow, grow), colour)
        starred = p in self._model.starred()
        if starred:
            painter.setPen(QPen(t.text, 2 if cell >= 6 else 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(-grow, -grow, grow, grow))
        show_numbers, show_marks = cell >= 30, cell >= 14
        if show_numbers:
            painter.setFont(bold(self._number_font()))
            painter.setPen(t.text if holder is None else ink_for(colour))
            upper = QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2 + 2)
            painter.drawText(upper if holder is not None else rect, _CENTRE, str(p))
        if holder is not None and show_marks:
            painter.setFont(bold(self.font(), max(0.6, min(1.2, cell / 30))))
            painter.setPen(ink_for(colour))
            where = (
                QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2)
                if show_numbers
                else rect
            )
            painter.drawText(where, _CENTRE, self._model.marks[holder])
        if starred and show_marks:
            radius = min(6.0, cell * 0.2)
            centre = QPointF(rect.left() + radius + 1, rect.top() + radius + 1)
            paint_star(painter, centre, radius, t.accent)

    # ------------------------------------------------------------ mouse and keys

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        n = self.number_at(event.position())
        if n is not None:
            self.pointed.emit(n)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        n = self.number_at(event.position())
        if n is not None:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.move_cursor(n)
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_requested.emit(1 if delta > 0 else -1, event.position())
            event.accept()
            return
        super().wheelEvent(event)

    def _cursor_area(self, n: int) -> QRect:
        return self.cell_rect(n).adjusted(-4, -4, 4, 4).toAlignedRect()

    def move_cursor(self, n: int) -> None:
        self.update(self._cursor_area(self.current))
        self.current = n
        self.update(self._cursor_area(n))
        self.pointed.emit(n)
        self.cursor_moved.emit(self.cell_rect(n).toAlignedRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            centre = self.cell_rect(self.current).center()
            self.zoom_requested.emit(-1 if key == Qt.Key.Key_Minus else 1, centre)
            return
        target = _move(key, self.current, self.COLUMNS, MAP_SIZE)
        if target is None:
            super().keyPressEvent(event)
            return
        self.move_cursor(target)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.pointed.emit(self.current)
        self.update(self._cursor_area(self.current))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update(self._cursor_area(self.current))


class MapPage(QWidget):
    """The "Map" tab: zoom slider, key, the map in a scroll area, and what is under the cursor."""

    MIN_CELL, MAX_CELL = 3, 44

    def __init__(self, model: PrimeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapPage")
        self.model = model
        self.map = PrimeMap(model)
        self.zoom = QSlider(Qt.Orientation.Horizontal)
        self.zoom.setObjectName("mapZoomSlider")
        self.zoom.setAccessibleName(translate("MapPage", "Zoom"))
        self.zoom.setRange(self.MIN_CELL, self.MAX_CELL)
        self.zoom.setSingleStep(1)
        self.zoom.setPageStep(4)
        self.zoom.setValue(round(self.map.cell))
        zoom_label = QLabel(translate("MapPage", "&Zoom:"))
        zoom_label.setBuddy(self.zoom)
        zoom_row = QHBoxLayout()
        zoom_row.setContentsMargins(0, 0, 0, 0)
        zoom_row.addWidget(zoom_label)
        zoom_row.addWidget(self.zoom, 1)

        self.legend = PlayerKey("mapLegend")
        self.legend_strip = key_strip(self.legend, "mapLegendStrip")

        self.scroller = QScrollArea()
        self.scroller.setObjectName("mapScroll")
        self.scroller.setWidget(self.map)
        self.scroller.setWidgetResizable(False)
        self.scroller.setFrameShape(QFrame.Shape.StyledPanel)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        # Every line of it in sight: a short panel takes the room from the map (it scrolls).
        self.info = WrappedLabel(
            translate(
                "MapPage",
                "Point at a square, or click the map and use the arrow keys. "
                "Ctrl + mouse wheel, or + and −, zoom.",
            )
        )
        self.info.setObjectName("mapInfo")

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(zoom_row)
        layout.addWidget(self.legend_strip)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.info)
        self.cover = LockCover(content, "mapLockNote")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.cover)

        self.zoom.valueChanged.connect(self._zoom_changed)
        self.map.zoom_requested.connect(self._zoom_by)
        self.map.pointed.connect(self._pointed)
        self.map.cursor_moved.connect(
            lambda rect: self.scroller.ensureVisible(rect.center().x(), rect.center().y(), 40, 40)
        )
        model.holders_changed.connect(self._update_legend)
        self._zoomed = False
        """The pupil chose a zoom: stop fitting the map to the panel's width."""
        self._update_legend()

    def _update_legend(self) -> None:
        model = self.model
        # What zooming in shows, first in the key: the key's strip scrolls sideways, and at
        # its end the hint was out of sight on a netbook (issue 27).
        extra = (
            translate("MapPage", "Zoom in to see who holds each prime:") if model.players else ""
        )
        self.legend.show_players(model.players, model.marks, model.number, extra)
        fit_strip(self.legend_strip)

    def fit_cell(self) -> float:
        """The square size at which the whole map is as wide as the panel."""
        fit = (self.scroller.viewport().width() - 2) / PrimeMap.COLUMNS
        return max(float(self.MIN_CELL), min(float(self.MAX_CELL), fit))

    def _fit(self) -> None:
        if not self._zoomed:
            cell = self.fit_cell()
            self.zoom.blockSignals(True)
            self.zoom.setValue(round(cell))
            self.zoom.blockSignals(False)
            self.map.set_cell(cell)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _zoom_changed(self, value: int, anchor: QPointF | None = None) -> None:
        self._zoomed = True
        old = self.map.cell
        new = float(value)
        if anchor is None:
            viewport = self.scroller.viewport()
            anchor = QPointF(
                self.scroller.horizontalScrollBar().value() + viewport.width() / 2,
                self.scroller.verticalScrollBar().value() + viewport.height() / 2,
            )
        offset_x = anchor.x() - self.scroller.horizontalScrollBar().value()
        offset_y = anchor.y() - self.scroller.verticalScrollBar().value()
        self.map.set_cell(new)
        ratio = new / old
        self.scroller.horizontalScrollBar().setValue(round(anchor.x() * ratio - offset_x))
        self.scroller.verticalScrollBar().setValue(round(anchor.y() * ratio - offset_y))
        self.zoom.setToolTip(arg(translate("MapPage", "Squares %1 pixels wide"), new))

    def _zoom_by(self, direction: int, anchor: QPointF) -> None:
        step = max(1, self.zoom.value() // 5)
        value = max(self.MIN_CELL, min(self.MAX_CELL, self.zoom.value() + direction * step))
        if value == self.zoom.value():
            return
        self.zoom.blockSignals(True)
        self.zoom.setValue(value)
        self.zoom.blockSignals(False)
        self._zoom_changed(value, anchor)

    def _pointed(self, n: int) -> None:
        text = self.map.note(n)
        self.info.setText(text)
        self.map.setAccessibleDescription(text)

    def set_locked(self, note: str | None) -> None:
        """Cover the map with ``note`` while the checker lock is on (None: open)."""
        self.map.locked = note is not None
        self.cover.set_locked(note)
