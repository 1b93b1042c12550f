"""Small hand-made deals the UI tests share (two players, equal turns off)."""

from __future__ import annotations

from typing import Any


def two_players(faces: list[str], digits: list[str]) -> dict[str, Any]:
    """A deal-file dict for Ann and Ben with these piles (top card first)."""
    return {
        "players": ["Ann", "Ben"],
        "face_pile": faces,
        "digit_pile": digits,
        "rules": {"equal_turns": False},
    }


WORKED = two_players(["KS", "QH"], ["3S", "AH", "10S", "5S", "4H", "2H", "9D"])
"""Ann: K♠ 3♠ A♥ 10♠ 5♠ → 3105 = 3³ × 5 × 23 (RULES.md's example); Ben: Q♥ 4♥ 2♥ 9♦ → 429."""
TWELVES = two_players(["JS", "JH"], ["AS", "2D", "AH", "2H"])
"""Ann: J♠ A♠ 2♦ → 12; Ben: J♥ A♥ 2♥ → 12 with every suit matching: he steals 2 and 3."""
