"""Learn to play: the scripted deal teaches each rule at its step, and the runner walks it."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import example, given
from hypothesis import strategies as st

from wildwest import engine
from wildwest.present.tutorial import (
    GUIDE,
    GUIDE_NAME,
    MAX_CALLOUT,
    MAX_PUPIL_NAME,
    MAX_SENTENCES,
    MODE,
    PUPIL,
    RETRY_TEXT,
    STEPS,
    TARGETS,
    Concept,
    TutorialEvent,
    Until,
    callout,
    current_step,
    event_of,
    guide_action,
    guide_answer,
    is_done,
    next_step,
    on_script,
    pupil_name,
    sentences,
    tutorial_deal,
)

README = Path(__file__).resolve().parents[2] / "README.md"


def start(name: str = "You") -> engine.GameState:
    return engine.new_game(engine.parse_deal(tutorial_deal(name)), MODE)


def right_answer(number: int) -> str:
    return " × ".join(map(str, engine.prime_factors(number))) or "none"


@dataclass
class Walk:
    """A tutorial played the way the controller plays it: each step's state is kept."""

    state: engine.GameState
    index: int = 0
    seen: dict[int, engine.GameState] = field(default_factory=dict)
    rejected: dict[int, int] = field(default_factory=dict)

    def feed(self, events: tuple[engine.Event, ...]) -> None:
        for event in events:
            kind = event_of(event)
            if kind is TutorialEvent.ANSWER_REJECTED:
                self.rejected[self.index] = self.rejected.get(self.index, 0) + 1
            self.index = next_step(self.index, kind)

    def play(self, action: engine.Action) -> None:
        self.state, events = engine.apply(self.state, action)
        self.feed(events)


def walk(wrong_first: bool = True) -> Walk:
    """Play the whole tutorial: Next on Next steps, Draw on Draw steps, a wrong answer and
    then the right one on answer steps, and the guide's moves on guide steps."""
    run = Walk(start())
    for _ in range(200):
        step = current_step(run.index)
        if step is None:
            break
        run.seen.setdefault(run.index, run.state)
        if step.until is Until.NEXT:
            run.index = next_step(run.index, TutorialEvent.NEXT)
        elif step.until is Until.DRAW:
            run.play(engine.Draw())
        elif step.until is Until.ANSWER:
            assert run.state.pending is not None
            before = run.index
            if wrong_first:
                run.play(engine.Submit("2 × 2 × 2 × 2 × 2 × 2 × 2"))
                assert run.index == before and run.rejected[before] == 1
            run.play(engine.Submit(right_answer(run.state.pending.number)))
        else:
            action = guide_action(run.state, run.index)
            assert action is not None, step.id
            run.play(action)
    return run


FINAL = engine.play_out(start())
TURNS = FINAL.turns


def steps_of(concept: Concept) -> list[int]:
    return [i for i, step in enumerate(STEPS) if step.concept is concept]


def test_the_deal_is_valid_with_the_pupil_first_and_the_guide_second():
    """The deal parses with default rules: the pupil, then Sheriff Sam; one pack, 8 turns."""
    deal = engine.parse_deal(tutorial_deal("Ann"))
    assert deal.players == ("Ann", GUIDE_NAME) and deal.rules == engine.Rules()
    assert deal.packs == 1 and len(TURNS) == 8 and FINAL.is_over
    assert [turn.player for turn in TURNS] == [PUPIL, GUIDE] * 4


def test_played_right_the_game_ties_and_the_largest_prime_breaks_it():
    """12 points each; the pupil's 29 beats Sam's 23 (the engine's own result says so)."""
    result = FINAL.result()
    assert FINAL.scores == (12, 12)
    assert result.tie_break is engine.TieBreak.LARGEST_PRIME
    assert result.tied == (PUPIL, GUIDE) and result.winners == (PUPIL,)
    assert result.largest_prime == 29 and max(FINAL.holdings[GUIDE]) == 23


def test_the_whole_tutorial_walks_from_start_to_end():
    """Played step by step (a wrong answer first on every answer step), the runner reaches
    the end, the game is over, and it went exactly as the script says."""
    run = walk()
    assert is_done(run.index) and run.index == len(STEPS)
    assert run.state.is_over and on_script(run.state)
    assert run.state.scores == FINAL.scores
    answer_steps = [i for i, s in enumerate(STEPS) if s.until is Until.ANSWER]
    assert sorted(run.rejected) == answer_steps
    assert [t.attempts for t in run.state.turns if t.player == PUPIL] == [2, 2, 2, 2]


def test_each_step_is_shown_at_its_turn():
    """While a step of turn t is shown, turn t is the one in play (drawn, or just scored);
    before the first draw nothing has happened, and the last steps come after the game."""
    run = walk()
    for index, state in run.seen.items():
        step = STEPS[index]
        if step.turn == 0:
            assert not state.turns and state.pending is None
        elif step.turn == 9:
            assert state.is_over
        elif step.until in (Until.DRAW, Until.GUIDE):
            assert len(state.turns) == step.turn - 1 and state.pending is None, step.id
        else:
            in_play = len(state.turns) + (state.pending is not None)
            assert in_play == step.turn, step.id


def test_the_pupil_does_the_pupils_turns_and_the_guide_its_own():
    """Draw and answer steps fall on the pupil's turns, guide steps on Sam's."""
    for step in STEPS:
        if step.until in (Until.DRAW, Until.ANSWER):
            assert TURNS[step.turn - 1].player == PUPIL, step.id
        if step.until is Until.GUIDE:
            assert TURNS[step.turn - 1].player == GUIDE, step.id


def test_the_concepts_happen_at_their_steps():
    """Each concept's turn really shows it, asserted on the engine's TurnRecords."""
    for i in steps_of(Concept.FACE_CARD) + steps_of(Concept.DIGITS):
        turn = TURNS[STEPS[i].turn - 1]
        assert len(turn.digits) == turn.face.digits_asked
        assert str(turn.number) in STEPS[i].text or STEPS[i].concept is Concept.FACE_CARD
    for i in steps_of(Concept.LEADING_ZERO):
        turn = TURNS[STEPS[i].turn - 1]
        assert turn.digits[0].rank == "10" and turn.number < 10
        assert f"0{turn.number}" in STEPS[i].text
    for i in steps_of(Concept.CLAIM):
        turn = TURNS[STEPS[i].turn - 1]
        assert turn.claimed and turn.points == len(turn.claimed) and turn.multiplier == 1
    for i in steps_of(Concept.HELD):
        turn = TURNS[STEPS[i].turn - 1]
        assert turn.blocked and turn.points < turn.multiplier * len(turn.primes), STEPS[i].id
    for i in steps_of(Concept.JOKER):
        assert TURNS[STEPS[i].turn - 1].face.is_joker
    for i in steps_of(Concept.MULTIPLIER):
        if STEPS[i].until is Until.NEXT:
            assert TURNS[STEPS[i].turn - 1].multiplier > 1, STEPS[i].id
    for i in steps_of(Concept.STEAL):
        turn = TURNS[STEPS[i].turn - 1]
        assert turn.steal and turn.player == PUPIL
        assert {victim for victim, _ in turn.stolen} == {GUIDE}
    assert steps_of(Concept.TIE_BREAK) and STEPS[steps_of(Concept.TIE_BREAK)[0]].turn == 9


def test_the_brief_s_turns_happen_in_the_deal():
    """The leading zero turn starts with a Ten; a +1 claim; a held prime scoring 0; a ×3 and
    a ×2; a steal of 5 and 13 from Sam; the pupil's own prime scores 0 too."""
    assert TURNS[2].digits[0].rank == "10" and TURNS[2].number == 4 and TURNS[2].claimed == (2,)
    assert TURNS[1].blocked == ((7, PUPIL),) and TURNS[1].claimed == (5,) and TURNS[1].points == 1
    assert TURNS[4].multiplier == 3 and TURNS[4].blocked == ((2, PUPIL), (5, GUIDE))
    assert TURNS[5].multiplier == 2 and TURNS[5].points == 4
    assert TURNS[6].stolen == ((GUIDE, 5), (GUIDE, 13)) and TURNS[6].points == 6
    assert TURNS[7].points == 6 and TURNS[7].claimed == (19, 23)


def test_the_concepts_come_in_a_sensible_order():
    """Face card, digits, factoring, claiming, held primes, multipliers, the steal, then the
    winner and the tie-break; the leading zero comes once the digits are known."""
    first = {concept: min(steps_of(concept)) for concept in Concept}
    order = [
        Concept.FACE_CARD,
        Concept.DIGITS,
        Concept.FACTOR,
        Concept.CLAIM,
        Concept.HELD,
        Concept.MULTIPLIER,
        Concept.STEAL,
        Concept.WINNER,
        Concept.TIE_BREAK,
    ]
    assert [first[c] for c in order] == sorted(first[c] for c in order)
    assert first[Concept.DIGITS] < first[Concept.LEADING_ZERO] < first[Concept.MULTIPLIER]


def test_every_product_in_the_callouts_is_true():
    """Each "n = p × q …" a callout states is the number's prime factorisation, and each
    answer step names its turn's number."""
    for step in STEPS:
        for number, product in re.findall(r"(\d+) = (\d+(?: × \d+)+)", step.text):
            factors = [int(p) for p in product.split(" × ")]
            assert math.prod(factors) == int(number), step.id
            assert tuple(factors) == engine.prime_factors(int(number)), step.id
        if step.until is Until.ANSWER:
            assert re.search(rf"\b[Ff]actor {TURNS[step.turn - 1].number}\b", step.text), step.id


def test_every_score_in_the_callouts_is_the_engine_s():
    """Each "b points × m = p" a callout states is that turn's base, multiplier and points,
    and the final callouts' totals and largest primes are the engine's."""
    found = 0
    for step in STEPS:
        for base, times, points in re.findall(r"(\d+) points? × (\d) = (\d+)", step.text):
            turn = TURNS[min(step.turn, 8) - 1]
            assert (int(base), int(times), int(points)) == (turn.base, turn.multiplier, turn.points)
            found += 1
    assert found == 4
    tie = STEPS[steps_of(Concept.TIE_BREAK)[0]].text
    assert f"Your {max(FINAL.holdings[PUPIL])} beats Sam's {max(FINAL.holdings[GUIDE])}" in tie
    assert f"{FINAL.scores[PUPIL]} each" in STEPS[steps_of(Concept.WINNER)[0]].text


def test_every_target_is_a_documented_name():
    """Every step points at a name in TARGETS; the widget names are in the README's
    automation contract and the rest are card-table items."""
    readme = README.read_text(encoding="utf-8")
    for step in STEPS:
        assert step.target in TARGETS, step.id
    for name in TARGETS:
        assert name.startswith("table:") or f"`{name}`" in readme, name


def test_every_callout_is_short():
    """At most MAX_CALLOUT characters and MAX_SENTENCES sentences, with unique ids."""
    assert len({step.id for step in STEPS}) == len(STEPS)
    for step in STEPS:
        assert 0 < len(step.text) <= MAX_CALLOUT, step.id
        assert 1 <= sentences(step.text) <= MAX_SENTENCES, step.id
    assert sentences(RETRY_TEXT) <= MAX_SENTENCES and len(RETRY_TEXT) <= MAX_CALLOUT


def test_no_callout_gives_an_answer_before_it_is_typed():
    """On the pupil's turns, no step up to the answer step shows the factorisation the pupil
    is about to type (the steps after the answer may)."""
    for answer_index, answer_step in enumerate(STEPS):
        if answer_step.until is not Until.ANSWER:
            continue
        turn = TURNS[answer_step.turn - 1]
        for step in STEPS[: answer_index + 1]:
            if step.turn == answer_step.turn:
                assert f"= {right_answer(turn.number)}" not in step.text, step.id
                assert f"is {right_answer(turn.number)}." not in step.text, step.id


def test_the_runner_moves_only_on_the_event_that_ends_the_step():
    """Each kind of step ends on its own event and no other; the end stays the end."""
    ends = {
        Until.NEXT: TutorialEvent.NEXT,
        Until.DRAW: TutorialEvent.PUPIL_DREW,
        Until.ANSWER: TutorialEvent.PUPIL_SCORED,
        Until.GUIDE: TutorialEvent.GUIDE_SCORED,
    }
    for index, step in enumerate(STEPS):
        for event in (*TutorialEvent, None):
            expected = index + 1 if event is ends[step.until] else index
            assert next_step(index, event) == expected
    assert next_step(len(STEPS), TutorialEvent.NEXT) == len(STEPS)
    assert current_step(len(STEPS)) is None and current_step(-1) is None
    assert callout(len(STEPS)) is None


def test_the_callout_says_which_controls_are_live():
    """Next steps show Next (Finish last) with Draw and the answer greyed; a Draw step only
    Draw; an answer step only the answer box; the retry note only after a wrong answer."""
    for index, step in enumerate(STEPS):
        shown = callout(index)
        assert shown is not None and shown.text == step.text and shown.target == step.target
        assert shown.progress == f"Step {index + 1} of {len(STEPS)}"
        assert (shown.next_button is not None) == (step.until is Until.NEXT)
        assert shown.draw == (step.until is Until.DRAW)
        assert shown.answer == (step.until is Until.ANSWER)
        wrong = callout(index, rejected=2)
        assert wrong is not None
        assert wrong.note == (RETRY_TEXT if step.until is Until.ANSWER else "")
    last = callout(len(STEPS) - 1)
    assert last is not None and last.next_button == "F&inish"


def test_the_guide_plays_only_on_its_steps_and_always_right():
    """guide_action is None on the pupil's turn, on non-guide steps and after the game; on
    a guide step it draws and then submits the whole factorisation, which is complete."""
    state = start()
    for index in range(len(STEPS)):
        if STEPS[index].until is not Until.GUIDE:
            assert guide_action(state, index) is None
    guide_step = next(i for i, s in enumerate(STEPS) if s.until is Until.GUIDE)
    assert guide_action(state, guide_step) is None  # the pupil's turn comes first
    assert guide_action(FINAL, guide_step) is None
    for number in (0, 1, 13, 35, 187, 4370, 9999):
        check = engine.check_answer(number, engine.parse_answer(guide_answer(number)))
        assert check.complete


def test_giving_up_leaves_the_script():
    """A pupil who gives up claims nothing: on_script says the game left the script."""
    state = start()
    assert on_script(state)
    state, _ = engine.apply(state, engine.Draw())
    state, _ = engine.apply(state, engine.GiveUp())
    assert not on_script(state)


def test_the_pupils_name_is_tidied():
    """A blank name, the guide's own, one with a control character or a non-text name becomes
    "You"; a long one is cut."""
    assert pupil_name("   ") == "You" and pupil_name("SHERIFF SAM") == "You"
    assert pupil_name(None) == "You" and pupil_name("Ann") == "Ann"
    assert pupil_name("x" * 100) == "x" * MAX_PUPIL_NAME
    assert pupil_name("Ann\x00") == "You"


def test_the_guide_answers_like_a_sheriff_level_computer_player():
    """Sam's answers name the same factors as the engine's never-wrong Sheriff level."""
    for turn in TURNS:
        sheriff = engine.computer_answer(
            engine.Level.SHERIFF, turn.number, seed=0, seat=GUIDE, turn=0
        )
        ours = engine.parse_answer(guide_answer(turn.number))
        assert sorted(ours) == sorted(engine.parse_answer(sheriff.text))


@given(st.text(max_size=60))
@example("\xad")  # invisible alone: empty once a deal tidies it (found by this test)
@example("Ann\u200b" * 20)  # invisible characters past the length limit
def test_any_name_gives_a_valid_deal(name):
    """Whatever the caller passes as the pupil's name, the deal parses, the guide second."""
    deal = engine.parse_deal(tutorial_deal(name))
    assert deal.players[1] == GUIDE_NAME and 0 < len(deal.players[0]) <= MAX_PUPIL_NAME
