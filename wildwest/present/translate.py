"""The one door every word a person sees goes through, so that it can be translated.

This layer has no Qt, so the words pass through :func:`translate`, whose default only
fills in ``%n``; the app points it at ``QCoreApplication.translate`` when it starts
(:func:`set_backend`), and then Qt's translators answer.

``pyside6-lupdate`` (6.11) finds the words by reading the source, not by running it, and
it reads exactly these forms, with a *literal* context and text (no f-strings, no names):

    translate("Context", "Text")
    translate("Context", "Text", "disambiguation")           # same text, another meaning
    translate("Context", "%n turn(s)", None, PLURAL, count)  # a plural: the marker is needed

The plural needs the ``PLURAL`` marker: lupdate takes a lone fourth argument that is a
name (``translate(c, t, None, count)``) for an old "encoding" argument and stores the
message without plural forms, and drops the call altogether for ``len(x)`` or
``self.count``. English is the source language and needs no translator: ``(s)`` and
``(es)`` after a word in a counted text make its English plural. A line
``#: words for the translator`` just before a call reaches the translator as a comment.
Values go in with :func:`arg` (``%1``, ``%2``…), never by joining translated pieces, so
each language can put them where its sentences need them.

>>> translate("Words", "Draw")
'Draw'
>>> translate("W", "%n turn(s)", None, PLURAL, 3), translate("W", "%n match(es)", None, PLURAL, 1)
('3 turns', '1 match')
>>> arg(translate("Words", "%1 scores %2."), "Ann", 8)
'Ann scores 8.'
>>> arg("%1 and %2", "%2", "x")  # a value is never read again for placeholders
'%2 and x'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable

Backend = Callable[[str, str, "str | None", int], str]
"""``(context, text, disambiguation, n) -> text``: what ``QCoreApplication.translate`` is."""


class Plural(enum.Enum):
    """The marker that says a call has a count (see the module's docstring)."""

    PLURAL = "plural"


PLURAL = Plural.PLURAL

_PLACEHOLDER = re.compile(r"%(\d)")


_ENGLISH_PLURAL = re.compile(r"(?<=\w)\((s|es)\)")
_ENGLISH_FORMS = re.compile(r"\((\w+)\|(\w+)\)")
"""``(is|are)``: the word for one, and the word for any other count."""


def _untranslated(context: str, text: str, disambiguation: str | None, n: int) -> str:
    """The English source: ``%n`` filled in, ``point(s)`` made ``point`` or ``points``, and
    ``(is|are)`` made ``is`` or ``are``.

    >>> _untranslated("W", "%n prime(s) (is|are) left", None, 1)
    '1 prime is left'
    >>> _untranslated("W", "%n prime(s) (is|are) left", None, 3)
    '3 primes are left'
    """
    if n < 0:
        return text
    text = _ENGLISH_FORMS.sub(r"\1" if n == 1 else r"\2", text)
    return _ENGLISH_PLURAL.sub("" if n == 1 else r"\1", text).replace("%n", str(n))


_backend: list[Backend] = [_untranslated]
"""The one backend in use (a list, so that setting it needs no ``global``)."""


_forget: list[Callable[[], None]] = []
"""What to clear when the language changes: caches of words (``lru_cache``'s
``cache_clear``), so nothing made in one language is shown in another."""


def forget_on_change(clear: Callable[[], None]) -> None:
    """Call ``clear`` whenever :func:`set_backend` changes the language."""
    _forget.append(clear)


def set_backend(backend: Backend | None) -> None:
    """Send every :func:`translate` call to ``backend`` (``None``: back to the source text)."""
    _backend[0] = backend or _untranslated
    for clear in _forget:
        clear()


def translate(
    context: str,
    text: str,
    disambiguation: str | None = None,
    plural: Plural | None = None,
    n: int = -1,
) -> str:
    """``text`` in the language the app speaks now; ``%n`` becomes ``n`` when counted."""
    if plural is None and n >= 0:
        raise ValueError("a counted text needs the PLURAL marker, or lupdate misses it")
    return _backend[0](context, text, disambiguation, n if plural is not None else -1)


def arg(text: str, *values: object) -> str:
    """``text`` with ``%1``… replaced by ``values``, in one pass (like ``QString.arg``)."""

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation where it is written (a constant made at import, before
    the app chose its language); :func:`translate` it where it is shown:
    ``translate("Words", MODE_NAMES[mode])``."""
    return text
