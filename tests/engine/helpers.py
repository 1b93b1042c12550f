"""Small builders shared by the engine tests.

Hand-made deals rarely fill whole rounds, so :func:`deal` and :func:`game`
turn ``equal_turns`` off unless a test asks for it; tests of the default
rules use :func:`wildwest.engine.shuffled_deal` or pass ``equal_turns=True``.
"""

from __future__ import annotations

from typing import Any

from wildwest.engine import Deal, GameState, Mode, new_game, parse_deal


def deal(
    faces: list[str],
    digits: list[str],
    players: tuple[str, ...] = ("Ann", "Ben"),
    **rules: bool,
) -> Deal:
    rules.setdefault("equal_turns", False)
    data: dict[str, Any] = {
        "players": list(players),
        "face_pile": faces,
        "digit_pile": digits,
        "rules": rules,
    }
    return parse_deal(data)


def game(
    faces: list[str],
    digits: list[str],
    players: tuple[str, ...] = ("Ann", "Ben"),
    mode: Mode = Mode.AUTO,
    **rules: bool,
) -> GameState:
    return new_game(deal(faces, digits, players, **rules), mode)
