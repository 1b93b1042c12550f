"""The card picker: in a game with real cards, the player shows the app the cards they turned over.

Passive: it lays out a :class:`~wildwest.present.view_state.PickerView` and emits what
was asked for. A grid of every card (rank × suit, and the joker), big enough for a
finger, each drawn with the game's own card art (the top of the card: its corner index and
its big rank, in its suit's colour, in the four-colour deck and with suit letters when
those are on); a card the packs no longer hold is greyed out, and the cards picked for
this turn are ringed and numbered in the order they were picked (1 is the face card). The
card codes box is the same entry typed (``KS 3S AH 10S 5S``). Everything works from the
keyboard:

* Tab moves between the codes box, the grid (one stop) and the buttons;
* in the grid the arrow keys move, Enter or Space picks the card, Backspace removes the
  last card picked;
* Enter in the codes box, or Ctrl+Enter anywhere on the page, confirms the turn.

Object names for tests and scripts: ``cardPicker``, ``cardCodesInput``,
``confirmCardsButton``, ``removeCardButton``, ``clearCardsButton``,
``backToTableButton``, ``undoTurnButton``, ``outOfCardsButton``, ``pickerPreview``,
``pickerStatus`` and ``card_KS`` … ``card_JK`` for the cards.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.translate import translate
from wildwest.present.view_state import PickerCard, PickerView
from wildwest.ui.accessibility.speech import set_name
from wildwest.ui.look.reflow import WrapRow
from wildwest.ui.look.type_scale import set_role
from wildwest.ui.look.widgets import question_box
from wildwest.ui.table.card_art import CARD_ASPECT, CardArt

MIN_TOUCH = 44
"""The smallest side of a card button, in pixels (a finger's width)."""
MAX_CODES = 60
"""The codes box holds at most this many characters (a turn is at most 5 cards)."""
GRID_STYLE = """
QPushButton { padding: 0px; }
"""
"""Slim padding (thirteen cards and the joker fit a netbook's width in the largest type)."""
CARD_TOP = 185 / 350
"""The share of a card's height a tile shows: the corner index and the big rank (a card is
250 × 350 units, its index 62 high at the top left)."""
RING = 3
"""The picked cards' ring, in pixels (with its number, more than a colour)."""
_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


def _plain_label(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if name:
        label.setObjectName(name)
    return label


class CardTile(QPushButton):
    """A card of the picker, drawn with the game's card art: the top of the card (the whole
    joker, whose tile is tall), greyed out when none is left, ringed and numbered when picked
    (``picked_at``), a dashed ring round the one with the keyboard. Its text stays the card's
    label (``10♠``), read with its name by screen readers; the art is drawn instead of it."""

    def __init__(self, art: CardArt, code: str, label: str) -> None:
        super().__init__(label)
        self._art = art
        self.code = code
        self.picked_at: tuple[int, ...] = ()
        self._image: QImage | None = None
        self._image_key: tuple[int, int, float, tuple[bool, bool]] | None = None
        art.changed.connect(self._forget)

    def _forget(self) -> None:
        self._image = None
        self.update()

    def show_picked(self, picked_at: tuple[int, ...]) -> None:
        if picked_at != self.picked_at:
            self.picked_at = picked_at
            self.update()

    def _card_rect(self) -> QRectF:
        """Where the card (its top, or the whole joker) is drawn: as big as the tile holds,
        keeping the card's proportions, centred, inside the picked ring."""
        room = QRectF(self.rect()).adjusted(RING + 1, RING + 1, -RING - 1, -RING - 1)
        share = 1.0 if self.code == "JK" else CARD_TOP
        aspect = CARD_ASPECT * share  # height / width of what is drawn
        width = min(room.width(), room.height() / aspect)
        height = width * aspect
        return QRectF(room.center().x() - width / 2, room.center().y() - height / 2, width, height)

    def _picture(self, rect: QRectF) -> QImage:
        """The card's top (or the joker) at ``rect``'s size, at the screen's resolution."""
        ratio = self.devicePixelRatioF()
        key = (round(rect.width() * ratio), round(rect.height() * ratio), ratio, self._art.variant)
        if self._image is None or self._image_key != key:
            width, height = key[0], key[1]
            image = QImage(
                QSize(max(1, width), max(1, height)), QImage.Format.Format_ARGB32_Premultiplied
            )
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._art.render(painter, self.code, QRectF(0, 0, width, width * CARD_ASPECT))
            painter.end()
            image.setDevicePixelRatio(ratio)
            self._image, self._image_key = image, key
        return self._image

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        card = self._card_rect()
        # None left: greyed and struck through (more than a colour); a card picked for this
        # turn stays as it is, ringed, even when it was the last one.
        greyed = not self.isEnabled() and not self.picked_at
        painter.setOpacity(0.3 if greyed else 1.0)
        painter.drawImage(card, self._picture(card))
        painter.setOpacity(1.0)
        if greyed:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.WindowText), 2))
            painter.drawLine(card.bottomLeft(), card.topRight())
        ring = card.adjusted(-RING / 2 - 1, -RING / 2 - 1, RING / 2 + 1, RING / 2 + 1)
        if self.picked_at:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Link), RING))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, 6, 6)
            self._paint_order(painter, card, palette)
        if self.hasFocus():
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        painter.end()

    def _paint_order(self, painter: QPainter, card: QRectF, palette: QPalette) -> None:
        """Where the card was picked (1 is the face card), in a disc at its bottom right."""
        text = "·".join(str(i) for i in self.picked_at)
        font = QFont(self.font())
        font.setBold(True)
        # In the card's bottom right corner, clear of its index and its big rank.
        height = min(QFontMetrics(font).height() + 2.0, card.height() * 0.4)
        font.setPixelSize(max(6, round(height * 0.72)))
        metrics = QFontMetrics(font)
        width = min(card.width(), max(height, metrics.horizontalAdvance(text) + height * 0.5))
        disc = QRectF(card.right() - width, card.bottom() - height, width, height)
        path = QPainterPath()
        path.addRoundedRect(disc, height / 2, height / 2)
        fill = palette.color(QPalette.ColorRole.Link)
        painter.fillPath(path, fill)
        painter.setFont(font)
        painter.setPen(QColor("#000000") if fill.lightnessF() > 0.6 else QColor("#ffffff"))
        painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), text)


class CardGrid(QWidget):
    """Every card as a button, rank × suit, and the joker as a tall button at the end of the
    rows: one Tab stop, arrows inside (a *roving* focus: only the current card takes Tab
    focus)."""

    picked = Signal(str)
    remove_requested = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.setObjectName("cardGrid")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(3)
        self.setStyleSheet(GRID_STYLE)
        self.buttons: dict[str, CardTile] = {}
        self._places: dict[tuple[int, int], str] = {}
        self._row_labels: list[QLabel] = []
        self._row_texts: list[tuple[str, str]] = []
        """Each suit row's label, with its name (``♠ Pik``) and short (``♠ P``)."""
        self._long_rows = False
        self._room = 0
        self._current = ""

    def build(self, view: PickerView) -> None:
        """Make the buttons the first time a picker view comes (the cards never change)."""
        if self.buttons:
            return
        suits = list(zip(view.rows, view.short_rows, view.row_names, strict=True))
        for row, (label, short, name) in enumerate(suits[:-1]):
            # ♠ over its name (or letters): a narrow column
            self._row_texts.append((label.replace(" ", "\n", 1), short.replace(" ", "\n", 1)))
            heading = _plain_label(self._row_texts[-1][1])
            heading.setObjectName(f"suitRow{row}")
            heading.setContentsMargins(2, 0, 2, 0)  # a little air before the first card
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            heading.setWordWrap(False)
            heading.setAccessibleName(name)
            heading.setToolTip(name)
            set_role(heading, "strong")
            self._grid.addWidget(heading, row, 0)
            self._row_labels.append(heading)
        joker_row = len(view.rows) - 1
        columns = 1 + max(c.column for c in view.cards)
        for card in view.cards:
            button = CardTile(self._art, card.code, card.label)
            button.setObjectName(f"card_{card.code}")
            button.setMinimumSize(MIN_TOUCH, MIN_TOUCH)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            button.setAutoDefault(False)
            set_role(button, "strong")
            button.clicked.connect(lambda _checked=False, code=card.code: self.picked.emit(code))
            button.installEventFilter(self)
            if card.row == joker_row:  # a tall button after the last column, beside every row
                self._grid.addWidget(button, 0, columns + 1, joker_row, 1)
                for row in range(joker_row):
                    self._places[(row, columns)] = card.code
            else:
                self._grid.addWidget(button, card.row, card.column + 1)
                self._places[(card.row, card.column)] = card.code
            self.buttons[card.code] = button
        for column in range(1, columns + 2):
            self._grid.setColumnStretch(column, 1)
        self._current = view.cards[0].code
        self._fit_width()

    def _fit_width(self) -> None:
        """Every button as wide as its widest label with the chosen mark (``✓ 10♠``)."""
        bold = self.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        pad = 2 * 3 + 2  # a picked card's border (3 px a side) and a pixel of air
        wide = metrics.horizontalAdvance("10♠") + pad
        joker = metrics.horizontalAdvance(translate("CardGrid", "Joker")) + pad
        high = max(MIN_TOUCH, round(metrics.height() * 1.5))
        for code, button in self.buttons.items():
            button.setMinimumWidth(max(MIN_TOUCH, joker if code == "JK" else wide))
            button.setMinimumHeight(high)
            button.setMaximumHeight(2 * high if code != "JK" else 16_777_215)
            button.setMaximumWidth(max(MIN_TOUCH, 3 * wide))
        self._long_rows = False
        self._show_rows()
        self.fit_rows(self._room)

    def _show_rows(self) -> None:
        """The suits' labels, named or short, each as wide as its text (beside its row)."""
        for label, texts in zip(self._row_labels, self._row_texts, strict=True):
            label.setText(texts[0] if self._long_rows else texts[1])
            label.setFixedWidth(label.sizeHint().width())
        # Cards at their biggest on a projector: the grid stops there (the room left over goes
        # below and beside it, instead of between the rows and before the first column).
        self._grid.invalidate()
        self.setMaximumSize(self._grid.maximumSize())

    def fit_rows(self, room: int) -> None:
        """Name the suits beside their rows (``♠ Pik``) when the grid has ``room`` pixels
        across for it, else show their signs and letters (``♠ P``), on a netbook in the
        largest type."""
        self._room = room
        if not self._row_labels or room <= 0:
            return
        metrics = QFontMetrics(self._row_labels[0].font())

        def widest(which: int) -> int:
            return max(
                metrics.horizontalAdvance(line)
                for texts in self._row_texts
                for line in texts[which].splitlines()
            )

        if self._long_rows:
            base = self._grid.minimumSize().width() - widest(0) + widest(1)
        else:
            base = self._grid.minimumSize().width()
        long_rows = base + widest(0) - widest(1) + 4 <= room
        if long_rows != self._long_rows:
            self._long_rows = long_rows
            self._show_rows()

    @property
    def named_rows(self) -> bool:
        """The suits' rows are labelled with their names (not only signs and letters)."""
        return self._long_rows

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.buttons:
            self._fit_width()

    def show_cards(self, cards: tuple[PickerCard, ...]) -> None:
        current = self.buttons.get(self._current)
        focused = current is not None and current.hasFocus()
        closing = False
        for card in cards:
            button = self.buttons[card.code]
            button.setText(card.label)
            button.show_picked(card.picked_at)
            if focused and button is current and not card.enabled:
                closing = True  # greyed out last, once the focus has moved on
            else:
                button.setEnabled(card.enabled)
            button.setToolTip(card.name)
            button.setAccessibleName(card.name)
        if closing and current is not None:
            # The last copy of the focused card was picked: the focus goes to a neighbour,
            # so the keyboard stays in the grid.
            steps = ((0, 1), (0, -1), (1, 0), (-1, 0))
            found = (self._neighbour(self._current, step) for step in steps)
            target = next((code for code in found if code is not None), None)
            if target is not None:
                self._rove(target)
                self.buttons[target].setFocus(Qt.FocusReason.OtherFocusReason)
            current.setEnabled(False)
        self._rove(self._current if self._usable(self._current) else self._first_usable())

    def _usable(self, code: str) -> bool:
        button = self.buttons.get(code)
        return button is not None and button.isEnabled()

    def _first_usable(self) -> str:
        return next((code for code in self.buttons if self._usable(code)), self._current)

    def _rove(self, code: str) -> None:
        """Make ``code`` the grid's one Tab stop."""
        if code not in self.buttons:
            return
        old = self.buttons.get(self._current)
        if old is not None and code != self._current:
            old.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._current = code
        self.buttons[code].setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def current(self) -> QPushButton | None:
        return self.buttons.get(self._current)

    def _neighbour(self, code: str, step: tuple[int, int]) -> str | None:
        """The next card that can be picked from ``code`` in direction ``step``."""
        if code == "JK" and step[1] < 0:  # left from the joker: the Kings' column
            where = (0, max(c for _, c in self._places))
        elif code == "JK":
            return None
        else:
            where = next(place for place, c in self._places.items() if c == code)
        rows = 1 + max(r for r, _ in self._places)
        columns = 1 + max(c for _, c in self._places)
        row, column = where
        for _ in range(rows * columns):
            row, column = row + step[0], column + step[1]
            if not (0 <= row < rows and 0 <= column < columns):
                return None
            found = self._places.get((row, column))
            if found is not None and self._usable(found):
                return found
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QPushButton):
            code = watched.objectName().removeprefix("card_")
            if code in self.buttons:
                self._rove(code)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        key = event.key()
        if key in _MOVES and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            code = watched.objectName().removeprefix("card_")
            target = self._neighbour(code, _MOVES[Qt.Key(key)])
            if target is not None:
                self._rove(target)
                self.buttons[target].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            if isinstance(watched, QPushButton) and watched.isEnabled():
                watched.click()
            return True
        if key == Qt.Key.Key_Backspace:
            self.remove_requested.emit()
            return True
        return super().eventFilter(watched, event)


class CardPickerView(QFrame):
    """The page a real-cards turn is entered on (see the module notes)."""

    entry_edited = Signal(str)
    card_picked = Signal(str)
    remove_requested = Signal()
    clear_requested = Signal()
    confirm_requested = Signal()
    back_requested = Signal()
    undo_requested = Signal()
    out_of_cards_requested = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPicker")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.heading = _plain_label(name="pickerHeading")
        set_role(self.heading, "heading")
        self.instruction = _plain_label(name="pickerInstruction")
        self.grid = CardGrid(art)
        self.grid.picked.connect(self.card_picked)
        self.grid.remove_requested.connect(self.remove_requested)

        self.codes = QLineEdit()
        self.codes.setObjectName("cardCodesInput")
        self.codes.setMaxLength(MAX_CODES)
        self.codes.setAccessibleName(translate("CardPickerView", "Card codes"))
        # How to type a code, in the game's language's card letters (the view says).
        self.codes_hint = _plain_label(name="codesHint")
        self.codes.textEdited.connect(self.entry_edited)
        self.codes.returnPressed.connect(self._confirm)
        codes_label = QLabel(translate("CardPickerView", "Or ty&pe codes:"))
        codes_label.setBuddy(self.codes)
        self.remove_button = self._button(
            translate("CardPickerView", "&Remove last card"), "removeCardButton"
        )
        self.remove_button.setToolTip(
            translate("CardPickerView", "Take the last card off (Backspace in the cards)")
        )
        self.remove_button.clicked.connect(self.remove_requested)
        self.clear_button = self._button(translate("CardPickerView", "C&lear"), "clearCardsButton")
        self.clear_button.setToolTip(translate("CardPickerView", "Start this turn's cards again"))
        self.clear_button.clicked.connect(self.clear_requested)

        # Both read as what they show (in words), not a fixed name over it.
        self.preview = _plain_label(name="pickerPreview")
        set_role(self.preview, "strong")
        self.status = _plain_label(name="pickerStatus")
        self.say: Callable[[str], None] | None = None
        """Says a line to the screen reader (the window's voice): each pick, with what to
        pick next, and the turn's question when the picker opens."""
        self._spoken = ""
        self._opening = ""
        self._heading = ""

        self.back_button = self._button(
            translate("CardPickerView", "&Back to the table"), "backToTableButton"
        )
        self.back_button.clicked.connect(self.back_requested)
        self.undo_button = self._button(
            translate("CardPickerView", "&Undo last turn"), "undoTurnButton"
        )
        self.undo_button.setToolTip(
            translate("CardPickerView", "Take back the last turn entered (asks first; Ctrl+Z)")
        )
        self.undo_button.clicked.connect(self.undo_requested)
        self.end_button = self._button(
            translate("CardPickerView", "We're &out of cards"), "outOfCardsButton"
        )
        self.end_button.setToolTip(translate("CardPickerView", "End the game now (asks first)"))
        self.end_button.clicked.connect(self.out_of_cards_requested)
        self.confirm_button = self._button(
            translate("CardPickerView", "&Confirm"), "confirmCardsButton"
        )
        self.confirm_button.setToolTip(
            translate("CardPickerView", "Score these cards (Enter in the codes box, or Ctrl+Enter)")
        )
        self.confirm_button.clicked.connect(self._confirm)
        set_role(self.confirm_button, "action")

        codes_label.setObjectName("codesLabel")
        self.codes_row = WrapRow(
            (codes_label, self.codes, self.remove_button, self.clear_button), stretch=1
        )
        self.button_row = WrapRow(
            (self.back_button, self.undo_button, self.end_button, self.confirm_button), stretch=-1
        )
        body = QWidget()
        body.setObjectName("pickerBody")
        inner = QVBoxLayout(body)
        inner.addWidget(self.heading)
        inner.addWidget(self.instruction)
        inner.addWidget(self.grid, 3)  # room to spare makes the cards bigger, up to twice
        inner.addWidget(self.codes_row)
        inner.addWidget(self.codes_hint)
        inner.addWidget(self.preview)
        inner.addWidget(self.status)
        inner.addStretch(1)
        # On a small screen in the largest type the cards scroll; the buttons stay in sight.
        self.body_scroll = QScrollArea()
        self.body_scroll.setObjectName("pickerScroll")
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setWidget(body)
        # No Tab stop with no name: its controls are the stops.
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.body_scroll.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body_scroll, 1)
        layout.addWidget(self.button_row)
        self.button_row.setContentsMargins(9, 0, 9, 9)
        for sequence in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._confirm)
        self._can_confirm = False

    @staticmethod
    def _button(text: str, name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.setMinimumHeight(MIN_TOUCH)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_rows()
        return super().eventFilter(watched, event)

    def _fit_rows(self) -> None:
        body = self.body_scroll.widget()
        layout = body.layout() if body is not None else None
        margins = layout.contentsMargins() if layout is not None else None
        side = 0 if margins is None else margins.left() + margins.right()
        self.grid.fit_rows(self.body_scroll.viewport().width() - side)

    def _confirm(self) -> None:
        """Confirm pressed (or Enter, or Ctrl+Enter): the controller says if it may be."""
        self.confirm_requested.emit()

    def show_picker(self, view: PickerView) -> None:
        """Lay out the picker the controller pushed."""
        if not self.grid.buttons:
            self.grid.build(view)
            self._fit_rows()
            # Tab: the grid (one stop: the current card), the codes box, then the buttons.
            chain = [
                *self.grid.buttons.values(),
                self.codes,
                self.remove_button,
                self.clear_button,
                self.back_button,
                self.undo_button,
                self.end_button,
                self.confirm_button,
            ]
            for before, after in itertools.pairwise(chain):
                QWidget.setTabOrder(before, after)
        self.heading.setText(view.heading)
        self.instruction.setText(view.instruction)
        self.codes.setPlaceholderText(view.codes_example)
        self.codes_hint.setText(view.codes_hint)
        self.codes.setAccessibleDescription(
            " ".join((view.codes_hint, translate("CardPickerView", "Enter confirms the turn.")))
        )
        self.grid.show_cards(view.cards)
        if self.codes.text() != view.text:
            self.codes.setText(view.text)
        self.codes.setEnabled(view.active)
        self.preview.setText(view.preview or " ")
        set_name(self.preview, view.preview_words or " ")
        self.status.setText(view.status.marked or " ")
        set_name(self.status, view.status.text or " ")
        self.status.setProperty("tone", view.status.tone)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.status.setAccessibleDescription(view.status.text)
        self.confirm_button.setEnabled(view.can_confirm)
        self.remove_button.setEnabled(view.can_remove)
        self.clear_button.setEnabled(view.can_remove)
        self.undo_button.setEnabled(bool(view.undo_question))
        self.undo_button.setAccessibleDescription(view.undo_question)
        self.end_button.setEnabled(bool(view.end_question))
        self.end_button.setAccessibleDescription(view.end_note or view.end_detail)
        self._speak(view)

    def _speak(self, view: PickerView) -> None:
        """A pick (or a card removed) is said with what to do next; what is typed in the
        codes box is not (the reader echoes the typing, and a line per key is too much)."""
        status = view.status.text if view.active else ""
        same_turn = view.heading == self._heading  # a confirmed turn is not said here
        self._heading = view.heading
        self._opening = " ".join(x for x in (view.heading, status) if x)
        spoken = " ".join(x for x in (view.preview_words, status) if x)
        if spoken == self._spoken:
            return
        self._spoken = spoken
        typing = self.codes.hasFocus()
        if self.say is not None and spoken and same_turn and self.isVisible() and not typing:
            self.say(spoken)

    def focus_entry(self) -> None:
        """Where the keyboard starts when the picker opens: the codes box (and the reader
        says whose cards to pick, and how)."""
        self.codes.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.say is not None and self._opening:
            self.say(self._opening)


# ---------------------------------------------------------------- asking first


def ask(
    parent: QWidget | None, title: str, question: str, detail: str, *, yes: str, no: str
) -> bool:
    """Ask (modal); True if the answer was ``yes``."""
    box = question_box(parent, title, question, detail, yes=yes, no=no)
    box.exec()
    clicked = box.clickedButton()
    return clicked is not None and clicked.objectName() == "yesButton"
