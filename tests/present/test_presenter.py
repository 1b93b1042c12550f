"""The presentation layer: one view state per change, made from the engine with no Qt."""

from __future__ import annotations

from dataclasses import replace

from wildwest.engine import (
    Draw,
    EndKind,
    EndReason,
    GameResult,
    GiveUp,
    Mode,
    Submit,
    TakeHint,
    TieBreak,
    apply,
    new_game,
    parse_card,
    parse_deal,
    play_out,
    shuffled_deal,
)
from wildwest.present.presenter import present, present_change
from wildwest.present.results import end_reason_text, result_explanation
from wildwest.present.turn_words import turn_breakdown
from wildwest.present.view_state import (
    CardsDrawn,
    GameEnded,
    HintShown,
    Line,
    ScoreRow,
    StandingRow,
    TurnScored,
)

RULES_EXAMPLE = {
    "players": ["Ann", "Ben"],
    "face_pile": ["JK", "KS"],
    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"],
}
STEAL_EXAMPLE = {
    "players": ["Ann", "Ben"],
    "face_pile": ["JK", "KS"],
    "digit_pile": ["3D", "3C", "3S", "AS", "10S", "5S"],
}


def run(deal_data, mode="auto", *actions):
    """Play ``actions`` and present each change the way the controller does."""
    state = new_game(parse_deal(deal_data), Mode(mode))
    view = present(state, game=1)
    views = [view]
    for action in actions:
        state, events = apply(state, action)
        view = present(state, game=1, events=events, previous=view)
        views.append(view)
    return state, views


def test_no_game_is_the_start_screen():
    """Before any game: nothing to do but start one."""
    view = present(None, game=0)
    assert not view.has_game and view.controls.prompt == "Start a new game."
    assert view.scores == () and view.log == () and view.result is None


def test_the_rules_md_worked_examples_in_words():
    """RULES.md's worked example scores 8, and 15 when all four digits are spades."""
    state = play_out(new_game(parse_deal(RULES_EXAMPLE)))
    words = turn_breakdown(state.turns[1], state.players)
    assert words.headline == "Ben scores 8 points."
    assert "3 is already held by Ann, so it scores 0." in [line.text for line in words.lines]
    assert not words.steal
    state = play_out(new_game(parse_deal(STEAL_EXAMPLE)))
    words = turn_breakdown(state.turns[1], state.players)
    assert words.headline == "STEAL! Ben scores 15 points."
    assert words.banner == "Ben takes 3 from Ann" and words.steal
    assert Line("STOLE 3 from Ann: +1.", "steal") in words.lines


def test_a_practice_turn_from_draw_to_score():
    """Practice: the cards show at once; feedback follows the answers; the score at the end."""
    _, views = run(RULES_EXAMPLE, "practice", Draw(), Submit("3 x 3"), Submit("3 × 11"))
    drawn, wrong, right = views[1], views[2], views[3]
    assert drawn.table.cards is not None and drawn.table.cards.number == "33"
    assert drawn.table.factors == "" and drawn.controls.answer and drawn.controls.hint
    assert drawn.feedback.tone == "info" and "The number is 33" in drawn.feedback.text
    assert wrong.feedback.tone == "bad" and wrong.feedback.text.startswith("✗ Not yet:")
    assert all(line.tone == "bad" for line in wrong.feedback.lines)
    assert right.feedback.tone == "good" and right.feedback.text.startswith("✓ Ann scores")
    assert right.table.factors == "3 × 11" and right.controls.draw
    assert [row.points for row in right.scores] == [2, 0]


def test_feedback_carries_over_a_change_with_nothing_to_say():
    """A second view of the same state (a setting changed) keeps the feedback it had."""
    state, views = run(RULES_EXAMPLE, "practice", Draw(), Submit("3 x 3"))
    again = present(state, game=1, previous=views[-1])
    assert again.feedback == views[-1].feedback
    reopened = present(state, game=2)
    assert reopened.feedback.tone == "info" and "The number is 33" in reopened.feedback.text


def test_log_rows_are_made_once_and_reused():
    """Each scored turn's row (and its breakdown) is made once; later views reuse it."""
    _, views = run(RULES_EXAMPLE, "auto", Draw(), Draw())
    assert len(views[1].log) == 1 and len(views[2].log) == 2
    assert views[2].log[0] is views[1].log[0]
    assert present(None, game=1, previous=views[2]).log == ()


def test_the_last_turn_of_the_game_and_the_result():
    """Game over: the table keeps the last turn; the result names the winner and the order."""
    state, views = run(STEAL_EXAMPLE, "auto", Draw(), Draw())
    view = views[-1]
    assert view.over and view.controls.over and view.result is not None
    assert view.table.steal == "Ben takes 3 from Ann"
    assert view.feedback.tone == "steal"
    assert view.result.headline == "Ben wins!"
    assert [row.name for row in view.result.standings] == ["Ben", "Ann"]
    assert view.result.reason == "The face pile is empty."
    assert view.status.progress_text == "2 turns played"
    first, _ = apply(new_game(state.deal), Draw())
    last, events = apply(first, Draw())
    again, told = present_change(last, game=1, events=events, previous=views[-2], seconds=2.5)
    assert [type(e) for e in told] == [CardsDrawn, TurnScored, GameEnded]
    assert again == view and told[-1].result == view.result
    assert told[1].seconds == 2.5 and told[1].breakdown == view.log[-1].breakdown


def test_the_checker_lock_is_in_the_panel_view():
    """Challenge while answering: the panel is locked with a note; not in Practice, nor off."""
    state = apply(new_game(parse_deal(RULES_EXAMPLE), Mode.CHALLENGE), Draw())[0]
    assert "Ann answers" in (present(state, game=1).panel.lock_note or "")
    assert present(state, game=1, lock_in_challenge=False).panel.lock_note is None
    practice = apply(new_game(parse_deal(RULES_EXAMPLE), Mode.PRACTICE), Draw())[0]
    assert present(practice, game=1).panel.lock_note is None
    scored = apply(state, Submit("3 x 11"))[0]
    assert present(scored, game=1).panel.lock_note is None


def test_the_panel_knows_who_holds_what_and_the_number_on_the_table():
    """The panel view has every prime's holder and reveals the number's primes once scored."""
    _, views = run(RULES_EXAMPLE, "practice", Draw())
    assert views[-1].panel.number.number == 33 and not views[-1].panel.number.revealed
    _, views = run(RULES_EXAMPLE, "auto", Draw())
    panel = views[-1].panel
    assert panel.number.revealed and panel.number.primes == frozenset({3, 11})
    assert panel.holders[1] == 0 and panel.holders[4] == 0  # 3 and 11 belong to Ann


def test_status_names_the_deal_code_or_a_custom_deal():
    """The status bar says the deal code (and the title has it), or that the deal is custom."""
    coded = present(new_game(shuffled_deal(["Ann", "Ben"], seed=4821), Mode.PRACTICE), game=1)
    assert coded.status.deal_text == "Deal code: 4821" and coded.status.mode_text == "Practice mode"
    assert coded.status.title == "deal 4821 — Wild West"
    custom = present(new_game(parse_deal(RULES_EXAMPLE)), game=1)
    assert custom.status.deal_text == "Custom deal" and custom.status.title == "Wild West"


def test_hints_and_giving_up_show_in_the_feedback():
    """A hint is shown with its number; giving up shows the answer and claims nothing."""
    _, views = run(RULES_EXAMPLE, "practice", Draw(), TakeHint(), GiveUp())
    assert views[2].feedback.text.splitlines()[-1].startswith("Hint 1:")
    assert "✗ No primes claimed: the answer was shown." in views[3].feedback.text
    assert "Hint 1" not in views[3].feedback.text
    assert views[3].scores[0].points == 0


def test_earlier_hints_stay_in_the_feedback_under_what_it_says_in_order():
    """Hint 1 stays when hint 2 comes, and both stay under a wrong answer's feedback, in the
    order given; the next turn starts with none; a reopened game shows them again."""
    _, views = run(
        RULES_EXAMPLE, "practice", Draw(), TakeHint(), TakeHint(typed="3"), Submit("3 × 7")
    )
    two = views[3].feedback.text.splitlines()
    assert [line[:7] for line in two[-2:]] == ["Hint 1:", "Hint 2:"]
    assert two[-1] == "Hint 2: You have 3 so far. Divide 33 by 3, then try the smallest " \
        "primes on what is left, one by one."  # fmt: skip
    after = views[4].feedback.text.splitlines()
    assert "✗ 7 does not divide 33" in after and after[-2:] == two[-2:]
    assert views[4].hints.lines == tuple(two[-2:])
    state, _ = run(RULES_EXAMPLE, "practice", Draw(), TakeHint())
    reopened = present(state, game=2)
    assert reopened.feedback.text.splitlines()[-1].startswith("Hint 1: Add up the digits")
    _, views = run(RULES_EXAMPLE, "practice", Draw(), TakeHint(), Submit("3 × 11"))
    assert views[-1].hints.lines == () and "Hint" not in views[-1].feedback.text


def test_why_the_game_ended_in_words():
    """Each way a game ends has its sentence."""
    assert end_reason_text(EndReason(EndKind.FACE_PILE_EMPTY, players=2)) == (
        "The face pile is empty."
    )
    assert "Only 1 face card is left for 3 players" in end_reason_text(
        EndReason(EndKind.EQUAL_TURNS, faces_left=1, players=3)
    )
    short = EndReason(
        EndKind.DIGITS_SHORT, face=parse_card("KH"), digits_asked=4, digits_left=1, players=2
    )
    assert end_reason_text(short) == (
        "The next face card, K♥, asks for 4 digits but only 1 is left, so it is not played."
    )


def test_how_the_winner_was_decided_in_words():
    """Most points; a tie broken by the largest prime; a shared win."""
    players = ("Ann", "Ben", "Cy")
    one = GameResult((0,), TieBreak.NONE, 9, (0,), 7)
    assert result_explanation(one, players) == "Ann has the most points (9)."
    tie = GameResult((1,), TieBreak.LARGEST_PRIME, 9, (0, 1), 97)
    assert result_explanation(tie, players) == (
        "Ann and Ben tie on 9 points; Ben holds the largest prime, 97."
    )
    shared = replace(tie, winners=(0, 1), tie_break=TieBreak.SHARED, largest_prime=None)
    assert "share the win" in result_explanation(shared, players)


def test_one_point_is_one_point():
    """Counts say 1 point and 2 points (Qt's %n: each language's plural forms), on a tie,
    a scoreboard row, a standing and when the game ends for equal turns."""
    players = ("Ann", "Ben")
    tie = GameResult((1,), TieBreak.LARGEST_PRIME, 1, (0, 1), 7)
    assert result_explanation(tie, players).startswith("Ann and Ben tie on 1 point;")
    shared = replace(tie, winners=(0, 1), tie_break=TieBreak.SHARED, largest_prime=None)
    assert result_explanation(shared, players).startswith("Ann and Ben tie on 1 point and")
    row = ScoreRow("Ann", 1, (3,), current=False, winner=False)
    assert row.description == "Ann: 1 point, holds 3"
    assert replace(row, points=2).description == "Ann: 2 points, holds 3"
    assert StandingRow(1, "Ann", 1, (3,), winner=False).description == "1. Ann: 1 point, primes 3"
    assert end_reason_text(EndReason(EndKind.EQUAL_TURNS, faces_left=1, players=3)) == (
        "Only 1 face card is left for 3 players, so the game ends here and everyone has had "
        "the same number of turns."
    )


def test_three_hints_then_the_button_is_greyed_out_and_never_shows_the_answer():
    """Practice: Hint 1, 2, 3, then "No more hints" (greyed out); Give up shows the answer."""
    _, views = run(RULES_EXAMPLE, "practice", Draw(), TakeHint(), TakeHint(), TakeHint())
    labels = [(v.controls.hint_label, v.controls.hint) for v in views[1:]]
    assert labels == [
        ("Hin&t 1", True),
        ("Hin&t 2", True),
        ("Hin&t 3", True),
        ("No more hin&ts", False),
    ]
    assert all(v.controls.hints_offered and v.controls.give_up for v in views[1:])
    challenge = run(RULES_EXAMPLE, "challenge", Draw())[1][-1].controls
    assert not challenge.hints_offered and not challenge.hint


def test_the_feedback_area_says_what_the_events_say():
    """Each engine event is put into words once: after the cards are drawn, an unreadable
    answer, a wrong one, a hint and the turn scored, the feedback area's words are those of
    the view event the change was told as (a hint's under what the area said before)."""
    state = new_game(parse_deal(RULES_EXAMPLE), Mode.PRACTICE)
    view = present(state, game=1)
    kinds = []
    for action in (Draw(), Submit("3 x ?"), Submit("3 x 3"), TakeHint(), Submit("3 × 11")):
        state, events = apply(state, action)
        view, told = present_change(state, game=1, events=events, previous=view)
        kinds.append(type(told[-1]).__name__)
        if isinstance(told[-1], HintShown):  # a hint joins the hints under what was said
            assert view.hints.lines[-1] == told[-1].spoken
            assert view.feedback.spoken.endswith(told[-1].spoken), action
        else:
            assert view.said.spoken == told[-1].spoken, action
    assert kinds == ["CardsDrawn", "AnswerChecked", "AnswerChecked", "HintShown", "TurnScored"]


def test_a_turn_that_scored_is_ticked_though_a_mistake_is_crossed():
    """ "Ann scores 1 point" with a mistake below gets ✓ (the point is real), the mistake ✗;
    a turn that scored nothing gets no mark; the area's tone still says a mistake."""
    _, views = run(RULES_EXAMPLE, "challenge", Draw(), Submit("3 × 7"))  # 33 = 3 × 11
    feedback = views[-1].feedback
    assert feedback.lines[0].marked == "✓ Ann scores 1 point." and feedback.tone == "bad"
    assert "✗ 7 does not divide 33." in feedback.text.splitlines()
    assert "✗ 11 was not named, so nobody gets it this turn." in feedback.text.splitlines()
    _, views = run(RULES_EXAMPLE, "challenge", Draw(), Submit("7"))
    headline = views[-1].feedback.lines[0]
    assert headline.text == "Ann scores 0 points." and headline.marked == headline.text
