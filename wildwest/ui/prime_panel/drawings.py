"""The factor checker's three drawings: the index form, the division ladder and the factor tree.

Each is a custom-painted widget that takes a
:class:`~wildwest.present.reference.checker.FactorResult`
(or part of one), sizes itself for the width it is given (``heightForWidth``),
and carries its content as text for screen readers (the accessible description).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from wildwest.present.reference.checker import FactorResult, TreeNode
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import LadderRow, grouped
from wildwest.ui.prime_panel.style import (
    Tones,
    blend,
    bold,
    paint_badge,
    player_colour,
    scaled,
    tones,
)

HolderLookup = Callable[[int], tuple[int, str] | None]
"""A prime → (seat, name) of whoever holds it, or None."""


@dataclass(frozen=True, slots=True)
class Run:
    """A piece of text drawn in one font and colour; ``sup`` pieces sit raised and small."""

    text: str
    font: QFont
    colour: QColor
    sup: bool = False


Word = list[Run]


def _word_width(word: Word) -> float:
    return sum(QFontMetricsF(run.font).horizontalAdvance(run.text) for run in word)


def flow(words: list[Word], width: float, space: float) -> list[list[tuple[Word, float]]]:
    """Words placed on lines no wider than ``width``: each line is [(word, x), …]."""
    if not words:
        return []
    lines: list[list[tuple[Word, float]]] = [[]]
    x = 0.0
    for word in words:
        w = _word_width(word)
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0.0
        lines[-1].append((word, x))
        x += w + space
    return lines


def draw_word(painter: QPainter, word: Word, x: float, baseline: float) -> None:
    for run in word:
        metrics = QFontMetricsF(run.font)
        painter.setFont(run.font)
        painter.setPen(run.colour)
        y = baseline - (metrics.ascent() * 0.9 if run.sup else 0)
        painter.drawText(QPointF(x, y), run.text)
        x += metrics.horizontalAdvance(run.text)


class _SizedView(QWidget):
    """A painted view whose height follows its width.

    Qt's height-for-width does not pass reliably through group boxes in a grid in a scroll
    area, so each view sets its own fixed height whenever its width or content changes.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._heights: dict[int, int] = {}
        """Heights already worked out, by width."""
        self.setFixedHeight(1)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) > 64:
                self._heights.clear()
            height = self._heights[width] = max(1, round(self.content_height(float(width))))
        return height

    def content_height(self, width: float) -> float:
        raise NotImplementedError

    def forget(self) -> None:
        """The content, font or colours changed: work the sizes out again."""
        self._heights.clear()

    def _fit_height(self) -> None:
        height = self.heightForWidth(max(1, self.width()))
        if height != self.height():
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(240, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.PaletteChange):
            self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_height()

    def refresh(self) -> None:
        self.forget()
        self._fit_height()
        self.updateGeometry()
        self.update()


# ---------------------------------------------------------------- the index form


class IndexFormView(_SizedView):
    """``360 = 2³ × 3² × 5`` drawn large with real raised powers, the expanded form under it,
    and each prime with who holds it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("indexFormView")
        self.setAccessibleName(translate("IndexFormView", "Index form"))
        self._result: FactorResult | None = None
        self._holder: HolderLookup = lambda _p: None

    def set_result(self, result: FactorResult | None, holder: HolderLookup) -> None:
        self._result = result
        self._holder = holder
        self.setAccessibleDescription(self.describe())
        self.refresh()

    def describe(self) -> str:
        result = self._result
        if result is None or not result.ok:
            return ""
        lines = [result.text]
        if result.kind == "composite" and "×" in result.expanded:
            lines.append(
                arg(
                    translate("IndexFormView", "Written out: %1 = %2"),
                    result.number,
                    result.expanded,
                )
            )
        for p in result.distinct:
            found = self._holder(p)
            lines.append(
                arg(translate("IndexFormView", "%1: free"), p)
                if found is None
                else arg(translate("IndexFormView", "%1: held by %2"), p, found[1])
            )
        return "\n".join(lines)

    # ------------------------------------------------------------ layout

    def _formula(self, t: Tones) -> list[Word]:
        result = self._result
        assert result is not None and result.number is not None
        big = bold(self.font(), 1.5)
        sup = bold(self.font(), 0.95)
        words: list[Word] = [[Run(grouped(result.number), big, t.text)]]
        if result.kind == "prime":
            words.append([Run("is", big, t.text)])
            words.append([Run("prime", big, t.good)])
            return words
        if result.kind in ("zero", "one"):
            words.append(
                [
                    Run(
                        translate("IndexFormView", "has no prime factors"),
                        bold(self.font(), 1.2),
                        t.text,
                    )
                ]
            )
            return words
        words.append([Run("=", big, t.muted)])
        for i, (p, e) in enumerate(result.factors):
            if i:
                words.append([Run("×", big, t.muted)])
            word = [Run(grouped(p), big, t.ink_accent)]
            if e > 1:
                word.append(Run(str(e), sup, t.text, sup=True))
            words.append(word)
        return words

    def _expanded(self, t: Tones) -> list[Word]:
        result = self._result
        assert result is not None
        if result.kind != "composite" or all(e == 1 for _, e in result.factors):
            return []
        words: list[Word] = [[Run("=", self.font(), t.muted)]]
        words += [[Run(part, self.font(), t.muted)] for part in result.expanded.split(" ")]
        return words

    def _chips(self) -> list[tuple[int, float]]:
        result = self._result
        assert result is not None
        metrics = QFontMetricsF(bold(self.font()))
        small = QFontMetricsF(bold(scaled(self.font(), 0.9)))
        chips = []
        for p in result.distinct:
            found = self._holder(p)
            badge = small.horizontalAdvance(found[1] if found else "free") + 10
            chips.append((p, metrics.horizontalAdvance(grouped(p)) + badge + 20))
        return chips

    def _chip_lines(self, width: float) -> list[list[tuple[int, float, float]]]:
        lines: list[list[tuple[int, float, float]]] = [[]]
        x = 0.0
        for p, w in self._chips():
            if lines[-1] and x + w > width:
                lines.append([])
                x = 0.0
            lines[-1].append((p, x, w))
            x += w + 6
        return lines

    def content_height(self, width: float) -> float:
        result = self._result
        if result is None or not result.ok or result.number is None:
            return 1
        t = tones(self.palette())
        inner = max(60.0, width - 8)
        big = QFontMetricsF(bold(self.font(), 1.5))
        normal = QFontMetricsF(self.font())
        height = 2 + len(flow(self._formula(t), inner, normal.horizontalAdvance(" "))) * (
            big.height() * 1.25
        )
        expanded = self._expanded(t)
        if expanded:
            height += len(flow(expanded, inner, normal.horizontalAdvance(" "))) * normal.height()
        if result.distinct:
            height += 8 + normal.height() + 2
            height += len(self._chip_lines(inner)) * (normal.height() + 12)
        return height + 6

    def paintEvent(self, event: QPaintEvent) -> None:
        result = self._result
        if result is None or not result.ok or result.number is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        t = tones(self.palette())
        inner = max(60.0, self.width() - 8.0)
        big = QFontMetricsF(bold(self.font(), 1.5))
        normal = QFontMetricsF(self.font())
        space = normal.horizontalAdvance(" ")
        y = 2.0
        line_height = big.height() * 1.25
        for line in flow(self._formula(t), inner, space):
            baseline = y + line_height - big.descent() - 2
            for word, x in line:
                draw_word(painter, word, 4 + x, baseline)
            y += line_height
        for line in flow(self._expanded(t), inner, space):
            for word, x in line:
                draw_word(painter, word, 4 + x, y + normal.ascent())
            y += normal.height()
        if not result.distinct:
            painter.end()
            return
        y += 8
        painter.setFont(self.font())
        painter.setPen(t.muted)
        label = (
            translate("IndexFormView", "Who holds these primes:")
            if len(result.distinct) > 1
            else translate("IndexFormView", "Who holds it:")
        )
        painter.drawText(QPointF(4, y + normal.ascent()), label)
        y += normal.height() + 2
        small = bold(scaled(self.font(), 0.9))
        for chip_line in self._chip_lines(inner):
            for p, x, w in chip_line:
                rect = QRectF(4 + x, y, w, normal.height() + 8)
                painter.setPen(QPen(t.border, 1))
                painter.setBrush(t.base)
                painter.drawRoundedRect(rect, 5, 5)
                painter.setPen(t.text)
                painter.setFont(bold(self.font()))
                text_rect = rect.adjusted(7, 0, 0, 0)
                painter.drawText(
                    text_rect,
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    grouped(p),
                )
                found = self._holder(p)
                if found is None:
                    painter.setFont(scaled(self.font(), 0.9))
                    painter.setPen(t.muted)
                    painter.drawText(
                        rect.adjusted(0, 0, -6, 0),
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                        "free",
                    )
                else:
                    seat, name = found
                    badge_w = QFontMetricsF(small).horizontalAdvance(name) + 10
                    badge = QRectF(
                        rect.right() - badge_w - 4, rect.top() + 3, badge_w, rect.height() - 6
                    )
                    paint_badge(painter, badge, name, player_colour(seat), small)
            y += normal.height() + 12
        painter.end()


# ---------------------------------------------------------------- the division ladder


class LadderView(_SizedView):
    """The division ladder, drawn the way it is written on paper, with the √n rule beside
    each rung: the primes tried (✗ does not divide, ✓ divides) and how far you need to go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ladderView")
        self.setAccessibleName(translate("LadderView", "Division ladder"))
        self._rows: tuple[LadderRow, ...] = ()

    def set_rows(self, rows: tuple[LadderRow, ...]) -> None:
        self._rows = rows
        self.setAccessibleDescription("\n".join(row.note for row in rows))
        self.refresh()

    # ------------------------------------------------------------ layout

    def _fonts(self) -> tuple[QFont, QFont]:
        return bold(self.font(), 1.15), scaled(self.font(), 0.92)

    def _columns(self, width: float) -> tuple[float, float, float, float, bool]:
        number_font, _ = self._fonts()
        metrics = QFontMetricsF(number_font)
        col_a = (
            max(
                [metrics.horizontalAdvance("⋮")]
                + [metrics.horizontalAdvance(grouped(row.prime)) for row in self._rows if row.prime]
            )
            + 16
        )
        col_b = (
            max(
                [metrics.horizontalAdvance("1")]
                + [metrics.horizontalAdvance(grouped(row.dividend)) for row in self._rows]
            )
            + 18
        )
        notes_x = col_a + col_b + 12
        notes_w = width - notes_x - 4
        stacked = notes_w < 150
        if stacked:
            notes_x = col_a + 8
            notes_w = width - notes_x - 4
        return col_a, col_b, notes_x, max(40.0, notes_w), stacked

    def _note_words(self, row: LadderRow, t: Tones) -> list[Word]:
        _, note_font = self._fonts()
        strong = bold(note_font)
        if row.kind == "gap":
            return [[Run(word, note_font, t.muted)] for word in row.note.lstrip("⋮ ").split(" ")]
        if row.kind != "rung":
            return []
        words: list[Word] = []
        shown = row.trials
        for i, trial in enumerate(shown):
            if trial.divides and row.more_tried:
                words.append([Run("…", note_font, t.muted)])
            if trial.divides:
                words.append([Run(f"{grouped(trial.prime)}\u00a0✓", strong, t.good)])
            else:
                words.append([Run(f"{grouped(trial.prime)}\u00a0✗", note_font, t.bad)])
            if i == len(shown) - 1 and row.is_last and row.more_tried:
                words.append([Run("…", note_font, t.muted)])
        tone = t.good if row.is_last else t.muted
        font = strong if row.is_last else note_font
        words.extend([Run(word, font, tone)] for word in row.tail.split(" "))
        return words

    def _row_heights(self, width: float) -> list[tuple[float, list[list[tuple[Word, float]]]]]:
        t = tones(self.palette())
        number_font, note_font = self._fonts()
        number_h = QFontMetricsF(number_font).height() + 10
        note_metrics = QFontMetricsF(note_font)
        _, _, _, notes_w, stacked = self._columns(width)
        out = []
        for row in self._rows:
            words = self._note_words(row, t)
            lines = flow(words, notes_w, note_metrics.horizontalAdvance(" ")) if words else []
            notes_h = len(lines) * note_metrics.height()
            if stacked:
                height = number_h + (notes_h + 6 if lines else 0)
            else:
                height = max(number_h, notes_h + 10)
            out.append((height, lines))
        return out

    def content_height(self, width: float) -> float:
        if not self._rows:
            return 1
        return 8 + sum(h for h, _ in self._row_heights(width))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._rows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        t = tones(self.palette())
        width = float(self.width())
        col_a, col_b, notes_x, _notes_w, stacked = self._columns(width)
        number_font, note_font = self._fonts()
        number_metrics = QFontMetricsF(number_font)
        note_metrics = QFontMetricsF(note_font)
        number_h = number_metrics.height() + 10
        line_pen = QPen(t.text, 2)
        y = 4.0
        for row, (height, lines) in zip(self._rows, self._row_heights(width), strict=True):
            if row.is_last:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(blend(t.base, t.good, 0.18))
                painter.drawRoundedRect(QRectF(2, y + 1, width - 4, height - 2), 6, 6)
            painter.setFont(number_font)
            if row.kind == "rung":
                painter.setPen(t.ink_accent)
                painter.drawText(
                    QRectF(0, y, col_a - 8, number_h),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    grouped(row.prime),
                )
            elif row.kind == "gap":
                painter.setPen(t.muted)
                painter.drawText(
                    QRectF(0, y, col_a - 8, number_h),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    "⋮",
                )
            painter.setPen(t.text if row.kind != "gap" else t.muted)
            painter.drawText(
                QRectF(col_a + 8, y, col_b - 12, number_h),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                grouped(row.dividend) if row.kind != "gap" else "⋮",
            )
            if row.kind in ("rung", "gap"):
                painter.setPen(line_pen)
                painter.drawLine(QPointF(col_a, y + 2), QPointF(col_a, y + number_h))
                painter.drawLine(QPointF(col_a, y + number_h), QPointF(col_a + col_b, y + number_h))
            if lines:
                top = y + (number_h + 2 if stacked else (number_h - note_metrics.height()) / 2)
                if not stacked and len(lines) > 1:
                    top = y + 5
                for line in lines:
                    for word, x in line:
                        draw_word(painter, word, notes_x + x, top + note_metrics.ascent())
                    top += note_metrics.height()
            y += height
        painter.end()


# ---------------------------------------------------------------- the factor tree


@dataclass(frozen=True, slots=True)
class _Placed:
    node: TreeNode
    x: float
    y: float
    w: float
    h: float


class TreeView(_SizedView):
    """A factor tree: each number splits into two factors until every branch ends in a prime
    (circled). Big trees shrink to fit (down to a limit) and keep repeated primes as powers."""

    GAP = 10.0
    MIN_SCALE = 0.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("treeView")
        self.setAccessibleName(translate("TreeView", "Factor tree"))
        self._tree: TreeNode | None = None
        self._placed: tuple[list[_Placed], list[tuple[QPointF, QPointF]], float, float] | None = (
            None
        )

    def forget(self) -> None:
        super().forget()
        self._placed = None

    def set_tree(self, tree: TreeNode | None) -> None:
        self._tree = tree
        if tree is None:
            self.setAccessibleDescription("")
        elif tree.children:
            self.setAccessibleDescription(tree.describe())
        else:
            self.setAccessibleDescription(
                arg(translate("TreeView", "%1 is a prime: the tree is just %1"), tree.value)
            )
        self.refresh()

    # ------------------------------------------------------------ layout

    def _box(self, node: TreeNode) -> tuple[float, float]:
        metrics = QFontMetricsF(bold(self.font(), 1.05))
        if node.kind == "power":
            small = QFontMetricsF(scaled(self.font(), 0.85))
            text_w = max(
                metrics.horizontalAdvance(node.power_text),
                small.horizontalAdvance("= " + node.label),
            )
            return text_w + 18, metrics.height() + small.height() + 10
        text_w = metrics.horizontalAdvance(node.label)
        if node.kind == "prime":
            size = max(text_w + 16, metrics.height() + 12)
            return size, metrics.height() + 12
        return text_w + 14, metrics.height() + 10

    def _layout(self) -> tuple[list[_Placed], list[tuple[QPointF, QPointF]], float, float]:
        if self._placed is None:
            self._placed = self._work_out_layout()
        return self._placed

    def _work_out_layout(self) -> tuple[list[_Placed], list[tuple[QPointF, QPointF]], float, float]:
        tree = self._tree
        if tree is None:
            return [], [], 1.0, 1.0
        placed: list[_Placed] = []
        edges: list[tuple[QPointF, QPointF]] = []
        metrics = QFontMetricsF(bold(self.font(), 1.05))
        level = metrics.height() * 2.4 + 14
        widths: dict[int, float] = {}

        def measure(node: TreeNode) -> float:
            own = self._box(node)[0]
            if not node.children:
                widths[id(node)] = own
                return own
            inner = sum(measure(child) for child in node.children) + self.GAP * (
                len(node.children) - 1
            )
            widths[id(node)] = max(own, inner)
            return widths[id(node)]

        def place(node: TreeNode, left: float, depth: int) -> tuple[float, float]:
            w, h = self._box(node)
            span = widths[id(node)]
            top = 4 + depth * level
            if node.children:
                inner = sum(widths[id(c)] for c in node.children) + self.GAP * (
                    len(node.children) - 1
                )
                x = left + (span - inner) / 2
                centres = []
                for child in node.children:
                    centres.append(place(child, x, depth + 1))
                    x += widths[id(child)] + self.GAP
                centre = (centres[0][0] + centres[-1][0]) / 2
                for cx, cy in centres:
                    edges.append((QPointF(centre, top + h), QPointF(cx, cy)))
            else:
                centre = left + span / 2
            placed.append(_Placed(node, centre - w / 2, top, w, h))
            return centre, top

        total = measure(tree)
        place(tree, 0, 0)
        height = max(p.y + p.h for p in placed) + 4
        return placed, edges, total, height

    def _scale(self, width: float, natural: float) -> float:
        if natural <= 0:
            return 1.0
        return max(self.MIN_SCALE, min(1.0, (width - 8) / natural))

    def content_height(self, width: float) -> float:
        if self._tree is None:
            return 1
        _, _, natural_w, natural_h = self._layout()
        return natural_h * self._scale(width, natural_w)

    def minimumSizeHint(self) -> QSize:
        if self._tree is None:
            return QSize(60, self.height())
        _, _, natural_w, _ = self._layout()
        return QSize(round(natural_w * self.MIN_SCALE + 8), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._tree is None:
            return
        placed, edges, natural_w, _ = self._layout()
        scale = self._scale(float(self.width()), natural_w)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        t = tones(self.palette())
        painter.translate(max(4.0, (self.width() - natural_w * scale) / 2), 0)
        painter.scale(scale, scale)
        painter.setPen(QPen(t.muted, 1.6))
        for start, end in edges:
            painter.drawLine(start, end)
        label_font = bold(self.font(), 1.05)
        for item in placed:
            rect = QRectF(item.x, item.y, item.w, item.h)
            node = item.node
            if node.kind == "prime":
                painter.setPen(QPen(t.accent, 2.5))
                painter.setBrush(blend(t.base, t.accent, 0.22))
                painter.drawEllipse(rect)
                painter.setPen(t.text)
                painter.setFont(label_font)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, node.label)
            elif node.kind == "power":
                painter.setPen(QPen(t.accent, 2.5))
                painter.setBrush(blend(t.base, t.accent, 0.22))
                painter.drawRoundedRect(rect, 8, 8)
                painter.setPen(QPen(t.accent, 1))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
                top = QRectF(rect.left(), rect.top() + 4, rect.width(), rect.height() / 2)
                painter.setPen(t.text)
                painter.setFont(label_font)
                painter.drawText(top, Qt.AlignmentFlag.AlignCenter, node.power_text)
                bottom = QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2 - 4)
                painter.setFont(scaled(self.font(), 0.85))
                painter.setPen(t.muted)
                painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, "= " + node.label)
            else:
                painter.setPen(QPen(t.border, 1))
                painter.setBrush(t.base)
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(t.text)
                painter.setFont(label_font)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, node.label)
        painter.end()
