"""House rule face_cards (RULES.md): which face cards are shuffled in, deals, turns and simulate."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    DealError,
    EndKind,
    FaceCards,
    Rules,
    deal_from_json,
    faces_per_pack,
    new_game,
    pack_digits,
    pack_faces,
    parse_deal,
    play_out,
    shuffled_deal,
    simulate,
    turns_per_player,
)

KEPT_RANKS = {
    FaceCards.ALL: {"J", "Q", "K", "JK"},
    FaceCards.NO_KINGS: {"J", "Q", "JK"},
    FaceCards.JACKS_ONLY: {"J", "JK"},
}
"""RULES.md: all; no_kings = Jacks, Queens and jokers; jacks_only = Jacks and jokers."""
PER_PACK = {FaceCards.ALL: 12 + 2, FaceCards.NO_KINGS: 8 + 2, FaceCards.JACKS_ONLY: 4 + 2}
"""J, Q, K of 4 suits + 2 jokers = 14; J, Q of 4 suits + 2 = 10; J of 4 suits + 2 = 6."""
DIGITS_ASKED = {FaceCards.ALL: {2, 3, 4}, FaceCards.NO_KINGS: {2, 3}, FaceCards.JACKS_ONLY: {2}}


def names(count: int) -> list[str]:
    return [f"P{i}" for i in range(1, count + 1)]


@pytest.mark.parametrize("face_cards", list(FaceCards))
def test_a_pack_holds_only_the_face_cards_the_rule_keeps(face_cards):
    """pack_faces: each kept rank in all four suits and both jokers, nothing else (14/10/6)."""
    faces = pack_faces(face_cards)
    assert len(faces) == faces_per_pack(face_cards) == PER_PACK[face_cards]
    assert {c.rank for c in faces} == KEPT_RANKS[face_cards]
    assert [c.code for c in faces].count("JK") == 2
    for rank in KEPT_RANKS[face_cards] - {"JK"}:
        assert sorted(c.suit for c in faces if c.rank == rank) == sorted("SHDC")


@pytest.mark.parametrize("face_cards", list(FaceCards))
@pytest.mark.parametrize("packs", [1, 3])
def test_a_shuffled_deal_has_only_allowed_face_cards_and_every_digit(face_cards, packs):
    """shuffled_deal: the face pile is K packs of the kept face cards; the digits are as ever."""
    deal = shuffled_deal(names(4), seed=606, packs=packs, rules=Rules(face_cards=face_cards))
    assert sorted(c.code for c in deal.face_pile) == sorted(
        c.code for c in pack_faces(face_cards) * packs
    )
    assert len(deal.face_pile) == PER_PACK[face_cards] * packs
    assert sorted(c.code for c in deal.digit_pile) == sorted(c.code for c in pack_digits() * packs)
    assert {c.digits_asked for c in deal.face_pile} == DIGITS_ASKED[face_cards]


@pytest.mark.parametrize("face_cards", list(FaceCards))
def test_the_same_code_and_rules_give_the_same_deal(face_cards):
    """A deal code with the same face_cards gives the same cards; another code gives others."""
    rules = Rules(face_cards=face_cards)
    first = shuffled_deal(["A", "B"], seed=4821, rules=rules)
    assert first.to_dict() == shuffled_deal(["A", "B"], seed=4821, rules=rules).to_dict()
    assert first.to_dict() != shuffled_deal(["A", "B"], seed=4822, rules=rules).to_dict()


def test_all_is_the_default_and_every_deal_code_deals_as_before():
    """face_cards all is the default: the same piles as Rules() and a rules dict without the key,
    so deal files and saves made with every face card still open in earlier versions."""
    for seed in (0, 4821, 999_999_999_999):
        default = shuffled_deal(names(3), seed=seed)
        explicit = shuffled_deal(names(3), seed=seed, rules=Rules(face_cards=FaceCards.ALL))
        assert default == explicit
        assert "face_cards" not in default.to_dict()["rules"]


def test_deal_codes_with_fewer_face_cards_are_pinned_so_they_are_the_same_everywhere():
    """Deal code 4821 with no_kings or jacks_only gives these cards (test_deal pins all)."""
    jacks = shuffled_deal(["A", "B"], seed=4821, rules=Rules(face_cards=FaceCards.JACKS_ONLY))
    assert [c.code for c in jacks.face_pile] == PINNED_JACKS_ONLY_FACES
    assert [c.code for c in jacks.digit_pile[:6]] == PINNED_JACKS_ONLY_DIGITS
    no_kings = shuffled_deal(["A", "B"], seed=4821, rules=Rules(face_cards=FaceCards.NO_KINGS))
    assert [c.code for c in no_kings.face_pile[:5]] == PINNED_NO_KINGS_FACES


# Golden values: if these change, every such deal code handed out to a class changes with them.
PINNED_JACKS_ONLY_FACES = ["JC", "JH", "JS", "JD", "JK", "JK"]
PINNED_JACKS_ONLY_DIGITS = ["4D", "7H", "5C", "2S", "7C", "6C"]
PINNED_NO_KINGS_FACES = ["QC", "QS", "JK", "JD", "JC"]


@pytest.mark.parametrize("face_cards", list(FaceCards))
def test_the_rules_round_trip_through_the_deal_file(face_cards):
    """to_dict -> JSON -> parse gives the same deal, face_cards included."""
    deal = shuffled_deal(names(2), seed=31, rules=Rules(face_cards=face_cards))
    again = deal_from_json(json.dumps(deal.to_dict()))
    assert again.rules.face_cards is face_cards and again.face_pile == deal.face_pile


def test_the_rules_md_example_with_face_cards_all_is_valid():
    """RULES.md's deal-file example carries "face_cards": "all"; a deal without it means all."""
    example = {
        "players": ["Ann", "Ben"],
        "face_pile": ["KS", "JK", "QH"],
        "digit_pile": ["3S", "AH", "10S", "5S", "7D", "2C"],
        "packs": 1,
        "rules": {"equal_turns": True, "steal_costs_points": False, "face_cards": "all"},
    }
    assert parse_deal(example).rules.face_cards is FaceCards.ALL
    del example["rules"]
    assert parse_deal(example).rules.face_cards is FaceCards.ALL


@pytest.mark.parametrize(
    ("face_cards", "pile", "message"),
    [
        ("no_kings", ["JS", "QH", "KD"], 'card 3: "KD" is a King, but house rule face_cards'),
        ("jacks_only", ["JK", "QC"], 'card 2: "QC" is a Queen'),
        ("jacks_only", ["JS", "KS"], '"jacks_only" keeps only Jacks and jokers'),
        ("no_kings", ["ks"], '"KS" is a King'),
    ],
)
def test_a_face_card_the_rule_leaves_out_is_refused_by_name(face_cards, pile, message):
    """A deal is invalid if it has a face card its face_cards rule leaves out: the card is named."""
    data = {
        "players": ["Ann", "Ben"],
        "face_pile": pile,
        "digit_pile": [],
        "rules": {"face_cards": face_cards},
    }
    with pytest.raises(DealError) as caught:
        parse_deal(data)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("value", "shown"),
    [("kings_only", '"kings_only"'), ("ALL", '"ALL"'), (True, "true"), (None, "null"), ([], "[]")],
)
def test_an_unknown_face_cards_value_is_refused_by_name(value, shown):
    """An unknown face_cards value is refused with a message naming it and the three values."""
    data = {
        "players": ["A", "B"],
        "face_pile": [],
        "digit_pile": [],
        "rules": {"face_cards": value},
    }
    with pytest.raises(DealError) as caught:
        parse_deal(data)
    text = str(caught.value)
    assert f"Unknown face_cards value {shown}" in text
    assert "one of all, no_kings, jacks_only" in text and "\n" not in text


@pytest.mark.parametrize("face_cards", list(FaceCards))
@pytest.mark.parametrize("players", [2, 3, 4, 7, 14])
@pytest.mark.parametrize("equal_turns", [True, False])
def test_the_turns_preview_matches_what_is_played(face_cards, players, equal_turns):
    """turns_per_player (the set-up screen's preview) gives the turns a shuffled game really has."""
    rules = Rules(equal_turns=equal_turns, face_cards=face_cards)
    for packs in (1, 2):
        deal = shuffled_deal(names(players), seed=players * 10 + packs, packs=packs, rules=rules)
        state = play_out(new_game(deal))
        turns = [state.turns_of(i) for i in range(players)]
        expected = turns_per_player(players, packs, equal_turns=equal_turns, face_cards=face_cards)
        assert (min(turns), max(turns)) == expected


def test_the_turns_preview_numbers_for_two_players_and_one_pack():
    """Two players, one pack: 7 turns each with all, 5 with no_kings, 3 with jacks_only."""
    assert [turns_per_player(2, 1, face_cards=f)[0] for f in FaceCards] == [7, 5, 3]
    assert turns_per_player(4, 1, face_cards=FaceCards.NO_KINGS, equal_turns=False) == (2, 3)


@pytest.mark.parametrize("face_cards", [FaceCards.NO_KINGS, FaceCards.JACKS_ONLY])
def test_with_fewer_face_cards_the_game_ends_when_the_face_pile_is_empty(face_cards):
    """The digit pile stays 40 a pack, so the face pile runs out first; digits are left over."""
    rules = Rules(equal_turns=False, face_cards=face_cards)
    state = play_out(new_game(shuffled_deal(["A", "B"], seed=5, rules=rules)))
    assert state.face_pile == () and state.end_reason is not None
    assert state.end_reason.kind is EndKind.FACE_PILE_EMPTY
    asked = sum(c.digits_asked or 0 for c in pack_faces(face_cards))
    assert len(state.digit_pile) == 40 - asked > 0
    assert all(len(turn.digits) in DIGITS_ASKED[face_cards] for turn in state.turns)


@pytest.mark.parametrize("face_cards", list(FaceCards))
def test_simulate_counts_the_numbers_digits_the_rule_allows(face_cards):
    """simulate with face_cards: only 2/3/4-digit numbers the rule allows, in the dealt shares."""
    stats = simulate(3, 40, 7, rules=Rules(face_cards=face_cards))
    assert stats.face_cards == face_cards.value
    shares = stats.digit_count_shares
    assert sum(shares.values()) == pytest.approx(1)
    assert {int(k) for k, v in shares.items() if v > 0} == DIGITS_ASKED[face_cards]
    expected = turns_per_player(3, stats.packs, face_cards=face_cards)[0]
    assert stats.turns_per_player == expected


@settings(max_examples=25, deadline=None)
@given(
    st.integers(0, 10**6),
    st.integers(2, 8),
    st.sampled_from(list(FaceCards)),
    st.booleans(),
    st.booleans(),
)
def test_simulate_game_i_is_the_deal_with_the_same_rules(seed, players, face_cards, equal, costs):
    """simulate with any house rules plays exactly shuffled_deal(seed, rules) (max, min, turns)."""
    rules = Rules(equal_turns=equal, steal_costs_points=costs, face_cards=face_cards)
    stats = simulate(players, 1, seed, rules=rules)
    state = play_out(new_game(shuffled_deal(names(players), seed=seed, rules=rules)))
    assert (stats.max_points, stats.min_points) == (max(state.scores), min(state.scores))
    assert stats.turns_per_player == pytest.approx(len(state.turns) / players)
    assert stats.primes_held_per_player == pytest.approx(
        sum(len(h) for h in state.holdings) / players
    )
