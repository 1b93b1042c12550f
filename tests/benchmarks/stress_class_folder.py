"""Stress: many computers writing one class folder at once, some killed, while a reader merges.

    .venv/bin/python tests/benchmarks/stress_class_folder.py [--folder DIR] [--writers 30]
        [--seconds 120] [--kills 20] [--work DIR]

Not part of the test run (it takes minutes). ``--folder`` is the class folder (default: a
new folder under ``--work``); pass a path on a mounted share to test the share
(``samba_class_folder.py`` does, through smbnetfs). Each writer is a process of its own (a
computer: its own data folder, on the local disk) that plays Challenge games through
:class:`~wildwest.persistence.class_folder.ClassFolderWriter` until the time is up and then
closes it; it logs the id of every entry it handed over (``kept``) and of every entry the
writer reported in the class folder (``sent``). At random moments ``--kills`` writers are
killed with SIGKILL (``kill -9``) and started again a few seconds later on the same data
folder, as a computer switched off and on. Meanwhile this process merges the folder every
two seconds with :class:`~wildwest.persistence.class_folder.ClassFolderReader`.

At the end a fresh reader merges everything, and the run passes only if

* every entry a writer reported sent is in the merge (**nothing lost**);
* the merge counts each entry once, however many files hold it (**nothing twice**);
* every journal file in the folder reads whole, its end line and every entry's checksum
  right (**nothing torn**).

It also reports the entries handed over but lost because a writer was killed before they
reached its outbox (the few milliseconds between the call and the local commit), the
temporary files killed writers left behind (never read), and the reader's figures.
Exit status 0 if all three hold, 1 if not.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from wildwest.engine import Draw, Mode, Submit, apply, new_game, shuffled_deal  # noqa: E402
from wildwest.persistence.class_folder import (  # noqa: E402
    ClassFolderReader,
    ClassFolderWriter,
)
from wildwest.persistence.class_folder.folder_io import is_temporary  # noqa: E402

# ---------------------------------------------------------------- one computer


def run_writer(  # noqa: PLR0917 - the command line's six values
    data: Path, folder: Path, log: Path, deadline: float, seed: int, pace: float
) -> int:
    """A computer: play games into ``folder`` until ``deadline``, logging kept and sent ids."""
    from tests.persistence.class_folder_helpers import answer

    lock = threading.Lock()
    with log.open("a", encoding="ascii", buffering=1) as out:

        def note(kind: str, ids: list[str] | tuple[str, ...]) -> None:
            with lock:
                out.write("".join(f"{kind} {entry}\n" for entry in ids))

        writer = ClassFolderWriter.start(data, folder, on_sent=lambda ids: note("sent", ids))
        rng = random.Random(seed)
        names = tuple(f"Pupil {n}" for n in rng.sample(range(35), 2))
        while time.time() < deadline:
            game = os.urandom(16).hex()
            state = new_game(shuffled_deal(list(names), seed=rng.randrange(10**9)), Mode.CHALLENGE)
            kept = writer.game_started(state, game)
            if kept:
                note("kept", [kept])
            while not state.is_over and time.time() < deadline:
                time.sleep(rng.uniform(0, pace))
                state, _ = apply(state, Draw())
                assert state.pending is not None
                state, _ = apply(state, Submit(answer(state.pending.number, len(state.turns))))
                kept = writer.turn_scored(state, state.turns[-1], game, seconds=rng.uniform(3, 60))
                if kept:
                    note("kept", [kept])
            if state.is_over:
                kept = writer.game_over(state, game)
                if kept:
                    note("kept", [kept])
        writer.close(timeout=60)
        status = writer.status()
        note("closed", [f"waiting={status.waiting}"])
    return 0


# ---------------------------------------------------------------- the run


@dataclass
class Computer:
    number: int
    data: Path
    log: Path
    process: subprocess.Popen[bytes] | None = None
    kills: int = 0
    starts: int = 0


@dataclass
class Run:
    folder: Path
    work: Path
    writers: int
    seconds: float
    kills: int
    pace: float
    seed: int
    computers: list[Computer] = field(default_factory=list)
    merges: list[tuple[float, int, int]] = field(default_factory=list)
    """(seconds a merge took, entries new in it, problems it saw) while the writers wrote."""
    merge_errors: int = 0


def start(run: Run, computer: Computer, deadline: float) -> None:
    computer.starts += 1
    seed = run.seed * 1000 + computer.number * 10 + computer.starts
    command = [
        sys.executable,
        __file__,
        "writer",
        str(computer.data),
        str(run.folder),
        str(computer.log),
        str(deadline),
        str(seed),
        str(run.pace),
    ]
    with computer.log.with_suffix(".err").open("ab") as errors:
        computer.process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=errors, stderr=errors
        )


def ids_in(log: Path) -> tuple[set[str], set[str], int]:
    kept: set[str] = set()
    sent: set[str] = set()
    closed = 0
    for line in log.read_text(encoding="ascii", errors="replace").splitlines():
        kind, _, value = line.partition(" ")
        if kind == "kept" and len(value) == 32:
            kept.add(value)
        elif kind == "sent" and len(value) == 32:
            sent.add(value)
        elif kind == "closed":
            closed += 1
    return kept, sent, closed


def merge_while_writing(run: Run, until: float, stop: threading.Event) -> None:
    reader = ClassFolderReader.open(run.folder, run.work / "teacher")
    while not stop.is_set() and time.time() < until:
        started = time.perf_counter()
        try:
            result = reader.refresh()
        except Exception as error:  # a crash here is a failure of the merge
            print(f"  merge failed: {error!r}")
            run.merge_errors += 1
        else:
            run.merges.append(
                (time.perf_counter() - started, result.new_entries, len(result.problems))
            )
        stop.wait(2.0)
    reader.close()


def main_run(run: Run) -> int:
    run.folder.mkdir(parents=True, exist_ok=True)
    deadline = time.time() + run.seconds
    rng = random.Random(run.seed)
    for n in range(run.writers):
        computer = Computer(n, run.work / f"pc{n:02d}", run.work / f"pc{n:02d}.log")
        run.computers.append(computer)
        start(run, computer, deadline)
    print(
        f"{run.writers} writers into {run.folder} for {run.seconds:.0f} s, "
        f"{run.kills} kill -9s; merging every 2 s"
    )
    stop = threading.Event()
    merger = threading.Thread(target=merge_while_writing, args=(run, deadline, stop))
    merger.start()
    moments = sorted(rng.uniform(3, run.seconds - 5) for _ in range(run.kills))
    begun = time.time()
    restarts: list[tuple[float, Computer]] = []
    for moment in moments:
        while time.time() - begun < moment:
            restarts = restart_due(run, restarts, deadline)
            time.sleep(0.05)
        alive = [c for c in run.computers if c.process is not None and c.process.poll() is None]
        if alive:
            victim = rng.choice(alive)
            assert victim.process is not None
            os.kill(victim.process.pid, signal.SIGKILL)
            victim.process.wait()
            victim.kills += 1
            restarts.append((time.time() + rng.uniform(0.5, 4), victim))
    while restarts:
        restarts = restart_due(run, restarts, deadline)
        time.sleep(0.05)
    for computer in run.computers:
        assert computer.process is not None
        try:
            computer.process.wait(timeout=max(5.0, deadline - time.time() + 120))
        except subprocess.TimeoutExpired:
            print(f"  writer {computer.number} did not finish: killed")
            computer.process.kill()
            computer.process.wait()
    stop.set()
    merger.join()
    return check(run)


def restart_due(run: Run, restarts: list[tuple[float, Computer]], deadline: float) -> list:
    left = []
    for when, computer in restarts:
        if time.time() >= when:
            start(run, computer, max(deadline, time.time() + 1))
        else:
            left.append((when, computer))
    return left


def check(run: Run) -> int:
    kept: set[str] = set()
    sent: set[str] = set()
    closed = 0
    failures = waiting = 0
    for computer in run.computers:
        k, s, c = ids_in(computer.log)
        kept |= k
        sent |= s
        closed += c
        errors = computer.log.with_suffix(".err")
        if errors.exists():
            text = errors.read_text("utf-8", errors="replace")
            failures += text.count("cannot be written")
        for line in computer.log.read_text("ascii", errors="replace").splitlines():
            if line.startswith("closed waiting="):
                waiting += int(line.split("=")[1])
    started = time.perf_counter()
    final = ClassFolderReader(run.folder, None)
    result = final.refresh()
    took = time.perf_counter() - started
    db: sqlite3.Connection = final._db
    merged = {entry for (entry,) in db.execute("SELECT id FROM entry")}
    lines = db.execute("SELECT coalesce(sum(entries), 0), count(*) FROM file").fetchone()
    turns = db.execute("SELECT count(*) FROM turn").fetchone()[0]
    journals = list(run.folder.rglob("*.wwj"))
    temps = [p for p in run.folder.rglob("*") if p.is_file() and is_temporary(p.name)]
    problems = final.problems()
    missing = sent - merged
    lost = kept - merged
    counted_once = final.stats.turn_count == turns
    print(
        f"\nwriters: {sum(c.starts for c in run.computers)} starts, "
        f"{sum(c.kills for c in run.computers)} killed with SIGKILL, {closed} closed cleanly"
    )
    print(
        f"entries: {len(kept):,} handed to the writers, {len(sent):,} reported sent, "
        f"{len(merged):,} in the merge ({turns:,} turns)"
    )
    print(
        f"files: {len(journals):,} journal files holding {lines[0]:,} entry lines "
        f"(so {lines[0] - len(merged):,} copies from retries and gathering), "
        f"{len(temps)} temporary files left by killed writers (never read)"
    )
    if run.merges:
        slowest = max(m[0] for m in run.merges)
        later = sorted(m[0] for m in run.merges[1:]) or [0.0]
        print(
            f"merging while writing: {len(run.merges)} merges, the first (all so far) "
            f"{run.merges[0][0]:.2f} s, the others median {later[len(later) // 2]:.2f} s, "
            f"slowest {slowest:.2f} s, "
            f"{sum(m[2] for m in run.merges)} transient problems (files gone between "
            f"listing and reading), {run.merge_errors} merge errors"
        )
    print(f"final merge from scratch: {took:.2f} s, {result.new_entries:,} entries")
    print(f"lost in a kill before reaching the outbox (handed over, never kept): {len(lost)}")
    print(
        f"the writers met the class folder failing {failures} times (each time the entries "
        f"waited and went again); at their last closing {waiting} entries still waited"
    )
    verdicts = {
        "every entry reported sent is in the merge": not missing,
        "each entry counted once": counted_once and len(merged) == result.new_entries,
        "no file torn (every journal whole, every checksum right)": not problems,
        "no merge failed": run.merge_errors == 0,
    }
    for claim, held in verdicts.items():
        print(f"  {'PASS' if held else 'FAIL'}: {claim}")
    for problem in problems[:10]:
        print(f"    {problem.path}: {problem.message}")
    if missing:
        print(f"    {len(missing)} missing, e.g. {sorted(missing)[:3]}")
    return 0 if all(verdicts.values()) else 1


def main() -> int:
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")
    if len(sys.argv) > 1 and sys.argv[1] == "writer":
        data, folder, log, deadline, seed, pace = sys.argv[2:8]
        return run_writer(
            Path(data), Path(folder), Path(log), float(deadline), int(seed), float(pace)
        )
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, help="the class folder (default: under --work)")
    parser.add_argument("--work", type=Path, help="writers' data folders and logs (local)")
    parser.add_argument("--writers", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--pace", type=float, default=0.3, help="most seconds between turns")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="ww-stress-"))
    work.mkdir(parents=True, exist_ok=True)
    folder = args.folder or work / "class"
    logging.getLogger("wildwest").setLevel(logging.ERROR)  # the report counts what it skips
    run = Run(folder, work, args.writers, args.seconds, args.kills, args.pace, args.seed)
    print(f"work folder (data folders, logs): {work}")
    return main_run(run)


if __name__ == "__main__":
    sys.exit(main())
