"""The teacher's class view in words: the class folder's figures as the views show them.

Pure: engine values (:mod:`wildwest.engine.class_stats`) in, words and plain tables out,
every word through :func:`~wildwest.present.translate.translate`. The class view's
windows (a later step) lay these out; the exports write :class:`Table` as CSV with the
spreadsheet guard (:func:`wildwest.persistence.class_folder.export.write_table`).

>>> from datetime import UTC, date, datetime
>>> from wildwest.engine import Feedback
>>> from wildwest.engine.class_stats import ClassStats, turn_fact
>>> stats = ClassStats()
>>> stats.add_turn(turn_fact("t1", "Ann", 77, first="7"))
>>> stats.add_turn(turn_fact("t2", "Ann", 36, first="4 × 9", mistakes=(Feedback.NOT_PRIME,)))
>>> ann = stats.pupil("ann")
>>> misses_line(ann), share_text(ann.right_first_time_share)
('misses 11; does not split 2 and 3', '0\\xa0%')
>>> waiting_line(3), waiting_line(0)
('3 turns waiting for the class folder', '')
>>> table = turn_table([turn_fact("t1", "=cmd|'/C calc'!A0", 77, first="7")], {"pc": "PC-12"})
>>> table.header[:4]
('Date', 'Computer', 'Pupil', 'Mode')
>>> table.rows[0][:5]
('2026-03-02 10:00', 'PC-12', "=cmd|'/C calc'!A0", 'Practice', 77)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, tzinfo

from wildwest import engine
from wildwest.engine.class_stats import (
    MISTAKE_KINDS,
    ClassGame,
    ClassReport,
    PrimeMisses,
    PupilReport,
    TurnFact,
    WeekPoint,
)
from wildwest.engine.names import name_key

from .sheets import DealSheet, deal_sheet
from .translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from .words import default_name, join_words, level_name, mode_name, month_name, say

Cell = str | int | float
"""A table cell: text, or a number a spreadsheet may count with."""

MISTAKE_LABELS: dict[engine.Feedback, str] = {
    engine.Feedback.NOT_PRIME: QT_TRANSLATE_NOOP("Records", "not prime"),
    engine.Feedback.ZERO_OR_ONE: QT_TRANSLATE_NOOP("Records", "0 or 1 as a factor"),
    engine.Feedback.NOT_A_DIVISOR: QT_TRANSLATE_NOOP("Records", "does not divide"),
    engine.Feedback.MISSING_FACTOR: QT_TRANSLATE_NOOP("Records", "factor missing"),
    engine.Feedback.TOO_MANY: QT_TRANSLATE_NOOP("Records", "too many factors"),
    engine.Feedback.NONE_GIVEN: QT_TRANSLATE_NOOP("Records", '"none" for 2 or more'),
    engine.Feedback.HAS_NO_FACTORS: QT_TRANSLATE_NOOP("Records", "factors for 0 or 1"),
    engine.Feedback.REPEAT_MISSING: QT_TRANSLATE_NOOP("Records", "repeated prime missing"),
}
"""The same words (and translations) as the pupil's own Records window."""


def mistake_label(kind: engine.Feedback) -> str:
    """``not prime``, ``repeated prime missing`` … in the game's language."""
    return translate("Records", MISTAKE_LABELS[kind])


def waiting_line(turns: int) -> str:
    """For the status bar while turns wait for the class folder ("" when none wait): said
    calmly, since a pupil reads it too."""
    if turns <= 0:
        return ""
    return translate("ClassView", "%n turn(s) waiting for the class folder", None, PLURAL, turns)


def outbox_line(turns: int, problem: object | None) -> str:
    """For the teacher: what waits and why (``problem``: the writer's reason, a Phrase)."""
    line = waiting_line(turns)
    if not line or problem is None:
        return line
    #: %1 "3 turns waiting for the class folder", %2 why ("the class folder is full")
    return arg(translate("ClassView", "%1: %2"), line, say(problem))


def problem_line(computer: str, message: object) -> str:
    """One thing the merge skipped: ``PC-12: A file is damaged or cut short: …``."""
    if not computer:
        return say(message)
    return arg(translate("ClassView", "%1: %2"), computer, say(message))


def share_text(share: float | None) -> str:
    """``75 %``, or ``–`` with nothing to count."""
    if share is None:
        return "–"
    # The number and its sign never part at the end of a line.
    return arg(translate("ClassView", "%1 %"), round(100 * share)).replace(" %", "\u00a0%")


def misses_line(pupil: PupilReport, most: int = 3) -> str:
    """The primes a pupil misses most at the first try: ``misses 7 and 11; does not split
    3`` ("" when none)."""
    missed = [m.prime for m in pupil.misses if m.missed][:most]
    unsplit = [m.prime for m in pupil.misses if m.not_split][:most]
    parts = []
    if missed:
        parts.append(arg(translate("ClassView", "misses %1"), join_words(map(str, missed))))
    if unsplit:
        parts.append(
            arg(translate("ClassView", "does not split %1"), join_words(map(str, unsplit)))
        )
    if len(parts) == 2:
        return arg(translate("ClassView", "%1; %2"), *parts)
    return "".join(parts)


def week_label(week: date) -> str:
    """A chart's week by its Monday: ``2 Mar``."""
    return f"{week.day} {month_name(week, short=True)}"


def not_played_line(report: ClassReport) -> str:
    """``Not played this week: Ann, Ben and Cy`` ("" when everyone has)."""
    if not report.not_played_this_week:
        return ""
    return arg(
        translate("ClassView", "Not played this week: %1"), join_words(report.not_played_this_week)
    )


def common_mistake_lines(report: ClassReport, most: int = 3) -> tuple[str, ...]:
    """The mistakes most of the class makes: ``repeated prime missing: 20 of 28 pupils``."""
    return tuple(
        arg(
            #: %1 a kind of mistake, %2 how many pupils made it, %3 of how many who answered
            translate("ClassView", "%1: %2 of %3 pupils"),
            mistake_label(share.kind),
            share.pupils,
            share.of_pupils,
        )
        for share in report.common_mistakes[:most]
    )


# ---------------------------------------------------------------- tables (exports)


@dataclass(frozen=True, slots=True)
class Table:
    """A header and rows for a spreadsheet (every text cell is written quoted)."""

    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


def _yes_no(value: bool) -> str:
    return translate("ClassView", "yes") if value else translate("ClassView", "no")


def turn_table(turns: Sequence[TurnFact], computers: Mapping[str, str], tz: tzinfo = UTC) -> Table:
    """One row per turn (the export per turn): date, computer, pupil, mode, number, answer,
    right first time, kinds of mistake, hints, seconds, game. Dates are in ``tz``."""
    header = (
        translate("ClassView", "Date"),
        translate("ClassView", "Computer"),
        translate("ClassView", "Pupil"),
        translate("ClassView", "Mode"),
        translate("ClassView", "Number"),
        translate("ClassView", "Answer"),
        translate("Records", "Right first time"),
        translate("ClassView", "Mistakes"),
        translate("ClassView", "Hints"),
        translate("ClassView", "Seconds"),
        translate("ClassView", "Game"),
    )
    rows = tuple(
        (
            turn.at.astimezone(tz).strftime("%Y-%m-%d %H:%M"),
            computers.get(turn.computer, turn.computer),
            turn.pupil,
            mode_name(turn.mode),
            turn.number,
            turn.answer or "",
            _yes_no(turn.right_first_time) if turn.factored else "",
            "; ".join(mistake_label(kind) for kind in turn.mistakes),
            turn.hints,
            "" if turn.seconds is None else round(turn.seconds, 1),
            turn.game[:8],
        )
        for turn in turns
    )
    return Table(header, rows)


def pupil_table(report: ClassReport) -> Table:
    """One row per pupil (the export per pupil), with the same first columns as the
    Records window's export, then the primes missed most and the last day played."""
    header = (
        translate("Records", "Name"),
        translate("Records", "Games played"),
        translate("Records", "Games won"),
        translate("Records", "Numbers met"),
        translate("Records", "Answers"),
        translate("Records", "Right first time"),
        translate("Records", "Right first time %"),
        translate("Records", "Hints used"),
        translate("Records", "Gave up"),
        translate("Records", "Average seconds per answer"),
        *(arg(translate("Records", "Mistakes: %1"), mistake_label(kind)) for kind in MISTAKE_KINDS),
        translate("ClassView", "Primes missed most"),
        translate("ClassView", "Last played"),
    )
    rows = []
    for pupil in report.pupils:
        share = pupil.right_first_time_share
        mean = pupil.mean_seconds
        counts = dict(pupil.mistakes)
        rows.append(
            (
                pupil.name,
                pupil.games,
                pupil.games_won,
                pupil.turns,
                pupil.answers,
                pupil.right_first_time,
                "" if share is None else round(100 * share),
                pupil.hints_used,
                pupil.gave_up,
                "" if mean is None else round(mean, 1),
                *(counts.get(kind, 0) for kind in MISTAKE_KINDS),
                misses_line(pupil),
                "" if pupil.last_played is None else pupil.last_played.strftime("%Y-%m-%d"),
            )
        )
    return Table(header, tuple(rows))


# ---------------------------------------------------------------- a class game


@dataclass(frozen=True, slots=True)
class ClassGameRow:
    """One game of a class game, for the projector: where, who, the points, how far."""

    place: int
    computer: str
    players: str
    """``Ann 12, Ben 9, Dusty Dan (Deputy) 7``: best first."""
    best: int
    state: str
    """``finished`` or ``in progress (6 turns)``."""


@dataclass(frozen=True, slots=True)
class ClassGameView:
    """Every game played with one deal code and set-up, and its answer key."""

    title: str
    setup: str
    rows: tuple[ClassGameRow, ...]
    answer_key: DealSheet


def class_game_view(game: ClassGame, computers: Mapping[str, str]) -> ClassGameView:
    """The class game's standings (best game first) and the deal's answer key (the
    deal sheet of :mod:`.sheets`, for a correctly played game)."""
    equal, steal, faces = game.rules
    rules = engine.Rules(equal, steal, engine.FaceCards(faces))
    names = [default_name(i) for i in range(1, game.players + 1)]
    deal = engine.shuffled_deal(names, seed=game.deal_code, packs=game.packs, rules=rules)
    rows = []
    place = 0
    previous = None
    for position, standing in enumerate(game.games, start=1):
        best = max(standing.scores, default=0)
        if best != previous:
            place, previous = position, best
        seats = sorted(
            zip(standing.players, standing.levels, standing.scores, strict=False),
            key=lambda seat: -seat[2],
        )
        players = ", ".join(f"{_seat_name(name, level)} {points}" for name, level, points in seats)
        turns = standing.turns
        state = (
            translate("ClassView", "finished")
            if standing.ended
            else translate("ClassView", "in progress (%n turn(s))", None, PLURAL, turns)
        )
        rows.append(
            ClassGameRow(
                place, computers.get(standing.computer, standing.computer), players, best, state
            )
        )
    count, packs = game.players, game.packs
    return ClassGameView(
        title=arg(translate("ClassView", "Class game: deal %1"), game.deal_code),
        setup=arg(
            #: %1 "3 players", %2 "2 packs"
            translate("ClassView", "%1, %2"),
            translate("ClassView", "%n player(s)", None, PLURAL, count),
            translate("Sheets", "%n pack(s)", None, PLURAL, packs),
        ),
        rows=tuple(rows),
        answer_key=deal_sheet(deal),
    )


def _seat_name(name: str, level: str) -> str:
    if not name:
        return translate("ClassView", "(removed)")
    if level and level in engine.LEVEL_NAMES:
        return arg(translate("ClassView", "%1 (%2)"), name, level_name(level))
    return name


# ---------------------------------------------------------------- the class view's window


@dataclass(frozen=True, slots=True)
class PupilRow:
    """One pupil in the class view's table."""

    key: str
    """The name key: who the pupil is on every computer."""
    name: str
    games: int
    turns: int
    answers: int
    right_first_time: str
    """``75 %``, or ``–`` with no answers (Auto only)."""
    right_share: float | None
    hints: int
    gave_up: int
    mistakes: int
    """Answers with a mistake of any kind (each kind counted)."""
    misses: str
    """``misses 7 and 11; does not split 3`` ("" when none)."""
    last_played: str
    """``2 Mar 2026`` ("" when never)."""
    last_played_at: float
    """When, for sorting (0 when never)."""
    played_this_week: bool
    on_list: bool
    """On the class list (True when there is no list)."""


@dataclass(frozen=True, slots=True)
class WeekBar:
    """One week of a pupil's progress chart."""

    label: str
    """The week's Monday: ``2 Mar``."""
    turns: int
    share: float | None
    """Right first time as a fraction of the week's answers (None: none factored)."""
    tip: str
    """``Week of 2 Mar: 14 turns, 9 of 12 answers right first time``."""


@dataclass(frozen=True, slots=True)
class PupilDetail:
    """What the class view shows about the pupil chosen."""

    key: str
    name: str
    summary: str
    """``4 games and 56 turns on 2 computers; 38 of 44 answers right first time (86 %)``."""
    mistakes: tuple[tuple[str, int], ...]
    """Every kind of mistake and how many answers had it."""
    misses: tuple[str, ...]
    """``7: missed 4 times, not split 1 time (met 9 times)``, the most missed first."""
    weeks: tuple[WeekBar, ...]


@dataclass(frozen=True, slots=True)
class RemovalRow:
    """A pupil the teacher removed from the class, which can be taken back."""

    entry: str
    text: str
    """``Ann Lee, removed 2 Mar 2026 10:05``."""


@dataclass(frozen=True, slots=True)
class ClassViewState:
    """Everything the class view shows, made off the window's thread after each read."""

    folder: str = ""
    status: str = ""
    """When it was read and how much, or why it cannot be read now."""
    outbox: str = ""
    """This computer's own turns waiting for the folder, and why ("" when none)."""
    pupils: tuple[PupilRow, ...] = ()
    details: tuple[PupilDetail, ...] = ()
    """One per pupil row, in the same order."""
    not_played: str = ""
    common_mistakes: tuple[str, ...] = ()
    not_on_list: str = ""
    problems: tuple[str, ...] = ()
    """What the merge skipped and why, one line each."""
    removals: tuple[RemovalRow, ...] = ()
    deal_codes: tuple[int, ...] = ()
    """The deal codes games were played with, the latest first (the class game's choice)."""
    read: bool = False
    """The folder has been read at least once (else the figures are empty)."""


@dataclass(frozen=True, slots=True)
class ClassGameState:
    """The class game for the projector: every game played with one deal code."""

    deal_code: int | None = None
    status: str = ""
    games: tuple[ClassGameView, ...] = ()
    """One per set-up that was played with the code (players, packs, house rules)."""


@dataclass(frozen=True, slots=True)
class ClassListView:
    """The class list in force, for the new-game screen and the teacher's list."""

    names: tuple[str, ...] = ()
    note: str = ""
    """``23 names, saved by PC-TEACHER on 2 Mar 2026 10:05`` or why it cannot be read."""
    problems: tuple[str, ...] = ()


def when_text(moment: datetime, tz: tzinfo = UTC) -> str:
    """``2 Mar 2026 10:05`` in the teacher's time zone."""
    local = moment.astimezone(tz)
    return f"{local.day} {month_name(local, short=True)} {local.year} {local:%H:%M}"


def _pupil_row(pupil: PupilReport, report: ClassReport, listed: bool, tz: tzinfo) -> PupilRow:
    last = pupil.last_played
    return PupilRow(
        key=pupil.key,
        name=pupil.name,
        games=pupil.games,
        turns=pupil.turns,
        answers=pupil.answers,
        right_first_time=share_text(pupil.right_first_time_share),
        right_share=pupil.right_first_time_share,
        hints=pupil.hints_used,
        gave_up=pupil.gave_up,
        mistakes=sum(count for _, count in pupil.mistakes),
        misses=misses_line(pupil),
        last_played="" if last is None else when_text(last, tz).rsplit(" ", 1)[0],
        last_played_at=0.0 if last is None else last.timestamp(),
        played_this_week=bool(pupil.weeks)
        and pupil.weeks[-1].week == report.week
        and pupil.weeks[-1].turns > 0,
        on_list=listed,
    )


def _week_bar(point: WeekPoint) -> WeekBar:
    label = week_label(point.week)
    played = point.turns
    turns = translate("ClassView", "%n turn(s)", None, PLURAL, played)
    if point.answers:
        #: a week of a pupil's chart: %1 the week's Monday, %2 "14 turns", %3 right first
        #: time, %4 answers
        tip = arg(
            translate("ClassView", "Week of %1: %2, %3 of %4 answers right first time"),
            label,
            turns,
            point.right_first_time,
            point.answers,
        )
    else:
        tip = arg(translate("ClassView", "Week of %1: %2"), label, turns)
    return WeekBar(label, point.turns, point.share, tip)


def _miss_line(miss: PrimeMisses) -> str:
    met = miss.met
    #: a prime a pupil gets wrong at the first try: %1 the prime, %2 how many times it was
    #: left out, %3 how many times it was not split out, %n how many numbers it divided
    template = translate(
        "ClassView", "%1: left out %2, not split %3, in %n number(s)", None, PLURAL, met
    )
    return arg(template, miss.prime, miss.missed, miss.not_split)


def pupil_detail(pupil: PupilReport) -> PupilDetail:
    """The chosen pupil's figures, mistakes, primes and weeks, in words."""
    played, scored, used = pupil.games, pupil.turns, pupil.computers
    games = translate("ClassView", "%n game(s)", None, PLURAL, played)
    turns = translate("ClassView", "%n turn(s)", None, PLURAL, scored)
    computers = translate("ClassView", "%n computer(s)", None, PLURAL, used)
    #: %1 "4 games", %2 "56 turns", %3 "on 2 computers"
    summary = arg(translate("ClassView", "%1 and %2 on %3"), games, turns, computers)
    if pupil.answers:
        #: after the games and turns: %1 right first time, %2 answers, %3 the share
        right = arg(
            translate("ClassView", "%1 of %2 answers right first time (%3)"),
            pupil.right_first_time,
            pupil.answers,
            share_text(pupil.right_first_time_share),
        )
        summary = arg(translate("ClassView", "%1; %2"), summary, right)
    return PupilDetail(
        key=pupil.key,
        name=pupil.name,
        summary=summary,
        mistakes=tuple((mistake_label(kind), count) for kind, count in pupil.mistakes),
        misses=tuple(_miss_line(miss) for miss in pupil.misses),
        weeks=tuple(_week_bar(point) for point in pupil.weeks),
    )


def _status(
    *,
    reachable: bool,
    why: object | None,
    read_at: datetime | None,
    turns: int,
    computers: int,
    tz: tzinfo,
) -> str:
    if read_at is None:
        return translate("ClassView", "Reading the class folder…")
    clock = f"{read_at.astimezone(tz):%H:%M}"
    if not reachable:
        #: the class folder cannot be read now: %1 why, %2 when the figures shown were read
        return arg(
            translate(
                "ClassView", "The class folder cannot be read now (%1): the figures are from %2"
            ),
            say(why) if why is not None else "?",
            clock,
        )
    #: %1 the time, %2 "312 turns", %3 "3 computers"
    return arg(
        translate("ClassView", "Read at %1: %2 from %3"),
        clock,
        translate("ClassView", "%n turn(s)", None, PLURAL, turns),
        translate("ClassView", "%n computer(s)", None, PLURAL, computers),
    )


def class_view_state(
    folder: str,
    report: ClassReport,
    *,
    roster: Sequence[str] = (),
    reachable: bool = True,
    why: object | None = None,
    read_at: datetime | None = None,
    turns: int = 0,
    computers: int = 0,
    problems: Sequence[tuple[str, object]] = (),
    removals: Sequence[tuple[str, str, datetime]] = (),
    outbox: tuple[int, object | None] | None = None,
    deal_codes: Sequence[int] = (),
    tz: tzinfo = UTC,
) -> ClassViewState:
    """The class view after a read: ``report`` (the class in this week), the class list
    (``roster``), what the read found, the merge's skipped files (computer, message), the
    teacher's removals (entry, pupil, when) and this computer's outbox (turns waiting, why).

    >>> from datetime import date
    >>> from wildwest.engine.class_stats import ClassStats, turn_fact
    >>> stats = ClassStats()
    >>> stats.add_turn(turn_fact("t1", "Ann", 77, first="7"))
    >>> view = class_view_state("/srv/5B", stats.report(date(2026, 3, 2), ("Ann", "Ben")),
    ...                         roster=("Ann", "Ben"), read_at=datetime(2026, 3, 2, 10, 5,
    ...                         tzinfo=UTC), turns=1, computers=1)
    >>> view.status, [(row.name, row.right_first_time, row.misses) for row in view.pupils]
    ('Read at 10:05: 1 turn from 1 computer', [('Ann', '0\\xa0%', 'misses 11'), ('Ben', '–', '')])
    >>> view.not_played
    'Not played this week: Ben'
    """
    listed = {name_key(name) for name in roster}
    rows = tuple(
        _pupil_row(pupil, report, not listed or pupil.key in listed, tz) for pupil in report.pupils
    )
    outbox_text = ""
    if outbox is not None:
        outbox_text = outbox_line(*outbox)
    not_on_list = ""
    if report.not_on_list:
        not_on_list = arg(
            translate("ClassView", "Not on the class list: %1"), join_words(report.not_on_list)
        )
    return ClassViewState(
        folder=folder,
        status=_status(
            reachable=reachable,
            why=why,
            read_at=read_at,
            turns=turns,
            computers=computers,
            tz=tz,
        ),
        outbox=outbox_text,
        pupils=rows,
        details=tuple(pupil_detail(pupil) for pupil in report.pupils),
        not_played=not_played_line(report),
        common_mistakes=common_mistake_lines(report),
        not_on_list=not_on_list,
        problems=tuple(problem_line(computer, message) for computer, message in problems),
        removals=tuple(
            RemovalRow(
                entry,
                #: %1 the pupil, %2 when the teacher removed them ("2 Mar 2026 10:05")
                arg(translate("ClassView", "%1, removed %2"), name, when_text(when, tz)),
            )
            for entry, name, when in removals
        ),
        deal_codes=tuple(deal_codes),
        read=read_at is not None,
    )


def class_game_state(
    deal_code: int | None,
    games: Sequence[ClassGame],
    computers: Mapping[str, str],
    *,
    read_at: datetime | None = None,
    tz: tzinfo = UTC,
) -> ClassGameState:
    """The class game of ``deal_code`` (every set-up played with it), for the projector."""
    if deal_code is None:
        return ClassGameState(None, translate("ClassView", "Type the deal code the class plays."))
    if not games:
        status = arg(
            translate("ClassView", "No game with deal %1 has reached the class folder yet."),
            deal_code,
        )
    else:
        count = sum(len(game.games) for game in games)
        status = translate("ClassView", "%n game(s) with this deal code", None, PLURAL, count)
        if read_at is not None:
            #: %1 "3 games with this deal code", %2 the time
            status = arg(
                translate("ClassView", "%1 (read at %2)"),
                status,
                f"{read_at.astimezone(tz):%H:%M}",
            )
    return ClassGameState(
        deal_code, status, tuple(class_game_view(game, computers) for game in games)
    )


def class_list_view(
    names: Sequence[str],
    revision: int,
    written: datetime | None,
    computer: str,
    problems: Sequence[object] = (),
    *,
    tz: tzinfo = UTC,
) -> ClassListView:
    """The class list in force, and where it comes from."""
    if revision == 0:
        note = translate("ClassView", "There is no class list yet.")
    else:
        listed = len(names)
        count = translate("ClassView", "%n name(s)", None, PLURAL, listed)
        when = when_text(written, tz) if written is not None else "?"
        #: the class list: %1 "23 names", %2 the computer that saved it, %3 when
        note = arg(translate("ClassView", "%1, saved by %2 on %3"), count, computer, when)
    return ClassListView(tuple(names), note, tuple(say(problem) for problem in problems))
