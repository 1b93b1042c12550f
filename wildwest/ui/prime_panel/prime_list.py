"""The prime list: every prime up to 9 973, who holds it, searchable and filterable.

:class:`PrimeListModel` has one row per prime and shows the panel's view of the
game: a new game resets it, and every other change emits ``dataChanged`` with
explicit roles for just the primes whose holder (or star) changed. :class:`PrimeFilterProxy`
applies the search box and the "Show" choice; :class:`PrimeListPage` is the tab.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.reference.prime_list import (
    PRIME_COUNT,
    PRIMES,
    SEARCH_HELP,
    PrimeSearch,
    holder_accepts,
    holder_filters,
    player_marks,
    prime_index,
    prime_list_summary,
    search_primes,
)
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import PanelView
from wildwest.ui.look.reflow import Reflow
from wildwest.ui.prime_panel.key import PlayerKey, fit_strip, key_strip
from wildwest.ui.prime_panel.style import (
    bold,
    ink_for,
    paint_badge,
    paint_star,
    player_colour,
    scaled,
    tones,
)

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
_PRIME_TEXT = tuple(str(p) for p in PRIMES)

PrimeRole = Qt.ItemDataRole.UserRole + 1
"""The prime as an int."""
HolderRole = Qt.ItemDataRole.UserRole + 2
"""The holder's seat number, or -1 when nobody holds it (the proxy filters on this role)."""
MarkRole = Qt.ItemDataRole.UserRole + 3
"""The holder's mark (initials), or ""."""
HolderNameRole = Qt.ItemDataRole.UserRole + 4
"""The holder's name, or ""."""
InNumberRole = Qt.ItemDataRole.UserRole + 5
"""True for the primes of the last number, once they are revealed."""
TileRole = Qt.ItemDataRole.UserRole + 6
"""Everything a tile draws, in one call: (text, holder or -1, mark, starred)."""

_SELECTED = QStyle.StateFlag.State_Selected.value
_HAS_FOCUS = QStyle.StateFlag.State_HasFocus.value
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

CHANGE_ROLES = [
    int(HolderRole),
    int(MarkRole),
    int(HolderNameRole),
    int(InNumberRole),
    int(TileRole),
    int(Qt.ItemDataRole.ToolTipRole),
    int(Qt.ItemDataRole.AccessibleTextRole),
]
"""The roles a change of holder or star touches (HolderRole first: the proxy filters on it)."""


class PrimeListModel(QAbstractListModel):
    """One row per prime up to 9 973 (1 229 rows, always), with who holds it now."""

    holders_changed = Signal()
    """Holders, players or the starred number changed (the key and the map redraw)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._marks: tuple[str, ...] = ()
        self._holders: tuple[int | None, ...] = (None,) * PRIME_COUNT
        self._starred: frozenset[int] = frozenset()
        self._number: int | None = None

    # ------------------------------------------------------------ queries

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    @property
    def marks(self) -> tuple[str, ...]:
        return self._marks

    @property
    def number(self) -> int | None:
        """The last number whose primes are starred (None before the first scored turn)."""
        return self._number

    def holder(self, row: int) -> int | None:
        return self._holders[row]

    def is_starred(self, row: int) -> bool:
        return PRIMES[row] in self._starred

    def holder_of(self, prime: int) -> int | None:
        """Who holds ``prime`` (None if free or not a prime up to 9 973)."""
        row = prime_index(prime)
        return None if row is None else self._holders[row]

    def starred(self) -> frozenset[int]:
        return self._starred

    # ------------------------------------------------------------ following the game

    def _load(self, view: PanelView) -> None:
        self._players = view.players
        self._marks = player_marks(self._players)
        self._holders = view.holders or (None,) * PRIME_COUNT
        shown = view.number
        self._starred = shown.primes if shown.revealed else frozenset()
        self._number = shown.number if shown.revealed else None

    def show_view(self, view: PanelView, new_game: bool) -> None:
        """The game after a change: a new game (or other players) resets the model,
        otherwise only the primes whose holder or star changed are signalled."""
        if new_game or view.players != self._players:
            self.beginResetModel()
            self._load(view)
            self.endResetModel()
            self.holders_changed.emit()
            return
        old_holders, old_starred, old_number = self._holders, self._starred, self._number
        self._load(view)
        changed = sorted(
            {
                row
                for row, (a, b) in enumerate(zip(old_holders, self._holders, strict=True))
                if a != b
            }
            | {row for p in old_starred ^ self._starred if (row := prime_index(p)) is not None}
            | (
                {row for p in self._starred if (row := prime_index(p)) is not None}
                if old_number != self._number
                else set()
            )
        )
        start = 0
        while start < len(changed):
            end = start
            while end + 1 < len(changed) and changed[end + 1] == changed[end] + 1:
                end += 1
            self.dataChanged.emit(
                self.index(changed[start]), self.index(changed[end]), CHANGE_ROLES
            )
            start = end + 1
        if changed or old_number != self._number:
            self.holders_changed.emit()

    # ------------------------------------------------------------ model API

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else PRIME_COUNT

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role, name in (
            (PrimeRole, b"prime"),
            (HolderRole, b"holder"),
            (MarkRole, b"mark"),
            (HolderNameRole, b"holderName"),
            (InNumberRole, b"inNumber"),
            (TileRole, b"tile"),
        ):
            names[int(role)] = QByteArray(name)
        return names

    def describe(self, row: int) -> str:
        """``97: held by Ann (A), a prime of 970`` — the tooltip and what a screen reader says."""
        p = PRIMES[row]
        holder = self._holders[row]
        text = (
            arg(translate("PrimeListModel", "%1: free"), p)
            if holder is None
            else (
                arg(
                    translate("PrimeListModel", "%1: held by %2 (%3)"),
                    p,
                    self._players[holder],
                    self._marks[holder],
                )
            )
        )
        if p in self._starred:
            text += arg(translate("PrimeListModel", ", a prime of %1"), self._number)
        return text

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or index.column() != 0 or not 0 <= index.row() < PRIME_COUNT:
            return None
        row = index.row()
        holder = self._holders[row]
        if role == TileRole:
            return (
                _PRIME_TEXT[row],
                -1 if holder is None else holder,
                "" if holder is None else self._marks[holder],
                PRIMES[row] in self._starred,
            )
        if role == DISPLAY:
            return _PRIME_TEXT[row]
        if role == PrimeRole:
            return PRIMES[row]
        if role == HolderRole:
            return -1 if holder is None else holder
        if role == MarkRole:
            return "" if holder is None else self._marks[holder]
        if role == HolderNameRole:
            return "" if holder is None else self._players[holder]
        if role == InNumberRole:
            return PRIMES[row] in self._starred
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.describe(row)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )


class PrimeFilterProxy(QSortFilterProxyModel):
    """The primes that match the search box and the "Show" choice."""

    def __init__(self, model: PrimeListModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._search: PrimeSearch = search_primes("")
        self._key = "all"
        self.typing = False
        """The search box holds the start of a search: the last results stay until it reads."""
        self.setSourceModel(model)
        self.setFilterRole(HolderRole)
        self.setDynamicSortFilter(True)

    @property
    def search(self) -> PrimeSearch:
        return self._search

    @property
    def holder_key(self) -> str:
        return self._key

    def set_search(self, text: str) -> None:
        search = search_primes(text)
        self.typing = search.incomplete
        if search.incomplete or search == self._search:
            return
        self._search = search
        # One layoutChanged, not a rowsRemoved/rowsInserted pair per gap between matches:
        # far cheaper for a wrapping list view re-laid out on every keystroke.
        self.invalidate()

    def set_holder_filter(self, key: str) -> None:
        if key == self._key:
            return
        self._key = key
        self.invalidate()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        rows = self._search.rows
        if rows is not None and source_row not in rows:
            return False
        if self._key == "all":
            return True
        model = self._model
        return holder_accepts(self._key, model.holder(source_row), model.is_starred(source_row))


class PrimeDelegate(QStyledItemDelegate):
    """A prime as a tile: the number, the holder's mark on their colour, a star if starred.

    Painting is on the keystroke path of the search box, so it asks the model once per tile
    (:data:`TileRole`) and keeps its fonts and sizes until the font changes.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mark_chars = 1
        self._font_key = ""
        self._fonts: tuple[QFont, QFont, QFont] | None = None
        self._metrics: tuple[float, float] = (0.0, 0.0)
        self._tiles: dict[tuple[object, ...], QPixmap] = {}
        """Painted tiles by everything that shows on them: repaints are one drawPixmap each."""

    def tile_size(self, metrics: QFontMetrics) -> QSize:
        digits = metrics.horizontalAdvance("9999")
        badge = metrics.horizontalAdvance("W" * max(1, self.mark_chars)) + 8
        star = metrics.height()
        return QSize(digits + badge + star + 12, metrics.height() + 12)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.tile_size(QFontMetrics(option.font))

    def _prepare(self, font: QFont) -> tuple[QFont, QFont, QFont]:
        key = font.key() + str(self.mark_chars)
        if key != self._font_key or self._fonts is None:
            metrics = QFontMetrics(font)
            self._font_key = key
            self._fonts = (QFont(font), bold(font), bold(scaled(font, 0.9)))
            self._metrics = (
                float(metrics.height()),
                float(metrics.horizontalAdvance("W" * max(1, self.mark_chars)) + 6),
            )
        return self._fonts

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        text, holder, mark, starred = index.data(TileRole)
        state = option.state.value
        selected = bool(state & _SELECTED)
        focused = bool(state & _HAS_FOCUS)
        rect = option.rect
        ratio = painter.device().devicePixelRatioF()
        key = (
            text,
            holder,
            mark,
            starred,
            selected,
            focused,
            rect.width(),
            rect.height(),
            ratio,
            option.palette.cacheKey(),
            option.font.key(),
        )
        tile = self._tiles.get(key)
        if tile is None:
            if len(self._tiles) > 4000:
                self._tiles.clear()
            tile = QPixmap(
                max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio))
            )
            tile.setDevicePixelRatio(ratio)
            tile.fill(Qt.GlobalColor.transparent)
            tile_painter = QPainter(tile)
            self._paint_tile(
                tile_painter,
                QRectF(0, 0, rect.width(), rect.height()),
                option,
                (text, holder, mark, starred, selected, focused),
            )
            tile_painter.end()
            self._tiles[key] = tile
        painter.drawPixmap(rect.topLeft(), tile)

    def _paint_tile(
        self,
        painter: QPainter,
        area: QRectF,
        option: QStyleOptionViewItem,
        tile: tuple[str, int, str, bool, bool, bool],
    ) -> None:
        text, holder, mark, starred, selected, focused = tile
        t = tones(option.palette)
        plain, strong, small = self._prepare(option.font)
        star_width, badge_width = self._metrics
        rect = area.adjusted(2, 2, -2, -2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = t.highlight if selected else (t.number_fill if starred else t.base)
        border = t.accent if starred else t.border
        painter.setPen(QPen(t.text if focused else border, 2.5 if starred or focused else 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 5, 5)
        if starred:
            paint_star(
                painter,
                QPointF(rect.left() + 3 + star_width / 2, rect.center().y()),
                star_width * 0.42,
                t.accent,
            )
        painter.setPen(ink_for(fill) if starred or selected else t.text)
        painter.setFont(strong if starred else plain)
        painter.drawText(rect.adjusted(star_width + 4, 0, 0, 0), _LEFT, text)
        if holder >= 0:
            badge = QRectF(
                rect.right() - badge_width - 3, rect.top() + 3, badge_width, rect.height() - 6
            )
            paint_badge(painter, badge, mark, player_colour(holder), small)


class PrimeListView(QListView):
    """The tiles in rows that wrap to the panel's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("primeListView")
        self.setAccessibleName(translate("PrimeListView", "Primes up to 9 973"))
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setTabKeyNavigation(False)
        self.delegate = PrimeDelegate(self)
        self.setItemDelegate(self.delegate)
        self.fit_tiles()

    def fit_tiles(self) -> None:
        self.setGridSize(self.delegate.tile_size(QFontMetrics(self.font())))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.fit_tiles()


def field_rows(pairs: tuple[tuple[QLabel, QWidget], ...]) -> Reflow:
    """Labelled fields side by side when the panel is wide enough, else one under the other
    (a narrow panel, or large text), so a field is never squeezed."""

    def least(field: QWidget) -> int:
        """A field's least width: a box shows its whole hint (with its frame and clear
        button, about a line's height each side)."""
        width = max(field.minimumSizeHint().width(), 140)
        if isinstance(field, QLineEdit) and field.placeholderText():
            around = 2 * field.sizeHint().height()
            width = max(
                width, field.fontMetrics().horizontalAdvance(field.placeholderText()) + around
            )
        return width

    def needed() -> int:
        return sum(label.sizeHint().width() + least(field) + 12 for label, field in pairs)

    wide = [
        (widget, 0, 2 * index + side, 1, 1)
        for index, pair in enumerate(pairs)
        for side, widget in enumerate(pair)
    ]
    narrow = [
        (widget, index, side, 1, 1)
        for index, pair in enumerate(pairs)
        for side, widget in enumerate(pair)
    ]

    def narrow_needed() -> int:
        return max(label.sizeHint().width() + least(field) + 6 for label, field in pairs)

    # Narrower still (the largest text in a long language): each label over its field.
    narrowest = [
        (widget, 2 * index + side, 0, 1, 2)
        for index, pair in enumerate(pairs)
        for side, widget in enumerate(pair)
    ]
    stretch_wide = [2 * index + 1 for index in range(len(pairs))]
    return Reflow(
        wide,
        narrow,
        needed,
        stretch_wide=stretch_wide,
        stretch_narrow=[1],
        narrowest=narrowest,
        narrow_needed=narrow_needed,
    )


class PrimeListPage(QWidget):
    """The "Primes" tab: search box, "Show" choice, the key, the tiles and a count line."""

    def __init__(self, model: PrimeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("primeListPage")
        self.model = model
        self.proxy = PrimeFilterProxy(model, self)
        self._locked: str | None = None

        self.search = QLineEdit()
        self.search.setObjectName("primeSearchInput")
        self.search.setPlaceholderText(translate("PrimeListPage", "97 or 100-200"))
        self.search.setClearButtonEnabled(True)
        self.search.setMaxLength(60)
        self.search.setAccessibleName(translate("PrimeListPage", "Look up primes"))
        self.search.setAccessibleDescription(translate("PrimeList", SEARCH_HELP))
        self.search.setToolTip(translate("PrimeList", SEARCH_HELP))
        search_label = QLabel(translate("PrimeListPage", "Loo&k up:"))
        search_label.setBuddy(self.search)

        self.show_choice = QComboBox()
        self.show_choice.setObjectName("primeFilterCombo")
        self.show_choice.setAccessibleName(translate("PrimeListPage", "Show which primes"))
        self.show_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.show_choice.setMinimumContentsLength(12)
        show_label = QLabel(translate("PrimeListPage", "Sho&w:"))
        show_label.setBuddy(self.show_choice)

        self.legend = PlayerKey("primeLegend")
        self.legend_strip = key_strip(self.legend, "primeLegendStrip")

        self.view = PrimeListView()
        self.view.setModel(self.proxy)

        self.summary = QLabel()
        self.summary.setObjectName("primeListSummary")
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(translate("PrimeListPage", "How many primes are shown"))

        form = field_rows(((search_label, self.search), (show_label, self.show_choice)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(form)
        layout.addWidget(self.legend_strip)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)

        self.search.textChanged.connect(self._search_changed)
        self.show_choice.currentIndexChanged.connect(self._choice_changed)
        model.holders_changed.connect(self._game_changed)
        model.modelReset.connect(self._game_changed)
        for signal in (
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
            self.proxy.modelReset,
            self.proxy.layoutChanged,
        ):
            signal.connect(self._update_summary)
        self._game_changed()

    def set_locked(self, note: str | None) -> None:
        """While the checker lock is on, the list may be scrolled but not searched by number
        (RULES.md): the box is disabled, the whole list shows and ``note`` says why."""
        if note == self._locked:
            return
        self._locked = note
        self.search.setEnabled(note is None)
        self.proxy.set_search("" if note is not None else self.search.text())
        self._update_summary()

    def _search_changed(self, text: str) -> None:
        if self._locked is None:
            self.proxy.set_search(text)
        self._update_summary()

    def _choice_changed(self, _index: int) -> None:
        key = self.show_choice.currentData()
        self.proxy.set_holder_filter(str(key) if key else "all")
        self._update_summary()

    def _game_changed(self) -> None:
        model = self.model
        keys = [self.show_choice.itemData(i) for i in range(self.show_choice.count())]
        choices = holder_filters(model.players)
        if keys != [c.key for c in choices] or any(
            self.show_choice.itemText(i) != c.label for i, c in enumerate(choices)
        ):
            current = self.proxy.holder_key
            self.show_choice.blockSignals(True)
            self.show_choice.clear()
            for choice in choices:
                self.show_choice.addItem(choice.label, choice.key)
            found = self.show_choice.findData(current)
            self.show_choice.setCurrentIndex(max(0, found))
            self.show_choice.blockSignals(False)
            self.proxy.set_holder_filter(str(self.show_choice.currentData()))
        self.view.delegate.mark_chars = max((len(m) for m in model.marks), default=1)
        self.view.fit_tiles()
        self.legend.show_players(model.players, model.marks, model.number)
        fit_strip(self.legend_strip)
        self._update_summary()
        self.view.viewport().update()

    def _update_summary(self, *_args: Any) -> None:
        model = self.model
        if self._locked is not None:
            self.summary.setText(self._locked)
            self.summary.setAccessibleDescription(self._locked)
            return
        text = prime_list_summary(
            self.proxy.rowCount(),
            self.proxy.search,
            self.proxy.holder_key,
            model.players,
            model.number,
        )
        if self.proxy.typing:
            text += translate("PrimeListPage", " · keep typing…")
        self.summary.setText(text)
        self.summary.setAccessibleDescription(text)
