"""The game-over page in words: who won and how, why the game ended, the standings.

Pure, no Qt (the printed score sheet uses the same words).

>>> from wildwest.engine import EndKind, EndReason, new_game, parse_deal, play_out
>>> end_reason_text(EndReason(EndKind.OUT_OF_CARDS))
'The players ran out of cards.'
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> page = result_view(play_out(new_game(deal)))
>>> page.headline, page.explanation
('Ben wins!', 'Ben has the most points (8).')
>>> [row.description for row in page.standings]
['1. Ben (winner): 8 points, primes 5, 23', '2. Ann: 2 points, primes 3, 11']
"""

from __future__ import annotations

from wildwest import engine
from wildwest.engine import GameState
from wildwest.present.translate import PLURAL, arg, translate
from wildwest.present.view_state import (
    ResultView,
    StandingRow,
)
from wildwest.present.words import (
    card_symbol,
    join_words,
    level_label,
)


def standing_words(name: str, points: int) -> str:
    """``Ann 8 points``, as the spoken standings say it."""
    return arg(translate("Presenter", "%1 %n point(s)", None, PLURAL, points), name)


def result_explanation(result: engine.GameResult, players: tuple[str, ...]) -> str:
    """How the winner was decided (RULES.md "End and winner")."""
    names = join_words(players[i] for i in result.tied)
    if result.tie_break is engine.TieBreak.NONE:
        return arg(translate("Presenter", "%1 has the most points (%2)."), names, result.points)
    points = result.points
    if result.tie_break is engine.TieBreak.SHARED:
        # fmt: off
        shared = translate("Presenter", "%1 tie on %n point(s) and none of them holds a prime, "
                           "so they share the win.", None, PLURAL, points)
        # fmt: on
        return arg(shared, names)
    winner = players[result.winners[0]]
    # fmt: off
    broken = translate("Presenter", "%1 tie on %n point(s); %2 holds the largest prime, %3.",
                       None, PLURAL, points)
    # fmt: on
    return arg(broken, names, winner, result.largest_prime)


def end_reason_text(reason: engine.EndReason | None, *, real_cards: bool = False) -> str:
    """Why the game ended, in a sentence (``real_cards``: in a game with real cards)."""
    if reason is None:
        return ""
    kind = reason.kind
    if kind is engine.EndKind.FACE_PILE_EMPTY:
        if real_cards:
            return translate("Presenter", "Every face card in the packs has been played.")
        return translate("Presenter", "The face pile is empty.")
    if kind is engine.EndKind.OUT_OF_CARDS:
        return translate("Presenter", "The players ran out of cards.")
    if kind is engine.EndKind.EQUAL_TURNS:
        left = reason.faces_left
        # fmt: off
        text = translate("Presenter", "Only %n face card(s) (is|are) left for %1 players, so the "
                         "game ends here and everyone has had the same number of turns.",
                         None, PLURAL, left)
        # fmt: on
        return arg(text, reason.players)
    have, asked = reason.digits_left, reason.digits_asked
    #: %1 the face card, %2 the digits it asks for; the count is the digit cards left
    # lupdate drops a counted message whose call ends in a trailing comma: kept as written
    # fmt: off
    text = translate("Presenter", "The next face card, %1, asks for %2 digits but only %n "
                     "(is|are) left, so it is not played.", None, PLURAL, have)
    # fmt: on
    face = card_symbol(reason.face) if reason.face is not None else translate("Presenter", "card")
    return arg(text, face, asked)


def standing_rows(state: GameState) -> tuple[StandingRow, ...]:
    """The standings in finishing order; players level on points and largest prime share a
    place, and the winners are marked once the game is over."""
    winners = set(state.result().winners) if state.is_over else set()
    rows = []
    place = 0
    previous: tuple[int, int] | None = None
    for position, standing in enumerate(engine.finishing_order(state.standings()), start=1):
        key = (standing.points, standing.largest_prime or 0)
        if key != previous:
            place, previous = position, key
        rows.append(
            StandingRow(
                place,
                standing.name,
                standing.points,
                standing.primes,
                standing.player in winners,
                level_label(state.seats, standing.player),
            )
        )
    return tuple(rows)


def result_view(state: GameState) -> ResultView:
    """The game-over page of a finished game."""
    result = state.result()
    names = [state.players[i] for i in result.winners]
    headline = (
        arg(translate("Presenter", "%1 wins!"), names[0])
        if len(names) == 1
        else arg(translate("Presenter", "%1 share the win!"), join_words(names))
    )
    explanation = result_explanation(result, state.players)
    standings = standing_rows(state)
    spoken_standings = "; ".join(standing_words(row.shown_name, row.points) for row in standings)
    spoken = arg(
        translate("Presenter", "Game over. %1 %2 Standings: %3."),
        headline,
        explanation,
        spoken_standings,
    )
    reason = end_reason_text(state.end_reason, real_cards=state.real_cards)
    return ResultView(headline, explanation, reason, standings, spoken)
