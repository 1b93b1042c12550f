"""Hypothesis properties of the engine: arithmetic, scoring invariants and robust parsers."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    CARDS,
    MAX_HINT_LEVEL,
    AnswerError,
    DealError,
    Draw,
    GiveUp,
    HintGiven,
    Mode,
    Phase,
    Rules,
    Submit,
    TakeHint,
    apply,
    factorise,
    is_prime,
    new_game,
    parse_answer,
    parse_deal,
    play_out,
    shuffled_deal,
)
from wildwest.engine.simulation import _digit_info, _face_info, play_fast
from wildwest.engine.state import GameState

FACE_CODES = [c.code for c in CARDS.values() if c.is_face]
DIGIT_CODES = [c.code for c in CARDS.values() if c.is_digit]


@st.composite
def deals(draw):
    players = draw(st.integers(2, 5))
    faces = draw(st.lists(st.sampled_from(FACE_CODES), max_size=30))
    digits = draw(st.lists(st.sampled_from(DIGIT_CODES), max_size=90))
    rules = {"equal_turns": draw(st.booleans()), "steal_costs_points": draw(st.booleans())}
    return parse_deal(
        {
            "players": [f"P{i}" for i in range(players)],
            "face_pile": faces,
            "digit_pile": digits,
            "rules": rules,
        }
    )


answers = st.one_of(
    st.text(alphabet="0123456789 ×x*^,²³", max_size=20),
    st.lists(st.integers(0, 120), max_size=6).map(lambda xs: " × ".join(map(str, xs))),
    st.just("none"),
)


def step_randomly(state: GameState, data) -> GameState:
    """One legal action: draw, or answer something (right, wrong or unreadable), a hint
    (Practice, on whatever was typed), or give up."""
    if state.phase is Phase.DRAW:
        return apply(state, Draw())[0]
    assert state.pending is not None
    hint_allowed = state.mode is Mode.PRACTICE and state.pending.hints < MAX_HINT_LEVEL
    if hint_allowed and data.draw(st.integers(0, 3)) == 0:
        after, (event,) = apply(state, TakeHint(typed=data.draw(answers)))
        assert isinstance(event, HintGiven) and after.phase is Phase.ANSWER
        return after
    if data.draw(st.booleans()):
        return apply(state, GiveUp())[0]
    return apply(state, Submit(data.draw(answers)))[0]


def play_randomly(state: GameState, data) -> GameState:
    while not state.is_over:
        state = step_randomly(state, data)
    return state


@given(st.integers(0, 10**12))
def test_factorisations_multiply_back_and_are_prime(n):
    """Every factorisation multiplies back to n and every factor is prime."""
    factors = factorise(n)
    if n >= 1:
        assert math.prod(p**e for p, e in factors) == n
    else:
        assert factors == ()
    assert all(is_prime(p) for p, _ in factors)
    assert [p for p, _ in factors] == sorted({p for p, _ in factors})


@settings(max_examples=150, deadline=None)
@given(deals(), st.sampled_from(list(Mode)), st.data())
def test_a_prime_is_never_held_by_two_players(deal, mode, data):
    """Whatever is dealt and answered, no prime is ever on two players' lists."""
    state = new_game(deal, mode)
    while not state.is_over:
        state = step_randomly(state, data)
        held = [p for h in state.holdings for p in h]
        assert len(held) == len(set(held))


@settings(max_examples=150, deadline=None)
@given(deals(), st.sampled_from(list(Mode)), st.data())
def test_without_steal_costs_a_total_is_the_sum_of_its_turn_points(deal, mode, data):
    """With steal_costs_points off, each player's total is the sum of their turn points."""
    deal = deal.__class__(
        deal.players,
        deal.face_pile,
        deal.digit_pile,
        deal.packs,
        Rules(equal_turns=deal.rules.equal_turns, steal_costs_points=False),
    )
    state = play_randomly(new_game(deal, mode), data)
    for player, total in enumerate(state.scores):
        assert total == sum(t.points for t in state.turns if t.player == player)


@settings(max_examples=150, deadline=None)
@given(deals())
def test_a_joker_never_multiplies_or_steals(deal):
    """Joker turns always have 0 matches, ×1 and no steal."""
    state = play_out(new_game(deal))
    for turn in state.turns:
        if turn.face.is_joker:
            assert turn.matches == 0 and turn.multiplier == 1 and not turn.steal
            assert turn.stolen == () and turn.kept == ()
            assert turn.points == len(turn.claimed)


@settings(max_examples=150, deadline=None)
@given(deals())
def test_the_fast_simulator_scores_exactly_like_the_state_machine(deal):
    """play_fast (used by simulate) agrees with apply() on scores, holdings and turn counts."""
    state = play_out(new_game(deal))
    scores, holder, turns, zero, steals = play_fast(
        [_face_info(c) for c in deal.face_pile],
        [_digit_info(c) for c in deal.digit_pile],
        len(deal.players),
        deal.rules,
    )
    assert tuple(scores) == state.scores
    assert holder == state.holders()
    assert turns == len(state.turns)
    assert zero == sum(1 for t in state.turns if t.points == 0)
    assert steals == sum(1 for t in state.turns if t.steal)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8))
def test_simulate_game_i_is_the_deal_with_seed_plus_i(seed, players):
    """simulate's game i is shuffled_deal(seed + i), so a teacher can replay any one of them."""
    from wildwest.engine.simulation import simulate

    stats = simulate(players, 1, seed)
    state = play_out(new_game(shuffled_deal([f"P{i}" for i in range(players)], seed=seed)))
    assert stats.max_points == max(state.scores) and stats.min_points == min(state.scores)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=20,
)
deal_like = st.fixed_dictionaries(
    {},
    optional={
        "players": st.lists(st.text(max_size=4), max_size=4) | json_values,
        "face_pile": st.lists(st.sampled_from([*FACE_CODES, "XX", "7d", "t", ""]), max_size=6)
        | json_values,
        "digit_pile": st.lists(st.sampled_from([*DIGIT_CODES, "KS", "1S", "ts"]), max_size=8)
        | json_values,
        "packs": st.integers(-2, 3) | json_values,
        "rules": st.dictionaries(
            st.sampled_from(["equal_turns", "steal_costs_points", "x"]), json_values, max_size=3
        )
        | json_values,
    },
)


@settings(max_examples=400)
@given(st.one_of(json_values, deal_like))
def test_deal_validation_raises_only_deal_errors(data):
    """Whatever JSON comes in, parse_deal returns a deal or raises DealError."""
    try:
        parse_deal(data)
    except DealError as error:
        assert str(error) and "\n" not in str(error)


@settings(max_examples=600)
@given(st.text(max_size=60) | st.text(alphabet="0123456789^*×x ,.-+²³()", max_size=60))
def test_the_answer_parser_raises_only_answer_errors(text):
    """Whatever is typed, parse_answer returns factors or raises AnswerError with a message."""
    try:
        factors = parse_answer(text)
    except AnswerError as error:
        assert str(error)
    else:
        assert all(isinstance(f, int) and 0 <= f <= 9999 for f in factors)
