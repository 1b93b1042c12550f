"""One named test per rule and per [decision] of RULES.md, in its order."""

from __future__ import annotations

import pytest

from wildwest.engine import (
    CARDS,
    Draw,
    EndKind,
    EndReason,
    Mode,
    TieBreak,
    apply,
    default_packs,
    new_game,
    pack_digits,
    pack_faces,
    parse_card,
    play_out,
    shuffled_deal,
    turns_per_player,
)
from wildwest.engine.state import Standing, decide_winners

from .helpers import game

# ------------------------------------------------------------ Cards and piles


def test_pack_splits_into_14_face_cards_and_40_digit_cards():
    """A pack is 52 cards + 2 jokers: face pile J, Q, K of each suit + 2 jokers; digit pile A-10."""
    faces, digits = pack_faces(), pack_digits()
    assert len(faces) == 14 and len(digits) == 40
    assert sorted(c.code for c in faces if not c.is_joker) == sorted(
        r + s for r in "JQK" for s in "SHDC"
    )
    assert [c.code for c in faces].count("JK") == 2
    assert {c.rank for c in digits} == {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10"}


def test_digit_values_ace_is_1_ten_is_0_others_face_value():
    """Digit values: Ace = 1, 2-9 = face value, Ten = 0."""
    assert parse_card("AS").digit == 1
    assert parse_card("10H").digit == 0
    assert [parse_card(f"{n}D").digit for n in range(2, 10)] == list(range(2, 10))


def test_face_values_jack_joker_2_queen_3_king_4():
    """Jack or Joker → 2 digits, Queen → 3, King → 4."""
    assert [parse_card(c).digits_asked for c in ("JS", "JK", "QH", "KC")] == [2, 2, 3, 4]


def test_one_pack_holds_exactly_the_digits_its_face_cards_ask_for():
    """6×2 + 4×3 + 4×4 = 40: both piles run out together."""
    assert sum(c.digits_asked or 0 for c in pack_faces()) == len(pack_digits()) == 40


def test_card_codes_are_case_insensitive_and_t_means_10():
    """Codes are case-insensitive on input; T is accepted for 10; a joker is JK."""
    assert parse_card("ks") is CARDS["KS"]
    assert parse_card("Th") is parse_card("10H") is CARDS["10H"]
    assert parse_card("jk") is CARDS["JK"]
    assert parse_card("10s").code == "10S"


# ------------------------------------------------------------ Players, packs and turns


@pytest.mark.parametrize(("players", "packs"), [(2, 1), (4, 2), (6, 3), (8, 4), (3, 2), (14, 7)])
def test_default_is_one_pack_per_two_players(players, packs):
    """Packs: one pack per two players (2 → 1, 4 → 2, 6 → 3, 8 → 4), odd counts rounded up."""
    assert default_packs(players) == packs


def test_seven_players_may_share_one_pack_two_turns_each():
    """Exactly 7 players may share one pack (2 turns each)."""
    names = [f"P{i}" for i in range(7)]
    final = play_out(new_game(shuffled_deal(names, seed=11, packs=1)))
    assert [final.turns_of(i) for i in range(7)] == [2] * 7
    assert turns_per_player(7, 1) == (2, 2)


def test_play_passes_to_the_next_player_in_seating_order():
    """Play passes to the next player, in seating order, wrapping round."""
    state = play_out(
        game(["JS", "JH", "JD"], ["2S", "3S", "4S", "5S", "6S", "7S"], players=("A", "B", "C"))
    )
    assert [t.player for t in state.turns] == [0, 1, 2]


def test_equal_turns_on_ends_at_a_round_start_with_fewer_face_cards_than_players():
    """House rule equal_turns (default on): the game ends when a round cannot go all the way."""
    state = play_out(new_game(shuffled_deal(["A", "B", "C", "D"], seed=3, packs=1)))
    assert len(state.turns) == 12  # 14 face cards: three rounds of 4, then 2 < 4 left
    assert len(state.face_pile) == 2
    assert state.end_reason == EndReason(EndKind.EQUAL_TURNS, faces_left=2, players=4)


def test_equal_turns_off_plays_until_the_face_pile_is_empty():
    """equal_turns off: play until the face pile is empty (some players get one more turn)."""
    from wildwest.engine import Rules

    deal = shuffled_deal(["A", "B", "C", "D"], seed=3, packs=1, rules=Rules(equal_turns=False))
    state = play_out(new_game(deal))
    assert len(state.turns) == 14 and not state.face_pile
    assert [state.turns_of(i) for i in range(4)] == [4, 4, 3, 3]


def test_equal_turns_checks_only_at_the_start_of_a_round():
    """The equal-turns check is made at the start of each round, not in the middle of one."""
    # 4 cards for 3 players: round 1 starts with 4 >= 3 and is played out even though only
    # 2 cards are left before its last turn; round 2 cannot start with 1 card.
    faces = ["JS", "JH", "JD", "JC"]
    digits = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    state = play_out(game(faces, digits, players=("A", "B", "C"), equal_turns=True))
    assert len(state.turns) == 3 and len(state.face_pile) == 1


def test_short_digit_pile_ends_the_game_and_that_face_card_is_not_played():
    """[decision] Too few digits for the next face card: the game ends, that card unplayed."""
    state = play_out(game(["JS", "KH"], ["2S", "3S", "4S", "5S"], equal_turns=False))
    assert len(state.turns) == 1
    assert [c.code for c in state.face_pile] == ["KH"]
    assert [c.code for c in state.digit_pile] == ["4S", "5S"]
    reason = state.end_reason
    assert reason is not None and reason.kind is EndKind.DIGITS_SHORT
    assert (reason.face.code, reason.digits_asked, reason.digits_left) == ("KH", 4, 2)


# ------------------------------------------------------------ A turn


def test_turning_over_the_face_card_draws_that_many_digits_left_to_right():
    """Turn over the top face card, draw that many digits; the number reads left to right."""
    state, _ = apply(game(["QD"], ["3S", "AH", "7C", "9D"]), Draw())
    turn = state.turns[0]
    assert [c.code for c in turn.digits] == ["3S", "AH", "7C"]
    assert turn.number == 317


def test_leading_zeros_are_kept_and_make_the_number_smaller():
    """[decision] 10S 7H is 07 = 7."""
    state, _ = apply(game(["JD"], ["10S", "7H"]), Draw())
    assert state.turns[0].number == 7
    assert state.turns[0].claimed == (7,)


@pytest.mark.parametrize("digits", [["10S", "10H"], ["10S", "AH"], ["10S", "10H", "AC"]])
def test_zero_and_one_have_no_prime_factors_and_score_nothing(digits):
    """[decision] 0 and 1 (00, 01, 001) score nothing, whatever the suits."""
    face = "QS" if len(digits) == 3 else "JS"
    state, _ = apply(game([face], digits), Draw())
    turn = state.turns[0]
    assert turn.number in (0, 1)
    assert turn.points == 0 and turn.claimed == () and not state.holdings[0]


def test_a_free_prime_is_claimed_for_one_point_each():
    """Nobody holds p → claim it, +1 point (distinct primes only: 12 = 2²×3 gives 2 points)."""
    state, _ = apply(game(["JK"], ["AS", "2H"]), Draw())
    assert state.turns[0].claimed == (2, 3)
    assert state.scores == (2, 0) and state.holdings[0] == {2, 3}


def test_a_prime_held_by_another_player_scores_nothing():
    """Somebody else holds p → 0 points, and p stays with them."""
    state = play_out(game(["JK", "JK"], ["AS", "2H", "2D", "AC"]))  # Ann 12, Ben 21
    assert state.turns[1].claimed == (7,) and state.turns[1].blocked == ((3, 0),)
    assert state.scores == (2, 1) and 3 in state.holdings[0]


def test_a_prime_you_already_hold_scores_nothing():
    """You hold p yourself → 0 points (unless it is a steal turn)."""
    state = play_out(game(["JK", "JK", "JK"], ["AS", "2H", "AC", "AD", "2D", "AH"]))
    third = state.turns[2]  # Ann 12, Ben 11, Ann again: 21 = 3 × 7, she holds 3
    assert third.blocked == ((3, 0),) and third.claimed == (7,) and third.points == 1


@pytest.mark.parametrize(
    ("digits", "multiplier"),
    [
        (["2H", "3H", "5H", "7H"], 1),
        (["2S", "3H", "5H", "7H"], 2),
        (["2S", "3S", "5H", "7H"], 3),
        (["2S", "3S", "5S", "7H"], 4),
        (["2S", "3S", "5S", "7S"], 5),
    ],
)
def test_suit_matches_multiply_the_points(digits, multiplier):
    """1 match ×2, 2 ×3, 3 ×4, 4 ×5 (and no match ×1)."""
    state, _ = apply(game(["KS"], digits), Draw())
    turn = state.turns[0]
    assert turn.multiplier == multiplier
    assert turn.points == len(turn.claimed) * multiplier


def test_a_joker_has_no_suit_no_multiplier_and_never_steals():
    """A joker has no suit: 0 matches, ×1, never a steal."""
    state = play_out(game(["JS", "JK"], ["AS", "2S", "AS", "2S"]))  # 12 twice
    turn = state.turns[1]
    assert turn.face.is_joker and turn.matches == 0 and turn.multiplier == 1
    assert not turn.steal and turn.stolen == () and turn.points == 0
    assert state.holdings[0] == {2, 3}


def test_a_full_suit_match_steals_primes_held_by_others_for_one_point_each():
    """Steal turn: each candidate held by another player leaves their list, joins yours, +1."""
    state = play_out(game(["JH", "JS"], ["AH", "2D", "AS", "2S"]))
    steal = state.turns[1]
    assert steal.steal and steal.stolen == ((0, 2), (0, 3))
    assert state.holdings == (frozenset(), frozenset({2, 3}))
    assert steal.points == 2 * 3


def test_on_a_steal_turn_your_own_primes_count_again_and_stay():
    """Steal turn: each candidate you already held counts +1 and stays yours."""
    state = play_out(game(["JK", "JH", "JS"], ["AH", "2D", "7C", "7D", "AS", "2S"]))
    steal = state.turns[2]  # Ann again, all spades: 12, she holds 2 and 3
    assert steal.steal and steal.kept == (2, 3) and steal.stolen == ()
    assert steal.points == 2 * 3 and state.holdings[0] == {2, 3}


def test_stealing_happens_automatically_and_is_announced():
    """[decision] The app always steals; the turn record says what was stolen from whom."""
    state = play_out(game(["JK", "QC"], ["AH", "2D", "AC", "2C", "3C"]))  # 12, then 123 all clubs
    steal = state.turns[1]
    assert steal.steal and steal.stolen == ((0, 3),) and steal.claimed == (41,)


def test_turn_points_are_the_sum_times_the_multiplier_and_are_never_taken_back():
    """Turn points = (sum) × (matches + 1), added to your total; points are never taken back."""
    state = play_out(game(["JS", "JH", "JS"], ["AS", "2D", "AH", "2H", "AC", "3S"]))
    # Ann 12 (1 match: ×2 → 4); Ben steals 2 and 3 with 12 all hearts ((1 + 1) × 3 = 6);
    # Ann 13 with one spade: 13 is free, (1) × 2 = 2.
    assert [t.points for t in state.turns] == [4, 6, 2]
    assert state.scores == (4 + 2, 6)  # Ann lost 2 and 3 but kept the 4 points they gave her
    assert state.holdings == (frozenset({13}), frozenset({2, 3}))


def test_steal_costs_points_house_rule_takes_one_point_per_stolen_prime():
    """House rule steal_costs_points: the victim loses 1 point per stolen prime, not multiplied."""
    on = play_out(game(["JS", "JH"], ["AS", "2D", "AH", "2H"], steal_costs_points=True))
    off = play_out(game(["JS", "JH"], ["AS", "2D", "AH", "2H"]))
    assert off.scores == (4, 6)
    assert on.scores == (4 - 2, 6)


def test_worked_example_3105_with_3_already_held_scores_8():
    """RULES.md worked example: K♠ 3♠ A♥ 10♠ 5♠ → 3105; 3 held: (0 + 1 + 1) × 4 = 8."""
    state = play_out(game(["JK", "KS"], ["3D", "3C", "3S", "AH", "10S", "5S"]))
    turn = state.turns[1]
    assert turn.number == 3105 and turn.factors == ((3, 3), (5, 1), (23, 1))
    assert turn.matches == 3 and turn.multiplier == 4
    assert turn.claimed == (5, 23) and turn.points == 8
    assert state.holdings[1] == {5, 23}


def test_worked_example_all_spades_steals_3_and_scores_15():
    """RULES.md worked example: with every digit a spade, 3 is stolen: (1 + 1 + 1) × 5 = 15."""
    state = play_out(game(["JK", "KS"], ["3D", "3C", "3S", "AS", "10S", "5S"]))
    turn = state.turns[1]
    assert turn.number == 3105 and turn.steal and turn.stolen == ((0, 3),)
    assert turn.points == 15 and state.holdings == (frozenset({11}), frozenset({3, 5, 23}))


# ------------------------------------------------------------ End and winner


def _standing(i, points, primes):
    return Standing(i, f"P{i}", points, tuple(sorted(primes)))


def test_the_player_with_the_most_points_wins():
    """The player with the most points wins."""
    result = decide_winners((_standing(0, 5, [2]), _standing(1, 9, [3])))
    assert result.winners == (1,) and result.tie_break is TieBreak.NONE


def test_a_tie_on_points_goes_to_the_largest_prime_held():
    """A tie on points goes to the tied player holding the largest prime."""
    result = decide_winners(
        (_standing(0, 9, [97, 2]), _standing(1, 9, [89, 3]), _standing(2, 1, []))
    )
    assert result.winners == (0,) and result.tie_break is TieBreak.LARGEST_PRIME
    assert result.largest_prime == 97 and result.tied == (0, 1) and result.points == 9


def test_a_tie_with_no_primes_is_a_shared_win():
    """Still tied (tied players hold no primes): they share the win."""
    result = decide_winners((_standing(0, 0, []), _standing(1, 0, []), _standing(2, -1, [5])))
    assert result.winners == (0, 1) and result.tie_break is TieBreak.SHARED


def test_a_whole_game_ends_with_winners_decided():
    """A played-out game is over and names its winner(s)."""
    state = play_out(new_game(shuffled_deal(["Ann", "Ben"], seed=2024)))
    assert state.is_over and state.result().winners


def test_a_deal_with_no_face_cards_is_over_at_once_with_a_shared_win():
    """An empty face pile: no turns, everyone on 0 with no primes, so they share."""
    state = game([], [], equal_turns=True)
    assert state.is_over and state.result().tie_break is TieBreak.SHARED


# ------------------------------------------------------------ modes (more in test_modes.py)


def test_auto_mode_scores_the_correct_factorisation_at_once():
    """Auto: the app factors; Draw scores the turn straight away."""
    state, events = apply(game(["QS"], ["3S", "AS", "5H"], mode=Mode.AUTO), Draw())
    assert len(state.turns) == 1 and state.turns[0].claimed == (3, 5, 7)
    assert [type(e).__name__ for e in events][:2] == ["TurnStarted", "TurnScored"]
