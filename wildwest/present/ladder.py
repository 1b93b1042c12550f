"""The division ladder answer (Practice), in words and rows for the ladder panel.

The controller keeps a :class:`LadderWork` for the turn being answered: the engine's
:class:`~wildwest.engine.ladder.Ladder`, the primes tried on each rung and the last move's
result. It makes the moves with the engine (:mod:`wildwest.engine.ladder`) and records them
here with :func:`after_move`, which only bookkeeps; :func:`ladder_view` turns the work into
the :class:`~wildwest.present.view_state.LadderView` the panel draws, and :func:`with_ladder`
puts it, the switch and the step's feedback into the window's view state.

>>> from wildwest.engine.ladder import give_quotient, try_prime
>>> work = begin_work(28, turn=0)
>>> for move, entry in ((try_prime, "3"), (try_prime, "2"), (give_quotient, "13")):
...     work = after_move(work, *move(work.ladder, entry))
>>> view = ladder_view(work)
>>> view.step, view.quotient_label, work.slips
('Work out 28 ÷ 2. Check: 2 × your answer should make 28.', '28 ÷ 2 =', 1)
>>> [(row.kind, row.dividend, row.prime, [t.text for t in row.trials]) for row in view.rows]
[('rung', 28, 2, ['3 ✗', '2 ✓'])]
>>> step_feedback(work.last).text
'✗ 2 × 13 = 26, not 28: try a bigger number.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wildwest.engine import Mode
from wildwest.engine.ladder import Ladder, LadderKind, LadderResult, start_ladder
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import (
    AnswerWayView,
    FeedbackView,
    LadderRow,
    LadderStepped,
    LadderView,
    Line,
    Trial,
    ViewState,
    with_hints,
)
from wildwest.present.words import say

TYPED = "typed"
LADDER = "ladder"
METHODS = (TYPED, LADDER)
"""The ways to answer in Practice (setting ``game/answer_method``; records keep which)."""
LADDER_PRIMES = (2, 3, 5, 7, 11, 13)
"""The primes on the ladder panel's buttons (any other prime is typed)."""

_GOOD = frozenset({LadderKind.DIVIDES, LadderKind.RIGHT_QUOTIENT, LadderKind.REST_IS_PRIME})
_INFO = frozenset({LadderKind.DOES_NOT_DIVIDE, LadderKind.FINISHED})


@dataclass(frozen=True, slots=True)
class LadderWork:
    """A pupil's ladder for one turn, as the controller keeps it.

    ``turn`` is the index the turn will have among the scored turns (so a ladder is never
    carried into another turn); ``trials`` holds, per rung, the primes tried on it in order
    (the last entry is the rung being worked on); ``slips`` counts the factoring mistakes
    (:data:`wildwest.engine.ladder.MISTAKES`) made on the way, for the learning records.
    """

    ladder: Ladder
    turn: int
    trials: tuple[tuple[Trial, ...], ...] = ((),)
    last: LadderResult | None = None
    slips: int = 0


def begin_work(number: int, *, turn: int) -> LadderWork:
    """A fresh ladder for the number on the table.

    >>> begin_work(60, turn=3).ladder.rest
    60
    """
    return LadderWork(start_ladder(number), turn)


def after_move(work: LadderWork, ladder: Ladder, result: LadderResult) -> LadderWork:
    """The work after one engine move (the next ladder and what happened), with the primes
    tried on each rung kept for the drawing.

    >>> from wildwest.engine.ladder import declare_prime
    >>> work = after_move(begin_work(7, turn=0), *declare_prime(start_ladder(7)))
    >>> work.ladder.finished, [t.text for t in work.trials[0]]
    (True, ['7 ✓'])
    """
    trials = list(work.trials)
    kind = result.kind
    if kind in (LadderKind.DIVIDES, LadderKind.DOES_NOT_DIVIDE) and result.value is not None:
        trials[-1] = (*trials[-1], Trial(result.value, kind is LadderKind.DIVIDES))
    elif kind is LadderKind.REST_IS_PRIME:
        trials[-1] = (*trials[-1], Trial(result.rest, True))
        trials.append(())
    elif kind is LadderKind.RIGHT_QUOTIENT:
        trials.append(())
    return replace(
        work, ladder=ladder, trials=tuple(trials), last=result, slips=work.slips + result.mistake
    )


def step_tone(kind: LadderKind) -> str:
    """``good`` for a step that worked, ``info`` for a prime that does not divide (that is how
    a ladder is climbed), ``bad`` for a mistake or an entry that could not be used."""
    if kind in _GOOD:
        return "good"
    if kind in _INFO:
        return "info"
    return "bad"


def step_feedback(result: LadderResult) -> FeedbackView:
    """The feedback area after a step: the engine's sentence, marked by how it went."""
    tone = step_tone(result.kind)
    return FeedbackView((Line(say(result.text), tone),), tone)


def step_focus(work: LadderWork) -> str:
    """Where the keyboard goes after a step: the quotient box while a quotient is asked for,
    else the prime box. Once the √ rule applies the words ask what it tells, and the focus
    stays in the prime box: moving it to *It is prime* would answer for the pupil.

    >>> from wildwest.engine.ladder import try_prime
    >>> work = begin_work(7, turn=0)
    >>> step_focus(after_move(work, *try_prime(work.ladder, "2")))
    'prime'
    """
    ladder = work.ladder
    if ladder.finished:
        return ""
    return "quotient" if ladder.waiting_for_quotient else "prime"


def stepped_event(work: LadderWork) -> LadderStepped:
    """The view event for the step just made (its words are what a screen reader says)."""
    assert work.last is not None
    feedback = step_feedback(work.last)
    spoken = feedback.spoken
    view = ladder_view(work)
    divides = work.last.kind is LadderKind.DIVIDES and work.ladder.divisor is not None
    if divides:  # "Yes: 2 divides 22. Now work out 22 ÷ 2." has said the step: only the check
        #: said after "Yes: 2 divides 22. Now work out 22 ÷ 2.": %1 the rest (22), %2 the prime
        check = translate("Ladder", "Check: %2 × your answer should make %1.")
        spoken += " " + arg(check, work.last.rest, work.ladder.divisor)
    elif not view.finished:
        spoken += f" {view.step}"
    return LadderStepped(feedback, step_focus(work), spoken)


def _rows(work: LadderWork) -> tuple[LadderRow, ...]:
    ladder = work.ladder
    rows: list[LadderRow] = []
    for index, rung in enumerate(ladder.rungs):
        trials = work.trials[index] if index < len(work.trials) else ()
        last = rung.quotient == 1
        note = f"{rung.dividend} ÷ {rung.prime} = {rung.quotient}"
        if last:
            note += arg(translate("Ladder", ": %1 is prime"), rung.dividend)
        rows.append(
            LadderRow(
                "rung",
                rung.dividend,
                rung.prime,
                rung.quotient,
                trials=trials,
                note=note + ".",
                tail="prime" if last else "",
                is_last=last,
            )
        )
    if ladder.number < 2:
        return (LadderRow("end", ladder.number, note=f"{ladder.number}."),)
    if ladder.finished:
        rows.append(LadderRow("end", 1, note=translate("Ladder", "1: the foot of the ladder.")))
    elif ladder.divisor is not None:
        trials = work.trials[-1]
        note = f"{ladder.rest} ÷ {ladder.divisor} = ?"
        rows.append(LadderRow("rung", ladder.rest, ladder.divisor, trials=trials, note=note))
    else:
        tried = [str(t.prime) for t in work.trials[-1]]
        note = (
            arg(translate("Ladder", "%1: tried %2."), ladder.rest, ", ".join(tried))
            if tried
            else f"{ladder.rest}."
        )
        rows.append(LadderRow("end", ladder.rest, note=note))
    return tuple(rows)


def ladder_view(work: LadderWork) -> LadderView:
    """What the ladder panel shows for ``work``.

    >>> view = ladder_view(begin_work(9962, turn=2))
    >>> view.heading, view.step, view.can_try, view.primes
    ('Division ladder for 9962', 'Try a prime on 9962.', True, (2, 3, 5, 7, 11, 13))
    """
    ladder = work.ladder
    rest = ladder.rest
    rows = _rows(work)
    heading = arg(translate("Ladder", "Division ladder for %1"), ladder.number)
    spoken = f"{heading}: " + " ".join(row.note for row in rows)
    if ladder.finished:
        if ladder.number < 2:
            step = arg(
                translate("Ladder", "%1 has no prime factors: the ladder has nothing to divide."),
                ladder.number,
            )
        elif len(ladder.factors) == 1:
            step = arg(translate("Ladder", "The ladder is finished: %1 is prime."), ladder.number)
        else:
            factors = " × ".join(str(p) for p in ladder.factors)
            step = arg(
                translate("Ladder", "The ladder is finished: %1 = %2."), ladder.number, factors
            )
        return LadderView(ladder.number, heading, rows, step, finished=True, spoken=spoken)
    ruled_out = tuple(p for p in LADDER_PRIMES if p in ladder.tried)
    tried = ""
    if ladder.tried:
        listed = ", ".join(str(p) for p in ladder.tried)
        tried = arg(translate("Ladder", "Already ruled out: %1."), listed)
    if ladder.divisor is not None:
        divisor = ladder.divisor
        step = arg(
            translate("Ladder", "Work out %1 ÷ %2. Check: %2 × your answer should make %1."),
            rest,
            divisor,
        )
        return LadderView(
            ladder.number,
            heading,
            rows,
            step,
            tried,
            LADDER_PRIMES,
            ruled_out,
            quotient_label=f"{rest} ÷ {divisor} =",
            spoken=spoken,
        )
    step = arg(translate("Ladder", "Try a prime on %1."), rest)
    if ladder.rungs:
        step += translate("Ladder", " If no prime divides it, it is prime.")
    return LadderView(
        ladder.number,
        heading,
        rows,
        step,
        tried,
        LADDER_PRIMES,
        ruled_out,
        can_try=True,
        spoken=spoken,
    )


def answer_way(
    *, practice: bool, person: bool, ladder: bool, locked: bool, answering: bool
) -> AnswerWayView:
    """The switch: offered in a person's Practice turn while the answer is still to give.

    >>> answer_way(practice=True, person=True, ladder=True, locked=True, answering=True).tip
    'Your teacher has chosen how you answer: climb the division ladder step by step.'
    """
    if not (practice and person and answering):
        return AnswerWayView(ladder=ladder, locked=locked)
    if locked:
        how = (
            translate("Ladder", "climb the division ladder step by step")
            if ladder
            else translate("Ladder", "type the factorisation")
        )
        tip = arg(translate("Ladder", "Your teacher has chosen how you answer: %1."), how)
    else:
        tip = translate(
            "Ladder", "Climb a division ladder step by step instead of typing the factorisation"
        )
    return AnswerWayView(True, ladder, locked, tip=tip)


def ladder_prompt(number: int) -> str:
    """The turn panel's prompt while the pupil answers by ladder."""
    return arg(translate("Ladder", "Climb the division ladder for %1, one step at a time."), number)


def with_ladder(
    view: ViewState,
    work: LadderWork | None,
    way: AnswerWayView,
    *,
    mode: Mode | None,
    feedback: bool = False,
) -> ViewState:
    """``view`` with the answer switch, and the ladder when one is climbed (or was just
    finished): the prompt says to climb it, and ``feedback`` puts the last step's words in
    the feedback area (after a ladder move; other changes keep their own feedback)."""
    if work is None:
        return replace(view, answer_way=way)
    shown = ladder_view(work)
    controls = view.controls
    if not shown.finished and mode is Mode.PRACTICE:
        controls = replace(controls, prompt=ladder_prompt(work.ladder.number))
    said = view.said
    if feedback and work.last is not None:
        said = step_feedback(work.last)
    return replace(
        view,
        answer_way=way,
        ladder=shown,
        controls=controls,
        feedback=with_hints(said, view.hints),
        said=said,
    )


__all__ = [
    "LADDER",
    "LADDER_PRIMES",
    "METHODS",
    "TYPED",
    "LadderWork",
    "after_move",
    "answer_way",
    "begin_work",
    "ladder_prompt",
    "ladder_view",
    "step_feedback",
    "step_focus",
    "step_tone",
    "stepped_event",
    "with_ladder",
]
