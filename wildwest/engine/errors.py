"""The engine's errors: one base class, one subclass per kind of mistake.

Every message is written to be shown as it is, to a pupil or a teacher, and
fits on one line.
"""

import json


class WildWestError(Exception):
    """Base class of every error the rules engine raises on purpose."""


class CardError(WildWestError):
    """A card code that is not a card, e.g. ``"1S"`` or ``"ZZ"``."""


class DealError(WildWestError):
    """A deal (file or dict) that breaks a rule of RULES.md "The deal file"."""


class AnswerError(WildWestError):
    """What a pupil typed cannot be read as a factorisation."""


class IllegalActionError(WildWestError):
    """An action that the game does not allow now (e.g. drawing after the game ended)."""


class FactorInputError(WildWestError):
    """A number given to the factor checker that it cannot factor."""


def quoted(value: object, limit: int = 40) -> str:
    """A value as it may appear inside a one-line message: JSON-quoted, escaped, shortened.

    >>> quoted("Ann"), quoted("a\\nb"), quoted(7), quoted("x" * 50)[-4:]
    ('"Ann"', '"a\\\\nb"', '7', 'xx…"')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    if len(text) > limit:
        text = text[: limit - 2] + ('…"' if text.startswith('"') else "…")
    return text
