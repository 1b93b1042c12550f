"""The one transition function, and the rules it applies.

The state, the actions and the events are frozen values (:mod:`wildwest.engine.state`);
:func:`apply` returns the next state and the events that happened, so undo is keeping the
previous state. The RULES.md worked
example, once Ann holds 3:

>>> from wildwest.engine.deal import parse_deal
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> state = new_game(deal)
>>> state, _ = apply(state, Draw())       # Ann: joker, 33 = 3 × 11: claims 3 and 11
>>> state, events = apply(state, Draw())  # Ben: K♠ 3♠ A♥ 10♠ 5♠ → 3105 = 3³ × 5 × 23
>>> turn = state.turns[-1]
>>> turn.claimed, turn.blocked, turn.multiplier, turn.points
((5, 23), ((3, 0),), 4, 8)
"""

from __future__ import annotations

from dataclasses import replace

from .answers import (
    MAX_ANSWER_LENGTH,
    MAX_HINT_LEVEL,
    AnswerCheck,
    check_answer,
    hint,
    parse_answer,
)
from .cards import Card
from .deal import Deal
from .errors import AnswerError, IllegalActionError
from .phrases import QT_TRANSLATE_NOOP, Phrase, message_of
from .primes import Factorisation, distinct_primes, factorise
from .real_cards import DRAW_REFUSED, full_piles, take, why_not_out_of_cards, why_refused
from .state import (
    Action,
    AnswerRejected,
    AnswerUnreadable,
    Draw,
    EndKind,
    EndReason,
    Event,
    GameOver,
    GameState,
    GiveUp,
    HintGiven,
    Mode,
    OutOfCards,
    PendingTurn,
    Phase,
    PlayCards,
    Submit,
    TakeHint,
    TurnRecord,
    TurnScored,
    TurnStarted,
)
from .strategy import ComputerAnswer, computer_answer, deal_seed

MAX_ANSWERS_PER_TURN = 20
"""The most answers a person may give to one number (Practice: a wrong one may be tried
again); then only a hint or Give up. It bounds a game's moves, so a save file holds any game
(the first turn's 20th wrong answer is as many as a pupil needs to see the answer)."""


def new_game(deal: Deal, mode: Mode | str = Mode.AUTO, *, real_cards: bool = False) -> GameState:
    """The state before the first turn (already over if the deal cannot give a turn).

    ``real_cards``: the players turn over real cards (RULES.md "Real cards"); the deal then
    lists no cards, only the players, the packs and the house rules.
    """
    players = len(deal.players)
    faces, digits = full_piles(deal) if real_cards else (deal.face_pile, deal.digit_pile)
    state = GameState(
        deal=deal,
        mode=Mode(mode),
        face_pile=faces,
        digit_pile=digits,
        scores=(0,) * players,
        holdings=(frozenset(),) * players,
        real_cards=real_cards,
    )
    return _check_end(state)


def end_reason(state: GameState) -> EndReason | None:
    """Why the game ends before the current player's turn, or ``None`` if it goes on."""
    players = len(state.players)
    if not state.face_pile:
        return EndReason(EndKind.FACE_PILE_EMPTY, players=players)
    left = len(state.face_pile)
    if state.deal.rules.equal_turns and len(state.turns) % players == 0 and left < players:
        return EndReason(EndKind.EQUAL_TURNS, faces_left=left, players=players)
    if state.real_cards:  # whole packs: the digits left always cover the face cards left
        return None
    face = state.face_pile[0]
    asked = face.digits_asked or 0
    if len(state.digit_pile) < asked:
        return EndReason(
            EndKind.DIGITS_SHORT,
            faces_left=left,
            players=players,
            face=face,
            digits_asked=asked,
            digits_left=len(state.digit_pile),
        )
    return None


def _check_end(state: GameState) -> GameState:
    reason = end_reason(state)
    if reason is None:
        return state
    return replace(state, phase=Phase.OVER, end_reason=reason)


def why_illegal(state: GameState, action: Action) -> str | None:
    """Why ``action`` cannot be taken now, or ``None`` if it can."""
    if state.phase is Phase.OVER:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "The game is over."))
    if isinstance(action, OutOfCards):
        return why_not_out_of_cards(state)
    if isinstance(action, Draw | PlayCards):
        if state.phase is not Phase.DRAW:
            return Phrase(
                QT_TRANSLATE_NOOP("Engine", "The digits are already down: factor the number first.")
            )
        if isinstance(action, PlayCards):
            return why_refused(state, action)
        return DRAW_REFUSED if state.real_cards else None
    if state.phase is not Phase.ANSWER:  # (in Auto a drawn turn is scored at once)
        if state.real_cards:
            return Phrase(QT_TRANSLATE_NOOP("Engine", "Enter the cards first."))
        return Phrase(QT_TRANSLATE_NOOP("Engine", "Draw the cards first."))
    if state.pending is not None and state.seats[state.pending.player].is_computer:
        return _why_not_the_computers(state, action)
    if isinstance(action, TakeHint):
        if state.mode is not Mode.PRACTICE:
            return Phrase(QT_TRANSLATE_NOOP("Engine", "Hints are only for Practice mode."))
        if state.pending is not None and state.pending.hints >= MAX_HINT_LEVEL:
            return Phrase(
                QT_TRANSLATE_NOOP("Engine", "No more hints: press Give up to see the answer.")
            )
    if isinstance(action, Submit):
        return _why_not_this_answer(state, action)
    return None


def _why_not_this_answer(state: GameState, action: Submit) -> str | None:
    """A person's answer is refused when it is longer than the answer box holds (spaces
    included) or the turn has had :data:`MAX_ANSWERS_PER_TURN` answers already: so every
    game, and every file that saves one, has a most moves (README, "Limits")."""
    if isinstance(action.text, str) and len(action.text) > MAX_ANSWER_LENGTH:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "That answer is too long: type at most %1 characters."),
            MAX_ANSWER_LENGTH,
        )
    pending = state.pending
    if pending is not None and pending.attempts >= MAX_ANSWERS_PER_TURN:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "You have tried %1 times: press Give up to see the answer."
            ),
            MAX_ANSWERS_PER_TURN,
        )
    return None


def _why_not_the_computers(state: GameState, action: Action) -> str | None:
    """A computer seat gives one answer, its own (:func:`answer_for_state`), and nothing else."""
    name = state.players[state.current]
    if not isinstance(action, Submit):
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1 is a computer player and gives one answer, with no hints."
            ),
            name,
        )
    if action.text != answer_for_state(state).text:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is a computer player and gives its own answer."), name
        )
    return None


def answer_for_state(state: GameState) -> ComputerAnswer:
    """The answer the current player, a computer seat, gives in a game waiting for one.

    It is decided from the deal code, the seat and the turns played
    (:func:`~wildwest.engine.strategy.computer_answer`), so a replayed or reopened game
    gives the same answer. In Auto mode the engine factors every number itself and the game
    never waits for an answer: a computer seat just plays :class:`Draw` there.
    """
    pending = state.pending
    if state.phase is not Phase.ANSWER or pending is None:
        raise IllegalActionError(
            Phrase(QT_TRANSLATE_NOOP("Engine", "The game is not waiting for an answer."))
        )
    level = state.seats[pending.player].level
    if level is None:
        raise IllegalActionError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 is not a computer player."),
                state.players[pending.player],
            )
        )
    return computer_answer(
        level,
        pending.number,
        seed=deal_seed(state.deal),
        seat=pending.player,
        turn=len(state.turns),
    )


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The one transition function: the next state and what happened.

    Raises :class:`IllegalActionError` when the action is not allowed now.
    """
    problem = why_illegal(state, action)
    if problem is not None:
        raise IllegalActionError(problem)
    if isinstance(action, Draw):
        return _draw(state)
    if isinstance(action, PlayCards):
        faces = take(state.face_pile, (action.face,))
        return _turn_over(
            state, action.face, action.digits, faces, take(state.digit_pile, action.digits)
        )
    if isinstance(action, OutOfCards):
        reason = EndReason(
            EndKind.OUT_OF_CARDS, faces_left=len(state.face_pile), players=len(state.players)
        )
        over = replace(state, phase=Phase.OVER, end_reason=reason)
        return over, (GameOver(over.result(), reason),)
    pending = state.pending
    assert pending is not None
    if isinstance(action, GiveUp):
        return _score(state, pending, named=frozenset(), gave_up=True)
    if isinstance(action, TakeHint):
        level = pending.hints + 1
        text = hint(pending.number, level, typed=action.typed)
        new_state = replace(state, pending=replace(pending, hints=level))
        return new_state, (HintGiven(level, text),)
    try:
        factors = parse_answer(action.text)
    except AnswerError as error:
        return state, (AnswerUnreadable(message_of(error)),)
    check = check_answer(pending.number, factors)
    pending = replace(
        pending,
        attempts=pending.attempts + 1,
        mistakes=tuple(dict.fromkeys((*pending.mistakes, *check.mistakes))),
    )
    final = state.seats[pending.player].is_computer  # a computer's one answer is scored as given
    if state.mode is Mode.PRACTICE and not check.complete and not final:
        return replace(state, pending=pending), (AnswerRejected(check),)
    named = frozenset(distinct_primes(pending.number)) if check.complete else check.correct_primes
    return _score(state, pending, named=named, answer=action.text.strip(), check=check)


def _draw(state: GameState) -> tuple[GameState, tuple[Event, ...]]:
    face = state.face_pile[0]
    asked = face.digits_asked or 0
    return _turn_over(
        state, face, state.digit_pile[:asked], state.face_pile[1:], state.digit_pile[asked:]
    )


def _turn_over(
    state: GameState,
    face: Card,
    digits: tuple[Card, ...],
    face_pile: tuple[Card, ...],
    digit_pile: tuple[Card, ...],
) -> tuple[GameState, tuple[Event, ...]]:
    """The face card and its digits are down (drawn, or entered from real cards); in Auto
    the turn is scored at once."""
    number = 0
    for card in digits:
        number = number * 10 + (card.digit or 0)
    pending = PendingTurn(state.current, face, digits, number)
    drawn = replace(
        state,
        face_pile=face_pile,
        digit_pile=digit_pile,
        pending=pending,
        phase=Phase.ANSWER,
    )
    started = TurnStarted(pending)
    if state.mode is Mode.AUTO:
        after, events = _score(drawn, pending, named=frozenset(distinct_primes(number)))
        return after, (started, *events)
    return drawn, (started,)


def settle(
    primes: tuple[int, ...] | frozenset[int],
    holder: dict[int, int],
    player: int,
    steal: bool,
) -> tuple[list[int], list[tuple[int, int]], list[int], list[tuple[int, int]]]:
    """Score named primes against who holds what (RULES.md "A turn", steps 4 and 6).

    Updates ``holder`` (prime → player) in place and returns
    ``(claimed, stolen, kept, blocked)``: free primes claimed, (victim, prime)
    pairs stolen, own primes counted again on a steal, and (prime, holder) pairs
    that scored nothing. The base points are ``len(claimed) + len(stolen) + len(kept)``.
    """
    claimed: list[int] = []
    stolen: list[tuple[int, int]] = []
    kept: list[int] = []
    blocked: list[tuple[int, int]] = []
    for p in sorted(primes):
        owner = holder.get(p)
        if owner is None:
            holder[p] = player
            claimed.append(p)
        elif not steal:
            blocked.append((p, owner))
        elif owner == player:
            kept.append(p)
        else:
            holder[p] = player
            stolen.append((owner, p))
    return claimed, stolen, kept, blocked


def suit_matches(face: Card, digits: tuple[Card, ...]) -> int:
    """Digit cards whose suit is the face card's suit (0 for a joker)."""
    if face.suit is None:
        return 0
    return sum(1 for card in digits if card.suit == face.suit)


def _score(
    state: GameState,
    pending: PendingTurn,
    *,
    named: frozenset[int],
    gave_up: bool = False,
    answer: str | None = None,
    check: AnswerCheck | None = None,
) -> tuple[GameState, tuple[Event, ...]]:
    player = pending.player
    matches = suit_matches(pending.face, pending.digits)
    steal = pending.face.suit is not None and matches == len(pending.digits)
    holder = state.holders()
    claimed, stolen, kept, blocked = settle(named, holder, player, steal)
    base = len(claimed) + len(stolen) + len(kept)
    points = base * (matches + 1)
    scores = list(state.scores)
    scores[player] += points
    if state.deal.rules.steal_costs_points:
        for victim, _ in stolen:
            scores[victim] -= 1
    holdings: list[set[int]] = [set() for _ in state.players]
    for p, owner in holder.items():
        holdings[owner].add(p)
    primes = distinct_primes(pending.number)
    turn = TurnRecord(
        player=player,
        face=pending.face,
        digits=pending.digits,
        number=pending.number,
        factors=factorise(pending.number),
        claimed=tuple(claimed),
        stolen=tuple(stolen),
        kept=tuple(kept),
        blocked=tuple(blocked),
        missed=tuple(p for p in primes if p not in named),
        matches=matches,
        steal=steal,
        base=base,
        points=points,
        gave_up=gave_up,
        attempts=max(1, pending.attempts),
        hints=pending.hints,
        mistakes=pending.mistakes,
        answer=answer,
        check=check,
    )
    scored = replace(
        state,
        scores=tuple(scores),
        holdings=tuple(frozenset(h) for h in holdings),
        current=(player + 1) % len(state.players),
        turns=(*state.turns, turn),
        pending=None,
        phase=Phase.DRAW,
    )
    after = _check_end(scored)
    events: list[Event] = [TurnScored(turn)]
    if after.is_over:
        assert after.end_reason is not None
        events.append(GameOver(after.result(), after.end_reason))
    return after, tuple(events)


def play_out(state: GameState) -> GameState:
    """Play every remaining turn: people with correct factoring, computer seats with their
    own answers (for replay and tests; in Auto, the mode ``replay`` plays, every number is
    factored correctly)."""
    while not state.is_over:
        if state.phase is Phase.DRAW:
            state, _ = apply(state, Draw())
        else:
            assert state.pending is not None
            if state.seats[state.pending.player].is_computer:
                text = answer_for_state(state).text
            else:
                text = _answer_for(state.pending.number)
            state, _ = apply(state, Submit(text))
    return state


def _answer_for(number: int) -> str:
    if number < 2:
        return "none"
    return " × ".join(str(p) for p in _expand(factorise(number)))


def _expand(factors: Factorisation) -> list[int]:
    return [p for p, e in factors for _ in range(e)]
