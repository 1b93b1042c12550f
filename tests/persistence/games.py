"""Games for the persistence tests and benchmark, built by applying engine actions to seeded deals.

:func:`scripted_game` plays a deal to the end with a seeded mix of what pupils
do: right answers, wrong ones, unreadable ones, hints and giving up, so save
files see every kind of action the engine accepts in each mode.
"""

from __future__ import annotations

import random

from wildwest.engine import (
    Action,
    Deal,
    Draw,
    GameState,
    GiveUp,
    Level,
    Mode,
    Phase,
    Rules,
    Seat,
    Submit,
    TakeHint,
    answer_for_state,
    apply,
    distinct_primes,
    new_game,
    parse_deal,
    prime_factors,
    shuffled_deal,
)

WRONG_ANSWERS = ("9", "1", "2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2", "7 × 7", "none")
UNREADABLE_ANSWERS = ("", "two times three", "3 ÷ 2", "2^")


def right_answer(number: int) -> str:
    primes = prime_factors(number)
    return " x ".join(str(p) for p in primes) if primes else "none"


def part_answer(number: int, rng: random.Random) -> str:
    """Some of the right primes and one that does not divide (a typical Challenge slip)."""
    primes = list(distinct_primes(number))
    wrong = next(p for p in (7, 11, 13, 17, 19, 23) if p not in primes)
    chosen = rng.sample(primes, k=rng.randint(0, len(primes))) if primes else []
    return " × ".join(str(p) for p in [*chosen, wrong])


def _turn_script(mode: Mode, number: int, rng: random.Random, wrong_tries: int) -> list[Action]:
    """The actions of one turn after its draw (they always finish the turn)."""
    right = Submit(right_answer(number))
    if mode is Mode.PRACTICE:
        wrong = [Submit(rng.choice(WRONG_ANSWERS)) for _ in range(wrong_tries)]
        return rng.choice(
            [
                [right],
                [*wrong, right],
                [TakeHint(), right],
                [Submit(rng.choice(UNREADABLE_ANSWERS)), right],
                [*wrong, GiveUp()],
                [TakeHint(), TakeHint(), TakeHint(), GiveUp()],
                [TakeHint(typed="2"), Submit("9"), TakeHint(typed="9 ×"), right],
            ]
        )
    return rng.choice(
        [
            [right],
            [Submit(part_answer(number, rng))],
            [Submit(rng.choice(WRONG_ANSWERS))],
            [Submit(rng.choice(UNREADABLE_ANSWERS)), right],
            [GiveUp()],
        ]
    )


def scripted_game(
    deal: Deal, mode: Mode, seed: int = 0, wrong_tries: int = 1
) -> tuple[tuple[Action, ...], tuple[GameState, ...]]:
    """Play ``deal`` to the end; the actions, and the state before and after each one."""
    rng = random.Random(seed)
    state = new_game(deal, mode)
    actions: list[Action] = []
    states = [state]
    while not state.is_over:
        assert state.phase is Phase.DRAW
        script: list[Action] = [Draw()]
        if mode is not Mode.AUTO:
            after_draw, _ = apply(state, Draw())
            assert after_draw.pending is not None
            if deal.seats[after_draw.pending.player].is_computer:
                script.append(Submit(answer_for_state(after_draw).text))
            else:
                script += _turn_script(mode, after_draw.pending.number, rng, wrong_tries)
        for action in script:
            state, _ = apply(state, action)
            actions.append(action)
            states.append(state)
    return tuple(actions), tuple(states)


def seeded_deals() -> list[Deal]:
    """Small seeded deals: the default rules, steals costing points, an odd player count, and
    a person against a computer player of each level."""
    return [
        shuffled_deal(["Ann", "Ben", "Cat"], seed=2024, packs=1),
        shuffled_deal(["Ann", "Ben"], seed=7, rules=Rules(steal_costs_points=True)),
        shuffled_deal(["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"], seed=31, packs=1),
        computer_deal(),
    ]


def computer_deal() -> Deal:
    """Ann against a Greenhorn, a Deputy and a Sheriff (deal code 4821)."""
    seats = [Seat(), Seat(Level.GREENHORN), Seat(Level.DEPUTY), Seat(Level.SHERIFF)]
    names = ["Ann", "Dusty Dan", "Calamity Cora", "Prairie Pete"]
    return shuffled_deal(names, seed=4821, seats=seats)


def big_game(mode: Mode = Mode.PRACTICE, wrong_tries: int = 3) -> tuple[Deal, tuple[Action, ...]]:
    """A finished 14-player game on 7 packs (98 turns), with wrong answers in Practice."""
    deal = shuffled_deal([f"Player {i}" for i in range(1, 15)], seed=14, packs=7)
    actions, _ = scripted_game(deal, mode, seed=14, wrong_tries=wrong_tries)
    return deal, actions


def worked_example_deal() -> Deal:
    """RULES.md's worked example after a joker turn: Ann draws 33, Ben 3105 with K♠."""
    return parse_deal(
        {
            "players": ["Ann", "Ben"],
            "face_pile": ["JK", "KS"],
            "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"],
        }
    )
