"""A row of widgets that lays itself out again when it is too narrow (a netbook, large text),
so nothing in it is ever squeezed below its size or cut."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QWidget

Placement = Sequence[tuple[QWidget, int, int, int, int]]
"""Where each widget goes in the grid: (widget, row, column, row span, column span)."""


class Reflow(QWidget):
    """Widgets placed ``wide`` when the row is at least ``needed()`` pixels wide, else
    ``narrow``; the columns in ``stretch_*`` take the spare width."""

    def __init__(
        self,
        wide: Placement,
        narrow: Placement,
        needed: Callable[[], int],
        *,
        stretch_wide: Sequence[int] = (),
        stretch_narrow: Sequence[int] = (),
    ) -> None:
        super().__init__()
        self._placements = {True: wide, False: narrow}
        self._stretch = {True: stretch_wide, False: stretch_narrow}
        self._needed = needed
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._wide: bool | None = None
        self._place(wide=False)

    @property
    def is_wide(self) -> bool:
        return bool(self._wide)

    def needed(self) -> int:
        """The width at which the wide layout fits."""
        return self._needed()

    def _place(self, *, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        for widget, *_ in (*self._placements[True], *self._placements[False]):
            self.grid.removeWidget(widget)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for widget, row, column, rows, columns in self._placements[wide]:
            self.grid.addWidget(widget, row, column, rows, columns)
        for column in self._stretch[wide]:
            self.grid.setColumnStretch(column, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(wide=event.size().width() >= self._needed())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        # A widget in the row was shown, hidden or changed its size (a button's new label):
        # the row may need the other layout at the same width.
        if event.type() == QEvent.Type.LayoutRequest and self.width() > 0:
            self._place(wide=self.width() >= self._needed())
        return super().event(event)
