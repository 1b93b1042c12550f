"""The engine's values: the game state, the pending turn, the turn record, and every action
and event.

One home for the types the rule modules share, as python-chess keeps its value types
together: :mod:`~wildwest.engine.game` (the transition function), :mod:`~wildwest.engine.real_cards`
and the modules that play games (:mod:`~wildwest.engine.balancing`) import them from here,
downwards, and this module imports only the engine's leaves (cards, deals, answers, primes,
seats), so no two engine modules import each other. Everything here is a frozen value;
:func:`wildwest.engine.game.apply` makes the next state from one.

>>> move = PlayCards.of("KS", "3S", "AH", "10S", "5S")
>>> move.codes, len(move.digits)
('KS 3S AH 10S 5S', 4)
>>> TakeHint("2 x") == TakeHint()  # what was typed shapes only the hint's words
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .answers import AnswerCheck, Feedback
from .cards import Card, parse_card
from .deal import Deal
from .primes import Factorisation
from .seats import Seat


class Mode(StrEnum):
    """Who factors the number (RULES.md "Factoring by the player")."""

    AUTO = "auto"
    PRACTICE = "practice"
    CHALLENGE = "challenge"


class Phase(StrEnum):
    DRAW = "draw"
    """The current player is to turn over the next face card."""
    ANSWER = "answer"
    """The digits are down; the current player is to factor the number."""
    OVER = "over"


class TieBreak(StrEnum):
    NONE = "none"
    """One player has the most points."""
    LARGEST_PRIME = "largest_prime"
    """Players tied on points; the one holding the largest prime won."""
    SHARED = "shared"
    """Players tied on points and none of them holds a prime: they share the win."""


# ---------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Draw:
    """Turn over the top face card and draw the digits it asks for."""


@dataclass(frozen=True, slots=True)
class Submit:
    """The current player's factorisation, as typed (Practice and Challenge)."""

    text: str


@dataclass(frozen=True, slots=True)
class GiveUp:
    """Show the answer and claim nothing (Practice and Challenge)."""


@dataclass(frozen=True, slots=True)
class TakeHint:
    """Ask for the next graded hint (Practice), building on what the player has typed so far.

    At most :data:`MAX_HINT_LEVEL` hints a turn; no hint is the answer and none ends the turn
    (:class:`GiveUp` shows the answer). ``typed`` only shapes the hint's words: the state after
    a hint is the same whatever it holds, so it is no part of the move (two hints compare
    equal whatever was typed) and save files leave it out.
    """

    typed: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PlayCards:
    """The face card and the digit cards (left to right) a player turned over on the desk.

    Only in a real-cards game; refused with a message naming the card when the packs do not
    hold it any more, when a digit card is the face card or a face card is among the digits,
    when the number of digits is not what the face card asks for, or when house rule
    ``face_cards`` leaves the face card out.
    """

    face: Card
    digits: tuple[Card, ...]

    @classmethod
    def of(cls, face: str, *digits: str) -> PlayCards:
        """From card codes: ``PlayCards.of("KS", "3S", "AH", "10S", "5S")``."""
        return cls(parse_card(face), tuple(parse_card(code) for code in digits))

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.face, *self.digits)

    @property
    def codes(self) -> str:
        """``KS 3S AH 10S 5S``."""
        return " ".join(card.code for card in self.cards)


@dataclass(frozen=True, slots=True)
class OutOfCards:
    """ "We're out of cards": the players end a real-cards game (only between turns)."""


Action = Draw | Submit | GiveUp | TakeHint | PlayCards | OutOfCards
"""Every move; :class:`PlayCards` and :class:`OutOfCards` are for real-cards games
(:mod:`wildwest.engine.real_cards`)."""


# ---------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class PendingTurn:
    """A turn whose digits are down but which is not yet scored."""

    player: int
    face: Card
    digits: tuple[Card, ...]
    number: int
    attempts: int = 0
    hints: int = 0
    mistakes: tuple[Feedback, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """Everything about one scored turn."""

    player: int
    face: Card
    digits: tuple[Card, ...]
    number: int
    factors: Factorisation
    claimed: tuple[int, ...]
    """Free primes the player took (+1 each)."""
    stolen: tuple[tuple[int, int], ...]
    """(victim, prime) pairs taken on a steal turn (+1 each)."""
    kept: tuple[int, ...]
    """The player's own primes counted again on a steal turn (+1 each)."""
    blocked: tuple[tuple[int, int], ...]
    """(prime, holder) for primes already held that scored 0."""
    missed: tuple[int, ...]
    """Prime factors the player did not name (they stay where they were)."""
    matches: int
    steal: bool
    base: int
    points: int
    gave_up: bool = False
    attempts: int = 1
    hints: int = 0
    mistakes: tuple[Feedback, ...] = ()
    answer: str | None = None
    """What the player submitted last (``None`` in Auto or after giving up)."""
    check: AnswerCheck | None = None

    @property
    def multiplier(self) -> int:
        return self.matches + 1

    @property
    def primes(self) -> tuple[int, ...]:
        """The distinct prime factors of the number."""
        return tuple(p for p, _ in self.factors)


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's place in a game: points and the primes they hold."""

    player: int
    name: str
    points: int
    primes: tuple[int, ...]
    """Sorted."""

    @property
    def largest_prime(self) -> int | None:
        return self.primes[-1] if self.primes else None


@dataclass(frozen=True, slots=True)
class GameResult:
    """Who won and how: the presentation layer puts it into words."""

    winners: tuple[int, ...]
    tie_break: TieBreak
    points: int
    """The most points anyone has."""
    tied: tuple[int, ...]
    """The players on those points, in seating order (one player unless it was a tie)."""
    largest_prime: int | None
    """The largest prime the tied players hold (``None`` if they hold none)."""


class EndKind(StrEnum):
    """Why a game ended (RULES.md "Players, packs and turns")."""

    FACE_PILE_EMPTY = "face_pile_empty"
    EQUAL_TURNS = "equal_turns"
    """Fewer face cards are left than there are players at the start of a round."""
    DIGITS_SHORT = "digits_short"
    """The digit pile holds fewer cards than the next face card asks for."""
    OUT_OF_CARDS = "out_of_cards"
    """A real-cards game: the players said they were out of cards."""


@dataclass(frozen=True, slots=True)
class EndReason:
    """Why the game ended, with the numbers the words need."""

    kind: EndKind
    faces_left: int = 0
    players: int = 0
    face: Card | None = None
    """The next face card, for ``DIGITS_SHORT``."""
    digits_asked: int = 0
    digits_left: int = 0


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """A turn's cards were drawn (or entered): the turn waits for its answer."""

    pending: PendingTurn


@dataclass(frozen=True, slots=True)
class AnswerUnreadable:
    """The answer could not be read; nothing changed and no attempt was used."""

    message: str


@dataclass(frozen=True, slots=True)
class AnswerRejected:
    """A Practice answer that is not yet right; the player may try again."""

    check: AnswerCheck


@dataclass(frozen=True, slots=True)
class HintGiven:
    """A hint was taken: its level (1, 2…) and its words."""

    level: int
    text: str


@dataclass(frozen=True, slots=True)
class TurnScored:
    """A turn ended and was scored."""

    turn: TurnRecord


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended: who won, and why it ended."""

    result: GameResult
    reason: EndReason


Event = TurnStarted | AnswerUnreadable | AnswerRejected | HintGiven | TurnScored | GameOver


# ---------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class GameState:
    """A whole game at one moment: the piles, scores, holdings, turns and whose turn it
    is. The engine never changes one; each action makes the next."""

    deal: Deal
    mode: Mode
    face_pile: tuple[Card, ...]
    digit_pile: tuple[Card, ...]
    scores: tuple[int, ...]
    holdings: tuple[frozenset[int], ...]
    current: int = 0
    turns: tuple[TurnRecord, ...] = ()
    pending: PendingTurn | None = None
    phase: Phase = Phase.DRAW
    end_reason: EndReason | None = None
    real_cards: bool = False
    """The players turn over real cards and enter them (:class:`PlayCards`); the piles hold
    what is still in the packs, in the packs' order, not what comes next."""

    @property
    def players(self) -> tuple[str, ...]:
        return self.deal.players

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat: a person or a computer player (see the deal)."""
        return self.deal.seats

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def computer_to_play(self) -> bool:
        """The game goes on and the current player is a computer player."""
        return not self.is_over and self.seats[self.current].is_computer

    def holder_of(self, prime: int) -> int | None:
        """Who holds ``prime`` now, or ``None``."""
        for player, held in enumerate(self.holdings):
            if prime in held:
                return player
        return None

    def holders(self) -> dict[int, int]:
        """Every held prime mapped to its holder."""
        return {p: player for player, held in enumerate(self.holdings) for p in held}

    def standings(self) -> tuple[Standing, ...]:
        """Points and primes of every player, in seating order."""
        return tuple(
            Standing(i, name, self.scores[i], tuple(sorted(self.holdings[i])))
            for i, name in enumerate(self.players)
        )

    def turns_of(self, player: int) -> int:
        return sum(1 for turn in self.turns if turn.player == player)

    def result(self) -> GameResult:
        """The winner(s) by points, then the largest prime held (RULES.md "End and winner")."""
        return decide_winners(self.standings())


def right_first_time(turn: TurnRecord, mode: Mode, *, slips: int = 0) -> bool:
    """Whether ``turn``, scored in a game of ``mode``, was right first time: factored by the
    player (not in Auto), answered once, with no hint and no slip on a division ladder
    (``slips``), not given up, and complete. The one rule the learning records and the
    class folder's journal both count by.

    >>> from wildwest.engine import Draw, Submit, apply, new_game, parse_deal
    >>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JS", "JH"],
    ...                    "digit_pile": ["7S", "7H", "AD", "3C"]})
    >>> state, _ = apply(new_game(deal, Mode.CHALLENGE), Draw())
    >>> state, _ = apply(state, Submit("7 × 11"))
    >>> turn = state.turns[-1]
    >>> right_first_time(turn, Mode.CHALLENGE), right_first_time(turn, Mode.CHALLENGE, slips=1)
    (True, False)
    >>> right_first_time(turn, Mode.AUTO)
    False
    """
    return (
        mode is not Mode.AUTO
        and slips == 0
        and turn.attempts == 1
        and turn.hints == 0
        and not turn.gave_up
        and turn.check is not None
        and turn.check.complete
    )


def finishing_order(standings: tuple[Standing, ...]) -> tuple[Standing, ...]:
    """Best first: most points, then the largest prime held, then seating order.

    The one place the finishing order is decided (game over, score sheets, answer keys).

    >>> order = finishing_order((Standing(0, "Ann", 5, (3,)), Standing(1, "Ben", 5, (7,))))
    >>> [s.name for s in order]
    ['Ben', 'Ann']
    """
    return tuple(sorted(standings, key=lambda s: (-s.points, -(s.largest_prime or 0), s.player)))


def decide_winners(standings: tuple[Standing, ...]) -> GameResult:
    """The winner(s) by points, then the largest prime held (RULES.md "End and winner")."""
    best = max(s.points for s in standings)
    top = tuple(s for s in standings if s.points == best)
    tied = tuple(s.player for s in top)
    largest = max((s.largest_prime or 0) for s in top)
    if len(top) == 1:
        return GameResult(tied, TieBreak.NONE, best, tied, top[0].largest_prime)
    if largest == 0:
        return GameResult(tied, TieBreak.SHARED, best, tied, None)
    winner = next(s for s in top if s.largest_prime == largest)
    return GameResult((winner.player,), TieBreak.LARGEST_PRIME, best, tied, largest)
