"""The composition root: builds the controller, settings, card art and window, then runs.

``create_main_window(deal=None, mode="auto")`` is part of the automation
contract: it returns the main window without showing it or running the event
loop (a ``QApplication`` must already exist). It keeps learning records and a
recovery file only when given a ``data_dir``, so scripts never touch a pupil's.
"""

from __future__ import annotations

import argparse
import gc
import linecache
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wildwest import __version__
from wildwest.diagnostics import route_qt_messages, setup_logging

if TYPE_CHECKING:  # the imports themselves wait until they are needed (start-up time)
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    from wildwest.controller import GameSetup
    from wildwest.persistence.paths import AppPaths
    from wildwest.persistence.settings import Settings
    from wildwest.services.files_and_records import FilesAndRecords
    from wildwest.ui.window.class_menu import ClassMenu
    from wildwest.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)

APP_ID = "WildWest"


def _configure_application(app: QApplication) -> None:
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName("Wild West")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("wildwest")
    set_window_icon(app)


def set_window_icon(app: QApplication) -> None:
    """The icon of every window (and the taskbar's): the 256 px PNG, not the SVG, whose icon
    engine, loaded and drawn at each size X11 asks for, took about 3 ms of the start on
    Linux (issue 31). No icon if the file is missing (the self-test says so)."""
    from PySide6.QtGui import QIcon

    from wildwest.resources import resource_path

    icon = resource_path("icons", "wildwest.png")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def _assemble(
    paths: AppPaths,
    settings: Settings,
    *,
    keep_files: bool,
    recovery: bool = True,
    note: str = "",
    first_paint_first: bool = False,
) -> MainWindow:
    """Controller, files and records, card art and window, wired and owned by the window.

    ``keep_files``: records and the recovery file go to the data folder (else
    records live in memory, with ``note`` saying why); ``recovery``: write a
    recovery file (off when the data folder is known to be read-only);
    ``first_paint_first``: the app's own start, where what the first screen does not show
    waits for it (issue 31): the prime panel's tabs, the records file (opened when first
    used or by ``FilesAndRecords.open_records``) and the Class menu (:func:`_add_class_menu`,
    which the caller runs); scripts and tests get everything at once.
    """
    from wildwest.controller import GameController
    from wildwest.persistence.records import RecordsStore
    from wildwest.persistence.settings_schema import REFERENCE_LOCK_CHECKER_IN_CHALLENGE
    from wildwest.services.class_outbox import ClassOutbox
    from wildwest.services.files_and_records import FilesAndRecords
    from wildwest.ui.table.card_art import CardArt
    from wildwest.ui.window.main_window import MainWindow

    controller = GameController(
        lock_in_challenge=settings.get(REFERENCE_LOCK_CHECKER_IN_CHALLENGE),
        locks=settings.locked_game_rules(),
    )
    if keep_files:
        store = RecordsStore.open(paths.records_file, later=first_paint_first)
    else:
        store = RecordsStore.in_memory(note or None)
    recovery_path = paths.recovery_file if keep_files and recovery else None
    # The class folder's outbox only where this copy keeps records (its data folder is its own).
    outbox = ClassOutbox(settings, paths.data_dir if keep_files else None)
    files = FilesAndRecords(controller, settings, store, recovery_path, class_outbox=outbox)
    art = CardArt()
    window = MainWindow(
        controller, settings, paths, art, files_and_records=files, defer_panels=first_paint_first
    )
    for owned in (controller, files, outbox, art, settings):
        owned.setParent(window)
    if not first_paint_first:
        _add_class_menu(window, paths.data_dir if keep_files else None)
    # PySide6 reads the source of every module imported after it (looking for
    # "from __feature__ import"), and those lines stay cached: let them go (several MB).
    linecache.clearcache()
    return window


def _add_class_menu(window: MainWindow, data_dir: Path | None) -> ClassMenu:
    """The Class menu (in File) and the classroom behind it, owned by ``window``: the class
    folder's outbox, where this copy keeps records (``data_dir``, its own)."""
    from wildwest.services.classroom import Classroom
    from wildwest.ui.window.class_menu import ClassMenu

    outbox = _files_of(window).class_outbox
    assert outbox is not None, "_assemble gives every window's files a class outbox"
    classroom = Classroom(window.settings, outbox, data_dir)
    classroom.setParent(window)
    file_menu = window.file_actions.menu if window.file_actions is not None else None
    window.class_menu = ClassMenu(
        window, classroom, outbox, window.settings, pages=window.pages, file_menu=file_menu
    )
    return window.class_menu


def _files_of(window: MainWindow) -> FilesAndRecords:
    """The files and records :func:`_assemble` gave ``window``."""
    assert window.files_and_records is not None, "_assemble gives every window its files"
    return window.files_and_records


def after_first_paint(window: MainWindow, work: Callable[[], object]) -> None:
    """Run ``work`` once the window has been painted for the first time (just after the
    paint that draws the window and its widgets), so what it starts never delays the first
    screen. The window's own paint, not its menu bar's: a native menu bar (macOS, a Linux
    desktop's global menu) is never shown in the window, so never painted."""
    from wildwest.ui.look.widgets import after_next_paint

    after_next_paint(window, work)


def install_file_open_handler(app: QApplication, window: MainWindow) -> QObject:
    """Open saved games that macOS hands over with a FileOpen event (a double-clicked
    ``.wwgame``) instead of a command-line argument. Returns the filter (owned by ``app``)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    class FileOpenFilter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(event, QFileOpenEvent) and event.type() == QEvent.Type.FileOpen:
                path = event.file()
                if path and window.file_actions is not None:
                    window.file_actions.open_path(path)
                    return True
            return False

    handler = FileOpenFilter(app)
    app.installEventFilter(handler)
    return handler


def _show_messages(
    window: MainWindow, messages: list[str | None], *, said: list[str] | None = None
) -> list[str]:
    """Log start-up warnings and show them on one line in the status bar, after those
    ``said`` already (shown again, not logged again). Returns the line's messages."""
    new = [message for message in messages if message]
    for message in new:
        log.warning(message)
    shown = [*(said or []), *new]
    if new:
        window.statusBar().showMessage("  ·  ".join(shown), 20000)
    return shown


def create_main_window(
    deal: dict[str, Any] | None = None,
    mode: str = "auto",
    *,
    data_dir: str | Path | None = None,
    settings_file: Path | None = None,
    admin_files: Sequence[Path] = (),
) -> MainWindow:
    """The main window, not shown: a game in ``deal`` (a deal-file dict), or the new-game screen.

    ``admin_files`` are administrator's files (``wildwest-admin.ini``) to apply, as a
    school's computer would. Settings are kept in memory unless ``settings_file`` is
    given, so tests and scripts never touch a user's settings; learning records and the recovery
    file are kept in ``data_dir`` only when it is given. Raises ``DealError``
    for an invalid deal and ``ValueError`` for an unknown mode.
    """
    from PySide6.QtWidgets import QApplication

    from wildwest.controller import GameSetup
    from wildwest.engine import Mode, parse_deal
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("create a QApplication before create_main_window()")
    if not app.applicationName() or app.applicationName() != APP_ID:
        _configure_application(app)
    game_mode = Mode(mode)
    paths = resolve_paths(data_dir)
    keep_files = data_dir is not None
    warning = paths.ensure() if keep_files else None
    from wildwest.present.translate import arg, translate

    settings = Settings(settings_file, admin_files)
    window = _assemble(paths, settings, keep_files=keep_files, recovery=warning is None)
    files = _files_of(window)
    _show_messages(
        window,
        [
            warning and arg(translate("App", "Records won't be kept: %1"), warning),
            None if warning else files.store.message,
        ],
    )
    if files.class_outbox is not None:
        files.class_outbox.start()  # scripts and tests: at once (it never waits anyway)
    if window.class_menu is not None:
        window.class_menu.classroom.check_class_list()  # the new-game screen's names
    if deal is not None:
        window.controller.start(GameSetup.from_deal(parse_deal(deal), game_mode.value))
    else:
        window.show_new_game()
    return window


def run_app(args: argparse.Namespace) -> int:
    """``wildwest`` with no subcommand: start the desktop app (from ``__main__``)."""
    # No garbage collections while start-up builds its thousands of objects (they are all
    # kept: a collection found nothing to free); back on once the window is shown.
    gc.disable()
    try:
        return _start_app(args)
    finally:
        gc.enable()


def _start_app(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from wildwest.persistence.paths import resolve_paths

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    _configure_application(app)
    paths = resolve_paths(getattr(args, "data_dir", None))
    warning = paths.ensure()
    log_problem = setup_logging(paths.log_file if warning is None else None)
    route_qt_messages()
    log.info("Wild West %s starting; data in %s", __version__, paths.data_dir)

    from wildwest.persistence.instance import SingleInstance
    from wildwest.persistence.settings import Settings
    from wildwest.persistence.settings_schema import DISPLAY_LANGUAGE
    from wildwest.services.files_and_records import FolderClaim, claim_data_folder
    from wildwest.ui.window.language import start_language

    # The language first: the question "already open?" is asked in it too.
    settings = Settings(
        paths.settings_file if warning is None else None, paths.admin_settings_files()
    )
    language, locked_notes = _unlocked_options(args, settings)
    language_problem = start_language(settings.get(DISPLAY_LANGUAGE), language)
    instance = SingleInstance(paths.lock_file)
    claim = claim_data_folder(instance, _ask_open_anyway)
    if claim is FolderClaim.QUIT:
        log.info("another copy has %s: not starting", paths.data_dir)
        return 0
    if instance.message:
        log.warning(instance.message)
    try:
        return _run_window(
            app,
            args,
            paths=paths,
            settings=settings,
            warning=warning,
            problems=(log_problem, language_problem, *locked_notes),
            owned=claim is FolderClaim.OWNED,
        )
    finally:
        instance.release()


def _show(window: MainWindow) -> None:
    """Show the main window (the start-up benchmark's probe, if asked for, watching its
    first paint: ``WILDWEST_STARTUP_PROBE``, see :mod:`wildwest.startup_probe`)."""
    if os.environ.get("WILDWEST_STARTUP_PROBE"):
        from wildwest.startup_probe import probe_from_environment

        probe_from_environment(window)
    window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, window, _settle_memory)


def _settle_memory() -> None:
    """Once the window is up: leave every object start-up made out of later garbage
    collections (``gc.freeze``: they live as long as the app), so a full collection while
    playing walks only the game's own objects, and turn the collector back on."""
    gc.freeze()
    gc.enable()


def _ask_open_anyway(message: str) -> bool:
    """Another copy has the data folder: ask (the question's module loads only then)."""
    from wildwest.ui.dialogs.questions import ask_open_anyway

    return ask_open_anyway(message)


def _unlocked_options(args: argparse.Namespace, settings: Settings) -> tuple[str | None, list[str]]:
    """``--language`` unless the school locked the language, and one line (on stderr now,
    for the status bar later) for each option a lock overrules (``--language``,
    ``--mode``): locks win over the command line."""
    from wildwest.persistence.settings import command_line_choice
    from wildwest.persistence.settings_schema import DISPLAY_LANGUAGE, GAME_MODE
    from wildwest.present.words import say

    language, language_note = command_line_choice(
        settings, DISPLAY_LANGUAGE, "--language", getattr(args, "language", None)
    )
    _mode, mode_note = command_line_choice(settings, GAME_MODE, "--mode", args.mode)
    notes = [note for note in (language_note, mode_note) if note is not None]
    for note in notes:
        log.warning("%s", note)
        if sys.stderr is not None:
            print(f"wildwest: {note}", file=sys.stderr)  # the command line stays English
    return language, [say(note) for note in notes]


def _command_line_setup(args: argparse.Namespace, settings: Settings) -> GameSetup | None:
    """The game ``--deal`` or ``--seed`` asks for (None: the new-game screen).

    ``--seed S --players N`` is N people with plain names (Player 1, Player 2…), whatever
    the new-game screen remembers, so a script or a class gets the same game on every
    computer; ``--seed S`` alone plays the remembered players (names, and which seats are
    computer players), as New game… would offer them. A mode the school locked wins over
    ``--mode``; so do locked house rules.
    """
    from wildwest.controller import GameSetup
    from wildwest.persistence.settings_schema import (
        GAME_EQUAL_TURNS,
        GAME_FACE_CARDS,
        GAME_MODE,
        GAME_STEAL_COSTS_POINTS,
        PLAYERS_COUNT,
        PLAYERS_NAMES,
        PLAYERS_SEATS,
    )

    mode = settings.get(GAME_MODE)
    if not settings.is_locked(GAME_MODE) and args.mode:
        mode = args.mode
    if args.deal:
        return GameSetup(mode=mode, deal_source="file", deal_file=args.deal)
    if args.seed is None:
        return None
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    if args.players:
        players = args.players
    else:
        players = settings.get(PLAYERS_COUNT)
        names = tuple(settings.get(PLAYERS_NAMES)[:players])
        seats = tuple(settings.get(PLAYERS_SEATS)[:players])
    return GameSetup(
        names=names + ("",) * (players - len(names)),
        seats=seats,
        mode=mode,
        equal_turns=settings.get(GAME_EQUAL_TURNS),
        steal_costs_points=settings.get(GAME_STEAL_COSTS_POINTS),
        face_cards=settings.get(GAME_FACE_CARDS),
        deal_source="code",
        deal_code=str(args.seed),
    )


def _run_window(
    app: QApplication,
    args: argparse.Namespace,
    *,
    paths: AppPaths,
    settings: Settings,
    warning: str | None,
    problems: tuple[str | None, ...],
    owned: bool,
) -> int:
    """Build the window, start the game the command line (or the recovery file) asks for, run."""
    from wildwest.present.translate import arg, translate
    from wildwest.present.words import say
    from wildwest.services.files_and_records import SHARED_MESSAGE
    from wildwest.ui.dialogs.crash import install_excepthook

    window = _assemble(
        paths,
        settings,
        keep_files=owned,
        recovery=warning is None,
        note="" if owned else translate("Session", SHARED_MESSAGE),
        first_paint_first=True,
    )
    controller, files = window.controller, _files_of(window)
    app.aboutToQuit.connect(files.shutdown)

    def class_folder() -> None:  # the Class menu and the class folder: once the screen is up
        menu = _add_class_menu(window, paths.data_dir if owned else None)
        app.aboutToQuit.connect(menu.classroom.close)
        if files.class_outbox is not None:  # always, from _assemble
            files.class_outbox.start()
        menu.classroom.check_class_list()  # the new-game screen's names

    after_first_paint(window, class_folder)
    window.speaker.hold()  # the first lines (and the focus) once the first screen is up
    after_first_paint(window, window.speaker.release)
    install_excepthook(window)
    window.screen_fit.restore()
    said = _show_messages(
        window,
        [
            warning and arg(translate("App", "Records and settings won't be kept: %1"), warning),
            None if warning else files.store.message,
            *problems,
            *(say(message) for message in settings.admin_messages),
        ],
    )

    def open_records() -> None:  # checking the records file waits for the first screen
        message = files.open_records()
        if warning is None:  # else the data folder's warning says it (as above)
            _show_messages(window, [message], said=said)

    after_first_paint(window, open_records)

    open_file = getattr(args, "open", None)
    offer = files.recovery_offer()
    if offer is not None:
        from wildwest.ui.dialogs.questions import ask_resume

        other = ""
        if open_file:
            other = arg(translate("App", "&Open %1"), Path(open_file).name.replace("&", "&&"))
        elif args.deal or args.seed is not None:
            other = translate("App", "&Start the new game")
        if ask_resume(window, offer, other):
            files.resume(offer)
            _show(window)
            return int(app.exec())
        files.discard_recovery()

    setup = _command_line_setup(args, settings)
    problem = controller.start(setup) if setup is not None else None
    if setup is None or problem:
        window.show_new_game()
    if problem:
        # A bad deal file or code: say so (on stderr for scripts, on screen for everyone)
        # and open the new-game screen instead of quitting.
        if sys.stderr is not None:
            print(f"wildwest: {problem}", file=sys.stderr)
        log.error("could not start: %s", problem)
        window.pages.new_game_view.show_error(problem)
    if sys.platform == "darwin":  # Qt sends FileOpen events on macOS only
        # (an application-wide filter sees every event of every object: only where needed)
        install_file_open_handler(app, window)
    _show(window)
    if open_file and window.file_actions is not None:  # a window with files has them
        window.file_actions.open_path(open_file)  # a bad file: a message, then the new-game screen
    elif setup is None:
        _offer_learn_to_play(window)
    return int(app.exec())


def _offer_learn_to_play(window: MainWindow) -> None:
    """The very first start (``tutorial/offered`` not yet set, nor locked by the school)
    offers Learn to play once the window is on screen: a question over the new-game screen
    (window-modal, it holds up nothing else; Esc is Not now). Only a start that opens on the
    new-game screen asks: a game from the command line (``--seed``, ``--deal``), a saved
    game (``--open``) or a game resumed from the recovery file goes straight on, so a script
    that starts the app is never stopped by a question; ``--self-test`` never gets here."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, window, window.tutorial.offer)
