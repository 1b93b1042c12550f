"""Many seeded games with correct factoring, fast, for the statistics teachers ask about.

Game ``i`` of a run with seed ``S`` is the deal ``shuffled_deal(players, seed=S + i)``,
so ``wildwest deal --seed S+i`` reproduces any one of them. The inner loop
works on plain tuples rather than :class:`~wildwest.engine.game.GameState`
for speed; a test checks that it scores every game exactly as :func:`apply` does.

>>> stats = simulate(2, games=50, seed=1)
>>> stats.games, stats.packs, stats.turns_per_player
(50, 1, 7.0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import SUITS, Card, default_packs, pack_digits, pack_faces
from .deal import MAX_SHUFFLED_PACKS, Rules, check_seed, seeded_shuffle
from .errors import WildWestError
from .primes import DISTINCT_PRIMES

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
    distinct = DISTINCT_PRIMES
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

    def to_dict(self) -> dict[str, float | int]:
        return {name: getattr(self, name) for name in self.__slots__}


def simulate(
    players: int,
    games: int,
    seed: int = 0,
    *,
    packs: int | None = None,
    rules: Rules | None = None,
) -> SimulationStats:
    """Play ``games`` seeded whole-pack games with correct factoring and sum them up."""
    if not isinstance(players, int) or players < 2:
        raise WildWestError("A game needs at least 2 players")
    if not isinstance(games, int) or games < 1:
        raise WildWestError("Simulate at least 1 game")
    seed = check_seed(seed)
    check_seed(seed + games - 1)
    rules = rules or Rules()
    packs = packs if packs is not None else default_packs(players)
    if not 1 <= packs <= MAX_SHUFFLED_PACKS:
        raise WildWestError(f"packs must be a whole number from 1 to {MAX_SHUFFLED_PACKS}")
    face_pack = [_face_info(card) for card in pack_faces()] * packs
    digit_pack = [_digit_info(card) for card in pack_digits()] * packs
    total_points = turns = zero = steals = tied = shared = 0
    lowest, highest = None, None
    rng = random.Random()
    for game in range(games):
        # The same shuffles as deal.shuffled_piles(packs, seed + game), on plain tuples.
        rng.seed(seed + game)
        faces = face_pack[:]
        digits = digit_pack[:]
        seeded_shuffle(faces, rng)
        seeded_shuffle(digits, rng)
        scores, holder, played, zero_turns, steal_turns = play_fast(faces, digits, players, rules)
        total_points += sum(scores)
        low, high = min(scores), max(scores)
        lowest = low if lowest is None or low < lowest else lowest
        highest = high if highest is None or high > highest else highest
        turns += played
        zero += zero_turns
        steals += steal_turns
        top = [i for i, s in enumerate(scores) if s == high]
        if len(top) > 1:
            tied += 1
            largest = [max((p for p, o in holder.items() if o == i), default=0) for i in top]
            if max(largest) == 0:
                shared += 1
    assert lowest is not None and highest is not None
    return SimulationStats(
        players=players,
        packs=packs,
        games=games,
        seed=seed,
        mean_points=total_points / (games * players),
        min_points=lowest,
        max_points=highest,
        zero_point_turn_share=zero / turns if turns else 0.0,
        steal_turn_share=steals / turns if turns else 0.0,
        tied_game_share=tied / games,
        shared_win_share=shared / games,
        turns_per_player=turns / (games * players),
    )
