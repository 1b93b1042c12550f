"""The composition root: builds the controller, settings, card art and window, then runs.

``create_main_window(deal=None, mode="auto")`` is part of the automation
contract: it returns the main window without showing it or running the event
loop (a ``QApplication`` must already exist).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Any

from wildwest import __version__
from wildwest.diagnostics import route_qt_messages, setup_logging

log = logging.getLogger(__name__)

APP_ID = "WildWest"


def _configure_application(app: Any) -> None:
    from PySide6.QtGui import QIcon

    from wildwest.resources import resource_path

    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName("Wild West")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("wildwest")
    icon = resource_path("icons", "wildwest.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def create_main_window(
    deal: dict[str, Any] | None = None,
    mode: str = "auto",
    *,
    data_dir: str | Path | None = None,
    settings_file: Path | None = None,
) -> Any:
    """The main window, not shown: a game in ``deal`` (a deal-file dict), or the new-game screen.

    Settings are kept in memory unless ``settings_file`` is given, so tests and
    scripts never touch a user's settings. Raises ``DealError`` for an invalid
    deal and ``ValueError`` for an unknown mode.
    """
    from PySide6.QtWidgets import QApplication

    from wildwest.controller import GameController
    from wildwest.engine import Mode, parse_deal
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings
    from wildwest.ui.card_art import CardArt
    from wildwest.ui.main_window import MainWindow

    app = QApplication.instance()
    if app is None:
        raise RuntimeError("create a QApplication before create_main_window()")
    if not app.applicationName() or app.applicationName() != APP_ID:
        _configure_application(app)
    game_mode = Mode(mode)
    paths = resolve_paths(data_dir)
    settings = Settings(settings_file, [])
    controller = GameController()
    art = CardArt()
    window = MainWindow(controller, settings, paths, art)
    controller.setParent(window)
    art.setParent(window)
    settings.setParent(window)
    if deal is not None:
        controller.new_game(parse_deal(deal), game_mode)
    else:
        window.show_new_game()
    return window


def run_app(args: argparse.Namespace) -> int:
    """``wildwest`` with no subcommand: start the desktop app (from ``__main__``)."""
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

    from wildwest.controller import GameController
    from wildwest.engine import DealError, Mode, WildWestError, load_deal_file
    from wildwest.persistence.settings import Settings
    from wildwest.ui.card_art import CardArt
    from wildwest.ui.crash import install_excepthook
    from wildwest.ui.main_window import MainWindow
    from wildwest.ui.theme import ThemeManager

    settings = Settings(
        paths.settings_file if warning is None else None, paths.admin_settings_files()
    )
    controller = GameController()
    art = CardArt()
    window = MainWindow(controller, settings, paths, art)
    controller.setParent(window)
    art.setParent(window)
    settings.setParent(window)
    theme = ThemeManager(app, settings, window)
    theme.apply()
    install_excepthook(window)
    window.restore_window()
    for message in (
        warning and f"Records and settings won't be kept: {warning}",
        log_problem,
        *settings.admin_messages,
    ):
        if message:
            log.warning(message)
            window.statusBar().showMessage(message, 15000)

    mode = Mode(args.mode or settings.value("game/mode"))
    try:
        if args.deal:
            controller.new_game(load_deal_file(args.deal), mode)
        elif args.seed is not None:
            players = args.players or int(settings.value("players/count"))
            names = list(settings.value("players/names"))[:players]
            names += [f"Player {i}" for i in range(len(names) + 1, players + 1)]
            from wildwest.engine import check_seed, shuffled_deal

            controller.new_game(shuffled_deal(names, seed=check_seed(args.seed)), mode)
        else:
            window.show_new_game()
    except (DealError, WildWestError) as error:
        print(f"wildwest: {error}", file=sys.stderr)
        log.error("could not start: %s", error)
        return 2
    window.show()
    return int(app.exec())
