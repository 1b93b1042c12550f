"""One way to tidy and compare players' names, wherever a name enters the game.

A name typed on one computer, read from a deal file, a save file, a class list or
another computer's journal is tidied by :func:`tidy_name` before it is used, and two
names are the same player when their :func:`name_key` is equal. The tidying removes
what a reader cannot see, so two names that look the same on screen are one name:

- Unicode NFC: "Zoë" typed as one character or as "e" + a combining diaeresis is one name;
- invisible characters are dropped (zero-width space and joiners, word joiner, soft
  hyphen, byte-order mark, direction marks: Unicode's "format" characters);
- every kind of white space (no-break space, ideographic space, tabs, …) becomes one
  plain space, runs of them collapse, and the ends are trimmed.

The key also ignores case, as the game always has ("ann" and "Ann" are one player).

>>> tidy_name("  Ann\\u00a0 Lee ")
'Ann Lee'
>>> tidy_name("Zoe\\u0308") == tidy_name("Zo\\u00eb")
True
>>> tidy_name("Ben\\u200b"), tidy_name("so\\u00adphie")
('Ben', 'sophie')
>>> name_key("ANN  lee") == name_key("ann lee")
True
"""

from __future__ import annotations

import unicodedata

__all__ = ["name_key", "same_name", "tidy_name"]


_JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: invisible between Latin letters, but they join an
emoji sequence (👩‍🎓 is 👩 + joiner + 🎓) and shape Arabic and Indic letters."""
_JOINING_SCRIPTS = (
    (0x0600, 0x08FF),  # Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic
    (0x0900, 0x0DFF),  # the Indic scripts (Devanagari to Sinhala)
    (0x0F00, 0x109F),  # Tibetan, Myanmar
    (0x1800, 0x18AF),  # Mongolian
    (0xA840, 0xA87F),  # Phags-pa
    (0xFB50, 0xFDFF),  # Arabic presentation forms
    (0xFE70, 0xFEFF),
)


def _joins(char: str) -> bool:
    """Can a joiner next to ``char`` change what is seen (an emoji, or a joining script)?"""
    code = ord(char)
    if unicodedata.category(char) in ("So", "Sk") or code == 0xFE0F:
        return True
    return any(low <= code <= high for low, high in _JOINING_SCRIPTS)


def _visible(text: str, index: int) -> bool:
    char = text[index]
    if unicodedata.category(char) != "Cf":
        return True
    if char not in _JOINERS or index == 0 or index + 1 == len(text):
        return False
    return _joins(text[index - 1]) and _joins(text[index + 1])


def tidy_name(name: str) -> str:
    """``name`` as the game keeps it: NFC, no invisible characters, single plain spaces.

    A joiner that does show (between the parts of an emoji, or letters of a script that
    joins them, such as Arabic) is kept: ``"👩\\u200d🎓"`` stays one emoji.
    Control characters other than white space are left in place: refusing them (with
    a message) is the job of the name check, which must still see them.

    >>> tidy_name("\\tMia\\u2060 \\u3000Ng\\n")
    'Mia Ng'
    >>> tidy_name("\\U0001F469\\u200d\\U0001F393 Kim") == "\\U0001F469\\u200d\\U0001F393 Kim"
    True
    """
    composed = unicodedata.normalize("NFC", name)
    kept = "".join(char for index, char in enumerate(composed) if _visible(composed, index))
    return " ".join(kept.split())


def name_key(name: str) -> str:
    """What two names are compared by: the tidied name, case ignored.

    >>> name_key("Ann Lee") == name_key("ann\\u00a0lee\\u200d")
    True
    >>> name_key("Ann") == name_key("Anne")
    False
    """
    return unicodedata.normalize("NFC", tidy_name(name).casefold())


def same_name(first: str, second: str) -> bool:
    """Whether two names would look like one player's on screen.

    >>> same_name("Zo\\u00eb", "zoe\\u0308"), same_name("Ann", "Ben")
    (True, False)
    """
    return name_key(first) == name_key(second)
