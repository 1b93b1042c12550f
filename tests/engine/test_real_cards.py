"""Real cards (RULES.md "Real cards"): entering turned-over cards, every refusal, the end of
the game, and the deal the entered cards make."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    CardError,
    Draw,
    EndKind,
    FaceCards,
    GameState,
    IllegalActionError,
    Mode,
    OutOfCards,
    Phase,
    PlayCards,
    Rules,
    Submit,
    apply,
    copies_left,
    new_game,
    pack_digits,
    pack_faces,
    parse_card,
    parse_cards,
    parse_deal,
    play_out,
    played_deal,
    real_cards_deal,
    shuffled_deal,
    undo_point,
)
from wildwest.engine.state import Action


def real_game(
    players: tuple[str, ...] = ("Ann", "Ben"),
    packs: int = 1,
    mode: Mode = Mode.AUTO,
    **rules: object,
) -> GameState:
    return new_game(
        real_cards_deal(players, packs=packs, rules=Rules(**rules)),  # type: ignore[arg-type]
        mode,
        real_cards=True,
    )


def play(state: GameState, *codes: str) -> GameState:
    state, _ = apply(state, PlayCards.of(*codes))
    return state


def refusal(state: GameState, *codes: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        apply(state, PlayCards.of(*codes))
    return str(caught.value)


def turns_of(deal_state: GameState) -> list[PlayCards]:
    """The turns a shuffled deal would give, as the cards a player turns over."""
    final = play_out(deal_state)
    return [PlayCards(turn.face, turn.digits) for turn in final.turns]


# ---------------------------------------------------------------- the packs


@pytest.mark.parametrize("face_cards", list(FaceCards))
def test_a_real_cards_game_starts_with_every_card_the_packs_hold(face_cards):
    """The piles of a new real-cards game hold packs × a pack's cards, face cards by the
    face_cards rule, and the deal lists none."""
    state = real_game(packs=2, face_cards=face_cards)
    assert state.real_cards and not state.deal.face_pile and not state.deal.digit_pile
    assert sorted(c.code for c in state.face_pile) == sorted(
        c.code for c in pack_faces(face_cards) * 2
    )
    assert sorted(c.code for c in state.digit_pile) == sorted(c.code for c in pack_digits() * 2)
    assert copies_left(state, parse_card("JK")) == 4
    assert copies_left(state, parse_card("KS")) == (2 if face_cards is FaceCards.ALL else 0)


def test_the_rules_worked_example_scores_as_in_rules_md():
    """RULES.md worked example with real cards: Ann's joker 3♦ 3♣ claims 3; Ben's K♠ 3♠ A♥
    10♠ 5♠ → 3105: 3 is held, 5 and 23 are claimed, three matches ×4: 8 points."""
    state = play(real_game(), "JK", "3D", "3C")
    state = play(state, "KS", "3S", "AH", "10S", "5S")
    turn = state.turns[-1]
    assert (turn.player, turn.number, turn.claimed, turn.blocked) == (1, 3105, (5, 23), ((3, 0),))
    assert (turn.multiplier, turn.points) == (4, 8)
    assert state.scores == (2, 8)
    assert copies_left(state, parse_card("3S")) == 0
    assert copies_left(state, parse_card("JK")) == 1
    assert len(state.face_pile) == 12 and len(state.digit_pile) == 34


def test_practice_with_real_cards_waits_for_the_answer_then_scores():
    """Practice: the entered cards are down and the player factors them as usual."""
    state = play(real_game(mode=Mode.PRACTICE), "QH", "2H", "3D", "AC")
    assert state.phase is Phase.ANSWER and state.pending is not None
    assert state.pending.number == 231
    state, _ = apply(state, Submit("3 x 7 x 11"))
    assert state.turns[-1].claimed == (3, 7, 11) and state.scores == (6, 0)


# ---------------------------------------------------------------- refusals


def test_a_digit_card_as_the_face_card_is_refused_naming_it():
    """3♠ first: refused, naming 3♠ and saying what the first card must be."""
    assert refusal(real_game(), "3S", "4S", "5S") == (
        "3♠ is a digit card: the first card is the face card (a Jack, Queen, King or joker)."
    )


@pytest.mark.parametrize(
    ("codes", "message"),
    [
        (("KS", "3S", "QH", "5S", "7S"), "Q♥ is a face card: after the face card come digit "),
        (("JS", "JK", "5S"), "Joker is a face card: after the face card come digit "),
    ],
)
def test_a_face_card_among_the_digits_is_refused_naming_it(codes, message):
    """A Queen or a joker among the digits: refused, naming that card."""
    assert refusal(real_game(), *codes) == message + "cards (Ace to 10)."


@pytest.mark.parametrize(
    ("codes", "message"),
    [
        (("KS", "3S", "AH", "10S"), "K♠ asks for 4 digits; digit cards entered: 3."),
        (("JD", "3S", "AH", "10S"), "J♦ asks for 2 digits; digit cards entered: 3."),
        (("QC", "3S"), "Q♣ asks for 3 digits; digit cards entered: 1."),
        (("JK",), "Joker asks for 2 digits; digit cards entered: 0."),
    ],
)
def test_the_wrong_number_of_digits_is_refused_naming_the_face_card(codes, message):
    """Too few, too many or no digits for the face card: refused, naming it and the count."""
    assert refusal(real_game(), *codes) == message


@pytest.mark.parametrize(
    ("face_cards", "codes", "message"),
    [
        (
            FaceCards.NO_KINGS,
            ("KH", "3S", "AH", "10S", "5S"),
            "K♥ is a King, but this game is played with Jacks, Queens and jokers only.",
        ),
        (
            FaceCards.JACKS_ONLY,
            ("QS", "3S", "AH", "10S"),
            "Q♠ is a Queen, but this game is played with Jacks and jokers only.",
        ),
    ],
)
def test_a_face_card_the_face_cards_rule_leaves_out_is_refused(face_cards, codes, message):
    """House rule face_cards: a King (no_kings) or a Queen (jacks_only) is refused."""
    assert refusal(real_game(face_cards=face_cards), *codes) == message


def test_a_card_entered_more_often_than_the_packs_hold_is_refused():
    """One pack holds one 3♠: a second is refused, in another turn or the same one; two packs
    hold two, so a third is refused; a pack holds two jokers, so a third is refused."""
    one = play(real_game(), "JS", "3S", "5H")
    assert refusal(one, "QD", "3S", "4D", "5D") == (
        "There is no 3♠ left: every one the packs hold (1) has been entered already."
    )
    assert refusal(one, "JS", "4D", "5D") == (
        "There is no J♠ left: every one the packs hold (1) has been entered already."
    )
    assert refusal(real_game(), "QD", "4D", "4D", "5D") == (
        "This turn has 4♦ 2 times, but the packs have only 1 of it left."
    )
    two = play(play(real_game(packs=2), "JS", "3S", "5H"), "JH", "3S", "6H")
    assert refusal(two, "JD", "3S", "7H") == (
        "There is no 3♠ left: every one the packs hold (2) has been entered already."
    )
    jokers = play(play(real_game(), "JK", "2S", "2H"), "JK", "2D", "2C")
    assert refusal(jokers, "JK", "3S", "3H") == (
        "There is no Joker left: every one the packs hold (2) has been entered already."
    )
    three = play(real_game(packs=3), "JK", "7S", "7H")
    assert refusal(three, "QD", "7S", "7S", "7S") == (
        "This turn has 7♠ 3 times, but the packs have only 2 of it left."
    )


def test_a_refused_turn_changes_nothing_and_scores_nothing():
    """After a refusal the state is the one before: no turn, no points, no card taken."""
    state = play(real_game(), "JS", "3S", "5H")
    for codes in (("QD", "3S", "4D", "5D"), ("4D", "5D", "6D"), ("KD", "4D")):
        with pytest.raises(IllegalActionError):
            apply(state, PlayCards.of(*codes))
    assert len(state.turns) == 1 and state.scores == (4, 0)
    assert copies_left(state, parse_card("4D")) == 1


def test_draw_and_play_cards_each_belong_to_their_own_kind_of_game():
    """Draw is refused in a real-cards game and PlayCards in a dealt one, each saying what to
    do instead; PlayCards while a number waits for its answer is refused too."""
    with pytest.raises(IllegalActionError, match="show the app the cards you turned over"):
        apply(real_game(), Draw())
    dealt = new_game(shuffled_deal(["Ann", "Ben"], seed=1))
    with pytest.raises(IllegalActionError, match="This game deals its own cards: press Draw"):
        apply(dealt, PlayCards.of("JS", "3S", "5H"))
    waiting = play(real_game(mode=Mode.CHALLENGE), "JS", "3S", "5H")
    with pytest.raises(IllegalActionError, match="factor the number first"):
        apply(waiting, PlayCards.of("JH", "3H", "5D"))


# ---------------------------------------------------------------- the end


def test_the_game_ends_when_the_face_cards_entered_exhaust_the_pack():
    """Two players, one pack: after all 14 face cards the game is over (the face pile empty)."""
    state = real_game()
    for cards in turns_of(new_game(shuffled_deal(["Ann", "Ben"], seed=7))):
        assert not state.is_over
        state, _ = apply(state, cards)
    assert state.is_over and state.end_reason is not None
    assert state.end_reason.kind is EndKind.FACE_PILE_EMPTY
    assert len(state.turns) == 14 and not state.face_pile and not state.digit_pile


def test_equal_turns_ends_a_real_game_when_fewer_face_cards_are_left_than_players():
    """Three players, one pack of 14 face cards: after 4 rounds only 2 are left, so the game
    ends at the start of round 5; with jacks_only and 4 players, after one round of 6."""
    state = real_game(("Ann", "Ben", "Cy"))
    for cards in turns_of(new_game(shuffled_deal(["Ann", "Ben"], seed=3)))[:12]:
        state, _ = apply(state, cards)
    assert state.is_over and state.end_reason is not None
    assert state.end_reason.kind is EndKind.EQUAL_TURNS and state.end_reason.faces_left == 2
    jacks = real_game(("A", "B", "C", "D"), face_cards=FaceCards.JACKS_ONLY)
    for codes in (("JS", "2S", "3S"), ("JH", "2H", "3H"), ("JD", "2D", "3D"), ("JK", "4S", "5S")):
        jacks = play(jacks, *codes)
    assert jacks.is_over and jacks.end_reason is not None
    assert jacks.end_reason.kind is EndKind.EQUAL_TURNS


def test_out_of_cards_ends_the_game_between_turns_only():
    """We're out of cards: refused before any turn, while a number waits for its answer, and in
    a dealt game; between turns it ends the game with the scores so far."""
    with pytest.raises(IllegalActionError, match="Nobody has had a turn yet"):
        apply(real_game(), OutOfCards())
    waiting = play(real_game(mode=Mode.PRACTICE), "JS", "3S", "5H")
    with pytest.raises(IllegalActionError, match="Finish this turn first"):
        apply(waiting, OutOfCards())
    with pytest.raises(IllegalActionError, match="Only a game with real cards"):
        apply(new_game(shuffled_deal(["Ann", "Ben"], seed=1)), OutOfCards())
    state = play(real_game(), "JS", "3S", "5H")
    over, events = apply(state, OutOfCards())
    assert over.is_over and over.end_reason is not None
    assert over.end_reason.kind is EndKind.OUT_OF_CARDS and over.end_reason.faces_left == 13
    assert over.scores == state.scores and len(events) == 1
    with pytest.raises(IllegalActionError, match="The game is over"):
        apply(over, PlayCards.of("JH", "3H", "5D"))


# ---------------------------------------------------------------- the deal played


def replays_the_same(state: GameState) -> None:
    deal = played_deal(state)
    again = play_out(new_game(parse_deal(deal.to_dict())))
    assert again.standings() == state.standings()
    assert [(t.player, t.number, t.points) for t in again.turns] == [
        (t.player, t.number, t.points) for t in state.turns
    ]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 7),
    equal_turns=st.booleans(),
    face_cards=st.sampled_from(list(FaceCards)),
)
def test_the_cards_entered_replay_to_the_same_scores(seed, players, equal_turns, face_cards):
    """A whole real-cards game, entered from a shuffled deal's turns, ends as that deal ends;
    its played deal replays (Auto) to the same turns and standings."""
    names = [f"P{i}" for i in range(players)]
    rules = Rules(equal_turns=equal_turns, face_cards=face_cards)
    dealt = new_game(shuffled_deal(names, seed=seed, rules=rules))
    state = real_game(tuple(names), packs=dealt.deal.packs, **dataclasses.asdict(rules))
    for cards in turns_of(dealt):
        state, _ = apply(state, cards)
    assert state.is_over
    assert state.standings() == play_out(dealt).standings()
    replays_the_same(state)


def test_a_game_stopped_in_the_middle_of_a_round_replays_every_turn():
    """We're out of cards after 4 turns of 3 players: the deal turns equal_turns off, so the
    replay plays all 4 turns instead of stopping after the first round."""
    state = real_game(("Ann", "Ben", "Cy"))
    for cards in turns_of(new_game(shuffled_deal(["Ann", "Ben"], seed=5)))[:4]:
        state, _ = apply(state, cards)
    state, _ = apply(state, OutOfCards())
    deal = played_deal(state)
    assert deal.rules.equal_turns is False and deal.packs == 1
    assert len(deal.face_pile) == 4
    replays_the_same(state)
    full_round = play(play(play(real_game(("Ann", "Ben", "Cy")), "JS", "2S", "3S"), "JH", "2H",
                           "3H"), "JD", "2D", "3D")  # fmt: skip
    assert played_deal(full_round).rules.equal_turns is True


def test_undo_replays_the_actions_before_the_last_turn():
    """undo_point finds the last turn's PlayCards; replaying what comes before it gives the
    state before that turn (scored or waiting for its answer, and any end after it)."""
    actions: list[Action] = [
        PlayCards.of("JS", "3S", "5H"),
        Submit("5 x 7"),
        PlayCards.of("QD", "2D", "3D", "AC"),
        Submit("3 x 7 x 11"),
        OutOfCards(),
    ]
    states = [real_game(mode=Mode.PRACTICE)]
    for action in actions:
        states.append(apply(states[-1], action)[0])
    point = undo_point(actions)
    assert point == 2
    assert states[point] == states[2] and not states[point].is_over
    assert len(states[point].turns) == 1 and states[point].current == 1
    assert undo_point(actions[:3]) == 2 and undo_point(actions[:2]) == 0


# ---------------------------------------------------------------- typed codes


def test_typed_codes_read_as_in_deal_files():
    """Case-insensitive, T for 10, spaces or commas between."""
    assert [c.code for c in parse_cards("ks 3S, ah ts 5s")] == ["KS", "3S", "AH", "10S", "5S"]
    assert [c.code for c in parse_cards("  jk,2c,,10d ")] == ["JK", "2C", "10D"]
    assert parse_cards("") == ()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("KS 3S ZZ", '"ZZ" is not a card code'),
        ("KS 1S", '"1S" is not a card code'),
        ("KS 3S AH 10S 5S 6S", "That is 6 cards: a turn has at most 5 (a King and its 4 digits)"),
        ("K" * 61, "That is too long: a turn has at most 5 cards (at most 60 characters)"),
    ],
)
def test_typed_codes_that_are_not_cards_are_refused_naming_them(text, message):
    """An unknown code is named; too many cards or too long a line says the limit."""
    with pytest.raises(CardError) as caught:
        parse_cards(text)
    assert str(caught.value).startswith(message)
