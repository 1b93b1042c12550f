"""Computer players through the window: a pupil alone starts a game against two computer
players on the new-game screen and plays it to the end in every mode (animations on, the
pace instant, or every computer step skipped with Esc or a click on the table), saves and
reopens during a computer player's turn, and a demonstration game plays itself to the end.
The marks (an icon and a word) and the pace menu are checked too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableView, QWidget

from tests.play import right
from wildwest.engine import Level, Mode, Seat, answer_for_state, shuffled_deal
from wildwest.persistence.settings_schema import (
    DISPLAY_ANIMATIONS,
    GAME_COMPUTER_PACE,
    PLAYERS_SEATS,
)


def new_game_screen(window):
    window.show_new_game()
    return window.findChild(QWidget, "newGameView")


def choose_seats(view, seats: list[str], mode: str) -> None:
    """Fill the new-game screen: one seat per entry ("" a person, else a level)."""
    view.player_count.setValue(len(seats))
    for choice, kind in zip(view.seat_choices, seats, strict=False):
        choice.setCurrentIndex(choice.findData(kind))
    view.mode_buttons[mode].setChecked(True)


def play_person(qtbot, window) -> None:
    """The person's turn, as a pupil plays it: Draw, then (outside Auto) type and Check."""
    state = window.controller.state
    panel = window.turn_panel
    if state.phase.value == "draw":
        assert panel.draw_button.isEnabled() and not panel.next_button.isVisible()
        qtbot.mouseClick(panel.draw_button, Qt.MouseButton.LeftButton)
    else:
        assert panel.factor_input.isEnabled() and not panel.factor_input.isReadOnly()
        panel.factor_input.setText(right(state.pending.number))
        qtbot.mouseClick(panel.submit_button, Qt.MouseButton.LeftButton)


def play_to_the_end(qtbot, window, hurry=None, timeout: int = 30_000) -> None:
    """Play the person's turns; in the computer players' turns call ``hurry`` (or just let
    them play); finish with See the results."""
    panel = window.turn_panel

    def step() -> bool:
        state = window.controller.state
        if state.is_over:
            return True
        if state.computer_to_play:
            assert not panel.draw_button.isVisible() and panel.next_button.isVisible()
            if hurry is not None:
                hurry()
        else:
            play_person(qtbot, window)
        return False

    qtbot.waitUntil(step, timeout=timeout)
    assert panel.results_button.isVisible()
    qtbot.mouseClick(panel.results_button, Qt.MouseButton.LeftButton)
    assert window.findChild(QWidget, "gameOverView").isVisible()


def start_against_two(qtbot, window, mode: str) -> None:
    view = new_game_screen(window)
    choose_seats(view, ["", "greenhorn", "deputy"], mode)
    view.name_edits[0].setText("Ann")
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None and state.players == ("Ann", "Dusty Dan", "Calamity Cora")
    assert [seat.is_computer for seat in state.seats] == [False, True, True]


@pytest.mark.parametrize("mode", ["auto", "practice", "challenge"])
def test_a_pupil_alone_plays_a_whole_game_against_two_computer_players(qtbot, make_window, mode):
    """Animations on, the pace instant: start on the new-game screen, play Ann's turns, let
    the computer players play theirs, and see the results; every computer answer is its
    own and every turn is scored once."""
    window = make_window(None)
    window.settings.set_value(DISPLAY_ANIMATIONS, True)
    window.controller.set_pace("instant")
    start_against_two(qtbot, window, mode)
    play_to_the_end(qtbot, window)
    state = window.controller.state
    assert state.mode is Mode(mode) and state.is_over
    for turn in state.turns:
        if turn.player:
            assert turn.attempts == 1 and not turn.hints and not turn.gave_up
    standings = window.findChild(QTableView, "standingsView").model()
    names = [standings.index(r, 1).data() for r in range(standings.rowCount())]
    assert sorted(names) == ["Ann", "Calamity Cora (computer)", "Dusty Dan (computer)"]


@pytest.mark.parametrize("mode", ["auto", "practice", "challenge"])
def test_every_computer_step_can_be_skipped_with_esc_or_a_click(qtbot, make_window, mode):
    """Animations on and the normal pace: Esc (and in Practice a click on the table) finishes
    each computer step at once (the cards land first), so the game ends without waiting."""
    window = make_window(None)
    window.settings.set_value(DISPLAY_ANIMATIONS, True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start_against_two(qtbot, window, mode)
    assert window.controller.computer_pace.value == "normal"

    def esc() -> None:
        qtbot.keyClick(window, Qt.Key.Key_Escape)

    def click() -> None:
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)

    play_to_the_end(qtbot, window, hurry=click if mode == "practice" else esc)
    assert window.controller.state.is_over


def test_step_by_step_with_the_next_button(qtbot, make_window, quick_paces):
    """View → Computer pace → Step by step: the computer player's turn waits for Next; Next
    turn draws, the answer shows typed in the (read-only) answer box, Next checks it."""
    window = make_window(None)
    window.view_actions.pace_actions["step"].trigger()
    assert window.settings.get(GAME_COMPUTER_PACE) == "step"
    view = new_game_screen(window)
    choose_seats(view, ["deputy", ""], "challenge")
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    panel = window.turn_panel
    assert panel.next_button.isVisible() and panel.next_button.text() == "&Next turn"
    assert not window.controller.computer_busy
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    answer = answer_for_state(window.controller.state).text
    qtbot.waitUntil(lambda: panel.next_button.text() == "&Next: check the answer")
    assert panel.factor_input.isVisible() and panel.factor_input.isReadOnly()
    assert panel.factor_input.text() == answer
    assert "Dusty Dan answered" in window.announcements[-1]
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.turns[0].answer == answer
    assert panel.draw_button.isVisible() and not panel.next_button.isVisible()


def test_saving_and_reopening_during_a_computer_turn(qtbot, make_window, tmp_path):
    """Saved while Dusty Dan thinks, opened again later: he is thinking again, then types the
    same answer; the window shows it as before."""
    deal = shuffled_deal(["Ann", "Dusty Dan"], seed=12, seats=[Seat(), Seat(Level.GREENHORN)])
    window = make_window(deal.to_dict(), "practice")
    panel = window.turn_panel
    play_person(qtbot, window)
    play_person(qtbot, window)  # Ann's answer: Dusty Dan's turn
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)  # skip to his draw
    assert "is thinking" in panel.prompt_label.text()
    expected = answer_for_state(window.controller.state).text
    path = tmp_path / "mid.wwgame"
    assert window.files_and_records.save(path) is None
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.turns[-1].answer == expected
    assert window.files_and_records.open(path) is None
    assert "Dusty Dan is thinking" in panel.prompt_label.text()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.factor_input.text() == expected
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.turns[-1].answer == expected


def test_a_demonstration_game_runs_to_the_end_with_no_input(qtbot, make_window):
    """Every seat a computer player: Start, then nothing more; the game ends by itself and
    offers See the results."""
    window = make_window(None)
    window.controller.set_pace("instant")
    view = new_game_screen(window)
    choose_seats(view, ["greenhorn", "deputy", "sheriff"], "practice")
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.is_over, timeout=30_000)
    assert window.turn_panel.results_button.isVisible()
    assert window.announcements[-1].startswith("Game over.")


def test_computer_players_are_marked_with_an_icon_and_a_word(qtbot, make_window):
    """Scoreboard, turn log: "(computer)" in the Player cell and a robot icon beside it (the
    turn arrow when it is its turn), and the level in the words a screen reader hears."""
    deal = shuffled_deal(["Ann", "Dusty Dan"], seed=3, seats=[Seat(), Seat(Level.SHERIFF)])
    window = make_window(deal.to_dict(), "auto")
    window.controller.set_pace("instant")
    play_person(qtbot, window)
    qtbot.waitUntil(lambda: len(window.controller.state.turns) == 2)
    board = window.findChild(QTableView, "scoreboardView").model()
    dan = board.index(1, 0)
    assert dan.data() == "Dusty Dan (computer)"
    assert not dan.data(Qt.ItemDataRole.DecorationRole).isNull()
    assert board.index(0, 0).data(Qt.ItemDataRole.DecorationRole) is not None  # Ann: the arrow
    assert "a computer player (Sheriff)" in dan.data(Qt.ItemDataRole.AccessibleTextRole)
    log = window.findChild(QTableView, "turnLog").model()
    assert log.index(1, 1).data() == "Dusty Dan (computer)"
    assert log.index(1, 1).data(Qt.ItemDataRole.DecorationRole) is not None
    assert log.index(0, 1).data(Qt.ItemDataRole.DecorationRole) is None


def test_the_new_game_screen_offers_computer_seats_and_remembers_them(qtbot, make_window):
    """A seat switched to a computer player shows a Wild West name as its placeholder (never a
    name typed in another box) and the levels explained; the seats are remembered and offered
    again; computer players wait while the screen is on show."""
    window = make_window(None)
    view = new_game_screen(window)
    assert not view.levels_note.isVisibleTo(view)
    choose_seats(view, ["sheriff", "", "greenhorn"], "auto")
    view.name_edits[1].setText("Dusty Dan")
    assert view.name_edits[0].placeholderText() == "Calamity Cora"
    assert view.name_edits[2].placeholderText() == "Prairie Pete"
    assert view.levels_note.isVisibleTo(view) and "Sheriff — Never wrong" in view.levels_note.text()
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.players == ("Calamity Cora", "Dusty Dan", "Prairie Pete")
    assert window.settings.get(PLAYERS_SEATS) == ["sheriff", "", "greenhorn"]
    assert window.controller.computer_busy  # Calamity Cora is about to draw
    again = new_game_screen(window)  # mid-game: the game's seats
    assert [c.currentData() for c in again.seat_choices[:3]] == ["sheriff", "", "greenhorn"]
    assert not window.controller.computer_busy  # held while the screen is on show
    qtbot.mouseClick(window.findChild(QPushButton, "newGameCancel"), Qt.MouseButton.LeftButton)
    assert window.controller.computer_busy and window.controller.actions == ()
