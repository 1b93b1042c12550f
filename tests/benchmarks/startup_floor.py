"""The Qt floor of Wild West's first window, for the start-up benchmark (issue 17).

How fast could the first window be if none of our Python ran, only the Qt work that
window needs? :data:`CAPTURE` runs the app from source up to its first paint and
writes down what Qt was asked to build: every widget (its Qt class, parent, text,
layout, visibility, own style sheet), each menu and its actions, each item view's
model (its rows, columns and cell texts), the card table's scene items (kind, place,
size) and each card picture rendered from the SVG deck, the window's title and size,
and the app-wide style sheet and font. :data:`FLOOR` is a plain PySide6 script that
reads that file and builds the same tree with Qt's own classes (QMainWindow,
QDockWidget, QTableView on a QStandardItemModel, QGraphicsView with pixmap items
from a QSvgRenderer of the same deck...), applies the same style sheet, shows it and
stops at the first paint, as the bare window and the app do.

So ``floor ÷ bare`` is what Qt alone costs for this window, and ``app ÷ floor`` is
what our Python adds on top. The replay is an approximation: layouts are rebuilt as
the same kind of layout with the same children in order (no stretch factors or
spans), custom painting is replaced by Qt's pixmap and rectangle items, and nothing
is connected. It leaves out our work, never Qt's.
"""

from __future__ import annotations

CAPTURE = r"""
import json, os, sys
from wildwest.feature_scan import install
install()
from PySide6.QtCore import QEvent, QObject, QTimer, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QDockWidget,
    QGraphicsView, QGroupBox, QHeaderView, QLabel, QLineEdit, QMenu, QScrollBar, QSizeGrip,
    QTabBar, QTabWidget, QWidget)
QT_MADE = (QHeaderView, QScrollBar, QSizeGrip, QTabBar)
import wildwest.__main__
from wildwest.ui.table import card_art
images = []
image = card_art.CardArt.image

def recording(self, code, width):
    images.append([code, int(width), card_art.deck_file(*self.variant)])
    return image(self, code, width)

card_art.CardArt.image = recording

def qt_class(thing):
    return next(c.__name__ for c in type(thing).__mro__ if c.__module__.startswith("PySide6"))

def text_of(w):
    if isinstance(w, (QLabel, QAbstractButton)):
        return w.text()
    if isinstance(w, QLineEdit):
        return w.placeholderText()
    if isinstance(w, QGroupBox):
        return w.title()
    if isinstance(w, QMenu):
        return w.title()
    return ""

def dump(window):
    widgets = []
    def walk(w, parent):
        index = len(widgets)
        row = {"cls": qt_class(w), "parent": parent, "text": text_of(w),
               "visible": w.isVisibleTo(window) if parent >= 0 else True,
               "style": w.styleSheet(), "layout": qt_class(w.layout()) if w.layout() else "",
               "name": w.objectName()}
        if parent >= 0:
            lay = w.parentWidget().layout()
            row["in_layout"] = bool(lay is not None and lay.indexOf(w) >= 0)
        if isinstance(w, QMenu):
            row["actions"] = [("-" if a.isSeparator() else a.text()) for a in w.actions()
                              if a.menu() is None]
        if isinstance(w, QTabWidget):
            row["tabs"] = [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QDockWidget):
            row["area"] = window.dockWidgetArea(w).value
            row["tabified_with"] = [d.objectName() for d in window.tabifiedDockWidgets(w)]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            row["model"] = [[str(m.data(m.index(r, c)) or "") for c in range(m.columnCount())]
                            for r in range(m.rowCount())]
            row["headers"] = [str(m.headerData(c, Qt.Orientation.Horizontal) or "")
                              for c in range(m.columnCount())]
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            row["items"] = [[it.scenePos().x(), it.scenePos().y(), it.boundingRect().width(),
                             it.boundingRect().height()] for it in w.scene().items()]
        widgets.append(row)
        children(w, index)
    def children(w, index):
        for child in w.children():
            menu = isinstance(child, QMenu)
            if not isinstance(child, QWidget) or (child.isWindow() and not menu):
                continue
            name = child.objectName()
            if name in ("qt_scrollarea_viewport", "qt_tabwidget_stackedwidget"):
                children(child, index)  # Qt's own container: its contents belong to w
            elif name.startswith("qt_") or isinstance(child, QT_MADE):
                continue  # Qt makes these itself (scroll bars, headers, tab bars, title buttons)
            else:
                walk(child, index)
    walk(window, -1)
    app = QApplication.instance()
    return {"widgets": widgets, "images": images, "title": window.windowTitle(),
            "size": [window.width(), window.height()], "app_style": app.styleSheet(),
            "font": app.font().toString(), "window_style": window.styleSheet()}

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if (not self.seen and event.type() == QEvent.Type.Paint
                and isinstance(watched, QWidget)
                and watched.window().objectName() == "mainWindow"):
            self.seen = True
            window = watched.window()
            QTimer.singleShot(0, lambda: finish(window))
        return False

def finish(window):
    with open(os.environ["BENCH_TREE"], "w", encoding="utf-8") as handle:
        json.dump(dump(window), handle)
    os._exit(0)

app = QApplication(sys.argv[:1])
probe = FirstPaint(app)
app.installEventFilter(probe)
sys.exit(wildwest.__main__.main(sys.argv[1:]))
"""

FLOOR = r"""
import json, os, resource, sys, time
spent = [("start", time.thread_time())]  # CPU seconds of this thread, phase by phase
from PySide6.QtCore import QEvent, QObject, QRectF, QSize, QTimer, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QPixmap, QStandardItem, QStandardItemModel
from PySide6 import QtWidgets
from PySide6.QtSvg import QSvgRenderer
spent.append(("import Qt (QtCore, QtGui, QtWidgets, QtSvg)", time.thread_time()))
with open(os.environ["BENCH_TREE"], encoding="utf-8") as handle:
    tree = json.load(handle)
app = QtWidgets.QApplication(sys.argv[:1])
spent.append(("QApplication()", time.thread_time()))
font = QFont()
font.fromString(tree["font"])
app.setFont(font)
app.setStyleSheet(tree["app_style"])
spent.append(("font and style sheet set", time.thread_time()))
renderers, pixmaps = {}, []
for code, width, deck in tree["images"]:
    renderer = renderers.get(deck) or renderers.setdefault(deck, QSvgRenderer(deck))
    image = QImage(QSize(width, round(width * 1.4)), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, code, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    pixmaps.append(QPixmap.fromImage(image))
spent.append(("card pictures from the SVG deck", time.thread_time()))
made = []

def make(row, parent):
    cls = getattr(QtWidgets, row["cls"], QtWidgets.QWidget)
    try:
        w = cls(parent) if parent is not None else cls()
    except (TypeError, NotImplementedError):
        w = QtWidgets.QWidget(parent)
    if row["text"] and isinstance(w, QtWidgets.QMenu):
        w.setTitle(row["text"])
    elif row["text"] and hasattr(w, "setText"):
        w.setText(row["text"])
    elif row["text"] and hasattr(w, "setPlaceholderText"):
        w.setPlaceholderText(row["text"])
    elif row["text"] and hasattr(w, "setTitle"):
        w.setTitle(row["text"])
    if row["name"]:
        w.setObjectName(row["name"])
    if row["style"]:
        w.setStyleSheet(row["style"])
    if row["layout"] and w.layout() is None:
        try:
            getattr(QtWidgets, row["layout"], QtWidgets.QVBoxLayout)(w)
        except NotImplementedError:  # our own QLayout (the wrapping row): a box instead
            QtWidgets.QHBoxLayout(w)
    for text in row.get("actions", ()):
        if text == "-":
            w.addSeparator()
        else:
            w.addAction(text)
    if "model" in row and hasattr(w, "setModel"):
        model = QStandardItemModel(len(row["model"]), len(row["headers"]), w)
        model.setHorizontalHeaderLabels(row["headers"])
        for r, cells in enumerate(row["model"]):
            for c, text in enumerate(cells):
                model.setItem(r, c, QStandardItem(text))
        w.setModel(model)
    if "items" in row and isinstance(w, QtWidgets.QGraphicsView):
        scene = QtWidgets.QGraphicsScene(w)
        for i, (x, y, width, height) in enumerate(row["items"]):
            if i < len(pixmaps):
                item = scene.addPixmap(pixmaps[i])
            else:
                item = scene.addRect(0, 0, width, height)
            item.setPos(x, y)
        w.setScene(scene)
    return w

def attach(w, row, owner, owner_row):
    if isinstance(owner, QtWidgets.QMainWindow):
        if isinstance(w, QtWidgets.QMenuBar):
            owner.setMenuBar(w)
        elif isinstance(w, QtWidgets.QStatusBar):
            owner.setStatusBar(w)
        elif isinstance(w, QtWidgets.QDockWidget):
            owner.addDockWidget(Qt.DockWidgetArea(row["area"]), w)
            for other in row["tabified_with"]:
                first = owner.findChild(QtWidgets.QDockWidget, other)
                if first is not None and first is not w:
                    owner.tabifyDockWidget(first, w)
                    break
        elif isinstance(w, QtWidgets.QToolBar):
            owner.addToolBar(w)
        elif owner.centralWidget() is None and row["cls"] != "QTabBar":
            owner.setCentralWidget(w)
    elif isinstance(owner, QtWidgets.QMenuBar) and isinstance(w, QtWidgets.QMenu):
        owner.addMenu(w)
    elif isinstance(owner, QtWidgets.QMenu) and isinstance(w, QtWidgets.QMenu):
        owner.addMenu(w)
    elif isinstance(owner, QtWidgets.QDockWidget) and owner.widget() is None:
        owner.setWidget(w)
    elif isinstance(owner, QtWidgets.QTabWidget):
        tabs = owner_row.get("tabs", [])
        owner.addTab(w, tabs[owner.count()] if owner.count() < len(tabs) else "")
    elif isinstance(owner, QtWidgets.QStackedWidget):
        owner.addWidget(w)
    elif isinstance(owner, QtWidgets.QScrollArea) and owner.widget() is None:
        owner.setWidget(w)
    elif row.get("in_layout") and owner.layout() is not None:
        layout = owner.layout()
        if isinstance(layout, QtWidgets.QGridLayout):
            n = layout.count()
            layout.addWidget(w, n // 2, n % 2)
        elif isinstance(layout, QtWidgets.QFormLayout):
            layout.addRow(w)
        else:
            layout.addWidget(w)
    if not row["visible"]:
        w.hide()

def qt_class(thing):
    return next(c.__name__ for c in type(thing).__mro__ if c.__module__.startswith("PySide6"))

window = None
for row in tree["widgets"]:
    parent = made[row["parent"]] if row["parent"] >= 0 else None
    if parent is None and row["parent"] >= 0:
        made.append(None)  # under a widget left out
        continue
    w = make(row, parent)
    if parent is not None:
        attach(w, row, parent, tree["widgets"][row["parent"]])
    else:
        window = w
    made.append(w)
spent.append(("widgets built", time.thread_time()))
window.setWindowTitle(tree["title"])
window.setStyleSheet(tree["window_style"])
window.resize(*tree["size"])

def painted():
    spent.append(("show(): style, layout, first paint", time.thread_time()))
    if os.environ.get("BENCH_FLOOR_MARKS"):
        print(json.dumps({name: b - a for (_, a), (name, b) in zip(spent, spent[1:])}))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if os.environ.get("BENCH_FLOOR_PNG"):  # to look at what the floor built
        window.grab().save(os.environ["BENCH_FLOOR_PNG"])
    if os.environ.get("BENCH_FLOOR_CHECK"):  # what it built, for tests/test_startup.py
        views = window.findChildren(QtWidgets.QGraphicsView)
        built = {"classes": [None if w is None else qt_class(w) for w in made],
                 "pictures": len(pixmaps), "mapped": window.isVisible(),
                 "scene_items": sum(len(v.scene().items()) for v in views if v.scene())}
        with open(os.environ["BENCH_FLOOR_CHECK"], "w", encoding="utf-8") as handle:
            json.dump(built, handle)
    with open(os.environ["WILDWEST_STARTUP_PROBE"], "w", encoding="utf-8") as handle:
        handle.write(f"{time.time()!r} {rss}\n")
    os._exit(0)

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, painted)
        return False

spy = FirstPaint()
window.installEventFilter(spy)  # on the window only, as the bare window's and the app's
window.show()
sys.exit(app.exec())
"""
