"""How the computer levels measure up against a modelled pupil, played through the real engine.

The modelled pupil names each distinct prime of the number correctly with
probability ``p``, independently, and otherwise misses it. It never names a
wrong number: in Challenge a wrong number costs nothing by itself, only a
missed prime does. It writes the primes it names with their full powers; if it
names none it types "none". For 0 and 1 it types "none", which is right.

Game ``i`` of a run with seed ``S`` is the deal ``shuffled_deal(players,
seed=S + i)`` (default packs and house rules unless given), played in Challenge mode
with :func:`~wildwest.engine.game.new_game` and
:func:`~wildwest.engine.game.apply`. The pupil sits at seat ``(S + i) %
players``, so every seat is played as often and any one game is the same as a
run of one game from its deal code; the other seats are the deal's computer
players (:class:`~wildwest.engine.seats.Seat`) of one level, answering as in the
app. A shared win counts as 1/k of a win for each of the k winners.

The levels in :data:`~wildwest.engine.strategy.STYLES` were tuned with this
(``wildwest simulate --pupil P --against LEVEL --games 2000``, deal codes 0 to
1 999). The pupil's win rate:

============  =========  =========  ==========  ==================================
against       p = 0.6    p = 0.8    p = 0.95    computer names this share of primes
============  =========  =========  ==========  ==================================
1 Greenhorn   71.2 %     85.4 %     91.2 %      0.53
1 Deputy      29.6 %     49.4 %     62.0 %      0.89
1 Sheriff     16.1 %     33.6 %     46.1 %      1.00
3 Greenhorns  50.1 %     67.8 %     78.8 %
3 Deputies    13.4 %     25.1 %     37.0 %
3 Sheriffs     6.7 %     13.5 %     21.7 %
============  =========  =========  ==========  ==================================

(Against three computers a fair share is 25 %.) A 2 000-game run against one
computer takes 3.5 to 8 seconds on a busy 2-core machine; nearly all of it is
``apply``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from .cards import default_packs
from .deal import MAX_PACKS, Rules, check_seed, shuffled_deal
from .errors import WildWestError
from .game import answer_for_state, apply, new_game
from .primes import group_powers, prime_factors
from .seats import PERSON, Level, Seat, parse_level
from .state import Draw, GameState, Mode, Submit
from .strategy import chance, computer_names, deal_seed, turn_random

MAX_BALANCE_GAMES = 100_000
"""The most games one balance run plays."""
MAX_OPPONENTS = 13
"""The most computer players against the pupil (14 seats, as in the app)."""
PUPIL_NAME = "Pupil"
PROGRESS_EVERY = 100
"""``progress`` is called after every this many games (and after the last)."""


def pupil_answer(p: float, number: int, rng: random.Random) -> str:
    """The modelled pupil's answer: each distinct prime named with probability ``p``.

    >>> pupil_answer(1.0, 3105, random.Random(0))
    '3^3 × 5 × 23'
    >>> pupil_answer(0.0, 3105, random.Random(0)), pupil_answer(0.5, 1, random.Random(0))
    ('none', 'none')
    """
    if number < 2:
        return "none"
    named = [(q, e) for q, e in group_powers(prime_factors(number)) if chance(rng, p)]
    if not named:
        return "none"
    return " × ".join(str(q) if e == 1 else f"{q}^{e}" for q, e in named)


@dataclass(frozen=True, slots=True)
class BalanceStats:
    """The result of :func:`balance`: how the pupil did against the computer players."""

    pupil: float
    """The pupil's chance of naming each prime."""
    level: Level
    opponents: int
    packs: int
    games: int
    seed: int
    pupil_wins: float
    """Games won (a win shared by k players counts 1/k)."""
    pupil_mean_points: float
    computer_mean_points: float
    """Per computer player per game."""
    pupil_named_share: float
    """The share of the distinct primes of the pupil's numbers that it named."""
    computer_named_share: float
    """The same for the computer players' numbers."""

    @property
    def pupil_win_rate(self) -> float:
        return self.pupil_wins / self.games

    @property
    def fair_share(self) -> float:
        """The win rate of a pupil exactly as good as the computers: 1 / players."""
        return 1 / (self.opponents + 1)

    def to_dict(self) -> dict[str, float | int | str]:
        data: dict[str, float | int | str] = {name: getattr(self, name) for name in self.__slots__}
        data["level"] = self.level.value
        data["pupil_win_rate"] = self.pupil_win_rate
        data["fair_share"] = self.fair_share
        return data


def _check_args(pupil: object, games: object, opponents: object) -> tuple[float, int, int]:
    if (
        not isinstance(pupil, int | float)
        or isinstance(pupil, bool)
        or not math.isfinite(pupil)
        or not 0 <= pupil <= 1
    ):
        raise WildWestError("The pupil's chance of naming a prime must be from 0 to 1, like 0.8")
    if not isinstance(games, int) or isinstance(games, bool) or not 1 <= games <= MAX_BALANCE_GAMES:
        raise WildWestError(f"Play from 1 to {MAX_BALANCE_GAMES:,} games")
    if (
        not isinstance(opponents, int)
        or isinstance(opponents, bool)
        or not 1 <= opponents <= MAX_OPPONENTS
    ):
        raise WildWestError(f"Play against 1 to {MAX_OPPONENTS} computer players")
    return float(pupil), games, opponents


def play_balance_game(
    state: GameState, pupil: float, pupil_seat: int
) -> tuple[GameState, list[tuple[int, int, int]]]:
    """Play a Challenge game to the end, the computer seats (the deal's) giving their own
    answers; also (seat, primes, primes named) for every turn."""
    seed = deal_seed(state.deal)
    named: list[tuple[int, int, int]] = []
    while not state.is_over:
        state, _ = apply(state, Draw())
        pending = state.pending
        assert pending is not None
        seat, turn = pending.player, len(state.turns)
        if seat == pupil_seat:
            rng = turn_random(seed, seat, turn, "pupil")
            text = pupil_answer(pupil, pending.number, rng)
        else:
            text = answer_for_state(state).text
        state, _ = apply(state, Submit(text))
        record = state.turns[-1]
        primes = len(record.primes)
        named.append((seat, primes, primes - len(record.missed)))
    return state, named


def balance(
    pupil: float,
    level: Level | str,
    games: int,
    seed: int = 0,
    *,
    opponents: int = 1,
    packs: int | None = None,
    rules: Rules | None = None,
    progress: Callable[[int], None] | None = None,
) -> BalanceStats:
    """Play ``games`` seeded Challenge games of the modelled pupil against computer players.

    The same arguments always give the same result. ``progress(done)`` is called
    after every :data:`PROGRESS_EVERY` games and after the last.
    """
    pupil, games, opponents = _check_args(pupil, games, opponents)
    level = level if isinstance(level, Level) else parse_level(level)
    seed = check_seed(seed)
    check_seed(seed + games - 1)
    players = opponents + 1
    packs = default_packs(players) if packs is None else packs
    if isinstance(packs, bool) or not isinstance(packs, int) or not 1 <= packs <= MAX_PACKS:
        raise WildWestError(f"packs must be a whole number from 1 to {MAX_PACKS}")
    computers = list(computer_names(opponents, taken=[PUPIL_NAME]))
    wins = 0.0
    pupil_points = computer_points = 0
    named = {True: [0, 0], False: [0, 0]}  # pupil? → [primes, named]
    for game in range(games):
        pupil_seat = (seed + game) % players
        names = [*computers]
        names.insert(pupil_seat, PUPIL_NAME)
        seats = [Seat(level)] * opponents
        seats.insert(pupil_seat, PERSON)
        deal = shuffled_deal(names, seed=seed + game, packs=packs, rules=rules, seats=seats)
        state, turns = play_balance_game(new_game(deal, Mode.CHALLENGE), pupil, pupil_seat)
        winners = state.result().winners
        if pupil_seat in winners:
            wins += 1 / len(winners)
        pupil_points += state.scores[pupil_seat]
        computer_points += sum(state.scores) - state.scores[pupil_seat]
        for seat, primes, right in turns:
            tally = named[seat == pupil_seat]
            tally[0] += primes
            tally[1] += right
        done = game + 1
        if progress is not None and (done % PROGRESS_EVERY == 0 or done == games):
            progress(done)
    return BalanceStats(
        pupil=pupil,
        level=level,
        opponents=opponents,
        packs=packs,
        games=games,
        seed=seed,
        pupil_wins=wins,
        pupil_mean_points=pupil_points / games,
        computer_mean_points=computer_points / (games * opponents),
        pupil_named_share=named[True][1] / named[True][0] if named[True][0] else 1.0,
        computer_named_share=named[False][1] / named[False][0] if named[False][0] else 1.0,
    )
