"""Layout checks: text that is cut, widgets off the window, scroll bars the design has none of.

Each check takes a top-level widget that is already shown and laid out (offscreen is
fine) and returns a list of problems, one readable line each, naming the widget and
the pixels: ``"scoreboardView column 0 'Player': 'Devendra' needs 71 px, has 30"``.
An empty list means the check found nothing. :func:`check_layout` runs them all:

    problems = check_layout(window, screen=QRect(0, 0, 1024, 600), no_scroll={"scoreboardView"})

What each check looks at (hidden widgets are skipped, and so is whatever another
top-level window owns):

- :func:`check_text`: labels (plain, word-wrapped, rich text), buttons, check boxes and
  radio buttons, group-box titles, tab bars, line edits (spin boxes included) and combo
  boxes whose text does not fit the widget;
- :func:`check_views`: table, tree and list views whose columns, rows or tiles cut their
  text (header or cells in sight);
- :func:`check_bounds`: a window bigger than its screen, a widget outside the window, a
  widget its parent cuts or its layout squeezes below its minimum size, or widgets laid
  on top of each other (content scrolled inside a scroll area is left alone: it is meant
  to scroll);
- :func:`check_scrolling`: a scroll bar showing on a widget the design says never scrolls
  (``no_scroll``), and, everywhere, content cut off where the scroll bar is switched off;
- :func:`check_scenes`: a graphics view that does not show its whole scene, and scene
  items whose painted text leaves the item, its plate or the scene.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QTextDocument,
    QTextItem,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGraphicsItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenuBar,
    QPushButton,
    QScrollBar,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QStyleOptionGraphicsItem,
    QStyleOptionGroupBox,
    QStyleOptionViewItem,
    QTabBar,
    QTableView,
    QToolButton,
    QTreeView,
    QWidget,
)

SLACK = 1
"""Pixels of rounding forgiven everywhere."""
BUTTON_SLACK = 2
"""Pixels a button's text may run into its padding unseen: Qt can keep a push button's
size hint from before the style sheet last changed it, 2 px short (a StyleChange event
corrects it), and a layout gives the button that."""
MAX_ROWS = 200
"""Rows (or tiles) of a view measured at most: the ones in sight, from the top."""
Problems = list[str]


# ---------------------------------------------------------------- helpers


def check_layout(
    window: QWidget, *, screen: QRect | None = None, no_scroll: Iterable[str] = ()
) -> Problems:
    """Every check on ``window``: text, views, bounds (against ``screen`` if given),
    scrolling (``no_scroll``: object names that must never scroll) and scenes."""
    problems = [
        *check_text(window),
        *check_views(window),
        *check_bounds(window, screen),
        *check_scrolling(window, no_scroll),
        *check_scenes(window),
    ]
    return list(dict.fromkeys(problems))


def shown_widgets(window: QWidget) -> list[QWidget]:
    """The widgets of ``window`` that are on show: not hidden, not another window's, and not
    in a dock behind another dock's tab (Qt parks those outside the window)."""
    widgets = [
        widget
        for widget in window.findChildren(QWidget)
        if widget.window() is window and widget.isVisibleTo(window)
    ]
    parked = [widget for widget in widgets if _parked(widget, window)]
    return [
        widget
        for widget in widgets
        if not any(away is widget or away.isAncestorOf(widget) for away in parked)
    ]


def _parked(widget: QWidget, window: QWidget) -> bool:
    """A dock behind another dock's tab, or a main window's unused dock tab bar: Qt leaves
    them "visible" but moves them out of the window."""
    if not isinstance(window, QMainWindow):
        return False
    if isinstance(widget, QDockWidget):
        if widget.isFloating() or not window.tabifiedDockWidgets(widget):
            return False
    elif not (isinstance(widget, QTabBar) and widget.parentWidget() is window):
        return False
    return not QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()).intersects(window.rect())


def describe(widget: QWidget, window: QWidget | None = None) -> str:
    """A short name a developer can find: the object name, else the class inside the nearest
    named ancestor (``newGameView/QLabel``)."""
    own = widget.objectName()
    if own and not own.startswith("qt_"):
        return own
    part = own.removeprefix("qt_") or type(widget).__name__  # Qt's own parts: "qt_tabwidget_tabbar"
    parent = widget.parentWidget()
    while parent is not None:
        name = parent.objectName()
        if name and not name.startswith("qt_"):
            return f"{name}/{part}"
        if parent is window:
            break
        parent = parent.parentWidget()
    return part


def quote(text: str, limit: int = 40) -> str:
    """``text`` on one line in quotes, shortened to ``limit`` characters."""
    line = " ".join(text.split())
    return repr(line if len(line) <= limit else line[: limit - 1] + "…")


def strip_mnemonic(text: str) -> str:
    """The text as shown: ``&Draw`` → ``Draw``, ``Fish && chips`` → ``Fish & chips``."""
    return re.sub(r"&(.)", r"\1", text)


def _is_scrolled_content(widget: QWidget, window: QWidget) -> bool:
    """True if ``widget`` sits inside a scroll area's viewport (it is meant to scroll)."""
    child: QWidget | None = widget
    while child is not None and child is not window:
        parent = child.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and child is parent.viewport():
            return child is not widget
        child = parent
    return False


def _depth(widget: QWidget) -> int:
    depth = 0
    parent = widget.parentWidget()
    while parent is not None:
        depth += 1
        parent = parent.parentWidget()
    return depth


def _under_any(widget: QWidget, reported: set[int]) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if id(parent) in reported:
            return True
        parent = parent.parentWidget()
    return False


# ---------------------------------------------------------------- text


def check_text(window: QWidget) -> Problems:
    """Text that does not fit its widget: labels, buttons, group boxes, tabs, line edits,
    combo boxes."""
    problems: Problems = []
    checks: tuple[tuple[type, Callable[..., Problems]], ...] = (
        (QLabel, _label),
        (QAbstractButton, _button),
        (QGroupBox, _group_box),
        (QTabBar, _tab_bar),
        (QLineEdit, _line_edit),
        (QComboBox, _combo_box),
        (QDockWidget, _dock_title),
    )
    for widget in shown_widgets(window):
        for kind, check in checks:
            if isinstance(widget, kind):
                problems.extend(check(widget, window))
    return problems


def _label_rect(label: QLabel) -> QRect:
    """Where a label lays out its text: the contents rect less margin and indent (as Qt does)."""
    rect = label.contentsRect()
    margin = label.margin()
    rect.adjust(margin, margin, -margin, -margin)
    indent = label.indent()
    if indent < 0 and label.frameWidth() > 0:
        indent = label.fontMetrics().horizontalAdvance("x") // 2 - margin
    if indent > 0:
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignLeft:
            rect.setLeft(rect.left() + indent)
        if align & Qt.AlignmentFlag.AlignRight:
            rect.setRight(rect.right() - indent)
        if align & Qt.AlignmentFlag.AlignTop:
            rect.setTop(rect.top() + indent)
        if align & Qt.AlignmentFlag.AlignBottom:
            rect.setBottom(rect.bottom() - indent)
    return rect


def _is_rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.AutoText:
        return bool(QtGui.Qt.mightBeRichText(label.text()))
    return fmt in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText)


def _label(label: QLabel, window: QWidget) -> Problems:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    name = f"{describe(label, window)} {quote(text if not _is_rich(label) else _plain(label))}"
    area = _label_rect(label)
    if _is_rich(label):
        return _rich_label(label, name, area)
    shown = strip_mnemonic(text) if label.buddy() is not None else text
    metrics = label.fontMetrics()
    problems: Problems = []
    if label.wordWrap():
        widest = _widest_line(shown, label.font(), area.width())
        if widest > area.width() + SLACK:
            problems.append(f"{name}: a word needs {widest} px, the label has {area.width()}")
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            lines = _line_count(metrics, area.width(), shown)
            problems.append(
                f"{name}: {lines} lines need {needed} px, the label is {label.height()} tall"
            )
        return problems
    box = metrics.boundingRect(
        QRect(0, 0, 100_000, 100_000), int(Qt.AlignmentFlag.AlignLeft), shown
    )
    if box.width() > area.width() + SLACK:
        problems.append(f"{name}: needs {box.width()} px, has {area.width()}")
    if box.height() > area.height() + SLACK:
        problems.append(f"{name}: needs {box.height()} px tall, has {area.height()}")
    return problems


def _widest_line(text: str, font: QFont, width: int) -> int:
    """The widest line of ``text`` wrapped at ``width`` as Qt wraps it (between words, and
    after a slash in a path): wider than ``width`` only if something cannot be broken."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    widest = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, width))
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return math.ceil(widest)


def _line_count(metrics: QFontMetrics, width: int, text: str) -> int:
    flags = int(Qt.TextFlag.TextWordWrap)
    box = metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), flags, text)
    return max(1, round(box.height() / max(1, metrics.lineSpacing())))


def _plain(label: QLabel) -> str:
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def _rich_label(label: QLabel, name: str, area: QRect) -> Problems:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    if label.textFormat() == Qt.TextFormat.MarkdownText:
        document.setMarkdown(label.text())
    else:
        document.setHtml(label.text())
    problems: Problems = []
    if label.wordWrap():
        document.setTextWidth(area.width())
    needed_width = math.ceil(document.idealWidth())
    if needed_width > area.width() + SLACK:
        problems.append(f"{name}: needs {needed_width} px, has {area.width()}")
    needed_height = math.ceil(document.size().height())
    if needed_height > area.height() + SLACK:
        problems.append(f"{name}: needs {needed_height} px tall, has {area.height()}")
    return problems


def _button_option(button: QAbstractButton) -> tuple[QStyle.ContentsType, QStyleOptionButton]:
    option = QStyleOptionButton()
    if isinstance(button, QPushButton):
        button.initStyleOption(option)
        return QStyle.ContentsType.CT_PushButton, option
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    kind = (
        QStyle.ContentsType.CT_RadioButton
        if button.inherits("QRadioButton")
        else QStyle.ContentsType.CT_CheckBox
    )
    return kind, option


def _button(button: QAbstractButton, window: QWidget) -> Problems:
    """A button's text (with its icon, or a check box's indicator) must fit the button."""
    text = strip_mnemonic(button.text())
    if not text or isinstance(button, QToolButton):
        return []
    kind, option = _button_option(button)
    metrics = button.fontMetrics()
    content = QSize(metrics.horizontalAdvance(text), metrics.height())
    if not button.icon().isNull():
        content.setWidth(content.width() + button.iconSize().width() + 4)
        content.setHeight(max(content.height(), button.iconSize().height()))
    # The frame, padding and indicator around the content: measured on wide content, so the
    # style's minimum button width (80 px in Fusion) does not count as text.
    wide = QSize(content.width() + 400, content.height())
    around = button.style().sizeFromContents(kind, option, wide, button) - wide
    needed = content + around
    name = f"{describe(button, window)} {quote(text)}"
    problems: Problems = []
    if needed.width() > button.width() + BUTTON_SLACK:
        problems.append(f"{name}: needs {needed.width()} px, has {button.width()}")
    # Up and down, padding may go: the text is cut only when it is taller than the button.
    tall = content.height() + 2
    if tall > button.height() + SLACK:
        problems.append(f"{name}: needs {tall} px tall, has {button.height()}")
    return problems


def _group_box(box: QGroupBox, window: QWidget) -> Problems:
    title = strip_mnemonic(box.title())
    if not title:
        return []
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    label = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    needed = box.fontMetrics().horizontalAdvance(title)
    name = f"{describe(box, window)} title {quote(title)}"
    if label.right() > box.width() + SLACK or label.left() < -SLACK:
        return [f"{name}: needs {label.width()} px, the box is {box.width()} wide"]
    if needed > box.width() + SLACK:
        return [f"{name}: needs {needed} px, the box is {box.width()} wide"]
    return []


def _tab_bar(bar: QTabBar, window: QWidget) -> Problems:
    """Every tab as wide as its text needs, and none scrolled out of the bar."""
    problems: Problems = []
    name = describe(bar.parentWidget() or bar, window) if not bar.objectName() else bar.objectName()
    bounds = bar.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = strip_mnemonic(bar.tabText(i))
        rect = bar.tabRect(i)
        hint = bar.tabSizeHint(i)
        if rect.width() + SLACK < hint.width():
            how = "elided" if bar.elideMode() != Qt.TextElideMode.ElideNone else "cut"
            problems.append(
                f"{name} tab {quote(text)} ({how}): needs {hint.width()} px, has {rect.width()}"
            )
        if not bounds.contains(rect):
            problems.append(
                f"{name} tab {quote(text)} is scrolled out of the {bar.width()} px tab bar"
            )
    return problems


def _line_edit(edit: QLineEdit, window: QWidget) -> Problems:
    """The text typed (or the hint shown when empty) fits the box."""
    text = edit.displayText() or edit.placeholderText()
    if not text:
        return []
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    area = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    width = area.width() - margins.left() - margins.right() - 2 * 2  # Qt's 2 px each side
    for side in edit.findChildren(QToolButton):
        if side.parentWidget() is edit and side.isVisibleTo(edit):
            width -= side.width() + 2
    needed = edit.fontMetrics().horizontalAdvance(text)
    owner: QWidget = edit
    parent = edit.parentWidget()
    if isinstance(parent, (QAbstractSpinBox, QComboBox)):
        owner = parent
    what = "" if edit.displayText() else " (its hint)"
    if needed > width + SLACK:
        return [f"{describe(owner, window)} {quote(text)}{what}: needs {needed} px, has {width}"]
    return []


def _combo_box(combo: QComboBox, window: QWidget) -> Problems:
    if combo.isEditable() or not combo.currentText():
        return []  # an editable combo box is checked through its line edit
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    text = combo.currentText()
    needed = combo.fontMetrics().horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    if needed > field.width() + SLACK:
        return [f"{describe(combo, window)} {quote(text)}: needs {needed} px, has {field.width()}"]
    return []


def _dock_title(dock: QDockWidget, window: QWidget) -> Problems:
    """A dock's title must fit its title bar, beside the float and close buttons."""
    if dock.titleBarWidget() is not None or dock.isFloating():
        return []
    title = strip_mnemonic(dock.windowTitle())
    buttons = [
        button
        for button in dock.findChildren(QAbstractButton)
        if button.parentWidget() is dock and button.isVisibleTo(dock)
    ]
    if not title or not buttons:
        return []
    right = min(button.x() for button in buttons)
    needed = dock.fontMetrics().horizontalAdvance(title)
    space = right - dock.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin) * 2
    if needed > space + SLACK:
        return [f"{describe(dock, window)} title {quote(title)}: needs {needed} px, has {space}"]
    return []


# ---------------------------------------------------------------- views


def check_views(window: QWidget) -> Problems:
    """Columns, rows and tiles of item views that cut the text in sight."""
    problems: Problems = []
    for widget in shown_widgets(window):
        if isinstance(widget, (QTableView, QTreeView)):
            problems.extend(_columns(widget, window))
        elif isinstance(widget, QListView):
            problems.extend(_tiles(widget, window))
    return problems


def _rows_in_sight(view: QAbstractItemView) -> Iterator[QModelIndex]:
    """The first index of every row in the viewport, top to bottom."""
    model = view.model()
    if model is None:
        return
    height = view.viewport().height()
    index = view.indexAt(QPoint(1, 1))
    if not index.isValid() and model.rowCount(view.rootIndex()) > 0:
        index = model.index(0, 0, view.rootIndex())
    count = 0
    while index.isValid() and count < MAX_ROWS:
        rect = view.visualRect(index)
        if rect.top() >= height:
            return
        yield index.siblingAtColumn(0)
        count += 1
        if isinstance(view, QTreeView):
            index = view.indexBelow(index)
        else:
            index = index.sibling(index.row() + 1, 0)


def _cell_hint(view: QAbstractItemView, index: QModelIndex) -> QSize:
    """The size ``index``'s text needs: on one line, or in a table that wraps its words, at
    its column's width (then only a word wider than the column, or too short a row, cuts)."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    if isinstance(view, QTableView) and view.wordWrap():
        option.rect = QRect(0, 0, view.columnWidth(index.column()), 1 << 16)
    delegate = view.itemDelegateForIndex(index)
    if delegate is None:
        return QSize(0, 0)
    return delegate.sizeHint(option, index)


def _header_text(view: QTableView | QTreeView, column: int) -> str:
    model = view.model()
    value = model.headerData(column, Qt.Orientation.Horizontal) if model is not None else None
    return "" if value is None else str(value)


def _columns(view: QTableView | QTreeView, window: QWidget) -> Problems:
    model = view.model()
    if model is None:
        return []
    header = header_of(view)
    grid = 1 if isinstance(view, QTableView) and view.showGrid() else 0
    name = describe(view, window)
    rows = list(_rows_in_sight(view))
    problems: Problems = []
    tallest = (0, 0, "")
    for column in range(model.columnCount(view.rootIndex())):
        width = view.columnWidth(column)
        if header.isSectionHidden(column) or width <= 0:
            continue
        title = _header_text(view, column)
        label = f"{name} column {column} {quote(title)}"
        if header.isVisibleTo(window) and title:
            needed = header.sectionSizeFromContents(column).width()
            if needed > width + SLACK:
                problems.append(f"{label}: the heading needs {needed} px, has {width}")
        widest, widest_text = 0, ""
        for first in rows:
            index = first.siblingAtColumn(column)
            hint = _cell_hint(view, index)
            if hint.width() + grid > widest:
                widest, widest_text = hint.width() + grid, str(index.data() or "")
            height = view.visualRect(index).height()
            if hint.height() > height + grid + SLACK and tallest[0] < hint.height():
                tallest = (hint.height(), height, str(index.data() or ""))
        if widest > width + SLACK:
            problems.append(f"{label}: {quote(widest_text)} needs {widest} px, has {width}")
    if tallest[0]:
        needed, height, text = tallest
        problems.append(f"{name} rows are {height} px tall: {quote(text)} needs {needed}")
    return problems


def _tiles(view: QListView, window: QWidget) -> Problems:
    problems: Problems = []
    for index in _rows_in_sight(view) if not view.isWrapping() else _tiles_in_sight(view):
        hint = _cell_hint(view, index)
        rect = view.visualRect(index).size()
        grid = view.gridSize()
        if grid.isValid():  # each item gets one cell of the grid, whatever it needs
            rect = rect.boundedTo(grid)
        if hint.width() > rect.width() + SLACK or hint.height() > rect.height() + SLACK:
            problems.append(
                f"{describe(view, window)} item {quote(str(index.data() or ''))}: needs "
                f"{hint.width()}×{hint.height()} px, has {rect.width()}×{rect.height()}"
            )
            break  # the same for every tile
    return problems


def _tiles_in_sight(view: QListView) -> Iterator[QModelIndex]:
    model = view.model()
    if model is None:
        return
    area = view.viewport().rect()
    for row in range(min(model.rowCount(view.rootIndex()), 20_000)):
        index = model.index(row, view.modelColumn(), view.rootIndex())
        if view.isIndexHidden(index):
            continue
        rect = view.visualRect(index)
        if rect.intersects(area):
            yield index
        elif rect.top() > area.bottom():
            return


# ---------------------------------------------------------------- bounds


def check_bounds(window: QWidget, screen: QRect | None = None) -> Problems:
    """The window fits ``screen``; every widget lies inside the window and shows at least
    its minimum size past whatever its parents cut off."""
    problems: Problems = []
    name = describe(window)
    if screen is not None:
        frame = window.frameGeometry()
        if frame.width() > screen.width() or frame.height() > screen.height():
            problems.append(
                f"{name} is {frame.width()}×{frame.height()}: bigger than the "
                f"{screen.width()}×{screen.height()} screen"
            )
        elif not screen.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(frame):
            problems.append(
                f"{name} at {frame.x()},{frame.y()} ({frame.width()}×{frame.height()}) "
                f"hangs off the {screen.width()}×{screen.height()} screen"
            )
    # What can be seen: the window, and of a window bigger than its screen only the part on it.
    seen, where = window.rect(), f"the {window.width()}×{window.height()} window"
    if screen is not None and not screen.contains(window.frameGeometry()):
        on_screen = screen.translated(-window.mapToGlobal(QPoint(0, 0)))
        seen = seen & on_screen
        where = f"the {screen.width()}×{screen.height()} screen"
    inside = seen.adjusted(-SLACK, -SLACK, SLACK, SLACK)
    reported: set[int] = set()
    shown = shown_widgets(window)
    containers = {
        id(widget.parentWidget()) for widget in shown if not _is_scrolled_content(widget, window)
    }
    for widget in sorted(shown, key=_depth):
        if _is_scrolled_content(widget, window) or _under_any(widget, reported):
            continue
        rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if isinstance(widget, QMenuBar):
            problems.extend(_menu_items(widget, rect, inside, where))
            reported.add(id(widget))
        elif not inside.contains(rect):
            if id(widget) in containers and not _is_unit(widget) and rect.intersects(inside):
                continue  # partly out: its parts that are out are named instead
            problems.append(_outside(widget, rect, inside, where, window))
            reported.add(id(widget))
        elif problem := _clipped(widget, rect, window) or _squeezed(widget, window):
            problems.append(problem)
            reported.add(id(widget))
    problems.extend(_overlaps(shown, window))
    return problems


def _squeezed(widget: QWidget, window: QWidget) -> str:
    """A widget its layout gives less than its minimum size hint (a painted square whose
    last row is cut, a row of buttons squashed together)."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    if layout is None or widget not in _layout_widgets(layout):
        return ""
    if not widget.minimumSizeHint().isValid():
        return ""
    least = _minimum(widget).boundedTo(widget.maximumSize())  # a fixed size is a choice
    if widget.width() + SLACK < least.width() or widget.height() + SLACK < least.height():
        return (
            f"{describe(widget, window)} is squeezed to {widget.width()}×{widget.height()} px, "
            f"below its minimum {least.width()}×{least.height()} (its layout is short of room)"
        )
    return ""


def _is_unit(widget: QWidget) -> bool:
    """A widget whose child widgets are its own parts (a scroll area's bars, a spin box's
    field): it is reported whole."""
    return isinstance(
        widget, (QAbstractScrollArea, QAbstractSpinBox, QComboBox, QLineEdit, QAbstractButton)
    )


def _menu_items(bar: QMenuBar, rect: QRect, inside: QRect, where: str) -> Problems:
    problems: Problems = []
    for action in bar.actions():
        item = bar.actionGeometry(action).translated(rect.topLeft())
        if action.isVisible() and not item.isEmpty() and not inside.contains(item):
            problems.append(
                f"menu {quote(strip_mnemonic(action.text()))} lies outside {where} "
                f"(right edge at x={item.right() + 1})"
            )
    return problems


def _layout_widgets(layout: QLayout) -> list[QWidget]:
    """The widgets ``layout`` and the layouts inside it place."""
    found: list[QWidget] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            found.append(widget)
        elif isinstance(inner, QLayout):  # (a spacer is neither)
            found.extend(_layout_widgets(inner))
    return found


def _overlaps(shown: list[QWidget], window: QWidget) -> Problems:
    """Widgets one layout places on top of each other: it had less room than they need."""
    problems: Problems = []
    on_show = {id(widget) for widget in shown}
    parents = {id(w.parentWidget()): w.parentWidget() for w in shown if w.parentWidget()}
    for parent in parents.values():
        layout = parent.layout() if parent is not None else None
        if layout is None or _is_scrolled_content(parent, window):
            continue
        placed = [w for w in _layout_widgets(layout) if id(w) in on_show and not w.isWindow()]
        for i, first in enumerate(placed):
            for second in placed[i + 1 :]:
                common = first.geometry() & second.geometry()
                if common.width() > SLACK and common.height() > SLACK:
                    problems.append(
                        f"{describe(first, window)} and {describe(second, window)} overlap by "
                        f"{common.width()}×{common.height()} px (their layout is short of room)"
                    )
    return problems


def _outside(widget: QWidget, rect: QRect, inside: QRect, where: str, window: QWidget) -> str:
    if inside.contains(rect):
        return ""
    sides = []
    if rect.right() > inside.right():
        sides.append(f"right edge at x={rect.right() + 1}")
    if rect.bottom() > inside.bottom():
        sides.append(f"bottom edge at y={rect.bottom() + 1}")
    if rect.left() < inside.left():
        sides.append(f"left edge at x={rect.left()}")
    if rect.top() < inside.top():
        sides.append(f"top edge at y={rect.top()}")
    return f"{describe(widget, window)} lies outside {where} ({', '.join(sides)})"


def _minimum(widget: QWidget) -> QSize:
    hint = widget.minimumSizeHint()
    width = widget.minimumWidth() or max(0, hint.width())
    height = widget.minimumHeight() or max(0, hint.height())
    return QSize(width, height)


def _clipped(widget: QWidget, rect: QRect, window: QWidget) -> str:
    """The part of ``widget`` its ancestors let show, if smaller than its minimum size."""
    shown = QRect(rect)
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        shown &= QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    if shown == rect:
        return ""
    least = _minimum(widget)
    need_w = min(rect.width(), least.width())
    need_h = min(rect.height(), least.height())
    if shown.width() + SLACK < need_w or shown.height() + SLACK < need_h:
        return (
            f"{describe(widget, window)} is cut by its parent: {max(0, shown.width())}×"
            f"{max(0, shown.height())} px show, it needs at least {need_w}×{need_h}"
        )
    return ""


# ---------------------------------------------------------------- scrolling


def _bar_hides(bar: QScrollBar) -> int:
    return bar.maximum() - bar.minimum()


def _hidden_amount(area: QAbstractScrollArea, bar: QScrollBar) -> str:
    """How much a scroll bar hides: pixels, or rows (columns) for a view scrolling by item."""
    amount = _bar_hides(bar)
    if isinstance(area, QAbstractItemView):
        sideways = bar is area.horizontalScrollBar()
        mode = area.horizontalScrollMode() if sideways else area.verticalScrollMode()
        if mode == QAbstractItemView.ScrollMode.ScrollPerItem:
            unit = "column" if sideways else "row"
            return f"{amount} {unit}{'s' if amount != 1 else ''}"
    return f"{amount} px"


def _areas_of(widget: QWidget, window: QWidget) -> list[QAbstractScrollArea]:
    """The scroll areas that would scroll ``widget``: itself, around it and inside it."""
    areas: list[QAbstractScrollArea] = []
    parent: QWidget | None = widget
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            areas.append(parent)
        parent = parent.parentWidget()
    areas.extend(
        area for area in widget.findChildren(QAbstractScrollArea) if area.isVisibleTo(window)
    )
    return areas


SIDEWAYS = ":sideways"
"""Put after a name in ``no_scroll`` (``"newGameScroll:sideways"``): it may scroll up and
down, but never sideways."""
IF_SHOWN = ":if-shown"
"""Put after a name in ``no_scroll`` (before :data:`SIDEWAYS`): it need not be on show (a
side panel folded into its drawer), but on show it must not scroll."""


def check_scrolling(window: QWidget, no_scroll: Iterable[str] = ()) -> Problems:
    """No scroll bar on the widgets named in ``no_scroll`` (nor around or inside them; a name
    ending in :data:`SIDEWAYS` only forbids the sideways bar), and no content cut off where
    a scroll area's bar is switched off."""
    problems: Problems = []
    shown = shown_widgets(window)
    for rule in no_scroll:
        name = rule.removesuffix(SIDEWAYS).removesuffix(IF_SHOWN)
        found = [widget for widget in shown if widget.objectName() == name]
        if not found and IF_SHOWN not in rule:
            problems.append(f"{name}: no such widget on show (it must show without scrolling)")
        for widget in found:
            for area in dict.fromkeys(_areas_of(widget, window)):
                bars = [(area.horizontalScrollBar(), "sideways")]
                if not rule.endswith(SIDEWAYS):
                    bars.append((area.verticalScrollBar(), "up and down"))
                for bar, way in bars:
                    if bar.isVisible() and _bar_hides(bar) > 0:
                        where = "" if area is widget else f" (in {describe(area, window)})"
                        hidden = _hidden_amount(area, bar)
                        problems.append(f"{name} scrolls {way}{where}: {hidden} out of sight")
    for area in shown:
        if isinstance(area, QAbstractScrollArea) and not isinstance(area, QGraphicsView):
            problems.extend(_cut_without_bar(area, window))
    return problems


def _cut_without_bar(area: QAbstractScrollArea, window: QWidget) -> Problems:
    problems: Problems = []
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    for policy, bar, edge in (
        (area.horizontalScrollBarPolicy(), area.horizontalScrollBar(), "right"),
        (area.verticalScrollBarPolicy(), area.verticalScrollBar(), "bottom"),
    ):
        per_item = isinstance(area, QAbstractItemView) and (
            (area.horizontalScrollMode() if edge == "right" else area.verticalScrollMode())
            == QAbstractItemView.ScrollMode.ScrollPerItem
        )
        if policy == off and _bar_hides(bar) > (0 if per_item else SLACK):
            if _reached_from_outside(area, bar, edge):
                continue
            problems.append(
                f"{describe(area, window)} cuts {_hidden_amount(area, bar)} off its {edge} "
                "edge, with no scroll bar to reach them"
            )
    return problems


def _reached_from_outside(area: QAbstractScrollArea, bar: QScrollBar, edge: str) -> bool:
    """An overlay inside another scroll area (a pinned column) that scrolls with it: the
    outer area shows a bar the same way that reaches at least as far."""
    outer = area.parentWidget()
    if not isinstance(outer, QAbstractScrollArea):
        return False
    theirs = outer.verticalScrollBar() if edge == "bottom" else outer.horizontalScrollBar()
    return theirs.isVisible() and theirs.maximum() >= bar.maximum()


# ---------------------------------------------------------------- scenes


class _TextRecorder(QPaintEngine):
    """A paint engine that keeps where text and filled shapes are painted (nothing is drawn)."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.texts: list[tuple[str, QRectF]] = []
        self.plates: list[QRectF] = []

    def begin(self, pdev: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def updateState(self, state: object) -> None:
        pass

    def drawPixmap(self, r: QRectF, pm: object, sr: QRectF) -> None:
        pass

    def _plate(self, rect: QRectF) -> None:
        painter = self.painter()
        if painter is not None and painter.brush().style() != Qt.BrushStyle.NoBrush:
            self.plates.append(painter.worldTransform().mapRect(rect))

    def drawPath(self, path: QPainterPath) -> None:
        self._plate(path.boundingRect())

    def drawEllipse(self, r: QRectF | QRect) -> None:
        self._plate(QRectF(r))

    def drawPolygon(self, points: object, *args: object) -> None:
        pass  # stars and arrows: decoration, not a plate for text

    def drawLines(self, *args: object) -> None:
        pass

    def drawPoints(self, *args: object) -> None:
        pass

    def drawTextItem(self, p: QPointF, textItem: QTextItem) -> None:
        painter = self.painter()
        metrics = QFontMetricsF(textItem.font())
        box = QRectF(
            p.x(), p.y() - metrics.ascent(), textItem.width(), metrics.ascent() + metrics.descent()
        )
        transform = painter.worldTransform() if painter is not None else None
        self.texts.append((textItem.text(), transform.mapRect(box) if transform else box))


_CANVAS_METRICS = {
    QPaintDevice.PaintDeviceMetric.PdmWidth: 100_000,
    QPaintDevice.PaintDeviceMetric.PdmHeight: 100_000,
    QPaintDevice.PaintDeviceMetric.PdmWidthMM: 26_458,
    QPaintDevice.PaintDeviceMetric.PdmHeightMM: 26_458,
    QPaintDevice.PaintDeviceMetric.PdmNumColors: 0xFFFFFF,
    QPaintDevice.PaintDeviceMetric.PdmDepth: 32,
    QPaintDevice.PaintDeviceMetric.PdmDpiX: 96,
    QPaintDevice.PaintDeviceMetric.PdmDpiY: 96,
    QPaintDevice.PaintDeviceMetric.PdmPhysicalDpiX: 96,
    QPaintDevice.PaintDeviceMetric.PdmPhysicalDpiY: 96,
    QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatio: 1,
    QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatioScaled: round(
        QPaintDevice.devicePixelRatioFScale()
    ),
    QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatioF_EncodedA: 0,
    QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatioF_EncodedB: 0,
}


class _Canvas(QPaintDevice):
    """A paint device of screen resolution that records instead of drawing."""

    def __init__(self) -> None:
        super().__init__()
        self.engine = _TextRecorder()

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        if metric in _CANVAS_METRICS:
            return _CANVAS_METRICS[metric]
        return super().metric(metric)


def painted_text(item: QGraphicsItem) -> tuple[list[tuple[str, QRectF]], list[QRectF]]:
    """What ``item`` paints, in its own coordinates: each piece of text with its box, and
    the filled shapes ("plates") it paints text on."""
    canvas = _Canvas()
    painter = QPainter(canvas)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return canvas.engine.texts, canvas.engine.plates


def _item_name(item: QGraphicsItem) -> str:
    return type(item).__name__


def _sides(outer: QRectF, inner: QRectF) -> str:
    sides = []
    if inner.left() < outer.left() - SLACK:
        sides.append("left")
    if inner.right() > outer.right() + SLACK:
        sides.append("right")
    if inner.top() < outer.top() - SLACK:
        sides.append("top")
    if inner.bottom() > outer.bottom() + SLACK:
        sides.append("bottom")
    return " and ".join(sides)


def check_scene_item(item: QGraphicsItem, scene_rect: QRectF, view_name: str) -> Problems:
    """The text ``item`` paints stays inside the item, on the plate it is painted on (a
    banner's box), and inside the scene."""
    problems: Problems = []
    bounds = item.boundingRect()
    texts, plates = painted_text(item)
    for text, box in dict.fromkeys((t, (b.x(), b.y(), b.width(), b.height())) for t, b in texts):
        rect = QRectF(*box)
        name = f"{view_name} {_item_name(item)} {quote(text)}"
        size = f"{rect.width():.0f}×{rect.height():.0f}"
        cut = _sides(bounds, rect)
        if cut:
            problems.append(
                f"{name}: the text ({size}) runs out of the item's "
                f"{bounds.width():.0f}×{bounds.height():.0f} at the {cut} (it is cut off)"
            )
            continue
        under = [plate for plate in plates if plate.contains(rect.center())]
        if under and _sides(under[-1], rect):
            plate = under[-1]
            problems.append(
                f"{name}: the text ({size}) runs off its {plate.width():.0f}×"
                f"{plate.height():.0f} box at the {_sides(plate, rect)}"
            )
        in_scene = item.sceneTransform().mapRect(rect)
        if _sides(scene_rect, in_scene):
            problems.append(
                f"{name}: the text leaves the scene at the {_sides(scene_rect, in_scene)}"
            )
    return problems


def check_scenes(window: QWidget) -> Problems:
    """Graphics views show their whole scene, and their items' text fits (see
    :func:`check_scene_item`)."""
    problems: Problems = []
    for view in shown_widgets(window):
        if not isinstance(view, QGraphicsView) or view.scene() is None:
            continue
        scene = view.scene()
        name = describe(view, window)
        scene_rect = scene.sceneRect()
        mapped = view.mapFromScene(scene_rect).boundingRect()
        viewport = view.viewport().rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
        if not viewport.contains(mapped):
            problems.append(
                f"{name} shows only part of its scene: {mapped.width()}×{mapped.height()} px "
                f"in a {view.viewport().width()}×{view.viewport().height()} view"
            )
        for item in scene.items():
            if item.isVisible() and item.effectiveOpacity() > 0:
                problems.extend(check_scene_item(item, scene_rect, name))
    return problems


def header_of(view: QTableView | QTreeView) -> QHeaderView:
    """The horizontal header of a table or tree view."""
    return view.horizontalHeader() if isinstance(view, QTableView) else view.header()
