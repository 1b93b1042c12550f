"""Benchmark: saving and loading a finished 14-player game, querying learning records, and
what the recovery file costs after each move as a game grows.

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
from wildwest.engine import (  # noqa: E402
    Action,
    Draw,
    Mode,
    Submit,
    apply,
    new_game,
    prime_factors,
    shuffled_deal,
)
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


def long_game(turns: int, wrong: int) -> tuple[SavedGame, list[object]]:
    """A Practice game of ``turns`` turns of a draw, ``wrong`` wrong answers and the right
    one (the engine allows 20 answers a turn): the whole game and the state after each move."""
    deal = shuffled_deal(["Ann", "Ben"], seed=31, packs=50)
    state = new_game(deal, Mode.PRACTICE)
    actions: list[Action] = []
    states: list[object] = []
    for _ in range(turns):
        state, _ = apply(state, Draw())
        actions.append(Draw())
        states.append(state)
        assert state.pending is not None
        right = " x ".join(map(str, prime_factors(state.pending.number))) or "none"
        mistake = "2 x 3" if state.pending.number == 4 else "2 x 2"
        for text in [mistake] * wrong + [right]:
            move = Submit(text)
            state, _ = apply(state, move)
            actions.append(move)
            states.append(state)
    return SavedGame(deal, Mode.PRACTICE, tuple(actions), "bench"), states


def bench_recovery(folder: Path) -> None:
    """What keeping the game safe costs after one more move, as the game grows: the
    recovery file now (a main file and small parts), against rewriting the whole game after
    every move (what it did before, issue 28: ~0.1 s an answer after 6 000 moves)."""
    game, states = long_game(turns=660, wrong=11)
    moves = len(game.actions)
    checkpoints = [100, 1000, 4000, moves]
    recovery = RecoveryFile(folder / "recovery.wwgame")
    per_move: list[float] = []
    start_all = time.perf_counter()
    for count in range(1, moves + 1):
        saved = SavedGame(game.deal, game.mode, game.actions[:count], game.game_id)
        start = time.perf_counter()
        assert recovery.write(saved, state=states[count - 1]) is None
        per_move.append((time.perf_counter() - start) * 1000)
    total = time.perf_counter() - start_all
    loaded = RecoveryFile(recovery.path).load()
    assert loaded.actions == game.actions
    whole = folder / "whole.wwgame"
    print(f"recovery file: a Practice game of {moves:,} moves, written after every move")
    print(f"  {'after move':>12} {'now: mean of 100 moves':>26} {'worst of 100':>14}"
          f" {'before: whole game rewritten':>30}")  # fmt: skip
    for at in checkpoints:
        window = per_move[max(0, at - 100) : at]
        saved = SavedGame(game.deal, game.mode, game.actions[:at], game.game_id)
        before = timed(lambda s=saved, a=at: save_game(whole, s, state=states[a - 1]), 5)
        print(
            f"  {at:>12,} {statistics.mean(window):>23.2f} ms {max(window):>11.2f} ms"
            f" {before[1]:>27.2f} ms"
        )
    worst = max(range(moves), key=per_move.__getitem__)
    print(f"  the slowest move: {per_move[worst]:.2f} ms (move {worst + 1:,}: a merge of parts)")
    parts = [p for p in folder.iterdir() if p.name.endswith(".moves")]
    print(f"  all {moves:,} moves: {total:.1f} s ({1000 * total / moves:.2f} ms a move);"
          f" {len(parts)} part files at the end")  # fmt: skip
    show(
        "reading it back (RecoveryFile.load)", timed(lambda: RecoveryFile(recovery.path).load(), 3)
    )
    recovery.discard()


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
    with tempfile.TemporaryDirectory() as folder:
        bench_recovery(Path(folder))


if __name__ == "__main__":
    main()
