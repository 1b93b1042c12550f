"""Many seeded games with correct factoring, fast, for the statistics teachers ask about.

Game ``i`` of a run with seed ``S`` is the deal ``shuffled_deal(players, seed=S + i)``,
so ``wildwest deal --seed S+i`` reproduces any one of them. The inner loop
works on plain tuples rather than :class:`~wildwest.engine.state.GameState`
for speed; a test checks that it scores every game exactly as :func:`apply` does.

>>> stats = simulate(2, games=50, seed=1)
>>> stats.games, stats.packs, stats.turns_per_player
(50, 1, 7.0)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import SUITS, Card, default_packs, pack_digits, pack_faces
from .deal import MAX_PACKS, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, Rules, check_seed, seeded_shuffle
from .errors import WildWestError
from .primes import distinct_prime_table

MAX_GAMES = 1_000_000
"""The most games one run simulates: about half a minute for 2 players with 1 pack, but
hours for 14 players with 100 packs (the command line shows a progress line)."""
PROGRESS_EVERY = 1_000
"""``progress`` is called after every this many games (and after the last)."""

_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}


def _face_info(card: Card) -> tuple[int, int]:
    return card.digits_asked or 0, _SUIT_INDEX.get(card.suit or "", -1)


def _digit_info(card: Card) -> tuple[int, int]:
    return card.digit or 0, _SUIT_INDEX[card.suit or ""]


FastGame = tuple[list[int], dict[int, int], int, int, int]
"""(scores, prime → holder, turns played, zero-point turns, steal turns)."""


def play_fast(
    faces: Sequence[tuple[int, int]],
    digits: Sequence[tuple[int, int]],
    players: int,
    rules: Rules,
) -> FastGame:
    """Play a whole game with correct factoring on (digits asked, suit) / (digit, suit) pairs.

    Suits are 0-3, and -1 for a joker. Scores exactly as :func:`game.apply` does.
    """
    scores = [0] * players
    holder: dict[int, int] = {}
    steal_costs = rules.steal_costs_points
    face_count, digit_count = len(faces), len(digits)
    # One face card per turn, so with equal turns the game stops at the last whole round.
    limit = face_count - face_count % players if rules.equal_turns else face_count
    zero = steals = used = 0
    played = limit
    distinct = distinct_prime_table()
    for turn in range(limit):
        asked, suit = faces[turn]
        end = used + asked
        if end > digit_count:
            played = turn
            break
        number = matches = 0
        for digit, digit_suit in digits[used:end]:
            number = number * 10 + digit
            if digit_suit == suit:
                matches += 1
        used = end
        player = turn % players
        steal = matches == asked and suit >= 0
        base = 0
        for p in distinct[number]:
            owner = holder.get(p)
            if owner is None:
                holder[p] = player
                base += 1
            elif steal:
                base += 1
                if owner != player:
                    holder[p] = player
                    if steal_costs:
                        scores[owner] -= 1
        if base:
            scores[player] += base * (matches + 1)
        else:
            zero += 1
        if steal:
            steals += 1
    return scores, holder, played, zero, steals


@dataclass(frozen=True, slots=True)
class SimulationStats:
    players: int
    packs: int
    games: int
    seed: int
    equal_turns: bool
    steal_costs_points: bool
    face_cards: str
    mean_points: float
    min_points: int
    max_points: int
    zero_point_turn_share: float
    steal_turn_share: float
    tied_game_share: float
    """Games whose top score was shared by two or more players (before the tie-break)."""
    shared_win_share: float
    """Games still tied after the largest-prime tie-break."""
    turns_per_player: float
    primes_held_per_player: float
    """Primes on each player's list at the end of a game, on average."""
    digit_count_shares: dict[str, float]
    """The share of numbers with 2, 3 and 4 digits (keys ``"2"``, ``"3"``, ``"4"``)."""

    def to_dict(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.__slots__}


def simulate(
    players: int,
    games: int,
    seed: int = 0,
    *,
    packs: int | None = None,
    rules: Rules | None = None,
    progress: Callable[[int], None] | None = None,
) -> SimulationStats:
    """Play ``games`` seeded whole-pack games with correct factoring and sum them up.

    ``progress(done)`` is called after every :data:`PROGRESS_EVERY` games and
    after the last, e.g. to draw a progress bar.
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise WildWestError("players must be a whole number")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise WildWestError(f"A game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players:,}")
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise WildWestError(f"Simulate 1 to {MAX_GAMES:,} games")
    seed = check_seed(seed)
    if seed + games - 1 > MAX_SEED:
        raise WildWestError(f"The first deal code plus the games must stay below {MAX_SEED + 1:,}")
    rules = rules or Rules()
    packs = packs if packs is not None else default_packs(players)
    if isinstance(packs, bool) or not isinstance(packs, int) or not 1 <= packs <= MAX_PACKS:
        raise WildWestError(f"packs must be a whole number from 1 to {MAX_PACKS}")
    face_pack = [_face_info(card) for card in pack_faces(rules.face_cards)] * packs
    digit_pack = [_digit_info(card) for card in pack_digits()] * packs
    face_count = len(face_pack)
    total_points = turns = zero = steals = tied = shared = held = 0
    lowest, highest = None, None
    unplayed: Counter[int] = Counter()  # digits asked by face cards left at the end
    rng = random.Random()
    for first in range(0, games, PROGRESS_EVERY):
        for game in range(first, min(first + PROGRESS_EVERY, games)):
            # The same shuffles as deal.shuffled_piles(packs, seed + game), on plain tuples.
            rng.seed(seed + game)
            faces = face_pack[:]
            digits = digit_pack[:]
            seeded_shuffle(faces, rng)
            seeded_shuffle(digits, rng)
            scores, holder, played, zero_turns, steal_turns = play_fast(
                faces, digits, players, rules
            )
            total_points += sum(scores)
            low, high = min(scores), max(scores)
            lowest = low if lowest is None or low < lowest else lowest
            highest = high if highest is None or high > highest else highest
            turns += played
            zero += zero_turns
            steals += steal_turns
            held += len(holder)
            if played != face_count:  # with equal turns, the last few face cards
                for asked, _ in faces[played:]:
                    unplayed[asked] += 1
            if scores.count(high) > 1:
                tied += 1
                top = [i for i, s in enumerate(scores) if s == high]
                largest = [max((p for p, o in holder.items() if o == i), default=0) for i in top]
                if max(largest) == 0:
                    shared += 1
        if progress is not None:
            progress(min(first + PROGRESS_EVERY, games))
    assert lowest is not None and highest is not None
    dealt = Counter(asked for asked, _ in face_pack)
    numbers = {k: dealt[k] * games - unplayed[k] for k in (2, 3, 4)}
    return SimulationStats(
        players=players,
        packs=packs,
        games=games,
        seed=seed,
        equal_turns=rules.equal_turns,
        steal_costs_points=rules.steal_costs_points,
        face_cards=rules.face_cards.value,
        mean_points=total_points / (games * players),
        min_points=lowest,
        max_points=highest,
        zero_point_turn_share=zero / turns if turns else 0.0,
        steal_turn_share=steals / turns if turns else 0.0,
        tied_game_share=tied / games,
        shared_win_share=shared / games,
        turns_per_player=turns / (games * players),
        primes_held_per_player=held / (games * players),
        digit_count_shares={str(k): n / turns if turns else 0.0 for k, n in numbers.items()},
    )
