"""``wildwest --self-test``: prove that this copy of the app works, headless, in seconds.

Every build runs the frozen bundle's self-test (``build_scripts/build.py``),
CI runs the installed copy's, and a school's IT can run it on a classroom PC.
It needs no display: the ``offscreen`` Qt platform unless ``QT_QPA_PLATFORM``
is already set, but on Windows the ``windows`` platform with a window that is
never shown (``WA_DontShowOnScreen``), because offscreen Qt on Windows finds
no fonts at all ("Qt no longer ships fonts") and would draw every text blank.
It touches no user files: everything goes to a temporary folder, made inside
``--data-dir DIR`` when that is given (so IT can try a network drive or a
deep folder) and removed afterwards. The steps, in order:

``plugins``
    the Qt platform plugin loaded, the SVG image-format and icon-engine
    plugins are there (a trimmed bundle that lost them draws no icons);
``cards``
    every card id (the 53 card codes, the second joker ``JK2`` and ``back``)
    in every deck variant renders to a non-blank image through
    :class:`~wildwest.ui.table.card_art.CardArt`;
``window``
    :func:`wildwest.app.create_main_window` builds the main window on a seeded
    deal in Auto mode, and it paints;
``text``
    every text the window draws (labels, buttons, menus, tabs, lists, the
    table's words), at the start and again at game over, has a glyph for each
    character in some font (:func:`missing_glyphs`), and a real font draws it,
    not Qt's boxes for "no font at all" (:func:`font_problem`);
``game``
    the controller plays the deal to the end and the game-over view names the
    winners;
``save``
    the finished game is saved with :func:`~wildwest.persistence.savefile.save_game`,
    reopened with :func:`~wildwest.persistence.savefile.load_game`, replays to
    a state equal to the finished one, and the window shows it again;
``print``
    the finished game's score sheet and its deal sheet print to PDF files through
    the app's own printing code (File → Print), so a bundle without the print
    support plugin fails here;
``files``
    players named like Windows devices (``CON``, ``nul.txt``, ``COM1``) and with
    the characters Windows forbids (``: * ? " < > |``) keep an unfinished game
    (twice: the second as ``… (2)``), a real-card deal and a game saved under
    Save As's suggestion, each of which reads back the same
    (:data:`HOSTILE_PLAYERS`);
``settings``
    the administrator's settings files (``wildwest-admin.ini``) this copy finds
    where the README says, whatever the environment says: the line names them
    and how many settings they lock;
``network``
    no networking module was imported and no Python socket was used (see
    :data:`NETWORK_MODULES` for what exactly is checked, and why).

The result is one line on stdout (when there is one: a windowed Windows build
has none) and in ``--self-test-log FILE``::

    wildwest 0.1.0 self-test: OK (55 cards × 4 decks, 140 texts, 27 turns, save/load, PDF,
        7 hostile file names, no admin settings, no network) in 1.8 s
    wildwest 0.1.0 self-test: FAILED: cards: deck-letters.svg has no card 'JK2'

(the OK line is one line; it is wrapped here)

and the exit status is 0 only if every step passed. This module imports only
the standard library at the top, so ``wildwest --help`` and the headless
subcommands never load Qt because of it.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from wildwest import __version__

SEED = 2024
"""The deal code the self-test plays (three players, two packs)."""
PLAYERS = ("Ann", "Ben", "Cy")
EXTRA_CARD_IDS = ("JK2", "back")
"""Sprite ids in the deck files that are not card codes: the second joker's art and the back."""
CARD_WIDTH = 48
HOSTILE_PLAYERS = ("CON", "nul.txt", "COM1", "a:b*c?d", '"e" <f> |', "LPT\u00b9", "con .json")
"""Players whose names Windows would refuse as file names (devices, forbidden characters):
the ``files`` step keeps their games and deals."""
MAX_TEXTS = 2000
"""The most texts the ``text`` step looks at (a window has a few hundred)."""

NETWORK_MODULES = (
    # Qt's sockets, HTTP, DNS and TLS, and the Qt modules built on them. The app uses only
    # QtCore/QtGui/QtWidgets/QtSvg; loading any of these means something started networking.
    "PySide6.QtNetwork",
    "PySide6.QtNetworkAuth",
    "PySide6.QtWebSockets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtHttpServer",
    "PySide6.QtRemoteObjects",
    # The standard library's clients and servers: each is imported only to talk to another
    # machine (urllib.request pulls in http.client; both pull in ssl for https).
    "http.client",
    "http.server",
    "urllib.request",
    "ssl",
    "_ssl",
    "ftplib",
    "smtplib",
    "poplib",
    "imaplib",
    "xmlrpc.client",
    "socketserver",
    "asyncio",
)
"""Modules whose presence in ``sys.modules`` fails the self-test.

Deliberately *not* listed, because the app imports them without networking:
``socket``, ``_socket``, ``select`` and ``selectors`` (later steps may import them
without any networking, ``subprocess`` uses ``selectors``; the start itself no longer
does, see ``tests/test_startup.py``); ``urllib.parse`` (``pathlib`` uses it to build file
URIs; it only parses strings); ``email.*`` (``importlib.metadata`` parses package
metadata with it). Python-level socket *use* is checked separately by an audit
hook (:data:`SOCKET_EVENTS`), which sees every socket the interpreter creates.
"""

SOCKET_EVENTS = frozenset(
    {
        "socket.__new__",
        "socket.bind",
        "socket.connect",
        "socket.sendto",
        "socket.sendmsg",
        "socket.getaddrinfo",
        "socket.gethostbyname",
        "socket.gethostbyaddr",
        "socket.getnameinfo",
    }
)
"""Audit events (PEP 578) that mean Python code created a socket or looked up a host."""

_socket_events: list[str] = []
_audit_installed: list[bool] = []


class SelfTestFailure(Exception):
    """A step found a problem; the message says what."""


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if event in SOCKET_EVENTS and _audit_installed:
        _socket_events.append(event)


def _check(condition: object, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def _wait(app: Any, condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Process Qt events until ``condition()`` holds (or ``seconds`` pass)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.005)
    return True


# ---------------------------------------------------------------- steps


def _check_plugins(app: Any) -> None:
    from PySide6.QtGui import QIcon, QImageReader

    from wildwest.resources import resource_path

    _check(app.platformName(), "no Qt platform plugin is loaded")
    formats = {
        bytes(f.data()).decode("ascii", "replace") for f in QImageReader.supportedImageFormats()
    }
    _check("svg" in formats, "the SVG image-format plugin (imageformats/qsvg) is missing")
    icon_file = resource_path("icons", "wildwest.png")
    _check(icon_file.is_file(), f"the app icon {icon_file} is missing")
    engines = [
        entry.name
        for folder in app.libraryPaths()
        if (Path(folder) / "iconengines").is_dir()
        for entry in (Path(folder) / "iconengines").iterdir()
    ]
    _check(any("svg" in name for name in engines), "the SVG icon engine plugin is missing")
    pixmap = QIcon(str(icon_file)).pixmap(32, 32)
    _check(not pixmap.isNull(), "the app icon cannot be drawn")


def _blank(image: Any) -> bool:
    """True if every pixel of a premultiplied-ARGB image is fully transparent."""
    data = bytes(image.constBits())
    return data.count(0) == len(data)


def _check_cards() -> tuple[int, int]:
    from wildwest.engine import CARDS
    from wildwest.ui.table.card_art import CardArt

    codes = (*CARDS, *EXTRA_CARD_IDS)
    variants = [(four, letters) for four in (False, True) for letters in (False, True)]
    art = CardArt()
    try:
        for four_colour, letters in variants:
            art.set_variant(four_colour, letters)
            deck = "deck" + ("-4colour" if four_colour else "") + ("-letters" if letters else "")
            _check(art.renderer.isValid(), f"{deck}.svg cannot be read")
            for code in codes:
                _check(art.has_card(code), f"{deck}.svg has no card {code!r}")
                image = art.image(code, CARD_WIDTH)
                _check(not image.isNull(), f"{deck}.svg: card {code!r} gave no image")
                _check(not _blank(image), f"{deck}.svg: card {code!r} draws nothing")
    finally:
        art.deleteLater()
    return len(codes), len(variants)


def missing_glyphs(text: str, font: Any) -> str:
    """The characters of ``text`` that neither ``font`` nor any fallback font Qt picks for
    it has a glyph for, each once, in order (``""`` if all can be drawn).

    White space and invisible format characters (a zero-width joiner) are not counted.
    The text is laid out as Qt draws it (``QTextLayout``, with font merging), and a
    glyph index of 0 (a font's "missing glyph" box) marks a character no font has.
    """
    from PySide6.QtGui import QTextLayout

    line_text = " ".join(text.split())
    if not line_text:
        return ""
    layout = QTextLayout(line_text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1_000_000.0)
    layout.endLayout()
    flags = (
        QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes
        | QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
    )
    missing: list[str] = []
    for run in layout.glyphRuns(-1, -1, flags):
        for glyph, where in zip(run.glyphIndexes(), run.stringIndexes(), strict=False):
            char = line_text[where] if 0 <= where < len(line_text) else ""
            if glyph == 0 and _drawn(char) and char not in missing:
                missing.append(char)
    return "".join(missing)


def _drawn(char: str) -> bool:
    """True if ``char`` should leave ink: not white space, not an invisible format mark."""
    import unicodedata

    return bool(char) and not char.isspace() and unicodedata.category(char) != "Cf"


def font_problem(font: Any) -> str | None:
    """Why ``font`` draws no real text, or ``None``.

    With no font files at all (offscreen Qt on Windows, or a Linux without fonts)
    Qt still lays text out, with a "box" engine that gives every character the
    same empty box: its family has no name, and different letters get the same
    glyph. Either sign is a problem.
    """
    from PySide6.QtGui import QFontInfo, QTextLayout

    family = QFontInfo(font).family()
    if not family:
        return "Qt found no font to draw text with (the font has no family)"
    sample = "Wild West"
    layout = QTextLayout(sample, font)
    layout.beginLayout()
    layout.createLine().setLineWidth(1_000_000.0)
    layout.endLayout()
    glyphs = {g for run in layout.glyphRuns() for g in run.glyphIndexes()}
    if len(glyphs) < 3:  # W, i, l, d, e, s, t and the space: at least 3 different glyphs
        return f"the font {family!r} draws {sample!r} with {len(glyphs)} glyph(s): boxes"
    return None


def _plain(text: str, rich: bool) -> str:
    if not rich:
        return text
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _no_mnemonic(text: str) -> str:
    """A button's or menu's text as drawn: ``&Draw`` → ``Draw``, ``R&&D`` → ``R&D``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _widget_texts(widget: Any) -> list[str]:
    """What ``widget`` itself draws as text (not its children)."""
    from PySide6.QtGui import Qt  # QtGui's Qt adds mightBeRichText to QtCore's
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QComboBox,
        QDockWidget,
        QGraphicsView,
        QGroupBox,
        QHeaderView,
        QLabel,
        QLineEdit,
        QMenuBar,
        QPlainTextEdit,
        QTabBar,
        QTextEdit,
    )

    if isinstance(widget, QLabel):
        rich = widget.textFormat() == Qt.TextFormat.RichText or (
            widget.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(widget.text())
        )
        return [_plain(widget.text(), rich)]
    if isinstance(widget, QAbstractButton):
        return [_no_mnemonic(widget.text())]
    if isinstance(widget, QGroupBox):
        return [_no_mnemonic(widget.title())]
    if isinstance(widget, QDockWidget):
        return [widget.windowTitle()]
    if isinstance(widget, QTabBar):
        return [_no_mnemonic(widget.tabText(i)) for i in range(widget.count())]
    if isinstance(widget, QMenuBar):
        return [_no_mnemonic(action.text()) for action in widget.actions() if action.isVisible()]
    if isinstance(widget, QComboBox):
        return [widget.currentText()]
    if isinstance(widget, QLineEdit):
        return [widget.text() or widget.placeholderText()]
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        return [widget.toPlainText()[:5000]]
    if isinstance(widget, QHeaderView):
        model = widget.model()
        if model is None:
            return []
        sections = range(min(widget.count(), 100))
        return [str(model.headerData(i, widget.orientation()) or "") for i in sections]
    if isinstance(widget, QAbstractItemView):
        return _model_texts(widget.model(), widget.rootIndex())
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        return [_item_text(item) for item in widget.scene().items() if item.isVisible()]
    return []


def _item_text(item: Any) -> str:
    """The text a graphics item draws (a simple text item or a text item), else ``""``."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    if isinstance(item, QGraphicsSimpleTextItem):
        return item.text()
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText()
    return ""


def _model_texts(model: Any, root: Any, limit: int = 300) -> list[str]:
    """The display texts of a model's first ``limit`` cells under ``root``."""
    if model is None:
        return []
    texts: list[str] = []
    for row in range(min(model.rowCount(root), limit)):
        for column in range(min(model.columnCount(root), 20)):
            value = model.index(row, column, root).data()
            if isinstance(value, str):
                texts.append(value)
            if len(texts) >= limit:
                return texts
    return texts


def check_texts(root: Any) -> int:
    """Check every text ``root`` and its visible children draw, and every list and table
    in it (a tab behind another one is drawn as soon as it is chosen; see the module's
    ``text`` step); the number of different texts. Raises :class:`SelfTestFailure`."""
    from PySide6.QtWidgets import QAbstractItemView, QWidget

    seen: set[tuple[str, str]] = set()
    fonts: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() and not isinstance(widget, QAbstractItemView):
            continue
        font = widget.font()
        key = font.key()
        for text in _widget_texts(widget):
            if not text.strip() or (key, text) in seen:
                continue
            if len(seen) >= MAX_TEXTS:
                return len(seen)
            seen.add((key, text))
            if key not in fonts:
                problem = font_problem(font)
                _check(problem is None, f"{_where(widget)}: {problem}")
                fonts.add(key)
            missing = missing_glyphs(text, font)
            codes = " ".join(f"U+{ord(c):04X}" for c in missing)
            _check(not missing, f"{_where(widget)}: no font has a glyph for {codes} in {text!r}")
    return len(seen)


def _where(widget: Any) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__} {name!r}" if name else type(widget).__name__


def _finish_the_game(app: Any, window: Any) -> Any:
    controller = window.controller
    state = controller.state
    _check(state is not None and not state.is_over, "the seeded game did not start")
    limit = len(state.deal.face_pile) + 1
    for _ in range(limit):
        if controller.state.is_over:
            break
        controller.draw()
        app.processEvents()
    state = controller.state
    _check(state.is_over, f"the game is not over after {limit} draws")
    return state


def _see_the_results(app: Any, window: Any) -> None:
    """The last turn stays on the table; See the results opens the game-over page."""
    button = window.turn_panel.results_button
    _check(_wait(app, button.isVisible), "after the last turn: no See the results button")
    button.click()
    app.processEvents()


def _check_game_over(app: Any, window: Any, state: Any, when: str) -> None:
    view = window.pages.game_over_view
    _check(_wait(app, view.isVisible), f"{when}: the game-over view is not shown")
    _check(window.pages.currentWidget() is view, f"{when}: the game-over page is not current")
    names = [state.players[i] for i in state.result().winners]
    headline = view.headline.text()
    _check(headline and all(n in headline for n in names), f"{when}: headline {headline!r}")
    text = view.text()
    _check(all(n in text for n in names), f"{when}: the game-over view does not name {names}")


def _save_and_reopen(app: Any, window: Any, state: Any, folder: Path) -> None:
    from wildwest.persistence.savefile import SavedGame, load_game, save_game

    path = folder / "self-test.wwgame"
    save_game(path, SavedGame(state.deal, state.mode, window.controller.actions))
    _check(path.is_file() and path.stat().st_size > 0, "the save file was not written")
    loaded = load_game(path)
    reopened = loaded.to_state()
    _check(reopened == state, "the reopened game differs from the finished one")
    window.controller.restore(loaded.deal, loaded.mode, loaded.actions)
    app.processEvents()
    _check(window.controller.state == state, "the window's reopened game differs")
    _check_game_over(app, window, state, "after reopening")


def _print_to_pdf(window: Any, folder: Path) -> None:
    """Print the score sheet and the deal sheet to PDF files, as File → Print does."""
    from wildwest.present.file_menu import PDF, SheetJob
    from wildwest.ui.files.printing import write_pdf

    files, actions = window.files_and_records, window.file_actions
    for kind in ("score", "deal"):
        made = files.deal_sheet() if kind == "deal" else files.score_sheet()
        sheet = actions.printed(SheetJob(kind, PDF, made)) if actions and files else None
        if sheet is None:
            raise SelfTestFailure(f"there is no {kind} sheet for the finished game")
        path = folder / f"self-test-{kind}.pdf"
        problem = write_pdf(sheet, path)
        _check(problem is None, f"the {kind} sheet did not print: {problem}")
        _check(path.read_bytes()[:5] == b"%PDF-", f"the {kind} sheet PDF is not a PDF")


def _check_file_names(folder: Path) -> int:
    """The ``files`` step: players named like devices and with forbidden characters keep
    their games and deals under names Windows accepts; how many names were tried."""
    import json
    from datetime import datetime

    from wildwest.engine import Draw, Mode, shuffled_deal
    from wildwest.persistence.deal_files import keep_real_deal, real_deals_folder
    from wildwest.persistence.files import is_device_name, longest_name
    from wildwest.persistence.savefile import SavedGame, load_game, save_game
    from wildwest.persistence.unfinished import keep_unfinished, unfinished_folder
    from wildwest.services.files_and_records import suggested_name

    deal = shuffled_deal(list(HOSTILE_PLAYERS), seed=SEED)
    saved = SavedGame(deal, Mode.AUTO, (Draw(),))
    now = datetime(2026, 3, 2, 10, 5)
    games = unfinished_folder(folder)
    made = [keep_unfinished(games, saved, now=now) for _ in range(2)]
    made.append(keep_real_deal(real_deals_folder(folder), deal, now=now))
    state = saved.to_state()
    save_as = folder / suggested_name(state, longest=longest_name(folder))
    save_game(save_as, saved)
    made.append(save_as)
    _check(made[0] != made[1], f"two unfinished games share {made[0].name!r}")
    for path in made:
        _check(not is_device_name(path.name), f"{path.name!r} is a Windows device name")
        listed = os.listdir(path.parent)
        _check(path.name in listed, f"{path.name!r} is not in its folder: {listed}")
        if path.suffix == ".json":
            players = json.loads(path.read_text(encoding="utf-8"))["players"]
            _check(players == list(HOSTILE_PLAYERS), f"{path.name!r} reads back {players}")
        else:
            _check(load_game(path) == saved, f"{path.name!r} does not read back the same game")
    return len(HOSTILE_PLAYERS)


def _admin_settings() -> str:
    """The ``settings`` step: which administrator's files this copy reads, for the line."""
    from wildwest.persistence.paths import ADMIN_SETTINGS_NAME, admin_settings_dirs
    from wildwest.persistence.settings import Settings

    settings = Settings(None, [folder / ADMIN_SETTINGS_NAME for folder in admin_settings_dirs()])
    found = settings.admin_files_read
    if not found:
        return "no admin settings"
    locked = len(settings.locked_keys())
    problems = f", {len(settings.admin_messages)} problem(s)" if settings.admin_messages else ""
    where = "; ".join(str(path) for path in found)
    return f"admin settings: {locked} locked{problems} ({where})"


def _check_no_network() -> None:
    loaded = sorted(name for name in NETWORK_MODULES if name in sys.modules)
    _check(not loaded, "networking modules were imported: " + ", ".join(loaded))
    _check(not _socket_events, "Python opened sockets: " + ", ".join(sorted(set(_socket_events))))


# ---------------------------------------------------------------- the run


HARMLESS_QT_MESSAGES = ("This plugin does not support propagateSizeHints",)
"""Qt warnings the offscreen platform always gives (it has no native windows to resize)."""


def _qt_message(kind: Any, context: Any, message: str) -> None:
    if sys.stderr is not None and not message.startswith(HARMLESS_QT_MESSAGES):
        print(f"qt: {message}", file=sys.stderr)


def default_platform() -> str:
    """The Qt platform the self-test uses unless ``QT_QPA_PLATFORM`` says otherwise:
    ``windows`` on Windows (offscreen Qt has no fonts there), else ``offscreen``."""
    return "windows" if sys.platform.startswith("win") else "offscreen"


def _application() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", default_platform())
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing  # called inside a running app or a test: leave its message handler
    qInstallMessageHandler(_qt_message)
    return QApplication([sys.argv[0] if sys.argv else "wildwest"])


def _speak(language: str | None, summary: list[str]) -> None:
    """Install ``language``'s words (``--language``) and check they loaded."""
    if language is None:
        return
    from wildwest.ui.window.language import install

    problem = install(language)
    _check(problem is None, problem or "")
    summary.append(f"in {language}")


def _run_steps(
    summary: list[str], language: str | None = None, data_dir: str | Path | None = None
) -> None:
    step = "start"

    def begin(name: str) -> None:
        nonlocal step
        step = name

    try:
        begin("qt")
        app = _application()
        begin("language")
        _speak(language, summary)
        begin("plugins")
        _check_plugins(app)
        begin("cards")
        cards, decks = _check_cards()
        summary.append(f"{cards} cards × {decks} decks")
        begin("data folder")
        inside = _inside(data_dir)
        # Closing the window closes the records database; should any file still be open,
        # Windows cannot delete it yet, and a leftover temporary folder is no failure.
        with tempfile.TemporaryDirectory(
            prefix="wildwest-selftest-", dir=inside, ignore_cleanup_errors=True
        ) as temp:
            folder = Path(temp)
            begin("window")
            from PySide6.QtCore import QEvent, Qt

            from wildwest.app import create_main_window
            from wildwest.engine import shuffled_deal
            from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS

            deal = shuffled_deal(list(PLAYERS), seed=SEED).to_dict()
            window = create_main_window(deal, "auto", data_dir=folder / "data")
            try:
                window.settings.set_value(DISPLAY_ANIMATIONS, False)
                if app.platformName() == "windows":  # draw everything, show nothing
                    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
                window.resize(1024, 700)
                window.show()
                _check(_wait(app, window.isVisible), "the main window does not show")
                _check(not window.grab().isNull(), "the main window does not paint")
                begin("text")
                texts = check_texts(window)
                begin("game")
                state = _finish_the_game(app, window)
                _see_the_results(app, window)
                _check_game_over(app, window, state, "after the last turn")
                begin("text")
                texts += check_texts(window)
                summary.append(f"{texts} texts")
                begin("game")
                summary.append(f"{len(state.turns)} turns")
                begin("save")
                _save_and_reopen(app, window, state, folder)
                summary.append("save/load")
                begin("print")
                _print_to_pdf(window, folder)
                summary.append("PDF")
                begin("files")
                names = _check_file_names(folder / "files")
                summary.append(f"{names} hostile file names")
            finally:
                window.close()
                window.deleteLater()
                app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
                app.processEvents()
        begin("settings")
        summary.append(_admin_settings())
        begin("network")
        _check_no_network()
        summary.append("no network")
    except SelfTestFailure as failure:
        raise SelfTestFailure(f"{step}: {failure}") from None
    except Exception as error:
        if sys.stderr is not None:
            traceback.print_exc(file=sys.stderr)
        reason = " ".join(str(error).split())  # the result is one line, whatever the error
        if len(reason) > 200:
            reason = reason[:197] + "..."
        raise SelfTestFailure(f"{step}: {type(error).__name__}: {reason}") from None


def _emit(line: str, log_file: str | Path | None) -> str | None:
    """Print ``line`` and write it to ``log_file``; a problem writing the log, if any."""
    if sys.stdout is not None:
        try:
            print(line, flush=True)
        except UnicodeEncodeError:
            print(line.replace("×", "x"), flush=True)
        except OSError:
            pass
    if log_file is None:
        return None
    try:
        Path(log_file).write_text(line + "\n", encoding="utf-8")
    except OSError as error:
        return f"cannot write {log_file}: {error.strerror or error}"
    return None


def _inside(data_dir: str | Path | None) -> str | None:
    """The folder to make the self-test's temporary folder in: ``data_dir`` (made if need
    be), or ``None`` for the system's temporary folder."""
    if data_dir is None:
        return None
    folder = Path(data_dir).expanduser()
    folder.mkdir(parents=True, exist_ok=True)
    return str(folder)


def run_self_test(
    log_file: str | Path | None = None,
    language: str | None = None,
    data_dir: str | Path | None = None,
) -> int:
    """Run every step (in a temporary folder inside ``data_dir``, if given); print and log
    the one-line result; 0 if all passed, else 1."""
    started = time.perf_counter()
    if not _audit_installed:
        sys.addaudithook(_audit)  # cannot be removed; it only records while a test runs
        _audit_installed.append(True)
    _socket_events.clear()
    summary: list[str] = []
    head = f"wildwest {__version__} self-test"
    try:
        _run_steps(summary, language, data_dir)
    except SelfTestFailure as failure:
        line, status = f"{head}: FAILED: {failure}", 1
    else:
        seconds = time.perf_counter() - started
        line, status = f"{head}: OK ({', '.join(summary)}) in {seconds:.1f} s", 0
    problem = _emit(line, log_file)
    if problem and sys.stderr is not None:
        print(f"wildwest --self-test: {problem}", file=sys.stderr)
        status = status or 1
    return status
