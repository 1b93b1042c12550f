"""Learn to play in the window: the guided game from start to end with the mouse and with
the keyboard only, leaving it halfway (the game before is back, nothing is recorded), the
callouts beside their targets and inside the window, and the first-start offer (once).

Named to run before test_theme.py: on main too, a test that draws cards and runs the event
loop between test_theme.py and test_window_fit.py makes the latter crash PySide in a
style-sheet change."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton

from tests.play import right
from wildwest.persistence.settings_schema import TUTORIAL_OFFERED
from wildwest.present.tutorial import STEPS, TARGETS, Until
from wildwest.ui.tutorial.placement import MARGIN


def step_of(window: Any):
    return STEPS[window.tutorial.guide.step]


def check_callout(window: Any) -> None:
    """The bubble is on show, inside the window, says what the view says, and its target
    (every step's but the game-over page's standings, before they are laid out) is ringed."""
    callout = window.controller.view.tutorial
    bubble = window.tutorial.callouts.bubble
    assert callout is not None and bubble.isVisible()
    window.tutorial.callouts.place()
    assert bubble.text_label.text() == callout.text
    assert QRect(0, 0, window.width(), window.height()).contains(bubble.geometry())
    assert bubble.geometry().left() >= MARGIN - 1
    target = window.tutorial.target(callout.target)
    assert target is not None, callout.target
    assert not bubble.geometry().intersects(target) or window.tutorial.callouts.ring.isVisible()
    assert callout.spoken in window.announcements


def play_with_mouse(qtbot, window: Any, *, stop_at: str = "", wrong_first: bool = True) -> None:
    """Do each step as a pupil would with the mouse, checking the callout at each one."""
    panel = window.turn_panel
    while window.tutorial.guide.active:
        step = step_of(window)
        if step.id == stop_at:
            return
        check_callout(window)
        before = window.tutorial.guide.step
        if step.until is Until.NEXT:
            qtbot.mouseClick(window.tutorial.callouts.bubble.next_button, Qt.MouseButton.LeftButton)
        elif step.until is Until.DRAW:
            assert panel.draw_button.isEnabled()
            qtbot.mouseClick(panel.draw_button, Qt.MouseButton.LeftButton)
        elif step.until is Until.ANSWER:
            number = int(window.controller.view.table.cards.number)
            if wrong_first:
                panel.factor_input.setText("1")
                qtbot.mouseClick(panel.submit_button, Qt.MouseButton.LeftButton)
                assert window.tutorial.guide.step == before
                assert window.tutorial.callouts.bubble.note_label.isVisible()
                assert panel.feedback_label.text()  # the game's own feedback too
            panel.factor_input.setText(right(number))
            qtbot.mouseClick(panel.submit_button, Qt.MouseButton.LeftButton)
        else:
            assert not panel.draw_button.isEnabled()
        qtbot.waitUntil(
            lambda before=before: (
                window.tutorial.guide.step != before or not window.tutorial.guide.active
            ),
            timeout=10_000,
        )


@pytest.fixture
def window(make_window, qtbot):
    made = make_window()
    made.controller.set_pace("instant")
    return made


def test_the_guided_game_plays_from_start_to_end_through_the_window(qtbot, window):
    """Learn to play from New game…: every step's callout beside its target, the pupil's
    draws and answers (a wrong one first, explained), Sam's turns, the game-over page with
    the tie-break, then Finish: the new-game screen again and nothing in the records."""
    assert window.pages.currentWidget() is window.pages.new_game_view
    qtbot.mouseClick(window.pages.new_game_view.learn_button, Qt.MouseButton.LeftButton)
    assert window.tutorial.guide.active and window.pages.currentWidget() is window.pages.game_page
    seen_over = False

    def over_page() -> None:
        nonlocal seen_over
        if window.controller.view.over:
            seen_over = True
            assert window.pages.currentWidget() is window.pages.game_over_view

    window.controller.view_changed.connect(lambda _view: over_page())
    play_with_mouse(qtbot, window)
    assert seen_over and not window.tutorial.guide.active
    assert window.pages.currentWidget() is window.pages.new_game_view
    assert not window.tutorial.callouts.bubble.isVisible()
    assert window.files_and_records.store.players() == []
    assert not window.files_and_records.recovery.path.exists()


def test_leaving_halfway_brings_the_game_back_and_records_nothing(
    qtbot, make_window, three_player_deal
):
    """Help → Learn to play in the middle of a Practice game, a few steps, then Leave: the
    game is back as it was (its turns, the card on the table), the callout is gone, and the
    records hold only the game's own turn."""
    window = make_window(three_player_deal, "practice")
    window.controller.set_pace("instant")
    window.controller.draw()
    window.controller.submit(right(window.controller.state.pending.number))
    window.controller.draw()
    before = window.controller.state
    records = {
        name: window.files_and_records.store.summary(name)
        for name in window.files_and_records.store.players()
    }
    window.help_actions.learn_action.trigger()
    play_with_mouse(qtbot, window, stop_at="held_2", wrong_first=False)
    assert len(window.controller.state.turns) == 2  # the pupil's and Sam's
    qtbot.mouseClick(window.tutorial.callouts.bubble.leave_button, Qt.MouseButton.LeftButton)
    back = window.controller.state
    assert (back.deal, back.turns, back.pending) == (before.deal, before.turns, before.pending)
    assert window.pages.currentWidget() is window.pages.game_page
    assert (
        window.controller.view.tutorial is None and not window.tutorial.callouts.bubble.isVisible()
    )
    assert window.turn_panel.factor_input.isEnabled()
    now = {
        name: window.files_and_records.store.summary(name)
        for name in window.files_and_records.store.players()
    }
    assert now == records


def test_esc_leaves_at_any_step(qtbot, window):
    """Esc leaves Learn to play, even during Sam's turn; with no game before it, the
    new-game screen comes back."""
    window.learn_to_play()
    play_with_mouse(qtbot, window, stop_at="guide_2", wrong_first=False)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.tutorial.guide.active
    assert window.pages.currentWidget() is window.pages.new_game_view
    assert not window.controller.view.has_game


@pytest.mark.parametrize("press", [Qt.Key.Key_Space, Qt.Key.Key_Return], ids=["space", "enter"])
def test_keyboard_only_run(press, qtbot, window):
    """Tab to Learn to play on New game… and press Space, then only Space (or Enter: children
    press Enter, issue 26), typing and Enter: the focus is always where the step wants it
    (Next, Draw or the answer box) and the guided game reaches its end."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    learn = window.pages.new_game_view.learn_button
    for _ in range(80):
        if QApplication.focusWidget() is learn:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is learn
    qtbot.keyClick(learn, Qt.Key.Key_Space)
    assert window.tutorial.guide.active
    while window.tutorial.guide.active:
        step = step_of(window)
        before = window.tutorial.guide.step
        focus = QApplication.focusWidget()
        if step.until is Until.NEXT:
            assert focus is window.tutorial.callouts.bubble.next_button, step.id
            qtbot.keyClick(focus, press)
        elif step.until is Until.DRAW:
            assert focus is window.turn_panel.draw_button, step.id
            qtbot.keyClick(focus, press)
        elif step.until is Until.ANSWER:
            assert focus is window.turn_panel.factor_input, step.id
            number = int(window.controller.view.table.cards.number)
            qtbot.keyClicks(focus, right(number))
            qtbot.keyClick(focus, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda before=before: (
                window.tutorial.guide.step != before or not window.tutorial.guide.active
            ),
            timeout=10_000,
        )
    assert window.pages.currentWidget() is window.pages.new_game_view


def test_every_callout_is_said_and_reachable_with_tab(qtbot, window):
    """The callout's words are announced the way the window announces the game, and the
    words themselves take the focus with Tab (a screen reader reads them there)."""
    window.learn_to_play()
    callout = window.controller.view.tutorial
    assert window.announcements[-1] == callout.spoken
    label = window.tutorial.callouts.bubble.text_label
    assert label.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert label.accessibleName() == callout.spoken  # Orca reads a label's name on Tab
    assert label.textFormat() == Qt.TextFormat.PlainText


def test_every_target_is_found_on_the_screen_it_is_on(qtbot, window):
    """Each documented target name resolves to a place in the window while its step is up."""
    window.learn_to_play()
    found: set[str] = set()

    def note(_view: object) -> None:
        callout = window.controller.view.tutorial
        if callout is not None and window.tutorial.target(callout.target) is not None:
            found.add(callout.target)

    window.controller.view_changed.connect(note)
    note(None)
    play_with_mouse(qtbot, window, wrong_first=False)
    assert found == {step.target for step in STEPS} and found <= set(TARGETS)


def offer_of(window: Any) -> QMessageBox | None:
    return window.findChild(QMessageBox, "tutorialOffer")


def test_the_first_start_offer_is_shown_once(qtbot, make_window):
    """The first start asks once; Not now is remembered, so the next start does not ask."""
    window = make_window()
    assert window.tutorial.offer()
    box = offer_of(window)
    qtbot.waitUntil(box.isVisible)
    box.findChild(type(box.defaultButton()), "tutorialOfferNo").click()
    assert not window.tutorial.guide.active
    assert window.settings.get(TUTORIAL_OFFERED)
    assert not window.tutorial.offer()


def test_accepting_the_offer_starts_the_guided_game(qtbot, make_window):
    """Learn to play in the first start's question starts it at its first step."""
    window = make_window()
    window.tutorial.offer()
    box = offer_of(window)
    qtbot.waitUntil(box.isVisible)
    box.defaultButton().click()
    assert window.tutorial.guide.active and window.tutorial.guide.step == 0


def test_a_school_lock_on_the_offer_wins(qtbot, tmp_path):
    """tutorial/offered locked to true by the administrator: the first start never asks."""
    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[locked]\ntutorial/offered=true\n", encoding="utf-8")
    window = create_main_window(None, admin_files=[admin])
    qtbot.addWidget(window)
    assert window.settings.is_locked(TUTORIAL_OFFERED)
    assert not window.tutorial.offer() and offer_of(window) is None


def run_window(
    qapp, monkeypatch, tmp_path, offers: list[Any], *, warning: str | None = None, **given: Any
) -> Any:
    """The app's own start (app._run_window) on a fresh profile, its event loop left out;
    each offer of Learn to play it makes goes in ``offers`` (and is made). ``warning``: the
    data folder's problem, as ``AppPaths.ensure`` would say it."""
    import argparse

    from wildwest import app as app_module
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    built: list[Any] = []
    real_assemble, real_offer = app_module._assemble, app_module._offer_learn_to_play
    monkeypatch.setattr(
        app_module, "_assemble", lambda *a, **k: built.append(real_assemble(*a, **k)) or built[-1]
    )
    monkeypatch.setattr(
        app_module, "_offer_learn_to_play", lambda window: offers.append(real_offer(window))
    )
    monkeypatch.setattr(qapp, "exec", lambda: 0, raising=False)
    paths = resolve_paths(str(tmp_path / "data"))
    assert paths.ensure() is None
    args = argparse.Namespace(open=None, deal=None, seed=None, players=None, mode=None)
    for name, value in given.items():
        setattr(args, name, value)
    settings = Settings(paths.settings_file)
    app_module._run_window(
        qapp,
        args,
        paths=paths,
        settings=settings,
        warning=warning,
        problems=(None, None),
        owned=True,
    )
    return built[0]


@pytest.fixture
def first_start(qapp, qtbot, monkeypatch, tmp_path) -> Any:
    """``first_start(**args)``: the app started on a fresh profile with those command-line
    arguments; returns the window and the offers of Learn to play it made."""

    def start(**given: Any) -> tuple[Any, list[Any]]:
        offers: list[Any] = []
        window = run_window(qapp, monkeypatch, tmp_path, offers, **given)
        qtbot.addWidget(window)
        return window, offers

    return start


def test_the_start_says_its_first_lines_once_the_window_has_painted(first_start, qtbot):
    """The app's start holds the window's first lines (and the focus) until its first paint,
    so the screen reader's classes are not built before the first screen (issue 31); then
    they are said."""
    window, _offers = first_start(seed=77, players=2)
    assert window.speaker._held and not window.speaker.said
    qtbot.waitUntil(lambda: len(window.speaker.said) > 0)
    assert not window.speaker._held


def test_the_start_adds_the_class_menu_once_the_window_has_painted(first_start, qtbot):
    """The Class menu (in File) and its classroom come just after the app's first paint
    (issue 31): the first screen does not show them."""
    window, _offers = first_start(seed=77, players=2)
    assert window.class_menu is None
    qtbot.waitUntil(lambda: window.class_menu is not None)
    assert window.findChild(QMenu, "classMenu") is not None


def test_the_start_opens_the_records_once_the_window_has_painted(
    qapp, qtbot, monkeypatch, tmp_path
):
    """The app's start leaves the records file for after its first paint (opening checks the
    whole file: issue 31); a damaged one is moved aside then, and the status bar says so."""
    records = tmp_path / "data" / "records.sqlite3"
    records.parent.mkdir(parents=True)
    records.write_bytes(b"not a database " * 100)
    window = run_window(qapp, monkeypatch, tmp_path, [], seed=77, players=2)
    qtbot.addWidget(window)
    assert records.read_bytes().startswith(b"not a database")  # not yet looked at
    qtbot.waitUntil(lambda: "damaged" in window.statusBar().currentMessage())
    assert list(records.parent.glob("records.corrupt-*.sqlite3"))
    assert window.files_and_records.store.kept


def test_a_data_folder_warning_covers_the_records_opened_later(qapp, qtbot, monkeypatch, tmp_path):
    """With the data folder's own warning on the status line ("Records and settings won't
    be kept"), the records file's message is not added to it, as at an eager open: opened
    after the first paint, a damaged file is moved aside and logged, not said twice."""
    records = tmp_path / "data" / "records.sqlite3"
    records.parent.mkdir(parents=True)
    records.write_bytes(b"not a database " * 100)
    window = run_window(qapp, monkeypatch, tmp_path, [], warning="a test", seed=77, players=2)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(list(records.parent.glob("records.corrupt-*.sqlite3"))))
    line = window.statusBar().currentMessage()
    assert "a test" in line and "damaged" not in line


def test_the_start_goes_on_when_the_menu_bar_is_outside_the_window(
    qapp, qtbot, monkeypatch, tmp_path
):
    """On macOS (and a Linux desktop with a global menu) the menu bar is the system's, and
    the window's own is never shown nor painted: what the start leaves for after the first
    paint (the first lines, the Class menu, the records) comes all the same."""
    from wildwest import app as app_module

    real_show = app_module._show

    def show(window: Any) -> None:
        window.menuBar().hide()  # as Qt keeps a native menu bar
        real_show(window)

    monkeypatch.setattr(app_module, "_show", show)
    window = run_window(qapp, monkeypatch, tmp_path, [], seed=77, players=2)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.class_menu is not None and len(window.speaker.said) > 0)
    assert window.files_and_records.store.path is not None
    assert (tmp_path / "data" / "records.sqlite3").exists()


@pytest.mark.parametrize(
    ("given", "offered"),
    [({}, True), ({"seed": 77, "players": 2}, False), ({"seed": 77}, False)],
)
def test_the_first_start_offers_learn_to_play_unless_a_game_is_given(
    given, offered, first_start, qtbot
):
    """A plain first start offers Learn to play over the new-game screen (it was only ever
    called by tests); a start with a game on the command line goes straight to it, so a
    script is never held up by a question (README)."""
    window, offers = first_start(**given)
    assert len(offers) == int(offered)
    if offered:
        qtbot.waitUntil(lambda: offer_of(window) is not None and offer_of(window).isVisible())
        assert window.settings.get(TUTORIAL_OFFERED)
        offer_of(window).findChild(QPushButton, "tutorialOfferNo").click()
        assert not window.tutorial.guide.active
    else:
        assert window.controller.state is not None and offer_of(window) is None
