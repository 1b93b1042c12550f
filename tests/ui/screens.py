"""Every screen of the app, set up at every screen size and text size, offscreen.

The layout sweep (``tests/ui/test_layout.py``) and the screenshots
(``build_scripts/screenshots.py``) both render the screens from here, so they see the
same thing. A *case* is one screen at one screen size and text size (and theme):
``1024x600-text150-table-steal``. One Practice game of 14 players with long names is
played through them (:func:`deal`), and the screens are shown in this order:

- ``table-steal``: the table after Maximilian's King ♠ with four spades (3105) stole 3
  from Devendra: the STEAL! banner, and the turn's score explained in the turn panel;
- ``panel-primes`` … ``panel-map``: each tab of the prime reference panel (raised over
  the turn log), with 999962000357 in the factor checker and the sieve three steps on;
- ``rules``: Help → Rules;
- ``new-game``: New game… in the middle of the game (the 14 names filled in from it,
  Back to the game offered);
- ``new-game-computers``: the same, with one person and 13 computer players of every
  level (the levels explained under the names);
- ``table-answer``: Anna-Lena's turn in the middle: 9962 on the table, a wrong answer
  checked and a hint taken, the answer box and its buttons on show;
- ``table-ladder``: the same turn answered by division ladder instead: 3 tried (it does not
  divide), 9962 ÷ 2 with a wrong quotient put right, 17 found to divide 4981 and its quotient
  asked for (the rungs drawn, the boxes and the small primes' buttons on show);
- ``game-over``: the game over, 14 players in the standings;
- ``records``: File → Records after it (the records are kept in a folder);
- ``class-view``, ``class-game``, ``class-list``, ``class-folder``: File → Class after it:
  the class folder holds the game just played and three other computers' six weeks of
  games (:func:`seed_class_folder`), so the class view has pupils, mistakes and a chart,
  the class game (deal 4821) three games and its answer key, and the class list 15 names;
- ``card-picker``: a new one-pack game of the 14 with real cards, two turns in: Anna-Lena's
  cards half picked (Q♥ 2♥ 3♦, one more digit to come), the seven cards entered greyed out;
- ``real-cards-table``: Back to the table from there: the joker's turn on the table, and
  Enter cards where Draw was;
- ``tutorial-answer``: Help → Learn to play over the real-cards game, at turn 5's "Factor 290" after
  a wrong answer (the callout by the answer box, with its retry note);
- ``tutorial-table``: the same, at turn 7's steal callout, ringing the cards on the table;
- ``tutorial-over``: the tutorial's game over, the tie-break callout on the results page.

Where the side panels are folded into their drawer (large text on a small screen: the cards
need the room), the prime reference's screens open the drawer, and the other screens close
it, as a pupil would; the table's screens are also checked for readable cards
(``tests/ui/readable_check.py``).

The screens are simulated: Qt's offscreen platform gets one screen of each size
(:func:`platform_spec`, with ``QT_SCALE_FACTOR=1``) and each main window fills its
screen, so dialogs size and place themselves on a screen of that size. Each screen
size and text size gets a fresh main window, started the way the app starts it: the
settings file first, then the window, then the theme (``ThemeManager``), then the
window shown at its size. Rendering needs its own process (the platform is chosen
when the ``QApplication`` is made), so :func:`main` runs as
``python -m tests.ui.screens`` (see ``--help``).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wildwest.persistence.settings_schema import (
    CLASS_FOLDER,
    DISPLAY_ANIMATIONS,
    DISPLAY_TEXT_SCALE,
    DISPLAY_THEME,
    GAME_ANSWER_METHOD,
)

SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1366, 768), (1920, 1080))
TEXT_SCALES: tuple[float, ...] = (1.0, 1.25, 1.5, 2.0)
THEMES: tuple[str, ...] = ("light", "dark", "high_contrast")
SCREENS: tuple[str, ...] = (
    "table-steal",
    "panel-primes",
    "panel-factor",
    "panel-tests",
    "panel-sieve",
    "panel-map",
    "rules",
    "new-game",
    "new-game-computers",
    "table-answer",
    "table-ladder",
    "game-over",
    "records",
    "class-view",
    "class-game",
    "class-list",
    "class-folder",
    "card-picker",
    "real-cards-table",
)
TUTORIAL_SCREENS: tuple[str, ...] = ("tutorial-answer", "tutorial-table", "tutorial-over")
"""Learn to play's callouts (a 2-player game with a computer player, the long name "Sheriff
Sam (computer)" and a callout over the window): swept after the other screens."""
PANEL_TABS = {
    "panel-primes": 0,
    "panel-factor": 1,
    "panel-tests": 2,
    "panel-sieve": 3,
    "panel-map": 4,
}
NAMES: tuple[str, ...] = (
    "Devendra",
    "Maximilian",
    "Anna-Lena",
    "Oluwaseun",
    "Bartholomew",
    "Anastasia",
    "Jean-Baptiste",
    "Guadalupe",
    "Christopher",
    "Wilhelmina",
    "Konstantinos",
    "Siobhán",
    "Xiaoling",
    "Muhammad",
)
"""Long first names a class really has (the longest allowed is 24 characters)."""
CHECKED_NUMBER = "999962000357"
"""In the factor checker: 12 digits, the longest number it takes (a ladder of 5 rows)."""
KNOWN_QT_NOISE = (
    "This plugin does not support propagateSizeHints",  # offscreen: no native windows
    "This plugin does not support raise",  # offscreen: no window stacking
)


@dataclass(frozen=True, slots=True)
class Case:
    """One screen at one screen size, text size and theme."""

    screen: str
    size: tuple[int, int]
    scale: float
    theme: str = "light"

    @property
    def id(self) -> str:
        """``1024x600-text150-table-steal`` (``-dark`` etc. for another theme)."""
        width, height = self.size
        theme = "" if self.theme == "light" else f"-{self.theme.replace('_', '-')}"
        return f"{width}x{height}-text{round(self.scale * 100)}-{self.screen}{theme}"

    @property
    def stage(self) -> tuple[tuple[int, int], float, str]:
        """The windows this case is shown in: one set per screen size, text size and theme."""
        return self.size, self.scale, self.theme


CASES: tuple[Case, ...] = tuple(
    Case(screen, size, scale)
    for size in SIZES
    for scale in TEXT_SCALES
    for screen in SCREENS + TUTORIAL_SCREENS
)
"""Every screen, Learn to play's too, at every screen size and text size, in the light
theme."""


def screen_name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def platform_spec(folder: Path) -> str:
    """A ``QT_QPA_PLATFORM`` value: offscreen, with one screen of each size of :data:`SIZES`
    at 96 dpi, far apart (a window too big for its screen must not reach the next one), and
    no window frames (a window is as big as its screen)."""
    screens, x = [], 0
    for width, height in SIZES:
        screens.append(
            {
                "name": screen_name((width, height)),
                "x": x,
                "y": 0,
                "width": width,
                "height": height,
                "logicalDpi": 96,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
        )
        x += 10_000
    config = folder / "screens.json"
    config.write_text(json.dumps({"screens": screens, "windowFrameMargins": False}), "utf-8")
    return f"offscreen:configfile={config}"


# ---------------------------------------------------------------- the game played


def deal() -> dict[str, Any]:
    """14 players, one turn each, then the game is over (equal turns). Devendra:
    Q♥ 2♥ 3♦ A♣ → 231 = 3 × 7 × 11 (he claims 3); Maximilian: K♠ 3♠ A♠ 10♠ 5♠ → 3105 =
    3³ × 5 × 23, every digit a spade: he steals 3; Anna-Lena: K♦ 9♦ 9♣ 6♦ 2♠ → 9962 =
    2 × 17 × 293; then J, Q and K mixed from a shuffled pack."""
    from wildwest.engine import shuffled_deal

    faces = ["QH", "KS", "KD", "JC", "QS", "KH", "JD", "QC", "JS", "JH", "QD", "KC", "JS", "QH"]
    first = ["2H", "3D", "AC", "3S", "AS", "10S", "5S", "9D", "9C", "6D", "2S"]
    rest = [card.code for card in shuffled_deal(list(NAMES), seed=2024, packs=2).digit_pile]
    for code in first:
        rest.remove(code)
    needed = sum({"J": 2, "Q": 3, "K": 4}[face[0]] for face in faces)
    return {
        "players": list(NAMES),
        "face_pile": faces,
        "digit_pile": first + rest[: needed - len(first)],
        "packs": 2,
        "rules": {"equal_turns": True},
    }


def answer(number: int) -> str:
    """The right answer for ``number``, typed as a pupil would: ``3 x 7 x 11``."""
    from wildwest.engine.primes import prime_factors

    return " x ".join(map(str, prime_factors(number))) if number > 1 else "none"


def drawn_number(window: Any) -> int:
    cards = window.controller.view.table.cards
    return int(cards.number)


def play_right(window: Any) -> None:
    """Draw, then answer right (Practice)."""
    window.controller.draw()
    window.controller.submit(answer(drawn_number(window)))


def play_to_steal(window: Any) -> None:
    """Devendra claims 3, then Maximilian's four spades steal it."""
    play_right(window)
    play_right(window)


def play_to_answer(window: Any) -> None:
    """Anna-Lena draws 9962, answers wrong once and takes a hint."""
    window.controller.draw()
    typed = "2 x 3 x 7"
    window.controller.submit(typed)
    window.turn_panel.factor_input.setText(typed)
    window.controller.take_hint(typed)


def play_to_ladder(window: Any) -> None:
    """Anna-Lena switches to the ladder for 9962 and climbs it to 4981 ÷ 17 (with a slip)."""
    window.turn_panel.ladder_switch.click()
    controller = window.controller
    controller.ladder_try(3)
    controller.ladder_try("2")
    controller.ladder_quotient("4980")
    controller.ladder_quotient("4981")
    controller.ladder_try("17")


def play_to_the_end(window: Any) -> None:
    """Anna-Lena answers right (typing again); then the other 11 turns: some wrong first, one
    given up; then See the results (the table shows the last turn until it is pressed)."""
    window.settings.set_value(GAME_ANSWER_METHOD, "typed")
    window.controller.submit(answer(drawn_number(window)))
    for turn in range(3, len(NAMES)):
        window.controller.draw()
        number = drawn_number(window)
        if turn == 4:
            window.controller.give_up()
            continue
        if turn % 3 == 0:
            window.controller.submit("2" if number % 2 else "3")
        window.controller.submit(answer(number))
    window.turn_panel.results_button.click()


def play_to_picker(window: Any) -> None:
    """A one-pack real-cards game of the 14 (Auto): two turns entered, then Anna-Lena's cards
    half picked on the card picker."""
    from wildwest.controller import GameSetup

    window.controller.start(GameSetup(names=NAMES, packs=1, real_cards=True))
    window.controller.enter_cards_text("KS 3S AS 10S 5S")
    window.controller.enter_cards_text("JK 7D 2C")
    window.show_card_picker()
    for code in ("QH", "2H", "3D"):
        window.controller.pick_card(code)


TUTORIAL_STEPS = {
    "tutorial-answer": "factor_5",
    "tutorial-table": "steal_7",
    "tutorial-over": "tie_break",
}
"""The Learn to play step each tutorial screen shows."""


def play_tutorial_to(window: Any, step_id: str) -> None:
    """Learn to play (started if it is not on) up to ``step_id``, the pupil's answers right
    (on an answer step, one wrong answer first), Sam at the instant pace."""
    from PySide6.QtWidgets import QApplication

    from wildwest.present.tutorial import STEPS, Until

    if not window.tutorial.guide.active:
        window.controller.set_pace("instant")
        window.learn_to_play()
    wanted = next(i for i, step in enumerate(STEPS) if step.id == step_id)
    for _ in range(2000):
        index = window.tutorial.guide.step
        if index >= wanted:
            break
        step = STEPS[index]
        if step.until is Until.NEXT:
            window.tutorial.guide.next()
        elif step.until is Until.DRAW:
            window.controller.draw()
        elif step.until is Until.ANSWER:
            window.controller.submit(answer(drawn_number(window)))
        else:
            QApplication.processEvents()
    if STEPS[wanted].until is Until.ANSWER:
        window.controller.submit("2 x 5")  # wrong: the retry note shows


STATES = {"steal": 0, "answer": 1, "ladder": 2, "over": 3, "picker": 4, "tutorial": 5}
"""The game's states in the order it passes them; each screen is shown in one of them."""
STATE_OF = {
    "table-answer": "answer",
    "table-ladder": "ladder",
    "game-over": "over",
    "records": "over",
    "class-view": "over",
    "class-game": "over",
    "class-list": "over",
    "class-folder": "over",
    "card-picker": "picker",
    "real-cards-table": "picker",
    **dict.fromkeys(TUTORIAL_STEPS, "tutorial"),
}
"""The state each screen needs (the others: "steal")."""
MOVES = {
    "answer": play_to_answer,
    "ladder": play_to_ladder,
    "over": play_to_the_end,
    "picker": play_to_picker,
    "tutorial": lambda window: None,
}


def state_of(screen: str) -> str:
    return STATE_OF.get(screen, "steal")


# ---------------------------------------------------------------- the class folder

CLASS_SCREENS = ("class-view", "class-game", "class-list", "class-folder")
CLASS_PAIRS = (("Anna-Lena", "Devendra"), ("Maximilian", "Oluwaseun"), ("Siobhán", "Guadalupe"))
"""Who played on the three other computers of the class folder."""
CLASS_GAME = 4821


def seed_class_folder(folder: Path, scratch: Path) -> None:
    """Three other computers' learning in ``folder``: each pair of :data:`CLASS_PAIRS` plays
    a Challenge game in each of the five weeks before this one and the class game (deal
    :data:`CLASS_GAME`) this week (every third answer leaves a prime out); the class list
    is the 14 names and one more (``scratch``: the computers' data folders)."""
    from datetime import UTC, datetime, timedelta

    from tests.persistence.class_folder_helpers import play
    from wildwest.persistence.class_folder import ClassFolderWriter, save_class_list

    now = datetime.now(UTC)
    folder.mkdir(parents=True, exist_ok=True)
    for n, pair in enumerate(CLASS_PAIRS):
        moment = [now]
        with ClassFolderWriter.start(
            scratch / f"computer{n}", folder, clock=lambda moment=moment: moment[0]
        ) as writer:
            for week in range(5, 0, -1):
                moment[0] = now - timedelta(weeks=week, hours=n)
                play(writer, pair, seed=100 + 10 * n + week)
                assert writer.flush(30), writer.status()
            moment[0] = now
            play(writer, pair, seed=CLASS_GAME, game_id=f"{CLASS_GAME * 10 + n:032x}")
            assert writer.flush(30), writer.status()
    save_class_list(folder, (*NAMES, "Zoë"), computer="0" * 16, computer_name="PC-07")


_SEEDED: dict[Path, Path] = {}


def seeded_class_folder(folder: Path) -> Path:
    """The seeded class folder (made once in ``folder``; each stage gets a copy of it)."""
    found = _SEEDED.get(folder)
    if found is None:
        found = folder / "class-seed"
        if not found.exists():
            seed_class_folder(found / "class", folder / "class-computers")
        found = _SEEDED[folder] = found / "class"
    return found


def wait_for(app: Any, done: Callable[[], object], seconds: float = 30.0) -> None:
    """Let the app work (the class folder is read on another thread) until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the class folder was not read in time")
        app.processEvents()
        time.sleep(0.01)


def show_class_screen(app: Any, window: Any, screen: str) -> Any:
    """File → Class's window for ``screen``, filled in from the class folder."""
    writer = window.files_and_records.class_outbox.writer
    if writer is not None:
        writer.flush(30)  # the game just played is in the class folder
    menu = window.class_menu
    classroom = menu.classroom
    if screen == "class-view":
        top = menu.show_class_view()
        wait_for(app, lambda: classroom.view is not None and len(classroom.view.pupils) > 10)
        for row in range(top.pupils.rowCount()):
            if top.pupils.item(row, 0).text() == CLASS_PAIRS[0][0]:
                top.pupils.selectRow(row)  # six weeks on the chart
        return top
    if screen == "class-game":
        top = menu.show_class_game()
        top.code.setEditText(str(CLASS_GAME))
        top.code_chosen.emit(CLASS_GAME)
        wait_for(app, lambda: top.standings.rowCount() == len(CLASS_PAIRS))
        top.answer_key_check.setChecked(True)
        return top
    if screen == "class-list":
        top = menu.show_class_list()
        wait_for(app, lambda: top.names.count() == len(NAMES) + 1)
        return top
    return menu.show_class_folder()


# ---------------------------------------------------------------- the window


class Stage:
    """The main window for one screen size, text size and theme, made as the app makes it,
    and the game it plays: steal, then the answer turn, then the end (screens are shown in
    that order, :data:`SCREENS`)."""

    def __init__(self, app: Any, folder: Path, case: Case, base_font: Any) -> None:
        from tests.ui.app_style import reset_look
        from wildwest.app import create_main_window

        self.app = app
        self.size, self.scale, self.theme = case.stage
        self.screen = next(s for s in app.screens() if s.name() == screen_name(self.size))
        data = folder / f"{screen_name(self.size)}-{self.scale}-{self.theme}"
        settings_file = self._write_settings(data)
        # As when the app starts: the system's font and colours, and no style sheet rules.
        reset_look(app, base_font)
        window = create_main_window(deal(), "practice", data_dir=data, settings_file=settings_file)
        self.window = window
        self.state = "steal"
        self.on_new_game = False
        play_to_steal(window)
        window.move(self.screen.geometry().topLeft())
        window.resize(*self.size)
        window.show()
        settle(app)
        window.docks.prime_panel.input.setText(CHECKED_NUMBER)
        window.docks.prime_panel.checker_page.flush()
        for _ in range(3):
            window.docks.prime_panel.sieve_page.step_button.click()

    def _write_settings(self, data: Path) -> Path:
        """The settings file the app would start with: this text size and theme."""
        from wildwest.persistence.settings import Settings

        data.mkdir(parents=True, exist_ok=True)
        path = data / "wildwest.ini"
        settings = Settings(path, [])
        settings.set_value(DISPLAY_TEXT_SCALE, self.scale)
        settings.set_value(DISPLAY_THEME, self.theme)
        settings.set_value(DISPLAY_ANIMATIONS, False)
        class_folder = data / "class"
        if not class_folder.exists():
            shutil.copytree(seeded_class_folder(data.parent), class_folder)
        settings.set_value(CLASS_FOLDER, str(class_folder))
        settings.sync()
        return path

    def show(self, screen: str) -> Any:
        """Put ``screen`` on show; return its top-level window."""
        from PySide6.QtWidgets import QDialog

        window = self.window
        if self.on_new_game:
            window.pages.new_game_view.cancel_button.click()  # Back to the game
            self.on_new_game = False
        wanted = state_of(screen)
        if STATES[wanted] < STATES[self.state]:
            raise ValueError(f"{screen} comes before the {self.state} state (see SCREENS)")
        for state, index in STATES.items():
            if STATES[self.state] < index <= STATES[wanted]:
                MOVES[state](window)
                self.state = state
        top = window
        drawer = window.docks.drawer
        if screen in PANEL_TABS:
            drawer.set_open(True)  # where the side panels are folded, from their drawer
            window.docks.prime_panel.show()
            window.docks.prime_panel.raise_()
            window.docks.prime_panel.tabs.setCurrentIndex(PANEL_TABS[screen])
        else:
            drawer.set_open(False)
            window.docks.turn_log_dock.raise_()
        if screen == "rules":
            window.help_actions.show_rules()
            top = window.findChild(QDialog, "rulesDialog")
        elif screen == "records":
            top = window.file_actions.show_records()
        elif screen in CLASS_SCREENS:
            top = show_class_screen(self.app, window, screen)
        elif screen == "real-cards-table":
            window.pages.card_picker.back_button.click()
        elif screen in TUTORIAL_STEPS:
            play_tutorial_to(window, TUTORIAL_STEPS[screen])
        elif screen in ("new-game", "new-game-computers"):
            window.show_new_game()  # mid-game: the names come from the game, Back is offered
            self.on_new_game = True
            if screen == "new-game-computers":
                choose_computers(window.pages.new_game_view)
        settle(self.app)
        return top

    def hide(self, top: Any) -> None:
        """Close a dialog once it has been looked at (the main window stays)."""
        if top is not self.window:
            top.close()

    def close(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        self.window.close()
        self.window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def choose_computers(view: Any) -> None:
    """Seat 1 a person, seats 2 to 14 computer players of each level in turn."""
    levels = ("greenhorn", "deputy", "sheriff")
    for i, choice in enumerate(view.seat_choices[1:]):
        choice.setCurrentIndex(choice.findData(levels[i % len(levels)]))


def settle(app: Any = None) -> None:
    """Let layouts, resizes and zero-time timers finish (``app``: by default the
    QApplication there is)."""
    if app is None:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
    for _ in range(4):
        app.sendPostedEvents()
        app.processEvents()


def in_sight(widget: Any) -> bool:
    """Every pixel of ``widget`` is in sight (shown, not scrolled away, not cut by its
    parents)."""
    return bool(widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect())


def render(
    cases: Iterable[Case],
    visit: Callable[[Case, Any, Any], None],
    folder: Path,
    on_trouble: Callable[[Case | None, str], None] | None = None,
    *,
    fresh: bool = False,
) -> None:
    """Show each case and call ``visit(case, top_level_widget, screen_rect)``.

    Cases are grouped by their windows (:attr:`Case.stage`), so each screen size, text
    size and theme is set up once; ``fresh``: each case in a window of its own, its screen
    the first one shown there (a prime panel page opened first sizes the panel from its
    own needs, not from the pages shown before it). Needs a QApplication on
    :func:`platform_spec`'s platform. ``on_trouble(case, message)`` hears a case that could
    not be shown, and the Qt warnings printed while it was (``case`` None: while setting up).
    """
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None, "make the QApplication first (see main())"
    base_font = app.font()
    trouble = on_trouble or (lambda case, message: print(f"{case}: {message}", file=sys.stderr))
    current: list[Case | None] = [None]
    _route_warnings(lambda message: trouble(current[0], message))
    stages: dict[object, list[Case]] = {}
    for case in cases:
        stages.setdefault(case.id if fresh else case.stage, []).append(case)
    for key, group in stages.items():
        group.sort(key=lambda case: (SCREENS + TUTORIAL_SCREENS).index(case.screen))
        current[0] = group[0]
        try:
            stage = Stage(app, folder / str(key) if fresh else folder, group[0], base_font)
        except Exception:
            for case in group:
                trouble(case, "could not set up: " + traceback.format_exc(limit=3))
            continue
        try:
            for case in group:
                current[0] = case
                try:
                    top = stage.show(case.screen)
                    visit(case, top, stage.screen.geometry())
                    stage.hide(top)
                except Exception:
                    trouble(case, "could not show: " + traceback.format_exc(limit=3))
        finally:
            current[0] = None
            stage.close()
    app.setFont(base_font)


def _route_warnings(report: Callable[[str], None]) -> None:
    """Qt's warnings and the app's logged errors go to ``report`` (offscreen noise aside)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg and not any(n in message for n in KNOWN_QT_NOISE):
            report(f"Qt: {message}")

    qInstallMessageHandler(handler)

    class Errors(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            report(f"logged {record.levelname}: {record.getMessage()}")

    logging.getLogger().addHandler(Errors(logging.ERROR))


# ---------------------------------------------------------------- the command line


def start_app(folder: Path) -> Any:
    """A QApplication on the simulated screens (call before anything makes one)."""
    os.environ["QT_QPA_PLATFORM"] = platform_spec(folder)
    os.environ["QT_SCALE_FACTOR"] = "1"
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["wildwest-screens"])


def check_cases(request: dict[str, Any], folder: Path) -> dict[str, Any]:
    """Run :func:`~tests.ui.layout_check.check_layout` on each requested case:
    ``{"cases": [{"id": …, "no_scroll": […]}, …]}`` → ``{"problems": {id: […]}, …}``.

    ``"language": "pseudo"`` renders them in the pseudo-translation and also reports each
    text left in English (:func:`tests.ui.i18n_check.untranslated`; ``"de"``, ``"fr"`` or
    ``"es"``: in that language); ``"direction": "rtl"`` lays them out right to left and also
    reports what is not mirrored (:func:`tests.ui.i18n_check.not_mirrored`); ``"fresh":
    true`` shows each case first in a window of its own (see :func:`render`)."""
    from tests.ui.i18n_check import not_mirrored, untranslated
    from tests.ui.layout_check import check_layout
    from tests.ui.readable_check import TABLE_SCREENS, check_readable_table

    wanted = {entry["id"]: entry.get("no_scroll", []) for entry in request["cases"]}
    cases = [case for case in all_cases() if case.id in wanted]
    problems: dict[str, list[str]] = {case.id: [] for case in cases}
    setup = [f"no case called {name}" for name in sorted(set(wanted) - set(problems))]
    started = time.perf_counter()

    pseudo = request.get("language") == "pseudo"
    rtl = request.get("direction") == "rtl"
    speak(request.get("language"), rtl=rtl)

    def visit(case: Case, top: Any, screen: Any) -> None:
        problems[case.id].extend(check_layout(top, screen=screen, no_scroll=wanted[case.id]))
        if case.screen in TABLE_SCREENS:
            problems[case.id].extend(check_readable_table(top, case.size, case.scale))
        if pseudo:
            problems[case.id].extend(untranslated(top, (*NAMES, *computer_names())))
        if rtl:
            problems[case.id].extend(not_mirrored(top))

    def trouble(case: Case | None, message: str) -> None:
        if case is not None:
            problems.setdefault(case.id, []).append(message)
        else:
            setup.append(message)

    render(cases, visit, folder, trouble, fresh=bool(request.get("fresh")))
    return {
        "problems": problems,
        "setup": setup,
        "seconds": round(time.perf_counter() - started, 2),
    }


def speak(language: str | None, *, rtl: bool = False) -> None:
    """Render in ``language`` (a shipped one's code, or ``pseudo``: every text 40 % longer,
    see :func:`wildwest.ui.window.language.install_pseudo`; None: English) and, with ``rtl``, right
    to left."""
    from wildwest.ui.window import language as languages

    if language == "pseudo":
        languages.install_pseudo()
    elif language is not None:
        problem = languages.install(language)
        if problem:
            raise ValueError(problem)
    if rtl:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)


def computer_names() -> tuple[str, ...]:
    """The Wild West names computer players get (names, not words to translate)."""
    from wildwest.engine import COMPUTER_NAMES

    return tuple(COMPUTER_NAMES)


def all_cases() -> Iterator[Case]:
    """:data:`CASES`, then the other themes' table screens (for the screenshots)."""
    yield from CASES
    yield from theme_cases()


def theme_cases(size: tuple[int, int] = (1366, 768), scale: float = 1.0) -> Iterator[Case]:
    for theme in THEMES[1:]:
        yield Case("table-steal", size, scale, theme)
    yield Case("table-answer", size, scale, "high_contrast")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.ui.screens",
        description="Render the app's screens offscreen and check their layout (every case,"
        " no scroll rules, unless --check names them); print the problems or write them.",
    )
    parser.add_argument("--check", metavar="REQUEST.json", help="the cases to check (JSON)")
    parser.add_argument("--out", metavar="RESULT.json", help="where to write the problems")
    parser.add_argument("--list", action="store_true", help="print every case's name")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(case.id for case in all_cases()))
        return 0
    with tempfile.TemporaryDirectory(prefix="wildwest-screens-") as tmp:
        folder = Path(tmp)
        start_app(folder)
        if args.check:
            request = json.loads(Path(args.check).read_text("utf-8"))
        else:
            request = {"cases": [{"id": case.id} for case in CASES]}
        result = check_cases(request, folder)
    text = json.dumps(result, indent=1, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text, "utf-8")
    else:
        for case_id, found in result["problems"].items():
            for problem in found:
                print(f"{case_id}: {problem}")
        print(f"{len(result['problems'])} cases in {result['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
