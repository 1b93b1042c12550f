"""What a sentence to a pupil reveals about a number's factors: the measure behind RULES.md
"Feedback and hints never do the pupil's work", for the property tests.

**What "contains a factorisation the pupil had not written" means here.** For a number N
and what the pupil typed T (a multiset of whole numbers; nothing when unreadable), with F
the right primes in T (each counted no more often than it divides N), a set of sentences
(the feedback lines and every hint) is checked on the numbers each *names* and the
arithmetic each *states*:

* A number is **named** when it is a value of the sentence's :class:`~wildwest.engine.Phrase`
  (at any depth), or any number in a plain string the sentence carries ("2 × 19"; a power's
  exponent, "2⁶", is a count and names nothing). A
  :class:`~wildwest.engine.Figure` (a digit, a total of digits, a remainder, a bound) names
  nothing; nor does the fixed wording of a template (the same words for every number cannot
  tell anything about this one; where the choice of a sentence rests on a prime, that prime
  is a value: "then %2 divides %1"). A clue in words ("it is even") names no number, as
  RULES.md asks.
* An **equation** is a product or a division written with its result, in the English text:
  ``a × b (× …) = c``, ``c = a × b …``, ``c ÷ a = b``.

The sentences contain such a factorisation when any of these holds:

1. **A prime named.** They name a prime factor of N, other than N itself, that the pupil
   did not type. Feedback names none; the hints together name at most one (the prime a hint
   may offer), and naming it never finishes the answer (F and that prime do not make N).
2. **A product.** They state a product whose factors are not all numbers the pupil typed
   (the pupil's own product multiplied out, "2 × 19 = 38, not 76", is theirs).
3. **A division.** Feedback states none. The hints together state at most one: ``c ÷ a =
   b`` with ``a`` the named prime or a product of numbers the pupil typed, and ``b`` not prime
   and not 1 (the last step is never stated: "Divide 58 by 2. Is what is left prime?").
4. **A factor by another road.** They name a divisor of N between 1 and N that is none of:
   a product of numbers the pupil typed, the named prime, the quotient ``b`` of that one
   division.

The rendered text in every language is held to the English: the same numbers (as a
multiset) and the same equations, so no translation adds a factor or a product.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from wildwest.engine import Figure, Phrase, is_prime
from wildwest.present import translate as hook
from wildwest.present.words import say

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
LANGUAGES = ("de", "es", "fr")

_SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_TERM = r"[0-9]+[⁰¹²³⁴⁵⁶⁷⁸⁹]*"
_EXPRESSION = rf"{_TERM}(?:\s*[×÷]\s*{_TERM})+"
EQUATION = re.compile(rf"(?P<left>{_EXPRESSION})\s*=\s*(?P<right>[0-9]+)(?![0-9])")
"""``2 × 19 = 38``, ``448 ÷ 4 = 112``, ``2⁶ × 7 = 448``."""
EQUATION_REVERSED = re.compile(rf"(?<![0-9×÷] )(?P<right>[0-9]+)\s*=\s*(?P<left>{_EXPRESSION})")
"""``28 = 2 × 2 × 7``."""
NUMBER = re.compile(r"[0-9]+")


@dataclass(frozen=True, slots=True)
class Equation:
    """A product or a division stated with its result."""

    sign: str
    """``×`` or ``÷``."""
    terms: tuple[int, ...]
    """The numbers on the left, powers written out (``2³ × 5`` → 2, 2, 2, 5)."""
    result: int


def _terms(expression: str) -> tuple[str, tuple[int, ...]]:
    sign = "÷" if "÷" in expression else "×"
    terms: list[int] = []
    for piece in re.split(r"[×÷]", expression):
        part = piece.strip()
        digits = re.match(r"[0-9]+", part)
        assert digits is not None, expression
        power = part[digits.end() :].translate(_SUPER)
        terms.extend([int(digits.group())] * (int(power) if power else 1))
    return sign, tuple(terms)


def equations(text: str) -> list[Equation]:
    """Every product and division stated with its result in ``text``."""
    found = []
    for pattern in (EQUATION, EQUATION_REVERSED):
        for match in pattern.finditer(text):
            sign, terms = _terms(match.group("left"))
            found.append(Equation(sign, terms, int(match.group("right"))))
    return found


def named(text: object) -> list[int]:
    """The numbers ``text`` names (see the module): its phrase values, figures left out."""
    if isinstance(text, Phrase):
        found: list[int] = []
        for value in text.values:
            if isinstance(value, Figure | bool):
                continue
            if isinstance(value, int):
                found.append(value)
            else:
                found.extend(named(value))
        return found
    return [int(n) for n in NUMBER.findall(re.sub("[⁰¹²³⁴⁵⁶⁷⁸⁹]+", " ", str(text)))]


def products_of_parts(typed: Iterable[int], number: int) -> set[int]:
    """Every divisor of ``number`` that some of the numbers ``typed`` multiply to make."""
    made = {1}
    for value in typed:
        if value >= 1:
            made |= {m * value for m in made if number % (m * value) == 0}
    return made - {1}


@dataclass
class Reveal:
    """What a set of sentences says about N beyond what the pupil typed."""

    number: int
    typed: Counter[int]
    found: Counter[int]
    primes: set[int] = field(default_factory=set)
    """Prime factors of N named that the pupil did not type (N itself left out)."""
    products: list[Equation] = field(default_factory=list)
    """Products stated that are not the pupil's own."""
    divisions: list[Equation] = field(default_factory=list)
    divisors: set[int] = field(default_factory=set)
    """Divisors of N named (1 < d < N) that the pupil could not make from what they typed."""

    def add(self, sentence: object) -> None:
        number, typed = self.number, self.typed
        for value in named(sentence):
            if value in (0, 1, number) or number < 2 or number % value:
                continue
            if is_prime(value) and not typed[value]:
                self.primes.add(value)
            if value not in products_of_parts(typed.elements(), number):
                self.divisors.add(value)
        for equation in equations(str(sentence)):
            if equation.sign == "÷":
                self.divisions.append(equation)
            elif Counter(equation.terms) - typed:
                self.products.append(equation)

    def problems(self, *, hints: bool) -> list[str]:
        """Why these sentences do the pupil's work (empty: they do not)."""
        found: list[str] = []
        if self.products:
            found.append(f"a product the pupil did not write: {self.products}")
        allowed_primes = 1 if hints else 0
        if len(self.primes) > allowed_primes:
            found.append(f"names prime factors the pupil did not type: {sorted(self.primes)}")
        so_far = math.prod(self.found.elements())
        for p in self.primes:
            if so_far * p == self.number:
                found.append(f"naming {p} finishes the answer")
        allowed = set(self.primes)
        if len(self.divisions) > (1 if hints else 0):
            found.append(f"too many divisions: {self.divisions}")
        for division in self.divisions[:1]:
            (c, a), b = division.terms, division.result
            if c != a * b:
                found.append(f"a division that is not one: {division}")
            if is_prime(b) or b < 2:
                found.append(f"a division that states the last step: {division}")
            if a not in self.primes and a not in products_of_parts(
                self.typed.elements(), self.number
            ):
                found.append(f"a division by a number the pupil was not given: {division}")
            allowed |= {b}
        if self.divisors - allowed:
            found.append(f"names factors the pupil had not made: {sorted(self.divisors - allowed)}")
        return found


def reveal(
    number: int, typed: Iterable[int], found: Iterable[int], sentences: Iterable[object]
) -> Reveal:
    """What ``sentences`` reveal about ``number`` to a pupil who typed ``typed``."""
    seen = Reveal(number, Counter(typed), Counter(found))
    for sentence in sentences:
        seen.add(sentence)
    return seen


# ---------------------------------------------------------------- other languages


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """The finished, uncounted translations of ``language``'s .ts file: (context, source)."""
    root = ET.parse(FOLDER / f"wildwest_{language}.ts").getroot()
    words: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") or message.get("numerus"):
                continue
            words[(name, message.findtext("source") or "")] = translation.text or ""
    return words


def speaking(language: str) -> Callable[[str, str, str | None, int], str]:
    """A backend for the translation hook that answers from ``language``'s .ts file."""
    words = catalogue(language)

    def backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return words.get((context, text)) or text

    return backend


def rendered(sentences: Iterable[object]) -> Iterator[tuple[str, str, str]]:
    """Each sentence as (language, English, the same in ``language``), for every language."""
    sentences = list(sentences)
    english = [say(s) for s in sentences]
    try:
        for language in LANGUAGES:
            hook.set_backend(speaking(language))
            for source, sentence in zip(english, sentences, strict=True):
                yield language, source, say(sentence)
            hook.set_backend(None)
    finally:
        hook.set_backend(None)


def templates(text: object) -> Iterator[Phrase]:
    """Every translatable phrase in ``text`` (itself and its values, at any depth)."""
    if isinstance(text, Phrase):
        if text.translatable:
            yield text
        for value in text.values:
            yield from templates(value)


def untranslated(sentences: Iterable[object]) -> list[str]:
    """The templates in ``sentences`` that a language's .ts file does not translate."""
    return sorted(
        {
            f"{language}: {phrase.template}"
            for sentence in sentences
            for phrase in templates(sentence)
            for language in LANGUAGES
            if (phrase.context, phrase.template) not in catalogue(language)
        }
    )


def translation_problems(sentences: Iterable[object]) -> list[str]:
    """Where a language's text names other numbers or states other arithmetic than the
    English (so the English checks hold in it too), or keeps a placeholder."""
    found = []
    for language, english, local in rendered(sentences):
        numbers = sorted(NUMBER.findall(local.translate(_SUPER)))
        if numbers != sorted(NUMBER.findall(english.translate(_SUPER))):
            found.append(f"{language}: other numbers than the English: {local!r} / {english!r}")
        if sorted(map(repr, equations(local))) != sorted(map(repr, equations(english))):
            found.append(f"{language}: other arithmetic than the English: {local!r}")
        if re.search(r"%[0-9n]", local):
            found.append(f"{language}: a placeholder left: {local!r}")
    return found
