"""Words and numbers for the views, made once per change from the engine's values.

:func:`present` turns a game state (and the engine events that led to it)
into one :class:`~wildwest.present.view_state.ViewState`; :func:`view_events`
turns the engine's events into the view events that animations and screen
readers need. Everything here is pure and fast; nothing here knows Qt.

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
3 is already held by Ann: 0.
3 suit matches: ×4.
Points: 2 × 4 = 8.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from wildwest import engine
from wildwest.engine import GameState, PendingTurn, TurnRecord
from wildwest.present.real_cards import Entry, picker_view
from wildwest.present.reference.holders import panel_view
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import (
    ActionRefused,
    AnswerChecked,
    Breakdown,
    CardsDrawn,
    ComputerAnswered,
    ComputerThinking,
    ComputerWaiting,
    DrawnCards,
    FeedbackView,
    GameEnded,
    GameShown,
    HintShown,
    Line,
    LogRow,
    ResultView,
    ScoreRow,
    StandingRow,
    StatusView,
    TableView,
    TurnControls,
    TurnScored,
    ViewEvent,
    ViewState,
    marked_name,
    no_game_controls,
)
from wildwest.present.words import (
    card_symbol,
    face_card_words,
    join_words,
    mode_name,
    none_word,
    number_list,
    number_words,
    say,
    shown_answer,
    times,
)

APP_TITLE = QT_TRANSLATE_NOOP("Presenter", "Wild West")

# ---------------------------------------------------------------- numbers and cards


def number_text(digits: Sequence[engine.Card]) -> str:
    """The number as drawn, with leading zeros: ``0 7`` → ``"07"``."""
    return "".join(str(card.digit) for card in digits)


def factorisation_text(number: int) -> str:
    """``3105 = 3³ × 5 × 23``, ``97 is prime``, or why 0 and 1 have no prime factors."""
    return say(engine.correct_answer_text(number))


def short_factorisation(number: int) -> str:
    """``3³ × 5 × 23``; ``97 (prime)``; ``none`` for 0 and 1 (for table cells)."""
    if number < 2:
        return none_word()
    factors = engine.factorise(number)
    if len(factors) == 1 and factors[0][1] == 1:
        return arg(translate("Presenter", "%1 (prime)"), number)
    return engine.index_form(factors)


def multiplier_text(matches: int, joker: bool) -> str:
    if joker:
        return translate("Presenter", "Joker: no suit, ×1")
    if matches == 0:
        return translate("Presenter", "No suit matches: ×1")
    #: %n suit matches make the turn's points worth %1 times as much (×2, ×3…)
    return arg(translate("Presenter", "%n suit match(es): ×%1", None, PLURAL, matches), matches + 1)


def drawn_cards(face: engine.Card, digits: tuple[engine.Card, ...]) -> DrawnCards:
    matches = engine.suit_matches(face, digits)
    matching = tuple(face.suit is not None and card.suit == face.suit for card in digits)
    number = number_text(digits)
    caption = multiplier_text(matches, face.is_joker).split(":")[0]
    words = (
        face_card_words(face, len(digits)),
        *(
            #: a digit card whose suit is the face card's: "Three of spades, matches"
            arg(translate("Presenter", "%1, matches"), say(card.name)) if match else say(card.name)
            for card, match in zip(digits, matching, strict=True)
        ),
        number_words(number),
        #: the multiplier for screen readers: "3 suit matches: times 4"
        arg(translate("Presenter", "%1: times %2"), caption, matches + 1),
    )
    return DrawnCards(
        face_code="JK" if face.is_joker else face.code,
        digit_codes=tuple(card.code for card in digits),
        matching=matching,
        number=number,
        multiplier=matches + 1,
        caption=caption,
        words=words,
    )


def pending_text(pending: PendingTurn, players: tuple[str, ...]) -> str:
    """For screen readers: who turned over which card, the digits, and the number."""
    digits = ", ".join(say(card.name) for card in pending.digits)
    return arg(
        translate(
            "Presenter", "%1 turned over the %2, asking for %3 digits: %4. The number is %5."
        ),
        players[pending.player],
        say(pending.face.name),
        len(pending.digits),
        digits,
        pending.number,
    )


# ---------------------------------------------------------------- a scored turn


def _stolen_by_victim(turn: TurnRecord) -> list[tuple[int, list[int]]]:
    victims = sorted({v for v, _ in turn.stolen})
    return [(victim, [p for v, p in turn.stolen if v == victim]) for victim in victims]


def level_label(seats: Sequence[engine.Seat], player: int) -> str:
    """A computer player's level as a word (``Deputy``); empty for a person (or no seats)."""
    level = seats[player].level if player < len(seats) else None
    return level.label if level is not None else ""


def standing_words(name: str, points: int) -> str:
    """``Ann 8 points``, as the spoken standings say it."""
    return arg(translate("Presenter", "%1 %n point(s)", None, PLURAL, points), name)


def turn_breakdown(
    turn: TurnRecord, players: tuple[str, ...], seats: Sequence[engine.Seat] = ()
) -> Breakdown:
    """What happened in a turn: claims, primes already held and by whom, steals, mistakes,
    the sum; each line with its tone (a mistake is ``bad``, a claim ``good``, a steal
    ``steal``). A computer player's answer is shown as it typed it, and each of its mistakes
    is explained by name (it is scored, so composites may be broken down)."""
    me = players[turn.player]
    computer = bool(level_label(seats, turn.player))
    lines: list[Line] = []
    if computer and turn.answer is not None:
        lines.append(
            Line(arg(translate("Presenter", "%1 answered %2."), me, shown_answer(turn.answer)))
        )
    if turn.number < 2:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "%1 = %2 has no prime factors, so it scores nothing."),
                    number_text(turn.digits),
                    turn.number,
                )
            )
        )
    else:
        lines.append(Line(factorisation_text(turn.number) + "."))
    if turn.gave_up:
        lines.append(
            Line(translate("Presenter", "No primes claimed: the answer was shown."), "bad")
        )
    if turn.claimed:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "Claimed %1: +%2."),
                    number_list(turn.claimed),
                    len(turn.claimed),
                ),
                "good",
            )
        )
    stolen = _stolen_by_victim(turn)
    for victim, taken in stolen:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "STOLE %1 from %2: +%3."),
                    number_list(taken),
                    players[victim],
                    len(taken),
                ),
                "steal",
            )
        )
    if turn.kept:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "Already had %1: counts again on a steal, +%2."),
                    number_list(turn.kept),
                    len(turn.kept),
                ),
                "good",
            )
        )
    lines.extend(_held_lines(turn, players))
    if computer and turn.check is not None and not turn.check.complete:
        lines.extend(Line(text, "bad") for text in computer_mistakes(me, turn.check))
    elif turn.check is not None and turn.check.wrong_items:
        lines.extend(Line(say(item.text) + ".", "bad") for item in turn.check.wrong_items)
    if turn.missed and not turn.gave_up and turn.number >= 2:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "Not named, so still where they were: %1."),
                    number_list(turn.missed),
                ),
                "bad",
            )
        )
    lines.append(Line(multiplier_text(turn.matches, turn.face.is_joker) + "."))
    if turn.base:
        lines.append(
            Line(
                arg(
                    translate("Presenter", "Points: %1 × %2 = %3."),
                    turn.base,
                    turn.multiplier,
                    turn.points,
                )
            )
        )
    scored = turn.points
    points = translate("Presenter", "%n point(s)", None, PLURAL, scored)
    if turn.steal and turn.stolen:
        spoils = [
            arg(translate("Presenter", "%1 from %2"), number_list(primes), players[victim])
            for victim, primes in stolen
        ]
        banner = arg(translate("Presenter", "%1 takes %2"), me, join_words(spoils))
        return Breakdown(
            arg(translate("Presenter", "STEAL! %1 scores %2."), me, points),
            tuple(lines),
            True,
            banner,
            "steal",
        )
    slipped = any(line.tone == "bad" for line in lines)
    tone = "good" if turn.points and not slipped else "bad" if slipped else "info"
    return Breakdown(
        arg(translate("Presenter", "%1 scores %2."), me, points), tuple(lines), False, tone=tone
    )


def _product(value: int) -> str:
    """``7 × 13``: the prime factors of a number, each written out (for a scored turn)."""
    return " × ".join(str(p) for p in engine.prime_factors(value))


def computer_mistakes(name: str, check: engine.AnswerCheck) -> tuple[str, ...]:
    """Each mistake in a computer player's scored answer, said about it by name.

    The turn is scored and its factorisation shown, so any number may be broken down:

    >>> from wildwest.engine import check_answer
    >>> computer_mistakes("Dusty Dan", check_answer(91, (91,)))
    ('Dusty Dan said 91 is prime, but 91 = 7 × 13.',)
    >>> for line in computer_mistakes("Dusty Dan", check_answer(28, (1, 2, 2, 7, 5))):
    ...     print(line)
    Dusty Dan named 1 as a prime, but 1 is not a prime.
    Dusty Dan named 5, but 5 does not divide 28 (28 ÷ 5 leaves 3).
    >>> computer_mistakes("Dusty Dan", check_answer(28, (2, 7)))
    ('Dusty Dan wrote 2 only once, but 28 = 2 × 2 × 7.',)
    """
    n = check.number
    lines = []
    for item in check.wrong_items:
        v, kind = item.value, item.kind
        if kind is engine.Feedback.NOT_PRIME:
            lines.append(
                arg(
                    translate("Presenter", "%1 said %2 is prime, but %2 = %3."),
                    name,
                    v,
                    _product(v),
                )
            )
        elif kind is engine.Feedback.NOT_A_DIVISOR and engine.Feedback.NOT_PRIME in item.also:
            lines.append(
                arg(
                    translate("Presenter", "%1 named %2, but %2 = %3 and does not divide %4."),
                    name,
                    v,
                    _product(v),
                    n,
                )
            )
        elif kind is engine.Feedback.NOT_A_DIVISOR:
            lines.append(
                arg(
                    translate(
                        "Presenter", "%1 named %2, but %2 does not divide %3 (%3 ÷ %2 leaves %4)."
                    ),
                    name,
                    v,
                    n,
                    n % v,
                )
            )
        elif kind is engine.Feedback.ZERO_OR_ONE:
            lines.append(
                arg(
                    translate("Presenter", "%1 named %2 as a prime, but %2 is not a prime."),
                    name,
                    v,
                )
            )
        elif kind is engine.Feedback.HAS_NO_FACTORS:
            lines.append(
                arg(translate("Presenter", "%1 named %2, but %3 has no prime factors."), name, v, n)
            )
        elif kind in (engine.Feedback.REPEAT_MISSING, engine.Feedback.TOO_MANY):
            lines.append(
                arg(
                    translate("Presenter", "%1 wrote %2 %3, but %4 = %5."),
                    name,
                    v,
                    _only(item.count),
                    n,
                    _product(n),
                )
            )
        else:
            lines.append(arg(translate("Presenter", "%1: %2."), name, say(item.text)))
    if check.summary_kind is engine.Feedback.NONE_GIVEN:
        shown = (
            arg(translate("Presenter", "%1 is prime"), n)
            if engine.is_prime(n)
            else f"{n} = {_product(n)}"
        )
        #: %2 is the word for "none" that pupils type for 0 and 1
        typed = translate("Presenter", '%1 typed "%2", but %3.')
        lines.append(arg(typed, name, none_word(), shown))
    elif check.summary_kind is engine.Feedback.MISSING_FACTOR:
        left_out = [p for p in engine.distinct_primes(n) if p not in check.factors]
        lines.append(
            arg(
                translate("Presenter", "%1 left out %2: %3 = %4."),
                name,
                number_list(left_out),
                n,
                _product(n),
            )
        )
    return tuple(lines)


def _only(count: int) -> str:
    return translate("Presenter", "only once") if count == 1 else times(count)


def _held_lines(turn: TurnRecord, players: tuple[str, ...]) -> list[Line]:
    """Primes already held scored 0: who holds them, by name (the whole table is looking)."""
    held: dict[int, list[int]] = {}
    for prime, holder in turn.blocked:
        held.setdefault(holder, []).append(prime)
    lines = []
    for holder, primes in sorted(held.items()):
        if holder == turn.player:
            lines.append(
                Line(
                    arg(
                        translate("Presenter", "%1 already holds %2: 0."),
                        players[holder],
                        number_list(primes),
                    )
                )
            )
        else:
            taken = len(primes)
            lines.append(
                Line(
                    arg(
                        #: %1 the primes ("3 and 5"), %2 the player holding them
                        translate(
                            "Presenter", "%1 (is|are) already held by %2: 0.", None, PLURAL, taken
                        ),
                        number_list(primes),
                        players[holder],
                    )
                )
            )
    return lines


def primes_cell(turn: TurnRecord, players: tuple[str, ...]) -> str:
    """The turn log's primes column: ``+5, +23; stole 3 from Ben``."""
    parts: list[str] = []
    if turn.claimed:
        parts.append(", ".join(f"+{p}" for p in turn.claimed))
    for victim, taken in _stolen_by_victim(turn):
        parts.append(
            arg(
                translate("Presenter", "stole %1 from %2"),
                ", ".join(map(str, taken)),
                players[victim],
            )
        )
    if turn.kept:
        #: a steal's primes the player already held ("kept 3, 5")
        parts.append(arg(translate("Presenter", "kept %1"), ", ".join(str(p) for p in turn.kept)))
    if turn.gave_up:
        parts.append(translate("Presenter", "gave up"))
    return "; ".join(parts) if parts else "—"


def turn_notes(turn: TurnRecord) -> str:
    """How a turn went beyond its score: ``3 tries, 1 hint, answer shown, STEAL``."""
    notes = []
    if turn.attempts > 1:
        notes.append(arg(translate("Presenter", "%1 tries"), turn.attempts))
    if hints := turn.hints:
        notes.append(translate("Presenter", "%n hint(s)", None, PLURAL, hints))
    if turn.gave_up:
        notes.append(translate("Presenter", "answer shown"))
    if turn.steal:
        #: the turn log's note for a turn that stole primes
        notes.append(
            translate("Presenter", "STEAL")
            if turn.stolen
            else translate("Presenter", "all suits match")
        )
    return ", ".join(notes)


TURN_LOG_HEADERS = (
    "#",
    QT_TRANSLATE_NOOP("Presenter", "Player"),
    QT_TRANSLATE_NOOP("Presenter", "Number"),
    QT_TRANSLATE_NOOP("Presenter", "Points"),
    "×",
    QT_TRANSLATE_NOOP("Presenter", "Factorisation"),
    QT_TRANSLATE_NOOP("Presenter", "Primes"),
    QT_TRANSLATE_NOOP("Presenter", "Cards"),
    QT_TRANSLATE_NOOP("Presenter", "Notes"),
)


def log_row(
    index: int, turn: TurnRecord, players: tuple[str, ...], seats: Sequence[engine.Seat] = ()
) -> LogRow:
    """The turn log's row for turn number ``index`` (from 1), in ``TURN_LOG_HEADERS`` order."""
    level = level_label(seats, turn.player)
    cells = (
        index,
        marked_name(players[turn.player], level),
        number_text(turn.digits),
        turn.points,
        f"×{turn.multiplier}",
        short_factorisation(turn.number),
        primes_cell(turn, players),
        f"{card_symbol(turn.face)}  " + " ".join(card_symbol(card) for card in turn.digits),
        turn_notes(turn),
    )
    return LogRow(cells, turn_breakdown(turn, players, seats), computer=bool(level))


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


# ---------------------------------------------------------------- the end


def result_explanation(result: engine.GameResult, players: tuple[str, ...]) -> str:
    """How the winner was decided (RULES.md "End and winner")."""
    names = join_words(players[i] for i in result.tied)
    if result.tie_break is engine.TieBreak.NONE:
        return arg(translate("Presenter", "%1 has the most points (%2)."), names, result.points)
    if result.tie_break is engine.TieBreak.SHARED:
        return arg(
            translate(
                "Presenter",
                "%1 tie on %2 points and none of them holds a prime, so they share the win.",
            ),
            names,
            result.points,
        )
    winner = players[result.winners[0]]
    return arg(
        translate("Presenter", "%1 tie on %2 points; %3 holds the largest prime, %4."),
        names,
        result.points,
        winner,
        result.largest_prime,
    )


def end_reason_text(reason: engine.EndReason | None, *, real_cards: bool = False) -> str:
    """Why the game ended, in a sentence (``real_cards``: in a game with real cards)."""
    if reason is None:
        return ""
    kind = reason.kind
    if kind is engine.EndKind.FACE_PILE_EMPTY:
        if real_cards:
            return translate("Presenter", "Every face card in the packs has been played.")
        return translate("Presenter", "The face pile is empty.")
    if kind is engine.EndKind.OUT_OF_CARDS:
        return translate("Presenter", "The players ran out of cards.")
    if kind is engine.EndKind.EQUAL_TURNS:
        cards = (
            translate("Presenter", "card is")
            if reason.faces_left == 1
            else translate("Presenter", "cards are")
        )
        return arg(
            translate(
                "Presenter",
                "Only %1 face %2 left for %3 players, so the game ends here and everyone has had "
                "the same number of turns.",
            ),
            reason.faces_left,
            cards,
            reason.players,
        )
    have, asked = reason.digits_left, reason.digits_asked
    #: %1 the face card, %2 the digits it asks for; the count is the digit cards left
    # lupdate drops a counted message whose call ends in a trailing comma: kept as written
    # fmt: off
    text = translate("Presenter", "The next face card, %1, asks for %2 digits but only %n "
                     "(is|are) left, so it is not played.", None, PLURAL, have)
    # fmt: on
    face = card_symbol(reason.face) if reason.face is not None else translate("Presenter", "card")
    return arg(text, face, asked)


def standing_rows(state: GameState) -> tuple[StandingRow, ...]:
    """The standings in finishing order; players level on points and largest prime share a
    place, and the winners are marked once the game is over."""
    winners = set(state.result().winners) if state.is_over else set()
    rows = []
    place = 0
    previous: tuple[int, int] | None = None
    for position, standing in enumerate(engine.finishing_order(state.standings()), start=1):
        key = (standing.points, standing.largest_prime or 0)
        if key != previous:
            place, previous = position, key
        rows.append(
            StandingRow(
                place,
                standing.name,
                standing.points,
                standing.primes,
                standing.player in winners,
                level_label(state.seats, standing.player),
            )
        )
    return tuple(rows)


def result_view(state: GameState) -> ResultView:
    """The game-over page of a finished game."""
    result = state.result()
    names = [state.players[i] for i in result.winners]
    headline = (
        arg(translate("Presenter", "%1 wins!"), names[0])
        if len(names) == 1
        else arg(translate("Presenter", "%1 share the win!"), join_words(names))
    )
    explanation = result_explanation(result, state.players)
    standings = standing_rows(state)
    spoken_standings = "; ".join(standing_words(row.shown_name, row.points) for row in standings)
    spoken = arg(
        translate("Presenter", "Game over. %1 %2 Standings: %3."),
        headline,
        explanation,
        spoken_standings,
    )
    reason = end_reason_text(state.end_reason, real_cards=state.real_cards)
    return ResultView(headline, explanation, reason, standings, spoken)


# ---------------------------------------------------------------- the window's parts


@dataclass(frozen=True, slots=True)
class ComputerStep:
    """Where a computer player's turn is, as the controller drives it (the engine knows only
    the draws and answers): about to ``draw``, thinking (``think``) about its number, or showing
    the ``answer`` it typed before it is scored. ``paused``: it waits for Next (the pace is
    step by step)."""

    stage: str
    paused: bool = False
    answer: str = ""


NEXT_TURN = QT_TRANSLATE_NOOP("Presenter", "&Next turn")
NEXT_CHECK = QT_TRANSLATE_NOOP("Presenter", "&Next: check the answer")
SKIP_AHEAD = QT_TRANSLATE_NOOP("Presenter", "Skip &ahead (Esc)")


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
        label = translate("Presenter", NEXT_TURN if paused else SKIP_AHEAD)
    elif stage == "think":
        prompt = arg(translate("Presenter", "%1 is thinking about %2…"), name, pending.number)
        label = translate("Presenter", SKIP_AHEAD)
    else:
        answer = step.answer if step is not None else ""
        prompt = arg(translate("Presenter", "%1 answered %2."), name, answer)
        prompt += (
            translate("Presenter", " Is it right? Press Next to check it.")
            if paused
            else translate("Presenter", " Checking it…")
        )
        label = translate("Presenter", NEXT_CHECK if paused else SKIP_AHEAD)
    tip = (
        translate("Presenter", "Play the computer player's next step")
        if paused
        else translate(
            "Presenter", "Finish the computer player's step at once (Esc, or click the table)"
        )
    )
    return TurnControls(
        arg(translate("Presenter", "%1's turn (computer)"), name),
        prompt,
        False,
        False,
        False,
        False,
        computer=True,
        typed=shown_answer(step.answer) if step is not None and stage == "answer" else "",
        next_label=label,
        next_tip=tip,
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
    )


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
    lines.extend(Line(say(item.text), "good" if item.ok else "bad") for item in check.items)
    lines.append(Line(say(check.summary), "bad"))
    return FeedbackView(tuple(lines), "bad")


def hint_text(level: int, text: str) -> str:
    return arg(translate("Presenter", "Hint %1: %2"), level, text)


def _feedback_from_events(
    state: GameState, events: Sequence[engine.Event], log: tuple[LogRow, ...]
) -> FeedbackView | None:
    """The feedback the last of ``events`` calls for, or None if none of them speaks."""
    feedback = None
    for event in events:
        if isinstance(event, engine.TurnStarted):
            if state.mode is not engine.Mode.AUTO:
                feedback = FeedbackView.of(pending_text(event.pending, state.players))
        elif isinstance(event, engine.AnswerRejected):
            feedback = rejected_feedback(event.check)
        elif isinstance(event, engine.AnswerUnreadable):
            feedback = FeedbackView.of(say(event.message), "bad")
        elif isinstance(event, engine.HintGiven):
            feedback = FeedbackView.of(hint_text(event.level, say(event.text)))
        elif isinstance(event, engine.TurnScored):
            feedback = log[-1].breakdown.feedback
    return feedback


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


def present(
    state: GameState | None,
    *,
    game: int,
    events: Sequence[engine.Event] = (),
    previous: ViewState | None = None,
    lock_in_challenge: bool = True,
    computer: ComputerStep | None = None,
    entry: Entry | None = None,
    feedback: FeedbackView | None = None,
) -> ViewState:
    """The whole window for ``state``, after ``events``.

    ``previous`` is the view of the same game before this change, if any: the
    turn log's rows and the feedback carry over from it instead of being made again.
    ``computer``: where a computer player's turn is, while it plays.
    ``entry``: in a game with real cards, the cards picked or typed for the next turn so
    far; ``feedback``: what the feedback area says instead (a turn undone).
    """
    same = previous is not None and previous.game == game
    log = game_log(state, previous.log if same and previous is not None else ())
    if state is None:
        return ViewState(game=game, new_game=not same)
    if feedback is None:
        feedback = _feedback_from_events(state, events, log)
    if computer is not None and state.computer_to_play:
        feedback = _computer_feedback(state, computer) or feedback
    if feedback is None:
        feedback = previous.feedback if same and previous is not None else None
    if feedback is None:
        feedback = _resting_feedback(state, log)
    return ViewState(
        game=game,
        new_game=not same,
        has_game=True,
        over=state.is_over,
        players=state.players,
        controls=turn_controls(state, computer),
        feedback=feedback,
        table=table_view(state, log),
        scores=scoreboard_rows(state),
        log=log,
        result=result_view(state) if state.is_over else None,
        panel=panel_view(
            state,
            lock_in_challenge=lock_in_challenge,
            previous=previous.panel if previous is not None else None,
        ),
        status=status_view(state),
        seat_levels=tuple(seat.level.value if seat.level else "" for seat in state.seats),
        picker=picker_view(state, entry or Entry()) if state.real_cards else None,
    )


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


def view_events(
    view: ViewState,
    events: Sequence[engine.Event],
    *,
    seconds: float | None = None,
) -> tuple[ViewEvent, ...]:
    """What the views are told happened, after ``view`` shows the new state.

    ``seconds`` is how long the scored turn took, for :class:`TurnScored`.
    """
    out: list[ViewEvent] = []
    for event in events:
        if isinstance(event, engine.TurnStarted):
            cards = drawn_cards(event.pending.face, event.pending.digits)
            out.append(CardsDrawn(cards, pending_text(event.pending, view.players)))
        elif isinstance(event, engine.AnswerRejected | engine.AnswerUnreadable):
            feedback = (
                rejected_feedback(event.check)
                if isinstance(event, engine.AnswerRejected)
                else FeedbackView.of(say(event.message), "bad")
            )
            out.append(AnswerChecked(feedback, feedback.spoken))
        elif isinstance(event, engine.HintGiven):
            hint = say(event.text)
            text = hint_text(event.level, hint)
            out.append(HintShown(event.level, hint, text))
        elif isinstance(event, engine.TurnScored):
            row = view.log[-1]
            out.append(
                TurnScored(
                    len(view.log),
                    view.players[event.turn.player],
                    row.breakdown,
                    seconds,
                    row.breakdown.text,
                )
            )
        elif isinstance(event, engine.GameOver) and view.result is not None:
            out.append(GameEnded(view.result, view.result.spoken))
    return tuple(out)


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
