"""A turn in words: the cards and the number, a scored turn's breakdown (claims, steals,
primes already held, a computer player's mistakes, the sum) and its row in the turn log.

Pure, no Qt; the presenter, the printed sheets and the tests use the same words. The
RULES.md worked example, Ben's turn:

>>> from wildwest.engine import new_game, parse_deal, play_out
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> state = play_out(new_game(deal))
>>> words = turn_breakdown(state.turns[1], state.players)
>>> words.headline, words.tone
('Ben scores 8 points.', 'good')
>>> log_row(2, state.turns[1], state.players).cells[5:7]
('3³ × 5 × 23', '+5, +23')
>>> turn_notes(state.turns[1]), number_text(state.turns[1].digits)
('', '3105')
"""

from __future__ import annotations

from collections.abc import Sequence

from wildwest import engine
from wildwest.engine import PendingTurn, TurnRecord
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import (
    Breakdown,
    DrawnCards,
    Line,
    LogRow,
    marked_name,
)
from wildwest.present.words import (
    card_symbol,
    face_card_words,
    join_words,
    level_label,
    none_word,
    number_list,
    number_words,
    say,
    shown_answer,
    times,
)

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
        lines.append(Line(_missed_text(turn.missed), "bad"))
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
        arg(translate("Presenter", "%1 scores %2."), me, points),
        tuple(lines),
        False,
        tone=tone,
        headline_tone="good" if turn.points else "info",
    )


def _missed_text(missed: tuple[int, ...]) -> str:
    """``7 and 131 were not named, so nobody gets them this turn.``"""
    count = len(missed)
    #: primes of the number the player did not name, %1 the primes: 3 and 47. Nobody scores
    #: them in this turn: a free one stays free, a held one stays with its holder
    # lupdate finds a counted text only with its context and text on one line
    # fmt: off
    text = translate("Presenter", "%1 (was|were) not named, so nobody gets (it|them) this turn.",
                     None, PLURAL, count)
    # fmt: on
    return arg(text, number_list(missed))


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
    Dusty Dan named 5, but 5 does not divide 28: 28 ÷ 5 is 5 with 3 left over.
    >>> computer_mistakes("Dusty Dan", check_answer(647, (653,)))
    ('Dusty Dan named 653, but 653 is bigger than 647, so it cannot divide it.',)
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
        elif kind is engine.Feedback.NOT_A_DIVISOR and v > n:
            lines.append(
                arg(
                    translate(
                        "Presenter",
                        "%1 named %2, but %2 is bigger than %3, so it cannot divide it.",
                    ),
                    name,
                    v,
                    n,
                )
            )
        elif kind is engine.Feedback.NOT_A_DIVISOR:
            lines.append(
                arg(
                    translate(
                        "Presenter",
                        "%1 named %2, but %2 does not divide %3: %3 ÷ %2 is %4 with %5 left over.",
                    ),
                    name,
                    v,
                    n,
                    n // v,
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
        count = len(primes)
        # lupdate finds a counted text only with its context and text on one line
        if holder == turn.player:
            #: %1 the player, %2 the primes they hold already: 3 and 5
            # fmt: off
            text = translate("Presenter", "%1 already holds %2, so (it|they) (scores|score) 0.",
                             None, PLURAL, count)
            # fmt: on
            lines.append(Line(arg(text, players[holder], number_list(primes))))
        else:
            #: %1 the primes: 3 and 5, %2 the player holding them
            # fmt: off
            text = translate("Presenter", "%1 (is|are) already held by %2, so (it|they) "
                             "(scores|score) 0.", None, PLURAL, count)
            # fmt: on
            lines.append(Line(arg(text, number_list(primes), players[holder])))
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
