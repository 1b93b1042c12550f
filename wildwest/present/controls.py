"""The turn panel's controls: what it says and what is live, in each phase of a turn, for a
person and while a computer player plays (:class:`ComputerStep`).

Pure, no Qt.

>>> from wildwest.engine import Draw, Mode, apply, new_game, parse_deal
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> state = new_game(deal, Mode.PRACTICE)
>>> turn_controls(state).prompt
'Ann goes first. Press Draw to turn over a face card.'
>>> live = turn_controls(apply(state, Draw())[0])
>>> live.draw, live.answer, live.hint, live.hint_label
(False, True, True, 'Hin&t 1')
>>> turn_controls(None).prompt
'Start a new game.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wildwest import engine
from wildwest.engine import GameState
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import (
    NextAction,
    TurnControls,
    no_game_controls,
)
from wildwest.present.words import (
    level_label,
    none_word,
    shown_answer,
)


@dataclass(frozen=True, slots=True)
class ComputerStep:
    """Where a computer player's turn is, as the controller drives it (the engine knows only
    the draws and answers): about to ``draw``, thinking (``think``) about its number, or showing
    the ``answer`` it typed before it is scored. ``paused``: it waits for Next (the pace is
    step by step)."""

    stage: str
    paused: bool = False
    answer: str = ""


def computer_controls(state: GameState, step: ComputerStep | None) -> TurnControls:
    """The turn panel while a computer player plays: nothing to type, its answer on show, and
    Next (step by step) or Skip ahead."""
    player = state.current
    name = state.players[player]
    level = level_label(state.seats, player)
    stage = step.stage if step is not None else "draw"
    paused = step is not None and step.paused
    pending = state.pending
    if stage == "draw" or pending is None:
        prompt = (
            arg(
                translate("Presenter", "%1 (computer, %2) plays next. Press Next turn to watch."),
                name,
                level,
            )
            if paused
            else arg(
                translate("Presenter", "%1 (computer, %2) is playing: watch what it does."),
                name,
                level,
            )
        )
        action = NextAction.NEXT_TURN if paused else NextAction.SKIP_AHEAD
    elif stage == "think":
        prompt = arg(translate("Presenter", "%1 is thinking about %2…"), name, pending.number)
        action = NextAction.SKIP_AHEAD
    else:
        answer = step.answer if step is not None else ""
        prompt = arg(translate("Presenter", "%1 answered %2."), name, answer)
        prompt += (
            translate("Presenter", " Is it right? Press Next to check it.")
            if paused
            else translate("Presenter", " Checking it…")
        )
        action = NextAction.CHECK_ANSWER if paused else NextAction.SKIP_AHEAD
    return TurnControls(
        arg(translate("Presenter", "%1's turn (computer)"), name),
        prompt,
        False,
        False,
        False,
        False,
        computer=True,
        typed=shown_answer(step.answer) if step is not None and stage == "answer" else "",
        next_action=action,
    )


def turn_controls(state: GameState | None, step: ComputerStep | None = None) -> TurnControls:
    if state is None:
        return no_game_controls()
    if state.is_over:
        return TurnControls(
            translate("Presenter", "Game over"),
            translate("Presenter", "That was the last turn. Press See the results."),
            False,
            False,
            False,
            False,
            over=True,
        )
    if state.computer_to_play:
        return computer_controls(state, step)
    name = state.players[state.current]
    if state.real_cards:
        return replace(
            _phase_controls(state, name),
            turn_text=name,  # Enter cards is longer than Draw: the name alone leaves it room
            draw_label=translate("Presenter", REAL_CARDS_DRAW),
            draw_tip=translate("Presenter", "Show the app the cards you turned over (Ctrl+D)"),
        )
    return _phase_controls(state, name)


def _give_up_detail(*, practice: bool, more_hints: bool) -> str:
    """What giving up means, said before it is done (Give up asks first).

    >>> _give_up_detail(practice=True, more_hints=True)
    'You will see the answer, and you claim no primes this turn. A hint or another try may \
still get you there.'
    """
    detail = translate("Presenter", "You will see the answer, and you claim no primes this turn.")
    if not practice:
        return detail
    still = (
        translate("Presenter", "A hint or another try may still get you there.")
        if more_hints
        else translate("Presenter", "Another try may still get you there.")
    )
    return f"{detail} {still}"


REAL_CARDS_DRAW = QT_TRANSLATE_NOOP("Presenter", "&Enter cards")
"""What the Draw button says in a game with real cards, in every phase."""


def _phase_controls(state: GameState, name: str) -> TurnControls:
    if state.phase is engine.Phase.DRAW and state.real_cards:
        first = (
            arg(translate("Presenter", "%1 goes first. "), name)
            if not state.turns
            else arg(translate("Presenter", "%1's turn. "), name)
        )
        prompt = first + translate(
            "Presenter", "Turn over a face card and its digit cards, then press Enter cards."
        )
        return TurnControls(name, prompt, True, False, False, False)
    if state.phase is engine.Phase.DRAW:
        prompt = (
            arg(translate("Presenter", "%1 goes first. Press Draw to turn over a face card."), name)
            if not state.turns
            else arg(translate("Presenter", "Press Draw to turn over a face card for %1."), name)
        )
        return TurnControls(
            arg(translate("Presenter", "%1's turn"), name), prompt, True, False, False, False
        )
    pending = state.pending
    assert pending is not None
    practice = state.mode is engine.Mode.PRACTICE
    prompt = arg(
        translate("Presenter", "Type the prime factors of %1 (like 2^2 × 3) and press Check."),
        pending.number,
    )
    if not practice:
        prompt += translate("Presenter", " One try!")
    if pending.number < 2:
        #: %2 is the word for "none" that pupils type for 0 and 1
        prompt = arg(
            translate("Presenter", "What are the prime factors of %1? (Type %2 if it has none.)"),
            pending.number,
            none_word(),
        )
    next_hint = pending.hints + 1
    more_hints = practice and next_hint <= engine.MAX_HINT_LEVEL
    hint_label = (
        arg(translate("Presenter", "Hin&t %1"), next_hint)
        if more_hints or not practice
        else translate("Presenter", "No more hin&ts")
    )
    return TurnControls(
        arg(translate("Presenter", "%1's turn"), name),
        prompt,
        False,
        True,
        more_hints,
        True,
        hint_label,
        hints_offered=practice,
        give_up_question=arg(translate("Presenter", "Give up on %1?"), pending.number),
        give_up_detail=_give_up_detail(practice=practice, more_hints=more_hints),
    )
