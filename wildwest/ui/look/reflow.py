"""A row of widgets that lays itself out again when it is too narrow (a netbook, large text),
so nothing in it is ever squeezed below its size or cut."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QWidget

Placement = Sequence[tuple[QWidget, int, int, int, int]]
"""Where each widget goes in the grid: (widget, row, column, row span, column span)."""
WIDE, NARROW, NARROWEST = range(3)
"""A :class:`Reflow`'s layouts."""


class Reflow(QWidget):
    """Widgets placed ``wide`` when the row is at least ``needed()`` pixels wide, else
    ``narrow`` (or, given, ``narrowest`` when the row is narrower than ``narrow_needed()``);
    the columns in ``stretch_*`` take the spare width."""

    def __init__(
        self,
        wide: Placement,
        narrow: Placement,
        needed: Callable[[], int],
        *,
        stretch_wide: Sequence[int] = (),
        stretch_narrow: Sequence[int] = (),
        narrowest: Placement | None = None,
        narrow_needed: Callable[[], int] | None = None,
    ) -> None:
        super().__init__()
        self._placements = {WIDE: wide, NARROW: narrow, NARROWEST: narrowest or narrow}
        self._stretch = {WIDE: stretch_wide, NARROW: stretch_narrow, NARROWEST: stretch_narrow}
        self._needed = needed
        self._narrow_needed = narrow_needed if narrowest is not None else None
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._tier: int | None = None
        self._place(NARROWEST)  # the least width first: the row widens once it has room

    @property
    def is_wide(self) -> bool:
        return self._tier == WIDE

    def needed(self) -> int:
        """The width at which the wide layout fits."""
        return self._needed()

    def tier(self, width: int) -> int:
        """:data:`WIDE`, :data:`NARROW` or :data:`NARROWEST`: the layout for ``width``."""
        if width >= self._needed():
            return WIDE
        if self._narrow_needed is not None and width < self._narrow_needed():
            return NARROWEST
        return NARROW

    def _place(self, tier: int) -> None:
        if tier == self._tier:
            return
        self._tier = tier
        for placement in self._placements.values():
            for widget, *_ in placement:
                self.grid.removeWidget(widget)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for widget, row, column, rows, columns in self._placements[tier]:
            self.grid.addWidget(widget, row, column, rows, columns)
        for column in self._stretch[tier]:
            self.grid.setColumnStretch(column, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(self.tier(event.size().width()))
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        # A widget in the row was shown, hidden or changed its size (a button's new label):
        # the row may need the other layout at the same width.
        if event.type() == QEvent.Type.LayoutRequest and self.width() > 0:
            self._place(self.tier(self.width()))
        return super().event(event)


class WrapRow(QWidget):
    """Widgets side by side when there is room, else in as few rows as fit (two, or one
    each on a netbook in the largest type), so nothing is squeezed or cut. ``stretch``: the
    widget that takes the spare width (its index; ``-1`` puts the spare width before the
    last widget)."""

    def __init__(self, widgets: tuple[QWidget, ...], *, stretch: int) -> None:
        super().__init__()
        self._widgets = widgets
        self._stretch = stretch
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._per_row: int | None = None
        self._place(per_row=len(widgets))

    def needed(self, per_row: int | None = None) -> int:
        """The width ``per_row`` widgets a row need (all of them on one row if None), the
        widest ones counted."""
        count = len(self._widgets) if per_row is None else per_row
        spacing = self.grid.horizontalSpacing()
        margins = self.contentsMargins()
        widths = sorted((w.sizeHint().width() for w in self._widgets), reverse=True)[:count]
        return sum(widths) + spacing * len(widths) + margins.left() + margins.right()

    def per_row(self, width: int) -> int:
        """How many widgets a row holds at ``width``: all, else as many as fit."""
        for per_row in range(len(self._widgets), 0, -1):
            if self.needed(per_row) <= width:
                return per_row
        return 1

    def _place(self, *, per_row: int) -> None:
        if per_row == self._per_row:
            return
        self._per_row = per_row
        for widget in self._widgets:
            self.grid.removeWidget(widget)
        count = len(self._widgets)
        for column in range(count + 1):
            self.grid.setColumnStretch(column, 0)
        one_row = per_row == count
        for index, widget in enumerate(self._widgets):
            row, column = divmod(index, per_row)
            if self._stretch < 0 and one_row and index == count - 1:
                column += 1  # after the spare width
            self.grid.addWidget(widget, row, column)
        if self._stretch >= 0:
            self.grid.setColumnStretch(self._stretch % per_row, 1)
        else:  # in one row the spare width goes before the last; in more, after them all
            self.grid.setColumnStretch(count - 1 if one_row else per_row, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(per_row=self.per_row(event.size().width()))
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        """As wide as one row, whatever the rows now: given that room, it goes back to one."""
        return QSize(self.needed(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest widget: one a row fits where more do not."""
        hint = super().minimumSizeHint()
        return QSize(self.needed(1), hint.height())
