"""Learn to play's callout: a bubble beside the real control or table item it talks about,
with a ring round that item and an arrow to it (a shape, not colour alone).

Passive like every view: :meth:`TutorialCallouts.show_callout` lays out the
:class:`~wildwest.present.view_state.Callout` the controller pushed (``view.tutorial``), and
the bubble's Next and Leave buttons emit intents. Where the target is comes from a function
the main window gives (``locate(target) -> QRect | None`` in window coordinates), asked again
whenever the window is resized (:meth:`TutorialCallouts.place_soon`) or the view changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.translate import translate
from wildwest.present.view_state import Callout
from wildwest.ui.accessibility.speech import set_name
from wildwest.ui.look.type_scale import set_role
from wildwest.ui.look.widgets import literal
from wildwest.ui.tutorial.placement import (
    GAP,
    MARGIN,
    arrow_line,
    covered,
    overlap,
    place_bubble,
)

Locate = Callable[[str], QRect | None]
Related = Callable[[str], list[QRect]]
"""What a callout about a target should not cover besides it (window coordinates)."""
Watched = Callable[[str], list[QWidget]]
"""The widgets whose moves and resizes move a target (the bubble is placed again)."""
WATCHED = (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide)

BUBBLE_LETTERS = 40
"""The bubble is about this many average letters wide (less on a narrow window)."""
RING = 4
"""The ring's pen width round the target, in pixels (dashed, so it is not colour alone)."""
LEAST_WIDTH = 220
"""The narrowest bubble, in pixels (beside a target where the usual width has no room)."""


class CalloutBubble(QFrame):
    """The callout's words, its step, and Next and Leave."""

    next_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialCallout")
        self.setAccessibleName(translate("CalloutBubble", "Learn to play"))
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(2)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.progress_label = QLabel("")
        self.progress_label.setObjectName("tutorialProgress")
        set_role(self.progress_label, "strong")
        self.text_label = QLabel("")
        self.text_label.setObjectName("tutorialText")
        self.note_label = QLabel("")
        self.note_label.setObjectName("tutorialNote")
        self.note_label.setProperty("tone", "bad")
        for label in (self.progress_label, self.text_label, self.note_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setForegroundRole(QPalette.ColorRole.ToolTipText)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # A screen reader reaches the words with Tab, and reads them as they come up.
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # after the flags: they set it
        self.next_button = QPushButton(translate("Tutorial", "Ne&xt"))  # as the steps say it
        self.next_button.setObjectName("tutorialNext")
        set_role(self.next_button, "action")
        self.next_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.next_button.clicked.connect(self.next_requested)
        # Esc leaves, and no Alt-key: each letter of "Leave" is another's on the table
        # (Answer by ladder, Tests, Factor, the View menu).
        self.leave_button = QPushButton(literal(translate("CalloutBubble", "Leave")))
        self.leave_button.setObjectName("tutorialLeave")
        self.leave_button.setAutoDefault(True)
        self.leave_button.clicked.connect(self.leave_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.text_label)
        layout.addWidget(self.note_label)
        layout.addLayout(buttons)

    def show_callout(self, callout: Callout) -> None:
        self.progress_label.setText(f"{callout.title} · {callout.progress}")
        self.text_label.setText(callout.text)
        # Read as the whole line (Orca 43 says a label's name, not its description, when
        # Tab lands on it): the step, the words and where to look.
        set_name(self.text_label, callout.spoken)
        self.note_label.setText(callout.note)
        self.note_label.setVisible(bool(callout.note))
        self.next_button.setVisible(callout.next_button is not None)
        if callout.next_button is not None:
            self.next_button.setText(callout.next_button)  # its Alt key the translation's &
        self.leave_button.setText(literal(callout.leave_button))
        self.leave_button.setToolTip(callout.leave_tip)
        self.leave_button.setAccessibleDescription(callout.leave_tip)
        self.setAccessibleDescription(callout.spoken)

    def height_for(self, width: int) -> int:
        """The height the bubble needs at ``width``: each line of words wrapped at the
        bubble's inner width, the buttons, the gaps and the frame."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        labels = [
            label
            for label in (self.progress_label, self.text_label, self.note_label)
            if not label.isHidden()
        ]
        buttons = max(self.next_button.sizeHint().height(), self.leave_button.sizeHint().height())
        height = sum(label.heightForWidth(inner) for label in labels) + buttons
        height += layout.spacing() * len(labels)
        return height + margins.top() + margins.bottom() + 2 * self.frameWidth()


class TargetRing(QWidget):
    """Over the whole window, letting every click through: a dashed ring round the target
    and an arrow from the bubble to it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._target: QRect | None = None
        self._bubble = QRect()

    def point(self, target: QRect | None, bubble: QRect) -> None:
        self._target, self._bubble = target, bubble
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        target = self._target
        if target is None or target.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.palette().color(QPalette.ColorRole.Highlight)
        halo = self.palette().color(QPalette.ColorRole.Base)
        ring = target.adjusted(-RING, -RING, RING, RING)
        for pen_colour, width, style in (
            (halo, RING + 4, Qt.PenStyle.SolidLine),
            (colour, RING, Qt.PenStyle.DashLine),
        ):
            pen = QPen(pen_colour, width, style)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, 8, 8)
        if self._bubble.intersects(ring):
            return
        b, t = self._bubble, ring
        start, end = arrow_line(
            (b.x(), b.y(), b.width(), b.height()), (t.x(), t.y(), t.width(), t.height())
        )
        painter.setPen(QPen(colour, RING, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPoint(*start), QPoint(*end))
        painter.setBrush(colour)
        painter.drawPolygon(_arrow_head(start, end, 8 + RING * 2))


def _free_area(window: QWidget) -> QRect:
    """The window less its menu bar and status bar (the bubble never covers those), and
    never past the edge of its screen (a window bigger than a netbook's screen)."""
    area = window.rect()
    screen = window.screen()
    if screen is not None:
        shown = screen.availableGeometry()
        area = area.intersected(QRect(window.mapFromGlobal(shown.topLeft()), shown.size()))
    if isinstance(window, QMainWindow):
        menu = window.menuWidget()
        if menu is not None and menu.isVisible():
            area.setTop(menu.geometry().bottom() + 1)
        status = window.statusBar()
        if status.isVisible():
            area.setBottom(status.geometry().top() - 1)
    return area


def _arrow_head(start: tuple[int, int], end: tuple[int, int], size: int) -> QPolygonF:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    tip = QPointF(*end)
    back = QPointF(end[0] - ux * size, end[1] - uy * size)
    side = QPointF(-uy * size / 2, ux * size / 2)
    return QPolygonF([tip, back + side, back - side])


class TutorialCallouts(QObject):
    """The bubble and the ring over ``window``, placed beside the target (owned by it)."""

    def __init__(
        self,
        window: QWidget,
        locate: Locate,
        avoid: Related | None = None,
        watch: Watched | None = None,
    ) -> None:
        """``avoid(target)``: what else the bubble should leave in sight (the cards and the
        number, the feedback); ``watch(target)``: widgets whose geometry moves the target
        (the bubble and its ring follow them, not only the window's size)."""
        super().__init__(window)
        self._window = window
        self._locate = locate
        self._avoid = avoid or (lambda _target: [])
        self._watch = watch or (lambda _target: [])
        self._watched: set[int] = set()
        self._callout: Callout | None = None
        self.ring = TargetRing(window)
        self.bubble = CalloutBubble(window)
        self.ring.hide()
        self.bubble.hide()
        self._due = False

    @property
    def shown(self) -> Callout | None:
        return self._callout

    def show_callout(self, callout: Callout | None) -> None:
        """Show ``callout`` (``None``: hide it) and place it once the window has laid out."""
        self._callout = callout
        if callout is None:
            self.bubble.hide()
            self.ring.hide()
            return
        self.bubble.show_callout(callout)
        self.place()
        self.place_soon()

    def place_soon(self) -> None:
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self, self._place_now)

    def _place_now(self) -> None:
        self._due = False
        self.place()

    def place(self) -> None:
        """Put the bubble beside its target, inside the window, and ring the target."""
        callout = self._callout
        if callout is None:
            return
        window = self._window
        area = window.rect()
        free = _free_area(window)
        metrics = self.bubble.fontMetrics()
        target = self._locate(callout.target)
        box = None if target is None else (target.x(), target.y(), target.width(), target.height())
        ring = RING + 4  # the ring and its halo round the target are the target's too
        if box is not None:
            box = (box[0] - ring, box[1] - ring, box[2] + 2 * ring, box[3] + 2 * ring)
        avoid = [(r.x(), r.y(), r.width(), r.height()) for r in self._avoid(callout.target)]
        widest = free.width() - 2 * MARGIN
        usual = min(widest, max(300, metrics.averageCharWidth() * BUBBLE_LETTERS))
        widths = [usual, widest]
        if box is not None:  # as wide as the room beside the target (narrower, taller)
            left = box[0] - GAP - MARGIN - free.x()
            right = free.x() + free.width() - MARGIN - GAP - (box[0] + box[2])
            widths += [w for w in (left, right) if LEAST_WIDTH <= w < usual]
        # The usual width, or where it covers the target or more of what the step is about
        # (a netbook in large text), the one of the others that covers least.
        best: tuple[tuple[int, tuple[int, ...], int], QRect] | None = None
        for rank, width in enumerate(widths):
            needed = self.bubble.height_for(width)
            if rank > 1 and needed > free.height() - 2 * MARGIN:
                continue  # too narrow: its words would not fit
            height = min(needed, free.height() - 2 * MARGIN)
            spot = place_bubble(
                (free.x(), free.y(), free.width(), free.height()), box, (width, height), avoid
            )
            bubble = (spot.x, spot.y, width, height)
            on_target = overlap(bubble, box) if box is not None else 0
            score = (on_target, covered(bubble, avoid), rank)
            if best is None or score < best[0]:
                best = (score, QRect(*bubble))
        assert best is not None
        self.bubble.setGeometry(best[1])
        self.ring.setGeometry(area)
        self.ring.point(target, self.bubble.geometry())
        self.ring.show()
        self.bubble.show()
        self.ring.raise_()
        self.bubble.raise_()
        self._follow(callout.target)

    def _follow(self, target: str) -> None:
        """Place the bubble again when a widget that moves the target moves or resizes (a
        row of buttons reflowing under the answer box made the ring cover half of it)."""
        for widget in self._watch(target):
            key = id(widget)
            if key not in self._watched:
                self._watched.add(key)
                widget.installEventFilter(self)
                widget.destroyed.connect(lambda _obj=None, k=key: self._watched.discard(k))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in WATCHED and self._callout is not None:
            self.place_soon()
        return super().eventFilter(watched, event)
