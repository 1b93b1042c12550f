"""Words and numbers for the views, made from the engine's records.

Views import these instead of the engine, so the controller layer stays the
only one that knows the engine. Everything here is pure and fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from wildwest import engine
from wildwest.engine import PendingTurn, TurnRecord

DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def day_name(day: date) -> str:
    """``Monday``, whatever the computer's language: the game's words are English, and the
    names strftime gives follow the locale that Qt sets (``Montag`` on a German computer)."""
    return DAY_NAMES[day.weekday()]


def month_name(day: date, short: bool = False) -> str:
    """``March``, or ``Mar`` if ``short``, whatever the computer's language (see day_name)."""
    name = MONTH_NAMES[day.month - 1]
    return name[:3] if short else name


def join_words(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def number_text(digits: tuple[engine.Card, ...]) -> str:
    """The number as drawn, with leading zeros: ``0 7`` → ``"07"``."""
    return "".join(str(card.digit) for card in digits)


def factorisation_text(number: int) -> str:
    """``3105 = 3³ × 5 × 23``, ``97 is prime``, or why 0 and 1 have no prime factors."""
    return engine.correct_answer_text(number)


def short_factorisation(number: int) -> str:
    """``3³ × 5 × 23``; ``prime`` for a prime; ``none`` for 0 and 1 (for table cells)."""
    if number < 2:
        return "none"
    factors = engine.factorise(number)
    if len(factors) == 1 and factors[0][1] == 1:
        return f"{number} (prime)"
    return engine.index_form(factors)


def multiplier_text(matches: int, joker: bool) -> str:
    if joker:
        return "Joker: no suit, ×1"
    if matches == 0:
        return "No suit matches: ×1"
    return f"{matches} suit match{'es' if matches != 1 else ''}: ×{matches + 1}"


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A scored turn in words, for the feedback area, the log and screen readers."""

    headline: str
    lines: tuple[str, ...]
    steal: bool
    banner: str = ""
    """For the table on a steal: ``STEAL! Ben takes 3 from Ann``; empty otherwise."""

    @property
    def text(self) -> str:
        return "\n".join((self.headline, *self.lines))


def _primes(primes: list[int] | tuple[int, ...]) -> str:
    return join_words([str(p) for p in primes])


def turn_breakdown(turn: TurnRecord, players: tuple[str, ...]) -> Breakdown:
    """What happened in a turn: claims, primes already held and by whom, steals, the sum."""
    me = players[turn.player]
    lines: list[str] = []
    shown = number_text(turn.digits)
    if turn.number < 2:
        lines.append(f"{shown} = {turn.number} has no prime factors, so it scores nothing.")
    else:
        lines.append(factorisation_text(turn.number) + ".")
    if turn.gave_up:
        lines.append("No primes claimed: the answer was shown.")
    if turn.claimed:
        lines.append(f"Claimed {_primes(turn.claimed)}: +{len(turn.claimed)}.")
    for victim in sorted({v for v, _ in turn.stolen}):
        taken = [p for v, p in turn.stolen if v == victim]
        lines.append(f"STOLE {_primes(taken)} from {players[victim]}: +{len(taken)}.")
    if turn.kept:
        lines.append(
            f"Already had {_primes(turn.kept)}: counts again on a steal, +{len(turn.kept)}."
        )
    held: dict[int, list[int]] = {}
    for prime, holder in turn.blocked:
        held.setdefault(holder, []).append(prime)
    for holder, primes in sorted(held.items()):
        who = "you" if holder == turn.player else players[holder]
        verb = "are" if len(primes) > 1 else "is"
        lines.append(f"{_primes(primes)} {verb} already held by {who}: 0.")
    if turn.missed and not turn.gave_up and turn.number >= 2:
        lines.append(f"Not named, so still where they were: {_primes(list(turn.missed))}.")
    if turn.check is not None and turn.check.wrong_items:
        lines.extend(item.text + "." for item in turn.check.wrong_items)
    lines.append(multiplier_text(turn.matches, turn.face.is_joker) + ".")
    if turn.base:
        lines.append(f"Points: {turn.base} × {turn.multiplier} = {turn.points}.")
    points = f"{turn.points} point{'s' if turn.points != 1 else ''}"
    if turn.steal and turn.stolen:
        headline = f"STEAL! {me} scores {points}."
        spoils: list[str] = []
        for victim in sorted({v for v, _ in turn.stolen}):
            primes = [p for v, p in turn.stolen if v == victim]
            spoils.append(f"{_primes(primes)} from {players[victim]}")
        banner = f"STEAL! {me} takes {join_words(spoils)}"
        return Breakdown(headline, tuple(lines), True, banner)
    return Breakdown(f"{me} scores {points}.", tuple(lines), False)


def primes_cell(turn: TurnRecord, players: tuple[str, ...]) -> str:
    """The turn log's primes column: ``+5, +23; stole 3 from Ben``."""
    parts: list[str] = []
    if turn.claimed:
        parts.append(", ".join(f"+{p}" for p in turn.claimed))
    for victim in sorted({v for v, _ in turn.stolen}):
        taken = [str(p) for v, p in turn.stolen if v == victim]
        parts.append(f"stole {', '.join(taken)} from {players[victim]}")
    if turn.kept:
        parts.append("kept " + ", ".join(str(p) for p in turn.kept))
    if turn.gave_up:
        parts.append("gave up")
    return "; ".join(parts) if parts else "—"


def turn_notes(turn: TurnRecord) -> str:
    """How a turn went beyond its score: ``3 tries, 1 hint, answer shown, STEAL``."""
    notes = []
    if turn.attempts > 1:
        notes.append(f"{turn.attempts} tries")
    if turn.hints:
        notes.append(f"{turn.hints} hint{'s' if turn.hints != 1 else ''}")
    if turn.gave_up:
        notes.append("answer shown")
    if turn.steal:
        notes.append("STEAL" if turn.stolen else "all suits match")
    return ", ".join(notes)


def pending_text(pending: PendingTurn, players: tuple[str, ...]) -> str:
    """For screen readers: who turned over which card, the digits, and the number."""
    digits = ", ".join(card.name for card in pending.digits)
    return (
        f"{players[pending.player]} turned over the {pending.face.name}, "
        f"asking for {len(pending.digits)} digits: {digits}. "
        f"The number is {pending.number}."
    )


def turns_preview(players: int, packs: int, equal_turns: bool) -> str:
    """The new-game screen's ``Each player gets 7 turns`` line."""
    fewest, most = engine.turns_per_player(players, packs, equal_turns=equal_turns)
    if fewest == most:
        return f"Each player gets {fewest} turn{'s' if fewest != 1 else ''}."
    return f"Each player gets {fewest} or {most} turns (the first players get one more)."


def default_packs(players: int) -> int:
    return engine.default_packs(players)


@dataclass(frozen=True, slots=True)
class TurnControls:
    """What the turn panel shows and enables for a game state (computed here, not in the view)."""

    turn_text: str
    prompt: str
    draw: bool
    answer: bool
    hint: bool
    give_up: bool
    hint_label: str = "Hint"
    over: bool = False


def turn_controls(state: engine.GameState | None) -> TurnControls:
    if state is None:
        return TurnControls("Wild West", "Start a new game.", False, False, False, False)
    players = state.players
    if state.is_over:
        return TurnControls(
            "Game over", "Start a new game or play again.", False, False, False, False, over=True
        )
    name = players[state.current]
    if state.phase is engine.Phase.DRAW:
        first = not state.turns
        prompt = (
            f"{name} goes first. Press Draw to turn over a face card."
            if first
            else f"Press Draw to turn over a face card for {name}."
        )
        return TurnControls(f"{name}'s turn", prompt, True, False, False, False)
    pending = state.pending
    assert pending is not None
    practice = state.mode is engine.Mode.PRACTICE
    if practice:
        prompt = f"Type the prime factors of {pending.number} (like 2^2 × 3) and press Check."
    else:
        prompt = (
            f"Type the prime factors of {pending.number} (like 2^2 × 3) and press Check. One try!"
        )
    if pending.number < 2:
        prompt = f"What are the prime factors of {pending.number}? (Type none if it has none.)"
    next_hint = pending.hints + 1
    hint_label = "Show the answer" if next_hint >= engine.MAX_HINT_LEVEL else f"Hint {next_hint}"
    return TurnControls(
        f"{name}'s turn",
        prompt,
        False,
        True,
        practice,
        True,
        hint_label,
    )


def table_banner(state: engine.GameState) -> str:
    """The line across the top of the table: whose cards are showing and how they did."""
    players = state.players
    if state.phase is engine.Phase.ANSWER and state.pending is not None:
        return f"{players[state.pending.player]}'s turn"
    if state.turns:
        last = state.turns[-1]
        points = f"{last.points} point{'s' if last.points != 1 else ''}"
        if state.is_over:
            return f"Last turn: {players[last.player]} scored {points}"
        return f"{players[last.player]} scored {points}"
    if state.is_over:
        return "Game over"
    return f"{players[state.current]} goes first"


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One scoreboard row, worked out once per game state (the view only reads it)."""

    name: str
    points: int
    primes: tuple[int, ...]
    """Sorted."""
    current: bool
    """Whose turn it is (never once the game is over)."""
    winner: bool

    @property
    def largest(self) -> int | None:
        return self.primes[-1] if self.primes else None

    @property
    def description(self) -> str:
        held = ", ".join(map(str, self.primes)) if self.primes else "no primes yet"
        marker = " (their turn)" if self.current else ""
        marker += " (winner)" if self.winner else ""
        return f"{self.name}{marker}: {self.points} points, holds {held}"


def scoreboard_rows(state: engine.GameState | None) -> tuple[ScoreRow, ...]:
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
        )
        for standing in state.standings()
    )


TURN_LOG_HEADERS = (
    "#",
    "Player",
    "Number",
    "Points",
    "×",
    "Factorisation",
    "Primes",
    "Cards",
    "Notes",
)


def turn_log_row(index: int, turn: TurnRecord, players: tuple[str, ...]) -> tuple[object, ...]:
    """The turn log's cells for turn number ``index`` (from 1), in ``TURN_LOG_HEADERS`` order."""
    return (
        index,
        players[turn.player],
        number_text(turn.digits),
        turn.points,
        f"×{turn.multiplier}",
        short_factorisation(turn.number),
        primes_cell(turn, players),
        f"{turn.face.symbol}  " + " ".join(card.symbol for card in turn.digits),
        turn_notes(turn),
    )


@dataclass(frozen=True, slots=True)
class DrawnCards:
    """What the table shows for a turn's cards: which digits match, and the multiplier."""

    face_code: str
    digit_codes: tuple[str, ...]
    matching: tuple[bool, ...]
    """Per digit card: does its suit match the face card's (a joker matches nothing)?"""
    number: str
    multiplier: int
    caption: str
    """``3 suit matches``, ``No suit matches``, ``Joker``."""


def drawn_cards(face: engine.Card, digits: tuple[engine.Card, ...]) -> DrawnCards:
    matches = engine.suit_matches(face, digits)
    matching = tuple(face.suit is not None and card.suit == face.suit for card in digits)
    return DrawnCards(
        face_code="JK" if face.is_joker else face.code,
        digit_codes=tuple(card.code for card in digits),
        matching=matching,
        number=number_text(digits),
        multiplier=matches + 1,
        caption=multiplier_text(matches, face.is_joker).split(":")[0],
    )
