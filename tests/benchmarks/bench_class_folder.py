"""Benchmark: the class folder of a school year (issue 29, "How much, how fast").

Run with ``python build_scripts/dev.py bench class_folder`` (or this file with the
project's Python: ``.venv/bin/python tests/benchmarks/bench_class_folder.py``; ``--turns N``
for another size, ``--keep DIR`` to keep the folder). Not part of the test run.

It makes a class folder of 30 computers and 35 pupils over a school year (100 000 turns,
laid out as the computers' outboxes leave it; see ``class_folder_year.py``) and times

* the class view's data opening **cold**: a new reader on the teacher's cache (as when the
  app starts and the class view opens), listing the whole folder for anything new, and the
  figures for every pupil and the class (goal: at most 1 s);
* the **update** after 100 new turns arrive (goal: at most 0.1 s);
* the **first ever** opening, with no cache (reads every file once);
* against the same data read **from one local file** in the same run (the same turns in
  one SQLite table, folded into the same figures), so the figures say what the merge
  itself costs;
* what **writing one turn** costs: the caller's time (the game's thread; goal: nothing a
  pupil can see) and in total (the worker threads' CPU time and the wait until the turn is
  in the class folder).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.class_folder_year import (  # noqa: E402
    PUPILS,
    add_turns,
    computers,
    school_year,
    write_folder,
)
from tests.persistence.class_folder_helpers import play  # noqa: E402
from wildwest.engine import Mode  # noqa: E402
from wildwest.engine.class_stats import ClassStats, TurnFact  # noqa: E402
from wildwest.persistence.class_folder import ClassFolderReader, ClassFolderWriter  # noqa: E402

GOAL_COLD = 1.0
GOAL_UPDATE = 0.1
TODAY = date(2026, 5, 13)


def seconds(job: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = job()
    return time.perf_counter() - start, result


def class_view(reader: ClassFolderReader) -> int:
    """What the class view shows: every pupil's figures and the class's."""
    report = reader.stats.report(TODAY, PUPILS)
    for pupil in report.pupils:
        reader.stats.pupil(pupil.key)
    return len(report.pupils)


def verdict(value: float, goal: float) -> str:
    return f"{'met' if value <= goal else 'MISSED'} (goal {goal * 1000:.0f} ms)"


def make_year(folder: Path, turns: int) -> tuple[list, float]:
    pcs = computers()
    started = time.perf_counter()
    for pc, entry, true_time in school_year(pcs, turns):
        pc.entries.append((entry, true_time))
    files = write_folder(folder, pcs)
    size = sum(p.stat().st_size for p in folder.rglob("*.wwj"))
    entries = sum(len(pc.entries) for pc in pcs)
    for pc in pcs:
        pc.entries.clear()  # what a class view holds is measured, not the generator's lists
    print(
        f"class folder: {len(pcs)} computers, {len(PUPILS)} pupils, {turns:,} turns "
        f"({entries:,} entries), {files:,} files, {size / 1e6:.1f} MB "
        f"(made in {time.perf_counter() - started:.1f} s)"
    )
    return pcs, size


def baseline_file(folder: Path, data: Path) -> Path:
    """The same turns in one local SQLite file (what one computer alone would read)."""
    path = data / "one-file.sqlite3"
    reader = ClassFolderReader.open(folder, data)
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE turn (id, computer, seq, at, game, pupil, mode, number, factored, right, "
        "hints, gave_up, seconds, mistakes, first_missed, first_not_split)"
    )
    db.executemany(
        "INSERT INTO turn VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                f.entry,
                f.computer,
                f.seq,
                f.at.timestamp(),
                f.game,
                f.pupil,
                f.mode.value,
                f.number,
                f.factored,
                f.right_first_time,
                f.hints,
                f.gave_up,
                f.seconds,
                ",".join(k.value for k in f.mistakes),
                ",".join(map(str, f.first_missed)),
                ",".join(map(str, f.first_not_split)),
            )
            for f in reader.turns()
        ],
    )
    db.commit()
    db.close()
    reader.close()
    return path


def read_baseline(path: Path) -> ClassStats:
    from wildwest.engine import Feedback

    kinds = {k.value: k for k in Feedback}
    stats = ClassStats()
    db = sqlite3.connect(path)
    for row in db.execute("SELECT * FROM turn"):
        (
            entry,
            computer,
            seq,
            at,
            game,
            pupil,
            mode,
            number,
            factored,
            right,
            hints,
            gave_up,
            secs,
            mistakes,
            missed,
            not_split,
        ) = row
        stats.add_turn(
            TurnFact(
                entry,
                computer,
                seq,
                datetime.fromtimestamp(at, UTC),
                game,
                pupil,
                Mode(mode),
                number,
                "",
                bool(factored),
                bool(right),
                1,
                hints,
                bool(gave_up),
                secs,
                0,
                "typed",
                tuple(kinds[k] for k in mistakes.split(",") if k),
                (),
                (),
                None,
                None,
                tuple(int(p) for p in missed.split(",") if p),
                tuple(int(p) for p in not_split.split(",") if p),
            )
        )
    db.close()
    stats.report(TODAY, PUPILS)
    return stats


def bench_reading(folder: Path, data: Path, pcs: list, rounds: int) -> None:
    first, reader = seconds(lambda: ClassFolderReader.open(folder, data))
    refresh, result = seconds(reader.refresh)
    view, _ = seconds(partial(class_view, reader))
    reader.close()
    total_turns = reader.stats.turn_count
    print(
        f"\nfirst ever opening, no cache: read {result.files_read:,} files, "
        f"{result.new_entries:,} entries, {total_turns:,} turns"
    )
    print(
        f"  {'open + refresh + class view':<44} {first + refresh + view:8.3f} s "
        f"(refresh {refresh:.3f} s)"
    )

    colds, updates, baselines = [], [], []
    one_file = baseline_file(folder, data)
    for round_ in range(rounds):
        opened, reader = seconds(lambda: ClassFolderReader.open(folder, data))
        refreshed, result = seconds(reader.refresh)
        viewed, pupils = seconds(partial(class_view, reader))
        colds.append((opened + refreshed + viewed, opened, refreshed, viewed))
        assert result.files_read == 0 and reader.stats.turn_count >= total_turns
        add_turns(folder, pcs, 100, seed=round_)
        updated, result = seconds(reader.refresh)
        viewed2, _ = seconds(partial(class_view, reader))
        assert result.new_turns == 100 and not result.rebuilt, result
        updates.append((updated + viewed2, updated, viewed2))
        total_turns += 100
        reader.close()
        base, _ = seconds(lambda: read_baseline(one_file))
        baselines.append(base)
    recount = []
    for _ in range(max(1, rounds // 2)):
        reader = ClassFolderReader.open(folder, data)
        took, _ = seconds(reader._rebuild)
        viewed, _ = seconds(partial(class_view, reader))
        recount.append(took + viewed)
        reader.close()
    cold = statistics.median(c[0] for c in colds)
    update = statistics.median(u[0] for u in updates)
    base = statistics.median(baselines)
    print(f"\nclass view's data, {rounds} rounds, median (best):")
    print(
        f"  {'cold: open cache + refresh + figures':<44} {cold:8.3f} s "
        f"(best {min(c[0] for c in colds):.3f})  {verdict(cold, GOAL_COLD)}"
    )
    print(
        f"    {'of which opening (tallies from the cache)':<42} "
        f"{statistics.median(c[1] for c in colds):8.3f} s"
    )
    print(
        f"    {'of which refresh (list 30 folders)':<42} "
        f"{statistics.median(c[2] for c in colds):8.3f} s"
    )
    print(
        f"    {'of which figures (' + str(pupils) + ' pupils and the class)':<42} "
        f"{statistics.median(c[3] for c in colds):8.3f} s"
    )
    print(
        f"  {'update after 100 new turns (100 new files)':<44} {update:8.3f} s "
        f"(best {min(u[0] for u in updates):.3f})  {verdict(update, GOAL_UPDATE)}"
    )
    print(
        f"  {'counted again from the cache (no snapshot)':<44} "
        f"{statistics.median(recount):8.3f} s (as after a removal or a clock fix)"
    )
    print(
        f"  {'baseline: the same turns from one local file':<44} {base:8.3f} s "
        f"(cold is {cold / base:.2f}x the baseline)"
    )


def bench_writing(work: Path, games: int, pause: float) -> None:
    """Record whole games through the writer into a local class folder, as the game does;
    ``pause``: seconds between turns (0: as fast as the engine plays)."""
    label = "back to back" if not pause else f"a turn every {pause * 1000:.0f} ms"
    folder = work / f"write-class-{pause}"
    folder.mkdir()
    calls: list[float] = []
    cpu_before = time.process_time()
    wall = time.perf_counter()
    recorded = 0
    with ClassFolderWriter.start(work / f"write-pc-{pause}", folder) as writer:
        original = writer.turn_scored

        def timed_turn(*args: object, **kwargs: object) -> str | None:
            if pause:
                time.sleep(pause)
            start = time.perf_counter()
            result = original(*args, **kwargs)  # type: ignore[arg-type]
            calls.append(time.perf_counter() - start)
            return result

        writer.turn_scored = timed_turn  # type: ignore[method-assign]
        for seed in range(games):
            _, _, turns = play(writer, seed=seed + 1)
            recorded += len(turns)
        play_time = time.perf_counter() - wall
        delivered = writer.flush(120)
        until = time.perf_counter() - wall
        status = writer.status()
    cpu = time.process_time() - cpu_before
    calls.sort()
    p99 = calls[int(len(calls) * 0.99)]
    print(
        f"\nwriting, {label}: {recorded} turns of {games} games through ClassFolderWriter "
        f"(delivered: {delivered}, {status.sent} entries sent)"
    )
    print(f"  {'the caller (turn_scored), median':<44} {statistics.median(calls) * 1e3:8.3f} ms")
    print(
        f"  {'the caller, 99th percentile / worst':<44} {p99 * 1e3:8.3f} ms / "
        f"{calls[-1] * 1e3:.3f} ms"
    )
    print(
        f"  {'in total: CPU of every thread, per turn':<44} {cpu / recorded * 1e3:8.3f} ms "
        f"(the last turn in the folder {(until - play_time) * 1e3:.0f} ms after it was played)"
    )
    files = list(folder.rglob("*.wwj"))
    print(f"  {'files in the computer folder at the end':<44} {len(files):8d}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=40, help="games recorded by the writer")
    parser.add_argument("--keep", type=Path, help="keep the class folder here")
    parser.add_argument(
        "--folder", type=Path, help="make the class folder here (a share); the cache stays local"
    )
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ww-bench-class-"))
    try:
        folder = args.folder or work / "class"
        pcs, _ = make_year(folder, args.turns)
        bench_reading(folder, work / "teacher", pcs, args.rounds)
        if args.games:
            bench_writing(work, args.games, 0.0)
            bench_writing(work, args.games, 0.02)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"\npeak memory of this process: {peak:.0f} MiB")
        if args.keep:
            shutil.copytree(folder, args.keep, dirs_exist_ok=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
