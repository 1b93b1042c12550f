"""Benchmark: seeded two-player games simulated per second on one core, shuffles included.

Run with ``python build_scripts/dev.py bench simulate``. Target (issue 2):
at least 20 000 games/s on the 2-core reference machine. The baseline in the
same run is the cost of the shuffles alone, so a noisy machine shows up in both.
"""

from __future__ import annotations

import random
import statistics
import time

from wildwest.engine.cards import pack_digits, pack_faces
from wildwest.engine.deal import seeded_shuffle
from wildwest.engine.simulation import simulate

GAMES = 20_000
ROUNDS = 5


def shuffles_only(games: int) -> None:
    faces, digits = list(pack_faces()), list(pack_digits())
    rng = random.Random()
    for seed in range(games):
        rng.seed(seed)
        seeded_shuffle(faces[:], rng)
        seeded_shuffle(digits[:], rng)


def rate(job, games: int) -> float:
    start = time.perf_counter()
    job(games)
    return games / (time.perf_counter() - start)


def main() -> None:
    games_rates, shuffle_rates = [], []
    for _ in range(ROUNDS):
        games_rates.append(rate(lambda n: simulate(2, n, 0), GAMES))
        shuffle_rates.append(rate(shuffles_only, GAMES))
    best, median = max(games_rates), statistics.median(games_rates)
    print(f"two-player games, shuffles included: best {best:,.0f}/s, median {median:,.0f}/s")
    print(f"baseline (the two shuffles alone):   best {max(shuffle_rates):,.0f}/s")
    print(f"target >= 20,000 games/s: {'met' if median >= 20_000 else 'NOT met'}")


if __name__ == "__main__":
    main()
