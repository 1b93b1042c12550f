"""Benchmark: saving and loading a finished 14-player game, and querying learning records.

Run with ``python build_scripts/dev.py bench persistence`` (or this file with the
project's Python). Baselines in the same run show what the machine itself costs:
plain ``json.dumps``/``json.loads`` of the same document for the save file, and
a bare ``SELECT count(*)`` for the records.
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.persistence.games import big_game  # noqa: E402
from wildwest.engine import Mode, apply, new_game  # noqa: E402
from wildwest.persistence.records import RecordsStore  # noqa: E402
from wildwest.persistence.savefile import (  # noqa: E402
    RecoveryFile,
    SavedGame,
    game_document,
    load_game,
    save_game,
)

ROUNDS = 15
ANSWERS = 10_000


def timed(job: Callable[[], object], rounds: int = ROUNDS) -> tuple[float, float]:
    """Best and median milliseconds of ``rounds`` runs."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        job()
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times)


def show(label: str, figures: tuple[float, float]) -> None:
    best, median = figures
    print(f"  {label:<50} best {best:8.2f} ms   median {median:8.2f} ms")


def bench_save_files(folder: Path) -> None:
    deal, actions = big_game(Mode.PRACTICE, wrong_tries=3)
    saved = SavedGame(deal, Mode.PRACTICE, actions)
    state = saved.to_state()
    assert state.is_over and len(state.turns) == 98
    path = folder / "big.wwgame"
    save_game(path, saved)
    document = game_document(saved, state)
    text = json.dumps(document)
    print(
        f"save file: 14 players, 7 packs, {len(state.turns)} turns, {len(actions)} actions, "
        f"{path.stat().st_size:,} bytes"
    )
    show("save_game (replays to write the turn summary)", timed(lambda: save_game(path, saved)))
    show(
        "save_game(state=…) (what a recovery write costs)",
        timed(lambda: save_game(path, saved, state=state)),
    )
    recovery = RecoveryFile(folder / "recovery.wwgame")
    show("RecoveryFile.write(state=…)", timed(lambda: recovery.write(saved, state=state)))
    show("load_game (parse, validate, replay)", timed(lambda: load_game(path)))
    show("  of which the replay alone", timed(saved.to_state))
    show("baseline: json.dumps of the same document", timed(lambda: json.dumps(document)))
    show("baseline: json.loads of the same document", timed(lambda: json.loads(text)))


def bench_records(folder: Path) -> None:
    deal, actions = big_game(Mode.CHALLENGE)
    state = new_game(deal, Mode.CHALLENGE)
    for action in actions:
        state, _ = apply(state, action)
    turns = state.turns
    rng = random.Random(1)
    names = [f"Pupil {i}" for i in range(30)]
    path = folder / "records.sqlite3"
    store = RecordsStore.open(path)
    assert store.kept
    start = time.perf_counter()
    for i in range(200):  # per-turn commits, as in play
        store.record_turn(rng.choice(names), turns[i % len(turns)], Mode.CHALLENGE, 9.5, "g0")
    per_turn = (time.perf_counter() - start) * 1000 / 200
    store.close()
    db = sqlite3.connect(path, isolation_level=None)  # the rest without waiting for the disk
    db.execute("PRAGMA synchronous = OFF")
    filler = RecordsStore(db, path, kept=True)
    for i in range(200, ANSWERS):
        turn = turns[i % len(turns)]
        filler.record_turn(rng.choice(names), turn, Mode.CHALLENGE, 9.5, f"g{i // 300}")
    filler.close()
    store = RecordsStore.open(path)
    count = store.summary("Pupil 0")
    total = sqlite3.connect(path).execute("SELECT count(*) FROM answer").fetchone()[0]
    print(f"records: {total:,} answers by {len(names)} players ({path.stat().st_size:,} bytes)")
    print(f"  {'record_turn (one commit per turn)':<50} mean {per_turn:8.2f} ms")
    show(
        "RecordsStore.open (integrity check, migrate)",
        timed(lambda: RecordsStore.open(path).close(), 5),
    )
    show(
        f"summary('Pupil 0') ({count.numbers_met} answers)", timed(lambda: store.summary("Pupil 0"))
    )
    show("history('Pupil 0')", timed(lambda: store.history("Pupil 0")))
    show("export_csv (30 players)", timed(lambda: store.export_csv(folder / "class.csv")))
    bare = sqlite3.connect(path)
    show(
        "baseline: SELECT count(*) FROM answer",
        timed(lambda: bare.execute("SELECT count(*) FROM answer").fetchone()),
    )
    bare.close()
    store.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        bench_save_files(Path(folder))
        bench_records(Path(folder))


if __name__ == "__main__":
    main()
