"""The window's panel layout (``window/state``), checked before Qt is given it.

``QMainWindow.restoreState`` trusts its bytes: a damaged value in ``wildwest.ini`` (one
changed byte in the dock area's number is enough) makes it write outside its arrays and
the app dies at every start. So the layout is read here first, as Qt 6 writes it
(``QMainWindow::saveState`` with version 0, ``QDataStream`` version 5.0, big-endian):

* ``int 0xff`` (the marker), ``int 0`` (the version);
* the dock areas: ``uchar 0xfd``, ``int`` how many areas (at most 4), then for each its
  number (0 to 3, each once), its size (two ``int``) and its panels (below); then the
  central widget's size (two ``int``) and the four corners (each ``int`` 1, 2, 4 or 8);
* the tool bars: ``uchar 0xfc`` (or ``0xfe``) and ``int 0``: the window has none.

An area's panels are a sequence (``uchar 0xfc``) or tabs (``uchar 0xfa``, ``int`` the
tab on top, -1 to the last), ``uchar`` orientation (1 or 2), ``int`` how many items (at
most :data:`MAX_ITEMS`), then each item: a panel (``uchar 0xfb``, its object name as a
``QString``, ``uchar`` flags 0 to 3, four ``int``: position, size and two sizes Qt does
not read back (any value), or for a floating panel its rectangle), or a nested area (``uchar 0xfc``,
four ``int``, then its panels, at most :data:`MAX_DEPTH` deep).

A layout is used only if every byte fits that shape, every number is in range, every
panel is one of the window's own (each once) and nothing is left over. Anything else is
ignored with a line in the log: the window opens with its panels where they start, and
the next close writes a good layout again. (Floating groups of tabs, ``0xf9``, are
refused too: this window never makes them.)

>>> checked_window_state(b"junk", ["turnLog"]) is None
True
"""

from __future__ import annotations

import logging
import struct
from collections.abc import Collection

log = logging.getLogger(__name__)

__all__ = ["MAX_DEPTH", "MAX_ITEMS", "checked_window_state"]

VERSION_MARKER = 0xFF
DOCK_STATE_MARKER = 0xFD
TOOLBAR_MARKERS = (0xFC, 0xFE)
SEQUENCE_MARKER = 0xFC
TAB_MARKER = 0xFA
WIDGET_MARKER = 0xFB
FLAG_FLOATING = 2
CORNER_AREAS = (1, 2, 4, 8)
"""Qt::LeftDockWidgetArea, RightDockWidgetArea, TopDockWidgetArea, BottomDockWidgetArea."""
MAX_PIXELS = 1 << 20
"""The largest position or size taken from a layout (about a million pixels)."""
MAX_ITEMS = 16
"""The most items one area of a layout may list (the window has three panels)."""
MAX_DEPTH = 4
"""How deep areas may nest in a layout."""
MAX_NAME_BYTES = 512


class _Unusable(Exception):
    """The layout does not have the shape Qt writes; the text says where."""


class _Reader:
    """Big-endian values out of the layout's bytes, never past its end."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def take(self, count: int) -> bytes:
        if count < 0 or self.at + count > len(self.data):
            raise _Unusable(f"it ends early (byte {self.at})")
        chunk = self.data[self.at : self.at + count]
        self.at += count
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def int32(self, low: int, high: int, what: str) -> int:
        value: int = struct.unpack(">i", self.take(4))[0]
        if not low <= value <= high:
            raise _Unusable(f"{what} is {value} (byte {self.at - 4})")
        return value

    def name(self) -> str:
        size: int = struct.unpack(">I", self.take(4))[0]
        if size == 0xFFFFFFFF or size % 2 or size > MAX_NAME_BYTES:
            raise _Unusable(f"a panel's name has {size} bytes (byte {self.at - 4})")
        try:
            return self.take(size).decode("utf-16-be")
        except UnicodeDecodeError:
            raise _Unusable(f"a panel's name is not text (byte {self.at - size})") from None

    def expect(self, marker: int, what: str) -> None:
        found = self.byte()
        if found != marker:
            raise _Unusable(f"{what} is marked {found:#x}, not {marker:#x} (byte {self.at - 1})")


class _Layout:
    """One pass over a layout, checking as it reads (see the module notes)."""

    def __init__(self, data: bytes, docks: Collection[str]) -> None:
        self.read = _Reader(data)
        self.docks = set(docks)
        self.seen: set[str] = set()

    def check(self) -> None:
        read = self.read
        read.int32(VERSION_MARKER, VERSION_MARKER, "the marker")
        read.int32(0, 0, "the version")
        read.expect(DOCK_STATE_MARKER, "the panels")
        areas = read.int32(0, 4, "the number of areas")
        numbers: set[int] = set()
        for _ in range(areas):
            number = read.int32(0, 3, "an area's number")
            if number in numbers:
                raise _Unusable(f"area {number} is listed twice")
            numbers.add(number)
            self.size("an area's size")
            self.area(depth=1)
        self.size("the table's size")
        for _ in range(4):
            if read.int32(1, 8, "a corner") not in CORNER_AREAS:
                raise _Unusable(f"a corner is not an area (byte {read.at - 4})")
        marker = read.byte()
        if marker not in TOOLBAR_MARKERS:
            raise _Unusable(f"the tool bars are marked {marker:#x} (byte {read.at - 1})")
        read.int32(0, 0, "the number of tool bar lines")
        if read.at != len(read.data):
            raise _Unusable(f"{len(read.data) - read.at} bytes are left over")

    def size(self, what: str) -> None:
        for _ in range(2):
            self.read.int32(-1, MAX_PIXELS, what)

    def area(self, depth: int) -> None:
        read = self.read
        if depth > MAX_DEPTH:
            raise _Unusable(f"areas nest more than {MAX_DEPTH} deep")
        marker = read.byte()
        if marker not in (SEQUENCE_MARKER, TAB_MARKER):
            raise _Unusable(f"an area is marked {marker:#x} (byte {read.at - 1})")
        top = read.int32(-1, MAX_ITEMS - 1, "the tab on top") if marker == TAB_MARKER else -1
        orientation = read.byte()
        if orientation not in (1, 2):
            raise _Unusable(f"an area's orientation is {orientation} (byte {read.at - 1})")
        items = read.int32(0, MAX_ITEMS, "the number of items")
        if top >= items:
            raise _Unusable(f"tab {top} is on top of {items} tabs")
        for _ in range(items):
            kind = read.byte()
            if kind == WIDGET_MARKER:
                self.panel()
            elif kind == SEQUENCE_MARKER:
                self.extents()
                self.area(depth + 1)
            else:
                raise _Unusable(f"an item is marked {kind:#x} (byte {read.at - 1})")

    def panel(self) -> None:
        read = self.read
        name = read.name()
        if name not in self.docks:
            raise _Unusable(f"{name[:40]!r} is not one of the window's panels")
        if name in self.seen:
            raise _Unusable(f"{name!r} is listed twice")
        self.seen.add(name)
        flags = read.byte()
        if flags > 3:
            raise _Unusable(f"{name!r} has flags {flags}")
        if flags & FLAG_FLOATING:
            for what in ("x", "y"):
                read.int32(-MAX_PIXELS, MAX_PIXELS, f"a floating panel's {what}")
            for what in ("width", "height"):
                read.int32(0, MAX_PIXELS, f"a floating panel's {what}")
        else:
            self.extents()

    def extents(self) -> None:
        read = self.read
        read.int32(-1, MAX_PIXELS, "an item's position")
        read.int32(-1, MAX_PIXELS, "an item's size")
        read.take(8)  # its least and largest size: written by Qt, never read back


def checked_window_state(data: bytes, docks: Collection[str]) -> bytes | None:
    """``data`` if it is a panel layout that is safe to give ``QMainWindow.restoreState``
    for a window whose dock panels are called ``docks``; else ``None`` (logged)."""
    if not data:
        return None
    try:
        _Layout(data, docks).check()
    except _Unusable as problem:
        log.warning("ignoring the saved panel layout (window/state): %s", problem)
        return None
    return data
