"""The layout checker (tests/ui/layout_check.py): each check catches its bug on a tiny broken
widget and stays quiet on a correct one."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tests.ui.layout_check import (
    check_bounds,
    check_layout,
    check_scenes,
    check_scrolling,
    check_text,
    check_views,
    strip_mnemonic,
)
from wildwest.ui.table.card_table import StealBanner, TextItem
from wildwest.ui.table.layout import Box


def shown(qtbot, widget: QWidget, width: int = 400, height: int = 300) -> QWidget:
    """``widget`` as a window of this size, shown and laid out offscreen."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def window_with(qtbot, *children: QWidget, width: int = 400, height: int = 300) -> QWidget:
    """A window holding ``children`` one under the other."""
    window = QWidget()
    layout = QVBoxLayout(window)
    for child in children:
        layout.addWidget(child)
    layout.addStretch(1)
    return shown(qtbot, window, width, height)


def named(widget: QWidget, name: str) -> QWidget:
    widget.setObjectName(name)
    return widget


# ---------------------------------------------------------------- text


def test_a_label_too_narrow_for_its_name_is_reported_with_the_pixels(qtbot):
    """A 30 px label showing "Devendra" is reported: its name, the text, what it needs, 30."""
    label = named(QLabel("Devendra"), "nameLabel")
    label.setFixedWidth(30)
    window = window_with(qtbot, label)
    problems = check_text(window)
    assert len(problems) == 1
    needed = label.fontMetrics().horizontalAdvance("Devendra")
    assert problems[0] == f"nameLabel 'Devendra': needs {needed} px, has 30"


def test_a_label_as_wide_as_its_text_is_not_reported(qtbot):
    """The same label at its own size hint, and a buddy label whose & is not drawn, pass."""
    label = QLabel("Devendra")
    label.setFixedWidth(label.sizeHint().width())
    edit = QLineEdit()
    buddy = QLabel("How &many players:")
    buddy.setBuddy(edit)
    buddy.setFixedWidth(buddy.sizeHint().width())
    window = window_with(qtbot, label, buddy, edit)
    assert check_text(window) == []


def test_a_word_wrapped_label_too_short_for_its_lines_is_reported(qtbot):
    """A wrapped label squeezed below its height for width loses lines at the bottom."""
    text = "Maximilian takes 3 from Devendra and 5 from Anna-Lena: plus two points"
    cut = named(QLabel(text), "cutLabel")
    cut.setWordWrap(True)
    cut.setFixedSize(120, cut.fontMetrics().height())
    window = window_with(qtbot, cut)
    problems = check_text(window)
    assert len(problems) == 1 and problems[0].startswith("cutLabel 'Maximilian takes")
    assert "lines need" in problems[0]


def test_a_word_wrapped_label_with_room_for_its_lines_is_not_reported(qtbot):
    """The same wrapped label at its height for width passes."""
    text = "Maximilian takes 3 from Devendra and 5 from Anna-Lena: plus two points"
    label = QLabel(text)
    label.setWordWrap(True)
    label.setFixedSize(120, label.heightForWidth(120))
    window = window_with(qtbot, label)
    assert check_text(window) == []


def test_a_word_longer_than_a_wrapped_label_is_reported(qtbot):
    """A wrapped label cannot break a 12-digit number: it runs out of the side."""
    label = named(QLabel("999962000357"), "numberLabel")
    label.setWordWrap(True)
    label.setFixedSize(40, 200)
    window = window_with(qtbot, label)
    problems = check_text(window)
    assert problems and problems[0].startswith("numberLabel '999962000357': a word needs")


def test_a_wrapped_path_breaks_after_its_slashes_and_is_not_reported(qtbot):
    """Qt wraps a path after a slash, so a path longer than its label is no long word."""
    path = "/home/pupil/.local/share/WildWest/records.sqlite3"
    label = QLabel(f"Learning records are kept in {path}.")
    label.setWordWrap(True)
    width = label.fontMetrics().horizontalAdvance(path) // 2
    label.setFixedSize(width, label.heightForWidth(width))
    window = window_with(qtbot, label)
    assert check_text(window) == []


def test_a_rich_text_label_is_measured_as_rich_text(qtbot):
    """Bold HTML too wide for its label is reported; the tags themselves take no room."""
    html = "<b>Wilhelmina</b>"
    wide, narrow = QLabel(html), named(QLabel(html), "richLabel")
    wide.setFixedWidth(wide.sizeHint().width())
    narrow.setFixedWidth(20)
    window = window_with(qtbot, wide, narrow)
    problems = check_text(window)
    assert len(problems) == 1 and problems[0].startswith("richLabel 'Wilhelmina': needs")


def test_a_button_or_check_box_narrower_than_its_text_is_reported(qtbot):
    """A push button and a check box squeezed below their text (and indicator) are reported;
    the same at their size hints are not."""
    button, box = named(QPushButton("&Start game"), "startButton"), QCheckBox("Equal turns")
    ok_button, ok_box = QPushButton("&Start game"), QCheckBox("Equal turns")
    button.setFixedWidth(40)
    box.setFixedWidth(40)
    for widget in (ok_button, ok_box):
        widget.setFixedWidth(widget.sizeHint().width())
    window = window_with(qtbot, button, box, ok_button, ok_box)
    problems = check_text(window)
    assert len(problems) == 2
    assert problems[0].startswith("startButton 'Start game': needs")
    assert problems[0].endswith("has 40")
    assert "'Equal turns': needs" in problems[1]


def test_a_group_box_narrower_than_its_title_is_reported(qtbot):
    """A group box title wider than the box is reported; a box as wide as its hint is not."""
    box = named(QGroupBox("Who factors the numbers?"), "modeBox")
    box.setFixedWidth(40)
    fine = QGroupBox("Who factors the numbers?")
    fine.setFixedWidth(fine.minimumSizeHint().width())
    window = window_with(qtbot, box, fine)
    problems = check_text(window)
    assert len(problems) == 1 and problems[0].startswith("modeBox title 'Who factors")


def test_tabs_squeezed_or_scrolled_out_of_their_bar_are_reported(qtbot):
    """Five tabs in a 120 px tab widget are elided or scrolled away; at 600 px all fit."""

    def tabs() -> QTabWidget:
        widget = QTabWidget()
        for title in ("Pr&imes", "F&actor", "T&ests", "&Sieve", "&Map"):
            widget.addTab(QWidget(), title)
        return widget

    narrow = named(tabs(), "narrowTabs")
    narrow.tabBar().setObjectName("narrowBar")
    narrow.setFixedWidth(120)
    window = window_with(qtbot, tabs(), width=600)
    assert check_text(window) == []
    window = window_with(qtbot, narrow, width=600)
    problems = check_text(window)
    assert problems
    assert all(p.startswith("narrowBar tab '") for p in problems)
    assert any("'Map'" in p for p in problems)


def test_a_line_edit_or_combo_box_too_narrow_for_its_text_is_reported(qtbot):
    """Typed text, the hint of an empty box, and a combo box's choice must fit."""
    typed = named(QLineEdit("2^2 × 3 × 5 × 7 × 11 × 13"), "answerBox")
    hint = named(QLineEdit(), "dealFile")
    hint.setPlaceholderText("a .json deal file (it names its own players)")
    combo = named(QComboBox(), "showChoice")
    combo.addItem("Primes nobody holds yet")
    for widget in (typed, hint, combo):
        widget.setFixedWidth(60)
    wide = QLineEdit("2^2 × 3 × 5")
    wide.setFixedWidth(300)
    window = window_with(qtbot, typed, hint, combo, wide)
    problems = check_text(window)
    assert [p.split(" ", 1)[0] for p in problems] == ["answerBox", "dealFile", "showChoice"]
    assert "(its hint)" in problems[1]


def test_a_dock_behind_another_docks_tab_is_not_checked(qtbot):
    """A tabified dock that is not raised is parked outside the window: its too-narrow label
    is not reported until the dock is raised."""
    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    docks = []
    for title in ("Turn log", "Prime reference"):
        dock = QDockWidget(title, window)
        label = QLabel("Konstantinos Konstantinou")
        label.setFixedWidth(30)
        dock.setWidget(label)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks.append(dock)
    window.tabifyDockWidget(docks[0], docks[1])
    docks[0].raise_()
    shown(qtbot, window, 800, 500)
    assert len([p for p in check_text(window) if "Konstantinos" in p]) == 1
    docks[1].raise_()
    qtbot.waitUntil(lambda: docks[1].widget().isVisible() and docks[1].x() >= 0)
    assert len([p for p in check_text(window) if "Konstantinos" in p]) == 1
    assert check_bounds(window) == []


def test_a_dock_title_cut_by_its_buttons_is_reported(qtbot):
    """A dock too narrow for its title beside the float and close buttons is reported; a
    wide one is not."""
    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    dock = named(QDockWidget("Prime reference and more", window), "primePanel")
    content = QLabel("x")
    dock.setWidget(content)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    shown(qtbot, window, 800, 400)
    window.resizeDocks([dock], [400], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() >= 390)
    assert [p for p in check_text(window) if "title" in p] == []
    dock.setFixedWidth(70)
    buttons = dock.findChildren(QAbstractButton)
    qtbot.waitUntil(lambda: dock.width() == 70 and all(b.x() < 70 for b in buttons))
    problems = [p for p in check_text(window) if "title" in p]
    assert len(problems) == 1 and problems[0].startswith("primePanel title 'Prime reference")


def test_strip_mnemonic_drops_single_ampersands_and_keeps_doubled_ones():
    """ "&Draw" shows as "Draw"; "Fish && chips" shows one ampersand."""
    assert strip_mnemonic("&Draw") == "Draw"
    assert strip_mnemonic("Fish && chips") == "Fish & chips"


# ---------------------------------------------------------------- views


def table(qtbot, width: int) -> QTableView:
    model = QStandardItemModel(2, 2)
    model.setHorizontalHeaderLabels(["Player", "Points"])
    for row, (name, points) in enumerate((("Devendra", "15"), ("Ben", "6"))):
        model.setItem(row, 0, QStandardItem(name))
        model.setItem(row, 1, QStandardItem(points))
    view = named(QTableView(), "scores")
    view.setModel(model)
    view.setParent(None)
    view._window = window_with(qtbot, view, width=width)  # keep both alive with the view
    view._model = model
    return view


def test_a_table_column_too_narrow_for_a_name_is_reported(qtbot):
    """A 20 px column showing "Devendra" is reported with the text, its need and 20 px;
    its heading too."""
    view = table(qtbot, 400)
    view.horizontalHeader().setMinimumSectionSize(1)
    view.setColumnWidth(0, 20)
    problems = check_views(view.window())
    assert any(
        p.startswith("scores column 0 'Player': 'Devendra' needs") and p.endswith("has 20")
        for p in problems
    )
    assert any(p.startswith("scores column 0 'Player': the heading needs") for p in problems)
    assert not any("column 1" in p for p in problems)


def test_table_columns_sized_to_their_contents_are_not_reported(qtbot):
    """After resizeColumnsToContents (and rows to contents) nothing is cut."""
    view = table(qtbot, 400)
    view.resizeColumnsToContents()
    view.resizeRowsToContents()
    assert check_views(view.window()) == []


def test_table_rows_too_short_for_their_text_are_reported_once(qtbot):
    """Rows squeezed below the text's height are reported once for the whole view."""
    view = table(qtbot, 400)
    view.resizeColumnsToContents()
    view.verticalHeader().setMinimumSectionSize(1)
    for row in range(2):
        view.setRowHeight(row, 6)
    problems = check_views(view.window())
    assert len(problems) == 1 and problems[0].startswith("scores rows are ")
    assert "'Devendra' needs" in problems[0]


def test_list_tiles_smaller_than_their_items_are_reported(qtbot):
    """A list view whose grid is smaller than its items cuts every tile; its own size fits."""
    model = QStandardItemModel()
    for name in ("Devendra", "Maximilian"):
        model.appendRow(QStandardItem(name))
    cramped, roomy = named(QListView(), "primeListView"), QListView()
    for view in (cramped, roomy):
        view.setModel(model)
    cramped.setGridSize(QSize(12, 8))
    window = window_with(qtbot, cramped, roomy)
    problems = check_views(window)
    assert len(problems) == 1 and problems[0].startswith("primeListView item 'Devendra': needs")


# ---------------------------------------------------------------- bounds


def test_a_button_below_the_window_is_reported(qtbot):
    """A button placed at y = window height + 10 lies outside the window."""
    window = shown(qtbot, QWidget(), 300, 200)
    button = named(QPushButton("Start", window), "startButton")
    button.move(10, 210)
    button.show()
    bottom = 210 + button.height()
    assert check_bounds(window) == [
        f"startButton lies outside the 300×200 window (bottom edge at y={bottom})"
    ]


def test_buttons_inside_the_window_are_not_reported(qtbot):
    """A laid-out window with room for everything passes every check."""
    start, back = QPushButton("Start game"), QPushButton("Back to the game")
    window = window_with(qtbot, start, back)
    assert check_layout(window) == []


def test_a_widget_its_parent_cuts_below_its_minimum_is_reported(qtbot):
    """A 40 px button in a 10 px tall frame shows less than its minimum height."""
    window = shown(qtbot, QWidget(), 300, 200)
    frame = named(QFrame(window), "strip")
    frame.setGeometry(0, 0, 200, 10)
    button = named(QPushButton("Draw", frame), "drawButton")
    button.setGeometry(0, 0, 100, 40)
    frame.show()
    problems = check_bounds(window)
    assert len(problems) == 1 and problems[0].startswith("drawButton is cut by its parent")


def test_a_window_bigger_than_its_screen_is_reported_with_what_is_off_it(qtbot):
    """A window taller than the screen is reported, and so is the button below the screen's
    edge; at a screen big enough, nothing is."""
    top = QPushButton("Back")
    bottom = named(QPushButton("Start game"), "startButton")
    spacer = QWidget()
    spacer.setFixedHeight(400)
    window = window_with(qtbot, top, spacer, bottom, width=300, height=480)
    frame = window.frameGeometry()
    small = QRect(frame.x(), frame.y(), frame.width(), 300)
    problems = check_bounds(window, small)
    assert problems[0].endswith(f"bigger than the {frame.width()}×300 screen")
    assert any(p.startswith("startButton lies outside the") for p in problems)
    big = QRect(frame.x(), frame.y(), frame.width(), frame.height())
    assert check_bounds(window, big) == []


class Square(QWidget):
    """A test widget that needs at least 160×160 px (like the sieve's hundred square)."""

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)


def test_a_widget_its_layout_squeezes_below_its_minimum_is_reported(qtbot):
    """A square needing 160 px in a 60 px tall box is squeezed; in a 200 px box it is not."""
    window = shown(qtbot, QWidget(), 400, 300)
    boxes = []
    for name, height in (("roomy", 200), ("short", 60)):
        box = QWidget(window)
        QVBoxLayout(box).addWidget(named(Square(), name))
        box.setGeometry(0, 0 if name == "roomy" else 220, 200, height)
        box.show()
        boxes.append(box)
    problems = check_bounds(window)
    assert len(problems) == 1
    assert problems[0].startswith("short is squeezed to ")
    assert problems[0].endswith("below its minimum 160×160 (its layout is short of room)")


def test_widgets_a_layout_puts_on_top_of_each_other_are_reported(qtbot):
    """Two fixed-height buttons in a 50 px tall box overlap: the layout is short of room."""
    window = shown(qtbot, QWidget(), 300, 200)
    box = QWidget(window)
    layout = QVBoxLayout(box)
    for name in ("first", "second"):
        button = named(QPushButton(name), name)
        button.setFixedHeight(40)
        layout.addWidget(button)
    box.setGeometry(0, 0, 200, 50)
    box.show()
    problems = [p for p in check_bounds(window) if "overlap" in p]
    assert len(problems) == 1 and problems[0].startswith("first and second overlap by")


def test_a_button_scrolled_out_of_a_scroll_area_is_not_reported(qtbot):
    """Content below a scroll area's edge is meant to scroll: not outside the window."""
    content = QWidget()
    content.setMinimumSize(200, 900)
    QPushButton("Far down", content).move(10, 800)
    area = QScrollArea()
    area.setWidget(content)
    window = window_with(qtbot, area, width=300, height=200)
    assert check_bounds(window) == []


# ---------------------------------------------------------------- scrolling


def scroller(name: str, content_height: int, *, sideways_off: bool = False) -> QScrollArea:
    content = QWidget()
    content.setMinimumSize(100, content_height)
    area = named(QScrollArea(), name)
    area.setWidgetResizable(True)
    area.setWidget(content)
    area.setFixedSize(200, 120)
    if sideways_off:
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


def test_a_listed_scroll_area_that_scrolls_is_reported(qtbot):
    """A scroll area named in no_scroll showing its bar is reported; the same unlisted, or
    listed but with content that fits, is not."""
    window = window_with(
        qtbot, scroller("feedbackScroll", 600), scroller("turnLog", 600), scroller("fits", 50)
    )
    problems = check_scrolling(window, {"feedbackScroll", "fits"})
    assert len(problems) == 1
    assert problems[0].startswith("feedbackScroll scrolls up and down:")
    assert check_scrolling(window, {"turnLog"})[0].startswith("turnLog scrolls up and down")
    assert check_scrolling(window, ()) == []


def test_a_scroll_area_allowed_up_and_down_is_reported_only_sideways(qtbot):
    """ "form:sideways" lets the form scroll up and down but not sideways."""
    tall = scroller("form", 600)
    wide = scroller("wide", 50)
    wide.widget().setMinimumWidth(600)
    window = window_with(qtbot, tall, wide)
    qtbot.waitUntil(lambda: wide.horizontalScrollBar().isVisible())
    assert check_scrolling(window, {"form:sideways"}) == []
    problems = check_scrolling(window, {"wide:sideways"})
    assert len(problems) == 1 and problems[0].startswith("wide scrolls sideways:")


def test_a_listed_table_that_scrolls_says_how_many_rows_are_out_of_sight(qtbot):
    """A table view scrolls by rows: the problem counts rows, not pixels."""
    model = QStandardItemModel(14, 1)
    for row in range(14):
        model.setItem(row, 0, QStandardItem(f"Player {row + 1}"))
    view = named(QTableView(), "scoreboardView")
    view.setModel(model)
    view.setFixedHeight(120)
    window = window_with(qtbot, view)
    hidden = view.verticalScrollBar().maximum()
    assert hidden > 1
    assert check_scrolling(window, {"scoreboardView"}) == [
        f"scoreboardView scrolls up and down: {hidden} rows out of sight"
    ]


def test_a_listed_widget_inside_a_scrolling_area_is_reported(qtbot):
    """A page named in no_scroll that sits in a scroll area that scrolls counts as scrolling."""
    page = named(QWidget(), "sievePage")
    page.setMinimumSize(100, 600)
    area = named(QScrollArea(), "pageScroll")
    area.setWidgetResizable(True)
    area.setWidget(page)
    area.setFixedSize(200, 120)
    window = window_with(qtbot, area)
    problems = check_scrolling(window, {"sievePage"})
    assert problems == [problems[0]] and problems[0].startswith(
        "sievePage scrolls up and down (in pageScroll)"
    )


def test_a_listed_name_that_is_not_on_show_is_reported(qtbot):
    """A rule about a widget that is not there must not pass silently."""
    window = window_with(qtbot, QLabel("x"))
    problems = check_scrolling(window, {"scoreboardView"})
    assert problems == ["scoreboardView: no such widget on show (it must show without scrolling)"]


def test_content_cut_where_the_scroll_bar_is_switched_off_is_reported(qtbot):
    """A scroll area whose sideways bar is off but whose content is wider hides it for good."""
    area = scroller("tests", 50, sideways_off=True)
    area.widget().setMinimumWidth(500)
    window = window_with(qtbot, area)
    problems = check_scrolling(window)
    assert len(problems) == 1 and problems[0].startswith("tests cuts ")
    assert "right edge" in problems[0]


def test_a_pinned_column_that_scrolls_with_its_table_is_not_reported(qtbot):
    """The Records table's pinned names have no bar of their own: the table's bar moves
    them. Cut rows with the outer bar hidden are still reported."""
    from PySide6.QtGui import QStandardItemModel

    from wildwest.ui.look.frozen_table import FrozenFirstColumnTable

    model = QStandardItemModel(40, 12)
    table = FrozenFirstColumnTable()
    table.setObjectName("records")
    table.setModel(model)
    table.setMinimumSize(300, 200)
    window = window_with(qtbot, table)
    qtbot.waitUntil(lambda: table.verticalScrollBar().isVisible())
    assert check_scrolling(window) == []
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    qtbot.waitUntil(lambda: not table.verticalScrollBar().isVisible())
    problems = check_scrolling(window)
    assert any(p.startswith("frozenColumn") and "bottom edge" in p for p in problems)


# ---------------------------------------------------------------- scenes


class Plate(QGraphicsItem):
    """A test item: ``text`` on a filled plate, inside a bounding box, at ``pixels``."""

    def __init__(self, text: str, box: QRectF, plate: QRectF, pixels: int, fit: bool = False):
        super().__init__()
        self.text, self.box, self.plate, self.fit = text, box, plate, fit
        self.font = QFont()
        self.font.setPixelSize(pixels)

    def boundingRect(self) -> QRectF:
        return self.box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setBrush(Qt.GlobalColor.darkRed)
        painter.drawRect(self.plate)
        font = QFont(self.font)
        if self.fit:  # scale the text down to the plate, as an item should
            width = QFontMetricsF(font).horizontalAdvance(self.text)
            font.setPixelSize(max(1, int(self.font.pixelSize() * self.plate.width() / width)))
        painter.setFont(font)
        painter.drawText(self.plate, Qt.AlignmentFlag.AlignCenter, self.text)


def scene_view(qtbot, *items: QGraphicsItem) -> QGraphicsView:
    scene = QGraphicsScene(0, 0, 1600, 900)
    for item in items:
        scene.addItem(item)
    view = named(QGraphicsView(scene), "cardTable")
    view._scene = scene  # keep it alive with the view
    for policy in (view.setHorizontalScrollBarPolicy, view.setVerticalScrollBarPolicy):
        policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # as the card table: it fits the scene
    view._window = window_with(qtbot, view, width=820, height=500)  # alive with the view
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return view


LONG = "STEAL! Maximilian takes 3 from Devendra"


def test_scene_text_wider_than_its_item_is_reported(qtbot):
    """Banner text painted wider than its item is cut off (the item caches only its box)."""
    item = Plate(LONG, QRectF(0, 0, 600, 100), QRectF(0, 0, 600, 100), 58)
    item.setPos(200, 50)
    problems = check_scenes(scene_view(qtbot, item).window())
    assert len(problems) == 1
    assert problems[0].startswith(f"cardTable Plate {LONG!r}: the text")
    assert "at the left and right (it is cut off)" in problems[0]


def test_scene_text_off_its_plate_but_inside_its_item_is_reported(qtbot):
    """Text inside the item but running off the box it is painted on is reported."""
    item = Plate("Maximilian", QRectF(-300, 0, 900, 100), QRectF(0, 0, 150, 100), 58)
    item.setPos(400, 50)
    problems = check_scenes(scene_view(qtbot, item).window())
    assert len(problems) == 1 and "runs off its 150×100 box" in problems[0]


def test_scene_text_that_fits_or_is_scaled_down_to_fit_is_not_reported(qtbot):
    """Short text, and long text the item scales down to its plate, pass; so do the table's
    own text items with short text."""
    short = Plate("STEAL!", QRectF(0, 0, 600, 100), QRectF(0, 0, 600, 100), 58)
    scaled = Plate(LONG, QRectF(0, 0, 600, 100), QRectF(0, 0, 600, 100), 58, fit=True)
    scaled.setPos(0, 300)
    banner = StealBanner()
    banner.set_text("STEAL!")
    number = TextItem(Box(500, 600, 600, 230), 170)
    number.set_text("3105")
    assert check_scenes(scene_view(qtbot, short, scaled, banner, number).window()) == []


def test_scene_text_outside_the_scene_is_reported(qtbot):
    """An item placed so its text runs past the scene's right edge is reported."""
    item = Plate("Devendra", QRectF(0, 0, 400, 100), QRectF(0, 0, 400, 100), 40)
    item.setPos(1400, 400)
    problems = check_scenes(scene_view(qtbot, item).window())
    assert problems == ["cardTable Plate 'Devendra': the text leaves the scene at the right"]


def test_a_view_showing_part_of_its_scene_is_reported(qtbot):
    """A view zoomed in so the scene does not fit is reported."""
    view = scene_view(qtbot)
    view.resetTransform()
    view.scale(2, 2)
    problems = check_scenes(view.window())
    assert len(problems) == 1 and problems[0].startswith("cardTable shows only part of its scene")


def test_every_check_skips_hidden_widgets(qtbot):
    """Broken widgets inside a hidden box are not on show: no check reports them (each
    does while the box is shown)."""
    view = table(qtbot, 400)
    window = view.window()
    view.horizontalHeader().setMinimumSectionSize(1)
    view.setColumnWidth(0, 20)
    box = QFrame(window)
    box.setGeometry(0, 0, 380, 280)
    label = QLabel("Devendra", box)
    label.setGeometry(0, 0, 10, 20)
    QPushButton("Start", box).move(10, 1000)
    scene = QGraphicsScene(0, 0, 1600, 900, box)
    scene.addItem(Plate(LONG, QRectF(0, 0, 600, 100), QRectF(0, 0, 600, 100), 58))
    QGraphicsView(scene, box).setGeometry(0, 30, 160, 90)
    box.show()
    checks = (check_text, check_views, check_bounds, check_scenes)
    assert all(check(window) for check in checks)
    box.hide()
    view.hide()
    assert [check(window) for check in checks] == [[], [], [], []]
