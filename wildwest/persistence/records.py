"""Learning records: what each player has practised, kept in SQLite (``records.sqlite3``).

A player is known by the name typed at the start of a game, compared as
:func:`~wildwest.engine.names.name_key` compares names: trimmed, any white space one
space, invisible characters dropped, accents composed, without case (``" ann "``,
``"Ann"`` and ``"Ann"`` + a zero-width space are one pupil); the records show the
spelling used last, tidied. For every scored turn the store keeps the
number, whether the player factored it themselves (Practice and Challenge) and
got it right first time, how they answered (typed, or by division ladder), the kinds of
mistake made (the engine's
:class:`~wildwest.engine.Feedback` values), the hints taken, the seconds taken
and the primes found; for every finished game, who played and who won.

Reliability:

* The schema version is ``PRAGMA user_version``; :data:`MIGRATIONS` holds the
  SQL that takes version n to n+1, applied in one transaction each.
* Every turn is committed at once (rollback journal, ``synchronous=FULL``).
  WAL is not used: it needs shared memory, which fails on the network folders
  some schools put profiles on, and one small write per turn is cheap anyway.
* A file that is not SQLite, or fails ``PRAGMA integrity_check``, is moved
  aside as ``records.corrupt-YYYYMMDD-HHMMSS.sqlite3`` and a fresh one started;
  :attr:`RecordsStore.message` says so in one line.
* A folder that cannot be written (or a records file made by a newer Wild
  West) puts the store in "not kept" mode: :attr:`RecordsStore.kept` is False,
  the message says why, and records go to memory for this session only. No
  method called during play ever raises.
* Another program holding the file (a backup, a second copy opened anyway,
  a teacher's database tool) never freezes the window: the store waits at
  most :data:`BUSY_TIMEOUT_MS` for it, then holds the write back and tries
  again on the next write or :meth:`RecordsStore.flush` (the app calls it on a
  timer while :attr:`RecordsStore.waiting`). Nothing is said unless it lasts:
  after :data:`WAIT_BEFORE_SAYING` the message says records are waiting, and
  past :data:`MAX_WAITING` held-back writes the store goes on in memory.
* A disk that will not take a write (full, or an input/output error) is treated the same
  way: the records are held back and tried again, never given up for the session; the
  message says so at once (:attr:`RecordsStore.trouble` says why), and goes once they
  are written.
"""

from __future__ import annotations

import errno
import logging
import math
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from wildwest.engine import (
    MAX_NAME_LENGTH,
    Feedback,
    Mode,
    TurnRecord,
    WildWestError,
    right_first_time,
    why_not_a_name,
)
from wildwest.engine.names import name_key, tidy_name
from wildwest.engine.phrases import Phrase, fill

from .files import atomic_write, display_name

if TYPE_CHECKING:  # sqlite3 loads when the records are first opened (start-up, issue 31)
    import sqlite3

log = logging.getLogger(__name__)

T = TypeVar("T")
Clock = Callable[[], datetime]
Job = Callable[["sqlite3.Connection"], None]

MAX_STORED_NAME = 4 * MAX_NAME_LENGTH
"""The longest name read from the records file (a longer one is not a player's: left out)."""
MAX_STORED_ID = 64
"""The longest game id read from the records file (see :func:`new_game_id`)."""
MAX_COUNT = 10**12
"""The largest count read from the records file (more is not a count: read as 0)."""
MAX_TURN_SECONDS = 24 * 60 * 60
"""A turn's time in seconds that counts (a longer one is a clock that jumped)."""
MAX_HINTS = 100
"""The most hints one turn can have counted (the game gives at most 3)."""
MAX_PRIME = 10**12

BUSY_TIMEOUT_MS = 20
"""The longest any call waits for another program to let go of the file (SQLite's busy
timeout): short enough that the window never freezes."""
WAIT_BEFORE_SAYING = timedelta(minutes=1)
"""How long writes may wait for the file before :attr:`RecordsStore.message` says so."""
MAX_WAITING = 10_000
"""Held-back writes (turns and games) kept in memory while the file is busy; past this the
store gives up on the file for the session (about a hundred games' worth)."""
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_IOERR = 10
_SQLITE_FULL = 13

SQLITE_MAGIC = b"SQLite format 3\x00"
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26

MISTAKE_KINDS: tuple[Feedback, ...] = tuple(k for k in Feedback if k is not Feedback.CORRECT)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation (``pyside6-lupdate`` reads the name); the Records
    window translates it where it shows it. Kept here: this layer has no translations."""
    return text


MISTAKE_LABELS: dict[Feedback, str] = {
    Feedback.NOT_PRIME: QT_TRANSLATE_NOOP("Records", "not prime"),
    Feedback.ZERO_OR_ONE: QT_TRANSLATE_NOOP("Records", "0 or 1 as a factor"),
    Feedback.NOT_A_DIVISOR: QT_TRANSLATE_NOOP("Records", "does not divide"),
    Feedback.MISSING_FACTOR: QT_TRANSLATE_NOOP("Records", "factor missing"),
    Feedback.TOO_MANY: QT_TRANSLATE_NOOP("Records", "too many factors"),
    Feedback.NONE_GIVEN: QT_TRANSLATE_NOOP("Records", '"none" for 2 or more'),
    Feedback.HAS_NO_FACTORS: QT_TRANSLATE_NOOP("Records", "factors for 0 or 1"),
    Feedback.REPEAT_MISSING: QT_TRANSLATE_NOOP("Records", "repeated prime missing"),
}

CSV_COLUMNS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Records", "Name"),
    QT_TRANSLATE_NOOP("Records", "Numbers met"),
    QT_TRANSLATE_NOOP("Records", "Answers"),
    QT_TRANSLATE_NOOP("Records", "Right first time"),
    QT_TRANSLATE_NOOP("Records", "Right first time %"),
    QT_TRANSLATE_NOOP("Records", "Hints used"),
    QT_TRANSLATE_NOOP("Records", "Gave up"),
    QT_TRANSLATE_NOOP("Records", "Average seconds per answer"),
    QT_TRANSLATE_NOOP("Records", "Primes found"),
    QT_TRANSLATE_NOOP("Records", "Games played"),
    QT_TRANSLATE_NOOP("Records", "Games won"),
)
"""The CSV export's first columns (then one per mistake, then :data:`CSV_LADDER`)."""
#: a column of the records' CSV export: %1 a kind of mistake ("not prime")
CSV_MISTAKES = QT_TRANSLATE_NOOP("Records", "Mistakes: %1")
CSV_LADDER = QT_TRANSLATE_NOOP("Records", "Answered by ladder")


def csv_header(words: Callable[[str], str] | None = None) -> list[str]:
    """The CSV export's header row, each text through ``words`` (the app's translation;
    left out: English).

    >>> csv_header()[:2], csv_header()[-1]
    (['Name', 'Numbers met'], 'Answered by ladder')
    """
    say = words or str
    mistakes = [fill(say(CSV_MISTAKES), (say(MISTAKE_LABELS[k]),)) for k in MISTAKE_KINDS]
    return [*(say(column) for column in CSV_COLUMNS), *mistakes, say(CSV_LADDER)]


_V1 = """
CREATE TABLE player (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,           -- the name trimmed and casefolded (v3: name_key)
    name TEXT NOT NULL                  -- the spelling used last
);
CREATE TABLE answer (                   -- one scored turn
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES player(id),
    game_id TEXT NOT NULL,
    at TEXT NOT NULL,                   -- UTC, ISO 8601
    mode TEXT NOT NULL,                 -- auto, practice or challenge
    number INTEGER NOT NULL,
    factored INTEGER NOT NULL,          -- 1 if the player factored it (not Auto)
    right_first_time INTEGER NOT NULL,
    attempts INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    gave_up INTEGER NOT NULL,
    seconds REAL,                       -- NULL when not timed
    points INTEGER NOT NULL
);
CREATE INDEX answer_by_player ON answer (player_id, game_id);
CREATE TABLE mistake (                  -- kinds of mistake made on a turn (Feedback values)
    answer_id INTEGER NOT NULL REFERENCES answer(id),
    kind TEXT NOT NULL,
    PRIMARY KEY (answer_id, kind)
) WITHOUT ROWID;
CREATE TABLE found (                    -- primes the player named correctly on a turn
    answer_id INTEGER NOT NULL REFERENCES answer(id),
    prime INTEGER NOT NULL,
    PRIMARY KEY (answer_id, prime)
) WITHOUT ROWID;
CREATE TABLE game (                     -- one finished game of one player
    game_id TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES player(id),
    at TEXT NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;
"""

_V2 = """
ALTER TABLE answer ADD COLUMN method TEXT;  -- typed or ladder; NULL when not factored (Auto)
UPDATE answer SET method = 'typed' WHERE factored = 1;  -- before version 2 answers were typed
ALTER TABLE answer ADD COLUMN ladder_slips INTEGER NOT NULL DEFAULT 0;  -- mistakes on a ladder
"""

ANSWER_METHODS = ("typed", "ladder")
"""How a player who factored answered (column ``answer.method``)."""


def _v3_name_keys(db: sqlite3.Connection) -> None:
    """Version 3: players are keyed by :func:`~wildwest.engine.names.name_key` (invisible
    characters dropped, accents composed, any white space one space, case ignored) instead
    of trimmed and casefolded only. Players whose names now have one key were one pupil
    typed two ways ("Ben" and "Ben" + a zero-width space): they become one, with every
    answer and game of each (a game both played in counts once, won if either won), named
    as typed last (tidied). A name that is not text keeps its row and, if it is free, its key.
    """
    rows = db.execute("SELECT id, key, name FROM player ORDER BY id").fetchall()
    groups: dict[str, list[int]] = {}
    names: dict[int, str] = {}
    kept_as_is: list[tuple[int, object]] = []
    for player_id, key, name in rows:
        if isinstance(name, str) and type(player_id) is int:
            groups.setdefault(name_key(name), []).append(player_id)
            names[player_id] = name
        else:
            kept_as_is.append((player_id, key))
    db.execute("UPDATE player SET key = char(0) || id")  # free every key while they move
    for members in groups.values():
        keep, *others = members
        for other in others:
            db.execute(
                "UPDATE game SET won = max(won, (SELECT o.won FROM game AS o WHERE o.player_id = ? "
                "AND o.game_id = game.game_id)) WHERE player_id = ? AND game_id IN "
                "(SELECT game_id FROM game WHERE player_id = ?)",
                (other, keep, other),
            )
            db.execute(
                "DELETE FROM game WHERE player_id = ? AND game_id IN "
                "(SELECT game_id FROM game WHERE player_id = ?)",
                (other, keep),
            )
            db.execute("UPDATE game SET player_id = ? WHERE player_id = ?", (keep, other))
            db.execute("UPDATE answer SET player_id = ? WHERE player_id = ?", (keep, other))
            db.execute("DELETE FROM player WHERE id = ?", (other,))
        marks = ", ".join("?" * len(members))
        latest = db.execute(
            f"SELECT player_id FROM answer WHERE player_id IN ({marks}) ORDER BY id DESC LIMIT 1",
            members,
        ).fetchone()
        shown = names[latest[0] if latest is not None and latest[0] in names else keep]
        db.execute(
            "UPDATE player SET key = ?, name = ? WHERE id = ?",
            (name_key(shown), tidy_name(shown), keep),
        )
    taken = set(groups)
    for player_id, key in kept_as_is:
        if isinstance(key, str) and key not in taken:
            db.execute("UPDATE player SET key = ? WHERE id = ?", (key, player_id))
            taken.add(key)


Migration = str | Callable[["sqlite3.Connection"], None]
MIGRATIONS: tuple[Migration, ...] = (_V1, _V2, _v3_name_keys)
"""``MIGRATIONS[n]`` takes schema version n to n + 1 (0 is an empty file): SQL, or a
function given the database inside the migration's transaction."""
SCHEMA_VERSION = len(MIGRATIONS)


class RecordsError(WildWestError):
    """The records could not be exported; the one-line message says why."""


class _Corrupt(Exception):
    """The file is not a usable SQLite database."""


class _TooNew(Exception):
    """The file was written by a newer Wild West."""


class _Busy(Exception):
    """Another program holds the file for longer than the busy timeout."""


def _is_busy(error: BaseException) -> bool:
    """True for SQLite's "database is locked" (another connection holds the file)."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)


HELD_BACK = QT_TRANSLATE_NOOP(
    "Records",
    "Learning records are held back: %1. They are kept here and written as soon as it can be.",
)
DISK_FULL = QT_TRANSLATE_NOOP("Records", "the disk is full")
DISK_NOT_WRITABLE = QT_TRANSLATE_NOOP("Records", "the disk cannot be written now (is it full?)")


def _disk_trouble(error: BaseException) -> str | None:
    """Why the disk would not take a write that may work later (full, or an input/output
    error such as a stick pulled out and put back), or ``None`` for any other error."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int) and code & 0xFF == _SQLITE_FULL:
        return DISK_FULL
    if isinstance(code, int) and code & 0xFF == _SQLITE_IOERR:
        return DISK_NOT_WRITABLE
    if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EFBIG, errno.EIO):
        return DISK_FULL if error.errno == errno.ENOSPC else DISK_NOT_WRITABLE
    return None


@dataclass(frozen=True)
class PlayerSummary:
    """Everything kept about one player, totalled."""

    name: str
    numbers_met: int = 0
    """Every scored turn, Auto included."""
    answers: int = 0
    """Turns the player factored themselves (Practice and Challenge)."""
    right_first_time: int = 0
    """Answers exactly right at the first try, with no hint."""
    hints_used: int = 0
    gave_up: int = 0
    mistakes: dict[Feedback, int] = field(default_factory=dict)
    """Answers with each kind of mistake (every kind present, 0 if never made)."""
    timed_answers: int = 0
    answer_seconds: float = 0.0
    """Total seconds over the timed answers."""
    primes_found: tuple[int, ...] = ()
    """Distinct primes the player has named correctly, sorted."""
    games_played: int = 0
    games_won: int = 0
    ladder_answers: int = 0
    """Answers given by division ladder (the rest of ``answers`` were typed)."""

    @property
    def mean_seconds(self) -> float | None:
        """Average seconds per answer, or ``None`` if no answer was timed."""
        return self.answer_seconds / self.timed_answers if self.timed_answers else None

    @property
    def right_first_time_share(self) -> float | None:
        """Right first time as a fraction of answers (0 to 1), or ``None`` with no answers."""
        return self.right_first_time / self.answers if self.answers else None


@dataclass(frozen=True, slots=True)
class GameHistory:
    """One game of one player, for a progress chart."""

    game_id: str
    played: datetime
    """When the player's first turn of the game was scored (local time)."""
    numbers_met: int
    answers: int
    right_first_time: int


def player_key(name: str) -> str:
    """How names are compared: :func:`~wildwest.engine.names.name_key` (trimmed, any white
    space one space, invisible characters dropped, accents composed, without case)."""
    return name_key(name)


def clean_name(name: str) -> str:
    """A name as the records show it: :func:`~wildwest.engine.names.tidy_name`."""
    return tidy_name(name)


def new_game_id() -> str:
    """A fresh id for :meth:`RecordsStore.record_turn` and :meth:`RecordsStore.record_game`."""
    # What ``uuid.uuid4().hex`` gives (random, version 4, RFC 4122 variant) without
    # importing uuid, which loads platform and more (start-up time: a game starts at once).
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40
    raw[8] = (raw[8] & 0x3F) | 0x80
    return raw.hex()


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _stamp(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def _why(error: BaseException) -> str:
    """A short reason for a failed database operation, for a one-line message."""
    text = str(error).lower()
    if "readonly" in text or "read-only" in text or isinstance(error, PermissionError):
        return "the data folder is read-only"
    if "full" in text:
        return "the disk is full"
    if "unable to open" in text:
        return "the records file cannot be opened"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error) or type(error).__name__


class RecordsStore:
    """The learning records of every player on this computer (or data folder).

    Open with :meth:`open`; it never raises. Check :attr:`kept` and show
    :attr:`message` (when not ``None``) to the teacher.
    """

    def __init__(
        self,
        db: sqlite3.Connection | None,
        path: Path | None,
        *,
        kept: bool,
        message: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        self._db = db
        """None while the file could not be opened yet because another program holds it,
        or has not been opened yet (see :meth:`open` with ``later``)."""
        self._unopened = False
        """:meth:`open` left the file to be opened when the records are first used."""
        self.path = path
        self.kept = kept
        """True when records are written to disk; False in "not kept" mode."""
        self.message = message
        """One line for the teacher (a damaged file replaced, records not kept, or records
        waiting for the file for over a minute), or None."""
        self._clock = clock or _utc_now
        self._waiting: list[Job] = []
        self._waiting_since: datetime | None = None
        self._waiting_said = False
        self.trouble: str | None = None
        """While records are held back because the disk would not take them: why (a full
        disk), as a phrase in context ``Records``; else ``None``."""
        self._closed = False

    # ------------------------------------------------------------ opening

    @classmethod
    def open(
        cls, path: str | Path, *, clock: Clock | None = None, later: bool = False
    ) -> RecordsStore:
        """The store at ``path``, created if needed; never raises (see the module notes).

        ``later``: the file is opened when the records are first used, or by
        :meth:`open_now`, not now (the app's start: opening checks the whole file, which
        grows all year; issue 31). Until then :attr:`message` is ``None``."""
        store = cls(None, Path(path), kept=True, clock=clock)
        store._unopened = True
        if not later:
            store.open_now()
        return store

    def open_now(self) -> None:
        """Open the file if :meth:`open` left it for later (nothing otherwise): as
        :meth:`open` without ``later`` would have, a busy file is opened once it is free, and
        one that cannot be used leaves the records in memory, with :attr:`message` saying
        why. A store closed before it was opened stays closed."""
        import sqlite3

        if not self._unopened or self.path is None or self._closed:
            return
        self._unopened = False
        path, clock = self.path, self._clock
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("cannot keep learning records in %s: %s", path, error)
            reason = f"the folder {path.parent} cannot be created ({error.strerror or error})"
            self._in_memory(f"Learning records are not being kept: {reason}")
            return
        try:
            self._db, self.message = _open_checked(path, clock)
        except _Busy:
            log.info("records file %s is busy: it will be opened when it is free", path)
            return
        except _TooNew:
            self._in_memory(
                "Learning records are not being kept: the records file was made by a newer "
                "Wild West"
            )
            return
        except (sqlite3.Error, OSError, _Corrupt) as error:
            log.warning("cannot keep learning records in %s: %s", path, error)
            reason = _why(error)
            if not os.access(path.parent, os.W_OK):
                reason = f"the folder {path.parent} is read-only"
            self._in_memory(f"Learning records are not being kept: {reason}")
            return
        log.info("learning records in %s", path)

    def _in_memory(self, message: str | None) -> None:
        """This session's records only (the file cannot be used), and why."""
        import sqlite3

        db = sqlite3.connect(":memory:", isolation_level=None)
        _migrate(db)
        self._db, self.path, self.kept, self.message = db, None, False, message

    @classmethod
    def in_memory(cls, message: str | None = None, *, clock: Clock | None = None) -> RecordsStore:
        """A store for this session only ("not kept" mode)."""
        store = cls(None, None, kept=False, clock=clock)
        store._in_memory(message)
        return store

    def close(self) -> None:
        """Write what is waiting if the file lets us, then close (safe to call twice)."""
        import sqlite3

        if self._waiting and self.flush():
            log.warning(
                "%d learning records could not be written to %s: the file stayed busy",
                len(self._waiting),
                self.path,
            )
        self._waiting.clear()
        self._closed = True
        if self._db is None:
            return
        try:
            self._db.close()
        except sqlite3.Error as error:
            log.warning("closing the records failed: %s", error)
        self._db = None

    @property
    def waiting(self) -> bool:
        """True while some records are held back because the file is busy (call
        :meth:`flush` again later)."""
        return bool(self._waiting)

    @property
    def busy_timeout_ms(self) -> int | None:
        """How long one call may wait for the file (SQLite's ``busy_timeout``), or ``None``
        if the file is not open."""
        import sqlite3

        if self._db is None:
            return None
        try:
            row: tuple[int] = self._db.execute("PRAGMA busy_timeout").fetchone()
        except sqlite3.Error:
            return None
        return row[0]

    def __enter__(self) -> RecordsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ writing (never raises)

    def record_turn(
        self,
        player_name: str,
        turn: TurnRecord,
        mode: Mode | str,
        seconds: float | None,
        game_id: str,
        *,
        method: str = "typed",
        slips: int = 0,
    ) -> None:
        """Keep one scored turn of ``player_name`` (call it from the ``turn_scored`` signal).

        ``method``: ``typed`` or ``ladder`` (anything else is kept as typed); ``slips``: the
        factoring mistakes made on a ladder (an answer with any is not right first time)."""
        factored = Mode(mode) is not Mode.AUTO
        way = (method if method in ANSWER_METHODS else "typed") if factored else None
        slips = max(0, min(int(slips), 1_000_000)) if way == "ladder" else 0
        right = right_first_time(turn, Mode(mode), slips=slips)
        found = sorted(set(turn.primes) - set(turn.missed)) if factored else []
        if seconds is not None and not (math.isfinite(seconds) and seconds >= 0):
            seconds = None
        row = (
            game_id,
            _stamp(self._clock()),
            Mode(mode).value,
            turn.number,
            int(factored),
            int(right),
            turn.attempts,
            turn.hints,
            int(turn.gave_up),
            seconds,
            turn.points,
            way,
            slips,
        )

        def job(db: sqlite3.Connection) -> None:
            player = _player_id(db, player_name)
            cursor = db.execute(
                "INSERT INTO answer (player_id, game_id, at, mode, number, factored, "
                "right_first_time, attempts, hints, gave_up, seconds, points, method, "
                "ladder_slips) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (player, *row),
            )
            answer = cursor.lastrowid
            db.executemany(
                "INSERT OR IGNORE INTO mistake VALUES (?, ?)",
                [(answer, kind.value) for kind in turn.mistakes],
            )
            db.executemany(
                "INSERT OR IGNORE INTO found VALUES (?, ?)", [(answer, p) for p in found]
            )

        self._write(job)

    def record_game(self, players: Sequence[str], winners: Sequence[str], game_id: str) -> None:
        """Keep a finished game: every player's name, and which of them won."""
        won = {player_key(name) for name in winners}
        at = _stamp(self._clock())

        def job(db: sqlite3.Connection) -> None:
            for name in players:
                # Each play has its own id (the session gives a game played again from a
                # file a new one), so a row already there is this very play's: never merge.
                db.execute(
                    "INSERT INTO game VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                    (game_id, _player_id(db, name), at, int(player_key(name) in won)),
                )

        self._write(job)

    def retract_turn(self, player_name: str, game_id: str) -> None:
        """Take back the last turn kept for ``player_name`` in game ``game_id`` (a real-cards
        turn undone: the cards were entered by mistake, so the turn was never played)."""
        key = player_key(player_name)

        def job(db: sqlite3.Connection) -> None:
            found = db.execute(
                "SELECT MAX(answer.id) FROM answer JOIN player ON player.id = answer.player_id "
                "WHERE player.key = ? AND answer.game_id = ?",
                (key, game_id),
            ).fetchone()
            if found is None or found[0] is None:
                return
            for table in ("mistake", "found"):
                db.execute(f"DELETE FROM {table} WHERE answer_id = ?", (found[0],))
            db.execute("DELETE FROM answer WHERE id = ?", (found[0],))

        self._write(job)

    def retract_game(self, game_id: str) -> None:
        """Take back a finished game (its last turn was undone, so it goes on)."""

        def job(db: sqlite3.Connection) -> None:
            db.execute("DELETE FROM game WHERE game_id = ?", (game_id,))

        self._write(job)

    def _write(self, job: Job) -> None:
        if self._closed:
            log.warning("a learning record came after the records were closed; not kept")
            return
        self._waiting.append(job)
        self.flush()

    def flush(self) -> bool:
        """Write every held-back record; True if some are still waiting for the file (call
        again later: the app's timer does while :attr:`waiting`). Never raises and never
        waits longer than :data:`BUSY_TIMEOUT_MS`."""
        import sqlite3

        if not self._waiting:
            return False
        db = self._connection()
        if db is None:
            return self._still_waiting()
        try:
            with _transaction(db):
                for job in self._waiting:
                    job(db)
        except (sqlite3.Error, OSError) as error:
            if _is_busy(error):
                return self._still_waiting()
            if not self.kept:
                log.exception("learning records (in memory) failed")
                self._waiting.clear()
                return False
            trouble = _disk_trouble(error)
            if trouble is not None:  # a full disk is tried again, as a busy file is
                return self._still_waiting(trouble)
            self._give_up_disk(error)
            return self.flush()
        self._waiting.clear()
        self._waiting_since = None
        self.trouble = None
        if self._waiting_said:
            self._waiting_said = False
            self.message = None
            log.info("the held-back learning records were written to %s", self.path)
        return False

    def _still_waiting(self, trouble: str | None = None) -> bool:
        """Hold the records back and try again later: the file is busy, or ``trouble`` says
        why the disk would not take them now (then the message says so at once: nobody can
        free space on a disk they do not know is full)."""
        import sqlite3

        now = self._clock()
        if self._waiting_since is None:
            self._waiting_since = now
            log.info(
                "learning records file %s %s: holding records back",
                self.path,
                f"cannot be written ({trouble})" if trouble else "is busy",
            )
        if len(self._waiting) > MAX_WAITING:
            reason = trouble or "the records file stayed busy"
            self._give_up_disk(sqlite3.OperationalError(reason))
            return self.flush()
        if trouble is not None:
            self.trouble = Phrase(trouble, context="Records")
            held = Phrase(HELD_BACK, self.trouble, context="Records")
            if self.message != held:
                log.warning("%s", held)
            self._waiting_said = True
            self.message = held
            return True
        if not self._waiting_said and now - self._waiting_since >= WAIT_BEFORE_SAYING:
            self._waiting_said = True
            name = self.path.name if self.path is not None else "the records file"
            self.message = (
                f"Learning records are waiting to be written: another program has been using "
                f"{name} for over a minute (they are written as soon as it lets go)"
            )
            log.warning("%s", self.message)
        return True

    def _connection(self) -> sqlite3.Connection | None:
        """The open database; opens the file if it was left for later or was busy at
        start-up (None if it still is)."""
        import sqlite3

        if self._unopened:
            self.open_now()
        if self._db is not None or self.path is None or self._closed:
            return self._db
        try:
            self._db, note = _open_checked(self.path, self._clock)
        except _Busy:
            return None
        except (_TooNew, _Corrupt, sqlite3.Error, OSError) as error:
            self._give_up_disk(error)
            return self._db
        if note is not None:
            self.message = note
        log.info("learning records in %s (opened once it was free)", self.path)
        return self._db

    def _give_up_disk(self, error: BaseException) -> None:
        """Go on in memory, keeping what this session can still read from the file."""
        import sqlite3

        log.warning("learning records cannot be written to %s: %s", self.path, error)
        memory = sqlite3.connect(":memory:", isolation_level=None)
        _migrate(memory)
        if self._db is not None:
            _copy_rows(self._db, memory)
            try:
                self._db.close()
            except sqlite3.Error as close_error:
                log.warning("closing the records failed: %s", close_error)
        self._db = memory
        self.kept = False
        reason = "the records file was made by a newer Wild West"
        if not isinstance(error, _TooNew):
            reason = "the records file stayed busy" if _is_busy(error) else _why(error)
        self.message = f"Learning records are no longer being kept: {reason}"
        self._waiting_said = False

    # ------------------------------------------------------------ reading

    def _read(self, job: Callable[[sqlite3.Connection], T], default: T) -> T:
        import sqlite3

        self.flush()  # so what is shown includes every record held back
        db = self._connection()
        if db is None:
            return default
        try:
            return job(db)
        except (sqlite3.Error, ValueError, TypeError, OverflowError) as error:
            # Every value is read as untrusted (see _readable_name, _whole): this is the last
            # line, for a file whose tables are not what Wild West made.
            log.warning("reading the learning records failed: %s", error)
            return default

    def game_progress(self, game_id: str) -> tuple[int, bool]:
        """How many turns are recorded for ``game_id``, and whether it was recorded as
        finished: a game opened again from its file whose records hold more turns than the
        file (or its end) was played on from that file before, so this is another play."""

        def job(db: sqlite3.Connection) -> tuple[int, bool]:
            turns = db.execute("SELECT count(*) FROM answer WHERE game_id = ?", (game_id,))
            ended = db.execute("SELECT count(*) FROM game WHERE game_id = ?", (game_id,))
            return int(turns.fetchone()[0]), bool(ended.fetchone()[0])

        return self._read(job, (0, False))

    def players(self) -> list[str]:
        """Every player with records, by name (A to Z, ignoring case)."""

        def job(db: sqlite3.Connection) -> list[str]:
            names: dict[str, str] = {}
            for (stored,) in db.execute(
                "SELECT name FROM player WHERE typeof(name) = 'text' AND length(name) <= ?",
                (MAX_STORED_NAME,),
            ):
                name = _readable_name(stored)
                if name is not None:
                    names.setdefault(name_key(name), name)
            return list(names.values())

        names: list[str] = self._read(job, list[str]())
        return sorted(names, key=str.casefold)

    def summary(self, player: str) -> PlayerSummary:
        """The totals for ``player`` (all zero for a name with no records)."""
        return self._read(lambda db: _summary(db, player), PlayerSummary(clean_name(player)))

    def history(self, player: str) -> list[GameHistory]:
        """One entry per game the player took a turn in, oldest first."""

        def job(db: sqlite3.Connection) -> list[GameHistory]:
            games: dict[str, list[Any]] = {}  # game id: [first time, met, answers, right]
            for game, at, factored, right in db.execute(
                "SELECT game_id, at, factored = 1, factored = 1 AND right_first_time = 1 "
                "FROM answer JOIN player ON player.id = answer.player_id WHERE key = ?",
                (player_key(player),),
            ):
                if not isinstance(game, str) or len(game) > MAX_STORED_ID:
                    continue  # a turn whose game cannot be read: left out
                entry = games.setdefault(game, [None, 0, 0, 0])
                moment = _moment(at)
                if moment is not None and (entry[0] is None or moment < entry[0]):
                    entry[0] = moment
                entry[1] += 1
                entry[2] += factored == 1
                entry[3] += right == 1
            found = [
                GameHistory(game, played, met, answers, right)
                for game, (played, met, answers, right) in games.items()
                if played is not None  # no turn's time can be read: the game is left out
            ]
            return sorted(found, key=lambda h: (h.played, h.game_id))

        return self._read(job, [])

    # ------------------------------------------------------------ export

    def export_csv(self, path: str | Path, words: Callable[[str], str] | None = None) -> None:
        """One row per player, for a spreadsheet: UTF-8 with a BOM (so Excel reads it), a
        header row (its words through ``words``, see :func:`csv_header`), every text cell
        quoted and guarded against formulas (:func:`~wildwest.persistence.spreadsheet.csv_bytes`),
        written atomically. :class:`RecordsError` says why it failed."""
        path = Path(path)
        rows: list[list[object]] = [list(csv_header(words))]
        for name in self.players():
            s = self.summary(name)
            share = s.right_first_time_share
            mean = s.mean_seconds
            rows.append(
                [
                    s.name,
                    s.numbers_met,
                    s.answers,
                    s.right_first_time,
                    "" if share is None else round(100 * share),
                    s.hints_used,
                    s.gave_up,
                    "" if mean is None else f"{mean:.1f}",
                    len(s.primes_found),
                    s.games_played,
                    s.games_won,
                    *(s.mistakes.get(kind, 0) for kind in MISTAKE_KINDS),
                    s.ladder_answers,
                ]
            )
        from .spreadsheet import csv_bytes  # start-up: on first use

        problem = atomic_write(path, csv_bytes(rows))
        if problem is not None:
            raise RecordsError(f"{display_name(path)} could not be saved: {problem}")


# ---------------------------------------------------------------- database helpers


def _open_checked(path: Path, clock: Clock) -> tuple[sqlite3.Connection, str | None]:
    """Open the file, moving a damaged one aside for a fresh one; the connection and a
    message if a file was moved aside. Raises _Busy, _TooNew, _Corrupt or sqlite3/OS errors."""
    try:
        return _connect(path), None
    except _Corrupt as problem:
        log.warning("records file %s is damaged (%s): moving it aside", path, problem)
        aside = _move_aside(path, clock())
        message = (
            "The learning records file was damaged, so a new one was started; "
            f"the old one was kept as {aside.name}"
        )
        return _connect(path), message


def _connect(path: Path) -> sqlite3.Connection:
    """Open, check and migrate the file. Raises _Busy, _Corrupt, _TooNew or sqlite3/OS errors."""
    import sqlite3

    if path.is_file() and path.stat().st_size > 0:
        with path.open("rb") as handle:
            if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                raise _Corrupt("not an SQLite file")
    db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        try:
            result = db.execute("PRAGMA integrity_check").fetchall()
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorcode", None) in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
                raise _Corrupt(str(error)) from None
            raise
        if result != [("ok",)]:
            raise _Corrupt("; ".join(str(row[0]) for row in result[:3]))
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _TooNew(version)
        db.execute("PRAGMA journal_mode = DELETE")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        _migrate(db)
    except sqlite3.Error as error:
        db.close()
        if _is_busy(error):
            raise _Busy(str(error)) from None
        raise
    except BaseException:
        db.close()
        raise
    return db


def _migrate(db: sqlite3.Connection) -> None:
    """Every step the file needs, in one transaction (all or none; a new file is written
    to disk once, not once a step: start-up time)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version >= SCHEMA_VERSION:
        return
    with _transaction(db):
        for done in range(version, SCHEMA_VERSION):
            step = MIGRATIONS[done]
            if isinstance(step, str):
                for statement in _statements(step):
                    db.execute(statement)
            else:
                step(db)
            db.execute(f"PRAGMA user_version = {done + 1}")
    log.info("learning records: schema version %d → %d", version, SCHEMA_VERSION)


def _statements(script: str) -> Iterator[str]:
    """The statements of a migration script (split on ``;``, comments dropped)."""
    text = "\n".join(line.split("--")[0] for line in script.splitlines())
    for statement in text.split(";"):
        if statement.strip():
            yield statement.strip()


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    import sqlite3

    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error as error:
                log.warning("rollback failed: %s", error)
        raise


def _copy_rows(source: sqlite3.Connection, memory: sqlite3.Connection) -> None:
    """Copy every row the file still lets us read into a fresh in-memory store (not
    ``Connection.backup``, which waits forever on a file another program holds)."""
    import sqlite3

    tables = [
        name for (name,) in memory.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    ]
    try:
        with _transaction(memory):
            for table in tables:
                rows = source.execute(f"SELECT * FROM {table}").fetchall()
                if rows:
                    marks = ", ".join("?" * len(rows[0]))
                    memory.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)
    except sqlite3.Error as error:  # rolled back: the session starts from no records
        log.warning("the records so far could not be read back from the file: %s", error)


def _player_id(db: sqlite3.Connection, name: str) -> int:
    key = player_key(name)
    db.execute(
        "INSERT INTO player (key, name) VALUES (?, ?) "
        "ON CONFLICT (key) DO UPDATE SET name = excluded.name",
        (key, clean_name(name)),
    )
    row: tuple[int] = db.execute("SELECT id FROM player WHERE key = ?", (key,)).fetchone()
    return row[0]


_TIMED = (
    "factored = 1 AND typeof(seconds) IN ('integer', 'real') AND seconds >= 0 "
    f"AND seconds <= {MAX_TURN_SECONDS}"
)
"""A turn whose time counts: factored, and timed with a number of seconds a turn can take."""


def _summary(db: sqlite3.Connection, player: str) -> PlayerSummary:
    """Everything kept about ``player``, every value read as untrusted: flags count only as
    the 1 Wild West writes, counts and times only in range, primes only as whole numbers."""
    found = db.execute("SELECT id, name FROM player WHERE key = ?", (player_key(player),))
    row = found.fetchone()
    if row is None:
        return PlayerSummary(clean_name(player), mistakes=dict.fromkeys(MISTAKE_KINDS, 0))
    player_id, stored = row
    totals: tuple[Any, ...] = db.execute(
        "SELECT count(*), total(factored = 1), total(factored = 1 AND right_first_time = 1), "
        f"total(CASE WHEN typeof(hints) = 'integer' AND hints BETWEEN 0 AND {MAX_HINTS} "
        "THEN hints END), total(gave_up = 1), "
        f"total({_TIMED}), total(CASE WHEN {_TIMED} THEN seconds END), "
        "total(factored = 1 AND method = 'ladder') FROM answer WHERE player_id = ?",
        (player_id,),
    ).fetchone()
    met, answers, right, hints, gave_up, timed = (_whole(value) for value in totals[:6])
    seconds, ladder = _seconds(totals[6]), _whole(totals[7])
    mistakes = dict.fromkeys(MISTAKE_KINDS, 0)
    for kind, count in db.execute(
        "SELECT kind, count(*) FROM mistake JOIN answer ON answer.id = mistake.answer_id "
        "WHERE player_id = ? AND typeof(kind) = 'text' GROUP BY kind",
        (player_id,),
    ):
        if kind in Feedback.__members__.values():
            mistakes[Feedback(kind)] = _whole(count)
    primes = tuple(
        p
        for (p,) in db.execute(
            "SELECT DISTINCT prime FROM found JOIN answer ON answer.id = found.answer_id "
            "WHERE player_id = ? AND typeof(prime) = 'integer' AND prime BETWEEN 2 AND ? "
            "ORDER BY prime",
            (player_id, MAX_PRIME),
        )
    )
    played, won = db.execute(
        "SELECT count(*), total(won = 1) FROM game WHERE player_id = ?", (player_id,)
    ).fetchone()
    return PlayerSummary(
        name=_readable_name(stored) or clean_name(player),
        numbers_met=met,
        answers=answers,
        right_first_time=right,
        hints_used=hints,
        gave_up=gave_up,
        mistakes=mistakes,
        timed_answers=timed,
        answer_seconds=seconds,
        primes_found=primes,
        games_played=_whole(played),
        games_won=_whole(won),
        ladder_answers=ladder,
    )


def _readable_name(value: object) -> str | None:
    """A player's name read from the file, tidied, if it is one the game could have kept (text,
    at most 24 characters, no control characters); else ``None``: its rows are left out."""
    if not isinstance(value, str) or len(value) > MAX_STORED_NAME:
        return None
    name = tidy_name(value)
    return name if why_not_a_name(name) is None else None


def _whole(value: object) -> int:
    """A count read from the file: a whole number from 0 to :data:`MAX_COUNT`, else 0."""
    if isinstance(value, int | float) and math.isfinite(value) and 0 <= value <= MAX_COUNT:
        return int(value)
    return 0


def _seconds(value: object) -> float:
    """A total of seconds read from the file: a finite number of 0 or more, else 0."""
    if isinstance(value, int | float) and math.isfinite(value) and value >= 0:
        return float(value)
    return 0.0


def _moment(value: object) -> datetime | None:
    """A turn's time read from the file (UTC, ISO 8601), in local time; ``None`` if it is not
    one (text that is not a date, a number, a date no clock can show)."""
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        return datetime.fromisoformat(value).astimezone()
    except (ValueError, OverflowError, OSError):
        return None


def _move_aside(path: Path, moment: datetime) -> Path:
    """Rename a damaged file (and its journal) to ``records.corrupt-YYYYMMDD-HHMMSS.sqlite3``."""
    stamp = moment.astimezone().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = 2
    while aside.exists():
        aside = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, aside)
    for extra in ("-journal", "-wal", "-shm"):
        side = path.with_name(path.name + extra)
        if side.exists():
            os.replace(side, aside.with_name(aside.name + extra))
    return aside
