"""The headless subcommands: ``replay``, ``deal``, ``factor`` and ``simulate``.

Standard library and the engine only, so they start fast and never load Qt.
Each returns the text to print; errors are :class:`WildWestError` with a
one-line message.
"""

from __future__ import annotations

import json
import math
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .engine import (
    LEVEL_NAMES,
    MAX_BALANCE_GAMES,
    MAX_OPPONENTS,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    PERSON,
    Deal,
    GameState,
    Rules,
    Seat,
    balance,
    check_seed,
    computer_names,
    default_player_name,
    division_ladder,
    explain_zero_or_one,
    factorise,
    index_form,
    is_prime,
    load_deal_file,
    new_game,
    parse_level,
    parse_whole_number,
    play_out,
    prime_factors,
    shuffled_deal,
    simulate,
)
from .engine.errors import WildWestError, quoted


def replay_result(state: GameState) -> dict[str, Any]:
    """The ``replay`` JSON for a finished (or unfinished) game."""
    names = state.players
    turns = []
    for turn in state.turns:
        stolen: dict[str, list[int]] = {}
        for victim, prime in turn.stolen:
            stolen.setdefault(names[victim], []).append(prime)
        turns.append(
            {
                "player": names[turn.player],
                "face": turn.face.code,
                "digits": [card.code for card in turn.digits],
                "number": turn.number,
                "factors": list(prime_factors(turn.number)),
                "claimed": list(turn.claimed),
                "stolen": stolen,
                "multiplier": turn.multiplier,
                "points": turn.points,
            }
        )
    standings: list[dict[str, Any]] = []
    for s in state.standings():
        standing: dict[str, Any] = {
            "player": s.name,
            "points": s.points,
            "primes": list(s.primes),
            "largest_prime": s.largest_prime,
        }
        level = state.seats[s.player].level
        if level is not None:
            standing["computer"] = level.value
        standings.append(standing)
    winners = [names[i] for i in state.result().winners] if state.is_over else []
    return {"turns": turns, "standings": standings, "winners": winners}


def replay(path: str | Path) -> str:
    """Play a deal file with correct factoring (computer seats too: Auto mode); the result
    as JSON text."""
    deal = load_deal_file(path)
    return json.dumps(replay_result(play_out(new_game(deal))), ensure_ascii=False, indent=2)


def make_deal(
    players: int,
    *,
    packs: int | None = None,
    seed: int | None = None,
    names: list[str] | None = None,
    rules: Rules | None = None,
    seats: list[str] | None = None,
) -> tuple[Deal, str]:
    """A shuffled deal and its deal-file JSON text (a random deal code when ``seed`` is None).

    ``seats``: ``person`` or a computer level for each seat (default: people only). Without
    ``names``, people are ``Player N`` and computer players get Wild West names.
    """
    _check_players(players)
    chosen = _seats(seats, players) if seats else [PERSON] * players
    if names:
        if len(names) != players:
            raise WildWestError(f"--names lists {len(names):,} names but --players is {players}")
        player_names = names
    else:
        player_names = _default_names(chosen)
    if packs is not None and packs < 1:
        raise WildWestError(f"--packs must be 1 or more, not {packs}")
    code = check_seed(seed) if seed is not None else secrets.randbelow(1_000_000)
    deal = shuffled_deal(player_names, seed=code, packs=packs, rules=rules, seats=chosen)
    return deal, json.dumps(deal.to_dict(), ensure_ascii=False, indent=2)


SEAT_KINDS = ("person", *LEVEL_NAMES)


def _seats(kinds: list[str], players: int) -> list[Seat]:
    """``--seats person,deputy``: one seat per player."""
    if len(kinds) != players:
        raise WildWestError(f"--seats lists {len(kinds):,} seat(s) but --players is {players}")
    seats = []
    for position, kind in enumerate(kinds, start=1):
        word = kind.strip().lower()
        if word == "person":
            seats.append(PERSON)
        elif word in LEVEL_NAMES:
            seats.append(Seat(parse_level(word)))
        else:
            raise WildWestError(
                f"--seats: seat {position} is {quoted(kind, 30)}, which is not a seat: "
                f"use {', '.join(SEAT_KINDS[:-1])} or {SEAT_KINDS[-1]}"
            )
    return seats


def _default_names(seats: list[Seat]) -> list[str]:
    """``Player N`` for people, Wild West names for computer players (none the same)."""
    people = [default_player_name(i) for i, seat in enumerate(seats, 1) if not seat.is_computer]
    computers = iter(computer_names(sum(seat.is_computer for seat in seats), taken=people))
    return [
        next(computers) if seat.is_computer else default_player_name(i)
        for i, seat in enumerate(seats, 1)
    ]


def factor_report(text: str) -> str:
    """``wildwest factor``: the factorisation with its division ladder, or why there is none."""
    n = parse_whole_number(text)
    if n < 2:
        return explain_zero_or_one(n) + "."
    if is_prime(n):
        if n < 4:
            return f"{n} is prime."
        return f"{n} is prime: no prime up to √{n} ≈ {math.sqrt(n):.1f} divides it."
    factors = factorise(n)
    lines = [f"{n} = {index_form(factors)}", "", "Division ladder:"]
    steps = division_ladder(n)
    width = len(str(steps[-1].prime))
    number_width = len(str(n))
    for step in steps:
        lines.append(f"  {step.prime:>{width}} | {step.dividend:>{number_width}}")
    lines.append(f"  {'':>{width}} | {1:>{number_width}}")
    product = " × ".join(str(s.prime) for s in steps) if len(steps) <= 8 else index_form(factors)
    check = f"Check: {product} = {n}."
    last = steps[-1].prime
    if last >= 11:
        check += f" {last} is prime: no prime up to √{last} ≈ {math.sqrt(last):.1f} divides it."
    lines += ["", check]
    return "\n".join(lines)


def _check_players(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise WildWestError(f"A game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players:,}")


def simulate_report(
    players: int,
    games: int,
    seed: int | None,
    packs: int | None,
    *,
    as_json: bool,
    rules: Rules | None = None,
    progress: Callable[[int], None] | None = None,
) -> str:
    """``wildwest simulate``: statistics of many seeded games, as text or JSON.

    ``progress(done)`` is called every so many games (see :func:`simulate`).
    """
    _check_players(players)
    if games < 1:
        raise WildWestError(f"--games must be 1 or more, not {games}")
    if packs is not None and packs < 1:
        raise WildWestError(f"--packs must be 1 or more, not {packs}")
    start = check_seed(seed if seed is not None else 0)
    if start + games - 1 > MAX_SEED:
        raise WildWestError(f"--seed plus --games must stay below {MAX_SEED + 1:,}")
    rules = rules or Rules()
    stats = simulate(players, games, start, packs=packs, rules=rules, progress=progress)
    if as_json:
        return json.dumps(stats.to_dict(), indent=2)
    shares = stats.digit_count_shares
    house = [
        f"face_cards {stats.face_cards}",
        f"equal_turns {'on' if stats.equal_turns else 'off'}",
        f"steal_costs_points {'on' if stats.steal_costs_points else 'off'}",
    ]
    return "\n".join(
        [
            f"{games:,} games of {players} players with {stats.packs} pack(s), "
            f"deal codes {start} to {start + games - 1}:",
            f"  house rules:         {', '.join(house)}",
            f"  points per player:   mean {stats.mean_points:.1f}, "
            f"min {stats.min_points}, max {stats.max_points}",
            f"  zero-point turns:    {stats.zero_point_turn_share:.1%}",
            f"  steal turns:         {stats.steal_turn_share:.1%}",
            f"  tied games:          {stats.tied_game_share:.1%} tied on points, "
            f"{stats.shared_win_share:.1%} still tied after the largest-prime tie-break",
            f"  turns per player:    {stats.turns_per_player:.2f}",
            f"  numbers:             {shares['2']:.1%} 2-digit, {shares['3']:.1%} 3-digit, "
            f"{shares['4']:.1%} 4-digit",
            f"  primes held at end:  {stats.primes_held_per_player:.2f} per player",
        ]
    )


def balance_report(
    pupil: float | None,
    against: str | None,
    *,
    opponents: int,
    games: int,
    seed: int | None,
    packs: int | None,
    players: int | None = None,
    as_json: bool,
) -> str:
    """``wildwest simulate --pupil P --against LEVEL``: the pupil's win rate, as text or JSON."""
    if pupil is None or against is None:
        raise WildWestError("--pupil P and --against LEVEL go together (--opponents needs both)")
    level = parse_level(against)
    if not 1 <= opponents <= MAX_OPPONENTS:
        raise WildWestError(f"--opponents must be 1 to {MAX_OPPONENTS}, not {opponents}")
    if players is not None and players != opponents + 1:
        raise WildWestError(
            f"--players {players} does not match the pupil and {opponents} computer "
            f"player(s): leave --players out, or use --opponents {players - 1}"
        )
    if not 1 <= games <= MAX_BALANCE_GAMES:
        raise WildWestError(
            f"--games with --pupil must be 1 to {MAX_BALANCE_GAMES:,} "
            "(each game is played through the full rules)"
        )
    if packs is not None and packs < 1:
        raise WildWestError(f"--packs must be 1 or more, not {packs}")
    start = check_seed(seed if seed is not None else 0)
    if start + games - 1 > MAX_SEED:
        raise WildWestError(f"--seed plus --games must stay below {MAX_SEED + 1:,}")
    stats = balance(pupil, level, games, start, opponents=opponents, packs=packs)
    if as_json:
        return json.dumps(stats.to_dict(), indent=2)
    computers = f"{opponents} {level.label}" + ("s" if opponents > 1 else "")
    return "\n".join(
        [
            f"{games:,} Challenge games of a pupil (each prime named with chance {pupil:g}) "
            f"against {computers}, {stats.packs} pack(s), deal codes {start} to "
            f"{start + games - 1}:",
            f"  pupil wins:        {stats.pupil_win_rate:.1%} of the games "
            f"(a fair share is {stats.fair_share:.1%}; a shared win is split)",
            f"  points per game:   pupil {stats.pupil_mean_points:.1f}, "
            f"each computer {stats.computer_mean_points:.1f}",
            f"  primes named:      pupil {stats.pupil_named_share:.1%}, "
            f"computers {stats.computer_named_share:.1%}",
        ]
    )
