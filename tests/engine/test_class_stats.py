"""The class view's figures (issue 29), worked out by hand for a small class of four."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from wildwest.engine import Feedback, Mode
from wildwest.engine.class_stats import (
    MISTAKE_KINDS,
    ClassStats,
    GameFact,
    first_try,
    turn_fact,
    week_of,
)

MON = datetime(2026, 3, 2, 9, tzinfo=UTC)  # a Monday
WEEK = timedelta(weeks=1)


def small_class() -> ClassStats:
    """Ann (3 turns, two weeks), Ben (2 turns), Cy (Auto only), Dee (on the list, no turns)."""
    stats = ClassStats()
    stats.add_turns(
        [
            # Ann, week 1: 77 right first time; 3105 = 3³·5·23 with the 3 not repeated.
            turn_fact("a1", "Ann Lee", 77, at=MON, first="7 × 11", seconds=10.0, game="g1"),
            turn_fact(
                "a2",
                "ann lee",
                3105,
                at=MON + timedelta(hours=1),
                first="3 × 5 × 23",
                mistakes=(Feedback.REPEAT_MISSING,),
                hints=1,
                seconds=30.0,
                game="g1",
            ),
            # Ann, week 2: 91 = 7·13, 7 left out; gave up.
            turn_fact(
                "a3",
                "Ann  Lee",
                91,
                at=MON + WEEK,
                first="13",
                mistakes=(Feedback.MISSING_FACTOR,),
                gave_up=False,
                game="g2",
            ),
            # Ben, week 2: 36 as 4 × 9 (not prime twice), then 12 given up with no answer.
            turn_fact(
                "b1",
                "Ben",
                36,
                at=MON + WEEK,
                first="4 × 9",
                mistakes=(Feedback.NOT_PRIME,),
                game="g2",
            ),
            turn_fact("b2", "Ben", 12, at=MON + WEEK, gave_up=True, game="g2"),
            # Cy plays Auto: numbers met, no answers.
            turn_fact("c1", "Cy", 10, at=MON, mode=Mode.AUTO, game="g3"),
        ]
    )
    return stats


def test_first_try_tells_missed_primes_from_primes_not_split():
    """A prime absent from the first answer is missed; one hidden in a composite or not
    repeated enough is not split (the "Ben never splits 3s" of the issue)."""
    assert first_try(3105, "3 × 5 × 23") == ((), (3,))
    assert first_try(36, "4 × 9") == ((), (2, 3))
    assert first_try(91, "13") == ((7,), ())
    assert first_try(91, "7 × 13") == ((), ())
    assert first_try(12, None, gave_up=True) == ((2, 3), ())
    assert first_try(0, "none") == ((), ())
    assert first_try(12, "x" * 500, missed=(2,)) == ((2,), ())  # unreadable: fall back


def test_a_pupil_s_figures_are_counted_by_hand():
    """Games, turns, answers, right first time, hints, seconds and mistakes by kind, with
    the three spellings of Ann's name counted as one pupil."""
    ann = small_class().pupil("ann lee")
    assert ann.name == "Ann Lee"  # the latest spelling, tidied
    assert (ann.games, ann.turns, ann.answers, ann.right_first_time) == (2, 3, 3, 1)
    assert ann.hints_used == 1 and ann.gave_up == 0
    assert ann.timed_answers == 2 and ann.mean_seconds == 20.0
    mistakes = dict(ann.mistakes)
    assert list(mistakes) == list(MISTAKE_KINDS)
    assert mistakes[Feedback.REPEAT_MISSING] == 1 and mistakes[Feedback.MISSING_FACTOR] == 1
    assert sum(mistakes.values()) == 2
    assert ann.right_first_time_share == pytest.approx(1 / 3)


def test_the_primes_a_pupil_misses_most_come_first():
    """Per prime: how often it divided a number the pupil factored, missed, not split."""
    ann = small_class().pupil("ann lee")
    table = {m.prime: (m.met, m.missed, m.not_split) for m in ann.misses}
    assert table == {3: (1, 0, 1), 7: (2, 1, 0)}
    assert [m.prime for m in ann.misses] == [3, 7]  # equal counts: the rate decides (1/1, 1/2)
    ben = small_class().pupil("ben")
    assert {m.prime: (m.missed, m.not_split) for m in ben.misses} == {2: (1, 1), 3: (1, 1)}


def test_progress_week_by_week_fills_the_weeks_between():
    """A point per week from the first to the last, idle weeks at 0."""
    stats = small_class()
    stats.add_turn(turn_fact("a4", "Ann Lee", 77, at=MON + 3 * WEEK, first="7 × 11"))
    weeks = stats.pupil("ann lee").weeks
    assert [w.week for w in weeks] == [date(2026, 3, 2) + i * WEEK for i in range(4)]
    assert [(w.turns, w.answers, w.right_first_time) for w in weeks] == [
        (2, 2, 1),
        (1, 1, 0),
        (0, 0, 0),
        (1, 1, 1),
    ]
    assert weeks[0].share == 0.5 and weeks[2].share is None


def test_weeks_follow_the_teacher_s_time_zone():
    """Sunday 23:30 UTC is already Monday in Berlin: the next week there."""
    late = datetime(2026, 3, 8, 23, 30, tzinfo=UTC)
    assert week_of(late) == date(2026, 3, 2)
    assert week_of(late, timezone(timedelta(hours=1))) == date(2026, 3, 9)


def test_who_has_not_played_this_week_uses_the_class_list():
    """With a class list: everyone on it without a turn this week (Dee, who never played,
    too); pupils not on the list are named apart."""
    report = small_class().report(date(2026, 3, 11), roster=("Ann Lee", "ben", "Dee"))
    assert report.week == date(2026, 3, 9)
    assert report.not_played_this_week == ("Dee",)
    assert report.not_on_list == ("Cy",)
    assert [p.name for p in report.pupils] == ["Ann Lee", "Ben", "Cy", "Dee"]
    earlier = small_class().report(date(2026, 3, 4), roster=("Ann Lee", "ben", "Dee"))
    assert earlier.not_played_this_week == ("ben", "Dee")
    unlisted = small_class().report(date(2026, 3, 11))
    assert unlisted.not_played_this_week == ("Cy",) and unlisted.not_on_list == ()


def test_the_mistakes_most_of_the_class_makes_come_first():
    """Counted in pupils who made the kind at least once, of the pupils who answered."""
    stats = small_class()
    stats.add_turn(turn_fact("b3", "Ben", 76, first="2 × 19", mistakes=(Feedback.REPEAT_MISSING,)))
    shares = stats.report(date(2026, 3, 11)).common_mistakes
    assert [(s.kind, s.pupils, s.answers, s.of_pupils) for s in shares] == [
        (Feedback.REPEAT_MISSING, 2, 2, 2),
        (Feedback.NOT_PRIME, 1, 1, 2),
        (Feedback.MISSING_FACTOR, 1, 1, 2),
    ]
    assert shares[0].share == 1.0


def test_a_turn_added_twice_counts_once():
    """Copies of an entry (a retry, a file copied by hand) are one turn."""
    stats = small_class()
    before = stats.pupil("ben")
    stats.add_turns([turn_fact("b1", "Ben", 36, first="4 × 9")] * 3)
    assert stats.pupil("ben") == before and stats.turn_count == 6


def game(game_id: str, players, scores, *, ended=True, winners=(0,), code=4821, levels=()):
    return GameFact(
        game_id,
        "pc",
        MON,
        tuple(players),
        tuple(levels),
        code,
        1,
        (True, False, "all"),
        Mode.CHALLENGE,
        False,
        tuple(scores),
        14,
        ended,
        tuple(winners),
    )


def test_games_won_and_a_class_game_s_standings():
    """Wins count for people only, a game added again replaces what was known (started,
    then over), and a deal code's games are grouped by set-up, best first."""
    stats = small_class()
    stats.add_game(game("g1", ["Ann Lee", "Dusty"], [12, 15], ended=False, levels=("", "deputy")))
    stats.add_game(game("g1", ["Ann Lee", "Dusty"], [20, 15], levels=("", "deputy")))
    stats.add_game(game("g2", ["Ann Lee", "Ben"], [9, 11], winners=(1,)))
    stats.add_game(game("g4", ["Ben", "Dee", "Cy"], [3, 2, 1]))
    stats.add_game(game("g5", ["Ben", "Cy"], [30, 1], code=7))
    assert stats.pupil("ann lee").games_won == 1 and stats.pupil("ben").games_won == 3
    assert stats.pupil("ben").games == 3  # g2 from turns, g4 and g5 from the games
    groups = stats.class_games(4821)
    assert [(g.players, [s.game for s in g.games]) for g in groups] == [
        (2, ["g1", "g2"]),
        (3, ["g4"]),
    ]
    assert groups[0].games[0].scores == (20, 15) and groups[0].games[0].ended
    assert set(stats.deal_codes()) == {4821, 7}


def test_an_unknown_pupil_has_zeros():
    """Asking about a name with no turns gives zeros, not an error."""
    nobody = ClassStats().pupil("zoe")
    assert nobody.turns == 0 and nobody.right_first_time_share is None and nobody.weeks == ()
