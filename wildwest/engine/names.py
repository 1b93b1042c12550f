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


def _visible(char: str) -> bool:
    return unicodedata.category(char) != "Cf"


def tidy_name(name: str) -> str:
    """``name`` as the game keeps it: NFC, no invisible characters, single plain spaces.

    Control characters other than white space are left in place: refusing them (with
    a message) is the job of the name check, which must still see them.

    >>> tidy_name("\\tMia\\u2060 \\u3000Ng\\n")
    'Mia Ng'
    """
    composed = unicodedata.normalize("NFC", name)
    kept = "".join(char for char in composed if _visible(char))
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
