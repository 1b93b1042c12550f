"""A class's learning, gathered from every computer: the figures of the teacher's class view.

Pure and standard-library only. The class folder's reader
(:mod:`wildwest.persistence.class_folder`) merges every computer's journal, drops copies and
what the teacher removed, and hands over one :class:`TurnFact` per scored turn and one
:class:`GameFact` per game; :class:`ClassStats` folds them into tallies as they come
(cheap to update when a few new turns arrive) and answers the view's questions:

* per pupil (:meth:`ClassStats.pupil`): games and turns, right first time, hints, gave up,
  time per answer, mistakes by kind (the engine's :class:`~wildwest.engine.Feedback`), the
  primes missed most at the first try, and week by week figures for a chart;
* for the class (:meth:`ClassStats.report`): who has not played this week, and which kinds
  of mistake most of the class makes;
* a class game (:meth:`ClassStats.class_games`): every game played with one deal code,
  with its standings, grouped by what makes the deal the same (players, packs, rules).

Pupils are told apart by :func:`~wildwest.engine.names.name_key` ("Ann Lee" and
"ann  lee" are one pupil on every computer); a pupil is shown by the spelling of their
latest turn.

>>> from datetime import datetime, UTC, date
>>> stats = ClassStats()
>>> stats.add_turn(turn_fact("t1", "Ann", 3105, at=datetime(2026, 3, 2, 10, tzinfo=UTC),
...                          first="3 × 5 × 23", mistakes=(Feedback.REPEAT_MISSING,)))
>>> stats.add_turn(turn_fact("t2", "ann", 77, at=datetime(2026, 3, 3, 10, tzinfo=UTC),
...                          first="11", right_first_time=False))
>>> ann = stats.pupil(name_key("Ann"))
>>> ann.turns, ann.right_first_time, [(m.prime, m.missed, m.not_split) for m in ann.misses]
(2, 0, [(3, 0, 1), (7, 1, 0)])
>>> stats.report(date(2026, 3, 4), roster=("Ann", "Ben")).not_played_this_week
('Ben',)

What counts at the first try (:func:`first_try`): a prime of the number that the pupil's
first answer does not hold at all is *missed*; one that is there but not split out as
often as it divides the number (only once in 2 × 19 for 76, or hidden in a composite such as
9 for 3 × 3) is *not split*.
"""

from __future__ import annotations

import heapq
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, tzinfo

from .answers import Feedback, parse_answer
from .errors import AnswerError
from .names import name_key, tidy_name
from .primes import distinct_primes, factorise
from .state import Mode

__all__ = [
    "MAX_WEEKS",
    "MISTAKE_KINDS",
    "ClassGame",
    "ClassReport",
    "ClassStats",
    "GameFact",
    "GameStanding",
    "MistakeShare",
    "PrimeMisses",
    "PupilReport",
    "TurnFact",
    "WeekPoint",
    "first_try",
    "turn_fact",
    "week_of",
]

MAX_MISSES = 20
"""The most primes a pupil's report lists as missed (the most missed first)."""
MAX_WEEKS = 104
"""The most weeks a pupil's chart holds (the latest ones: two school years)."""

_PLAIN_PRODUCT = re.compile(r" *[0-9]{1,4}(?: *[x×*·] *[0-9]{1,4}){0,39} *")
_DIGITS = re.compile(r"[0-9]+")

MISTAKE_KINDS: tuple[Feedback, ...] = tuple(k for k in Feedback if k is not Feedback.CORRECT)
"""Every kind of mistake, in the order records and exports list them."""


@dataclass(frozen=True, slots=True)
class TurnFact:
    """One scored turn of one pupil, as the class folder's merge knows it."""

    entry: str
    """The journal entry's id: unique in the class folder (copies share it)."""
    computer: str
    """The id of the computer that recorded it."""
    seq: int
    """Its place in that computer's journal (1, 2, …): the order within one computer."""
    at: datetime
    """When it was scored (UTC, aware; corrected for the computer's clock where the class
    folder can tell)."""
    game: str
    pupil: str
    """The name as recorded (tidied)."""
    mode: Mode
    number: int
    digits: str = ""
    """The number as drawn, leading zeros kept (``07``); empty if unknown."""
    factored: bool = True
    """The pupil factored it (Practice or Challenge); False in Auto."""
    right_first_time: bool = False
    attempts: int = 1
    hints: int = 0
    gave_up: bool = False
    seconds: float | None = None
    points: int = 0
    method: str | None = None
    """``typed`` or ``ladder`` when factored."""
    mistakes: tuple[Feedback, ...] = ()
    """Every kind of mistake made on the turn, over all its tries."""
    found: tuple[int, ...] = ()
    """Primes named correctly in the end."""
    missed: tuple[int, ...] = ()
    """Primes not named in the end (they stayed free)."""
    answer: str | None = None
    """The last answer typed (``None`` in Auto or after giving up)."""
    first: str | None = None
    """The first answer typed, when known."""
    first_missed: tuple[int, ...] = ()
    """Primes missed at the first try (see :func:`first_try`)."""
    first_not_split: tuple[int, ...] = ()
    """Primes not split out at the first try (see :func:`first_try`)."""

    @property
    def key(self) -> str:
        """Who the pupil is: :func:`~wildwest.engine.names.name_key` of the name."""
        return name_key(self.pupil)


@dataclass(frozen=True, slots=True)
class GameFact:
    """One game, as far as the class folder knows it (started, going on or over)."""

    game: str
    computer: str
    at: datetime
    """When it started (UTC)."""
    players: tuple[str, ...]
    """Every seat's name, in seating order (computer players too; a removed pupil's is "")."""
    levels: tuple[str, ...] = ()
    """Per seat: "" for a person, else the computer player's level."""
    deal_code: int | None = None
    packs: int = 1
    rules: tuple[bool, bool, str] = (True, False, "all")
    """``(equal_turns, steal_costs_points, face_cards)``: what makes one deal code's cards
    the same (with the players and packs)."""
    mode: Mode = Mode.AUTO
    real_cards: bool = False
    scores: tuple[int, ...] = ()
    """The latest scores known, one per seat (the end's, once it is over)."""
    turns: int = 0
    """Turns scored so far (people's and computers')."""
    ended: bool = False
    winners: tuple[int, ...] = ()
    """Seats that won (when ended)."""
    largest: tuple[int | None, ...] = ()
    """Each seat's largest prime at the end (the tie-break), when known."""


@dataclass(frozen=True, slots=True)
class PrimeMisses:
    """How a pupil does with one prime at the first try."""

    prime: int
    met: int
    """Numbers the pupil factored that this prime divides."""
    missed: int
    not_split: int

    @property
    def wrong(self) -> int:
        return self.missed + self.not_split


@dataclass(frozen=True, slots=True)
class WeekPoint:
    """One week of a pupil's chart (weeks start on Monday, in the teacher's time zone)."""

    week: date
    turns: int
    answers: int
    right_first_time: int

    @property
    def share(self) -> float | None:
        """Right first time as a fraction of answers, or ``None`` with no answers."""
        return self.right_first_time / self.answers if self.answers else None


@dataclass(frozen=True, slots=True)
class PupilReport:
    """Everything the class view shows about one pupil."""

    key: str
    name: str
    games: int
    games_won: int
    turns: int
    """Every scored turn, Auto included."""
    answers: int
    """Turns the pupil factored (Practice and Challenge)."""
    right_first_time: int
    hints_used: int
    gave_up: int
    timed_answers: int
    answer_seconds: float
    mistakes: tuple[tuple[Feedback, int], ...]
    """Answers with each kind of mistake, every kind listed (0 if never made)."""
    misses: tuple[PrimeMisses, ...]
    """Primes missed or not split at least once, the most missed first (at most
    :data:`MAX_MISSES`)."""
    weeks: tuple[WeekPoint, ...]
    """From the pupil's first week to their last, a point for every week (0 when idle)."""
    last_played: datetime | None
    computers: int
    """How many computers the pupil's turns came from."""

    @property
    def right_first_time_share(self) -> float | None:
        return self.right_first_time / self.answers if self.answers else None

    @property
    def mean_seconds(self) -> float | None:
        return self.answer_seconds / self.timed_answers if self.timed_answers else None


@dataclass(frozen=True, slots=True)
class MistakeShare:
    """One kind of mistake across the class."""

    kind: Feedback
    pupils: int
    """Pupils who made it at least once."""
    answers: int
    """Answers with it, over the whole class."""
    of_pupils: int
    """Pupils who answered at all (the share's denominator)."""

    @property
    def share(self) -> float:
        return self.pupils / self.of_pupils if self.of_pupils else 0.0


@dataclass(frozen=True, slots=True)
class ClassReport:
    """The class as a whole, for one week."""

    week: date
    """The Monday of the week asked about."""
    pupils: tuple[PupilReport, ...]
    """Every pupil with turns, and every name on the class list, A to Z."""
    not_played_this_week: tuple[str, ...]
    """Names on the class list (or, with no list, pupils who played before) with no turn
    this week, A to Z."""
    not_on_list: tuple[str, ...]
    """Pupils with turns whose name is not on the class list (empty with no list)."""
    common_mistakes: tuple[MistakeShare, ...]
    """Kinds of mistake made by at least one pupil, the most widespread first."""


@dataclass(frozen=True, slots=True)
class GameStanding:
    """One game of a class game: where and when, and each seat's points."""

    game: str
    computer: str
    at: datetime
    players: tuple[str, ...]
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    turns: int
    ended: bool
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ClassGame:
    """Every game played with one deal code and one set-up (same set-up, same cards)."""

    deal_code: int
    players: int
    packs: int
    rules: tuple[bool, bool, str]
    games: tuple[GameStanding, ...]
    """The most points first (a game's best seat), then the earliest."""


def week_of(moment: datetime, tz: tzinfo = UTC) -> date:
    """The Monday of ``moment``'s week in time zone ``tz``.

    >>> week_of(datetime(2026, 3, 8, 23, tzinfo=UTC)), week_of(datetime(2026, 3, 9, tzinfo=UTC))
    (datetime.date(2026, 3, 2), datetime.date(2026, 3, 9))
    """
    day = moment.astimezone(tz).date()
    return day - timedelta(days=day.weekday())


def first_try(
    number: int, first: str | None, *, missed: Sequence[int] = (), gave_up: bool = False
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(missed, not_split)``: the primes of ``number`` the first answer left out, and
    those it held but did not split out as often as they divide the number.

    With no first answer known, a turn given up misses every prime, and otherwise the
    primes ``missed`` in the end are the best guess (nothing is "not split").

    >>> first_try(3105, "3 × 5 × 23")   # 3105 = 3³ × 5 × 23: the 3 is not repeated
    ((), (3,))
    >>> first_try(36, "4 × 9"), first_try(77, "7")
    (((), (2, 3)), ((11,), ()))
    >>> first_try(12, None, gave_up=True), first_try(12, "not an answer", missed=(3,))
    (((2, 3), ()), ((3,), ()))
    """
    powers = factorise(number) if number >= 0 else ()
    if first is None:
        if gave_up:
            return tuple(p for p, _ in powers), ()
        return tuple(sorted(set(missed) & {p for p, _ in powers})), ()
    if _PLAIN_PRODUCT.fullmatch(first):  # the usual "2 x 3 x 5": no need for the parser
        named = Counter(int(value) for value in _DIGITS.findall(first))
    else:
        try:
            named = Counter(parse_answer(first))
        except AnswerError:
            return tuple(sorted(set(missed) & {p for p, _ in powers})), ()
    left_out: list[int] = []
    not_split: list[int] = []
    for prime, power in powers:
        times = named.get(prime, 0)
        hidden = any(value != prime and value > 1 and value % prime == 0 for value in named)
        if times >= power:
            continue
        if times == 0 and not hidden:
            left_out.append(prime)
        else:
            not_split.append(prime)
    return tuple(left_out), tuple(not_split)


def turn_fact(
    entry: str,
    pupil: str,
    number: int,
    *,
    at: datetime | None = None,
    computer: str = "pc",
    seq: int = 0,
    game: str = "g",
    mode: Mode = Mode.PRACTICE,
    right_first_time: bool | None = None,
    first: str | None = None,
    mistakes: tuple[Feedback, ...] = (),
    hints: int = 0,
    seconds: float | None = None,
    gave_up: bool = False,
    missed: tuple[int, ...] = (),
) -> TurnFact:
    """A :class:`TurnFact` with the first-try figures worked out, for examples and tests
    (right first time unless ``mistakes`` or ``right_first_time`` say otherwise).

    >>> turn_fact("e1", "Ann", 12, first="2 × 3").first_not_split
    (2,)
    """
    left_out, not_split = first_try(number, first, missed=missed, gave_up=gave_up)
    right = right_first_time
    if right is None:
        right = not mistakes and not hints and not gave_up and not left_out and not not_split
    return TurnFact(
        entry=entry,
        computer=computer,
        seq=seq,
        at=at or datetime(2026, 3, 2, 10, tzinfo=UTC),
        game=game,
        pupil=tidy_name(pupil),
        mode=mode,
        number=number,
        factored=mode is not Mode.AUTO,
        right_first_time=right and mode is not Mode.AUTO,
        hints=hints,
        gave_up=gave_up,
        seconds=seconds,
        mistakes=mistakes,
        missed=missed,
        first=first,
        first_missed=left_out,
        first_not_split=not_split,
    )


@dataclass(slots=True)
class _PupilTally:
    name: str = ""
    named_at: datetime | None = None
    turns: int = 0
    answers: int = 0
    right: int = 0
    hints: int = 0
    gave_up: int = 0
    timed: int = 0
    tenths: int = 0
    """Seconds over the timed answers, in tenths (whole numbers add up the same in any
    order, so a tally folded bit by bit equals one counted at once)."""
    mistakes: Counter[Feedback] = field(default_factory=Counter)
    met: Counter[int] = field(default_factory=Counter)
    missed: Counter[int] = field(default_factory=Counter)
    not_split: Counter[int] = field(default_factory=Counter)
    weeks: dict[date, list[int]] = field(default_factory=dict)
    games: set[str] = field(default_factory=set)
    computers: set[str] = field(default_factory=set)
    last: datetime | None = None


class ClassStats:
    """The class's tallies, folded from facts as they arrive (see the module).

    ``tz`` is the teacher's time zone: weeks start on its Mondays. Facts may come in any
    order; a turn whose entry id was added before is ignored (copies count once). A game
    added again replaces what was known of it (started, then over).
    """

    def __init__(self, tz: tzinfo = UTC) -> None:
        self.tz = tz
        self._pupils: dict[str, _PupilTally] = {}
        self._seen: set[str] = set()
        self._games: dict[str, GameFact] = {}
        self._won: Counter[str] = Counter()
        self._key_of: dict[str, str] = {}
        self._week_of: dict[int, date] = {}
        self._restored = 0
        self._reports: dict[str, PupilReport] = {}
        """Pupils' reports made since their tallies last changed."""

    # ------------------------------------------------------------ folding

    def add_turns(self, facts: Iterable[TurnFact]) -> None:
        for fact in facts:
            self.add_turn(fact)

    def add_turn(self, fact: TurnFact) -> None:
        """Count one turn (once, however often it is added)."""
        if fact.entry in self._seen:
            return
        self._seen.add(fact.entry)
        key = self._key(fact.pupil)
        self._reports.pop(key, None)
        tally = self._pupils.get(key)
        if tally is None:
            tally = self._pupils[key] = _PupilTally()
        at = fact.at
        if tally.named_at is None or at >= tally.named_at:
            tally.name, tally.named_at = fact.pupil, at
        tally.turns += 1
        tally.games.add(fact.game)
        tally.computers.add(fact.computer)
        if tally.last is None or at > tally.last:
            tally.last = at
        slot = int(at.timestamp()) // 900  # every time zone's offset is whole quarter hours
        week = self._week_of.get(slot)
        if week is None:
            week = self._week_of[slot] = week_of(at, self.tz)
        point = tally.weeks.get(week)
        if point is None:
            point = tally.weeks[week] = [0, 0, 0]
        point[0] += 1
        if not fact.factored:
            return
        point[1] += 1
        tally.answers += 1
        if fact.right_first_time:
            point[2] += 1
            tally.right += 1
        tally.hints += fact.hints
        tally.gave_up += fact.gave_up
        if fact.seconds is not None:
            tally.timed += 1
            tally.tenths += round(fact.seconds * 10)
        met = tally.met
        for kind in fact.mistakes:
            tally.mistakes[kind] += 1
        for prime in distinct_primes(fact.number):
            met[prime] += 1
        for prime in fact.first_missed:
            tally.missed[prime] += 1
        for prime in fact.first_not_split:
            tally.not_split[prime] += 1

    def _key(self, name: str) -> str:
        """:func:`name_key`, remembered (a class has few names and many turns)."""
        key = self._key_of.get(name)
        if key is None:
            key = self._key_of[name] = name_key(name)
        return key

    def add_game(self, fact: GameFact) -> None:
        """What is known of one game (replaces what was known before)."""
        old = self._games.get(fact.game)
        if old is not None:
            self._won.subtract(_winner_keys(old, self._key))
            for key in _winner_keys(old, self._key):
                self._reports.pop(key, None)
        self._games[fact.game] = fact
        self._won.update(_winner_keys(fact, self._key))
        for key in {self._key(name) for name, level in _seats(fact) if not level and name}:
            tally = self._pupils.get(key)
            if tally is not None:
                tally.games.add(fact.game)
            self._reports.pop(key, None)

    # ------------------------------------------------------------ a snapshot

    def snapshot(self) -> dict[str, object]:
        """The tallies as plain JSON-able values, to be kept and restored by
        :meth:`from_snapshot` (so a class view opens without folding a year of turns
        again). The snapshot does not hold the entry ids already counted: restore it only
        where copies are kept out already (the class folder's reader does).

        >>> stats = ClassStats()
        >>> stats.add_turn(turn_fact("t1", "Ann", 77, first="7"))
        >>> ClassStats.from_snapshot(stats.snapshot()).pupil("ann") == stats.pupil("ann")
        True
        """
        pupils = {
            key: {
                "name": t.name,
                "named_at": _epoch(t.named_at),
                "counts": [t.turns, t.answers, t.right, t.hints, t.gave_up, t.timed],
                "tenths": t.tenths,
                "mistakes": {kind.value: n for kind, n in t.mistakes.items()},
                "primes": [[p, t.met[p], t.missed[p], t.not_split[p]] for p in t.met],
                "weeks": {week.isoformat(): point for week, point in t.weeks.items()},
                "games": sorted(t.games),
                "computers": sorted(t.computers),
                "last": _epoch(t.last),
            }
            for key, t in self._pupils.items()
        }
        games = [
            [
                g.game,
                g.computer,
                g.at.timestamp(),
                list(g.players),
                list(g.levels),
                g.deal_code,
                g.packs,
                list(g.rules),
                g.mode.value,
                g.real_cards,
                list(g.scores),
                g.turns,
                g.ended,
                list(g.winners),
                list(g.largest),
            ]
            for g in self._games.values()
        ]
        return {
            "version": 1,
            "turns": len(self._seen) + self._restored,
            "pupils": pupils,
            "games": games,
        }

    @classmethod
    def from_snapshot(cls, data: dict[str, object], tz: tzinfo = UTC) -> ClassStats:
        """Tallies from :meth:`snapshot`; ``ValueError`` (or ``KeyError``/``TypeError``)
        for one that is not."""
        if data.get("version") != 1:
            raise ValueError("not a snapshot of this version")
        stats = cls(tz)
        pupils = data["pupils"]
        assert isinstance(pupils, dict)
        for key, raw in pupils.items():
            tally = _PupilTally(name=str(raw["name"]), named_at=_moment(raw["named_at"]))
            (tally.turns, tally.answers, tally.right, tally.hints, tally.gave_up, tally.timed) = (
                int(n) for n in raw["counts"]
            )
            tally.tenths = int(raw["tenths"])
            tally.mistakes = Counter({Feedback(k): int(n) for k, n in raw["mistakes"].items()})
            for prime, met, missed, not_split in raw["primes"]:
                tally.met[prime] = met
                if missed:
                    tally.missed[prime] = missed
                if not_split:
                    tally.not_split[prime] = not_split
            tally.weeks = {date.fromisoformat(w): list(p) for w, p in raw["weeks"].items()}
            tally.games = set(raw["games"])
            tally.computers = set(raw["computers"])
            tally.last = _moment(raw["last"])
            stats._pupils[str(key)] = tally
        games = data["games"]
        assert isinstance(games, list)
        for row in games:
            (
                game,
                computer,
                at,
                players,
                levels,
                code,
                packs,
                rules,
                mode,
                real,
                scores,
                turns,
                ended,
                winners,
                largest,
            ) = row
            stats.add_game(
                GameFact(
                    game,
                    computer,
                    datetime.fromtimestamp(at, UTC),
                    tuple(players),
                    tuple(levels),
                    code,
                    packs,
                    (bool(rules[0]), bool(rules[1]), str(rules[2])),
                    Mode(mode),
                    bool(real),
                    tuple(scores),
                    turns,
                    bool(ended),
                    tuple(winners),
                    tuple(largest),
                )
            )
        stats._restored = int(str(data.get("turns", 0)))
        return stats

    # ------------------------------------------------------------ questions

    @property
    def turn_count(self) -> int:
        """Turns counted (those restored from a snapshot too)."""
        return len(self._seen) + self._restored

    def keys(self) -> list[str]:
        """Every pupil with turns, by their key."""
        return list(self._pupils)

    def pupil(self, key: str) -> PupilReport:
        """The figures of the pupil whose name key is ``key`` (zeros if unknown)."""
        report = self._reports.get(key)
        if report is None:
            report = self._reports[key] = self._pupil(key)
        return report

    def _pupil(self, key: str) -> PupilReport:
        tally = self._pupils.get(key) or _PupilTally(name=key)
        wrong = set(tally.missed) | set(tally.not_split)
        misses = heapq.nsmallest(
            MAX_MISSES,
            (PrimeMisses(p, tally.met[p], tally.missed[p], tally.not_split[p]) for p in wrong),
            key=lambda m: (-m.wrong, -m.wrong / max(m.met, 1), m.prime),
        )
        return PupilReport(
            key=key,
            name=tally.name,
            games=len(tally.games),
            games_won=max(0, self._won[key]),
            turns=tally.turns,
            answers=tally.answers,
            right_first_time=tally.right,
            hints_used=tally.hints,
            gave_up=tally.gave_up,
            timed_answers=tally.timed,
            answer_seconds=tally.tenths / 10,
            mistakes=tuple((kind, tally.mistakes[kind]) for kind in MISTAKE_KINDS),
            misses=tuple(misses),
            weeks=_weeks(tally.weeks),
            last_played=tally.last,
            computers=len(tally.computers),
        )

    def report(self, today: date, roster: Sequence[str] = ()) -> ClassReport:
        """The class in the week of ``today`` (a date in the teacher's time zone);
        ``roster`` is the class list (names), empty if there is none."""
        week = today - timedelta(days=today.weekday())
        listed = {name_key(name): tidy_name(name) for name in roster if tidy_name(name)}
        reports = [self.pupil(key) for key in self._pupils]
        reports += [_nobody(key, name) for key, name in listed.items() if key not in self._pupils]
        reports.sort(key=lambda r: (r.name.casefold(), r.key))
        idle = []
        for report in reports:
            if listed and report.key not in listed:
                continue
            name = listed.get(report.key, report.name)
            tally = self._pupils.get(report.key)
            if tally is None or week not in tally.weeks:
                idle.append(name)
        not_listed = [r.name for r in reports if listed and r.key not in listed]
        return ClassReport(
            week=week,
            pupils=tuple(reports),
            not_played_this_week=tuple(sorted(idle, key=str.casefold)),
            not_on_list=tuple(not_listed),
            common_mistakes=self._common_mistakes(),
        )

    def _common_mistakes(self) -> tuple[MistakeShare, ...]:
        answered = [t for t in self._pupils.values() if t.answers]
        shares = [
            MistakeShare(
                kind,
                sum(1 for t in answered if t.mistakes[kind]),
                sum(t.mistakes[kind] for t in answered),
                len(answered),
            )
            for kind in MISTAKE_KINDS
        ]
        kept = [s for s in shares if s.pupils]
        kept.sort(key=lambda s: (-s.pupils, -s.answers, MISTAKE_KINDS.index(s.kind)))
        return tuple(kept)

    def games(self) -> tuple[GameFact, ...]:
        """Every game known, the earliest first."""
        return tuple(sorted(self._games.values(), key=lambda g: (g.at, g.game)))

    def deal_codes(self) -> tuple[int, ...]:
        """Every deal code a game was played with (not with real cards), the latest first."""
        latest: dict[int, datetime] = {}
        for game in self._games.values():
            if game.deal_code is not None and not game.real_cards:
                latest[game.deal_code] = max(game.at, latest.get(game.deal_code, game.at))
        return tuple(sorted(latest, key=lambda code: (latest[code], code), reverse=True))

    def class_games(self, deal_code: int) -> tuple[ClassGame, ...]:
        """Every game played with ``deal_code``, grouped by set-up (players, packs, rules:
        the same code with another set-up deals other cards), the biggest group first."""
        groups: dict[tuple[int, int, tuple[bool, bool, str]], list[GameStanding]] = {}
        for game in self._games.values():
            if game.deal_code != deal_code or game.real_cards:
                continue
            setup = (len(game.players), game.packs, game.rules)
            groups.setdefault(setup, []).append(
                GameStanding(
                    game.game,
                    game.computer,
                    game.at,
                    game.players,
                    game.levels or ("",) * len(game.players),
                    game.scores or (0,) * len(game.players),
                    game.turns,
                    game.ended,
                    game.winners,
                )
            )
        found = [
            ClassGame(
                deal_code,
                players,
                packs,
                rules,
                tuple(sorted(standings, key=lambda s: (-max(s.scores, default=0), s.at, s.game))),
            )
            for (players, packs, rules), standings in groups.items()
        ]
        found.sort(key=lambda g: (-len(g.games), g.players, g.packs))
        return tuple(found)


def _epoch(moment: datetime | None) -> float | None:
    return None if moment is None else moment.timestamp()


def _moment(value: object) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(float(str(value)), UTC)


def _seats(game: GameFact) -> list[tuple[str, str]]:
    levels = game.levels or ("",) * len(game.players)
    return list(zip(game.players, levels, strict=False))


def _winner_keys(game: GameFact, key: Callable[[str], str] = name_key) -> list[str]:
    if not game.ended:
        return []
    seats = _seats(game)
    return [
        key(seats[i][0])
        for i in set(game.winners)
        if 0 <= i < len(seats) and not seats[i][1] and seats[i][0]
    ]


def _weeks(weeks: dict[date, list[int]]) -> tuple[WeekPoint, ...]:
    if not weeks:
        return ()
    last = max(weeks)
    first = max(min(weeks), last - timedelta(weeks=MAX_WEEKS - 1))
    points = []
    week = first
    while week <= last:
        turns, answers, right = weeks.get(week, (0, 0, 0))
        points.append(WeekPoint(week, turns, answers, right))
        week += timedelta(weeks=1)
    return tuple(points)


def _nobody(key: str, name: str) -> PupilReport:
    """A pupil on the class list with no turns yet."""
    return PupilReport(
        key=key,
        name=name,
        games=0,
        games_won=0,
        turns=0,
        answers=0,
        right_first_time=0,
        hints_used=0,
        gave_up=0,
        timed_answers=0,
        answer_seconds=0.0,
        mistakes=tuple((kind, 0) for kind in MISTAKE_KINDS),
        misses=(),
        weeks=(),
        last_played=None,
        computers=0,
    )
