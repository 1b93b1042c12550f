"""Learn to play through the real controller and files: the script runs to the end, Sam
plays only on his steps, nothing is recorded or kept, and leaving brings the game back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.play import right, start_game
from wildwest.controller import GameController
from wildwest.controller.tutorial import TutorialGuide
from wildwest.engine import Mode, shuffled_deal
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.settings import Settings
from wildwest.present import tutorial as script
from wildwest.present.tutorial import GUIDE, PUPIL, STEPS, Until
from wildwest.services.files_and_records import FilesAndRecords

DEAL = shuffled_deal(["Ann", "Ben"], seed=4821)


class Harness:
    """A controller, the files and records on a data folder, and the guide, wired as the
    window does."""

    def __init__(self, folder: Path) -> None:
        self.controller = GameController(pace="instant")
        self.store = RecordsStore.open(folder / "records.sqlite3")
        self.recovery = folder / "recovery.wwgame"
        self.files = FilesAndRecords(self.controller, Settings(None), self.store, self.recovery)
        self.guide = TutorialGuide(self.controller, self.files)
        self.ended: list[bool] = []
        self.guide.ended.connect(self.ended.append)
        self.refusals: list[str] = []
        self.controller.happened.connect(
            lambda event: (
                self.refusals.append(event.message)
                if type(event).__name__ == "ActionRefused"
                else None
            )
        )

    def do_step(self, qtbot, *, wrong_first: bool = False) -> None:
        """What the pupil does for the current step (Sam's steps: wait for him)."""
        step = STEPS[self.guide.step]
        before = self.guide.step
        if step.until is Until.NEXT:
            self.guide.next()
        elif step.until is Until.DRAW:
            self.controller.draw()
        elif step.until is Until.ANSWER:
            number = self.controller.state.pending.number
            if wrong_first:
                self.controller.submit("1")
                assert self.guide.step == before and self.guide.callout.note
            self.controller.submit(right(number))
        else:
            qtbot.waitUntil(lambda: self.guide.step != before, timeout=10_000)
        assert self.guide.step != before or not self.guide.active


@pytest.fixture
def harness(tmp_path, qapp):
    made = Harness(tmp_path)
    yield made
    made.files.shutdown()


def test_the_whole_tutorial_plays_to_the_end_and_nothing_is_recorded(qtbot, harness):
    """Every step from Howdy to Finish through the controller; the game ends 12 all, the
    pupil wins on the largest prime, and the records and the recovery file hold nothing."""
    harness.guide.start("Ann")
    state = harness.controller.state
    assert state.players == ("Ann", script.GUIDE_NAME) and state.seats[GUIDE].is_computer
    seen_over = False
    while harness.guide.active:
        view = harness.controller.view
        assert view.tutorial == harness.guide.callout
        if harness.controller.state.is_over:
            seen_over = True
            assert harness.controller.state.scores == (12, 12)
            assert harness.controller.state.result().winners == (PUPIL,)
        harness.do_step(qtbot, wrong_first=True)
        assert not harness.recovery.exists()
    assert seen_over and harness.ended == [False]
    assert harness.store.players() == []
    assert harness.controller.state is None and not harness.controller.view.has_game


def test_sam_waits_while_a_callout_is_read(qtbot, harness):
    """After the pupil's first turn it is Sam's, but he does not draw until the pupil has read
    the claim callout and pressed Next; Skip ahead cannot hurry him either."""
    harness.guide.start()
    while STEPS[harness.guide.step].id != "claim_1":
        harness.do_step(qtbot)
    assert harness.controller.state.current == GUIDE
    harness.controller.skip_ahead()
    assert not harness.controller.computer_busy
    assert len(harness.controller.state.turns) == 1
    harness.guide.next()
    qtbot.waitUntil(lambda: len(harness.controller.state.turns) == 2, timeout=10_000)
    assert STEPS[harness.guide.step].id == "held_2"


def test_only_the_steps_controls_are_live(qtbot, harness):
    """On the welcome the pupil may not draw (refused with a line why), on the face card
    step not answer, and Give up is never offered on the script."""
    harness.guide.start()
    assert not harness.controller.view.controls.draw
    harness.controller.draw()
    assert harness.controller.state.pending is None and harness.refusals
    harness.guide.next()
    assert harness.controller.view.controls.draw
    harness.controller.draw()
    controls = harness.controller.view.controls
    assert STEPS[harness.guide.step].id == "face_card"
    assert not controls.answer and not controls.give_up
    harness.controller.submit("3 x 7")
    assert not harness.controller.state.turns
    harness.controller.give_up()
    assert not harness.controller.state.turns


def test_leaving_halfway_brings_the_game_back_and_keeps_nothing(qtbot, harness):
    """Leave in the middle: the game before it is back with its moves, its recovery file
    is the same, and neither the tutorial's turns nor its game are in the records."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.controller.draw()
    harness.controller.submit(right(harness.controller.state.pending.number))
    harness.controller.draw()
    before = harness.controller.state
    recovery = harness.recovery.read_bytes()
    records = [(name, harness.store.summary(name)) for name in harness.store.players()]
    game_id = harness.files.game_id
    harness.guide.start()
    for _ in range(8):
        harness.do_step(qtbot)
    assert harness.controller.state.turns  # the tutorial has scored turns
    harness.guide.leave()
    assert harness.ended == [True]
    back = harness.controller.state
    assert (back.deal, back.turns, back.pending) == (before.deal, before.turns, before.pending)
    assert harness.controller.view.tutorial is None
    assert harness.recovery.read_bytes() == recovery
    assert [(n, harness.store.summary(n)) for n in harness.store.players()] == records
    assert harness.files.game_id == game_id and harness.files.in_progress


def test_saving_is_refused_during_the_tutorial(harness, tmp_path):
    """Save during Learn to play says why not and writes no file."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.guide.start()
    target = tmp_path / "x.wwgame"
    assert "Learn to play" in (harness.files.save(target) or "")
    assert not target.exists()


def test_opening_another_game_ends_the_tutorial(qtbot, harness, tmp_path):
    """A game opened in the middle (File → Open) ends the tutorial; that game goes on as
    usual and its turns are recorded again."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    path = tmp_path / "saved.wwgame"
    assert harness.files.save(path) is None
    harness.guide.start()
    harness.guide.next()
    assert harness.files.open(path) is None
    assert not harness.guide.active and harness.controller.view.tutorial is None
    assert not harness.files.in_tutorial
    harness.controller.draw()
    harness.controller.submit(right(harness.controller.state.pending.number))
    assert harness.store.players() == ["Ann"]


def test_hints_help_on_an_answer_step_and_the_step_still_ends_on_the_score(qtbot, harness):
    """Every hint may be taken on "Factor 21" (the game's usual Practice hints); the right
    answer then scores the turn and the script goes on to the claim callout."""
    harness.guide.start()
    harness.guide.next()
    harness.controller.draw()
    harness.guide.next()
    harness.guide.next()
    assert STEPS[harness.guide.step].until is Until.ANSWER
    hints = 0
    while harness.controller.view.controls.hint and hints < 10:
        harness.controller.take_hint()
        hints += 1
    assert hints >= 1 and not harness.refusals
    harness.controller.submit(right(harness.controller.state.pending.number))
    assert STEPS[harness.guide.step].id == "claim_1"
    assert harness.controller.view.tutorial == script.callout(harness.guide.step)


def test_the_tutorial_is_answered_by_typing_even_where_the_ladder_is_the_schools_way(
    qtbot, harness
):
    """Learn to play's callouts say "type": the ladder switch is not offered and typed answers
    are taken while it runs, even with the ladder locked; leaving brings the ladder back."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.controller.set_answer_method("ladder", locked=True)
    harness.guide.start("Ann")
    while STEPS[harness.guide.step].until is not Until.ANSWER:
        harness.do_step(qtbot)
        view = harness.controller.view
        assert not view.answer_way.offered and not view.answer_way.ladder
    before = harness.guide.step
    harness.controller.submit(right(harness.controller.state.pending.number))
    assert harness.guide.step != before
    assert not any("ladder" in message for message in harness.refusals)
    harness.guide.leave()
    harness.controller.draw()
    view = harness.controller.view
    assert view.answer_way.offered and view.answer_way.ladder and view.answer_way.locked
