"""Themes: light and dark (following the system by default), high contrast, and text size.

One :class:`Theme` per look: a Qt palette, a style sheet built from a few
colours, and the card table's colours. :class:`ThemeManager` applies the
chosen theme and the text-size setting to the whole app and follows the
system's light/dark switch.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_TEXT_SCALE, DISPLAY_THEME
from wildwest.ui.look.type_scale import TypeScale, window_factor


class TablePalette:
    """Colours of the table; themes swap the whole palette."""

    def __init__(
        self,
        *,
        felt: str = "#2f6b45",
        felt_edge: str = "#173823",
        rim: str = "#5a3418",
        ink: str = "#fdf3dc",
        accent: str = "#e8b84a",
        slot: str = "#cfe8d5",
    ) -> None:
        self.felt, self.felt_edge, self.rim = QColor(felt), QColor(felt_edge), QColor(rim)
        self.ink, self.accent, self.slot = QColor(ink), QColor(accent), QColor(slot)


@dataclass(frozen=True, slots=True)
class Theme:
    """One colour theme: the app's colours (``#rrggbb``), the card table's and the border width."""

    name: str
    window: str
    panel: str
    text: str
    muted: str
    button: str
    button_text: str
    accent: str
    good: str
    bad: str
    steal: str
    border: str
    highlight: str
    table: TablePalette
    border_width: int = 1
    header: str = ""
    """Background of table headers, dock titles and tabs (default: the border colour)."""
    disabled: str = ""
    """Background of disabled buttons (default: the border colour)."""
    disabled_text: str = ""

    @property
    def dark(self) -> bool:
        return QColor(self.window).lightness() < 128


LIGHT = Theme(
    name="light",
    window="#f3e7cf",
    panel="#fbf4e4",
    text="#2b1d0e",
    muted="#5c4630",
    button="#7a4a24",
    button_text="#fff8e8",
    accent="#c98a1b",
    good="#1f6b35",
    bad="#a3261c",
    steal="#9a4d00",
    border="#c9ad82",
    highlight="#f2cf7a",
    table=TablePalette(),
)
DARK = Theme(
    name="dark",
    window="#1d1812",
    panel="#2a221a",
    text="#f3e6cc",
    muted="#c8b697",
    button="#8a5a2e",
    button_text="#fff8e8",
    accent="#e8b84a",
    good="#8fd19e",
    bad="#ff9b8f",
    steal="#ffc061",
    border="#5a4630",
    highlight="#6b4f1d",
    table=TablePalette(felt="#24503a", felt_edge="#0e2418", rim="#3a2210"),
)
HIGH_CONTRAST = Theme(
    name="high_contrast",
    window="#000000",
    panel="#000000",
    text="#ffffff",
    muted="#ffffff",
    button="#ffff00",
    button_text="#000000",
    accent="#ffff00",
    good="#00ff66",
    bad="#ff6666",
    steal="#ffcc00",
    border="#ffffff",
    highlight="#0000cc",
    table=TablePalette(
        felt="#000000",
        felt_edge="#000000",
        rim="#ffffff",
        ink="#ffffff",
        accent="#ffff00",
        slot="#ffffff",
    ),
    border_width=2,
    header="#000000",
    disabled="#000000",
    disabled_text="#b0b0b0",
)
THEMES = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}

DOCK_SEPARATOR = 6
"""The width of the grip between the table and the side panels, in pixels: set by the style
sheet on every platform, so the window's layout knows it without asking Qt's style (whose
class, with its hundreds of named constants, PySide would build at start-up: issue 31)."""


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def resolve_theme(choice: str) -> Theme:
    if choice == "system":
        return DARK if system_prefers_dark() else LIGHT
    return THEMES.get(choice, LIGHT)


def palette_for(theme: Theme) -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {
        role.Window: theme.window,
        role.WindowText: theme.text,
        role.Base: theme.panel,
        role.AlternateBase: theme.window,
        role.Text: theme.text,
        role.Button: theme.button,
        role.ButtonText: theme.button_text,
        role.Highlight: theme.highlight,
        role.HighlightedText: theme.text if theme.name != "high_contrast" else "#ffffff",
        role.ToolTipBase: theme.panel,
        role.ToolTipText: theme.text,
        role.PlaceholderText: theme.muted,
        role.Link: theme.accent,
        role.BrightText: theme.bad,
    }
    for colour_role, value in colours.items():
        palette.setColor(colour_role, QColor(value))
    disabled = QColor(theme.muted)
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, colour_role, disabled)
    return palette


def style_sheet(theme: Theme, scale: float) -> str:
    """The app's style sheet for ``theme`` at text ``scale`` (sizes in points)."""
    t = theme
    b = t.border_width
    header = t.header or t.border
    disabled_bg = t.disabled or t.border
    disabled_text = t.disabled_text or t.muted
    radius = 6
    pad = max(4, round(6 * scale))
    # A focused box or button gets a thicker border; its padding gives up what the border
    # takes, so it is the same size with or without the focus (a layout never squeezes it).
    focus = max(2, b + 1)
    extra = focus - b
    field = max(2, pad - 2)
    # A button's sides keep 12 px at every text size (its height grows with the text): at
    # 200 % the doubled sides took the room a third button needs beside two on a netbook.
    side = max(12, pad)
    # The scoreboard's cells have no padding: its names and primes wrap to fit a narrow panel,
    # and Qt measures a padded cell's wrapped text wider than it paints it (rows cut short).
    return f"""
QMainWindow, QDialog {{ background: {t.window}; }}
QMainWindow::separator {{ width: {DOCK_SEPARATOR}px; height: {DOCK_SEPARATOR}px; }}
QStatusBar {{ color: {t.muted}; }}
QDockWidget {{ color: {t.text}; font-weight: bold; }}
QDockWidget::title {{ background: {header}; padding: 4px 8px; border: {b}px solid {t.border}; }}
QGroupBox {{ border: {b}px solid {t.border}; border-radius: {radius}px; margin-top: 1.2em;
             padding: 8px; background: {t.panel}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {t.text};
                    font-weight: bold; }}
QFrame#turnPanel {{ background: {t.panel}; border: {b}px solid {t.border};
                    border-radius: {radius}px; }}
QPushButton {{ background: {t.button}; color: {t.button_text}; border: {b}px solid {t.border};
               border-radius: {radius}px; padding: {pad + extra}px {side + extra}px; }}
QPushButton:hover {{ border-color: {t.accent}; }}
QPushButton:focus {{ border: {focus}px solid {t.accent}; padding: {pad}px {side}px; }}
QPushButton:disabled {{ background: {disabled_bg}; color: {disabled_text};
                        border: {b}px dashed {t.border}; }}
QPushButton#drawButton, QPushButton#startButton, QPushButton#playAgainButton {{
    background: {t.accent}; color: {"#000000" if t.name == "high_contrast" else "#2b1d0e"}; }}
QPushButton#drawButton:disabled {{ background: {disabled_bg}; color: {disabled_text}; }}
QLineEdit {{ background: {t.panel}; color: {t.text}; border: {b}px solid {t.border};
             border-radius: 4px; padding: {field + extra}px; }}
QLineEdit:focus {{ border: {focus}px solid {t.accent}; padding: {field}px; }}
QMenuBar {{ background: {t.window}; color: {t.text}; }}
QMenuBar::item:selected {{ background: {t.highlight}; }}
QToolButton#sidePanelsButton {{ background: {header}; color: {t.text}; border-radius: 4px;
                                border: {focus}px solid {t.border}; padding: 0px {side}px; }}
QToolButton#sidePanelsButton:checked {{ background: {t.highlight}; }}
QToolButton#sidePanelsButton:focus, QToolButton#sidePanelsButton:hover {{
    border-color: {t.accent}; }}
QMenu {{ background: {t.panel}; color: {t.text}; border: {b}px solid {t.border}; }}
QMenu::item:selected {{ background: {t.highlight}; color: {t.text}; }}
QMenu::item:disabled {{ color: {t.muted}; }}
QToolTip {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.border}; }}
QCheckBox, QRadioButton {{ color: {t.text}; }}
QLineEdit:disabled {{ color: {t.muted}; }}
QLabel[tone="bad"] {{ color: {t.bad}; }}
QLabel[tone="good"] {{ color: {t.good}; }}
QLabel[tone="steal"] {{ color: {t.steal}; font-weight: bold; }}
QLabel#feedbackLabel {{ color: {t.text}; font-weight: normal; qproperty-goodColour: {t.good};
                       qproperty-badColour: {t.bad}; qproperty-stealColour: {t.steal}; }}
QLabel#noteLabel {{ color: {t.muted}; }}
QLabel#turnLabel {{ color: {t.text}; }}
QLabel#winnerLabel {{ color: {t.accent if t.name != "light" else t.button}; }}
QTableView {{ background: {t.panel}; alternate-background-color: {t.window}; color: {t.text};
              gridline-color: {t.border}; border: {b}px solid {t.border};
              selection-background-color: {t.highlight}; selection-color: {t.text}; }}
QHeaderView::section {{ background: {header}; color: {t.text}; padding: 4px;
                        border: none; }}
QHeaderView::section:vertical {{ padding: 0px; }}
QTableView::item {{ padding: 0px 3px; }}
QTableView#scoreboardView::item {{ padding: 0px; }}
QTabBar::tab {{ background: {header}; border: {b}px solid {t.border}; color: {t.text};
                padding: 4px 7px; }}
QTabBar::tab:selected {{ background: {t.panel}; font-weight: bold; }}
QTextBrowser {{ background: {t.panel}; color: {t.text}; }}
QFrame#newGameView, QScrollArea#newGameScroll, QWidget#newGameBody {{ background: {t.window}; }}
QFrame#gameOverView {{ background: {t.window}; }}
"""


class ThemeManager(QObject):
    """Applies the theme and the one type scale (text size × window) to the whole app.

    Owned by the main window; it follows the settings, the system's light/dark switch,
    and the window's size (:meth:`window_resized`). ``changed`` fires after each change,
    so views that size things from the type (row heights, dock widths) can follow.
    """

    changed = Signal()

    def __init__(self, app: QApplication, settings: Settings, window: QWidget) -> None:
        super().__init__(window)
        self._app = app
        self._settings = settings
        self._window = window
        self.type_scale = TypeScale(self)
        self._factor = window_factor(window.width(), window.height())
        self.current: Theme = LIGHT
        settings.changed.connect(self._setting_changed)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            # A method of this object, not a lambda: the app's style hints outlive every
            # window, and a lambda holding ``self`` kept a closed window's manager alive and
            # called it after Qt had deleted it. Qt drops this connection with the manager.
            hints.colorSchemeChanged.connect(self._scheme_changed)

    def _scheme_changed(self, _scheme: object) -> None:
        """The system switched between light and dark."""
        self.apply()

    def _setting_changed(self, key: str, _value: object) -> None:
        if key in (DISPLAY_THEME.key, DISPLAY_TEXT_SCALE.key):
            self.apply()

    @property
    def scale(self) -> float:
        """The type scale now: the text size times the window factor."""
        return self._settings.get(DISPLAY_TEXT_SCALE) * self._factor

    def window_resized(self, width: int, height: int) -> None:
        """The window changed size: a projector-sized window gets a little more type."""
        factor = window_factor(width, height)
        if factor != self._factor:
            self._factor = factor
            self._apply_type(self.current)
            self.changed.emit()

    def _apply_type(self, theme: Theme) -> None:
        """The body font, then the style sheet (which polishes with it), then the roles."""
        self.type_scale.set_app_font(self.scale)
        self._app.setStyleSheet(style_sheet(theme, self.scale))
        self.type_scale.apply_roles()

    def apply(self) -> None:
        theme = resolve_theme(self._settings.get(DISPLAY_THEME))
        self.current = theme
        self._app.setPalette(palette_for(theme))
        self._apply_type(theme)
        table = getattr(self._window, "table", None)
        if table is not None:
            table.set_palette(theme.table)
        self._window.update()
        self.changed.emit()
