"""Quick divisibility tests, each explained in one line a pupil can follow.

>>> [t.explanation for t in divisibility_tests(3105) if t.divisor in (2, 3, 11)]
['3105 ends in 5, an odd digit, so 2 does not divide 3105', \
'3 + 1 + 0 + 5 = 9, a multiple of 3, so 3 divides 3105', \
'5 − 0 + 1 − 3 = 3, not a multiple of 11, so 11 does not divide 3105']
"""

from __future__ import annotations

from dataclasses import dataclass

from .phrases import QT_TRANSLATE_NOOP, Phrase

DIVISORS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11)


@dataclass(frozen=True, slots=True)
class DivisibilityTest:
    divisor: int
    divides: bool
    rule: str
    """The rule itself, e.g. "the digits add up to a multiple of 3"."""
    explanation: str
    """The rule applied to the number, in one line."""


RULES: dict[int, str] = {
    2: Phrase(QT_TRANSLATE_NOOP("Engine", "the last digit is even (0, 2, 4, 6 or 8)")),
    3: Phrase(QT_TRANSLATE_NOOP("Engine", "the digits add up to a multiple of 3")),
    4: Phrase(
        QT_TRANSLATE_NOOP("Engine", "the number made by the last two digits is a multiple of 4")
    ),
    5: Phrase(QT_TRANSLATE_NOOP("Engine", "the last digit is 0 or 5")),
    6: Phrase(QT_TRANSLATE_NOOP("Engine", "it passes the tests for both 2 and 3")),
    8: Phrase(
        QT_TRANSLATE_NOOP("Engine", "the number made by the last three digits is a multiple of 8")
    ),
    9: Phrase(QT_TRANSLATE_NOOP("Engine", "the digits add up to a multiple of 9")),
    10: Phrase(QT_TRANSLATE_NOOP("Engine", "the last digit is 0")),
    11: Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "the digits, added and subtracted in turn from the right, give a multiple of 11",
        )
    ),
}


def _verdict(divides: bool, d: int, n: int) -> str:
    return (
        Phrase(QT_TRANSLATE_NOOP("Engine", "so %1 divides %2"), d, n)
        if divides
        else Phrase(QT_TRANSLATE_NOOP("Engine", "so %1 does not divide %2"), d, n)
    )


def _small_number_test(n: int, d: int) -> DivisibilityTest:
    divides = n % d == 0
    kind = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "a multiple"))
        if divides
        else Phrase(QT_TRANSLATE_NOOP("Engine", "not a multiple"))
    )
    return DivisibilityTest(
        d, divides, RULES[d], Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is %2 of %3"), n, kind, d)
    )


def _digit_sum_test(n: int, d: int) -> DivisibilityTest:
    digits = [int(c) for c in str(n)]
    total = sum(digits)
    divides = total % d == 0
    if len(digits) == 1:
        return _small_number_test(n, d)
    sum_text = " + ".join(str(x) for x in digits)
    if len(digits) > 1:
        sum_text += f" = {total}"
    kind = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "a multiple"))
        if divides
        else Phrase(QT_TRANSLATE_NOOP("Engine", "not a multiple"))
    )
    return DivisibilityTest(
        d,
        divides,
        RULES[d],
        Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1, %2 of %3, %4"),
            sum_text,
            kind,
            d,
            _verdict(divides, d, n),
        ),
    )


def _ending_test(n: int, d: int, width: int) -> DivisibilityTest:
    text = str(n)
    if len(text) <= width:
        return _small_number_test(n, d)
    ending = text[-width:]
    value = int(ending)
    divides = value % d == 0
    kind = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "a multiple"))
        if divides
        else Phrase(QT_TRANSLATE_NOOP("Engine", "not a multiple"))
    )
    which = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "two"))
        if width == 2
        else Phrase(QT_TRANSLATE_NOOP("Engine", "three"))
    )
    return DivisibilityTest(
        d,
        divides,
        RULES[d],
        Phrase(
            QT_TRANSLATE_NOOP("Engine", "the last %1 digits make %2, %3 of %4, %5"),
            which,
            ending,
            kind,
            d,
            _verdict(divides, d, n),
        ),
    )


def _alternating_test(n: int) -> DivisibilityTest:
    digits = [int(c) for c in reversed(str(n))]
    total = sum(x if i % 2 == 0 else -x for i, x in enumerate(digits))
    parts = [str(digits[0])]
    for i, x in enumerate(digits[1:], start=1):
        parts.append(f"{'−' if i % 2 else '+'} {x}")
    expression = " ".join(parts)
    divides = total % 11 == 0
    kind = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "a multiple"))
        if divides
        else Phrase(QT_TRANSLATE_NOOP("Engine", "not a multiple"))
    )
    shown = str(total).replace("-", "−")
    if len(digits) == 1:
        return _small_number_test(n, 11)
    lead = f"{expression} = {shown}"
    return DivisibilityTest(
        11,
        divides,
        RULES[11],
        Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1, %2 of 11, %3"), lead, kind, _verdict(divides, 11, n)
        ),
    )


def divisibility_test(n: int, d: int) -> DivisibilityTest:
    """The quick test for divisor ``d`` (one of :data:`DIVISORS`) applied to n ≥ 0."""
    if d not in DIVISORS:
        raise ValueError(f"no quick test for {d}")
    if n < 0:
        raise ValueError("divisibility tests need a number of 0 or more")
    if n == 0:
        return DivisibilityTest(
            d, True, RULES[d], Phrase(QT_TRANSLATE_NOOP("Engine", "0 = %1 × 0, so %1 divides 0"), d)
        )
    last = n % 10
    if d == 2:
        divides = last % 2 == 0
        parity = (
            Phrase(QT_TRANSLATE_NOOP("Engine", "an even"))
            if divides
            else Phrase(QT_TRANSLATE_NOOP("Engine", "an odd"))
        )
        return DivisibilityTest(
            2,
            divides,
            RULES[2],
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 ends in %2, %3 digit, %4"),
                n,
                last,
                parity,
                _verdict(divides, 2, n),
            ),
        )
    if d == 5:
        divides = last in (0, 5)
        how = "" if divides else Phrase(QT_TRANSLATE_NOOP("Engine", ", not 0 or 5"))
        return DivisibilityTest(
            5,
            divides,
            RULES[5],
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 ends in %2%3, %4"),
                n,
                last,
                how,
                _verdict(divides, 5, n),
            ),
        )
    if d == 10:
        divides = last == 0
        how = "" if divides else Phrase(QT_TRANSLATE_NOOP("Engine", ", not 0"))
        return DivisibilityTest(
            10,
            divides,
            RULES[10],
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 ends in %2%3, %4"),
                n,
                last,
                how,
                _verdict(divides, 10, n),
            ),
        )
    if d in (3, 9):
        return _digit_sum_test(n, d)
    if d == 4:
        return _ending_test(n, 4, 2)
    if d == 8:
        return _ending_test(n, 8, 3)
    if d == 6:
        by2, by3 = n % 2 == 0, n % 3 == 0
        if by2 and by3:
            why = Phrase(QT_TRANSLATE_NOOP("Engine", "both 2 and 3 divide %1"), n)
        elif by2:
            why = Phrase(QT_TRANSLATE_NOOP("Engine", "2 divides %1 but 3 does not"), n)
        elif by3:
            why = Phrase(QT_TRANSLATE_NOOP("Engine", "3 divides %1 but 2 does not"), n)
        else:
            why = Phrase(QT_TRANSLATE_NOOP("Engine", "neither 2 nor 3 divides %1"), n)
        verdict = _verdict(by2 and by3, 6, n)
        text = Phrase(QT_TRANSLATE_NOOP("Engine", "%1, %2"), why, verdict)
        return DivisibilityTest(6, by2 and by3, RULES[6], text)
    return _alternating_test(n)


def divisibility_tests(n: int) -> tuple[DivisibilityTest, ...]:
    """Every quick test (2, 3, 4, 5, 6, 8, 9, 10, 11) applied to n ≥ 0."""
    return tuple(divisibility_test(n, d) for d in DIVISORS)
