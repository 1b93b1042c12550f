"""The class list: the class's names, kept in the class folder, typed here or read from a CSV
file (one name per line); the new-game screen then lets a pupil pick their name from it.

It lays out the :class:`~wildwest.present.class_view.ClassListView` the classroom service
pushes (the list in force, :meth:`ClassListDialog.show_list`; names found in a file,
:meth:`ClassListDialog.show_found`) and sends intents: save these names, read this file.
The names are checked when the list is saved (the game's rules for names); what was left
out is said.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.class_view import ClassListView
from wildwest.present.translate import QT_TRANSLATE_NOOP, translate
from wildwest.ui.classroom.class_view_window import TextSizedDialog, plain_label
from wildwest.ui.look.reflow import WrapRow

LIST_FILTER = QT_TRANSLATE_NOOP("ClassView", "Class lists (*.csv *.txt);;All files (*)")
MAX_NAME = 24


class ClassListDialog(TextSizedDialog):
    """The class list (see the module)."""

    save_requested = Signal(object)
    """The names (a tuple) to save as the class list."""
    import_requested = Signal(str)
    """A file to read names from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, 60, 30, (640, 640))
        self.setObjectName("classListDialog")
        self.setWindowTitle(translate("ClassView", "Class list — Wild West"))
        self.setModal(False)
        self.note = plain_label("classListNote")
        self.names = QListWidget()
        self.names.setObjectName("classListNames")
        self.names.setAccessibleName(translate("ClassView", "The class's names"))
        self.names.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.names.itemSelectionChanged.connect(self._selection_changed)
        name_label = QLabel(translate("ClassView", "&Name:"))
        self.name_input = QLineEdit()
        self.name_input.setObjectName("classListNameInput")
        self.name_input.setMaxLength(MAX_NAME)
        self.name_input.returnPressed.connect(self._add)
        name_label.setBuddy(self.name_input)
        add = QPushButton(translate("ClassView", "&Add"))
        add.setObjectName("addNameButton")
        add.clicked.connect(self._add)
        self.remove_button = QPushButton(translate("ClassView", "&Take off the list"))
        self.remove_button.setObjectName("removeNameButton")
        self.remove_button.clicked.connect(self._take_off)
        read = QPushButton(translate("ClassView", "&Read names from a file…"))
        read.setObjectName("importNamesButton")
        read.clicked.connect(self._import)
        self.problems = plain_label("classListProblems")
        self.save_button = QPushButton(translate("ClassView", "&Save the list"))
        self.save_button.setObjectName("saveClassListButton")
        self.save_button.clicked.connect(self._save)
        close = QPushButton(translate("ClassView", "&Close"))
        close.setObjectName("classListCloseButton")
        close.clicked.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.names, 1)
        layout.addWidget(WrapRow((name_label, self.name_input, add), stretch=1))
        layout.addWidget(WrapRow((self.remove_button, read), stretch=-1))
        layout.addWidget(self.problems)
        layout.addWidget(WrapRow((self.save_button, close), stretch=-1))
        self.show_list(ClassListView())

    def show_list(self, view: ClassListView) -> None:
        """The list in force (what was saved last, from any computer)."""
        self.note.setText(view.note)
        self._set_names(view.names)
        self._show_problems(view.problems)

    def show_found(self, view: ClassListView) -> None:
        """Names found in a file: added to those here (not saved until Save the list)."""
        known = {name.casefold() for name in self.current()}
        self._set_names([*self.current(), *(n for n in view.names if n.casefold() not in known)])
        self._show_problems((view.note, *view.problems) if view.note else view.problems)

    def current(self) -> list[str]:
        return [self.names.item(i).text() for i in range(self.names.count())]

    def _set_names(self, names: Sequence[str]) -> None:
        self.names.clear()
        self.names.addItems(list(names))
        self._selection_changed()

    def _show_problems(self, lines: Sequence[str]) -> None:
        self.problems.setText("\n".join(lines))
        self.problems.setVisible(bool(lines))

    def _selection_changed(self) -> None:
        self.remove_button.setEnabled(bool(self.names.selectedItems()))

    def _add(self) -> None:
        name = " ".join(self.name_input.text().split())
        if name and name.casefold() not in {n.casefold() for n in self.current()}:
            self.names.addItem(name)
        self.name_input.clear()
        self.name_input.setFocus()

    def _take_off(self) -> None:
        for item in self.names.selectedItems():
            self.names.takeItem(self.names.row(item))

    def _import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("ClassView", "Read names from a file"),
            "",
            translate("ClassView", LIST_FILTER),
        )
        if path:
            self.import_requested.emit(path)

    def _save(self) -> None:
        self.save_requested.emit(tuple(self.current()))
