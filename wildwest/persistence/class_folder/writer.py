"""The outbox: this computer's entries, kept here first, then sent to the class folder.

:class:`ClassFolderWriter` is what the game calls where it records a turn or a game. Each
call builds an entry and puts it on a queue: it never waits for a disk or a network and
never raises. Two worker threads (plain ``threading``; no Qt) do the rest:

* the *keeper* gives each entry this computer's next sequence number and the time, and
  commits it to the local outbox, ``class-outbox.sqlite3`` in the data folder (one
  transaction per batch; the local data folder is not shared, so SQLite is safe there);
* the *sender* copies what waits to the class folder as a new journal file under
  ``computers/ID/`` (see :mod:`.folder_io`: written whole, renamed into place), then marks
  those entries sent. When the folder cannot be reached (missing, read-only, full, failing)
  the entries wait and the sender tries again after 1 s, 2 s, 4 s … up to a minute
  (:data:`WAIT_MOST`), or at once on :meth:`ClassFolderWriter.retry_now`.

So nothing is lost: an entry is on this computer's disk within milliseconds of the call,
and it leaves the outbox's waiting list only once its file is in the class folder. (A
``kill -9`` or a power cut inside those milliseconds loses that one entry from the class
folder; the stress script counts them: 0 to 3 in 20 000. The game's own learning records,
written on its thread, still hold the turn.) The
outbox keeps every entry it sent, which lets the sender

* check its own folder (when it starts, after the folder was away, and every half hour):
  a file of its own that has vanished or shrunk is sent again (the entries' ids make the
  copy harmless; a shrunk one is renamed ``NAME.damaged``, never deleted); a file it never
  wrote means another computer uses its id, and it takes a new one
  (:func:`.identity.rekey`); a temporary file over an hour old (a write cut off) goes; a
  folder of its own that is not there at all means another class folder (or an emptied
  one), where what was sent before is not sent again;
* gather small files into bigger ones (*tiers*): 16 files of tier 0 (new entries) become
  one of tier 1, and so on up to tier 3 (at most :data:`~.journal.MAX_ENTRIES_PER_FILE`
  entries), the new file written before the old ones are removed; a computer's folder so
  holds at most about 50 files, whatever the year's number of turns.

Status: :meth:`ClassFolderWriter.status` (any thread) says how many turns wait, since
when and why (an :class:`~wildwest.engine.Phrase` in the context ``ClassFolder``). The
``on_status`` callback is called *on a worker thread* whenever the status changes: from
Qt, emit a signal from it (a queued connection carries it to the window's thread) or poll
:meth:`~ClassFolderWriter.status` on a timer. ``on_sent`` (also on a worker thread) hears
the ids of the entries each new file put in the class folder.

Use::

    writer = ClassFolderWriter.start(data_folder, class_folder)
    writer.game_started(state, game_id)                       # GameChange.started
    writer.turn_scored(state, turn, game_id, seconds=…, method=…, slips=…)
    writer.game_over(state, game_id)                          # the game ended
    writer.retract_turn(name, game_id); writer.retract_game(game_id)   # a real-cards undo
    writer.status().waiting_turns                             # "3 turns waiting …"
    writer.close()                                            # at exit (waits ≤ 2 s)
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import queue
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from wildwest import __version__
from wildwest.engine import GameState, TurnRecord
from wildwest.engine.names import name_key
from wildwest.engine.phrases import QT_TRANSLATE_NOOP, Phrase

from . import identity as identities
from .entries import end_entry, game_entry, retract_entry, turn_entry
from .folder_io import FolderIO, is_temporary
from .journal import (
    MAX_ENTRIES_PER_FILE,
    MAX_MARKS,
    SUFFIX,
    AnyEntry,
    ForgetEntry,
    Header,
    Invalid,
    Kind,
    check_name,
    new_entry_id,
    write_lines,
)

log = logging.getLogger(__name__)

CONTEXT = "ClassFolder"
OUTBOX_FILE = "class-outbox.sqlite3"
COMPUTERS = "computers"
"""The class folder's folder of computers' folders."""

WAIT_FIRST = 1.0
WAIT_MOST = 60.0
"""Seconds between tries while the class folder cannot be reached: doubling, at most this."""
BATCH_ENTRIES = 1_000
BATCH_BYTES = 1 << 20
"""The most a file of new entries holds (a batch that waited while the folder was away)."""
FANOUT = 16
TOP_TIER = 3
MERGE_BYTES = 3 << 20
VERIFY_EVERY = 30 * 60.0
STALE_TEMP = 3600.0
"""A temporary file in this computer's folder older than this (an hour) was left by a write
that was cut off, and is removed; a younger one may still be being written."""
MAX_WAITING = 200_000
"""Entries the outbox holds for the class folder (years of one computer's turns); past
this, new ones are not kept and the status says so."""
CLOSE_WAIT = 2.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS entry (
    id TEXT PRIMARY KEY,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    game TEXT,
    pupil TEXT,                  -- the name key, for taking back a pupil's last turn
    line TEXT NOT NULL,          -- the entry's JSON, as sent
    file TEXT,                   -- NULL: waiting; else the class folder file that holds it
    retracted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS entry_waiting ON entry (file, seq);
CREATE INDEX IF NOT EXISTS entry_game ON entry (game, kind);
CREATE TABLE IF NOT EXISTS sent_file (
    name TEXT PRIMARY KEY,       -- in computers/<computer>/
    computer TEXT NOT NULL,
    tier INTEGER NOT NULL,
    entries INTEGER NOT NULL,
    size INTEGER NOT NULL,
    state TEXT NOT NULL          -- writing, present, removing, removed, failed, dropped
                                 -- (a failed write tidied up), lost (sent again) or
                                 -- elsewhere (in a class folder used before this one)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


def _phrase(template: str, *values: object) -> Phrase:
    return Phrase(template, *values, context=CONTEXT)


def why_unreachable(error: OSError) -> Phrase:
    """Why the class folder cannot be written, in a few words a teacher can act on.

    >>> why_unreachable(OSError(errno.ENOSPC, "No space left"))
    'the class folder is full'
    """
    code = error.errno
    if isinstance(error, FileNotFoundError) or code == errno.ENOENT:
        return _phrase(QT_TRANSLATE_NOOP("ClassFolder", "the class folder cannot be found"))
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return _phrase(QT_TRANSLATE_NOOP("ClassFolder", "the class folder is read-only"))
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _phrase(QT_TRANSLATE_NOOP("ClassFolder", "the class folder is full"))
    return _phrase(
        QT_TRANSLATE_NOOP("ClassFolder", "the class folder cannot be written (%1)"),
        error.strerror or type(error).__name__,
    )


@dataclass(frozen=True, slots=True)
class OutboxStatus:
    """What the outbox is doing, for the status bar and the teacher."""

    waiting_turns: int = 0
    waiting: int = 0
    """Entries of every kind not yet in the class folder."""
    sent: int = 0
    """Entries sent to the class folder since the writer started."""
    problem: Phrase | None = None
    """Why the last try failed (None once a try succeeds)."""
    since: datetime | None = None
    """When the class folder was first found unreachable in the current spell."""
    kept_here: bool = True
    """Waiting entries are on this computer's disk (False: in memory, this session only)."""
    computer: str = ""
    dropped: int = 0
    """Entries not kept because the outbox was full (:data:`MAX_WAITING`)."""

    @property
    def reachable(self) -> bool:
        return self.problem is None


_STOP = object()


@dataclass(frozen=True, slots=True)
class _RetractLast:
    kind: Kind
    game: str
    pupil: str | None = None


Job = AnyEntry | _RetractLast


class ClassFolderWriter:
    """This computer's outbox to one class folder (see the module). Thread-safe."""

    def __init__(
        self,
        data_folder: Path,
        class_folder: Path,
        *,
        io: FolderIO | None = None,
        fingerprint: identities.Fingerprint | None = None,
        clock: Callable[[], datetime] | None = None,
        on_status: Callable[[OutboxStatus], None] | None = None,
        on_sent: Callable[[Sequence[str]], None] | None = None,
    ) -> None:
        self.data_folder = Path(data_folder)
        self.class_folder = Path(class_folder)
        self._io = io or FolderIO()
        self._fingerprint = fingerprint
        self._clock = clock or (lambda: datetime.now(UTC))
        self._on_status = on_status
        self._on_sent = on_sent
        self._jobs: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._lock = threading.Condition()
        self._wake = threading.Event()
        self._stopping = False
        self._queued = 0
        self._stored = 0
        self._attempts = 0
        self._attempt_saw = -1
        self._memory: sqlite3.Connection | None = None
        self._seq = 0
        self._status = OutboxStatus()
        self._failures = 0
        self._next_try = 0.0
        self._verified_at: float | None = None
        self._database = ""
        self._uri = False
        self.identity = identities.Identity("0" * 16, "?", kept=False)
        self._threads: list[threading.Thread] = []

    # ------------------------------------------------------------ starting and stopping

    @classmethod
    def start(cls, data_folder: Path, class_folder: Path, **options: object) -> ClassFolderWriter:
        """A writer with its outbox open and its threads running; never raises. It opens the
        outbox in the data folder (local: milliseconds), so call it once, at start-up; the
        class folder is only ever touched by the threads."""
        writer = cls(data_folder, class_folder, **options)  # type: ignore[arg-type]
        writer._open()
        for name, target in (("keeper", writer._keep), ("sender", writer._send)):
            thread = threading.Thread(target=target, name=f"class-folder-{name}", daemon=True)
            writer._threads.append(thread)
            thread.start()
        return writer

    def _open(self) -> None:
        self.identity = identities.load_identity(self.data_folder, self._fingerprint)
        path = self.data_folder / OUTBOX_FILE
        kept = self.identity.kept
        try:
            self.data_folder.mkdir(parents=True, exist_ok=True)
            self._database, self._uri = str(path), False
            with contextlib.closing(self._connect()) as db:
                db.executescript(_SCHEMA)
                bad = db.execute("PRAGMA quick_check").fetchone()
                if bad is None or bad[0] != "ok":
                    raise sqlite3.DatabaseError("the outbox failed its check")
        except (OSError, sqlite3.Error) as error:
            log.warning("the class folder's outbox cannot be kept in %s: %s", path, error)
            if path.exists():
                _move_aside(path)
            self._database, self._uri = (
                f"file:ww-outbox-{new_entry_id()}?mode=memory&cache=shared",
                True,
            )
            kept = False
            self._memory = self._connect()  # keeps the shared memory alive
            self._memory.executescript(_SCHEMA)
        self._status = replace(self._status, kept_here=kept, computer=self.identity.id)
        with contextlib.closing(self._connect()) as db:
            self._seq = int(db.execute("SELECT coalesce(max(seq), 0) FROM entry").fetchone()[0])
            counts = _counts(db)
            self._status = replace(
                self._status, waiting=counts["waiting"], waiting_turns=counts["waiting_turns"]
            )

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(
            self._database,
            timeout=10,
            isolation_level=None,
            uri=self._uri,
            check_same_thread=False,
        )
        if not self._uri:
            db.execute("PRAGMA journal_mode = DELETE")
            db.execute("PRAGMA synchronous = FULL")
        return db

    def close(self, timeout: float = CLOSE_WAIT) -> None:
        """Keep what is queued, try once more to send, and stop (waits at most ``timeout``
        seconds: a class folder that hangs never holds up closing the app; what did not go
        waits in the outbox for the next start)."""
        with self._lock:
            if self._stopping:
                return
            self._stopping = True
        self._jobs.put(_STOP)
        self._wake.set()
        deadline = time.monotonic() + timeout
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        if any(thread.is_alive() for thread in self._threads):
            log.warning("the class folder did not answer while closing: entries wait for next time")

    def __enter__(self) -> ClassFolderWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ recording (never blocks)

    def _put(self, job: Job) -> str | None:
        with self._lock:
            if self._stopping:
                log.warning("a class folder entry came after closing; not kept")
                return None
            self._queued += 1
        self._jobs.put(job)
        return job.id if not isinstance(job, _RetractLast) else None

    def game_started(self, state: GameState, game_id: str) -> str | None:
        """A game started or was reopened: its seats and deal (for class games)."""
        return self._put(game_entry(state, game_id))

    def turn_scored(
        self,
        state: GameState,
        turn: TurnRecord,
        game_id: str,
        *,
        seconds: float | None = None,
        method: str = "typed",
        slips: int = 0,
        first_answer: str | None = None,
    ) -> str | None:
        """A person's scored turn (``state``: the game after it); the entry's id."""
        try:
            entry = turn_entry(
                state,
                turn,
                game_id,
                seconds=seconds,
                method=method,
                slips=slips,
                first_answer=first_answer,
            )
        except (ValueError, IndexError) as error:
            log.warning("a turn could not be recorded for the class folder: %s", error)
            return None
        return self._put(entry)

    def game_over(self, state: GameState, game_id: str) -> str | None:
        """The game ended: final scores and winners."""
        return self._put(end_entry(state, game_id))

    def retract_turn(self, pupil: str, game_id: str) -> None:
        """Take back ``pupil``'s last turn in ``game_id`` (a real-cards turn undone)."""
        self._put(_RetractLast(Kind.TURN, game_id, name_key(pupil)))

    def retract_game(self, game_id: str) -> None:
        """Take back the end of ``game_id`` (its last turn was undone: it goes on)."""
        self._put(_RetractLast(Kind.END, game_id))

    def retract(self, entry_id: str) -> str | None:
        """Take back any entry by its id (e.g. undo a removal: :meth:`forget_pupil`)."""
        return self._put(retract_entry(entry_id))

    def forget_pupil(self, name: str, marks: Mapping[str, int]) -> str | None:
        """The teacher removes ``name``'s records from the class (see the package notes);
        ``marks`` is :meth:`.reader.ClassFolderReader.marks` for the pupil. The id, or
        ``None`` for a name the game could not have recorded."""
        try:
            pupil = check_name(name)
        except Invalid:
            return None
        kept = sorted(marks.items(), key=lambda item: -item[1])[:MAX_MARKS]
        entry = ForgetEntry(new_entry_id(), 0, datetime(2000, 1, 1), pupil, tuple(sorted(kept)))
        return self._put(entry)

    # ------------------------------------------------------------ status and waiting

    def status(self) -> OutboxStatus:
        with self._lock:
            return self._status

    def retry_now(self) -> None:
        """Try the class folder at once (the teacher fixed it; the app got focus back)."""
        with self._lock:
            self._next_try = 0.0
        self._wake.set()

    def flush(self, timeout: float = 10.0) -> bool:
        """Keep everything queued, try the class folder now, and wait (at most ``timeout``
        seconds) for that try; True if nothing waits any more."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._queued and time.monotonic() < deadline:
                self._lock.wait(max(0.0, deadline - time.monotonic()))
            target = self._stored
            start = self._attempts
            self._next_try = 0.0
        self._wake.set()
        with self._lock:
            while (self._attempts == start or self._attempt_saw < target) and (
                time.monotonic() < deadline
            ):
                self._lock.wait(max(0.0, deadline - time.monotonic()))
            return self._status.waiting == 0 and not self._queued

    def _set_status(self, **changes: object) -> None:
        with self._lock:
            new = replace(self._status, **changes)  # type: ignore[arg-type]
            changed = new != self._status
            self._status = new
        if changed and self._on_status is not None:
            try:
                self._on_status(new)
            except Exception:  # the caller's bug must not stop the outbox
                log.exception("the class folder's status callback failed")

    # ------------------------------------------------------------ the keeper

    def _keep(self) -> None:
        with contextlib.closing(self._connect()) as db:
            stop = False
            while not stop:
                jobs = [self._jobs.get()]
                with contextlib.suppress(queue.Empty):
                    while len(jobs) < 500:
                        jobs.append(self._jobs.get_nowait())
                stop = any(job is _STOP for job in jobs)
                real = [job for job in jobs if job is not _STOP]
                if real:
                    self._store(db, real)  # type: ignore[arg-type]
                with self._lock:
                    self._queued -= len(real)
                    self._stored += 1
                    self._lock.notify_all()
                self._wake.set()

    def _store(self, db: sqlite3.Connection, jobs: list[Job]) -> None:
        try:
            with transaction(db):
                dropped = 0
                waiting = db.execute("SELECT count(*) FROM entry WHERE file IS NULL").fetchone()[0]
                for job in jobs:
                    entry = self._resolve(db, job)
                    if entry is None:
                        continue
                    if waiting >= MAX_WAITING:
                        dropped += 1
                        continue
                    self._seq += 1
                    entry = replace(entry, seq=self._seq, at=self._clock())
                    game = getattr(entry, "game", None)
                    pupil = name_key(entry.pupil) if entry.kind is Kind.TURN else None  # type: ignore[union-attr]
                    db.execute(
                        "INSERT OR IGNORE INTO entry (id, seq, kind, game, pupil, line) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
                        (entry.id, entry.seq, entry.kind.value, game, pupil, entry.to_json()),
                    )
                    waiting += 1
                counts = _counts(db)
        except (sqlite3.Error, Invalid) as error:
            log.warning("the class folder's outbox could not keep %d entries: %s", len(jobs), error)
            self._set_status(dropped=self._status.dropped + len(jobs))
            return
        if dropped:
            log.warning("the class folder's outbox is full: %d entries not kept", dropped)
        self._set_status(dropped=self._status.dropped + dropped, **counts)

    def _resolve(self, db: sqlite3.Connection, job: Job) -> AnyEntry | None:
        """The entry to keep for ``job`` (a "take back the last …" looks the entry up)."""
        if not isinstance(job, _RetractLast):
            return job
        row = db.execute(
            "SELECT id FROM entry WHERE game = ? AND kind = ? AND retracted = 0 "
            "AND (? IS NULL OR pupil = ?) ORDER BY seq DESC LIMIT 1",
            (job.game, job.kind.value, job.pupil, job.pupil),
        ).fetchone()
        if row is None:
            return None
        db.execute("UPDATE entry SET retracted = 1 WHERE id = ?", (row[0],))
        return retract_entry(row[0])

    # ------------------------------------------------------------ the sender

    def _send(self) -> None:
        with contextlib.closing(self._connect()) as db:
            while True:
                with self._lock:
                    delay = self._next_try - time.monotonic()
                    stopping = self._stopping
                if not stopping:
                    self._wake.wait(delay if delay > 0 else None)
                    self._wake.clear()
                with self._lock:
                    if self._stopping:  # the last try: once the keeper has kept everything
                        while self._queued and self._threads[0].is_alive():
                            self._lock.wait(0.05)
                    due = self._next_try <= time.monotonic()
                    stopping = self._stopping
                    saw = self._stored
                if due:
                    self._try(db)
                with self._lock:
                    if due:
                        self._attempts += 1
                        self._attempt_saw = saw
                    self._lock.notify_all()
                if stopping:
                    break

    def _try(self, db: sqlite3.Connection) -> None:
        try:
            self._deliver(db)
        except OSError as error:
            self._failed(error)
            return
        except sqlite3.Error as error:
            log.warning("the class folder's outbox could not be read: %s", error)
            self._failed(OSError(errno.EIO, str(error)))
            return
        if self._failures:
            log.info("the class folder can be written again")
        self._failures = 0
        self._set_status(problem=None, since=None, **_counts(db))

    def _failed(self, error: OSError) -> None:
        self._failures += 1
        wait = min(WAIT_MOST, WAIT_FIRST * 2 ** (self._failures - 1))
        wait *= random.uniform(0.8, 1.2)
        with self._lock:
            self._next_try = time.monotonic() + wait
        self._verified_at = None  # the folder that comes back may be another one
        reason = why_unreachable(error)
        if self._failures == 1 or self._status.problem != reason:
            log.warning(
                "the class folder %s cannot be written (%s): entries wait", self.class_folder, error
            )
        self._set_status(problem=reason, since=self._status.since or self._clock())

    def _folder(self) -> Path:
        return self.class_folder / COMPUTERS / self.identity.id

    def _deliver(self, db: sqlite3.Connection) -> None:
        waiting = db.execute("SELECT count(*) FROM entry WHERE file IS NULL").fetchone()[0]
        due = self._verified_at is None or time.monotonic() - self._verified_at > VERIFY_EVERY
        if not waiting and not due:
            return
        self._io.list(self.class_folder)  # never create the class folder itself
        if due:
            self._find_folder(db)
            self._verify(db)
            self._verified_at = time.monotonic()
        for _ in range(50):  # a long wait's backlog, a batch at a time
            rows = db.execute(
                "SELECT id, line FROM entry WHERE file IS NULL ORDER BY seq LIMIT ?",
                (BATCH_ENTRIES,),
            ).fetchall()
            if not rows:
                break
            batch: list[tuple[str, str]] = []
            size = 0
            for entry_id, line in rows:
                if batch and size + len(line) > BATCH_BYTES:
                    break
                batch.append((entry_id, line))
                size += len(line) + 10
            self._write(db, 0, batch, ())
            self._set_status(sent=self._status.sent + len(batch), **_counts(db))
            if self._on_sent is not None:
                self._on_sent([entry_id for entry_id, _ in batch])
        left = [
            name
            for (name,) in db.execute(
                "SELECT name FROM sent_file WHERE computer = ? AND state = 'removing'",
                (self.identity.id,),
            )
        ]
        self._remove(db, left)
        self._compact(db)

    def _write(
        self,
        db: sqlite3.Connection,
        tier: int,
        batch: Sequence[tuple[str, str]],
        replacing: Sequence[str],
    ) -> None:
        """Write ``batch`` as a new file of ``tier``, then mark its entries as in it and the
        files it replaces as to be removed (raises OSError: nothing marked)."""
        now = self._clock()
        name = (
            f"{tier}-{now.astimezone(UTC).strftime('%Y%m%dT%H%M%SZ')}-{os.urandom(8).hex()}{SUFFIX}"
        )
        header = Header(self.identity.id, self.identity.name, now, tier, f"wildwest {__version__}")
        data = write_lines(header, [line for _, line in batch])
        computer = self.identity.id
        with transaction(db):
            db.execute(
                "INSERT INTO sent_file VALUES (?, ?, ?, ?, ?, 'writing')",
                (name, computer, tier, len(batch), len(data)),
            )
        try:
            self._io.write_new(self._folder(), name, data)
        except OSError:
            with transaction(db):
                db.execute("UPDATE sent_file SET state = 'failed' WHERE name = ?", (name,))
            raise
        with transaction(db):
            db.execute("UPDATE sent_file SET state = 'present' WHERE name = ?", (name,))
            db.executemany("UPDATE entry SET file = ? WHERE id = ?", [(name, i) for i, _ in batch])
            db.executemany(
                "UPDATE sent_file SET state = 'removing' WHERE name = ?", [(n,) for n in replacing]
            )
        self._remove(db, replacing)

    def _remove(self, db: sqlite3.Connection, names: Sequence[str]) -> None:
        """Remove files this computer gathered into a bigger one. One that cannot go now
        (a reader has it open: EBUSY through a share) stays marked and goes next time: its
        entries are in the new file too, so it only costs a reader a second look."""
        for old in names:
            try:
                self._io.remove(self._folder() / old)
            except OSError as error:
                log.info("a gathered file could not be removed yet (%s): next time", error)
                continue
            with transaction(db):
                db.execute("UPDATE sent_file SET state = 'removed' WHERE name = ?", (old,))

    def _compact(self, db: sqlite3.Connection) -> None:
        """Gather 16 files of one tier into one of the next (one merge per call)."""
        for tier in range(TOP_TIER):
            rows = db.execute(
                "SELECT name, entries, size FROM sent_file WHERE computer = ? AND tier = ? "
                "AND state = 'present' AND entries > 0 ORDER BY rowid",
                (self.identity.id, tier),
            ).fetchall()
            if len(rows) < FANOUT:
                continue
            picked: list[str] = []
            entries = size = 0
            for name, count, bytes_ in rows[:FANOUT]:
                if picked and (
                    entries + count > MAX_ENTRIES_PER_FILE or size + bytes_ > MERGE_BYTES
                ):
                    break
                picked.append(name)
                entries += count
                size += bytes_
            if len(picked) < 2:  # too big to gather: it counts as the next tier as it is
                with transaction(db):
                    db.execute(
                        "UPDATE sent_file SET tier = ? WHERE name = ?", (tier + 1, picked[0])
                    )
                return
            marks = ",".join("?" * len(picked))
            batch = db.execute(
                f"SELECT id, line FROM entry WHERE file IN ({marks}) ORDER BY seq", picked
            ).fetchall()
            self._write(db, tier + 1, batch, picked)
            return

    def _find_folder(self, db: sqlite3.Connection) -> None:
        """Make sure this computer's folder is there. When it is not although this computer
        sent files, the class folder is another one (or was emptied): what was sent to the
        old one is not looked for here (it is not sent again)."""
        try:
            self._io.list(self._folder())
            return
        except FileNotFoundError:
            pass
        sent = db.execute(
            "SELECT count(*) FROM sent_file WHERE computer = ? AND state = 'present'",
            (self.identity.id,),
        ).fetchone()[0]
        if sent:
            log.warning(
                "this computer's folder is not in the class folder %s: another class folder, "
                "or an emptied one; the %d files sent before are not looked for there",
                self.class_folder,
                sent,
            )
            with transaction(db):
                db.execute(
                    "UPDATE sent_file SET state = 'elsewhere' "
                    "WHERE computer = ? AND state = 'present'",
                    (self.identity.id,),
                )
        self._io.make_folder(self._folder())

    def _verify(self, db: sqlite3.Connection) -> None:
        """Check this computer's folder against what it sent (see the module)."""
        folder = self._folder()
        listing = {item.name: item for item in self._io.list(folder)}
        known = {
            name: (state, size)
            for name, state, size in db.execute(
                "SELECT name, state, size FROM sent_file WHERE computer = ?", (self.identity.id,)
            )
        }
        stale = time.time() - STALE_TEMP
        for name, item in listing.items():
            if is_temporary(name) and item.mtime_ns / 1e9 < stale:
                self._io.remove(folder / name)  # left by a write that was cut off
        strangers = [
            n
            for n in listing
            if n.lower().endswith(SUFFIX) and not is_temporary(n) and n not in known
        ]
        if strangers:
            log.warning("%d files in %s were not written by this computer", len(strangers), folder)
            self._rekey(db)
            return
        resend: list[str] = []
        for name, (state, size) in known.items():
            there = listing.get(name)
            if state in ("removing", "writing", "failed"):
                if there is not None:
                    self._io.remove(folder / name)
                with transaction(db):
                    done = "removed" if state == "removing" else "dropped"
                    db.execute("UPDATE sent_file SET state = ? WHERE name = ?", (done, name))
            elif state == "present" and (there is None or there.size != size):
                resend.append(name)
                if there is not None:
                    self._io.set_aside(folder / name)
        if resend:
            log.warning(
                "%d files this computer sent are missing or damaged: sending again", len(resend)
            )
            with transaction(db):
                for name in resend:
                    db.execute("UPDATE entry SET file = NULL WHERE file = ?", (name,))
                    db.execute("UPDATE sent_file SET state = 'lost' WHERE name = ?", (name,))

    def _rekey(self, db: sqlite3.Connection) -> None:
        old = self.identity.id
        self.identity = identities.rekey(self.data_folder, old, self._fingerprint)
        self._set_status(computer=self.identity.id)
        self._io.make_folder(self._folder())


def _counts(db: sqlite3.Connection) -> dict[str, int]:
    waiting, turns = db.execute(
        "SELECT count(*), total(kind = 'turn') FROM entry WHERE file IS NULL"
    ).fetchone()
    return {"waiting": int(waiting), "waiting_turns": int(turns)}


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One write transaction on ``db`` (opened with ``isolation_level=None``): committed when
    the block ends, rolled back when it raises. The writer's outbox and the reader's cache
    both write through it."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def _move_aside(path: Path) -> None:
    moment = datetime.now().strftime("%Y%m%d-%H%M%S")
    try:
        os.replace(path, path.with_name(f"{path.stem}.unreadable-{moment}{path.suffix}"))
    except OSError as error:
        log.warning("the outbox %s could not be moved aside: %s", path, error)
