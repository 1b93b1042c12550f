"""One type scale for the whole app, applied to everything, live.

The scale is the teacher's text size (``display/text_scale``: 1, 1.25, 1.5 or
2) times a gentle factor for big windows (a projector), and it sets the
application font: menus, dialogs, tables, headers and every label follow it
at once. A widget that needs to stand out gets a *role* instead of a font
(:func:`set_role`): its font is the application font times the role's size,
so it follows the scale too.

>>> window_factor(1024, 600), window_factor(1366, 768), window_factor(1920, 1080)
(1.0, 1.0, 1.15)
>>> round(role_size(10.0, "display"), 1)
24.0
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

ROLE_PROPERTY = "typeRole"
DISPLAY_FAMILIES = ["Rockwell", "Georgia", "DejaVu Serif", "Times New Roman", "serif"]

ROLES: dict[str, tuple[float, bool, bool]] = {
    # role: (size relative to the body text, bold, the Wild West display face)
    "body": (1.0, False, False),
    "strong": (1.0, True, False),
    "action": (1.15, True, False),  # the button that moves the game on: Draw, Start, Play again
    "heading": (1.3, True, False),
    "title": (1.9, True, True),
    "display": (2.4, True, True),
}
"""Every role a widget may have, and what it means for its font."""


def system_point_size() -> float:
    """The platform's own body text size (not the app's, which this module changes)."""
    size = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).pointSizeF()
    return size if size > 0 else 10.0


def window_factor(width: int, height: int) -> float:
    """A little more type for a big window (a projector): 1 up to 1366 × 768, then growing
    with the window's height, to 1.5 at 4K. Never less than 1: small screens keep the size
    the teacher chose."""
    if height <= 900 or width <= 1400:
        return 1.0
    return round(min(1.5, 1.0 + (height - 900) / 1200), 2)


def role_size(body_points: float, role: str) -> float:
    return body_points * ROLES.get(role, ROLES["body"])[0]


def role_font(body: QFont, role: str) -> QFont:
    """The font of ``role`` made from the body font."""
    _size, bold, display = ROLES.get(role, ROLES["body"])
    font = QFont(body)
    if display:
        font.setFamilies(DISPLAY_FAMILIES)
    font.setPointSizeF(max(1.0, role_size(body.pointSizeF() or system_point_size(), role)))
    font.setBold(bold)
    return font


_with_roles: list[QWidget] = []
"""Every widget given a role that may still be alive (see :func:`widgets_with_roles`)."""


def set_role(widget: QWidget, role: str) -> None:
    """Give ``widget`` a type role: its font now, and whenever the scale changes."""
    if role not in ROLES:
        raise ValueError(f"unknown type role {role!r}")
    if widget.property(ROLE_PROPERTY) is None:
        if len(_with_roles) % 256 == 255:
            widgets_with_roles()  # let the deleted ones go now and then
        _with_roles.append(widget)
    widget.setProperty(ROLE_PROPERTY, role)
    widget.setFont(role_font(QApplication.font(), role))


def widgets_with_roles() -> list[QWidget]:
    """The widgets alive that have a role. Kept here rather than found among
    ``QApplication.allWidgets()``: that would hand Python every widget Qt made itself
    (scroll bars, viewports...), new to it, and PySide names the type of each by building
    every widget class it has (about 9 ms, at start-up)."""
    _with_roles[:] = [widget for widget in _with_roles if isValid(widget)]
    return list(_with_roles)


def pass_on_app_font(app: QApplication) -> None:
    """Give the widgets already made the application's font, as Qt does itself only once its
    event loop runs: the window is built (and a saved text size applied) before that, and
    its body text would stay at the system's size (seen at 200 %: headings big, the
    scoreboard, prompt and menus not). Windows and widgets with no style sheet of their own
    hear of it, as from Qt; the others take it from their window.

    Parents hear it before their children: a widget takes its parent's font as it is when
    it hears, so one told before its parent kept the old size. (``allWidgets()`` lists them
    in no order, different in each run: the turn log's headings came out at the normal
    size in some starts at 125 %, and the screenshots differed from run to run.)"""
    change = QEvent(QEvent.Type.ApplicationFontChange)
    wanted = app.font().pointSizeF()
    windows = [w for w in app.topLevelWidgets() if w.font().pointSizeF() != wanted]
    if not windows:
        return  # Qt passed it on (the event loop runs), or there are no windows yet
    told: set[int] = set()
    for window in app.topLevelWidgets():
        # findChildren walks depth first, each widget before its children.
        for widget in (window, *window.findChildren(QWidget)):
            if id(widget) in told:
                continue  # a dialog's widgets, met under its parent window before
            told.add(id(widget))
            if widget.isWindow() or not widget.testAttribute(Qt.WidgetAttribute.WA_StyleSheet):
                QCoreApplication.sendEvent(widget, change)


class TypeScale(QObject):
    """Holds the app's one type scale and applies it to the application font and to every
    widget with a role."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._base = system_point_size()
        self.scale = 0.0

    @property
    def body_points(self) -> float:
        return self._base * (self.scale or 1.0)

    def set_app_font(self, scale: float) -> None:
        """Set the scale and the application's body font (before a style sheet is set: the
        style sheet style takes widgets' fonts from the application font when it polishes)."""
        self.scale = scale
        app = QApplication.instance()
        if isinstance(app, QApplication):
            body = QFont(app.font())
            body.setPointSizeF(self.body_points)
            app.setFont(body)
            pass_on_app_font(app)

    def apply_roles(self) -> None:
        """Give every widget with a role its font (after a style sheet re-polished them)."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        body = app.font()
        for widget in widgets_with_roles():
            role = widget.property(ROLE_PROPERTY)
            if isinstance(role, str) and role in ROLES:
                widget.setFont(role_font(body, role))
