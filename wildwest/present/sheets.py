"""What the printed sheets say: a game's score sheet and a deal's sheet with an answer key.

Pure functions from engine records to plain words and numbers, so the printing
code in ``wildwest/ui/files/printing.py`` lays out text and never touches the engine.

>>> from wildwest.engine import parse_deal
>>> sheet = deal_sheet(parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JS", "JH"],
...                                "digit_pile": ["3S", "5S", "7H", "AD"]}))
>>> [(turn.player, turn.number, turn.points) for turn in sheet.turns]
[('Ann', '35', 6), ('Ben', '71', 2)]
>>> sheet.result
'Ann has the most points (6).'


A *score sheet* is the standings and the turn log of a game, finished or not.
A *deal sheet* lets a class without computers play the same game on paper:
the order to stack both piles in, and an answer key with every turn of a game
played with correct factoring (who turns over which card, the number, its
prime factors and what the turn scores), ending with the final scores.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from wildwest import engine
from wildwest.present.results import result_explanation, standing_rows
from wildwest.present.translate import PLURAL, arg, translate
from wildwest.present.turn_words import number_text, primes_cell, turn_notes
from wildwest.present.view_state import StandingRow, marked_name
from wildwest.present.words import (
    card_symbol,
    join_words,
    level_label,
    mode_name,
    month_name,
    say,
)

RED_SUITS = ("♥", "♦")


@dataclass(frozen=True, slots=True)
class SheetTurn:
    """One turn as a printed line."""

    index: int
    player: str
    face: str
    """``K♠``, ``Joker``."""
    digits: tuple[str, ...]
    """``("3♦", "10♠")``: left to right, as they were laid out."""
    number: str
    """As drawn, with leading zeros: ``07``."""
    factorisation: str
    """``3105 = 3³ × 5 × 23``, ``97 is prime``, ``1: no prime factors``."""
    primes: str
    """What the turn did with the primes: ``+5, +23; stole 3 from Ben``."""
    multiplier: int
    points: int
    notes: str
    steal: bool


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    title: str
    details: tuple[str, ...]
    """Lines under the title: deal code, mode, house rules, date."""
    status: str
    """``Game over. Ann has the most points (9).`` or ``Game in progress: 6 turns played.``"""
    standings: tuple[StandingRow, ...]
    turns: tuple[SheetTurn, ...]
    game: str = ""
    """Which game, for the running header of every page: ``deal 4821``."""


@dataclass(frozen=True, slots=True)
class DealSheet:
    title: str
    details: tuple[str, ...]
    face_pile: tuple[str, ...]
    """Top card first."""
    digit_pile: tuple[str, ...]
    faces_used: int
    """How many face cards a game uses (the rest stay on the pile)."""
    digits_used: int
    turns: tuple[SheetTurn, ...]
    """The answer key: every turn of a game with correct factoring."""
    standings: tuple[StandingRow, ...]
    result: str
    game: str = ""
    """Which game, for the running header of every page: ``deal 4821``."""


def is_red(card: str) -> bool:
    """True for a heart or diamond symbol (``7♥``), for colouring printed cards."""
    return card.endswith(RED_SUITS)


def sheet_turns(state: engine.GameState) -> tuple[SheetTurn, ...]:
    players = state.players
    return tuple(
        SheetTurn(
            index=i,
            player=marked_name(players[turn.player], level_label(state.seats, turn.player)),
            face=card_symbol(turn.face),
            digits=tuple(card_symbol(card) for card in turn.digits),
            number=number_text(turn.digits),
            factorisation=_sheet_factorisation(turn.number),
            primes=primes_cell(turn, players),
            multiplier=turn.multiplier,
            points=turn.points,
            notes=turn_notes(turn),
            steal=turn.steal and bool(turn.stolen),
        )
        for i, turn in enumerate(state.turns, start=1)
    )


def _sheet_factorisation(number: int) -> str:
    """``3105 = 3³ × 5 × 23``, ``97 is prime``, ``1: no prime factors`` (short, for a cell)."""
    if number < 2:
        return arg(translate("Sheets", "%1: no prime factors"), number)
    factors = engine.factorise(number)
    if len(factors) == 1 and factors[0][1] == 1:
        return arg(translate("Sheets", "%1 is prime"), number)
    return f"{number} = {engine.index_form(factors)}"


def _rules_text(rules: engine.Rules) -> str:
    equal = (
        translate("Sheets", "equal turns (stop when a round can't go all the way round)")
        if rules.equal_turns
        else translate("Sheets", "play until the face pile is empty")
    )
    steal = (
        translate("Sheets", "steals cost points (lose 1 point for each prime stolen)")
        if rules.steal_costs_points
        else translate("Sheets", "steals cost no points")
    )
    faces = (
        translate("Sheets", "every face card")
        if rules.face_cards is engine.FaceCards.ALL
        else arg(translate("Sheets", "face cards: %1 only"), say(rules.face_cards.description))
    )
    return arg(translate("Sheets", "House rules: %1; %2; %3"), equal, steal, faces)


def _players_text(deal: engine.Deal) -> str:
    """``Ann and Dusty Dan (computer, Deputy)``: every seat, computer players marked."""
    return join_words(
        arg(translate("Sheets", "%1 (computer, %2)"), name, level_label(deal.seats, i))
        if seat.is_computer
        else name
        for i, (name, seat) in enumerate(zip(deal.players, deal.seats, strict=True))
    )


def _deal_line(deal: engine.Deal, real_cards: bool = False) -> str:
    count = deal.packs
    packs = translate("Sheets", "%n pack(s)", None, PLURAL, count)
    if real_cards:
        return arg(translate("Sheets", "Played with real cards, %1"), packs)
    if deal.seed is None:
        return arg(translate("Sheets", "A hand-made deal, %1"), packs)
    return arg(translate("Sheets", "Deal code %1, %2"), deal.seed, packs)


def which_game(deal: engine.Deal, real_cards: bool = False) -> str:
    """Which game a sheet is of, in a few words for the head of each page.

    >>> from wildwest.engine import shuffled_deal
    >>> which_game(shuffled_deal(["Ann", "Ben"], seed=4821))
    'deal 4821'
    """
    if real_cards:
        return translate("Sheets", "a game with real cards")
    if deal.seed is None:
        return translate("Sheets", "a hand-made deal")
    return arg(translate("Sheets", "deal %1"), deal.seed)


def score_sheet(state: engine.GameState, when: datetime | None = None) -> ScoreSheet:
    """The score sheet of ``state``, dated ``when`` (default: now)."""
    when = when or datetime.now()
    deal = state.deal
    details = (
        arg(translate("Sheets", "Players: %1"), _players_text(deal)),
        arg(
            translate("Sheets", "%1 · %2 mode"),
            _deal_line(deal, state.real_cards),
            mode_name(state.mode),
        ),
        _rules_text(deal.rules),
        arg(
            #: %1 the day, %2 the month's name, %3 the year, %4 the time ("14:05")
            translate("Sheets", "Printed %1 %2 %3 at %4"),
            format(when, "%d"),
            month_name(when),
            format(when, "%Y"),
            format(when, "%H:%M"),
        ),
    )
    played = len(state.turns)
    if state.is_over:
        explanation = result_explanation(state.result(), state.players)
        status = arg(
            translate("Sheets", "Game over after %n turn(s). %1", None, PLURAL, played), explanation
        )
    else:
        status = translate("Sheets", "Game in progress: %n turn(s) played.", None, PLURAL, played)
    return ScoreSheet(
        title=translate("Sheets", "Wild West score sheet"),
        details=details,
        status=status,
        standings=standing_rows(state),
        turns=sheet_turns(state),
        game=which_game(deal, state.real_cards),
    )


def deal_sheet(deal: engine.Deal, *, real_cards: bool = False) -> DealSheet:
    """The deal sheet of ``deal``: pile order and the answer key of a correctly played game.

    ``real_cards``: ``deal`` is the cards entered in a game played with real cards
    (:func:`~wildwest.engine.played_deal`), and the sheet says so.
    """
    final = engine.play_out(engine.new_game(deal, engine.Mode.AUTO))
    turns = sheet_turns(final)
    code = (
        translate("Sheets", "the cards of a game with real cards")
        if real_cards
        else which_game(deal)
    )
    details = (
        arg(translate("Sheets", "Players, in turn order: %1"), _players_text(deal)),
        _deal_line(deal, real_cards),
        _rules_text(deal.rules),
    )
    return DealSheet(
        title=arg(translate("Sheets", "Wild West: %1"), code),
        details=details,
        face_pile=tuple(card_symbol(card) for card in deal.face_pile),
        digit_pile=tuple(card_symbol(card) for card in deal.digit_pile),
        faces_used=len(final.turns),
        digits_used=sum(len(turn.digits) for turn in final.turns),
        turns=turns,
        standings=standing_rows(final),
        result=result_explanation(final.result(), final.players),
        game=which_game(deal, real_cards),
    )
