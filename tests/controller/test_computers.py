"""Computer players driven by the controller: their turns in every mode, the pace, Next and
skipping ahead, holding while the table is out of sight, and reopening in the middle of a
computer player's turn. No widgets, and nothing sleeps: the pace is instant or the test
skips ahead, and waits are on the event loop (qtbot.waitUntil)."""

from __future__ import annotations

import pytest

from tests.play import right, start_game
from wildwest.controller import GameController, GameSetup
from wildwest.controller.computer import PACES, SETTING_PACES, Pace, parse_pace
from wildwest.engine import (
    PERSON,
    Draw,
    Level,
    Mode,
    Phase,
    Seat,
    Submit,
    answer_for_state,
    apply,
    computer_answer,
    deal_seed,
    new_game,
    play_out,
    shuffled_deal,
)
from wildwest.present.view_state import (
    ActionRefused,
    ComputerAnswered,
    ComputerThinking,
    ComputerWaiting,
    GameEnded,
    TurnScored,
)

NAMES = ["Ann", "Dusty Dan", "Calamity Cora"]
SEATS = [PERSON, Seat(Level.GREENHORN), Seat(Level.DEPUTY)]


def three(seed: int = 4821, seats=SEATS):
    return shuffled_deal(NAMES, seed=seed, seats=seats)


def events_of(controller: GameController) -> list[object]:
    seen: list[object] = []
    controller.happened.connect(seen.append)
    return seen


def play_people(qtbot, controller: GameController, timeout: int = 20_000) -> None:
    """Play the people's turns right, and let the computer players play theirs, to the end."""

    def step() -> bool:
        state = controller.state
        assert state is not None
        if state.is_over:
            return True
        if not state.computer_to_play:
            if state.phase is Phase.DRAW:
                controller.draw()
            else:
                assert state.pending is not None
                controller.submit(right(state.pending.number))
        return False

    qtbot.waitUntil(step, timeout=timeout)


@pytest.mark.parametrize("mode", list(Mode))
def test_one_person_against_two_computer_players_finishes_in_every_mode(qtbot, mode):
    """A pupil alone plays a whole game against a Greenhorn and a Deputy: each computer answer
    is the one computer_answer gives for (deal code, seat, turn), it is scored once (in
    Practice too), and the actions replay to the same game."""
    controller = GameController(pace="instant")
    start_game(controller, three(), mode)
    seen = events_of(controller)
    play_people(qtbot, controller)
    state = controller.state
    assert state is not None and state.is_over
    assert isinstance(seen[-1], GameEnded)
    replayed = new_game(state.deal, mode)
    for action in controller.actions:
        replayed, _ = apply(replayed, action)
    assert replayed == state
    computer_turns = [t for t in state.turns if t.player != 0]
    assert len(computer_turns) == len(state.turns) * 2 // 3
    for index, turn in enumerate(state.turns):
        if turn.player == 0:
            continue
        if mode is Mode.AUTO:
            assert turn.answer is None and not turn.missed
            continue
        expected = computer_answer(
            SEATS[turn.player].level, turn.number, seed=4821, seat=turn.player, turn=index
        )
        assert turn.answer == expected.text and turn.attempts == 1 and not turn.hints
    if mode is not Mode.AUTO:
        assert any(t.check is not None and not t.check.complete for t in computer_turns)
        thinking = [e for e in seen if isinstance(e, ComputerThinking)]
        assert len(thinking) == len(computer_turns)


def test_a_computer_turn_in_practice_draws_thinks_answers_and_is_scored_in_order(qtbot):
    """Dusty Dan's turn: the cards drawn (and his thinking, in the same view state), then the
    typed answer, then the score explained by name: each change one view state, then its
    events, each with words to speak."""
    controller = GameController(pace="instant")
    start_game(controller, three(), Mode.PRACTICE)
    controller.draw()
    controller.submit(right(controller.state.pending.number))
    order: list[str] = []
    controller.view_changed.connect(lambda view: order.append("view"))
    controller.happened.connect(lambda event: order.append(type(event).__name__))
    seen = events_of(controller)
    qtbot.waitUntil(lambda: any(isinstance(e, TurnScored) for e in seen))
    assert order[: order.index("TurnScored") + 1] == [
        "view",
        "CardsDrawn",
        "ComputerThinking",
        "view",
        "ComputerAnswered",
        "view",
        "TurnScored",
    ]
    assert all(event.spoken for event in seen)
    answered = next(e for e in seen if isinstance(e, ComputerAnswered))
    turn = controller.state.turns[1]
    assert answered.player == "Dusty Dan" and answered.text == turn.answer
    scored = next(e for e in seen if isinstance(e, TurnScored))
    assert scored.breakdown.lines[0].text == f"Dusty Dan answered {turn.answer}."


def test_the_controls_say_what_the_computer_player_does_and_offer_no_typing(qtbot):
    """While a computer player thinks and answers, nobody can draw or type; the answer box
    shows what it typed; Skip ahead is offered."""
    controller = GameController(pace="normal")
    start_game(controller, three(seats=[Seat(Level.SHERIFF), PERSON, PERSON]), Mode.CHALLENGE)
    controls = controller.view.controls
    assert controls.computer and not (controls.draw or controls.answer or controls.hint)
    assert controls.turn_text == "Ann's turn (computer)"
    assert controls.next_label == "Skip &ahead (Esc)"
    controller.skip_ahead()  # the draw
    assert controller.view.controls.prompt.startswith("Ann is thinking about ")
    assert controller.view.feedback.lines[-1].text == "Ann is thinking…"
    controller.skip_ahead()  # the answer typed
    answer = answer_for_state(controller.state).text
    assert controller.view.controls.typed == answer
    assert controller.view.controls.prompt == f"Ann answered {answer}. Checking it…"
    controller.skip_ahead()  # scored
    assert controller.state.turns[-1].answer == answer
    assert not controller.view.controls.computer and controller.view.controls.draw


def test_a_persons_moves_in_a_computer_players_turn_are_refused(qtbot):
    """Draw, Check, Hint and Give up during Dusty Dan's turn change nothing and say why."""
    controller = GameController(pace="normal")
    start_game(controller, three(seats=[Seat(Level.GREENHORN), PERSON, PERSON]), Mode.PRACTICE)
    seen = events_of(controller)
    before = controller.actions
    for intent in (controller.draw, controller.give_up, controller.take_hint):
        intent()
    controller.skip_ahead()
    controller.submit("2 x 3")
    assert len(controller.actions) == len(before) + 1  # only the computer's own draw
    refusals = [e for e in seen if isinstance(e, ActionRefused)]
    assert len(refusals) == 4
    assert refusals[0].message == "It is Ann's turn: computer players play by themselves."


def test_skip_ahead_plays_a_timed_step_at_once_and_does_nothing_in_a_persons_turn(qtbot):
    """At the normal pace each step waits on a timer; skip_ahead plays it now. In a person's
    turn it changes nothing."""
    controller = GameController(pace="normal")
    start_game(controller, three(), Mode.CHALLENGE)
    controller.skip_ahead()
    assert controller.actions == ()  # Ann, a person, is to play
    controller.draw()
    controller.submit("2")
    assert controller.computer_busy  # Dusty Dan's draw is timed
    controller.skip_ahead()
    assert controller.actions[-1] == Draw() and controller.state.pending.player == 1
    assert controller.computer_busy  # thinking
    controller.skip_ahead()
    controller.skip_ahead()
    assert controller.state.turns[-1].player == 1
    assert controller.computer_busy  # Calamity Cora waits to draw


def test_step_by_step_waits_for_next_before_each_draw_and_each_score(qtbot, quick_paces):
    """Pace step: a computer turn stops before its draw and before its answer is scored (no
    timer runs), with Next turn and Next: check the answer; the thinking still shows."""
    controller = GameController(pace="step")
    demo = three(seats=[Seat(Level.GREENHORN)] * 3)
    seen = events_of(controller)
    start_game(controller, demo, Mode.CHALLENGE)
    assert isinstance(seen[-1], ComputerWaiting) and not controller.computer_busy
    assert controller.view.controls.next_label == "&Next turn"
    controller.skip_ahead()  # Next turn: the draw, then thinking on a timer
    assert isinstance(seen[-1], ComputerThinking) and controller.computer_busy
    qtbot.waitUntil(lambda: isinstance(seen[-1], ComputerAnswered), timeout=5000)
    assert not controller.computer_busy
    assert controller.view.controls.next_label == "&Next: check the answer"
    assert seen[-1].spoken.endswith("Press Next to check it.")
    controller.skip_ahead()
    assert len(controller.state.turns) == 1 and isinstance(seen[-1], ComputerWaiting)


def test_step_by_step_in_auto_stops_once_a_turn(qtbot):
    """In Auto a computer player's turn is one draw: one stop, then the scored turn."""
    controller = GameController(pace="step")
    start_game(controller, three(seats=[Seat(Level.DEPUTY)] * 3), Mode.AUTO)
    for turn in range(1, 4):
        assert not controller.computer_busy
        controller.skip_ahead()
        assert len(controller.state.turns) == turn


def test_changing_the_pace_lifts_a_pause_or_makes_one(qtbot):
    """Leaving step by step plays a waiting turn by itself; choosing it pauses at the next
    stop; an unknown pace (a hand-edited setting) plays at the normal pace."""
    controller = GameController(pace="step")
    start_game(controller, three(seats=[Seat(Level.SHERIFF)] * 3), Mode.AUTO)
    controller.happened.connect(
        lambda event: controller.set_pace("step") if isinstance(event, TurnScored) else None
    )
    controller.set_pace("instant")
    qtbot.waitUntil(lambda: len(controller.state.turns) == 1)
    assert controller.view.controls.next_label == "&Next turn"
    count = len(controller.state.turns)
    qtbot.wait(20)  # the event loop turns; nothing is timed, so nothing plays
    assert len(controller.state.turns) == count and not controller.computer_busy
    assert parse_pace("marshal") is Pace.NORMAL and controller.computer_pace is Pace.STEP


def test_hold_stops_the_clock_until_the_table_is_back(qtbot):
    """While New game… is on show, computer players wait; back at the table they go on."""
    controller = GameController(pace="instant")
    start_game(controller, three(seats=[Seat(Level.DEPUTY)] * 3), Mode.AUTO)
    controller.hold_computers(True)
    qtbot.wait(20)
    assert controller.actions == () and not controller.computer_busy
    controller.hold_computers(False)
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=20_000)


def test_a_demonstration_game_runs_to_the_end_with_no_input(qtbot):
    """Every seat a computer player: the game plays itself to the end, in every mode."""
    for mode in Mode:
        controller = GameController(pace="instant")
        seats = [Seat(Level.GREENHORN), Seat(Level.DEPUTY), Seat(Level.SHERIFF)]
        start_game(controller, three(seed=77, seats=seats), mode)
        seen = events_of(controller)
        qtbot.waitUntil(lambda c=controller: c.state.is_over, timeout=20_000)
        assert isinstance(seen[-1], GameEnded)
        assert not controller.view.controls.computer and controller.view.over


def test_reopening_in_the_middle_of_a_computer_turn_goes_on_with_the_same_answer(qtbot):
    """restore() of a game saved just after a computer player drew: it thinks again and
    gives the very answer it would have given."""
    deal = three(seats=[PERSON, Seat(Level.GREENHORN), PERSON])
    state = new_game(deal, Mode.PRACTICE)
    actions = [Draw()]
    state, _ = apply(state, Draw())
    actions.append(Submit(right(state.pending.number)))
    state, _ = apply(state, actions[-1])
    state, _ = apply(state, Draw())
    actions.append(Draw())
    expected = answer_for_state(state).text
    controller = GameController(pace="normal")
    seen = events_of(controller)
    controller.restore(deal, Mode.PRACTICE, actions)
    assert isinstance(seen[-1], ComputerThinking) and controller.computer_busy
    controller.skip_ahead()
    controller.skip_ahead()
    assert controller.actions[-1] == Submit(expected)
    assert controller.state.turns[-1].answer == expected


def test_a_new_game_stops_the_computer_players_of_the_old_one(qtbot):
    """Starting another game while a computer player's step is timed: nothing of the old game
    is played into the new one."""
    controller = GameController(pace="normal")
    start_game(controller, three(seats=[Seat(Level.DEPUTY)] * 3), Mode.CHALLENGE)
    controller.skip_ahead()  # drawn: thinking
    start_game(controller, three(seed=5), Mode.CHALLENGE)  # Ann, a person, first
    assert not controller.computer_busy
    qtbot.wait(20)
    assert controller.actions == ()


def test_play_again_keeps_the_seats(qtbot):
    """Play again: the same people and computer players, levels and names, a new deal."""
    controller = GameController(pace="instant")
    start_game(controller, three(seats=[Seat(Level.SHERIFF)] * 3), Mode.AUTO)
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=20_000)
    first = controller.state.deal
    controller.play_again()
    again = controller.state.deal
    assert again.players == first.players and again.seats == first.seats
    assert deal_seed(again) != deal_seed(first)


def test_the_new_game_screen_seats_reach_the_deal():
    """GameSetup.seats: blank computer boxes get Wild West names nobody else has; the deal
    has those seats; a level that is not one is a message, not a crash."""
    controller = GameController()
    setup = GameSetup(names=("Ann", "", "Calamity Cora"), seats=("", "sheriff", "greenhorn"))
    assert controller.start(setup) is None
    deal = controller.state.deal
    assert deal.players == ("Ann", "Dusty Dan", "Calamity Cora")
    assert deal.seats == (PERSON, Seat(Level.SHERIFF), Seat(Level.GREENHORN))
    problem = controller.start(GameSetup(names=("Ann", "Bo"), seats=("", "marshal")))
    assert problem == "A computer player's level is one of greenhorn, deputy, sheriff"


def test_the_paces_are_the_settings_values_and_fastest_is_instant():
    """Every pace the setting offers has pauses; slower paces pause longer; instant has none."""
    assert SETTING_PACES == ("slow", "normal", "fast", "step")
    slow, normal, fast = PACES[Pace.SLOW], PACES[Pace.NORMAL], PACES[Pace.FAST]
    assert slow.before_draw > normal.before_draw > fast.before_draw > 0
    assert slow.show_answer > normal.show_answer > fast.show_answer > 0
    assert PACES[Pace.STEP].stops and not PACES[Pace.INSTANT].before_draw


def test_play_out_plays_people_right_and_computer_seats_their_own_way():
    """The engine's play_out (replays, sheets) gives computer seats their own answers."""
    deal = three()
    state = play_out(new_game(deal, Mode.CHALLENGE))
    assert all(t.check is not None and t.check.complete for t in state.turns if t.player == 0)
    assert any(t.check is not None and not t.check.complete for t in state.turns if t.player)


# ---------------------------------------------------------------- files and records


@pytest.fixture
def files(tmp_path, qapp):
    from wildwest.persistence.records import RecordsStore
    from wildwest.persistence.settings import Settings
    from wildwest.services.files_and_records import FilesAndRecords

    controller = GameController(pace="normal")
    made = FilesAndRecords(
        controller,
        Settings(None),
        RecordsStore.open(tmp_path / "records.sqlite3"),
        tmp_path / "recovery.wwgame",
    )
    yield made
    made.shutdown()


def test_learning_records_are_kept_for_people_only(qtbot, files):
    """Only Ann's turns and Ann's game are recorded; a game of computer players only leaves
    no record at all."""
    controller = files.controller
    controller.set_pace("instant")
    start_game(controller, three(), Mode.CHALLENGE)
    play_people(qtbot, controller)
    assert files.store.players() == ["Ann"]
    summary = files.store.summary("Ann")
    assert summary.numbers_met == controller.state.turns_of(0) and summary.games_played == 1
    start_game(controller, three(seed=9, seats=[Seat(Level.SHERIFF)] * 3), Mode.AUTO)
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=20_000)
    assert files.store.players() == ["Ann"]
    assert files.store.summary("Ann").games_played == 1


def test_saving_and_reopening_during_a_computer_turn_goes_on_where_it_was(qtbot, files, tmp_path):
    """Saved while Dusty Dan thinks (his draw is in the file, his answer not yet): opening the
    file goes on with his thinking and the same answer; so does the recovery file."""
    from wildwest.persistence.savefile import RecoveryFile, load_game

    controller = files.controller
    start_game(controller, three(), Mode.PRACTICE)
    controller.draw()
    controller.submit(right(controller.state.pending.number))
    controller.skip_ahead()  # Dusty Dan draws: now thinking
    assert controller.view.controls.prompt.startswith("Dusty Dan is thinking")
    expected = answer_for_state(controller.state).text
    path = tmp_path / "mid.wwgame"
    assert files.save(path) is None
    recovered = RecoveryFile(tmp_path / "recovery.wwgame").load()
    assert recovered.actions == controller.actions == load_game(path).actions
    controller.skip_ahead()
    controller.skip_ahead()  # scored
    assert files.open(path) is None
    assert controller.view.controls.prompt.startswith("Dusty Dan is thinking")
    assert controller.computer_busy
    controller.skip_ahead()
    assert controller.view.controls.typed == expected
    controller.skip_ahead()
    assert controller.state.turns[-1].answer == expected
    offer_game = files.recovery.load()
    assert offer_game.actions == controller.actions
