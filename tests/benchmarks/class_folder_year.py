"""A school year's class folder, made quickly for the class folder's benchmark.

30 computers, 35 pupils, 36 school weeks: each lesson a pupil sits at a random computer and
plays two-player Practice or Challenge games (7 turns each). The entries are the writer's
own (:mod:`wildwest.persistence.class_folder.entries` shapes: turns with first answers,
mistakes and scores; games started and over), and each computer's folder is laid out as its
outbox leaves it after a year: files gathered in tiers of 16 (at most 15 of each tier, the
rest in full tier-3 files). Two computers' clocks are a day out; their files carry the file
server's times. Nothing of the writer's threads runs: writing 100 000 entries one
``fsync`` at a time would take most of an hour.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from wildwest.engine import check_answer, parse_answer, prime_factors
from wildwest.persistence.class_folder.journal import (
    MAX_ENTRIES_PER_FILE,
    AnyEntry,
    EndEntry,
    GameEntry,
    Header,
    TurnEntry,
    new_entry_id,
    write_journal,
)
from wildwest.persistence.class_folder.writer import COMPUTERS, FANOUT, TOP_TIER

PUPILS = [
    "Ann Lee",
    "Ben Okafor",
    "Cy Brown",
    "Dee Smith",
    "Eli Novak",
    "Fay Wong",
    "Gus Müller",
    "Hana Sato",
    "Ivo Petrov",
    "Jo Kim",
    "Kai Berg",
    "Lena Rossi",
    "Mo Ali",
    "Nia Evans",
    "Oskar Lund",
    "Pia Costa",
    "Quinn Ray",
    "Rosa Díaz",
    "Sam Cole",
    "Tia Park",
    "Uma Das",
    "Vic Hale",
    "Wen Li",
    "Xavi Ruiz",
    "Yara Haddad",
    "Zoë Blanc",
    "Adam Frost",
    "Bea Moss",
    "Carl Dunn",
    "Dana Holt",
    "Emil Sand",
    "Flo Nash",
    "Gina Vos",
    "Hugo Pratt",
    "Isla Reid",
]
COMPUTER_COUNT = 30
START = datetime(2025, 9, 1, 8, tzinfo=UTC)  # a Monday
WEEKS = 36
SKEWED = {3: timedelta(days=1), 17: timedelta(days=-1)}
"""Computers whose clocks are a day out (their files carry the file server's times)."""


@dataclass
class Computer:
    id: str
    name: str
    skew: timedelta = timedelta(0)
    seq: int = 0
    entries: list[tuple[AnyEntry, datetime]] = field(default_factory=list)
    """Each entry with the true (file server) time it was recorded."""


def computers() -> list[Computer]:
    rng = random.Random(7)
    return [
        Computer(f"{rng.getrandbits(64):016x}", f"ROOM4-PC{n:02d}", SKEWED.get(n, timedelta(0)))
        for n in range(COMPUTER_COUNT)
    ]


def _first_answer(rng: random.Random, number: int) -> str:
    primes = list(prime_factors(number))
    if not primes:
        return "none"
    roll = rng.random()
    if roll < 0.15 and len(primes) > 1:
        primes.pop(rng.randrange(len(primes)))  # a prime left out (or not repeated)
    elif roll < 0.25 and len(primes) > 1:
        a = primes.pop()
        primes[-1] *= a  # a composite left unsplit
    elif roll < 0.3:
        primes.append(rng.choice((2, 3, 7)))  # a prime that does not divide
    return " x ".join(str(p) for p in primes)


def _turn(  # noqa: PLR0917 - one turn's facts
    rng: random.Random, pc: Computer, game: str, pupil: str, seat: int, at: datetime, mode: str
) -> TurnEntry:
    number = rng.randrange(10, 10_000) if rng.random() < 0.7 else rng.randrange(10, 100)
    first = _first_answer(rng, number)
    check = check_answer(number, parse_answer(first))
    right = check.complete and rng.random() < 0.9
    hints = 0 if right else rng.choice((0, 0, 1, 2))
    attempts = 1 if right or mode == "challenge" else rng.choice((2, 2, 3))
    primes = sorted(set(prime_factors(number)))
    final = first if mode == "challenge" else " x ".join(map(str, prime_factors(number)))
    pc.seq += 1
    return TurnEntry(
        new_entry_id(),
        pc.seq,
        at + pc.skew,
        game=game,
        pupil=pupil,
        seat=seat,
        mode=mode,
        number=number,
        digits=str(number),
        factored=True,
        right_first_time=right and not hints,
        attempts=attempts,
        hints=hints,
        gave_up=False,
        seconds=round(rng.uniform(4, 90), 1),
        points=rng.randrange(0, 12),
        method="typed",
        mistakes=tuple(kind.value for kind in check.mistakes),
        found=tuple(primes),
        missed=(),
        answer=final,
        first=first,
        scores=(rng.randrange(40), rng.randrange(40)),
    )


def school_year(
    pcs: list[Computer], turns_wanted: int, seed: int = 1
) -> Iterator[tuple[Computer, AnyEntry, datetime]]:
    """Lessons from September on until ``turns_wanted`` turns were played."""
    rng = random.Random(seed)
    made = 0
    lesson = 0
    while made < turns_wanted:
        week, slot = divmod(lesson, 5 * 6)  # six lessons a day, five days a week
        day, hour = divmod(slot, 6)
        start = START + timedelta(weeks=week % WEEKS, days=day, hours=hour)
        lesson += 1
        pupils = rng.sample(PUPILS, 30)  # a few are away each lesson
        seats = rng.sample(pcs, 15)
        for pc, pair in zip(seats, zip(pupils[::2], pupils[1::2], strict=True), strict=True):
            moment = start + timedelta(minutes=rng.randrange(5))
            for _ in range(2):  # two games a lesson
                game = new_entry_id()
                mode = rng.choice(("practice", "challenge"))
                pc.seq += 1
                yield (
                    pc,
                    GameEntry(
                        new_entry_id(),
                        pc.seq,
                        moment + pc.skew,
                        game,
                        pair,
                        ("", ""),
                        rng.choice((4821, 17, None)),
                        1,
                        True,
                        False,
                        "all",
                        mode,
                        False,
                    ),
                    moment,
                )
                for turn in range(14):
                    moment += timedelta(seconds=rng.randrange(20, 60))
                    yield pc, _turn(rng, pc, game, pair[turn % 2], turn % 2, moment, mode), moment
                    made += 1
                pc.seq += 1
                yield (
                    pc,
                    EndEntry(
                        new_entry_id(),
                        pc.seq,
                        moment + pc.skew,
                        game,
                        (rng.randrange(40), rng.randrange(40)),
                        (0,),
                        14,
                        (97, 89),
                    ),
                    moment,
                )


def tiers(count: int) -> list[tuple[int, int, int]]:
    """How a computer's outbox leaves ``count`` entries, one a file at first, gathered by
    :data:`FANOUT` per tier: ``(tier, first, last)`` slices, oldest first."""
    files: list[tuple[int, int, int]] = []
    for index in range(count):
        files.append((0, index, index + 1))
        for tier in range(TOP_TIER):
            same = [f for f in files if f[0] == tier]
            if len(same) >= FANOUT and same[-1][2] - same[0][1] <= MAX_ENTRIES_PER_FILE:
                files = [f for f in files if f[0] != tier]
                files.append((tier + 1, same[0][1], same[-1][2]))
                files.sort(key=lambda f: f[1])
    return files


def write_folder(folder: Path, pcs: list[Computer]) -> int:
    """Write each computer's entries as its outbox would have left them; the file count."""
    written = 0
    for pc in pcs:
        target = folder / COMPUTERS / pc.id
        target.mkdir(parents=True, exist_ok=True)
        for tier, first, last in tiers(len(pc.entries)):
            chunk = pc.entries[first:last]
            server_time = chunk[-1][1] + timedelta(seconds=3)
            header = Header(pc.id, pc.name, server_time + pc.skew, tier, "wildwest 0.1.0")
            name = f"{tier}-{server_time:%Y%m%dT%H%M%SZ}-{os.urandom(8).hex()}.wwj"
            path = target / name
            path.write_bytes(write_journal(header, [entry for entry, _ in chunk]))
            os.utime(path, (server_time.timestamp(), server_time.timestamp()))
            written += 1
    return written


def add_turns(
    folder: Path, pcs: list[Computer], count: int, seed: int
) -> list[tuple[Computer, AnyEntry]]:
    """``count`` more turns as they arrive during a lesson: a file each (tier 0)."""
    rng = random.Random(seed)
    moment = START + timedelta(weeks=WEEKS, hours=1)
    added = []
    for n in range(count):
        pc = pcs[n % len(pcs)]
        game = new_entry_id()
        entry = _turn(rng, pc, game, PUPILS[n % len(PUPILS)], 0, moment, "practice")
        header = Header(pc.id, pc.name, moment + pc.skew, 0, "wildwest 0.1.0")
        path = folder / COMPUTERS / pc.id / f"0-new-{os.urandom(8).hex()}.wwj"
        path.write_bytes(write_journal(header, [entry]))
        os.utime(path, (moment.timestamp(), moment.timestamp()))
        added.append((pc, entry))
    return added
