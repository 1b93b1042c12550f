"""Class → Class folder…: which folder this computer writes its pupils' learning to.

The teacher chooses the same folder on every computer of the class (a share on the school's
file server, or a USB stick carried from computer to computer); the school's IT may set it
and lock it instead (``[class] folder=`` in the administrator's file), and then it cannot be
changed here. The dialog shows the folder and what waits for it; it sends one intent: the
folder chosen (``""``: none).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QPushButton, QVBoxLayout, QWidget

from wildwest.present.translate import arg, translate
from wildwest.ui.classroom.class_view_window import TextSizedDialog, plain_label
from wildwest.ui.look.reflow import WrapRow


class ClassFolderDialog(TextSizedDialog):
    """The class folder's choice (see the module)."""

    folder_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, 80, 14, (680, 340))
        self.setObjectName("classFolderDialog")
        self.setWindowTitle(translate("ClassView", "Class folder — Wild West"))
        self.setModal(True)
        self._folder = ""
        about = plain_label(
            "classFolderAbout",
            translate(
                "ClassView",
                "Choose the same folder on every computer of the class: a folder on the "
                "school's file server, or a USB stick you take from computer to computer. Each "
                "computer writes its pupils' turns there, and the class view reads them all. "
                "When the folder cannot be reached, the turns wait on the computer and go "
                "when it is back.",
            ),
        )
        self.folder_label = plain_label("classFolderPath")
        self.waiting_label = plain_label("classFolderWaiting")
        self.lock_label = plain_label("classFolderLocked")
        self.choose_button = QPushButton(translate("ClassView", "C&hoose a folder…"))
        self.choose_button.setObjectName("chooseClassFolderButton")
        self.choose_button.clicked.connect(self._choose)
        self.none_button = QPushButton(translate("ClassView", "&No class folder"))
        self.none_button.setObjectName("noClassFolderButton")
        self.none_button.clicked.connect(lambda: self.folder_chosen.emit(""))
        close = QPushButton(translate("ClassView", "&Close"))
        close.setObjectName("classFolderCloseButton")
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        for widget in (about, self.folder_label, self.waiting_label, self.lock_label):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(WrapRow((self.choose_button, self.none_button, close), stretch=-1))
        self.show_folder("", locked=False, waiting="")

    def show_folder(self, folder: str, *, locked: bool, waiting: str) -> None:
        """The folder set now, whether the school locked it, and what waits for it."""
        self._folder = folder
        self.folder_label.setText(
            arg(translate("ClassView", "Class folder: %1"), folder)
            if folder
            else translate("ClassView", "This computer has no class folder.")
        )
        self.waiting_label.setText(waiting)
        self.waiting_label.setVisible(bool(waiting))
        self.lock_label.setText(
            translate(
                "ClassView",
                "The school has set this computer's class folder: it cannot be changed here.",
            )
            if locked
            else ""
        )
        self.lock_label.setVisible(locked)
        self.choose_button.setEnabled(not locked)
        self.none_button.setEnabled(not locked and bool(folder))

    def _choose(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, translate("ClassView", "Choose the class folder"), self._folder
        )
        if path:
            self.folder_chosen.emit(path)
