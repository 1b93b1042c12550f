"""Words and numbers for the views, made once per change from the engine's values.

:func:`present` turns a game state (and the engine events that led to it)
into one :class:`~wildwest.present.view_state.ViewState`, and, in the same pass
(:func:`present_change`), the engine's events into the view events that animations and
screen readers need; the feedback area's words are read from those events, so each event
is put into words once. Everything here is pure and fast; nothing here knows Qt.

:func:`present` only assembles: a turn in words is :mod:`~wildwest.present.turn_words`,
the turn panel :mod:`~wildwest.present.controls`, the game-over page
:mod:`~wildwest.present.results`, the card picker :mod:`~wildwest.present.real_cards` and
the prime panel's part :mod:`~wildwest.present.reference.holders`; the table, the
scoreboard and the status bar, a few lines each, are made here.

The RULES.md worked example, as the feedback area says it:

>>> from wildwest.engine import Draw, apply, new_game, parse_deal
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> state, _ = apply(new_game(deal), Draw())
>>> state, events = apply(state, Draw())
>>> view = present(state, game=1, events=events)
>>> print(view.feedback.text)
✓ Ben scores 8 points.
3105 = 3³ × 5 × 23.
✓ Claimed 5 and 23: +2.
3 is already held by Ann, so it scores 0.
3 suit matches: ×4.
Points: 2 × 4 = 8.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ParamSpec

from wildwest import engine
from wildwest.engine import GameState
from wildwest.present.controls import ComputerStep, turn_controls
from wildwest.present.real_cards import Entry, picker_view
from wildwest.present.reference.holders import panel_view
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.turn_words import (
    drawn_cards,
    factorisation_text,
    log_row,
    pending_text,
    short_factorisation,
)
from wildwest.present.view_state import (
    ActionRefused,
    AnswerChecked,
    CardsDrawn,
    ComputerAnswered,
    ComputerThinking,
    ComputerWaiting,
    FeedbackView,
    GameEnded,
    GameShown,
    HintShown,
    HintsView,
    Line,
    LogRow,
    ResultView,
    ScoreRow,
    StatusView,
    TableView,
    TurnScored,
    ViewEvent,
    ViewState,
    with_hints,
)
from wildwest.present.words import (
    join_words,
    level_label,
    mode_name,
    say,
    shown_answer,
)

_Args = ParamSpec("_Args")

APP_TITLE = QT_TRANSLATE_NOOP("Presenter", "Wild West")

# ---------------------------------------------------------------- the window's parts


def table_banner(state: GameState) -> str:
    """The line across the top of the table: whose cards are showing and how they did."""
    players = state.players
    if state.phase is engine.Phase.ANSWER and state.pending is not None:
        return arg(translate("Presenter", "%1's turn"), players[state.pending.player])
    if state.turns:
        last = state.turns[-1]
        scored = last.points
        points = translate("Presenter", "%n point(s)", None, PLURAL, scored)
        if state.is_over:
            return arg(
                translate("Presenter", "Last turn: %1 scored %2"), players[last.player], points
            )
        return arg(translate("Presenter", "%1 scored %2"), players[last.player], points)
    if state.is_over:
        return translate("Presenter", "Game over")
    return arg(translate("Presenter", "%1 goes first"), players[state.current])


def table_view(state: GameState | None, log: tuple[LogRow, ...]) -> TableView:
    """The card table: the cards of the turn being answered, else of the last scored turn."""
    if state is None:
        return TableView(description=translate("Presenter", "No game yet."))
    banner = table_banner(state)
    faces, digits = len(state.face_pile), len(state.digit_pile)
    pending = state.pending
    if state.phase is engine.Phase.ANSWER and pending is not None:
        return TableView(
            banner,
            faces,
            digits,
            cards=drawn_cards(pending.face, pending.digits),
            description=pending_text(pending, state.players),
        )
    if state.turns:
        last = state.turns[-1]
        breakdown = log[-1].breakdown
        factors = (
            short_factorisation(last.number)
            if last.number >= 2
            else factorisation_text(last.number)
        )
        return TableView(
            banner,
            faces,
            digits,
            cards=drawn_cards(last.face, last.digits),
            factors=factors,
            steal=breakdown.banner,
            description=breakdown.text,
        )
    hint = (
        translate("Presenter", "Press Enter cards to start")
        if state.real_cards
        else translate("Presenter", "Press Draw to start")
    )
    return TableView(banner, faces, digits, hint=hint, description=hint)


def scoreboard_rows(state: GameState | None) -> tuple[ScoreRow, ...]:
    """The scoreboard in seating order, with whose turn it is and, at the end, the winners."""
    if state is None:
        return ()
    winners = set(state.result().winners) if state.is_over else set()
    return tuple(
        ScoreRow(
            standing.name,
            standing.points,
            standing.primes,
            not state.is_over and state.current == standing.player,
            standing.player in winners,
            level_label(state.seats, standing.player),
        )
        for standing in state.standings()
    )


def status_view(state: GameState | None) -> StatusView:
    """The status bar's deal code, mode and progress, and the window title."""
    if state is None:
        return StatusView()
    code = state.deal.seed
    played = len(state.turns)
    progress = (
        translate("Presenter", "%n turn(s) played", None, PLURAL, played)
        if state.is_over
        else arg(translate("Presenter", "Turn %1"), played + 1)
    )
    if state.real_cards:
        return StatusView(
            translate("Presenter", "Real cards"),
            translate("Presenter", "The players turn over real cards and the app keeps score"),
            arg(translate("Presenter", "%1 mode"), mode_name(state.mode)),
            progress,
            translate("Presenter", APP_TITLE),
        )
    if code is None:
        return StatusView(
            translate("Presenter", "Custom deal"),
            "",
            arg(translate("Presenter", "%1 mode"), mode_name(state.mode)),
            progress,
            translate("Presenter", APP_TITLE),
        )
    return StatusView(
        arg(translate("Presenter", "Deal code: %1"), code),
        translate(
            "Presenter",
            "Everyone who starts a game with this deal code and the same number of players "
            "gets the same cards",
        ),
        arg(translate("Presenter", "%1 mode"), mode_name(state.mode)),
        progress,
        arg(translate("Presenter", "deal %1 — %2"), code, translate("Presenter", APP_TITLE)),
    )


def game_log(state: GameState | None, previous: tuple[LogRow, ...] = ()) -> tuple[LogRow, ...]:
    """Every scored turn's log row; the rows in ``previous`` (same game) are reused."""
    if state is None:
        return ()
    if len(previous) > len(state.turns):
        previous = ()
    rows = list(previous)
    for index in range(len(rows), len(state.turns)):
        rows.append(log_row(index + 1, state.turns[index], state.players, state.seats))
    return tuple(rows)


# ---------------------------------------------------------------- feedback


def rejected_feedback(check: engine.AnswerCheck) -> FeedbackView:
    """A Practice answer that is not right yet: what was right, what was wrong, and why."""
    lines = [Line(translate("Presenter", "Not yet:"), "bad")]
    lines.extend(Line(say(item.text), "good" if item.ok else "bad") for item in check.shown_items)
    lines.append(Line(say(check.summary), "bad"))
    return FeedbackView(tuple(lines), "bad")


def hint_text(level: int, text: str) -> str:
    return arg(translate("Presenter", "Hint %1: %2"), level, text)


def view_events(
    state: GameState,
    events: Sequence[engine.Event],
    log: tuple[LogRow, ...],
    result: ResultView | None,
    *,
    seconds: float | None = None,
) -> tuple[ViewEvent, ...]:
    """The engine's ``events`` in words, once: the view events that follow the view of
    ``state`` (whose turn log is ``log`` and game-over page ``result``). What the feedback
    area says is read from them (:func:`feedback_after`), never worded again.

    ``seconds`` is how long the scored turn took, for :class:`TurnScored`.
    """
    out: list[ViewEvent] = []
    for event in events:
        if isinstance(event, engine.TurnStarted):
            cards = drawn_cards(event.pending.face, event.pending.digits)
            out.append(CardsDrawn(cards, pending_text(event.pending, state.players)))
        elif isinstance(event, engine.AnswerRejected | engine.AnswerUnreadable):
            feedback = (
                rejected_feedback(event.check)
                if isinstance(event, engine.AnswerRejected)
                else FeedbackView.of(say(event.message), "bad")
            )
            out.append(AnswerChecked(feedback, feedback.spoken))
        elif isinstance(event, engine.HintGiven):
            hint = say(event.text)
            out.append(HintShown(event.level, hint, hint_text(event.level, hint)))
        elif isinstance(event, engine.TurnScored):
            breakdown = log[-1].breakdown
            player = state.players[event.turn.player]
            out.append(TurnScored(len(log), player, breakdown, seconds, breakdown.text))
        elif isinstance(event, engine.GameOver) and result is not None:
            out.append(GameEnded(result, result.spoken))
    return tuple(out)


def feedback_after(events: Sequence[ViewEvent], mode: engine.Mode) -> FeedbackView | None:
    """What the feedback area says after ``events``: the words of the last one that speaks
    there (the cards drawn, in Practice and Challenge; an answer checked; a turn scored), or
    ``None`` if none does. A hint says nothing here: it joins the turn's hints, which the
    area shows under what it says (:func:`turn_hints`)."""
    feedback = None
    for event in events:
        if isinstance(event, CardsDrawn):
            if mode is not engine.Mode.AUTO:
                feedback = FeedbackView.of(event.spoken)
        elif isinstance(event, AnswerChecked):
            feedback = event.feedback
        elif isinstance(event, TurnScored):
            feedback = event.breakdown.feedback
    return feedback


def turn_hints(
    state: GameState, said: Sequence[ViewEvent], previous: HintsView | None
) -> HintsView:
    """The hints of the turn being answered, in order: those shown before (``previous``, when
    it is the same turn), then those just given. A reopened game does not know what was typed
    when its hints were asked for: they are said again as for an empty answer box.

    >>> from wildwest.engine import Draw, TakeHint, apply, new_game, parse_deal, Mode
    >>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "JK"],
    ...                    "digit_pile": ["5D", "8C", "2C", "3D"]})
    >>> state, _ = apply(new_game(deal, Mode.PRACTICE), Draw())
    >>> state, events = apply(state, TakeHint())
    >>> first = turn_hints(state, view_events(state, events, (), None), None)
    >>> state, events = apply(state, TakeHint())
    >>> for line in turn_hints(state, view_events(state, events, (), None), first).lines:
    ...     print(line)
    Hint 1: Look at the last digit of 58. If it is 0, 2, 4, 6 or 8, then 2 divides 58.
    Hint 2: Try 2: divide 58 by 2.
    """
    pending = state.pending
    if pending is None or state.phase is not engine.Phase.ANSWER:
        return HintsView()
    turn = len(state.turns)
    lines = list(previous.lines) if previous is not None and previous.turn == turn else []
    lines += [event.spoken for event in said if isinstance(event, HintShown)]
    if len(lines) < pending.hints:  # a game reopened in the middle of a turn with hints
        lines = [
            hint_text(level, say(engine.hint(pending.number, level)))
            for level in range(1, pending.hints + 1)
        ]
    return HintsView(turn, tuple(lines[: engine.MAX_HINT_LEVEL]))


def _resting_feedback(state: GameState, log: tuple[LogRow, ...]) -> FeedbackView:
    """The feedback of a game just opened: the turn being answered, or the last scored."""
    if state.phase is engine.Phase.ANSWER and state.pending is not None:
        if state.mode is engine.Mode.AUTO:
            return FeedbackView()
        return FeedbackView.of(pending_text(state.pending, state.players))
    if state.turns:
        return log[-1].breakdown.feedback
    return FeedbackView()


# ---------------------------------------------------------------- the whole view


def present_change(
    state: GameState | None,
    *,
    game: int,
    events: Sequence[engine.Event] = (),
    previous: ViewState | None = None,
    lock_in_challenge: bool = True,
    computer: ComputerStep | None = None,
    entry: Entry | None = None,
    feedback: FeedbackView | None = None,
    seconds: float | None = None,
) -> tuple[ViewState, tuple[ViewEvent, ...]]:
    """The whole window for ``state`` after ``events``, and those events in words for the
    views (:func:`view_events`), each worded once.

    ``previous`` is the view of the same game before this change, if any: the
    turn log's rows and the feedback carry over from it instead of being made again.
    ``computer``: where a computer player's turn is, while it plays.
    ``entry``: in a game with real cards, the cards picked or typed for the next turn so
    far; ``feedback``: what the feedback area says instead (a turn undone).
    ``seconds``: how long a turn scored in this change took.
    """
    same = previous is not None and previous.game == game
    log = game_log(state, previous.log if same and previous is not None else ())
    if state is None:
        return ViewState(game=game, new_game=not same), ()
    result = None
    if state.is_over:
        from wildwest.present.results import result_view  # start-up: on first use

        result = result_view(state)
    said = view_events(state, events, log, result, seconds=seconds)
    if feedback is None:
        feedback = feedback_after(said, state.mode)
    if computer is not None and state.computer_to_play:
        feedback = _computer_feedback(state, computer) or feedback
    if feedback is None:
        feedback = previous.said if same and previous is not None else None
    if feedback is None:
        feedback = _resting_feedback(state, log)
    hints = turn_hints(state, said, previous.hints if same and previous is not None else None)
    view = ViewState(
        game=game,
        new_game=not same,
        has_game=True,
        over=state.is_over,
        players=state.players,
        controls=turn_controls(state, computer),
        feedback=with_hints(feedback, hints),
        said=feedback,
        hints=hints,
        table=table_view(state, log),
        scores=scoreboard_rows(state),
        log=log,
        result=result,
        panel=panel_view(
            state,
            lock_in_challenge=lock_in_challenge,
            previous=previous.panel if previous is not None else None,
        ),
        status=status_view(state),
        seat_levels=tuple(seat.level.value if seat.level else "" for seat in state.seats),
        picker=picker_view(state, entry or Entry()) if state.real_cards else None,
    )
    return view, said


def _view_alone(
    change: Callable[_Args, tuple[ViewState, tuple[ViewEvent, ...]]],
) -> Callable[_Args, ViewState]:
    """``change`` answering with the view alone: its parameters, without the events in words."""

    def view(*args: _Args.args, **kwargs: _Args.kwargs) -> ViewState:
        return change(*args, **kwargs)[0]

    return view


present = _view_alone(present_change)
"""The whole window for ``state``, after ``events``: :func:`present_change` (the same
parameters) without the events in words."""


def _computer_feedback(state: GameState, step: ComputerStep) -> FeedbackView | None:
    """While a computer player thinks or shows its answer: its cards, and what it is doing."""
    pending = state.pending
    if pending is None or step.stage == "draw":
        return None
    name = state.players[pending.player]
    doing = (
        arg(translate("Presenter", "%1 is thinking…"), name)
        if step.stage == "think"
        else arg(translate("Presenter", "%1 answered %2."), name, shown_answer(step.answer))
    )
    return FeedbackView.of(f"{pending_text(pending, state.players)}\n{doing}")


def computer_event(state: GameState, step: ComputerStep) -> ViewEvent | None:
    """The event for a computer player's step, with the words a screen reader says (None
    for a draw that is not waiting: the cards drawn speak for it)."""
    player = state.current
    name = state.players[player]
    if step.stage == "draw":
        if not step.paused:
            return None
        level = level_label(state.seats, player)
        return ComputerWaiting(
            name,
            arg(
                translate("Presenter", "%1, a computer player (%2), plays next: press Next."),
                name,
                level,
            ),
        )
    pending = state.pending
    if pending is None:
        return None
    if step.stage == "think":
        return ComputerThinking(
            name,
            pending.number,
            arg(translate("Presenter", "%1 is thinking about %2."), name, pending.number),
        )
    spoken = arg(translate("Presenter", "%1 answered %2."), name, shown_answer(step.answer))
    if step.paused:
        spoken += translate("Presenter", " Press Next to check it.")
    return ComputerAnswered(name, step.answer, spoken)


def game_shown(view: ViewState) -> GameShown:
    """The event for a new or reopened game: who plays and what to do first, or, for a game
    that is already over, its result."""
    if view.result is not None:
        return GameShown(view.result.spoken)
    players = join_words(view.players)
    return GameShown(
        arg(translate("Presenter", "A game of Wild West for %1. %2"), players, view.controls.prompt)
    )


def refused(message: str) -> ActionRefused:
    return ActionRefused(message, message)


# ---------------------------------------------------------------- the new-game screen


def turns_preview(players: int, packs: int, equal_turns: bool, face_cards: str = "all") -> str:
    """The new-game screen's ``Each player gets 7 turns`` line."""
    try:
        kept = engine.FaceCards(face_cards)
    except ValueError:
        kept = engine.FaceCards.ALL
    fewest, most = engine.turns_per_player(players, packs, equal_turns=equal_turns, face_cards=kept)
    if fewest == most:
        return translate("Presenter", "Each player gets %n turn(s).", None, PLURAL, fewest)
    return arg(
        translate("Presenter", "Each player gets %1 or %2 turns (the first players get one more)."),
        fewest,
        most,
    )
