"""The prime panel's reference data: it agrees with the engine and never raises on what is typed."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    Draw,
    Mode,
    Submit,
    apply,
    correct_answer_text,
    factorise,
    is_prime,
    new_game,
    parse_deal,
    prime_factors,
    shuffled_deal,
)
from wildwest.present.reference.checker import (
    EMPTY_PROMPT,
    MAX_NUMBER,
    check_number,
    divisibility_lines,
    factor_number,
)
from wildwest.present.reference.holders import checker_lock, prime_holders, table_number
from wildwest.present.reference.prime_list import (
    PRIME_COUNT,
    PRIMES,
    holder_accepts,
    holder_filters,
    player_marks,
    prime_list_summary,
    search_primes,
)
from wildwest.present.reference.sieve import (
    PRIME_FLAGS,
    SIEVE_SIZE,
    map_note,
    sieve_cell_note,
    sieve_step_count,
    sieve_view,
)

STEAL_DEAL = {
    "players": ["Ann", "Ben"],
    "face_pile": ["JS", "JH"],
    "digit_pile": ["AS", "2D", "AH", "2H"],
    "rules": {"equal_turns": False},
}
BAD_INPUTS = [
    "abc",
    "-4",
    "−12",
    "10000000000000",
    str(10**12 + 1),
    "",
    "   ",
    "x" * 5000,
    "9" * 5000,
    "1.5",
    "12a",
    "٣٤",
    "1e6",
    "0x10",
    "\x00",
    "½",
]


def assert_consistent(n: int) -> None:
    """Everything the checker draws for n agrees with the engine."""
    result = factor_number(n)
    assert result.text == correct_answer_text(n)
    assert check_number(str(n)).text == correct_answer_text(n)
    assert result.factors == factorise(n)
    if n < 2:
        assert result.kind == ("zero" if n == 0 else "one")
        assert not result.ladder and result.tree is None
        return
    assert result.kind == ("prime" if is_prime(n) else "composite")
    rungs = [row for row in result.ladder if row.kind == "rung"]
    gaps = [row for row in result.ladder if row.kind == "gap"]
    assert result.ladder[-1].kind == "end"
    primes = [row.prime for row in rungs] + [row.prime for row in gaps for _ in range(row.repeats)]
    assert sorted(primes) == list(prime_factors(n))
    for row in rungs:
        assert row.dividend == row.prime * row.quotient
        assert all(row.dividend % t.prime != 0 for t in row.trials if not t.divides)
        if row.is_last:
            assert is_prime(row.dividend) and row.quotient == 1
            assert not any(t.divides for t in row.trials)
            assert "is prime" in row.tail and "√" in row.tail
        else:
            assert row.trials[-1].divides and row.trials[-1].prime == row.prime
            assert row.prime * row.prime <= row.dividend  # found no later than √dividend
            assert "√" in row.tail
    assert rungs[-1].is_last
    leaves: list[int] = []

    def walk(node) -> None:
        if node.children:
            left, right = node.children
            assert left.value * right.value == node.value and left.value <= right.value
            walk(left)
            walk(right)
        else:
            assert node.kind in ("prime", "power")
            leaves.append(node.value)

    assert result.tree is not None and result.tree.value == n
    walk(result.tree)
    assert math.prod(leaves) == n
    assert result.tree.leaves <= 12
    assert "√" in result.root_rule


def test_checker_agrees_with_the_engine_for_every_number_up_to_9999():
    """0 to 9 999: the words, the factors, the ladder and the tree all match the engine."""
    for n in range(10_000):
        assert_consistent(n)


def test_checker_agrees_with_the_engine_for_seeded_big_numbers():
    """Seeded random numbers up to 10¹², plus the hard ones (big primes, semiprimes, 2³⁹)."""
    rng = random.Random(20240611)
    numbers = [rng.randrange(MAX_NUMBER + 1) for _ in range(150)]
    numbers += [
        MAX_NUMBER,
        999_999_999_989,  # the largest prime up to 10¹²
        999_979 * 999_983,  # two primes near 10⁶
        2**39,
        9949 * 9967 * 9973,
        2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31,
        10_007**2,
    ]
    for n in numbers:
        assert_consistent(n)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, MAX_NUMBER))
def test_checker_agrees_with_the_engine_for_any_number_up_to_a_trillion(n):
    """Hypothesis: any whole number up to 10¹² gives the engine's answer and a sound ladder."""
    assert_consistent(n)


@pytest.mark.parametrize("text", BAD_INPUTS)
def test_bad_input_gives_a_message_not_an_exception(text):
    """Letters, negatives, 10¹³, empty, 5 000 characters: a message a pupil can read."""
    result = check_number(text)
    assert not result.ok
    assert result.text
    assert result.kind == ("empty" if not text.strip() else "error")
    assert result.text == EMPTY_PROMPT or len(result.text) < 120


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=60))
def test_checker_never_raises_on_any_text(text):
    """Hypothesis: whatever is typed, the checker answers (with factors or a message)."""
    result = check_number(text)
    assert result.text


def test_checker_reads_numbers_with_spaces_and_commas():
    """ "1 000 000" and "1,000,000" are the same number, as the engine reads them."""
    assert check_number("1 000 000").number == 1_000_000
    assert check_number(" 1,000,000 ").text == correct_answer_text(1_000_000)


def test_root_rule_names_the_primes_to_test():
    """The √n rule in words: for 97 it names 2, 3, 5 and 7 and says 97 is prime."""
    rule = check_number("97").root_rule
    assert "√97 ≈ 9.8" in rule and "2, 3, 5 and 7" in rule and "97 is prime" in rule
    assert "√49 = 7" in check_number("49").ladder[0].limit_text
    # Cut, not rounded: √(10¹² − 1) must not read as a whole 1 000 000.
    assert "999 999.9" in check_number(str(MAX_NUMBER - 1)).ladder[0].limit_text


def test_long_ladders_and_big_trees_stay_small():
    """2³⁹ draws as a short ladder with a "÷ 2 another … times" row and a one-power tree."""
    result = check_number(str(2**39))
    assert len(result.ladder) <= 8
    gap = next(row for row in result.ladder if row.kind == "gap")
    assert gap.repeats == 36 and "another 36 times" in gap.note
    assert result.tree is not None and result.tree.power_text == "2³⁹"
    million = check_number(str(10**12))
    assert million.tree is not None and million.tree.leaves == 2
    assert "24 prime factors" in million.expanded


def test_divisibility_lines_agree_with_division():
    """Each quick test says ✓ exactly when the divisor divides the number."""
    rng = random.Random(7)
    for n in [*range(200), *(rng.randrange(MAX_NUMBER) for _ in range(200))]:
        lines = divisibility_lines(n)
        assert [line.divisor for line in lines] == [2, 3, 4, 5, 6, 8, 9, 10, 11]
        for line in lines:
            assert line.divides == (n % line.divisor == 0)
            assert line.symbol == ("✓" if line.divides else "✗")
            assert line.text.startswith(line.symbol) and line.explanation and line.rule
    assert divisibility_lines(-1) == ()


@pytest.mark.parametrize(
    ("query", "phrase", "check"),
    [
        ("97", "starting with 97", lambda p: str(p).startswith("97")),
        ("starts with 9", "starting with 9", lambda p: str(p).startswith("9")),
        ("ends in 7", "ending in 7", lambda p: str(p).endswith("7")),
        ("contains 11", "containing 11", lambda p: "11" in str(p)),
        ("*77*", "containing 77", lambda p: "77" in str(p)),
        ("100-200", "from 100 to 200", lambda p: 100 <= p <= 200),
        ("200 to 100", "from 100 to 200", lambda p: 100 <= p <= 200),
        ("between 1,000 and 2,000", "from 1000 to 2000", lambda p: 1000 <= p <= 2000),
        ("under 50", "under 50", lambda p: p < 50),
        ("< 50", "under 50", lambda p: p < 50),
        ("over 9000", "over 9000", lambda p: p > 9000),
    ],
)
def test_prime_search_finds_exactly_the_matching_primes(query, phrase, check):
    """Each kind of search keeps exactly the primes that match it, and says what it did."""
    search = search_primes(query)
    assert search.phrase == phrase and not search.error
    assert search.rows is not None
    assert {PRIMES[i] for i in search.rows} == {p for p in PRIMES if check(p)}


@pytest.mark.parametrize(
    "partial", ["s", "starts wi", "starts with", "ends in", "100-", "100 to", "between 5 and", "<"]
)
def test_a_half_typed_search_is_not_an_error(partial):
    """While a search is being typed ("starts wi", "100-") it is incomplete, not wrong."""
    search = search_primes(partial)
    assert search.incomplete and not search.error


def test_prime_search_blank_bad_and_exact():
    """Blank shows every prime; nonsense shows none with how to search; 91 says it is not prime."""
    assert search_primes("").rows is None and search_primes("   ").rows is None
    bad = search_primes("banana")
    assert bad.rows == frozenset() and "try 97" in bad.error
    assert search_primes("x" * 5000).error
    assert search_primes("91").exact == "91 is not a prime"
    assert search_primes("97").exact == "97 is a prime"


@settings(max_examples=300)
@given(st.text(max_size=80))
def test_prime_search_never_raises(text):
    """Hypothesis: any text in the search box gives rows or a message, never an exception."""
    search = search_primes(text)
    assert search.rows is None or search.rows <= frozenset(range(PRIME_COUNT))
    summary = prime_list_summary(len(search.rows or ()), search, "free", ["Ann"], None)
    assert summary


def test_prime_list_summary_reads_well():
    """The count line: "21 free primes from 100 to 200", "No primes held by Ann"."""
    assert prime_list_summary(1229, search_primes(""), "all", [], None) == "1 229 primes"
    assert (
        prime_list_summary(21, search_primes("100-200"), "free", ["Ann"], None)
        == "21 free primes from 100 to 200"
    )
    assert prime_list_summary(0, search_primes(""), "player:0", ["Ann"], None) == (
        "No primes held by Ann"
    )
    assert prime_list_summary(2, search_primes(""), "number", ["Ann"], 12) == "2 primes of 12"


def test_holder_filters_and_what_they_accept():
    """All / free / held / one player / the last number's primes."""
    keys = [f.key for f in holder_filters(["Ann", "Ben"])]
    assert keys == ["all", "free", "held", "player:0", "player:1", "number"]
    assert holder_accepts("free", None, False) and not holder_accepts("free", 0, False)
    assert holder_accepts("held", 1, False) and not holder_accepts("held", None, False)
    assert holder_accepts("player:1", 1, False) and not holder_accepts("player:1", 0, False)
    assert holder_accepts("number", None, True) and not holder_accepts("number", 0, False)


def test_player_marks_are_short_and_different():
    """Initials, made longer or numbered when two players would share one."""
    assert player_marks(["Ann", "Ben", "Cy"]) == ("A", "B", "C")
    assert player_marks(["Ann", "Alex"]) == ("An", "Al")
    names = [f"Player {i}" for i in range(1, 15)]
    marks = player_marks(names)
    assert len(set(marks)) == 14 and all(len(m) <= 3 for m in marks)
    for names in (["Ann", "Anna", "ann"], ["", " ", "?"], ["Mary Jane", "Mike Jones"]):
        marks = player_marks(names)
        assert len({m.casefold() for m in marks}) == len(names)


def test_holders_and_table_number_follow_claims_and_steals():
    """Ann claims 2 and 3, then Ben steals both: the holders follow the engine at each step."""
    state = new_game(parse_deal(STEAL_DEAL), Mode.AUTO)
    assert prime_holders(state) == (None,) * PRIME_COUNT
    assert table_number(state).number is None
    state, _ = apply(state, Draw())
    holders = prime_holders(state)
    assert holders[0] == 0 and holders[1] == 0  # 2 and 3 are Ann's
    shown = table_number(state)
    assert (shown.number, shown.revealed, shown.primes) == (12, True, frozenset({2, 3}))
    state, _ = apply(state, Draw())
    holders = prime_holders(state)
    assert holders[0] == 1 and holders[1] == 1  # Ben stole them
    for i, p in enumerate(PRIMES):
        assert holders[i] == state.holder_of(p)


def test_a_seeded_game_agrees_with_the_engine_holders_after_every_turn():
    """A whole three-player game: prime_holders equals holder_of for every prime, every turn."""
    state = new_game(shuffled_deal(["Ann", "Ben", "Cy"], seed=4821), Mode.AUTO)
    while not state.is_over:
        state, _ = apply(state, Draw())
        holders = prime_holders(state)
        assert all(holders[i] == state.holder_of(p) for i, p in enumerate(PRIMES))


def test_primes_are_hidden_until_the_turn_is_scored_in_challenge():
    """Challenge: while answering, the number shows but its primes do not; after, they do."""
    state = new_game(parse_deal(STEAL_DEAL), Mode.CHALLENGE)
    state, _ = apply(state, Draw())
    shown = table_number(state)
    assert (shown.number, shown.revealed, shown.primes, shown.answering) == (
        12,
        False,
        frozenset(),
        True,
    )
    assert checker_lock(state, True) == (
        "The checker is locked while Ann answers (Challenge). It opens again when the turn is "
        "scored."
    )
    assert checker_lock(state, False) is None
    state, _ = apply(state, Submit("2 x 2 x 3"))
    assert checker_lock(state, True) is None
    assert table_number(state).primes == frozenset({2, 3})


def test_the_checker_never_locks_outside_challenge_answers():
    """Auto and Practice never lock; Challenge only in the answer phase."""
    for mode in (Mode.AUTO, Mode.PRACTICE):
        state = new_game(parse_deal(STEAL_DEAL), mode)
        assert checker_lock(state, True) is None
        state, _ = apply(state, Draw())
        assert checker_lock(state, True) is None
    assert checker_lock(None, True) is None
    assert checker_lock(new_game(parse_deal(STEAL_DEAL), Mode.CHALLENGE), True) is None


def test_the_sieve_finds_the_25_primes_up_to_100():
    """Step by step: 2, 3, 5, 7 cross out their multiples, then 11 × 11 > 100 ends it."""
    steps = sieve_step_count()
    assert steps == 5
    start = sieve_view(0)
    assert start.crossed == frozenset({1}) and start.next_left == 2 and not start.done
    for step in range(1, steps + 1):
        view = sieve_view(step)
        for n, p in view.crossed_by.items():
            assert n % p == 0 and n != p
        assert view.newly_crossed <= view.crossed
    done = sieve_view(steps)
    primes = {p for p in PRIMES if p <= SIEVE_SIZE}
    assert done.done and done.circled == primes and len(primes) == 25
    assert done.crossed == frozenset(range(1, 101)) - primes
    assert "11 × 11 = 121" in done.message
    assert sieve_view(99) == done and sieve_view(-3) == start
    assert "multiple of 2" in sieve_cell_note(4, sieve_view(1))
    assert "is circled" in sieve_cell_note(2, sieve_view(1))


def test_map_notes_and_prime_flags():
    """The map's words for a square agree with the engine; the factors hide while locked."""
    assert sum(PRIME_FLAGS) == PRIME_COUNT
    assert map_note(97, "Ann") == "97 is prime, held by Ann"
    assert map_note(97) == "97 is prime, free to claim"
    assert map_note(91) == "91 is not a prime: 91 = 7 × 13"
    assert map_note(91, locked=True) == "91 is not a prime"
    assert map_note(1).startswith("1 is not a prime")
    assert map_note(0) == "" and map_note(10_001) == ""
