"""Say a line to the screen reader, once and in order, without moving the focus.

Screen readers speak different things:

- Qt 6.8's announcement event (``QAccessibleAnnouncementEvent``) reaches Windows
  (UI Automation notifications: Narrator, NVDA, JAWS) and macOS (VoiceOver), and the
  readers on Linux that listen for ``object:announcement``.
- Orca 43 to 45 (Debian 12, Ubuntu 22.04 and 24.04) has no listener for announcements.
  It speaks a change of the *focused* object's description
  (``object:property-change:accessible-description``), so on the AT-SPI bridge the line
  is also lent to the focused widget's description for a moment; the widget gets its own
  description back once the focus leaves it (Orca ignores changes to unfocused objects).

The lines of one action (a draw, a scored turn and the game's end) are joined into one
utterance. A focus change makes a reader stop talking, and it reads the new focus's
description as it finds it, however late: so when the action moves the focus
(:meth:`Speaker.move_focus`), the line is lent to the new focus *before* it takes the
focus (a change to an unfocused object is not spoken), and is heard once, as part of it;
when the focus stays, the line is lent to it where it is. A reader may get to a focus
event late (Orca reads the *live* description then): for :data:`FOCUS_SETTLE_MS` after
any focus move the focused widget's description is left alone (later lines wait, in
order), and a widget gets its own description back only :data:`GIVE_BACK_MS` after the
focus left it.
"""

from __future__ import annotations

import sys
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

MAX_SAID = 50
"""How many utterances :attr:`Speaker.said` keeps (newest last)."""
LENT = "wwLentDescription"
"""Widget property: its description holds a spoken line for now."""
OWN = "wwOwnDescription"
"""Widget property: the description it was given while it held a spoken line."""
FOCUS_SETTLE_MS = 1500
"""After the focus moved, how long the new focus's description stays as it was (the
reader reads it with the focus, maybe late); lines said meanwhile wait. Read when used, so
the tests can shorten it."""
GIVE_BACK_MS = 2000
"""How long after the focus left it a widget gets its own description back (read when
used, as :data:`FOCUS_SETTLE_MS` is)."""
MAX_PENDING = 20
"""How many lines wait for one utterance at most (older ones are dropped first)."""


def reader_listens() -> bool:
    """Whether a screen reader listens (Qt's accessibility is on). PySide builds the
    ``QAccessible`` class, with its many enums, when it is first named: at the first line
    said, not at start-up (issue 31)."""
    from PySide6.QtGui import QAccessible

    return QAccessible.isActive()


def lends_description() -> bool:
    """The accessibility bridge is AT-SPI (Linux and other X11/Wayland systems), where
    Orca before version 46 speaks description changes but not announcements. Windows'
    and macOS' readers get the announcement alone (NVDA also speaks description changes:
    lending there would make it say everything twice)."""
    return not sys.platform.startswith(("win", "darwin"))


class Speaker(QObject):
    """The one voice of the window: :meth:`say` queues a line; the lines of one action are
    spoken together, once the focus has settled."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._pending: deque[str] = deque(maxlen=MAX_PENDING)
        self.said: deque[str] = deque(maxlen=MAX_SAID)
        """Every utterance, as it was sent to the screen reader (newest last)."""
        self._lent: dict[QWidget, str] = {}
        """Widgets whose description holds a spoken line, with their own description."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._due)
        self._moved_at = -1e9
        """When the focus last moved (``time.monotonic()``)."""
        self._focus_to: QWidget | None = None
        """Where :meth:`move_focus` sends the focus at the next utterance."""
        self._arriving: QWidget | None = None
        """The widget :meth:`flush` is giving the focus to, with its line."""
        self._give_back = QTimer(self)
        self._give_back.setSingleShot(True)
        self._give_back.timeout.connect(self._return_descriptions)
        self.lend = lends_description()
        """Lend lines to the focused widget's description (the AT-SPI bridge)."""
        self.reader_active: Callable[[], bool] = reader_listens
        """Whether a screen reader listens (Qt's accessibility is on)."""
        self._held = False
        """Lines wait, and the focus stays, until :meth:`release` (see :meth:`hold`)."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def say(self, text: str) -> None:
        """Say ``text`` (with the other lines of this action, once the focus settles)."""
        text = " ".join(text.split())
        if text:
            self._pending.append(text)
            if not self._timer.isActive() and not self._held:
                self._timer.start(0)

    def move_focus(self, widget: QWidget) -> None:
        """Give ``widget`` the keyboard focus with the next utterance (in this turn of the
        event loop): the lines waiting are lent to its description first, so the reader
        says them once, as part of reading the new focus, however late it gets to it."""
        self._focus_to = widget
        if not self._held:
            self._timer.start(0)

    def hold(self) -> None:
        """Keep what is said, and the focus, waiting until :meth:`release`: the app holds
        the window's first lines until its first paint, so that neither the screen
        reader's classes (built by PySide when first used) nor a focus change delay the
        first screen (issue 31)."""
        self._held = True

    def release(self) -> None:
        """Say what waited, and move the focus if asked (see :meth:`hold`)."""
        self._held = False
        if self._pending or self._focus_to is not None:
            self._timer.start(0)

    def _due(self) -> None:
        moving = self._focus_to
        if moving is not None and (
            moving.hasFocus() or not (moving.isVisible() and moving.isEnabled())
        ):
            # Already there, or gone (the ladder's boxes took the focus at once): the reader
            # may be reading the new focus with its description right now, so the line is
            # lent once it has (lent now, it would be said twice: with the focus, and as a
            # change of the focused object's description).
            self._focus_to = None
        if self._focus_to is None and self._pending and self.reader_active():
            wait = FOCUS_SETTLE_MS / 1000 - (time.monotonic() - self._moved_at)
            if wait > 0:  # the reader may not have read the new focus yet
                self._timer.start(int(wait * 1000) + 1)
                return
        self.flush()

    def flush(self) -> None:
        """Say what is waiting now, as one utterance (and move the focus, if asked)."""
        self._timer.stop()
        moving, self._focus_to = self._focus_to, None
        if moving is not None and not (moving.isVisible() and moving.isEnabled()):
            moving = None
        text = " ".join(self._pending)
        self._pending.clear()
        if text:
            self.said.append(text)
        reading = bool(text) and self.reader_active()
        target = moving or self.target()
        if reading and self.lend:
            self._lend_description(target, text)
        if moving is not None and not moving.hasFocus():
            self._arriving = moving  # it takes the focus with its line: keep it
            moving.setFocus(Qt.FocusReason.OtherFocusReason)
            self._arriving = None
        if reading:
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(target, text))

    def target(self) -> QWidget:
        """The widget with the keyboard focus in this window, else the window."""
        focus = QApplication.focusWidget()
        if focus is not None and focus.window() is self._window.window():
            return focus
        return self._window

    def _lend_description(self, widget: QWidget, text: str) -> None:
        if widget not in self._lent:
            self._lent[widget] = widget.accessibleDescription()
            widget.setProperty(LENT, True)
            widget.destroyed.connect(lambda _obj=None, w=widget: self._lent.pop(w, None))
        if widget.accessibleDescription() == text:
            widget.setAccessibleDescription("")  # a change, so the same line is said again
        widget.setAccessibleDescription(text)

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is not None:
            self._moved_at = time.monotonic()
            if old is not None and new in self._lent and new is not self._arriving:
                # Back on a widget still holding an old line (Tab round, Shift+Tab): its
                # own description, now, before the reader hears of the focus (Qt sends
                # the focus event after this signal). Coming back to the window (old is
                # None), the line not yet heard stays.
                self._give_back_to(new)
        if self._lent:
            self._give_back.start(GIVE_BACK_MS)

    def _return_descriptions(self) -> None:
        """Widgets the focus has left get their own descriptions back (a change to an
        unfocused object is not spoken)."""
        focus = QApplication.focusWidget()
        for widget in [w for w in self._lent if w is not focus]:
            self._give_back_to(widget)

    def _give_back_to(self, widget: QWidget) -> None:
        own = self._lent.pop(widget)
        given = widget.property(OWN)
        widget.setProperty(LENT, False)
        widget.setProperty(OWN, None)
        widget.setAccessibleDescription(own if given is None else str(given))


def set_description(widget: QWidget, text: str) -> None:
    """Give ``widget`` its own description ``text``: at once, and only if it changed (a
    focused widget's change is spoken), or, while it holds a spoken line, once the focus
    has left it."""
    if widget.property(LENT):
        widget.setProperty(OWN, text)
    elif widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)


def set_name(widget: QWidget, text: str) -> None:
    """Give ``widget`` the accessible name ``text`` only if it changed (a focused widget's
    new name is spoken)."""
    if widget.accessibleName() != text:
        widget.setAccessibleName(text)


def let_go_of_focus(window: QMainWindow) -> None:
    """Before the page (or panel) with the keyboard focus is hidden, the focus lets go of
    it, or Qt passes it along every control on the way and a screen reader reads each; the
    control that comes next takes it. Not from ``window``'s menu bar, which stays on show
    (it has the focus after Alt alone): Qt's AT-SPI bridge reports a focus let go as a
    focus on the widget that let go, and Orca heard of the menu bar before the new page."""
    focus = QApplication.focusWidget()
    menus = window.menuBar()
    if focus is None or focus.window() is not window:
        return
    if focus is not menus and not menus.isAncestorOf(focus):
        focus.clearFocus()


RENAME = "wwRenameLater"
"""Widget property: the accessible name it takes once the focus has left it."""


def rename_unheard(widget: QWidget, text: str) -> None:
    """Give ``widget`` the accessible name ``text`` without a reader saying it: a focused
    widget's new name is spoken (Orca 43 says "The computer player's answer" as the
    computer's turn starts), so while ``widget`` has the focus, or just had it and nothing
    has it yet (the focus on its way to the next control), the name waits until the focus
    is somewhere else, and is set just after that focus is told."""
    app = QApplication.instance()
    focus = QApplication.focusWidget()
    waiting = widget.property(RENAME) is not None
    holds = focus is widget or (focus is None and widget.window().isActiveWindow())
    if not isinstance(app, QApplication) or not widget.window().isVisible() or not holds:
        widget.setProperty(RENAME, None)
        set_name(widget, text)
        return
    widget.setProperty(RENAME, text)
    if waiting:
        return
    listening = [True]

    def stop(*_args: object) -> None:
        if listening[0]:
            listening[0] = False
            app.focusChanged.disconnect(moved)

    def moved(_old: QWidget | None, new: QWidget | None) -> None:
        if new is None:
            return
        stop()
        if new is widget:  # back on it: named before the reader hears of the focus
            _rename_now(widget)
        else:  # named once the reader has heard of the new focus (after this signal)
            QTimer.singleShot(0, widget, lambda: _rename_now(widget))

    app.focusChanged.connect(moved)
    widget.destroyed.connect(stop)  # gone first (its window closed): nothing to rename


def _rename_now(widget: QWidget) -> None:
    text = widget.property(RENAME)
    widget.setProperty(RENAME, None)
    if text is not None:
        set_name(widget, str(text))
