"""The Class menu (File → Class): the class folder's windows for the teacher, and the class
list's names on the new-game screen.

:class:`ClassMenu` is one of the window's parts (the app adds it to the File menu when it
keeps files; a menu of its own on the menu bar would need an Alt+letter, and every letter
of "Class" is taken on some screen): *Class view…*, *Class game…*, *Class list…* and
*Class folder…*. It opens
the windows of :mod:`wildwest.ui.classroom` (each built the first time it is used), hands
them what the classroom service pushes, and sends their intents on. The class folder
itself is a setting (``class/folder``): chosen here, unless the school locked it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QWidget

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import CLASS_FOLDER
from wildwest.present.translate import translate
from wildwest.services.class_outbox import ClassOutbox
from wildwest.services.classroom import Classroom

if TYPE_CHECKING:  # the windows load the first time they are opened (start-up time)
    from wildwest.present.class_view import ClassGameState, ClassListView, ClassViewState
    from wildwest.ui.classroom.class_folder_dialog import ClassFolderDialog
    from wildwest.ui.classroom.class_game_window import ClassGameWindow
    from wildwest.ui.classroom.class_list_dialog import ClassListDialog
    from wildwest.ui.classroom.class_view_window import ClassViewWindow
    from wildwest.ui.screens.new_game import NewGameView

STATUS_MS = 10_000
Shown = TypeVar("Shown", bound=QWidget)


class ClassMenu(QObject):
    """The Class menu of ``window`` (see the module), in ``file_menu`` (else on the menu
    bar). ``pages``: the window's pages, to give the new-game screen the class list's names
    when it shows."""

    def __init__(
        self,
        window: QMainWindow,
        classroom: Classroom,
        outbox: ClassOutbox | None,
        settings: Settings,
        *,
        pages: QStackedWidget,
        file_menu: QMenu | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.classroom = classroom
        self.settings = settings
        self.pages = pages
        self.class_view: ClassViewWindow | None = None
        self.class_game: ClassGameWindow | None = None
        self.class_list: ClassListDialog | None = None
        self.class_folder: ClassFolderDialog | None = None
        self._names: tuple[str, ...] = ()
        self._waiting = ""

        self.menu = QMenu(translate("ClassView", "C&lass"), window)
        self.menu.setObjectName("classMenu")
        self.view_action = self._action(
            translate("ClassView", "Class &view…"), self.show_class_view, "classViewAction"
        )
        self.game_action = self._action(
            translate("ClassView", "Class &game…"), self.show_class_game, "classGameAction"
        )
        self.list_action = self._action(
            translate("ClassView", "Class &list…"), self.show_class_list, "classListAction"
        )
        self.menu.addSeparator()
        self.folder_action = self._action(
            translate("ClassView", "Class &folder…"), self.show_class_folder, "classFolderAction"
        )
        if file_menu is not None:  # File → Class (every Alt+letter of "Class" is taken)
            file_menu.addSeparator()
            file_menu.addMenu(self.menu)
        else:
            window.menuBar().addMenu(self.menu)

        classroom.class_changed.connect(self._show_class)
        classroom.class_game_changed.connect(self._show_game)
        classroom.class_list_changed.connect(self._show_list)
        classroom.names_imported.connect(self._names_found)
        classroom.message.connect(self._status)
        if outbox is not None:
            outbox.waiting_changed.connect(self._outbox_waiting)
        settings.changed.connect(self._setting_changed)
        pages.currentChanged.connect(self._page_changed)
        window.installEventFilter(self)  # the window closing stops the reads
        self._enable()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.classroom.close()
        return super().eventFilter(watched, event)

    def _action(self, text: str, slot: object, name: str) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def _enable(self) -> None:
        """Without a class folder only Class folder… is live (the others say why)."""
        has_folder = bool(self.settings.get(CLASS_FOLDER))
        tip = "" if has_folder else translate("ClassView", "Choose the class folder first.")
        for action in (self.view_action, self.game_action, self.list_action):
            action.setEnabled(has_folder)
            action.setToolTip(tip)

    # ------------------------------------------------------------ the windows

    def show_class_view(self) -> ClassViewWindow:
        """Class → Class view…: every pupil of the class, read now and as it changes."""
        if self.class_view is None:
            from wildwest.ui.classroom.class_view_window import ClassViewWindow

            window = ClassViewWindow(self.window)
            window.refresh_requested.connect(self.classroom.refresh_now)
            window.export_turns_requested.connect(self.classroom.export_turns)
            window.export_pupils_requested.connect(self.classroom.export_pupils)
            window.remove_requested.connect(self.classroom.remove_pupil)
            window.bring_back_requested.connect(self.classroom.bring_back)
            window.class_list_requested.connect(self.show_class_list)
            window.finished.connect(lambda _result: self.classroom.watch_class(False))
            self.class_view = window
            if self.classroom.view is not None:
                window.show_class(self.classroom.view)
        self.classroom.watch_class(True)
        return self._raise(self.class_view)

    def show_class_game(self) -> ClassGameWindow:
        """Class → Class game…: a deal code's standings for the projector."""
        if self.class_game is None:
            from wildwest.ui.classroom.class_game_window import ClassGameWindow

            window = ClassGameWindow(self.window)
            window.code_chosen.connect(self.classroom.watch_game)
            self.class_game = window
            if self.classroom.game is not None:
                window.show_game(self.classroom.game)
            if self.classroom.view is not None:
                window.show_codes(self.classroom.view.deal_codes)
        self.classroom.refresh_now()  # the deal codes played so far
        return self._raise(self.class_game)

    def show_class_list(self) -> ClassListDialog:
        """Class → Class list…: the class's names, typed or read from a file."""
        if self.class_list is None:
            from wildwest.ui.classroom.class_list_dialog import ClassListDialog

            dialog = ClassListDialog(self.window)
            dialog.save_requested.connect(self.classroom.save_class_list)
            dialog.import_requested.connect(self.classroom.import_class_list)
            self.class_list = dialog
            if self.classroom.class_list is not None:
                dialog.show_list(self.classroom.class_list)
        self.classroom.check_class_list()
        return self._raise(self.class_list)

    def show_class_folder(self) -> ClassFolderDialog:
        """Class → Class folder…: this computer's class folder (unless the school set it)."""
        if self.class_folder is None:
            from wildwest.ui.classroom.class_folder_dialog import ClassFolderDialog

            dialog = ClassFolderDialog(self.window)
            dialog.folder_chosen.connect(self._folder_chosen)
            self.class_folder = dialog
        self._show_folder()
        self.class_folder.open()
        return self.class_folder

    @staticmethod
    def _raise(window: Shown) -> Shown:
        """Show ``window``; one already open comes to the front."""
        if window.isVisible():
            window.raise_()
        else:
            window.show()
        window.activateWindow()
        return window

    # ------------------------------------------------------------ what is pushed

    def _show_class(self, view: ClassViewState) -> None:
        if self.class_view is not None:
            self.class_view.show_class(view)
        if self.class_game is not None:
            self.class_game.show_codes(view.deal_codes)

    def _show_game(self, state: ClassGameState) -> None:
        if self.class_game is not None:
            self.class_game.show_game(state)

    def _show_list(self, view: ClassListView) -> None:
        if self.class_list is not None:
            self.class_list.show_list(view)
        self._names = view.names
        self._give_names()

    def _names_found(self, view: ClassListView) -> None:
        if self.class_list is not None:
            self.class_list.show_found(view)

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_MS)

    def _outbox_waiting(self, line: str) -> None:
        self._waiting = line
        if self.class_folder is not None and self.class_folder.isVisible():
            self._show_folder()

    def _setting_changed(self, key: str, _value: object) -> None:
        if key == CLASS_FOLDER.key:
            self._enable()
            if self.class_folder is not None:
                self._show_folder()

    def _show_folder(self) -> None:
        if self.class_folder is not None:
            self.class_folder.show_folder(
                self.settings.get(CLASS_FOLDER),
                locked=self.settings.is_locked(CLASS_FOLDER),
                waiting=self._waiting,
            )

    def _folder_chosen(self, folder: str) -> None:
        if not self.settings.set_value(CLASS_FOLDER, folder):
            self._status(translate("ClassView", "That folder cannot be the class folder."))
            return
        self._status(
            translate("ClassView", "This computer now writes to the class folder.")
            if folder
            else translate("ClassView", "This computer has no class folder now.")
        )

    # ------------------------------------------------------------ the new-game screen

    def _page_changed(self, _index: int) -> None:
        view = self._new_game_view()
        if view is not None:
            self.classroom.check_class_list()  # a teacher may have changed it
            self._give_names()

    def _new_game_view(self) -> NewGameView | None:
        current = self.pages.currentWidget()
        if current is None or current.objectName() != "newGameView":
            return None  # (not imported here: the new-game screen loads when first shown)
        return cast("NewGameView", current)

    def _give_names(self) -> None:
        view = self._new_game_view()
        if view is not None:
            view.show_class_names(self._names)
