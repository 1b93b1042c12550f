"""The engine's errors: one base class, one subclass per kind of mistake.

Every message is written to be shown as it is, to a pupil or a teacher, and
fits on one line.
"""

import json
import unicodedata


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


DIGITS_0_TO_9 = "the digits 0 to 9"
"""How every message asking for a whole number ends: seeds, counts and the factor checker
all accept only these ASCII digits (not, say, Arabic-Indic ``١٢``)."""

_UNSHOWABLE = frozenset(("Cc", "Cs", "Zl", "Zp"))
"""Unicode categories that break a one-line message: control characters, lone surrogates
(half of a character, e.g. from a JSON ``"\\ud800"``) and line/paragraph separators."""
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Right-to-left embeddings, overrides and isolates: they reverse the text shown after them."""
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def unshowable(char: str) -> bool:
    """True for a character that must never appear raw in a name or a one-line message.

    >>> [unshowable(c) for c in ("a", "\\n", "\\ud800", "\\u2028", "\\u202e", "é", "\\u200d")]
    [False, True, True, True, True, False, False]
    """
    return char in _BIDI_CONTROLS or unicodedata.category(char) in _UNSHOWABLE


def escape_char(char: str) -> str:
    """The visible escape for one character: ``\\n``, ``\\x00``, ``\\ud800``, ``\\u2028``."""
    if char in _ESCAPES:
        return _ESCAPES[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """``text`` with every control character, lone surrogate and line break escaped.

    Used on every message before it is printed, so echoing what someone typed
    (a newline in a command-line argument, a ``\\ud800`` in a file) keeps it one line.

    >>> one_line("a\\nb\\x00c")
    'a\\\\nb\\\\x00c'
    """
    if text.isprintable():  # fast path: no control character, surrogate or separator
        return text
    return "".join(escape_char(c) if unshowable(c) else c for c in text)


def quoted(value: object, limit: int = 40) -> str:
    """A value as it may appear inside a one-line message: JSON-quoted, escaped, shortened.

    >>> quoted("Ann"), quoted("a\\nb"), quoted(7), quoted("x" * 50)[-4:]
    ('"Ann"', '"a\\\\nb"', '7', 'xx…"')
    """
    cut = isinstance(value, str) and len(value) > limit
    if cut:  # a 200 000-character name needs only its first few shown
        value = str(value)[:limit]
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = one_line(text)
    if cut or len(text) > limit:
        text = text[: limit - 2] + ('…"' if text.startswith('"') else "…")
    return text
