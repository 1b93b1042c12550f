"""The class view's side: every computer's journal merged, incrementally, with a local cache.

:class:`ClassFolderReader` reads the class folder (never writes it) and keeps what it has
merged in a cache in this computer's data folder (``class-cache-….sqlite3``: SQLite is safe
there, the file is not shared; a cache that cannot be used is moved aside and built again
from the class folder). :meth:`~ClassFolderReader.refresh`

1. lists ``computers/*/`` and compares each journal file's size and modification time
   with the cache: only new or changed files are read (a school year's class folder is
   read whole once; after that, a refresh reads the handful of new files);
2. checks each file (:func:`.journal.read_journal`) and adds every entry whose id it has
   not seen (a retry, a compacted file, a file copied by hand: each entry counts once);
   a file it cannot use is skipped and reported (:attr:`RefreshResult.problems`, and
   :meth:`~ClassFolderReader.problems` for everything skipped so far);
3. folds what is new into the class's tallies (:class:`~wildwest.engine.class_stats.ClassStats`,
   :attr:`~ClassFolderReader.stats`); a retraction, a teacher's removal or a change in a
   computer's clock correction rebuilds them from the cache instead (rare, fast).

Nothing in a file is run or evaluated: the JSON is read with limits (see
:mod:`.journal`), names are tidied and checked as the game's own, texts are plain.

**Time.** Each entry carries the time by its own computer's clock, and its computer's
sequence number. Within a computer the sequence number is the order. Across computers the
merge compares times, corrected per computer where the folder can tell: every file's
header says when its computer wrote it, and on a file server the file's modification time
is the server's clock; the median difference over a computer's files is that computer's
clock error, applied to its entries when over :data:`MIN_SKEW` and when at least
:data:`MIN_SAMPLES` files agree on it (a PC a day wrong is moved back into the right
week; files copied by hand carry the copy's time, disagree, and correct nothing). On a
USB stick each computer stamps its own files, so nothing can be corrected: such an entry
counts in the week its computer believed it was in. No count depends on time: only
weeks, "this week" and the teacher's removals do.

**A teacher's removal** (:class:`.journal.ForgetEntry`, written by the teacher's computer in
its own journal, since no computer edits another's files): the merge hides every entry of
that pupil which the teacher's merge had seen (each computer's highest sequence number then,
:meth:`~ClassFolderReader.marks`) or which is dated before the removal (entries that were
still waiting in an outbox); the pupil's later games count again. A retraction of the
removal (:meth:`.writer.ClassFolderWriter.retract`) undoes it.

Use (off the window's thread: a refresh reads files, which on a share can take a while)::

    reader = ClassFolderReader.open(class_folder, data_folder)
    result = reader.refresh()          # RefreshResult: what was new, what was skipped
    reader.stats.report(today, roster)  # the class; reader.stats.pupil(key) …
    reader.turns()                     # every visible turn, for the export
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import logging
import os
import sqlite3
import statistics
import time as _time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any

from wildwest.engine import Feedback, Mode
from wildwest.engine.class_stats import ClassStats, GameFact, TurnFact, first_try
from wildwest.engine.names import name_key
from wildwest.engine.phrases import QT_TRANSLATE_NOOP, Phrase

from .folder_io import FolderIO, Listed, is_temporary
from .journal import (
    MAX_FILE_BYTES,
    SUFFIX,
    AnyEntry,
    EndEntry,
    FileProblem,
    ForgetEntry,
    GameEntry,
    JournalFile,
    RetractEntry,
    SkippedFile,
    TurnEntry,
    read_journal,
)
from .writer import COMPUTERS, transaction, why_unreachable

log = logging.getLogger(__name__)

CACHE_VERSION = 1
MIN_SKEW = timedelta(minutes=10)
"""A computer's clock error smaller than this is left alone (files take time to arrive)."""
FULL_CHECK_EVERY = 600.0
"""Seconds between refreshes that compare every file's size and time with the cache (the
others only look for new names: a file is never rewritten under its name)."""
SNAPSHOT_EVERY = 2_000
"""The tallies are kept in the cache (a snapshot) when the class view closes, and after this
many new entries: the next opening starts from them instead of a year of turns."""
MIN_SAMPLES = 3
"""A computer's clock is corrected only when at least this many of its files agree on the
error (within :data:`MIN_SKEW`): files copied by hand get the time of the copy, and their
spread gives them away."""
MAX_COMPUTERS = 1_000
MAX_FILES_PER_COMPUTER = 5_000
"""A computer's folder holds about 50 files (see the writer); more are read up to this."""

_FEEDBACK = {kind.value: kind for kind in Feedback}
_MODES = {mode.value: mode for mode in Mode}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS file (
    path TEXT PRIMARY KEY,           -- computers/<folder>/<name>
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    digest TEXT,                     -- SHA-256 of what was read
    computer TEXT,                   -- from its header
    name TEXT,                       -- the computer's name, from its header
    written REAL,                    -- its header's time (epoch seconds, its computer's clock)
    problem TEXT,                    -- a FileProblem value, or damaged / newer, or NULL
    detail TEXT,
    entries INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0,
    present INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS entry (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, computer TEXT NOT NULL, seq INTEGER NOT NULL,
    at REAL NOT NULL                 -- epoch seconds, by its computer's clock
);
CREATE TABLE IF NOT EXISTS turn (
    id TEXT PRIMARY KEY, computer TEXT, seq INTEGER, at REAL, game TEXT, pupil TEXT,
    key TEXT, mode TEXT, number INTEGER, digits TEXT, factored INTEGER, right INTEGER,
    attempts INTEGER, hints INTEGER, gave_up INTEGER, seconds REAL, points INTEGER,
    method TEXT, mistakes TEXT, found TEXT, missed TEXT, answer TEXT, first TEXT,
    first_missed TEXT, first_not_split TEXT, scores TEXT
);
CREATE TABLE IF NOT EXISTS game (
    id TEXT PRIMARY KEY, computer TEXT, seq INTEGER, at REAL, game TEXT, players TEXT,
    levels TEXT, deal INTEGER, packs INTEGER, equal_turns INTEGER, steal INTEGER,
    face_cards TEXT, mode TEXT, real_cards INTEGER
);
CREATE TABLE IF NOT EXISTS game_end (
    id TEXT PRIMARY KEY, computer TEXT, seq INTEGER, at REAL, game TEXT, scores TEXT,
    winners TEXT, turns INTEGER, largest TEXT
);
CREATE TABLE IF NOT EXISTS retract (
    id TEXT PRIMARY KEY, computer TEXT, seq INTEGER, at REAL, target TEXT
);
CREATE TABLE IF NOT EXISTS forget (
    id TEXT PRIMARY KEY, computer TEXT, seq INTEGER, at REAL, pupil TEXT, key TEXT, marks TEXT
);
CREATE INDEX IF NOT EXISTS turn_game ON turn (game);
CREATE INDEX IF NOT EXISTS game_game ON game (game);
CREATE INDEX IF NOT EXISTS end_game ON game_end (game);
CREATE TABLE IF NOT EXISTS snapshot (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_TABLES = ("entry", "turn", "game", "game_end", "retract", "forget", "file", "snapshot")
_SEP = "\x1f"
"""Separates names in a cached list (names never hold control characters)."""


class LocalTime(tzinfo):
    """This computer's time zone, daylight saving included (from the C library)."""

    def utcoffset(self, dt: datetime | None) -> timedelta:
        return self._offset(dt)

    def dst(self, dt: datetime | None) -> timedelta:
        return timedelta(0)

    def tzname(self, dt: datetime | None) -> str:
        return "local"

    def fromutc(self, dt: datetime) -> datetime:
        stamp = (dt.replace(tzinfo=None) - datetime(1970, 1, 1)).total_seconds()
        offset = timedelta(seconds=_time.localtime(stamp).tm_gmtoff)
        return dt + offset

    @staticmethod
    def _offset(dt: datetime | None) -> timedelta:
        if dt is None:
            return timedelta(seconds=_time.localtime().tm_gmtoff)
        moment = _time.mktime((*dt.timetuple()[:8], -1))
        return timedelta(seconds=_time.localtime(moment).tm_gmtoff)


def _phrase(template: str, *values: object) -> Phrase:
    return Phrase(template, *values, context="ClassFolder")


@dataclass(frozen=True, slots=True)
class ReadProblem:
    """Something in the class folder the merge skipped, for the teacher (one line)."""

    path: str
    """``computers/FOLDER/FILE`` (or the folder), relative to the class folder."""
    computer: str
    """The computer's name when known, else its folder's name."""
    message: Phrase
    """What was skipped and why (context ``ClassFolder``; the view translates it)."""


@dataclass(frozen=True, slots=True)
class RefreshResult:
    """What one :meth:`ClassFolderReader.refresh` found."""

    reachable: bool
    """The class folder could be listed (False: the cached figures are shown)."""
    why: Phrase | None = None
    files_read: int = 0
    new_entries: int = 0
    new_turns: int = 0
    rebuilt: bool = False
    """The tallies were rebuilt from the cache (a retraction, a removal, a clock fix)."""
    problems: tuple[ReadProblem, ...] = ()
    """Problems found in this refresh (see :meth:`ClassFolderReader.problems` for all)."""


@dataclass(slots=True)
class _Listing:
    files: list[tuple[str, int, int]]
    problems: list[ReadProblem]


@dataclass(slots=True)
class _Game:
    """One game while the tallies are rebuilt: its start, its end, its latest scores."""

    start: tuple[Any, ...] | None = None
    start_order: tuple[float, str, int] = (0.0, "", 0)
    end: EndEntry | None = None
    scores: tuple[int, ...] = ()
    latest: tuple[float, str, int] = (-1.0, "", 0)
    turns: int = 0


_Fresh = tuple[AnyEntry, str, tuple[object, ...] | None]
"""An entry new to the cache, its computer, and (for a turn) its row as the cache keeps it."""


@dataclass(slots=True)
class _Rules:
    """What hides entries: retractions and the teacher's removals."""

    cancelled: set[str] = field(default_factory=set)
    forgets: list[tuple[str, dict[str, int], float]] = field(default_factory=list)
    """(pupil key, marks, corrected time) of each removal in force."""

    def hides(self, key: str, computer: str, seq: int, at: float) -> bool:
        for forgotten, marks, when in self.forgets:
            if forgotten == key and (seq <= marks.get(computer, -1) or at <= when):
                return True
        return False


def _ints(text: str | None) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(",")) if text else ()


def _join(values: Iterable[object]) -> str:
    return ",".join(str(value) for value in values)


class ClassFolderReader:
    """The merged class folder (see the module). Not thread-safe: one thread at a time."""

    def __init__(
        self,
        class_folder: Path,
        cache: Path | None,
        *,
        io: FolderIO | None = None,
        tz: tzinfo | None = None,
    ) -> None:
        self.class_folder = Path(class_folder)
        self.cache_path = cache
        self._io = io or FolderIO()
        self.tz = tz or LocalTime()
        self._db = self._open_cache()
        self.stats = ClassStats(self.tz)
        self._offsets: dict[str, float] = {}
        self._rules = _Rules()
        self._unsaved = 0
        self._checked_at = _time.monotonic()
        try:
            if not self._restore():
                self._rebuild()
        except sqlite3.DatabaseError as error:  # damaged past what the first check sees
            log.warning(
                "the class cache %s is damaged (%s): building it again", self.cache_path, error
            )
            self._db.close()
            if self.cache_path is not None:
                _move_aside(self.cache_path)
            self._db = self._open_cache()
            self._rebuild()

    @classmethod
    def open(
        cls,
        class_folder: Path,
        data_folder: Path | None,
        *,
        io: FolderIO | None = None,
        tz: tzinfo | None = None,
    ) -> ClassFolderReader:
        """A reader whose cache lives in ``data_folder`` (``None``: in memory)."""
        cache = None
        if data_folder is not None:
            digest = hashlib.sha256(os.fsencode(os.path.abspath(class_folder))).hexdigest()[:12]
            cache = Path(data_folder) / f"class-cache-{digest}.sqlite3"
        return cls(class_folder, cache, io=io, tz=tz)

    def close(self) -> None:
        """Keep the tallies for the next opening, and close the cache."""
        if self._unsaved:
            self._save_snapshot()
        self._db.close()

    # ------------------------------------------------------------ the cache

    def _open_cache(self) -> sqlite3.Connection:
        if self.cache_path is not None:
            try:
                self.cache_path.parent.mkdir(parents=True, exist_ok=True)
                if self.cache_path.is_file() and self.cache_path.stat().st_size:
                    with self.cache_path.open("rb") as handle:
                        if handle.read(16) != b"SQLite format 3\x00":
                            raise sqlite3.DatabaseError("not an SQLite file")
                return self._checked(sqlite3.connect(self.cache_path, isolation_level=None))
            except (OSError, sqlite3.Error) as error:
                log.warning(
                    "the class cache %s cannot be used (%s): building it again",
                    self.cache_path,
                    error,
                )
                _move_aside(self.cache_path)
                try:
                    return self._checked(sqlite3.connect(self.cache_path, isolation_level=None))
                except (OSError, sqlite3.Error) as again:
                    log.warning("the class cache cannot be kept (%s): in memory", again)
        return self._checked(sqlite3.connect(":memory:", isolation_level=None))

    def _checked(self, db: sqlite3.Connection) -> sqlite3.Connection:
        try:
            # Only a cache: a commit need not wait for the disk. A crash of the app cannot
            # hurt it (the rollback journal); a power cut may, and a damaged cache is moved
            # aside and built again from the class folder.
            db.execute("PRAGMA journal_mode = DELETE")
            db.execute("PRAGMA synchronous = OFF")
            db.executescript(_SCHEMA)
            row = db.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()
            folder = os.path.abspath(self.class_folder)
            where = db.execute("SELECT value FROM meta WHERE key = 'folder'").fetchone()
            if row != (str(CACHE_VERSION),) or (where is not None and where[0] != folder):
                with transaction(db):
                    for table in _TABLES:
                        db.execute(f"DELETE FROM {table}")
                    db.execute(
                        "INSERT OR REPLACE INTO meta VALUES ('version', ?)", (str(CACHE_VERSION),)
                    )
                    db.execute("INSERT OR REPLACE INTO meta VALUES ('folder', ?)", (folder,))
        except BaseException:
            db.close()
            raise
        return db

    # ------------------------------------------------------------ refreshing

    def refresh(self, *, full: bool = False) -> RefreshResult:
        """Read what is new in the class folder and fold it in (see the module); never raises.

        Between full checks only new names are read (files are never rewritten under their
        name); a full check, every :data:`FULL_CHECK_EVERY` seconds or when ``full``, also
        compares every file's size and time with the cache (a file copied over another by
        hand is read again)."""
        known = {
            path: (size, mtime)
            for path, size, mtime in self._db.execute(
                "SELECT path, size, mtime_ns FROM file WHERE present = 1"
            )
        }
        full = full or _time.monotonic() - self._checked_at >= FULL_CHECK_EVERY
        try:
            listing = self._list(known, full)
        except OSError as error:
            log.info("the class folder %s cannot be read: %s", self.class_folder, error)
            return RefreshResult(False, why_unreachable(error), problems=())
        if full:
            self._checked_at = _time.monotonic()
        problems: list[ReadProblem] = list(listing.problems)
        known.update(
            (path, (size, mtime))
            for path, size, mtime in self._db.execute(
                "SELECT path, size, mtime_ns FROM file WHERE present = 0"
            )
        )
        changed = [item for item in listing.files if known.get(item[0]) != item[1:3]]
        found: dict[str, tuple[AnyEntry, str]] = {}
        try:
            with transaction(self._db):
                for path, size, mtime in changed:
                    problem = self._read_file(path, size, mtime, found)
                    if problem is not None:
                        problems.append(problem)
                fresh = self._insert(list(found.values()))
                gone = set(known) - {item[0] for item in listing.files}
                self._db.executemany(
                    "UPDATE file SET present = 0 WHERE path = ?", [(p,) for p in gone]
                )
        except sqlite3.Error as error:
            log.warning("the class cache could not be written: %s", error)
            return RefreshResult(True, files_read=0, problems=tuple(problems))
        rebuilt = self._fold(fresh)
        self._unsaved += len(fresh)
        if rebuilt or self._unsaved >= SNAPSHOT_EVERY:
            self._save_snapshot()
        turns = sum(1 for entry, _, _ in fresh if isinstance(entry, TurnEntry))
        return RefreshResult(True, None, len(changed), len(fresh), turns, rebuilt, tuple(problems))

    def _folder_files(
        self, folder: Path, known: dict[str, tuple[int, int]], full: bool
    ) -> list[Listed]:
        """A computer's journal files. Files are never rewritten under their name, so
        between full checks only new names are asked about (on a file server, one request
        for the folder instead of one for each file)."""
        if full:
            return self._io.list(folder)
        found = []
        for name in self._io.names(folder):
            if not name.lower().endswith(SUFFIX) or is_temporary(name):
                continue
            seen = known.get(f"{COMPUTERS}/{folder.name}/{name}")
            if seen is not None:
                found.append(Listed(name, seen[0], seen[1], False, True))
                continue
            try:
                found.append(self._io.stat(folder / name))
            except FileNotFoundError:
                continue  # gone already (gathered into a bigger file)
        return found

    def _list(self, known: dict[str, tuple[int, int]], full: bool) -> _Listing:
        root = self.class_folder / COMPUTERS
        self._io.list(self.class_folder)  # raises if the class folder itself is away
        try:
            folders = [item for item in self._io.list(root) if item.is_dir]
        except FileNotFoundError:
            return _Listing([], [])  # nobody has written yet
        folders.sort(key=lambda item: item.name)
        problems: list[ReadProblem] = []
        if len(folders) > MAX_COMPUTERS:
            problems.append(
                ReadProblem(
                    COMPUTERS,
                    "",
                    _phrase(
                        QT_TRANSLATE_NOOP(
                            "ClassFolder", "Only the first %1 computers' folders were read"
                        ),
                        MAX_COMPUTERS,
                    ),
                )
            )
            folders = folders[:MAX_COMPUTERS]
        files: list[tuple[str, int, int]] = []
        for folder in folders:
            try:
                items = self._folder_files(root / folder.name, known, full)
            except OSError as error:
                problems.append(
                    ReadProblem(
                        f"{COMPUTERS}/{folder.name}",
                        folder.name,
                        _phrase(
                            QT_TRANSLATE_NOOP(
                                "ClassFolder", "A computer's folder could not be read: %1"
                            ),
                            error.strerror or type(error).__name__,
                        ),
                    )
                )
                continue
            journals = sorted(
                (
                    i
                    for i in items
                    if i.is_file and i.name.lower().endswith(SUFFIX) and not is_temporary(i.name)
                ),
                key=lambda i: i.name,
            )
            if len(journals) > MAX_FILES_PER_COMPUTER:
                problems.append(
                    ReadProblem(
                        f"{COMPUTERS}/{folder.name}",
                        folder.name,
                        _phrase(
                            QT_TRANSLATE_NOOP(
                                "ClassFolder",
                                "Only %1 of the %2 files in a computer's folder were read",
                            ),
                            MAX_FILES_PER_COMPUTER,
                            len(journals),
                        ),
                    )
                )
                journals = journals[:MAX_FILES_PER_COMPUTER]
            files += [(f"{COMPUTERS}/{folder.name}/{i.name}", i.size, i.mtime_ns) for i in journals]
        return _Listing(files, problems)

    def _read_file(
        self, path: str, size: int, mtime: int, found: dict[str, tuple[AnyEntry, str]]
    ) -> ReadProblem | None:
        """Read one file into ``found`` (entry id → entry and its computer) and note it in
        the cache; what to tell the teacher about it, if anything."""
        folder = path.split("/")[1]
        try:
            data = self._io.read(self.class_folder / path, MAX_FILE_BYTES)
            journal = read_journal(data)
        except SkippedFile as skipped:
            self._db.execute(
                "INSERT OR REPLACE INTO file (path, size, mtime_ns, problem, detail) "
                "VALUES (?, ?, ?, ?, ?)",
                (path, size, mtime, skipped.problem.value, skipped.detail),
            )
            log.warning("class folder: %s skipped (%s)", path, skipped)
            return ReadProblem(path, folder, _skipped_message(skipped))
        except OSError as error:
            log.warning("class folder: %s could not be read (%s)", path, error)
            return ReadProblem(
                path,
                folder,
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder", "A file could not be read (%1): it is tried again next time"
                    ),
                    error.strerror or type(error).__name__,
                ),
            )
        header = journal.header
        for entry in journal.entries:
            found.setdefault(entry.id, (entry, header.computer))
        problem_kind, note = _file_note(journal)
        self._db.execute(
            "INSERT OR REPLACE INTO file VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
            (
                path,
                size,
                mtime,
                journal.digest,
                header.computer,
                header.name,
                header.written.timestamp(),
                problem_kind,
                "; ".join(journal.reasons),
                len(journal.entries),
                journal.skipped,
            ),
        )
        if note is None:
            return None
        log.warning("class folder: %s: %s (%s)", path, note, "; ".join(journal.reasons))
        return ReadProblem(path, header.name or folder, note)

    def _insert(self, found: list[tuple[AnyEntry, str]]) -> list[_Fresh]:
        """Keep the entries whose ids the cache does not hold yet; those, as they were kept."""
        known: set[str] = set()
        for start in range(0, len(found), 500):
            chunk = [entry.id for entry, _ in found[start : start + 500]]
            marks = ",".join("?" * len(chunk))
            known.update(
                row[0]
                for row in self._db.execute(f"SELECT id FROM entry WHERE id IN ({marks})", chunk)
            )
        fresh: list[_Fresh] = []
        rows: dict[str, list[tuple[object, ...]]] = {table: [] for table in _TABLES}
        for entry, computer in found:
            if entry.id in known:
                continue
            at = entry.at.timestamp()
            rows["entry"].append((entry.id, entry.kind.value, computer, entry.seq, at))
            common = (entry.id, computer, entry.seq, at)
            turn: tuple[object, ...] | None = None
            if isinstance(entry, TurnEntry):
                turn = _turn_row(entry, common, _first_try(entry))
                rows["turn"].append(turn)
            elif isinstance(entry, GameEntry):
                rows["game"].append(
                    (
                        *common,
                        entry.game,
                        _SEP.join(entry.players),
                        _SEP.join(entry.levels),
                        entry.deal,
                        entry.packs,
                        entry.equal_turns,
                        entry.steal_costs_points,
                        entry.face_cards,
                        entry.mode,
                        entry.real_cards,
                    )
                )
            elif isinstance(entry, EndEntry):
                rows["game_end"].append(
                    (
                        *common,
                        entry.game,
                        _join(entry.scores),
                        _join(entry.winners),
                        entry.turns,
                        _join("" if p is None else p for p in entry.largest),
                    )
                )
            elif isinstance(entry, RetractEntry):
                rows["retract"].append((*common, entry.target))
            elif isinstance(entry, ForgetEntry):
                marks = ",".join(f"{c}:{s}" for c, s in entry.marks)
                rows["forget"].append((*common, entry.pupil, name_key(entry.pupil), marks))
            fresh.append((entry, computer, turn))
        for table, values in rows.items():
            if values:
                marks = ", ".join("?" * len(values[0]))
                self._db.executemany(f"INSERT INTO {table} VALUES ({marks})", values)
        return fresh

    # ------------------------------------------------------------ folding into the tallies

    def _fold(self, fresh: list[_Fresh]) -> bool:
        """Fold new entries into the tallies; True if they were rebuilt instead."""
        if not fresh:
            return False
        offsets = self._clock_offsets()
        first = self.stats.turn_count == 0 and not self.stats.games()
        if first:  # nothing counted yet: count what came, with the rules as they are now
            self._offsets = offsets
            self._rules = self._load_rules(offsets)
        elif offsets != self._offsets or any(
            isinstance(entry, RetractEntry | ForgetEntry) for entry, _, _ in fresh
        ):
            self._rebuild()
            return True
        rules = self._rules
        touched: set[str] = set()
        for entry, computer, turn in fresh:
            if isinstance(entry, TurnEntry) and turn is not None:
                at = entry.at.timestamp() + offsets.get(computer, 0.0)
                touched.add(entry.game)
                if entry.id in rules.cancelled or rules.hides(
                    _key(entry.pupil), computer, entry.seq, at
                ):
                    continue
                self.stats.add_turn(_turn_fact(turn, at))
            elif isinstance(entry, GameEntry | EndEntry):
                touched.add(entry.game)
        if first:
            self._fold_games()
            self._save_snapshot()
            return False
        for game in self._started(touched):
            self._publish(game)
        return False

    def _started(self, games: Iterable[str]) -> list[str]:
        """Those of ``games`` whose start the cache holds (the others have no standings)."""
        wanted = list(games)
        found: list[str] = []
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            found += [
                game
                for (game,) in self._db.execute(
                    f"SELECT DISTINCT game FROM game WHERE game IN ({marks})", chunk
                )
            ]
        return found

    def _publish(self, game: str) -> None:
        """What is known of one game, from the cache, into the tallies."""
        offsets, rules = self._offsets, self._rules
        starts = self._db.execute("SELECT * FROM game WHERE game = ?", (game,)).fetchall()
        if not starts:
            return
        start_row = min(starts, key=lambda r: (r[3] + offsets.get(r[1], 0.0), r[1], r[2]))
        ends = [
            _end_entry(row)
            for row in self._db.execute(
                "SELECT * FROM game_end WHERE game = ? ORDER BY seq", (game,)
            )
            if row[0] not in rules.cancelled
        ]
        turns = 0
        latest: tuple[float, str, int] = (-1.0, "", 0)
        scores: tuple[int, ...] = ()
        for entry_id, computer, seq, stamp, key, row_scores in self._db.execute(
            "SELECT id, computer, seq, at, key, scores FROM turn WHERE game = ?", (game,)
        ):
            at = stamp + offsets.get(computer, 0.0)
            if entry_id in rules.cancelled or rules.hides(key, computer, seq, at):
                continue
            turns += 1
            if (at, computer, seq) > latest:
                latest, scores = (at, computer, seq), _ints(row_scores)
        self.stats.add_game(self._game_fact(start_row, ends[-1] if ends else None, scores, turns))

    def _game_fact(
        self, start_row: Sequence[Any], end: EndEntry | None, scores: tuple[int, ...], turns: int
    ) -> GameFact:
        start = _game_entry(start_row)
        computer, seq = start_row[1], start_row[2]
        at = start_row[3] + self._offsets.get(computer, 0.0)
        players = tuple(
            "" if name and not level and self._rules.hides(_key(name), computer, seq, at) else name
            for name, level in zip(start.players, start.levels, strict=False)
        )
        return GameFact(
            game=start.game,
            computer=computer,
            at=datetime.fromtimestamp(at, UTC),
            players=players,
            levels=start.levels,
            deal_code=start.deal,
            packs=start.packs,
            rules=(start.equal_turns, start.steal_costs_points, start.face_cards),
            mode=_MODES.get(start.mode, Mode.AUTO),
            real_cards=start.real_cards,
            scores=end.scores if end is not None else scores,
            turns=end.turns if end is not None else turns,
            ended=end is not None,
            winners=end.winners if end is not None else (),
            largest=end.largest if end is not None else (),
        )

    def _clock_offsets(self) -> dict[str, float]:
        """Each computer's clock error in seconds, where the folder shows one (see module)."""
        samples: dict[str, list[float]] = {}
        for computer, mtime, written in self._db.execute(
            "SELECT computer, mtime_ns, written FROM file WHERE computer IS NOT NULL"
        ):
            samples.setdefault(computer, []).append(mtime / 1e9 - written)
        offsets: dict[str, float] = {}
        for computer, values in samples.items():
            if len(values) < MIN_SAMPLES:
                continue
            middle = statistics.median(values)
            values.sort()
            trim = len(values) // 10
            kept = values[trim : len(values) - trim]
            steady = kept[-1] - kept[0] <= MIN_SKEW.total_seconds()
            if steady and abs(middle) > MIN_SKEW.total_seconds():
                offsets[computer] = round(middle)
        return offsets

    def _load_rules(self, offsets: dict[str, float]) -> _Rules:
        rules = _Rules({target for (target,) in self._db.execute("SELECT target FROM retract")})
        for entry_id, computer, at, key, marks in self._db.execute(
            "SELECT id, computer, at, key, marks FROM forget"
        ):
            if entry_id in rules.cancelled:
                continue
            seen = {}
            for part in marks.split(",") if marks else ():
                name, _, seq = part.partition(":")
                seen[name] = int(seq)
            rules.forgets.append((key, seen, at + offsets.get(computer, 0.0)))
        return rules

    def _rebuild(self) -> None:
        """The tallies from the cache alone (when a rule or a clock changed, or no snapshot)."""
        self._offsets = offsets = self._clock_offsets()
        self._rules = self._load_rules(offsets)
        self.stats = ClassStats(self.tz)
        for fact, _ in self._turn_rows():
            self.stats.add_turn(fact)
        self._fold_games()
        self._save_snapshot()

    def _fold_games(self) -> None:
        """Every game from the cache into the tallies (its start, end and latest scores)."""
        offsets, rules = self._offsets, self._rules
        games: dict[str, _Game] = {}
        forgotten = {key for key, _, _ in rules.forgets}
        for entry_id, computer, seq, stamp, game, key, scores in self._db.execute(
            "SELECT id, computer, seq, at, game, key, scores FROM turn"
        ):
            at = stamp + offsets.get(computer, 0.0)
            if entry_id in rules.cancelled or (
                key in forgotten and rules.hides(key, computer, seq, at)
            ):
                continue
            known = games.setdefault(game, _Game())
            known.turns += 1
            if (at, computer, seq) > known.latest:
                known.latest, known.scores = (at, computer, seq), _ints(scores)
        for row in self._db.execute("SELECT * FROM game"):
            known = games.setdefault(row[4], _Game())
            order = (row[3] + offsets.get(row[1], 0.0), row[1], row[2])
            if known.start is None or order < known.start_order:
                known.start, known.start_order = tuple(row), order
        for row in self._db.execute("SELECT * FROM game_end ORDER BY seq"):
            if row[0] not in rules.cancelled:
                games.setdefault(row[4], _Game()).end = _end_entry(row)
        for known in games.values():
            if known.start is not None:
                self.stats.add_game(
                    self._game_fact(known.start, known.end, known.scores, known.turns)
                )

    def _turn_rows(self, since: int = 0) -> Iterator[tuple[TurnFact, tuple[int, ...]]]:
        """Every turn counted (of the entries kept after rowid ``since``), with its scores."""
        offsets, rules = self._offsets, self._rules
        query = "SELECT * FROM turn"
        if since:
            query += " WHERE id IN (SELECT id FROM entry WHERE rowid > ? AND kind = 'turn')"
        cancelled = rules.cancelled
        forgotten = {key for key, _, _ in rules.forgets}
        for row in self._db.execute(query, (since,) if since else ()):
            entry_id, computer, seq, at, _, _, key = row[:7]
            if entry_id in cancelled:
                continue
            at += offsets.get(computer, 0.0)
            if key in forgotten and rules.hides(key, computer, seq, at):
                continue
            yield _turn_fact(row, at), _ints(row[-1])

    # ------------------------------------------------------------ the snapshot

    def _state(self) -> dict[str, object]:
        """What the tallies depend on besides the entries: a snapshot made under another
        state is not used."""
        rules = sorted(
            entry_id
            for (entry_id,) in self._db.execute(
                "SELECT id FROM retract UNION SELECT id FROM forget"
            )
        )
        probes = [datetime(2025, month, 15, 12, tzinfo=UTC) for month in (1, 7)]
        zone = [
            int((self.tz.utcoffset(p.astimezone(self.tz)) or timedelta()).total_seconds())
            for p in probes
        ]
        return {"offsets": self._clock_offsets(), "rules": rules, "tz": zone}

    def _save_snapshot(self) -> None:
        top = self._db.execute("SELECT coalesce(max(rowid), 0) FROM entry").fetchone()[0]
        state = {**self._state(), "rowid": top}
        try:
            with transaction(self._db):
                self._db.execute(
                    "INSERT OR REPLACE INTO snapshot VALUES ('stats', ?)",
                    (json.dumps(self.stats.snapshot(), separators=(",", ":")),),
                )
                self._db.execute(
                    "INSERT OR REPLACE INTO snapshot VALUES ('state', ?)", (json.dumps(state),)
                )
        except sqlite3.Error as error:
            log.warning("the class view's figures could not be kept in the cache: %s", error)
            return
        self._unsaved = 0

    def _restore(self) -> bool:
        """The tallies from the snapshot, and what the cache got since; False if there is
        none that fits (then they are rebuilt)."""
        stored = dict(self._db.execute("SELECT key, value FROM snapshot"))
        if "stats" not in stored or "state" not in stored:
            return False
        try:
            state = json.loads(stored["state"])
            covered = int(state.pop("rowid"))
            if state != json.loads(json.dumps(self._state())):
                return False
            stats = ClassStats.from_snapshot(json.loads(stored["stats"]), self.tz)
        except (ValueError, KeyError, TypeError, AttributeError, AssertionError) as error:
            log.warning("the class view's kept figures cannot be used (%s): counting again", error)
            return False
        self.stats = stats
        self._offsets = self._clock_offsets()
        self._rules = self._load_rules(self._offsets)
        for fact, _ in self._turn_rows(covered):
            self.stats.add_turn(fact)
        touched = [
            game
            for (game,) in self._db.execute(
                "SELECT DISTINCT game FROM turn WHERE id IN (SELECT id FROM entry WHERE rowid > ?) "
                "UNION SELECT game FROM game WHERE id IN (SELECT id FROM entry WHERE rowid > ?) "
                "UNION SELECT game FROM game_end WHERE id IN "
                "(SELECT id FROM entry WHERE rowid > ?)",
                (covered, covered, covered),
            )
        ]
        for game in self._started(touched):
            self._publish(game)
        self._unsaved = len(touched)
        return True

    # ------------------------------------------------------------ for the view

    def turns(self) -> list[TurnFact]:
        """Every turn the class view counts, in order (corrected time, computer, sequence):
        for the export."""
        facts = [fact for fact, _ in self._turn_rows()]
        facts.sort(key=lambda fact: (fact.at, fact.computer, fact.seq))
        return facts

    def computer_names(self) -> dict[str, str]:
        """Each computer's id → its name in its latest file."""
        names: dict[str, str] = {}
        for computer, name in self._db.execute(
            "SELECT computer, name FROM file WHERE computer IS NOT NULL ORDER BY written"
        ):
            names[computer] = name or computer
        return names

    def clock_offsets(self) -> dict[str, float]:
        """Each computer whose clock the merge corrects → by how many seconds its clock is
        out (ahead: more than 0; its entries are moved back by as much)."""
        return {computer: -offset for computer, offset in self._offsets.items()}

    def problems(self) -> tuple[ReadProblem, ...]:
        """Every file in the class folder the merge skipped or read only in part."""
        found = []
        for path, name, problem, detail, entries, skipped in self._db.execute(
            "SELECT path, name, problem, detail, entries, skipped FROM file "
            "WHERE present = 1 AND problem IS NOT NULL ORDER BY path"
        ):
            folder = path.split("/")[1] if "/" in path else path
            message = _problem_message(problem, detail, entries, skipped)
            found.append(ReadProblem(path, name or folder, message))
        return tuple(found)

    def marks(self, pupil: str) -> dict[str, int]:
        """For a removal of ``pupil`` (:meth:`.writer.ClassFolderWriter.forget_pupil`): each
        computer the pupil played on → the highest sequence number merged from it."""
        rows = self._db.execute(
            "SELECT computer, max(seq) FROM entry WHERE computer IN "
            "(SELECT DISTINCT computer FROM turn WHERE key = ?) GROUP BY computer",
            (name_key(pupil),),
        )
        return {str(computer): int(seq) for computer, seq in rows}

    def removals(self) -> list[tuple[str, str, datetime]]:
        """The teacher's removals in force: (entry id, pupil's name, when), for an undo."""
        return [
            (entry_id, pupil, datetime.fromtimestamp(at, UTC))
            for entry_id, pupil, at in self._db.execute(
                "SELECT id, pupil, at FROM forget ORDER BY at"
            )
            if entry_id not in self._rules.cancelled
        ]


_key = functools.lru_cache(maxsize=4096)(name_key)
"""name_key, remembered: a class has few names and many turns."""


def _turn_row(
    entry: TurnEntry,
    common: tuple[object, ...],
    first: tuple[tuple[int, ...], tuple[int, ...]],
) -> tuple[object, ...]:
    return (
        *common,
        entry.game,
        entry.pupil,
        _key(entry.pupil),
        entry.mode,
        entry.number,
        entry.digits,
        entry.factored,
        entry.right_first_time,
        entry.attempts,
        entry.hints,
        entry.gave_up,
        entry.seconds,
        entry.points,
        entry.method,
        _join(entry.mistakes),
        _join(entry.found),
        _join(entry.missed),
        entry.answer,
        entry.first,
        _join(first[0]),
        _join(first[1]),
        _join(entry.scores),
    )


def _first_try(entry: TurnEntry) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if not entry.factored:
        return (), ()
    return first_try(entry.number, entry.first, missed=entry.missed, gave_up=entry.gave_up)


def _turn_fact(row: Sequence[Any], at: float) -> TurnFact:
    """The fact of a turn's row (as :func:`_turn_row` makes it and the cache keeps it), at
    ``at``: its time, corrected for its computer's clock."""
    (
        entry_id,
        computer,
        seq,
        _,
        game,
        pupil,
        _,
        mode,
        number,
        digits,
        factored,
        right,
        attempts,
        hints,
        gave_up,
        seconds,
        points,
        method,
        mistakes,
        found,
        missed,
        answer,
        first,
        first_missed,
        first_not_split,
        _,
    ) = row
    return TurnFact(
        entry_id,
        computer,
        seq,
        datetime.fromtimestamp(at, UTC),
        game,
        pupil,
        _MODES.get(mode, Mode.PRACTICE),
        number,
        digits,
        bool(factored),
        bool(right),
        attempts,
        hints,
        bool(gave_up),
        seconds,
        points,
        method,
        tuple(_FEEDBACK[k] for k in mistakes.split(",") if k in _FEEDBACK) if mistakes else (),
        _ints(found),
        _ints(missed),
        answer,
        first,
        _ints(first_missed),
        _ints(first_not_split),
    )


def _game_entry(row: Sequence[Any]) -> GameEntry:
    (entry_id, _, seq, at, game, players, levels, deal, packs, equal, steal, faces, mode, real) = (
        row
    )
    names = tuple(str(players).split(_SEP))
    kinds = tuple(str(levels).split(_SEP)) if levels else ("",) * len(names)
    return GameEntry(
        str(entry_id),
        int(seq),
        datetime.fromtimestamp(float(at), UTC),
        str(game),
        names,
        kinds,
        None if deal is None else int(deal),
        int(packs),
        bool(equal),
        bool(steal),
        str(faces),
        str(mode),
        bool(real),
    )


def _end_entry(row: Sequence[Any]) -> EndEntry:
    entry_id, _, seq, at, game, scores, winners, turns, largest = row
    return EndEntry(
        str(entry_id),
        int(seq),
        datetime.fromtimestamp(float(at), UTC),
        str(game),
        _ints(str(scores)),
        _ints(str(winners)),
        int(turns),
        tuple(int(p) if p else None for p in str(largest).split(",")) if largest else (),
    )


def _skipped_message(skipped: SkippedFile) -> Phrase:
    return _problem_message(skipped.problem.value, skipped.detail, 0, 0, skipped.version)


def _problem_message(
    problem: str, detail: str | None, entries: int, skipped: int, version: int = 0
) -> Phrase:
    if problem == FileProblem.TOO_BIG:
        return _phrase(
            QT_TRANSLATE_NOOP("ClassFolder", "A file was skipped: it is too big to be a journal")
        )
    if problem == FileProblem.TOO_NEW:
        if not version and detail:
            digits = "".join(c for c in detail if c.isdigit())
            version = int(digits[:6]) if digits else 0
        return _phrase(
            QT_TRANSLATE_NOOP(
                "ClassFolder", "A file was skipped: a newer Wild West wrote it (format %1)"
            ),
            version,
        )
    if problem in (FileProblem.NOT_A_JOURNAL, FileProblem.BAD_HEADER):
        return _phrase(
            QT_TRANSLATE_NOOP(
                "ClassFolder", "A file was skipped: it is not a Wild West journal, or it is damaged"
            )
        )
    if problem == "newer":
        return _phrase(
            QT_TRANSLATE_NOOP(
                "ClassFolder",
                "A newer Wild West wrote entries this version cannot read: "
                "%1 read, the others skipped",
            ),
            entries,
        )
    return _phrase(
        QT_TRANSLATE_NOOP(
            "ClassFolder", "A file is damaged or cut short: %1 entries read, %2 lines skipped"
        ),
        entries,
        skipped,
    )


def _file_note(journal: JournalFile) -> tuple[str | None, Phrase | None]:
    if journal.skipped or not journal.intact:
        kind = "damaged"
        return kind, _problem_message(kind, None, len(journal.entries), journal.skipped or 1)
    if journal.newer:
        return "newer", _problem_message("newer", None, len(journal.entries), journal.newer)
    return None, None


def _move_aside(path: Path) -> None:
    moment = datetime.now().strftime("%Y%m%d-%H%M%S")
    for suffix in ("", "-journal"):
        source = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            if source.exists():
                os.replace(
                    source, path.with_name(f"{path.stem}.unusable-{moment}{path.suffix}{suffix}")
                )
