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
('misses 11; does not split 2 and 3', '0 %')
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
from datetime import UTC, date, tzinfo

from wildwest import engine
from wildwest.engine.class_stats import (
    MISTAKE_KINDS,
    ClassGame,
    ClassReport,
    PupilReport,
    TurnFact,
)

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
    return arg(translate("ClassView", "%1 %"), round(100 * share))


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
