"""Sentences the engine hands out, language-neutral: each is its English text *and* the
template and values it was made from, so that the presentation layer can say it in the
game's language (the engine itself never translates).

A :class:`Phrase` is a ``str`` (the English, which the command line, the tests and the
logs read) that also keeps ``template`` and ``values``. ``QT_TRANSLATE_NOOP("Engine", …)``
only marks a template for ``pyside6-lupdate``, which reads the source; it returns the text
unchanged. Joining phrases with ``+`` keeps their parts, so each part is translated whole.

>>> p = Phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not divide %2"), 7, 3105)
>>> p, p.template, p.values
('7 does not divide 3105', '%1 does not divide %2', (7, 3105))
>>> joined = p + "."
>>> joined, joined.template, joined.values
('7 does not divide 3105.', '%1%2', ('7 does not divide 3105', '.'))
>>> Phrase.plain("3105 = 3³ × 5 × 23").template  # no words: nothing to translate
'%1'
"""

from __future__ import annotations

import re

CONTEXT = "Engine"
"""The translation context of every template the engine marks."""

_PLACEHOLDER = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation (``pyside6-lupdate`` finds it); returns it unchanged."""
    return text


def fill(template: str, values: tuple[object, ...]) -> str:
    """``template`` with ``%1``… replaced by ``values``, in one pass."""

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


class Phrase(str):
    """English text that remembers its ``template`` and ``values`` (see the module)."""

    template: str
    values: tuple[object, ...]
    translatable: bool
    context: str
    """The translation context of ``template`` (the engine's ``Engine``; the settings'
    messages, made in the persistence layer, ``Settings``)."""

    def __new__(
        cls, template: str, *values: object, translatable: bool = True, context: str = CONTEXT
    ) -> Phrase:
        phrase = super().__new__(cls, fill(template, values))
        phrase.template = template
        phrase.values = values
        phrase.translatable = translatable
        phrase.context = context
        return phrase

    @classmethod
    def plain(cls, text: str) -> Phrase:
        """Text with no words to translate (numbers and signs), as a phrase."""
        return cls("%1", str(text), translatable=False)

    @classmethod
    def joined(cls, *parts: object) -> Phrase:
        """``parts`` one after another, each translated on its own."""
        return cls("".join(f"%{i}" for i in range(1, len(parts) + 1)), *parts, translatable=False)

    def __add__(self, other: str) -> Phrase:
        return Phrase.joined(self, other)

    def __radd__(self, other: str) -> Phrase:
        return Phrase.joined(other, self)


class Figure(int):
    """A number in a sentence that is no factor of anything: a digit, a total of digits, a
    remainder, a bound ("a prime up to 9 divides it"). It reads as the plain number; it is
    marked so that the checks of what feedback and hints reveal (RULES.md "Feedback and hints
    never do the pupil's work") can tell it from a number named as a factor.

    >>> Phrase(QT_TRANSLATE_NOOP("Engine", "its digits add up to %1"), Figure(12))
    'its digits add up to 12'
    """

    __slots__ = ()


def figures(*numbers: int) -> tuple[Figure, ...]:
    """Each of ``numbers`` as a :class:`Figure`."""
    return tuple(Figure(n) for n in numbers)


def message_of(error: BaseException) -> str:
    """An error's message, the :class:`Phrase` itself when it was made from one (``str()``
    of an exception gives a plain copy, which has lost its template)."""
    if error.args and isinstance(error.args[0], Phrase):
        return error.args[0]
    return str(error)


__all__ = ["CONTEXT", "QT_TRANSLATE_NOOP", "Figure", "Phrase", "figures", "fill", "message_of"]
