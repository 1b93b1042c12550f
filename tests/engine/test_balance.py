"""The balance simulation: a modelled pupil against computer players, through the real engine."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wildwest.engine import (
    MAX_BALANCE_GAMES,
    MAX_OPPONENTS,
    MAX_SEED,
    PERSON,
    SIEVE_LIMIT,
    Level,
    Mode,
    Rules,
    Seat,
    WildWestError,
    balance,
    check_answer,
    distinct_primes,
    new_game,
    parse_answer,
    play_out,
    pupil_answer,
    shuffled_deal,
)
from wildwest.engine.balancing import PROGRESS_EVERY, PUPIL_NAME, play_balance_game


@given(p=st.floats(0, 1), number=st.integers(0, SIEVE_LIMIT), seed=st.integers(0, 2**64))
def test_the_modelled_pupil_only_misses(p, number, seed):
    """The pupil's answer parses and names only true primes, each with its full power."""
    text = pupil_answer(p, number, random.Random(seed))
    check = check_answer(number, parse_answer(text))
    assert not check.wrong_items
    named = check.correct_primes
    assert named <= set(distinct_primes(number))
    assert check.complete == (named == set(distinct_primes(number)))


def test_pupil_p_is_the_share_of_primes_named():
    """A p pupil names about a share p of the primes; 1 names all of them and 0 none."""
    for p in (0.0, 0.3, 0.8, 1.0):
        stats = balance(p, Level.SHERIFF, 30, seed=5)
        assert stats.pupil_named_share == pytest.approx(p, abs=0.06)
    assert balance(1.0, Level.GREENHORN, 10).pupil_named_share == 1.0


def test_balance_is_deterministic():
    """The same arguments give the same result, every time."""
    first = balance(0.7, Level.DEPUTY, 40, seed=123, opponents=2)
    assert balance(0.7, "deputy", 40, seed=123, opponents=2) == first
    assert balance(0.7, Level.DEPUTY, 40, seed=124, opponents=2) != first


def test_game_i_is_the_deal_with_seed_plus_i():
    """Game i of a run from seed S is the run of one game from deal code S + i."""
    whole = balance(0.8, Level.DEPUTY, 12, seed=50)
    parts = [balance(0.8, Level.DEPUTY, 1, seed=50 + i) for i in range(12)]
    assert whole.pupil_wins == pytest.approx(sum(p.pupil_wins for p in parts))
    assert whole.pupil_mean_points * 12 == pytest.approx(sum(p.pupil_mean_points for p in parts))


def test_a_perfect_pupil_against_sheriffs_plays_the_auto_game():
    """p = 1 against Sheriffs: every game scores as Auto, and the win count follows the winners."""
    wins = 0.0
    for code in range(20):
        seat = code % 3
        names = ["Dusty Dan", "Calamity Cora"]
        names.insert(seat, PUPIL_NAME)
        seats = [Seat(Level.SHERIFF)] * 2
        seats.insert(seat, PERSON)
        dealt = shuffled_deal(names, seed=code, seats=seats)
        played, _ = play_balance_game(new_game(dealt, Mode.CHALLENGE), 1.0, seat)
        auto = play_out(new_game(dealt))
        assert played.scores == auto.scores
        winners = auto.result().winners
        wins += 1 / len(winners) if seat in winners else 0
    stats = balance(1.0, Level.SHERIFF, 20, opponents=2)
    assert stats.pupil_wins == pytest.approx(wins)
    assert stats.computer_named_share == 1.0 == stats.pupil_named_share


def test_better_pupils_win_more_and_levels_are_ordered():
    """A better pupil wins more often, and Greenhorn < Deputy < Sheriff for the same pupil."""
    rates = {level: [balance(p, level, 120).pupil_win_rate for p in (0.5, 0.95)] for level in Level}
    for low, high in rates.values():
        assert low < high
    assert rates[Level.GREENHORN][0] > rates[Level.DEPUTY][0] > rates[Level.SHERIFF][0]


def test_balance_reports_progress_and_ends_on_the_last_game():
    """progress(done) is called every PROGRESS_EVERY games and after the last one."""
    seen: list[int] = []
    balance(0.5, Level.GREENHORN, PROGRESS_EVERY * 2 + 3, progress=seen.append)
    assert seen == [PROGRESS_EVERY, PROGRESS_EVERY * 2, PROGRESS_EVERY * 2 + 3]


def test_balance_stats_add_up():
    """Win rate, fair share and the JSON form agree with each other."""
    stats = balance(0.6, Level.GREENHORN, 30, seed=9, opponents=3)
    assert 0 <= stats.pupil_win_rate <= 1 and stats.fair_share == 0.25
    data = stats.to_dict()
    assert data["level"] == "greenhorn" and data["pupil_win_rate"] == stats.pupil_win_rate
    assert data["games"] == 30 and data["opponents"] == 3


@pytest.mark.parametrize(
    ("pupil", "games", "opponents", "message"),
    [
        (1.5, 10, 1, "from 0 to 1"),
        (-0.1, 10, 1, "from 0 to 1"),
        (math.nan, 10, 1, "from 0 to 1"),
        (True, 10, 1, "from 0 to 1"),
        (0.5, 0, 1, "games"),
        (0.5, MAX_BALANCE_GAMES + 1, 1, "games"),
        (0.5, 10, 0, "computer players"),
        (0.5, 10, MAX_OPPONENTS + 1, "computer players"),
    ],
)
def test_balance_refuses_bad_arguments(pupil, games, opponents, message):
    """A chance outside 0-1, or a count out of range, gets a one-line message."""
    with pytest.raises(WildWestError, match=message):
        balance(pupil, Level.DEPUTY, games, opponents=opponents)


def test_balance_takes_packs_and_house_rules():
    """Packs and house rules reach every deal: two packs give each player twice the turns."""
    one = balance(0.9, Level.DEPUTY, 10)
    two = balance(0.9, Level.DEPUTY, 10, packs=2, rules=Rules(steal_costs_points=True))
    assert (one.packs, two.packs) == (1, 2)
    assert two.pupil_mean_points > one.pupil_mean_points
    with pytest.raises(WildWestError, match="packs"):
        balance(0.9, Level.DEPUTY, 10, packs=0)


def test_balance_refuses_an_unknown_level_and_seeds_past_the_last_deal_code():
    """An unknown level names the levels; a run past the last deal code says so."""
    with pytest.raises(WildWestError, match="greenhorn, deputy, sheriff"):
        balance(0.5, "marshal", 10)
    with pytest.raises(WildWestError, match="deal code"):
        balance(0.5, Level.DEPUTY, 10, seed=MAX_SEED - 3)


def test_the_engine_lends_its_later_names_as_their_modules_have_them():
    """``wildwest.engine`` loads the balance, the statistics and the divisibility tests on
    first use (issue 31); every such name is its module's own object, however it is reached."""
    import importlib

    from wildwest import engine

    for name, module in engine._LATER.items():
        assert name in engine.__all__
        assert getattr(engine, name) is getattr(
            importlib.import_module(f"wildwest.engine.{module}"), name
        )
    assert engine.divisibility_tests.__globals__["DIVISORS"] is engine.divisibility.DIVISORS
    assert callable(engine.balance) and callable(engine.simulate)  # never the modules
    with pytest.raises(AttributeError, match="no_such_name"):
        engine.no_such_name  # noqa: B018
